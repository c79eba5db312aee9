/**
 * Confucius (seed appendix "Конфуций"): his seat may prepare any military card as an event; a card that is not an
 * event, revealed as the current event, reads "every civilization gains 1 science" — even after he left play.
 */
import { ruleModule } from "../../../kit/rules.ts";
import { seatsFrom } from "../base/state.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addEventPower } from "../politics/events.ts";

export const rules = ruleModule("tta-confucius");

/** The science a non-event revealed gives each civilization (Confucius's `nonEventReveals`, read here: he may be gone). */
const SCIENCE = 1;

addEventPower(rules, {
  mayPrepare: (s, seat) => leaderEffect(s, seat, "prepare-any-military-as-event") !== null,
  nonEventRevealed(ctx, revealer) {
    for (const seat of seatsFrom(ctx.s, revealer)) ctx.s.players[seat].science += SCIENCE;
  },
});
