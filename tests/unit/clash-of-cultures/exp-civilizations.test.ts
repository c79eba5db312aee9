/**
 * Civilizations expansion: civilizations at setup (random / chosen), civilization start regions, civilization
 * advances gained with their linked advance, and the effects of the 16 civilization advances of Rome, Greece,
 * China and the Vikings.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { produce } from "../../../engine/kit/draft.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import type { Move } from "../../../engine/core/types.ts";
import { CIVILIZATIONS, MISSING_CIVILIZATIONS } from "../../../engine/games/clash-of-cultures/data/index.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { gainAdvance } from "../../../engine/games/clash-of-cultures/base/gain-advance.ts";
import { cocOptionsSchema } from "../../../engine/games/clash-of-cultures/base/options.ts";
import { victoryPoints } from "../../../engine/games/clash-of-cultures/turn/scoring.ts";
import type { Owner } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { scenario, play, reject, within } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { civScenario } from "./support/expansion.ts";
import { choose, ev, fight, prompt, settle, units } from "./support/play.ts";

const EXP = { events: "all" as const, shortGame: false, expansion: true };

// 2-player scenario board: seat 0's city on 3,0 (home region: 3,0 fertile, 2,0 forest, 4,-1 mountain,
// 3,-1 barren), seat 1's on 3,5. Land: 3,1 / 2,1 / 4,1 / 2,2 fertile, 3,2 forest, 2,3 forest, 2,4 forest.
// Sea: 4,0 (next to 3,0 and 3,1), 4,2, 1,1.

// =========================================================================================================

describe("setup with the expansion: civilizations (L380-382)", () => {
  it("deals each player a different playable civilization at random, with its 3 leader cards", () => {
    for (const players of [2, 3, 4]) {
      const s = coc.setup({ players, options: EXP, seed: `civs-${players}` });
      const ids = s.players.map((p) => p.civilization);
      expect(new Set(ids).size).toBe(players);
      for (const p of s.players) {
        const def = CIVILIZATIONS.find((c) => c.id === p.civilization)!;
        expect(def).toBeDefined();
        expect(p.leaders).toEqual([...def.leaders]);
        expect(p.activeLeader).toBeNull();
      }
    }
    // Only the 4 fully known civilizations are ever dealt.
    const dealt = new Set<string>();
    for (let i = 0; i < 30; i++) for (const p of coc.setup({ players: 4, options: EXP, seed: `deal${i}` }).players) dealt.add(p.civilization!);
    expect([...dealt].sort()).toEqual(CIVILIZATIONS.map((c) => c.id).sort());
    for (const m of MISSING_CIVILIZATIONS) expect(dealt.has(m.id)).toBe(false);
  });

  it("leaves the base game without civilizations, and base setups unchanged by the option", () => {
    const base = coc.setup({ players: 3, options: { ...EXP, expansion: false }, seed: "same" });
    expect(base.players.every((p) => p.civilization === null && p.leaders.length === 0)).toBe(true);
    // The option is optional without a default: parsed base options (hence base states) do not change.
    expect(cocOptionsSchema.parse({})).not.toHaveProperty("civilizations");
    expect(cocOptionsSchema.parse({ expansion: true, civilizations: "choose" }).civilizations).toBe("choose");
  });

  it("lets players choose in turn order among the civilizations not yet taken (civilizations: choose)", () => {
    let s = coc.setup({ players: 3, options: { ...EXP, civilizations: "choose" }, seed: "choose" });
    const order = [s.firstPlayer, (s.firstPlayer + 1) % 3, (s.firstPlayer + 2) % 3];
    expect(s.players.every((p) => p.civilization === null)).toBe(true);
    const p0 = prompt(s);
    expect(p0).toMatchObject({ kind: "choose", id: "choose-civilization", seat: order[0] });
    expect(coc.legalMoves(s, order[0])).toHaveLength(4);
    expect(reject(s, order[0], { type: "choose-civilization", civilization: "egypt" }).message).toMatch(/not a playable/);
    s = play(s, order[0], { type: "choose-civilization", civilization: "vikings" }).state;
    expect(prompt(s)).toMatchObject({ id: "choose-civilization", seat: order[1] });
    expect(coc.legalMoves(s, order[1]).map((m) => (m as unknown as { civilization: string }).civilization)).not.toContain("vikings");
    expect(reject(s, order[1], { type: "choose-civilization", civilization: "vikings" }).message).toMatch(/already chosen/);
    s = play(s, order[1], { type: "choose-civilization", civilization: "china" }).state;
    s = play(s, order[2], { type: "choose-civilization", civilization: "rome" }).state;
    expect(s.players[order[1]].leaders).toEqual(["sun-tzu", "qin-shi-huang", "wu-zetian"]);
    // Then the starting settlers are placed as usual.
    expect(prompt(s)).toMatchObject({ id: "place-settler" });
  });

  it("replaces the Vikings' start region by their civilization start region (L382)", () => {
    let s = coc.setup({ players: 2, options: { ...EXP, civilizations: "choose" }, seed: "vik" });
    const seat = s.firstPlayer;
    s = play(s, seat, { type: "choose-civilization", civilization: "vikings" }).state;
    const home = s.regions.find((r) => r.home === seat)!;
    expect(home.tile).toBe("vikings-start");
    expect(home.hexes.map((h) => s.hexes[h].terrain)).toEqual(["fertile", "mountain", "forest", "water"]);
    const city = Object.values(s.cities).find((c) => c.owner === seat)!;
    expect(city.hex).toBe(home.hexes[0]);
    const other = s.regions.find((r) => r.home === 1 - seat)!;
    expect(other.tile).not.toBe("vikings-start");
  });

  it("lists every civilization left out, with what the sources do not give, in the rules document", () => {
    const doc = readFileSync(new URL("../../../docs/rules/clash-of-cultures.md", import.meta.url), "utf8");
    const section = doc.slice(doc.indexOf("## Civilizations expansion: civilizations and leaders"));
    expect(section.length).toBeGreaterThan(100);
    expect(MISSING_CIVILIZATIONS).toHaveLength(11);
    for (const m of MISSING_CIVILIZATIONS) {
      expect(section).toContain(`**${m.name.en}**`);
      for (const missing of m.missing) expect(section).toContain(missing);
    }
  });
});

// =========================================================================================================

describe("civilization advances come with their linked advance (L1805-1809)", () => {
  it("marks them from the personal supply: no event cube, no event, ½ VP each", () => {
    const s = civScenario({ seats: [{ resources: { food: 2 } }], options: { events: "none" } });
    const vp0 = victoryPoints(s, 0).advances;
    const r = play(s, 0, { type: "advance", advance: "engineering", payment: { food: 2 } });
    expect(r.state.players[0].advances).toEqual(["farming", "mining", "engineering", "aqueduct"]);
    expect(r.state.players[0].eventTracker).toBe(2);
    expect(ev(r.events, "CivilizationAdvanceGained")[0]).toMatchObject({ seat: 0, advance: "aqueduct", with: "engineering" });
    expect(victoryPoints(r.state, 0).advances).toBe(vp0 + 1);
  });

  it("gives an 'any government' advance with the first government advance only", () => {
    const s = civScenario({ seats: [{ advances: ["writing", "philosophy"], resources: { food: 7 } }], options: { events: "none" } });
    const r = play(s, 0, { type: "advance", advance: "voting", payment: { food: 2 } });
    expect(r.state.players[0].advances).toContain("provinces");
    const r2 = play(r.state, 0, { type: "advance", advance: "separation-of-power", payment: { food: 2 } });
    expect(r2.state.players[0].advances.filter((a) => a === "provinces")).toHaveLength(1);
    expect(ev(r2.events, "CivilizationAdvanceGained")).toHaveLength(0);
  });

  it("gives nothing to other civilizations or in the base game", () => {
    const s = civScenario({ seats: [{ resources: { food: 2 } }], civs: ["greece", "rome"], options: { events: "none" } });
    expect(play(s, 0, { type: "advance", advance: "engineering", payment: { food: 2 } }).state.players[0].advances).not.toContain("aqueduct");
    const base = scenario({ players: 2, options: { events: "none" }, seats: [{ civilization: "rome", resources: { food: 2 } }] });
    expect(play(base, 0, { type: "advance", advance: "engineering", payment: { food: 2 } }).state.players[0].advances).not.toContain("aqueduct");
  });

  it("also comes with an advance gained any other way (gainAdvance: status phase, cards, leaders)", () => {
    const s = civScenario({ civs: ["china", "rome"], options: { events: "none" } });
    const r = within(s, (ctx) => gainAdvance(ctx, 0, "irrigation"));
    expect(r.state.players[0].advances).toEqual(["farming", "mining", "irrigation", "rice-cultivation"]);
  });
});

// =========================================================================================================

describe("Rome", () => {
  it("Aqueduct: Sanitation costs nothing; lacking it, a free action gains it for 2 food (event cube used)", async () => {
    const s = civScenario({ seats: [{ advances: ["engineering", "aqueduct"], resources: { food: 2 } }], options: { events: "none" } });
    const legal = coc.legalMoves(s, 0);
    expect(legal).toContainEqual({ type: "advance", advance: "sanitation", payment: {} });
    expect(legal).toContainEqual({ type: "aqueduct", payment: { food: 2 } });
    const r = play(s, 0, { type: "aqueduct", payment: { food: 2 } });
    expect(r.state.players[0].advances).toContain("sanitation");
    expect(r.state.turn!.actionsLeft).toBe(3);
    expect(r.state.players[0].eventTracker).toBe(2);
    expect(reject(r.state, 0, { type: "aqueduct", payment: { food: 2 } }).message).toMatch(/already have/);
    expect(reject(civScenario({ options: { events: "none" } }), 0, { type: "aqueduct", payment: {} }).message).toMatch(/need the Aqueduct/);
  });

  it("Aqueduct: Famine events are ignored", () => {
    const s = civScenario({ seats: [{ advances: ["engineering", "aqueduct"], resources: { food: 2 }, eventTracker: 1 }], decks: { event: ["famine-1"] } });
    const r = settle(play(s, 0, { type: "advance", advance: "storage", payment: { food: 2 } }));
    expect(ev(r.events, "EventIgnored")[0]).toMatchObject({ seat: 0, card: "famine-1", advance: "aqueduct" });
  });

  it("Roman Roads: a Roads move between two of your cities covers up to 4 spaces (L2039-2041)", () => {
    const spec = {
      seats: [{ advances: ["tactics", "roads"] as never, resources: { food: 2, ore: 2 } }],
      cities: [{ hex: "3,0", owner: 0 as Owner }, { hex: "2,4", owner: 0 as Owner }, { hex: "3,5", owner: 1 as Owner }],
      units: units(0, "infantry", 1, "3,0"),
    };
    const s = civScenario({ ...spec, seats: [{ ...spec.seats[0], advances: ["tactics", "roads", "roman-roads"] }] });
    let r = play(s, 0, { type: "move" });
    expect(coc.legalMoves(r.state, 0)).toContainEqual({ type: "move-group", units: [1], to: "2,4", roads: true, payment: { food: 1, ore: 1 } });
    r = play(r.state, 0, { type: "move-group", units: [1], to: "2,4", roads: true, payment: { food: 1, ore: 1 } });
    expect(r.state.units[1].hex).toBe("2,4");
    expect(ev(r.events, "UnitMoved")[0].path).toHaveLength(5);
    // Not into a space that is not one of your cities, nor without Roman Roads.
    const t = play(s, 0, { type: "move" }).state;
    expect(reject(t, 0, { type: "move-group", units: [1], to: "2,3", roads: true, payment: { food: 1, ore: 1 } }).message).toMatch(/Roads/);
    const plain = play(civScenario(spec), 0, { type: "move" }).state;
    expect(reject(plain, 0, { type: "move-group", units: [1], to: "2,4", roads: true, payment: { food: 1, ore: 1 } }).message).toMatch(/Roads/);
    expect(reject(plain, 0, { type: "move-group", units: [1], to: "2,4", path: ["3,1", "2,2", "2,3", "2,4"], roads: true, payment: { food: 1, ore: 1 } }).message).toMatch(/at most 2/);
  });

  it("Captivi: a won battle gives 1 gold and 1 mood token; mood tokens pay for buildings", () => {
    const s = civScenario({ seats: [{ advances: ["captivi"] }], units: [...units(0, "infantry", 2, "3,1"), ...units(1, "settler", 1, "3,1")] });
    const r = fight(s, "3,1");
    expect(r.state.players[0].resources.gold).toBe(1);
    expect(r.state.players[0].moodTokens).toBe(1);
    const two = [{ hex: "3,0", owner: 0 as Owner }, { hex: "2,4", owner: 0 as Owner }, { hex: "3,5", owner: 1 as Owner }];
    const b = civScenario({ seats: [{ advances: ["captivi", "myths"], moodTokens: 3, resources: { food: 0 } }], cities: two });
    expect(coc.legalMoves(b, 0)).toContainEqual(expect.objectContaining({ type: "construct", building: "temple", payment: { mood: 3 } }));
    const built = play(b, 0, { type: "construct", city: "3,0", building: "temple", payment: { mood: 3 }, bonus: "mood" });
    expect(built.state.cities["3,0"].buildings.temple).toBe(0);
    expect(reject(civScenario({ seats: [{ advances: ["myths"], moodTokens: 3, resources: { food: 0 } }], cities: two }), 0, { type: "construct", city: "3,0", building: "temple", payment: { mood: 3 } }).message).toMatch(/payment does not match/);
  });

  it("Provinces: cavalry without a Market 3+ spaces from the start city; captured cities Neutral, or Happy for 1 culture", () => {
    const spec = {
      seats: [{ advances: ["provinces"] as never, resources: { food: 2, wood: 2 } }],
      cities: [{ hex: "3,0", owner: 0 as Owner }, { hex: "2,4", owner: 0 as Owner }, { hex: "3,5", owner: 1 as Owner }],
    };
    const s = civScenario(spec);
    expect(play(s, 0, { type: "recruit", city: "2,4", units: ["cavalry"], payment: { food: 1, wood: 1 } }).state.units[1].type).toBe("cavalry");
    expect(reject(s, 0, { type: "recruit", city: "3,0", units: ["cavalry"], payment: { food: 1, wood: 1 } }).message).toMatch(/Market/);
    // Capture: Neutral, then 1 culture token makes it Happy.
    const c = civScenario({ seats: [{ advances: ["provinces"], cultureTokens: 1 }], cities: [{ hex: "3,0", owner: 0 }, { hex: "3,1", owner: 1, mood: "happy" }, { hex: "3,5", owner: 1 }], units: units(0, "infantry", 1, "3,1") });
    let r = fight(c, "3,1");
    expect(r.state.cities["3,1"]).toMatchObject({ owner: 0, mood: "neutral" });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "civ-provinces" });
    r = choose(r.state, "yes", 0);
    expect(r.state.cities["3,1"].mood).toBe("happy");
    expect(r.state.players[0].cultureTokens).toBe(0);
  });

  it("Provinces: legal moves (bots, move hints) offer cavalry in a far city without a Market, and only with Provinces", () => {
    const cities = [{ hex: "3,0", owner: 0 as Owner }, { hex: "2,4", owner: 0 as Owner }, { hex: "3,5", owner: 1 as Owner }];
    const cavalryIn = (advances: string[]) => coc.legalMoves(civScenario({ seats: [{ advances: advances as never, resources: { food: 2, wood: 2 } }], cities }), 0)
      .filter((m) => m.type === "recruit" && (m.units as string[]).includes("cavalry")).map((m) => m.city);
    expect(cavalryIn(["provinces"])).toContain("2,4");
    expect(cavalryIn(["provinces"])).not.toContain("3,0");
    expect(cavalryIn([])).toEqual([]);
  });
});

// =========================================================================================================

describe("Greece", () => {
  it("Study: recruiting in a city with an Academy gives 1 idea (L1932-1934)", () => {
    const s = civScenario({ civs: ["greece", "rome"], seats: [{ advances: ["study"], resources: { food: 2 } }], cities: [{ hex: "3,0", owner: 0, buildings: { academy: 0 } }, { hex: "3,5", owner: 1 }] });
    expect(play(s, 0, { type: "recruit", city: "3,0", units: ["settler"], payment: { food: 2 } }).state.players[0].resources.ideas).toBe(1);
  });

  it("Sparta: culture tokens pay for Draft; an outnumbered Spartan army stops enemy tactics cards", () => {
    const s = civScenario({ civs: ["greece", "rome"], seats: [{ advances: ["tactics", "draft", "sparta"], cultureTokens: 1 }] });
    expect(play(s, 0, { type: "recruit", city: "3,0", units: ["infantry"], payment: { culture: 1 }, draft: true }).state.players[0].cultureTokens).toBe(0);
    // Seat 1 attacks the Spartans 2 against 1: seat 1 may not play its tactics card.
    const b = civScenario({
      civs: ["greece", "rome"],
      seats: [{ advances: ["sparta", "tactics"] }, { advances: ["tactics"], actionCards: ["high-morale-1"] }],
      units: [...units(0, "infantry", 1, "3,1"), ...units(1, "infantry", 2, "3,1")],
      dice: [1, 1, 1],
    });
    const r = fight(b, "3,1", { attacker: 1, from: "3,2" });
    expect(ev(r.events, "TacticsCardPlayed")).toHaveLength(0);
    expect(r.state.players[1].actionCards).toEqual(["high-morale-1"]);
  });

  it("Hellenistic Culture: influence from any city with your building; Arts for 2 mood tokens (L1936-1944)", () => {
    const s = civScenario({
      civs: ["greece", "rome"],
      seats: [{ advances: ["hellenistic-culture", "arts"], moodTokens: 2 }],
      cities: [{ hex: "3,0", owner: 0 }, { hex: "2,4", owner: 1, buildings: { temple: 0 } }, { hex: "3,5", owner: 1, buildings: { academy: 1 } }],
      dice: [12],
    });
    const m: Move = { type: "influence", source: "2,4", target: "3,5", building: "academy", via: "arts", payment: { mood: 2 } };
    expect(coc.legalMoves(s, 0)).toContainEqual(m);
    const r = play(s, 0, m);
    expect(r.state.cities["3,5"].buildings.academy).toBe(0);
    expect(r.state.players[0].moodTokens).toBe(0);
    const plain = civScenario({ civs: ["rome", "greece"], seats: [{ advances: ["arts"], moodTokens: 2 }], cities: [{ hex: "3,0", owner: 0 }, { hex: "2,4", owner: 1, buildings: { temple: 0 } }, { hex: "3,5", owner: 1, buildings: { academy: 1 } }] });
    expect(reject(plain, 0, m).message).toMatch(/one of your cities/);
  });

  it("City States: a second activation may count against another city of at least that size and mood (L1946-1952)", () => {
    const s = civScenario({
      civs: ["greece", "rome"],
      seats: [{ advances: ["city-states"], resources: { food: 6 } }],
      cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "2,4", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1 }],
    });
    let r = play(s, 0, { type: "recruit", city: "3,0", units: ["settler"], payment: { food: 2 } });
    expect(prompt(r.state)).toMatchObject({ kind: "turn" });
    r = play(r.state, 0, { type: "recruit", city: "3,0", units: ["settler"], payment: { food: 2 } });
    expect(r.state.cities["3,0"].mood).toBe("neutral");
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "civ-city-states" });
    expect(coc.legalMoves(r.state, 0)).toEqual([{ type: "event-choice", value: "2,4" }, { type: "event-choice", value: null }]);
    r = choose(r.state, "2,4", 0);
    expect([r.state.cities["3,0"].mood, r.state.cities["2,4"].mood]).toEqual(["happy", "happy"]);
    expect(r.state.turn!.activations).toMatchObject({ "3,0": 1, "2,4": 1 });
    // Once per turn.
    r = play(r.state, 0, { type: "recruit", city: "3,0", units: ["settler"], payment: { food: 2 } });
    expect(prompt(r.state)).toMatchObject({ kind: "turn" });
  });
});

// =========================================================================================================

describe("China", () => {
  it("Rice Cultivation: +1 food per collected fertile space with your settler outside the city, max +2 (L1880-1882)", () => {
    const s = civScenario({
      civs: ["china", "rome"],
      seats: [{ advances: ["storage", "rice-cultivation"], resources: { food: 0 } }],
      cities: [{ hex: "3,0", owner: 0, mood: "happy", buildings: { temple: 0, academy: 0 } }, { hex: "3,5", owner: 1 }, { hex: "2,4", owner: 0 }, { hex: "4,3", owner: 0 }],
      units: [...units(0, "settler", 2, "3,1"), ...units(0, "settler", 1, "2,1")],
    });
    const r = play(s, 0, { type: "collect", city: "3,0", take: [{ hex: "3,0", kind: "food" }, { hex: "3,1", kind: "food" }, { hex: "2,1", kind: "food" }, { hex: "2,0", kind: "wood" }] });
    expect(r.state.players[0].resources.food).toBe(5);
  });

  it("Expansion: after recruiting a settler, settlers in your cities may move out at once (L1884-1892)", () => {
    const s = civScenario({ civs: ["china", "rome"], seats: [{ advances: ["expansion"], resources: { food: 2 } }], units: units(0, "settler", 1, "3,0") });
    let r = play(s, 0, { type: "recruit", city: "3,0", units: ["settler"], payment: { food: 2 } });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "civ-expansion" });
    r = choose(r.state, "1>3,1", 0);
    expect(r.state.units[1].hex).toBe("3,1");
    r = choose(r.state, "2>2,1", 0);
    expect(r.state.units[2].hex).toBe("2,1");
    expect(prompt(r.state)).toMatchObject({ kind: "turn" });
    expect(r.state.turn!.actionsLeft).toBe(2);
    // Only after a Recruit that included a settler.
    const inf = civScenario({ civs: ["china", "rome"], seats: [{ advances: ["expansion"], resources: { food: 1, ore: 1 } }], units: units(0, "settler", 1, "3,0") });
    expect(prompt(play(inf, 0, { type: "recruit", city: "3,0", units: ["infantry"], payment: { food: 1, ore: 1 } }).state)).toMatchObject({ kind: "turn" });
  });

  it("Fireworks: in the first round, 1 wood + 1 ore cancels an enemy hit", () => {
    const s = civScenario({
      civs: ["china", "rome"],
      seats: [{}, { advances: ["fireworks"], resources: { wood: 1, ore: 1 } }],
      units: [...units(0, "infantry", 2, "3,1"), ...units(1, "infantry", 2, "3,1")],
      dice: [12, 11, 1, 1, 1, 1, 1, 1],
    });
    let r = fight(s, "3,1");
    expect(prompt(r.state)).toMatchObject({ seat: 1, id: "civ-paid-cancel" });
    r = choose(r.state, "fireworks", 1);
    expect(r.state.players[1].resources).toMatchObject({ wood: 0, ore: 0 });
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ attacker: { hits: 1, cancelled: 1 } });
  });

  it("Imperial Army: once per turn, as an action, settlers become infantry and infantry settlers", () => {
    const s = civScenario({ civs: ["china", "rome"], seats: [{ advances: ["imperial-army"] }], units: [...units(0, "settler", 1, "3,1"), ...units(0, "infantry", 1, "2,1")] });
    const r = play(s, 0, { type: "imperial-army", toInfantry: [1], toSettlers: [2] });
    expect(r.state.units[1].type).toBe("infantry");
    expect(r.state.units[2].type).toBe("settler");
    expect(r.state.turn!.actionsLeft).toBe(2);
    expect(reject(r.state, 0, { type: "imperial-army", toInfantry: [2], toSettlers: [] }).message).toMatch(/already used/);
    const full = civScenario({ civs: ["china", "rome"], seats: [{ advances: ["imperial-army"] }], units: [...units(0, "infantry", 4, "3,1"), ...units(0, "settler", 1, "3,1")] });
    expect(reject(full, 0, { type: "imperial-army", toInfantry: [5], toSettlers: [] }).message).toMatch(/At most 4/);
  });
});

// =========================================================================================================

describe("Vikings", () => {
  it("Ship Construction: Navigation is free; ships land as settlers or infantry, land units put to sea as ships (L2045-2064)", () => {
    const s = civScenario({
      civs: ["vikings", "rome"],
      seats: [{ advances: ["fishing", "ship-construction", "tactics"] }],
      units: [{ owner: 0, type: "ship", hex: "4,0" }, { owner: 0, type: "infantry", hex: "4,0", carriedBy: 1 }, ...units(0, "settler", 1, "3,0")],
    });
    expect(coc.legalMoves(s, 0)).toContainEqual({ type: "advance", advance: "navigation", payment: {} });
    let r = play(s, 0, { type: "move" });
    expect(coc.legalMoves(r.state, 0)).toContainEqual({ type: "transform-group", units: [1], to: "3,1", become: "settler" });
    r = play(r.state, 0, { type: "transform-group", units: [1], to: "3,1", become: "settler" });
    expect(r.state.units[1]).toMatchObject({ type: "settler", hex: "3,1", carriedBy: null });
    expect(r.state.units[2]).toMatchObject({ hex: "3,1", carriedBy: null });
    r = play(r.state, 0, { type: "transform-group", units: [3], to: "4,0", become: "ship" });
    expect(r.state.units[3]).toMatchObject({ type: "ship", hex: "4,0" });
    // A transformed unit moved in this action.
    expect(reject(r.state, 0, { type: "transform-group", units: [1], to: "4,0", become: "ship" }).message).toMatch(/at most once/);
    const noTactics = play(civScenario({ civs: ["vikings", "rome"], seats: [{ advances: ["fishing", "ship-construction"] }], units: [{ owner: 0, type: "ship", hex: "4,0" }, ...units(0, "settler", 1, "3,0")] }), 0, { type: "move" }).state;
    expect(reject(noTactics, 0, { type: "transform-group", units: [1], to: "3,1", become: "infantry" }).message).toMatch(/Tactics/);
  });

  it("Longships: ships carry 3 land units and may move again after fighting", () => {
    const s = civScenario({
      civs: ["vikings", "rome"],
      seats: [{ advances: ["fishing", "war-ships", "longships", "tactics"] }],
      units: [{ owner: 0, type: "ship", hex: "4,0" }, ...units(0, "infantry", 3, "3,0"), { owner: 0, type: "ship", hex: "4,4" }],
    });
    let r = play(s, 0, { type: "move" });
    r = play(r.state, 0, { type: "move-group", units: [2, 3, 4], to: "4,0" });
    expect([2, 3, 4].map((id) => r.state.units[id].carriedBy)).toEqual([1, 1, 1]);
    const t = produce(s, (d) => {
      d.turn!.unitsStopped.push(5);
    });
    const m = play(t, 0, { type: "move" });
    expect(coc.legalMoves(m.state, 0)).toContainEqual({ type: "move-group", units: [5], to: "5,3" });
    expect(play(m.state, 0, { type: "move-group", units: [5], to: "5,3" }).state.units[5].hex).toBe("5,3");
  });

  it("Raiding: a ship next to a city it trades with makes the city's owner pay 1 resource next turn", () => {
    const s = civScenario({
      civs: ["vikings", "rome"],
      seats: [{ advances: ["bartering", "trade-routes", "raiding"] }, { resources: { wood: 1, ore: 1 } }],
      cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "4,1", owner: 1, buildings: { temple: 1 } }],
      units: [{ owner: 0, type: "ship", hex: "4,2" }],
      turn: { seat: 1, actionsLeft: 0 },
    });
    s.firstPlayer = 1;
    // Seat 0's turn starts: trade route income and the raid.
    const r = settle(play(s, 1, { type: "end-turn" }));
    expect(ev(r.events, "CityRaided")[0]).toMatchObject({ seat: 0, city: "4,1", victim: 1 });
    const after = produce(r.state, (d) => {
      d.turn!.actionsLeft = 0;
    });
    expect(after.players[1].raidsOwed).toBe(1);
    const next = play(after, 0, { type: "end-turn" });
    expect(prompt(next.state)).toMatchObject({ seat: 1, id: "civ-raid" });
    const paid = choose(next.state, "ore", 1);
    expect(paid.state.players[1].resources).toMatchObject({ wood: 1, ore: 0 });
    expect(paid.state.players[1].raidsOwed).toBe(0);
  });

  it("Rune Stones: after losing 2 army units, an unused obelisk becomes a rune stone worth 1 VP (L2066-2068)", () => {
    const s = civScenario({
      civs: ["vikings", "rome"],
      seats: [{ advances: ["rune-stones"] }],
      units: [...units(0, "infantry", 2, "3,1"), ...units(1, "infantry", 3, "3,1")],
      dice: [1, 1, 12, 12, 12],
    });
    let r = fight(s, "3,1");
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "civ-rune-stone" });
    const vp = victoryPoints(r.state, 0).objectives;
    r = choose(r.state, "yes", 0);
    expect(r.state.players[0].runeStones).toBe(1);
    expect(victoryPoints(r.state, 0).objectives).toBe(vp + 1);
     // Rune stones are obelisks that can no longer be built.
    const full = civScenario({
      civs: ["vikings", "rome"],
      seats: [{ advances: ["arts"], runeStones: 5, resources: { food: 1, wood: 1, ore: 1 } }],
      cities: [{ hex: "3,0", owner: 0 }, { hex: "2,4", owner: 0 }, { hex: "3,5", owner: 1 }],
    });
    expect(reject(full, 0, { type: "construct", city: "3,0", building: "obelisk", payment: { food: 1, wood: 1, ore: 1 } }).message).toMatch(/All your 5 Obelisk/);
  });
});

// =========================================================================================================

describe("self-play with the expansion", () => {
  it.each(["r1", "r2", "r3", "c1", "c2", "c3"])("random bots finish game %s without errors", (seed) => {
    const players = 2 + (Number(seed[1]) % 3);
    const g = playOne(coc as never, { players, seed, options: { ...EXP, civilizations: seed[0] === "c" ? "choose" : "random" } });
    expect(g.error).toBeUndefined();
    expect(g.outcome).not.toBeNull();
  }, 60_000);
});
