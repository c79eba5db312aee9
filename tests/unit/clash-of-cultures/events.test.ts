import { describe, expect, it } from "vitest";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { scenario, play as playIn, probed, reject, type ScenarioSpec, query } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { onHook } from "../../../engine/games/clash-of-cultures/base/flow.ts";
import { ruleModule } from "../../../engine/kit/rules.ts";
import { hexDistance } from "../../../engine/games/clash-of-cultures/base/hex.ts";
import { victoryPoints } from "../../../engine/games/clash-of-cultures/turn/scoring.ts";
import { barbarianSpawnHexes } from "../../../engine/games/clash-of-cultures/barbarians/barbarians.ts";
import { EVENT_CARDS } from "../../../engine/games/clash-of-cultures/data/index.ts";
import { cardEffect } from "../../../engine/games/clash-of-cultures/base/event-core.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import type { GameEvent, Move } from "../../../engine/core/types.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";

/*
 * The 2-player board with every region face up (scenario default):
 *  -1: 3,-1=b 4,-1=m 5,-1=f 6,-1=f
 *   0: 2,0=f 3,0=f(C0) 4,0=w 5,0=b
 *   1: 1,1=w 2,1=f 3,1=f 4,1=f 5,1=f 6,1=f
 *   2: 0,2=f 1,2=b 2,2=f 3,2=f 4,2=w 5,2=f
 *   3: 1,3=w 2,3=f 3,3=m 4,3=m 5,3=w 6,3=f
 *   4: 0,4=f 1,4=m 2,4=f 3,4=b 4,4=w 5,4=f
 *   5: 1,5=w 2,5=m 3,5=f(C1) 4,5=f
 *   6: 0,6=w 1,6=f 2,6=m 3,6=b
 */

const resolved: { drawer: number; card: string }[] = [];
/** Records what the hooks see: a rule module added to the game for this file's tests. */
const probe = ruleModule("test probe");
onHook(probe, "event-resolved", (_ctx, d) => resolved.push(d));
const game = probed(probe);
const play = (s: CocState, seat: number, move: Move) => playIn(s, seat, move, game);

/** An Advance by seat 0 that empties its event tracker, drawing `card` first. */
const ADVANCE: Move = { type: "advance", advance: "engineering", payment: { ideas: 2 } };

function spec(card: string | string[], extra: Partial<ScenarioSpec> = {}, seat0: Record<string, unknown> = {}, seat1: Record<string, unknown> = {}): ScenarioSpec {
  return {
    players: 2,
    decks: { event: Array.isArray(card) ? card : [card] },
    ...extra,
    seats: [{ resources: { ideas: 2 }, eventTracker: 1, ...seat0 }, seat1],
  };
}

function draw(card: string | string[], extra: Partial<ScenarioSpec> = {}, seat0: Record<string, unknown> = {}, seat1: Record<string, unknown> = {}) {
  return play(scenario(spec(card, extra, seat0, seat1)), 0, ADVANCE);
}

/** Answers the pending event choice. */
function choose(state: CocState, value: string | number | null) {
  const prompt = coc.pending(state)[0];
  if (!prompt) throw new Error("nothing pending");
  return play(state, prompt.seat, { type: "event-choice", value });
}

function prompt(state: CocState) {
  return coc.pending(state)[0] as { kind: string; seat: number; id: string; options?: { value: string | number }[]; min?: number };
}

function optionValues(state: CocState) {
  return (prompt(state).options ?? []).map((o) => o.value);
}

const types = (events: GameEvent[]) => events.map((e) => e.type);
const onTurn = (s: CocState) => prompt(s)?.id === "turn";

describe("drawing and resolving an event (L1399-1419)", () => {
  it("draws the top card when the tracker empties, reveals it, resolves symbol then text, discards it and fires event-resolved", () => {
    resolved.length = 0;
    // Migration: Gold mine symbol, then another player gains a settler and one of your cities loses mood.
    const r = draw("migration-1", { cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1 }] });
    const s = r.state;
    expect(s.players[0].eventTracker).toBe(3);
    const revealed = r.events.find((e) => e.type === "EventCardRevealed")!;
    expect(revealed).toMatchObject({ seat: 0, card: "migration-1", symbol: "gold-mine" });
    expect(revealed.visibleTo).toBeUndefined();
    const ev = types(r.events);
    expect(ev.indexOf("Gained")).toBeLessThan(ev.indexOf("UnitPlaced"));
    expect(s.players[0].resources.gold).toBe(2);
    expect(Object.values(s.units)).toMatchObject([{ owner: 1, type: "settler", hex: "3,5" }]);
    expect(s.cities["3,0"].mood).toBe("neutral");
    expect(s.discards.event).toEqual(["migration-1"]);
    expect(resolved).toEqual([{ drawer: 0, card: "migration-1" }]);
    expect(onTurn(s)).toBe(true);
  });

  it("reshuffles the discard pile into a new deck when the deck is empty (L1407)", () => {
    const s = scenario(spec([]));
    s.discards.event = ["a-good-year-2"];
    const r = play(s, 0, ADVANCE);
    expect(types(r.events)).toContain("DeckReshuffled");
    expect(r.events.find((e) => e.type === "EventCardRevealed")).toMatchObject({ card: "a-good-year-2" });
  });

  it("with the events: none option, advances never draw events", () => {
    const r = draw("a-good-year-2", { options: { events: "none" } });
    expect(types(r.events)).not.toContain("EventCardRevealed");
    expect(r.state.players[0].eventTracker).toBe(3);
  });

  it("every base event card has a main effect", () => {
    const base = EVENT_CARDS.filter((c) => !c.expansion);
    expect(base).toHaveLength(38);
    for (const c of base) expect(query(() => cardEffect(c.effectId)), c.id).toBeTypeOf("function");
  });
});

