/**
 * [EXP] The 20 expansion event cards, the 4 expansion great persons and the 6 expansion objective cards
 * (catalog §5, §6; digest §9): every card's main effect with its choices, its protections, the lasting
 * effects (Solar Eclipse, Trojan Horse, Envoy's face-up wonders, Anarchy, diplomatic relations, the Seer's
 * cards), and self-play with the expansion and events on.
 */
import { describe, expect, it } from "vitest";
import { produce } from "../../../engine/kit/draft.ts";
import type { GameEvent, Move } from "../../../engine/core/types.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import {
  EVENT_CARDS, LEADERS, OBJECTIVE_CARDS, OBJECTIVES, type AnyAdvanceId, type ObjectiveDef, type ObjectiveId, type UnitTypeId, type WonderId,
} from "../../../engine/games/clash-of-cultures/data/index.ts";
import { cardEffect } from "../../../engine/games/clash-of-cultures/base/event-core.ts";
import { drawToHand } from "../../../engine/games/clash-of-cultures/base/decks.ts";
import { fireHook } from "../../../engine/games/clash-of-cultures/base/flow.ts";
import { moveBarbarianArmy } from "../../../engine/games/clash-of-cultures/barbarians/barbarians.ts";
import { battleObjectives, statusWays, type BattleReport } from "../../../engine/games/clash-of-cultures/cards/objective-checks.ts";
import type { CocState, EventsState, Owner } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { play, reject, scenario, type ScenarioSpec, within, query } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { EVENT_ADVANCE } from "./support/expansion.ts";
import { choose, ev, onTurn, optionValues, prompt, settle } from "./support/play.ts";

/*
 * The 2-player board of seed "scenario" with the expansion (seat 0 Vikings — their start region —, seat 1
 * Rome), every region face up:
 *  -1: 3,-1=water 4,-1=mountain 5,-1=fertile 6,-1=fertile
 *   0: 2,0=forest 3,0=fertile(C0) 4,0=water 5,0=barren
 *   1: 1,1=water 2,1=fertile 3,1=fertile 4,1=fertile 5,1=forest 6,1=fertile
 *   2: 0,2=fertile 1,2=barren 2,2=fertile 3,2=forest 4,2=water 5,2=forest
 *   3: 1,3=water 2,3=forest 3,3=mountain 4,3=mountain 5,3=water 6,3=forest
 *   4: 0,4=fertile 1,4=mountain 2,4=forest 3,4=barren 4,4=water 5,4=forest
 *   5: 1,5=water 2,5=mountain 3,5=fertile(C1) 4,5=forest
 *   6: 0,6=water 1,6=fertile 2,6=mountain 3,6=barren
 */

const EXP = { expansion: true } as const;
type Seat0 = Record<string, unknown>;
type Cities = NonNullable<ScenarioSpec["cities"]>;
const HOME: Cities = [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }];

function spec(card: string | string[], extra: Partial<ScenarioSpec> = {}, seat0: Seat0 = {}, seat1: Seat0 = {}): ScenarioSpec {
  return {
    players: 2, options: EXP, cities: HOME,
    decks: { event: Array.isArray(card) ? card : [card], wonder: [] },
    ...extra,
    seats: [
      { resources: { ideas: 2 }, eventTracker: 1, actionCards: [], objectiveCards: [], ...seat0 },
      { actionCards: [], objectiveCards: [], ...seat1 },
    ],
  };
}

/** The first prompt of the card's main effect (or the turn once the event is over). */
const MAIN_IDS = new Set([
  "turn", "uprising-token", "envoy-other", "envoy-take-wonder", "guillotine", "era-of-stability", "reformation-player", "reformation-temple",
  "reformation-pass", "pandemics-item", "black-death-unit", "draught-city", "fire-city", "myths", "take-great-person", "great-diplomat",
  "lower-mood-city",
]);
const atMain = (s: CocState) => MAIN_IDS.has(prompt(s)?.id);

/**
 * Seat 0 draws `card` with Engineering: resolves the symbol (barbarians, pirates) with first choices and stops
 * at the main effect's first prompt.
 */
function draw(card: string | string[], extra: Partial<ScenarioSpec> = {}, seat0: Seat0 = {}, seat1: Seat0 = {}) {
  return settle(play(scenario(spec(card, extra, seat0, seat1)), 0, EVENT_ADVANCE), atMain);
}

const gainedBy = (events: GameEvent[], reason: string, seat: number) =>
  ev(events, "Gained").filter((e) => e.reason === reason && e.seat === seat).map((e) => e.amounts as Record<string, number>);
const eventsState = (extra: Partial<EventsState>): EventsState => ({ pestilence: false, loseAction: [], ...extra });


describe("expansion event cards in the game (L1413)", () => {
  it("every expansion event card has a main effect; none is skipped", () => {
    const exp = EVENT_CARDS.filter((c) => c.expansion);
    expect(exp).toHaveLength(20);
    for (const c of exp) expect(query(() => cardEffect(c.effectId)), c.id).toBeTypeOf("function");
  });

  it("setup shuffles the expansion events and objectives in only with the expansion", () => {
    const base = coc.setup({ players: 3, options: coc.optionsSchema.parse({}), seed: "decks" });
    const exp = coc.setup({ players: 3, options: coc.optionsSchema.parse({ expansion: true }), seed: "decks" });
    const expEvents = new Set<string>(EVENT_CARDS.filter((c) => c.expansion).map((c) => c.id));
    const expObjectives = new Set<string>(OBJECTIVE_CARDS.filter((c) => c.expansion).map((c) => c.id));
    const allObjectives = (s: CocState) => [...s.decks.objective, ...s.players.flatMap((p) => p.objectiveCards)];
    expect(base.decks.event.some((c) => expEvents.has(c))).toBe(false);
    expect(allObjectives(base).some((c) => expObjectives.has(c))).toBe(false);
    expect(exp.decks.event.filter((c) => expEvents.has(c))).toHaveLength(20);
    expect(exp.decks.event).toHaveLength(58);
    expect(allObjectives(exp).filter((c) => expObjectives.has(c))).toHaveLength(6);
  });
});

// ---- 39 Uprising ------------------------------------------------------------------------------------

