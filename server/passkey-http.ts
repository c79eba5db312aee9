/**
 * The passkey routes (docs/protocol.md, "Passkeys"): options and answers of the two WebAuthn ceremonies
 * (creating a passkey: claiming the guest account with it or adding it to a named account; signing in with one),
 * and the account's list of passkeys. Every ceremony runs under the browser's session (a guest's at first),
 * which keeps its challenge. Refused sign-ins and registrations count against the address in the sign-in
 * budget, as wrong passwords do; a session token that is no session counts as a failed guess.
 */
import express, { type Application, type Request, type Response } from "express";
import type { Logger } from "pino";
import { z } from "zod";
import { requestToken } from "./account-http.ts";
import { accountInfo, type Accounts } from "./accounts.ts";
import type { Config } from "./config.ts";
import type { GuessThrottle } from "./guess-throttle.ts";
import { passkeyNameSchema, relyingPartyFor, type PasskeyRefusal, type Passkeys, type RelyingParty, type Session } from "./passkeys.ts";
import { sessionCookie } from "./session-cookie.ts";

export interface PasskeyHttpDeps {
  accounts: Accounts;
  passkeys: Passkeys;
  config: Pick<Config, "PASSKEY_RP_ID" | "PASSKEY_ORIGINS">;
  logger: Logger;
  /** Failed guesses of secrets (bad session tokens), per address. */
  lookups: GuessThrottle;
  /** Failed sign-ins, per address (shared with the password sign-in). */
  logins: GuessThrottle;
  /** Moves a guest's games into the account its person signed in to, as the password sign-in does (server/account-http.ts). */
  mergeGuest(guestId: string, accountId: string): Promise<void>;
}

const STATUS: Record<PasskeyRefusal, number> = {
  "bad-account": 400, "no-name": 400, "no-challenge": 400, "bad-passkey-name": 400,
  "no-account": 401, "passkey-refused": 401,
  "unknown-passkey": 404,
  "name-taken": 409, "already-claimed": 409, "passkey-taken": 409, "last-passkey": 409,
};

const b64url = z.string().max(8192).regex(/^[A-Za-z0-9_-]*$/);
const credentialId = b64url.min(1).max(1366);
/** What @simplewebauthn/browser's startRegistration answers (unknown members are dropped). */
const registrationSchema = z.object({
  response: z.object({
    id: credentialId, rawId: credentialId, type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: b64url, attestationObject: b64url,
      authenticatorData: b64url.optional(), publicKey: b64url.optional(), publicKeyAlgorithm: z.number().int().optional(),
      transports: z.array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"])).max(7).optional(),
    }),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()),
  }),
});
/** What startAuthentication answers. */
const authenticationSchema = z.object({
  response: z.object({
    id: credentialId, rawId: credentialId, type: z.literal("public-key"),
    response: z.object({ clientDataJSON: b64url, authenticatorData: b64url, signature: b64url, userHandle: b64url.max(128).optional() }),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()),
  }),
});
const registrationOptionsSchema = z.object({ name: z.string().max(100).optional() });
const renameSchema = z.object({ name: passkeyNameSchema });

