/**
 * Chaos: a fuzzer. Tables of every built-in game (Clash of Cultures, A New Dawn, Through the Ages) are played
 * by two legitimate seats each while hostile traffic hits the same rooms:
 * - a spectator connection per table sends undecodable frames, random msgpack values, unknown message
 *   types, moves and undos (it owns no seat), `log` requests with bad `before`, messages over 4 KB,
 *   frames over 64 KB and floods over 20 messages a second;
 * - the seated connections themselves, between their legal moves, replay their old moves with the old
 *   `stateId`, send moves out of turn or with random fields, and ask to undo at random times.
 * Every hostile message must be answered by a typed `error` (or a `log` page) or end its connection with the
 * documented close code (4429 for a flood, 1009 for a frame too big to read); the server stays up; the
 * legitimate seats keep playing. Afterwards the stored log is replayed by the engine: every entry must be
 * legal, acknowledged to its own seat's connection, and the replayed game's views must equal each client's
 * mirror (seats and spectator) — so the game changed only through legal moves of the seats' owners.
 */
import { isDeepStrictEqual } from "node:util";
import type { Room } from "@colyseus/sdk";
import { pack } from "msgpackr";
import { builtInGames } from "../../engine/games/index.ts";
import { replay } from "../../engine/core/match.ts";
import { CLOSE_RATE_LIMITED } from "../../engine/core/close-codes.ts";
import { openStorage } from "../../server/storage/index.ts";
import { freePort } from "../free-port.ts";
import { tempDataDir, until } from "../integration/harness.ts";
import { join, type Joined } from "../integration/clients.ts";
import { countLost, openTable, play, startServer, stopServer, storageEnv, type Acked, type ServerProcess, type StorageAt, type Table } from "./players.ts";

export interface FuzzOptions {
  /** Tables of each game. */
  tables: number;
  seconds: number;
  /** Seed of the fuzzer's choices (not of the games), so a finding can be reproduced. */
  seed?: number;
  log?: (line: string) => void;
}

export interface FuzzFigures {
  tables: number;
  /** Hostile messages sent, by kind. */
  sent: Record<string, number>;
  /** How they were answered: `error:<code>`, `log`, `ack` (a seat's own legal move), `close:<code>`. */
  answers: Record<string, number>;
  /** Hostile messages with no answer within 10 s, or answered in a way the protocol does not document. */
  unanswered: number;
  wronglyAnswered: number;
  /** Acks to messages that must be refused (a spectator's move or undo, a replay with an old stateId). */
  hostileAccepted: number;
  /** Legitimate moves acknowledged, and the fewest on any table. */
  acknowledged: number;
  fewestPerTable: number;
  stored: number;
  /** Stored entries no connection of that seat was told were applied. */
  unacknowledgedStored: number;
  /** Stored logs the engine refused to replay, and replayed views unequal to a client's mirror. */
  illegalLogs: number;
  viewMismatches: number;
  serverUp: boolean;
  lost: number;
}

type Answer = { kind: "error"; code: string } | { kind: "log" } | { kind: "ack"; stateId: number } | { kind: "close"; code: number } | { kind: "none" };

const ANSWER_MS = 10_000;

/** A small seeded generator (mulberry32), so a run's hostile choices can be replayed with the same seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  const value = (depth = 0): unknown => {
    switch (int(depth > 2 ? 7 : 9)) {
      case 0: return null;
      case 1: return next() < 0.5;
      case 2: return int(2 ** 31) * (next() < 0.5 ? -1 : 1);
      case 3: return pick([NaN, Infinity, -0, 1e300, 0.5, Number.MAX_SAFE_INTEGER + 2]);
      case 4: return pick(["", "move", "__proto__", "constructor", "x".repeat(int(300)), "é😀\u0000"]);
      case 5: return Buffer.from(Array.from({ length: int(40) }, () => int(256)));
      case 6: return undefined;
      case 7: return Array.from({ length: int(5) }, () => value(depth + 1));
      default: return Object.fromEntries(Array.from({ length: int(5) }, () => [pick(["type", "stateId", "move", "before", "seat", "requestId", "__proto__", String(int(99))]), value(depth + 1)]));
    }
  };
  return { next, int, pick, value };
}
type Random = ReturnType<typeof random>;

/** A ROOM_DATA frame (protocol byte 13) with the given body bytes. */
const roomData = (...parts: Uint8Array[]) => Buffer.concat([Buffer.from([13]), ...parts]);

