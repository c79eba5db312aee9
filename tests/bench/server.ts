/**
 * Server load benchmark: `npm run bench:server -- --game G --pace stress|human --rooms R --players P --seconds S`.
 *
 * Starts the test server (tests/fixtures/test-server.ts: every game the server offers, plus the toy
 * dice-race) as a child process on a free loopback port with embedded SQLite in a temp dir (or the
 * PostgreSQL of DATABASE_URL with `--postgres`), then forks worker processes (tests/bench/server-worker.ts)
 * that open R private rooms of game G (default clash-of-cultures) with P websocket clients each and play
 * them for S seconds as browser clients do: the client the room waits for asks for its legal moves and
 * plays one at random after a think time — 20-100 ms at `--pace stress` (the default), 2-5 s at
 * `--pace human`. When a game ends, its clients leave and a new room replaces it.
 *
 * Prints one JSON object on stdout: {game, pace, rooms, ccu, moves, movesPerSec, p50Ms, p99Ms, viewPatchP50Bytes,
 * viewPatchP99Bytes, bytesPerPatch, bytesPerMovePerClient, cpuMsPerMove, loopDelayP99Ms, loopDelayMaxMs,
 * gcMsPerSec, rssMbPerRoom, heapUsedMbPerRoom, errors}; everything else goes to stderr.
 * - latency: from sending a move to the first view message whose stateId is the one the move produced,
 *   for the client that sent it.
 * - viewPatch*: sizes of the `view` messages (the view patches) the clients received in the window;
 *   bytesPerPatch: mean size of the schema patches (seats, phase, waitingFor); bytesPerMovePerClient: every
 *   byte a client received in the window (patches, views, events, acks, hints, pings) per move of its room.
 * - cpuMsPerMove: the server's CPU time in the window / moves; loopDelay*: the server's event-loop delay
 *   in the window (perf_hooks.monitorEventLoopDelay, reported by the server over IPC).
 * - rssMbPerRoom: (median VmRSS of the server during the window - VmRSS before any room) / rooms.
 * - gcMsPerSec: the server's garbage-collection pauses in the window, ms per second.
 * - heapUsedMbPerRoom: (V8 heap in use at the end of the window - before any room) / rooms: the part of the RSS
 *   that is JavaScript objects (live or not yet collected); the rest is the heap's free space, buffers and
 *   native memory.
 * - stderr's details also give how often clients asked for hints (the room sends them unasked with each state
 *   that waits for a seat) and their round trip (asking for legal moves until they arrive, p50 / p99 / max)
 *   and the clients still waiting at the end for hints asked over 3 s before.
 * - errors: "error" messages received + failed creates/joins/room setups + unexpected disconnects.
 *
 * With `--bots B`, B seats of each room are played by the server's own bots (clients' moves alone are
 * timed and counted; cpuMsPerMove then also pays for the bots' moves).
 *
 * Other options: --workers N (client processes; default: 1 per 1,000 clients, max 4),
 * --concurrency N (room setups in flight across workers, default 32), --think-min/--think-max (ms, override
 * the pace), --options JSON (the game's options), --setup-seconds N (default 45), --ws (the `ws` package
 * instead of Node's built-in WebSocket), --postgres, --server-log-level L (default warn),
 * --server-node-args="--cpu-prof" (node flags for the server only, for diagnosis; the server always gets the
 * flags `npm start` gives it, package.json).
 */
import { fork, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, readSync, rmSync } from "node:fs";
import { freePort } from "../free-port.ts";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { WorkerConfig, WorkerResult } from "./server-worker.ts";
import { builtInGames } from "../../engine/games/index.ts";
import { diceRace } from "../fixtures/dice-race.ts";

const here = dirname(new URL(import.meta.url).pathname);
const root = resolve(here, "../..");

const { values: args } = parseArgs({
  options: {
    game: { type: "string", default: "clash-of-cultures" },
    pace: { type: "string", default: "stress" },
    rooms: { type: "string", default: "100" },
    players: { type: "string", default: "4" },
    bots: { type: "string", default: "0" },
    seconds: { type: "string", default: "20" },
    workers: { type: "string" },
    concurrency: { type: "string", default: "32" },
    "think-min": { type: "string" },
    "think-max": { type: "string" },
    options: { type: "string" },
    "setup-seconds": { type: "string", default: "45" },
    ws: { type: "boolean", default: false },
    postgres: { type: "boolean", default: false },
    "server-log-level": { type: "string", default: "warn" },
    "server-node-args": { type: "string" },
  },
  strict: true,
});

