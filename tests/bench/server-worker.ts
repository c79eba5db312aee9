/**
 * One load-generating process of the server benchmark (forked by `server.ts`, which merges the
 * figures of all its workers). It opens its share of private rooms of one game with real websocket
 * clients on loopback and plays them as the browser client does: each client keeps its view from the
 * room's patches (client/src/net/viewMirror.ts), asks for its legal moves (`hints`) when the room waits
 * for it, and after a think time plays one of them at random (the random bot's policy). It reports what
 * it measured over IPC.
 *
 * Parent → worker: {type:"go", seconds} starts the measured window; {type:"stop"} ends it;
 *                  {type:"exit"} leaves everything and exits.
 * Worker → parent: {type:"progress"|"ready", ...counts}; {type:"result", ...WorkerResult}.
 *
 * Configuration arrives as JSON in the BENCH_WORKER environment variable (WorkerConfig).
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";

export interface WorkerConfig {
  index: number;
  /** ws://127.0.0.1:<port> */
  endpoint: string;
  rooms: number;
  players: number;
  /** Seats of each room the server's bots play (the host seats them); the others are clients. */
  bots: number;
  thinkMinMs: number;
  thinkMaxMs: number;
  /** Room setups in flight at once in this worker. */
  concurrency: number;
  /** Epoch ms after which setup stops and the worker reports ready with what it has. */
  setupDeadline: number;
  /** Per-room setup timeout (ms). */
  roomTimeoutMs: number;
  game: string;
  /** The game's options for every room. */
  gameOptions: Record<string, unknown>;
  /** Use the `ws` package instead of Node's built-in (undici) WebSocket. */
  useWs: boolean;
}

