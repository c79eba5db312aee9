/**
 * The frames a socket is sent in one run of code leave in one write (server/write-coalescing.ts), and none of them
 * waits past that run: not for a timer, not for I/O.
 */
import { afterEach, describe, expect, it } from "vitest";
import { coalesceWrites } from "../../../server/write-coalescing.ts";
import { closeSocketPairs, socketPair, until } from "../../fixtures/socket-pair.ts";

afterEach(closeSocketPairs);

/** A server socket whose writes are coalesced, and every write it makes: one writev for several frames, or a write for one. */
async function connected() {
  const pair = await socketPair();
  const socket = pair.socket as any;
  coalesceWrites(pair.ws, pair.socket);
  const writes: number[] = [];
  const writev = socket._writev.bind(socket);
  const write = socket._write.bind(socket);
  socket._writev = (chunks: unknown[], cb: () => void) => { writes.push(chunks.length); writev(chunks, cb); };
  socket._write = (chunk: unknown, enc: string, cb: () => void) => { writes.push(1); write(chunk, enc, cb); };
  return { ...pair, writes };
}

describe("write coalescing", () => {
  it("writes the frames of one run of code at once, whole and in order, and the next run's in a write of its own", async () => {
    const { ws, socket, received, client, writes } = await connected();
    ws.send(Uint8Array.of(1, 2));
    ws.send(Uint8Array.of(3));
    // Sent from a promise's continuation in the same run: the same write.
    await Promise.resolve().then(() => ws.send(Uint8Array.of(4, 5, 6)));
    expect([socket.writableCorked, socket.writableLength]).toEqual([1, 3 * 2 + 6]);
    expect(writes).toEqual([]);
    await until(() => received.length === 3);
    expect(received).toEqual([[1, 2], [3], [4, 5, 6]]);
    // One system call for the three frames (each a header and a payload).
    expect(writes).toEqual([6]);
    ws.send(Uint8Array.of(7));
    await until(() => received.length === 4);
    expect(received[3]).toEqual([7]);
    expect(writes).toEqual([6, 2]);
    client.close();
  });

  it("has written everything by the time the event loop runs a timer or an immediate", async () => {
    const { ws, socket, client } = await connected();
    const seen: string[] = [];
    setImmediate(() => seen.push(`immediate: corked ${socket.writableCorked}, waiting ${socket.writableLength}`));
    setTimeout(() => seen.push(`timer: corked ${socket.writableCorked}, waiting ${socket.writableLength}`), 0);
    ws.send(Uint8Array.of(1));
    ws.send(Uint8Array.of(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.sort()).toEqual(["immediate: corked 0, waiting 0", "timer: corked 0, waiting 0"]);
    client.close();
  });
});
