/**
 * The server's settings are its environment variables and nothing else: a `.env` (or
 * `.env.development`) file in its working directory is not read. (Colyseus' `@colyseus/tools`, pulled
 * in by the `colyseus` bundle, loads those files and `/etc/environment` as a side effect of being
 * imported; the server imports the Colyseus packages it uses one by one instead.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, tempDataDir, until } from "./harness.ts";

let child: ChildProcess | undefined;
let url: string;

beforeAll(async () => {
  const cwd = mkdtempSync(join(tmpdir(), "epochs-envfile-"));
  // MONITOR_PASSWORD is observable from outside: the monitor answers 401 with one and 404 without.
  for (const file of [".env", ".env.development", ".env.production", ".env.test"]) {
    writeFileSync(join(cwd, file), "MONITOR_PASSWORD=from-a-dotenv-file\n");
  }
  const env: Record<string, string | undefined> = { ...process.env, HOST: "127.0.0.1", DATA_DIR: tempDataDir(), DATABASE_URL: "", REDIS_URL: "", LOG_LEVEL: "warn" };
  delete env.MONITOR_PASSWORD; // unset, not empty: a loader of .env files leaves set variables alone
  const port = await freePort();
  env.PORT = String(port);
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [resolve("tests/fixtures/test-server.ts")], { cwd, env, stdio: ["ignore", "inherit", "inherit"] });
  await until(async () => {
    try { return (await fetch(`${url}/healthz`)).ok; } catch { return false; }
  }, 30_000, "the server process");
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) await new Promise<void>((r) => { child!.once("exit", () => r()); child!.kill("SIGTERM"); });
});

describe("settings", () => {
  it("ignores a .env file in the server's working directory", async () => {
    expect((await fetch(`${url}/monitor/`)).status).toBe(404);
  });
});
