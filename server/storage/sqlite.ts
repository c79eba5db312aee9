/**
 * Storage on a local SQLite file through the built-in `node:sqlite`. Calls are synchronous under the
 * hood (they block the event loop while they run); the async interface is kept so the server does not
 * care which backend it has.
 *
 * Durable means on disk: `synchronous = FULL`, so a committed move survives a process kill, an OS crash and
 * a power loss. Its price is one fsync per commit (measured ~2.5 ms on this machine's disk, against ~0.1 ms
 * for NORMAL, and tens of ms when the disk is busy), so moves are group-committed off the event loop: a worker
 * thread (./sqlite-move-writer.ts) commits one batch at a time on its own connection; the moves appended
 * meanwhile form the next batch. Each move is acknowledged only after its batch's commit returned.
 */
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { Worker } from "node:worker_threads";
import type { MoveRecord } from "../../engine/core/match.ts";
import type { Outcome } from "../../engine/core/types.ts";
import { SqliteAccounts } from "./sqlite-accounts.ts";
import { SqlitePasskeys } from "./sqlite-passkeys.ts";
import { SqliteRatings } from "./sqlite-ratings.ts";
import { SqliteUpkeep } from "./sqlite-upkeep.ts";
import { checkIndex, gameFromRow, moveFromRow, storageError, toJson, type GameRow, type MoveRow } from "./rows.ts";
import { durableConnectionPragmas, type BatchResult, type MoveToStore } from "./sqlite-moves.ts";
import type { WriteReply, WriteRequest } from "./sqlite-move-writer.ts";
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

interface PendingMove extends MoveToStore {
  done: (err?: string) => void;
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
  /** The batch being committed, if any, and a commit planned for the end of this turn of the loop. */
  private writing: Promise<void> | null = null;
  private flushPlanned = false;
  private readonly writer: MoveWriter;

  /** `path` is a file path (the move writer opens its own connection to it). The file is opened now; tables are made by `init()`. */
  constructor(path: string) {
    this.db = new DatabaseSync(path);
    this.writer = new MoveWriter(path);
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
    // WAL: readers never block the writer. FULL: a commit is on disk before it returns (see the top).
    durableConnectionPragmas(this.db);
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
    // Now that the tables exist: the first move does not wait for a thread to start.
    this.writer.start();
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
      this.pending.push({ gameId, index, move, done: (err) => (err === undefined ? resolve() : reject(storageError("appendMove", gameId, err))) });
      if (!this.writing && !this.flushPlanned) {
        this.flushPlanned = true;
        setImmediate(() => { this.flushPlanned = false; this.commitPending(); });
      }
    });
  }

  /** Sends the pending moves to the writer as one batch; when it answers, the moves appended meanwhile follow. */
  private commitPending(): void {
    if (this.writing || this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writer.write(batch.map(({ gameId, index, move }) => ({ gameId, index, move })))
      .then((results) => batch.forEach((p, i) => p.done(results[i] ?? undefined)), (err: Error) => batch.forEach((p) => p.done(err.message)))
      .finally(() => { this.writing = null; this.commitPending(); });
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
    while (this.writing) await this.writing;
    await this.writer.close();
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
    finish: p("UPDATE games SET status = 'finished', outcome = ?, updated_at = max(updated_at, ?) WHERE id = ?"),
    selectGame: p("SELECT * FROM games WHERE id = ?"),
    selectMoves: p("SELECT seat, move, undone FROM moves WHERE game_id = ? ORDER BY idx"),
    selectUnfinished: p("SELECT * FROM games WHERE status = 'playing' ORDER BY created_at, id"),
    saveClock: p("UPDATE games SET clock = ?, deadline = ? WHERE id = ?"),
    selectDue: p("SELECT * FROM games WHERE status = 'playing' AND deadline <= ? ORDER BY deadline, id"),
  };
}

/**
 * The main thread's side of ./sqlite-move-writer.ts: one batch at a time. The thread starts once `init()` made
 * the tables; if it dies, the batch it held fails (the room then reads the log to learn whether it was stored)
 * and the next batch starts a new one. It keeps the process alive only while a batch is in flight.
 */
class MoveWriter {
  private worker: Worker | null = null;
  private nextId = 0;
  private inFlight: { id: number; resolve: (r: BatchResult) => void; reject: (err: Error) => void } | null = null;
  private closed = false;
  private readonly path: string;

  constructor(path: string) {
    this.path = path;
  }

  write(batch: MoveToStore[]): Promise<BatchResult> {
    if (this.closed) return Promise.reject(new Error("the storage is closed"));
    const worker = this.worker ?? this.start();
    return new Promise((resolve, reject) => {
      this.inFlight = { id: ++this.nextId, resolve, reject };
      worker.ref();
      worker.postMessage({ id: this.nextId, batch } satisfies WriteRequest);
    });
  }

  start(): Worker {
    const worker = new Worker(new URL("./sqlite-move-writer.ts", import.meta.url), { workerData: this.path });
    worker.unref();
    worker.on("message", (reply: WriteReply) => {
      const w = this.inFlight;
      if (!w || w.id !== reply.id) return;
      this.inFlight = null;
      worker.unref();
      if ("error" in reply) w.reject(new Error(reply.error));
      else w.resolve(reply.results);
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      const w = this.inFlight;
      this.inFlight = null;
      w?.reject(err);
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the move writer exited with code ${code}`)));
    return (this.worker = worker);
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
