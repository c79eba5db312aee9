/**
 * Mahatma Gandhi (base §29.7; balanced, content §1.1): his seat may not play aggressions or declare wars; rivals pay
 * double (balanced: 3 more) military actions to attack it.
 */
import type { Seat } from "../../../core/types.ts";
import type { TtaState } from "../base/state.ts";
import { leaderEffect } from "../base/in-play.ts";

export const forbidsAttacks = (s: TtaState, seat: Seat): boolean => leaderEffect(s, seat, "cannot-attack") !== null;

/** Military actions an aggression or war printed at `printed` costs against `target`. */
export function attackCost(s: TtaState, target: Seat, printed: number): number {
  const e = leaderEffect(s, target, "attack-cost-against-owner");
  return e ? printed * e.multiplier + e.extra : printed;
}
