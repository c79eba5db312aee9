/**
 * A leader leaving play — replaced by a new one, removed by its own power, antiquated, or taken by an event or an
 * aggression — and what it leaves behind through the leaving powers (seed appendix: Confucius's science, James
 * Watt's and Bill Gates's culture, Sun Tzu put under the current tactic). Replacing also gives spent civil
 * actions back (base §14.1): one, or what the replaced leader's power says (Eleanor, Nobel, Homer).
 */
import type { Seat } from "../../../core/types.ts";
import { addRule, ListSlot, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { cardOf } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import { markThisTurn } from "../base/state.ts";
import { cardTokens } from "../base/tokens.ts";
import { trigger } from "./triggers.ts";

/** What the seat's leader does as it leaves play (it is still the seat's leader). */
export type LeavingPower = (ctx: Ctx, seat: Seat) => void;
const LEAVING_POWERS = new ListSlot<LeavingPower>("leaving powers");

export function addLeavingPower(module: RuleModule, power: LeavingPower) {
  addRule(module, LEAVING_POWERS, power);
}

/** The civil actions replacing the seat's leader gives back, given the `refund` so far (a replaced leader's power). */
export type ReplacedPower = (ctx: Ctx, seat: Seat, refund: number) => number;
const REPLACED_POWERS = new ListSlot<ReplacedPower>("replaced-leader powers");

export function addReplacedPower(module: RuleModule, power: ReplacedPower) {
  addRule(module, REPLACED_POWERS, power);
}

export function leaderLeaves(ctx: Ctx, seat: Seat) {
  const s = ctx.s;
  const p = s.players[seat];
  if (!p.leader) return;
  trigger(ctx, seat, "leaves-play");
  for (const power of rulesInForce().list(LEAVING_POWERS)) power(ctx, seat);
  cardTokens(p, cardOf(p.leader, "leader").bonus, -1);
  p.leader = null;
}

/** The seat's leader is replaced by one it plays: it leaves, and spent civil actions come back. */
export function replaceLeader(ctx: Ctx, seat: Seat) {
  const p = ctx.s.players[seat];
  let refund = 1;
  for (const power of rulesInForce().list(REPLACED_POWERS)) refund = power(ctx, seat, refund);
  leaderLeaves(ctx, seat);
  p.civilSpent = Math.max(0, p.civilSpent - refund);
  // Taj Mahal reads it, whatever the refund was.
  markThisTurn(p, "replaced-leader");
}
