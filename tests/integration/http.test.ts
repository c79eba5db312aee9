import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as joinPath } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { rawGet, startTestServer, type TestServer } from "./harness.ts";
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

  it("resumes a stored game by room id for a seat's credential, and says so when there is none", async () => {
    const resume = async (roomId: string, body: string) =>
      (await fetch(`${ts.url}/api/resume/${roomId}`, { method: "POST", headers: { "content-type": "application/json" }, body })).json();
    const credential = (c?: string) => JSON.stringify({ credential: c });
    expect(await resume("NOSUCH", credential("x".repeat(32)))).toEqual({ live: false });
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "H" }));
    host.room.send("add-bot", {});
    host.room.send("start", {});
    await new Promise((r) => setTimeout(r, 200));
    expect(await resume(host.room.roomId, credential(host.welcome.credential))).toEqual({ live: true });
    for (const body of [credential(), "not json", credential("x".repeat(32))]) expect(await resume(host.room.roomId, body)).toEqual({ live: false });
    expect(await resume("bad%20id", credential(host.welcome.credential))).toEqual({ live: false });
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

describe("HTTP: the built client", () => {
  // A stand-in for client/dist (CLIENT_DIR), so the test needs no client build; it keeps a source map
  // such as an older build left, to check the server refuses it.
  const dir = mkdtempSync(joinPath(tmpdir(), "epochs-client-"));
  const indexHtml = `<!doctype html><html><head><title>Epochs</title><script type="module" src="./assets/index.js"></script></head><body>${"<p>Epochs</p>".repeat(300)}</body></html>`;
  const js = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i % 50}`))};\n`;
  let client: TestServer;
  beforeAll(async () => {
    mkdirSync(joinPath(dir, "assets"));
    writeFileSync(joinPath(dir, "index.html"), indexHtml);
    writeFileSync(joinPath(dir, "assets/index.js"), js);
    writeFileSync(joinPath(dir, "assets/index.js.map"), JSON.stringify({ version: 3, sources: ["secret.ts"], mappings: "" }));
    client = await startTestServer({ CLIENT_DIR: dir });
  });
  afterAll(async () => { await client?.stop(); });

  it("sends the page and its script compressed to a browser that accepts gzip or brotli", async () => {
    const page = await rawGet(`${client.url}/`, "gzip, deflate");
    expect(page).toMatchObject({ status: 200, encoding: "gzip" });
    expect(gunzipSync(page.body).toString()).toBe(indexHtml);
    expect(page.body.length).toBeLessThan(indexHtml.length / 4);

    const script = await rawGet(`${client.url}/assets/index.js`, "br");
    expect(script).toMatchObject({ status: 200, encoding: "br" });
    expect(brotliDecompressSync(script.body).toString()).toBe(js);

    const gz = await rawGet(`${client.url}/assets/index.js`, "gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(js);
  });

  it("sends it plain to a client that accepts no compression", async () => {
    const plain = await rawGet(`${client.url}/assets/index.js`);
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(js);
  });

  it("does not serve source maps", async () => {
    expect((await rawGet(`${client.url}/assets/index.js.map`, "gzip")).status).toBe(404);
    expect((await fetch(`${client.url}/assets/index.js.map`)).status).toBe(404);
  });
});
