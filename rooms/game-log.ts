/**
 * A running game's log as the room keeps it: one entry per stored log entry (moves, moves taken back, undo
 * entries), each with the events it told and whether it was a point of no return. From it the room answers
 * what was said live (`events` messages, redacted per recipient), the history a client asks for on joining
 * (`log` pages: the same messages, minus the moves taken back), and which move a seat may take back.
 *
 * Events are not stored: a loaded game's are re-derived by the replay that loads it (the engine is
 * deterministic, so they are the events that were sent). Measured on heuristic 4-player Clash games (287 and
 * 440 moves): their events take 61 and 97 KB as JSON against 20 and 29 KB for the moves, so storing them
 * would quadruple what every move writes, while the replay that rebuilds them runs at every load anyway.
 */
import { redactEvents } from "../engine/core/events.ts";
import { replay, type MatchRecord, type MoveRecord } from "../engine/core/match.ts";
import type { ServerMessages } from "../engine/core/protocol.ts";
import type { AnyGame, ApplyOk, GameEvent, Move, Seat } from "../engine/core/types.ts";
import { isApplied, isUndo, undoableMove, undoEntry, undoEvent, type UndoStep } from "../engine/core/undo.ts";

/** Most entries a `log` page holds. */
export const LOG_PAGE = 200;

interface Entry extends UndoStep {
  move: Move;
  events: GameEvent[];
  /** The state before the move, kept while the move may still be taken back. */
  before?: unknown;
  /** For an undo entry: the index of the move it took back. */
  undoes?: number;
}

export class GameLog {
  private readonly entries: Entry[] = [];
  /** Entries before this index keep no state: nothing before a point of no return or another seat's move returns. */
  private keepFrom = 0;

  /** Rebuilds the log of a stored game, and the game's state, by replaying it. */
  static replayed(game: AnyGame, record: Omit<MatchRecord, "game" | "moves">, moves: readonly MoveRecord[]): { log: GameLog; state: unknown } {
    const log = new GameLog();
    const upTo = (index: number) => {
      while (log.length < index) log.addStored(moves[log.length]);
    };
    const rebuilt = replay(game, { ...record, moves: moves as MoveRecord[] }, (index, result, before) => {
      upTo(index);
      log.addMove(moves[index].seat, moves[index].move, result, before);
    });
    upTo(moves.length);
    return { log, state: rebuilt.state };
  }

  get length(): number {
    return this.entries.length;
  }

  /** Records an applied move, the state it was applied to and its result. */
  addMove(seat: Seat, move: Move, result: ApplyOk<unknown>, before: unknown): void {
    const barrier = result.barrier === true;
    if (barrier || this.lastApplied()?.seat !== seat) this.release();
    this.entries.push({ seat, move, events: result.events, barrier, applied: true, before: barrier ? undefined : before });
    if (barrier) this.release();
  }

  /** The index of the move `seat` may take back now (it is deciding: `deciding`), or null. */
  undoable(seat: Seat, deciding: boolean): number | null {
    return undoableMove(this.entries, seat, deciding);
  }

  /** Takes back the move at `index` (see `undoable`) with an undo entry by `seat`; returns the state before it. */
  takeBack(seat: Seat, index: number): unknown {
    const target = this.entries[index];
    const state = target.before;
    target.applied = false;
    target.before = undefined;
    this.entries.push({ seat, move: undoEntry(seat, index).move, events: [undoEvent(seat)], barrier: false, applied: false, undoes: index });
    return state;
  }

  /** The `events` message of the entry at `index` for `audience` (a seat, or null for spectators). */
  message(index: number, audience: Seat | null): ServerMessages["events"] {
    const e = this.entries[index];
    const message: ServerMessages["events"] = { stateId: index + 1, by: e.seat, events: redactEvents(e.events, audience) };
    if (e.undoes !== undefined) message.undoes = e.undoes + 1;
    return message;
  }

  /**
   * The messages `audience` was sent for the entries before state id `before` (all when null), moves taken
   * back left out: at most `limit`, the latest of them, oldest first; `more` when earlier ones exist.
   */
  page(audience: Seat | null, before: number | null, limit = LOG_PAGE): ServerMessages["log"] {
    const shown: number[] = [];
    let i = Math.min(before === null ? this.entries.length : before - 1, this.entries.length) - 1;
    for (; i >= 0 && shown.length < limit; i--) if (this.shown(this.entries[i])) shown.push(i);
    while (i >= 0 && !this.shown(this.entries[i])) i--;
    return { before, more: i >= 0, entries: shown.reverse().map((index) => this.message(index, audience)) };
  }

  /** An entry of a stored log that the replay did not apply: a move taken back (its events are never shown again) or an undo. */
  private addStored(record: MoveRecord): void {
    const undoes = isUndo(record) ? Number(record.move.move) : undefined;
    const events = undoes === undefined ? [] : [undoEvent(record.seat)];
    this.entries.push({ seat: record.seat, move: record.move, events, barrier: false, applied: isApplied(record), ...(undoes === undefined ? {} : { undoes }) });
  }

  private shown(e: Entry): boolean {
    return e.applied || e.undoes !== undefined;
  }

  private lastApplied(): Entry | undefined {
    for (let i = this.entries.length - 1; i >= 0; i--) if (this.entries[i].applied) return this.entries[i];
    return undefined;
  }

  private release(): void {
    for (let i = this.keepFrom; i < this.entries.length; i++) this.entries[i].before = undefined;
    this.keepFrom = this.entries.length;
  }
}
