/**
 * What the chaos suites share: real server processes on loopback, tables of two in-process players
 * who play random legal moves as fast as the acks come back, and the check of every acknowledged move
 * against the stored logs afterwards.
 */
import { fork, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { isDeepStrictEqual } from "node:util";
import { ColyseusSDK } from "@colyseus/sdk";
import pg from "pg";
import { openStorage } from "../../server/storage/index.ts";
import { nextMessage, until } from "../integration/harness.ts";
import { join, sendMove, type Joined } from "../integration/clients.ts";

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  sdk(): ColyseusSDK;
  url: string;
  /** The last lines the process wrote, when started with `keepLog` (else empty). */
  logTail(): string[];
  /** Every kept line that mentions `text` (a room's code, say), when started with `keepLog`. */
  linesWith(text: string): string[];
}

/** How many of a process's last output lines a failure shows of each. */
const TAIL_LINES = 60;
/** How many lines `keepLog` keeps in all (a suite's run logs far fewer at info level). */
const KEPT_LINES = 20_000;

/**
 * Starts tests/fixtures/test-server.ts on `port` and waits until it answers. Its output goes to ours, or
 * with `keepLog` into `logTail()` only, for a suite that shows it when a check fails.
 */
export async function startServer(port: number, env: Record<string, string>, keepLog = false): Promise<ServerProcess> {
  const child = fork("tests/fixtures/test-server.ts", [], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", REDIS_URL: "", LOG_LEVEL: "error", BOT_DELAY_MS: "0", RECONNECT_SECONDS: "60", ...env },
    stdio: ["ignore", keepLog ? "pipe" : "inherit", keepLog ? "pipe" : "inherit", "ipc"],
  });
  const lines: string[] = [];
  if (keepLog) {
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on("line", (line) => {
        lines.push(line);
        if (lines.length > KEPT_LINES) lines.shift();
      });
    }
  }
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  let gone = false;
  void exited.then(() => { gone = true; });
  await until(async () => {
    if (gone) throw new Error(`the server on port ${port} exited while starting`);
    try { return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok; } catch { return false; }
  }, 60_000, `the server on port ${port} to answer`); // several starting at once on a loaded 2-core machine
  return {
    port, child, url: `http://127.0.0.1:${port}`, sdk: () => new ColyseusSDK(`ws://127.0.0.1:${port}`),
    logTail: () => lines.slice(-TAIL_LINES),
    linesWith: (text) => lines.filter((line) => line.includes(text)),
  };
}

/** Kills (SIGKILL) or stops (SIGTERM) a server and waits for it to exit. */
export async function stopServer(s: ServerProcess, signal: "SIGKILL" | "SIGTERM") {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = new Promise((r) => s.child.once("exit", r));
  s.child.kill(signal);
  await exited;
}

export interface Table {
  code: string;
  recordId: string;
  seats: { credential: string; seat: number }[];
  clients: Joined[];
  /** Set once any of its connections closes (its server died); play() then stops. */
  dead: boolean;
}

export interface Acked { recordId: string; index: number; seat: number; move: unknown }

/** Opens a private two-seat room of `game` (with `options`) through `sdk`, joins a second player and starts it. */
export async function openTable(sdk: () => ColyseusSDK, game: string, name: string, options?: Record<string, unknown>): Promise<Table> {
  const host = await join(sdk().create("game", { game, players: 2, mode: "private", name: `H${name}`, ...(options ? { options } : {}) }));
  const guest = await join(sdk().joinById(host.room.roomId, { name: `G${name}` }));
  guest.room.send("ready", { ready: true });
  await until(() => host.room.state.seats[1]?.ready === true, 5000, "ready");
  const welcome = new Promise<{ gameRecordId: string }>((resolve) => host.room.onMessage("welcome", (w: any) => w.gameRecordId && resolve(w)));
  host.room.send("start", {});
  const { gameRecordId } = await welcome;
  const t: Table = { code: host.room.roomId, recordId: gameRecordId, clients: [host, guest], seats: [host, guest].map((j) => ({ credential: j.welcome.credential!, seat: j.welcome.seat })), dead: false };
  watch(t);
  return t;
}

