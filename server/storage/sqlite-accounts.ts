/** The account tables on SQLite (server/storage/account-types.ts), sharing the games' database connection. */
import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { AccountGame, AccountStore, ClaimRefusal, SetPasswordRefusal, StoredAccount } from "./account-types.ts";
import { accountFromRow, isUniqueViolation, setPasswordRefusal, type AccountRow } from "./account-rows.ts";
import { SqliteTables } from "./table-groups.ts";
import { gameFromRow, storageError, toJson, type GameRow } from "./rows.ts";
import type { StoredSeat } from "./types.ts";

export const ACCOUNTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id            TEXT PRIMARY KEY,
  name          TEXT,
  name_key      TEXT UNIQUE,
  password_hash TEXT,
  created_at    INTEGER NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS sessions_account_idx ON sessions (account_id);
CREATE TABLE IF NOT EXISTS seat_owners (
  game_id    TEXT NOT NULL REFERENCES games (id),
  seat       INTEGER NOT NULL,
  account_id TEXT NOT NULL REFERENCES accounts (id),
  PRIMARY KEY (game_id, seat)
) STRICT;
CREATE INDEX IF NOT EXISTS seat_owners_account_idx ON seat_owners (account_id);
CREATE TABLE IF NOT EXISTS game_waiting (
  game_id     TEXT PRIMARY KEY REFERENCES games (id),
  waiting_for TEXT NOT NULL
) STRICT;
`;

const json = (value: unknown): unknown => JSON.parse(value as string);

export class SqliteAccounts extends SqliteTables implements AccountStore {
  private stmts: ReturnType<typeof prepare> | null = null;
  /** Creates the tables (after the games table, which they refer to). */
  init(): void {
    this.db.exec(ACCOUNTS_SCHEMA);
    this.stmts = prepare(this.db);
  }

  private get s(): ReturnType<typeof prepare> {
    if (!this.stmts) throw new Error("SqliteAccounts: init() has not been called");
    return this.stmts;
  }

  async createGuest(id: string, createdAt: number): Promise<void> {
    this.run("createGuest", id, () => this.s.insertGuest.run(id, createdAt));
  }

  async claimAccount(id: string, name: string, nameKey: string, passwordHash: string): Promise<ClaimRefusal | null> {
    try {
      const changes = Number(this.s.claim.run(name, nameKey, passwordHash, id).changes);
      if (changes === 1) return null;
      return this.s.accountById.get(id) ? "already-claimed" : "no-account";
    } catch (err) {
      if (isUniqueViolation(err)) return "name-taken";
      throw storageError("claimAccount", id, err);
    }
  }

  async setPassword(id: string, passwordHash: string): Promise<SetPasswordRefusal | null> {
    let changes = 0;
    this.run("setPassword", id, () => { changes = Number(this.s.setPassword.run(passwordHash, id).changes); });
    return changes === 1 ? null : setPasswordRefusal(await this.accountById(id));
  }

  async accountById(id: string): Promise<StoredAccount | null> {
    const row = this.s.accountById.get(id) as AccountRow | undefined;
    return row ? accountFromRow(row) : null;
  }

  async accountByName(nameKey: string): Promise<StoredAccount | null> {
    const row = this.s.accountByName.get(nameKey) as AccountRow | undefined;
    return row ? accountFromRow(row) : null;
  }

  async createSession(tokenHash: string, accountId: string, createdAt: number, expiresAt: number): Promise<void> {
    this.run("createSession", accountId, () => this.s.insertSession.run(tokenHash, accountId, createdAt, expiresAt));
  }

  async sessionAccount(tokenHash: string, now: number): Promise<StoredAccount | null> {
    const row = this.s.sessionAccount.get(tokenHash, now) as AccountRow | undefined;
    return row ? accountFromRow(row) : null;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    this.run("deleteSession", "-", () => this.s.deleteSession.run(tokenHash));
  }

  async setSeatOwner(gameId: string, seat: number, accountId: string): Promise<void> {
    this.changeSeat("setSeatOwner", gameId, seat, (s) => ({ ...s, accountId }), () => this.s.upsertOwner.run(gameId, seat, accountId));
  }

  async releaseSeat(gameId: string, seat: number): Promise<void> {
    this.changeSeat("releaseSeat", gameId, seat, (s) => ({ ...s, accountId: null, credentialHash: null, bot: true }), () => this.s.deleteOwner.run(gameId, seat));
  }

  async noteWaiting(gameId: string, seats: number[]): Promise<void> {
    this.run("noteWaiting", gameId, () => this.s.noteWaiting.run(gameId, toJson(seats)));
  }

  async gamesOf(accountId: string, limit: number): Promise<AccountGame[]> {
    return (this.s.gamesOf.all(accountId, limit) as unknown as (GameRow & { owner_seat: number; waiting_for: string | null })[])
      .map((r) => ({ game: gameFromRow(r, json), seat: Number(r.owner_seat), waitingFor: r.waiting_for === null ? null : json(r.waiting_for) as number[] }));
  }

  /** Rewrites one seat of a stored game and its owner row in one transaction. */
  private changeSeat(op: string, gameId: string, seat: number, change: (s: StoredSeat) => StoredSeat, owners: () => unknown): void {
    this.run(op, gameId, () => this.transaction(() => {
      const row = this.s.seatsOf.get(gameId) as { seats: string } | undefined;
      if (!row) throw new Error("no such game");
      const seats = json(row.seats) as StoredSeat[];
      if (!seats[seat]) throw new Error(`no seat ${seat}`);
      seats[seat] = change(seats[seat]);
      this.s.setSeats.run(toJson(seats), gameId);
      owners();
    }));
  }

  private run(op: string, id: string, body: () => unknown): void {
    try {
      body();
    } catch (err) {
      throw storageError(op, id, err);
    }
  }
}

function prepare(db: DatabaseSync) {
  const p = (sql: string): StatementSync => db.prepare(sql);
  return {
    insertGuest: p("INSERT INTO accounts (id, created_at) VALUES (?, ?)"),
    claim: p("UPDATE accounts SET name = ?, name_key = ?, password_hash = ? WHERE id = ? AND name_key IS NULL"),
    setPassword: p("UPDATE accounts SET password_hash = ? WHERE id = ? AND name_key IS NOT NULL AND password_hash IS NULL"),
    accountById: p("SELECT * FROM accounts WHERE id = ?"),
    accountByName: p("SELECT * FROM accounts WHERE name_key = ?"),
    insertSession: p("INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)"),
    sessionAccount: p("SELECT a.* FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = ? AND s.expires_at > ?"),
    deleteSession: p("DELETE FROM sessions WHERE token_hash = ?"),
    upsertOwner: p("INSERT INTO seat_owners (game_id, seat, account_id) VALUES (?, ?, ?) ON CONFLICT (game_id, seat) DO UPDATE SET account_id = excluded.account_id"),
    deleteOwner: p("DELETE FROM seat_owners WHERE game_id = ? AND seat = ?"),
    seatsOf: p("SELECT seats FROM games WHERE id = ?"),
    setSeats: p("UPDATE games SET seats = ? WHERE id = ?"),
    noteWaiting: p("INSERT INTO game_waiting (game_id, waiting_for) VALUES (?, ?) ON CONFLICT (game_id) DO UPDATE SET waiting_for = excluded.waiting_for"),
    gamesOf: p(`SELECT g.*, o.seat AS owner_seat, w.waiting_for FROM seat_owners o JOIN games g ON g.id = o.game_id
      LEFT JOIN game_waiting w ON w.game_id = g.id WHERE o.account_id = ? ORDER BY g.updated_at DESC, g.id LIMIT ?`),
  };
}