describe("Uprising (#39)", () => {
  it("pays 1-4 mood/culture tokens one at a time, at least 1, for 1/2 VP each", () => {
    const { state } = draw("uprising", {}, { moodTokens: 1, cultureTokens: 4 });
    expect(prompt(state)).toMatchObject({ seat: 0, id: "uprising-token", min: 1 });
    expect(optionValues(state)).toEqual(["mood", "culture"]);
    expect(reject(state, 0, { type: "event-choice", value: null }).message).toMatch(/must choose/);
    let s = choose(state, "culture").state;
    expect(prompt(s).min).toBe(0);
    s = choose(s, "mood").state;
    expect(optionValues(s)).toEqual(["culture"]);
    s = choose(s, "culture").state;
    s = choose(s, "culture").state;
    expect(onTurn(s)).toBe(true);
    expect(s.players[0]).toMatchObject({ moodTokens: 0, cultureTokens: 1, eventVp: 2 });
  });

  it("may stop after the first token; without tokens nothing happens", () => {
    const { state } = draw("uprising", {}, { cultureTokens: 3 });
    const s = choose(choose(state, "culture").state, null).state;
    expect(s.players[0]).toMatchObject({ cultureTokens: 2, eventVp: 0.5 });
    const none = draw("uprising");
    expect(onTurn(none.state)).toBe(true);
    expect(none.state.players[0].eventVp).toBe(0);
    expect(ev(none.events, "EventNoEffect")).toHaveLength(1);
  });
});

// ---- 40 Envoy -----------------------------------------------------------------------------------------

describe("Envoy (#40)", () => {
  it("gives 1 idea and 1 culture, 1 culture to another player, and turns the top wonder card face up", () => {
    const { state, events } = draw("envoy", { decks: { event: ["envoy"], wonder: ["great-wall", "pyramids"] } });
    // Engineering drew the Great Wall before the event; the Envoy reveals the Pyramids.
    expect(onTurn(state)).toBe(true);
    expect(state.players[0].wonderCards).toEqual(["great-wall"]);
    expect(gainedBy(events, "envoy", 0)).toEqual([{ ideas: 1, culture: 1 }]);
    expect(state.players[1].cultureTokens).toBe(1);
    expect(state.events?.publicWonders).toEqual(["pyramids"]);
    expect(ev(events, "WonderRevealed")).toMatchObject([{ card: "pyramids" }]);
  });

  it("whoever next draws a wonder card may take a face-up one instead, or draw", () => {
    const base = scenario({ ...spec([], { decks: { wonder: ["great-wall"] } }, { eventTracker: 3 }) });
    base.events = eventsState({ publicWonders: ["colosseum"] });
    const r = play(base, 0, EVENT_ADVANCE);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "envoy-take-wonder" });
    expect(optionValues(r.state)).toEqual(["colosseum", "deck"]);
    const took = choose(r.state, "colosseum");
    expect(took.state.players[0].wonderCards).toEqual(["colosseum"]);
    expect(took.state.events?.publicWonders).toEqual([]);
    expect(took.state.decks.wonder).toEqual(["great-wall"]);
    const drew = choose(r.state, "deck").state;
    expect(drew.players[0].wonderCards).toEqual(["great-wall"]);
    expect(drew.events?.publicWonders).toEqual(["colosseum"]);
  });

  it("with the wonder deck empty the face-up card is taken at once", () => {
    const base = scenario({ ...spec([], {}, { eventTracker: 3 }) });
    base.events = eventsState({ publicWonders: ["colosseum"] });
    const r = play(base, 0, EVENT_ADVANCE);
    expect(onTurn(r.state)).toBe(true);
    expect(r.state.players[0].wonderCards).toEqual(["colosseum"]);
  });
});

// ---- 41 Solar Eclipse, 42 Trojan Horse -----------------------------------------------------------------

/** Seat 0 with 2 infantry on 3,1 attacks 4,1 (seat 1: 2 infantry, or a city); dice fixed. */
function attack(events: Partial<EventsState>, dice: number[], opts: { city?: boolean; seat1?: Seat0; defenders?: number; seat0?: Seat0 } = {}) {
  const cities: Cities = [...HOME, ...(opts.city ? [{ hex: "4,1", owner: 1 as Owner }] : [])];
  const s = scenario({
    players: 2, options: EXP, cities, dice,
    units: [
      { owner: 0, type: "infantry", hex: "3,1" }, { owner: 0, type: "infantry", hex: "3,1" },
      ...Array.from({ length: opts.defenders ?? 2 }, () => ({ owner: 1 as Owner, type: "infantry" as UnitTypeId, hex: "4,1" })),
    ],
    seats: [{ advances: ["tactics"], actionCards: [], objectiveCards: [], ...opts.seat0 }, { actionCards: [], objectiveCards: [], ...opts.seat1 }],
  });
  s.events = eventsState(events);
  const r1 = play(s, 0, { type: "move" });
  return play(r1.state, 0, { type: "move-group", units: [1, 2], to: "4,1" });
}

describe("Solar Eclipse (#41)", () => {
  it("drawing it sets the lasting effect (after the pirates symbol)", () => {
    const { state, events } = draw("solar-eclipse");
    expect(onTurn(state)).toBe(true);
    expect(state.events?.solarEclipse).toBe(true);
    expect(ev(events, "EventCardRevealed")).toMatchObject([{ symbol: "pirates" }]);
  });

  it("the next land battle ends after its first round: the attackers withdraw and the defender scores 1 VP", () => {
    // Round 1: 2 + 2 combat value on each side, no hits.
    const r = attack({ solarEclipse: true }, [1, 1, 1, 1]);
    const s = r.state;
    expect(ev(r.events, "SolarEclipseBattle")).toHaveLength(1);
    expect(ev(r.events, "CombatRoundStarted")).toHaveLength(1);
    expect(ev(r.events, "BattleEnded")).toMatchObject([{ winner: null, retreated: true, rounds: 1 }]);
    expect(Object.values(s.units).filter((u) => u.owner === 0).map((u) => u.hex)).toEqual(["3,1", "3,1"]);
    expect(s.players[1].eventVp).toBe(1);
    expect(s.events?.solarEclipse).toBe(false);
    expect(s.events?.eclipseBattle).toBeNull();
  });

  it("a battle decided in the first round gives the VP to its winner; later battles are normal", () => {
    const r = attack({ solarEclipse: true }, [12, 12, 1, 1]);
    expect(ev(r.events, "BattleEnded")).toMatchObject([{ winner: 0, rounds: 1 }]);
    expect(r.state.players[0].eventVp).toBe(1);
    const normal = attack({ solarEclipse: false }, [1, 1, 1, 1]);
    expect(prompt(normal.state)).toMatchObject({ seat: 0, id: "battle-retreat" });
  });
});

describe("Solar Eclipse against barbarians", () => {
  it("barbarians still undecided after the first round go back where they came from", () => {
    const s = scenario({
      players: 2, options: EXP, cities: HOME, dice: [1, 1, 1],
      units: [{ owner: 0, type: "infantry", hex: "3,0" }, { owner: "barbarian", type: "infantry", hex: "3,1" }, { owner: "barbarian", type: "infantry", hex: "3,1" }],
      seats: [{ actionCards: [] }, { actionCards: [] }],
    });
    s.events = eventsState({ solarEclipse: true });
    const r = within(s, (ctx) => moveBarbarianArmy(ctx, [2, 3], "3,1", "3,0"));
    expect(ev(r.events, "BattleEnded")).toMatchObject([{ winner: null, rounds: 1 }]);
    expect([r.state.units[2].hex, r.state.units[3].hex]).toEqual(["3,1", "3,1"]);
    expect(r.state.players[0].eventVp).toBe(1);
  });
});

