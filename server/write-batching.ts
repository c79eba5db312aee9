/**
 * One write per socket per turn of the event loop. A move sends each client several websocket frames (its view
 * patch, the events, the state patch, an ack, hints), and `ws` writes every frame as soon as it is sent: one
 * `writev` system call per frame was the server's largest single cost (bench:server, docs/performance.md).
 * A socket is corked at its first frame of a turn and uncorked once the turn's callbacks have run, so its
 * frames leave together in one write. Frames stay whole and in order; nothing waits longer than the turn.
 * A corked frame is written later, and Colyseus encodes state patches into one buffer it reuses: each frame's
 * bytes are copied when it is sent.
 */
import type { Socket } from "node:net";

/** The part of a `ws` socket batching wraps. */
interface SendingSocket {
  send(data: Uint8Array, ...rest: never[]): void;
}

let corked: Socket[] = [];

function uncorkAll() {
  const sockets = corked;
  corked = [];
  for (const socket of sockets) socket.uncork();
}

/** Makes `ws` (whose connection is `socket`) cork its connection at the first frame of each turn. */
export function batchWrites(ws: SendingSocket, socket: Socket) {
  const send = ws.send;
  ws.send = function (data, ...rest) {
    if (socket.writableCorked === 0 && !socket.destroyed) {
      socket.cork();
      if (corked.push(socket) === 1) setImmediate(uncorkAll);
    }
    return send.call(this, Buffer.from(data), ...rest);
  };
}
