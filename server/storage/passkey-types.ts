/**
 * Persistence of passkeys (WebAuthn credentials) and of the passkey ceremonies under way, in the same database as
 * the accounts. A passkey signs in to its account as a password does; an account may have several, and a name
 * with passkeys only (no password).
 */
import type { ClaimRefusal } from "./account-types.ts";

export interface StoredPasskey {
  /** The credential id, base64url (unique across accounts). */
  id: string;
  accountId: string;
  /** The COSE public key the authenticator made. */
  publicKey: Uint8Array;
  /** The authenticator's signature counter at its last use (0 for authenticators that keep none). */
  counter: number;
  /** How the browser may reach the authenticator (`internal`, `usb`, `hybrid`, …), as it said at registration. */
  transports: string[];
  createdAt: number;
  lastUsedAt: number | null;
  /** What the person called it ("Laptop", "Phone"); null when they gave none (stored before passkeys had names, too). */
  name: string | null;
}

/** What a ceremony is for: claiming the guest account with a name, adding a passkey to a named one, signing in. */
export type PasskeyPurpose = "claim" | "add" | "login";

/** A ceremony under way: its challenge, handed out once, kept for one answer until it expires. */
export interface PasskeyChallenge {
  purpose: PasskeyPurpose;
  /** base64url, as sent in the options. */
  challenge: string;
  /** The name to claim (purpose `claim`), else null. */
  name: string | null;
  expiresAt: number;
}

export type AddRefusal = "passkey-taken";

/** Why a passkey was not removed: no such passkey of this account, or the last way into an account without a password. */
export type RemoveRefusal = "unknown-passkey" | "last-passkey";

export interface PasskeyStore {
  /** Keeps the session's ceremony (replacing one it had under way) and forgets every expired one. */
  putChallenge(sessionHash: string, challenge: PasskeyChallenge, now: number): Promise<void>;
  /** Takes the session's ceremony away (a challenge answers once); null when it has none, or it expired. */
  takeChallenge(sessionHash: string, now: number): Promise<PasskeyChallenge | null>;
  /** Adds a passkey to an account; refused when the credential is registered already (to any account). */
  addPasskey(passkey: StoredPasskey): Promise<AddRefusal | null>;
  /** Gives a guest account its name and its first passkey, together or not at all. */
  claimWithPasskey(name: string, nameKey: string, passkey: StoredPasskey): Promise<ClaimRefusal | AddRefusal | null>;
  passkeyById(id: string): Promise<StoredPasskey | null>;
  /** The account's passkeys, the oldest first. */
  passkeysOf(accountId: string): Promise<StoredPasskey[]>;
  /**
   * Records a sign-in: the new counter and the time, only if the counter is still `seenCounter` (two sign-ins
   * racing with the same counter: one wins). Whether it was recorded.
   */
  markUsed(id: string, seenCounter: number, counter: number, at: number): Promise<boolean>;
  removePasskey(accountId: string, id: string): Promise<RemoveRefusal | null>;
  /** Names one of the account's passkeys anew; whether it has such a passkey. */
  renamePasskey(accountId: string, id: string, name: string): Promise<boolean>;
}