describe("event symbols", () => {
  it("Gold mine gives the drawer 2 gold (L1423)", () => {
    const r = draw("revolution", { cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }] });
    expect(r.state.players[0].resources.gold).toBe(2);
    expect(r.state.players[1].resources.gold).toBe(0);
  });

  it("Exhausted land goes on an empty non-barren land space next to the drawer's city; nobody collects or founds there (L1425-1433)", () => {
    // An awesome year #13: exhausted land, then every player gains 2 food.
    const s = scenario(spec("an-awesome-year-2", {
      cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }],
      units: [{ owner: 0, type: "settler", hex: "2,1" }],
    }, { advances: ["storage"] }, { advances: ["storage"] }));
    const r = play(s, 0, ADVANCE);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "exhaust-hex" });
    // Around 3,0: 2,0 f, 4,-1 m, 3,-1 barren, 4,0 water, 2,1 settler, 3,1 f.
    expect(optionValues(r.state).sort()).toEqual(["2,0", "3,1", "4,-1"]);
    const r2 = choose(r.state, "3,1");
    expect(r2.state.hexes["3,1"].exhausted).toBe(true);
    expect(r2.events.find((e) => e.type === "LandExhausted")).toMatchObject({ seat: 0, hex: "3,1" });
    expect(r2.state.players.map((p) => p.resources.food)).toEqual([4, 4]);
    // Barbarians cannot spawn there either.
    expect(barbarianSpawnHexes(r2.state, 0)).not.toContain("3,1");
  });

  it("uses at most the 6 exhausted-land tokens (L171)", () => {
    const s = scenario(spec("an-awesome-year-2", { cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }] }));
    for (const h of ["6,-1", "5,1", "6,1", "5,2", "6,3", "5,4"]) s.hexes[h].exhausted = true;
    const r = play(s, 0, ADVANCE);
    expect(types(r.events)).toContain("ExhaustedLandSkipped");
    expect(Object.values(r.state.hexes).filter((h) => h.exhausted)).toHaveLength(6);
  });
});

describe("barbarians spawn (L1449-1470)", () => {
  it("reproduces the rulebook example: a settlement + infantry 2 land spaces from the city, then 1 infantry into any barbarian settlement", () => {
    // Red (seat 0) at 3,2; barbarian settlements already at 6,-1, 6,3 and 0,4 (b, c, d in the example).
    const s = scenario(spec("a-good-year-2", {
      cities: [
        { hex: "3,2", owner: 0 }, { hex: "2,5", owner: 1 },
        { hex: "6,-1", owner: "barbarian" }, { hex: "6,3", owner: "barbarian" }, { hex: "0,4", owner: "barbarian" },
      ],
      terrain: { "4,1": "barren" },
    }, { resources: { ideas: 2, food: 0 } }));
    const r = play(s, 0, ADVANCE);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "barbarian-spawn-hex" });
    const options = optionValues(r.state) as string[];
    expect(options.length).toBeGreaterThan(1);
    for (const h of options) {
      expect(hexDistance(h, "3,2"), h).toBe(2);
      expect(hexDistance(h, "3,5"), h).toBeGreaterThanOrEqual(2);
      expect(r.state.hexes[h].terrain).not.toMatch(/water|barren/);
    }
    // Excluded at distance 2: 5,2 (only sea between), 1,2/3,4/5,0 (barren), 1,3/4,0 (sea), 2,4 (next to Blue's city).
    expect(options.sort()).toEqual(["1,4", "2,1", "3,0", "4,3", "5,1"]);
    const r2 = choose(r.state, "2,1");
    expect(r2.state.cities["2,1"]).toMatchObject({ owner: "barbarian" });
    expect(r2.events.find((e) => e.type === "BarbariansSpawned")).toMatchObject({ hex: "2,1", units: [expect.any(Number)] });
    expect(prompt(r2.state)).toMatchObject({ seat: 0, id: "barbarian-reinforce" });
    expect((optionValues(r2.state) as string[]).sort()).toEqual(["0,4", "2,1", "6,-1", "6,3"]);
    const r3 = choose(r2.state, "6,3");
    const barbs = Object.values(r3.state.units).filter((u) => u.owner === "barbarian");
    expect(barbs.map((u) => u.hex).sort()).toEqual(["2,1", "6,3"]);
    expect(barbs.every((u) => u.type === "infantry")).toBe(true);
    expect(r3.events.find((e) => e.type === "BarbariansReinforced")).toMatchObject({ hexes: ["6,3"] });
    // Then the card's text: you gain 1 food.
    expect(r3.state.players[0].resources.food).toBe(1);
    expect(onTurn(r3.state)).toBe(true);
  });

  it("falls back to a space next to the city only when no space 2 land spaces away is free (L2136)", () => {
    const s = scenario({ players: 2, cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }] });
    const two = barbarianSpawnHexes(s, 0);
    expect(two.every((h) => hexDistance(h, "3,0") === 2)).toBe(true);
    for (const h of two) s.hexes[h].exhausted = true;
    const one = barbarianSpawnHexes(s, 0);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((h) => hexDistance(h, "3,0") === 1)).toBe(true);
  });

  it("adds nothing when all 10 barbarian settlements are on the board, and no unit beyond the stack limit (L1460, L1437)", () => {
    const cities: ScenarioSpec["cities"] = [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }];
    for (const h of ["0,2", "0,4", "1,6", "2,2", "2,3", "5,1", "5,2", "5,4", "6,1", "6,3"]) cities.push({ hex: h, owner: "barbarian" });
    const units = Array.from({ length: 4 }, () => ({ owner: "barbarian" as const, type: "infantry" as const, hex: "0,2" }));
    const r = draw("a-good-year-2", { cities, units });
    expect(types(r.events)).toContain("BarbariansSpawnFailed");
    expect(prompt(r.state)).toMatchObject({ id: "barbarian-reinforce" });
    expect(optionValues(r.state)).not.toContain("0,2");
  });
});

