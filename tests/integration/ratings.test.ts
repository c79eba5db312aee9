/**
 * Ratings over real websockets and the real storage (SQLite, and PostgreSQL in a throw-away schema when
 * DATABASE_URL is set): a finished quick match of two accounts changes both ratings once — the table hears the
 * change, the leaderboard, each account and the seats at a table show it, and finishing the stored game again after a restart changes
 * nothing — while a private game, and a public game with a bot, change no rating unless the host turns rating on.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import type { ColyseusSDK } from "@colyseus/sdk";
import { join, playToEnd, type Joined } from "./clients.ts";
import { nextMessage, startTestServer, tempDataDir, until, type TestServer } from "./harness.ts";
import { rateFinishedGame } from "../../rooms/game-rating.ts";

const OPTIONS = { target: 8, maxTurns: 6 };

function suite(name: string, env: () => Record<string, string>, cleanup: () => Promise<void>, skip = false) {
  describe.skipIf(skip)(name, () => {
    const servers: TestServer[] = [];
    let shared: Record<string, string>;
    afterAll(async () => { for (const s of servers) await s.stop().catch(() => {}); await cleanup(); });

    async function start(): Promise<TestServer> {
      shared ??= { DATA_DIR: tempDataDir(), QUICK_MATCH_WAIT_SECONDS: "600", ...env() };
      const ts = await startTestServer(shared);
      servers.push(ts);
      return ts;
    }

    async function call(ts: TestServer, method: string, path: string, token: string | null, body?: unknown) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (token) headers.cookie = `epochs_session=${token}`;
      const res = await fetch(`${ts.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const set = res.headers.get("set-cookie");
      return { status: res.status, body: await res.json() as any, cookie: set ? /^epochs_session=([^;]*)/.exec(set)?.[1] ?? null : null };
    }

    async function account(ts: TestServer, name: string | null): Promise<string> {
      const token = (await call(ts, "POST", "/api/account/session", null)).cookie!;
      if (name) expect((await call(ts, "POST", "/api/account/claim", token, { name, password: "correct horse" })).status).toBe(200);
      return token;
    }

    const sdkFor = (ts: TestServer, token: string | null): ColyseusSDK => {
      const sdk = ts.sdk();
      if (token) sdk.http.authToken = token;
      return sdk;
    };

    const leaderboard = async (ts: TestServer) => (await call(ts, "GET", "/api/ratings/dice-race", null)).body.players as any[];
    const ratingOf = async (ts: TestServer, token: string) => (await call(ts, "GET", "/api/account", token)).body.ratings["dice-race"];

    it("a quick match of two accounts changes both ratings once, and not again after a restart", async () => {
      const ts = await start();
      const adaName = `Ada-${randomBytes(3).toString("hex")}`;
      const ada = await account(ts, adaName);
      const bob = await account(ts, null);
      const a = await join(sdkFor(ts, ada).joinOrCreate("game", { game: "dice-race", players: 2, mode: "quick", name: "Ada", options: OPTIONS }));
      const b = await join(sdkFor(ts, bob).joinOrCreate("game", { game: "dice-race", players: 2, mode: "quick", name: "Bob", options: OPTIONS }));
      expect(b.room.roomId).toBe(a.room.roomId);
      await until(() => a.room.state.phase === "playing", 3000, "quick match start");
      const heard = [nextMessage(a.room, "ratings", 20_000), nextMessage(b.room, "ratings", 20_000)];
      const outcome = await playToEnd([a, b]);
      const [toAda, toBob] = await Promise.all(heard);
      expect(toBob).toEqual(toAda);
      expect(toAda.game).toBe("dice-race");
      expect(toAda.seats.map((s: any) => s.before)).toEqual([null, null]);
      const seatOf = (j: Joined) => j.welcome.seat;
      const after = (seat: number) => toAda.seats.find((s: any) => s.seat === seat).after;
      if (outcome.ranking.length === 2) {
        const [[winner], [loser]] = outcome.ranking;
        expect(after(winner)).toBeGreaterThan(1500);
        expect(after(loser)).toBeLessThan(1500);
      } else {
        expect([after(0), after(1)]).toEqual([1500, 1500]);
      }
      expect(await ratingOf(ts, ada)).toMatchObject({ rating: after(seatOf(a)), games: 1 });
      expect(await ratingOf(ts, bob)).toMatchObject({ rating: after(seatOf(b)), games: 1 });
      // My games shows each one's change on the finished game's row (a first rated game counts from 1500).
      for (const [token, j] of [[ada, a], [bob, b]] as const) {
        const [row] = (await call(ts, "GET", "/api/account/games", token)).body.games;
        expect(row).toMatchObject({ status: "finished", ratingChange: after(seatOf(j)) - 1500 });
      }
      const board = await leaderboard(ts);
      expect(board.map((r) => r.games)).toEqual([1, 1]);
      expect(board.map((r) => r.rating)).toEqual([after(0), after(1)].sort((x, y) => y - x));
      expect(board.find((r) => r.name === adaName)).toMatchObject({ rating: after(seatOf(a)) });
      expect(board.some((r) => r.name === null)).toBe(true); // Bob is a guest: no name, and no account id shown
      expect(Object.keys(board[0]).sort()).toEqual(["games", "name", "place", "rating", "rd"]);
      // The table shows the new ratings next to the names.
      await until(() => a.room.state.seats.every((s: any) => s.rating === after(s.index)), 3000, "ratings at the table");
      await a.room.leave();
      await b.room.leave();

      // A new lobby shows a rated account's rating next to its name as it sits down.
      const lobby = await join(sdkFor(ts, ada).create("game", { game: "dice-race", players: 2, mode: "public", name: "Ada", options: OPTIONS }));
      await until(() => lobby.room.state.seats[0].rating === after(seatOf(a)), 3000, "Ada's rating in the lobby");
      const newcomer = await join(sdkFor(ts, await account(ts, null)).joinById(lobby.room.roomId, { name: "Cy" }));
      await new Promise((r) => setTimeout(r, 100));
      expect(lobby.room.state.seats[1].rating).toBe(0);
      await newcomer.room.leave();
      await lobby.room.leave();

      // A restart, and the stored game finished once more (as a restore replaying to the end would): no change.
      await ts.stop();
      const again = await start();
      const adaId = (await call(again, "GET", "/api/account", ada)).body.account.id;
      const [mine] = await again.epochs.storage.accounts.gamesOf(adaId, 10);
      const stored = (await again.epochs.storage.loadGame(mine.game.id))!;
      expect(stored.game.status).toBe("finished");
      expect(await rateFinishedGame(again.epochs.storage, stored.game, stored.game.outcome!)).toBeNull();
      expect(await leaderboard(again)).toEqual(board);
      expect(await ratingOf(again, ada)).toMatchObject({ rating: after(seatOf(a)), games: 1 });
    });

    it("a resignation in a rated game is rated at once as the resigner's loss, and the game's end rates nothing more", async () => {
      const ts = await start();
      const ann = await account(ts, null);
      const ben = await account(ts, null);
      const a = await join(sdkFor(ts, ann).joinOrCreate("game", { game: "dice-race", players: 2, mode: "quick", name: "Ann", options: OPTIONS }));
      const b = await join(sdkFor(ts, ben).joinOrCreate("game", { game: "dice-race", players: 2, mode: "quick", name: "Ben", options: OPTIONS }));
      expect(b.room.roomId).toBe(a.room.roomId);
      await until(() => a.room.state.phase === "playing", 3000, "quick match start");
      const heard = nextMessage(a.room, "ratings", 20_000);
      b.room.send("resign", {});
      const rated = await heard;
      const after = (seat: number) => rated.seats.find((s: any) => s.seat === seat).after;
      expect(after(b.welcome.seat)).toBeLessThan(1500);
      expect(after(a.welcome.seat)).toBeGreaterThan(1500);
      // A bot plays Ben's seat to the end: that end is no rated result.
      let again = false;
      a.room.onMessage("ratings", () => { again = true; });
      await playToEnd([a]);
      await new Promise((r) => setTimeout(r, 200));
      expect(again).toBe(false);
      expect(await ratingOf(ts, ann)).toMatchObject({ rating: after(a.welcome.seat), games: 1 });
      expect(await ratingOf(ts, ben)).toMatchObject({ rating: after(b.welcome.seat), games: 1 });
      await a.room.leave();
    });

    it("a private game of two accounts, and a public game with a bot, change no rating", async () => {
      const ts = servers.at(-1) ?? await start();
      const before = await leaderboard(ts);
      const carol = await account(ts, null);
      const dan = await account(ts, null);
      const host = await join(sdkFor(ts, carol).create("game", { game: "dice-race", players: 2, mode: "private", name: "Carol", options: OPTIONS }));
      const guest = await join(sdkFor(ts, dan).joinById(host.room.roomId, { name: "Dan" }));
      guest.room.send("ready", { ready: true });
      await until(() => host.room.state.seats[1]?.ready === true, 3000, "Dan ready");
      host.room.send("start", {});
      await until(() => host.room.state.phase === "playing", 3000, "private start");
      let rated = false;
      host.room.onMessage("ratings", () => { rated = true; });
      await playToEnd([host, guest]);

      const solo = await join(sdkFor(ts, carol).create("game", { game: "dice-race", players: 2, mode: "public", name: "Carol", options: OPTIONS }));
      solo.room.onMessage("ratings", () => { rated = true; });
      solo.room.send("add-bot", {});
      await until(() => solo.room.state.seats[1]?.bot === true, 3000, "a bot seat");
      solo.room.send("start", {});
      await until(() => solo.room.state.phase === "playing", 3000, "bot game start");
      await playToEnd([solo]);
      await new Promise((r) => setTimeout(r, 100));

      expect(rated).toBe(false);
      expect(await leaderboard(ts)).toEqual(before);
      expect((await call(ts, "GET", "/api/account", carol)).body.ratings).toEqual({});
      expect((await call(ts, "GET", "/api/account", dan)).body.ratings).toEqual({});
      for (const j of [host, guest, solo]) await j.room.leave();
    });

    it("a private lobby whose host turns rating on rates its people among themselves, leaving its bot out", async () => {
      const ts = servers.at(-1) ?? await start();
      const erin = await account(ts, null);
      const finn = await account(ts, null);
      const host = await join(sdkFor(ts, erin).create("game", { game: "dice-race", players: 3, mode: "private", name: "Erin", options: OPTIONS }));
      expect(host.room.state.rated).toBe(false); // a private lobby is unrated unless the host asks
      const guest = await join(sdkFor(ts, finn).joinById(host.room.roomId, { name: "Finn" }));
      host.room.send("add-bot", {});
      await until(() => host.room.state.seats[2]?.bot === true, 3000, "a bot seat");
      host.room.send("configure", { rated: true });
      await until(() => host.room.state.rated === true, 3000, "rated on");
      guest.room.send("ready", { ready: true });
      await until(() => host.room.state.seats[1]?.ready === true, 3000, "Finn ready");
      host.room.send("start", {});
      await until(() => host.room.state.phase === "playing", 3000, "private start");
      const heard = nextMessage(host.room, "ratings", 20_000);
      await playToEnd([host, guest]);
      const rated = await heard;
      expect(rated.seats.map((s: any) => s.seat).sort()).toEqual([host.welcome.seat, guest.welcome.seat].sort());
      expect(rated.seats.map((s: any) => s.before)).toEqual([null, null]);
      expect(await ratingOf(ts, erin)).toMatchObject({ games: 1 });
      const erinAfter = rated.seats.find((s: any) => s.seat === host.welcome.seat).after;
      expect((await call(ts, "GET", "/api/account/games", erin)).body.games[0]).toMatchObject({ ratingChange: erinAfter - 1500 });
      expect(await ratingOf(ts, finn)).toMatchObject({ games: 1 });
      for (const j of [host, guest]) await j.room.leave();
    });

    it("a public lobby is rated until a bot sits down, and the host's choice then stands", async () => {
      const ts = servers.at(-1) ?? await start();
      const gus = await account(ts, null);
      const lobby = await join(sdkFor(ts, gus).create("game", { game: "dice-race", players: 3, mode: "public", name: "Gus", options: OPTIONS }));
      expect(lobby.room.state.rated).toBe(true);
      lobby.room.send("add-bot", {});
      await until(() => lobby.room.state.rated === false, 3000, "a bot makes the default unrated");
      lobby.room.send("remove-bot", { seat: 1 });
      await until(() => lobby.room.state.rated === true, 3000, "no bot: rated again");
      lobby.room.send("configure", { rated: false });
      await until(() => lobby.room.state.rated === false, 3000, "the host turned it off");
      lobby.room.send("add-bot", {});
      lobby.room.send("remove-bot", { seat: 1 });
      await until(() => lobby.room.state.seats[1]?.bot === false, 3000, "bot removed");
      expect(lobby.room.state.rated).toBe(false);
      await lobby.room.leave();

      // A quick match has no host to choose: neither its creator's option nor its first seat's configure unrates it.
      const quick = await join(sdkFor(ts, gus).joinOrCreate("game", { game: "dice-race", players: 4, mode: "quick", name: "Gus", rated: false }));
      expect(quick.room.state.rated).toBe(true);
      quick.room.send("configure", { rated: false });
      await new Promise((r) => setTimeout(r, 200));
      expect(quick.room.state.rated).toBe(true);
      await quick.room.leave();
    });

    it("a private lobby with rating left off changes no rating, and the stored game says it is unrated", async () => {
      const ts = servers.at(-1) ?? await start();
      const hal = await account(ts, null);
      const ivy = await account(ts, null);
      const host = await join(sdkFor(ts, hal).create("game", { game: "dice-race", players: 2, mode: "private", name: "Hal", options: OPTIONS }));
      const guest = await join(sdkFor(ts, ivy).joinById(host.room.roomId, { name: "Ivy" }));
      host.room.send("configure", { rated: true });
      host.room.send("configure", { rated: false });
      guest.room.send("ready", { ready: true });
      await until(() => host.room.state.seats[1]?.ready === true, 3000, "Ivy ready");
      host.room.send("start", {});
      await until(() => host.room.state.phase === "playing", 3000, "private start");
      let rated = false;
      host.room.onMessage("ratings", () => { rated = true; });
      await playToEnd([host, guest]);
      await new Promise((r) => setTimeout(r, 100));
      expect(rated).toBe(false);
      expect((await call(ts, "GET", "/api/account", hal)).body.ratings).toEqual({});
      expect((await call(ts, "GET", "/api/account/games", hal)).body.games[0]).toMatchObject({ status: "finished", ratingChange: null });
      const halId = (await call(ts, "GET", "/api/account", hal)).body.account.id;
      const [mine] = await ts.epochs.storage.accounts.gamesOf(halId, 10);
      expect((await ts.epochs.storage.loadGame(mine.game.id))!.game.rated).toBe(false);
      for (const j of [host, guest]) await j.room.leave();
    });

    it("pages the leaderboard with its total, and tells each asker its own place, on the page or not", async () => {
      const ts = servers.at(-1) ?? await start();
      const before = (await call(ts, "GET", "/api/ratings/dice-race?limit=1", null)).body.total as number;
      const tag = randomBytes(2).toString("hex");
      const people = await Promise.all([3100, 3050, 3000, 3000, 2950].map(async (rating, i) => {
        const token = await account(ts, `Top${i}-${tag}`);
        return { token, rating, id: (await call(ts, "GET", "/api/account", token)).body.account.id as string };
      }));
      // A stored game to rate them by, with ratings of our choosing (a real game cannot aim at them).
      const id = randomUUID();
      await ts.epochs.storage.createGame({ id, roomId: `T${tag}`, game: "dice-race", mode: "public", options: OPTIONS, seed: "s", players: 5,
        seats: people.map((p, i) => ({ name: `P${i}`, credentialHash: null, bot: false, accountId: p.id })), clockSeconds: null, pace: { kind: "realtime" }, clock: null, status: "finished", outcome: { scores: [0, 0, 0, 0, 0], ranking: [[0, 1, 2, 3, 4]] }, createdAt: 1, updatedAt: 1 });
      await ts.epochs.storage.ratings.rateGame(id, "dice-race", people.map((p) => p.id),
        () => new Map(people.map((p) => [p.id, { rating: p.rating, rd: 60, volatility: 0.06, games: 7 }])));

      const page = async (query: string, token: string | null = null) => (await call(ts, "GET", `/api/ratings/dice-race?${query}`, token)).body;
      const first = await page("offset=0&limit=2", people[4].token);
      expect(first.total).toBe(before + 5);
      expect(first.offset).toBe(0);
      expect(first.players).toEqual([
        { place: 1, name: `Top0-${tag}`, rating: 3100, rd: 60, games: 7 },
        { place: 2, name: `Top1-${tag}`, rating: 3050, rd: 60, games: 7 },
      ]);
      expect(first.you).toEqual({ place: 5, name: `Top4-${tag}`, rating: 2950, rd: 60, games: 7 }); // off this page
      const second = await page("offset=2&limit=2", people[2].token);
      expect(second.players.map((r: any) => [r.place, r.rating])).toEqual([[3, 3000], [4, 3000]]);
      // Equal ratings: the asker's own place is the one its row has on the page.
      expect(second.players.find((r: any) => r.name === `Top2-${tag}`).place).toBe(second.you.place);
      const third = await page("offset=2&limit=2", people[3].token);
      expect(third.players.find((r: any) => r.name === `Top3-${tag}`).place).toBe(third.you.place);
      expect((await page("offset=4&limit=1", null)).you).toBeNull(); // no session: no place of one's own
      expect((await page("offset=4&limit=1", await account(ts, null))).you).toBeNull(); // no rating in this game
      expect((await page(`offset=${before + 5}`, null)).players).toEqual([]);
    });

    it("answers 404 for an unknown game and 400 for a bad limit or offset", async () => {
      const ts = servers.at(-1) ?? await start();
      expect((await call(ts, "GET", "/api/ratings/no-such-game", null)).status).toBe(404);
      expect((await call(ts, "GET", "/api/ratings/dice-race?limit=0", null)).status).toBe(400);
      expect((await call(ts, "GET", "/api/ratings/dice-race?offset=-1", null)).status).toBe(400);
      expect((await call(ts, "GET", "/api/ratings/dice-race?offset=1.5", null)).status).toBe(400);
      expect((await call(ts, "GET", "/api/ratings/dice-race?limit=1", null)).body.players).toHaveLength(1);
    });
  });
}

suite("ratings on SQLite", () => ({}), async () => {});

const DATABASE_URL = process.env.DATABASE_URL;
const schema = `epochs_rate_${process.pid}_${randomUUID().slice(0, 8)}`;
suite("ratings on PostgreSQL", () => ({ DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema }), async () => {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try { await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`); } finally { await client.end(); }
}, !DATABASE_URL);
