/**
 * What the account tests share: a server on each backend (SQLite; PostgreSQL in a throw-away schema when
 * DATABASE_URL is set), HTTP calls that carry a session cookie, guest sessions, clients signed in with a
 * session, and a running game with a seat taken by an account.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect } from "vitest";
import pg from "pg";
import type { ColyseusSDK } from "@colyseus/sdk";
import { join, type Joined } from "./clients.ts";
import { startTestServer, until, type TestServer } from "./harness.ts";

export interface Answer { status: number; body: any; cookie: string | null }

export interface AccountServer {
  /** The running server (set once the suite's `beforeAll` has run). */
  readonly ts: TestServer;
  /**
   * An HTTP call with a session token in the cookie, from a (forwarded) address, to a host (the server's own
   * unless told); returns any new session token. A session cookie set must be httpOnly and SameSite=Lax.
   */
  call(method: string, path: string, token: string | null, body?: unknown, from?: string, host?: string): Promise<Answer>;
  /** A new guest session token. */
  guest(from?: string, host?: string): Promise<string>;
  /** A client whose websocket joins carry the session `token` (none: a person without an account). */
  sdkFor(token: string | null): ColyseusSDK;
  /** A running 2-seat game: seat 0 taken by `hostToken`'s account, seat 1 by a person without one. */
  runningGame(hostToken: string): Promise<[Joined, Joined]>;
  /** A fresh account name. */
  name(prefix: string): string;
}

/**
 * Registers `${name} on SQLite` and `${name} on PostgreSQL` (skipped without DATABASE_URL; its schema named from
 * `schemaPrefix` and dropped afterwards), each with its own server, and `tests` inside each.
 */
export function accountSuites(name: string, schemaPrefix: string, tests: (s: AccountServer) => void): void {
  const DATABASE_URL = process.env.DATABASE_URL;
  const schema = `${schemaPrefix}_${process.pid}_${randomUUID().slice(0, 8)}`;
  backend(`${name} on SQLite`, {}, async () => {}, false, tests);
  backend(`${name} on PostgreSQL`, { DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema }, async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try { await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`); } finally { await client.end(); }
  }, !DATABASE_URL, tests);
}

function backend(name: string, env: Record<string, string>, cleanup: () => Promise<void>, skip: boolean, tests: (s: AccountServer) => void): void {
  describe.skipIf(skip)(name, () => {
    let server: TestServer | undefined;
    beforeAll(async () => { server = await startTestServer({ QUICK_MATCH_WAIT_SECONDS: "600", RECONNECT_SECONDS: "30", TRUST_PROXY: "1", ...env }); });
    afterAll(async () => { await server?.stop(); await cleanup(); });

    const s: AccountServer = {
      get ts() { if (!server) throw new Error("the server is not started yet"); return server; },
      call(method, path, token, body, from = "10.0.0.1", host) {
        return new Promise((resolve, reject) => {
          const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": from };
          if (host) headers.host = host;
          if (token) headers.cookie = `epochs_session=${token}`;
          const req = request(`${s.ts.url}${path}`, { method, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => {
              const text = Buffer.concat(chunks).toString();
              const set = res.headers["set-cookie"]?.[0] ?? null;
              if (set) {
                expect(set).toMatch(/HttpOnly/);
                expect(set).toMatch(/SameSite=Lax/);
              }
              resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, cookie: set ? /^epochs_session=([^;]*)/.exec(set)?.[1] ?? null : null });
            });
          });
          req.on("error", reject);
          req.end(body === undefined ? undefined : JSON.stringify(body));
        });
      },
      async guest(from, host) {
        const answer = await s.call("POST", "/api/account/session", null, undefined, from, host);
        expect(answer.status).toBe(200);
        expect(answer.body.account).toMatchObject({ name: null, guest: true });
        return answer.cookie!;
      },
      sdkFor(token) {
        const sdk = s.ts.sdk();
        if (token) sdk.http.authToken = token;
        return sdk;
      },
      async runningGame(hostToken) {
        const host = await join(s.sdkFor(hostToken).create("game", { game: "dice-race", players: 2, mode: "private", name: "Ada" }));
        const other = await join(s.sdkFor(null).joinById(host.room.roomId, { name: "Bob" }));
        other.room.send("ready", { ready: true });
        await until(() => host.room.state.seats[1]?.ready === true, 3000, "Bob ready");
        host.room.send("start", {});
        await until(() => host.room.state.phase === "playing", 3000, "start");
        return [host, other];
      },
      name: (prefix) => `${prefix}-${randomBytes(4).toString("hex")}`,
    };
    tests(s);
  });
}
