/**
 * A guest who played signs in to an existing account with its password (SQLite, and PostgreSQL in a throw-away
 * schema when DATABASE_URL is set): the guest's games move into the account — its running game (whose loaded
 * room hears of it and gives the seat back to the account), its finished rated game with its rating and rating
 * change — and the guest's session ends; a game both already sat in keeps the guest's seat; an account with a
 * name signing in to another moves nothing. Once more with the Redis presence when REDIS_URL is set.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import type { ColyseusSDK } from "@colyseus/sdk";
import { matchMaker } from "@colyseus/core";
import { join, playToEnd } from "./clients.ts";
import { nextMessage, startTestServer, until, type TestServer } from "./harness.ts";

function suite(name: string, env: () => Record<string, string>, cleanup: () => Promise<void>, skip = false) {
  describe.skipIf(skip)(name, () => {
    let ts: TestServer;
    beforeAll(async () => { ts = await startTestServer({ QUICK_MATCH_WAIT_SECONDS: "600", ...env() }); });
    afterAll(async () => { await ts?.stop(); await cleanup(); });

    async function call(method: string, path: string, token: string | null, body?: unknown) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (token) headers.cookie = `epochs_session=${token}`;
      const res = await fetch(`${ts.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const set = res.headers.get("set-cookie");
      return { status: res.status, body: await res.json() as any, cookie: set ? /^epochs_session=([^;]*)/.exec(set)?.[1] ?? null : null };
    }
    const guest = async () => (await call("POST", "/api/account/session", null)).cookie!;
    /** A new account with a name and the password "correct horse"; its session token and name. */
    async function named(): Promise<{ token: string; name: string }> {
      const token = await guest();
      const name = `Ada-${randomBytes(3).toString("hex")}`;
      expect((await call("POST", "/api/account/claim", token, { name, password: "correct horse" })).status).toBe(200);
      return { token, name };
    }
    const signIn = async (token: string, name: string) => {
      const answer = await call("POST", "/api/account/login", token, { name, password: "correct horse" });
      expect(answer.status).toBe(200);
      return answer.cookie!;
    };
    const sdkFor = (token: string | null): ColyseusSDK => {
      const sdk = ts.sdk();
      if (token) sdk.http.authToken = token;
      return sdk;
    };
    const gamesOf = async (token: string) => (await call("GET", "/api/account/games", token)).body.games as any[];

    it("moves a guest's running and finished games, its rating and its rating changes into the account it signs in to", async () => {
      const ada = await named();
      const guestToken = await guest();
      // A finished rated quick match against another guest, and a running private game against a person.
      const g = await join(sdkFor(guestToken).joinOrCreate("game", { game: "dice-race", players: 2, mode: "quick", name: "G", options: { target: 8, maxTurns: 6 } }));
      const h = await join(sdkFor(await guest()).joinOrCreate("game", { game: "dice-race", players: 2, mode: "quick", name: "H", options: { target: 8, maxTurns: 6 } }));
      await until(() => g.room.state.phase === "playing", 3000, "quick match start");
      const rated = nextMessage(g.room, "ratings", 20_000);
      await playToEnd([g, h]);
      const guestAfter = (await rated).seats.find((s: any) => s.seat === g.welcome.seat).after;
      await g.room.leave();
      await h.room.leave();
      const running = await join(sdkFor(guestToken).create("game", { game: "dice-race", players: 2, mode: "private", name: "G" }));
      const person = await join(sdkFor(null).joinById(running.room.roomId, { name: "P" }));
      person.room.send("ready", { ready: true });
      await until(() => running.room.state.seats[1]?.ready === true, 3000, "P ready");
      running.room.send("start", {});
      await until(() => running.room.state.phase === "playing", 3000, "start");
      const roomId = running.room.roomId;
      const guestGames = await gamesOf(guestToken);
      expect(guestGames.map((x) => x.status).sort()).toEqual(["finished", "playing"]);
      // And an open lobby (not stored: the room itself moves the seat).
      const lobby = await join(sdkFor(guestToken).create("game", { game: "dice-race", players: 3, mode: "public", name: "G" }));
      await until(async () => (await gamesOf(guestToken)).some((x) => x.roomId === lobby.room.roomId), 3000, "the guest's lobby in My games");
      // The loaded rooms hear of merges through one subscription of the process (Colyseus scopes a room's own presence).
      const local = matchMaker.presence as { subscriptions?: { listenerCount(topic: string): number } };
      if (local.subscriptions) expect(local.subscriptions.listenerCount("epochs:account-merged")).toBe(1);

      const adaToken = await signIn(guestToken, ada.name);
      // The guest's session has ended; the account has the games, the rating and the change.
      expect((await call("GET", "/api/account", guestToken)).body.account).toBeNull();
      await until(async () => (await gamesOf(adaToken)).some((x) => x.roomId === lobby.room.roomId && x.status === "lobby"), 3000, "the lobby in the account's My games");
      const adaGames = (await gamesOf(adaToken)).filter((x) => x.status !== "lobby");
      expect(adaGames.map((x) => [x.roomId, x.status, x.seat]).sort()).toEqual(guestGames.map((x) => [x.roomId, x.status, x.seat]).sort());
      expect(adaGames.find((x) => x.status === "finished").ratingChange).toBe(guestAfter - 1500);
      expect((await call("GET", "/api/account", adaToken)).body.ratings["dice-race"]).toMatchObject({ rating: guestAfter, games: 1 });
      expect((await gamesOf(ada.token)).length).toBe(3); // the account's other session sees them too
      await lobby.room.leave();
      // The loaded room moved the seat: the account takes it back without a credential (the guest's connection closes).
      await running.room.leave();
      const back = await join(sdkFor(adaToken).joinById(roomId, { name: "Ada" }));
      expect(back.welcome.seat).toBe(running.welcome.seat);
      for (const j of [back, person]) await j.room.leave();
    });

    it("keeps the guest's seat in a game the account sits in already, and moves nothing for a named account", async () => {
      const ada = await named();
      const guestToken = await guest();
      // Ada and the guest at one table (Ada hosts), both people.
      const host = await join(sdkFor(ada.token).create("game", { game: "dice-race", players: 2, mode: "private", name: "Ada" }));
      const other = await join(sdkFor(guestToken).joinById(host.room.roomId, { name: "G" }));
      other.room.send("ready", { ready: true });
      await until(() => host.room.state.seats[1]?.ready === true, 3000, "G ready");
      host.room.send("start", {});
      await until(() => host.room.state.phase === "playing", 3000, "start");
      const adaToken = await signIn(guestToken, ada.name);
      const mine = (await gamesOf(adaToken)).filter((x) => x.roomId === host.room.roomId);
      expect(mine.map((x) => x.seat)).toEqual([0]);
      // The guest keeps its seat in that game (one account never holds two seats of a game).
      const adaId = (await call("GET", "/api/account", adaToken)).body.account.id;
      const [{ game: shared }] = (await ts.epochs.storage.accounts.gamesOf(adaId, 10)).filter((x) => x.game.roomId === host.room.roomId);
      const stored = (await ts.epochs.storage.loadGame(shared.id))!;
      expect(stored.game.seats.map((x) => x.accountId === adaId)).toEqual([true, false]);
      expect(stored.game.seats[1].accountId).toBeTruthy();

      // A named account signing in to another: its games stay its own.
      const ben = await named();
      const benGamesBefore = await gamesOf(ben.token);
      await signIn(adaToken, ben.name);
      expect((await gamesOf(ada.token)).map((x) => x.roomId)).toContain(host.room.roomId);
      expect(await gamesOf(ben.token)).toEqual(benGamesBefore);
      for (const j of [host, other]) await j.room.leave();
    });
  });
}

suite("guest merge on SQLite", () => ({}), async () => {});

const DATABASE_URL = process.env.DATABASE_URL;
const schema = `epochs_merge_${process.pid}_${randomUUID().slice(0, 8)}`;
suite("guest merge on PostgreSQL", () => ({ DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema }), async () => {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try { await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`); } finally { await client.end(); }
}, !DATABASE_URL);

// The rooms hear of a merge over Redis as well (the presence every process shares when REDIS_URL is set).
const REDIS_URL = process.env.REDIS_URL;
suite("guest merge with Redis presence", () => ({ REDIS_URL: REDIS_URL! }), async () => {}, !REDIS_URL);