const R = int(args.rooms, "rooms", 1);
const P = int(args.players, "players", 2);
const S = int(args.seconds, "seconds", 1);
const game = [...builtInGames, diceRace].find((g) => g.id === args.game) ?? fail(`unknown game "${args.game}" (offered: ${[...builtInGames, diceRace].map((g) => g.id).join(", ")})`);
if (P < game.minPlayers || P > game.maxPlayers) fail(`${game.id} takes ${game.minPlayers}-${game.maxPlayers} players`);
const PACES = { stress: [20, 100], human: [2000, 5000] } as const;
if (!(args.pace in PACES)) fail("--pace is stress or human");
const [thinkMin, thinkMax] = PACES[args.pace as keyof typeof PACES];
// The toy game ends in a few moves unless told to last.
const gameOptions = args.options ? JSON.parse(args.options) as Record<string, unknown> : game.id === "dice-race" ? { target: 200, maxTurns: 500 } : {};
if (args.postgres && !process.env.DATABASE_URL) fail("--postgres needs DATABASE_URL");
if (args.postgres && !["127.0.0.1", "localhost", "[::1]", ""].includes(new URL(process.env.DATABASE_URL!).hostname)) {
  fail("--postgres: DATABASE_URL must point at this machine (127.0.0.1 or a local socket)");
}
const BOTS = int(args.bots, "bots", 0);
if (BOTS >= P) fail("--bots must leave at least one seat to a client");
/** Clients per room: the other seats are played by the server's bots. */
const C = P - BOTS;
const clientsWanted = R * C;
const W = Math.min(args.workers ? int(args.workers, "workers", 1) : Math.min(4, Math.max(1, Math.ceil(clientsWanted / 1000))), R);
const CONCURRENCY = int(args.concurrency, "concurrency", 1);
const startedAt = Date.now();
// Everything (server start, setup, window, drain, teardown) ends within S + 60 s: past this
// deadline the run is aborted, and the teardown after it takes at most a few seconds.
const SETUP_SECONDS = int(args["setup-seconds"], "setup-seconds", 5);
const HARD_DEADLINE = startedAt + (S + SETUP_SECONDS + 7) * 1000;
const SETUP_DEADLINE = startedAt + SETUP_SECONDS * 1000;

function int(v: string | undefined, name: string, min: number) {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) fail(`--${name} must be an integer >= ${min}`);
  return n;
}

function fail(message: string): never {
  process.stderr.write(`bench:server: ${message}\n`);
  process.exit(2);
}

const log = (msg: string) => process.stderr.write(`[bench ${((Date.now() - startedAt) / 1000).toFixed(1)}s] ${msg}\n`);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// ---- process limits -------------------------------------------------------------------------------

/** Soft and hard "Max open files" of this process (children inherit them). */
function fileLimits(): { soft: number; hard: number } {
  const line = readFileSync("/proc/self/limits", "utf8").split("\n").find((l) => l.startsWith("Max open files"));
  const [soft, hard] = (line ?? "").trim().split(/\s+/).slice(3, 5).map((x) => (x === "unlimited" ? Infinity : Number(x)));
  return { soft: soft || 1024, hard: hard || 1024 };
}

/**
 * Node raises its own soft "open files" limit to the hard limit at startup, so only the hard limit
 * matters: every client holds a websocket (+ an HTTP keep-alive socket while joining) in a worker,
 * and the server holds one socket per client.
 */
function checkFdLimit(needed: number, who: string) {
  const { hard } = fileLimits();
  if (needed > hard) log(`warning: the ${who} needs ~${needed} file descriptors but the hard limit is ${hard}; raise it (ulimit -Hn) or expect EMFILE`);
}

// ---- server child ---------------------------------------------------------------------------------

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** utime + stime of a process in ms (from /proc/<pid>/stat; clock ticks are 100 Hz on Linux). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Busy and total jiffies of the whole machine (all cores), from /proc/stat. */
function machineJiffies(): { busy: number; total: number } {
  const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - cpu[3] - cpu[4], total };
}

