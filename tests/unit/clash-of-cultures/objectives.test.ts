import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../engine/core/types.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { OBJECTIVE_CARDS, OBJECTIVES, type ObjectiveDef, type ObjectiveId, type UnitTypeId } from "../../../engine/games/clash-of-cultures/data/index.ts";
import { startBattle } from "../../../engine/games/clash-of-cultures/combat/battle.ts";
import { fireHook } from "../../../engine/games/clash-of-cultures/base/flow.ts";
import { battleObjectives, statusWays, type BattleReport } from "../../../engine/games/clash-of-cultures/cards/objective-checks.ts";
import { victoryPoints } from "../../../engine/games/clash-of-cultures/turn/scoring.ts";
import type { CocState, Owner } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { scenario, play, reject, type ScenarioSpec, within } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";

// 2-player board: seat 0's starting city on 3,0, seat 1's on 3,5 (both fertile, start regions).
type Spec = Partial<ScenarioSpec>;
type U = { owner: Owner; type: UnitTypeId; hex: string; carriedBy?: number };

function game(spec: Spec = {}): CocState {
  const seats = [0, 1].map((i) => ({ actionCards: [] as string[], objectiveCards: [] as string[], ...(spec.seats?.[i] ?? {}) }));
  return scenario({ players: 2, options: { events: "none" }, ...spec, seats });
}

const DEF = new Map<string, ObjectiveDef>((OBJECTIVES as readonly ObjectiveDef[]).map((o) => [o.id, o]));
const ways = (s: CocState, id: ObjectiveId, seat = 0) => statusWays(s, seat, DEF.get(id)!);
const units = (owner: Owner, type: UnitTypeId, hexes: string[]): U[] => hexes.map((hex) => ({ owner, type, hex }));
const prompt = (s: CocState) => coc.pending(s)[0];
const ev = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
const home = [{ hex: "3,0", owner: 0 as Owner }, { hex: "3,5", owner: 1 as Owner }];


function report(r: Partial<BattleReport>): BattleReport {
  return {
    hex: "3,1", kind: "land", attacker: 0, defender: 1, winner: 0, attackerLosses: [], defenderLosses: [],
    attackerUnitsAtStart: [], defenderUnitsAtStart: [], cityDefended: false, captured: false, ...r,
  };
}

const inf = (n: number): UnitTypeId[] => Array.from({ length: n }, () => "infantry");

describe("objective data (L1136-1150)", () => {
  it("has 66 objectives on 38 cards, 32 of them in the base game", () => {
    expect(OBJECTIVES).toHaveLength(66);
    expect(OBJECTIVE_CARDS).toHaveLength(38);
    expect(OBJECTIVE_CARDS.filter((c) => !c.expansion)).toHaveLength(32);
  });
});