describe("Trojan Horse (#42)", () => {
  const defender = { advances: ["tactics"], actionCards: ["quick-advance-1"] };

  it("drawing it sets the lasting effect", () => {
    const { state } = draw("trojan-horse");
    expect(state.events?.trojanHorse).toBe(true);
  });

  it("attacking a defended city, the attacker may pay 1 wood + 1 culture: 1 VP, and no defender tactics in round 1", () => {
    const r = attack({ trojanHorse: true }, [12, 12, 1, 1], { city: true, seat0: { resources: { wood: 1 }, cultureTokens: 1 }, seat1: defender });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "trojan-horse" });
    const yes = choose(r.state, "yes");
    expect(ev(yes.events, "TrojanHorseUsed")).toHaveLength(1);
    expect(yes.state.players[0]).toMatchObject({ eventVp: 1, cultureTokens: 0, resources: { wood: 0 } });
    expect(yes.state.events?.trojanHorse).toBe(false);
    // The defender would have been asked for a tactics card; the attacker won in round 1 and took the city.
    expect(ev(yes.events, "BattleEnded")).toMatchObject([{ winner: 0 }]);
    expect(yes.state.cities["4,1"].owner).toBe(0);
  });

  it("declined, it stays for the next attack and the defender may play tactics as usual", () => {
    const r = attack({ trojanHorse: true }, [12, 12, 1, 1], { city: true, seat0: { resources: { wood: 1 }, cultureTokens: 1 }, seat1: defender });
    const no = choose(r.state, "no");
    expect(no.state.events?.trojanHorse).toBe(true);
    expect(prompt(no.state)).toMatchObject({ seat: 1, id: "battle-card" });
  });

  it("is not offered without the payment, against units outside a city, or against an undefended city", () => {
    expect(prompt(attack({ trojanHorse: true }, [12, 12, 1, 1], { city: true }).state).id).not.toBe("trojan-horse");
    expect(prompt(attack({ trojanHorse: true }, [12, 12, 1, 1], { seat0: { resources: { wood: 1 }, cultureTokens: 1 } }).state).id).not.toBe("trojan-horse");
    const undefended = attack({ trojanHorse: true }, [], { city: true, defenders: 0, seat0: { resources: { wood: 1 }, cultureTokens: 1 } });
    expect(undefended.state.cities["4,1"].owner).toBe(0);
    expect(undefended.state.events?.trojanHorse).toBe(true);
  });
});

// ---- 43 Guillotine --------------------------------------------------------------------------------------

describe("Guillotine (#43)", () => {
  const vikings = LEADERS.filter((l) => l.civilization === "vikings").map((l) => l.id);
  const withLeader = { civilization: "vikings", activeLeader: vikings[0], leaders: vikings.slice(1) };
  const units: ScenarioSpec["units"] = [{ owner: 0, type: "leader", hex: "3,0" }];

  it("kills the leader on the map; scoring 2 VP instead of a new leader removes every leader card", () => {
    const { state, events } = draw("guillotine", { units }, withLeader);
    expect(ev(events, "LeaderExecuted")).toHaveLength(1);
    expect(Object.values(state.units).some((u) => u.type === "leader" && u.owner === 0)).toBe(false);
    expect(state.players[0].activeLeader).toBeNull();
    expect(prompt(state)).toMatchObject({ seat: 0, id: "guillotine" });
    expect(optionValues(state)).toEqual([...vikings.slice(1).map((l) => `${l}@3,0`), "vp"]);
    const s = choose(state, "vp").state;
    expect(s.players[0]).toMatchObject({ eventVp: 2, leaders: [] });
    // Nobody captured the leader.
    expect(s.players[1].capturedLeaders).toEqual([]);
  });

  it("or places one of the remaining leaders in a city for free; then no leader can be recruited again", () => {
    const { state } = draw("guillotine", { units }, withLeader);
    const s = choose(state, `${vikings[2]}@3,0`).state;
    expect(s.players[0]).toMatchObject({ activeLeader: vikings[2], leaders: [], eventVp: 0 });
    expect(Object.values(s.units).filter((u) => u.type === "leader")).toMatchObject([{ owner: 0, hex: "3,0" }]);
  });

  it("without leader cards left it scores the 2 VP at once", () => {
    const { state } = draw("guillotine", {}, { civilization: "vikings", activeLeader: null, leaders: [] });
    expect(onTurn(state)).toBe(true);
    expect(state.players[0].eventVp).toBe(2);
  });
});

// ---- 44 Anarchy -------------------------------------------------------------------------------------------

describe("Anarchy (#44)", () => {
  it("removes the government advances for 1 VP each; regaining one uses no event cube and costs 1 VP back", () => {
    const { state, events } = draw("anarchy", {}, { advances: ["philosophy", "voting", "separation-of-power"], resources: { ideas: 4 } });
    expect(onTurn(state)).toBe(true);
    expect(ev(events, "GovernmentLost")).toMatchObject([{ seat: 0, advances: ["voting", "separation-of-power"] }]);
    expect(state.players[0].advances).not.toContain("voting");
    expect(state.players[0].eventVp).toBe(2);
    expect(state.events?.anarchy).toEqual({ 0: 2 });
    const r = play(state, 0, { type: "advance", advance: "voting", payment: { ideas: 2 } });
    expect(r.state.players[0].eventTracker).toBe(state.players[0].eventTracker);
    expect(r.state.players[0].eventVp).toBe(1);
    expect(r.state.events?.anarchy).toEqual({ 0: 1 });
    // Other advances take a cube as usual.
    const other = play({ ...state, turn: { ...state.turn!, actionsLeft: 2 } }, 0, { type: "advance", advance: "fishing", payment: { ideas: 2 } });
    expect(other.state.players[0].eventTracker).toBe(state.players[0].eventTracker - 1);
  });

  it("without a government nothing happens", () => {
    const { state } = draw("anarchy");
    expect(state.players[0].eventVp).toBe(0);
    expect(state.events?.anarchy).toBeUndefined();
  });
});

// ---- 45-47 Scientific Trade, Flourishing Trade, Era of Stability ---------------------------------------------

