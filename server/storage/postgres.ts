/**
 * Storage on PostgreSQL through a `pg` Pool. All tables live in one schema (default `public`), so
 * tests — or two deployments sharing a database — can isolate themselves by schema name.
 */
import pg from "pg";
import type { MoveRecord } from "../../engine/core/match.ts";
import type { Outcome } from "../../engine/core/types.ts";
import { isUniqueViolation } from "./account-rows.ts";
import { PostgresAccounts } from "./postgres-accounts.ts";
import { PostgresPasskeys } from "./postgres-passkeys.ts";
import { PostgresRatings } from "./postgres-ratings.ts";
import { PostgresUpkeep } from "./postgres-upkeep.ts";
import { UNDO_MOVE } from "../../engine/core/undo.ts";
import { checkIndex, gameFromRow, moveFromRow, storageError, takenBack, toJson, type GameRow, type MoveRow } from "./rows.ts";
import type { ClockRecord, Storage, StoredGame } from "./types.ts";

export interface PostgresOptions {
  connectionString: string;
  /** Schema holding the tables; created if missing. A plain lower-case identifier. Default `public`. */
  schema?: string;
  /** Most connections the pool opens. Default 10. */
  maxConnections?: number;
  /** Called when an idle pooled connection dies (the pool drops it and opens another when needed). */
  onIdleError?: (err: Error) => void;
}

// jsonb columns arrive already parsed.
const json = (value: unknown): unknown => value;

export class PostgresStorage implements Storage {
  readonly kind = "postgres";
  private readonly pool: pg.Pool;
  private readonly schema: string;
  private closed = false;
  readonly accounts: PostgresAccounts;
  readonly ratings: PostgresRatings;
  readonly passkeys: PostgresPasskeys;
  readonly upkeep: PostgresUpkeep;

