/**
 * Every client's copy of the game, rebuilt from the room's view patches over real websockets, equals the
 * engine's view for its seat (a spectator's: `view(state, null)`) after every move, in games of every game.
 * The expected views come from replaying the stored move log, so this checks the whole path: engine →
 * diff → encoding → websocket → client mirror.
 *
 * And no seat's secrets are in another's stream: every string a seat could only know from another seat's
 * view, or that only the engine's state holds (deck contents, events to come), and that is in no view or
 * redacted event of its own, is searched for in the raw bytes that seat's client received — views, events,
 * hints, everything. The games with hidden hands (Clash of Cultures, Through the Ages) must give it secrets to look for.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineGames } from "../../engine/games/index.ts";
import { isRuleError, type AnyGame, type Seat } from "../../engine/core/types.ts";
import { redactEvents } from "../../engine/core/events.ts";
import { Rng, seedRng } from "../../engine/core/rng.ts";
import { startMatch, step } from "../../engine/core/match.ts";
import { diceRace } from "../fixtures/dice-race.ts";
import { nextMessage, startTestServer, until, type TestServer } from "./harness.ts";
import { askHints, join, sendMove, viewOf, type Joined } from "./clients.ts";

let ts: TestServer;
beforeAll(async () => { ts = await startTestServer({ RECONNECT_SECONDS: "30" }, [...engineGames, diceRace]); });
afterAll(async () => { await ts?.stop(); });

const plain = (v: unknown) => JSON.parse(JSON.stringify(v));

/** Every string in a JSON-like value that is long enough to be an id rather than a common word or number. */
function strings(v: unknown, into: Set<string>): Set<string> {
  if (typeof v === "string") { if (v.length >= 5) into.add(v); }
  else if (Array.isArray(v)) for (const x of v) strings(x, into);
  else if (v && typeof v === "object") for (const x of Object.values(v)) strings(x, into);
  return into;
}

/** The object keys in a JSON-like value: a view patch's pointers are made of them. */
function keys(v: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(v)) for (const x of v) keys(x, into);
  else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) { into.add(k); keys(x, into); }
  return into;
}

/**
 * Where `secret` is in `stream` other than inside a string the audience knows: an id can be part of a
 * longer legitimate one ("ideas-2" of "great-ideas-2"), and those bytes are no leak. Any other occurrence
 * is, whether the secret is a string of its own or part of another (a patch pointer, a text).
 */
function leakedAt(stream: string, secret: string, known: Iterable<string>): number {
  const hosts = [...known].filter((k) => k !== secret && k.includes(secret));
  const covered = (at: number) => hosts.some((k) => {
    for (let d = k.indexOf(secret); d >= 0; d = k.indexOf(secret, d + 1)) if (stream.startsWith(k, at - d)) return true;
    return false;
  });
  for (let at = stream.indexOf(secret); at >= 0; at = stream.indexOf(secret, at + 1)) if (!covered(at)) return at;
  return -1;
}

/** Collects the raw payload of every websocket message the client receives from now on. */
function captureBytes(j: Joined): Buffer[] {
  const frames: Buffer[] = [];
  const conn = (j.room as any).connection;
  const original = conn.events.onmessage;
  conn.events.onmessage = (ev: { data: ArrayBuffer }) => { frames.push(Buffer.from(ev.data)); original(ev); };
  return frames;
}

async function table(game: AnyGame, players: number) {
  const seated: Joined[] = [await join(ts.sdk().create("game", { game: game.id, players, mode: "private", name: "P0" }))];
  for (let i = 1; i < players; i++) seated.push(await join(ts.sdk().joinById(seated[0].room.roomId, { name: `P${i}` })));
  for (const s of seated.slice(1)) s.room.send("ready", { ready: true });
  await until(() => seated[0].room.state.seats.every((s: any) => s.claimed && (s.ready || s.index === 0)), 3000, "everyone ready");
  const started = nextMessage(seated[0].room, "welcome");
  seated[0].room.send("start", {});
  const { gameRecordId } = await started;
  await until(() => seated.every((s) => s.mirror.stateId === 0), 5000, "every seat's first view");
  const spectator = await join(ts.sdk().joinById(seated[0].room.roomId, { name: "Watcher", spectate: true }));
  await until(() => spectator.mirror.stateId === 0, 3000, "the spectator's view");
  return { seated, spectator, recordId: gameRecordId as string };
}

