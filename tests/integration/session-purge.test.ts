/**
 * The periodic purge (server/session-purge.ts) on SQLite, and on PostgreSQL in a throw-away schema when
 * DATABASE_URL is set: expired sessions and passkey ceremonies go, and so do guest accounts left without a
 * session that never played; a live session and ceremony, a guest that played, a rated guest, a guest with a
 * passkey, a guest only just made and an account with a name stay; so does a guest seated in an open lobby.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { hashSessionToken, newSessionToken } from "../../server/session-cookie.ts";
import { GUEST_GRACE_MS } from "../../server/storage/upkeep-types.ts";
import { join } from "./clients.ts";
import { startTestServer, until, type TestServer } from "./harness.ts";

function suite(name: string, env: () => Record<string, string>, cleanup: () => Promise<void>, skip = false) {
  describe.skipIf(skip)(name, () => {
    let ts: TestServer;
    beforeAll(async () => { ts = await startTestServer({ SESSION_PURGE_SECONDS: "0.5", ...env() }); });
    afterAll(async () => { await ts?.stop(); await cleanup(); });

    /** A new account (a guest unless named) with one session ending at `expiresAt`; its id and session token. */
    async function account(expiresAt: number, named = false, createdAt = Date.now() - GUEST_GRACE_MS - 1000) {
      const { accounts } = ts.epochs.storage;
      const id = randomUUID();
      await accounts.createGuest(id, createdAt);
      if (named) await accounts.claimAccount(id, `N-${id.slice(0, 8)}`, `n-${id.slice(0, 8)}`, "not-a-password-hash");
      const token = newSessionToken();
      await accounts.createSession(hashSessionToken(token), id, Date.now() - 10_000, expiresAt);
      return { id, token };
    }
    /** Swaps the account's session for one that has expired. */
    async function expire(acc: { id: string; token: string }) {
      const { accounts } = ts.epochs.storage;
      await accounts.deleteSession(hashSessionToken(acc.token));
      acc.token = newSessionToken();
      await accounts.createSession(hashSessionToken(acc.token), acc.id, Date.now() - 10_000, Date.now() - 1000);
    }
    const signedIn = async (token: string) => (await (await fetch(`${ts.url}/api/account`, { headers: { cookie: `epochs_session=${token}` } })).json() as any).account;

    it("deletes expired sessions and the guests that never played, every SESSION_PURGE_SECONDS, and nothing else", async () => {
      const { storage } = ts.epochs;
      const past = Date.now() - 1000;
      const live = await account(Date.now() + 3_600_000);
      // A guest that plays, is rated or has a passkey keeps a live session until that is stored (which waits for a
      // commit, during which the purge may run), so it is never an unused guest meanwhile.
      const played = await account(Date.now() + 3_600_000);
      const rated = await account(Date.now() + 3_600_000);
      const named = await account(past, true);
      const newborn = await account(past, false, Date.now()); // younger than the grace: its session may be on its way
      const gameId = randomUUID();
      await storage.createGame({ id: gameId, roomId: `P${gameId.slice(0, 5)}`, game: "dice-race", mode: "public", options: {}, seed: "s", players: 2,
        seats: [{ name: "A", credentialHash: null, bot: false, accountId: played.id }, { name: "B", credentialHash: null, bot: true }], clockSeconds: null, pace: { kind: "realtime" }, clock: null,
        status: "finished", outcome: { scores: [1, 0], ranking: [[0], [1]] }, createdAt: 1, updatedAt: 1 });
      await expire(played);
      // A guest whose only trace is a rating (its seat was resigned): it stays, the rating keeps its account.
      const ratedGame = randomUUID();
      await storage.createGame({ id: ratedGame, roomId: `R${ratedGame.slice(0, 5)}`, game: "dice-race", mode: "public", options: {}, seed: "s", players: 2,
        seats: [{ name: "A", credentialHash: null, bot: true }, { name: "B", credentialHash: null, bot: true }], clockSeconds: null, pace: { kind: "realtime" }, clock: null,
        status: "finished", outcome: { scores: [1, 0], ranking: [[0], [1]] }, createdAt: 1, updatedAt: 1 });
      await storage.ratings.rateGame(ratedGame, "dice-race", [rated.id], () => new Map([[rated.id, { rating: 1510, rd: 300, volatility: 0.06, games: 1 }]]));
      await expire(rated);
      // A guest with a passkey (the routes give passkeys to named accounts only, but the purge must not trip over
      // the passkey's reference to its account): it stays with its passkey.
      const keyed = await account(Date.now() + 3_600_000);
      expect(await storage.passkeys.addPasskey({ id: `pk-${keyed.id}`, accountId: keyed.id, publicKey: new Uint8Array([1, 2, 3]), counter: 0,
        transports: ["internal"], createdAt: 1, lastUsedAt: null, name: null })).toBeNull();
      await expire(keyed);
      // Last: the purge that takes it has also seen every session above expired.
      const unused = await account(past);
      // Passkey ceremonies: one expired, one under way (stored as of time 0, so storing drops neither).
      const [expiredCeremony, liveCeremony] = [hashSessionToken(newSessionToken()), hashSessionToken(newSessionToken())];
      await storage.passkeys.putChallenge(expiredCeremony, { purpose: "login", challenge: "c1", name: null, expiresAt: past }, 0);
      await storage.passkeys.putChallenge(liveCeremony, { purpose: "login", challenge: "c2", name: null, expiresAt: Date.now() + 3_600_000 }, 0);

      await until(async () => (await storage.accounts.accountById(unused.id)) === null, 5000, "the unused guest purged");
      expect(await signedIn(unused.token)).toBeNull();
      expect(await signedIn(played.token)).toBeNull(); // its session expired, and is gone ...
      expect(await storage.accounts.accountById(played.id)).not.toBeNull(); // ... but not the guest that played
      expect((await storage.accounts.gamesOf(played.id, 10)).map((g) => g.game.id)).toEqual([gameId]);
      expect(await storage.accounts.accountById(rated.id)).not.toBeNull();
      expect(await storage.accounts.accountById(named.id)).not.toBeNull();
      expect(await storage.accounts.accountById(newborn.id)).not.toBeNull();
      expect(await storage.accounts.accountById(keyed.id)).not.toBeNull();
      expect((await storage.passkeys.passkeysOf(keyed.id)).map((k) => k.id)).toEqual([`pk-${keyed.id}`]);
      // The expired ceremony is deleted (taken as of time 0, a row still there would be handed out), the live one kept.
      await until(async () => (await storage.passkeys.takeChallenge(expiredCeremony, 0)) === null, 5000, "the expired ceremony purged");
      expect(await storage.passkeys.takeChallenge(liveCeremony, Date.now())).toMatchObject({ challenge: "c2" });
      expect(await signedIn(named.token)).toBeNull();
      expect(await signedIn(live.token)).toMatchObject({ id: live.id, guest: true });
      // The expired sessions are deleted, not just refused: a purge finds none left to delete.
      expect(await ts.epochs.sessionPurge.purge()).toEqual({ sessions: 0, guests: 0, challenges: 0 });
    });

    it("spares a guest seated in an open lobby whose session ended, so the game's start stores it as the seat's owner", async () => {
      const { storage } = ts.epochs;
      const seated = await account(Date.now() + 3_600_000);
      const sdk = ts.sdk();
      sdk.http.authToken = seated.token;
      const host = await join(sdk.create("game", { game: "dice-race", players: 2, mode: "private", name: "Ada" }));
      const lobbies = async () => ((await (await fetch(`${ts.url}/api/account/games`, { headers: { cookie: `epochs_session=${seated.token}` } })).json()) as any).games;
      await until(async () => (await lobbies()).some((g: any) => g.roomId === host.room.roomId), 3000, "the lobby seat noted");
      // Signed out (or its session ran out) while it waits at the table: it looks like an unused guest to storage.
      await expire(seated);
      await ts.epochs.sessionPurge.purge();
      expect(await storage.accounts.accountById(seated.id)).not.toBeNull();
      const other = await join(ts.sdk().joinById(host.room.roomId, { name: "Bob" }));
      other.room.send("ready", { ready: true });
      await until(() => host.room.state.seats[1]?.ready === true, 3000, "Bob ready");
      host.room.send("start", {});
      await until(() => host.room.state.phase === "playing", 3000, "the game started");
      await until(async () => (await storage.accounts.gamesOf(seated.id, 10)).length === 1, 3000, "the game stored with the guest's seat");
      await host.room.leave();
      await other.room.leave();
    });
  });
}

suite("session purge on SQLite", () => ({}), async () => {});

const DATABASE_URL = process.env.DATABASE_URL;
const schema = `epochs_purge_${process.pid}_${randomUUID().slice(0, 8)}`;
suite("session purge on PostgreSQL", () => ({ DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema }), async () => {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try { await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`); } finally { await client.end(); }
}, !DATABASE_URL);