export function mountPasskeyRoutes(app: Application, deps: PasskeyHttpDeps) {
  const { passkeys } = deps;
  const jsonBody = express.json({ limit: "16kb" });

  const route = (handler: (req: Request, res: Response) => Promise<unknown>) => (req: Request, res: Response) => {
    handler(req, res).catch((err) => {
      deps.logger.error({ err, path: req.path }, "passkey route failed");
      if (!res.headersSent) res.status(500).json({ error: "storage" });
    });
  };
  const refuse = (res: Response, refusal: PasskeyRefusal) => void res.status(STATUS[refusal]).json({ error: refusal });

  /** The request's session; null when it was answered already (over budget, no session). */
  async function signedIn(req: Request, res: Response): Promise<Session | null> {
    if (!deps.lookups.allows(req)) return void deps.lookups.refuse(req, res), null;
    const token = requestToken(req);
    const account = token ? await deps.accounts.bySession(token) : null;
    if (!account) {
      if (token) deps.lookups.failed(req);
      return void res.status(401).json({ error: "no-session" }), null;
    }
    return { token: token!, account };
  }

  /** The session and the relying party of a ceremony's step; null when it was answered already (`throttle` over budget, passkeys off here, no session). */
  async function ceremony(req: Request, res: Response, throttle: GuessThrottle): Promise<{ session: Session; rp: RelyingParty } | null> {
    if (!throttle.allows(req)) return void throttle.refuse(req, res), null;
    const rp = relyingPartyFor(deps.config, req);
    if (!rp) return void res.status(503).json({ error: "passkeys-off" }), null;
    const session = await signedIn(req, res);
    return session && { session, rp };
  }

  app.post("/api/account/passkey/register/options", jsonBody, route(async (req, res) => {
    const c = await ceremony(req, res, deps.lookups);
    if (!c) return;
    const body = registrationOptionsSchema.safeParse(req.body ?? {});
    if (!body.success) return refuse(res, "bad-account");
    const options = await passkeys.registrationOptions(c.session, c.rp, body.data.name ?? null);
    if (typeof options === "string") return refuse(res, options);
    res.json({ options });
  }));

  app.post("/api/account/passkey/register/verify", jsonBody, route(async (req, res) => {
    const c = await ceremony(req, res, deps.logins);
    if (!c) return;
    // The new passkey's name, if given: a bad one is refused before the challenge is taken (it may be sent again).
    const given: unknown = (req.body as { passkeyName?: unknown } | undefined)?.passkeyName ?? null;
    const named = given === null ? null : passkeyNameSchema.safeParse(given);
    if (named && !named.success) return refuse(res, "bad-passkey-name");
    const passkeyName = named?.data ?? null;
    const body = registrationSchema.safeParse(req.body);
    const account = body.success ? await passkeys.register(c.session, c.rp, body.data.response, passkeyName) : "passkey-refused";
    if (typeof account === "string") {
      if (account === "passkey-refused" || account === "no-challenge") deps.logins.failed(req);
      return refuse(res, account);
    }
    res.json({ account: accountInfo(account) });
  }));

  app.post("/api/account/passkey/login/options", route(async (req, res) => {
    const c = await ceremony(req, res, deps.logins);
    if (!c) return;
    res.json({ options: await passkeys.authenticationOptions(c.session, c.rp) });
  }));

  app.post("/api/account/passkey/login/verify", jsonBody, route(async (req, res) => {
    const c = await ceremony(req, res, deps.logins);
    if (!c) return;
    const body = authenticationSchema.safeParse(req.body);
    const signed = body.success ? await passkeys.signIn(c.session, c.rp, body.data.response) : "passkey-refused";
    if (typeof signed === "string") {
      deps.logins.failed(req);
      return refuse(res, signed);
    }
    // A guest signing in brings its games along, as with a password (docs/protocol.md "Accounts and sessions").
    const before = c.session.account;
    if (before.name === null) await deps.mergeGuest(before.id, signed.account.id);
    res.setHeader("set-cookie", sessionCookie(signed.token, req));
    res.json({ account: accountInfo(signed.account) });
  }));

  app.get("/api/account/passkeys", route(async (req, res) => {
    const c = await signedIn(req, res);
    if (c) res.json({ passkeys: await passkeys.list(c.account.id) });
  }));

  app.patch("/api/account/passkeys/:id", jsonBody, route(async (req, res) => {
    const c = await signedIn(req, res);
    if (!c) return;
    const id = credentialId.safeParse(req.params.id);
    const body = renameSchema.safeParse(req.body ?? {});
    if (!body.success) return refuse(res, "bad-passkey-name");
    const refused = id.success ? await passkeys.rename(c.account.id, id.data, body.data.name) : "unknown-passkey";
    if (refused) return refuse(res, refused);
    res.json({ passkeys: await passkeys.list(c.account.id) });
  }));

  app.delete("/api/account/passkeys/:id", route(async (req, res) => {
    const c = await signedIn(req, res);
    if (!c) return;
    const id = credentialId.safeParse(req.params.id);
    const refused = id.success ? await passkeys.remove(c.account.id, id.data) : "unknown-passkey";
    if (refused) return refuse(res, refused);
    res.json({ passkeys: await passkeys.list(c.account.id) });
  }));
}
