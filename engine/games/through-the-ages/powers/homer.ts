/**
 * Homer (base §29.7): when replaced he may be put under one of the seat's completed wonders, which then gives
 * +1 happy face; the seat then does not get the civil action back. Asked as a choice among the wonders.
 * (His resource for units each turn is in effects/triggers.ts, `turnResources`.)
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { defineChoice, type Ctx } from "../base/flow.ts";
import { addRatingPower } from "../base/ratings.ts";
import { workingWonders } from "../base/state.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addReplacedPower } from "../effects/leaving.ts";
import { text } from "../text/index.ts";

export const rules = ruleModule("tta-homer");

const HAPPY = 1;

/** Asks whether to tuck Homer under a wonder; false (and nothing asked) without a completed wonder. */
function askHomerTuck(ctx: Ctx, seat: Seat): boolean {
  const wonders = workingWonders(ctx.s.players[seat]);
  if (!wonders.length) return false;
  ask(ctx, seat, "homer-tuck", [...wonders], {}, { optional: true, always: true });
  return true;
}

defineChoice(rules, "homer-tuck", {
  label: () => text("tta.choice.homerTuck"),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve(ctx, seat, value) {
    const p = ctx.s.players[seat];
    // Declining gives the usual civil action back instead.
    if (value === null) p.civilSpent = Math.max(0, p.civilSpent - 1);
    else p.powers.homerUnder = String(value);
  },
});

addRatingPower(rules, (s, seat, t) => {
  const under = s.players[seat].powers.homerUnder;
  if (under && workingWonders(s.players[seat]).includes(under)) t.happy += HAPPY;
});

// Homer may go under a completed wonder instead of giving the action back: the seat's choice decides.
addReplacedPower(rules, (ctx, seat, refund) => (leaderEffect(ctx.s, seat, "tuck-under-wonder-on-replace") && askHomerTuck(ctx, seat) ? 0 : refund));
