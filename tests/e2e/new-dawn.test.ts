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
import { describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { browserSuite, hook, waitScene } from "./browser.ts";
import {
  animationsIdle, click, endScreen, freezeAt, gameLog as log, isEnabled as enabled, myDecision, PHONE, pageReader, pageWaits, playVsBots, pointAt, shot,
  startScenario as startTable, unfreeze, waitFrozen, type Btn, type PageState,
} from "./game-page.ts";

const suite = browserSuite({ E2E_ND_SCENARIOS: "1", BOT_DELAY_MS: "30" });
const { errors } = suite;

// ---- driving the page ----------------------------------------------------------------------------------

interface UiState extends PageState {
  picking: { spaces: Record<string, string> } | null;
  turnsStarted: number;
  stack: string[];
  finished: boolean;
}

const uiState = pageReader<UiState>((e, v) => ({
  buttons: e.buttons().filter((b: Btn) => b.id.startsWith("nd.") && !b.id.startsWith("nd.board.")),
  picking: e.nd?.picking() ?? null,
  turnsStarted: v?.turnsStarted ?? 0, stack: (v?.stack ?? []).map((f: { kind: string }) => f.kind),
  sending: document.querySelector("#nd-prompt.nd-pending") !== null, finished: v?.finished ?? false,
}));

/** A real pointer click (a tap on a touch page) on a space of the map. */
async function clickSpace(page: Page, id: string): Promise<void> {
  if (!(await hook<boolean>(page, (h) => (window as any).__epochs.nd.visible(h), id))) await hook(page, (h) => (window as any).__epochs.nd.focus(h), id);
  const p = await hook<{ x: number; y: number }>(page, (h) => (window as any).__epochs.nd.spaceToScreen(h), id);
  await pointAt(page, p);
}

const { settled, myTurn } = pageWaits(uiState, (s) => s.buttons.length > 0 || !!s.picking || s.finished);

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

/** The host opens a private lobby of A New Dawn with the scenario (and map), adds a bot and starts. */
const startScenario = (scenario: string, lang: "en" | "ru" = "en", context: BrowserContextOptions = {}, map: "first-game" | "custom" = "first-game") =>
  startTable(suite, { game: "new-dawn", scenario, lang, context, options: map === "first-game" ? {} : { map } });

const spaceAt = (page: Page, id: string) => hook<string>(page, (h) => (window as any).__epochs.nd.info(h), id);
/** The names on a seat's focus row, slot 1 first (without the soft hyphens that break long names). */
const rowNames = (page: Page, seat: number) => page.evaluate((s) => [...document.querySelectorAll(`#nd-row-${s} .nd-name`)].map((e) => (e.textContent ?? "").replaceAll("\u00AD", "")), seat);

// ---- the tests ---------------------------------------------------------------------------------------

describe("browser: Civilization: A New Dawn", () => {
  it("plays against a bot through the panels and the map for several rounds", async () => {
    const page = await playVsBots(suite, "new-dawn");
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
    await animationsIdle(page);
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
    await freezeAt(page, "nd-attack-roll", 0.97);
    await clickSpace(page, targets[0]);
    await waitFrozen(page);
    await shot(page, "new-dawn-attack-dice");
    await unfreeze(page);
    await animationsIdle(page);
    const lines = await log(page);
    expect(lines.some((l) => /attacks .+: 11 against 6 \(dice 6 and 1\)/.test(l))).toBe(true);
    expect(lines.some((l) => /Ann wins on/.test(l))).toBe(true);
    await page.waitForFunction((t) => /Control token of Ann/.test((window as any).__epochs.nd.info(t)), targets[0]);
    await shot(page, "new-dawn-attack-after");
    expect(errors).toEqual([]);
  }, 240_000);

  it("spawns barbarians when the event dial turns to the spawn symbol", async () => {
    const page = await startScenario("spawn");
    await freezeAt(page, "nd-barbarian-spawn", 0.7);
    await waitFrozen(page);
    await shot(page, "new-dawn-barbarian-spawn");
    await unfreeze(page);
    await animationsIdle(page);
    const lines = await log(page);
    expect(lines.some((l) => /The event dial turns: Barbarian spawn/.test(l))).toBe(true);
    expect(lines.some((l) => /Barbarians A appear on/.test(l))).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it("marches the barbarians with the direction die", async () => {
    const page = await startScenario("march");
    await freezeAt(page, "nd-barbarian-march", 0.5);
    await waitFrozen(page);
    await shot(page, "new-dawn-barbarian-march");
    await unfreeze(page);
    await animationsIdle(page);
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
    await freezeAt(page, "nd-card-upgrade", 0.6);
    await click(page, "nd.opt.1");
    await waitFrozen(page);
    await shot(page, "new-dawn-card-upgrade");
    await unfreeze(page);
    await animationsIdle(page);
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
    const texts = (await endScreen(page)).map((t) => t.text);
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
    // A centre picked on the map shows the tile as it would lie there; turning it shows another way, if any.
    await clickSpace(page, Object.keys(s.picking!.spaces).sort()[0]);
    s = await myTurn(page, (x) => enabled(x, "nd.tile.place"));
    const previewed = () => hook<string[]>(page, () => (window as any).__epochs.nd.previewed());
    const first = await previewed();
    expect(first.length).toBeGreaterThan(0);
    const onMap = await hook<string[]>(page, () => Object.keys((window as any).__epochs.view().spaces));
    expect(first.filter((id) => onMap.includes(id))).toEqual([]);
    if (enabled(s, "nd.tile.turn")) {
      await click(page, "nd.tile.turn");
      await page.waitForFunction((before) => JSON.stringify((window as any).__epochs.nd.previewed()) !== before, JSON.stringify(first));
    }
    await shot(page, "new-dawn-custom-map-preview");
    const done: string[] = [];
    for (let i = 0; i < 60; i++) {
      s = await myTurn(page, (x) => myDecision(x) || x.stack.includes("turn"));
      if (s.stack.includes("turn")) break;
      done.push(await decide(page, (x) => (enabled(x, "nd.tile.place") ? "nd.tile.place" : null)));
    }
    expect(await previewed()).toEqual([]);
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
