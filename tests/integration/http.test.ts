import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.ts";
import { join } from "./clients.ts";

let ts: TestServer;
beforeAll(async () => { ts = await startTestServer({ MONITOR_PASSWORD: "s3cret" }); });
afterAll(async () => { await ts?.stop(); });

describe("HTTP", () => {
  it("reports health", async () => {
    const res = await fetch(`${ts.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, storage: "sqlite" });
  });

  it("lists the games on offer with their options as JSON Schema", async () => {
    const games = await (await fetch(`${ts.url}/api/games`)).json();
    const race = games.find((g: any) => g.id === "dice-race");
    expect(race).toMatchObject({ minPlayers: 2, maxPlayers: 4, name: { en: expect.any(String), ru: expect.any(String) } });
    expect(race.optionsJsonSchema.properties.target).toMatchObject({ type: "integer", minimum: 5, default: 20 });
  });

  it("guards the monitor with the configured password", async () => {
    expect((await fetch(`${ts.url}/monitor/`)).status).toBe(401);
    const ok = await fetch(`${ts.url}/monitor/`, { headers: { authorization: `Basic ${Buffer.from("admin:s3cret").toString("base64")}` } });
    expect(ok.status).toBe(200);
  });

  it("resumes a stored game by room id, and says so when there is none", async () => {
    const res = await fetch(`${ts.url}/api/resume/NOSUCH`, { method: "POST" });
    expect(await res.json()).toEqual({ live: false });
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "H" }));
    host.room.send("add-bot", {});
    host.room.send("start", {});
    await new Promise((r) => setTimeout(r, 200));
    expect(await (await fetch(`${ts.url}/api/resume/${host.room.roomId}`, { method: "POST" })).json()).toEqual({ live: true });
    expect((await fetch(`${ts.url}/api/resume/bad%20id`, { method: "POST" })).status).toBe(400);
    await host.room.leave();
  });
});

describe("HTTP without a monitor password", () => {
  it("does not serve the monitor at all", async () => {
    await ts.stop();
    ts = await startTestServer();
    expect((await fetch(`${ts.url}/monitor/`)).status).toBe(404);
  });
});
