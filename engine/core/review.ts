/**
 * A game told again move by move, for reviewing it: the view of one audience (a seat, or the public with
 * `null`) before the first move, then per applied move its events redacted for that audience and the view
 * patch it made (./view-patch.ts), exactly what a client of that audience was sent while the game was played.
 * Moves taken back are not in it (./undo.ts): the review follows the game as it stands.
 */
import { redactEvents } from "./events.ts";
import { replay, type MatchRecord } from "./match.ts";
import type { AnyGame, GameEvent, Outcome, Seat } from "./types.ts";
import { diffView, type ViewPatch } from "./view-patch.ts";

export interface ReviewStep {
  /** The state id after the move (its log index + 1), as the live `events` message named it. */
  stateId: number;
  by: Seat;
  events: GameEvent[];
  /** From the view before the move to the view after it. */
  ops: ViewPatch;
}

export interface Review {
  audience: Seat | null;
  /** The audience's view before the first move. */
  initial: unknown;
  steps: ReviewStep[];
  outcome: Outcome | null;
}

export function reviewOf(game: AnyGame, record: Omit<MatchRecord, "game">, audience: Seat | null): Review {
  let initial: unknown = undefined;
  let view: unknown = undefined;
  const steps: ReviewStep[] = [];
  const result = replay(game, record, (index, applied, before) => {
    if (view === undefined) initial = view = game.view(before, audience);
    const next = game.view(applied.state, audience);
    steps.push({ stateId: index + 1, by: record.moves[index].seat, events: redactEvents(applied.events, audience), ops: diffView(view, next) });
    view = next;
  });
  if (initial === undefined) initial = game.view(result.state, audience);
  return { audience, initial, steps, outcome: result.outcome };
}
