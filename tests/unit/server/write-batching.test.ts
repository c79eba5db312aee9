import { once } from "node:events";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { batchWrites } from "../../../server/write-batching.ts";

let server: WebSocketServer | null = null;
afterEach(() => server?.close());

/** A server socket whose writes are batched (and its connection), and what the client connected to it received. */
async function connected() {
  server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await once(server, "listening");
  const sides = once(server, "connection");
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const received: number[][] = [];
  client.on("message", (data: Buffer) => received.push([...data]));
  const [ws, req] = await sides;
  await once(client, "open");
  batchWrites(ws, req.socket);
  return { ws: ws as WebSocket, socket: req.socket as Socket, received };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe("write batching", () => {
  it("writes the frames of one turn once, whole and in order, and the next turn's in a new write", async () => {
    const { ws, socket, received } = await connected();
    ws.send(Uint8Array.of(1, 2));
    ws.send(Uint8Array.of(3));
    ws.send(Uint8Array.of(4, 5, 6));
    // Held until the turn ends: three frames of a 2-byte header each.
    expect([socket.writableCorked, socket.writableLength]).toEqual([1, 3 * 2 + 6]);
    await until(() => received.length === 3);
    expect(received).toEqual([[1, 2], [3], [4, 5, 6]]);
    expect([socket.writableCorked, socket.writableLength]).toEqual([0, 0]);
    ws.send(Uint8Array.of(7));
    expect(socket.writableLength).toBe(3);
    await until(() => received.length === 4);
    expect(received[3]).toEqual([7]);
  });

  it("sends a frame's bytes as they were when sent, though the buffer is reused before the write", async () => {
    const { ws, received } = await connected();
    const shared = new Uint8Array(2);
    shared.set([1, 1]);
    ws.send(shared.subarray(0, 2));
    shared.set([2, 2]);
    ws.send(shared.subarray(0, 2));
    await until(() => received.length === 2);
    expect(received).toEqual([[1, 1], [2, 2]]);
  });
});
