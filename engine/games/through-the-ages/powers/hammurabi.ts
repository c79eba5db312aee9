/**
 * Hammurabi (base §29.7): on the seat's turn one military action may be used as a civil action. It counts among
 * the civil actions left while a military action is left and it was not used this turn; a civil cost the civil
 * actions cannot cover takes it.
 */
import type { Seat } from "../../../core/types.ts";
import type { Ctx } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { leaderEffect } from "./in-play.ts";

const KEY = "hammurabi";

/** Civil actions the seat may take from its military actions now. */
export function militaryAsCivil(s: TtaState, seat: Seat, militaryLeft: number): number {
  const e = leaderEffect(s, seat, "military-action-as-civil");
  if (!e || s.current !== seat || s.players[seat].powers.usedThisTurn.includes(KEY)) return 0;
  return Math.min(e.count, Math.max(0, militaryLeft));
}

/** Pays `n` civil actions with military ones (within `militaryAsCivil`). */
export function spendMilitaryAsCivil(ctx: Ctx, seat: Seat, n: number) {
  const p = ctx.s.players[seat];
  p.militarySpent += n;
  p.powers.usedThisTurn.push(KEY);
}