const dataDir = mkdtempSync(join(tmpdir(), "epochs-bench-"));
const port = await freePort();
const endpoint = `127.0.0.1:${port}`;
let server: ChildProcess | null = null;
const workers: ChildProcess[] = [];
let cleaning: Promise<void> | null = null;

/**
 * The server's stdout/stderr go to a file in the temp dir rather than a pipe: a file never pushes
 * back, so this process's reading speed cannot stall or slow the server (pino writes asynchronously
 * and, on a full pipe, backs off 100 ms per EAGAIN while buffering in memory). At the end the log is
 * summarised on stderr: the first lines of each distinct message, then counts of repeated ones.
 */
const serverLogPath = () => join(dataDir, "server.log");

function summariseServerLog() {
  let fd: number;
  try {
    fd = openSync(serverLogPath(), "r");
  } catch {
    return;
  }
  const counts = new Map<string, number>();
  const chunk = Buffer.alloc(4 << 20);
  let carry = "";
  for (;;) {
    const n = readSync(fd, chunk, 0, chunk.length, null);
    const text = carry + chunk.toString("utf8", 0, n);
    const lines = text.split("\n");
    carry = n > 0 ? lines.pop()! : "";
    for (const line of lines) {
      if (!line.trim()) continue;
      const key = /"msg":"([^"]{0,120})/.exec(line)?.[1] ?? line.slice(0, 120);
      const c = (counts.get(key) ?? 0) + 1;
      counts.set(key, c);
      if (c <= 2) process.stderr.write(`[server] ${line.slice(0, 2000)}\n`);
    }
    if (n === 0) break;
  }
  closeSync(fd);
  for (const [msg, c] of counts) if (c > 2) log(`server logged ${c}x: ${msg}`);
}

/** The node flags `npm start` gives the server (package.json), so the bench measures the server as it runs. */
function startFlags(): string[] {
  const start = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.start;
  const flags = /\bnode\s+((?:--\S+\s+)*)server\/main\.ts/.exec(start)?.[1] ?? "";
  return flags.split(/\s+/).filter(Boolean);
}

function startServer() {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, BOT_DELAY_MS: "0", LOG_LEVEL: args["server-log-level"],
    DATABASE_URL: args.postgres ? process.env.DATABASE_URL ?? "" : "", REDIS_URL: "",
    PUBLIC_ADDRESS: "", MONITOR_PASSWORD: "",
  };
  checkFdLimit(clientsWanted + 1024, "server");
  const argv = [
    ...startFlags(),
    ...(args["server-node-args"]?.split(" ").filter(Boolean) ?? []), // e.g. --trace-gc, for diagnosis (a flag given twice: the last wins)
    join(root, "tests/fixtures/test-server.ts"),
  ];
  const out = openSync(serverLogPath(), "a");
  // fork: an IPC channel for the event-loop delay figures (tests/fixtures/test-server.ts).
  server = fork(argv.at(-1)!, [], { cwd: root, env, stdio: ["ignore", out, out, "ipc"], execArgv: argv.slice(0, -1) });
  closeSync(out);
  server.on("exit", (code, signal) => {
    if (!cleaning) { log(`the server exited early (code ${code}, signal ${signal})`); void finish(null, 1); }
  });
}

interface ServerSample { p99Ms: number; maxMs: number; gc: { pauses: number; ms: number; maxMs: number }; memory: NodeJS.MemoryUsage; heapSpaces: import("node:v8").HeapSpaceInfo[] }

/**
 * The server's event-loop delay since the last reset (ms), asked over IPC; `reset` starts a new window. With
 * the server's memory as node counts it (process.memoryUsage()).
 */
function serverLoopDelay(reset: boolean): Promise<ServerSample | null> {
  const srv = server!;
  return new Promise((resolve) => {
    const done = (value: ServerSample | null) => { clearTimeout(timer); srv.off("message", onMessage); resolve(value); };
    const onMessage = (m: any) => { if (m?.type === "loop-delay") done(m); };
    const timer = setTimeout(() => done(null), 3000);
    srv.on("message", onMessage);
    srv.send({ type: "loop-delay", reset });
  });
}

