/** Time-driven behaviour: bots filling a quick match, the per-turn clock, and storage failures. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, until, type TestServer } from "./harness.ts";
import { join, sendMove, startGameVsBots, viewOf, type Joined } from "./clients.ts";
import { wakeRoom } from "../../client/src/net/api.ts";

let ts: TestServer;
beforeAll(async () => { ts = await startTestServer({ QUICK_MATCH_WAIT_SECONDS: "1", RECONNECT_SECONDS: "1", BOT_DELAY_MS: "50", IDLE_UNLOAD_SECONDS: "1" }); });
afterAll(async () => { await ts?.stop(); });

describe("timers", () => {
  it("fills a quick match with bots after the configured wait", async () => {
    const solo = await join(ts.sdk().joinOrCreate("game", { game: "dice-race", players: 3, mode: "quick", name: "Solo" }));
    expect(solo.room.state.phase).toBe("lobby");
    await until(() => solo.room.state.phase === "playing", 4000, "bots to fill the match");
    expect(solo.room.state.seats.map((s: any) => s.bot)).toEqual([false, true, true]);
    await solo.room.leave();
  });

  it("lets a bot answer when the turn clock runs out", async () => {
    const host = await startGameVsBots(ts.sdk, { name: "Slow", clockSeconds: 10 });
    // Seat 0 moves first; the human does nothing, so after 10 s a bot answers for them.
    await until(() => [...host.room.state.waitingFor].includes(0) && host.room.state.deadline > 0, 3000, "a running clock");
    const deadline = host.room.state.deadline;
    expect(deadline - Date.now()).toBeGreaterThan(8000);
    await until(() => host.room.state.stateId > 0, 14_000, "the clock to run out");
    await host.room.leave();
  }, 20_000);

  it("hands a dropped seat to a bot once the reconnection window passes", async () => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "Host" }));
    const guest = await join(ts.sdk().joinById(host.room.roomId, { name: "Gone" }));
    guest.room.send("ready", { ready: true });
    await until(() => host.room.state.seats[1].ready, 3000, "ready");
    host.room.send("start", {});
    await until(() => host.room.state.phase === "playing", 3000, "start");
    guest.room.reconnection.enabled = false;
    guest.room.connection.close(4999);
    await until(() => host.room.state.seats[1].connected === false, 3000, "disconnected");
    expect(host.room.state.seats[1].bot).toBe(false); // still waiting for them
    await until(() => host.room.state.seats[1].bot === true, 4000, "bot takeover after the window");
    await host.room.leave();
  });

  it("does not apply or acknowledge a move that could not be stored", async () => {
    const host = await myTurnVsBot();
    const storage = ts.epochs.storage;
    const original = storage.appendMove;
    storage.appendMove = () => Promise.reject(new Error("disk full"));
    try {
      const before = viewOf(host);
      const r = await sendMove(host.room, { type: "roll" });
      expect(r).toMatchObject({ type: "error", code: "storage" });
      await new Promise((res) => setTimeout(res, 100));
      expect(host.room.state.stateId).toBe(0);
      expect(viewOf(host)).toBe(before);
    } finally {
      storage.appendMove = original;
    }
    expect((await sendMove(host.room, { type: "roll" })).type).toBe("ack");
    await host.room.leave();
  });

  it("acknowledges a move whose write was stored though its answer was lost, and goes on from the stored log", async () => {
    const host = await myTurnVsBot();
    const storage = ts.epochs.storage;
    const original = storage.appendMove;
    storage.appendMove = async (...args) => {
      await original.apply(storage, args);
      throw new Error("connection lost after the commit");
    };
    try {
      expect(await sendMove(host.room, { type: "roll" })).toMatchObject({ type: "ack" });
    } finally {
      storage.appendMove = original;
    }
    const recordId = host.welcome.gameRecordId ?? (await storage.listUnfinished()).find((g) => g.roomId === host.room.roomId)!.id;
    await until(() => host.room.state.stateId >= 2, 5000, "the bot to answer");
    const stored = (await storage.loadGame(recordId))!.moves.length;
    expect(stored).toBe(host.room.state.stateId);
    await host.room.leave();
  });

  it("lets a bot whose move could not be stored try again once storage is back", async () => {
    const host = await myTurnVsBot();
    const storage = ts.epochs.storage;
    const original = storage.appendMove;
    let refused = 0;
    expect((await sendMove(host.room, { type: "roll" })).type).toBe("ack");
    storage.appendMove = () => { refused++; return Promise.reject(new Error("database down")); };
    try {
      await until(() => refused >= 2, 5000, "the bot to be refused twice");
      expect(host.room.state.stateId).toBe(1);
    } finally {
      storage.appendMove = original;
    }
    await until(() => host.room.state.stateId >= 2, 5000, "the bot's move once storage is back");
    await host.room.leave();
  });

  it("unloads a running game nobody is connected to, and resumes it on request", async () => {
    const host = await startGameVsBots(ts.sdk, { name: "Away", options: { target: 200, maxTurns: 500 } });
    const roomId = host.room.roomId;
    await host.room.leave();
    await until(async () => !(await isLive(roomId)), 5000, "the idle game to unload");
    expect(await wakeRoom(ts.url, roomId, host.welcome.credential!)).toBe(true);
    const back = await join(ts.sdk().joinById(roomId, { name: "Away", credential: host.welcome.credential }));
    expect(back.welcome.seat).toBe(0);
    await back.room.leave();
  });
});

/** A game against a bot, at its first state, where seat 0 (this client) must move. */
async function myTurnVsBot(): Promise<Joined> {
  const host = await startGameVsBots(ts.sdk);
  await until(() => [...host.room.state.waitingFor].includes(0) && host.mirror.stateId === 0, 3000, "my turn");
  return host;
}

async function isLive(roomId: string) {
  const { matchMaker } = await import("@colyseus/core");
  return (await matchMaker.query({ roomId })).length > 0;
}
