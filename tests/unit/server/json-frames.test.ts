/**
 * The `view`, `hints` and `events` messages travel as JSON in bytes frames (rooms/json-frames.ts): what the SDK
 * hands a client for such a frame must read back (`readServerMessage`) as the message the room sent.
 */
import { describe, expect, it } from "vitest";
import { Room } from "@colyseus/sdk";
import { jsonFrame } from "../../../rooms/json-frames.ts";
import { readServerMessage, type ServerMessages } from "../../../engine/core/protocol.ts";

/** What the SDK passes to `onMessage(type)` listeners for one frame off the socket. */
function received(frame: Buffer, type: string): unknown {
  const room = new Room("game");
  let payload: unknown;
  room.onMessage(type, (p: unknown) => { payload = p; });
  // The SDK's handler of a socket's message (protected: the connection calls it).
  (room as unknown as { onMessageCallback(e: { data: ArrayBuffer }): void }).onMessageCallback({ data: frame.buffer.slice(frame.byteOffset, frame.byteOffset + frame.byteLength) as ArrayBuffer });
  return payload;
}

describe("JSON-framed server messages", () => {
  it("read back as the message sent, text in any script included", () => {
    const view: ServerMessages["view"] = { stateId: 7, from: 6, ops: [["/players/0/name", "Ярослава"], ["/log/-", { a: [1, null, "✓"] }]] };
    const events: ServerMessages["events"] = { stateId: 3, by: 1, events: [{ type: "CardDrawn", seat: 1 }], undoes: 2 };
    const hints: ServerMessages["hints"] = { stateId: 9, prompts: [], moves: [{ type: "end-turn" }], truncated: false };
    const bytes = received(jsonFrame("view", view), "view");
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(readServerMessage("view", bytes)).toEqual(view);
    expect(readServerMessage("events", received(jsonFrame("events", events), "events"))).toEqual(events);
    expect(readServerMessage("hints", received(jsonFrame("hints", hints), "hints"))).toEqual(hints);
  });

  it("are only the three sent with every move; other messages pass through as the SDK decoded them", () => {
    expect(() => jsonFrame("ack", { stateId: 1 })).toThrow(/not a JSON-framed message/);
    const ack = { stateId: 1, requestId: "r1" };
    expect(readServerMessage("ack", ack)).toBe(ack);
  });
});
