/**
 * Clash of Cultures in Chromium, played through the board and the panels (the `coc.*` controls and
 * clicks on the map), with screenshots in test-results/screenshots/ (docs/screenshots/ with
 * SCREENSHOTS=docs, i.e. `npm run screenshots`):
 *  1. a match against a bot from the menu's "Play vs bots" until the first status phase is over;
 *  2. a battle (scenario: forced dice), paused on the dice;
 *  3. barbarians spawning and marching (scenario: event deck in a known order);
 *  4. a card drawn into a hand: its face for the drawer, a card back for the other player, who
 *     watches on a phone (390×844): the board and the prompt drawer at phone width;
 *  5. crowded city hexes and a long turn menu at 1280×720 and on a phone (layout checks);
 *  6. the game in Russian (picked in the menu): prompts, reasons, rejections and the log, at 1280×720 and on a phone;
 *  7. the last turn of the game and the end screen (ranking, VP by category) in English and in Russian;
 *  8. reviewing the finished game step by step, as its player and by its public link;
 *  9. taking back a Collect action with Undo.
 * Scenarios are host options of the test server's Clash of Cultures (tests/fixtures/coc-scenarios.ts).
 */
import { describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { browserSuite, hook, SCREENSHOT_DIR, waitScene } from "./browser.ts";
import {
  animationsIdle, click, endScreen, freezeAt, gameLog, isEnabled as enabled, myDecision, PHONE, pageReader, pageWaits, playVsBots, pointAt, shot,
  startScenario as startTable, unfreeze, waitFrozen, type Btn, type PageState,
} from "./game-page.ts";

const suite = browserSuite({ E2E_COC_SCENARIOS: "1", BOT_DELAY_MS: "30" });
const { errors } = suite;

// ---- driving the page ----------------------------------------------------------------------------------

interface UiState extends PageState {
  picking: { kind: "hex"; hexes: string[]; style: string } | { kind: "units"; hex: string; ids: number[]; selected: number[] } | null;
  age: number | null;
  round: number | null;
  /** Frame kinds, bottom first (the top one decides). */
  stack: string[];
}

const uiState = pageReader<UiState>((e, v) => {
  // The panels' controls (without the board's zoom buttons, seat chips and tabs) and the confirmation dialog's (ui/modal.ts).
  const panel = (b: Btn) => (b.id.startsWith("coc.") && !/^coc\.(board|seat|tab)\./.test(b.id)) || b.id.startsWith("confirm.");
  return {
    buttons: e.buttons().filter(panel), picking: e.coc?.picking() ?? null,
    age: v?.age ?? null, round: v?.round ?? null, stack: (v?.stack ?? []).map((f: { kind: string }) => f.kind),
    sending: document.querySelector("#coc-prompt.cp-pending") !== null,
  };
});

const top = (s: UiState) => s.stack[s.stack.length - 1];
const shown = (s: UiState, id: string) => s.buttons.some((b) => b.id === id);
/** A real pointer click (tap on a touch page) on a hex of the map. */
async function clickHex(page: Page, hex: string): Promise<void> {
  const visible = await hook<boolean>(page, (h) => (window as any).__epochs.coc.visible(h), hex);
  if (!visible) await hook(page, (h) => (window as any).__epochs.coc.focus(h), hex);
  const p = await hook<{ x: number; y: number }>(page, (h) => (window as any).__epochs.coc.hexToScreen(h), hex);
  await pointAt(page, p);
}

const { settled, myTurn } = pageWaits(uiState);

/**
 * What to answer: a control id (`coc.…`), a hex to click on the map (`hex:3,2`), or null for the
 * default answer (confirm a form or payment, the first enabled option, the map's first space, skip).
 */
type Policy = (s: UiState) => string | null;

/** Makes one decision through the panels or the map; returns what it did. */
async function decide(page: Page, policy: Policy = () => null): Promise<string> {
  const s = await myTurn(page);
  // Trade offers from the bot are declined unless the policy says otherwise (scenarios stay as set up).
  let did: string | null = policy(s) ?? (top(s) === "trade-offer" ? s.buttons.find((b) => b.enabled && /decline/i.test(b.label))?.id ?? null : null);
  if (did?.startsWith("hex:")) await clickHex(page, did.slice(4));
  else if (did && enabled(s, did)) await click(page, did);
  else {
    did = ["confirm.ok", "coc.pay.ok", "coc.form.ok", "coc.multi.ok"].find((id) => enabled(s, id)) ?? null;
    if (did) await click(page, did);
    else if (s.picking?.kind === "hex") {
      did = `hex:${s.picking.hexes[0]}`;
      await clickHex(page, s.picking.hexes[0]);
    } else if (s.picking?.kind === "units") {
      did = `units:${s.picking.ids}`;
      await hook(page, (ids) => (window as any).__epochs.coc.choose(ids), s.picking.ids);
    } else {
      did = s.buttons.find((b) => b.enabled && /^coc\.opt\.\d+$/.test(b.id))?.id
        ?? ["coc.skip", "coc.act.end-turn"].find((id) => enabled(s, id))
        ?? null;
      if (!did) throw new Error(`no control to answer with: ${JSON.stringify(s).slice(0, 800)}`);
      await click(page, did);
    }
  }
  await settled(page, s);
  return did;
}

/** Answers this page's decisions (with `policy`) until `until` holds. */
async function answerUntil(page: Page, until: (s: UiState) => boolean, policy: Policy = () => null, timeout = 90_000): Promise<UiState> {
  const t0 = Date.now();
  for (;;) {
    const s = await uiState(page);
    if (until(s)) return s;
    if (Date.now() - t0 > timeout) throw new Error(`timed out: ${JSON.stringify(s).slice(0, 600)}`);
    if (myDecision(s) && (s.buttons.length || s.picking)) await decide(page, policy);
    else await page.waitForTimeout(40);
  }
}

/** Clicks one of the panels' tabs (board / chart / cards): plain HTML buttons. */
async function tab(page: Page, name: "board" | "chart" | "cards"): Promise<void> {
  await page.locator(`[data-testid="coc.tab.${name}"]:visible`).first().click();
  await page.waitForTimeout(150);
}

/** The host opens a private lobby with the scenario, adds a bot or lets `guest` join, and starts; both play in `lang`. */
const startScenario = (scenario: string, guest?: Page, lang: "en" | "ru" = "en", context: BrowserContextOptions = {}) =>
  startTable(suite, { game: "clash-of-cultures", scenario, guest, lang, context });

// ---- reading the panels and the end screen ---------------------------------------------------------------

const CYRILLIC = /[А-Яа-яЁё]/;
/** An English word: two Latin letters in a row (a space's label, "D7", has one). */
const LATIN_WORD = /[A-Za-z]{2,}/;
/** Russian words and no English one; text without letters (a stepper's "−") passes too. */
const russian = (text: string) => !LATIN_WORD.test(text) && (CYRILLIC.test(text) || !/\p{L}/u.test(text));

/** The prompt area: its title, the rejection line, every control (label, the reason shown when disabled, whether its text spills out). */
const promptArea = (page: Page) => page.evaluate(() => {
  const area = document.querySelector("#coc-prompt")!;
  const text = (e: Element | null) => (e?.textContent ?? "").replaceAll("\u00AD", ""); // without the soft hyphens
  return {
    title: text(area.querySelector(".cp-title")),
    error: text(area.querySelector(".cp-error")),
    controls: [...area.querySelectorAll(".cp-btn")].map((b) => ({
      id: b.getAttribute("data-testid") ?? "", label: text(b.querySelector(".cp-lbl")), why: text(b.querySelector(".cp-why")),
      enabled: !(b as HTMLButtonElement).disabled, spills: b.scrollWidth > b.clientWidth + 1,
    })),
  };
});

/** All the panels' visible text (the prompt and the selected player's board). */
const panelsText = (page: Page) => page.evaluate(() => (document.querySelector("#coc-panels") as HTMLElement).innerText);

/** The phone drawer: where its "More" handle ends and the prompt title begins; whether the drawer got scrolled. */
const drawer = (page: Page) => page.evaluate(() => {
  const root = document.querySelector("#coc-panels")!;
  const handle = root.querySelector(".cp-handle")!.getBoundingClientRect();
  return { top: root.getBoundingClientRect().top, handleTop: handle.top, handleBottom: handle.bottom, titleTop: root.querySelector("#coc-prompt .cp-title")!.getBoundingClientRect().top, scrolled: root.scrollTop };
});

/** Sends a move as the client would (the current state id unless told) without going through the panels. */
async function sendRaw(page: Page, move: Record<string, unknown>, stateId?: number): Promise<void> {
  await hook(page, ([m, id]) => { const e = (window as any).__epochs; e.send("move", { stateId: id ?? e.stateId, move: m }); }, [move, stateId ?? null]);
}

/** The map's pick hint (text, box on the page) and the spaces to pick that it covers (or the hex whose units are picked). */
const pickHint = (page: Page) => hook<{ text: string; covered: string[]; box: { x: number; y: number; width: number; height: number } } | null>(page, () => {
  const c = (window as any).__epochs.coc;
  const box = c.hint(), p = c.picking();
  if (!box || !p) return null;
  const r = c.hexRadius() * 0.8;
  const hexes: string[] = p.kind === "hex" ? p.hexes : [p.hex];
  const covered = hexes.filter((h) => {
    const q = c.hexToScreen(h);
    const nx = Math.max(box.x, Math.min(q.x, box.x + box.width)), ny = Math.max(box.y, Math.min(q.y, box.y + box.height));
    return Math.hypot(q.x - nx, q.y - ny) < r;
  });
  return { text: box.text, covered, box: { x: box.x, y: box.y, width: box.width, height: box.height } };
});

/** Test ids of the selected buttons of the prompt (the panel's list). */
const panelSelected = (page: Page) => page.evaluate(() => [...document.querySelectorAll("#coc-prompt .cp-btn.cp-sel")].map((b) => b.getAttribute("data-testid")));

const units = (page: Page, hex: string) => hook<{ owner: number | string; type: string }[]>(page, (h) => {
  const v = (window as any).__epochs.view();
  return Object.values(v.units as Record<string, { hex: string; owner: number | string; type: string }>).filter((u) => u.hex === h).map((u) => ({ owner: u.owner, type: u.type }));
}, hex);

// ---- the tests ---------------------------------------------------------------------------------------

describe("browser: Clash of Cultures", () => {
  it("plays against a bot through the panels and the map until age 2 begins", async () => {
    const page = await playVsBots(suite, "clash-of-cultures");

    const turnPlan = ["coc.act.advance", "coc.act.collect", "coc.act.recruit", "coc.act.found-city", "coc.act.increase-happiness", "coc.act.move", "coc.act.end-turn"];
    const policy: Policy = (s) => {
      if (top(s) === "raze-city") return "coc.skip";
      if (shown(s, "coc.act.move-done")) return "coc.act.move-done";
      if (shown(s, "coc.act.end-turn")) return turnPlan.find((id) => enabled(s, id)) ?? null;
      return null;
    };
    const done: string[] = [];
    let midShot = false, statusShot = false;
    for (let step = 0; step < 200; step++) {
      const s = await myTurn(page, (x) => (x.age ?? 1) >= 2 || myDecision(x), 90_000);
      if ((s.age ?? 1) >= 2) break;
      if (!midShot && s.round === 2 && shown(s, "coc.act.end-turn")) {
        await shot(page, "coc-match-board-midgame");
        midShot = true;
      }
      if (!statusShot && s.stack.includes("status-phase") && top(s) === "free-advance") {
        await shot(page, "coc-match-status-phase");
        statusShot = true;
      }
      done.push(`${s.round}:${top(s)}:${await decide(page, policy)}`);
    }
    const end = await myTurn(page, (x) => (x.age ?? 1) >= 2 && !x.busy);
    await shot(page, "coc-match-age2");
    expect(end.age).toBe(2);
    expect(midShot && statusShot).toBe(true);
    // Every kind of control was used: turn menu, forms, payments, options, the map.
    for (const kind of ["coc.act.advance", "coc.act.collect", "coc.pay.ok", "coc.form.ok", "hex:", "coc.opt."]) expect(done.some((d) => d.includes(kind)), kind).toBe(true);
    const log = await gameLog(page);
    expect(log.some((l) => /Status phase of age 1/.test(l))).toBe(true);
    expect(errors).toEqual([]);
  }, 300_000);

  it("attacks a city and shows the dice of the battle", async () => {
    const page = await startScenario("battle");
    await myTurn(page);
    await hook(page, () => (window as any).__epochs.anim.setSpeed(1));
    expect((await units(page, "3,1")).filter((u) => u.owner === 0)).toHaveLength(3);
    await decide(page, () => "coc.act.move");
    // The Move action: the group on 3,1 into the city on 3,2 (units and destination on the map).
    const trail: string[] = [];
    for (let i = 0; i < 6; i++) {
      const s = await myTurn(page);
      if (s.picking?.kind === "hex" && s.picking.hexes.includes("3,2")) {
        await freezeAt(page, "coc-combat-hits", 0.9);
        trail.push(await decide(page, () => "hex:3,2"));
        break;
      }
      trail.push(await decide(page, (x) => (shown(x, "coc.act.move-group") ? "coc.act.move-group" : x.picking?.kind === "hex" && x.picking.hexes.includes("3,1") ? "hex:3,1" : null)));
    }
    expect(trail.length).toBeLessThan(6);
    await waitFrozen(page);
    // While the move's animations play, the question just answered stays in view, disabled, with a small note.
    expect((await promptArea(page)).title).toBe("Choose the destination");
    const pending = await page.evaluate(() => {
      const p = document.querySelector("#coc-prompt") as HTMLElement;
      const note = getComputedStyle(p, "::before");
      return { inert: p.inert, note: note.content, noteHeight: parseFloat(note.height) };
    });
    expect(pending).toMatchObject({ inert: true, note: '"Sending…"' });
    expect(pending.noteHeight).toBeLessThan(24);
    const during = await uiState(page);
    expect(during.sending).toBe(true);
    expect(during.buttons.length).toBeGreaterThan(0);
    expect(during.buttons.filter((b) => b.enabled)).toEqual([]);
    // The dice panel: each die's number and what its unit adds, how the value comes about; the log has told as
    // much as the board has shown (the rolls), not the battle's end.
    const panel = await hook<string[]>(page, () => (window as any).__epochs.coc.battleTexts());
    expect(panel).toEqual(expect.arrayContaining(["6+1", "3+1", "3", "value 14", "dice 12 · Infantry +2", "2 hits", "1", "value 2"]));
    let log = await gameLog(page);
    expect(log).toContain("Ann rolls 6, 3, 3 (Infantry +2): combat value 14");
    expect(log).toContain("Bot 2 rolls 1, 1: combat value 2");
    expect(log.join("\n")).not.toMatch(/wins the battle|captures/);
    await shot(page, "coc-battle-dice");
    await unfreeze(page);
    await animationsIdle(page);
    await shot(page, "coc-battle-after");
    const city = await hook<{ owner: number }>(page, () => (window as any).__epochs.view().cities["3,2"]);
    expect(city.owner).toBe(0);
    log = await gameLog(page);
    expect(log).toContain("Ann captures the city at D4 from Bot 2");
    expect(errors).toEqual([]);
  }, 240_000);

  it("picks the units to move on the map or in the panel: one selection, and OK sends it or says why not (1366×768)", async () => {
    const page = await startScenario("battle", undefined, "en", { viewport: { width: 1366, height: 768 } });
    await myTurn(page);
    await decide(page, () => "coc.act.move");
    let s = await myTurn(page, (x) => myDecision(x) && shown(x, "coc.act.move-group"));
    await click(page, "coc.act.move-group");
    s = await settled(page, s);
    // The whole group is chosen, on the map as in the panel.
    expect(s.picking).toMatchObject({ kind: "units", hex: "3,1" });
    const pick = s.picking as Extract<UiState["picking"], { kind: "units" }>;
    expect(pick.ids).toHaveLength(3);
    expect(pick.selected).toEqual(pick.ids);
    expect(await panelSelected(page)).toEqual(["coc.opt.0", "coc.opt.1", "coc.opt.2"]);
    expect(await hook(page, () => (window as any).__epochs.coc.unitStatus())).toBe("3 chosen");
    expect((await pickHint(page))!.covered).toEqual([]);
    await shot(page, "coc-move-units-all");
    // None chosen (the map's All toggles): neither OK can send it, and the map's picker says what is missing.
    await click(page, "coc.units.all");
    s = await uiState(page);
    expect(s.picking).toMatchObject({ kind: "units", selected: [] });
    expect(await panelSelected(page)).toEqual([]);
    expect(await hook(page, () => (window as any).__epochs.coc.unitStatus())).toBe("Choose at least 1");
    const okStates = async () => (await hook<Btn[]>(page, () => (window as any).__epochs.buttons())).filter((b) => b.id === "coc.units.ok" || b.id === "coc.multi.ok").map((b) => [b.id, b.enabled]);
    expect(await okStates()).toEqual(expect.arrayContaining([["coc.units.ok", false], ["coc.multi.ok", false]]));
    expect(await hook(page, () => (window as any).__epochs.click("coc.units.ok"))).toBe(false);
    expect((await uiState(page)).picking).toMatchObject({ kind: "units" });
    await shot(page, "coc-move-units-none");
    // One unit chosen on the map shows in the panel; one more chosen in the panel shows on the map.
    await click(page, `coc.unit.${pick.ids[0]}`);
    expect(await panelSelected(page)).toEqual(["coc.opt.0"]);
    await page.locator('#coc-prompt [data-testid="coc.opt.1"]').click();
    expect((await uiState(page)).picking).toMatchObject({ kind: "units", selected: [pick.ids[0], pick.ids[1]] });
    expect(await hook(page, () => (window as any).__epochs.coc.unitStatus())).toBe("2 chosen");
    // The map's OK sends the choice on: where the two go.
    s = await uiState(page);
    await click(page, "coc.units.ok");
    s = await settled(page, s);
    expect(s.picking).toMatchObject({ kind: "hex", hexes: expect.arrayContaining(["3,2"]) });
    expect((await promptArea(page)).title).toBe("Choose the destination");
    expect(await page.locator("#coc-prompt .cp-sub").first().textContent()).toMatch(/^2× Infantry/);
    // The hint names where the list is (right of the map) and covers none of the spaces to pick.
    const hint = (await pickHint(page))!;
    expect(hint.text).toMatch(/panel on the right/);
    expect(hint.covered).toEqual([]);
    await shot(page, "coc-move-destination-1366");
    expect(errors).toEqual([]);
  }, 240_000);

  it("keeps the map's pick hint off the spaces to pick next to a city at the map's top edge (1366×768)", async () => {
    const page = await startScenario("cards", undefined, "en", { viewport: { width: 1366, height: 768 } });
    let s = await myTurn(page);
    await click(page, "coc.act.collect");
    s = await settled(page, s);
    expect(s.picking).toMatchObject({ kind: "hex", hexes: expect.arrayContaining(["3,1"]) });
    const hint = (await pickHint(page))!;
    expect(hint.covered).toEqual([]);
    await shot(page, "coc-collect-hint-1366");
    expect(errors).toEqual([]);
  }, 240_000);

  it("shows barbarians spawning next to a city and marching on it", async () => {
    const page = await startScenario("barbarians");
    await hook(page, () => (window as any).__epochs.anim.setSpeed(2));
    const advance = async () => {
      await decide(page, () => "coc.act.advance");
      await decide(page); // the first advance offered
      await decide(page, () => "coc.pay.ok");
    };
    // 1st Advance: the event tracker empties, A Good Year: barbarians spawn 2 spaces from the city.
    await advance();
    const spawn = await myTurn(page, (s) => myDecision(s) && s.picking?.kind === "hex");
    expect(spawn.picking).toMatchObject({ kind: "hex", hexes: expect.arrayContaining(["3,2"]) });
    await freezeAt(page, "coc-pulse", 0.6, "coc-city-grow");
    await decide(page, () => "hex:3,2");
    await waitFrozen(page);
    await shot(page, "coc-barbarians-spawn");
    await unfreeze(page);
    // Then 1 more barbarian in a settlement (the only one), the card's food, two more Advances.
    await answerUntil(page, (s) => myDecision(s) && shown(s, "coc.act.end-turn"));
    expect((await units(page, "3,2")).every((u) => u.owner === "barbarian")).toBe(true);
    await advance();
    await advance();
    await decide(page, () => "coc.act.end-turn");
    // The bot's turn, then ours: the 4th Advance draws Famine: barbarians within 2 spaces move 1 closer.
    await answerUntil(page, (s) => myDecision(s) && s.round === 2 && shown(s, "coc.act.advance"));
    await freezeAt(page, "coc-barbarians-march", 0.3);
    await advance();
    await waitFrozen(page);
    await shot(page, "coc-barbarians-march");
    await unfreeze(page);
    await animationsIdle(page);
    expect((await units(page, "3,1")).length).toBeGreaterThan(0);
    expect((await units(page, "3,1")).every((u) => u.owner === "barbarian")).toBe(true);
    const log = await gameLog(page);
    expect(log.join("\n")).toMatch(/barbarian/i);
    expect(errors).toEqual([]);
  }, 240_000);

  it("draws cards into a hand (a card back for the other player) and fits a phone", async () => {
    const phone = await suite.open("phone", PHONE);
    const host = await startScenario("cards", phone);
    await myTurn(host);
    // The infantry at home cannot move without Tactics: the Move entry says so.
    expect((await promptArea(host)).controls.find((c) => c.id === "coc.act.move")).toMatchObject({ enabled: false, why: "Needs Tactics for army units; no other unit of yours can move" });
    await shot(host, "coc-move-needs-tactics");
    await hook(host, () => (window as any).__epochs.anim.setSpeed(1));
    await hook(phone, () => (window as any).__epochs.anim.setSpeed(1));
    await shot(phone, "coc-phone-board");
    await decide(host, () => "coc.act.advance");
    const writing = (await myTurn(host)).buttons.find((b) => b.label === "Writing" && b.enabled);
    expect(writing).toBeTruthy();
    await decide(host, () => writing!.id);
    await freezeAt(host, "coc-card-draw", 0.35);
    await freezeAt(phone, "coc-card-draw", 0.35);
    await decide(host, () => "coc.pay.ok");
    await Promise.all([waitFrozen(host), waitFrozen(phone)]);
    await shot(host, "coc-card-draw-face");
    await shot(phone, "coc-phone-card-draw-back");
    await Promise.all([unfreeze(host), unfreeze(phone)]);
    await Promise.all([animationsIdle(host), animationsIdle(phone)]);
    // The drawer sees the cards' names; the other player, two card backs in the drawer's hand.
    await tab(host, "cards");
    await shot(host, "coc-cards-hand");
    const own = await hook<{ actionCards: unknown; objectiveCards: unknown }>(host, () => (window as any).__epochs.view().players[0]);
    expect(own).toMatchObject({ actionCards: ["mercenaries-1"], objectiveCards: ["scientific-lead-or-conqueror"] });
    const seen = await hook<{ actionCards: unknown; objectiveCards: unknown }>(phone, () => (window as any).__epochs.view().players[0]);
    expect(seen).toMatchObject({ actionCards: 1, objectiveCards: 1 });
    await click(phone, "coc.seat.0");
    await tab(phone, "cards");
    await shot(phone, "coc-phone-cards-back");
    expect(await phone.locator("#coc-panels .cp-back").count()).toBe(2);

    // The host uses its two other actions; then the phone's turn: the prompt drawer.
    const plan = ["coc.act.collect", "coc.act.increase-happiness", "coc.act.advance", "coc.act.end-turn"];
    await answerUntil(host, (s) => !s.waiting.includes(0), (s) => (shown(s, "coc.act.end-turn") ? plan.find((id) => enabled(s, id)) ?? null : null));
    const turn = await myTurn(phone);
    expect(turn.seat).toBe(1);
    await tab(phone, "board");
    await shot(phone, "coc-phone-drawer");
    // The folded drawer: its handle above the prompt's title, the drawer not scrolled by the taps on its tabs.
    const folded = await drawer(phone);
    expect(folded.scrolled).toBe(0);
    expect(folded.handleTop).toBeGreaterThanOrEqual(folded.top);
    expect(folded.handleBottom).toBeLessThanOrEqual(folded.titleTop);
    await phone.locator(".cp-handle").tap();
    await phone.waitForTimeout(300);
    await shot(phone, "coc-phone-drawer-open");
    await decide(phone, () => "coc.act.collect");
    await phone.waitForTimeout(200);
    expect((await pickHint(phone))!.covered).toEqual([]);
    await shot(phone, "coc-phone-collect");
    await decide(phone);
    expect((await myTurn(phone)).buttons.some((b) => b.id === "coc.act.end-turn")).toBe(true);
    expect(errors).toEqual([]);
  }, 300_000);

  it("fits the whole turn menu at 1280×720 and keeps crowded city hexes legible, also on a phone", async () => {
    const phone = await suite.open("phone-crowded", PHONE);
    const host = await startScenario("crowded", phone);
    await myTurn(host);
    await Promise.all([animationsIdle(host), animationsIdle(phone)]);
    await shot(host, "coc-turn-menu-720");
    // Every entry of the menu is visible without scrolling, none under the pinned End-turn bar.
    const menu = await host.evaluate(() => {
      const box = (e: Element) => { const r = e.getBoundingClientRect(); return { x: r.left, y: r.top, w: r.width, h: r.height }; };
      const prompt = document.querySelector("#coc-prompt")!;
      const end = prompt.querySelector(".cp-end")!;
      return {
        scroll: prompt.scrollHeight - prompt.clientHeight, prompt: box(prompt), end: box(end),
        rows: [...prompt.querySelectorAll(".cp-menu .cp-btn")].map((b) => ({ id: b.getAttribute("data-testid"), ...box(b) })),
      };
    });
    expect(menu.rows.map((r) => r.id)).toEqual(expect.arrayContaining(["coc.act.play-card", "coc.act.propose-trade", "coc.act.build-wonder"]));
    expect(menu.scroll).toBeLessThanOrEqual(1);
    for (const r of menu.rows) {
      expect(r.y + r.h, `${r.id} is above the End-turn bar`).toBeLessThanOrEqual(menu.end.y + 0.5);
      expect(r.y, `${r.id} is inside the prompt`).toBeGreaterThanOrEqual(menu.prompt.y);
    }
    expect(menu.end.y + menu.end.h).toBeLessThanOrEqual(menu.prompt.y + menu.prompt.h + 0.5);

    // The city hexes' unit tokens at the fitted zoom: full size, apart, counts on them.
    type Circle = { x: number; y: number; r: number; count: number };
    const tokens = (page: Page, hex: string) => hook<Circle[]>(page, (h) => (window as any).__epochs.coc.tokens(h), hex);
    const apart = (list: Circle[]) => list.every((a, i) => list.slice(i + 1).every((b) => Math.hypot(a.x - b.x, a.y - b.y) >= a.r + b.r - 1));
    const three = await tokens(host, "3,2");
    expect(three.map((t) => t.count).sort()).toEqual([1, 1, 2]);
    expect(Math.min(...three.map((t) => t.r))).toBeGreaterThanOrEqual(9);
    expect(apart(three)).toBe(true);
    const mine = await tokens(host, "3,0");
    expect(mine).toHaveLength(3);
    expect(apart(mine)).toBe(true);
    const c = await hook<{ x: number; y: number }>(host, () => (window as any).__epochs.coc.hexToScreen("3,1"));
    await host.screenshot({ path: `${SCREENSHOT_DIR}/coc-city-stacks.png`, clip: { x: c.x - 110, y: c.y - 150, width: 220, height: 300 } });

    // The phone fits its player's area: pieces and hex labels readable; the whole map is one Fit away.
    await shot(phone, "coc-phone-stacks");
    const own = await tokens(phone, "3,5");
    expect(own).toHaveLength(2);
    expect(Math.min(...own.map((t) => t.r))).toBeGreaterThanOrEqual(8);
    expect(apart(own)).toBe(true);
    expect(await hook<number>(phone, () => (window as any).__epochs.coc.labelPx())).toBeGreaterThanOrEqual(8);
    const zoomed = await hook<number>(phone, () => (window as any).__epochs.coc.zoom());
    await hook(phone, () => (window as any).__epochs.coc.fit());
    expect(await hook<number>(phone, () => (window as any).__epochs.coc.zoom())).toBeLessThan(zoomed);

    // Construct: the one building possible (a Temple in 3,2) is chosen for the player; the questions that follow
    // say what is built and where: the token to gain, then the payment.
    await decide(host, () => "coc.act.construct");
    await myTurn(host, (x) => myDecision(x) && shown(x, "coc.opt.1"));
    expect(await host.locator("#coc-prompt .cp-sub").first().textContent()).toBe("Construct · Temple · City D4");
    await shot(host, "coc-construct-bonus");
    await answerUntil(host, (x) => shown(x, "coc.pay.ok"));
    expect((await promptArea(host)).title).toBe("Pay for Construct · Temple · City D4");
    await shot(host, "coc-construct-pay");
    expect(errors).toEqual([]);
  }, 240_000);
  it("plays in Russian: the turn prompt, its reasons, rejections and the log, also on a phone", async () => {
    const phone = await suite.open("phone-ru", PHONE);
    const host = await startScenario("cards", phone, "ru");
    expect(await hook(host, () => (window as any).__epochs.lang)).toBe("ru");
    await myTurn(host);
    await Promise.all([animationsIdle(host), animationsIdle(phone)]);
    // Long Russian words in the panels break between syllables: the hyphenation patterns were loaded for Russian.
    await host.waitForFunction(() => (document.querySelector("#coc-panels")?.textContent ?? "").includes("\u00AD"), null, { timeout: 15_000 });
    await hook(host, () => (window as any).__epochs.anim.setSpeed(4));

    // Every control of the prompt: its label and, when disabled, its reason in Russian, no word spilling out of its button.
    const allRussian = (controls: Awaited<ReturnType<typeof promptArea>>["controls"]) => {
      for (const c of controls) {
        expect(russian(c.label), `${c.id}: ${c.label}`).toBe(true);
        expect(c.spills, `${c.id} spills out of its button`).toBe(false);
        if (!c.enabled) expect(russian(c.why), `${c.id}: ${c.why}`).toBe(true);
      }
    };
    // The game's name is the Russian rulebook's title, clear of the status line beside it (issue #16).
    const bar = await hook(host, () => (window as any).__epochs.topBar());
    expect(bar.title.replace(/\s+/g, " ")).toBe("Столкновение цивилизаций: Монументальное издание");
    expect(bar.titleRight).toBeLessThan(bar.statusLeft);
    let area = await promptArea(host);
    expect(area.title).toBe("Ваш ход: осталось 3 действия");
    expect(area.controls.length).toBeGreaterThan(8);
    allRussian(area.controls);
    expect(area.controls.find((c) => c.id === "coc.act.found-city")).toMatchObject({ enabled: false, why: "Ни один ваш поселенец не может основать город там, где стоит" });
    expect(area.controls.find((c) => c.id === "coc.act.move")).toMatchObject({ enabled: false, why: "Нужна «Тактика» для армии; другие ваши отряды двигаться не могут" });
    expect(area.controls.find((c) => c.id === "coc.act.end-turn")).toMatchObject({ label: "Закончить ход", enabled: false, why: "У вас ещё есть возможные действия" });
    expect(LATIN_WORD.exec(await panelsText(host))).toBeNull();

    // An advance: its options by their Russian names, the payment, the log.
    await decide(host, () => "coc.act.advance");
    const writing = (await myTurn(host)).buttons.find((b) => b.label === "Письменность" && b.enabled);
    expect(writing).toBeTruthy();
    area = await promptArea(host);
    expect(CYRILLIC.test(area.title)).toBe(true);
    allRussian(area.controls);
    await decide(host, () => writing!.id);
    area = await promptArea(host);
    expect(area.controls.some((c) => c.id === "coc.pay.ok")).toBe(true);
    allRussian(area.controls);
    await decide(host, () => "coc.pay.ok");
    await Promise.all([animationsIdle(host), animationsIdle(phone)]);
    await myTurn(host, (x) => myDecision(x) && shown(x, "coc.act.end-turn"));

    // Rejected moves, each shown in Russian above the menu, by their keys: the engine's schema check (its findings
    // stay as the schema wrote them), a stale state, a rule of the game with its plural.
    const rejected = async (page: Page, move: Record<string, unknown>, text: string | RegExp, stateId?: number) => {
      await sendRaw(page, move, stateId);
      const shown = expect.poll(async () => (await promptArea(page)).error, { timeout: 10_000 });
      await (typeof text === "string" ? shown.toBe(`Не принято: ${text}`) : shown.toMatch(text));
    };
    const stateId = await hook<number>(host, () => (window as any).__epochs.stateId);
    await rejected(host, { type: "advance" }, /^Не принято: Сервер не понял этот ход \(неверный формат: .+\)$/);
    await rejected(host, { type: "end-turn" }, `Пока вы решали, игра продвинулась дальше (состояние ${stateId - 1} → ${stateId}): ход не принят, выберите снова`, stateId - 1);
    await rejected(host, { type: "end-turn" }, "У вас ещё осталось 2 действия");
    expect(await host.locator("[role=alert]").last().textContent()).toBe("Ошибка: У вас ещё осталось 2 действия");
    // Not the phone's turn: the core engine's "It is not your decision now".
    await rejected(phone, { type: "end-turn" }, "Сейчас решение принимаете не вы");
    area = await promptArea(host);
    expect(area.title).toBe("Ваш ход: осталось 2 действия");
    allRussian(area.controls);

    const log = await gameLog(host);
    expect(log.length).toBeGreaterThan(2);
    expect(log.filter((l) => !russian(l))).toEqual([]);
    expect(log.join("\n")).toContain("Письменность");
    // The toasts fade (they cover the prompt's title meanwhile); the rejection stays above the menu.
    await host.waitForFunction(() => !document.querySelector("[role=alert]"), null, { timeout: 10_000 });
    expect((await promptArea(host)).error).toBe("Не принято: У вас ещё осталось 2 действия");
    await shot(host, "coc-ru-turn");

    // The phone's turn: the prompt drawer in Russian.
    const plan = ["coc.act.collect", "coc.act.increase-happiness", "coc.act.advance", "coc.act.end-turn"];
    await answerUntil(host, (x) => !x.waiting.includes(0), (x) => (shown(x, "coc.act.end-turn") ? plan.find((id) => enabled(x, id)) ?? null : null));
    await myTurn(phone);
    await animationsIdle(phone);
    const phoneArea = await promptArea(phone);
    expect(phoneArea.title).toBe("Ваш ход: осталось 3 действия");
    expect(phoneArea.error).toBe(""); // the rejection was about an older state
    allRussian(phoneArea.controls);
    const folded = await drawer(phone);
    expect(folded.handleBottom).toBeLessThanOrEqual(folded.titleTop);
    expect(LATIN_WORD.exec(await panelsText(phone))).toBeNull();
    await shot(phone, "coc-ru-phone");
    expect(errors).toEqual([]);
  }, 300_000);

  it("asks before founding a city and before playing a card that costs culture; shows the age and round (issue #16)", async () => {
    const page = await startScenario("settler");
    let s = await myTurn(page);
    const tracker = () => page.evaluate(() => document.querySelector("#coc-tracker")?.textContent ?? "");
    expect(await tracker()).toBe("Age 1 of 6 · round 1 of 3");
    const dialog = () => page.evaluate(() => document.querySelector("#ui-modal")?.textContent ?? null);
    // Found a city: the one settler is the only choice, so the click asks at once; Cancel keeps the settler.
    await click(page, "coc.act.found-city");
    await page.waitForFunction(() => document.querySelector("#ui-modal") !== null);
    expect(await dialog()).toContain("Found a city at C4?");
    s = await uiState(page);
    expect(enabled(s, "confirm.ok") && enabled(s, "confirm.cancel")).toBe(true);
    // The prompt below waits for the answer: its controls cannot be used meanwhile.
    expect(enabled(s, "coc.act.advance")).toBe(false);
    // The dialog's dark veil lies over the whole page, the map on the canvas included (it dims it and takes its clicks).
    expect(await page.evaluate(() => { const r = document.querySelector("canvas")!.getBoundingClientRect(); return document.elementFromPoint(r.x + 40, r.y + r.height / 2)?.id; })).toBe("ui-modal");
    await shot(page, "coc-confirm-found-city");
    await click(page, "confirm.cancel");
    s = await myTurn(page, (x) => myDecision(x) && enabled(x, "coc.act.found-city"));
    expect(await dialog()).toBeNull();
    expect(await units(page, "2,2")).toEqual([{ owner: 0, type: "settler" }]);
    await click(page, "coc.act.found-city");
    await page.waitForFunction(() => document.querySelector("#ui-modal") !== null);
    await click(page, "confirm.ok");
    await page.waitForFunction(() => (window as any).__epochs.view()?.cities?.["2,2"]?.owner === 0, undefined, { timeout: 30_000 });
    // Spy costs a culture token: the question names the card and the price.
    s = await myTurn(page, (x) => myDecision(x) && enabled(x, "coc.act.play-card-action"));
    await click(page, "coc.act.play-card-action");
    await page.waitForFunction(() => document.querySelector("#ui-modal") !== null);
    const text = (await dialog())!;
    expect(text).toContain("Play Spy?");
    expect(text).toContain("It costs 1 Culture.");
    await shot(page, "coc-confirm-card");
    await click(page, "confirm.cancel");
    await myTurn(page, (x) => myDecision(x) && enabled(x, "coc.act.play-card-action"));
    expect(await hook<number>(page, () => (window as any).__epochs.view().players[0].cultureTokens)).toBe(1);
    expect(errors).toEqual([]);
  }, 180_000);

  it("previews on the map how an explored region would lie, each way (issue #16)", async () => {
    const page = await startScenario("explore");
    await myTurn(page);
    await click(page, "coc.act.move");
    const s = await answerUntil(page, (x) => top(x) === "explore-orientation" && myDecision(x) && x.buttons.some((b) => b.id === "coc.opt.1"),
      (x) => (x.picking?.kind === "hex" && x.picking.hexes.includes("2,1") ? "hex:2,1" : enabled(x, "coc.act.move-group") ? "coc.act.move-group" : null));
    expect(enabled(s, "coc.opt.0") && enabled(s, "coc.opt.1")).toBe(true);
    const previewed = () => hook<{ hex: string; terrain: string }[]>(page, () => (window as any).__epochs.coc.previewed());
    const at = (list: { hex: string; terrain: string }[], hex: string) => list.find((p) => p.hex === hex)?.terrain;
    // As dealt: the sea on 1,1; turned: on 1,2 (tile 5: water, fertile, fertile, barren).
    let shown = await previewed();
    expect(shown.map((p) => p.hex).sort()).toEqual(["0,2", "1,1", "1,2", "2,1"]);
    expect([at(shown, "1,1"), at(shown, "1,2")]).toEqual(["water", "barren"]);
    await shot(page, "coc-explore-preview");
    await page.hover('[data-testid="coc.opt.1"]');
    await page.waitForFunction(() => (window as any).__epochs.coc.previewed().some((p: { hex: string; terrain: string }) => p.hex === "1,2" && p.terrain === "water"));
    shown = await previewed();
    expect([at(shown, "1,1"), at(shown, "1,2")]).toEqual(["barren", "water"]);
    await shot(page, "coc-explore-preview-turned");
    await click(page, "coc.opt.1");
    await page.waitForFunction(() => (window as any).__epochs.view()?.regions?.[2]?.explored === true, undefined, { timeout: 30_000 });
    expect(await previewed()).toEqual([]);
    expect(await hook<string | null>(page, () => (window as any).__epochs.view().hexes["1,2"].terrain)).toBe("water");
    expect(errors).toEqual([]);
  }, 180_000);

  it("ends the game with the last turn of the last age: the end screen's ranking and VP categories in English and Russian", async () => {
    const expected = {
      en: { winner: "Ann won!", you: "Ann (you)", bot: "Bot 2", categories: ["Cities & buildings 5", "Advances 2", "Objectives 2", "Wonders 4", "Events 1", "Leaders 0"], other: "Cities & buildings 1 · Advances 1" },
      ru: { winner: "Победа: Аня!", you: "Аня (вы)", bot: "Бот 2", categories: ["Города и здания 5", "Достижения 2", "Цели 2", "Чудеса 4", "События 1", "Лидеры 0"], other: "Города и здания 1 · Достижения 1" },
    };
    for (const lang of ["en", "ru"] as const) {
      const page = await startScenario("finale", undefined, lang);
      const s = await myTurn(page);
      expect([s.age, s.round]).toEqual([6, 3]);
      await decide(page, () => "coc.act.end-turn");
      await waitScene(page, "End", 90_000);
      await page.waitForTimeout(300);
      const outcome = await hook<{ ranking: number[][]; scores: number[] }>(page, () => (window as any).__epochs.outcome());
      expect(outcome).toMatchObject({ ranking: [[0], [1]], scores: [14, 2] });
      await shot(page, lang === "en" ? "coc-end-screen" : "coc-end-screen-ru");
      const texts = await endScreen(page);
      const all = texts.map((t) => t.text);
      const want = expected[lang];
      expect(all).toContain(want.winner);
      // The ranking, top to bottom: place, name, score; each row's VP by category.
      const row = (name: string) => texts.find((t) => t.text === name)!;
      expect(row(want.you).y).toBeLessThan(row(want.bot).y);
      const breakdown = all.filter((t) => t.includes(want.categories[0].split(" ")[0]));
      expect(breakdown).toHaveLength(2);
      expect(breakdown[0]).toBe(want.categories.join(" · "));
      expect(breakdown[1]).toContain(want.other);
      // Nothing overlaps: every text apart from the others, and inside the 1280×720 screen.
      for (const [i, a] of texts.entries()) {
        expect(a.x >= 0 && a.y >= 0 && a.x + a.w <= 1280 && a.y + a.h <= 720, `${a.text} is on screen`).toBe(true);
        for (const b of texts.slice(i + 1)) {
          const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
          expect(apart, `"${a.text}" overlaps "${b.text}"`).toBe(true);
        }
      }
      if (lang === "en") {
        // The final board and log can still be looked at, and the results brought back.
        await click(page, "end.board");
        await waitScene(page, "Game");
        await page.waitForFunction(() => (window as any).__epochs.buttons().some((b: Btn) => b.id === "game.results"));
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => (window as any).__epochs.scene)).toBe("Game");
        const log = await gameLog(page);
        expect(log.some((l) => /Status phase of age 6/.test(l))).toBe(true);
        await shot(page, "coc-end-board");
        await click(page, "game.results");
        await waitScene(page, "End");
        expect((await endScreen(page)).map((t) => t.text)).toContain(want.winner);
      }
      await page.context().close();
    }
    expect(errors).toEqual([]);
  }, 240_000);

  it("reviews a game: the running one as its player, then the finished one from the end screen and by its public link", async () => {
    const page = await startScenario("finale");
    await myTurn(page);
    // While it runs, its player reviews the game so far and comes back to the table.
    await hook(page, () => (window as any).__epochs.click("game.review"));
    await waitScene(page, "Review");
    expect(await hook(page, () => (window as any).__epochs.review())).toMatchObject({ audience: 0, steps: 0, step: 0 });
    await hook(page, () => (window as any).__epochs.click("review.back"));
    await waitScene(page, "Game");
    await myTurn(page);
    await decide(page, () => "coc.act.end-turn");
    await waitScene(page, "End", 90_000);
    await hook(page, () => (window as any).__epochs.click("end.review"));
    await waitScene(page, "Review");
    const review = () => hook<{ step: number; steps: number; id: string; audience: number | null }>(page, () => (window as any).__epochs.review());
    const r = await review();
    expect(r.audience).toBe(0);
    expect(r.steps).toBeGreaterThan(0);
    expect(r.step).toBe(r.steps);
    const logAtEnd = await gameLog(page);
    expect(logAtEnd.length).toBeGreaterThan(0);
    await shot(page, "coc-review-finished-game");
    // Back to the start: the board before the first move, an empty log; then one move on.
    await hook(page, () => (window as any).__epochs.click("review.first"));
    expect((await review()).step).toBe(0);
    expect(await gameLog(page)).toEqual([]);
    await hook(page, () => (window as any).__epochs.click("review.next"));
    expect((await review()).step).toBe(1);
    expect((await gameLog(page)).length).toBeGreaterThan(0);

    // The shareable link: anyone sees the public review of the finished game.
    const visitor = await suite.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const other = await visitor.newPage();
    other.on("pageerror", (e) => errors.push(`visitor: ${e.message}`));
    await other.goto(`${suite.server.url}/?review=${r.id}`);
    await waitScene(other, "Review");
    const open = await hook<{ step: number; steps: number; audience: number | null }>(other, () => (window as any).__epochs.review());
    expect(open).toMatchObject({ audience: null, steps: r.steps, step: r.steps });
    expect(await hook(other, () => (window as any).__epochs.buttons().some((b: Btn) => b.id === "review.copyLink"))).toBe(true);
    await shot(other, "coc-review-public-link");

    // On a phone held upright: the board across the screen, thumb-sized step buttons under it, the log on demand.
    const phone = suite.track(await (await suite.browser.newContext(PHONE)).newPage());
    phone.on("pageerror", (e) => errors.push(`phone: ${e.message}`));
    await phone.goto(`${suite.server.url}/?review=${r.id}`);
    await waitScene(phone, "Review");
    const layout = await phone.evaluate(() => {
      const c = document.querySelector("canvas")!;
      const rect = c.getBoundingClientRect();
      return { w: rect.width, h: rect.height, left: rect.left, top: rect.top, gameW: c.width, gameH: c.height };
    });
    expect(layout.h).toBeGreaterThan(layout.w);
    expect(layout.w / layout.gameW).toBeGreaterThanOrEqual(0.8); // 14 px text reads at 11 px or more
    for (const id of ["review.first", "review.prev", "review.next", "review.last", "review.log", "review.back", "review.copyLink"]) {
      expect(await hook(phone, (x) => (window as any).__epochs.buttons().some((b: Btn) => b.id === x && b.enabled), id), id).toBe(true);
    }
    await phone.waitForTimeout(500);
    await shot(phone, "phone-review");
    // A finger on "◀" (the second step button, 88 game px above the bottom) steps back one move.
    const navW = (layout.gameW - 24 - 24) / 4;
    const scale = layout.w / layout.gameW;
    await phone.touchscreen.tap(layout.left + (12 + navW * 1.5 + 8) * scale, layout.top + (layout.gameH - 88) * scale);
    await phone.waitForFunction((n) => (window as any).__epochs.review()?.step === n, r.steps - 1, { timeout: 10_000 });
    await hook(phone, () => (window as any).__epochs.click("review.log"));
    await phone.waitForTimeout(300);
    await shot(phone, "phone-review-log");
    expect(errors).toEqual([]);
  }, 240_000);

  it("takes back a Collect action with Undo", async () => {
    const page = await startScenario("crowded");
    const undoShown = () => hook<boolean>(page, () => (window as any).__epochs.buttons().some((b: Btn) => b.id === "game.undo"));
    const before = await myTurn(page);
    const resources = () => hook<unknown>(page, () => (window as any).__epochs.view().public?.players?.[0]?.resources ?? (window as any).__epochs.view().players?.[0]?.resources);
    const had = await resources();
    expect(await undoShown()).toBe(false);
    // Collect, answering its form with the defaults, until the move is made. A step is decided only on a page that
    // waits for this seat with no move on its way: one read just before a move's state lands would act on a newer state.
    for (let s = before; s.stateId === before.stateId; s = await uiState(page)) {
      if (myDecision(s)) await decide(page, () => "coc.act.collect");
      else await page.waitForTimeout(40);
    }
    await page.waitForFunction(() => (window as any).__epochs.buttons().some((b: Btn) => b.id === "game.undo" && b.enabled));
    expect(await resources()).not.toEqual(had);
    await shot(page, "coc-undo-after-collect");
    const collected = await uiState(page);
    await click(page, "game.undo");
    await page.waitForFunction((id: number) => (window as any).__epochs.stateId > id, collected.stateId ?? 0);
    const back = await myTurn(page);
    expect(back.stack).toEqual(before.stack);
    expect(await resources()).toEqual(had);
    expect(await undoShown()).toBe(false);
    await page.waitForFunction(() => (window as any).__epochs.log().at(-1) === "Ann took back a move", null, { timeout: 10_000 });
    expect(errors).toEqual([]);
  }, 240_000);
});
