/**
 * Game review over HTTP: a finished game's public review is what a spectator was sent live (events and views,
 * step by step); a player's review, also of a running game, is what that seat was sent, secrets and all; nobody
 * else gets a seat's review or a running game's. For the test game and for Through the Ages (hidden hands).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServerMessage, type ServerMessages } from "../../engine/core/protocol.ts";
import { applyViewPatch } from "../../engine/core/view-patch.ts";
import { Rng, seedRng } from "../../engine/core/rng.ts";
import { throughTheAges } from "../../engine/games/through-the-ages/index.ts";
import { diceRace } from "../fixtures/dice-race.ts";
import { nextMessage, startTestServer, until, type TestServer } from "./harness.ts";
import { askHints, join, sendMove, viewOf, type Joined } from "./clients.ts";

let ts: TestServer;
beforeAll(async () => { ts = await startTestServer({ RECONNECT_SECONDS: "30" }, [diceRace, throughTheAges]); });
afterAll(async () => { await ts?.stop(); });

/** What a client was sent: each move's events, and its view after each state id. */
function recordLive(j: Joined) {
  const events: ServerMessages["events"][] = [];
  const views = new Map<number, unknown>();
  j.room.onMessage("events", (m: unknown) => events.push(readServerMessage("events", m)));
  j.room.onMessage("view", () => views.set(j.mirror.stateId, JSON.parse(JSON.stringify(j.mirror.view))));
  return { events, views };
}