describe("Scientific Trade (#45), Flourishing Trade (#46), Era of Stability (#47)", () => {
  it("Scientific Trade: 1 idea per city with an Academy or Observatory; the drawer at least 2", () => {
    const cities: Cities = [
      { hex: "3,0", owner: 0, buildings: { academy: 0 } }, { hex: "3,5", owner: 1, buildings: { academy: 1, observatory: 1 } },
      { hex: "1,6", owner: 1, buildings: { observatory: 0 } }, { hex: "0,4", owner: 1 },
    ];
    const { state, events } = settle(draw("scientific-trade", { cities }));
    expect(onTurn(state)).toBe(true);
    expect(gainedBy(events, "scientific-trade", 0)).toEqual([{ ideas: 2 }]);
    expect(gainedBy(events, "scientific-trade", 1)).toEqual([{ ideas: 2 }]);
  });

  it("Flourishing Trade: 1 gold per city with a Market or Port, at most 3; the drawer at least 1", () => {
    const cities: Cities = [
      { hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1, buildings: { market: 1 } }, { hex: "1,6", owner: 1, buildings: { market: 1 } },
      { hex: "0,4", owner: 1, buildings: { market: 1 } }, { hex: "5,4", owner: 1, buildings: { market: 1, port: 1 } },
    ];
    const { events } = settle(draw("flourishing-trade", { cities }));
    expect(gainedBy(events, "flourishing-trade", 0)).toEqual([{ gold: 1 }]);
    expect(gainedBy(events, "flourishing-trade", 1)).toEqual([{ gold: 3 }]);
  });

  it("Era of Stability: mood and/or culture tokens per city with a Temple or Obelisk (max 3), split as each player likes", () => {
    const cities: Cities = [
      { hex: "3,0", owner: 0, buildings: { temple: 0 } }, { hex: "3,5", owner: 1, buildings: { temple: 1 } },
      { hex: "1,6", owner: 1, buildings: { obelisk: 1 } }, { hex: "0,4", owner: 1, buildings: { temple: 1 } }, { hex: "5,4", owner: 1, buildings: { obelisk: 1 } },
    ];
    const { state } = draw("era-of-stability", { cities });
    expect(prompt(state)).toMatchObject({ seat: 0, id: "era-of-stability" });
    expect(optionValues(state)).toEqual([0, 1]);
    const s1 = choose(state, 1).state;
    expect(prompt(s1)).toMatchObject({ seat: 1, id: "era-of-stability" });
    expect(optionValues(s1)).toEqual([0, 1, 2, 3]);
    const s2 = choose(s1, 1).state;
    expect(s2.players[0]).toMatchObject({ moodTokens: 1, cultureTokens: 0 });
    expect(s2.players[1]).toMatchObject({ moodTokens: 1, cultureTokens: 2 });
  });

  it("Era of Stability: the drawer gets at least 1 token, players without such cities nothing", () => {
    const { state } = draw("era-of-stability");
    expect(optionValues(state)).toEqual([0, 1]);
    const s = choose(state, 0).state;
    expect(onTurn(s)).toBe(true);
    expect(s.players[0].cultureTokens).toBe(1);
    expect(s.players[1]).toMatchObject({ moodTokens: 0, cultureTokens: 0 });
  });
});

// ---- 48 Reformation -----------------------------------------------------------------------------------------

describe("Reformation (#48)", () => {
  it("with a Temple: another player replaces one of your Temples with one of theirs", () => {
    const cities: Cities = [{ hex: "3,0", owner: 0, buildings: { temple: 0 } }, { hex: "2,2", owner: 0, buildings: { temple: 0 } }, { hex: "3,5", owner: 1 }];
    const { state, events } = draw("reformation", { cities });
    // One other player: chosen at once; they choose which Temple.
    expect(ev(events, "ReformationChosen")).toMatchObject([{ seat: 0, taker: 1 }]);
    expect(prompt(state)).toMatchObject({ seat: 1, id: "reformation-temple" });
    expect(optionValues(state)).toEqual(["2,2", "3,0"]);
    const r = choose(state, "2,2");
    expect(r.state.cities["2,2"].buildings.temple).toBe(1);
    expect(r.state.cities["3,0"].buildings.temple).toBe(0);
    expect(ev(r.events, "BuildingReplaced")).toMatchObject([{ hex: "2,2", building: "temple", from: 0, to: 1 }]);
  });

  it("without a Temple the card passes to a player who owns one, who resolves it", () => {
    const cities: Cities = [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1, buildings: { temple: 1 } }];
    const { state, events } = settle(draw("reformation", { cities }));
    expect(ev(events, "EventPassed")).toMatchObject([{ seat: 0, to: 1 }]);
    expect(state.cities["3,5"].buildings.temple).toBe(0);
  });

  it("a player with all 5 Temples on the board cannot take one; with no Temple anywhere nothing happens", () => {
    const full: Cities = [
      { hex: "3,0", owner: 0, buildings: { temple: 0 } }, { hex: "3,5", owner: 1, buildings: { temple: 1 } }, { hex: "1,6", owner: 1, buildings: { temple: 1 } },
      { hex: "0,4", owner: 1, buildings: { temple: 1 } }, { hex: "5,4", owner: 1, buildings: { temple: 1 } }, { hex: "4,5", owner: 1, buildings: { temple: 1 } },
    ];
    const a = settle(draw("reformation", { cities: full }));
    expect(a.state.cities["3,0"].buildings.temple).toBe(0);
    expect(ev(a.events, "EventNoEffect")).toHaveLength(1);
    const b = settle(draw("reformation"));
    expect(ev(b.events, "EventNoEffect")).toHaveLength(1);
  });
});

// ---- 49 Pandemics, 50 Black Death ----------------------------------------------------------------------------

