/**
 * Two server processes sharing one Redis (RedisPresence + RedisDriver) share matchmaking and the
 * lobby listing: a player on each process lands in the same quick match, and a public lobby
 * created on one process is listed by the other. Both sweep for turn-based games whose clock ran out
 * while unloaded, and exactly one of them wakes such a game.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { ColyseusSDK } from "@colyseus/sdk";
import { freePort, tempDataDir, until } from "./harness.ts";
import { join, watchLobby } from "./clients.ts";
import { openStorage } from "../../server/storage/index.ts";

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn("Redis scale-out test skipped: REDIS_URL is not set");

/** A Redis database of its own, so the test never sees another run's rooms. */
const TEST_DB = 7;

/** Every log line the processes wrote (JSON, parsed). */
const logs: { msg?: string; room?: string }[] = [];

async function startProcess(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["tests/fixtures/test-server.ts"], {
    env: {
      ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_ADDRESS: `127.0.0.1:${port}`, REDIS_URL: `${redisUrl!.replace(/\/\d*$/, "")}/${TEST_DB}`, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "info", BOT_DELAY_MS: "0", QUICK_MATCH_WAIT_SECONDS: "600",
      TURN_CLOCK_MIN_SECONDS: "1", TURN_BASED_UNLOAD_SECONDS: "0.3", CLOCK_SWEEP_SECONDS: "0.1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let rest = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop()!;
    for (const line of lines) { try { logs.push(JSON.parse(line)); } catch { /* not a log line */ } }
  });
  await until(async () => {
    try { return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok; } catch { return false; }
  }, 20_000, `server on port ${port}`);
  return child;
}

describe.skipIf(!redisUrl)("scale-out over Redis", () => {
  const procs: ChildProcess[] = [];
  let ports: number[] = [];
  let dataDir = "";

  beforeAll(async () => {
    const redis = new Redis(`${redisUrl!.replace(/\/\d*$/, "")}/${TEST_DB}`);
    await redis.flushdb();
    await redis.quit();
    ports = [await freePort(), await freePort()];
    dataDir = tempDataDir();
    for (const port of ports) procs.push(await startProcess(port, dataDir));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => new Promise((r) => { p.once("exit", r); p.kill("SIGTERM"); })));
  });

  it("puts players who ask different processes into the same quick match", async () => {
    const [a, b] = ports.map((p) => new ColyseusSDK(`ws://127.0.0.1:${p}`));
    const first = await join(a.joinOrCreate("game", { game: "dice-race", players: 2, mode: "quick", name: "OnA" }));
    const second = await join(b.joinOrCreate("game", { game: "dice-race", players: 2, mode: "quick", name: "OnB" }));
    expect(second.room.roomId).toBe(first.room.roomId);
    await until(() => first.room.state.phase === "playing" && second.room.state.phase === "playing", 5000, "the shared match to start");
    await first.room.leave(); await second.room.leave();
  });

  it("lists a public lobby created on one process in the other's listing", async () => {
    const [a, b] = ports.map((p) => new ColyseusSDK(`ws://127.0.0.1:${p}`));
    const lobby = await watchLobby(b);
    const pub = await join(a.create("game", { game: "dice-race", players: 3, mode: "public", name: "Host" }));
    await until(() => lobby.rooms.has(pub.room.roomId), 5000, "the listing on the other process");
    const guest = await join(b.joinById(pub.room.roomId, { name: "Guest" }));
    expect(guest.welcome.seat).toBe(1);
    await pub.room.leave(); await guest.room.leave(); await lobby.room.leave();
  });

  it("wakes a turn-based game whose clock ran out while unloaded on exactly one process", async () => {
    const [a, b] = ports.map((p) => new ColyseusSDK(`ws://127.0.0.1:${p}`));
    const ann = await join(a.create("game", { game: "dice-race", players: 2, mode: "private", name: "Ann", pace: { kind: "per-move", seconds: 3 } }));
    const roomId = ann.room.roomId;
    const bob = await join(b.joinById(roomId, { name: "Bob" }));
    bob.room.send("ready", { ready: true });
    await until(() => ann.room.state.seats[1].ready, 3000, "Bob ready");
    ann.room.send("start", {});
    await until(() => ann.room.state.phase === "playing" && ann.room.state.clockSeat === 0, 3000, "Ann's clock");
    const deadline = ann.room.state.deadline;
    await ann.room.leave(); await bob.room.leave();

    const storage = await openStorage({ dataDir });
    try {
      const recordId = (await storage.listUnfinished()).find((g) => g.roomId === roomId)!.id;
      await until(async () => ((await storage.loadGame(recordId))?.moves.length ?? 0) >= 1, 8000, "a bot to play Ann's seat");
      expect(Date.now()).toBeGreaterThanOrEqual(deadline);
      // Both processes swept every 0.1 s since the deadline; one loaded the game (and no second load came after).
      await new Promise((r) => setTimeout(r, 500));
      const restores = logs.filter((l) => l.room === roomId && l.msg === "game restored from storage");
      expect(restores).toHaveLength(1);
      const loaded = (await storage.loadGame(recordId))!;
      expect(loaded.moves[0].seat).toBe(0);
      expect(loaded.game.clock!.away).toEqual([0]);
    } finally {
      await storage.close();
    }
  }, 30_000);
});