const bump = (counts: Record<string, number>, key: string) => { counts[key] = (counts[key] ?? 0) + 1; };

/** A spectator connection that waits for the answer to each hostile message before sending the next. */
interface Spectator { joined: Joined; answer: ((a: Answer) => void) | null; closed: number | null }

async function joinSpectator(server: ServerProcess, t: Table): Promise<Spectator> {
  const room = await server.sdk().joinById(t.code, { name: "Spy", spectate: true });
  for (const type of ["events", "shutdown"]) room.onMessage(type, () => {}); // not read here; registered so the SDK does not warn per message
  const firstLog = new Promise<void>((resolve) => { const off = room.onMessage("log", () => { off(); resolve(); }); });
  const joined = await join(Promise.resolve(room));
  await firstLog; // the page every joiner gets, not an answer to anything
  room.reconnection.enabled = false;
  const s: Spectator = { joined, answer: null, closed: null };
  const settle = (a: Answer) => { const f = s.answer; s.answer = null; f?.(a); };
  room.onMessage("error", (m: { code: string }) => settle({ kind: "error", code: m.code }));
  room.onMessage("log", () => settle({ kind: "log" }));
  room.onMessage("ack", (m: { stateId: number }) => settle({ kind: "ack", stateId: m.stateId }));
  const closed = (code: number) => { s.closed = code; settle({ kind: "close", code }); };
  room.onLeave(closed);
  room.onDrop(closed); // what the SDK calls a close it would reconnect after
  return s;
}

/**
 * Sends through `send` and resolves with the next answer the spectator gets (only its close when `closing`:
 * a flood's first messages are answered before the limit closes the connection).
 */
function ask(s: Spectator, send: () => void, closing: boolean): Promise<Answer> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => { s.answer = null; resolve({ kind: "none" }); }, ANSWER_MS);
    const settle = (a: Answer) => {
      if (closing && a.kind !== "close") { s.answer = settle; return; }
      clearTimeout(timer);
      resolve(a);
    };
    s.answer = settle;
    send();
  });
}

let requests = 0;

/** Sends `type` with a fresh requestId from a seated connection and resolves with its ack or error. */
function request(room: Room, type: string, body: Record<string, unknown>): Promise<Answer> {
  const requestId = `fuzz${++requests}`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => { done(); resolve({ kind: "none" }); }, ANSWER_MS);
    const offAck = room.onMessage("ack", (m: any) => { if (m.requestId === requestId) { done(); resolve({ kind: "ack", stateId: m.stateId }); } });
    const offErr = room.onMessage("error", (m: any) => { if (m.requestId === requestId) { done(); resolve({ kind: "error", code: m.code }); } });
    const left = (code: number) => { done(); resolve({ kind: "close", code }); };
    room.onLeave(left);
    function done() { clearTimeout(timer); offAck(); offErr(); room.onLeave.remove(left); }
    room.send(type, { ...body, requestId });
  });
}

/** The spectator's hostile messages: each kind, the frames it sends, and the close code it may end with. */
const SPECTATOR_KINDS = ["garbage-frame", "random-msgpack", "unknown-type", "spectator-move", "spectator-undo", "bad-log", "too-large", "frame-over-64k", "flood"] as const;
const closesWith: Partial<Record<(typeof SPECTATOR_KINDS)[number], number>> = { "frame-over-64k": 1009, flood: CLOSE_RATE_LIMITED };

/** Bad-`before` values for `log`: wrong types, out of range, fractional. */
const BAD_BEFORE = [-1, -1e9, 1e12, 0.5, "0", {}, [], true, NaN, Number.MAX_SAFE_INTEGER + 2];

