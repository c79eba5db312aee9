/**
 * The game server's websocket transport: Colyseus' own, with every connection behind a gate.
 *
 * - Rate: over Colyseus' rate limit (`Room.maxMessagesPerSecond`) a room stops reading a socket and
 *   treats it as dropped, but leaves it open for the whole reconnection window: the client neither
 *   reconnects nor leaves. The gate enforces the limit itself, for every room, and closes such a
 *   connection at once with CLOSE_RATE_LIMITED, which the client understands (its seat waits for it).
 * - Frames a room cannot read (a bad type header or msgpack body) make Colyseus close the socket
 *   (4002) and log an error with a stack trace, one per frame. The gate answers them, and messages
 *   over `maxMessageBytes`, with a typed `error` message and keeps the connection.
 * - A type header that is not UTF-8 text is refused the same way: Colyseus would read it anyway and print
 *   a line to stderr per frame (twice: the gate's check and the room's read), outside the AbuseLog.
 * - Frames over `maxFrameBytes` are not read at all: ws closes the connection (1009).
 * Each of these is logged as a warning through the AbuseLog, which keeps their number of lines small.
 *
 * Two costs of Colyseus' transport are cut here: the keep-alive pings are spread over their interval, and the
 * frames sent to a socket in one run of code leave in one write (write-coalescing.ts). And the frames Colyseus
 * sends from a buffer it reuses are copied (`sendOwnBytes`).
 */
import type { IncomingMessage } from "node:http";
import { unpack } from "msgpackr";
import { getMessageBytes, Protocol } from "@colyseus/core";
import { decode } from "@colyseus/schema";
import { WebSocketTransport, type TransportOptions } from "@colyseus/ws-transport";
import { CLOSE_RATE_LIMITED } from "../engine/core/close-codes.ts";
import { platformText } from "../engine/core/messages.ts";
import type { ServerMessages } from "../engine/core/protocol.ts";
import type { Text } from "../engine/core/types.ts";
import type { AbuseLog } from "./abuse-log.ts";
import { TokenBucket } from "./throttle.ts";
import { coalesceWrites } from "./write-coalescing.ts";

export interface SocketGateOptions {
  /** Messages a connection may send in a second (and at once). */
  maxMessagesPerSecond: number;
  /** Larger messages are answered with a `too-large` error. */
  maxMessageBytes: number;
  /** Larger frames are not read: the connection is closed (1009). */
  maxFrameBytes: number;
  abuse: AbuseLog;
}

/** The part of a `ws` socket the gate uses. */
interface GatedSocket {
  emit(event: string | symbol, ...args: unknown[]): boolean;
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
}

/** Each connection is pinged in one of this many slices of the ping interval. */
const PING_SLICES = 50;

type PingedSocket = GatedSocket & { pingCount: number; pingSlice?: number; ping(data: undefined, mask: undefined, cb: () => void): void; terminate(): void };

const ignore = () => {};

export class GatedWebSocketTransport extends WebSocketTransport {
  private connections = 0;

  constructor(options: TransportOptions, gate: SocketGateOptions) {
    super({ ...options, maxPayload: gate.maxFrameBytes });
    // Before the transport's own listener, so the gate is in place before the socket joins a room.
    this.wss.prependListener("connection", (ws, req) => {
      gateSocket(ws, req, gate);
      sendOwnBytes(ws);
      coalesceWrites(ws, req.socket);
      (ws as PingedSocket).pingSlice = this.connections++ % PING_SLICES;
    });
  }

  /**
   * Colyseus pings every connection at once each interval: with 4,000 clients, 4,000 writes in one turn, which
   * held the event loop for 100-250 ms every 5 s (bench:server's loop delay max). Each connection is pinged once
   * an interval all the same (and dropped after `pingMaxRetries` pings unanswered), in its own slice of it.
   */
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number) {
    let slice = 0;
    this.pingInterval = setInterval(() => {
      for (const client of this.wss.clients as Set<unknown> as Set<PingedSocket>) {
        if (client.pingSlice !== slice) continue;
        if (client.pingCount >= pingMaxRetries) {
          client.terminate();
          continue;
        }
        client.pingCount++;
        client.ping(undefined, undefined, ignore); // a socket closing meanwhile reports it here, not by throwing
      }
      slice = (slice + 1) % PING_SLICES;
    }, pingInterval / PING_SLICES);
  }
}

