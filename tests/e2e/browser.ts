/** Shared setup of browser tests: build the client, run a real server process, drive Debian's Chromium. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { freePort, tempDataDir, until } from "../integration/harness.ts";

export const CHROMIUM = "/usr/bin/chromium";

/**
 * Where browser tests save screenshots: the ignored `test-results/screenshots/` by default, so a test
 * run leaves the checkout clean; `docs/screenshots/` (the ones the docs show) with `SCREENSHOTS=docs`,
 * which is what `npm run screenshots` sets.
 */
export const SCREENSHOT_DIR = process.env.SCREENSHOTS === "docs" ? "docs/screenshots" : "test-results/screenshots";

export function buildClient() {
  // NODE_ENV is "test" inside Vitest; a build made under it would think it runs on the dev server.
  const r = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--config", "client/vite.config.ts", "--logLevel", "warn"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (r.status !== 0) throw new Error("client build failed");
}

/** What the client build reads (the client imports engine data and types). */
const BUILD_INPUTS = ["client/src", "client/public", "client/index.html", "client/vite.config.ts", "engine", "package.json", "tsconfig.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs; // a deleted file shows as a newer directory
  for (const name of readdirSync(path)) if (name !== "node_modules" && name !== "dist") newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

function gitHead(): string {
  const r = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : "";
}

/**
 * Builds the client unless `client/dist` was built (by this helper, e.g. in another test file of the
 * same run) from the same commit after the last change of its sources. Test files run in parallel: a
 * lock directory lets one build while the others wait for it.
 */
export async function buildClientOnce(): Promise<void> {
  const key = createHash("sha1").update(resolve(".")).digest("hex").slice(0, 12);
  const dir = join(tmpdir(), "epochs-client-build");
  mkdirSync(dir, { recursive: true });
  const marker = join(dir, `${key}.json`);
  const lock = join(dir, `${key}.lock`);
  const fresh = () => {
    if (!existsSync("client/dist/index.html") || !existsSync(marker)) return false;
    try {
      const m = JSON.parse(readFileSync(marker, "utf8")) as { head: string; startedAt: number };
      return m.head === gitHead() && Math.max(...BUILD_INPUTS.map(newestMtime)) < m.startedAt;
    } catch { return false; }
  };
  const t0 = Date.now();
  for (;;) {
    if (fresh()) return;
    try {
      mkdirSync(lock);
    } catch {
      // Another test file is building; a lock older than 3 minutes was left by a killed run.
      try { if (Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true }); } catch { /* gone meanwhile */ }
      if (Date.now() - t0 > 240_000) throw new Error(`waited too long for the client build lock ${lock}`);
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    try {
      if (fresh()) return;
      const startedAt = Date.now();
      rmSync(marker, { force: true });
      buildClient();
      writeFileSync(marker, JSON.stringify({ head: gitHead(), startedAt }));
      return;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
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
  }, 60_000, "the server process");
  return { url, stop: () => new Promise<void>((r) => { child.once("exit", () => r()); child.kill("SIGTERM"); }) };
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu", "--disable-component-update", "--no-first-run"] });
}

/** Opens the app in a fresh browser context (1280×720 unless told) and waits for the menu's games; collects page errors. */
export async function openApp(browser: Browser, url: string, errors: string[], name: string, context: BrowserContextOptions = {}): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 }, ...context });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => errors.push(`${name}: ${e.message}`));
  await page.goto(url);
  await page.waitForFunction(() => (window as any).__epochs?.ready && (window as any).__epochs.scene === "Menu" && (window as any).__epochs.games().length > 0
    && (window as any).__epochs.buttons().some((b: any) => b.id.startsWith("game.")), null, { timeout: 60_000 });
  return page;
}

export const hook = <T>(page: Page, fn: (arg: any) => T, arg?: unknown) => page.evaluate(fn as any, arg) as Promise<T>;

export function waitScene(page: Page, scene: string, timeout = 60_000) {
  return page.waitForFunction((s) => (window as any).__epochs.scene === s, scene, { timeout });
}

export interface BrowserSuite {
  /** The running server (set once `beforeAll` has run). */
  readonly server: E2eServer;
  readonly browser: Browser;
  /** Page errors of the current test (cleared after each). */
  readonly errors: string[];
  /** Opens the app in a fresh context like `openApp`; the page is closed when the test ends. */
  open(name: string, context?: BrowserContextOptions): Promise<Page>;
  /** Closes `page` with its context when the test ends. */
  track(page: Page): Page;
}

/**
 * Registers a browser test file's hooks: builds the client, starts a server process (with `env`) and
 * Chromium once, and closes each test's pages when it ends (a page renders all the time; 2 cores).
 */
export function browserSuite(env: Record<string, string> = {}): BrowserSuite {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;
  const errors: string[] = [];
  const pages: Page[] = [];
  beforeAll(async () => {
    await buildClientOnce();
    server = await startServerProcess(env);
    browser = await launchBrowser();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  }, 180_000);
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.context().close()));
    errors.length = 0;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const suite: BrowserSuite = {
    get server() { if (!server) throw new Error("the server is not started yet"); return server; },
    get browser() { if (!browser) throw new Error("the browser is not started yet"); return browser; },
    errors,
    open: async (name, context = {}) => suite.track(await openApp(suite.browser, suite.server.url, errors, name, context)),
    track: (page) => (pages.push(page), page),
  };
  return suite;
}