export interface WorkerResult {
  index: number;
  /** Rooms playing when the window opened (finished games are replaced by new rooms). */
  clients: number;
  rooms: number;
  roomsAtEnd: number;
  /** Moves sent inside the window whose resulting patch arrived. */
  moves: number;
  /** One latency per such move, ms. */
  latencies: number[];
  /** From asking for hints to their arrival, ms, for each answer received in the window. */
  hintLatencies: number[];
  patchBytes: number;
  patchFrames: number;
  /** Size of every `view` message (a view patch) received in the window, bytes. */
  viewFrameBytes: number[];
  /** Every frame received in the window (patches, messages, pings...). */
  allBytes: number;
  errorCodes: Record<string, number>;
  failedJoins: number;
  disconnects: number;
  wsErrors: number;
  unansweredMoves: number;
  /** Clients still waiting, at the end of the window, for the hints they asked for over 3 s before. */
  unansweredHints: number;
  gamesFinished: number;
  replacementRooms: number;
  cpuMs: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

const config = JSON.parse(process.env.BENCH_WORKER ?? "null") as WorkerConfig | null;
if (!config || !process.send) throw new Error("server-worker.ts is started by tests/bench/server.ts");
// Decide the websocket implementation before the SDK module reads globalThis.WebSocket.
if (config.useWs) Reflect.deleteProperty(globalThis, "WebSocket");
const { ColyseusSDK, Protocol } = await import("@colyseus/sdk");
const { ViewMirror } = await import("../../client/src/net/viewMirror.ts");
const { readServerMessage } = await import("../../engine/core/protocol.ts");
type Room = import("@colyseus/sdk").Room;
type Hints = { stateId: number; moves: unknown[] };

const send = (msg: unknown) => process.send!(msg);

// ---- state ----------------------------------------------------------------------------------------

interface Player {
  name: string;
  room: Room;
  table: Table;
  seat: number;
  mirror: InstanceType<typeof ViewMirror>;
  /** State id of the hints asked for, -1 when none are awaited. */
  hintsFor: number;
  /** When the hints were asked for. */
  hintsAt: number;
  /** The last hints the room sent unasked (with a state that waits for this seat). */
  pushed: Hints | null;
  /** stateId the pending move will produce, -1 when no move is in flight. */
  expect: number;
  sentAt: number;
  sentInWindow: boolean;
  /** stateId this player last moved against (never moves twice against one state). */
  actedOn: number;
  timer: ReturnType<typeof setTimeout> | null;
  requestId: string;
  leaving: boolean;
}

interface Table {
  players: Player[];
  finished: boolean;
}

const sdk = new ColyseusSDK(config.endpoint);
const tables = new Set<Table>();
let running = false; // clients may move
let measuring = false; // figures count
let windowEnd = 0;
let clientCounter = 0;
let requestCounter = 0;

const stats = {
  moves: 0,
  latencies: [] as number[],
  hintLatencies: [] as number[],
  patchBytes: 0,
  patchFrames: 0,
  viewFrameBytes: [] as number[],
  allBytes: 0,
  errorCodes: {} as Record<string, number>,
  failedJoins: 0,
  disconnects: 0,
  wsErrors: 0,
  gamesFinished: 0,
  replacementRooms: 0,
};

const loopDelay = monitorEventLoopDelay({ resolution: 10 });

function countError(code: string) {
  stats.errorCodes[code] = (stats.errorCodes[code] ?? 0) + 1;
}

// ---- playing --------------------------------------------------------------------------------------

/** Called on every schema patch and view message: the move's latency ends when its view arrives. */
function onState(p: Player) {
  const st = p.room.state as any;
  if (!st) return;
  if (p.expect >= 0 && p.mirror.stateId >= p.expect) {
    // The first view that carries the state id our move produced: that move's latency.
    if (p.sentInWindow) {
      stats.moves++;
      stats.latencies.push(performance.now() - p.sentAt);
    }
    p.expect = -1;
  }
  if (st.phase === "finished" && !p.table.finished) tableFinished(p.table);
  maybeAct(p);
}

/** The room waits for this client, and its view is the room's current state. */
function waitingOn(p: Player): boolean {
  const st = p.room.state as any;
  return st?.phase === "playing" && p.seat >= 0 && st.waitingFor.includes(p.seat) && p.mirror.stateId === st.stateId;
}

function maybeAct(p: Player) {
  if (!running || p.leaving || p.expect >= 0 || p.timer || p.hintsFor >= 0) return;
  if (!waitingOn(p)) return;
  if (p.mirror.stateId === p.actedOn) return;
  // The room sends a seat it waits for its hints with the new state; ask only when they did not come.
  if (p.pushed?.stateId === p.mirror.stateId) return think(p, p.pushed);
  p.hintsFor = p.mirror.stateId;
  p.hintsAt = performance.now();
  p.room.send("hints", {});
}

function onHints(p: Player, hints: Hints) {
  if (p.hintsFor < 0) {
    p.pushed = hints;
    return maybeAct(p);
  }
  if (measuring) stats.hintLatencies.push(performance.now() - p.hintsAt);
  if (hints.stateId !== p.hintsFor) {
    // The state moved on meanwhile: ask again.
    p.hintsFor = -1;
    return maybeAct(p);
  }
  think(p, hints);
}

/** Plays one of the hints after a think time; with none, waits for the next state. */
function think(p: Player, hints: Hints) {
  if (!hints.moves.length) {
    p.actedOn = hints.stateId;
    p.hintsFor = -1;
    return;
  }
  p.timer = setTimeout(() => act(p, hints), config!.thinkMinMs + Math.random() * (config!.thinkMaxMs - config!.thinkMinMs));
}

function act(p: Player, hints: Hints) {
  p.timer = null;
  p.hintsFor = -1;
  if (!running || p.leaving || p.expect >= 0 || !waitingOn(p) || p.mirror.stateId !== hints.stateId) return maybeAct(p);
  const move = hints.moves[Math.floor(Math.random() * hints.moves.length)];
  p.actedOn = hints.stateId;
  p.expect = hints.stateId + 1;
  p.requestId = `m${++requestCounter}`;
  p.sentInWindow = measuring;
  p.sentAt = performance.now();
  p.room.send("move", { stateId: hints.stateId, move, requestId: p.requestId });
}

function tableFinished(t: Table) {
  t.finished = true;
  stats.gamesFinished++;
  void leaveTable(t);
  // A finished room cannot host another game: open a fresh one while the window lasts.
  if (running && Date.now() < windowEnd) {
    stats.replacementRooms++;
    void openTable(Date.now() + config!.roomTimeoutMs).then((ok) => { if (ok) sendProgress(); });
  }
}

async function leaveTable(t: Table) {
  tables.delete(t);
  await Promise.all(t.players.map((p) => leave(p)));
}

async function leave(p: Player) {
  if (p.leaving) return;
  p.leaving = true;
  if (p.timer) clearTimeout(p.timer);
  p.timer = null;
  if (!p.room.connection?.isOpen) return;
  await Promise.race([p.room.leave(true), sleep(2000)]).catch(() => undefined);
}

// ---- joining --------------------------------------------------------------------------------------

function sleep(ms: number) {
  return new Promise<void>((r) => setTimeout(r, ms));
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout: ${what}`)), Math.max(1, ms));
    p.then((v) => { clearTimeout(timer); resolve(v); }, (e) => { clearTimeout(timer); reject(e); });
  });
}

/** Wires one joined client: handlers for every server message, byte counting, state callback. */
function attach(room: Room, name: string, table: Table): Player {
  const p: Player = { name, room, table, seat: -1, mirror: new ViewMirror(), hintsFor: -1, hintsAt: 0, pushed: null, expect: -1, sentAt: 0, sentInWindow: false, actedOn: -1, timer: null, requestId: "", leaving: false };
  for (const type of ["welcome", "events", "ack", "outcome", "shutdown"]) room.onMessage(type, () => undefined);
  room.onMessage("hints", (h: unknown) => onHints(p, readServerMessage("hints", h)));
  room.onMessage("view", (m: unknown) => {
    if (p.mirror.receive(readServerMessage("view", m)) === "resync") { countError("view-resync"); room.send("sync", {}); }
    onState(p);
  });
  room.onMessage("error", (m: { code?: string; requestId?: string }) => {
    countError(String(m?.code ?? "unknown"));
    if (m?.requestId && m.requestId === p.requestId && p.expect >= 0) {
      p.expect = -1;
      // Try again a little later (the next patch also retries if the state moved on).
      p.actedOn = -1;
      setTimeout(() => maybeAct(p), 200);
    }
  });
  room.onStateChange(() => onState(p));
  let dropped = false;
  room.onDrop((code: number) => {
    if (p.leaving) return;
    dropped = true;
    stats.disconnects++;
    process.stderr.write(`[worker ${config!.index}] ${name} dropped (close ${code})\n`);
  });
  room.onReconnect(() => { dropped = false; });
  room.onLeave((code: number) => {
    if (!p.leaving && !dropped) {
      stats.disconnects++;
      process.stderr.write(`[worker ${config!.index}] ${name} left unexpectedly (close ${code})\n`);
    }
    p.leaving = true;
  });
  room.onError(() => { stats.wsErrors++; });
  // Sizes are websocket payloads (with the 1-byte protocol header, without the websocket framing):
  // ROOM_STATE_PATCH frames are the schema deltas (seats, phase, waitingFor...); a ROOM_DATA_BYTES frame of
  // type "view" (msgpack fixstr a4 "view", then the view's JSON) is a view patch.
  const conn = room.connection;
  const original = conn.events.onmessage!;
  conn.events.onmessage = (ev: any) => {
    if (measuring) {
      const data = new Uint8Array(ev.data as ArrayBuffer);
      stats.allBytes += data.byteLength;
      const protocol = data[0] & 0x1f;
      if (protocol === Protocol.ROOM_STATE_PATCH) {
        stats.patchBytes += data.byteLength;
        stats.patchFrames++;
      } else if (protocol === Protocol.ROOM_DATA_BYTES && data[1] === 0xa4 && data[2] === 0x76 && data[3] === 0x69 && data[4] === 0x65 && data[5] === 0x77) {
        stats.viewFrameBytes.push(data.byteLength);
      }
    }
    original(ev);
  };
  return p;
}

/** Resolves when `check` holds on the room's state (checked on every state change). */
function waitState(room: Room, check: (st: any) => boolean, ms: number, what: string): Promise<void> {
  if (room.state && check(room.state)) return Promise.resolve();
  return withTimeout(new Promise<void>((resolve) => {
    const cb = () => {
      if (room.state && check(room.state)) {
        resolve();
        queueMicrotask(() => room.onStateChange.remove(cb));
      }
    };
    room.onStateChange(cb);
  }), ms, what);
}

/** Creates one private room with `players` clients, readies everyone and starts the game. */
async function openTable(deadline: number): Promise<boolean> {
  const table: Table = { players: [], finished: false };
  const P = config!.players - config!.bots;
  const names = Array.from({ length: P }, () => `w${config!.index}c${++clientCounter}`);
  const remaining = () => deadline - Date.now();
  try {
    const hostRoom = await withTimeout(sdk.create("game", {
      game: config!.game, players: config!.players, mode: "private", name: names[0], options: config!.gameOptions,
    }), remaining(), "create");
    table.players.push(attach(hostRoom, names[0], table));
    const joins = names.slice(1).map((name) => withTimeout(sdk.joinById(hostRoom.roomId, { name }), remaining(), "joinById")
      .then((room) => { table.players.push(attach(room, name, table)); }));
    const settled = await Promise.allSettled(joins);
    const failed = settled.filter((s) => s.status === "rejected");
    if (failed.length) {
      stats.failedJoins += failed.length;
      throw (failed[0] as PromiseRejectedResult).reason;
    }
    for (const p of table.players) {
      const room = p.room;
      await waitState(room, (st) => st.seats?.some((s: any) => s.name === p.name), remaining(), "own seat");
      p.seat = (room.state as any).seats.findIndex((s: any) => s.name === p.name);
      if (p !== table.players[0]) room.send("ready", { ready: true });
    }
    for (let i = 0; i < config!.bots; i++) hostRoom.send("add-bot", {});
    await waitState(hostRoom, (st) => st.seats.every((s: any) => s.claimed && (s.ready || s.index === st.hostSeat)), remaining(), "everyone ready");
    hostRoom.send("start", {});
    await Promise.all(table.players.map((p) => waitState(p.room, (st) => st.phase === "playing", remaining(), "game start")));
    tables.add(table);
    for (const p of table.players) maybeAct(p);
    return true;
  } catch (err) {
    if (setupFailures < 5) process.stderr.write(`[worker ${config!.index}] room setup failed: ${(err as Error).message}\n`);
    // A failed create/joinById was counted above; a room that joined but never started counts once.
    if (!table.players.length || table.players.length === P) stats.failedJoins++;
    setupFailures++;
    lastSetupError = (err as Error).message;
    for (const p of table.players) void leave(p);
    return false;
  }
}

let setupFailures = 0;
let lastSetupError = "";

function sendProgress(type: "progress" | "ready" = "progress") {
  send({ type, index: config!.index, rooms: tables.size, clients: tables.size * (config!.players - config!.bots), setupFailures, lastSetupError });
}

async function setup() {
  let next = 0;
  let attempts = 0;
  const maxAttempts = config!.rooms * 2;
  // `next` counts rooms in flight or done; a failed one frees its slot for a retry.
  const lane = async () => {
    while (next < config!.rooms && attempts < maxAttempts && Date.now() < config!.setupDeadline) {
      next++;
      attempts++;
      const ok = await openTable(Math.min(config!.setupDeadline, Date.now() + config!.roomTimeoutMs));
      if (!ok) next--;
    }
  };
  const progress = setInterval(() => sendProgress(), 1000);
  await Promise.all(Array.from({ length: Math.min(config!.concurrency, config!.rooms) }, lane));
  clearInterval(progress);
  sendProgress("ready");
}

// ---- the window -----------------------------------------------------------------------------------

let cpuStart = process.cpuUsage();
let roomsAtStart = 0;

function startWindow(seconds: number) {
  windowEnd = Date.now() + seconds * 1000;
  roomsAtStart = tables.size;
  running = true;
  measuring = true;
  cpuStart = process.cpuUsage();
  loopDelay.reset();
  loopDelay.enable();
  for (const t of tables) for (const p of t.players) maybeAct(p);
}

async function stopWindow() {
  running = false; // nobody sends again
  measuring = false;
  loopDelay.disable();
  const cpu = process.cpuUsage(cpuStart);
  // Give moves already sent a moment to come back (they count: they were sent in the window).
  const inFlight = () => [...tables].flatMap((t) => t.players).filter((p) => p.expect >= 0 && p.sentInWindow && !p.leaving).length;
  const until = Date.now() + 3000;
  while (inFlight() > 0 && Date.now() < until) await sleep(20);
  const result: WorkerResult = {
    index: config!.index,
    clients: roomsAtStart * (config!.players - config!.bots),
    rooms: roomsAtStart,
    roomsAtEnd: tables.size,
    moves: stats.moves,
    latencies: stats.latencies,
    hintLatencies: stats.hintLatencies,
    patchBytes: stats.patchBytes,
    patchFrames: stats.patchFrames,
    viewFrameBytes: stats.viewFrameBytes,
    allBytes: stats.allBytes,
    errorCodes: stats.errorCodes,
    failedJoins: stats.failedJoins,
    disconnects: stats.disconnects,
    wsErrors: stats.wsErrors,
    unansweredMoves: inFlight(),
    unansweredHints: [...tables].flatMap((t) => t.players).filter((p) => p.hintsFor >= 0 && !p.leaving && performance.now() - p.hintsAt > 3000).length,
    gamesFinished: stats.gamesFinished,
    replacementRooms: stats.replacementRooms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
  };
  send({ type: "result", ...result });
}

process.on("message", (msg: { type: string; seconds?: number }) => {
  if (msg.type === "go") startWindow(msg.seconds!);
  else if (msg.type === "stop") void stopWindow();
  else if (msg.type === "exit") {
    running = false;
    for (const t of tables) for (const p of t.players) { p.leaving = true; if (p.timer) clearTimeout(p.timer); }
    // Closing the sockets is enough: the server process is stopped right after.
    for (const t of tables) for (const p of t.players) {
      p.room.reconnection.enabled = false;
      try { p.room.connection?.close(); } catch { /* already closed */ }
    }
    setTimeout(() => process.exit(0), 200);
  }
});
process.on("disconnect", () => process.exit(0)); // the parent is gone

await setup();
