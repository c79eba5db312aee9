/**
 * Civilizations expansion: cavalry and elephants (recruiting in Market cities, clash symbols, casualty
 * choice, supply and stack limits), the rulebook's expansion combat examples (L1293-1318), barbarian
 * cavalry/elephants (L1458, L2138), and expansion self-play.
 */
import { describe, expect, it } from "vitest";
import type { Move } from "../../../engine/core/types.ts";
import type { UnitTypeId } from "../../../engine/games/clash-of-cultures/data/index.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import type { BattleStart } from "../../../engine/games/clash-of-cultures/combat/battle.ts";
import type { CocState, Owner } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { play, reject, type ScenarioSpec } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { EVENT_ADVANCE, expScenario } from "./support/expansion.ts";
import { choose, ev, fight as fightOn, optionValues, prompt, units as unitsOn, type UnitSpec } from "./support/play.ts";

const EXP = { expansion: true };

// 2-player board (every region face up): seat 0's city on 3,0, seat 1's on 3,5; 3,1 and 2,1 fertile land.
const HEX = "3,1";
const FROM = "2,1";
const HOME = "3,0";

/** The land battle of these tests: on HEX unless `b` says otherwise, attacked from FROM. */
const fight = (s: CocState, b: Partial<BattleStart> = {}) => fightOn(s, b.hex ?? HEX, { from: FROM, ...b });
const units = (owner: Owner, type: UnitTypeId, n: number, hex = HEX) => unitsOn(owner, type, n, hex);
const field = (spec: Partial<ScenarioSpec> & { units: UnitSpec[] }) =>
  expScenario({ players: 2, options: EXP, ...spec, seats: [{ actionCards: [] }, { actionCards: [] }] });
const at = (s: CocState, hex: string, owner?: Owner) => Object.values(s.units).filter((u) => u.hex === hex && (owner === undefined || u.owner === owner));
const types = (s: CocState, hex: string, owner: Owner) => at(s, hex, owner).map((u) => u.type).sort();

