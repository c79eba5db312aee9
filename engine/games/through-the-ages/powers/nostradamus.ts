/**
 * Nostradamus (seed appendix "Нострадамус"): +3 strength only when the weakest is determined for an event and when
 * defending against an aggression (not for leaders' own "weakest" conditions, such as Boudica's); the events
 * rivals prepare while he leads are shown to his seat (the log's event-prepared, decision L2). His culture per
 * prepared event is below.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { seatsFrom, type TtaState } from "../base/state.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addTriggerPower } from "../effects/triggers.ts";
import { addDefencePower } from "../base/ratings.ts";

export const rules = ruleModule("tta-nostradamus");

/** Strength added when the seat defends against an aggression or an event looks for the weakest. */
addDefencePower(rules, (s: TtaState, seat: Seat): number => leaderEffect(s, seat, "nostradamus")?.strengthVsWeakestAndAggression ?? 0);

/** Seats other than `seat` led by Nostradamus: they see the event `seat` prepares. */
export function eventSeers(s: TtaState, seat: Seat): Seat[] {
  return seatsFrom(s, seat).filter((x) => x !== seat && leaderEffect(s, x, "nostradamus")?.seeRivalEvents);
}

/** Culture for each event the seat prepares. */
addTriggerPower(rules, (ctx, seat, name) => {
  if (name !== "prepare-event") return;
  const nostradamus = leaderEffect(ctx.s, seat, "nostradamus");
  if (nostradamus) ctx.s.players[seat].culture += nostradamus.culturePerPreparedEvent;
});
