/**
 * Storage on a local SQLite file through the built-in `node:sqlite`. Calls are synchronous under the
 * hood (they block the event loop while they run); the async interface is kept so the server does not
 * care which backend it has.
 *
 * Durable means on disk: `synchronous = FULL`, so a committed move survives a process kill, an OS crash and
 * a power loss. Its price is one fsync per commit (measured ~2.5 ms on this machine's disk, against ~0.1 ms
 * for NORMAL), so moves are group-committed: every move appended during one turn of the event loop is
 * written in one transaction with one fsync, and each is acknowledged only after that commit.
 */
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { MoveRecord } from "../../engine/core/match.ts";
import type { Outcome } from "../../engine/core/types.ts";
import { SqliteAccounts } from "./sqlite-accounts.ts";
import { SqlitePasskeys } from "./sqlite-passkeys.ts";
import { SqliteRatings } from "./sqlite-ratings.ts";
import { SqliteUpkeep } from "./sqlite-upkeep.ts";
import { UNDO_MOVE } from "../../engine/core/undo.ts";
import { checkIndex, gameFromRow, moveFromRow, storageError, takenBack, toJson, type GameRow, type MoveRow } from "./rows.ts";
import type { ClockRecord, Storage, StoredGame } from "./types.ts";

// STRICT makes SQLite refuse a value of the wrong type instead of storing it silently.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id            TEXT PRIMARY KEY,
  room_id       TEXT NOT NULL,
  game          TEXT NOT NULL,
  mode          TEXT NOT NULL,
  options       TEXT NOT NULL,
  seed          TEXT NOT NULL,
  players       INTEGER NOT NULL,
  seats         TEXT NOT NULL,
  clock_seconds INTEGER,
  pace          TEXT,
  clock         TEXT,
  deadline      INTEGER,
  rated         INTEGER,
  status        TEXT NOT NULL,
  outcome       TEXT,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS games_status_idx ON games (status);
