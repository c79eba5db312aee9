/**
 * A leader leaving play — replaced by a new one, removed by its own power, antiquated, or taken by an event or an
 * aggression — and what it leaves behind (seed appendix): Confucius's science, James Watt's and Bill Gates's
 * culture, Sun Tzu put under the current tactic. Replacing also gives spent civil actions back (base §14.1): one,
 * three for Eleanor, none for Nobel (who starts the Nobel Prize) or for Homer tucked under a wonder.
 */
import type { Seat } from "../../../core/types.ts";
import { cardOf } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import { markThisTurn } from "../base/state.ts";
import { cardTokens } from "../base/tokens.ts";
import { gatesCulture } from "./bill-gates.ts";
import { askHomerTuck } from "./homer.ts";
import { leaderEffect } from "../base/in-play.ts";
import { wattLeavingCulture } from "./james-watt.ts";
import { nobelCheck } from "./nobel.ts";
import { trigger } from "./triggers.ts";

export function leaderLeaves(ctx: Ctx, seat: Seat) {
  const s = ctx.s;
  const p = s.players[seat];
  if (!p.leader) return;
  trigger(ctx, seat, "leaves-play");
  if (leaderEffect(s, seat, "james-watt")) p.culture += wattLeavingCulture(s, seat);
  if (leaderEffect(s, seat, "lab-resources-equal-level")) p.culture += gatesCulture(s, seat);
  if (leaderEffect(s, seat, "private-tactics") && p.tactic) p.powers.sunTzuUnder = p.tactic;
  cardTokens(p, cardOf(p.leader, "leader").bonus, -1);
  p.leader = null;
}

/** The seat's leader is replaced by one it plays: it leaves, and spent civil actions come back. */
export function replaceLeader(ctx: Ctx, seat: Seat) {
  const s = ctx.s;
  const p = s.players[seat];
  let refund = 1;
  const eleanor = leaderEffect(s, seat, "eleanor");
  if (eleanor) refund = eleanor.refundOnReplace;
  if (leaderEffect(s, seat, "no-refund-on-replace")) {
    refund = 0;
    s.nobelPrize = true;
    nobelCheck(ctx, seat);
  }
  // Homer may go under a completed wonder instead of giving the action back: the seat's choice decides.
  if (leaderEffect(s, seat, "tuck-under-wonder-on-replace") && askHomerTuck(ctx, seat)) refund = 0;
  leaderLeaves(ctx, seat);
  p.civilSpent = Math.max(0, p.civilSpent - refund);
  // Taj Mahal reads it, whatever the refund was.
  markThisTurn(p, "replaced-leader");
}
