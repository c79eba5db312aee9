/**
 * The frames of the server messages that travel as JSON text (`JSON_FRAMED`, engine/core/protocol.ts): a Colyseus
 * bytes frame (its code and the message type, as `client.sendBytes` writes them) holding the message's JSON.
 * Built whole here, so the text is copied once, and encoded once for every client of an audience.
 */
import { getMessageBytes, Protocol } from "@colyseus/core";
import { JSON_FRAMED, type ServerMessages, type ServerMessageType } from "../engine/core/protocol.ts";

const headers = new Map<ServerMessageType, Buffer>();
for (const type of JSON_FRAMED) headers.set(type, Buffer.from(getMessageBytes.raw(Protocol.ROOM_DATA_BYTES, type)));

/** The frame of `message`, ready for `client.enqueueRaw`. */
export function jsonFrame<K extends ServerMessageType>(type: K, message: ServerMessages[K]): Buffer {
  const header = headers.get(type);
  if (!header) throw new Error(`"${type}" is not a JSON-framed message`);
  const text = JSON.stringify(message);
  const frame = Buffer.allocUnsafe(header.length + Buffer.byteLength(text));
  header.copy(frame);
  frame.write(text, header.length);
  return frame;
}
