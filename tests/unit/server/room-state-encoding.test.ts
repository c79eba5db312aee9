/**
 * The room state's encoder buffers are small (rooms/schema.ts sets Encoder.BUFFER_SIZE to save memory in every
 * room): a state that outgrows them must still reach clients whole, both as the full state a joining client
 * gets and as a patch.
 */
import { SchemaSerializer } from "@colyseus/core";
import { Decoder, Encoder } from "@colyseus/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GameRoomState, SeatState } from "../../../rooms/schema.ts";

afterEach(() => vi.restoreAllMocks());

function bigState() {
  const state = new GameRoomState();
  state.game = "clash-of-cultures";
  state.phase = "playing";
  state.players = 4;
  for (let i = 0; i < 4; i++) state.seats.push(new SeatState({ index: i, name: `Игрок ${i}`, claimed: true, connected: true, bot: false, ready: true }));
  return state;
}

describe("room state encoding", () => {
  it("uses small buffers, and a state bigger than them is encoded whole (full state and patches)", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {}); // Colyseus warns when it grows a buffer
    expect(Encoder.BUFFER_SIZE).toBeLessThanOrEqual(4 * 1024);
    const state = bigState();
    const encoder = new Encoder(state);
    const client = new Decoder(new GameRoomState());
    client.decode(encoder.encodeAll());
    encoder.discardChanges();
    expect(client.state.seats.map((s) => s.name)).toEqual(["Игрок 0", "Игрок 1", "Игрок 2", "Игрок 3"]);

    // A patch larger than the buffer...
    const outcome = JSON.stringify({ scores: [1, 2, 3, 4], note: "ж".repeat(3 * Encoder.BUFFER_SIZE) });
    state.outcome = outcome;
    state.phase = "finished";
    client.decode(encoder.encode());
    encoder.discardChanges();
    expect(client.state.outcome).toBe(outcome);
    expect(client.state.phase).toBe("finished");

    // ...and the whole state for a client joining now.
    const joining = new Decoder(new GameRoomState());
    joining.decode(encoder.encodeAll());
    expect(joining.state.outcome).toBe(outcome);
    expect(joining.state.seats.length).toBe(4);
  });

  it("gives a joining client the whole state through the room's serializer when it outgrows the buffer", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const state = bigState();
    state.outcome = "ж".repeat(2 * Encoder.BUFFER_SIZE);
    const serializer = new SchemaSerializer();
    serializer.reset(state);
    for (let i = 0; i < 2; i++) { // the second time from its cache
      const frame = serializer.getFullState() as Uint8Array;
      const joining = new Decoder(new GameRoomState());
      joining.decode(frame.subarray(1)); // after the protocol byte
      expect(joining.state.outcome).toBe(state.outcome);
      expect(joining.state.seats.map((s) => s.index)).toEqual([0, 1, 2, 3]);
    }
  });
});
