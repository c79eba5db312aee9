/**
 * Saladin (seed appendix "Саладин"): at the end of each of the seat's turns it chooses +2 strength or +1 civil
 * action; the choice lasts until the next one and only while Saladin leads. The civil action is an ordinary one
 * (it counts in the total, so a revolution spends it too).
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf } from "../base/cards.ts";
import { defineChoice, type Ctx } from "../base/flow.ts";
import { addSymbolPower } from "../base/ratings.ts";
import { putTriggered } from "../effects/triggers.ts";
import type { Player } from "../base/state.ts";
import type { Yields } from "../data/index.ts";
import { text } from "../text/index.ts";

export const rules = ruleModule("tta-saladin");

const PICKS = ["strength", "civil"] as const;

/** The symbols of Saladin's standing choice, by the options printed on his card (strength first). */
addSymbolPower(rules, (p: Player): Yields => {
  if (!p.leader || !p.powers.saladin) return {};
  for (const e of cardOf(p.leader, "leader").effects) {
    if (e.kind === "on" && e.then.kind === "until-next-choice") return e.then.options[PICKS.indexOf(p.powers.saladin)] ?? {};
  }
  return {};
});

putTriggered(rules, "until-next-choice", (ctx: Ctx, seat: Seat) => {
  ask(ctx, seat, "saladin", [...PICKS], {}, { always: true });
});

defineChoice(rules, "saladin", {
  label: () => text("tta.choice.saladin"),
  optionLabel: (_s, _f, v) => text("tta.option.saladin", { pick: String(v) }),
  resolve(ctx, seat, value) {
    ctx.s.players[seat].powers.saladin = value === "civil" ? "civil" : "strength";
  },
});
