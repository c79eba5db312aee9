/** Steve Jobs (content §2): each time the seat develops a technology it may pay 1 resource to score 4 culture (a yes/no choice). */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { defineChoice, type Ctx } from "../base/flow.ts";
import { amountOf, pay } from "../base/tokens.ts";
import type { Amounts } from "../data/index.ts";
import { text } from "../text/index.ts";
import { putTriggered } from "../effects/triggers.ts";

export const rules = ruleModule("tta-steve-jobs");

/** Offers the trade when the seat can pay. */
putTriggered(rules, "optional-pay", (ctx: Ctx, seat: Seat, { pay: price, gain }: { pay: Amounts; gain: Amounts }) => {
  if (amountOf(ctx.s.players[seat], "resources") < (price.resources ?? 0)) return;
  ask(ctx, seat, "optional-pay", ["yes", "no"], { resources: price.resources ?? 0, culture: gain.culture ?? 0 }, { always: true });
});

defineChoice(rules, "optional-pay", {
  label: (_s, f) => text("tta.choice.optionalPay", { resources: Number(f.data.resources), culture: Number(f.data.culture) }),
  optionLabel: (_s, _f, v) => text(v === "yes" ? "tta.option.payYes" : "tta.option.no"),
  resolve(ctx, seat, value, data) {
    if (value !== "yes") return;
    const p = ctx.s.players[seat];
    pay(p, "resources", Number(data.resources));
    p.culture += Number(data.culture);
  },
});
