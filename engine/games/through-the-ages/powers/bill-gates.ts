/**
 * Bill Gates (base §29.7): each lab also produces resources equal to its level (a production bonus, not a mine);
 * when he leaves play, or at the end of the game, the seat scores culture equal to that extra production.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { level, tech } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import { addRatingPower } from "../base/ratings.ts";
import type { TtaState } from "../base/state.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addLeavingPower } from "../effects/leaving.ts";
import { addFinalPower } from "../victory/scoring.ts";

export const rules = ruleModule("tta-bill-gates");

/** The resources the seat's labs produce with Gates: workers × level. */
function gatesCulture(s: TtaState, seat: Seat): number {
  return s.players[seat].techs.reduce((n, x) => n + (tech(x.card).type === "lab" ? x.workers * level(x.card) : 0), 0);
}

addRatingPower(rules, (s, seat, t) => {
  if (leaderEffect(s, seat, "lab-resources-equal-level")) t.resources += gatesCulture(s, seat);
});

/** Final scoring: Gates still in play scores as if he left. */
addFinalPower(rules, (ctx: Ctx) => {
  for (const p of ctx.s.players) if (!p.resigned && leaderEffect(ctx.s, p.seat, "lab-resources-equal-level")) p.culture += gatesCulture(ctx.s, p.seat);
});

/** Leaving play, Gates scores his labs' resources as culture. */
addLeavingPower(rules, (ctx, seat) => {
  if (leaderEffect(ctx.s, seat, "lab-resources-equal-level")) ctx.s.players[seat].culture += gatesCulture(ctx.s, seat);
});