const review = async (id: string, credential?: string) => {
  const res = credential
    ? await fetch(`${ts.url}/api/review/${id}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ credential }) })
    : await fetch(`${ts.url}/api/review/${id}`);
  return { status: res.status, body: await res.json() as any };
};

/** Every view of a review, step by step, from its first view and patches. */
function stepViews(r: any): Map<number, unknown> {
  const out = new Map<number, unknown>([[0, r.initial]]);
  let view = r.initial;
  for (const s of r.steps) out.set(s.stateId, (view = applyViewPatch(view, s.ops)));
  return out;
}

/** Ann and Bob start a private two-seat game, each client's stream recorded from its first view. */
async function startTwoSeated(game: string, options?: Record<string, unknown>) {
  const host = await join(ts.sdk().create("game", { game, players: 2, mode: "private", name: "Ann", ...(options && { options }) }));
  const guest = await join(ts.sdk().joinById(host.room.roomId, { name: "Bob" }));
  const seated = [host, guest];
  const live = seated.map(recordLive);
  guest.room.send("ready", { ready: true });
  await until(() => host.room.state.seats[1].ready, 3000, "ready");
  const started = nextMessage(host.room, "welcome");
  host.room.send("start", {});
  const id = (await started).gameRecordId as string;
  await until(() => seated.every((j) => j.mirror.stateId === 0), 5000, "the first views");
  for (const [i, j] of seated.entries()) recordAtStart(j, live[i]);
  return { host, guest, seated, live, id };
}

async function playOne(seated: Joined[], n: number) {
  const room = seated[0].room;
  await until(() => seated.every((s) => s.mirror.stateId === room.state.stateId) && room.state.waitingFor.length > 0, 5000, "a prompt");
  const mover = seated.find((s) => s.welcome.seat === room.state.waitingFor[0])!;
  const view = viewOf(mover);
  const move = view.challenge ? { type: "answer", accept: n % 2 === 0 } : [{ type: "play-card" }, { type: "roll" }, { type: "pass" }][n % 3];
  expect((await sendMove(mover.room, move)).type).toBe("ack");
}

describe("game review", () => {
  it("replays a game step by step per audience, as it was sent live; public only once finished", async () => {
    const { host, guest, seated, live, id } = await startTwoSeated("dice-race", { target: 200, maxTurns: 8 });
    const spectator = await join(ts.sdk().joinById(host.room.roomId, { name: "Watcher", spectate: true }));
    const watched = recordLive(spectator);
    await until(() => spectator.mirror.stateId === 0, 5000, "the spectator's first view");
    recordAtStart(spectator, watched);

    for (let n = 0; n < 3; n++) await playOne(seated, n);
    // Running: only its players may review it, each with its own secrets.
    expect((await review(id)).status).toBe(404);
    expect((await review(id, "x".repeat(32))).status).toBe(404);
    const running = await review(id, guest.welcome.credential);
    expect(running.status).toBe(200);
    expect(running.body).toMatchObject({ id, game: "dice-race", audience: 1, finished: false, seats: [{ name: "Ann", bot: false }, { name: "Bob", bot: false }] });
    expect(running.body.steps.length).toBe(3);

    for (let n = 3; host.room.state.phase === "playing"; n++) await playOne(seated, n);
    await until(() => [...seated, spectator].every((j) => j.mirror.stateId === host.room.state.stateId), 5000, "the last views");
    const last = host.room.state.stateId;

    for (const [i, j] of seated.entries()) {
      const r = (await review(id, j.welcome.credential)).body;
      expect(r).toMatchObject({ audience: i, finished: true });
      expect(r.steps.map((s: any) => ({ stateId: s.stateId, by: s.by, events: s.events }))).toEqual(live[i].events);
      expect(stepViews(r)).toEqual(live[i].views);
      expect(r.outcome).toEqual(JSON.parse(host.room.state.outcome));
    }
    const open = await review(id);
    expect(open.status).toBe(200);
    expect(open.body.audience).toBeNull();
    expect(open.body.steps.length).toBe(last);
    expect(open.body.steps.map((s: any) => ({ stateId: s.stateId, by: s.by, events: s.events }))).toEqual(watched.events);
    expect(stepViews(open.body)).toEqual(watched.views);
    // Secrets: the public review holds no card drawn and no seat's hand; a seat's holds its own.
    const drawn = (r: any) => r.steps.flatMap((s: any) => s.events.filter((e: any) => e.type === "CardDrawn"));
    expect(drawn(open.body).length).toBeGreaterThan(0);
    expect(drawn(open.body).every((e: any) => e.card === undefined)).toBe(true);
    expect([...stepViews(open.body).values()].every((v: any) => v.myCard === null)).toBe(true);
    const own = (await review(id, host.welcome.credential)).body;
    expect(drawn(own).filter((e: any) => e.seat === 0).every((e: any) => typeof e.card === "number")).toBe(true);
    expect(own.initial.myCard).toBe((live[0].views.get(0) as any).myCard);
    for (const j of [...seated, spectator]) await j.room.leave();
  }, 60_000);
});

describe("game review of Through the Ages", () => {
  it("gives each seat of a running game what it was sent, its own hand and no other's; nobody else", async () => {
    const { host, seated, live, id } = await startTwoSeated("through-the-ages");
    // Moves picked from the hints.
    const pick = new Rng(seedRng("review-tta"));
    const moves = 20;
    for (let n = 0; n < moves; n++) {
      await until(() => seated.every((s) => s.mirror.stateId === n), 15_000, `every seat at state ${n}`);
      const mover = seated.find((s) => s.welcome.seat === host.room.state.waitingFor[0])!;
      const legal = (await askHints(mover.room)).moves;
      expect((await sendMove(mover.room, legal[pick.int(legal.length)])).type).toBe("ack");
    }
    await until(() => seated.every((s) => s.mirror.stateId === moves && live[seated.indexOf(s)].events.length === moves), 15_000, "the last views and events");
    expect((await review(id)).status).toBe(404);
    for (const [i, j] of seated.entries()) {
      const r = (await review(id, j.welcome.credential)).body;
      expect(r).toMatchObject({ id, game: "through-the-ages", audience: i, finished: false });
      expect(r.steps.map((s: any) => ({ stateId: s.stateId, by: s.by, events: s.events }))).toEqual(live[i].events);
      const views = stepViews(r);
      expect(views).toEqual(live[i].views);
      // Its own civil and military hands, and only the size of the other's.
      for (const v of views.values() as Iterable<any>) {
        expect(v.players[i].hand).toEqual(expect.any(Array));
        expect(v.players[1 - i].hand).toBeNull();
        expect(v.players[1 - i].military).toBeNull();
      }
    }
    for (const j of seated) await j.room.leave();
  }, 120_000);
});

/** The first view arrives before the recorder sees a change: record it as the view at state 0. */
function recordAtStart(j: Joined, rec: { views: Map<number, unknown> }) {
  if (!rec.views.has(0)) rec.views.set(0, JSON.parse(JSON.stringify(j.mirror.view)));
}