describe("barbarians move (L1472-1490)", () => {
  const cities = [{ hex: "3,0", owner: 0 as const }, { hex: "3,5", owner: 1 as const }];

  it("moves every barbarian army within 2 spaces one space towards the drawer's nearest city, then reinforces settlements within 2", () => {
    // Famine #3 shows Barbarians move. The army at 3,2 (2 from the city at 3,0) can only step to 3,1.
    const r = draw("famine-1", {
      cities: [...cities, { hex: "2,2", owner: "barbarian" }, { hex: "6,3", owner: "barbarian" }],
      units: [{ owner: "barbarian", type: "infantry", hex: "3,2" }, { owner: "barbarian", type: "infantry", hex: "3,2" }, { owner: "barbarian", type: "infantry", hex: "5,4" }],
    }, { resources: { ideas: 2, food: 1 } });
    expect(r.events.filter((e) => e.type === "BarbarianMoved")).toEqual([{ type: "BarbarianMoved", units: [1, 2], from: "3,2", to: "3,1" }]);
    // 5,4 is too far away to move.
    expect(r.state.units[3].hex).toBe("5,4");
    // Reinforcement: the settlement at 2,2 is within 2 of 3,0; 6,3 is not.
    expect(r.events.find((e) => e.type === "BarbariansReinforced")).toMatchObject({ hexes: ["2,2"] });
    expect(Object.values(r.state.units).filter((u) => u.hex === "6,3")).toHaveLength(0);
    // Then Famine: 1 food lost.
    expect(r.state.players[0].resources.food).toBe(0);
    expect(onTurn(r.state)).toBe(true);
  });

  it("lets the drawer choose between equally near spaces", () => {
    // From 2,2 both 2,1 and 3,1 are next to the city at 3,0.
    const r = draw("famine-1", { cities, units: [{ owner: "barbarian", type: "infantry", hex: "2,2" }] }, { resources: { ideas: 2, food: 1 } });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "barbarian-move" });
    expect((optionValues(r.state) as string[]).sort()).toEqual(["2,2>2,1", "2,2>3,1"]);
    expect(reject(r.state, 0, { type: "event-choice", value: "2,2>2,2" }).message).toMatch(/not one of the options/);
    const r2 = choose(r.state, "2,2>2,1");
    expect(r2.state.units[1].hex).toBe("2,1");
  });

  it("counts the distance over land spaces only (L1479)", () => {
    // 5,0 is 2 from 3,0 but 4,0 between them is sea: the land paths go through 4,1 or 5,-1 (3 steps).
    const r = draw("famine-1", { cities, units: [{ owner: "barbarian", type: "infantry", hex: "5,0" }] }, { resources: { ideas: 2, food: 1 } });
    expect((optionValues(r.state) as string[]).sort()).toEqual(["5,0>4,1", "5,0>5,-1"]);
  });

  it("lets the drawer order the moves; an army that would break the stack limit of 4 stays (L1482)", () => {
    const units = [
      ...Array.from({ length: 3 }, () => ({ owner: "barbarian" as const, type: "infantry" as const, hex: "3,2" })),
      ...Array.from({ length: 2 }, () => ({ owner: "barbarian" as const, type: "infantry" as const, hex: "4,1" })),
    ];
    const r = draw("famine-1", { cities, units }, { resources: { ideas: 2, food: 1 } });
    expect((optionValues(r.state) as string[]).sort()).toEqual(["3,2>3,1", "4,1>3,1"]);
    const r2 = choose(r.state, "3,2>3,1");
    expect(Object.values(r2.state.units).filter((u) => u.hex === "3,1")).toHaveLength(3);
    expect(Object.values(r2.state.units).filter((u) => u.hex === "4,1")).toHaveLength(2);
    expect(onTurn(r2.state)).toBe(true);
  });

  it("an army entering a player's city or units fights at once; the event continues after the battle (L1479, L1494)", () => {
    const units: ScenarioSpec["units"] = [
      { owner: 0, type: "infantry", hex: "3,0" },
      { owner: "barbarian", type: "infantry", hex: "3,1" }, { owner: "barbarian", type: "infantry", hex: "3,1" },
    ];
    // Dice: faces are forced for every roll of the battle; the city's defender wins.
    let r = draw("famine-1", { cities, units, dice: [1, 1, 12, 1, 1, 12, 1, 1, 12] }, { resources: { ideas: 2, food: 1 } });
    expect(r.events.find((e) => e.type === "BarbarianMoved")).toMatchObject({ from: "3,1", to: "3,0", units: [2, 3] });
    expect(r.events.find((e) => e.type === "BattleStarted")).toMatchObject({ hex: "3,0", attacker: "barbarian", defender: 0 });
    let events = r.events;
    for (let i = 0; i < 30 && !onTurn(r.state); i++) {
      const p = prompt(r.state);
      r = play(r.state, p.seat, coc.legalMoves(r.state, p.seat)[0]);
      events = [...events, ...r.events];
    }
    expect(onTurn(r.state)).toBe(true);
    expect(types(events)).toContain("BattleEnded");
    expect(types(events)).toContain("EventResolved");
    // Famine's text was resolved after the battle.
    expect(r.state.players[0].resources.food).toBe(0);
  });

  it("without barbarian units within 2 spaces, only places a settlement + infantry (spawn step 1, L1478)", () => {
    const r = draw("famine-1", { cities, units: [{ owner: "barbarian", type: "infantry", hex: "6,3" }] }, { resources: { ideas: 2, food: 1 } });
    expect(prompt(r.state)).toMatchObject({ id: "barbarian-spawn-hex" });
    const r2 = choose(r.state, optionValues(r.state)[0]);
    expect(types(r2.events)).toContain("BarbariansSpawned");
    // No extra reinforcement step.
    expect(Object.values(r2.state.units).filter((u) => u.owner === "barbarian")).toHaveLength(2);
    expect(onTurn(r2.state)).toBe(true);
  });
});

/** Answers barbarian prompts with their first option (for cards whose symbol is not under test). */
function skipBarbarians(r: { state: CocState; events: GameEvent[] }) {
  let x = r;
  while (prompt(x.state)?.id?.startsWith("barbarian")) {
    const next = choose(x.state, optionValues(x.state)[0]);
    x = { state: next.state, events: [...x.events, ...next.events] };
  }
  return x;
}