describe("Pandemics (#49) and Black Death (#50)", () => {
  const four: Cities = [{ hex: "3,0", owner: 0 }, { hex: "2,2", owner: 0 }, { hex: "0,4", owner: 0 }, { hex: "5,4", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "1,6", owner: 1 }];

  it("Pandemics: each player loses half their cities (rounded down) in units, cards, resources or tokens; Sanitation protects", () => {
    const { state, events } = draw("pandemics", { cities: four, units: [{ owner: 0, type: "settler", hex: "3,1" }] },
      { actionCards: ["quick-advance-1"], objectiveCards: ["wealth-or-large-fleet"], resources: { ideas: 2, food: 1 } }, { advances: ["sanitation"], resources: { food: 3 } });
    expect(ev(events, "EventIgnored")).toMatchObject([{ seat: 1, advance: "sanitation" }]);
    expect(prompt(state)).toMatchObject({ seat: 0, id: "pandemics-item" });
    expect(optionValues(state)).toEqual(expect.arrayContaining([1, "action:0", "objective:0", "food"]));
    // The frame names hand cards only by position.
    expect(JSON.stringify(coc.view(state, 1).stack)).not.toContain("quick-advance-1");
    const s1 = choose(state, "action:0").state;
    const s2 = choose(s1, "food").state;
    expect(onTurn(s2)).toBe(true);
    expect(s2.players[0]).toMatchObject({ actionCards: [], resources: { food: 0 } });
    expect(s2.discards.action).toEqual(["quick-advance-1"]);
    expect(s2.players[1].resources.food).toBe(3);
  });

  it("Pandemics: a unit may be the loss; players with fewer than 2 cities lose nothing", () => {
    const { state } = draw("pandemics", { cities: [{ hex: "3,0", owner: 0 }, { hex: "2,2", owner: 0 }, { hex: "3,5", owner: 1 }], units: [{ owner: 0, type: "settler", hex: "3,1" }] });
    const s = choose(state, 1).state;
    expect(s.units[1]).toBeUndefined();
    expect(onTurn(s)).toBe(true);
  });

  it("Black Death: 1 unit per 4 (+1 with Roads, Navigation or Trade Routes), 1 VP per unit removed", () => {
    const units: ScenarioSpec["units"] = [
      ...Array.from({ length: 5 }, () => ({ owner: 0 as Owner, type: "settler" as UnitTypeId, hex: "3,1" })),
      ...Array.from({ length: 3 }, () => ({ owner: 1 as Owner, type: "settler" as UnitTypeId, hex: "3,4" })),
    ];
    const { state } = draw("black-death", { units }, { advances: ["roads"] });
    expect(prompt(state)).toMatchObject({ seat: 0, id: "black-death-unit" });
    const s = choose(choose(state, 1).state, 2).state;
    expect(onTurn(s)).toBe(true);
    expect(Object.values(s.units).filter((u) => u.owner === 0)).toHaveLength(3);
    expect(Object.values(s.units).filter((u) => u.owner === 1)).toHaveLength(3);
    expect(s.players[0].eventVp).toBe(2);
    expect(s.players[1].eventVp).toBe(0);
  });
});

// ---- 51-52 Famines, 53 Fire, 54 A Successful Year -------------------------------------------------------------

describe("Famine: Vermin (#51), Famine: Draught (#52)", () => {
  it("Vermin: every player with Storage loses 1 food (no gold); one without food makes a city Angry; Irrigation protects", () => {
    const cities: Cities = [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1, mood: "happy" }];
    const { state, events } = settle(draw("famine-vermin", { cities }, { advances: ["storage"], resources: { ideas: 2, food: 2, gold: 3 } }, { advances: ["storage"], resources: { food: 0, gold: 3 } }));
    expect(state.players[0].resources).toMatchObject({ food: 1, gold: 3 });
    expect(state.cities["3,5"].mood).toBe("angry");
    expect(state.players[1].resources.gold).toBe(3);
    const protectedRun = draw("famine-vermin", {}, { advances: ["storage", "irrigation"], resources: { ideas: 2, food: 2 } });
    expect(ev(protectedRun.events, "EventIgnored")).toMatchObject([{ seat: 0, advance: "irrigation" }]);
    expect(protectedRun.state.players[0].resources.food).toBe(2);
    // Rome's Aqueduct protects like Irrigation.
    const rome = draw("famine-vermin", {}, {}, { civilization: "rome", advances: ["storage", "aqueduct" as AnyAdvanceId], resources: { food: 2 } });
    expect(ev(rome.events, "EventIgnored")).toMatchObject([{ seat: 1, advance: "aqueduct" }]);
    expect(rome.state.players[1].resources.food).toBe(2);
    expect(ev(events, "Lost")).toMatchObject([{ seat: 0, amounts: { food: 1 } }]);
  });

  it("Draught: 1 food per city on or next to barren land (max 3); not paid in full, one of those cities becomes Angry", () => {
    // 4,1 is next to 5,0 (barren), 2,2 next to 1,2 (barren); 3,0 is not.
    const cities: Cities = [{ hex: "3,0", owner: 0 }, { hex: "4,1", owner: 0 }, { hex: "2,2", owner: 0 }, { hex: "3,5", owner: 1 }];
    const { state, events } = draw("famine-draught", { cities }, { resources: { ideas: 2, food: 1, gold: 5 } });
    expect(ev(events, "Lost")).toMatchObject([{ seat: 0, amounts: { food: 1 } }]);
    expect(prompt(state)).toMatchObject({ seat: 0, id: "draught-city" });
    expect(optionValues(state)).toEqual(["4,1", "2,2"]);
    const s = choose(state, "2,2").state;
    expect(s.cities["2,2"].mood).toBe("angry");
    expect(s.players[0].resources.gold).toBe(5);
    const paid = draw("famine-draught", { cities }, { resources: { ideas: 2, food: 3 } });
    expect(onTurn(paid.state)).toBe(true);
    expect(paid.state.players[0].resources.food).toBe(1);
  });
});

describe("Fire (#53) and A Successful Year (#54)", () => {
  it("Fire: every city on the chosen city's connected forest loses mood (Myths may prevent it)", () => {
    // 5,1 and 5,2 are connected forest; 2,0 is a forest apart.
    const cities: Cities = [
      { hex: "3,0", owner: 0 }, { hex: "5,1", owner: 0, mood: "happy" }, { hex: "2,0", owner: 0, mood: "happy" },
      { hex: "3,5", owner: 1 }, { hex: "5,2", owner: 1, mood: "happy" },
    ];
    const { state } = draw("fire", { cities }, {}, { advances: ["myths"], moodTokens: 1 });
    expect(prompt(state)).toMatchObject({ seat: 0, id: "fire-city" });
    expect(optionValues(state)).toEqual(["2,0", "5,1"]);
    const r = choose(state, "5,1");
    expect(ev(r.events, "ForestFire")).toMatchObject([{ hex: "5,1", cities: ["5,1", "5,2"] }]);
    expect(r.state.cities["5,1"].mood).toBe("neutral");
    expect(r.state.cities["2,0"].mood).toBe("happy");
    expect(prompt(r.state)).toMatchObject({ seat: 1, id: "myths" });
    const s = choose(r.state, "yes").state;
    expect(s.cities["5,2"].mood).toBe("happy");
    expect(s.players[1].moodTokens).toBe(0);
  });

  it("Fire: with no city on a forest you lose 1 wood", () => {
    const { state, events } = draw("fire", {}, { resources: { ideas: 2, wood: 2 } });
    expect(onTurn(state)).toBe(true);
    expect(state.players[0].resources.wood).toBe(1);
    expect(ev(events, "Lost")).toMatchObject([{ amounts: { wood: 1 } }]);
  });

  it("A Successful Year: the players with the fewest cities gain the difference in food; all equal: 1 food each", () => {
    const cities: Cities = [...HOME, { hex: "1,6", owner: 1 }, { hex: "0,4", owner: 1 }];
    const a = settle(draw("a-successful-year", { cities }, { advances: ["storage"] }, { advances: ["storage"] }));
    expect(gainedBy(a.events, "a-successful-year", 0)).toEqual([{ food: 2 }]);
    expect(gainedBy(a.events, "a-successful-year", 1)).toEqual([]);
    const b = settle(draw("a-successful-year", {}, { advances: ["storage"] }, { advances: ["storage"] }));
    expect(gainedBy(b.events, "a-successful-year", 0)).toEqual([{ food: 1 }]);
    expect(gainedBy(b.events, "a-successful-year", 1)).toEqual([{ food: 1 }]);
  });
});

