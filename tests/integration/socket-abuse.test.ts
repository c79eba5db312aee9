/** A client that floods its connection is told so in the protocol's terms, and the player keeps their seat. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Room } from "@colyseus/sdk";
import { captureLogs, nextMessage, startTestServer, until, type TestServer } from "./harness.ts";
import { join, startPrivateGame } from "./clients.ts";
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
