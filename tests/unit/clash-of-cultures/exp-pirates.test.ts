/**
 * Civilizations expansion: pirates (L1519-1543, L2150-2164; digest §8.7, catalog §9.5) — the event symbol
 * (placement, supply of 4, the raid), collection and trade routes blocked by the pirate zone, ships
 * stopping at pirates, sea battles against them and the rewards for destroyed pirate ships.
 *
 * 2-player board (every region face up): seat 0's city 3,0 touches the sea 4,0; seat 1's city 3,5 touches
 * the sea 4,4, which touches the sea 5,3. Other seas: 1,1, 4,2, 1,3, 1,5, 0,6.
 */
import { describe, expect, it } from "vitest";
import type { Move } from "../../../engine/core/types.ts";
import { collectOptions } from "../../../engine/games/clash-of-cultures/actions/collect.ts";
import { tradeRoutes } from "../../../engine/games/clash-of-cultures/advances/effects.ts";
import { pirateSpawnHexes } from "../../../engine/games/clash-of-cultures/barbarians/pirates.ts";
import { pirateZone } from "../../../engine/games/clash-of-cultures/rules/pirate-zone.ts";
import type { CocState, Owner } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { scenario, play, reject, type ScenarioSpec } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { EVENT_ADVANCE, expScenario } from "./support/expansion.ts";
import { choose, ev, optionValues, prompt, units, type UnitSpec } from "./support/play.ts";

const EXP = { expansion: true };
const pirates = (s: CocState) => Object.values(s.units).filter((u) => u.owner === "pirate").map((u) => u.hex).sort();
const ships = (owner: Owner, n: number, hex: string) => units(owner, "ship", n, hex);
const CITIES = [{ hex: "3,0", owner: 0 as Owner }, { hex: "3,5", owner: 1 as Owner }];

/** Seat 0 takes an advance that empties its event tracker and draws Solar Eclipse (symbol: pirates). */
function draw(extra: Partial<ScenarioSpec> = {}, seat0: Record<string, unknown> = {}, seat1: Record<string, unknown> = {}) {
  const s = expScenario({
    players: 2, options: EXP, decks: { event: ["solar-eclipse"] }, cities: CITIES, ...extra,
    seats: [{ resources: { ideas: 2, food: 0 }, eventTracker: 1, ...seat0 }, { resources: { food: 0 }, ...seat1 }],
  });
  return play(s, 0, EVENT_ADVANCE);
}

describe("Pirates spawn (L1527, L2152)", () => {
  it("places 2 pirate ships: the first next to the drawer's city (4,0 is the only such sea), the second on any sea without player ships", () => {
    const r = draw({}, { resources: { ideas: 2, food: 1 } });
    expect(ev(r.events, "PiratesSpawned")).toEqual([expect.objectContaining({ seat: 0, hex: "4,0" })]);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "pirate-place" });
    expect((optionValues(r.state) as string[]).sort()).toEqual(["0,6", "1,1", "1,3", "1,5", "4,0", "4,2", "4,4", "5,3"]);
    // Both may go on the same space.
    const r2 = choose(r.state, "4,0");
    expect(pirates(r2.state)).toEqual(["4,0", "4,0"]);
    expect(r2.state.units[Object.values(r2.state.units)[0].id]).toMatchObject({ owner: "pirate", type: "ship" });
  });

  it("never on a sea space with a player's ship; with none free next to the drawer's cities, anywhere", () => {
    const s = expScenario({ players: 2, options: EXP, cities: CITIES, units: [...ships(1, 1, "4,0"), ...ships(0, 1, "1,1")] });
    expect(pirateSpawnHexes(s, 0, true).sort()).toEqual(["0,6", "1,3", "1,5", "4,2", "4,4", "5,3"]);
    expect(pirateSpawnHexes(s, 1, true)).toEqual(["4,4"]);
    const r = draw({ units: ships(1, 1, "4,0") });
    expect(prompt(r.state)).toMatchObject({ id: "pirate-place" });
    expect(optionValues(r.state)).not.toContain("4,0");
  });

  it("with no pirate ship left in the supply (4), the drawer takes one from the board for each ship placed", () => {
    const r = draw({ units: [...ships("pirate", 1, "1,1"), ...ships("pirate", 1, "1,3"), ...ships("pirate", 2, "0,6")] });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "pirate-take" });
    expect((optionValues(r.state) as string[]).sort()).toEqual(["0,6", "1,1", "1,3"]);
    const r2 = choose(r.state, "0,6");
    // Taken from 0,6, placed on 4,0 next to the drawer's city; the second needs another taken ship.
    expect(ev(r2.events, "UnitRemoved")[0]).toMatchObject({ owner: "pirate", hex: "0,6", reason: "pirates-respawn" });
    expect(prompt(r2.state)).toMatchObject({ id: "pirate-take" });
    expect((optionValues(r2.state) as string[]).sort()).toEqual(["0,6", "1,1", "1,3", "4,0"]);
    const r3 = choose(r2.state, "1,1");
    expect(prompt(r3.state)).toMatchObject({ id: "pirate-place" });
    // The space it came from is allowed again.
    expect(optionValues(r3.state)).toContain("1,1");
    const r4 = choose(r3.state, "1,1");
    expect(pirates(r4.state)).toEqual(["0,6", "1,1", "1,3", "4,0"]);
  });
});

