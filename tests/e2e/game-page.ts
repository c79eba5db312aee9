/**
 * Driving a game's page in browser tests, for any game: clicking controls, tapping the board, freezing an
 * animation for a screenshot, switching the language, opening a private or scenario lobby or a match against bots,
 * reading the log and the end screen, and waiting on what the page shows.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { expect } from "vitest";
import { hook, SCREENSHOT_DIR, waitScene, type BrowserSuite } from "./browser.ts";

/** A phone held upright. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

export interface Btn { id: string; label: string; enabled: boolean }

/** Clicks a control through the test hook; an absent or disabled control is an error. */
export async function click(page: Page, id: string): Promise<void> {
  if (!(await hook<boolean>(page, (b) => (window as any).__epochs.click(b), id))) throw new Error(`no enabled control ${id}`);
}

/** Waits until the control `id` is shown and enabled. */
export function waitEnabled(page: Page, id: string, timeout = 60_000) {
  return page.waitForFunction((x) => (window as any).__epochs.buttons().some((b: Btn) => b.id === x && b.enabled), id, { timeout });
}

/** A real pointer click, or a tap on a touch page, at a point of the screen. */
export async function pointAt(page: Page, p: { x: number; y: number }): Promise<void> {
  const touch = await page.evaluate(() => matchMedia("(pointer: coarse)").matches);
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

/** Picks Русский in the menu (every page is a fresh context: English until told); the menu redraws in Russian. */
export async function pickRussian(page: Page): Promise<void> {
  await click(page, "lang.ru");
  await page.waitForFunction(() => (window as any).__epochs.buttons().some((b: Btn) => b.id === "menu.private" && b.label === "Закрытое лобби"));
}

export async function animationsIdle(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => !(window as any).__epochs.anim.busy, null, { timeout });
}

/**
 * Freezes the Game scene's animation queue once animation `label` (right after `after`, if given) has played
 * `fraction` of its time, so a screenshot catches it (the hook's speed control only goes down to x1). Reaches
 * into the scene's queue: the hook has no pause.
 */
export async function freezeAt(page: Page, label: string, fraction: number, after?: string): Promise<void> {
  await hook(page, ([l, f, a]) => {
    const w = window as any;
    const q = w.__epochsHud.scene.get("Game").queue;
    w.__epochsFrozen = false;
    const tick = q.tick.bind(q);
    // Small steps: a slow frame (a loaded machine) must not jump over the moment.
    q.tick = (dt: number) => {
      for (let left = dt; left > 0; left -= 10) {
        tick(Math.min(10, left));
        const cur = q.current;
        if (cur && cur.label === l && q.elapsed >= f * cur.durationMs && (!a || q.history[q.history.length - 1] === a)) {
          q.tick = () => {};
          w.__epochsFrozen = true;
          return;
        }
      }
    };
  }, [label, fraction, after ?? null]);
}

/** Waits until `freezeAt` has frozen the queue, and a frame or two is drawn in the frozen state. */
export async function waitFrozen(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => (window as any).__epochsFrozen === true, null, { timeout }).catch(async (err) => {
    const q = await hook(page, () => { const w = window as any; const q = w.__epochsHud?.scene.get("Game")?.queue; return { current: q?.current?.label, history: q?.history.slice(-30), scene: w.__epochs.scene }; });
    throw new Error(`${(err as Error).message}; the queue: ${JSON.stringify(q)}`);
  });
  await page.waitForTimeout(150);
}

export async function unfreeze(page: Page): Promise<void> {
  await hook(page, () => {
    const w = window as any;
    delete w.__epochsHud.scene.get("Game").queue.tick;
    w.__epochsFrozen = false;
  });
}

/** The host opens a private lobby of `game` as `name`; its join code. */
export async function openPrivateLobby(host: Page, game: string, name: string): Promise<string> {
  await host.fill("#epochs-name", name);
  await click(host, `game.${game}`);
  await click(host, "menu.private");
  await waitScene(host, "Lobby");
  return hook<string>(host, () => (window as any).__epochs.joinCode);
}

/** A guest joins the lobby with `code` as `name` (not ready yet). */
export async function joinLobby(guest: Page, code: string, name: string): Promise<void> {
  await guest.fill("#epochs-name", name);
  await guest.fill("#epochs-join-code", code);
  await click(guest, "menu.join");
  await waitScene(guest, "Lobby");
}

/** Opens the app, starts a match of `game` against bots from the menu's "Play vs bots", and plays its animations at x4. */
export async function playVsBots(suite: BrowserSuite, game: string): Promise<Page> {
  const page = await suite.open("solo");
  const games = await hook<{ id: string }[]>(page, () => (window as any).__epochs.games());
  expect(games.map((g) => g.id)).toContain(game);
  await click(page, `game.${game}`);
  await click(page, "menu.bots");
  await waitScene(page, "Game");
  await hook(page, () => (window as any).__epochs.anim.setSpeed(4));
  return page;
}

