/**
 * A state patch reaches the socket as a view of a buffer Colyseus reuses (server/socket-gate.ts `sendOwnBytes`):
 * a frame that cannot leave at once must still carry the bytes it had when it was sent.
 */
import { once } from "node:events";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { sendOwnBytes } from "../../../server/socket-gate.ts";

let server: WebSocketServer | null = null;
afterEach(() => server?.close());

async function connected() {
  server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await once(server, "listening");
  const sides = once(server, "connection");
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const received: number[][] = [];
  client.on("message", (data: Buffer) => received.push([...data]));
  const [ws, req] = await sides;
  await once(client, "open");
  return { ws: ws as WebSocket, socket: req.socket as Socket, received, client };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe("frames sent from a reused buffer", () => {
  it("leave with the bytes they had when sent, though the buffer changed before the socket wrote them", async () => {
    const { ws, socket, received, client } = await connected();
    sendOwnBytes(ws);
    const shared = new Uint8Array(4);
    socket.cork(); // as a write still in progress: the socket queues what it is given
    shared.set([1, 1]);
    ws.send(shared.subarray(0, 2));
    shared.set([2, 2]);
    ws.send(shared.subarray(0, 2));
    ws.send(Buffer.from([3])); // a Buffer of its own goes as it is
    shared.set([9, 9]);
    socket.uncork();
    await until(() => received.length === 3);
    expect(received).toEqual([[1, 1], [2, 2], [3]]);
    client.close();
  });
});
