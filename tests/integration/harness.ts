/** Starts a real Epochs server in-process on a free port for integration tests. */
import { freePort } from "../free-port.ts";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pino, type Logger } from "pino";
import { ColyseusSDK, type Room } from "@colyseus/sdk";
import { startEpochs, type Epochs } from "../../server/app.ts";
import { readConfig } from "../../server/config.ts";
import { diceRace } from "../fixtures/dice-race.ts";
import type { AnyGame } from "../../engine/core/types.ts";
import { readServerMessage, type ServerMessageType } from "../../engine/core/protocol.ts";

export { freePort };

export function tempDataDir() {
  return mkdtempSync(join(tmpdir(), "epochs-test-"));
}

export interface TestServer {
  epochs: Epochs;
  url: string;
  sdk(): ColyseusSDK;
  stop(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}, games: AnyGame[] = [diceRace], logger?: Logger): Promise<TestServer> {
  const port = await freePort();
  const config = readConfig({ DATA_DIR: tempDataDir(), BOT_DELAY_MS: "0", LOG_LEVEL: "silent", ...env, PORT: String(port), HOST: "127.0.0.1" });
  const epochs = await startEpochs(config, games, logger ?? pino({ level: config.LOG_LEVEL }));
  const url = `http://127.0.0.1:${port}`;
  return {
    epochs,
    url,
    sdk: () => new ColyseusSDK(`ws://127.0.0.1:${port}`),
    stop: () => epochs.shutdown(),
  };
}

/** A logger that keeps every line it writes (parsed), for tests that check what the server logs. */
export function captureLogs(level = "info") {
  const lines: { level: number; msg?: string; [key: string]: unknown }[] = [];
  const sink = new Writable({ write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done(); } });
  return { logger: pino({ level }, sink), lines };
}

/** Resolves with the next message of `type` on `room` (rejects after `ms`). */
export function nextMessage<T = any>(room: Room, type: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${type}" message within ${ms} ms`)), ms);
    const off = room.onMessage(type, (msg: unknown) => {
      clearTimeout(timer);
      off?.();
      resolve(readServerMessage(type as ServerMessageType, msg) as T);
    });
  });
}

/** Polls until `check` returns true (rejects after `ms`). */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000, what = "condition"): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A GET with node:http, which (unlike fetch) hands back the body as sent, still compressed. */
export function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number; encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
