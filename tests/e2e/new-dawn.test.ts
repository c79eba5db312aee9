/**
 * Civilization: A New Dawn in Chromium, played through the panels (the `nd.*` controls) and clicks on the map, with
 * screenshots in test-results/screenshots/ (docs/screenshots/ with SCREENSHOTS=docs, i.e. `npm run screenshots`):
 *  1. a match against a bot from the menu's "Play vs bots", several rounds;
 *  2. an attack (scenario: forced dice), paused on the dice and the strength sums;
 *  3. barbarians spawning (scenario: the event dial turns to the spawn symbol) and marching (to barbarian movement);
 *  4. a card upgrade from the tech dial (scenario), also on a phone (390×844) and in Russian;
 *  5. the end of the game (scenario: every victory card marked) and the end screen with its breakdown;
 *  6. a custom map built tile by tile (host option), the tiles' centres picked on the map.
 * Scenarios are host options of the test server's A New Dawn (tests/fixtures/nd-scenarios.ts).
 */
import { mkdirSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { buildClientOnce, hook, launchBrowser, openApp, SCREENSHOT_DIR, startServerProcess, waitScene, type E2eServer } from "./browser.ts";

const SHOTS = SCREENSHOT_DIR;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

let server: E2eServer;
let browser: Browser;
const errors: string[] = [];
const pages: Page[] = [];

beforeAll(async () => {
  await buildClientOnce();
  server = await startServerProcess({ E2E_ND_SCENARIOS: "1", BOT_DELAY_MS: "30" });
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterEach(async () => {
  await Promise.all(pages.splice(0).map((p) => p.context().close()));
  errors.length = 0;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// ---- driving the page ----------------------------------------------------------------------------------

interface Btn { id: string; label: string; enabled: boolean }
interface UiState {
  seat: number | null;
  waiting: number[];
  stateId: number | null;
  busy: boolean;
  buttons: Btn[];
  picking: { spaces: Record<string, string> } | null;
  turnsStarted: number;
  stack: string[];
  sending: boolean;
  finished: boolean;
}

const uiState = (page: Page) => hook<UiState>(page, () => {
  const e = (window as any).__epochs;
  const v = e.view();
  return {
    seat: e.seat, waiting: e.waitingFor, stateId: e.stateId, busy: e.anim.busy,
    buttons: e.buttons().filter((b: Btn) => b.id.startsWith("nd.") && !b.id.startsWith("nd.board.")),
    picking: e.nd?.picking() ?? null,
    turnsStarted: v?.turnsStarted ?? 0, stack: (v?.stack ?? []).map((f: { kind: string }) => f.kind),
    sending: document.querySelector("#nd-prompt.nd-pending") !== null, finished: v?.finished ?? false,
  };
});

const enabled = (s: UiState, id: string) => s.buttons.some((b) => b.id === id && b.enabled);
const myDecision = (s: UiState) => s.seat !== null && s.waiting.includes(s.seat) && !s.busy && !s.sending;

async function click(page: Page, id: string): Promise<void> {
  if (!(await hook<boolean>(page, (b) => (window as any).__epochs.click(b), id))) throw new Error(`no enabled control ${id}`);
}

/** A real pointer click (a tap on a touch page) on a space of the map. */
async function clickSpace(page: Page, id: string): Promise<void> {
  if (!(await hook<boolean>(page, (h) => (window as any).__epochs.nd.visible(h), id))) await hook(page, (h) => (window as any).__epochs.nd.focus(h), id);
  const p = await hook<{ x: number; y: number }>(page, (h) => (window as any).__epochs.nd.spaceToScreen(h), id);
  const touch = await page.evaluate(() => matchMedia("(pointer: coarse)").matches);
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

const signature = (s: UiState) => JSON.stringify([s.stateId, s.buttons, s.picking, s.busy, s.sending]);

async function settled(page: Page, before: UiState, timeout = 60_000): Promise<UiState> {
  const t0 = Date.now();
  for (;;) {
    const s = await uiState(page);
    if (signature(s) !== signature(before)) return s;
    if (Date.now() - t0 > timeout) throw new Error(`nothing changed after ${timeout} ms: ${signature(s)}`);
    await page.waitForTimeout(30);
  }
}

async function myTurn(page: Page, until: (s: UiState) => boolean = myDecision, timeout = 90_000): Promise<UiState> {
  const t0 = Date.now();
  for (;;) {
    const s = await uiState(page);
    if (until(s) && (s.buttons.length || s.picking || s.finished)) return s;
    if (Date.now() - t0 > timeout) throw new Error(`timed out waiting for the page: ${JSON.stringify(s).slice(0, 600)}`);
    await page.waitForTimeout(40);
  }
}

/** What to answer: a control id (`nd.…`), a space to click (`space:3,-1`), or null for the default. */
type Policy = (s: UiState) => string | null;

/**
 * One decision through the panels or the map: the policy's, else the first space of an open pick, else the first
 * enabled option of a choice, else a play of the first card, else Done.
 */
async function decide(page: Page, policy: Policy = () => null): Promise<string> {
  const s = await myTurn(page);
  let did = policy(s);
  if (!did) {
    if (s.picking && Object.keys(s.picking.spaces).length) did = `space:${Object.keys(s.picking.spaces).sort()[0]}`;
    else did = s.buttons.find((b) => b.enabled && /^nd\.opt\.\d+$/.test(b.id))?.id
      ?? s.buttons.find((b) => b.enabled && /^nd\.play\.\d$/.test(b.id))?.id
      ?? ["nd.finish", "nd.opt.decline"].find((id) => enabled(s, id))
      ?? s.buttons.find((b) => b.enabled)?.id ?? null;
  }
  if (!did) throw new Error(`no control to answer with: ${JSON.stringify(s).slice(0, 800)}`);
  if (did.startsWith("space:")) await clickSpace(page, did.slice(6));
  else await click(page, did);
  await settled(page, s);
  return did;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Freezes the Game scene's animation queue once animation `label` has played `fraction` of its time. */
async function pauseAt(page: Page, label: string, fraction: number): Promise<void> {
  await hook(page, ([l, f]) => {
    const w = window as any;
    const q = w.__epochsHud.scene.get("Game").queue;
    w.__ndPaused = false;
    const tick = q.tick.bind(q);
    q.tick = (dt: number) => {
      for (let left = dt; left > 0; left -= 10) {
        tick(Math.min(10, left));
        const cur = q.current;
        if (cur && cur.label === l && q.elapsed >= f * cur.durationMs) {
          q.tick = () => {};
          w.__ndPaused = true;
          return;
        }
      }
    };
  }, [label, fraction]);
}

async function waitPaused(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => (window as any).__ndPaused === true, null, { timeout }).catch(async (err) => {
    const q = await hook(page, () => { const w = window as any; const q = w.__epochsHud?.scene.get("Game")?.queue; return { current: q?.current?.label, history: q?.history.slice(-30) }; });
    throw new Error(`${(err as Error).message}; the queue: ${JSON.stringify(q)}`);
  });
  await page.waitForTimeout(150);
}

async function resume(page: Page): Promise<void> {
  await hook(page, () => { const w = window as any; delete w.__epochsHud.scene.get("Game").queue.tick; w.__ndPaused = false; });
}

async function idle(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => !(window as any).__epochs.anim.busy, null, { timeout });
}

async function pickRussian(page: Page): Promise<void> {
  await click(page, "lang.ru");
  await page.waitForFunction(() => (window as any).__epochs.buttons().some((b: Btn) => b.id === "menu.private" && b.label === "Закрытое лобби"));
}

/** The host opens a private lobby of A New Dawn with the scenario, adds a bot and starts. */
async function startScenario(scenario: string, lang: "en" | "ru" = "en", context: BrowserContextOptions = {}, map: "first-game" | "custom" = "first-game"): Promise<Page> {
  const host = await openApp(browser, server.url, errors, `host-${scenario}-${lang}`, context);
  pages.push(host);
  if (lang === "ru") await pickRussian(host);
  await host.fill("#epochs-name", lang === "ru" ? "Аня" : "Ann");
  await click(host, "game.new-dawn");
  await click(host, "menu.private");
  await waitScene(host, "Lobby");
  await host.selectOption("#epochs-opt-scenario", scenario);
  if (map !== "first-game") await host.selectOption("#epochs-opt-map", map);
  await host.waitForFunction(() => (window as any).__epochs.buttons().some((b: Btn) => b.id === "lobby.addBot" && b.enabled));
  await click(host, "lobby.addBot");
  await host.waitForFunction(() => (window as any).__epochs.buttons().some((b: Btn) => b.id === "lobby.start" && b.enabled));
  await click(host, "lobby.start");
  await waitScene(host, "Game");
  return host;
}

const spaceAt = (page: Page, id: string) => hook<string>(page, (h) => (window as any).__epochs.nd.info(h), id);
const log = (page: Page) => hook<string[]>(page, () => (window as any).__epochs.log());
/** The names on a seat's focus row, slot 1 first (without the soft hyphens that break long names). */
const rowNames = (page: Page, seat: number) => page.evaluate((s) => [...document.querySelectorAll(`#nd-row-${s} .nd-name`)].map((e) => (e.textContent ?? "").replaceAll("\u00AD", "")), seat);

// ---- the tests ---------------------------------------------------------------------------------------

describe("browser: Civilization: A New Dawn", () => {
  it("plays against a bot through the panels and the map for several rounds", async () => {
    const page = await openApp(browser, server.url, errors, "solo");
    pages.push(page);
    const games = await hook<{ id: string }[]>(page, () => (window as any).__epochs.games());
    expect(games.map((g) => g.id)).toContain("new-dawn");
    await click(page, "game.new-dawn");
    await click(page, "menu.bots");
    await waitScene(page, "Game");
    await hook(page, () => (window as any).__epochs.anim.setSpeed(4));
    const done: string[] = [];
    let shotTaken = false;
    for (let step = 0; step < 160; step++) {
      const s = await myTurn(page, (x) => x.turnsStarted >= 9 || x.finished || myDecision(x), 120_000);
      if (s.turnsStarted >= 9 || s.finished) break;
      if (!shotTaken && s.turnsStarted >= 5 && s.stack[s.stack.length - 1] === "turn") {
        await shot(page, "new-dawn-match-midgame");
        shotTaken = true;
      }
      // Cycle through the row: a different slot each turn, so every card type gets played.
      const policy: Policy = (x) => (x.stack[x.stack.length - 1] === "turn" && !x.picking ? `nd.play.${1 + (x.turnsStarted % 5)}` : null);
      done.push(`${s.turnsStarted}:${s.stack[s.stack.length - 1]}:${await decide(page, policy)}`);
    }
    await idle(page);
    const end = await uiState(page);
    expect(end.turnsStarted).toBeGreaterThanOrEqual(9);
    expect(shotTaken).toBe(true);
    expect(done.some((d) => d.includes("nd.play."))).toBe(true);
    expect(done.some((d) => d.includes("space:"))).toBe(true);
    const lines = await log(page);
    expect(lines.some((l) => /plays .+ from slot/.test(l))).toBe(true);
    expect(lines.some((l) => /goes back to slot 1/.test(l))).toBe(true);
    expect(errors).toEqual([]);
  }, 400_000);

  it("attacks a control token and shows both dice and the strength sums", async () => {
    const page = await startScenario("attack");
    await hook(page, () => (window as any).__epochs.anim.setSpeed(1));
    let s = await myTurn(page);
    await click(page, "nd.play.5");
    s = await myTurn(page, (x) => myDecision(x) && x.picking !== null);
    const targets = Object.entries(s.picking!.spaces).filter(([, style]) => style === "attack").map(([id]) => id);
    expect(targets.length).toBe(1);
    expect(await spaceAt(page, targets[0])).toMatch(/Control token of Bot|Control token of/);
    await pauseAt(page, "nd-attack-roll", 0.97);
    await clickSpace(page, targets[0]);
    await waitPaused(page);
    await shot(page, "new-dawn-attack-dice");
    await resume(page);
    await idle(page);
    const lines = await log(page);
    expect(lines.some((l) => /attacks .+: 11 against 6 \(dice 6 and 1\)/.test(l))).toBe(true);
    expect(lines.some((l) => /Ann wins on/.test(l))).toBe(true);
    await page.waitForFunction((t) => /Control token of Ann/.test((window as any).__epochs.nd.info(t)), targets[0]);
    await shot(page, "new-dawn-attack-after");
    expect(errors).toEqual([]);
  }, 240_000);

  it("spawns barbarians when the event dial turns to the spawn symbol", async () => {
    const page = await startScenario("spawn");
    await pauseAt(page, "nd-barbarian-spawn", 0.7);
    await waitPaused(page);
    await shot(page, "new-dawn-barbarian-spawn");
    await resume(page);
    await idle(page);
    const lines = await log(page);
    expect(lines.some((l) => /The event dial turns: Barbarian spawn/.test(l))).toBe(true);
    expect(lines.some((l) => /Barbarians A appear on/.test(l))).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it("marches the barbarians with the direction die", async () => {
    const page = await startScenario("march");
    await pauseAt(page, "nd-barbarian-march", 0.5);
    await waitPaused(page);
    await shot(page, "new-dawn-barbarian-march");
    await resume(page);
    await idle(page);
    const lines = await log(page);
    expect(lines.some((l) => /The barbarian die shows 4/.test(l))).toBe(true);
    expect(lines.filter((l) => /Barbarians [A-I] march to/.test(l)).length).toBeGreaterThan(2);
    expect(errors).toEqual([]);
  }, 240_000);

  it("upgrades a card when the tech dial passes a level mark", async () => {
    const page = await startScenario("upgrade");
    await myTurn(page);
    expect((await rowNames(page, 0))[4]).toBe("Astrology");
    await click(page, "nd.play.5");
    const s = await myTurn(page, (x) => myDecision(x) && x.buttons.some((b) => b.id === "nd.opt.0"));
    const option = s.buttons.find((b) => b.id === "nd.opt.1")!;
    expect(option.label).toBe("Mathematics");
    await shot(page, "new-dawn-upgrade-choice");
    await pauseAt(page, "nd-card-upgrade", 0.6);
    await click(page, "nd.opt.1");
    await waitPaused(page);
    await shot(page, "new-dawn-card-upgrade");
    await resume(page);
    await idle(page);
    await page.waitForFunction(() => (document.querySelector("#nd-row-0 .nd-name")?.textContent ?? "").replaceAll("\u00AD", "") === "Mathematics");
    const lines = await log(page);
    expect(lines.some((l) => /upgrades Astrology to Mathematics/.test(l))).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it("ends the game when a player has marked every victory card, with the breakdown on the end screen", async () => {
    const page = await startScenario("finale");
    await waitScene(page, "End", 90_000);
    await page.waitForTimeout(300);
    await shot(page, "new-dawn-end-screen");
    const texts = await hook<string[]>(page, () => (window as any).__epochsHud.scene.get("End").children.list.filter((o: any) => o.type === "Text" && o.visible).map((o: any) => o.text as string));
    expect(texts.some((t) => /Ann/.test(t))).toBe(true);
    expect(texts.some((t) => /Victory cards 3 · Wonders 0 · Spaces \d+/.test(t))).toBe(true);
    const lines = await log(page);
    expect(lines.some((l) => /Ann wins the game/.test(l))).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it("builds a custom map tile by tile, picking each tile's centre on the map", async () => {
    const page = await startScenario("none", "en", {}, "custom");
    await hook(page, () => (window as any).__epochs.anim.setSpeed(4));
    let s = await myTurn(page);
    expect(s.stack[s.stack.length - 1]).toBe("map-building");
    expect(s.buttons.some((b) => b.id.startsWith("nd.tile."))).toBe(true);
    expect(Object.keys(s.picking?.spaces ?? {}).length).toBeGreaterThan(0);
    await shot(page, "new-dawn-custom-map-pick");
    const done: string[] = [];
    for (let i = 0; i < 40; i++) {
      s = await myTurn(page, (x) => myDecision(x) || x.stack.includes("turn"));
      if (s.stack.includes("turn")) break;
      done.push(await decide(page));
    }
    expect(done.some((d) => d.startsWith("space:"))).toBe(true);
    s = await myTurn(page, (x) => x.stack.includes("turn") && myDecision(x));
    const lines = await log(page);
    expect(lines.some((l) => /The map is complete/.test(l))).toBe(true);
    await shot(page, "new-dawn-custom-map-built");
    expect(errors).toEqual([]);
  }, 300_000);

  it("shows the board and the drawer on a phone, in Russian", async () => {
    const page = await startScenario("upgrade", "ru", PHONE);
    await myTurn(page);
    await shot(page, "new-dawn-phone-ru");
    const title = await page.evaluate(() => document.querySelector("#nd-prompt .cp-title")?.textContent ?? "");
    expect(title.length).toBeGreaterThan(0);
    const panel = await page.evaluate(() => (document.querySelector("#nd-info") as HTMLElement).innerText);
    expect(panel).toMatch(/Ряд|Диск технологий|ресурс/);
    expect((await rowNames(page, 0))[4]).toBe("Астрология");
    // The card is played with a tap; the choice then lists level II cards in Russian.
    await page.locator('[data-testid="nd.play.5"]').tap();
    const choice = await myTurn(page, (x) => myDecision(x) && x.buttons.some((b) => b.id === "nd.opt.0"));
    // The level II cards offered, by their Russian names from the game's data.
    expect(choice.buttons.find((b) => b.id === "nd.opt.1")!.label).toMatch(/^[А-Яа-яЁё ]+$/);
    await shot(page, "new-dawn-phone-upgrade-ru");
    expect(errors).toEqual([]);
  }, 240_000);
});
