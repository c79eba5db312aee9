import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Room } from "@colyseus/sdk";
import { nextMessage, startTestServer, until, type TestServer } from "./harness.ts";
import { CODE_ALPHABET } from "../../rooms/codes.ts";

let ts: TestServer;
beforeAll(async () => { ts = await startTestServer({ QUICK_MATCH_WAIT_SECONDS: "600" }); });
afterAll(async () => { await ts?.stop(); });

/** Joins and waits for the welcome message. */
async function join(p: Promise<Room>) {
  const room = await p;
  const welcome = await nextMessage(room, "welcome");
  return { room, welcome };
}

describe("private lobby", () => {
  it("gets a 6-character code without ambiguous characters that friends join with", async () => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "Ann" }));
    expect(host.room.roomId).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
    expect(host.welcome.seat).toBe(0);
    expect(typeof host.welcome.credential).toBe("string");
    const friend = await join(ts.sdk().joinById(host.room.roomId, { name: "Bob" }));
    expect(friend.welcome.seat).toBe(1);
    await until(() => host.room.state.seats[1]?.name === "Bob", 3000, "Bob's seat to sync");
    expect(host.room.state.phase).toBe("lobby");
    await host.room.leave();
    await friend.room.leave();
  });
});
