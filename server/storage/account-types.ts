/**
 * Persistence of accounts, their sessions and the seats they own, in the same database as the games. An
 * account starts as a guest (no name, no password) the moment a browser first asks for a session, so a
 * person's seats belong to an account from their first game; claiming it adds a name and a password.
 */
import type { StoredGame } from "./types.ts";

export interface StoredAccount {
  /** A UUID. */
  id: string;
  /** As the person typed it; null while the account is a guest. */
  name: string | null;
  /** `scrypt$N$r$p$salt$hash` (server/passwords.ts); null while the account is a guest. */
  passwordHash: string | null;
  createdAt: number;
}

/** A game the account sits in, with its seat there. */
export interface AccountGame {
  game: StoredGame;
  seat: number;
  /** Whose decision the game waited for when its room last unloaded (null: never noted). */
  waitingFor: number[] | null;
}

/** Why a claim was refused. */
export type ClaimRefusal = "name-taken" | "already-claimed" | "no-account";

/** Why a password was not set: the account is a guest (it claims a name with one), has a password already, or is gone. */
export type SetPasswordRefusal = "no-name" | "has-password" | "no-account";

export interface AccountStore {
  /** A new guest account (no name, no password). */
  createGuest(id: string, createdAt: number): Promise<void>;
  /**
   * Gives a guest account its name (unique without regard to case: `nameKey`) and password. Refuses when
   * the name is another account's, or this account has a name already; null when it is done.
   */
  claimAccount(id: string, name: string, nameKey: string, passwordHash: string): Promise<ClaimRefusal | null>;
  /** Gives a named account without a password (one claimed with a passkey) a password; refused for any other. */
  setPassword(id: string, passwordHash: string): Promise<SetPasswordRefusal | null>;
  accountById(id: string): Promise<StoredAccount | null>;
  accountByName(nameKey: string): Promise<StoredAccount | null>;
  /** A session is known by the sha256 of its token only. */
  createSession(tokenHash: string, accountId: string, createdAt: number, expiresAt: number): Promise<void>;
  /** The account of an unexpired session, else null. */
  sessionAccount(tokenHash: string, now: number): Promise<StoredAccount | null>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Makes `accountId` the owner of a stored game's seat (in the game's seats too). */
  setSeatOwner(gameId: string, seat: number, accountId: string): Promise<void>;
  /** A seat given up for good (resigned): a bot plays it, and neither its owner nor its credential gets it back. */
  releaseSeat(gameId: string, seat: number): Promise<void>;
  /**
   * Notes whose decision an unfinished game waits for, when its room unloads: "My games" tells whose turn it is
   * in a game no process has loaded without replaying it. (A loaded game says so in its room listing.)
   */
  noteWaiting(gameId: string, seats: number[]): Promise<void>;
  /** The stored games the account owns a seat in, the last changed first. */
  gamesOf(accountId: string, limit: number): Promise<AccountGame[]>;
}
