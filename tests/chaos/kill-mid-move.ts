/**
 * Chaos: SIGKILL the server while rooms are playing, restart it on the same storage, and check that every
 * move the server acknowledged is in the stored log, at its index, exactly as sent.
 *
 * Starts tests/fixtures/test-server.ts as a child process (SQLite in a temp dir, or PostgreSQL in a schema of
 * its own), opens `rooms` private two-seat rooms of `game` with two in-process clients each, and plays them
 * as fast as the acks come back (the seat asked plays a random legal move from `hints`). After a random
 * moment within `seconds` the server is killed with SIGKILL mid-play, `kills` times in a row (the players
 * rejoin the restored games with their credentials between kills). Returns the figures; `lost` must be 0.
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { ColyseusSDK } from "@colyseus/sdk";
import pg from "pg";
import { wakeRoom } from "../../client/src/net/api.ts";
import { openStorage } from "../../server/storage/index.ts";
import { freePort } from "../free-port.ts";
import { nextMessage, tempDataDir, until } from "../integration/harness.ts";
import { join, sendMove, type Joined } from "../integration/clients.ts";

export interface KillOptions {
  storage: "sqlite" | "postgres";
  game?: string;
  rooms: number;
  seconds: number;
  kills: number;
  log?: (line: string) => void;
}

export interface KillFigures {
  storage: string;
  kills: number;
  acknowledged: number;
  stored: number;
  lost: number;
  unansweredAtKill: number;
}

interface Table { code: string; recordId: string; seats: { credential: string; seat: number }[]; clients: Joined[]; dead: boolean }
interface Acked { recordId: string; index: number; seat: number; move: unknown }

export async function killMidMove(opts: KillOptions): Promise<KillFigures> {
  const log = opts.log ?? (() => {});
  const game = opts.game ?? "clash-of-cultures";
  const dataDir = tempDataDir();
  const schema = `epochs_chaos_${randomBytes(4).toString("hex")}`;
  const storageEnv = opts.storage === "sqlite"
    ? { DATA_DIR: dataDir, DATABASE_URL: "" }
    : { DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: schema, DATA_DIR: dataDir };
  const port = await freePort();
  const start = async (): Promise<ChildProcess> => {
    const child = fork("tests/fixtures/test-server.ts", [], {
      env: { ...process.env, ...storageEnv, PORT: String(port), HOST: "127.0.0.1", REDIS_URL: "", LOG_LEVEL: "error", BOT_DELAY_MS: "0", RECONNECT_SECONDS: "60" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    await until(async () => {
      try { return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok; } catch { return false; }
    }, 30_000, "the server to answer");
    return child;
  };
  const sdk = () => new ColyseusSDK(`ws://127.0.0.1:${port}`);
  const acked: Acked[] = [];
  let inFlight = 0;
  let unansweredAtKill = 0;

  let server = await start();
  const tables: Table[] = [];
  for (let r = 0; r < opts.rooms; r++) {
    const host = await join(sdk().create("game", { game, players: 2, mode: "private", name: `H${r}` }));
    const guest = await join(sdk().joinById(host.room.roomId, { name: `G${r}` }));
    guest.room.send("ready", { ready: true });
    await until(() => host.room.state.seats[1]?.ready === true, 5000, "ready");
    const welcome = new Promise<{ gameRecordId: string }>((resolve) => host.room.onMessage("welcome", (w: any) => w.gameRecordId && resolve(w)));
    host.room.send("start", {});
    const { gameRecordId } = await welcome;
    const t: Table = { code: host.room.roomId, recordId: gameRecordId, clients: [host, guest], seats: [host, guest].map((j) => ({ credential: j.welcome.credential!, seat: j.welcome.seat })), dead: false };
    watch(t);
    tables.push(t);
  }

  /** Plays a table until its connection dies: the seat asked plays a random legal move, and its ack is recorded. */
  async function play(t: Table) {
    try {
      for (;;) {
        const room = t.clients[0].room;
        await until(() => t.dead || room.state.phase !== "playing" || room.state.waitingFor.length > 0, 10_000, "a prompt");
        if (t.dead || room.state.phase !== "playing") return;
        const seat = room.state.waitingFor[0];
        const mover = t.clients.find((c) => c.welcome.seat === seat)!;
        const asked = nextMessage<{ moves: unknown[] }>(mover.room, "hints");
        mover.room.send("hints", {});
        const hints = await asked;
        if (!hints.moves.length) { await new Promise((r) => setTimeout(r, 20)); continue; }
        const move = hints.moves[Math.floor(Math.random() * hints.moves.length)] as Record<string, unknown>;
        const index = mover.room.state.stateId;
        inFlight++;
        const answer = await sendMove(mover.room, move).finally(() => inFlight--);
        if (answer.type === "ack") acked.push({ recordId: t.recordId, index, seat, move });
      }
    } catch {
      // The server is gone: this table stops until the next round.
    }
  }

  for (let k = 0; k < opts.kills; k++) {
    for (const t of tables) for (const c of t.clients) c.room.reconnection.enabled = false;
    const playing = tables.map(play);
    await new Promise((r) => setTimeout(r, (0.3 + 0.7 * Math.random()) * opts.seconds * 1000));
    unansweredAtKill += inFlight;
    server.kill("SIGKILL");
    await new Promise((r) => server.once("exit", r));
    log(`kill ${k + 1}: ${acked.length} acknowledged moves so far, ${inFlight} in flight`);
    await Promise.all(playing);
    server = await start();
    if (k + 1 < opts.kills) {
      for (const t of tables) {
        t.clients = [];
        t.dead = false;
        // As the web client does: wake the stored game (the restarted server may not have restored it yet), then rejoin.
        for (const s of t.seats) {
          if (!(await wakeRoom(`http://127.0.0.1:${port}`, t.code, s.credential))) throw new Error(`game ${t.code} is not live after the restart`);
          t.clients.push(await join(sdk().joinById(t.code, { name: `P${s.seat}`, credential: s.credential })));
        }
        watch(t);
      }
    }
  }
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));

  const storage = await openStorage({ databaseUrl: storageEnv.DATABASE_URL || undefined, databaseSchema: opts.storage === "postgres" ? schema : "public", dataDir });
  let lost = 0, stored = 0;
  try {
    const logs = new Map<string, { seat: number; move: unknown }[]>();
    for (const t of tables) {
      const moves = (await storage.loadGame(t.recordId))?.moves ?? [];
      logs.set(t.recordId, moves);
      stored += moves.length;
    }
    for (const a of acked) {
      const m = logs.get(a.recordId)![a.index];
      if (!m || m.seat !== a.seat || !isDeepStrictEqual(m.move, a.move)) lost++;
    }
  } finally {
    await storage.close();
    if (opts.storage === "postgres") {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
  return { storage: opts.storage, kills: opts.kills, acknowledged: acked.length, stored, lost, unansweredAtKill };
}

/** A table is dead once any of its connections closes (the server was killed). */
function watch(t: Table) {
  for (const c of t.clients) {
    c.room.onLeave(() => { t.dead = true; });
    c.room.onDrop(() => { t.dead = true; });
  }
}
