/**
 * The Colyseus monitor (MONITOR_PASSWORD): its password cannot be guessed at speed, and an admin
 * inspecting a room sees what a spectator sees, never a seat's hidden view.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "node:http";
import { startTestServer, type TestServer } from "./harness.ts";
import { startPrivateGame, viewOf } from "./clients.ts";

let ts: TestServer;
beforeAll(async () => { ts = await startTestServer({ MONITOR_PASSWORD: "s3cret" }); });
afterAll(async () => { await ts?.stop(); });

const basic = (password: string) => `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`;

/** A GET from a chosen loopback address (the whole 127.0.0.0/8 reaches the server). */
function get(path: string, password: string, from = "127.0.0.1"): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${ts.url}${path}`, { localAddress: from, headers: { authorization: basic(password) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("monitor password", () => {
  it("refuses an address after 10 wrong passwords, the right one too, and lets other addresses in", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await get("/monitor/api", `guess${i}`, "127.0.0.2")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
    expect((await get("/monitor/api", "s3cret", "127.0.0.2")).status).toBe(429);
    expect((await get("/monitor/api", "s3cret", "127.0.9.1")).status).toBe(200);
  });
});

describe("monitor room inspection", () => {
  it("shows a running game's public state, without any seat's hidden view", async () => {
    const [a, b] = await startPrivateGame(ts.sdk);
    const res = await get(`/monitor/api/room?roomId=${a.room.roomId}`, "s3cret");
    expect(res.status).toBe(200);
    const { state } = JSON.parse(res.text);
    expect(state.phase).toBe("playing");
    expect(state.seats.map((s: any) => s.name)).toEqual(["Ann", "P1"]);
    // The game's views are not in the synced state at all: no seat's card is anywhere in the answer.
    expect(res.text).not.toContain("myCard");
    await a.room.leave(); await b.room.leave();
  });

  it("calls only the monitor's own actions on a room, not any method of it", async () => {
    const [a, b] = await startPrivateGame(ts.sdk);
    const turn = viewOf(a).turn;
    const stateId = a.room.state.stateId;
    const args = encodeURIComponent(JSON.stringify([turn, { type: "pass" }]));
    const res = await get(`/monitor/api/room/call?roomId=${a.room.roomId}&method=commit&args=${args}`, "s3cret");
    expect(res.status).toBe(403);
    expect(res.text).not.toContain("cards");
    await new Promise((r) => setTimeout(r, 200));
    expect(a.room.state.stateId).toBe(stateId);
    await a.room.leave(); await b.room.leave();
  });
});