/**
 * Colyseus hands a state patch to the socket as a view of its encoder's buffer, which it overwrites at the next
 * patch; `ws` writes it without a copy, and a socket that cannot take it at once (a write still in progress, a
 * full send buffer: a slow client) keeps that view queued. The next patch of the room would then change bytes
 * still waiting to leave, and the client would read a corrupt patch (the whole state a joining client gets is
 * such a view too). Such views are copied when sent; every other frame is a Buffer of its own already
 * (Colyseus' messages, the view patches of rooms/view-sync.ts) and goes as it is.
 */
export function sendOwnBytes(ws: { send(data: unknown, ...rest: never[]): void }) {
  const send = ws.send;
  ws.send = function (data, ...rest) {
    return send.call(this, data instanceof Uint8Array && !Buffer.isBuffer(data) ? Buffer.from(data) : data, ...rest);
  };
}

function gateSocket(ws: GatedSocket, req: IncomingMessage, { maxMessagesPerSecond, maxMessageBytes, abuse }: SocketGateOptions) {
  const address = req.socket.remoteAddress;
  const rate = new TokenBucket(maxMessagesPerSecond, maxMessagesPerSecond);
  let closing = false;
  const refuse = (code: string, text: Text) => {
    abuse.warn("bad-frame", { address, code }, `answered a frame the server cannot use: ${text.en}`);
    ws.send(getMessageBytes.raw(Protocol.ROOM_DATA, "error", { code, message: text.en, text } satisfies ServerMessages["error"]));
    return false;
  };
  // A room reads a socket through its "message" listener, and a listener cannot stop the others:
  // the gate decides at the emit, which is what ws calls for every frame it has read (and for errors).
  const emit = ws.emit;
  ws.emit = function (event, ...args) {
    if (event === "error") {
      const err = args[0] as Error & { code?: string };
      if (err.code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH") abuse.warn("oversized-frame", { address }, "closed a connection sending a frame too large to read (1009)");
      else abuse.warn("socket-error", { address, code: err.code }, `socket error: ${err.message}`);
      return true; // handled: Colyseus would log each at error level, with a stack trace
    }
    if (event !== "message") return emit.call(this, event, ...args);
    if (closing) return false;
    if (!rate.take()) {
      closing = true;
      abuse.warn("flood", { address }, `closed a connection sending over ${maxMessagesPerSecond} messages a second`);
      ws.close(CLOSE_RATE_LIMITED, "too many messages");
      return false;
    }
    const frame = args[0] as Buffer;
    if (frame.length > maxMessageBytes) return refuse("too-large", platformText("socket.tooLarge", { max: maxMessageBytes, size: frame.length }));
    if (!readable(frame)) return refuse("bad-message", platformText("socket.undecodable"));
    return emit.call(this, event, ...args);
  };
}

/** The low 5 bits of a frame's first byte are its protocol code (the high 3 are modifiers). */
const PROTOCOL_CODE_MASK = 0x1f;

/**
 * Whether a room can read a client frame: a room message's type header, then its msgpack body, read
 * the way Colyseus' RoomMessages reads them. Other frames (join ack, leave, ping) have no body.
 */
export function readable(frame: Buffer): boolean {
  const code = frame[0] & PROTOCOL_CODE_MASK;
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES && code !== Protocol.ROOM_REQUEST) return true;
  try {
    const it = { offset: 1 };
    if (code === Protocol.ROOM_REQUEST) decode.number(frame, it); // the request id
    const type = decode.stringCheck(frame, it) ? typeName(frame, it) : decode.number(frame, it);
    if (it.offset > frame.length || (typeof type === "number" && !Number.isFinite(type))) return false;
    if (code !== Protocol.ROOM_DATA_BYTES && frame.length > it.offset) unpack(frame.subarray(it.offset));
    return true;
  } catch {
    return false;
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A message type's string, its length header read as Colyseus' `decode.string` reads it, but its bytes
 * decoded strictly: throws on text that is not UTF-8 (or runs past the frame).
 */
function typeName(frame: Buffer, it: { offset: number }): string {
  const prefix = frame[it.offset++];
  const length = prefix < 0xc0 ? prefix & 0x1f : prefix === 0xd9 ? decode.uint8(frame, it) : prefix === 0xda ? decode.uint16(frame, it) : decode.uint32(frame, it);
  const end = it.offset + length;
  if (end > frame.length) throw new RangeError("the type runs past the frame");
  const type = strictUtf8.decode(frame.subarray(it.offset, end));
  it.offset = end;
  return type;
}
