/**
 * Passkeys (WebAuthn) for accounts, with @simplewebauthn/server: a guest claims its account with a name and a
 * passkey instead of a password, a named account adds more, and any of them signs in as a password does
 * (discoverable credentials: no name asked). Each ceremony's challenge is kept server-side under the session
 * that asked for it, answers once and expires; the relying party is the configured domain, or `localhost`.
 */
import { COSEALG, isoBase64URL } from "@simplewebauthn/server/helpers";
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON, type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { IncomingMessage } from "node:http";
import { z } from "zod";
import { credentialsSchema, nameKey, type Accounts } from "./accounts.ts";
import type { Config } from "./config.ts";
import { hashSessionToken } from "./session-cookie.ts";
import type { StoredAccount } from "./storage/account-types.ts";
import type { PasskeyPurpose, StoredPasskey } from "./storage/passkey-types.ts";
import type { Storage } from "./storage/types.ts";

/** How long a ceremony's challenge answers (the browser's own prompt times out sooner). */
export const CHALLENGE_SECONDS = 300;
const PROMPT_MS = 120_000;
const RP_NAME = "Epochs";
/**
 * The key algorithms accepted, the library's usual three named here: left to its default, it would also offer
 * ML-DSA where Node has it, whose probe prints an "experimental feature" warning into the server's output.
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** The domain passkeys are scoped to and the page origins allowed to use them. */
export interface RelyingParty { id: string; origins: string[] }

/**
 * The relying party for a request: the configured one, else the request's own host when it is `localhost` or
 * `*.localhost` (a developer's machine); null (passkeys off) for any other host without configuration.
 */
export function relyingPartyFor(config: Pick<Config, "PASSKEY_RP_ID" | "PASSKEY_ORIGINS">, req: IncomingMessage): RelyingParty | null {
  if (config.PASSKEY_RP_ID) return { id: config.PASSKEY_RP_ID, origins: config.PASSKEY_ORIGINS ?? [`https://${config.PASSKEY_RP_ID}`] };
  const host = req.headers.host ?? "";
  let hostname: string;
  try { hostname = new URL(`http://${host}`).hostname; } catch { return null; }
  if (hostname !== "localhost" && !hostname.endsWith(".localhost")) return null;
  const secure = (req.socket as { encrypted?: boolean }).encrypted || req.headers["x-forwarded-proto"] === "https";
  return { id: hostname, origins: config.PASSKEY_ORIGINS ?? [`${secure ? "https" : "http"}://${host}`] };
}

/** The session a ceremony runs under: its token and its account. */
export interface Session { token: string; account: StoredAccount }

/** Why a ceremony was refused (docs/protocol.md, "Passkeys"). */
export type PasskeyRefusal =
  | "bad-account" | "name-taken" | "already-claimed" | "no-name" | "no-account"
  | "no-challenge" | "passkey-refused" | "passkey-taken" | "unknown-passkey" | "last-passkey" | "bad-passkey-name";

/** What a person is shown of a passkey (never its key). */
export interface PasskeyInfo { id: string; name: string | null; transports: string[]; createdAt: number; lastUsedAt: number | null }

export const passkeyInfo = (p: StoredPasskey): PasskeyInfo => ({ id: p.id, name: p.name, transports: p.transports, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt });

/** A passkey's name, as the person gives it: 1–40 characters, no control characters, trimmed. */
export const passkeyNameSchema = z.string().trim().min(1).max(40).regex(/^[^\p{Cc}\p{Cf}]+$/u);