function drawAll(card: string | string[], extra: Partial<ScenarioSpec> = {}, seat0: Record<string, unknown> = {}, seat1: Record<string, unknown> = {}) {
  return skipBarbarians(draw(card, extra, seat0, seat1));
}

const THREE_CITIES: ScenarioSpec["cities"] = [
  { hex: "3,0", owner: 0, mood: "happy" }, { hex: "2,2", owner: 0 }, { hex: "5,1", owner: 0 },
  { hex: "3,5", owner: 1 }, { hex: "1,6", owner: 1 },
];

describe("Pestilence and Epidemics (Sanitation protects, L1663)", () => {
  it("Pestilence: players with 2+ cities lower 1 city's mood (2 with Roads); afterwards only Sanitation owners may construct", () => {
    const r = draw("pestilence", { cities: THREE_CITIES }, { advances: ["roads", "myths"] });
    expect(types(r.events)).toContain("EventCardRevealed");
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "lower-mood-city" });
    expect((optionValues(r.state) as string[]).sort()).toEqual(["2,2", "3,0", "5,1"]);
    const r2 = choose(r.state, "3,0");
    expect(r2.state.cities["3,0"].mood).toBe("neutral");
    expect(optionValues(r2.state)).not.toContain("3,0");
    const r3 = choose(r2.state, "2,2");
    expect(r3.state.cities["2,2"].mood).toBe("angry");
    // Seat 1 also has 2 cities: asked out of turn.
    expect(prompt(r3.state)).toMatchObject({ seat: 1, id: "lower-mood-city" });
    expect(reject(r3.state, 0, { type: "event-choice", value: "3,5" }).code).toBe("not-your-turn");
    const r4 = choose(r3.state, "1,6");
    expect(r4.state.cities["1,6"].mood).toBe("angry");
    expect(r4.state.events?.pestilence).toBe(true);
    expect(onTurn(r4.state)).toBe(true);
    expect(reject(r4.state, 0, { type: "construct", city: "5,1", building: "temple", payment: { food: 1, wood: 1, ore: 1 } }).message).toMatch(/Pestilence/);
  });

  it("Pestilence skips a player with Sanitation", () => {
    const r = draw("pestilence", { cities: THREE_CITIES }, { advances: ["sanitation"] });
    expect(r.events.find((e) => e.type === "EventIgnored")).toMatchObject({ seat: 0, card: "pestilence", advance: "sanitation" });
    expect(prompt(r.state)).toMatchObject({ seat: 1, id: "lower-mood-city" });
  });

  it("Epidemics: players with 2+ units remove 1 (2 with Navigation); Sanitation protects", () => {
    const units: ScenarioSpec["units"] = [
      { owner: 0, type: "infantry", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "infantry", hex: "2,2" },
      { owner: 1, type: "infantry", hex: "3,5" }, { owner: 1, type: "infantry", hex: "3,5" },
    ];
    const r = draw("epidemics", { cities: THREE_CITIES, units }, { advances: ["fishing", "navigation"] });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "remove-unit" });
    expect(optionValues(r.state)).toEqual([1, 2, 3]);
    const r2 = choose(r.state, 2);
    const r3 = choose(r2.state, 3);
    expect(Object.keys(r3.state.units).map(Number).sort()).toEqual([1, 4, 5]);
    expect(prompt(r3.state)).toMatchObject({ seat: 1, id: "remove-unit" });
    const r4 = choose(r3.state, 5);
    expect(Object.keys(r4.state.units).map(Number).sort()).toEqual([1, 4]);
    expect(onTurn(r4.state)).toBe(true);
    const protectedRun = draw("epidemics", { cities: THREE_CITIES, units }, {}, { advances: ["sanitation"] });
    expect(protectedRun.events.some((e) => e.type === "EventIgnored" && e.seat === 1)).toBe(true);
    const after = choose(protectedRun.state, 1);
    expect(onTurn(after.state)).toBe(true);
  });
});

describe("Famine (Irrigation protects, L1645) and Myths (L1735)", () => {
  const cities: ScenarioSpec["cities"] = [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1 }];

  it("Famine takes 1 food (never gold)", () => {
    const r = drawAll("famine-2", { cities }, { resources: { ideas: 2, food: 1, gold: 3 } });
    expect(r.state.players[0].resources).toMatchObject({ food: 0, gold: 3 });
    expect(r.state.cities["3,0"].mood).toBe("happy");
  });

  it("Severe famine: if the food does not suffice, one of your cities becomes Angry", () => {
    const r = drawAll("severe-famine-1", { cities }, { resources: { ideas: 2, food: 1, gold: 3 } });
    expect(r.state.players[0].resources).toMatchObject({ food: 0, gold: 3 });
    expect(r.state.cities["3,0"].mood).toBe("angry");
  });

  it("Irrigation (or Aqueduct) ignores the main effect but not the symbol", () => {
    const r = draw("famine-3", { cities }, { resources: { ideas: 2, food: 0 }, advances: ["irrigation"] });
    expect(prompt(r.state)).toMatchObject({ id: "barbarian-spawn-hex" });
    const r2 = skipBarbarians(r);
    expect(r2.events.find((e) => e.type === "EventIgnored")).toMatchObject({ seat: 0, advance: "irrigation" });
    expect(r2.state.cities["3,0"].mood).toBe("happy");
  });

  it("Myths: pay 1 mood token per city to keep its mood, or decline", () => {
    const r = drawAll("severe-famine-2", { cities }, { resources: { ideas: 2, food: 0 }, advances: ["myths"], moodTokens: 2 });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "myths" });
    expect(optionValues(r.state)).toEqual(["yes", "no"]);
    const paid = choose(r.state, "yes");
    expect(paid.state.cities["3,0"].mood).toBe("happy");
    expect(paid.state.players[0].moodTokens).toBe(1);
    expect(types(paid.events)).toContain("MoodLossPrevented");
    const declined = choose(r.state, "no");
    expect(declined.state.cities["3,0"].mood).toBe("angry");
    expect(declined.state.players[0].moodTokens).toBe(2);
    // Without mood tokens Myths is not offered.
    const none = drawAll("severe-famine-3", { cities }, { resources: { ideas: 2, food: 0 }, advances: ["myths"], moodTokens: 0 });
    expect(none.state.cities["3,0"].mood).toBe("angry");
  });
});