describe("the rulebook's expansion combat examples", () => {
  it("L1293-1305: 2 infantry + 1 cavalry + 1 leader roll 18 — one cavalry symbol of two counts, the elephant symbol is ignored, the leader die is rerolled into a 6 with the infantry symbol", () => {
    // Purple's dice: 5 cavalry, 2 cavalry, 2 elephant, 1 leader → reroll: 6 infantry. 15 + 2 (cavalry once) + 1 (infantry) = 18.
    const s = field({ units: [...units(0, "infantry", 2), ...units(0, "cavalry", 1), ...units(0, "leader", 1), ...units(1, "infantry", 2)], dice: [9, 3, 4, 1, 11, 6, 5] });
    const r = fight(s);
    const [purple, blue] = ev(r.events, "CombatRoll");
    expect(purple.value).toBe(18);
    expect(purple.dice).toEqual([
      { face: 9, value: 5, symbol: "cavalry", ability: "cavalry", counted: 7 },
      { face: 3, value: 2, symbol: "cavalry", ability: null, counted: 2 },
      { face: 4, value: 2, symbol: "elephant", ability: null, counted: 2 },
      { face: 11, value: 6, symbol: "infantry", ability: "infantry", counted: 7, rerolledFrom: [1] },
    ]);
    expect(purple.hitCancels).toBe(0);
    // Blue: 3 + 1 (infantry) + 3 (elephant symbol, no elephant) = 7 → 1 hit; Purple's 18 → 3 hits (2 units).
    expect(blue.value).toBe(7);
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ attacker: { hits: 2 }, defender: { hits: 1 } });
    // Purple's units differ: Purple chooses its casualty (L1326).
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "battle-casualties" });
    const legal = coc.legalMoves(r.state, 0) as { type: string; units: number[] }[];
    expect(legal.map((m) => m.units.map((id) => r.state.units[id].type)).sort()).toEqual([["cavalry"], ["infantry"], ["leader"]]);
    const cavalry = at(r.state, HEX, 0).find((u) => u.type === "cavalry")!;
    const done = play(r.state, 0, { type: "combat-casualties", units: [cavalry.id] });
    expect(types(done.state, HEX, 0)).toEqual(["infantry", "infantry", "leader"]);
    expect(ev(done.events, "BattleEnded")[0]).toMatchObject({ winner: 0, attackerLosses: ["cavalry"] });
  });

  it("L1307-1318: 1 infantry + 1 leader + 1 elephant roll 7 and cancel 1 enemy hit — the elephant's 2 is not counted, only one of two leader symbols rerolls", () => {
    // Yellow's dice: 2 elephant, 1 leader, 1 leader → the first leader die rerolls into 5 infantry. 0 + 6 + 1 = 7.
    const s = field({ units: [...units(0, "infantry", 1), ...units(0, "leader", 1), ...units(0, "elephant", 1), ...units(1, "infantry", 2)], dice: [4, 1, 2, 10, 11, 10] });
    const r = fight(s);
    const [yellow, other] = ev(r.events, "CombatRoll");
    expect(yellow.value).toBe(7);
    expect(yellow.hitCancels).toBe(1);
    expect(yellow.dice).toEqual([
      { face: 4, value: 2, symbol: "elephant", ability: "elephant", counted: 0, hitCancels: 1 },
      { face: 10, value: 5, symbol: "infantry", ability: "infantry", counted: 6, rerolledFrom: [1] },
      { face: 2, value: 1, symbol: "leader", ability: null, counted: 1 },
    ]);
    // The defender's 6+1 and 5+1 = 13 → 2 hits, one cancelled by the elephant.
    expect(other.value).toBe(13);
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ attacker: { hits: 1 }, defender: { raw: 2, cancelled: 1, cancelSources: ["clash"], hits: 1 } });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "battle-casualties" });
    const elephant = at(r.state, HEX, 0).find((u) => u.type === "elephant")!;
    const next = play(r.state, 0, { type: "combat-casualties", units: [elephant.id] });
    expect(types(next.state, HEX, 0)).toEqual(["infantry", "leader"]);
    expect(at(next.state, HEX, 1)).toHaveLength(1);
    expect(prompt(next.state)).toMatchObject({ seat: 0, id: "battle-retreat" });
  });
});