describe("Pirate raid (L1531, L2153)", () => {
  it("every player with a city next to a pirate ship loses 1 resource or token of their choice, clockwise from the drawer", () => {
    const r = draw({}, { resources: { ideas: 2, food: 1, gold: 1 } }, { moodTokens: 1 });
    const r2 = choose(r.state, "4,4");
    // Seat 0 (next to 4,0) chooses among its food and gold.
    expect(prompt(r2.state)).toMatchObject({ seat: 0, id: "pirate-raid-pay" });
    expect(optionValues(r2.state)).toEqual(["food", "gold"]);
    const r3 = choose(r2.state, "gold");
    expect(r3.state.players[0].resources).toMatchObject({ food: 1, gold: 0 });
    // Seat 1 (3,5 next to 4,4) has only a mood token: it is taken without asking.
    expect(r3.state.players[1].moodTokens).toBe(0);
    expect(ev(r3.events, "Paid").map((e) => [e.seat, e.amounts, e.reason])).toEqual([[0, { gold: 1 }, "pirate-raid"], [1, { mood: 1 }, "pirate-raid"]]);
    expect(prompt(r3.state)?.id).toBe("turn");
  });

  it("a player not next to pirates loses nothing; one with nothing to lose has a city next to pirates lose a mood step", () => {
    const r = draw({ cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1, mood: "happy" }] }, { resources: { ideas: 2, food: 1 } });
    const far = choose(r.state, "1,5");
    expect(far.state.players[1].resources.food).toBe(0);
    expect(far.state.cities["3,5"].mood).toBe("happy");
    expect(ev(far.events, "PirateRaid")[0]).toMatchObject({ raided: [0] });
    const near = choose(r.state, "4,4");
    expect(near.state.cities["3,5"].mood).toBe("neutral");
    expect(ev(near.events, "CityMoodChanged")[0]).toMatchObject({ hex: "3,5", reason: "pirate-raid" });
  });

  it("nothing happens to a player with nothing to lose whose cities next to pirates are all Angry", () => {
    const r = draw({ cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1, mood: "angry" }] }, { resources: { ideas: 2, food: 1 } });
    const r2 = choose(r.state, "4,4");
    expect(ev(r2.events, "PirateRaidNoLoss")).toEqual([expect.objectContaining({ seat: 1 })]);
    expect(prompt(r2.state)?.id).toBe("turn");
  });
});