describe("status-phase objectives: conditions", () => {
  const categoryCases: [ObjectiveId, string[]][] = [
    ["city-planner", ["engineering", "sanitation", "roads"]],
    ["culture-focus", ["arts", "sports", "monuments", "theaters"]],
    ["education-lead", ["writing", "public-education", "free-education", "philosophy"]],
    ["militarized", ["tactics", "siegecraft", "steel-weapons", "draft"]],
    ["science-focus", ["math", "astronomy", "medicine", "metallurgy"]],
    ["seafarers", ["fishing", "navigation", "war-ships", "cartography"]],
    ["trade-focus", ["bartering", "taxes", "trade-routes", "currency"]],
  ];
  it.each(categoryCases)("%s: all four advances of the category", (id, advances) => {
    expect(ways(game({ seats: [{ advances: advances as never }] }), id)).toBe(1);
    expect(ways(game({ seats: [{ advances: advances.slice(1) as never }] }), id)).toBe(0);
  });

  const leadCases: [ObjectiveId, string][] = [
    ["coastal-culture", "port"], ["fortifications", "fortress"], ["religious-fervor", "temple"], ["scientific-lead", "academy"],
    ["legacy", "obelisk"], ["star-gazers", "observatory"], ["traders", "market"],
  ];
  it.each(leadCases)("%s: more cities with a %s than every other player", (id, building) => {
    const lead = game({ cities: [{ hex: "3,0", owner: 0, buildings: { [building]: 1 } }, { hex: "3,5", owner: 1 }] });
    expect(ways(lead, id)).toBe(1);
    const tie = game({ cities: [{ hex: "3,0", owner: 0, buildings: { [building]: 0 } }, { hex: "3,5", owner: 1, buildings: { [building]: 1 } }] });
    expect(ways(tie, id)).toBe(0);
  });

  it.each([["eureka!", "eureka", "ideas"], ["food supplies", "food-supplies", "food"], ["ore supplies", "ore-supplies", "ore"], ["wealth", "wealth", "gold"], ["wood supplies", "wood-supplies", "wood"]] as const)(
    "%s: at least 5 %s", (_n, id, resource) => {
      expect(ways(game({ seats: [{ resources: { [resource]: 5 } }] }), id)).toBe(1);
      expect(ways(game({ seats: [{ resources: { [resource]: 4 } }] }), id)).toBe(0);
    });

  it("advanced culture: at least 6 advances and more than everyone", () => {
    expect(ways(game({ seats: [{ advances: ["storage", "myths", "arts", "fishing"] }] }), "advanced-culture")).toBe(1);
    expect(ways(game({ seats: [{ advances: ["storage", "myths", "arts", "fishing"] }, { advances: ["storage", "myths", "arts", "fishing"] }] }), "advanced-culture")).toBe(0);
    expect(ways(game({ seats: [{ advances: ["storage", "myths", "arts"] }] }), "advanced-culture")).toBe(0);
  });

  it("architecture: 4 building types of your colour in your cities", () => {
    expect(ways(game({ cities: [{ hex: "3,0", owner: 0, buildings: { academy: 0, fortress: 0, temple: 0 } }, { hex: "2,2", owner: 0, buildings: { port: 0 } }, { hex: "3,5", owner: 1 }] }), "architecture")).toBe(1);
    expect(ways(game({ cities: [{ hex: "3,0", owner: 0, buildings: { academy: 0, fortress: 0, temple: 0, port: 1 } }, { hex: "3,5", owner: 1 }] }), "architecture")).toBe(0);
  });

  it("colony: a city 5+ spaces from the starting city, not right after City Founder", () => {
    const s = game({ cities: [...home, { hex: "1,6", owner: 0 }] });
    expect(ways(s, "colony")).toBe(1);
    expect(ways(game(), "colony")).toBe(0);
    s.cards = { assassinated: [], truces: [], battles: [], draftRecruits: [], wondersBuilt: [], cityFounder: [{ seat: 0, age: s.age, round: s.round }] };
    expect(ways(s, "colony")).toBe(0);
  });

  it("consulate and culture power: buildings in other players' cities", () => {
    const two = game({ cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1, buildings: { temple: 0 } }, { hex: "0,2", owner: 1, buildings: { academy: 0 } }] });
    expect(ways(two, "consulate")).toBe(1);
    expect(ways(two, "culture-power")).toBe(1);
    const one = game({ cities: [{ hex: "3,0", owner: 0, buildings: { temple: 1 } }, { hex: "3,5", owner: 1, buildings: { temple: 0 } }] });
    expect(ways(one, "consulate")).toBe(0);
    expect(ways(one, "culture-power")).toBe(0);
  });

  it("diversified research: advances in 9 categories", () => {
    const nine = ["farming", "mining", "fishing", "writing", "tactics", "myths", "bartering", "arts", "math"];
    expect(ways(game({ seats: [{ advances: nine as never }] }), "diversified-research")).toBe(1);
    expect(ways(game({ seats: [{ advances: nine.slice(0, 8) as never }] }), "diversified-research")).toBe(0);
  });

  it("expansionist: 4 cities without a neighbouring city", () => {
    const spread = [...home, { hex: "0,2", owner: 0 as Owner }, { hex: "6,-1", owner: 0 as Owner }, { hex: "0,4", owner: 0 as Owner }];
    expect(ways(game({ cities: spread }), "expansionist")).toBe(1);
    expect(ways(game({ cities: [...spread.slice(0, 4), { hex: "4,-1", owner: 0 }] }), "expansionist")).toBe(0);
  });

  it("goal focused: more complete categories than everyone", () => {
    expect(ways(game({ seats: [{ advances: ["storage", "irrigation", "husbandry"] }] }), "goal-focused")).toBe(1);
    expect(ways(game({ seats: [{ advances: ["storage", "irrigation", "husbandry"] }, { advances: ["engineering", "sanitation", "roads"] }] }), "goal-focused")).toBe(0);
  });

  it("government: all four advances of one government", () => {
    expect(ways(game({ seats: [{ advances: ["philosophy", "voting", "separation-of-power", "civil-liberties", "free-economy"] }] }), "government")).toBe(1);
    expect(ways(game({ seats: [{ advances: ["philosophy", "voting", "separation-of-power", "civil-liberties"] }] }), "government")).toBe(0);
  });

  it("happy population: 4 Happy cities", () => {
    const cities = (mood: "happy" | "neutral") => [...home.map((c) => ({ ...c, mood: "happy" as const })), ...["0,2", "6,-1", "0,4"].map((hex, i) => ({ hex, owner: 0 as Owner, mood: i === 2 ? mood : "happy" as const }))];
    expect(ways(game({ cities: cities("happy") }), "happy-population")).toBe(1);
    expect(ways(game({ cities: cities("neutral") }), "happy-population")).toBe(0);
  });

  it("high culture (expansion) is not fulfilled without the expansion's leader bookkeeping", () => {
    expect(ways(game({ seats: [{ advances: ["aqueduct", "roman-roads", "captivi", "provinces"] }] }), "high-culture")).toBe(0);
  });

  it("horse power and ivory tower: cavalry / elephants on 3 hexes", () => {
    expect(ways(game({ units: units(0, "cavalry", ["3,1", "2,2", "0,2"]) }), "horse-power")).toBe(1);
    expect(ways(game({ units: units(0, "cavalry", ["3,1", "3,1", "0,2"]) }), "horse-power")).toBe(0);
    expect(ways(game({ units: units(0, "elephant", ["3,1", "2,2", "0,2"]) }), "ivory-tower")).toBe(1);
    expect(ways(game({ units: units(0, "elephant", ["3,1", "2,2"]) }), "ivory-tower")).toBe(0);
  });

  it("large army: 4 more army units than everyone", () => {
    expect(ways(game({ units: [...units(0, "infantry", ["3,1", "3,1", "3,1", "2,2", "2,2"]), ...units(1, "infantry", ["3,5"])] }), "large-army")).toBe(1);
    expect(ways(game({ units: [...units(0, "infantry", ["3,1", "3,1", "3,1", "2,2"]), ...units(1, "infantry", ["3,5"])] }), "large-army")).toBe(0);
  });

  it("large civilization: 6 cities; metropolis: a size-5 city", () => {
    const six = [...home, ...["0,2", "6,-1", "0,4", "2,2", "6,1"].map((hex) => ({ hex, owner: 0 as Owner }))];
    expect(ways(game({ cities: six }), "large-civilization")).toBe(1);
    expect(ways(game({ cities: six.slice(0, 6) }), "large-civilization")).toBe(0);
    expect(ways(game({ cities: [{ hex: "3,0", owner: 0, buildings: { academy: 0, fortress: 0, temple: 0, port: 0 } }, { hex: "3,5", owner: 1 }] }), "metropolis")).toBe(1);
    expect(ways(game({ cities: [{ hex: "3,0", owner: 0, buildings: { academy: 0, fortress: 0, temple: 0 } }, { hex: "3,5", owner: 1 }] }), "metropolis")).toBe(0);
  });

  it("large fleet: 4 ships, or 2 ships and more than everyone", () => {
    expect(ways(game({ units: units(0, "ship", ["4,0", "4,0", "1,1", "1,1"]) }), "large-fleet")).toBe(1);
    expect(ways(game({ units: [...units(0, "ship", ["4,0", "4,0"]), ...units(1, "ship", ["4,4"])] }), "large-fleet")).toBe(1);
    expect(ways(game({ units: [...units(0, "ship", ["4,0", "4,0"]), ...units(1, "ship", ["4,4", "4,4"])] }), "large-fleet")).toBe(0);
  });

  it("magnificent culture in the status phase: a wonder built during the last round", () => {
    const s = game({ round: 3 });
    expect(ways(s, "magnificent-culture")).toBe(0);
    s.cards = { assassinated: [], truces: [], battles: [], draftRecruits: [], wondersBuilt: [{ seat: 0, age: 1, round: 3 }], cityFounder: [] };
    expect(ways(s, "magnificent-culture")).toBe(1);
    s.cards.wondersBuilt = [{ seat: 0, age: 1, round: 2 }];
    expect(ways(s, "magnificent-culture")).toBe(0);
  });

  it("migration and outpost: settlers / army units on 3 hexes away from your cities", () => {
    expect(ways(game({ units: units(0, "settler", ["3,2", "0,2", "6,1"]) }), "migration")).toBe(1);
    expect(ways(game({ units: units(0, "settler", ["3,1", "0,2", "6,1"]) }), "migration")).toBe(0);
    expect(ways(game({ units: units(0, "infantry", ["3,2", "0,2", "6,1"]) }), "outpost")).toBe(1);
    expect(ways(game({ units: units(0, "infantry", ["3,2", "0,2"]) }), "outpost")).toBe(0);
  });

  it("military might: 12 army units and ships; standing army: army units in 4 of your cities", () => {
    const twelve = [...units(0, "infantry", ["3,1", "3,1", "3,1", "3,1", "2,2", "2,2", "2,2", "2,2", "0,2", "0,2"]), ...units(0, "ship", ["4,0", "4,0"])];
    expect(ways(game({ units: twelve }), "military-might")).toBe(1);
    expect(ways(game({ units: twelve.slice(1) }), "military-might")).toBe(0);
    const cities = [...home, ...["0,2", "6,-1", "0,4"].map((hex) => ({ hex, owner: 0 as Owner }))];
    expect(ways(game({ cities, units: units(0, "infantry", ["3,0", "0,2", "6,-1", "0,4"]) }), "standing-army")).toBe(1);
    expect(ways(game({ cities, units: units(0, "infantry", ["3,0", "0,2", "6,-1", "6,-1"]) }), "standing-army")).toBe(0);
  });

  it("optimized storage: 3 food, 3 wood and 3 ore", () => {
    expect(ways(game({ seats: [{ resources: { food: 3, wood: 3, ore: 3 } }] }), "optimized-storage")).toBe(1);
    expect(ways(game({ seats: [{ resources: { food: 2, wood: 3, ore: 3 } }] }), "optimized-storage")).toBe(0);
  });

  it("sea blockade: units on the port hexes of 2 other players' cities", () => {
    const cities = [{ hex: "3,0", owner: 0 as Owner }, { hex: "3,5", owner: 1 as Owner, buildings: { port: 1 as Owner }, portHex: "4,4" }, { hex: "2,2", owner: 1 as Owner, buildings: { port: 1 as Owner }, portHex: "1,3" }];
    expect(ways(game({ cities, units: units(0, "ship", ["4,4", "1,3"]) }), "sea-blockade")).toBe(1);
    expect(ways(game({ cities, units: units(0, "ship", ["4,4", "4,4"]) }), "sea-blockade")).toBe(0);
  });

  it("trade power and shipping routes: trade routes you could form (Trade Routes needed)", () => {
    const cities = [{ hex: "3,0", owner: 0 as Owner }, { hex: "3,5", owner: 1 as Owner }, { hex: "2,2", owner: 1 as Owner }, { hex: "6,1", owner: 1 as Owner }];
    const spec = (advances: string[], u: U[]) => game({ cities, units: u, seats: [{ advances: advances as never }] });
    const three = units(0, "settler", ["3,4", "2,1", "5,1"]);
    expect(ways(spec(["bartering", "trade-routes"], three), "trade-power")).toBe(1);
    expect(ways(spec([], three), "trade-power")).toBe(0);
    expect(ways(spec(["bartering", "trade-routes"], three.slice(0, 2)), "trade-power")).toBe(0);
    expect(ways(spec(["bartering", "trade-routes"], units(0, "ship", ["4,4", "1,3"])), "shipping-routes")).toBe(1);
    expect(ways(spec(["bartering", "trade-routes"], [...units(0, "ship", ["4,4"]), ...units(0, "settler", ["2,1"])]), "shipping-routes")).toBe(0);
  });

  it("threat: 4 army units next to other players' cities", () => {
    expect(ways(game({ units: units(0, "infantry", ["2,6", "2,6", "4,5", "3,4"]) }), "threat")).toBe(1);
    expect(ways(game({ units: units(0, "infantry", ["2,6", "2,6", "4,5", "3,3"]) }), "threat")).toBe(0);
  });

  it("versatility: a unit of each of the 6 types", () => {
    const all = (["settler", "infantry", "cavalry", "elephant", "leader"] as UnitTypeId[]).map((type) => ({ owner: 0 as Owner, type, hex: "3,1" }));
    expect(ways(game({ units: [...all, { owner: 0, type: "ship", hex: "4,0" }] }), "versatility")).toBe(1);
    expect(ways(game({ units: all }), "versatility")).toBe(0);
  });
});

