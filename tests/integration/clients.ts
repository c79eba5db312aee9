/** Client-side helpers for integration tests: joining, moves with acks, watching the lobby listing. */
import type { ColyseusSDK, Room } from "@colyseus/sdk";
import type { Move } from "../../engine/core/types.ts";
import { readServerMessage } from "../../engine/core/protocol.ts";
import { ViewMirror } from "../../client/src/net/viewMirror.ts";
import { SOCKET_LIMITS } from "../../server/app.ts";
import { TokenBucket } from "../../server/throttle.ts";
import { nextMessage, until } from "./harness.ts";

export interface Joined {
  room: Room;
  welcome: { seat: number; credential?: string; gameRecordId: string | null };
  /** The client's game view, kept from the room's `view` messages as the browser client keeps it. */
  mirror: ViewMirror;
}

/** Joins and waits for the welcome message (handlers are registered as the join resolves, so none is missed). */
export async function join(p: Promise<Room>): Promise<Joined> {
  const room = await p;
  const mirror = mirrorView(room);
  const welcome = await nextMessage(room, "welcome");
  return { room, welcome, mirror };
}

/** Keeps a copy of the room's game view from its `view` messages (asking for the whole view after a gap). */
export function mirrorView(room: Room): ViewMirror {
  const mirror = new ViewMirror();
  room.onMessage("view", (m: unknown) => {
    if (mirror.receive(readServerMessage("view", m)) === "resync") room.send("sync", {});
  });
  return mirror;
}

/** The view a joined client holds (typed loosely for tests). */
export function viewOf(j: Joined): any {
  return j.mirror.view;
}

/** A running private game of `players` people; the host (seat 0) started it once everyone was ready. */
export async function startPrivateGame(sdk: () => ColyseusSDK, players = 2): Promise<Joined[]> {
  const host = await join(sdk().create("game", { game: "dice-race", players, mode: "private", name: "Ann" }));
  const others: Joined[] = [];
  for (let i = 1; i < players; i++) others.push(await join(sdk().joinById(host.room.roomId, { name: `P${i}` })));
  for (const o of others) o.room.send("ready", { ready: true });
  await until(() => host.room.state.seats.every((s: any) => s.claimed && (s.ready || s.index === 0)), 3000, "everyone ready");
  host.room.send("start", {});
  await until(() => host.room.state.phase === "playing", 3000, "game start");
  await until(() => [host, ...others].every((j) => j.mirror.stateId >= 0), 3000, "everyone's view");
  return [host, ...others];
}

/** A running private dice-race game of one person (seat 0, "H" unless named) and bots in the other seats. */
export async function startGameVsBots(sdk: () => ColyseusSDK, table: { players?: number; name?: string; options?: Record<string, unknown>; clockSeconds?: number } = {}): Promise<Joined> {
  const players = table.players ?? 2;
  const host = await join(sdk().create("game", { game: "dice-race", players, mode: "private", name: table.name ?? "H", options: table.options }));
  if (table.clockSeconds) host.room.send("configure", { clockSeconds: table.clockSeconds });
  for (let i = 1; i < players; i++) host.room.send("add-bot", {});
  await until(() => host.room.state.seats.slice(1).every((s: any) => s.bot), 3000, "bot seats");
  host.room.send("start", {});
  await until(() => host.room.state.phase === "playing", 3000, "game start");
  return host;
}

/** Asks the matchmaker for a seat over HTTP, as any script can, and never connects to use it. */
export function reserveSeat(url: string, roomId: string, options: Record<string, unknown>) {
  return fetch(`${url}/matchmake/joinById/${roomId}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(options) });
}

export function seatOf(j: Joined) {
  return j.welcome.seat;
}

/**
 * Each client's own budget, under the socket gate's limit (server/app.ts) with room for the network's jitter:
 * half its burst, three quarters of its rate. A test that plays moves as fast as their answers come would otherwise
 * send a long run of one seat's moves over the limit, and the server rightly closes such a connection as a flood.
 */
const budgets = new WeakMap<Room, TokenBucket>();
const { maxMessagesPerSecond } = SOCKET_LIMITS;

/** Waits until `room`'s client may send another message under the socket gate's rate limit. */
export async function paced(room: Room) {
  let budget = budgets.get(room);
  if (!budget) budgets.set(room, (budget = new TokenBucket(maxMessagesPerSecond / 2, (maxMessagesPerSecond * 3) / 4)));
  while (!budget.take()) await new Promise((r) => setTimeout(r, 20));
}

/** The seat's hints (its prompts and legal moves), asked for within its rate limit. */
export async function askHints(room: Room, ms = 15_000): Promise<{ prompts: unknown; moves: Move[] }> {
  await paced(room);
  const hints = nextMessage(room, "hints", ms);
  room.send("hints", {});
  return hints;
}

let requestCounter = 0;

/** Sends a move against the current state id, within the client's rate limit; resolves with its ack or error. */
export async function sendMove(room: Room, move: Record<string, unknown>): Promise<{ type: "ack" } | { type: "error"; code: string; message: string }> {
  await paced(room);
  const requestId = `r${++requestCounter}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to ${JSON.stringify(move)}${room.connection.isOpen ? "" : " (the connection is closed)"}`)), 15_000);
    const offAck = room.onMessage("ack", (m: any) => { if (m.requestId === requestId) { done(); resolve({ type: "ack" }); } });
    const offErr = room.onMessage("error", (m: any) => { if (m.requestId === requestId) { done(); resolve({ type: "error", code: m.code, message: m.message }); } });
    function done() { clearTimeout(timer); offAck(); offErr(); }
    room.send("move", { stateId: room.state.stateId, move, requestId });
  });
}

/** Joins the lobby listing room and keeps a live map of listed rooms. */
export async function watchLobby(sdk: ColyseusSDK) {
  const room = await sdk.joinOrCreate("lobby");
  const rooms = new Map<string, any>();
  room.onMessage("rooms", (list: any[]) => { rooms.clear(); for (const r of list) rooms.set(r.roomId, r); });
  room.onMessage("+", ([id, r]: [string, any]) => rooms.set(id, r));
  room.onMessage("-", (id: string) => rooms.delete(id));
  await nextMessage(room, "rooms").catch(() => undefined);
  return { room, rooms };
}

/** Plays dice-race for every person at the table until the game ends; the outcome as the first player heard it. */
export async function playToEnd(players: Joined[]) {
  const outcome = nextMessage(players[0].room, "outcome", 20_000);
  const room = players[0].room;
  while (room.state.phase === "playing") {
    const seat = room.state.waitingFor[0];
    const p = players.find((x) => x.welcome.seat === seat);
    if (p) await sendMove(p.room, viewOf(p)?.challenge ? { type: "answer", accept: true } : { type: "roll" });
    await new Promise((r) => setTimeout(r, 5));
  }
  return outcome;
}