// ---- 55-58 Great persons ----------------------------------------------------------------------------------------

describe("Great Architect (#55)", () => {
  const two: Cities = [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "2,2", owner: 0 }, { hex: "3,5", owner: 1 }];
  const rich = {
    resources: { food: 5, wood: 5, ore: 2 }, cultureTokens: 2, wonderCards: ["great-gardens" as WonderId], greatPersons: ["great-architect"], advances: ["engineering" as AnyAdvanceId],
  };

  it("is taken like any great person and lies face up", () => {
    const { state } = draw("great-architect", {}, { cultureTokens: 1 });
    expect(prompt(state)).toMatchObject({ seat: 0, id: "take-great-person" });
    const s = choose(state, "yes").state;
    expect(s.players[0].greatPersons).toEqual(["great-architect"]);
    expect(coc.view(s, 1).players[0]).toMatchObject({ greatPersons: 1, publicGreatPersons: ["great-architect"] });
  });

  it("builds a wonder from the hand without its advance, 3 culture tokens cheaper, as a free action", () => {
    const s = scenario({ players: 2, options: EXP, cities: two, seats: [rich, {}] });
    const legal = coc.legalMoves(s, 0).filter((m) => m.type === "great-architect");
    expect(legal).toContainEqual({ type: "great-architect", card: "great-architect", wonder: "great-gardens", hex: "3,0", payment: { food: 5, wood: 5, ore: 2, culture: 2 } });
    const r = play(s, 0, legal[0]);
    expect(r.state.turn!.actionsLeft).toBe(3);
    expect(r.state.cities["3,0"].wonders).toEqual([{ id: "great-gardens", builder: 0 }]);
    expect(r.state.players[0]).toMatchObject({ greatPersons: [], wonderCards: [], cultureTokens: 0 });
    expect(r.state.discards.event).toEqual(["great-architect"]);
    expect(ev(r.events, "WonderBuilt")).toHaveLength(1);
    expect(r.state.turn!.activations["3,0"] ?? 0).toBe(1);
  });

  it("still needs Engineering, a Happy city and the reduced culture tokens; not through the generic great-person move", () => {
    const s = scenario({ players: 2, options: EXP, cities: two, seats: [rich, {}] });
    const move = { type: "great-architect", card: "great-architect", wonder: "great-gardens", hex: "3,0", payment: { food: 5, wood: 5, ore: 2, culture: 2 } };
    expect(reject(s, 0, { ...move, hex: "2,2" }).message).toMatch(/Happy/);
    expect(reject(s, 0, { ...move, payment: { food: 5, wood: 5, ore: 2, culture: 5 } }).message).toMatch(/2 culture/);
    const noEng = scenario({ players: 2, options: EXP, cities: two, seats: [{ ...rich, advances: [] }, {}] });
    expect(reject(noEng, 0, move).message).toMatch(/Engineering/);
    expect(reject(s, 0, { type: "great-person", card: "great-architect", advance: null }).message).toMatch(/building a wonder/);
    expect(coc.legalMoves(s, 0).some((m) => m.type === "great-person")).toBe(false);
  });
});

describe("Great Athlete (#56)", () => {
  it("a free Culture advance, then converts culture tokens into mood (or the reverse)", () => {
    const s = scenario({ players: 2, options: EXP, cities: HOME, seats: [{ greatPersons: ["great-athlete"], cultureTokens: 3, moodTokens: 1, eventTracker: 3 }, {}] });
    const r = play(s, 0, { type: "great-person", card: "great-athlete", advance: "arts" });
    expect(r.state.players[0].advances).toContain("arts");
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "great-athlete", min: 0 });
    // Arts gave its culture token first: 4 culture, 1 mood.
    expect(optionValues(r.state)).toEqual(["culture:1", "culture:2", "culture:3", "culture:4", "mood:1"]);
    const c = choose(r.state, "culture:2").state;
    expect(c.players[0]).toMatchObject({ cultureTokens: 2, moodTokens: 3 });
    const m = choose(r.state, "mood:1").state;
    expect(m.players[0]).toMatchObject({ cultureTokens: 5, moodTokens: 0 });
    const none = choose(r.state, null).state;
    expect(none.players[0]).toMatchObject({ cultureTokens: 4, moodTokens: 1 });
  });

  it("cannot be played without tokens", () => {
    const s = scenario({ players: 2, options: EXP, cities: HOME, seats: [{ greatPersons: ["great-athlete"] }, {}] });
    expect(reject(s, 0, { type: "great-person", card: "great-athlete", advance: "arts" }).message).toMatch(/tokens/);
  });
});

describe("Great Diplomat (#57)", () => {
  it("taking it starts diplomatic relations with a chosen player", () => {
    const { state } = draw("great-diplomat", {}, { cultureTokens: 1 });
    const r = choose(state, "yes");
    expect(ev(r.events, "DiplomaticRelations")).toMatchObject([{ holder: 0, partner: 1 }]);
    expect(r.state.events?.diplomacy).toEqual({ holder: 0, partner: 1 });
    expect(coc.view(r.state, 1).players[0].publicGreatPersons).toEqual(["great-diplomat"]);
  });

  it("moving into the partner's units costs 2 culture tokens; the battle ends the relations", () => {
    const rel = { diplomacy: { holder: 1, partner: 0 } };
    const poor = (() => {
      const s = scenario({ players: 2, options: EXP, cities: HOME, units: [{ owner: 0, type: "infantry", hex: "3,1" }, { owner: 1, type: "infantry", hex: "4,1" }], seats: [{ advances: ["tactics"], actionCards: [] }, { actionCards: [] }] });
      s.events = eventsState(rel);
      return play(s, 0, { type: "move" }).state;
    })();
    expect(reject(poor, 0, { type: "move-group", units: [1], to: "4,1" }).message).toMatch(/Great Diplomat/);
    const rich = produce(poor, (d) => { d.players[0].cultureTokens = 2; });
    const r = play(rich, 0, { type: "move-group", units: [1], to: "4,1" });
    expect(ev(r.events, "Paid")[0]).toMatchObject({ seat: 0, amounts: { culture: 2 }, reason: "great-diplomat" });
    const s = settle(r, (x) => !x.stack.some((f) => f.kind === "battle")).state;
    expect(s.events?.diplomacy).toBeNull();
    // Other hexes cost nothing.
    expect(coc.legalMoves(poor, 0)).toContainEqual({ type: "move-group", units: [1], to: "2,1" });
  });

  it("playing the card (an action) ends the relations", () => {
    const s = scenario({ players: 2, options: EXP, cities: HOME, seats: [{ greatPersons: ["great-diplomat"] }, {}] });
    s.events = eventsState({ diplomacy: { holder: 0, partner: 1 } });
    const r = play(s, 0, { type: "great-person", card: "great-diplomat", advance: null });
    expect(r.state.events?.diplomacy).toBeNull();
    expect(r.state.turn!.actionsLeft).toBe(2);
    expect(r.state.discards.event).toEqual(["great-diplomat"]);
  });
});