describe("good years", () => {
  it("A good year #9: every player gains 1 food (within the food limit)", () => {
    const r = drawAll("a-good-year-1", {}, { resources: { ideas: 2, food: 0 } }, { resources: { food: 2 } });
    expect(r.state.players.map((p) => p.resources.food)).toEqual([1, 2]);
  });

  it("An awesome year #12: only you gain 2 food", () => {
    const r = drawAll("an-awesome-year-1", {}, { resources: { ideas: 2, food: 0 } }, { resources: { food: 0 } });
    expect(r.state.players.map((p) => p.resources.food)).toEqual([2, 0]);
  });

  it("A fantastic year #16: you gain 3 food and hand out 3 food to other players, 1 at a time", () => {
    const s = scenario({ players: 3, decks: { event: ["a-fantastic-year-2"] }, seats: [{ resources: { ideas: 2, food: 0 }, eventTracker: 1, advances: ["storage"] }, { resources: { food: 0 } }, { resources: { food: 1 } }] });
    const r = skipBarbarians(play(s, 0, ADVANCE));
    expect(r.state.players[0].resources.food).toBe(3);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "share-food" });
    expect(optionValues(r.state)).toEqual([1, 2]);
    const a = choose(r.state, 2);
    // Seat 2 is now at its food limit of 2: the other 2 food go to seat 1 without asking.
    expect(a.state.players.map((p) => p.resources.food)).toEqual([3, 2, 2]);
    expect(onTurn(a.state)).toBe(true);
  });
});

describe("settlers: Population boom and Migration (L1892)", () => {
  it("Population boom: you gain a settler in one of your cities, then another player gains one in a city they choose", () => {
    const r = drawAll("population-boom-1", { cities: THREE_CITIES });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "settler-city" });
    const r2 = choose(r.state, "2,2");
    expect(prompt(r2.state)).toMatchObject({ seat: 1, id: "settler-city" });
    const r3 = choose(r2.state, "1,6");
    const settlers = Object.values(r3.state.units).filter((u) => u.type === "settler");
    expect(settlers.map((u) => [u.owner, u.hex])).toEqual([[0, "2,2"], [1, "1,6"]]);
  });

  it("a player with no settler left in supply gains none", () => {
    const units = Array.from({ length: 4 }, () => ({ owner: 1 as const, type: "settler" as const, hex: "3,5" }));
    const r = drawAll("population-boom-2", { cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }], units });
    expect(Object.values(r.state.units).filter((u) => u.owner === 0 && u.type === "settler")).toHaveLength(1);
    expect(Object.values(r.state.units).filter((u) => u.owner === 1)).toHaveLength(4);
    expect(onTurn(r.state)).toBe(true);
  });
});

describe("Volcano and Earthquakes (L1445-1447)", () => {
  const FOUR: ScenarioSpec["cities"] = [
    { hex: "3,0", owner: 0, buildings: { temple: 0, academy: 1 } }, { hex: "2,2", owner: 0 }, { hex: "5,1", owner: 0 }, { hex: "4,3", owner: 0 },
    { hex: "3,5", owner: 1 },
  ];

  it("Volcano destroys one city of a player with 4+ cities; each destroyed piece scores 2 VP for its owner", () => {
    const r = draw("volcano", { cities: FOUR, units: [{ owner: 0, type: "infantry", hex: "3,0" }] });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "volcano-city" });
    const r2 = choose(r.state, "3,0");
    expect(r2.state.cities["3,0"]).toBeUndefined();
    expect(r2.state.units).toEqual({});
    expect(r2.state.players[0].eventVp).toBe(4);
    expect(r2.state.players[1].eventVp).toBe(2);
    expect(victoryPoints(r2.state, 0).events).toBe(4);
    expect(types(r2.events)).toContain("CityDestroyed");
    // With 3 cities nothing happens.
    const small = draw("volcano", { cities: THREE_CITIES });
    expect(onTurn(small.state)).toBe(true);
    expect(Object.keys(small.state.cities)).toHaveLength(5);
  });

  it("Earthquake: a player with 3+ cities removes 1-3 pieces (2 VP each), then each affected city loses mood", () => {
    const cities: ScenarioSpec["cities"] = [
      { hex: "3,0", owner: 0, mood: "happy", buildings: { temple: 0, academy: 0 } }, { hex: "2,2", owner: 0 }, { hex: "5,1", owner: 0 },
      { hex: "3,5", owner: 1 },
    ];
    const r = draw("earthquake", { cities });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "earthquake-piece", min: 1 });
    expect((optionValues(r.state) as string[]).sort()).toEqual(["2,2|settlement", "3,0|building|academy", "3,0|building|temple", "5,1|settlement"]);
    // At least one piece.
    expect(reject(r.state, 0, { type: "event-choice", value: null }).message).toMatch(/must choose/);
    const r2 = choose(r.state, "3,0|building|temple");
    expect(prompt(r2.state)).toMatchObject({ id: "earthquake-piece", min: 0 });
    const r3 = choose(r2.state, null);
    expect(r3.state.cities["3,0"].buildings).toEqual({ academy: 0 });
    expect(r3.state.cities["3,0"].mood).toBe("neutral");
    expect(r3.state.players[0].eventVp).toBe(2);
    // Removing a settlement destroys that city.
    const r4 = choose(choose(r2.state, "2,2|settlement").state, "5,1|settlement");
    expect(r4.state.cities["2,2"]).toBeUndefined();
    expect(r4.state.cities["5,1"]).toBeUndefined();
    expect(r4.state.players[0].eventVp).toBe(6);
    expect(onTurn(r4.state)).toBe(true);
  });

  it("Heavy earthquake hits every player with 3+ cities, each choosing their own pieces", () => {
    const cities: ScenarioSpec["cities"] = [
      ...THREE_CITIES.filter((c) => c.owner === 0),
      { hex: "3,5", owner: 1 }, { hex: "1,6", owner: 1 }, { hex: "4,5", owner: 1 },
    ];
    const r = draw("heavy-earthquake", { cities });
    const r2 = choose(choose(r.state, "2,2|settlement").state, null);
    expect(prompt(r2.state)).toMatchObject({ seat: 1, id: "earthquake-piece" });
    const r3 = choose(choose(r2.state, "4,5|settlement").state, null);
    expect(r3.state.players.map((p) => p.eventVp)).toEqual([2, 2]);
  });
});

