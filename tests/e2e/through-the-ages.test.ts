/**
 * Through the Ages in Chromium, played through its panels (the `tta.*` controls), with screenshots in
 * test-results/screenshots/ (docs/screenshots/ with SCREENSHOTS=docs, i.e. `npm run screenshots`):
 *  1. a quick match against a bot from the menu's "Play vs bots", several rounds: cards taken from the row,
 *     population increased, buildings built, technologies developed, every decision answered;
 *  2. an aggression (scenario) with both strengths counted up, the bot's defence, then a card taken from the row,
 *     and on the next turn an event prepared and revealed;
 *  3. the end of the game (scenario: the last round of Age IV) and the end screen with its breakdown;
 *  4. a phone (390×844) in Russian;
 *  5. the confirmations (scenario): ending the turn with civil actions left, a revolution, a new leader replacing
 *     the one in play, disbanding a unit, declaring a war — each asked in the shared dialog, cancelled, then confirmed; production's
 *     blue tokens moving at the end of the turn, and the round's heading in the log;
 *  6. Sun Tzu's special tactic (scenario) copied from the common area: told apart from the plain card of its name,
 *     both military actions spent, its armies in the strength box, +1 strength per army on the board and in the log;
 *  7. the window resized three times: the panels stay on their part of the (letterboxed) canvas.
 * The test server offers the game with its scenarios (tests/fixtures/tta-scenarios.ts).
 */
import { describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { browserSuite, hook, waitScene } from "./browser.ts";
import {
  animationsIdle as idle, endScreen, freezeAt as pauseAt, gameLog as log, isEnabled as enabled, myDecision, PHONE, pageReader, pageWaits, playVsBots, shot,
  startScenario as startTable, unfreeze as resume, waitFrozen as waitPaused, type Btn, type PageState,
} from "./game-page.ts";

const suite = browserSuite({ E2E_TTA_SCENARIOS: "1", BOT_DELAY_MS: "30" });
const { errors } = suite;

// ---- driving the page ----------------------------------------------------------------------------------

interface UiState extends PageState {
  picking: null;
  round: number;
  stack: string[];
  finished: boolean;
}

const uiState = pageReader<UiState>((e, v) => ({
  buttons: e.buttons().filter((b: Btn) => b.id.startsWith("tta.")), picking: null,
  round: v?.round ?? 0, stack: (v?.stack ?? []).map((f: { kind: string; choice?: string }) => f.choice ?? f.kind),
  sending: document.querySelector("#tta-prompt.tta-pending") !== null, finished: v?.finished ?? false,
}));

const top = (s: UiState) => s.stack[s.stack.length - 1];

/** A real pointer click on a control's element (a tap on a touch page). */
async function press(page: Page, id: string): Promise<void> {
  const loc = page.locator(`[data-testid="${id}"]`).first();
  await loc.scrollIntoViewIfNeeded();
  const touch = await page.evaluate(() => matchMedia("(pointer: coarse)").matches);
  if (touch) await loc.tap();
  else await loc.click();
}

const { settled, myTurn } = pageWaits(uiState, (s) => s.buttons.some((b) => b.enabled) || s.finished);


/** The open dialog's title and lines (ui/modal.ts), once it is there. */
async function dialogText(page: Page): Promise<string> {
  const box = page.locator("#ui-modal");
  await box.waitFor({ state: "visible", timeout: 30_000 });
  return (await box.innerText()).replace(/\s+/g, " ");
}

/** Answers the confirmation dialog with yes. */
async function confirmDialog(page: Page): Promise<void> {
  await dialogText(page);
  await press(page, "tta.confirm.ok");
}

/** Presses a control that asks to be confirmed: checks the question, cancels (nothing is sent), then confirms. */
async function askedTwice(page: Page, id: string, question: RegExp, shotName?: string, phase = "actions"): Promise<string> {
  const s = await myTurn(page, (x) => myDecision(x) && top(x) === phase);
  await press(page, id);
  const asked = await dialogText(page);
  expect(asked).toMatch(question);
  if (shotName) await shot(page, shotName);
  await press(page, "tta.confirm.cancel");
  await page.locator("#ui-modal").waitFor({ state: "detached" });
  const after = await uiState(page);
  expect([after.stateId, after.sending]).toEqual([s.stateId, false]);
  await press(page, id);
  await dialogText(page);
  await press(page, "tta.confirm.ok");
  await settled(page, after);
  return asked;
}

/**
 * One decision of a simple player: a choice's first enabled option; in politics pass; in the action phase take the
 * cheapest card it may (twice a turn at most), then increase population, build, develop, and end the turn.
 */
async function decide(page: Page, taken: { round: number; n: number }): Promise<string> {
  const s = await myTurn(page);
  if (taken.round !== s.round) { taken.round = s.round; taken.n = 0; }
  const first = (re: RegExp) => s.buttons.find((b) => b.enabled && re.test(b.id))?.id;
  let did: string | undefined;
  // A move asked to be confirmed (ending the turn with civil actions left): yes.
  if (enabled(s, "tta.confirm.ok")) did = "tta.confirm.ok";
  else if (first(/^tta\.opt\./)) did = first(/^tta\.opt\.\d+$/) ?? first(/^tta\.opt\./);
  else if (top(s) === "politics") did = first(/^tta\.pass$/);
  else {
    if (taken.n < 2) did = first(/^tta\.take\.\d+$/);
    if (did) taken.n++;
    did ??= first(/^tta\.population$/) ?? first(/^tta\.build\./) ?? first(/^tta\.develop\./) ?? first(/^tta\.endTurn$/);
  }
  did ??= s.buttons.find((b) => b.enabled)?.id;
  if (!did) throw new Error(`no control to answer with: ${JSON.stringify(s).slice(0, 800)}`);
  await press(page, did);
  await settled(page, s);
  return did;
}

/** The host opens a private lobby of Through the Ages with the scenario, adds a bot and starts. */
const startScenario = (scenario: string, lang: "en" | "ru" = "en", context: BrowserContextOptions = {}) =>
  startTable(suite, { game: "through-the-ages", scenario, lang, context });

// ---- the tests ---------------------------------------------------------------------------------------

describe("browser: Through the Ages", () => {
  it("plays several rounds of a quick match against a bot through the panels", async () => {
    const page = await playVsBots(suite, "through-the-ages");
    const done: string[] = [];
    const taken = { round: 0, n: 0 };
    let shotTaken = false;
    for (let step = 0; step < 200; step++) {
      const s = await myTurn(page, (x) => x.round >= 5 || x.finished || myDecision(x), 120_000);
      if (s.round >= 5 || s.finished) break;
      if (!shotTaken && s.round >= 3 && top(s) === "actions") {
        await shot(page, "through-the-ages-match");
        shotTaken = true;
      }
      done.push(`${s.round}:${top(s)}:${await decide(page, taken)}`);
    }
    await idle(page);
    const end = await uiState(page);
    expect(end.round).toBeGreaterThanOrEqual(5);
    expect(shotTaken).toBe(true);
    expect(done.some((d) => /tta\.take\./.test(d))).toBe(true);
    expect(done.some((d) => /tta\.(population|build\.)/.test(d))).toBe(true);
    expect(done.some((d) => /tta\.endTurn/.test(d))).toBe(true);
    const lines = await log(page);
    expect(lines.some((l) => /^(Ann|Player|You).* takes .+ from the row/.test(l) || / takes .+ from the row/.test(l))).toBe(true);
    expect(lines.some((l) => /production/.test(l))).toBe(true);
    expect(errors).toEqual([]);
  }, 600_000);

  it("plays an aggression with both strengths counted, takes a card from the row, and reveals an event", async () => {
    const page = await startScenario("politics");
    await hook(page, () => (window as any).__epochs.anim.setSpeed(1));
    let s = await myTurn(page);
    expect(top(s)).toBe("politics");
    expect(enabled(s, "tta.aggression.raid-1.1")).toBe(true);
    expect(enabled(s, "tta.event.development-of-science")).toBe(true);
    await shot(page, "through-the-ages-politics");
    await pauseAt(page, "tta-duel", 0.9);
    await press(page, "tta.aggression.raid-1.1");
    await waitPaused(page);
    await shot(page, "through-the-ages-aggression-resolved");
    await resume(page);
    await idle(page);
    let lines = await log(page);
    expect(lines.some((l) => /Ann plays Aggression: Raid I against Bot/.test(l))).toBe(true);
    expect(lines.some((l) => /Aggression: Raid I succeeds: 7 against 1/.test(l))).toBe(true);

    // The action phase: a card from the row (it flies to the hand), then the end of the turn.
    s = await myTurn(page, (x) => myDecision(x) && top(x) === "actions");
    const take = s.buttons.find((b) => b.enabled && /^tta\.take\.\d+$/.test(b.id))!;
    const blocked = s.buttons.find((b) => !b.enabled && /^tta\.take\.\d+$/.test(b.id));
    expect(take).toBeDefined();
    await pauseAt(page, "tta-card-taken", 0.4);
    await press(page, take.id);
    await waitPaused(page);
    await shot(page, "through-the-ages-card-taken");
    await resume(page);
    await idle(page);
    lines = await log(page);
    expect(lines.some((l) => new RegExp(`Ann takes ${take.label.replaceAll("\u00AD", "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} from the row`).test(l))).toBe(true);
    // A card the seat may not take shows the engine's reason.
    if (blocked) expect(await page.locator(`[data-testid="${blocked.id}"] .cp-why`).count()).toBeGreaterThan(0);
    s = await myTurn(page, (x) => myDecision(x) && top(x) === "actions");
    await press(page, "tta.endTurn");
    await confirmDialog(page);

    // The next turn's politics: the event is prepared and the current deck's top event is revealed.
    s = await myTurn(page, (x) => myDecision(x) && top(x) === "politics", 120_000);
    await pauseAt(page, "tta-card-shown", 0.6);
    await press(page, "tta.event.development-of-science");
    await waitPaused(page);
    await shot(page, "through-the-ages-event-revealed");
    await resume(page);
    await idle(page);
    lines = await log(page);
    expect(lines.some((l) => /Ann prepares Development of Science/.test(l))).toBe(true);
    expect(lines.some((l) => /Event revealed: /.test(l))).toBe(true);
    expect(errors).toEqual([]);
  }, 300_000);

  it("ends the game after the last round with the breakdown on the end screen", async () => {
    const page = await startScenario("finale");
    await waitScene(page, "End", 90_000);
    await page.waitForTimeout(300);
    await shot(page, "through-the-ages-end-screen");
    const texts = (await endScreen(page)).map((t) => t.text);
    expect(texts.some((t) => /Ann/.test(t))).toBe(true);
    expect(texts.some((t) => /Culture during play 31 · Final scoring \d+/.test(t))).toBe(true);
    const lines = await log(page);
    expect(lines.some((l) => /The game is over/.test(l))).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it("asks before ending the turn with civil actions left, saying how many", async () => {
    const page = await startScenario("confirmations");
    await hook(page, () => (window as any).__epochs.anim.setSpeed(4));
    await pauseAt(page, "tta-produced", 0.15);
    const asked = await askedTwice(page, "tta.endTurn", /End your turn with \d+ civil actions left\?/, "through-the-ages-confirm-end-turn");
    expect(asked).toMatch(/They are lost/);
    // Production moves the blue tokens from the blue bank onto the farms and mines (the event's token moves).
    await waitPaused(page);
    const moving = await page.locator(".tta-token-fly").evaluateAll((ns) => ns.filter((n) => (n as HTMLElement).style.opacity === "1").length);
    expect(moving).toBeGreaterThan(0);
    await shot(page, "through-the-ages-production");
    await resume(page);
    // The turn ended: production, then the bot's turn, then round 3 (the log's heading).
    await myTurn(page, (x) => x.round >= 3 && myDecision(x));
    const lines = await log(page);
    expect(lines.some((l) => /^Ann: production/.test(l))).toBe(true);
    expect(lines).toContain("Round 3 · Age I");
    expect(errors).toEqual([]);
  }, 240_000);

  it("asks before a revolution, with its cost against a peaceful change's", async () => {
    const page = await startScenario("confirmations");
    await hook(page, () => (window as any).__epochs.anim.setSpeed(4));
    const asked = await askedTwice(page, "tta.revolution.monarchy", /Revolution: change your government to Monarchy\?/, "through-the-ages-confirm-revolution");
    expect(asked).toMatch(/It costs \d+ science and all your civil actions of this turn \(\d+\)/);
    expect(asked).toMatch(/A peaceful change instead costs \d+ science and 1 civil action/);
    await idle(page);
    expect(await hook<string>(page, () => (window as any).__epochs.view().players[0].government)).toBe("monarchy");
    expect((await log(page)).some((l) => /Monarchy/.test(l))).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it("asks before a new leader replaces the one in play", async () => {
    const page = await startScenario("confirmations");
    await hook(page, () => (window as any).__epochs.anim.setSpeed(4));
    const asked = await askedTwice(page, "tta.leader.aristotle", /Play Aristotle in place of Sun Tzu\?/);
    expect(asked).toMatch(/Sun Tzu leaves play for good/);
    await idle(page);
    expect(await hook<string>(page, () => (window as any).__epochs.view().players[0].leader)).toBe("aristotle");
    expect(errors).toEqual([]);
  }, 240_000);

  it("asks before disbanding a unit", async () => {
    const page = await startScenario("confirmations");
    await hook(page, () => (window as any).__epochs.anim.setSpeed(4));
    const units = () => hook<number>(page, () => (window as any).__epochs.view().players[0].techs.find((t: { card: string }) => t.card === "warriors").workers);
    const before = await units();
    const asked = await askedTwice(page, "tta.destroy.warriors", /Disband a Warriors\?/);
    expect(asked).toMatch(/what was paid for it is not given back/);
    await idle(page);
    expect(await units()).toBe(before - 1);
    expect(errors).toEqual([]);
  }, 240_000);

  it("asks before declaring a war", async () => {
    const page = await startScenario("war");
    await hook(page, () => (window as any).__epochs.anim.setSpeed(4));
    const asked = await askedTwice(page, "tta.war.war-over-technology.1", /Declare War over Technology on Bot[^?]*\?/, undefined, "politics");
    expect(asked).toMatch(/The war cannot be called off/);
    await idle(page);
    expect((await log(page)).some((l) => /Ann declares War over Technology on Bot/.test(l))).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it("shows the table on a phone in Russian, with a whole turn playable by touch", async () => {
    const page = await startScenario("politics", "ru", PHONE);
    await hook(page, () => (window as any).__epochs.anim.setSpeed(4));
    let s = await myTurn(page);
    const labels = s.buttons.map((b) => b.label.replaceAll("\u00AD", ""));
    expect(labels).toContain("Без политического действия");
    await shot(page, "through-the-ages-phone-ru");
    await press(page, "tta.pass");
    s = await myTurn(page, (x) => myDecision(x) && top(x) === "actions");
    const take = s.buttons.find((b) => b.enabled && /^tta\.take\.\d+$/.test(b.id))!;
    await press(page, take.id);
    s = await myTurn(page, (x) => myDecision(x) && top(x) === "actions");
    await idle(page);
    await shot(page, "through-the-ages-phone-ru-hand");
    await press(page, "tta.endTurn");
    expect(await dialogText(page)).toMatch(/Закончить ход, когда осталось \d+ гражданск/);
    await press(page, "tta.confirm.ok");
    await myTurn(page, (x) => x.seat !== null && !x.waiting.includes(x.seat) || top(x) !== "actions");
    const lines = await log(page);
    expect(lines.some((l) => /берёт из ряда/.test(l))).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it("copies Sun Tzu's special tactic from the common area, with its +1 strength per army", async () => {
    const page = await startScenario("sun-tzu");
    await hook(page, () => (window as any).__epochs.anim.setSpeed(4));
    const board = page.locator("#tta-board-0");
    const strength = () => board.locator("#tta-r-strength-0 .tta-big").innerText();
    const spent = () => board.locator(".tta-dots.tta-military i.tta-spent").count();
    const s = await myTurn(page, (x) => myDecision(x) && top(x) === "actions");
    // The common area shows Sun Tzu's card apart from the plain one of its name; both may be copied.
    expect(await page.locator("#tta-table").innerText()).toContain("Common tactics: Fighting Band, Fighting Band (Sun Tzu, +1 per army)");
    expect(s.buttons.filter((b) => b.enabled && b.id.startsWith("tta.copy.")).map((b) => [b.id, b.label])).toEqual([
      ["tta.copy.fighting-band", "Copy tactic Fighting Band"],
      ["tta.copy.fighting-band.special", "Copy Sun Tzu's tactic Fighting Band (+1 per army)"],
    ]);
    expect([await strength(), await spent()]).toEqual(["4", 0]);
    expect(await board.locator("#tta-r-strength-0 .tta-lbl").last().innerText()).toBe("");
    await shot(page, "through-the-ages-sun-tzu-copy");

    await press(page, "tta.copy.fighting-band.special");
    await settled(page, s);
    await idle(page);
    // The tactic is on the board as Sun Tzu's, both military actions are spent, and the strength is the engine's:
    // 4 Warriors, 2 Fighting Band armies at +1 each, and Sun Tzu's +1 for each of them.
    expect(await board.locator(".tta-chip", { hasText: "Fighting Band" }).innerText()).toBe("Fighting Band (Sun Tzu, +1 per army)");
    const me = await hook<{ tactic: string; under: string; strength: number; armies: number[]; militaryLeft: number }>(page, () => {
      const p = (window as any).__epochs.view().players[0];
      return { tactic: p.tactic, under: p.powers.sunTzuUnder, strength: p.ratings.strength, armies: p.ratings.armies, militaryLeft: p.ratings.militaryLeft };
    });
    expect(me).toEqual({ tactic: "fighting-band", under: "fighting-band", strength: 4 + 2 * 1 + 2 * 1, armies: [1, 1], militaryLeft: 0 });
    expect([await strength(), await spent()]).toEqual([String(me.strength), 2]);
    // The strength box says what the tactic adds: two armies of Fighting Band, 1 each (Sun Tzu's +1 each is on its label).
    expect(await board.locator("#tta-r-strength-0 .tta-lbl").last().innerText()).toBe("2 armies: +2");
    expect((await uiState(page)).buttons.some((b) => b.id.startsWith("tta.copy."))).toBe(false);
    await shot(page, "through-the-ages-sun-tzu-copied");
    expect((await log(page)).some((l) => l === "Ann copies Sun Tzu's tactic Fighting Band (+1 per army)")).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it("keeps the panels on their part of the table while the window is resized", async () => {
    const page = await startScenario("sun-tzu");
    await myTurn(page, (x) => myDecision(x) && top(x) === "actions");
    // Where the panels sit on the canvas, as shares of its size: the same at every window size.
    const place = () => page.evaluate(() => {
      const c = document.querySelector("canvas")!.getBoundingClientRect();
      const r = document.getElementById("tta-root")!.getBoundingClientRect();
      return [(r.left - c.left) / c.width, (r.top - c.top) / c.height, r.width / c.width, r.height / c.height];
    });
    const home = await place();
    expect(home.every((x) => x >= 0 && x <= 1)).toBe(true);
    for (const size of [{ width: 960, height: 600 }, { width: 1600, height: 900 }, { width: 1100, height: 800 }]) {
      await page.setViewportSize(size);
      // Phaser fits the canvas to the window a frame after the window's resize event.
      await expect.poll(async () => (await place()).every((x, i) => Math.abs(x - home[i]) < 0.005), { timeout: 5000 }).toBe(true);
    }
    await shot(page, "through-the-ages-resized");
    expect(errors).toEqual([]);
  }, 240_000);
});
