/**
 * The group commit of a game's record on SQLite (./sqlite.ts): the writes (a new game, a move, a clock, an end),
 * their statements and the one transaction that stores a batch of them. Run in ./sqlite-writer.ts (a worker
 * thread), where the commit's fsync would not stall every room of the process.
 */
import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { MoveRecord } from "../../engine/core/match.ts";
import type { Outcome } from "../../engine/core/types.ts";
import { UNDO_MOVE } from "../../engine/core/undo.ts";
import { takenBack, toJson } from "./rows.ts";
import type { ClockRecord, StoredGame } from "./types.ts";

export type StoredWrite =
  | { op: "appendMove"; gameId: string; index: number; move: MoveRecord }
  | { op: "createGame"; game: StoredGame }
  | { op: "finishGame"; gameId: string; outcome: Outcome; at: number }
  | { op: "saveClock"; gameId: string; clock: ClockRecord };

/** Per write of a batch: null when stored, else why it was refused. */
export type BatchResult = (string | null)[];

export type WriteStatements = ReturnType<typeof prepareWrites>;

/** The game a write is about (to name it in an error). */
export function gameIdOf(write: StoredWrite): string {
  return write.op === "createGame" ? write.game.id : write.gameId;
}

/** Opens a connection to the file the way ./sqlite.ts does (a commit is on disk before it returns). */
export function durableConnectionPragmas(db: DatabaseSync) {
  // busy_timeout first: if another connection holds the write lock, wait rather than fail at once.
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
}

export function prepareWrites(db: DatabaseSync) {
  const p = (sql: string): StatementSync => db.prepare(sql);
  return {
    insertGame: p(`INSERT INTO games (id, room_id, game, mode, options, seed, players, seats, clock_seconds, pace, clock,
      deadline, rated, status, outcome, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    insertOwner: p("INSERT INTO seat_owners (game_id, seat, account_id) VALUES (?, ?, ?)"),
    finish: p("UPDATE games SET status = 'finished', outcome = ?, updated_at = max(updated_at, ?) WHERE id = ?"),
    saveClock: p("UPDATE games SET clock = ?, deadline = ? WHERE id = ?"),
    gameExists: p("SELECT 1 AS x FROM games WHERE id = ?"),
    countMoves: p("SELECT count(*) AS n FROM moves WHERE game_id = ?"),
    insertMove: p("INSERT INTO moves (game_id, idx, seat, move, at) VALUES (?, ?, ?, ?, ?)"),
    touch: p("UPDATE games SET updated_at = max(updated_at, ?) WHERE id = ?"),
    markUndone: p(`UPDATE moves SET undone = ? WHERE game_id = ? AND idx = ? AND undone IS NULL
      AND json_extract(move, '$.type') <> '${UNDO_MOVE}'`),
  };
}

/** Stores one write or throws why it is refused. */
const store: { [Op in StoredWrite["op"]]: (s: WriteStatements, w: Extract<StoredWrite, { op: Op }>, now: number) => void } = {
  createGame(s, { game: g }) {
    s.insertGame.run(g.id, g.roomId, g.game, g.mode, toJson(g.options), g.seed, g.players, toJson(g.seats),
      g.clockSeconds, toJson(g.pace), g.clock === null ? null : toJson(g.clock), g.clock?.running?.deadline ?? null,
      g.rated === undefined ? null : Number(g.rated), g.status, g.outcome === null ? null : toJson(g.outcome), g.createdAt, g.updatedAt);
    // The seats' owners (server/storage/sqlite-accounts.ts) in the same savepoint: stored with their game or not at all.
    g.seats.forEach((seat, i) => { if (seat.accountId) s.insertOwner.run(g.id, i, seat.accountId); });
  },
  appendMove(s, w, now) {
    if (!s.gameExists.get(w.gameId)) throw new Error("no such game");
    const stored = Number(s.countMoves.get(w.gameId)!.n);
    if (stored !== w.index) throw new Error(`index ${w.index} is not next: ${stored} move(s) stored`);
    s.insertMove.run(w.gameId, w.index, w.move.seat, toJson(w.move.move), now);
    const target = takenBack(w.move);
    if (target !== null && Number(s.markUndone.run(w.index, w.gameId, target).changes) !== 1) {
      throw new Error(`move ${target} cannot be taken back: it is not an applied move`);
    }
    s.touch.run(now, w.gameId);
  },
  finishGame(s, w) {
    changedOne(s.finish.run(toJson(w.outcome), w.at, w.gameId).changes);
  },
  saveClock(s, w) {
    changedOne(s.saveClock.run(toJson(w.clock), w.clock.running?.deadline ?? null, w.gameId).changes);
  },
};

function changedOne(changes: number | bigint): void {
  if (Number(changes) !== 1) throw new Error("no such game");
}

/** Runs `body` in one transaction opened by `begin`: committed when it returns, rolled back when it throws. */
export function inTransaction<T>(db: DatabaseSync, body: () => T, begin = "BEGIN IMMEDIATE"): T {
  db.exec(begin);
  try {
    const result = body();
    db.exec("COMMIT");
    return result;
  } catch (err) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw err;
  }
}

/**
 * One transaction for the whole batch, its writes in the order given. BEGIN IMMEDIATE takes the write lock
 * before any count is read, so another connection (even in another process) cannot slip a move in between a
 * check and its insert; the primary key (game_id, idx) would catch a duplicate anyway, and the count check also
 * catches gaps. Each write has its own savepoint, so a refused one leaves the others in the commit. Throws when
 * the transaction itself fails (then nothing of the batch is stored).
 */
export function commitWrites(db: DatabaseSync, s: WriteStatements, batch: StoredWrite[]): BatchResult {
  return inTransaction(db, () => {
    const results: BatchResult = [];
    const now = Date.now();
    for (const w of batch) {
      db.exec("SAVEPOINT write");
      try {
        (store[w.op] as (s: WriteStatements, w: StoredWrite, now: number) => void)(s, w, now);
        results.push(null);
      } catch (err) {
        db.exec("ROLLBACK TO write");
        results.push(err instanceof Error ? err.message : String(err));
      }
      db.exec("RELEASE write");
    }
    return results;
  });
}