CREATE TABLE IF NOT EXISTS moves (
  game_id TEXT NOT NULL REFERENCES games (id),
  idx     INTEGER NOT NULL,
  seat    INTEGER NOT NULL,
  move    TEXT NOT NULL,
  at      INTEGER NOT NULL,
  undone  INTEGER,
  PRIMARY KEY (game_id, idx)
) STRICT;
`;

const json = (value: unknown): unknown => JSON.parse(value as string);

interface PendingMove {
  gameId: string;
  index: number;
  move: MoveRecord;
  done: (err?: unknown) => void;
}

export class SqliteStorage implements Storage {
  readonly kind = "sqlite";
  private readonly db: DatabaseSync;
  readonly accounts: SqliteAccounts;
  readonly ratings: SqliteRatings;
  readonly passkeys: SqlitePasskeys;
  readonly upkeep: SqliteUpkeep;
  private stmts: ReturnType<typeof prepare> | null = null;
  /** Moves waiting for the next group commit. */
  private pending: PendingMove[] = [];

  /** `path` is a file path or `:memory:`. The file is opened now; tables are made by `init()`. */
  constructor(path: string) {
    this.db = new DatabaseSync(path);
    this.accounts = new SqliteAccounts(this.db, (body) => this.transaction(body));
    this.ratings = new SqliteRatings(this.db, (body) => this.transaction(body));
    this.passkeys = new SqlitePasskeys(this.db, (body) => this.transaction(body));
    this.upkeep = new SqliteUpkeep(this.db, (body) => this.transaction(body));
  }

  private get s(): ReturnType<typeof prepare> {
    if (!this.stmts) throw new Error("SqliteStorage: init() has not been called");
    return this.stmts;
  }

  async init(): Promise<void> {
    // busy_timeout first: if another process holds the write lock, wait rather than fail at once.
    this.db.exec("PRAGMA busy_timeout = 5000");
    // WAL: readers never block the writer. FULL: a commit is on disk before it returns (see the top).
    this.db.exec("PRAGMA journal_mode = WAL");
    this.db.exec("PRAGMA synchronous = FULL");
    this.db.exec("PRAGMA foreign_keys = ON");
    this.db.exec(SCHEMA);
    this.accounts.init();
    this.ratings.init();
    this.passkeys.init();
    // Files made before undo existed have no `undone` column (engine/core/undo.ts).
    const columns = this.db.prepare("PRAGMA table_info(moves)").all() as { name: string }[];
    if (!columns.some((c) => c.name === "undone")) this.db.exec("ALTER TABLE moves ADD COLUMN undone INTEGER");
    // Files made before turn-based play have no pace nor stored clock (rooms/turn-clock.ts): their games are real-time;
    // and before the host chose whether a game is rated, no `rated` (null: decided by its mode).
    const gameColumns = new Set((this.db.prepare("PRAGMA table_info(games)").all() as { name: string }[]).map((c) => c.name));
    for (const [column, type] of [["pace", "TEXT"], ["clock", "TEXT"], ["deadline", "INTEGER"], ["rated", "INTEGER"]]) {
      if (!gameColumns.has(column)) this.db.exec(`ALTER TABLE games ADD COLUMN ${column} ${type}`);
    }
    this.db.exec("CREATE INDEX IF NOT EXISTS games_deadline_idx ON games (deadline) WHERE status = 'playing'");
    this.stmts = prepare(this.db);
  }

  async createGame(g: StoredGame): Promise<void> {
    try {
      this.transaction(() => {
        this.s.insertGame.run(g.id, g.roomId, g.game, g.mode, toJson(g.options), g.seed, g.players, toJson(g.seats),
          g.clockSeconds, toJson(g.pace), g.clock === null ? null : toJson(g.clock), g.clock?.running?.deadline ?? null,
          g.rated === undefined ? null : Number(g.rated), g.status, g.outcome === null ? null : toJson(g.outcome), g.createdAt, g.updatedAt);
        this.accounts.insertOwners(g);
      });
    } catch (err) {
      throw storageError("createGame", g.id, err);
    }
  }

  async appendMove(gameId: string, index: number, move: MoveRecord): Promise<void> {
    checkIndex(gameId, index);
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => this.commitPending());
      this.pending.push({ gameId, index, move, done: (err) => (err === undefined ? resolve() : reject(storageError("appendMove", gameId, err))) });
    });
  }

  /**
   * One transaction for every pending move. BEGIN IMMEDIATE takes the write lock before any count is read, so
   * another connection (even in another process) cannot slip a move in between a check and its insert; the
   * primary key (game_id, idx) would catch a duplicate anyway, and the count check also catches gaps. Each
   * move has its own savepoint, so a refused one leaves the others in the commit.
   */
  private commitPending(): void {
    const batch = this.pending;
    this.pending = [];
    const refused = new Map<PendingMove, unknown>();
    try {
      this.transaction(() => {
        const now = Date.now();
        for (const p of batch) {
          this.db.exec("SAVEPOINT move");
          try {
            if (!this.s.gameExists.get(p.gameId)) throw new Error("no such game");
            const stored = Number(this.s.countMoves.get(p.gameId)!.n);
            if (stored !== p.index) throw new Error(`index ${p.index} is not next: ${stored} move(s) stored`);
            this.s.insertMove.run(p.gameId, p.index, p.move.seat, toJson(p.move.move), now);
            const target = takenBack(p.move);
            if (target !== null && Number(this.s.markUndone.run(p.index, p.gameId, target).changes) !== 1) {
              throw new Error(`move ${target} cannot be taken back: it is not an applied move`);
            }
            this.s.touch.run(now, p.gameId);
          } catch (err) {
            this.db.exec("ROLLBACK TO move");
            refused.set(p, err);
          }
          this.db.exec("RELEASE move");
        }
      });
    } catch (err) {
      for (const p of batch) p.done(err);
      return;
    }
    for (const p of batch) p.done(refused.get(p));
  }

  async finishGame(gameId: string, outcome: Outcome): Promise<void> {
    this.updateOne("finishGame", gameId, () => this.s.finish.run(toJson(outcome), Date.now(), gameId).changes);
  }

  async loadGame(gameId: string): Promise<{ game: StoredGame; moves: MoveRecord[] } | null> {
    // One read transaction, so the game row and its moves are a consistent snapshot.
    return this.transaction(() => {
      const row = this.s.selectGame.get(gameId) as GameRow | undefined;
      if (!row) return null;
      const moves = (this.s.selectMoves.all(gameId) as unknown as MoveRow[]).map((m) => moveFromRow(m, json));
      return { game: gameFromRow(row, json), moves };
    }, "BEGIN");
  }

  async listUnfinished(): Promise<StoredGame[]> {
    return (this.s.selectUnfinished.all() as unknown as GameRow[]).map((r) => gameFromRow(r, json));
  }

  async saveClock(gameId: string, clock: ClockRecord): Promise<void> {
    this.updateOne("saveClock", gameId, () => this.s.saveClock.run(toJson(clock), clock.running?.deadline ?? null, gameId).changes);
  }

  async listDue(now: number): Promise<StoredGame[]> {
    return (this.s.selectDue.all(now) as unknown as GameRow[]).map((r) => gameFromRow(r, json));
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }

  private updateOne(op: string, gameId: string, run: () => number | bigint): void {
    let changes: number | bigint;
    try {
      changes = run();
    } catch (err) {
      throw storageError(op, gameId, err);
    }
    if (Number(changes) !== 1) throw storageError(op, gameId, "no such game");
  }

  private transaction<T>(body: () => T, begin = "BEGIN IMMEDIATE"): T {
    this.db.exec(begin);
    try {
      const result = body();
      this.db.exec("COMMIT");
      return result;
    } catch (err) {
      if (this.db.isTransaction) this.db.exec("ROLLBACK");
      throw err;
    }
  }
}

function prepare(db: DatabaseSync) {
  const p = (sql: string): StatementSync => db.prepare(sql);
  return {
    insertGame: p(`INSERT INTO games (id, room_id, game, mode, options, seed, players, seats, clock_seconds, pace, clock,
      deadline, rated, status, outcome, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    gameExists: p("SELECT 1 AS x FROM games WHERE id = ?"),
    countMoves: p("SELECT count(*) AS n FROM moves WHERE game_id = ?"),
    insertMove: p("INSERT INTO moves (game_id, idx, seat, move, at) VALUES (?, ?, ?, ?, ?)"),
    touch: p("UPDATE games SET updated_at = max(updated_at, ?) WHERE id = ?"),
    finish: p("UPDATE games SET status = 'finished', outcome = ?, updated_at = max(updated_at, ?) WHERE id = ?"),
    selectGame: p("SELECT * FROM games WHERE id = ?"),
    selectMoves: p("SELECT seat, move, undone FROM moves WHERE game_id = ? ORDER BY idx"),
    markUndone: p(`UPDATE moves SET undone = ? WHERE game_id = ? AND idx = ? AND undone IS NULL
      AND json_extract(move, '$.type') <> '${UNDO_MOVE}'`),
    selectUnfinished: p("SELECT * FROM games WHERE status = 'playing' ORDER BY created_at, id"),
    saveClock: p("UPDATE games SET clock = ?, deadline = ? WHERE id = ?"),
    selectDue: p("SELECT * FROM games WHERE status = 'playing' AND deadline <= ? ORDER BY deadline, id"),
  };
}
