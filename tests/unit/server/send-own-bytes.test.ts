/**
 * A state patch reaches the socket as a view of a buffer Colyseus reuses (server/socket-gate.ts `sendOwnBytes`):
 * a frame that cannot leave at once must still carry the bytes it had when it was sent.
 */
import { afterEach, describe, expect, it } from "vitest";
import { sendOwnBytes } from "../../../server/socket-gate.ts";
import { closeSocketPairs, socketPair, until } from "../../fixtures/socket-pair.ts";

afterEach(closeSocketPairs);

describe("frames sent from a reused buffer", () => {
  it("leave with the bytes they had when sent, though the buffer changed before the socket wrote them", async () => {
    const { ws, socket, received, client } = await socketPair();
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
