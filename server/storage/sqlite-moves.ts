/**
 * The group commit of appended moves on SQLite (./sqlite.ts): the statements and the one transaction that
 * stores a batch. Used on the event loop for an in-memory database and in ./sqlite-move-writer.ts (a worker
 * thread) for a file, where the commit's fsync would otherwise stall every room of the process.
 */
import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { MoveRecord } from "../../engine/core/match.ts";
import { UNDO_MOVE } from "../../engine/core/undo.ts";
import { takenBack, toJson } from "./rows.ts";

export interface MoveToStore {
  gameId: string;
  index: number;
  move: MoveRecord;
}

/** Per move of a batch: null when stored, else why it was refused. */
export type BatchResult = (string | null)[];

export type MoveStatements = ReturnType<typeof prepareMoves>;

/** Opens a connection to the file the way ./sqlite.ts does (a commit is on disk before it returns). */
export function durableConnectionPragmas(db: DatabaseSync) {
  // busy_timeout first: if another connection holds the write lock, wait rather than fail at once.
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
}

export function prepareMoves(db: DatabaseSync) {
  const p = (sql: string): StatementSync => db.prepare(sql);
  return {
    gameExists: p("SELECT 1 AS x FROM games WHERE id = ?"),
    countMoves: p("SELECT count(*) AS n FROM moves WHERE game_id = ?"),
    insertMove: p("INSERT INTO moves (game_id, idx, seat, move, at) VALUES (?, ?, ?, ?, ?)"),
    touch: p("UPDATE games SET updated_at = max(updated_at, ?) WHERE id = ?"),
    markUndone: p(`UPDATE moves SET undone = ? WHERE game_id = ? AND idx = ? AND undone IS NULL
      AND json_extract(move, '$.type') <> '${UNDO_MOVE}'`),
  };
}

/**
 * One transaction for the whole batch. BEGIN IMMEDIATE takes the write lock before any count is read, so
 * another connection (even in another process) cannot slip a move in between a check and its insert; the
 * primary key (game_id, idx) would catch a duplicate anyway, and the count check also catches gaps. Each
 * move has its own savepoint, so a refused one leaves the others in the commit. Throws when the transaction
 * itself fails (then nothing of the batch is stored).
 */
export function commitMoves(db: DatabaseSync, s: MoveStatements, batch: MoveToStore[]): BatchResult {
  const results: BatchResult = [];
  db.exec("BEGIN IMMEDIATE");
  try {
    const now = Date.now();
    for (const p of batch) {
      db.exec("SAVEPOINT move");
      try {
        if (!s.gameExists.get(p.gameId)) throw new Error("no such game");
        const stored = Number(s.countMoves.get(p.gameId)!.n);
        if (stored !== p.index) throw new Error(`index ${p.index} is not next: ${stored} move(s) stored`);
        s.insertMove.run(p.gameId, p.index, p.move.seat, toJson(p.move.move), now);
        const target = takenBack(p.move);
        if (target !== null && Number(s.markUndone.run(p.index, p.gameId, target).changes) !== 1) {
          throw new Error(`move ${target} cannot be taken back: it is not an applied move`);
        }
        s.touch.run(now, p.gameId);
        results.push(null);
      } catch (err) {
        db.exec("ROLLBACK TO move");
        results.push(err instanceof Error ? err.message : String(err));
      }
      db.exec("RELEASE move");
    }
    db.exec("COMMIT");
  } catch (err) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw err;
  }
  return results;
}