describe("Great Seer (#58)", () => {
  it("looks at the top objective cards and chooses each player's next objective draw, in secret", () => {
    const s = scenario({
      players: 2, options: EXP, cities: HOME, decks: { objective: ["wealth-or-large-fleet", "eureka-or-defiance", "metropolis-or-general"] },
      seats: [{ greatPersons: ["great-seer"], objectiveCards: [] }, { objectiveCards: [] }],
    });
    const r = play(s, 0, { type: "great-person", card: "great-seer", advance: null });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "great-seer" });
    expect(optionValues(r.state).sort()).toEqual(["eureka-or-defiance", "wealth-or-large-fleet"]);
    expect(JSON.stringify(coc.view(r.state, 1).stack)).not.toContain("eureka-or-defiance");
    expect(reject(r.state, 0, { type: "great-seer", card: "metropolis-or-general" }).message).toMatch(/looked at/);
    const a = play(r.state, 0, { type: "great-seer", card: "eureka-or-defiance" });
    expect(ev(a.events, "GreatSeerAssigned")[0].visibleTo).toEqual([0]);
    const b = play(a.state, 0, { type: "great-seer", card: "wealth-or-large-fleet" });
    expect(onTurn(b.state)).toBe(true);
    expect(b.state.events?.seer).toEqual([
      { seer: 0, seat: 0, card: "eureka-or-defiance" }, { seer: 0, seat: 1, card: "wealth-or-large-fleet" },
    ]);
    expect(coc.view(b.state, 1).events?.seer?.map((x) => x.card)).toEqual(["", ""]);
    expect(coc.view(b.state, 0).events?.seer?.map((x) => x.card)).toEqual(["eureka-or-defiance", "wealth-or-large-fleet"]);
    const drawn = within(b.state, (ctx) => {
      drawToHand(ctx, 1, "objective");
      drawToHand(ctx, 1, "objective");
    }).state;
    expect(drawn.players[1].objectiveCards).toEqual(["wealth-or-large-fleet", "metropolis-or-general"]);
    expect(drawn.events?.seer).toEqual([{ seer: 0, seat: 0, card: "eureka-or-defiance" }]);
  });
});

// ---- Objectives --------------------------------------------------------------------------------------------------

const DEF = new Map<string, ObjectiveDef>((OBJECTIVES as readonly ObjectiveDef[]).map((o) => [o.id, o]));
const ways = (s: CocState, id: ObjectiveId, seat = 0) => statusWays(s, seat, DEF.get(id)!);
const game = (extra: Partial<ScenarioSpec> = {}) => scenario({ players: 2, options: { ...EXP, events: "none" }, cities: HOME, ...extra });
const many = (owner: Owner, type: UnitTypeId, hexes: string[]) => hexes.map((hex) => ({ owner, type, hex }));

function report(r: Partial<BattleReport>): BattleReport {
  return {
    hex: "4,1", kind: "land", attacker: 0, defender: 1, winner: 0, attackerLosses: [], defenderLosses: [],
    attackerUnitsAtStart: [], defenderUnitsAtStart: [], cityDefended: false, captured: false, ...r,
  };
}

