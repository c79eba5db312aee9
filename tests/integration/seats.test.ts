/** A seat belongs to the person holding its credential: nobody else can take it or keep its owner out. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CloseCode } from "@colyseus/shared-types";
import { nextMessage, startTestServer, until, type TestServer } from "./harness.ts";
import { join, startPrivateGame } from "./clients.ts";

let ts: TestServer;
beforeAll(async () => { ts = await startTestServer({ RECONNECT_SECONDS: "30" }); });
afterAll(async () => { await ts?.stop(); });

describe("seat ownership", () => {
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
    const hints = nextMessage(back.room, "hints");
    back.room.send("hints", {});
    expect((await hints).prompts).toBeDefined();
    expect(b.room.state.seats[seat].bot).toBe(false);
    await back.room.leave(); await b.room.leave();
  });
});
