/**
 * Accounts without friction: a browser gets a guest account with its first session, so every seat it takes
 * belongs to an account from the first game; claiming the account gives it a name and a password, and its
 * games stay with it; signing in on another device finds the same account, and with it the seats.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { AccountInfo } from "../engine/core/protocol.ts";
import type { SetPasswordRefusal, StoredAccount } from "./storage/account-types.ts";
import type { Storage } from "./storage/types.ts";
import { hashPassword, UNUSABLE_HASH, verifyPassword } from "./passwords.ts";
import { hashSessionToken, newSessionToken, SESSION_SECONDS } from "./session-cookie.ts";


/** 8–128 characters. */
export const passwordSchema = z.string().min(8).max(128);

export const credentialsSchema = z.object({
  /** Letters, digits, spaces, `_` and `-`; 3–24 characters; unique without regard to case. */
  name: z.string().trim().min(3).max(24).regex(/^[\p{L}\p{N} _-]+$/u),
  password: passwordSchema,
});

/** The form of a name that must be unique: `Ada` and `ada` are one account. */
export function nameKey(name: string): string {
  return name.normalize("NFKC").trim().toLowerCase();
}

export function accountInfo(a: StoredAccount): AccountInfo {
  return { id: a.id, name: a.name, guest: a.name === null, hasPassword: a.passwordHash !== null };
}

export class Accounts {
  private readonly storage: Storage;
  private readonly now: () => number;

  constructor(storage: Storage, now: () => number = Date.now) {
    this.storage = storage;
    this.now = now;
  }

  /** The account of a session token, or null for no token, an unknown one or an expired one. */
  async bySession(token: string | null): Promise<StoredAccount | null> {
    if (!token) return null;
    return this.storage.accounts.sessionAccount(hashSessionToken(token), this.now());
  }

  /** A new guest account and its session token. */
  async startGuest(): Promise<{ account: StoredAccount; token: string }> {
    const id = randomUUID();
    const createdAt = this.now();
    await this.storage.accounts.createGuest(id, createdAt);
    return { account: { id, name: null, passwordHash: null, createdAt }, token: await this.newSession(id) };
  }

  /** Gives the guest account `id` a name and a password; the account, or why not. */
  async claim(id: string, name: string, password: string): Promise<StoredAccount | "name-taken" | "already-claimed" | "no-account"> {
    const passwordHash = await hashPassword(password);
    const refused = await this.storage.accounts.claimAccount(id, name.trim(), nameKey(name), passwordHash);
    if (refused) return refused;
    return (await this.storage.accounts.accountById(id))!;
  }

  /** Gives the named account `id`, made with a passkey, a password; the account, or why not. */
  async setPassword(id: string, password: string): Promise<StoredAccount | SetPasswordRefusal> {
    const refused = await this.storage.accounts.setPassword(id, await hashPassword(password));
    if (refused) return refused;
    return (await this.storage.accounts.accountById(id)) ?? "no-account";
  }

  /** A new session for the account with this name and password, or null. Takes as long for an unknown name. */
  async signIn(name: string, password: string): Promise<{ account: StoredAccount; token: string } | null> {
    const account = await this.storage.accounts.accountByName(nameKey(name));
    const ok = await verifyPassword(password, account?.passwordHash ?? UNUSABLE_HASH);
    if (!account || !ok) return null;
    return { account, token: await this.newSession(account.id) };
  }

  async signOut(token: string): Promise<void> {
    await this.storage.accounts.deleteSession(hashSessionToken(token));
  }

  /** A new session for the account (a sign-in that proved who it is some other way: a passkey). */
  async newSession(accountId: string): Promise<string> {
    const token = newSessionToken();
    const now = this.now();
    await this.storage.accounts.createSession(hashSessionToken(token), accountId, now, now + SESSION_SECONDS * 1000);
    return token;
  }
}
