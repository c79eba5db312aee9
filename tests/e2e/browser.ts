/** Shared setup of browser tests: build the client, run a real server process, drive Debian's Chromium. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { freePort, tempDataDir, until } from "../integration/harness.ts";

export const CHROMIUM = "/usr/bin/chromium";

export function buildClient() {
  // NODE_ENV is "test" inside Vitest; a build made under it would think it runs on the dev server.
  const r = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--config", "client/vite.config.ts", "--logLevel", "warn"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (r.status !== 0) throw new Error("client build failed");
}

export interface E2eServer {
  url: string;
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string> = {}): Promise<E2eServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["tests/fixtures/test-server.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: tempDataDir(), DATABASE_URL: "", REDIS_URL: "", LOG_LEVEL: "warn", BOT_DELAY_MS: "100", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await until(async () => {
    try { return (await fetch(`${url}/healthz`)).ok; } catch { return false; }
  }, 20_000, "the server process");
  return { url, stop: () => new Promise<void>((r) => { child.once("exit", () => r()); child.kill("SIGTERM"); }) };
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu", "--disable-component-update", "--no-first-run"] });
}

/** Opens the app in a fresh browser context and waits for the menu; collects page errors. */
export async function openApp(browser: Browser, url: string, errors: string[], name: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => errors.push(`${name}: ${e.message}`));
  await page.goto(url);
  await page.waitForFunction(() => (window as any).__epochs?.ready && (window as any).__epochs.scene === "Menu" && (window as any).__epochs.games().length > 0, null, { timeout: 20_000 });
  return page;
}

export const hook = <T>(page: Page, fn: (arg: any) => T, arg?: unknown) => page.evaluate(fn as any, arg) as Promise<T>;

export function waitScene(page: Page, scene: string, timeout = 20_000) {
  return page.waitForFunction((s) => (window as any).__epochs.scene === s, scene, { timeout });
}
