/** Net.quickMatch asks matchmaking again when it lost a lobby's last seat to someone who connected first. */
import { describe, expect, it } from "vitest";
import { Net } from "../../../client/src/net/net.ts";
import { SessionStore } from "../../../client/src/net/session.ts";

const fakeRoom = () => ({
  roomId: "R", reconnectionToken: "T", state: {}, send() {}, onMessage: () => () => {}, onStateChange() {}, onDrop() {}, onReconnect() {}, onLeave() {},
  leave: async () => 1000,
});

function netAnswering(answers: (Error | "room")[]) {
  const net = new Net("ws://127.0.0.1:1", new SessionStore(null));
  let asked = 0;
  (net.client as unknown as { joinOrCreate: () => Promise<unknown> }).joinOrCreate = async () => {
    const answer = answers[asked++];
    if (answer instanceof Error) throw answer;
    return fakeRoom();
  };
  return { net, asked: () => asked };
}

const request = { game: "dice-race", players: 2, name: "Ann" };

describe("quick match", () => {
  it("asks again after room-full and gets the next lobby", async () => {
    const { net, asked } = netAnswering([new Error("room-full: every seat is taken"), new Error("room-full: every seat is taken"), "room"]);
    const conn = await net.quickMatch(request);
    expect(conn.roomId).toBe("R");
    expect(asked()).toBe(3);
  });

  it("gives up after its attempts, and at once on any other error", async () => {
    const full = netAnswering(Array(10).fill(new Error("room-full: every seat is taken")));
    await expect(full.net.quickMatch(request, 3)).rejects.toThrow(/room-full/);
    expect(full.asked()).toBe(3);
    const other = netAnswering([new Error("bad room options"), "room"]);
    await expect(other.net.quickMatch(request)).rejects.toThrow(/bad room options/);
    expect(other.asked()).toBe(1);
  });
});