describe("the pirate zone (L1533-1537)", () => {
  it("blocks collecting from the pirates' sea space and the sea spaces next to it", () => {
    const s = expScenario({
      players: 2, options: EXP, cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1, mood: "happy" }],
      units: ships("pirate", 1, "5,3"), seats: [{}, { advances: ["fishing"] }], turn: { seat: 1 },
    });
    expect([...pirateZone(s)].sort()).toEqual(["4,4", "5,3"]);
    const options = collectOptions(s, 1, s.cities["3,5"]).map((o) => o.hex);
    expect(options).not.toContain("4,4");
    const msg = reject(s, 1, { type: "collect", city: "3,5", take: [{ hex: "4,4", kind: "food" }] }).message;
    expect(msg).toMatch(/cannot collect from 4,4/);
    const free = expScenario({ players: 2, options: EXP, cities: CITIES, units: ships("pirate", 1, "0,6"), seats: [{}, { advances: ["fishing"] }], turn: { seat: 1 } });
    expect(collectOptions(free, 1, free.cities["3,5"]).map((o) => o.hex)).toContain("4,4");
  });

  it("blocks trade routes starting in it (a ship next to pirates) or passing through it", () => {
    const spec = (units: UnitSpec[], terrain: Record<string, "water"> = {}) =>
      expScenario({ players: 2, options: EXP, cities: CITIES, units, terrain, seats: [{ advances: ["trade-routes"] }] });
    // A ship on 4,4 next to seat 1's city 3,5.
    expect(tradeRoutes(spec(ships(0, 1, "4,4")), 0)).toHaveLength(1);
    expect(tradeRoutes(spec([...ships(0, 1, "4,4"), ...ships("pirate", 1, "5,3")]), 0)).toHaveLength(0);
    // A ship on 5,3 is 2 spaces from 3,5, only through the sea 4,4; pirates on 3,4 (turned to sea) put 4,4 in their zone.
    expect(tradeRoutes(spec(ships(0, 1, "5,3"), { "3,4": "water" }), 0)).toHaveLength(1);
    expect(tradeRoutes(spec([...ships(0, 1, "5,3"), ...ships("pirate", 1, "3,4")], { "3,4": "water" }), 0)).toHaveLength(0);
  });

  it("is empty without the expansion", () => {
    const s = scenario({ players: 2, cities: CITIES, units: ships("pirate", 1, "5,3") });
    expect(pirateZone(s).size).toBe(0);
  });
});

// ---- Ships and sea battles against pirates -------------------------------------------------------------

/** Seat 0's ships on 5,3 next to pirates on 4,4; seat 1 holds Tactics and a tactics card (it rolls for the pirates). */
function seaSpec(own: number, pirateShips: number, dice: number[], extra: Partial<ScenarioSpec> = {}): CocState {
  return expScenario({
    players: 2, options: EXP, cities: CITIES,
    units: [...ships(0, own, "5,3"), ...ships("pirate", pirateShips, "4,4")],
    seats: [{ actionCards: [], moodTokens: 0, cultureTokens: 0, resources: { gold: 0 } }, { advances: ["tactics"], actionCards: ["peltasts-1"] }],
    dice, ...extra,
  });
}
const sail = (s: CocState, to: string, path?: string[]) => {
  const r = play(s, 0, { type: "move" });
  const ids = Object.values(s.units).filter((u) => u.owner === 0 && u.type === "ship").map((u) => u.id);
  return play(r.state, 0, { type: "move-group", units: ids, to, ...(path ? { path } : {}) } as Move);
};