  constructor(options: PostgresOptions) {
    const schema = options.schema ?? "public";
    // The schema name is spliced into SQL (identifiers cannot be parameters), so only allow a safe shape.
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`PostgresStorage: invalid schema name ${JSON.stringify(schema)}`);
    this.schema = schema;
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: options.maxConnections ?? 10 });
    // Without a listener, an idle connection dropped by the server would crash the process.
    const onIdleError = options.onIdleError ?? ((err: Error) => console.error(`PostgresStorage: idle connection error: ${err.message}`));
    this.pool.on("error", onIdleError);
    this.accounts = new PostgresAccounts(this.pool, (table) => this.t(table));
    this.ratings = new PostgresRatings(this.pool, (table) => this.t(table));
    this.passkeys = new PostgresPasskeys(this.pool, (table) => this.t(table));
    this.upkeep = new PostgresUpkeep(this.pool, (table) => this.t(table));
  }

  /** `table` qualified with the schema. */
  private t(table: "games" | "moves" | "accounts" | "sessions" | "seat_owners" | "game_waiting" | "ratings" | "rated_games" | "rating_changes"
    | "passkeys" | "passkey_challenges"): string {
    return `"${this.schema}".${table}`;
  }

  async init(): Promise<void> {
    const games = this.t("games");
    const moves = this.t("moves");
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      // Concurrent `CREATE ... IF NOT EXISTS` can still collide in the catalog (two servers starting
      // at once); an advisory lock keyed on the schema name makes the setup run one at a time.
      await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`epochs-storage:${this.schema}`]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${this.schema}"`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${games} (
        id            text PRIMARY KEY,
        room_id       text NOT NULL,
        game          text NOT NULL,
        mode          text NOT NULL,
        options       jsonb NOT NULL,
        seed          text NOT NULL,
        players       integer NOT NULL,
        seats         jsonb NOT NULL,
        clock_seconds integer,
        pace          jsonb,
        clock         jsonb,
        deadline      bigint,
        rated         boolean,
        status        text NOT NULL,
        outcome       jsonb,
        created_at    bigint NOT NULL,
        updated_at    bigint NOT NULL
      )`);
      await client.query(`CREATE INDEX IF NOT EXISTS games_status_idx ON ${games} (status)`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${moves} (
        game_id text NOT NULL REFERENCES ${games} (id),
        idx     integer NOT NULL,
        seat    integer NOT NULL,
        move    jsonb NOT NULL,
        at      bigint NOT NULL,
        undone  integer,
        PRIMARY KEY (game_id, idx)
      )`);
      await this.accounts.init(client);
      await this.ratings.init(client);
      await this.passkeys.init(client);
      // Tables made before undo existed (engine/core/undo.ts).
      await client.query(`ALTER TABLE ${moves} ADD COLUMN IF NOT EXISTS undone integer`);
      // Tables made before turn-based play (rooms/turn-clock.ts): their games are real-time; and before the host chose
      // whether a game is rated (a null `rated`: decided by its mode).
      await client.query(`ALTER TABLE ${games} ADD COLUMN IF NOT EXISTS pace jsonb, ADD COLUMN IF NOT EXISTS clock jsonb,
        ADD COLUMN IF NOT EXISTS deadline bigint, ADD COLUMN IF NOT EXISTS rated boolean`);
      await client.query(`CREATE INDEX IF NOT EXISTS games_deadline_idx ON ${games} (deadline) WHERE status = 'playing'`);
      await client.query("COMMIT");
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw storageError("init", this.schema, err);
    } finally {
      client.release();
    }
  }

  async createGame(g: StoredGame): Promise<void> {
    const owners = this.accounts.ownersInsert(g);
    // JSON is passed as text and cast: pg would turn a JS array (seats) into a Postgres array literal.
    const game = {
      sql: `INSERT INTO ${this.t("games")} (id, room_id, game, mode, options, seed, players, seats, clock_seconds, status,
        outcome, created_at, updated_at, pace, clock, deadline, rated)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::jsonb, $9, $10, $11::jsonb, $12, $13, $14::jsonb, $15::jsonb, $16, $17)`,
      params: [g.id, g.roomId, g.game, g.mode, toJson(g.options), g.seed, g.players, toJson(g.seats), g.clockSeconds,
        g.status, g.outcome === null ? null : toJson(g.outcome), g.createdAt, g.updatedAt,
        toJson(g.pace), g.clock === null ? null : toJson(g.clock), g.clock?.running?.deadline ?? null, g.rated ?? null],
    };
    if (!owners) {
      await this.run("createGame", g.id, game.sql, game.params);
      return;
    }
    // The game and its seats' owners in one transaction.
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(game.sql, game.params);
      await client.query(owners.sql, owners.params);
      await client.query("COMMIT");
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw storageError("createGame", g.id, err);
    } finally {
      client.release();
    }
  }

  async appendMove(gameId: string, index: number, move: MoveRecord): Promise<void> {
    checkIndex(gameId, index);
    const target = takenBack(move);
    if (target !== null) return this.appendUndo(gameId, index, move, target);
    const games = this.t("games");
    const moves = this.t("moves");
    // One statement, so one implicit transaction and one round trip. The insert happens only if
    // `index` equals the stored count. Two concurrent writers with the same index both see the old
    // count, but the primary key (game_id, idx) lets only one insert: the other waits for it to
    // commit and then fails with a unique violation. The CTE then bumps updated_at if a row went in.
    const result = await this.run("appendMove", gameId,
      `WITH ins AS (
         INSERT INTO ${moves} (game_id, idx, seat, move, at)
         SELECT $1, $2::integer, $3::integer, $4::jsonb, $5::bigint
         WHERE EXISTS (SELECT 1 FROM ${games} WHERE id = $1)
           AND (SELECT count(*) FROM ${moves} WHERE game_id = $1) = $2::integer
         RETURNING game_id
       )
       UPDATE ${games} SET updated_at = GREATEST(updated_at, $5::bigint) WHERE id IN (SELECT game_id FROM ins)`,
      [gameId, index, move.seat, toJson(move.move), Date.now()],
      (err) => isUniqueViolation(err) ? `index ${index} is not next: another writer stored it first` : null);
    if (result.rowCount === 1) return;
    // Nothing inserted: read back why, for the error message only (the decision was already atomic).
    const why = await this.run("appendMove", gameId,
      `SELECT (SELECT count(*) FROM ${moves} WHERE game_id = $1)::integer AS n,
              EXISTS (SELECT 1 FROM ${games} WHERE id = $1) AS game_exists`, [gameId]);
    const { n, game_exists } = why.rows[0] as { n: number; game_exists: boolean };
    throw storageError("appendMove", gameId, game_exists ? `index ${index} is not next: ${n} move(s) stored` : "no such game");
  }

  /** An undo entry and the mark on the move it takes back, in one transaction (the insert as in appendMove). */
  private async appendUndo(gameId: string, index: number, move: MoveRecord, target: number): Promise<void> {
    const games = this.t("games");
    const moves = this.t("moves");
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const marked = await client.query(
        `UPDATE ${moves} SET undone = $3 WHERE game_id = $1 AND idx = $2 AND undone IS NULL AND move->>'type' <> '${UNDO_MOVE}'`,
        [gameId, target, index]);
      if (marked.rowCount !== 1) throw new Error(`move ${target} cannot be taken back: it is not an applied move`);
      const inserted = await client.query(
        `WITH ins AS (
           INSERT INTO ${moves} (game_id, idx, seat, move, at)
           SELECT $1, $2::integer, $3::integer, $4::jsonb, $5::bigint
           WHERE (SELECT count(*) FROM ${moves} WHERE game_id = $1) = $2::integer
           RETURNING game_id
         )
         UPDATE ${games} SET updated_at = GREATEST(updated_at, $5::bigint) WHERE id IN (SELECT game_id FROM ins)`,
        [gameId, index, move.seat, toJson(move.move), Date.now()]);
      if (inserted.rowCount !== 1) throw new Error(`index ${index} is not next`);
      await client.query("COMMIT");
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw storageError("appendMove", gameId, err);
    } finally {
      client.release();
    }
  }

  async finishGame(gameId: string, outcome: Outcome): Promise<void> {
    await this.updateOne("finishGame", gameId,
      `UPDATE ${this.t("games")} SET status = 'finished', outcome = $2::jsonb, updated_at = GREATEST(updated_at, $3::bigint)
       WHERE id = $1`,
      [gameId, toJson(outcome), Date.now()]);
  }

  async loadGame(gameId: string): Promise<{ game: StoredGame; moves: MoveRecord[] } | null> {
    // Two reads: an append landing between them can only add moves to the end, which the caller
    // (rebuilding a game) tolerates just as if the move had arrived a moment later.
    const games = await this.run("loadGame", gameId, `SELECT * FROM ${this.t("games")} WHERE id = $1`, [gameId]);
    if (games.rowCount === 0) return null;
    const moves = await this.run("loadGame", gameId,
      `SELECT seat, move, undone FROM ${this.t("moves")} WHERE game_id = $1 ORDER BY idx`, [gameId]);
    return {
      game: gameFromRow(games.rows[0] as GameRow, json),
      moves: (moves.rows as MoveRow[]).map((m) => moveFromRow(m, json)),
    };
  }

  async listUnfinished(): Promise<StoredGame[]> {
    const result = await this.run("listUnfinished", "*",
      `SELECT * FROM ${this.t("games")} WHERE status = 'playing' ORDER BY created_at, id`, []);
    return (result.rows as GameRow[]).map((r) => gameFromRow(r, json));
  }

  async saveClock(gameId: string, clock: ClockRecord): Promise<void> {
    await this.updateOne("saveClock", gameId, `UPDATE ${this.t("games")} SET clock = $2::jsonb, deadline = $3 WHERE id = $1`,
      [gameId, toJson(clock), clock.running?.deadline ?? null]);
  }

  async listDue(now: number): Promise<StoredGame[]> {
    const result = await this.run("listDue", "*",
      `SELECT * FROM ${this.t("games")} WHERE status = 'playing' AND deadline <= $1 ORDER BY deadline, id`, [now]);
    return (result.rows as GameRow[]).map((r) => gameFromRow(r, json));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  private async updateOne(op: string, gameId: string, sql: string, params: unknown[]): Promise<void> {
    const result = await this.run(op, gameId, sql, params);
    if (result.rowCount !== 1) throw storageError(op, gameId, "no such game");
  }

  /** A pooled query whose failure is rethrown as an Error naming the operation. */
  private async run(op: string, gameId: string, sql: string, params: unknown[],
    explain: (err: unknown) => string | null = () => null): Promise<pg.QueryResult> {
    try {
      return await this.pool.query(sql, params);
    } catch (err) {
      const message = explain(err);
      throw storageError(op, gameId, message === null ? err : new Error(message, { cause: err }));
    }
  }
}
