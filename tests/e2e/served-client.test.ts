/**
 * The client as `npm start` serves it: the real build (client/dist) comes compressed and without
 * source maps. (No browser: plain HTTP against a server process.)
 */
import { readdirSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../integration/harness.ts";
import { buildClientOnce, startServerProcess, type E2eServer } from "./browser.ts";

let server: E2eServer;

beforeAll(async () => {
  await buildClientOnce();
  server = await startServerProcess();
}, 180_000);

afterAll(async () => { await server?.stop(); });

describe("the served client build", () => {
  it("has no source maps", async () => {
    const files = readdirSync("client/dist", { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith(".map"))).toEqual([]);
  });

  // (index.html itself is under a kilobyte, below the size compression starts at.)
  it("sends every script the page loads gzipped, and refuses their .map URLs", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of scripts) {
      const plain = await rawGet(`${server.url}/${path}`);
      const gz = await rawGet(`${server.url}/${path}`, "gzip");
      // Under a kilobyte (the bundler's runtime chunk) is below the size compression starts at.
      if (plain.body.length >= 1024) {
        expect(gz).toMatchObject({ status: 200, encoding: "gzip" });
        expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
        expect(gz.body.length).toBeLessThan(plain.body.length / 2);
      }
      expect((await rawGet(`${server.url}/${path}.map`)).status).toBe(404);
    }
  });
});
