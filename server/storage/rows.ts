/**
 * Row <-> StoredGame mapping shared by both backends, so the two cannot drift apart. The backends
 * differ only in how a JSON column arrives (SQLite: text, Postgres jsonb: already parsed) and in
 * how a 64-bit integer arrives (pg returns bigint as a string), hence `json` and `Number()`.
 */
import type { MoveRecord } from "../../engine/core/match.ts";
import { REALTIME } from "../../engine/core/protocol.ts";
import { isUndo } from "../../engine/core/undo.ts";
import type { GameStatus, StoredGame } from "./types.ts";

/** A `games` row as either driver returns it (JSON columns undecoded). */
export interface GameRow {
  id: string;
  room_id: string;
  game: string;
  mode: string;
  options: unknown;
  seed: string;
  players: number | string;
  seats: unknown;
  clock_seconds: number | string | null;
  pace: unknown;
  clock: unknown;
  /** SQLite: 0/1; PostgreSQL: boolean; null for a game stored before the column existed. */
  rated?: number | boolean | null;
  status: string;
  outcome: unknown;
  created_at: number | string;
  updated_at: number | string;
}

export interface MoveRow {
  seat: number | string;
  move: unknown;
  undone: number | string | null;
}

export function gameFromRow(row: GameRow, json: (value: unknown) => unknown): StoredGame {
  return {
    id: row.id,
    roomId: row.room_id,
    game: row.game,
    mode: row.mode as StoredGame["mode"],
    options: json(row.options),
    seed: row.seed,
    players: Number(row.players),
    seats: json(row.seats) as StoredGame["seats"],
    clockSeconds: row.clock_seconds === null ? null : Number(row.clock_seconds),
    pace: (row.pace === null || row.pace === undefined ? REALTIME : json(row.pace)) as StoredGame["pace"],
    clock: (row.clock === null || row.clock === undefined ? null : json(row.clock)) as StoredGame["clock"],
    ...(row.rated === null || row.rated === undefined ? {} : { rated: Boolean(row.rated) }),
    status: row.status as GameStatus,
    outcome: (row.outcome === null ? null : json(row.outcome)) as StoredGame["outcome"],
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export function moveFromRow(row: MoveRow, json: (value: unknown) => unknown): MoveRecord {
  const move: MoveRecord = { seat: Number(row.seat), move: json(row.move) as MoveRecord["move"] };
  if (row.undone !== null) move.undone = Number(row.undone);
  return move;
}

/** The log index of the move an undo entry takes back, or null for a move. */
export function takenBack(record: MoveRecord): number | null {
  return isUndo(record) ? Number(record.move.move) : null;
}

/**
 * JSON text for a column. `undefined` options become JSON null (a column cannot hold "absent"),
 * so such a game loads back with `options: null`.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/** Rejects a bad move index before it reaches the database (where it would only fail obscurely). */
export function checkIndex(gameId: string, index: number): void {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new Error(`appendMove(${gameId}): index must be a non-negative integer, got ${index}`);
  }
}

/** An Error naming the operation and game, keeping the driver's error as `cause`. */
export function storageError(op: string, gameId: string, err: unknown): Error {
  const detail = err instanceof Error ? err.message : String(err);
  return new Error(`${op}(${gameId}) failed: ${detail}`, { cause: err });
}