describe("expansion objective cards (catalog §5, cards 33-38)", () => {
  it("the six expansion cards and their objectives", () => {
    expect(OBJECTIVE_CARDS.filter((c) => c.expansion).map((c) => c.objectives.map((o) => o.id))).toEqual([
      ["star-gazers", "horse-power"], ["traders", "great-commander"], ["versatility", "brutus"],
      ["legacy", "ivory-tower"], ["migration", "trample"], ["high-culture", "sea-cleansing"],
    ]);
  });

  it("Star Gazers, Traders, Legacy: more cities with an Observatory / Market / Obelisk than any other player", () => {
    for (const [id, b] of [["star-gazers", "observatory"], ["traders", "market"], ["legacy", "obelisk"]] as const) {
      const lead = game({ cities: [{ hex: "3,0", owner: 0, buildings: { [b]: 0 } }, { hex: "2,2", owner: 0, buildings: { [b]: 1 } }, { hex: "3,5", owner: 1, buildings: { [b]: 1 } }] });
      expect(ways(lead, id), id).toBe(1);
      const tie = game({ cities: [{ hex: "3,0", owner: 0, buildings: { [b]: 0 } }, { hex: "3,5", owner: 1, buildings: { [b]: 1 } }] });
      expect(ways(tie, id), id).toBe(0);
    }
  });

  it("Horse Power, Ivory Tower: cavalry / elephants on 3 different hexes", () => {
    expect(ways(game({ units: many(0, "cavalry", ["3,1", "2,2", "0,2"]) }), "horse-power")).toBe(1);
    expect(ways(game({ units: many(0, "cavalry", ["3,1", "3,1", "0,2"]) }), "horse-power")).toBe(0);
    expect(ways(game({ units: many(0, "elephant", ["3,1", "2,2", "0,2"]) }), "ivory-tower")).toBe(1);
    expect(ways(game({ units: many(0, "elephant", ["3,1", "2,2"]) }), "ivory-tower")).toBe(0);
  });

  it("Versatility: a unit of each of the 6 types on the map", () => {
    const six = many(0, "settler", ["3,1"]).concat(many(0, "infantry", ["3,1"]), many(0, "cavalry", ["2,1"]), many(0, "elephant", ["2,1"]), many(0, "leader", ["3,0"]), many(0, "ship", ["4,0"]));
    expect(ways(game({ units: six }), "versatility")).toBe(1);
    expect(ways(game({ units: six.slice(0, 5) }), "versatility")).toBe(0);
  });

  it("Migration: settlers on 3 hexes that are neither your cities nor next to them", () => {
    expect(ways(game({ units: many(0, "settler", ["5,1", "1,2", "2,3"]) }), "migration")).toBe(1);
    expect(ways(game({ units: many(0, "settler", ["5,1", "1,2", "3,1"]) }), "migration")).toBe(0);
  });

  it("High Culture: all 4 civilization advances and 2 leaders recruited over the game", () => {
    const civ = ["ship-construction", "longships", "raiding", "rune-stones"];
    const s = game({ seats: [{ civilization: "vikings", advances: civ as never }, {}] });
    expect(ways(s, "high-culture")).toBe(0);
    const recruited = within(s, (ctx) => {
      fireHook(ctx, "units-recruited", { seat: 0, hex: "3,0", units: ["leader"], draft: false, sanitation: false });
      fireHook(ctx, "units-recruited", { seat: 0, hex: "3,0", units: ["infantry"], draft: false, sanitation: false });
    }).state;
    expect(recruited.players[0].leadersRecruited).toBe(1);
    expect(ways(recruited, "high-culture")).toBe(0);
    const two = produce(recruited, (d) => { d.players[0].leadersRecruited = 2; });
    expect(ways(two, "high-culture")).toBe(1);
    const three = produce(two, (d) => { d.players[0].advances = d.players[0].advances.filter((a) => a !== "raiding"); });
    expect(ways(three, "high-culture")).toBe(0);
  });

  it("High Culture: recruiting a leader is counted", () => {
    const vikings = LEADERS.filter((l) => l.civilization === "vikings").map((l) => l.id);
    const s = game({ seats: [{ civilization: "vikings", leaders: vikings, activeLeader: null, moodTokens: 1, cultureTokens: 1 }, {}] });
    const r = play(s, 0, { type: "recruit", city: "3,0", units: ["leader"], payment: { mood: 1, culture: 1 }, leader: vikings[0] } as Move);
    expect(r.state.players[0].leadersRecruited).toBe(1);
  });

  it("Great Commander: win with your leader present while not having more fighters", () => {
    const s = game();
    expect(battleObjectives(s, 0, report({ attackerUnitsAtStart: ["leader", "infantry"], defenderUnitsAtStart: ["infantry", "infantry"] }))).toContain("great-commander");
    expect(battleObjectives(s, 0, report({ attackerUnitsAtStart: ["leader", "infantry", "infantry"], defenderUnitsAtStart: ["infantry", "infantry"] }))).not.toContain("great-commander");
    expect(battleObjectives(s, 0, report({ winner: 1, attackerUnitsAtStart: ["leader"], defenderUnitsAtStart: ["infantry"] }))).not.toContain("great-commander");
    expect(battleObjectives(s, 0, report({ attackerUnitsAtStart: ["infantry"], defenderUnitsAtStart: ["infantry"] }))).not.toContain("great-commander");
  });

  it("Brutus: kill the enemy leader and 2 more of their army units or ships in one battle (winning not needed)", () => {
    const s = game();
    expect(battleObjectives(s, 0, report({ winner: null, defenderLosses: ["leader", "infantry", "cavalry"] }))).toContain("brutus");
    expect(battleObjectives(s, 0, report({ defenderLosses: ["leader", "infantry"] }))).not.toContain("brutus");
    expect(battleObjectives(s, 0, report({ defenderLosses: ["infantry", "infantry", "infantry"] }))).not.toContain("brutus");
  });

  it("Trample: win a land battle as attacker with a cavalry or elephant surviving", () => {
    const s = game();
    expect(battleObjectives(s, 0, report({ attackerUnitsAtStart: ["cavalry", "infantry"], attackerLosses: ["infantry"] }))).toContain("trample");
    expect(battleObjectives(s, 0, report({ attackerUnitsAtStart: ["elephant"], attackerLosses: ["elephant"] }))).not.toContain("trample");
    expect(battleObjectives(s, 1, report({ winner: 1, defenderUnitsAtStart: ["cavalry"] }))).not.toContain("trample");
    expect(battleObjectives(s, 0, report({ kind: "sea", attackerUnitsAtStart: ["ship"] }))).not.toContain("trample");
  });

  it("Sea Cleansing: win the second sea battle against pirates in a turn", () => {
    const s = game();
    const pirate = report({ kind: "sea", defender: "pirate", hex: "4,0" });
    const won = [{ seat: 0, hex: "4,2", kind: "sea" as const, won: true, vs: "pirate" as Owner }];
    expect(battleObjectives(s, 0, pirate, won)).toContain("sea-cleansing");
    expect(battleObjectives(s, 0, pirate, [])).not.toContain("sea-cleansing");
    expect(battleObjectives(s, 0, pirate, [{ ...won[0], won: false }])).not.toContain("sea-cleansing");
    expect(battleObjectives(s, 0, report({ kind: "sea", defender: 1 }), won)).not.toContain("sea-cleansing");
  });

  it("an instant expansion objective is offered and completed after the battle", () => {
    const s = game({ seats: [{ objectiveCards: ["migration-or-trample"] }, { objectiveCards: [] }] });
    const r = within(s, (ctx) => fireHook(ctx, "battle-ended", report({ attackerUnitsAtStart: ["cavalry"], defenderUnitsAtStart: ["infantry"], defenderLosses: ["infantry"] })));
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "objective-offer" });
    const done = play(r.state, 0, { type: "complete-objective", card: "migration-or-trample", objective: "trample" });
    expect(done.state.players[0].completedObjectives).toEqual([{ card: "migration-or-trample", objective: "trample" }]);
  });
});

// ---- Self-play ------------------------------------------------------------------------------------------------------

describe("self-play with the expansion and events on", () => {
  for (const [players, seed] of [[4, "exp-ev-1"], [4, "exp-ev-2"], [3, "exp-ev-3"], [2, "exp-ev-4"], [4, "exp-ev-5"], [3, "exp-ev-6"]] as const) {
    it(`${players} players, seed ${seed}: no rejected legal move, no error`, async () => {
      const { playOne } = await import("../../../engine/core/selfplay.ts");
      const g = playOne(coc, { players, seed, options: { expansion: true } });
      expect(g.error ?? null).toBeNull();
      expect(g.outcome).not.toBeNull();
    }, 120_000);
  }

  it("events never hold references into the discarded draft", async () => {
    const { playOne } = await import("../../../engine/core/selfplay.ts");
    for (const seed of ["exp-detach-1", "exp-detach-2"]) {
      const g = playOne(coc, { players: 4, seed, options: { expansion: true } });
      let s = coc.setup({ players: 4, options: coc.optionsSchema.parse({ expansion: true }), seed });
      for (const { seat, move } of g.moves) {
        const r = coc.apply(s, seat, move);
        if ("error" in r) throw new Error(r.message);
        JSON.stringify(r.events);
        s = r.state;
      }
    }
  }, 120_000);

  it("heuristic bots too", async () => {
    const { playOne } = await import("../../../engine/core/selfplay.ts");
    const g = playOne(coc, { players: 3, seed: "exp-ev-heuristic", options: { expansion: true }, bots: ["heuristic", "heuristic", "heuristic"] });
    expect(g.error ?? null).toBeNull();
  }, 120_000);
});