describe("Floods", () => {
  // 2,2 is made inland (1,3 becomes land); 3,0 lies next to the sea at 4,0, Blue's 3,5 next to 4,4.
  const cities: ScenarioSpec["cities"] = [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "2,2", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1, mood: "happy" }];

  it("Flood lowers the mood of one of your cities next to water", () => {
    const r = draw("flood", { cities, terrain: { "1,3": "fertile" } });
    expect(r.state.cities["3,0"].mood).toBe("neutral");
    expect(r.state.cities["2,2"].mood).toBe("happy");
    expect(r.state.cities["3,5"].mood).toBe("happy");
  });

  it("Heavy flood does it for every player", () => {
    const r = draw("heavy-flood", { cities, terrain: { "1,3": "fertile" } });
    expect([r.state.cities["3,0"].mood, r.state.cities["2,2"].mood, r.state.cities["3,5"].mood]).toEqual(["neutral", "happy", "neutral"]);
  });
});

describe("Civil war and Revolution", () => {
  it("Civil war: a non-Happy city with infantry loses 1 infantry and its mood drops", () => {
    const cities: ScenarioSpec["cities"] = [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "2,2", owner: 0 }, { hex: "5,1", owner: 0 }, { hex: "3,5", owner: 1 }];
    const units: ScenarioSpec["units"] = [{ owner: 0, type: "infantry", hex: "3,0" }, { owner: 0, type: "infantry", hex: "2,2" }, { owner: 0, type: "infantry", hex: "2,2" }];
    const r = draw("civil-war-1", { cities, units });
    expect(r.state.cities["2,2"].mood).toBe("angry");
    expect(Object.values(r.state.units).filter((u) => u.hex === "2,2")).toHaveLength(1);
    expect(r.state.units[1]).toBeDefined();
  });

  it("Civil war without such a city: one of your cities loses mood", () => {
    const cities: ScenarioSpec["cities"] = [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1 }];
    const r = draw("civil-war-2", { cities, units: [{ owner: 0, type: "infantry", hex: "3,0" }] });
    expect(r.state.cities["3,0"].mood).toBe("neutral");
    expect(r.state.units[1]).toBeDefined();
  });

  it("Revolution: lose an action or remove an army unit; then switch government for free or remove another army unit", () => {
    const cities: ScenarioSpec["cities"] = [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }];
    const units: ScenarioSpec["units"] = [{ owner: 0, type: "infantry", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }];
    const r = draw("revolution", { cities, units }, { advances: ["writing", "philosophy", "voting", "civil-liberties", "tactics", "draft"] });
    expect(r.state.players[0].resources.gold).toBe(2);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "revolution-action" });
    expect(optionValues(r.state)).toEqual([1, "lose-action"]);
    const lost = choose(r.state, "lose-action");
    expect(lost.state.turn!.actionsLeft).toBe(1);
    expect(prompt(lost.state)).toMatchObject({ seat: 0, id: "revolution-government" });
    const opts = optionValues(lost.state);
    expect(opts).toContain(1);
    expect(opts).toContain("gov:autocracy:totalitarianism");
    const switched = choose(lost.state, "gov:autocracy:absolute-power");
    const adv = switched.state.players[0].advances;
    expect(adv).toContain("nationalism");
    expect(adv).toContain("absolute-power");
    expect(adv).not.toContain("voting");
    expect(adv).not.toContain("civil-liberties");
    expect(adv.length).toBe(r.state.players[0].advances.length);
    // Or keep the action by removing the infantry: then the government must change (the settler is no army unit).
    const kept = choose(r.state, 1);
    expect(kept.state.turn!.actionsLeft).toBe(2);
    expect(prompt(kept.state)).toMatchObject({ id: "revolution-government" });
    expect(optionValues(kept.state).every((v) => String(v).startsWith("gov:"))).toBe(true);
    // Without a government (or nowhere to switch to) step 2 does nothing.
    const noGov = draw("revolution", { cities, units }, {});
    const done = choose(noGov.state, 1);
    expect(onTurn(done.state)).toBe(true);
  });

  it("an action lost outside your actions is lost at the start of your next turn", () => {
    const s = scenario({ players: 2, turn: { seat: 0, actionsLeft: 0 } });
    s.events = { pestilence: false, loseAction: [1] };
    const r = play(s, 0, { type: "end-turn" });
    expect(r.state.turn).toMatchObject({ seat: 1, actionsLeft: 2 });
    expect(r.state.events!.loseAction).toEqual([]);
  });
});