describe("ships and pirates (L1537, L1539-1543)", () => {
  it("ships cannot sail through a pirate space: the route must stop there", () => {
    // 3,4 turned to sea is reachable from 5,3 only through the pirates on 4,4.
    const s = seaSpec(1, 1, [], { terrain: { "3,4": "water" } });
    const r = play(s, 0, { type: "move" });
    expect(reject(r.state, 0, { type: "move-group", units: [1], to: "3,4", path: ["4,4", "3,4"] }).message).toMatch(/must stop at a space with enemy ships/);
    expect(reject(r.state, 0, { type: "move-group", units: [1], to: "3,4" }).message).toMatch(/cannot reach/);
  });

  it("entering a pirate space starts a sea battle; the next seat rolls for the pirates and plays no card; 1 gold + 1 mood or culture token per pirate ship destroyed", () => {
    // Seat 0: 6 + 6 = 12 → 2 hits; pirates: 1 + 1 → none.
    const r = sail(seaSpec(2, 2, [11, 12, 1, 2]), "4,4");
    expect(ev(r.events, "BattleStarted")[0]).toMatchObject({ hex: "4,4", kind: "sea", attacker: 0, defender: "pirate", controllers: [0, 1] });
    expect(ev(r.events, "CombatRoll")[1]).toMatchObject({ owner: "pirate", roller: 1, value: 2 });
    expect(ev(r.events, "TacticsCardPlayed")).toHaveLength(0);
    expect(ev(r.events, "BattleEnded")[0]).toMatchObject({ winner: 0, defenderLosses: ["ship", "ship"] });
    expect(r.state.players[0].resources.gold).toBe(2);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "pirate-reward" });
    expect(optionValues(r.state)).toEqual(["mood", "culture"]);
    const r2 = choose(r.state, "mood");
    expect(prompt(r2.state)).toMatchObject({ seat: 0, id: "pirate-reward" });
    const r3 = choose(r2.state, "culture");
    expect(r3.state.players[0]).toMatchObject({ moodTokens: 1, cultureTokens: 1 });
    expect(prompt(r3.state)).toMatchObject({ seat: 0, id: "turn" });
  });

  it("rewards destroyed pirate ships even when the player loses the battle", () => {
    // Seat 0's single ship: 6 → 1 hit; the 2 pirates: 6 + 6 → 2 hits.
    const r = sail(seaSpec(1, 2, [11, 12, 12]), "4,4");
    expect(ev(r.events, "BattleEnded")[0]).toMatchObject({ winner: "pirate", attackerLosses: ["ship"], defenderLosses: ["ship"] });
    expect(r.state.players[0].resources.gold).toBe(1);
    const r2 = choose(r.state, "culture");
    expect(r2.state.players[0].cultureTokens).toBe(1);
    expect(pirates(r2.state)).toEqual(["4,4"]);
  });

  it("no reward when no pirate ship is destroyed; the attacker may retreat from pirates", () => {
    const r = sail(seaSpec(1, 1, [1, 1]), "4,4");
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "battle-retreat" });
    const back = play(r.state, 0, { type: "combat-retreat", retreat: true });
    expect(back.state.units[1].hex).toBe("5,3");
    expect(back.state.players[0].resources.gold).toBe(0);
    expect(prompt(back.state)?.id).not.toBe("pirate-reward");
  });

  it("recruiting a ship onto a port space with pirates starts a sea battle that cannot be retreated from (L1539, L825)", () => {
    const s = expScenario({
      players: 2, options: EXP,
      cities: [{ hex: "3,0", owner: 0, mood: "happy", buildings: { port: 0 }, portHex: "4,0" }, { hex: "3,5", owner: 1 }],
      units: ships("pirate", 1, "4,0"),
      seats: [{ resources: { wood: 2, gold: 0 }, actionCards: [] }],
      dice: [1, 1, 11, 1],
    });
    const r = play(s, 0, { type: "recruit", city: "3,0", units: ["ship"], payment: { wood: 2 } });
    expect(ev(r.events, "BattleStarted")[0]).toMatchObject({ hex: "4,0", kind: "sea", attacker: 0, defender: "pirate" });
    // Round 1: no hits, no retreat asked; round 2: 6 → the pirate ship sinks.
    expect(ev(r.events, "CombatRoundStarted")).toHaveLength(2);
    expect(pirates(r.state)).toEqual([]);
    expect(r.state.players[0].resources.gold).toBe(1);
    expect(prompt(r.state)).toMatchObject({ id: "pirate-reward" });
  });
});
