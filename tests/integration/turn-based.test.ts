/**
 * Turn-based play over real websockets and the real storage (SQLite, and PostgreSQL in a throw-away schema when
 * DATABASE_URL is set), with clocks of seconds: a game nobody is connected to unloads and keeps its clock; a move
 * wakes it with the deadline it had; a clock that runs out while it is unloaded is woken by the sweep and a bot
 * plays the seat; its owner takes the seat back.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import type { ColyseusSDK } from "@colyseus/sdk";
import { askHints, join, sendMove, type Joined } from "./clients.ts";
import { startTestServer, until, type TestServer } from "./harness.ts";

/** Per-move clock of the games here, in seconds. */
const CLOCK = 4;

function suite(name: string, env: () => Record<string, string>, cleanup: () => Promise<void>, skip = false) {
  describe.skipIf(skip)(name, () => {
    let ts: TestServer;
    beforeAll(async () => {
      ts = await startTestServer({
        TURN_CLOCK_MIN_SECONDS: "1", TURN_BASED_UNLOAD_SECONDS: "0.3", CLOCK_SWEEP_SECONDS: "0.2",
        RECONNECT_SECONDS: "1", BOT_DELAY_MS: "20", ...env(),
      });
    });
    afterAll(async () => { await ts?.stop(); await cleanup(); });

    async function session(): Promise<string> {
      const res = await fetch(`${ts.url}/api/account/session`, { method: "POST" });
      return /epochs_session=([^;]*)/.exec(res.headers.get("set-cookie") ?? "")![1];
    }
    const sdkFor = (token: string): ColyseusSDK => {
      const sdk = ts.sdk();
      sdk.http.authToken = token;
      return sdk;
    };
    const api = async (path: string, token: string, method = "GET") =>
      (await fetch(`${ts.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: method === "POST" ? "{}" : undefined })).json();
    const live = async (roomId: string) => {
      const { matchMaker } = await import("@colyseus/core");
      return (await matchMaker.query({ roomId })).length > 0;
    };
    const stored = async (roomId: string) => {
      const game = (await ts.epochs.storage.listUnfinished()).find((g) => g.roomId === roomId)!;
      return (await ts.epochs.storage.loadGame(game.id))!;
    };
    /** Back at the table: wakes the game if it is unloaded (My games → resume), then joins it signed in. */
    async function comeBack(token: string, roomId: string, name: string): Promise<Joined> {
      expect(await api(`/api/resume/${roomId}`, token, "POST")).toEqual({ live: true });
      return join(sdkFor(token).joinById(roomId, { name }));
    }
    /** Passes, or answers the challenge a bot's roll of a 6 may have put to the seat. */
    async function decide(table: Joined) {
      const { moves } = await askHints(table.room);
      return sendMove(table.room, moves.find((m) => m.type === "pass") ?? moves[0]);
    }
    async function leave(...tables: Joined[]) {
      for (const t of tables) await t.room.leave();
    }

    it("refuses a turn-based quick match and a clock under the server's floor", async () => {
      const token = await session();
      await expect(sdkFor(token).joinOrCreate("game", { game: "dice-race", players: 2, mode: "quick", pace: { kind: "per-move", seconds: 60 } }))
        .rejects.toThrow(/quick match is played in real time/);
      const host = await join(sdkFor(token).create("game", { game: "dice-race", players: 2, mode: "private", name: "Ann" }));
      const error = new Promise<any>((resolve) => host.room.onMessage("error", resolve));
      host.room.send("configure", { pace: { kind: "bank", seconds: 3600, incrementSeconds: 0 } });
      expect((await error).code).toBe("bad-message");
      host.room.send("configure", { pace: { kind: "bank", seconds: 3600, incrementSeconds: 30 } });
      await until(() => JSON.parse(host.room.state.pace).kind === "bank", 3000, "the bank pace");
      await host.room.leave();
    });

    it("charges a time bank what a seat took and credits the increment for its move, stored with the game", async () => {
      const [annToken, bobToken] = [await session(), await session()];
      const ann = await join(sdkFor(annToken).create("game", {
        game: "dice-race", players: 2, mode: "private", name: "Ann", pace: { kind: "bank", seconds: 20, incrementSeconds: 5 }, options: { target: 200, maxTurns: 500 },
      }));
      const bob = await join(sdkFor(bobToken).joinById(ann.room.roomId, { name: "Bob" }));
      bob.room.send("ready", { ready: true });
      await until(() => ann.room.state.seats[1].ready, 3000, "Bob ready");
      ann.room.send("start", {});
      await until(() => ann.room.state.clockSeat === 0, 3000, "Ann's clock");
      const started = ann.room.state.deadline - 20_000;
      await new Promise((r) => setTimeout(r, 1000));
      expect(await sendMove(ann.room, { type: "pass" })).toEqual({ type: "ack" });
      await until(() => ann.room.state.clockSeat === 1, 3000, "Bob's clock");
      // Bob's clock is his whole bank; Ann's bank lost what she took and gained the increment.
      expect(ann.room.state.deadline - Date.now()).toBeGreaterThan(18_000);
      await until(async () => (await stored(ann.room.roomId)).game.clock?.running?.seat === 1, 3000, "the clock stored");
      const banks = (await stored(ann.room.roomId)).game.clock!.banks!;
      const took = 20_000 + 5_000 - banks[0];
      expect(took).toBeGreaterThanOrEqual(1000);
      expect(took).toBeLessThan(Date.now() - started);
      expect(banks[1]).toBe(20_000);
      // Every player sees the banks as stored (the game screen shows one's own while another's clock runs).
      await until(() => bob.room.state.banks.join() === banks.join(), 3000, `the banks synced (${banks}; ${[...bob.room.state.banks]})`);
      await leave(ann, bob);
    });

    it("unloads with nobody there, wakes on a move with its deadline, and a clock run out while unloaded hands the seat to a bot until its owner is back", async () => {
      const [annToken, bobToken] = [await session(), await session()];
      const ann = await join(sdkFor(annToken).create("game", {
        game: "dice-race", players: 2, mode: "private", name: "Ann", pace: { kind: "per-move", seconds: CLOCK }, options: { target: 200, maxTurns: 500 },
      }));
      const roomId = ann.room.roomId;
      const bob = await join(sdkFor(bobToken).joinById(roomId, { name: "Bob" }));
      bob.room.send("ready", { ready: true });
      await until(() => ann.room.state.seats[1].ready, 3000, "Bob ready");
      ann.room.send("start", {});
      await until(() => ann.room.state.phase === "playing" && ann.room.state.deadline > 0, 3000, "the game and its clock");
      expect(ann.room.state.clockSeat).toBe(0);
      const deadline = ann.room.state.deadline;
      expect(deadline - Date.now()).toBeGreaterThan((CLOCK - 1) * 1000);

      // Everyone leaves: the game unloads (nobody is handed to a bot), its clock stored with it.
      await leave(ann, bob);
      await until(async () => !(await live(roomId)), 3000, "the game to unload");
      const away = await stored(roomId);
      expect(away.game.clock!.running).toMatchObject({ seat: 0, deadline });
      expect(away.game.clock!.away).toEqual([]);
      // My games tells whose turn it is as noted when the room unloaded (written as it goes), and the stored clock.
      const listing = async (token: string) => (await api("/api/account/games", token)).games.find((g: any) => g.roomId === roomId);
      await until(async () => (await listing(annToken)).yourTurn, 3000, "Ann's turn in My games");
      expect(await listing(annToken)).toMatchObject({ status: "playing", deadline, pace: { kind: "per-move", seconds: CLOCK } });

      // Ann comes back before her clock runs out: the game wakes with the same deadline, and she moves.
      await new Promise((r) => setTimeout(r, 500));
      const annBack = await comeBack(annToken, roomId, "Ann");
      expect(annBack.welcome.seat).toBe(0);
      expect(annBack.room.state.deadline).toBe(deadline);
      expect(annBack.room.state.seats[1].bot).toBe(false);
      expect(await sendMove(annBack.room, { type: "pass" })).toEqual({ type: "ack" });
      await until(() => annBack.room.state.clockSeat === 1, 3000, "Bob's clock");
      const bobDeadline = annBack.room.state.deadline;
      expect(bobDeadline).toBeGreaterThan(deadline);
      await leave(annBack);
      await until(async () => !(await live(roomId)), 3000, "the game to unload again");
      await until(async () => (await listing(bobToken)).yourTurn, 3000, "Bob's turn in My games");
      expect((await listing(bobToken)).deadline).toBe(bobDeadline);

      // Bob's clock runs out with the game unloaded: the sweep wakes it and a bot plays his seat; then the game
      // waits for Ann, a person, and unloads again.
      await until(async () => (await stored(roomId)).moves.length >= 2, (CLOCK + 3) * 1000, "a bot to play Bob's seat");
      expect(Date.now()).toBeGreaterThanOrEqual(bobDeadline);
      const afterBot = await stored(roomId);
      expect(afterBot.moves[1]).toMatchObject({ seat: 1, move: { type: expect.any(String) } });
      expect(afterBot.game.clock!.away).toEqual([1]);
      await until(async () => !(await live(roomId)) && (await stored(roomId)).game.clock!.running?.seat === 0, 3000, "the game to unload, waiting for Ann");

      // Bob is back: he gets his seat from the bot, which is stored, and plays it himself.
      const bobBack = await comeBack(bobToken, roomId, "Bob");
      expect(bobBack.welcome.seat).toBe(1);
      expect(bobBack.room.state.seats[1].bot).toBe(false);
      await until(async () => (await stored(roomId)).game.clock!.away.length === 0, 3000, "Bob's return to be stored");
      const annAgain = await comeBack(annToken, roomId, "Ann");
      await until(() => annAgain.room.state.waitingFor.includes(0), 3000, "Ann's turn");
      // A 6 the bot rolled for Bob challenges Ann, and her answer ends Bob's turn: then she has her own turn to pass too.
      for (let decisions = 0; !bobBack.room.state.waitingFor.includes(1); decisions++) {
        expect(decisions, "Ann decides at most twice before Bob's turn").toBeLessThan(2);
        const before = annAgain.room.state.stateId;
        expect(await decide(annAgain)).toEqual({ type: "ack" });
        await until(() => annAgain.room.state.stateId !== before && bobBack.room.state.stateId === annAgain.room.state.stateId, 3000, "both clients to see Ann's decision");
      }
      expect(await decide(bobBack)).toEqual({ type: "ack" });
      expect((await stored(roomId)).moves.at(-1)!.seat).toBe(1);
      await leave(annAgain, bobBack);
    }, 30_000);
  });
}

suite("turn-based play on SQLite", () => ({}), async () => {});

const DATABASE_URL = process.env.DATABASE_URL;
const schema = `epochs_turns_${process.pid}_${randomUUID().slice(0, 8)}`;
suite("turn-based play on PostgreSQL", () => ({ DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema }), async () => {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try { await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`); } finally { await client.end(); }
}, !DATABASE_URL);