describe("instant objectives: battles", () => {
  const s = game({ cities: [...home, { hex: "3,1", owner: 1, wonders: [{ id: "great-wall", builder: 1 }], buildings: { academy: 1, temple: 1, fortress: 1, port: 1 } }] });
  const has = (r: Partial<BattleReport>, id: string, seat = 0, st = s) => battleObjectives(st, seat, report(r)).has(id);

  it("aggressor: win a land battle as attacker destroying 2 army units", () => {
    expect(has({ defenderLosses: inf(2) }, "aggressor")).toBe(true);
    expect(has({ defenderLosses: inf(1) }, "aggressor")).toBe(false);
    expect(has({ attacker: 1, defender: 0, attackerLosses: inf(2) }, "aggressor")).toBe(false);
  });
  it("general: destroy 3 army units in one land battle (winning not needed)", () => {
    expect(has({ winner: 1, defenderLosses: inf(3) }, "general")).toBe(true);
    expect(has({ defenderLosses: ["infantry", "infantry", "settler"] }, "general")).toBe(false);
  });
  it("great battle: 6 army units on both sides together", () => {
    expect(has({ winner: 1, attackerUnitsAtStart: inf(3), defenderUnitsAtStart: inf(3) }, "great-battle")).toBe(true);
    expect(has({ attackerUnitsAtStart: inf(3), defenderUnitsAtStart: ["infantry", "infantry", "settler"] }, "great-battle")).toBe(false);
  });
  it("conqueror: capture a player's city defended by an army unit or a Fortress", () => {
    expect(has({ captured: true, defenderUnitsAtStart: inf(1) }, "conqueror")).toBe(true);
    const plain = game({ cities: [...home, { hex: "3,1", owner: 0 }] });
    expect(has({ captured: true }, "conqueror", 0, plain)).toBe(false);
    expect(has({ captured: true, defender: "barbarian", defenderUnitsAtStart: inf(1) }, "conqueror", 0, plain)).toBe(false);
    expect(has({ captured: true }, "conqueror")).toBe(true); // the captured city has a Fortress
  });
  it("barbarian conquest: capture a barbarian city defended by 2 army units", () => {
    expect(has({ captured: true, defender: "barbarian", defenderUnitsAtStart: inf(2) }, "barbarian-conquest")).toBe(true);
    expect(has({ captured: true, defender: "barbarian", defenderUnitsAtStart: inf(1) }, "barbarian-conquest")).toBe(false);
  });
  it("naval assault: capture a player's city with units landed from ships", () => {
    expect(has({ captured: true, disembarked: true }, "naval-assault")).toBe(true);
    expect(has({ captured: true }, "naval-assault")).toBe(false);
  });
  it("resistance: win a battle for a city against barbarians who lose 2 units", () => {
    expect(has({ attacker: "barbarian", defender: 0, winner: 0, attackerLosses: inf(2), cityDefended: true }, "resistance")).toBe(true);
    expect(has({ attacker: "barbarian", defender: 0, winner: 0, attackerLosses: inf(1), cityDefended: true }, "resistance")).toBe(false);
  });
  it("bold and defiance: win with fewer fighting units (bold also with fewer Warfare advances)", () => {
    expect(has({ attackerUnitsAtStart: inf(1), defenderUnitsAtStart: inf(2) }, "bold")).toBe(true);
    expect(has({ attackerUnitsAtStart: inf(1), defenderUnitsAtStart: inf(2) }, "defiance")).toBe(true);
    const warfare = game({ seats: [{}, { advances: ["tactics"] }] });
    expect(has({ attackerUnitsAtStart: inf(2), defenderUnitsAtStart: inf(1) }, "bold", 0, warfare)).toBe(true);
    expect(has({ attackerUnitsAtStart: inf(2), defenderUnitsAtStart: inf(1) }, "defiance", 0, warfare)).toBe(false);
    expect(has({ winner: 1, attackerUnitsAtStart: inf(1), defenderUnitsAtStart: inf(2) }, "bold")).toBe(false);
    expect(has({ defender: "barbarian", attackerUnitsAtStart: inf(1), defenderUnitsAtStart: inf(2) }, "defiance")).toBe(false);
  });
  it("legendary battle: attack a size-5 city with a wonder with 3 units", () => {
    expect(has({ winner: 1, attackerUnitsAtStart: inf(3) }, "legendary-battle")).toBe(true);
    expect(has({ winner: 1, attackerUnitsAtStart: inf(2) }, "legendary-battle")).toBe(false);
  });
  it("scavenger: destroy a settler or ship that could have formed a trade route for its owner", () => {
    const tr = game({ seats: [{}, { advances: ["bartering", "trade-routes"] }] });
    expect(has({ hex: "3,1", defenderLosses: ["settler"] }, "scavenger", 0, tr)).toBe(true);
    expect(has({ hex: "3,1", defenderLosses: ["settler"] }, "scavenger", 0, game())).toBe(false);
  });
  it("expansion battle objectives: brutus, great commander, trample, sea cleansing", () => {
    expect(has({ defenderLosses: ["leader", "infantry", "infantry"] }, "brutus")).toBe(true);
    expect(has({ defenderLosses: ["leader", "infantry"] }, "brutus")).toBe(false);
    expect(has({ attackerUnitsAtStart: ["leader", "infantry"], defenderUnitsAtStart: inf(2) }, "great-commander")).toBe(true);
    expect(has({ attackerUnitsAtStart: ["leader", "infantry", "infantry"], defenderUnitsAtStart: inf(2) }, "great-commander")).toBe(false);
    expect(has({ attackerUnitsAtStart: ["cavalry"], defenderUnitsAtStart: inf(1) }, "trample")).toBe(true);
    expect(has({ attackerUnitsAtStart: ["cavalry"], attackerLosses: ["cavalry"], defenderUnitsAtStart: inf(1) }, "trample")).toBe(false);
    const sea = { kind: "sea" as const, defender: "pirate" as Owner, attackerUnitsAtStart: ["ship"] as UnitTypeId[], defenderUnitsAtStart: ["ship"] as UnitTypeId[] };
    expect(battleObjectives(s, 0, report(sea), [{ seat: 0, hex: "4,0", kind: "sea", won: true, vs: "pirate" }]).has("sea-cleansing")).toBe(true);
    expect(battleObjectives(s, 0, report(sea), []).has("sea-cleansing")).toBe(false);
  });
  it("warmonger: land battles on 2 hexes in one turn, one of them won", () => {
    const earlier = [{ seat: 0, hex: "2,2", kind: "land" as const, won: false, vs: 1 as Owner }];
    expect(battleObjectives(s, 0, report({}), earlier).has("warmonger")).toBe(true);
    expect(battleObjectives(s, 0, report({ winner: 1 }), earlier).has("warmonger")).toBe(false);
    expect(battleObjectives(s, 0, report({ hex: "2,2" }), earlier).has("warmonger")).toBe(false);
    expect(battleObjectives(s, 0, report({}), []).has("warmonger")).toBe(false);
  });
});

