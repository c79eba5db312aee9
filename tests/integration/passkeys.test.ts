/**
 * Passkeys over real HTTP and websockets on the real storage (SQLite, and PostgreSQL in a throw-away schema when
 * DATABASE_URL is set), with a software authenticator (tests/fixtures/soft-authenticator.ts) in place of the
 * browser: a guest claims its account with a passkey, signs in with it on a second client (no name asked) and
 * takes its seat there; a replayed counter, a reused or another session's challenge, a wrong origin and another
 * account's credential are refused; passkeys are added, listed and removed (never the last way in); a guest who
 * played and signs in with a passkey brings its games into the account.
 */
import { beforeAll, expect, it } from "vitest";
import { CLOSE_SEAT_TAKEN } from "../../engine/core/close-codes.ts";
import { hashSessionToken } from "../../server/session-cookie.ts";
import { SoftAuthenticator } from "../fixtures/soft-authenticator.ts";
import { accountSuites, type Answer } from "./account-fixture.ts";
import { join } from "./clients.ts";

accountSuites("passkeys", "epochs_pk", (s) => {
  const { sdkFor, runningGame } = s;
  /** The page origin the browser is on: the server's port under `localhost`, which is its own relying party. */
  let origin: string;
  beforeAll(() => { origin = `http://localhost:${new URL(s.ts.url).port}`; });

  /** An HTTP call from a (forwarded) address to a host, the page's unless told. */
  const call = (method: string, path: string, token: string | null, body: unknown, from: string, host = new URL(origin).host) => s.call(method, path, token, body, from, host);

  /** Calls from one client address (each test its own, so their failures do not share a budget). */
  const client = (from: string) => ({
    call: (method: string, path: string, token: string | null, body?: unknown) => call(method, path, token, body, from),
    guest: () => s.guest(from, new URL(origin).host),
    /** Creates a passkey on `auth` for the session: claiming its guest account as `name`, or (null) adding one; named `passkeyName` if given. */
    async register(token: string, auth: SoftAuthenticator, name: string | null, tamper: { origin?: string } = {}, passkeyName?: unknown): Promise<Answer> {
      const options = await call("POST", "/api/account/passkey/register/options", token, name === null ? {} : { name }, from);
      expect(options.status).toBe(200);
      expect(options.body.options).toMatchObject({ rp: { id: "localhost" }, authenticatorSelection: { residentKey: "required", userVerification: "required" } });
      return call("POST", "/api/account/passkey/register/verify", token, { response: auth.create(options.body.options, tamper), passkeyName }, from);
    },
    /** Signs in with a passkey on `auth` from the session `token`. */
    async signIn(token: string, auth: SoftAuthenticator, tamper: Parameters<SoftAuthenticator["get"]>[1] = {}): Promise<Answer> {
      const options = await call("POST", "/api/account/passkey/login/options", token, undefined, from);
      expect(options.status).toBe(200);
      expect(options.body.options.allowCredentials ?? []).toEqual([]); // discoverable: no name asked, no credential named
      return call("POST", "/api/account/passkey/login/verify", token, { response: auth.get(options.body.options, tamper) }, from);
    },
  });

  const name = () => s.name("Pk");

  it("a guest claims its account with a passkey, signs in with it on a second client and takes its seat there", async () => {
    const c = client("10.1.0.1");
    const phone = new SoftAuthenticator(origin);
    const guestToken = await c.guest();
    const [host, other] = await runningGame(guestToken);
    const roomId = host.room.roomId;

    const account = name();
    const claimed = await c.register(guestToken, phone, account);
    expect(claimed).toMatchObject({ status: 200, body: { account: { name: account, guest: false } } });
    expect((await c.call("GET", "/api/account", guestToken)).body.account).toMatchObject({ name: account, guest: false });
    // A passkey-only account has no password: no password signs in to it.
    expect((await c.call("POST", "/api/account/login", null, { name: account, password: "anything-at-all" })).status).toBe(401);

    // Another device: its own guest session, then the passkey (the authenticator offers it; no name typed).
    const secondGuest = await c.guest();
    const signedIn = await c.signIn(secondGuest, phone);
    expect(signedIn).toMatchObject({ status: 200, body: { account: { id: claimed.body.account.id, name: account, guest: false } } });
    const secondToken = signedIn.cookie!;
    expect(secondToken).not.toBe(secondGuest);
    const mine = await c.call("GET", "/api/account/games", secondToken);
    expect(mine.body.games).toEqual([expect.objectContaining({ roomId, seat: 0, status: "playing", names: ["Ada", "Bob"] })]);

    const closed = new Promise<number>((resolve) => host.room.onLeave((code: number) => resolve(code)));
    const second = await join(sdkFor(secondToken).joinById(roomId, { name: "Ada on the phone" }));
    expect(second.welcome.seat).toBe(0);
    expect(second.welcome.credential).toBeUndefined(); // the seat was taken back, not newly taken
    expect(await closed).toBe(CLOSE_SEAT_TAKEN);
    await second.room.leave();
    await other.room.leave();

    const [key] = (await c.call("GET", "/api/account/passkeys", secondToken)).body.passkeys;
    expect(key).toMatchObject({ id: Buffer.from(phone.credentials[0].id).toString("base64url"), transports: ["internal"] });
    expect(key.lastUsedAt).toBeGreaterThanOrEqual(key.createdAt);
    expect(key.publicKey).toBeUndefined();
  });

  it("a guest who played signs in with a passkey: its games move into the account, as with a password", async () => {
    const c = client("10.7.0.1");
    const key = new SoftAuthenticator(origin);
    const claimed = await c.register(await c.guest(), key, name());
    expect(claimed.status).toBe(200);
    const accountId = claimed.body.account.id;
    // Another device plays as a guest before signing in.
    const guestToken = await c.guest();
    const guestId = (await c.call("GET", "/api/account", guestToken)).body.account.id;
    const [host, other] = await runningGame(guestToken);
    const roomId = host.room.roomId;

    const signedIn = await c.signIn(guestToken, key);
    expect(signedIn).toMatchObject({ status: 200, body: { account: { id: accountId, guest: false } } });
    const token = signedIn.cookie!;
    // The guest's session ended; the account has the game, at the guest's seat, in storage too.
    expect((await c.call("GET", "/api/account", guestToken)).body.account).toBeNull();
    expect((await c.call("GET", "/api/account/games", token)).body.games).toEqual([expect.objectContaining({ roomId, seat: 0, status: "playing" })]);
    const [{ game }] = await s.ts.epochs.storage.accounts.gamesOf(accountId, 10);
    expect((await s.ts.epochs.storage.loadGame(game.id))!.game.seats.map((s) => s.accountId ?? null)).toEqual([accountId, null]);
    expect(await s.ts.epochs.storage.accounts.gamesOf(guestId, 10)).toEqual([]);
    // The loaded room heard of it: the account takes the seat back without the guest's credential.
    const closed = new Promise<number>((resolve) => host.room.onLeave((code: number) => resolve(code)));
    const back = await join(sdkFor(token).joinById(roomId, { name: "Ada again" }));
    expect(back.welcome.seat).toBe(0);
    expect(back.welcome.credential).toBeUndefined();
    expect(await closed).toBe(CLOSE_SEAT_TAKEN);
    // A named account signing in with a passkey moves nothing: its games stay its own.
    const secondKey = new SoftAuthenticator(origin);
    const second = await c.register(await c.guest(), secondKey, name());
    const before = await s.ts.epochs.storage.accounts.gamesOf(second.body.account.id, 10);
    expect((await c.signIn(token, secondKey)).status).toBe(200);
    expect((await s.ts.epochs.storage.accounts.gamesOf(accountId, 10)).map((g) => g.game.roomId)).toEqual([roomId]);
    expect(await s.ts.epochs.storage.accounts.gamesOf(second.body.account.id, 10)).toEqual(before);
    for (const j of [back, other]) await j.room.leave();
  });

  it("refuses a replayed counter, a reused challenge, another session's challenge and a wrong origin", async () => {
    const c = client("10.2.0.1");
    const key = new SoftAuthenticator(origin);
    const token = await c.guest();
    expect((await c.register(token, key, name())).status).toBe(200);

    // A challenge answers once: the same signed answer sent again is refused.
    const options = (await c.call("POST", "/api/account/passkey/login/options", token)).body.options;
    const answer = key.get(options);
    expect((await c.call("POST", "/api/account/passkey/login/verify", token, { response: answer })).status).toBe(200);
    expect(await c.call("POST", "/api/account/passkey/login/verify", token, { response: answer })).toMatchObject({ status: 400, body: { error: "no-challenge" } });

    // A fresh challenge signed with a counter that did not go up (a cloned authenticator) is refused.
    const used = key.credentials[0].counter;
    expect(await c.signIn(token, key, { counter: used })).toMatchObject({ status: 401, body: { error: "passkey-refused" } });
    expect(await c.signIn(token, key, { counter: used - 1 })).toMatchObject({ status: 401, body: { error: "passkey-refused" } });
    expect((await c.signIn(token, key, { counter: used + 1 })).status).toBe(200);

    // The challenge belongs to the session that asked for it.
    const other = await c.guest();
    const asked = (await c.call("POST", "/api/account/passkey/login/options", token)).body.options;
    expect(await c.call("POST", "/api/account/passkey/login/verify", other, { response: key.get(asked) })).toMatchObject({ status: 400, body: { error: "no-challenge" } });

    // Signed on another page (a look-alike site relaying our challenge): refused at sign-in and at registration.
    expect(await c.signIn(token, key, { origin: "http://evil.localhost" })).toMatchObject({ status: 401, body: { error: "passkey-refused" } });
    const guest = await c.guest();
    expect(await c.register(guest, new SoftAuthenticator(origin), name(), { origin: "https://epochs.example" })).toMatchObject({ status: 401, body: { error: "passkey-refused" } });
    expect((await c.call("GET", "/api/account", guest)).body.account).toMatchObject({ guest: true }); // nothing claimed

    // An expired challenge answers nothing (the clock of the store, not the test's).
    const hash = hashSessionToken(token);
    await s.ts.epochs.storage.passkeys.putChallenge(hash, { purpose: "login", challenge: "abc", name: null, expiresAt: Date.now() - 1 }, Date.now() - 10_000);
    expect(await s.ts.epochs.storage.passkeys.takeChallenge(hash, Date.now())).toBeNull();
  });

  it("refuses another account's credential: as someone else's user, and to list or remove", async () => {
    const c = client("10.3.0.1");
    const ann = new SoftAuthenticator(origin), bob = new SoftAuthenticator(origin);
    const annToken = await c.guest(), bobToken = await c.guest();
    expect((await c.register(annToken, ann, name())).status).toBe(200);
    expect((await c.register(bobToken, bob, name())).status).toBe(200);
    // Ann's credential claiming to be Bob's user (a tampered user handle) is refused.
    const bobHandle = bob.credentials[0].userHandle;
    expect(await c.signIn(annToken, ann, { userHandle: bobHandle })).toMatchObject({ status: 401, body: { error: "passkey-refused" } });
    // Bob's signature under Ann's credential id: refused.
    const options = (await c.call("POST", "/api/account/passkey/login/options", bobToken)).body.options;
    const forged = bob.get(options);
    forged.id = forged.rawId = ann.get(options).id;
    expect(await c.call("POST", "/api/account/passkey/login/verify", bobToken, { response: forged })).toMatchObject({ status: 401, body: { error: "passkey-refused" } });
    // Bob neither sees nor removes Ann's passkey.
    const annKey = (await c.call("GET", "/api/account/passkeys", annToken)).body.passkeys[0].id;
    expect((await c.call("GET", "/api/account/passkeys", bobToken)).body.passkeys.map((p: any) => p.id)).not.toContain(annKey);
    expect(await c.call("DELETE", `/api/account/passkeys/${annKey}`, bobToken)).toMatchObject({ status: 404, body: { error: "unknown-passkey" } });
    expect((await c.call("GET", "/api/account/passkeys", annToken)).body.passkeys).toHaveLength(1);
  });

  it("adds passkeys to a password account and removes them; the last passkey of an account without a password stays", async () => {
    const c = client("10.4.0.1");
    const token = await c.guest();
    // A guest adds a passkey only by claiming the account with a name.
    expect(await c.call("POST", "/api/account/passkey/register/options", token, {})).toMatchObject({ status: 400, body: { error: "no-name" } });
    const account = name();
    expect((await c.call("POST", "/api/account/claim", token, { name: account, password: "correct horse" })).status).toBe(200);
    expect(await c.call("POST", "/api/account/passkey/register/options", token, { name: name() })).toMatchObject({ status: 409, body: { error: "already-claimed" } });
    const laptop = new SoftAuthenticator(origin), phone = new SoftAuthenticator(origin);
    expect(await c.register(token, laptop, null)).toMatchObject({ status: 200, body: { account: { name: account } } });
    expect((await c.register(token, phone, null)).status).toBe(200);
    // The second registration's options named the first passkey, so the browser would not make it twice.
    const keys = (await c.call("GET", "/api/account/passkeys", token)).body.passkeys as any[];
    expect(keys).toHaveLength(2);
    const again = await c.call("POST", "/api/account/passkey/register/options", token, {});
    expect(again.body.options.excludeCredentials.map((e: any) => e.id).sort()).toEqual(keys.map((k) => k.id).sort());
    // With a password, every passkey may go.
    for (const k of keys) expect((await c.call("DELETE", `/api/account/passkeys/${k.id}`, token)).status).toBe(200);
    expect((await c.signIn(token, laptop)).body).toEqual({ error: "passkey-refused" });

    // Without one, the last passkey is the only way in and stays.
    const other = await c.guest();
    const a = new SoftAuthenticator(origin), b = new SoftAuthenticator(origin);
    expect((await c.register(other, a, name())).status).toBe(200);
    expect((await c.register(other, b, null)).status).toBe(200);
    const [first, second] = (await c.call("GET", "/api/account/passkeys", other)).body.passkeys;
    expect((await c.call("DELETE", `/api/account/passkeys/${first.id}`, other)).body.passkeys).toEqual([second]);
    expect(await c.call("DELETE", `/api/account/passkeys/${second.id}`, other)).toMatchObject({ status: 409, body: { error: "last-passkey" } });
  });

  it("names a passkey as it is made, renames it, and lists the names; a bad name is refused and may be corrected", async () => {
    const c = client("10.8.0.1");
    const token = await c.guest();
    const laptop = new SoftAuthenticator(origin), phone = new SoftAuthenticator(origin), key = new SoftAuthenticator(origin);
    expect((await c.register(token, laptop, name(), {}, "  Laptop  ")).status).toBe(200);
    expect((await c.register(token, phone, null)).status).toBe(200);
    let keys = (await c.call("GET", "/api/account/passkeys", token)).body.passkeys as any[];
    expect(keys.map((k) => k.name)).toEqual(["Laptop", null]); // trimmed; unnamed: the client numbers it

    // A bad name at the answer is refused before its challenge is spent: the same answer goes through with a good one.
    const options = (await c.call("POST", "/api/account/passkey/register/options", token, {})).body.options;
    const response = key.create(options);
    for (const bad of ["", "   ", "x".repeat(41), "Tab\there", 7]) {
      expect(await c.call("POST", "/api/account/passkey/register/verify", token, { response, passkeyName: bad })).toMatchObject({ status: 400, body: { error: "bad-passkey-name" } });
    }
    expect((await c.call("POST", "/api/account/passkey/register/verify", token, { response, passkeyName: "Security key" })).status).toBe(200);

    // Renaming: the answer is the list as it is now.
    const renamed = await c.call("PATCH", `/api/account/passkeys/${keys[1].id}`, token, { name: "Phone (Ann's)" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.passkeys.map((k: any) => k.name)).toEqual(["Laptop", "Phone (Ann's)", "Security key"]);
    expect(await c.call("PATCH", `/api/account/passkeys/${keys[1].id}`, token, { name: "" })).toMatchObject({ status: 400, body: { error: "bad-passkey-name" } });
    expect(await c.call("PATCH", `/api/account/passkeys/${keys[1].id}`, token, {})).toMatchObject({ status: 400, body: { error: "bad-passkey-name" } });
    expect(await c.call("PATCH", "/api/account/passkeys/AAAA", token, { name: "Nope" })).toMatchObject({ status: 404, body: { error: "unknown-passkey" } });
    // Nobody else renames them.
    const other = await c.guest();
    expect((await c.register(other, new SoftAuthenticator(origin), name())).status).toBe(200);
    expect(await c.call("PATCH", `/api/account/passkeys/${keys[0].id}`, other, { name: "Mine now" })).toMatchObject({ status: 404, body: { error: "unknown-passkey" } });
    expect(await c.call("PATCH", `/api/account/passkeys/${keys[0].id}`, null, { name: "Mine now" })).toMatchObject({ status: 401, body: { error: "no-session" } });
    keys = (await c.call("GET", "/api/account/passkeys", token)).body.passkeys;
    expect(keys.map((k) => k.name)).toEqual(["Laptop", "Phone (Ann's)", "Security key"]);
    // A name is no way in: signing in with the renamed passkey works as before.
    expect((await c.signIn(await c.guest(), phone)).status).toBe(200);
  });

  it("a passkey-only account sets a password and then signs in with it; nobody else sets one", async () => {
    const c = client("10.9.0.1");
    const token = await c.guest();
    const key = new SoftAuthenticator(origin);
    const account = name();
    const claimed = await c.register(token, key, account);
    expect(claimed.body.account).toMatchObject({ name: account, guest: false, hasPassword: false });
    expect(await c.call("POST", "/api/account/password", token, { password: "short" })).toMatchObject({ status: 400, body: { error: "bad-password" } });
    expect(await c.call("POST", "/api/account/password", token, {})).toMatchObject({ status: 400, body: { error: "bad-password" } });
    const set = await c.call("POST", "/api/account/password", token, { password: "a passkey and a password" });
    expect(set).toMatchObject({ status: 200, body: { account: { id: claimed.body.account.id, name: account, hasPassword: true } } });
    expect(set.cookie).toBeNull(); // the session goes on
    expect((await c.call("GET", "/api/account", token)).body.account).toMatchObject({ hasPassword: true });
    expect((await c.call("POST", "/api/account/login", null, { name: account, password: "a passkey and a password" })).status).toBe(200);
    // Setting is not changing: an account with a password keeps it.
    expect(await c.call("POST", "/api/account/password", token, { password: "another one entirely" })).toMatchObject({ status: 409, body: { error: "has-password" } });
    expect((await c.call("POST", "/api/account/login", null, { name: account, password: "another one entirely" })).status).toBe(401);
    // With a password, the last passkey may go.
    const [only] = (await c.call("GET", "/api/account/passkeys", token)).body.passkeys;
    expect((await c.call("DELETE", `/api/account/passkeys/${only.id}`, token)).body.passkeys).toEqual([]);

    // A guest claims a name with its password instead; no session, no password.
    const guest = await c.guest();
    expect((await c.call("GET", "/api/account", guest)).body.account).toMatchObject({ guest: true, hasPassword: false });
    expect(await c.call("POST", "/api/account/password", guest, { password: "a guest's password" })).toMatchObject({ status: 400, body: { error: "no-name" } });
    expect(await c.call("POST", "/api/account/password", null, { password: "nobody's password" })).toMatchObject({ status: 401, body: { error: "no-session" } });
    // A password account (claimed with one) has it already.
    expect((await c.call("POST", "/api/account/claim", guest, { name: name(), password: "correct horse" })).body.account).toMatchObject({ hasPassword: true });
    expect(await c.call("POST", "/api/account/password", guest, { password: "battery staple" })).toMatchObject({ status: 409, body: { error: "has-password" } });
  });

  it("refuses a taken or bad name, is off for an unconfigured host, and throttles failed passkey sign-ins", async () => {
    const c = client("10.5.0.1");
    const taken = name();
    const first = await c.guest();
    expect((await c.register(first, new SoftAuthenticator(origin), taken)).status).toBe(200);
    const second = await c.guest();
    expect(await c.call("POST", "/api/account/passkey/register/options", second, { name: taken.toUpperCase() })).toMatchObject({ status: 409, body: { error: "name-taken" } });
    expect(await c.call("POST", "/api/account/passkey/register/options", second, { name: "x" })).toMatchObject({ status: 400, body: { error: "bad-account" } });
    expect(await c.call("POST", "/api/account/passkey/login/options", null)).toMatchObject({ status: 401, body: { error: "no-session" } });
    // A site name nobody configured: no relying party to answer for.
    expect(await call("POST", "/api/account/passkey/login/options", second, undefined, "10.5.0.1", "epochs.example")).toMatchObject({ status: 503, body: { error: "passkeys-off" } });

    const from = "10.6.0.1";
    const t = await client(from).guest();
    let refusedAfter = -1;
    for (let i = 0; i < 20; i++) {
      const answer = await call("POST", "/api/account/passkey/login/verify", t, { response: { id: "AAAA" } }, from);
      if (answer.status === 429) { refusedAfter = i; break; }
      expect(answer).toMatchObject({ status: 401, body: { error: "passkey-refused" } });
    }
    expect(refusedAfter).toBe(10);
    // The password sign-in shares the budget.
    expect((await call("POST", "/api/account/login", null, { name: taken, password: "whatever-it-is" }, from)).status).toBe(429);
  });
});