export async function fuzz(opts: FuzzOptions): Promise<FuzzFigures> {
  const log = opts.log ?? (() => {});
  const seed = opts.seed ?? Date.now();
  log(`fuzzer seed ${seed}`);
  const rnd = random(seed);
  const at: StorageAt = { kind: "sqlite", dataDir: tempDataDir(), schema: "public" };
  const server = await startServer(await freePort(), storageEnv(at));
  let stopping = false;
  server.child.once("exit", (code, signal) => { if (!stopping) log(`the server exited (${code ?? signal}) under fuzzing`); });
  const sent: Record<string, number> = {}, answers: Record<string, number> = {};
  let unanswered = 0, wronglyAnswered = 0, hostileAccepted = 0;
  /** Log index → seat of every entry a seat's own connection was told was applied. */
  const applied = new Map<string, Map<number, number>>();
  const acked: Acked[] = [];
  const tables: Table[] = [];
  const spectators = new Map<Table, Spectator>();
  try {
    for (const game of builtInGames) {
      for (let i = 0; i < opts.tables; i++) tables.push(await openTable(server.sdk, game.id, `${game.id.slice(0, 3)}${i}`));
    }
    for (const t of tables) { applied.set(t.recordId, new Map()); spectators.set(t, await joinSpectator(server, t)); }
    log(`${tables.length} tables open`);

    let over = false;
    const end = Date.now() + opts.seconds * 1000;
    const stop = () => over || Date.now() > end;
    // 150 ms between moves keeps a seat (hints + move, plus a hostile message now and then) under 20 a second.
    const playing = tables.map((t) => play(t, acked, stop, undefined, 150));

    const note = (kind: string, a: Answer, mayClose?: number, mustRefuse = false, open?: boolean) => {
      bump(sent, kind);
      bump(answers, a.kind === "error" ? `error:${a.code}` : a.kind === "close" ? `close:${a.code}` : a.kind);
      if (a.kind === "none") { unanswered++; log(`${kind}: no answer${open === undefined ? "" : ` (the client's socket ${open ? "open" : "closed"})`}`); }
      else if (a.kind === "close" && a.code !== mayClose) { wronglyAnswered++; log(`${kind}: closed with ${a.code}`); }
      else if (a.kind !== "close" && mayClose !== undefined) { wronglyAnswered++; log(`${kind}: answered ${a.kind}, not closed`); }
      if (a.kind === "ack" && mustRefuse) { hostileAccepted++; log(`${kind}: accepted`); }
    };

    const spectatorLoop = async (t: Table) => {
      while (!stop()) {
        let s = spectators.get(t)!;
        if (s.closed !== null) { s = await joinSpectator(server, t); spectators.set(t, s); }
        const room = s.joined.room;
        const kind = rnd.pick(SPECTATOR_KINDS);
        const a = await ask(s, () => hostileFrame(kind, room, rnd), closesWith[kind] !== undefined);
        note(kind, a, closesWith[kind], kind === "spectator-move" || kind === "spectator-undo", room.connection.isOpen);
        // Under the rate limit between messages (only the flood means to go over it).
        await new Promise((r) => setTimeout(r, 60 + rnd.int(60)));
      }
    };

    const seatedLoop = async (t: Table) => {
      while (!stop() && !t.dead) {
        await new Promise((r) => setTimeout(r, 300 + rnd.int(300)));
        if (stop() || t.dead) return;
        const c = rnd.pick(t.clients);
        const seat = c.welcome.seat;
        const room = c.room;
        const mine = acked.filter((x) => x.recordId === t.recordId && x.seat === seat);
        const old = mine.length ? rnd.pick(mine) : undefined;
        const kind = !old ? "undo" : rnd.pick(["stale-replay", "out-of-turn", "random-fields", "undo"] as const);
        let a: Answer;
        if (kind === "stale-replay") a = await request(room, "move", { stateId: old!.index, move: old!.move });
        else if (kind === "undo") a = await request(room, "undo", { stateId: room.state.stateId });
        else if (kind === "out-of-turn") {
          if (room.state.waitingFor.includes(seat)) continue;
          a = await request(room, "move", { stateId: room.state.stateId, move: old!.move });
        } else {
          const move: Record<string, unknown> = { ...(old!.move as Record<string, unknown>) };
          const keys = Object.keys(move);
          const key = rnd.next() < 0.3 || !keys.length ? rnd.pick(["seat", "junk", "__proto__", "type"]) : rnd.pick(keys);
          Object.defineProperty(move, key, { value: rnd.value(), enumerable: true, writable: true, configurable: true }); // an own "__proto__" too
          a = await request(room, "move", { stateId: room.state.stateId, move });
        }
        note(kind, a, undefined, kind === "stale-replay");
        if (a.kind === "ack") applied.get(t.recordId)!.set(a.stateId - 1, seat);
        if (a.kind === "close") return;
      }
    };

    await Promise.all([...playing, ...tables.map(spectatorLoop), ...tables.map(seatedLoop)]);
    over = true;
    for (const a of acked) applied.get(a.recordId)!.set(a.index, a.seat);

    const serverUp = server.child.exitCode === null && (await fetch(`${server.url}/healthz`).then((r) => r.ok, () => false));
    const perTable = tables.map((t) => acked.filter((a) => a.recordId === t.recordId).length);
    log(`played: ${acked.length} legitimate moves (fewest on a table ${Math.min(...perTable)}); ${Object.values(sent).reduce((x, y) => x + y, 0)} hostile messages`);

    // Every client's mirror catches up with its room before the comparison.
    const views = new Map<Table, { seat: number | null; view: unknown }[]>();
    for (const t of tables) {
      const s = spectators.get(t)!;
      if (s.closed !== null) spectators.set(t, await joinSpectator(server, t));
      const watchers = [...t.clients, spectators.get(t)!.joined];
      const room = t.clients[0].room;
      await until(() => watchers.every((w) => w.mirror.stateId === room.state.stateId), 10_000, `the mirrors of ${t.code} to catch up`);
      views.set(t, watchers.map((w, i) => ({ seat: i < t.clients.length ? w.welcome.seat : null, view: structuredClone(w.mirror.view) })));
    }
    stopping = true;
    await stopServer(server, "SIGTERM");

    let stored = 0, unacknowledgedStored = 0, illegalLogs = 0, viewMismatches = 0;
    const storage = await openStorage({ dataDir: at.dataDir, databaseSchema: "public" });
    try {
      for (const t of tables) {
        const record = (await storage.loadGame(t.recordId))!;
        const game = builtInGames.find((g) => g.id === record.game.game)!;
        stored += record.moves.length;
        const told = applied.get(t.recordId)!;
        record.moves.forEach((m, index) => { if (told.get(index) !== m.seat) unacknowledgedStored++; });
        let state: unknown;
        try {
          state = replay(game, { options: record.game.options, seed: record.game.seed, players: record.game.players, moves: record.moves }).state;
        } catch (err) {
          illegalLogs++;
          log(`${t.code}: the stored log does not replay: ${(err as Error).message}`);
          continue;
        }
        for (const w of views.get(t)!) {
          if (!isDeepStrictEqual(JSON.parse(JSON.stringify(game.view(state, w.seat))), w.view)) {
            viewMismatches++;
            log(`${t.code}: the replayed view of ${w.seat ?? "a spectator"} differs from the client's`);
          }
        }
      }
    } finally {
      await storage.close();
    }
    const { lost } = await countLost(at, tables, acked);
    return {
      tables: tables.length, sent, answers, unanswered, wronglyAnswered, hostileAccepted,
      acknowledged: acked.length, fewestPerTable: Math.min(...perTable), stored, unacknowledgedStored, illegalLogs, viewMismatches, serverUp, lost,
    };
  } finally {
    stopping = true;
    await stopServer(server, "SIGKILL");
  }
}

/** Sends one hostile message of `kind` from a spectator's connection. */
function hostileFrame(kind: (typeof SPECTATOR_KINDS)[number], room: Room, rnd: Random) {
  const raw = (b: Buffer) => room.connection.send(b);
  switch (kind) {
    case "garbage-frame":
      return raw(roomData(Buffer.from(Array.from({ length: 1 + rnd.int(60) }, () => rnd.int(256)))));
    case "random-msgpack":
      return raw(roomData(pack(rnd.pick(["move", "undo", "log", "hints", "resign", "ready", 7, -1, ""])), pack(rnd.value())));
    case "unknown-type":
      return room.send(`x-${rnd.int(1000)}`, rnd.value());
    case "spectator-move":
      return room.send("move", { stateId: room.state.stateId, move: { type: rnd.pick(["pass", "collect", "advance", "move", "endTurn"]), seat: rnd.int(2) }, requestId: "spy" });
    case "spectator-undo":
      return room.send("undo", { stateId: room.state.stateId, requestId: "spy" });
    case "bad-log":
      return room.send("log", { before: rnd.pick(BAD_BEFORE) });
    case "too-large":
      return room.send("move", { stateId: room.state.stateId, move: { type: "pass", padding: "x".repeat(5000 + rnd.int(50_000)) } });
    case "frame-over-64k":
      return raw(roomData(Buffer.alloc(70_000 + rnd.int(100_000), 0x90)));
    case "flood":
      for (let i = 0; i < 30; i++) room.send("hints", {});
  }
}
