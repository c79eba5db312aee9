/**
 * A server restart must never cost anyone their game: stop the server mid-game, start a new one on
 * the same storage, players rejoin with their seat credentials, and the game continues to exactly
 * the state it would have reached without the restart. Run on SQLite and on PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { matchMaker } from "@colyseus/core";
import pg from "pg";
import { startTestServer, tempDataDir, until } from "./harness.ts";
import { join, reserveSeat, sendMove, startPrivateGame, viewOf, type Joined } from "./clients.ts";
import { diceRace } from "../fixtures/dice-race.ts";
import { replay, type MoveRecord } from "../../engine/core/match.ts";

/** Plays `count` moves by whoever is asked, choosing deterministically; returns what was sent. */
async function playMoves(players: Joined[], count: number, log: MoveRecord[]) {
  for (let i = 0; i < count; i++) {
    const anyRoom = players[0].room;
    await until(() => anyRoom.state.waitingFor.length > 0 && players.every((p) => p.room.state.stateId === anyRoom.state.stateId && p.mirror.stateId === anyRoom.state.stateId), 3000, "a pending prompt");
    const seat = anyRoom.state.waitingFor[0];
    const p = players.find((x) => x.welcome.seat === seat)!;
    const view = viewOf(p);
    const move = view.challenge ? { type: "answer", accept: log.length % 2 === 0 } : [{ type: "roll" }, { type: "play-card" }, { type: "pass" }][log.length % 3];
    const r = await sendMove(p.room, move);
    expect(r.type).toBe("ack");
    log.push({ seat, move: move as MoveRecord["move"] });
  }
}

function restartSuite(name: string, env: () => Record<string, string>) {
  it(`${name}: players rejoin after a restart and the game continues to the same state`, async () => {
    const shared = env();
    const first = await startTestServer(shared);
    const host = await join(first.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "Ann", options: { target: 200, maxTurns: 500 } }));
    const guest = await join(first.sdk().joinById(host.room.roomId, { name: "Bob" }));
    guest.room.send("ready", { ready: true });
    await until(() => host.room.state.seats[1].ready, 3000, "ready");
    host.room.send("start", {});
    await until(() => host.room.state.phase === "playing", 3000, "start");
    const log: MoveRecord[] = [];
    await playMoves([host, guest], 8, log);
    await until(() => host.room.state.stateId === 8 && host.mirror.stateId === 8, 3000, "host to see every move");
    const viewBefore = viewOf(host);
    const shutdownNotice = new Promise((r) => host.room.onMessage("shutdown", r));
    host.room.reconnection.enabled = false;
    guest.room.reconnection.enabled = false;
    await first.stop();
    await shutdownNotice;

    const second = await startTestServer(shared);
    try {
      expect(await second.epochs.restoreUnfinished()).toBe(1);
      const host2 = await join(second.sdk().joinById(host.room.roomId, { name: "Ann", credential: host.welcome.credential }));
      const guest2 = await join(second.sdk().joinById(host.room.roomId, { name: "Bob", credential: guest.welcome.credential }));
      expect([host2.welcome.seat, guest2.welcome.seat]).toEqual([host.welcome.seat, guest.welcome.seat]);
      await until(() => host2.mirror.stateId >= 0, 3000, "restored view");
      expect(host2.room.state.stateId).toBe(8);
      expect(host2.mirror.stateId).toBe(8);
      expect(viewOf(host2)).toEqual(viewBefore);
      expect(host2.room.state.seats.map((s: any) => s.bot)).toEqual([false, false]);

      await playMoves([host2, guest2], 8, log);
      await until(() => host2.room.state.stateId === 16 && host2.mirror.stateId === 16, 3000, "all moves applied");
      expect(host2.welcome.gameRecordId).toMatch(/^[0-9a-f-]{36}$/);
      const stored = (await second.epochs.storage.loadGame(host2.welcome.gameRecordId!))!;
      expect(stored.moves).toEqual(log);
      const expected = replay(diceRace, { players: 2, seed: stored.game.seed, options: stored.game.options, moves: log });
      expect(viewOf(host2)).toEqual(diceRace.view(expected.state as any, host2.welcome.seat));
      await host2.room.leave(); await guest2.room.leave();
    } finally {
      await second.stop();
    }
  });
}

describe("restart recovery", () => {
  const dataDir = tempDataDir();
  restartSuite("sqlite", () => ({ DATA_DIR: dataDir, RECONNECT_SECONDS: "30" }));

  it("lets the owners back in past seat reservations anyone with the code made first", async () => {
    const shared = { DATA_DIR: tempDataDir(), RECONNECT_SECONDS: "30", MAX_SPECTATORS: "2" };
    const first = await startTestServer(shared);
    const [a, b] = await startPrivateGame(first.sdk);
    for (const p of [a, b]) p.room.reconnection.enabled = false;
    await first.stop();
    const second = await startTestServer(shared);
    try {
      expect(await second.epochs.restoreUnfinished()).toBe(1);
      for (let i = 0; i < 20; i++) await reserveSeat(second.url, a.room.roomId, { name: `Ghost${i}`, spectate: true });
      for (const p of [a, b]) {
        const back = await join(second.sdk().joinById(a.room.roomId, { name: "Back", credential: p.welcome.credential }));
        expect(back.welcome.seat).toBe(p.welcome.seat);
        await back.room.leave();
      }
    } finally {
      await second.stop();
    }
  });

  it("restores a stored game for the server only: a client's create request naming it is refused", async () => {
    const server = await startTestServer({ DATA_DIR: tempDataDir() });
    try {
      const [host, guest] = await startPrivateGame(server.sdk);
      // Anyone watching learns the game's record id.
      const watcher = await join(server.sdk().joinById(host.room.roomId, { name: "Eve", spectate: true }));
      const recordId = watcher.welcome.gameRecordId!;
      expect(recordId).toMatch(/^[0-9a-f-]{36}$/);
      for (const options of [{ restore: recordId }, { restore: recordId, ticket: "a-guessed-ticket" }]) {
        await expect(server.sdk().create("game", options)).rejects.toThrow(/restored by the server only/);
      }
      // Still one room serving the game, and it plays on.
      expect(await matchMaker.query({ roomId: host.room.roomId })).toHaveLength(1);
      const seat = host.room.state.waitingFor[0];
      expect((await sendMove([host, guest].find((p) => p.welcome.seat === seat)!.room, { type: "roll" })).type).toBe("ack");
    } finally {
      await server.stop();
    }
  });
});

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.warn("restart recovery on PostgreSQL skipped: DATABASE_URL is not set");
describe.skipIf(!databaseUrl)("restart recovery on PostgreSQL", () => {
  const schema = `epochs_restart_${randomBytes(4).toString("hex")}`;
  restartSuite("postgres", () => ({ DATABASE_URL: databaseUrl!, DATABASE_SCHEMA: schema, RECONNECT_SECONDS: "30" }));
  it("drops its test schema", async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });
});
