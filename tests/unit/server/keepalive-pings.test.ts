import { once } from "node:events";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { AbuseLog } from "../../../server/abuse-log.ts";
import { GatedWebSocketTransport } from "../../../server/socket-gate.ts";

let transport: GatedWebSocketTransport | null = null;
afterEach(() => transport?.shutdown());

describe("keep-alive pings spread over their interval", () => {
  it("ping every connection each interval: one that answers stays, one that does not is dropped after the retries", async () => {
    transport = new GatedWebSocketTransport({ pingInterval: 100, pingMaxRetries: 3 },
      { maxMessagesPerSecond: 20, maxMessageBytes: 4096, maxFrameBytes: 65536, abuse: new AbuseLog(pino({ level: "silent" })) });
    transport.listen(0, "127.0.0.1");
    await once(transport.server!, "listening");
    const url = `ws://127.0.0.1:${(transport.server!.address() as AddressInfo).port}`;
    const answering = new WebSocket(url);
    const silent = new WebSocket(url, { autoPong: false });
    const pings = new Map<WebSocket, number>([[answering, 0], [silent, 0]]);
    for (const ws of pings.keys()) ws.on("ping", () => pings.set(ws, pings.get(ws)! + 1));
    await Promise.all([once(answering, "open"), once(silent, "open")]);
    const start = Date.now();
    // (The transport closes a connection that names no room after 1 s: the answering one is looked at when the silent one goes.)
    const [code] = await once(silent, "close");
    const elapsed = Date.now() - start;
    expect(answering.readyState).toBe(WebSocket.OPEN);
    // Pinged 3 times unanswered (one interval each), then dropped (1006: terminated) at its next turn: after ~4 intervals.
    expect(code).toBe(1006);
    expect(elapsed).toBeGreaterThanOrEqual(3 * 100 - 30);
    expect(pings.get(silent)).toBe(3);
    expect(pings.get(answering)).toBeGreaterThanOrEqual(3);
    answering.close();
  });
});
