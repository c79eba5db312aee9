/** A seat belongs to the person holding its credential: nobody else can take it or keep its owner out. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CloseCode } from "@colyseus/shared-types";
import { startTestServer, until, type TestServer } from "./harness.ts";
import { askHints, join, reserveSeat, startPrivateGame } from "./clients.ts";
import { CLOSE_SEAT_TAKEN } from "../../engine/core/close-codes.ts";

const env = { RECONNECT_SECONDS: "30", MAX_SPECTATORS: "2" };
let ts: TestServer;
beforeAll(async () => { ts = await startTestServer(env); });
afterAll(async () => { await ts?.stop(); });

describe("seat reservations", () => {
  it("never lock a lobby: seat reservations nobody uses keep no one out", async () => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 4, mode: "public", name: "Host" }));
    for (let i = 0; i < 3; i++) expect((await reserveSeat(ts.url, host.room.roomId, { name: `Ghost${i}` })).status).toBe(200);
    const guest = await join(ts.sdk().joinById(host.room.roomId, { name: "Guest" }));
    expect(guest.welcome.seat).toBe(1);
    await host.room.leave(); await guest.room.leave();
  });

  it("never lock a quick match's lobby: reservations by code or by quick match keep no quick matcher out", async () => {
    const quick = { game: "dice-race", players: 4, mode: "quick" };
    const first = await join(ts.sdk().joinOrCreate("game", { ...quick, name: "Q0" }));
    for (let i = 0; i < 3; i++) expect((await reserveSeat(ts.url, first.room.roomId, { name: `Ghost${i}` })).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${ts.url}/matchmake/joinOrCreate/game`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...quick, name: `Ghost${i + 3}` }) });
      expect(((await res.json()) as { roomId: string }).roomId).toBe(first.room.roomId);
    }
    const others = [];
    for (let i = 1; i < 4; i++) others.push(await join(ts.sdk().joinOrCreate("game", { ...quick, name: `Q${i}` })));
    expect(others.map((o) => o.room.roomId)).toEqual(Array(3).fill(first.room.roomId));
    await until(() => first.room.state.phase === "playing", 3000, "the quick match to start");
    // Full and started: the next quick matcher gets a lobby of its own.
    const late = await join(ts.sdk().joinOrCreate("game", { ...quick, name: "Late" }));
    expect(late.room.roomId).not.toBe(first.room.roomId);
    for (const j of [first, ...others, late]) await j.room.leave();
  });

  it("still turn away a person once every lobby seat is taken", async () => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "Host" }));
    const guest = await join(ts.sdk().joinById(host.room.roomId, { name: "Guest" }));
    await expect(ts.sdk().joinById(host.room.roomId, { name: "Third" })).rejects.toThrow(/room-full/);
    await host.room.leave(); await guest.room.leave();
  });
});

describe("a seat's owner can always get back in", () => {
  it("past spectators filling the room: the spectator over the limit is turned away, the owner is not", async () => {
    const [a, b] = await startPrivateGame(ts.sdk);
    await a.room.leave();
    await until(() => b.room.state.seats[a.welcome.seat].bot, 3000, "a bot to take the seat");
    const watchers = [];
    for (let i = 0; i < 2; i++) watchers.push(await join(ts.sdk().joinById(a.room.roomId, { name: `W${i}`, spectate: true })));
    await expect(ts.sdk().joinById(a.room.roomId, { name: "W2", spectate: true })).rejects.toThrow(/room-full/);
    const back = await join(ts.sdk().joinById(a.room.roomId, { name: "Ann", credential: a.welcome.credential }));
    expect(back.welcome.seat).toBe(a.welcome.seat);
    for (const j of [back, b, ...watchers]) await j.room.leave();
  });

  it("past seat reservations made over HTTP and never used", async () => {
    const [a, b] = await startPrivateGame(ts.sdk);
    await a.room.leave();
    for (let i = 0; i < 20; i++) await reserveSeat(ts.url, a.room.roomId, { name: `Ghost${i}`, spectate: true });
    const back = await join(ts.sdk().joinById(a.room.roomId, { name: "Ann", credential: a.welcome.credential }));
    expect(back.welcome.seat).toBe(a.welcome.seat);
    await back.room.leave(); await b.room.leave();
  });
});

describe("seat ownership", () => {
  it("closes the seat's older connection with its own close code when the credential joins elsewhere", async () => {
    const [a, b] = await startPrivateGame(ts.sdk);
    const closed = new Promise<number>((r) => a.room.onLeave((code) => r(code)));
    const elsewhere = await join(ts.sdk().joinById(a.room.roomId, { name: "Ann", credential: a.welcome.credential }));
    expect(elsewhere.welcome.seat).toBe(a.welcome.seat);
    expect(await closed).toBe(CLOSE_SEAT_TAKEN);
    expect(Object.values(CloseCode)).not.toContain(CLOSE_SEAT_TAKEN);
    await elsewhere.room.leave(); await b.room.leave();
  });

  it("ends a dropped session's reconnection once the owner takes the seat back by credential", async () => {
    const [a, b] = await startPrivateGame(ts.sdk);
    const seat = a.welcome.seat;
    const token = a.room.reconnectionToken;
    a.room.reconnection.enabled = false;
    a.room.connection.close(CloseCode.MAY_TRY_RECONNECT);
    await until(() => b.room.state.seats[seat].connected === false, 3000, "seat shown disconnected");

    const back = await join(ts.sdk().joinById(a.room.roomId, { name: "Ann", credential: a.welcome.credential }));
    expect(back.welcome.seat).toBe(seat);
    // The old session's token no longer opens a second connection to the seat.
    await expect(ts.sdk().reconnect(token)).rejects.toThrow();
    await until(() => b.room.state.seats[seat].connected === true, 3000, "seat shown connected");
    expect((await askHints(back.room)).prompts).toBeDefined();
    expect(b.room.state.seats[seat].bot).toBe(false);
    await back.room.leave(); await b.room.leave();
  });
});