describe("cavalry and elephant clash symbols (L1287-1288)", () => {
  it("cavalry: +2 combat value, each cavalry unit once per roll, each symbol for one unit", () => {
    // 2 cavalry + 1 infantry roll three cavalry symbols (4, 5, 2): +2 for each of the 2 cavalry only.
    const s = field({ units: [...units(0, "cavalry", 2), ...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [7, 9, 3, 1] });
    const r = fight(s);
    const roll = ev(r.events, "CombatRoll")[0];
    expect((roll.dice as { ability: string | null }[]).map((d) => d.ability)).toEqual(["cavalry", "cavalry", null]);
    expect(roll.value).toBe(4 + 5 + 2 + 2 + 2);
  });

  it("cavalry symbols count nothing without cavalry in the battle (base dice, infantry only)", () => {
    const s = field({ units: [...units(0, "infantry", 2), ...units(1, "infantry", 1)], dice: [7, 9, 1] });
    expect(ev(fight(s).events, "CombatRoll")[0].value).toBe(9);
  });

  it("elephant: the die's number is not counted, 1 enemy hit is cancelled; the lowest elephant die is used", () => {
    // One elephant, dice 4 (elephant) and 2 (elephant) → the 2 is given up, the 4 counts.
    const s = field({ units: [...units(0, "elephant", 1), ...units(0, "infantry", 1), ...units(1, "infantry", 2)], dice: [8, 4, 11, 12] });
    const r = fight(s);
    const roll = ev(r.events, "CombatRoll")[0];
    expect(roll.value).toBe(4);
    expect(roll.hitCancels).toBe(1);
    expect((roll.dice as { ability: string | null }[]).find((d) => d.ability === "elephant")).toMatchObject({ value: 2, counted: 0 });
    // The defender's 13 → 2 hits, 1 cancelled.
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ defender: { raw: 2, cancelled: 1, hits: 1 } });
  });

  it("two elephants cancel two hits; symbols denied by a card cancel nothing", () => {
    const s = field({ units: [...units(0, "elephant", 2), ...units(1, "infantry", 3)], dice: [5, 8, 11, 12, 11] });
    const r = fight(s);
    expect(ev(r.events, "CombatRoll")[0]).toMatchObject({ value: 0, hitCancels: 2 });
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ defender: { raw: 4, cancelled: 2, hits: 2 } });
  });

  it("barbarian cavalry and elephants use their clash abilities too (L1439, L1494)", () => {
    const s = field({
      units: [...units(0, "infantry", 1), ...units("barbarian", "cavalry", 1), ...units("barbarian", "elephant", 1)],
      dice: [1, 9, 8],
    });
    const r = fight(s, { attacker: 0 });
    const barbs = ev(r.events, "CombatRoll")[1];
    expect(barbs).toMatchObject({ owner: "barbarian", roller: 1, value: 7, hitCancels: 1 });
  });

  it("casualties of one type are taken without asking; of several types the owner chooses (bounded choices)", () => {
    const s = field({ units: [...units(0, "cavalry", 2), ...units(0, "elephant", 2), ...units(1, "infantry", 4)], dice: [1, 1, 1, 1, 12, 12, 12, 12] });
    const r = fight(s);
    // The defender's 4 × 7 = 28 → 5 hits, capped at the 4 attackers: no choice to make, all are removed.
    expect(at(r.state, HEX, 0)).toHaveLength(0);
    const s2 = field({ units: [...units(0, "cavalry", 2), ...units(0, "elephant", 2), ...units(1, "infantry", 2)], dice: [1, 1, 1, 1, 12, 12] });
    const r2 = fight(s2);
    expect(prompt(r2.state)).toMatchObject({ seat: 0, id: "battle-casualties" });
    const legal = coc.legalMoves(r2.state, 0) as unknown as { units: number[] }[];
    expect(legal.map((m) => m.units.map((id) => r2.state.units[id].type).sort().join("+")).sort()).toEqual(["cavalry+cavalry", "cavalry+elephant", "elephant+elephant"]);
    const bad = reject(r2.state, 0, { type: "combat-casualties", units: [at(r2.state, HEX, 1)[0].id, at(r2.state, HEX, 0)[0].id] });
    expect(bad.message).toMatch(/only choose among your units/);
  });
});