describe("completing instant objectives", () => {
  it("a real capture offers the holder its Conqueror cards; only one per fulfilment, another name may join", () => {
    const s = game({
      cities: [...home, { hex: "3,1", owner: 1, buildings: { fortress: 1 } }],
      units: [...units(0, "infantry", ["3,1", "3,1", "3,1"])],
      seats: [{ objectiveCards: ["scientific-lead-or-conqueror", "happy-population-or-conqueror", "seafarers-or-aggressor"] }],
    });
    let r = within(s, (ctx) => startBattle(ctx, { hex: "3,1", attacker: 0, attackers: [1, 2, 3], from: "2,1", kind: "land" }));
    expect(r.state.cities["3,1"].owner).toBe(0);
    for (let i = 0; i < 4 && prompt(r.state).id !== "objective-offer"; i++) {
      const p = prompt(r.state);
      r = play(r.state, p.seat, coc.legalMoves(r.state, p.seat)[0]);
    }
    const offer = prompt(r.state);
    expect(offer).toMatchObject({ seat: 0, id: "objective-offer", min: 0 });
    expect(offer.kind === "choose" && offer.options.map((o) => o.value)).toEqual(["scientific-lead-or-conqueror/conqueror", "happy-population-or-conqueror/conqueror"]);
    // The offer's cards are secret.
    expect(JSON.stringify(coc.view(r.state, 1).stack)).not.toContain("conqueror");
    r = play(r.state, 0, { type: "complete-objective", card: "happy-population-or-conqueror", objective: "conqueror" });
    expect(r.state.players[0].completedObjectives).toEqual([{ card: "happy-population-or-conqueror", objective: "conqueror" }]);
    expect(ev(r.events, "ObjectiveCompleted")[0]).toMatchObject({ seat: 0, objective: "conqueror" });
    expect(prompt(r.state).id).not.toBe("objective-offer");
    expect(victoryPoints(r.state, 0).objectives).toBe(2);
  });

  it("the same name is completed once per fulfilment, and a declined offer is gone", () => {
    const s = game({ seats: [{ objectiveCards: ["religious-fervor-or-general", "metropolis-or-general", "city-planner-or-great-battle"] }] });
    let r = within(s, (ctx) => fireHook(ctx, "battle-ended", report({ defenderLosses: inf(3), attackerUnitsAtStart: inf(4), defenderUnitsAtStart: inf(3) })));
    const offer = prompt(r.state);
    expect(offer.kind === "choose" && offer.options.map((o) => o.value)).toEqual([
      "religious-fervor-or-general/general", "metropolis-or-general/general", "city-planner-or-great-battle/great-battle",
    ]);
    r = play(r.state, 0, { type: "complete-objective", card: "metropolis-or-general", objective: "general" });
    const again = reject(r.state, 0, { type: "complete-objective", card: "religious-fervor-or-general", objective: "general" });
    expect(again.message).toMatch(/same name/);
    r = play(r.state, 0, { type: "complete-objective", card: "city-planner-or-great-battle", objective: "great-battle" });
    expect(r.state.players[0].completedObjectives.map((c) => c.objective)).toEqual(["general", "great-battle"]);
    expect(r.state.stack.at(-1)!.kind).toBe("turn");
    // Declining: nothing is completed.
    const d = within(s, (ctx) => fireHook(ctx, "battle-ended", report({ defenderLosses: inf(3) })));
    const declined = play(d.state, 0, { type: "complete-objective", card: null, objective: null });
    expect(declined.state.players[0].completedObjectives).toEqual([]);
  });

  it("two captures fulfil two Conqueror cards", () => {
    const s = game({ cities: [...home, { hex: "3,1", owner: 0 }], seats: [{ objectiveCards: ["scientific-lead-or-conqueror", "happy-population-or-conqueror"] }] });
    const cap = report({ captured: true, defenderUnitsAtStart: inf(1) });
    let r = within(s, (ctx) => fireHook(ctx, "battle-ended", cap));
    r = play(r.state, 0, { type: "complete-objective", card: "scientific-lead-or-conqueror", objective: "conqueror" });
    r = within(r.state, (ctx) => fireHook(ctx, "battle-ended", cap));
    r = play(r.state, 0, { type: "complete-objective", card: "happy-population-or-conqueror", objective: "conqueror" });
    expect(r.state.players[0].completedObjectives).toHaveLength(2);
  });

  it("city founder: found a city 5+ spaces from the starting city", () => {
    const s = game({ units: units(0, "settler", ["1,6"]), seats: [{ objectiveCards: ["city-founder-or-resistance"] }] });
    let r = play(s, 0, { type: "found-city", unit: 1 });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "objective-offer" });
    r = play(r.state, 0, { type: "complete-objective", card: "city-founder-or-resistance", objective: "city-founder" });
    expect(r.state.cards!.cityFounder).toEqual([{ seat: 0, age: 1, round: 1 }]);
    const near = game({ units: units(0, "settler", ["2,2"]), seats: [{ objectiveCards: ["city-founder-or-resistance"] }] });
    expect(prompt(play(near, 0, { type: "found-city", unit: 1 }).state).id).toBe("turn");
  });

  it("draft: recruit with Draft twice in one turn", () => {
    const s = game({ seats: [{ objectiveCards: ["large-civilization-or-draft"] }] });
    let r = within(s, (ctx) => fireHook(ctx, "units-recruited", { seat: 0, hex: "3,0", units: ["infantry"], draft: true, sanitation: false }));
    expect(prompt(r.state).id).toBe("turn");
    r = within(r.state, (ctx) => fireHook(ctx, "units-recruited", { seat: 0, hex: "3,0", units: ["infantry"], draft: false, sanitation: false }));
    expect(prompt(r.state).id).toBe("turn");
    r = within(r.state, (ctx) => fireHook(ctx, "units-recruited", { seat: 0, hex: "3,0", units: ["infantry"], draft: true, sanitation: false }));
    expect(prompt(r.state)).toMatchObject({ id: "objective-offer", seat: 0 });
  });

  it("magnificent culture: build a wonder", () => {
    const s = game({ seats: [{ objectiveCards: ["magnificent-culture-or-outpost"] }] });
    const r = within(s, (ctx) => fireHook(ctx, "wonder-built", { seat: 0, hex: "3,0", wonder: "great-wall" }));
    expect(prompt(r.state)).toMatchObject({ id: "objective-offer", seat: 0 });
    expect(r.state.cards!.wondersBuilt).toEqual([{ seat: 0, age: 1, round: 1 }]);
  });

  it("terror regime completes itself when 4 of the holder's cities are Angry", () => {
    const angry = ["3,0", "0,2", "6,-1", "0,4"].map((hex) => ({ hex, owner: 0 as Owner, mood: "angry" as const }));
    const s = game({ cities: [...angry, { hex: "3,5", owner: 1 }], seats: [{ objectiveCards: ["shipping-routes-or-terror-regime"] }], turn: { seat: 0, actionsLeft: 0 } });
    const r = play(s, 0, { type: "end-turn" });
    expect(r.state.players[0].completedObjectives).toEqual([{ card: "shipping-routes-or-terror-regime", objective: "terror-regime" }]);
    const three = game({ cities: [...angry.slice(0, 3), { hex: "3,5", owner: 1 }], seats: [{ objectiveCards: ["shipping-routes-or-terror-regime"] }], turn: { seat: 0, actionsLeft: 0 } });
    expect(play(three, 0, { type: "end-turn" }).state.players[0].completedObjectives).toEqual([]);
  });
});

