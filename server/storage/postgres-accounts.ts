/** The account tables on PostgreSQL (server/storage/account-types.ts), in the games' schema and pool. */
import type pg from "pg";
import type { AccountGame, AccountStore, ClaimRefusal, SetPasswordRefusal, StoredAccount } from "./account-types.ts";
import { accountFromRow, isUniqueViolation, setPasswordRefusal, type AccountRow } from "./account-rows.ts";
import { PostgresTables } from "./table-groups.ts";
import { gameFromRow, storageError, type GameRow } from "./rows.ts";
import type { StoredGame } from "./types.ts";

type Table = "games" | "accounts" | "sessions" | "seat_owners" | "game_waiting";

const json = (value: unknown): unknown => value;

export class PostgresAccounts extends PostgresTables<Table> implements AccountStore {
  /** Creates the tables, inside the storage's setup transaction (after the games table). */
  async init(client: pg.PoolClient): Promise<void> {
    const accounts = this.t("accounts");
    await client.query(`CREATE TABLE IF NOT EXISTS ${accounts} (
      id            text PRIMARY KEY,
      name          text,
      name_key      text UNIQUE,
      password_hash text,
      created_at    bigint NOT NULL
    )`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${this.t("sessions")} (
      token_hash text PRIMARY KEY,
      account_id text NOT NULL REFERENCES ${accounts} (id),
      created_at bigint NOT NULL,
      expires_at bigint NOT NULL
    )`);
    await client.query(`CREATE INDEX IF NOT EXISTS sessions_account_idx ON ${this.t("sessions")} (account_id)`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${this.t("seat_owners")} (
      game_id    text NOT NULL REFERENCES ${this.t("games")} (id),
      seat       integer NOT NULL,
      account_id text NOT NULL REFERENCES ${accounts} (id),
      PRIMARY KEY (game_id, seat)
    )`);
    await client.query(`CREATE INDEX IF NOT EXISTS seat_owners_account_idx ON ${this.t("seat_owners")} (account_id)`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${this.t("game_waiting")} (
      game_id     text PRIMARY KEY REFERENCES ${this.t("games")} (id),
      waiting_for jsonb NOT NULL
    )`);
  }

  /** The statement that stores a new game's seat owners, for the storage's createGame transaction; null when none. */
  ownersInsert(g: StoredGame): { sql: string; params: unknown[] } | null {
    const owned = g.seats.flatMap((s, i) => (s.accountId ? [[i, s.accountId] as const] : []));
    if (!owned.length) return null;
    return {
      sql: `INSERT INTO ${this.t("seat_owners")} (game_id, seat, account_id)
            SELECT $1, seat, account_id FROM unnest($2::integer[], $3::text[]) AS o (seat, account_id)`,
      params: [g.id, owned.map(([i]) => i), owned.map(([, a]) => a)],
    };
  }

  async createGuest(id: string, createdAt: number): Promise<void> {
    await this.run("createGuest", id, `INSERT INTO ${this.t("accounts")} (id, created_at) VALUES ($1, $2)`, [id, createdAt]);
  }

  async claimAccount(id: string, name: string, nameKey: string, passwordHash: string): Promise<ClaimRefusal | null> {
    let result: pg.QueryResult;
    try {
      result = await this.pool.query(`UPDATE ${this.t("accounts")} SET name = $1, name_key = $2, password_hash = $3 WHERE id = $4 AND name_key IS NULL`,
        [name, nameKey, passwordHash, id]);
    } catch (err) {
      if (isUniqueViolation(err)) return "name-taken";
      throw storageError("claimAccount", id, err);
    }
    if (result.rowCount === 1) return null;
    return (await this.accountById(id)) ? "already-claimed" : "no-account";
  }

  async setPassword(id: string, passwordHash: string): Promise<SetPasswordRefusal | null> {
    const result = await this.run("setPassword", id, `UPDATE ${this.t("accounts")} SET password_hash = $1 WHERE id = $2 AND name_key IS NOT NULL AND password_hash IS NULL`,
      [passwordHash, id]);
    return result.rowCount === 1 ? null : setPasswordRefusal(await this.accountById(id));
  }

  async accountById(id: string): Promise<StoredAccount | null> {
    return this.oneAccount("accountById", `SELECT * FROM ${this.t("accounts")} WHERE id = $1`, [id]);
  }

  async accountByName(nameKey: string): Promise<StoredAccount | null> {
    return this.oneAccount("accountByName", `SELECT * FROM ${this.t("accounts")} WHERE name_key = $1`, [nameKey]);
  }

  async createSession(tokenHash: string, accountId: string, createdAt: number, expiresAt: number): Promise<void> {
    await this.run("createSession", accountId, `INSERT INTO ${this.t("sessions")} (token_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
      [tokenHash, accountId, createdAt, expiresAt]);
  }

  async sessionAccount(tokenHash: string, now: number): Promise<StoredAccount | null> {
    return this.oneAccount("sessionAccount", `SELECT a.* FROM ${this.t("sessions")} s JOIN ${this.t("accounts")} a ON a.id = s.account_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`, [tokenHash, now]);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.run("deleteSession", "-", `DELETE FROM ${this.t("sessions")} WHERE token_hash = $1`, [tokenHash]);
  }

  async setSeatOwner(gameId: string, seat: number, accountId: string): Promise<void> {
    // One statement: the seat in the game's JSON and the owner row change together (or not at all).
    const result = await this.run("setSeatOwner", gameId, `WITH g AS (
        UPDATE ${this.t("games")} SET seats = jsonb_set(seats, ARRAY[$2::text, 'accountId'], to_jsonb($3::text))
        WHERE id = $1 AND jsonb_array_length(seats) > $2::integer RETURNING id)
      INSERT INTO ${this.t("seat_owners")} (game_id, seat, account_id) SELECT id, $2::integer, $3 FROM g
      ON CONFLICT (game_id, seat) DO UPDATE SET account_id = excluded.account_id`, [gameId, seat, accountId]);
    if (result.rowCount !== 1) throw storageError("setSeatOwner", gameId, "no such game or seat");
  }

  async releaseSeat(gameId: string, seat: number): Promise<void> {
    const result = await this.run("releaseSeat", gameId, `WITH g AS (
        UPDATE ${this.t("games")} SET seats = jsonb_set(seats, ARRAY[$2::text], seats -> $2::integer || '{"accountId": null, "credentialHash": null, "bot": true}'::jsonb)
        WHERE id = $1 AND jsonb_array_length(seats) > $2::integer RETURNING id)
      DELETE FROM ${this.t("seat_owners")} o USING g WHERE o.game_id = g.id AND o.seat = $2::integer RETURNING g.id`, [gameId, seat]);
    // No owner row is no error (a seat taken without an account); a missing game or seat is.
    if (result.rowCount === 0 && !(await this.run("releaseSeat", gameId, `SELECT 1 FROM ${this.t("games")} WHERE id = $1 AND jsonb_array_length(seats) > $2::integer`, [gameId, seat])).rowCount) {
      throw storageError("releaseSeat", gameId, "no such game or seat");
    }
  }

  async noteWaiting(gameId: string, seats: number[]): Promise<void> {
    await this.run("noteWaiting", gameId, `INSERT INTO ${this.t("game_waiting")} (game_id, waiting_for) VALUES ($1, $2::jsonb)
      ON CONFLICT (game_id) DO UPDATE SET waiting_for = excluded.waiting_for`, [gameId, JSON.stringify(seats)]);
  }

  async gamesOf(accountId: string, limit: number): Promise<AccountGame[]> {
    const result = await this.run("gamesOf", accountId, `SELECT g.*, o.seat AS owner_seat, w.waiting_for FROM ${this.t("seat_owners")} o
      JOIN ${this.t("games")} g ON g.id = o.game_id LEFT JOIN ${this.t("game_waiting")} w ON w.game_id = g.id
      WHERE o.account_id = $1 ORDER BY g.updated_at DESC, g.id LIMIT $2`, [accountId, limit]);
    return (result.rows as (GameRow & { owner_seat: number; waiting_for: number[] | null })[])
      .map((r) => ({ game: gameFromRow(r, json), seat: Number(r.owner_seat), waitingFor: r.waiting_for }));
  }

  private async oneAccount(op: string, sql: string, params: unknown[]): Promise<StoredAccount | null> {
    const result = await this.run(op, "-", sql, params);
    return result.rowCount ? accountFromRow(result.rows[0] as AccountRow) : null;
  }

  private async run(op: string, id: string, sql: string, params: unknown[]): Promise<pg.QueryResult> {
    try {
      return await this.pool.query(sql, params);
    } catch (err) {
      throw storageError(op, id, err);
    }
  }
}
