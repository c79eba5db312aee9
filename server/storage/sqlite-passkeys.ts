/** The passkey tables on SQLite (server/storage/passkey-types.ts), sharing the games' database connection. */
import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { ClaimRefusal } from "./account-types.ts";
import { isUniqueViolation } from "./account-rows.ts";
import type { AddRefusal, PasskeyChallenge, PasskeyStore, RemoveRefusal, StoredPasskey } from "./passkey-types.ts";
import { challengeFromRow, passkeyFromRow, type ChallengeRow, type PasskeyRow } from "./passkey-rows.ts";
import { SqliteTables } from "./table-groups.ts";
import { storageError, toJson } from "./rows.ts";

export const PASSKEYS_SCHEMA = `
CREATE TABLE IF NOT EXISTS passkeys (
  id           TEXT PRIMARY KEY,
  account_id   TEXT NOT NULL REFERENCES accounts (id),
  public_key   BLOB NOT NULL,
  counter      INTEGER NOT NULL,
  transports   TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  last_used_at INTEGER,
  name         TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS passkeys_account_idx ON passkeys (account_id);
CREATE TABLE IF NOT EXISTS passkey_challenges (
  session_hash TEXT PRIMARY KEY,
  purpose      TEXT NOT NULL,
  challenge    TEXT NOT NULL,
  name         TEXT,
  expires_at   INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS passkey_challenges_expiry_idx ON passkey_challenges (expires_at);
`;

const json = (value: unknown): unknown => JSON.parse(value as string);

export class SqlitePasskeys extends SqliteTables implements PasskeyStore {
  private stmts: ReturnType<typeof prepare> | null = null;
  /** Creates the tables (after the accounts table, which they refer to). */
  init(): void {
    this.db.exec(PASSKEYS_SCHEMA);
    // Files made before passkeys had names: the ones there stay unnamed.
    const columns = this.db.prepare("PRAGMA table_info(passkeys)").all() as { name: string }[];
    if (!columns.some((c) => c.name === "name")) this.db.exec("ALTER TABLE passkeys ADD COLUMN name TEXT");
    this.stmts = prepare(this.db);
  }

  private get s(): ReturnType<typeof prepare> {
    if (!this.stmts) throw new Error("SqlitePasskeys: init() has not been called");
    return this.stmts;
  }

  async putChallenge(sessionHash: string, c: PasskeyChallenge, now: number): Promise<void> {
    this.run("putChallenge", () => this.transaction(() => {
      this.s.dropExpired.run(now);
      this.s.putChallenge.run(sessionHash, c.purpose, c.challenge, c.name, c.expiresAt);
    }));
  }

  async takeChallenge(sessionHash: string, now: number): Promise<PasskeyChallenge | null> {
    const row = this.run("takeChallenge", () => this.s.takeChallenge.get(sessionHash)) as ChallengeRow | undefined;
    return row && Number(row.expires_at) > now ? challengeFromRow(row) : null;
  }

  async addPasskey(p: StoredPasskey): Promise<AddRefusal | null> {
    try {
      this.insert(p);
      return null;
    } catch (err) {
      if (isUniqueViolation(err)) return "passkey-taken";
      throw storageError("addPasskey", p.accountId, err);
    }
  }

  async claimWithPasskey(name: string, nameKey: string, p: StoredPasskey): Promise<ClaimRefusal | AddRefusal | null> {
    try {
      return this.transaction(() => {
        if (Number(this.s.claim.run(name, nameKey, p.accountId).changes) !== 1) {
          return this.s.accountExists.get(p.accountId) ? "already-claimed" : "no-account";
        }
        this.insert(p);
        return null;
      });
    } catch (err) {
      // The name is another account's, or (far less likely) the credential is registered already.
      if (isUniqueViolation(err)) return String((err as Error).message).includes("passkeys.id") ? "passkey-taken" : "name-taken";
      throw storageError("claimWithPasskey", p.accountId, err);
    }
  }

  async passkeyById(id: string): Promise<StoredPasskey | null> {
    const row = this.run("passkeyById", () => this.s.passkeyById.get(id)) as PasskeyRow | undefined;
    return row ? passkeyFromRow(row, json) : null;
  }

  async passkeysOf(accountId: string): Promise<StoredPasskey[]> {
    const rows = this.run("passkeysOf", () => this.s.passkeysOf.all(accountId)) as unknown as PasskeyRow[];
    return rows.map((r) => passkeyFromRow(r, json));
  }

  async markUsed(id: string, seenCounter: number, counter: number, at: number): Promise<boolean> {
    return Number(this.run("markUsed", () => this.s.markUsed.run(counter, at, id, seenCounter).changes)) === 1;
  }

  async removePasskey(accountId: string, id: string): Promise<RemoveRefusal | null> {
    return this.run("removePasskey", () => this.transaction(() => {
      if (Number(this.s.remove.run(id, accountId, accountId, accountId).changes) === 1) return null;
      return this.s.ownPasskey.get(id, accountId) ? "last-passkey" : "unknown-passkey";
    }));
  }

  async renamePasskey(accountId: string, id: string, name: string): Promise<boolean> {
    return Number(this.run("renamePasskey", () => this.s.rename.run(name, id, accountId).changes)) === 1;
  }

  private insert(p: StoredPasskey): void {
    this.s.insert.run(p.id, p.accountId, p.publicKey, p.counter, toJson(p.transports), p.createdAt, p.lastUsedAt, p.name);
  }

  private run<T>(op: string, body: () => T): T {
    try {
      return body();
    } catch (err) {
      throw storageError(op, "-", err);
    }
  }
}

function prepare(db: DatabaseSync) {
  const p = (sql: string): StatementSync => db.prepare(sql);
  return {
    dropExpired: p("DELETE FROM passkey_challenges WHERE expires_at <= ?"),
    putChallenge: p(`INSERT INTO passkey_challenges (session_hash, purpose, challenge, name, expires_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (session_hash) DO UPDATE SET purpose = excluded.purpose, challenge = excluded.challenge, name = excluded.name, expires_at = excluded.expires_at`),
    takeChallenge: p("DELETE FROM passkey_challenges WHERE session_hash = ? RETURNING purpose, challenge, name, expires_at"),
    insert: p("INSERT INTO passkeys (id, account_id, public_key, counter, transports, created_at, last_used_at, name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
    claim: p("UPDATE accounts SET name = ?, name_key = ? WHERE id = ? AND name_key IS NULL"),
    accountExists: p("SELECT 1 FROM accounts WHERE id = ?"),
    passkeyById: p("SELECT * FROM passkeys WHERE id = ?"),
    passkeysOf: p("SELECT * FROM passkeys WHERE account_id = ? ORDER BY created_at, id"),
    markUsed: p("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? AND counter = ?"),
    // The last passkey of an account without a password stays: it is the only way in.
    remove: p(`DELETE FROM passkeys WHERE id = ? AND account_id = ? AND (
      (SELECT password_hash FROM accounts WHERE id = ?) IS NOT NULL OR (SELECT count(*) FROM passkeys WHERE account_id = ?) > 1)`),
    ownPasskey: p("SELECT 1 FROM passkeys WHERE id = ? AND account_id = ?"),
    rename: p("UPDATE passkeys SET name = ? WHERE id = ? AND account_id = ?"),
  };
}