describe("recruiting cavalry and elephants (L821, L827, L849)", () => {
  const city = (buildings: Record<string, number> = { market: 0 }, mood: "happy" | "neutral" = "happy") =>
    [{ hex: HOME, owner: 0 as Owner, mood, buildings }, { hex: "3,5", owner: 1 as Owner }];
  const base = (extra: Partial<ScenarioSpec> = {}, options = EXP) =>
    expScenario({ players: 2, options, cities: city(), seats: [{ resources: { food: 7, wood: 7, ore: 7, gold: 7 }, advances: ["storage"] }], ...extra });

  it("only in a city with a Market, at their printed costs (cavalry 1 food + 1 wood, elephant 2 food; gold may replace)", () => {
    const s = base();
    const r = play(s, 0, { type: "recruit", city: HOME, units: ["cavalry", "elephant"], payment: { food: 3, wood: 1 } });
    expect(types(r.state, HOME, 0)).toEqual(["cavalry", "elephant"]);
    expect(r.state.players[0].resources).toMatchObject({ food: 4, wood: 6 });
    play(s, 0, { type: "recruit", city: HOME, units: ["cavalry"], payment: { gold: 1, wood: 1 } });
    const noMarket = base({ cities: city({}) });
    const before = JSON.stringify(noMarket);
    expect(reject(noMarket, 0, { type: "recruit", city: HOME, units: ["cavalry"], payment: { food: 1, wood: 1 } }).message).toMatch(/only in a city with a Market/);
    expect(JSON.stringify(noMarket)).toBe(before);
    expect(reject(s, 0, { type: "recruit", city: HOME, units: ["elephant"], payment: { food: 1, wood: 1 } }).message).toMatch(/does not match/);
  });

  it("a captured city's Market works for its new owner (L1371): the building's colour does not matter", () => {
    const s = base({ cities: city({ market: 1 }) });
    play(s, 0, { type: "recruit", city: HOME, units: ["elephant"], payment: { food: 2 } });
  });

  it("without the expansion they cannot be recruited, and no such recruit is offered", () => {
    const s = base({}, { expansion: false });
    expect(reject(s, 0, { type: "recruit", city: HOME, units: ["cavalry"], payment: { food: 1, wood: 1 } }).message).toMatch(/Civilizations expansion/);
    const legal = coc.legalMoves(s, 0) as { type: string; units?: string[] }[];
    expect(legal.some((m) => m.type === "recruit" && m.units!.some((u) => u === "cavalry" || u === "elephant"))).toBe(false);
  });

  it("with the expansion, Market cities offer cavalry and elephant recruits as legal moves (and they are accepted)", () => {
    const s = base();
    const legal = (coc.legalMoves(s, 0) as { type: string; units?: string[] }[]).filter((m) => m.type === "recruit" && m.units!.some((u) => u === "cavalry" || u === "elephant"));
    expect(legal.map((m) => m.units!.join("+")).sort()).toEqual(["cavalry", "cavalry+elephant", "elephant", "infantry+cavalry"]);
    for (const m of legal) play(s, 0, m as Move);
    expect((coc.legalMoves(base({ cities: city({}) }), 0) as { type: string; units?: string[] }[]).some((m) => m.type === "recruit" && m.units!.includes("cavalry"))).toBe(false);
  });

  it("supply: 4 cavalry per colour; with all on the board one is taken from the board (L827)", () => {
    const s = base({ units: units(0, "cavalry", 4, "2,1") });
    const r = play(s, 0, { type: "recruit", city: HOME, units: ["cavalry"], payment: { food: 1, wood: 1 } });
    expect(types(r.state, HOME, 0)).toEqual(["cavalry"]);
    expect(at(r.state, "2,1", 0)).toHaveLength(3);
    expect(Object.values(r.state.units).filter((u) => u.type === "cavalry")).toHaveLength(4);
    expect(ev(r.events, "UnitRelocated")).toHaveLength(1);
  });

  it("stack limit: cavalry and elephants count among the 4 army units of a land space (L849)", () => {
    const s = base({ units: [...units(0, "infantry", 2, HOME), ...units(0, "elephant", 1, HOME)] });
    play(s, 0, { type: "recruit", city: HOME, units: ["cavalry"], payment: { food: 1, wood: 1 } });
    expect(reject(s, 0, { type: "recruit", city: HOME, units: ["cavalry", "elephant"], payment: { food: 3, wood: 1 } }).message).toMatch(/At most 4 army units/);
  });
});

// ---- Barbarian cavalry and elephants ------------------------------------------------------------------

function drawEvent(card: string, extra: Partial<ScenarioSpec>, options = EXP) {
  return play(expScenario({ players: 2, options, decks: { event: [card] }, ...extra, seats: [{ resources: { ideas: 2, food: 1 }, eventTracker: 1 }, {}] }), 0, EVENT_ADVANCE);
}

