/** The passkey tables on PostgreSQL (server/storage/passkey-types.ts), in the games' schema and pool. */
import type pg from "pg";
import type { ClaimRefusal } from "./account-types.ts";
import { isUniqueViolation } from "./account-rows.ts";
import type { AddRefusal, PasskeyChallenge, PasskeyStore, RemoveRefusal, StoredPasskey } from "./passkey-types.ts";
import { challengeFromRow, passkeyFromRow, type ChallengeRow, type PasskeyRow } from "./passkey-rows.ts";
import { PostgresTables } from "./table-groups.ts";
import { storageError } from "./rows.ts";

type Table = "accounts" | "passkeys" | "passkey_challenges";

// jsonb columns arrive already parsed.
const json = (value: unknown): unknown => value;

export class PostgresPasskeys extends PostgresTables<Table> implements PasskeyStore {
  /** Creates the tables, inside the storage's setup transaction (after the accounts table). */
  async init(client: pg.PoolClient): Promise<void> {
    await client.query(`CREATE TABLE IF NOT EXISTS ${this.t("passkeys")} (
      id           text PRIMARY KEY,
      account_id   text NOT NULL REFERENCES ${this.t("accounts")} (id),
      public_key   bytea NOT NULL,
      counter      bigint NOT NULL,
      transports   jsonb NOT NULL,
      created_at   bigint NOT NULL,
      last_used_at bigint,
      name         text
    )`);
    // Schemas made before passkeys had names: the ones there stay unnamed.
    await client.query(`ALTER TABLE ${this.t("passkeys")} ADD COLUMN IF NOT EXISTS name text`);
    await client.query(`CREATE INDEX IF NOT EXISTS passkeys_account_idx ON ${this.t("passkeys")} (account_id)`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${this.t("passkey_challenges")} (
      session_hash text PRIMARY KEY,
      purpose      text NOT NULL,
      challenge    text NOT NULL,
      name         text,
      expires_at   bigint NOT NULL
    )`);
    await client.query(`CREATE INDEX IF NOT EXISTS passkey_challenges_expiry_idx ON ${this.t("passkey_challenges")} (expires_at)`);
  }

  async putChallenge(sessionHash: string, c: PasskeyChallenge, now: number): Promise<void> {
    await this.run("putChallenge", `DELETE FROM ${this.t("passkey_challenges")} WHERE expires_at <= $1`, [now]);
    await this.run("putChallenge", `INSERT INTO ${this.t("passkey_challenges")} (session_hash, purpose, challenge, name, expires_at) VALUES ($1, $2, $3, $4, $5)
      ON CONFLICT (session_hash) DO UPDATE SET purpose = excluded.purpose, challenge = excluded.challenge, name = excluded.name, expires_at = excluded.expires_at`,
    [sessionHash, c.purpose, c.challenge, c.name, c.expiresAt]);
  }

  async takeChallenge(sessionHash: string, now: number): Promise<PasskeyChallenge | null> {
    const result = await this.run("takeChallenge", `DELETE FROM ${this.t("passkey_challenges")} WHERE session_hash = $1
      RETURNING purpose, challenge, name, expires_at`, [sessionHash]);
    const row = result.rows[0] as ChallengeRow | undefined;
    return row && Number(row.expires_at) > now ? challengeFromRow(row) : null;
  }

  async addPasskey(p: StoredPasskey): Promise<AddRefusal | null> {
    try {
      await this.pool.query(`INSERT INTO ${this.t("passkeys")} (id, account_id, public_key, counter, transports, created_at, last_used_at, name)
        VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`, this.params(p));
      return null;
    } catch (err) {
      if (isUniqueViolation(err)) return "passkey-taken";
      throw storageError("addPasskey", p.accountId, err);
    }
  }

  async claimWithPasskey(name: string, nameKey: string, p: StoredPasskey): Promise<ClaimRefusal | AddRefusal | null> {
    let result: pg.QueryResult;
    try {
      // One statement: the name and the passkey are stored together, or neither is.
      result = await this.pool.query(`WITH a AS (
          UPDATE ${this.t("accounts")} SET name = $9, name_key = $10 WHERE id = $2 AND name_key IS NULL RETURNING id)
        INSERT INTO ${this.t("passkeys")} (id, account_id, public_key, counter, transports, created_at, last_used_at, name)
        SELECT $1, a.id, $3, $4, $5::jsonb, $6, $7, $8 FROM a`, [...this.params(p), name, nameKey]);
    } catch (err) {
      if (isUniqueViolation(err)) return (err as { constraint?: string }).constraint === "passkeys_pkey" ? "passkey-taken" : "name-taken";
      throw storageError("claimWithPasskey", p.accountId, err);
    }
    if (result.rowCount === 1) return null;
    return (await this.run("claimWithPasskey", `SELECT 1 FROM ${this.t("accounts")} WHERE id = $1`, [p.accountId])).rowCount ? "already-claimed" : "no-account";
  }

  async passkeyById(id: string): Promise<StoredPasskey | null> {
    const result = await this.run("passkeyById", `SELECT * FROM ${this.t("passkeys")} WHERE id = $1`, [id]);
    return result.rowCount ? passkeyFromRow(result.rows[0] as PasskeyRow, json) : null;
  }

  async passkeysOf(accountId: string): Promise<StoredPasskey[]> {
    const result = await this.run("passkeysOf", `SELECT * FROM ${this.t("passkeys")} WHERE account_id = $1 ORDER BY created_at, id`, [accountId]);
    return (result.rows as PasskeyRow[]).map((r) => passkeyFromRow(r, json));
  }

  async markUsed(id: string, seenCounter: number, counter: number, at: number): Promise<boolean> {
    const result = await this.run("markUsed", `UPDATE ${this.t("passkeys")} SET counter = $1, last_used_at = $2 WHERE id = $3 AND counter = $4`,
      [counter, at, id, seenCounter]);
    return result.rowCount === 1;
  }

  async removePasskey(accountId: string, id: string): Promise<RemoveRefusal | null> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      // The account row locked first: two removals at once cannot both take what they each see as "not the last".
      const account = await client.query(`SELECT password_hash FROM ${this.t("accounts")} WHERE id = $1 FOR UPDATE`, [accountId]);
      const keys = await client.query(`SELECT id FROM ${this.t("passkeys")} WHERE account_id = $1`, [accountId]);
      let refusal: RemoveRefusal | null = null;
      if (!keys.rows.some((r) => r.id === id)) refusal = "unknown-passkey";
      else if (account.rows[0]?.password_hash == null && keys.rowCount === 1) refusal = "last-passkey";
      else await client.query(`DELETE FROM ${this.t("passkeys")} WHERE id = $1 AND account_id = $2`, [id, accountId]);
      await client.query("COMMIT");
      return refusal;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw storageError("removePasskey", accountId, err);
    } finally {
      client.release();
    }
  }

  async renamePasskey(accountId: string, id: string, name: string): Promise<boolean> {
    const result = await this.run("renamePasskey", `UPDATE ${this.t("passkeys")} SET name = $1 WHERE id = $2 AND account_id = $3`, [name, id, accountId]);
    return result.rowCount === 1;
  }

  private params(p: StoredPasskey): unknown[] {
    return [p.id, p.accountId, Buffer.from(p.publicKey), p.counter, JSON.stringify(p.transports), p.createdAt, p.lastUsedAt, p.name];
  }

  private async run(op: string, sql: string, params: unknown[]): Promise<pg.QueryResult> {
    try {
      return await this.pool.query(sql, params);
    } catch (err) {
      throw storageError(op, "-", err);
    }
  }
}