/** The WebAuthn user handle of an account: its id's bytes (no name in it, as the spec asks). */
const userHandle = (accountId: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(accountId);

export class Passkeys {
  private readonly storage: Storage;
  private readonly accounts: Accounts;
  private readonly now: () => number;

  constructor(storage: Storage, accounts: Accounts, now: () => number = Date.now) {
    this.storage = storage;
    this.accounts = accounts;
    this.now = now;
  }

  /**
   * Options for creating a passkey: with `name`, to claim the session's guest account under that name; without,
   * to add one to the session's named account.
   */
  async registrationOptions(session: Session, rp: RelyingParty, name: string | null): Promise<PublicKeyCredentialCreationOptionsJSON | PasskeyRefusal> {
    const { account } = session;
    if (name !== null) {
      if (!credentialsSchema.shape.name.safeParse(name).success) return "bad-account";
      if (account.name !== null) return "already-claimed";
      if (await this.storage.accounts.accountByName(nameKey(name))) return "name-taken";
    } else if (account.name === null) {
      return "no-name";
    }
    const userName = (name ?? account.name!).trim();
    const options = await generateRegistrationOptions({
      rpName: RP_NAME, rpID: rp.id, userName, userDisplayName: userName, userID: userHandle(account.id), timeout: PROMPT_MS,
      attestationType: "none", supportedAlgorithmIDs: ALGORITHMS,
      excludeCredentials: (await this.storage.passkeys.passkeysOf(account.id)).map((p) => ({ id: p.id, transports: p.transports })),
      // A passkey signs in alone, so it must be discoverable and check who holds it (a PIN, a fingerprint).
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    await this.keep(session, name === null ? "add" : "claim", options.challenge, name === null ? null : name.trim());
    return options;
  }

  /** Stores the new passkey, named `passkeyName` (and, claiming, the account's name); the account as it is now. */
  async register(session: Session, rp: RelyingParty, response: RegistrationResponseJSON, passkeyName: string | null = null): Promise<StoredAccount | PasskeyRefusal> {
    const pending = await this.storage.passkeys.takeChallenge(hashSessionToken(session.token), this.now());
    if (!pending || pending.purpose === "login") return "no-challenge";
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({ response, expectedChallenge: pending.challenge, expectedOrigin: rp.origins, expectedRPID: rp.id, requireUserVerification: true, supportedAlgorithmIDs: ALGORITHMS });
    } catch {
      return "passkey-refused";
    }
    if (!verified.verified) return "passkey-refused";
    const { credential } = verified.registrationInfo;
    const passkey: StoredPasskey = {
      id: credential.id, accountId: session.account.id, publicKey: credential.publicKey, counter: credential.counter,
      transports: credential.transports ?? [], createdAt: this.now(), lastUsedAt: null, name: passkeyName,
    };
    const refused = pending.purpose === "claim"
      ? await this.storage.passkeys.claimWithPasskey(pending.name!, nameKey(pending.name!), passkey)
      : await this.storage.passkeys.addPasskey(passkey);
    if (refused) return refused;
    return (await this.storage.accounts.accountById(session.account.id)) ?? "no-account";
  }

  /** Options for signing in with any passkey of this site (the browser offers the ones it has). */
  async authenticationOptions(session: Session, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "required", timeout: PROMPT_MS });
    await this.keep(session, "login", options.challenge, null);
    return options;
  }

  /** A new session for the passkey's account, as a password sign-in gives. */
  async signIn(session: Session, rp: RelyingParty, response: AuthenticationResponseJSON): Promise<{ account: StoredAccount; token: string } | PasskeyRefusal> {
    const pending = await this.storage.passkeys.takeChallenge(hashSessionToken(session.token), this.now());
    if (pending?.purpose !== "login") return "no-challenge";
    const passkey = await this.storage.passkeys.passkeyById(response.id);
    if (!passkey) return "passkey-refused";
    // The authenticator says whose passkey it is: it must be the account the credential was registered to.
    const handle = response.response.userHandle;
    if (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandle(passkey.accountId))) return "passkey-refused";
    let counter: number;
    try {
      const verified = await verifyAuthenticationResponse({
        response, expectedChallenge: pending.challenge, expectedOrigin: rp.origins, expectedRPID: rp.id, requireUserVerification: true,
        credential: { id: passkey.id, publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>, counter: passkey.counter, transports: passkey.transports },
      });
      if (!verified.verified) return "passkey-refused";
      counter = verified.authenticationInfo.newCounter;
    } catch {
      // A bad signature, another origin or domain, a counter that went back (a cloned authenticator) and the like.
      return "passkey-refused";
    }
    if (!(await this.storage.passkeys.markUsed(passkey.id, passkey.counter, counter, this.now()))) return "passkey-refused";
    const account = await this.storage.accounts.accountById(passkey.accountId);
    if (!account) return "no-account";
    return { account, token: await this.accounts.newSession(account.id) };
  }

  async list(accountId: string): Promise<PasskeyInfo[]> {
    return (await this.storage.passkeys.passkeysOf(accountId)).map(passkeyInfo);
  }

  async remove(accountId: string, id: string): Promise<PasskeyRefusal | null> {
    return this.storage.passkeys.removePasskey(accountId, id);
  }

  async rename(accountId: string, id: string, name: string): Promise<PasskeyRefusal | null> {
    return (await this.storage.passkeys.renamePasskey(accountId, id, name)) ? null : "unknown-passkey";
  }

  private async keep(session: Session, purpose: PasskeyPurpose, challenge: string, name: string | null): Promise<void> {
    const now = this.now();
    await this.storage.passkeys.putChallenge(hashSessionToken(session.token), { purpose, challenge, name, expiresAt: now + CHALLENGE_SECONDS * 1000 }, now);
  }
}
