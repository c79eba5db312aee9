/**
 * Guessing join codes (or reconnection tokens, or seat credentials) from outside: lookups that find
 * nothing are throttled per client address and per address block, and a live code and a dead one
 * answer alike to whoever cannot prove a seat.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "node:http";
import { startTestServer, type TestServer } from "./harness.ts";
import { join } from "./clients.ts";
import { joinCode } from "../../rooms/codes.ts";

let ts: TestServer;
beforeAll(async () => { ts = await startTestServer(); });
afterAll(async () => { await ts?.stop(); });

/** A JSON POST from a chosen loopback address (the whole 127.0.0.0/8 reaches the server). */
function post(path: string, body: unknown, from = "127.0.0.1", headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(`${ts.url}${path}`, { method: "POST", localAddress: from, headers: { "content-type": "application/json", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
      });
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

const guess = (from: string, headers?: Record<string, string>) => post(`/matchmake/joinById/${joinCode()}`, { name: "Guess" }, from, headers);

/** Guesses from `from` until one is refused; returns how many were answered before. */
async function guessUntilRefused(from: string, max = 500) {
  for (let i = 0; i < max; i++) if ((await guess(from)).status === 429) return i;
  return max;
}

/** A client's budget is 30 guesses, refilled at one per 10 s: a test's own duration adds at most one or two. */
const aboutThirty = (n: number) => n >= 30 && n <= 32;

describe("guessing join codes", () => {
  it("refuses a client after 30 codes that were no game, and answers a live code the same then", async () => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "Host" }));
    expect(await guessUntilRefused("127.0.0.2")).toSatisfy(aboutThirty);
    const dead = await post(`/matchmake/joinById/${joinCode()}`, { name: "Guess" }, "127.0.0.2");
    const live = await post(`/matchmake/joinById/${host.room.roomId}`, { name: "Guess" }, "127.0.0.2");
    expect(live).toEqual(dead);
    expect(dead.status).toBe(429);
    expect(dead.body.error).toMatch(/^too-many-attempts/);
    // Another client is not held up by the first one's guesses; the one who has the code gets in.
    expect((await guess("127.0.0.3")).status).not.toBe(429);
    const friend = await join(ts.sdk().joinById(host.room.roomId, { name: "Friend" }));
    expect(friend.welcome.seat).toBe(1);
    await host.room.leave(); await friend.room.leave();
  });

  it("refuses a whole address block once its clients together guessed 120 times", async () => {
    const answered: number[] = [];
    for (let last = 10; answered.at(-1) !== 0 && last < 20; last++) answered.push(await guessUntilRefused(`127.0.1.${last}`));
    // Four clients spent the block's budget: the fifth is refused at its first guess.
    expect(answered.length).toBe(5);
    expect(answered.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(120);
    expect(answered.reduce((a, b) => a + b)).toBeLessThanOrEqual(124);
    expect((await guess("127.0.2.1")).status).not.toBe(429);
  });

  it("takes the client's address from the connection, not from a header the client writes", async () => {
    expect(await guessUntilRefused("127.0.3.1")).toSatisfy(aboutThirty);
    expect((await guess("127.0.3.1", { "x-forwarded-for": "10.9.8.7" })).status).toBe(429);
  });

  it("counts guessed reconnection tokens too", async () => {
    for (let i = 0; i < 30; i++) expect((await post(`/matchmake/reconnect/${joinCode()}`, { reconnectionToken: "nope" }, "127.0.4.1")).status).not.toBe(429);
    expect((await guess("127.0.4.1")).status).toBe(429);
  });
});

describe("resuming a stored game by room id", () => {
  it("answers a live code and a dead one alike without the seat's credential, and counts those as guesses", async () => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "Host" }));
    host.room.send("add-bot", {});
    host.room.send("start", {});
    await new Promise((r) => setTimeout(r, 300));
    const stranger = { credential: "x".repeat(32) };
    const live = await post(`/api/resume/${host.room.roomId}`, stranger, "127.0.5.1");
    const dead = await post(`/api/resume/${joinCode()}`, stranger, "127.0.5.1");
    expect(live).toEqual({ status: 200, body: { live: false } });
    expect(dead).toEqual(live);
    expect(await post(`/api/resume/${host.room.roomId}`, { credential: host.welcome.credential }, "127.0.5.1")).toEqual({ status: 200, body: { live: true } });
    for (let i = 0; i < 28; i++) await post(`/api/resume/${joinCode()}`, stranger, "127.0.5.1");
    expect((await post(`/api/resume/${host.room.roomId}`, { credential: host.welcome.credential }, "127.0.5.1")).status).toBe(429);
    expect((await guess("127.0.5.1")).status).toBe(429);
    await host.room.leave();
  });
});