describe("great persons (L1999)", () => {
  const cities: ScenarioSpec["cities"] = [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }];

  it("the drawer may take the card for 1 culture token; it stays in hand, hidden, and is not discarded", () => {
    const r = drawAll("great-philosopher", { cities }, { cultureTokens: 1 }, { cultureTokens: 5 });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "take-great-person" });
    const r2 = choose(r.state, "yes");
    expect(r2.state.players[0].greatPersons).toEqual(["great-philosopher"]);
    expect(r2.state.players[0].cultureTokens).toBe(0);
    expect(r2.state.discards.event).toEqual([]);
    expect(coc.view(r2.state, 1).players[0].greatPersons).toBe(1);
    expect(coc.view(r2.state, 0).players[0].greatPersons).toEqual(["great-philosopher"]);
    expect(onTurn(r2.state)).toBe(true);
  });

  it("if the drawer declines, the other players clockwise may take it for 2 culture tokens; else it is discarded", () => {
    const s = scenario({ players: 3, decks: { event: ["great-scientist"] }, seats: [{ resources: { ideas: 2 }, eventTracker: 1, cultureTokens: 3 }, { cultureTokens: 1 }, { cultureTokens: 2 }] });
    const r = skipBarbarians(play(s, 0, ADVANCE));
    const r2 = choose(r.state, "no");
    // Seat 1 cannot pay 2: seat 2 is asked.
    expect(prompt(r2.state)).toMatchObject({ seat: 2, id: "take-great-person" });
    const r3 = choose(r2.state, "yes");
    expect(r3.state.players[2]).toMatchObject({ greatPersons: ["great-scientist"], cultureTokens: 0 });
    const r4 = choose(r2.state, "no");
    expect(r4.state.discards.event).toEqual(["great-scientist"]);
    expect(types(r4.events)).toContain("GreatPersonNotTaken");
  });

  it("playing a great person (an action): a free advance of its category, then its bonus; the card is discarded", () => {
    const s = scenario({ players: 2, cities, seats: [{ greatPersons: ["great-philosopher", "elder-statesman"], advances: ["writing"] }], decks: { action: ["spy", "ideas"] } });
    const legal = coc.legalMoves(s, 0).filter((m) => m.type === "great-person");
    expect(legal).toContainEqual({ type: "great-person", card: "great-philosopher", advance: "philosophy" });
    expect(reject(s, 0, { type: "great-person", card: "great-philosopher", advance: "storage" }).message).toMatch(/cannot give you Storage/);
    expect(reject(s, 0, { type: "great-person", card: "great-philosopher", advance: null }).message).toMatch(/Choose your free advance/);
    expect(reject(s, 0, { type: "great-person", card: "great-artist", advance: null }).message).toMatch(/do not hold/);
    const r = play(s, 0, { type: "great-person", card: "great-philosopher", advance: "public-education" });
    const p = r.state.players[0];
    expect(p.advances).toContain("public-education");
    expect(p.resources.ideas).toBe(2);
    expect(p.greatPersons).toEqual(["elder-statesman"]);
    expect(p.eventTracker).toBe(2);
    expect(r.state.turn!.actionsLeft).toBe(2);
    expect(r.state.discards.event).toEqual(["great-philosopher"]);
    // Elder Statesman: a government advance (Philosophy is needed for Democracy's Voting), then 2 action cards.
    const r2 = play(r.state, 0, { type: "great-person", card: "elder-statesman", advance: null });
    expect(r2.state.players[0].actionCards).toHaveLength(3);
  });

  it("Great Artist makes a city Happy; Great Prophet builds a Temple without activating the city", () => {
    const s = scenario({ players: 2, cities: [...cities, { hex: "2,2", owner: 0 }], seats: [{ greatPersons: ["great-artist", "great-prophet"], resources: { food: 1, wood: 1, ore: 1 } }] });
    const r = play(s, 0, { type: "great-person", card: "great-artist", advance: "arts", city: "3,0" });
    expect(r.state.cities["3,0"].mood).toBe("happy");
    const r2 = play(r.state, 0, { type: "great-person", card: "great-prophet", advance: "myths", build: { city: "3,0", building: "temple", payment: { food: 1, wood: 1, ore: 1 } } });
    expect(r2.state.cities["3,0"].buildings).toEqual({ temple: 0 });
    expect(r2.state.turn!.activations["3,0"] ?? 0).toBe(0);
    expect(reject(r.state, 0, { type: "great-person", card: "great-prophet", advance: "myths", build: { city: "3,0", building: "academy", payment: { food: 1, wood: 1, ore: 1 } } }).message).toMatch(/cannot build/);
  });
});

describe("more great persons", () => {
  const cities: ScenarioSpec["cities"] = [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }];

  it("Great Scientist: free Science advance, 1 idea and 1 action card; Great Merchant: Trade Routes income now", () => {
    const s = scenario({
      players: 2, cities, decks: { action: ["spy"] },
      units: [{ owner: 0, type: "settler", hex: "3,4" }],
      seats: [{ greatPersons: ["great-scientist", "great-merchant"], resources: { food: 0 }, advances: ["bartering"] }],
    });
    const r = play(s, 0, { type: "great-person", card: "great-scientist", advance: "math" });
    expect(r.state.players[0]).toMatchObject({ actionCards: [expect.any(String), "spy"] });
    expect(r.state.players[0].resources.ideas).toBe(1);
    const r2 = play(r.state, 0, { type: "great-person", card: "great-merchant", advance: "trade-routes" });
    // The settler next to Blue's city forms one route: 1 food.
    expect(r2.state.players[0].resources.food).toBe(1);
  });

  it("Great Engineer builds without an action or activation; Great Warlord opens a free Move action", () => {
    const s = scenario({
      players: 2, cities: [...cities, { hex: "2,2", owner: 0 }], units: [{ owner: 0, type: "infantry", hex: "3,0" }],
      seats: [{ greatPersons: ["great-engineer", "great-warlord"], resources: { food: 1, wood: 1, ore: 1 }, advances: ["writing"] }],
    });
    const r = play(s, 0, { type: "great-person", card: "great-engineer", advance: "engineering", build: { city: "3,0", building: "academy", payment: { food: 1, wood: 1, ore: 1 } } });
    expect(r.state.cities["3,0"].buildings).toEqual({ academy: 0 });
    expect(r.state.turn!.activations["3,0"] ?? 0).toBe(0);
    const r2 = play(r.state, 0, { type: "great-person", card: "great-warlord", advance: "tactics" });
    expect(prompt(r2.state)).toMatchObject({ seat: 0, id: "moving" });
    expect(r2.state.turn!.actionsLeft).toBe(1);
    expect(r2.state.events?.warlord).toBe(0);
  });

  it("Great Explorer reveals an unexplored region next to one of yours and may found a city there for 2 food", () => {
    const s = scenario({ players: 2, exploreAll: false, seats: [{ greatPersons: ["great-explorer"], resources: { food: 2 } }] });
    const moves = coc.legalMoves(s, 0).filter((m) => m.type === "great-person" && (m as { explore?: { city?: string } }).explore?.city);
    expect(moves.length).toBeGreaterThan(0);
    const move = moves[0] as Move & { explore: { region: number; city: string } };
    const r = play(s, 0, move);
    expect(r.state.regions[move.explore.region].explored).toBe(true);
    expect(r.state.cities[move.explore.city]).toMatchObject({ owner: 0, mood: "neutral" });
    expect(r.state.players[0].resources.food).toBe(0);
    expect(r.state.players[0].advances).toContain("fishing");
    expect(types(r.events)).toEqual(expect.arrayContaining(["RegionExplored", "CityFounded"]));
  });
});

