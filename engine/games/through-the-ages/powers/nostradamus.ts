/**
 * Nostradamus (seed appendix "Нострадамус"): +3 strength only when the weakest is determined for an event and when
 * defending against an aggression (not for leaders' own "weakest" conditions, such as Boudica's); the events
 * rivals prepare while he leads are shown to his seat (the log's event-prepared, decision L2). His culture per
 * prepared event is in triggers.ts.
 */
import type { Seat } from "../../../core/types.ts";
import type { TtaState } from "../base/state.ts";
import { seatsFrom } from "../base/state.ts";
import { leaderEffect } from "../base/in-play.ts";

/** Strength added when the seat defends against an aggression or an event looks for the weakest. */
export function defenceBonus(s: TtaState, seat: Seat): number {
  return leaderEffect(s, seat, "nostradamus")?.strengthVsWeakestAndAggression ?? 0;
}

/** Seats other than `seat` led by Nostradamus: they see the event `seat` prepares. */
export function eventSeers(s: TtaState, seat: Seat): Seat[] {
  return seatsFrom(s, seat).filter((x) => x !== seat && leaderEffect(s, x, "nostradamus")?.seeRivalEvents);
}
