/**
 * The game server's websocket transport: Colyseus' own, with every connection behind a gate.
 *
 * Over Colyseus' rate limit (`Room.maxMessagesPerSecond`) a room stops reading a socket and treats it
 * as dropped, but leaves it open for the whole reconnection window: the client neither reconnects
 * nor leaves. The gate enforces the limit itself, for every room, and closes such a connection at
 * once with CLOSE_RATE_LIMITED, which the client understands (its seat waits for it: it rejoins).
 */
import type { IncomingMessage } from "node:http";
import { WebSocketTransport, type TransportOptions } from "@colyseus/ws-transport";
import { CLOSE_RATE_LIMITED } from "../engine/core/close-codes.ts";
import type { AbuseLog } from "./abuse-log.ts";
import { TokenBucket } from "./throttle.ts";

export interface SocketGateOptions {
  /** Messages a connection may send in a second (and at once). */
  maxMessagesPerSecond: number;
  abuse: AbuseLog;
}

/** The part of a `ws` socket the gate uses. */
interface GatedSocket {
  emit(event: string | symbol, ...args: unknown[]): boolean;
  close(code?: number, reason?: string): void;
}

export class GatedWebSocketTransport extends WebSocketTransport {
  constructor(options: TransportOptions, gate: SocketGateOptions) {
    super(options);
    // Before the transport's own listener, so the gate is in place before the socket joins a room.
    this.wss.prependListener("connection", (ws, req) => gateSocket(ws, req, gate));
  }
}

function gateSocket(ws: GatedSocket, req: IncomingMessage, { maxMessagesPerSecond, abuse }: SocketGateOptions) {
  const address = req.socket.remoteAddress;
  const rate = new TokenBucket(maxMessagesPerSecond, maxMessagesPerSecond);
  let closing = false;
  // A room reads a socket through its "message" listener, and a listener cannot stop the others:
  // the gate decides at the emit, which is what ws calls for every frame it has read.
  const emit = ws.emit;
  ws.emit = function (event, ...args) {
    if (event !== "message") return emit.call(this, event, ...args);
    if (closing) return false;
    if (!rate.take()) {
      closing = true;
      abuse.warn("flood", { address }, `closed a connection sending over ${maxMessagesPerSecond} messages a second`);
      ws.close(CLOSE_RATE_LIMITED, "too many messages");
      return false;
    }
    return emit.call(this, event, ...args);
  };
}
