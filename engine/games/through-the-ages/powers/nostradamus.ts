/**
 * Nostradamus (seed appendix "Нострадамус"): +3 strength only when the weakest is determined for an event and when
 * defending against an aggression (not for leaders' own "weakest" conditions, such as Boudica's); the events
 * rivals prepare while he leads are shown to his seat (the log's event-prepared, decision L2). His culture per
 * prepared event is below.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import type { TtaState } from "../base/state.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addTriggerPower } from "../effects/triggers.ts";
import { addDefencePower } from "../base/ratings.ts";
import { addEventPower } from "../politics/events.ts";

export const rules = ruleModule("tta-nostradamus");

/** Strength added when the seat defends against an aggression or an event looks for the weakest. */
addDefencePower(rules, (s: TtaState, seat: Seat): number => leaderEffect(s, seat, "nostradamus")?.strengthVsWeakestAndAggression ?? 0);

/** A seat led by Nostradamus sees the events its rivals prepare. */
addEventPower(rules, { seesRivalEvents: (s, seat) => !!leaderEffect(s, seat, "nostradamus")?.seeRivalEvents });

/** Culture for each event the seat prepares. */
addTriggerPower(rules, (ctx, seat, name) => {
  if (name !== "prepare-event") return;
  const nostradamus = leaderEffect(ctx.s, seat, "nostradamus");
  if (nostradamus) ctx.s.players[seat].culture += nostradamus.culturePerPreparedEvent;
});