/** Joins every seat of `t` again by its credential (after its server died or restarted). */
export async function rejoin(t: Table, sdk: () => ColyseusSDK) {
  t.clients = [];
  t.dead = false;
  for (const s of t.seats) t.clients.push(await join(sdk().joinById(t.code, { name: `P${s.seat}`, credential: s.credential })));
  watch(t);
}

function watch(t: Table) {
  for (const c of t.clients) {
    c.room.reconnection.enabled = false;
    for (const type of ["events", "log", "shutdown"]) c.room.onMessage(type, () => {}); // not read here; registered so the SDK does not warn per message
    c.room.onLeave(() => { t.dead = true; });
    c.room.onDrop(() => { t.dead = true; });
  }
}

/** Counts the moves sent and not yet answered (what a kill catches in flight). */
export const inFlight = { count: 0 };

/**
 * Plays `t` until its connection dies or `stop()` says so: the seat asked plays a random legal move
 * from its hints, and each acknowledged move is recorded in `acked` (each refused one's code is
 * passed to `onRefused`). `gapMs` spaces the moves: each move is two messages (hints, move) and one seat may
 * move several times in a row, so the default keeps a connection under the server's 20 messages a second
 * (a fast machine answers in a few milliseconds and would be closed with 4429 otherwise).
 */
export async function play(t: Table, acked: Acked[], stop: () => boolean = () => false, onRefused?: (code: string) => void, gapMs = 110) {
  while (!stop() && !t.dead) {
    try {
      if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      const room = t.clients[0].room;
      await until(() => t.dead || stop() || room.state.phase !== "playing" || room.state.waitingFor.length > 0, 10_000, "a prompt");
      if (t.dead || stop() || room.state.phase !== "playing") return;
      const seat = room.state.waitingFor[0];
      const mover = t.clients.find((c) => c.welcome.seat === seat)!;
      const asked = nextMessage<{ moves: unknown[] }>(mover.room, "hints");
      mover.room.send("hints", {});
      const hints = await asked;
      if (!hints.moves.length) { await new Promise((r) => setTimeout(r, 20)); continue; }
      const move = hints.moves[Math.floor(Math.random() * hints.moves.length)] as Record<string, unknown>;
      const index = mover.room.state.stateId;
      inFlight.count++;
      const answer = await sendMove(mover.room, move).finally(() => inFlight.count--);
      if (answer.type === "ack") acked.push({ recordId: t.recordId, index, seat, move });
      else {
        onRefused?.(answer.code);
        await new Promise((r) => setTimeout(r, 250)); // as a person would (and under the 20 messages a second)
      }
    } catch {
      // An answer slower than its wait on a loaded machine, or the server gone (then the table is marked dead
      // and the loop ends): a table keeps playing until told to stop, rather than falling silent for good.
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export interface StorageAt { kind: "sqlite" | "postgres"; dataDir: string; schema: string }

/** The server settings that store games at `at`. */
export function storageEnv(at: StorageAt): Record<string, string> {
  return at.kind === "sqlite"
    ? { DATA_DIR: at.dataDir, DATABASE_URL: "" }
    : { DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: at.schema, DATA_DIR: at.dataDir };
}

/** Compares every acknowledged move with the stored log (then drops a PostgreSQL test schema). */
export async function countLost(at: StorageAt, tables: Table[], acked: Acked[]) {
  const storage = await openStorage({ databaseUrl: at.kind === "postgres" ? process.env.DATABASE_URL : undefined, databaseSchema: at.kind === "postgres" ? at.schema : "public", dataDir: at.dataDir });
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
    if (at.kind === "postgres") await dropSchema(at.schema);
  }
  return { lost, stored };
}

export async function dropSchema(schema: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try { await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`); } finally { await client.end(); }
}
