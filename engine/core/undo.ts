/**
 * Taking moves back. A seat may take back its own last move while it is still the seat deciding, unless that
 * move was a point of no return (`ApplyOk.barrier`: it revealed a random result, a card, a tile) or another
 * seat has moved since; taking back one move after another walks back to the last such point.
 *
 * The stored log keeps the truth: an undo is an entry of its own (`{type: UNDO_MOVE, move}`, naming the log
 * index of the move it took back), and the move taken back stays in the log, marked `undone` with the index
 * of that entry. Replay (match.ts) applies neither, so a log replays to the state the players last saw.
 */
import type { MoveRecord } from "./match.ts";
import type { GameEvent, Seat } from "./types.ts";

/** The move type of an undo entry; `$` keeps it apart from every game's own move types. */
export const UNDO_MOVE = "$undo";

/** The log entry that takes back the move at `index` of the log. */
export function undoEntry(seat: Seat, index: number): MoveRecord {
  return { seat, move: { type: UNDO_MOVE, move: index } };
}

export function isUndo(entry: MoveRecord): boolean {
  return entry.move.type === UNDO_MOVE;
}

/** Whether replaying the log applies this entry: a move nobody took back. */
export function isApplied(entry: MoveRecord): boolean {
  return entry.undone === undefined && !isUndo(entry);
}

/** What undo needs to know of one log entry. */
export interface UndoStep {
  seat: Seat;
  /** The move was a point of no return. */
  barrier: boolean;
  /** The entry is applied (not taken back, not an undo). */
  applied: boolean;
}

/**
 * The log index of the move `seat` may take back now, or null: the last applied move, when `seat` made it,
 * it was no point of no return, and `seat` is still deciding (so nobody else has been asked since).
 */
export function undoableMove(steps: readonly UndoStep[], seat: Seat, deciding: boolean): number | null {
  if (!deciding) return null;
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    if (!step.applied) continue;
    return step.seat === seat && !step.barrier ? i : null;
  }
  return null;
}

/** The event an undo entry tells everyone: `seat` took back its last move. */
export function undoEvent(seat: Seat): GameEvent {
  return { type: "MoveUndone", seat };
}
