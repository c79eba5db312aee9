/**
 * A client that floods its connection or sends frames the server cannot use: it is told so in the
 * protocol's terms, the server log stays readable, and the player keeps their seat.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Room } from "@colyseus/sdk";
import { captureLogs, nextMessage, startTestServer, until, type TestServer } from "./harness.ts";
import { join, sendMove, startPrivateGame, viewOf } from "./clients.ts";
import { diceRace } from "../fixtures/dice-race.ts";
import { CLOSE_RATE_LIMITED } from "../../engine/core/close-codes.ts";

const logs = captureLogs("debug");
let ts: TestServer;
beforeAll(async () => { ts = await startTestServer({ RECONNECT_SECONDS: "30", LOG_LEVEL: "debug" }, [diceRace], logs.logger); });
afterAll(async () => { await ts?.stop(); });

/** Resolves with the close code when the room's connection ends for good (rejects after `ms`). */
function leftWith(room: Room, ms = 3000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the connection was still open after ${ms} ms`)), ms);
    room.onLeave((code) => { clearTimeout(timer); resolve(code); });
  });
}

/** A ROOM_DATA frame of type "move" whose msgpack body ends in the middle of an array. */
const brokenMove = Buffer.from([13, 0xa4, ...Buffer.from("move"), 0x92, 0x01]);

const errorsLogged = () => logs.lines.filter((l) => l.level >= 50);

describe("flooding", () => {
  it("closes a connection sending over 20 messages a second with a typed code, and keeps its seat for it", async () => {
    const [a, b] = await startPrivateGame(ts.sdk);
    const seat = a.welcome.seat;
    const left = leftWith(a.room);
    for (let i = 0; i < 30; i++) a.room.send("hints", {});
    expect(await left).toBe(CLOSE_RATE_LIMITED);
    expect(logs.lines.some((l) => l.level === 40 && l.abuse === "flood")).toBe(true);
    await until(() => b.room.state.seats[seat].connected === false, 3000, "seat shown disconnected");
    expect(b.room.state.seats[seat].bot).toBe(false);
    // The player comes straight back with the reconnection token and can act again.
    const again = await ts.sdk().reconnect(a.room.reconnectionToken);
    await until(() => b.room.state.seats[seat].connected === true, 3000, "seat shown connected");
    const hints = nextMessage(again, "hints");
    again.send("hints", {});
    expect((await hints).stateId).toBe(b.room.state.stateId);
    await again.leave(); await b.room.leave();
  });

  it("lets a client send 20 messages a second all the same", async () => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "Busy" }));
    let answers = 0;
    host.room.onMessage("hints", () => answers++);
    for (let second = 0; second < 2; second++) {
      for (let i = 0; i < 18; i++) host.room.send("hints", {});
      await new Promise((r) => setTimeout(r, 1100));
    }
    await until(() => answers === 36, 3000, "every answer");
    await host.room.leave();
  });
});

describe("frames the server cannot use", () => {
  it("answers an undecodable message with a typed error and keeps the connection", async () => {
    const [a, b] = await startPrivateGame(ts.sdk);
    const mover = viewOf(a).turn === a.welcome.seat ? a : b;
    for (let i = 0; i < 3; i++) {
      const err = nextMessage(mover.room, "error");
      mover.room.connection.send(brokenMove);
      expect(await err).toMatchObject({ code: "bad-message" });
    }
    expect((await sendMove(mover.room, { type: "pass" })).type).toBe("ack");
    expect(errorsLogged()).toEqual([]);
    await a.room.leave(); await b.room.leave();
  });

  it("answers a message over 4 KB with a typed error and keeps the connection", async () => {
    const [a, b] = await startPrivateGame(ts.sdk);
    const err = nextMessage(a.room, "error");
    a.room.send("move", { stateId: 0, move: { type: "roll", padding: "x".repeat(5000) } });
    expect(await err).toMatchObject({ code: "too-large" });
    const hints = nextMessage(a.room, "hints");
    a.room.send("hints", {});
    await hints;
    expect(errorsLogged()).toEqual([]);
    await a.room.leave(); await b.room.leave();
  });

  it("closes a connection sending a frame too big to read (1009), logging a warning, not an error", async () => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "Huge" }));
    const left = leftWith(host.room);
    host.room.connection.send(Buffer.alloc(200_000, 13));
    expect(await left).toBe(1009);
    await until(() => logs.lines.some((l) => l.level === 40 && /too big|too large/i.test(String(l.msg))), 3000, "a warning");
    expect(errorsLogged()).toEqual([]);
  });

  it("logs abuse at warn level, a few lines however many frames", async () => {
    const before = logs.lines.length;
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "Noisy" }));
    let answered = 0;
    host.room.onMessage("error", () => answered++);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 15; i++) host.room.connection.send(brokenMove);
      await new Promise((r) => setTimeout(r, 1100));
    }
    await until(() => answered === 45, 3000, "every frame answered");
    const warnings = logs.lines.slice(before).filter((l) => l.level === 40);
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.length).toBeLessThanOrEqual(5);
    expect(errorsLogged()).toEqual([]);
    await host.room.leave();
  });

  it("answers a message whose type is not UTF-8 with a typed error, writing nothing to the console", async () => {
    const [a, b] = await startPrivateGame(ts.sdk);
    const printed = vi.spyOn(console, "error");
    try {
      for (let i = 0; i < 3; i++) {
        const err = nextMessage(a.room, "error");
        a.room.connection.send(Buffer.from([13, 0xa4, 0x6d, 0xff, 0xfe, 0x80, 0x80])); // "m" then bytes no UTF-8 text has
        expect(await err).toMatchObject({ code: "bad-message" });
      }
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
    }
    const hints = nextMessage(a.room, "hints");
    a.room.send("hints", {});
    await hints;
    await a.room.leave(); await b.room.leave();
  });
});