export interface ScenarioTable {
  game: string;
  /** The test server's scenario option (tests/fixtures/*-scenarios.ts). */
  scenario: string;
  lang?: "en" | "ru";
  context?: BrowserContextOptions;
  /** Other host options to select, by option id. */
  options?: Record<string, string>;
  /** A second person who joins by the code (ready at once); else a bot takes the second seat. */
  guest?: Page;
}

/** The host opens a private lobby of `game` with the scenario, a bot or `guest` sits down, and the host starts. */
export async function startScenario(suite: BrowserSuite, t: ScenarioTable): Promise<Page> {
  const lang = t.lang ?? "en";
  const host = await suite.open(`host-${t.scenario}-${lang}`, t.context);
  const names = lang === "ru" ? ["Аня", "Борис"] : ["Ann", "Bob"];
  if (lang === "ru") for (const p of t.guest ? [host, t.guest] : [host]) await pickRussian(p);
  const code = await openPrivateLobby(host, t.game, names[0]);
  await host.selectOption("#epochs-opt-scenario", t.scenario);
  for (const [id, value] of Object.entries(t.options ?? {})) await host.selectOption(`#epochs-opt-${id}`, value);
  if (t.guest) {
    await joinLobby(t.guest, code, names[1]);
    await click(t.guest, "lobby.ready");
  } else {
    await waitEnabled(host, "lobby.addBot");
    await click(host, "lobby.addBot");
  }
  await waitEnabled(host, "lobby.start");
  await click(host, "lobby.start");
  await waitScene(host, "Game");
  if (t.guest) await waitScene(t.guest, "Game");
  return host;
}

/** The game's log lines, oldest first. */
export const gameLog = (page: Page) => hook<string[]>(page, () => (window as any).__epochs.log());

/** The texts the end screen draws (Phaser text objects, top to bottom) and their boxes. */
export const endScreen = (page: Page) => hook<{ text: string; x: number; y: number; w: number; h: number }[]>(page, () => {
  const scene = (window as any).__epochsHud.scene.get("End");
  return scene.children.list.filter((o: any) => o.type === "Text" && o.visible).map((o: any) => {
    const b = o.getBounds();
    return { text: o.text as string, x: b.x, y: b.y, w: b.width, h: b.height };
  }).sort((a: { y: number }, b: { y: number }) => a.y - b.y);
});

/** What a game page's test reads of the page, at the least. */
export interface PageState {
  seat: number | null;
  waiting: number[];
  stateId: number | null;
  busy: boolean;
  buttons: Btn[];
  picking: unknown;
  /** A move of this page is on its way: its prompt stays in view, disabled. */
  sending: boolean;
}

/** What `pageReader` reads for every game. */
type Common = "seat" | "waiting" | "stateId" | "busy";

/**
 * A game's reading of its page: the test hook's seat, waiting seats, state id and animation state, with what `more`
 * reads from the hook `e` and the view `v`. `more` runs in the page like page.evaluate's functions: it may use only
 * its arguments and the page's globals.
 */
export function pageReader<S extends PageState>(more: (e: any, v: any) => Omit<S, Common>): (page: Page) => Promise<S> {
  const script = `(() => {
    const e = window.__epochs;
    const v = e.view();
    return { seat: e.seat, waiting: e.waitingFor, stateId: e.stateId, busy: e.anim.busy, ...(${more})(e, v) };
  })()`;
  return (page) => page.evaluate(script) as Promise<S>;
}

export const myDecision = (s: PageState) => s.seat !== null && s.waiting.includes(s.seat) && !s.busy && !s.sending;
export const isEnabled = (s: PageState, id: string) => s.buttons.some((b) => b.id === id && b.enabled);

/** Waiting on a game page through the game's reading of it (`read`). */
export function pageWaits<S extends PageState>(read: (page: Page) => Promise<S>, hasControls: (s: S) => boolean = (s) => s.buttons.length > 0 || !!s.picking) {
  const signature = (s: S) => JSON.stringify([s.stateId, s.buttons, s.picking, s.busy, s.sending]);
  return {
    /** Waits until what the page shows changes (a new state, other controls, a pick). */
    async settled(page: Page, before: S, timeout = 90_000): Promise<S> {
      const t0 = Date.now();
      for (;;) {
        const s = await read(page);
        if (signature(s) !== signature(before)) return s;
        if (Date.now() - t0 > timeout) throw new Error(`nothing changed after ${timeout} ms: ${signature(s)}`);
        await page.waitForTimeout(30);
      }
    },
    /** Waits until this page must decide and no animation plays, or until `until` holds (with controls to use). */
    async myTurn(page: Page, until: (s: S) => boolean = myDecision, timeout = 90_000): Promise<S> {
      const t0 = Date.now();
      for (;;) {
        const s = await read(page);
        if (until(s) && hasControls(s)) return s;
        if (Date.now() - t0 > timeout) throw new Error(`timed out waiting for the page: ${JSON.stringify(s).slice(0, 600)}`);
        await page.waitForTimeout(40);
      }
    },
  };
}
