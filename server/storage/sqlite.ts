/**
 * Storage on a local SQLite file through the built-in `node:sqlite`. Reads and the other tables' writes are
 * synchronous under the hood (they block the event loop while they run); the async interface is kept so the
 * server does not care which backend it has.
 *
 * Durable means on disk: `synchronous = FULL`, so a committed write survives a process kill, an OS crash and
 * a power loss. Its price is one fsync per commit (measured ~2.5 ms on this machine's disk, against ~0.1 ms
 * for NORMAL, and tens of ms when the disk is busy), so a game's record (its creation with its seats' owners,
 * its moves, its clock and its end) is group-committed off the event loop: a worker thread (./sqlite-writer.ts)
 * commits one batch at a time on its own connection; the writes asked for meanwhile form the next batch, in the
 * order asked. Each write is acknowledged only after its batch's commit returned.
 */
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { Worker } from "node:worker_threads";
import type { MoveRecord } from "../../engine/core/match.ts";
import type { Outcome } from "../../engine/core/types.ts";
import { SqliteAccounts } from "./sqlite-accounts.ts";
import { SqlitePasskeys } from "./sqlite-passkeys.ts";
import { SqliteRatings } from "./sqlite-ratings.ts";
import { SqliteUpkeep } from "./sqlite-upkeep.ts";
import { checkIndex, gameFromRow, moveFromRow, storageError, type GameRow, type MoveRow } from "./rows.ts";
import { durableConnectionPragmas, gameIdOf, inTransaction, type BatchResult, type StoredWrite } from "./sqlite-writes.ts";
import type { WriteReply, WriteRequest } from "./sqlite-writer.ts";
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

interface PendingWrite {
  write: StoredWrite;
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
  /** Writes waiting for the next group commit, in the order asked. */
  private pending: PendingWrite[] = [];
  /** The batch being committed, if any, and a commit planned for the end of this turn of the loop. */
  private writing: Promise<void> | null = null;
  private flushPlanned = false;
  private readonly writer: Writer;

  /** `path` is a file path (the writer thread opens its own connection to it). The file is opened now; tables are made by `init()`. */
  constructor(path: string) {
    this.db = new DatabaseSync(path);
    this.writer = new Writer(path);
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
    // Now that the tables exist: the first write does not wait for a thread to start.
    this.writer.start();
  }

  createGame(game: StoredGame): Promise<void> {
    return this.commit({ op: "createGame", game });
  }

  async appendMove(gameId: string, index: number, move: MoveRecord): Promise<void> {
    checkIndex(gameId, index);
    return this.commit({ op: "appendMove", gameId, index, move });
  }

  finishGame(gameId: string, outcome: Outcome): Promise<void> {
    return this.commit({ op: "finishGame", gameId, outcome, at: Date.now() });
  }

  saveClock(gameId: string, clock: ClockRecord): Promise<void> {
    return this.commit({ op: "saveClock", gameId, clock });
  }

  /** Queues a write for the next group commit; settles once that commit returned (or failed, or refused the write). */
  private commit(write: StoredWrite): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ write, done: (err) => (err === undefined ? resolve() : reject(storageError(write.op, gameIdOf(write), err))) });
      if (!this.writing && !this.flushPlanned) {
        this.flushPlanned = true;
        setImmediate(() => { this.flushPlanned = false; this.commitPending(); });
      }
    });
  }

  /** Sends the pending writes to the writer as one batch; when it answers, the writes asked for meanwhile follow. */
  private commitPending(): void {
    if (this.writing || this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writer.write(batch.map((p) => p.write))
      .then((results) => batch.forEach((p, i) => p.done(results[i] ?? undefined)), (err: Error) => batch.forEach((p) => p.done(err.message)))
      .finally(() => { this.writing = null; this.commitPending(); });
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

  async listDue(now: number): Promise<StoredGame[]> {
    return (this.s.selectDue.all(now) as unknown as GameRow[]).map((r) => gameFromRow(r, json));
  }

  async close(): Promise<void> {
    // Writes asked for before the close are committed first, even those whose batch was not sent yet.
    this.commitPending();
    while (this.writing) await this.writing;
    await this.writer.close();
    if (this.db.isOpen) this.db.close();
  }

  private transaction<T>(body: () => T, begin?: string): T {
    return inTransaction(this.db, body, begin);
  }
}

function prepare(db: DatabaseSync) {
  const p = (sql: string): StatementSync => db.prepare(sql);
  return {
    selectGame: p("SELECT * FROM games WHERE id = ?"),
    selectMoves: p("SELECT seat, move, undone FROM moves WHERE game_id = ? ORDER BY idx"),
    selectUnfinished: p("SELECT * FROM games WHERE status = 'playing' ORDER BY created_at, id"),
    selectDue: p("SELECT * FROM games WHERE status = 'playing' AND deadline <= ? ORDER BY deadline, id"),
  };
}

/**
 * The main thread's side of ./sqlite-writer.ts: one batch at a time. The thread starts once `init()` made
 * the tables; if it dies, the batch it held fails (a room then reads the log to learn whether its move was stored)
 * and the next batch starts a new one. It keeps the process alive only while a batch is in flight.
 */
class Writer {
  private worker: Worker | null = null;
  private nextId = 0;
  private inFlight: { id: number; resolve: (r: BatchResult) => void; reject: (err: Error) => void } | null = null;
  private closed = false;
  private readonly path: string;

  constructor(path: string) {
    this.path = path;
  }

  write(batch: StoredWrite[]): Promise<BatchResult> {
    if (this.closed) return Promise.reject(new Error("the storage is closed"));
    const worker = this.worker ?? this.start();
    return new Promise((resolve, reject) => {
      this.inFlight = { id: ++this.nextId, resolve, reject };
      worker.ref();
      worker.postMessage({ id: this.nextId, batch } satisfies WriteRequest);
    });
  }

  start(): Worker {
    const worker = new Worker(new URL("./sqlite-writer.ts", import.meta.url), { workerData: this.path });
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
    worker.on("exit", (code) => fail(new Error(`the writer thread exited with code ${code}`)));
    return (this.worker = worker);
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
