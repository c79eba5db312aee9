/**
 * The frames a socket is sent in one run of JavaScript leave in one write. A move sends each client several
 * websocket frames (its view patch and events, then the state patch and an ack), and `ws` writes each frame as
 * it is sent: one `writev` system call per frame was the server's largest single cost (docs/performance.md).
 * A socket is corked at its first frame and uncorked when the code running now is done (`process.nextTick`:
 * before the event loop goes on to timers or I/O), so no frame waits for anything but the code that sent it.
 * Waiting for the loop's check phase instead (setImmediate) held replies ~75 ms at 1,000 rooms.
 * Frames must be bytes of their own: a corked frame is written later (server/socket-gate.ts's sendOwnBytes).
 */
import type { Socket } from "node:net";

/** The part of a `ws` socket coalescing wraps. */
interface SendingSocket {
  send(data: Uint8Array, ...rest: never[]): void;
}

let corked: Socket[] = [];

function uncorkAll() {
  const sockets = corked;
  corked = [];
  for (const socket of sockets) socket.uncork();
}

/** Makes `ws` (whose connection is `socket`) cork its connection at the first frame of each run of code. */
export function coalesceWrites(ws: SendingSocket, socket: Socket) {
  const send = ws.send;
  ws.send = function (data, ...rest) {
    if (socket.writableCorked === 0 && !socket.destroyed) {
      socket.cork();
      if (corked.push(socket) === 1) process.nextTick(uncorkAll);
    }
    return send.call(this, data, ...rest);
  };
}