async function waitHealthy() {
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`http://${endpoint}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return (await res.json()) as { storage: string };
    } catch { /* not up yet */ }
    if (Date.now() > until) throw new Error("the server did not answer /healthz within 60 s");
    await sleep(100);
  }
}

// ---- workers --------------------------------------------------------------------------------------

interface Progress { rooms: number; clients: number; setupFailures: number; lastSetupError: string }
const progress = new Map<number, Progress>();
const ready = new Set<number>();
const results = new Map<number, WorkerResult>();

function startWorkers() {
  const perWorker = Array.from({ length: W }, (_, i) => Math.floor(R / W) + (i < R % W ? 1 : 0));
  perWorker.forEach((rooms, index) => {
    const config: WorkerConfig = {
      index, endpoint: `ws://${endpoint}`, rooms, players: P, bots: BOTS,
      thinkMinMs: args["think-min"] ? int(args["think-min"], "think-min", 0) : thinkMin,
      thinkMaxMs: args["think-max"] ? int(args["think-max"], "think-max", 0) : thinkMax,
      concurrency: Math.max(1, Math.round(CONCURRENCY / W)),
      setupDeadline: SETUP_DEADLINE, roomTimeoutMs: 20_000, useWs: args.ws,
      game: game.id, gameOptions,
    };
    checkFdLimit(rooms * C * 2 + 1024, `worker ${index}`);
    const child = fork(join(here, "server-worker.ts"), [], { env: { ...process.env, BENCH_WORKER: JSON.stringify(config) }, stdio: ["ignore", 2, 2, "ipc"], execArgv: [] });
    child.on("message", (msg: any) => {
      if (msg.type === "progress" || msg.type === "ready") progress.set(msg.index, msg);
      if (msg.type === "ready") ready.add(msg.index);
      if (msg.type === "result") results.set(msg.index, msg as WorkerResult);
    });
    child.on("exit", (code) => {
      if (!cleaning && !results.has(index)) { log(`worker ${index} exited early (code ${code})`); void finish(null, 1); }
    });
    workers.push(child);
  });
}

const totals = () => [...progress.values()].reduce((a, p) => ({ rooms: a.rooms + p.rooms, failures: a.failures + p.setupFailures }), { rooms: 0, failures: 0 });

// ---- results --------------------------------------------------------------------------------------