describe("choices out of turn, Great Mausoleum, legality", () => {
  it("rejects a choice that is not offered, or by the wrong seat, without changing anything", () => {
    const r = draw("pestilence", { cities: THREE_CITIES });
    const before = canonicalJson(r.state);
    expect(reject(r.state, 0, { type: "event-choice", value: "3,5" }).message).toMatch(/not one of the options/);
    expect(reject(r.state, 0, { type: "event-choice", value: null }).message).toMatch(/must choose/);
    expect(reject(r.state, 1, { type: "event-choice", value: "3,5" }).code).toBe("not-your-turn");
    expect(reject(r.state, 0, { type: "end-turn" }).code).toBe("illegal");
    expect(canonicalJson(r.state)).toBe(before);
    // The legal moves are exactly the options.
    expect(coc.legalMoves(r.state, 0)).toEqual(optionValues(r.state).map((value) => ({ type: "event-choice", value })));
  });

  it("the Great Mausoleum's owner may take the top event discard instead, and discards to the bottom (L1608-1612)", () => {
    const s = scenario(spec("a-good-year-2", { cities: [{ hex: "3,0", owner: 0, wonders: [{ id: "great-mausoleum", builder: 0 }] }, { hex: "3,5", owner: 1 }] }));
    s.discards.event = ["flood", "civil-war-1"];
    const r = play(s, 0, ADVANCE);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "mausoleum-draw" });
    const r2 = play(r.state, 0, { type: "mausoleum-draw", from: "discard" });
    expect(r2.events.find((e) => e.type === "EventCardRevealed")).toMatchObject({ card: "civil-war-1" });
    expect(r2.state.discards.event).toEqual(["civil-war-1", "flood"]);
    expect(r2.state.decks.event).toEqual(["a-good-year-2"]);
  });
});

describe("self-play with events", () => {
  it.each([[2, "ev-a"], [3, "ev-b"], [4, "ev-c"], [4, "ev-d"]] as const)("bots finish a %i-player game with events on (%s)", async (players, seed) => {
    const { playOne } = await import("../../../engine/core/selfplay.ts");
    const g = playOne(coc, { players, seed });
    expect(g.error).toBeUndefined();
    expect(g.outcome).not.toBeNull();
  }, 120_000);
});

describe("Great Warlord's combat bonus (combat reads events.warlord)", () => {
  // Seat 0 attacks from 2,1 into 3,1 and 2,2 (both adjacent to 2,1); nobody holds cards.
  const base = (units: ScenarioSpec["units"]) => scenario({
    players: 2, options: { events: "none" }, cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }], units,
    seats: [{ greatPersons: ["great-warlord"], actionCards: [], objectiveCards: [] }, { actionCards: [], objectiveCards: [] }],
  });
  const warlordMods = (events: GameEvent[]) => events.filter((e) => e.type === "CombatRoll" && e.side === "attacker").map((e) => e.modifiers);

  it("gives the first battle started in its Move action +2 in every round, then is spent (the second battle has none)", () => {
    let s = base([
      { owner: 0, type: "infantry", hex: "2,1" }, { owner: 0, type: "infantry", hex: "2,1" },
      { owner: 1, type: "infantry", hex: "3,1" }, { owner: 1, type: "infantry", hex: "2,2" },
    ]);
    // Round 1: 1 + 2 = 3 against 1 (no hits); round 2: 3 + 2 = 5 (1 hit) against 1; then the second battle.
    s.forcedDice = [1, 1, 5, 1, 1, 1];
    let r = play(s, 0, { type: "great-person", card: "great-warlord", advance: "tactics" });
    expect(r.state.events?.warlord).toBe(0);
    r = play(r.state, 0, { type: "move-group", units: [1], to: "3,1" });
    expect(r.state.events?.warlord).toBeNull();
    expect(warlordMods(r.events)).toEqual([[{ source: "great-warlord", value: 2 }]]);
    expect(r.events.find((e) => e.type === "CombatRoll" && e.side === "attacker")).toMatchObject({ value: 3 });
    r = play(r.state, 0, { type: "combat-retreat", retreat: false });
    expect(warlordMods(r.events)).toEqual([[{ source: "great-warlord", value: 2 }]]);
    expect(r.events.find((e) => e.type === "BattleEnded")).toMatchObject({ winner: 0 });
    // The second battle of the same Move action gets nothing: 5 alone is 1 hit, 1 + 0 is no hit.
    r = play(r.state, 0, { type: "move-group", units: [2], to: "2,2" });
    expect(warlordMods(r.events)).toEqual([[]]);
  });

  it("lapses when its Move action ends without a battle: a later Move action's battle has no bonus", () => {
    let s = base([{ owner: 0, type: "infantry", hex: "2,1" }, { owner: 1, type: "infantry", hex: "3,1" }]);
    s.forcedDice = [5, 1];
    let r = play(s, 0, { type: "great-person", card: "great-warlord", advance: "tactics" });
    r = play(r.state, 0, { type: "move-done" });
    expect(r.state.events?.warlord).toBeNull();
    r = play(r.state, 0, { type: "move" });
    r = play(r.state, 0, { type: "move-group", units: [1], to: "3,1" });
    expect(warlordMods(r.events)).toEqual([[]]);
    expect(r.events.find((e) => e.type === "CombatRoll" && e.side === "attacker")).toMatchObject({ value: 3 });
  });
});