describe("barbarian cavalry and elephants (L1439, L1458, L2138)", () => {
  const cities = [{ hex: "3,0", owner: 0 as Owner }, { hex: "3,5", owner: 1 as Owner }, { hex: "6,3", owner: "barbarian" as Owner }, { hex: "0,2", owner: "barbarian" as Owner }];

  it("spawn step 2: into a settlement holding an infantry the drawer may place a cavalry or an elephant instead", () => {
    // "A good year" #2 shows Barbarians spawn.
    const r = drawEvent("a-good-year-2", { cities, units: [{ owner: "barbarian", type: "infantry", hex: "6,3" }] });
    expect(prompt(r.state)).toMatchObject({ id: "barbarian-spawn-hex" });
    const r2 = choose(r.state, optionValues(r.state)[0]);
    expect(prompt(r2.state)).toMatchObject({ id: "barbarian-reinforce" });
    const r3 = choose(r2.state, "6,3");
    expect(prompt(r3.state)).toMatchObject({ seat: 0, id: "barbarian-unit-type" });
    expect(optionValues(r3.state)).toEqual(["infantry", "cavalry", "elephant"]);
    const r4 = choose(r3.state, "elephant");
    expect(types(r4.state, "6,3", "barbarian")).toEqual(["elephant", "infantry"]);
    expect(ev(r4.events, "BarbariansReinforced")[0]).toMatchObject({ hexes: ["6,3"], unitTypes: ["elephant"] });
  });

  it("a settlement without barbarian infantry gets an infantry without asking", () => {
    const r = drawEvent("a-good-year-2", { cities, units: [{ owner: "barbarian", type: "infantry", hex: "6,3" }] });
    const r2 = choose(r.state, optionValues(r.state)[0]);
    const r3 = choose(r2.state, "0,2");
    expect(types(r3.state, "0,2", "barbarian")).toEqual(["infantry"]);
    expect(prompt(r3.state)?.id).toBe("turn");
  });

  it("only figures left in the grey supply are offered (4 cavalry, 4 elephants)", () => {
    const r = drawEvent("a-good-year-2", { cities, units: [{ owner: "barbarian", type: "infantry", hex: "6,3" }, ...units("barbarian", "cavalry", 4, "5,4")] });
    const r2 = choose(r.state, optionValues(r.state)[0]);
    const r3 = choose(r2.state, "6,3");
    expect(optionValues(r3.state)).toEqual(["infantry", "elephant"]);
  });

  it("without the expansion the settlement simply gets an infantry", () => {
    const r = drawEvent("a-good-year-2", { cities, units: [{ owner: "barbarian", type: "infantry", hex: "6,3" }] }, { expansion: false });
    const r2 = choose(r.state, optionValues(r.state)[0]);
    const r3 = choose(r2.state, "6,3");
    expect(types(r3.state, "6,3", "barbarian")).toEqual(["infantry", "infantry"]);
    expect(prompt(r3.state)?.id).toBe("turn");
  });

  it("barbarians move, step 3: each settlement within 2 spaces gets a unit, the drawer choosing the figure where an infantry already stands", () => {
    // Famine #1 shows Barbarians move. 4,-1 and 5,0 turned to sea make 5,-1/6,-1 an island: the infantry in the
    // settlement at 5,-1 (2 spaces from the city at 3,0) has no land path and stays; the settlement at 2,2 is empty.
    const spec: Partial<ScenarioSpec> = {
      cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "5,-1", owner: "barbarian" }, { hex: "2,2", owner: "barbarian" }],
      units: [{ owner: "barbarian", type: "infantry", hex: "5,-1" }],
      terrain: { "4,-1": "water", "5,0": "water" },
    };
    const r = drawEvent("famine-1", spec);
    expect(ev(r.events, "BarbarianMoved")).toHaveLength(0);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "barbarian-unit-type" });
    expect(optionValues(r.state)).toEqual(["infantry", "cavalry", "elephant"]);
    const r2 = choose(r.state, "cavalry");
    expect(types(r2.state, "5,-1", "barbarian")).toEqual(["cavalry", "infantry"]);
    expect(types(r2.state, "2,2", "barbarian")).toEqual(["infantry"]);
    expect(prompt(r2.state)?.id).toBe("turn");
    expect(reject(r.state, 0, { type: "event-choice", value: "leader" }).message).toMatch(/not one of the options/);
    // Without the expansion both settlements get an infantry at once.
    const base = drawEvent("famine-1", spec, { expansion: false });
    expect(types(base.state, "5,-1", "barbarian")).toEqual(["infantry", "infantry"]);
    expect(prompt(base.state)?.id).toBe("turn");
  });
});

describe("expansion self-play", () => {
  it("random games with the expansion finish without errors", async () => {
    const { playOne } = await import("../../../engine/core/selfplay.ts");
    for (const [players, seed] of [[2, "exp-a"], [3, "exp-b"], [4, "exp-c"], [4, "exp-d"]] as const) {
      const g = playOne(coc, { players, seed, options: { expansion: true } });
      expect(g.error, `${players}p ${seed}`).toBeUndefined();
      expect(g.outcome).not.toBeNull();
    }
  }, 240_000);
});