function percentile(sorted: number[], q: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const round = (x: number, d = 1) => (Number.isFinite(x) ? Math.round(x * 10 ** d) / 10 ** d : null);

async function finish(output: Record<string, unknown> | null, code = 0) {
  if (cleaning) return cleaning;
  cleaning = (async () => {
    for (const w of workers) { try { w.send({ type: "exit" }); } catch { /* gone */ } }
    await Promise.race([Promise.all(workers.map((w) => (w.exitCode !== null ? null : new Promise((r) => w.once("exit", r))))), sleep(3000)]);
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill("SIGKILL");
    const srv = server;
    if (srv && srv.exitCode === null && srv.signalCode === null) {
      srv.kill("SIGTERM");
      const t = Date.now();
      const grace = Math.max(2000, Math.min(15_000, HARD_DEADLINE + 1500 - t));
      const exited = await Promise.race([new Promise((r) => srv.once("exit", () => r(true))), sleep(grace).then(() => false)]);
      if (!exited) { log(`the server did not stop within ${(grace / 1000).toFixed(1)} s of SIGTERM; killing it`); srv.kill("SIGKILL"); }
      else log(`the server stopped ${((Date.now() - t) / 1000).toFixed(1)} s after SIGTERM`);
    }
    summariseServerLog();
    rmSync(dataDir, { recursive: true, force: true });
    if (output) process.stdout.write(`${JSON.stringify(output)}\n`);
    log(`done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    process.exit(code);
  })();
  return cleaning;
}

const watchdog = setTimeout(() => { log("hard deadline reached; aborting"); void finish(null, 1); }, HARD_DEADLINE - Date.now());
watchdog.unref();
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void finish(null, 130));

// ---- run ------------------------------------------------------------------------------------------

try {
  log(`rooms=${R} players=${P} seconds=${S} workers=${W} server flags ${[...startFlags(), args["server-node-args"] ?? ""].join(" ")} port=${port} fd soft/hard=${fileLimits().soft}/${fileLimits().hard}`);
  startServer();
  const health = await waitHealthy();
  await sleep(500);
  const rssBefore = rssMb(server!.pid!);
  const sampleBefore = await serverLoopDelay(false);
  const memoryBefore = sampleBefore?.memory;
  log(`server up (storage ${health.storage}), RSS ${rssBefore.toFixed(1)} MB`);

  startWorkers();
  const setupStart = Date.now();
  while (ready.size < W) {
    await sleep(1000);
    const t = totals();
    log(`setup: ${t.rooms}/${R} rooms playing, ${t.failures} failed setups, server RSS ${rssMb(server!.pid!).toFixed(0)} MB, CPU ${cpuMs(server!.pid!).toFixed(0)} ms`);
    if (Date.now() > SETUP_DEADLINE + 5000) throw new Error("workers did not finish setting up");
  }
  const setup = totals();
  log(`setup done in ${((Date.now() - setupStart) / 1000).toFixed(1)} s: ${setup.rooms} rooms (${(setup.rooms * C / ((Date.now() - setupStart) / 1000)).toFixed(0)} joins/s)${setup.failures ? `, last error: ${[...progress.values()].map((p) => p.lastSetupError).filter(Boolean).pop()}` : ""}`);
  if (setup.rooms === 0) throw new Error("no room could be set up");

  // The measured window.
  await serverLoopDelay(true);
  const cpu0 = cpuMs(server!.pid!);
  const machine0 = machineJiffies();
  const self0 = process.cpuUsage();
  const t0 = Date.now();
  for (const w of workers) w.send({ type: "go", seconds: S });
  const rssSamples: number[] = [];
  const windowEnd = t0 + S * 1000;
  while (Date.now() < windowEnd) {
    await sleep(Math.min(1000, windowEnd - Date.now()));
    rssSamples.push(rssMb(server!.pid!));
    if (rssSamples.length % 5 === 0) log(`load: ${Math.round((Date.now() - t0) / 1000)}/${S} s, server RSS ${rssSamples.at(-1)!.toFixed(0)} MB`);
  }
  const serverCpuMs = cpuMs(server!.pid!) - cpu0;
  const serverCpuPct = (serverCpuMs / (Date.now() - t0)) * 100;
  const loopDelay = await serverLoopDelay(false);
  const machine1 = machineJiffies();
  const selfCpu = process.cpuUsage(self0);
  const cores = (machine1.total - machine0.total) / ((Date.now() - t0) / 10); // jiffies are 10 ms
  for (const w of workers) w.send({ type: "stop" });
  const resultsBy = Date.now() + 10_000;
  while (results.size < W && Date.now() < resultsBy) await sleep(50);
  if (results.size < W) throw new Error("some workers did not report");

  const rs = [...results.values()];
  const latencies = rs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const hintLatencies = rs.flatMap((r) => r.hintLatencies).sort((a, b) => a - b);
  const sum = (f: (r: WorkerResult) => number) => rs.reduce((a, r) => a + f(r), 0);
  const errorCodes: Record<string, number> = {};
  for (const r of rs) for (const [k, v] of Object.entries(r.errorCodes)) errorCodes[k] = (errorCodes[k] ?? 0) + v;
  const errorMessages = Object.values(errorCodes).reduce((a, b) => a + b, 0);
  const rssDuring = [...rssSamples].sort((a, b) => a - b)[Math.floor(rssSamples.length / 2)];
  const rooms = sum((r) => r.rooms);
  const moves = sum((r) => r.moves);
  const patchFrames = sum((r) => r.patchFrames);
  const viewFrames = rs.flatMap((r) => r.viewFrameBytes).sort((a, b) => a - b);
  const benchCpuPct = serverCpuPct + sum((r) => r.cpuMs) / S / 10 + (selfCpu.user + selfCpu.system) / 1000 / S / 10;
  const machinePct = ((machine1.busy - machine0.busy) / (machine1.total - machine0.total)) * 100 * cores;
  log(`details: machine CPU ${machinePct.toFixed(0)}% of ${Math.round(cores)} cores busy, of which server + bench processes ${benchCpuPct.toFixed(0)}% (the rest is other load on this machine)`);
  log(`details: server CPU ${serverCpuPct.toFixed(0)}% of one core; RSS before ${rssBefore.toFixed(1)} MB, during min/median/max ${Math.min(...rssSamples).toFixed(1)}/${rssDuring.toFixed(1)}/${Math.max(...rssSamples).toFixed(1)} MB`);
  const mb = (bytes: number | undefined) => ((bytes ?? NaN) / 2 ** 20).toFixed(1);
  const memoryAfter = loopDelay?.memory;
  log(`details: server memory before / at the end: V8 heap used ${mb(memoryBefore?.heapUsed)} / ${mb(memoryAfter?.heapUsed)} MB of ${mb(memoryBefore?.heapTotal)} / ${mb(memoryAfter?.heapTotal)} MB, external ${mb(memoryBefore?.external)} / ${mb(memoryAfter?.external)} MB (array buffers ${mb(memoryBefore?.arrayBuffers)} / ${mb(memoryAfter?.arrayBuffers)} MB)`);
  const spaces = (sample: ServerSample | null) => (sample?.heapSpaces ?? []).filter((x) => x.space_size > 0).map((x) => `${x.space_name.replace(/_space$/, "")} ${mb(x.space_used_size)}/${mb(x.space_size)}`).join(", ");
  log(`details: garbage collector in the window: ${loopDelay?.gc.pauses} pauses, ${loopDelay?.gc.ms.toFixed(0)} ms in all (${((loopDelay?.gc.ms ?? NaN) / S / 10).toFixed(1)} % of the time), longest ${loopDelay?.gc.maxMs.toFixed(1)} ms`);
  log(`details: V8 heap spaces used/size before: ${spaces(sampleBefore)}`);
  log(`details: V8 heap spaces used/size at the end: ${spaces(loopDelay)}`);
  log(`details: errors by code ${JSON.stringify(errorCodes)}, failed joins ${sum((r) => r.failedJoins)}, disconnects ${sum((r) => r.disconnects)}, ws errors ${sum((r) => r.wsErrors)}, moves unanswered after 3 s ${sum((r) => r.unansweredMoves)}, hints unanswered after 3 s ${sum((r) => r.unansweredHints)}, hints asked ${hintLatencies.length} (the room sends a deciding seat its hints unasked), round trip p50 / p99 / max ${round(percentile(hintLatencies, 0.5))} / ${round(percentile(hintLatencies, 0.99))} / ${round(hintLatencies.at(-1) ?? NaN)} ms`);
  log(`details: games finished ${sum((r) => r.gamesFinished)}, replacement rooms ${sum((r) => r.replacementRooms)}, rooms playing at the end ${sum((r) => r.roomsAtEnd)}, patches/client/s ${(patchFrames / (rooms * C) / S).toFixed(1)}, all bytes received/s ${(sum((r) => r.allBytes) / S / 1024).toFixed(0)} KiB, latency max ${latencies.at(-1)?.toFixed(1)} ms`);
  for (const r of rs) log(`details: worker ${r.index}: ${r.clients} clients, CPU ${(r.cpuMs / S / 10).toFixed(0)}% of one core, event-loop delay p99 ${r.loopDelayP99Ms.toFixed(1)} ms, max ${r.loopDelayMaxMs.toFixed(1)} ms`);

  await finish({
    game: game.id,
    pace: args.pace,
    rooms,
    bots: BOTS,
    ccu: rooms * C,
    moves,
    movesPerSec: round(moves / S),
    p50Ms: round(percentile(latencies, 0.5)),
    p99Ms: round(percentile(latencies, 0.99)),
    viewPatchP50Bytes: percentile(viewFrames, 0.5),
    viewPatchP99Bytes: percentile(viewFrames, 0.99),
    bytesPerPatch: round(sum((r) => r.patchBytes) / patchFrames),
    bytesPerMovePerClient: round(sum((r) => r.allBytes) / moves / C),
    cpuMsPerMove: round(serverCpuMs / moves, 2),
    loopDelayP99Ms: round(loopDelay?.p99Ms ?? NaN),
    loopDelayMaxMs: round(loopDelay?.maxMs ?? NaN),
    rssMbPerRoom: round((rssDuring - rssBefore) / rooms, 3),
    gcMsPerSec: round((loopDelay?.gc.ms ?? NaN) / S),
    heapUsedMbPerRoom: round(((memoryAfter?.heapUsed ?? NaN) - (memoryBefore?.heapUsed ?? NaN)) / 2 ** 20 / rooms, 3),
    errors: errorMessages + sum((r) => r.failedJoins) + sum((r) => r.disconnects),
  });
} catch (err) {
  log(`failed: ${(err as Error).stack ?? err}`);
  await finish(null, 1);
}