describe("status phase step 1 (L1076-1082)", () => {
  /** Seat 1 ends the last turn of round 3 of age 1, which starts the status phase. */
  function toStatus(spec: Spec): { state: CocState; events: GameEvent[] } {
    const s = game({ ...spec, turn: { seat: 1, actionsLeft: 0 }, round: 3 });
    s.firstPlayer = 0;
    s.turnInRound = 1;
    return play(s, 1, { type: "end-turn" });
  }

  it("the player completes any of their status objectives one at a time, paying where needed", () => {
    let r = toStatus({ seats: [{ objectiveCards: ["eureka-or-defiance", "wealth-or-large-fleet", "ore-supplies-or-large-army"], resources: { ideas: 6, gold: 3 } }] });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "objective-offer" });
    expect(coc.legalMoves(r.state, 0)).toEqual([
      { type: "complete-objective", card: null, objective: null },
      { type: "complete-objective", card: "eureka-or-defiance", objective: "eureka" },
    ]);
    expect(reject(r.state, 0, { type: "complete-objective", card: "wealth-or-large-fleet", objective: "wealth" }).message).toMatch(/not met/);
    r = play(r.state, 0, { type: "complete-objective", card: "eureka-or-defiance", objective: "eureka" });
    expect(r.state.players[0].resources.ideas).toBe(4);
    expect(r.state.players[0].completedObjectives).toEqual([{ card: "eureka-or-defiance", objective: "eureka" }]);
    // Nothing else can be completed: the step goes on to the next player / step.
    expect(prompt(r.state).id).not.toBe("objective-offer");
  });

  it("same-named objectives must be fulfilled in different ways: one Government per complete government", () => {
    const gov = ["philosophy", "voting", "separation-of-power", "civil-liberties", "free-economy"];
    let r = toStatus({ seats: [{ objectiveCards: ["government-or-barbarian-conquest", "government-or-aggressor"], advances: gov as never }] });
    r = play(r.state, 0, { type: "complete-objective", card: "government-or-aggressor", objective: "government" });
    expect(r.state.players[0].completedObjectives).toHaveLength(1);
    expect(prompt(r.state).id).not.toBe("objective-offer");
  });

  it("Standing Army and Military Might cannot both be completed in one status phase", () => {
    const cities = [...home, ...["0,2", "6,-1", "0,4"].map((hex) => ({ hex, owner: 0 as Owner }))];
    const army = units(0, "infantry", ["3,0", "3,0", "3,0", "0,2", "0,2", "0,2", "6,-1", "6,-1", "6,-1", "0,4", "0,4", "0,4"]);
    let r = toStatus({ cities, units: army, seats: [{ objectiveCards: ["food-supplies-or-standing-army", "expansionist-or-military-might"] }] });
    expect(coc.legalMoves(r.state, 0).map((m) => m.objective)).toEqual([null, "standing-army", "expansionist", "military-might"]);
    r = play(r.state, 0, { type: "complete-objective", card: "food-supplies-or-standing-army", objective: "standing-army" });
    expect(coc.legalMoves(r.state, 0).map((m) => m.objective)).toEqual([null, "expansionist"]);
  });

  it("instant objectives are not offered in the status phase, except Magnificent Culture", () => {
    const r = toStatus({ seats: [{ objectiveCards: ["religious-fervor-or-general"] }] });
    expect(prompt(r.state)?.id).not.toBe("objective-offer");
  });
});