describe("view sync", () => {
  const all: AnyGame[] = [diceRace as AnyGame, ...engineGames];
  it.each(all.map((g) => ({ id: g.id, players: Math.min(4, g.maxPlayers), maxMoves: g === diceRace as AnyGame ? 200 : 120 })))("keeps every seat's and the spectator's copy of $id equal to the engine's view after every move", async ({ id, players, maxMoves }) => {
    const g = all.find((x) => x.id === id)!;
    const { seated, spectator, recordId } = await table(g, players);
    const stored = (await ts.epochs.storage.loadGame(recordId))!;
    const started = startMatch(g, players, stored.game.options, stored.game.seed);
    if (isRuleError(started)) throw new Error(started.message);
    let state = started.state;
    const pick = new Rng(seedRng("view-sync-test"));
    const audiences: (Seat | null)[] = [...seated.map((s) => s.welcome.seat), null];
    const clientOf = (a: Seat | null) => (a === null ? spectator : seated.find((s) => s.welcome.seat === a)!);
    const bytes = new Map(audiences.map((a) => [a, captureBytes(clientOf(a))]));
    // What each audience may know (its views, with their keys since patch pointers name them, and its
    // redacted events), and what any seat's view holds.
    const known = new Map(audiences.map((a) => [a, keys(g.view(state, a), strings(g.view(state, a), new Set()))]));
    const held = new Map(audiences.map((a) => [a, strings(g.view(state, a), new Set())]));
    // And what is in the engine's state only (deck contents, events to come): no audience's to see.
    const hidden = strings(state, new Set());
    for (let n = 0; n < maxMoves && seated[0].room.state.phase === "playing"; n++) {
      const seat = g.pending(state)[0].seat;
      const mover = seated.find((s) => s.welcome.seat === seat)!;
      const answer = await askHints(mover.room);
      const moves = answer.moves;
      // The seat's own prompts and legal moves are its to know (a move type may share a card's name).
      strings([answer.prompts, answer.moves], known.get(seat)!);
      const move = moves[pick.int(moves.length)];
      const reply = await sendMove(mover.room, move);
      expect(reply.type).toBe("ack");
      const next = step(g, state, seat, move);
      if (isRuleError(next)) throw new Error(next.message);
      state = next.state;
      for (const a of audiences) {
        keys(g.view(state, a), strings(g.view(state, a), known.get(a)!));
        strings(g.view(state, a), held.get(a)!);
        strings(redactEvents(next.events, a), known.get(a)!);
      }
      strings(state, hidden);
      const id = n + 1;
      await until(() => [...seated, spectator].every((s) => s.mirror.stateId === id), 15_000, `every copy at state ${id}`);
      for (const s of seated) expect(viewOf(s)).toEqual(plain(g.view(state, s.welcome.seat)));
      expect(viewOf(spectator)).toEqual(plain(g.view(state, null)));
    }
    let secretsChecked = 0;
    for (const a of audiences) {
      const stream = Buffer.concat(bytes.get(a)!).toString("latin1");
      const secrets = new Set<string>();
      for (const [other, strs] of held) if (other !== a && other !== null) for (const x of strs) if (!known.get(a)!.has(x)) secrets.add(x);
      secretsChecked += secrets.size;
      for (const x of hidden) if (!known.get(a)!.has(x)) secrets.add(x);
      // msgpack writes strings as raw UTF-8: a secret sent in any message is in the stream as its bytes.
      const inStream = (x: string) => Buffer.from(x).toString("latin1");
      const hosts = [...known.get(a)!].map(inStream);
      for (const secret of secrets) expect(leakedAt(stream, inStream(secret), hosts), `${a === null ? "the spectator" : `seat ${a}`} received "${secret}", another seat's or the engine's secret (game seed ${stored.game.seed})`).toBe(-1);
    }
    // A game with hidden hands must give the scan other seats' secrets to look for.
    if (g.id === "clash-of-cultures" || g.id === "through-the-ages") expect(secretsChecked).toBeGreaterThan(0);
    for (const s of [...seated, spectator]) await s.room.leave();
  }, 120_000);
});
