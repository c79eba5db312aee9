/** What a room writes to the server log: an operator finds a game by the code its players quote. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs, startTestServer, until, type TestServer } from "./harness.ts";
import { join } from "./clients.ts";
import { diceRace } from "../fixtures/dice-race.ts";

const logs = captureLogs();
let ts: TestServer;
beforeAll(async () => { ts = await startTestServer({}, [diceRace], logs.logger); });
afterAll(async () => { await ts?.stop(); });

describe("room logs", () => {
  it("log a private room under its join code", async () => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "Ann" }));
    host.room.send("add-bot", {});
    host.room.send("start", {});
    await until(() => host.room.state.phase === "playing", 3000, "start");
    await until(() => logs.lines.some((l) => l.msg === "game started"), 3000, "the start to be logged");
    const started = logs.lines.find((l) => l.msg === "game started")!;
    expect(started.room).toBe(host.room.roomId);
    await host.room.leave();
  });
});
