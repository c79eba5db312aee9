/**
 * Confucius (seed appendix "Конфуций"): his seat may prepare any military card as an event; a card that is not an
 * event, revealed as the current event, reads "every civilization gains 1 science" — even after he left play.
 */
import type { Seat } from "../../../core/types.ts";
import { card } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import { seatsFrom, type TtaState } from "../base/state.ts";
import { leaderEffect } from "../base/in-play.ts";

/** The science a non-event revealed gives each civilization (Confucius's `nonEventReveals`, read here: he may be gone). */
const SCIENCE = 1;

/** Whether the seat may prepare this military card from its hand as an event. */
export function mayPrepare(s: TtaState, seat: Seat, id: string): boolean {
  if (!s.players[seat].military.includes(id)) return false;
  const kind = card(id).kind;
  return kind === "event" || kind === "territory" || leaderEffect(s, seat, "prepare-any-military-as-event") !== null;
}

/** A non-event card revealed as the current event. */
export function nonEventRevealed(ctx: Ctx, revealer: Seat) {
  for (const seat of seatsFrom(ctx.s, revealer)) ctx.s.players[seat].science += SCIENCE;
}
