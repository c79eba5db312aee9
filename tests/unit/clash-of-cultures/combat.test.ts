import { describe, expect, it } from "vitest";
import { produce } from "../../../engine/kit/draft.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import { makeBot } from "../../../engine/core/bots.ts";
import { isRuleError, type GameEvent, type Move } from "../../../engine/core/types.ts";
import type { UnitTypeId } from "../../../engine/games/clash-of-cultures/data/index.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { captureCity, startBattle, type BattleStart } from "../../../engine/games/clash-of-cultures/combat/battle.ts";
import { onHook, run, type Ctx } from "../../../engine/games/clash-of-cultures/base/flow.ts";
import { ruleModule } from "../../../engine/kit/rules.ts";
import type { CocState, Owner } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { scenario, play as playIn, probed, reject, type ScenarioSpec, within as withinIn } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";

// Board of a 2-player scenario: seat 0's city on 3,0 and seat 1's on 3,5. Land: 2,1 / 3,1 / 4,1 / 2,2 (fertile),
// 3,2 (forest); 3,1 touches 2,1, 4,1, 3,2, 2,2, 3,0 and the sea hex 4,0. Sea: 4,2 (neighbours 3,2, 4,1, 5,1, 5,2, 4,3, 3,3).
const HEX = "3,1";
const FROM = "2,1";

/** Runs `fn` on a draft of `s` with a context, then lets the flow run until someone must decide. */

/** Starts a battle on a scenario position (the attackers already stand on the hex). */
function fight(s: CocState, b: Partial<BattleStart> = {}): { state: CocState; events: GameEvent[] } {
  const hex = b.hex ?? HEX;
  const attacker = b.attacker ?? 0;
  const attackers = Object.values(s.units).filter((u) => u.hex === hex && u.owner === attacker).map((u) => u.id);
  return within(s, (ctx) => startBattle(ctx, { hex, attacker, attackers, from: FROM, kind: "land", ...b }));
}

type U = { owner: Owner; type: UnitTypeId; hex: string; carriedBy?: number };
const units = (owner: Owner, type: UnitTypeId, n: number, hex = HEX): U[] => Array.from({ length: n }, () => ({ owner, type, hex }));

/** Seat 0's army against seat 1's on 3,1; neither seat has cards unless given. */
function field(spec: Partial<ScenarioSpec> & { units: U[] }): CocState {
  const seats = [0, 1].map((i) => ({ actionCards: [] as string[], ...(spec.seats?.[i] ?? {}) }));
  return scenario({ players: 2, ...spec, seats });
}

const ev = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
const at = (s: CocState, hex: string, owner?: Owner) => Object.values(s.units).filter((u) => u.hex === hex && (owner === undefined || u.owner === owner));
const prompt = (s: CocState) => coc.pending(s)[0];
const ended = (events: GameEvent[]) => ev(events, "BattleEnded")[0];
const step = (r: { state: CocState }, seat: number, move: Move) => play(r.state, seat, move);
const cities = (extra: NonNullable<ScenarioSpec["cities"]>) => [{ hex: "3,0", owner: 0 as Owner }, { hex: "3,5", owner: 1 as Owner }, ...extra];

describe("combat rounds (L1233-1338)", () => {
  it("reproduces the rulebook's combat roll example: 3 infantry roll 14, 2 infantry roll 8 (L1274-1282)", () => {
    // Red: 6+inf, 3+inf, 3 = 12 + 2 = 14 (2 hits); Blue: 5+inf, 2 = 7 + 1 = 8 (1 hit).
    const s = field({ units: [...units(0, "infantry", 3), ...units(1, "infantry", 2)], dice: [11, 6, 5, 10, 3] });
    const r = fight(s);
    const rolls = ev(r.events, "CombatRoll");
    expect(rolls.map((e) => e.value)).toEqual([14, 8]);
    expect(rolls[0].dice).toEqual([
      { face: 11, value: 6, symbol: "infantry", ability: "infantry", counted: 7 },
      { face: 6, value: 3, symbol: "infantry", ability: "infantry", counted: 4 },
      { face: 5, value: 3, symbol: "elephant", ability: null, counted: 3 },
    ]);
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ attacker: { hits: 2 }, defender: { hits: 1 } });
    expect(at(r.state, HEX, 0)).toHaveLength(2);
    expect(at(r.state, HEX, 1)).toHaveLength(0);
    expect(ended(r.events)).toMatchObject({ winner: 0, attackerLosses: ["infantry"], defenderLosses: ["infantry", "infantry"] });
    expect(r.state.stack.map((f) => f.kind)).toEqual(["game", "turn"]);
    expect(r.state.turn!.wonLandBattles).toBe(1);
    expect([...r.state.turn!.unitsStopped].sort()).toEqual([1, 2]);
  });

  it("lets the attacker retreat when both sides keep units, settlers of the group going along (L1336, L1379)", () => {
    const s = field({ units: [...units(0, "infantry", 2), ...units(0, "settler", 1), ...units(1, "infantry", 2)], dice: [1, 2, 1, 2] });
    const r = fight(s);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "battle-retreat", moveType: "combat-retreat" });
    const done = step(r, 0, { type: "combat-retreat", retreat: true });
    expect(at(done.state, FROM, 0).map((u) => u.type).sort()).toEqual(["infantry", "infantry", "settler"]);
    expect(at(done.state, HEX, 1)).toHaveLength(2);
    expect(ended(done.events)).toMatchObject({ winner: null, rounds: 1, retreated: true });
    expect(done.state.turn!.unitsStopped).toEqual(expect.arrayContaining([1, 2, 3]));
  });

  it("fights another round when the attacker stays", () => {
    const s = field({ units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 2, 11, 1] });
    const r = fight(s);
    const next = step(r, 0, { type: "combat-retreat", retreat: false });
    expect(ev(next.events, "CombatRoundStarted")[0]).toMatchObject({ round: 2 });
    expect(ended(next.events)).toMatchObject({ winner: 0, rounds: 2 });
  });

  it("has no winner when both sides lose their last units in the same round, and settlers die with their army (L1326, L1332)", () => {
    const s = field({ units: [...units(0, "infantry", 1), ...units(0, "settler", 1), ...units(1, "infantry", 1), ...units(1, "settler", 2)], dice: [11, 12] });
    const r = fight(s);
    expect(ended(r.events)).toMatchObject({ winner: null });
    expect(at(r.state, HEX)).toHaveLength(0);
    expect(ev(r.events, "CasualtiesTaken").filter((e) => e.reason === "settlers")).toHaveLength(2);
    expect(r.state.turn!.wonLandBattles).toBe(0);
  });

  it("never lets barbarians or recruited ships retreat: a battle without `from` goes on", () => {
    const s = field({ units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 1, 11, 1] });
    const r = fight(s, { from: null });
    expect(ended(r.events)).toMatchObject({ winner: 0, rounds: 2 });
  });

  it("lets a side choose its own casualties when it has different unit types (L1326)", () => {
    const s = field({ options: { expansion: true }, units: [...units(0, "infantry", 3), ...units(1, "infantry", 1), ...units(1, "cavalry", 1)], dice: [11, 12, 1, 1, 1] });
    const r = fight(s);
    // Attacker 7 + 7 + 1 = 15: 3 hits, capped at the 2 defenders: no choice left. Defender 1 + 1: no hits.
    expect(ended(r.events)).toMatchObject({ winner: 0, defenderLosses: ["infantry", "cavalry"] });
    const s2 = field({ options: { expansion: true }, units: [...units(0, "infantry", 3), ...units(1, "infantry", 1), ...units(1, "cavalry", 1)], dice: [11, 1, 1, 1, 1] });
    const r2 = fight(s2);
    expect(prompt(r2.state)).toMatchObject({ seat: 1, id: "battle-casualties", min: 1, max: 1 });
    expect(coc.legalMoves(r2.state, 1)).toHaveLength(2);
    expect(reject(r2.state, 1, { type: "combat-casualties", units: [1] }).message).toMatch(/only choose among your units/);
    expect(reject(r2.state, 1, { type: "combat-casualties", units: [4, 5] }).message).toMatch(/exactly 1/);
    expect(reject(r2.state, 0, { type: "combat-casualties", units: [4] }).code).toBe("not-your-turn");
    const after = step(r2, 1, { type: "combat-casualties", units: [5] });
    expect(at(after.state, HEX, 1).map((u) => u.type)).toEqual(["infantry"]);
  });
});

describe("automatic results (L1377-1379, L2197)", () => {
  it("lone settlers lose at once: no cards, no dice, and the army may not move on", () => {
    const s = field({ units: [...units(0, "infantry", 1), ...units(1, "settler", 2)], dice: [] });
    const r = fight(s);
    expect(ev(r.events, "CombatRoll")).toHaveLength(0);
    expect(ended(r.events)).toMatchObject({ winner: 0, automatic: true, rounds: 0 });
    expect(at(r.state, HEX, 1)).toHaveLength(0);
    expect(r.state.turn!.unitsStopped).toContain(1);
  });

  it("an undefended city is captured at once, still a battle", () => {
    const s = field({ cities: cities([{ hex: HEX, owner: 1, mood: "neutral" }]), units: units(0, "infantry", 1) });
    const r = fight(s);
    expect(ended(r.events)).toMatchObject({ winner: 0, automatic: true });
    expect(r.state.cities[HEX]).toMatchObject({ owner: 0, mood: "angry" });
    expect(r.state.players[0].resources.gold).toBe(1);
    expect(r.state.turn!.unitsStopped).toContain(1);
  });

  it("settlers cannot attack", () => {
    const s = field({ units: [...units(0, "settler", 1), ...units(1, "infantry", 1)] });
    expect(() => fight(s)).toThrow(/settlers cannot fight/);
  });
});

describe("modifiers (L1381-1389, L1693, L1575, L1635)", () => {
  const fortressCity = (extra: Record<string, unknown> = {}) => cities([{ hex: HEX, owner: 1, buildings: { fortress: 1 }, ...extra }]);

  it("fortress: +1 die and 1 hit cancelled in the first round; two infantry symbols still trigger the one infantry once (L761-766)", () => {
    // Attacker 7 + 7 + 1 = 15: 3 hits - 1 fortress = 2 (capped at 1 defender). Defender 2 dice: 6+1 and 6 = 13: 2 hits.
    const s = field({ cities: fortressCity(), units: [...units(0, "infantry", 3), ...units(1, "infantry", 1)], dice: [11, 12, 1, 11, 12] });
    const r = fight(s);
    const rolls = ev(r.events, "CombatRoll");
    expect(rolls[1]).toMatchObject({ value: 13, fortressDice: 1 });
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ attacker: { raw: 3, cancelled: 1, cancelSources: ["fortress"] }, defender: { hits: 2 } });
    expect(ended(r.events)).toMatchObject({ winner: 0 });
    expect(r.state.cities[HEX].owner).toBe(0);
  });

  it("fortress: no extra die and no cancel after the first round", () => {
    const s = field({ cities: fortressCity(), units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 1, 1, 1, 1] });
    const r = step(fight(s), 0, { type: "combat-retreat", retreat: false });
    const rolls = ev(r.events, "CombatRoll");
    expect(rolls[1]).toMatchObject({ round: 2, fortressDice: 0 });
    expect((rolls[1].dice as unknown[]).length).toBe(1);
  });

  it("a lone fortress wins only if every attacker dies in round 1; otherwise the city falls (L1334)", () => {
    // The fortress die shows 6 (1 hit); the single attacker rolls 6+1 = 7, 1 hit cancelled by the fortress.
    const held = fight(field({ cities: fortressCity(), units: units(0, "infantry", 1), dice: [12, 11] }));
    expect(ended(held.events)).toMatchObject({ winner: 1, automatic: false });
    expect(held.state.cities[HEX].owner).toBe(1);
    expect(at(held.state, HEX)).toHaveLength(0);
    // Two attackers, nothing hits: no retreat question, the attacker captures after round 1.
    const fell = fight(field({ cities: fortressCity(), units: units(0, "infantry", 2), dice: [1, 1, 1] }));
    expect(ended(fell.events)).toMatchObject({ winner: 0, rounds: 1 });
    expect(fell.state.cities[HEX]).toMatchObject({ owner: 0, buildings: { fortress: 0 } });
  });

  it("Siegecraft: declared before the round, 2 wood blocks the fortress die and 2 ore its hit cancel (L1713)", () => {
    const s = field({
      cities: fortressCity(), units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [12, 1],
      seats: [{ advances: ["siegecraft"], resources: { wood: 2, ore: 2 } }],
    });
    const r = fight(s);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "battle-siegecraft" });
    expect(coc.legalMoves(r.state, 0)).toHaveLength(4);
    expect(reject(r.state, 0, { type: "combat-siegecraft", blockDie: true, blockHit: true, payment: { wood: 2 } }).message).toMatch(/does not match/);
    const done = step(r, 0, { type: "combat-siegecraft", blockDie: true, blockHit: true, payment: { wood: 2, ore: 2 } });
    expect(done.state.players[0].resources).toMatchObject({ wood: 0, ore: 0 });
    expect(ev(done.events, "CombatRoll")[1]).toMatchObject({ fortressDice: 0 });
    expect(ev(done.events, "CombatHits")[0]).toMatchObject({ attacker: { hits: 1, cancelled: 0 } });
    expect(done.state.cities[HEX].owner).toBe(0);
  });

  it("Siegecraft is not offered without a fortress or without the resources", () => {
    const noFort = fight(field({ cities: cities([{ hex: HEX, owner: 1 }]), units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [12, 1], seats: [{ advances: ["siegecraft"], resources: { wood: 2 } }] }));
    expect(ended(noFort.events)).toBeDefined();
    const poor = fight(field({ cities: fortressCity(), units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [12, 1, 1], seats: [{ advances: ["siegecraft"], resources: { wood: 1 } }] }));
    expect(prompt(poor.state)?.id).not.toBe("battle-siegecraft");
  });

  it("Steel Weapons: the attacker decides first, then the defender; +1 each when both own it (L1717-1721)", () => {
    const s = field({
      units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 1],
      seats: [{ advances: ["steel-weapons"], resources: { ore: 1 } }, { advances: ["steel-weapons"], resources: { gold: 1 } }],
    });
    const r = fight(s);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "battle-steel" });
    const a = step(r, 0, { type: "combat-steel-weapons", use: true, payment: { ore: 1 } });
    expect(prompt(a.state)).toMatchObject({ seat: 1, id: "battle-steel" });
    const d = step(a, 1, { type: "combat-steel-weapons", use: true, payment: { gold: 1 } });
    const rolls = ev(d.events, "CombatRoll");
    expect(rolls.map((e) => e.modifiers)).toEqual([[{ source: "steel-weapons", value: 1 }], [{ source: "steel-weapons", value: 1 }]]);
    // The bonus holds in every round.
    const r2 = step(d, 0, { type: "combat-retreat", retreat: false });
    expect(ev(r2.events, "CombatRoll")[0].modifiers).toEqual([{ source: "steel-weapons", value: 1 }]);
  });

  it("Steel Weapons gives +2 against an enemy without it, free with Metallurgy; a decline keeps the ore", () => {
    const free = fight(field({ units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 1], seats: [{ advances: ["steel-weapons", "metallurgy"], resources: { ore: 1 } }] }));
    expect(ev(free.events, "CombatRoll")[0].modifiers).toEqual([{ source: "steel-weapons", value: 2 }]);
    expect(free.state.players[0].resources.ore).toBe(1);
    const r = fight(field({ units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 1], seats: [{ advances: ["steel-weapons"], resources: { ore: 1 } }] }));
    const declined = step(r, 0, { type: "combat-steel-weapons", use: false });
    expect(ev(declined.events, "CombatRoll")[0].modifiers).toEqual([]);
    expect(declined.state.players[0].resources.ore).toBe(1);
  });

  it("Steel Weapons gives +2 against barbarians, who count as not having it (L1719)", () => {
    const s = field({ units: [...units(0, "infantry", 1), ...units("barbarian", "infantry", 1)], dice: [1, 1], seats: [{ advances: ["steel-weapons"], resources: { ore: 1 } }] });
    const r = step(fight(s), 0, { type: "combat-steel-weapons", use: true, payment: { ore: 1 } });
    expect(ev(r.events, "CombatRoll")[0].modifiers).toEqual([{ source: "steel-weapons", value: 2 }]);
  });

  it("War Ships cancel 1 hit in the first round of a land battle started by disembarking (L1693)", () => {
    const s = field({ units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 12], seats: [{ advances: ["war-ships"] }] });
    const r = fight(s, { from: "4,0", disembarked: true });
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ defender: { raw: 1, cancelled: 1, cancelSources: ["war-ships"], hits: 0 } });
    // Retreating goes back aboard the ship the army came from.
    const s2 = field({ units: [{ owner: 0, type: "ship", hex: "4,0" }, ...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 1] });
    const back = step(fight(s2, { from: "4,0", disembarked: true }), 0, { type: "combat-retreat", retreat: true });
    expect(back.state.units[2]).toMatchObject({ hex: "4,0", carriedBy: 1 });
    // Without disembarking, no cancel.
    const plain = fight(field({ units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 12], seats: [{ advances: ["war-ships"] }] }));
    expect(ev(plain.events, "CombatHits")[0]).toMatchObject({ defender: { hits: 1 } });
  });

  it("Fanaticism: +2 in the first round of a battle in a temple city; the loser gets a free infantry (L1801)", () => {
    const s = field({
      cities: cities([{ hex: HEX, owner: 1, buildings: { temple: 1 } }]),
      units: [...units(0, "infantry", 2), ...units(1, "infantry", 1)], dice: [11, 12, 1],
      seats: [{ advances: ["fanaticism"] }, { advances: ["fanaticism"] }],
    });
    const r = fight(s);
    const rolls = ev(r.events, "CombatRoll");
    expect(rolls.map((e) => e.modifiers)).toEqual([[{ source: "fanaticism", value: 2 }], [{ source: "fanaticism", value: 2 }]]);
    expect(r.state.cities[HEX].owner).toBe(0);
    // Seat 1 lost: its free infantry (and the settler for the lost city, L1366) go to its only other city.
    expect(at(r.state, "3,5", 1).map((u) => u.type).sort()).toEqual(["infantry", "settler"]);
  });

  it("Great Wall: attackers of the owner's Happy city get -2 in the first round (L1633)", () => {
    const s = field({
      cities: cities([{ hex: HEX, owner: 1, mood: "happy", wonders: [{ id: "great-wall", builder: 1 }] }]),
      units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [11, 1],
    });
    const r = fight(s);
    expect(ev(r.events, "CombatRoll")[0]).toMatchObject({ value: 5, modifiers: [{ source: "great-wall", value: -2 }] });
  });

  it("Great Wall: barbarians attacking the owner's cities lose at once and the owner gains 1 gold (L1635-1639)", () => {
    const s = field({
      cities: cities([{ hex: HEX, owner: 1, mood: "neutral" }]),
      units: [...units(1, "infantry", 1), ...units("barbarian", "infantry", 2)],
    });
    const withWall = produce(s, (d) => { d.cities["3,5"].wonders = [{ id: "great-wall", builder: 1 }]; });
    const r = fight(withWall, { attacker: "barbarian", from: null });
    expect(ev(r.events, "CombatRoll")).toHaveLength(0);
    expect(ended(r.events)).toMatchObject({ winner: 1, automatic: true, attackerLosses: ["infantry", "infantry"] });
    expect(at(r.state, HEX, "barbarian")).toHaveLength(0);
    expect(r.state.players[1].resources.gold).toBe(1);
  });

  it("Colosseum: once per land battle, after the roll, a mood or culture token for +1 when it adds a hit (L1575)", () => {
    const s = field({
      cities: [{ hex: "3,0", owner: 0, wonders: [{ id: "colosseum", builder: 0 }] }, { hex: "3,5", owner: 1 }],
      units: [...units(0, "infantry", 2), ...units(1, "infantry", 3)], dice: [10, 5, 1, 1, 1, 10, 5, 1, 1, 1],
      seats: [{ moodTokens: 1, cultureTokens: 1 }],
    });
    const r = fight(s);
    // 6 + 3 = 9: one token makes it 10 (2 hits).
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "battle-arena" });
    expect(coc.legalMoves(r.state, 0)).toHaveLength(3);
    const used = step(r, 0, { type: "combat-arena", token: "culture" });
    expect(ev(used.events, "CombatHits")[0]).toMatchObject({ attacker: { value: 10, hits: 2 } });
    expect(used.state.players[0].cultureTokens).toBe(0);
    // Round 2: same roll, no second offer.
    const r2 = step(used, 0, { type: "combat-retreat", retreat: false });
    expect(ev(r2.events, "CombatHits")[0]).toMatchObject({ attacker: { value: 9, hits: 1 } });
  });
});

// One physical card per tactics half.
const CARD = {
  peltasts: "quick-advance-1", encircled: "quick-advance-2", wedge: "hero-general-1", highMorale: "hero-general-2",
  heavyResistance: "spy-1", highGround: "ideas-1", surprise: "ideas-2", siege: "great-ideas-1", forThePeople: "mercenaries-1",
  improvedDefenses: "cultural-takeover-2", tacticalRetreat: "city-development-1", defensiveFormation: "explorer-2",
  scout: "negotiations-1", martyr: "negotiations-2", archers: "leadership-2", flanking: "new-plans-1",
} as const;

/** Both seats own Tactics and hold the given cards. */
function tactical(att: string[], def: string[], spec: Partial<ScenarioSpec> & { units: U[] }): CocState {
  return field({ ...spec, seats: [{ advances: ["tactics"], actionCards: att }, { advances: ["tactics"], actionCards: def }] });
}

/** Plays the attacker's and then the defender's card (null: none) at the card prompts. */
function cards(r: { state: CocState; events: GameEvent[] }, att: string | null, def: string | null) {
  let cur = r;
  const events = [...r.events];
  for (const [seat, card] of [[0, att], [1, def]] as const) {
    const p = prompt(cur.state);
    if (p?.id !== "battle-card" || p.seat !== seat) continue;
    cur = step(cur, seat, { type: "combat-tactics", card });
    events.push(...cur.events);
  }
  return { state: cur.state, events };
}

describe("tactics cards (L1235-1256, catalog §4.3)", () => {
  it("need Tactics; the attacker commits first, face down, then the defender; both are revealed together and discarded", () => {
    const noTactics = fight(field({ units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], seats: [{ actionCards: [CARD.highMorale] }], dice: [1, 1] }));
    expect(prompt(noTactics.state)?.id).not.toBe("battle-card");
    const s = tactical([CARD.highMorale], [CARD.defensiveFormation], { units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 1, 1] });
    const r = fight(s);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "battle-card", moveType: "combat-tactics" });
    expect(coc.legalMoves(r.state, 0)).toEqual([{ type: "combat-tactics", card: null }, { type: "combat-tactics", card: CARD.highMorale }]);
    const a = step(r, 0, { type: "combat-tactics", card: CARD.highMorale });
    expect(a.state.players[0].actionCards).toEqual([]);
    expect(prompt(a.state)).toMatchObject({ seat: 1, id: "battle-card" });
    // The defender cannot see the attacker's face-down card; its player can.
    expect(JSON.stringify(coc.view(a.state, 1))).not.toContain(CARD.highMorale);
    expect(JSON.stringify(coc.view(a.state, 0))).toContain(CARD.highMorale);
    expect(ev(a.events, "TacticsCardPlayed")[0]).toMatchObject({ visibleTo: [0], redacted: { type: "TacticsCardPlayed", seat: 0 } });
    const d = step(a, 1, { type: "combat-tactics", card: CARD.defensiveFormation });
    expect(ev(d.events, "TacticsCardsRevealed")[0]).toMatchObject({ attacker: { card: CARD.highMorale, tactics: "high-morale" }, defender: { card: CARD.defensiveFormation } });
    expect(ev(d.events, "CombatRoll").map((e) => [e.value, (e.dice as unknown[]).length])).toEqual([[3, 1], [2, 2]]);
    expect(d.state.discards.action).toEqual([CARD.highMorale, CARD.defensiveFormation]);
  });

  it("checks role, fighters and location: a defender-only card is not offered to the attacker; unplayable cards are rejected", () => {
    const s = tactical([CARD.improvedDefenses, CARD.highMorale], [], { units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 1] });
    const r = fight(s);
    expect(coc.legalMoves(r.state, 0).map((m) => m.card)).toEqual([null, CARD.highMorale]);
    const before = canonicalJson(r.state);
    expect(reject(r.state, 0, { type: "combat-tactics", card: CARD.improvedDefenses }).message).toMatch(/cannot play Improved Defenses/);
    expect(reject(r.state, 0, { type: "combat-tactics", card: CARD.peltasts }).message).toMatch(/not in your hand/);
    expect(reject(r.state, 0, { type: "combat-retreat", retreat: true }).message).toMatch(/cannot retreat now/);
    expect(reject(r.state, 1, { type: "combat-tactics", card: null }).code).toBe("not-your-turn");
    expect(canonicalJson(r.state)).toBe(before);
    // Siege needs a city; High Ground is not for an attacker of a city.
    const city = tactical([CARD.highGround, CARD.siege], [], { cities: cities([{ hex: HEX, owner: 1 }]), units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)] });
    expect(coc.legalMoves(fight(city).state, 0).map((m) => m.card)).toEqual([null, CARD.siege]);
    const open = tactical([CARD.highGround, CARD.siege], [], { units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)] });
    expect(coc.legalMoves(fight(open).state, 0).map((m) => m.card)).toEqual([null, CARD.highGround]);
  });

  it("Peltasts: one die per own army unit on reveal; a 5 or 6 cancels 1 enemy hit", () => {
    const s = tactical([CARD.peltasts], [], { units: [...units(0, "infantry", 2), ...units(1, "infantry", 2)], dice: [9, 1, 1, 1, 11, 12] });
    const r = cards(fight(s), CARD.peltasts, null);
    expect(ev(r.events, "TacticsEffect")[0]).toMatchObject({ tactics: "peltasts", dice: [5, 1], success: true });
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ defender: { raw: 2, cancelled: 1, hits: 1 } });
    expect(at(r.state, HEX, 0)).toHaveLength(1);
  });

  it("Encircled: after the roll, if the enemy loses at least as many units, a 5-6 adds 1 hit that cannot be cancelled", () => {
    const s = tactical([CARD.encircled], [], { units: [...units(0, "infantry", 2), ...units(1, "infantry", 2)], dice: [11, 1, 1, 1, 9] });
    const r = cards(fight(s), CARD.encircled, null);
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ attacker: { hits: 2, encircled: true } });
    expect(ended(r.events)).toMatchObject({ winner: 0, rounds: 1 });
  });

  it("Wedge Formation: +1 per defending unit", () => {
    const s = tactical([CARD.wedge], [], { units: [...units(0, "infantry", 1), ...units(1, "infantry", 3)], dice: [12, 1, 1, 1] });
    const r = cards(fight(s), CARD.wedge, null);
    expect(ev(r.events, "CombatRoll")[0]).toMatchObject({ value: 10, modifiers: [{ source: "tactics", value: 3, card: CARD.wedge }] });
  });

  it("High Morale: +2; Surprise: +1 and an action card after scoring a hit", () => {
    const hm = cards(fight(tactical([CARD.highMorale], [], { units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [6, 1] })), CARD.highMorale, null);
    expect(ev(hm.events, "CombatRoll")[0]).toMatchObject({ value: 6 });
    const s = tactical([CARD.surprise], [], { units: [...units(0, "infantry", 1), ...units(1, "infantry", 2)], dice: [6, 1, 1], decks: { action: ["spy-2"] } });
    const r = cards(fight(s), CARD.surprise, null);
    expect(ev(r.events, "CombatRoll")[0]).toMatchObject({ value: 5 });
    expect(r.state.players[0].actionCards).toEqual(["spy-2"]);
  });

  it("Heavy Resistance: the attacker gets -1 per attacking unit", () => {
    const s = tactical([], [CARD.heavyResistance], { units: [...units(0, "infantry", 2), ...units(1, "infantry", 2)], dice: [11, 7, 1, 1] });
    const r = cards(fight(s), null, CARD.heavyResistance);
    // The modifier names the card that gives it: the defender's.
    expect(ev(r.events, "CombatRoll")[0]).toMatchObject({ value: 9, modifiers: [{ source: "tactics", value: -2, card: CARD.heavyResistance }] });
    expect(at(r.state, HEX, 1)).toHaveLength(1);
  });

  it("High Ground: the opponent's die symbols have no effect this round", () => {
    const s = tactical([], [CARD.highGround], { units: [...units(0, "infantry", 2), ...units(1, "infantry", 2)], dice: [10, 6, 1, 1] });
    const r = cards(fight(s), null, CARD.highGround);
    expect(ev(r.events, "CombatRoll")[0]).toMatchObject({ value: 8, symbolsDenied: true });
  });

  it("Siege: +1, and the defender's symbols are off unless they pay 2 food", () => {
    const s = tactical([CARD.siege], [], { cities: cities([{ hex: HEX, owner: 1 }]), units: [...units(0, "infantry", 3), ...units(1, "infantry", 2)], dice: [1, 1, 1, 10, 6, 1, 1, 1, 10, 6] });
    const r = cards(fight(s), CARD.siege, null);
    expect(prompt(r.state)).toMatchObject({ seat: 1, id: "battle-siegeFood" });
    const refused = step(r, 1, { type: "combat-siege-food", pay: false });
    expect(ev(refused.events, "CombatRoll").map((e) => e.value)).toEqual([4, 8]);
    const paid = step(r, 1, { type: "combat-siege-food", pay: true, payment: { food: 2 } });
    expect(ev(paid.events, "CombatRoll").map((e) => e.value)).toEqual([4, 10]);
    expect(paid.state.players[1].resources.food).toBe(0);
  });

  it("For the People and Defensive Formation: +1 die for the defender; Flanking: +1 die for the attacker", () => {
    const ftp = cards(fight(tactical([], [CARD.forThePeople], { cities: cities([{ hex: HEX, owner: 1 }]), units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 1, 1] })), null, CARD.forThePeople);
    expect((ev(ftp.events, "CombatRoll")[1].dice as unknown[]).length).toBe(2);
    const fl = cards(fight(tactical([CARD.flanking], [], { units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 1, 1] })), CARD.flanking, null);
    expect((ev(fl.events, "CombatRoll")[0].dice as unknown[]).length).toBe(2);
  });

  it("Improved Defenses: defending a city, cancel 1 enemy hit", () => {
    const s = tactical([], [CARD.improvedDefenses], { cities: cities([{ hex: HEX, owner: 1 }]), units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [12, 1] });
    const r = cards(fight(s), null, CARD.improvedDefenses);
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ attacker: { raw: 1, cancelled: 1, hits: 0 } });
  });

  it("Tactical Retreat: the defender withdraws everything to an adjacent land hex without enemies; the attacker wins the hex", () => {
    const s = tactical([], [CARD.tacticalRetreat], { units: [...units(0, "infantry", 1), ...units(1, "infantry", 2), ...units(1, "settler", 1)], dice: [] });
    const r = cards(fight(s), null, CARD.tacticalRetreat);
    expect(prompt(r.state)).toMatchObject({ seat: 1, id: "battle-tacticalRetreat" });
    const options = coc.legalMoves(r.state, 1).map((m) => m.hex);
    expect(options).toContain("4,1");
    expect(options).not.toContain("3,0"); // seat 0's city
    expect(options).not.toContain("4,0"); // sea
    const done = step(r, 1, { type: "combat-tactical-retreat", hex: "4,1" });
    expect(at(done.state, "4,1", 1)).toHaveLength(3);
    expect(ev(done.events, "CombatRoll")).toHaveLength(0);
    expect(ended(done.events)).toMatchObject({ winner: 0, tacticalRetreat: "4,1" });
  });

  it("Tactical Retreat out of a city leaves it to the attacker, who captures it", () => {
    const s = tactical([], [CARD.tacticalRetreat], { cities: cities([{ hex: HEX, owner: 1 }]), units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)] });
    const r = step(cards(fight(s), null, CARD.tacticalRetreat), 1, { type: "combat-tactical-retreat", hex: "2,2" });
    expect(r.state.cities[HEX].owner).toBe(0);
    expect(at(r.state, "2,2", 1)).toHaveLength(1);
  });

  it("Scout resolves before Martyr: the Martyr is cancelled and taken, nobody is sacrificed", () => {
    const r = cards(fight(tactical([CARD.martyr], [CARD.scout], { units: [...units(0, "infantry", 2), ...units(1, "infantry", 2)], dice: [1, 1, 1, 1] })), CARD.martyr, CARD.scout);
    expect(ev(r.events, "TacticsCardCancelled")).toHaveLength(1);
    expect(ev(r.events, "CasualtiesTaken").filter((e) => e.reason === "martyr")).toHaveLength(0);
    expect(r.state.players[1].actionCards).toEqual([CARD.martyr]);
  });

  it("Scout: cancels the enemy's card and takes it into its player's hand", () => {
    const s = tactical([CARD.highMorale], [CARD.scout], { units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [6, 1, 1] });
    const r = cards(fight(s), CARD.highMorale, CARD.scout);
    expect(ev(r.events, "TacticsCardCancelled")[0]).toMatchObject({ card: CARD.highMorale, by: "scout", takenBy: 1 });
    expect(ev(r.events, "CombatRoll")[0]).toMatchObject({ value: 4 });
    expect(r.state.players[1].actionCards).toEqual([CARD.highMorale]);
    expect(r.state.discards.action).toEqual([CARD.scout]);
  });

  it("Martyr: sacrifice 1 own unit, the enemy removes 1 and its card is cancelled", () => {
    const s = tactical([CARD.martyr], [CARD.highMorale], { units: [...units(0, "infantry", 2), ...units(1, "infantry", 2)], dice: [1, 1] });
    const r = cards(fight(s), CARD.martyr, CARD.highMorale);
    expect(ev(r.events, "TacticsCardCancelled")[0]).toMatchObject({ card: CARD.highMorale, by: "martyr" });
    expect(ev(r.events, "CasualtiesTaken").filter((e) => e.reason === "martyr").map((e) => e.owner)).toEqual([0, 1]);
    expect(ev(r.events, "CombatRoll").map((e) => [e.value, (e.dice as unknown[]).length])).toEqual([[1, 1], [1, 1]]);
    expect(r.state.discards.action).toEqual([CARD.martyr, CARD.highMorale]);
  });

  it("Archers: a 5 or 6 makes the enemy remove a unit before the dice", () => {
    const s = tactical([CARD.archers], [], { units: [...units(0, "infantry", 1), ...units(1, "infantry", 2)], dice: [10, 1, 1] });
    const r = cards(fight(s), CARD.archers, null);
    expect(ev(r.events, "TacticsEffect")[0]).toMatchObject({ tactics: "archers", success: true });
    expect(ev(r.events, "CombatRoll")[1].dice).toHaveLength(1);
    expect(ended(r.events)).toBeUndefined();
    expect(at(r.state, HEX, 1)).toHaveLength(1);
  });

  it("a played card lasts one round: new cards may be played in the next round", () => {
    const s = tactical([CARD.highMorale, CARD.flanking], [], { units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [1, 1, 1, 1, 1] });
    const r1 = cards(fight(s), CARD.highMorale, null);
    const r2 = cards(step(r1, 0, { type: "combat-retreat", retreat: false }), CARD.flanking, null);
    const rolls = ev(r2.events, "CombatRoll");
    expect(rolls[0]).toMatchObject({ round: 2, value: 2, modifiers: [] });
  });
});

const battleEnded: Record<string, unknown>[] = [];
const captured: Record<string, unknown>[] = [];
/** Records what the hooks see: a rule module added to the game for this file's tests. */
const probe = ruleModule("test probe");
onHook(probe, "battle-ended", (_ctx, data) => battleEnded.push(data));
onHook(probe, "city-captured", (_ctx, data) => captured.push(data));
const game = probed(probe);
const play = (s: CocState, seat: number, move: Move) => playIn(s, seat, move, game);
const within = (s: CocState, fn: (ctx: Ctx) => void) => withinIn(s, fn, game);

describe("capturing cities (L1352-1375)", () => {
  const capture = (s: CocState, hex: string, by: Owner) => within(s, (ctx) => captureCity(ctx, hex, by));

  it.each([
    [1, "neutral", 1], [1, "happy", 2], [1, "angry", 1],
    [2, "neutral", 2], [2, "happy", 3], [2, "angry", 1],
    [3, "neutral", 3], [3, "happy", 4], [3, "angry", 1],
    [4, "neutral", 4], [4, "happy", 5], [4, "angry", 1],
    [5, "neutral", 5], [5, "happy", 6], [5, "angry", 1],
  ] as const)("a size-%i %s city yields %i gold (L1357-1364)", (size, mood, gold) => {
    const all = ["temple", "academy", "port", "fortress"] as const;
    const buildings = Object.fromEntries(all.slice(0, size - 1).map((b) => [b, 1]));
    const s = field({ cities: cities([{ hex: HEX, owner: 1, mood, buildings }]), units: units(0, "infantry", 1) });
    const r = capture(s, HEX, 0);
    expect(r.state.players[0].resources.gold).toBe(gold);
    expect(r.state.cities[HEX]).toMatchObject({ owner: 0, mood: "angry" });
  });

  it("replaces the previous owner's pieces, not other colours nor wonders; the previous owner gets a settler elsewhere", () => {
    battleEnded.length = 0;
    captured.length = 0;
    const s = field({
      cities: [
        { hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "2,2", owner: 1 },
        { hex: HEX, owner: 1, mood: "happy", buildings: { temple: 1, academy: 0 }, wonders: [{ id: "pyramids", builder: 1 }] },
      ],
      units: units(0, "infantry", 1),
    });
    const r = fight(s);
    expect(r.state.cities[HEX]).toMatchObject({ owner: 0, mood: "angry", buildings: { temple: 0, academy: 0 }, wonders: [{ id: "pyramids", builder: 1 }] });
    // Size 4 (settlement, 2 buildings, a wonder), Happy: 5 gold.
    expect(r.state.players[0].resources.gold).toBe(5);
    expect(ev(r.events, "CityCaptured")[0]).toMatchObject({ hex: HEX, from: 1, to: 0, gold: 5, replaced: ["temple"], removed: [] });
    // Both hooks say where the capturer's reactions go: the battle's place, on the turn ([game, turn]).
    expect(captured).toEqual([{ hex: HEX, from: 1, to: 0, mood: "happy", reactionsAt: 2 }]);
    expect(battleEnded[0]).toMatchObject({ hex: HEX, kind: "land", attacker: 0, defender: 1, winner: 0, cityDefended: true, captured: true, attackerUnitsAtStart: ["infantry"], defenderUnitsAtStart: [], reactionsAt: 2 });
    // Seat 1 has two other cities: it chooses where its settler goes.
    expect(prompt(r.state)).toMatchObject({ seat: 1, id: "place-free-unit" });
    expect(reject(r.state, 1, { type: "place-free-unit", hex: HEX }).message).toMatch(/one of your cities/);
    const placed = step(r, 1, { type: "place-free-unit", hex: "2,2" });
    expect(at(placed.state, "2,2", 1).map((u) => u.type)).toEqual(["settler"]);
    expect(placed.state.stack.map((f) => f.kind)).toEqual(["game", "turn"]);
  });

  it("removes pieces the capturer has no figure for, 1 gold each; with no settlement figure the city is destroyed (L1373-1375)", () => {
    const own = ["2,1", "2,2", "4,1", "3,2", "1,2"].map((hex) => ({ hex, owner: 0 as Owner, buildings: { temple: 0 as Owner } }));
    const s = field({ cities: [...cities([{ hex: HEX, owner: 1, buildings: { temple: 1, academy: 1 } }]), ...own], units: units(0, "infantry", 1) });
    const r = capture(s, HEX, 0);
    expect(r.state.cities[HEX].buildings).toEqual({ academy: 0 });
    expect(r.state.players[0].resources.gold).toBe(3 + 1);
    // Seven cities already: the captured city is destroyed, 1 gold per piece.
    const seven = field({ cities: [...cities([{ hex: HEX, owner: 1, mood: "happy", buildings: { temple: 1 }, wonders: [{ id: "colosseum", builder: 1 }] }]), ...own, { hex: "0,2", owner: 0 }], units: units(0, "infantry", 1) });
    const d = capture(seven, HEX, 0);
    expect(d.state.cities[HEX]).toBeUndefined();
    expect(d.state.players[0].resources.gold).toBe(3);
    expect(ev(d.events, "CityDestroyed")[0]).toMatchObject({ hex: HEX, pieces: 3 });
  });

  it("a captured city's fortress serves its new owner", () => {
    const s = field({ cities: cities([{ hex: HEX, owner: 0, buildings: { fortress: 1 } }]), units: [...units(1, "infantry", 1), ...units(0, "infantry", 1)], dice: [1, 1, 1] });
    const r = fight(s, { attacker: 1 });
    expect(ev(r.events, "CombatRoll")[1]).toMatchObject({ fortressDice: 1 });
  });
});

describe("barbarians in battle (L1492-1517)", () => {
  it("are run by the next seat clockwise from their opponent, who never plays cards for them nor retreats (L1494)", () => {
    const s = field({
      options: { expansion: true },
      units: [...units(0, "infantry", 2), ...units("barbarian", "infantry", 1), ...units("barbarian", "cavalry", 1)],
      seats: [{ advances: ["tactics"], actionCards: [CARD.highMorale] }], dice: [1, 1, 11, 12],
    });
    const r0 = fight(s, { attacker: "barbarian", from: null });
    // Only the defending player is asked for a card; the barbarians play none.
    expect(prompt(r0.state)).toMatchObject({ seat: 0, id: "battle-card" });
    const r = step(r0, 0, { type: "combat-tactics", card: CARD.highMorale });
    expect(ev(r0.events, "BattleStarted")[0]).toMatchObject({ attacker: "barbarian", defender: 0, controllers: [1, 0] });
    expect(ev(r.events, "TacticsCardsRevealed")[0]).toMatchObject({ attacker: null, defender: { card: CARD.highMorale } });
    // Seat 0: 7 + 7 + 2 = 16, the two barbarians die.
    expect(ended(r.events)).toMatchObject({ winner: 0 });
    expect(r.state.players[0].resources.gold).toBe(1);
    // A one-hit round makes the controller (seat 1) pick the barbarian casualty.
    const s2 = field({ options: { expansion: true }, units: [...units(0, "infantry", 2), ...units("barbarian", "infantry", 1), ...units("barbarian", "cavalry", 1)], dice: [11, 1, 1, 1] });
    const r2 = fight(s2, { attacker: 0 });
    expect(prompt(r2.state)).toMatchObject({ seat: 1, id: "battle-casualties" });
  });

  it("capture a player's city: the settlement turns barbarian, buildings keep their colours, the owner gets a settler (L1496-1505)", () => {
    const s = field({ cities: cities([{ hex: HEX, owner: 1, mood: "happy", buildings: { temple: 1, academy: 0 } }]), units: units("barbarian", "infantry", 1) });
    const r = fight(s, { attacker: "barbarian", from: null });
    expect(r.state.cities[HEX]).toMatchObject({ owner: "barbarian", mood: "angry", buildings: { temple: 1, academy: 0 } });
    expect(at(r.state, "3,5", 1).map((u) => u.type)).toEqual(["settler"]);
    expect(r.state.players.map((p) => p.resources.gold)).toEqual([0, 0]);
  });

  it("defeating a barbarian army gives 1 gold and capturing their city 1 more, whatever its size (L1511-1517)", () => {
    const s = field({ cities: cities([{ hex: HEX, owner: "barbarian", mood: "angry", buildings: { temple: 1 } }]), units: [...units(0, "infantry", 2), ...units("barbarian", "infantry", 1)], dice: [11, 1] });
    const r = fight(s);
    expect(r.state.cities[HEX]).toMatchObject({ owner: 0, mood: "angry", buildings: { temple: 1 } });
    expect(r.state.players[0].resources.gold).toBe(2);
    const empty = fight(field({ cities: cities([{ hex: HEX, owner: "barbarian" }]), units: units(0, "infantry", 1) }));
    expect(empty.state.players[0].resources.gold).toBe(1);
  });

  it("barbarians with a captured fortress use it (L1505)", () => {
    const s = field({ cities: cities([{ hex: HEX, owner: "barbarian", buildings: { fortress: 1 } }]), units: [...units(0, "infantry", 1), ...units("barbarian", "infantry", 1)], dice: [12, 1, 1] });
    const r = fight(s);
    expect(ev(r.events, "CombatRoll")[1]).toMatchObject({ owner: "barbarian", fortressDice: 1 });
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ attacker: { raw: 1, cancelled: 1, hits: 0 } });
  });
});

describe("sea battles (L1391-1397)", () => {
  const SEA = "4,2";
  it("ships fight, carried units do not; survivors must carry the cargo, the excess is lost", () => {
    const s = field({
      units: [
        { owner: 0, type: "ship", hex: SEA }, { owner: 0, type: "ship", hex: SEA },
        { owner: 0, type: "infantry", hex: SEA, carriedBy: 1 }, { owner: 0, type: "infantry", hex: SEA, carriedBy: 1 },
        { owner: 0, type: "infantry", hex: SEA, carriedBy: 2 }, { owner: 0, type: "settler", hex: SEA, carriedBy: 2 },
        { owner: 1, type: "ship", hex: SEA }, { owner: 1, type: "infantry", hex: SEA, carriedBy: 7 },
      ],
      dice: [12, 1, 12],
    });
    const r = fight(s, { hex: SEA, kind: "sea", from: "5,2", attackers: [1, 2] });
    const rolls = ev(r.events, "CombatRoll");
    expect(rolls.map((e) => (e.dice as unknown[]).length)).toEqual([2, 1]);
    // Ships have no clash ability: 6 + 1 = 7 and 6, 1 hit each. The defender's ship sinks with its cargo;
    // the attacker keeps one ship for 4 land units: after the battle 2 must go.
    expect(rolls[1]).toMatchObject({ value: 6 });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "battle-casualties", min: 2, max: 2 });
    const survivor = at(r.state, SEA, 0).find((u) => u.type === "ship")!.id;
    const cargo = at(r.state, SEA, 0).filter((u) => u.carriedBy !== null);
    const lost = cargo.filter((u) => u.type === "infantry").slice(0, 2).map((u) => u.id);
    const done = step(r, 0, { type: "combat-casualties", units: lost });
    expect(at(done.state, SEA, 0).filter((u) => u.carriedBy === survivor).map((u) => u.type).sort()).toEqual(["infantry", "settler"]);
    expect(ended(done.events)).toMatchObject({ kind: "sea", winner: 0 });
    expect(at(done.state, SEA, 1)).toHaveLength(0);
  });

  it("a sunk fleet takes its cargo down; War Ships cancel a hit in the first round", () => {
    const s = field({
      units: [{ owner: 0, type: "ship", hex: SEA }, { owner: 1, type: "ship", hex: SEA }, { owner: 1, type: "infantry", hex: SEA, carriedBy: 2 }],
      seats: [{ advances: ["war-ships"] }], dice: [12, 12],
    });
    const r = fight(s, { hex: SEA, kind: "sea", from: null, attackers: [1] });
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ attacker: { hits: 1 }, defender: { raw: 1, cancelled: 1, cancelSources: ["war-ships"], hits: 0 } });
    expect(at(r.state, SEA, 1)).toHaveLength(0);
    expect(ended(r.events)).toMatchObject({ winner: 0, defenderLosses: ["ship"] });
  });

  it("ships retreat to their starting space with their cargo; recruited ships cannot (from = null)", () => {
    const s = field({
      units: [{ owner: 0, type: "ship", hex: SEA }, { owner: 0, type: "infantry", hex: SEA, carriedBy: 1 }, { owner: 1, type: "ship", hex: SEA }],
      dice: [1, 1],
    });
    const r = fight(s, { hex: SEA, kind: "sea", from: "5,2", attackers: [1, 2] });
    const back = step(r, 0, { type: "combat-retreat", retreat: true });
    expect(back.state.units[1].hex).toBe("5,2");
    expect(back.state.units[2]).toMatchObject({ hex: "5,2", carriedBy: 1 });
    const recruited = fight(s, { hex: SEA, kind: "sea", from: null, attackers: [1] });
    expect(prompt(recruited.state)?.id).not.toBe("battle-retreat");
  });
});

describe("self-play", () => {
  /** Random bots from a war-ready position: armies face each other, everyone owns the combat advances and cards. */
  function war(seed: string, players: number) {
    const all = Object.values(CARD);
    const spec: ScenarioSpec = {
      players, seed, options: { events: "none" },
      cities: [
        { hex: "3,0", owner: 0, buildings: { fortress: 0, temple: 0 } }, { hex: "3,5", owner: 1 },
        { hex: "4,1", owner: 1, mood: "happy", buildings: { fortress: 1, temple: 1 }, wonders: [{ id: "great-wall", builder: 1 }, { id: "colosseum", builder: 1 }] },
        { hex: "2,2", owner: "barbarian", buildings: { fortress: 0 } },
      ],
      units: [
        ...units(0, "infantry", 4, "3,1"), ...units(0, "settler", 1, "3,1"), ...units(1, "infantry", 3, "3,2"),
        ...units(1, "infantry", 2, "4,1"), ...units("barbarian", "infantry", 2, "2,2"), ...units(0, "infantry", 3, "3,0"),
        { owner: 0, type: "ship", hex: "4,0" }, { owner: 1, type: "ship", hex: "4,0" },
      ],
      seats: Array.from({ length: players }, (_, i) => ({
        advances: ["tactics", "siegecraft", "steel-weapons", "fanaticism", "war-ships", "fishing"],
        resources: { food: 2, wood: 7, ore: 7, gold: 7 }, moodTokens: 3, cultureTokens: 3,
        actionCards: all.filter((_, k) => k % players === i),
      })),
    };
    const bots = Array.from({ length: players }, (_, i) => makeBot(coc, `${seed}/${i}`));
    let s = scenario(spec);
    const seen: Record<string, number> = {};
    for (let n = 0; n < 4000 && !coc.outcome(s); n++) {
      const p = coc.pending(s)[0];
      expect(p, "a prompt is pending").toBeDefined();
      const move = bots[p.seat].choose(s, p.seat);
      expect(move, `seat ${p.seat} has legal moves for ${p.id}`).not.toBeNull();
      const r = coc.apply(s, p.seat, move!);
      if (isRuleError(r)) throw new Error(`legal move rejected: ${r.message} ${JSON.stringify(move)} at ${p.id}`);
      for (const e of r.events) seen[e.type] = (seen[e.type] ?? 0) + 1;
      s = r.state;
    }
    return seen;
  }

  it("random bots fight through a war-ready position without a rejected legal move", () => {
    const total: Record<string, number> = {};
    for (const seed of ["w1", "w2", "w3", "w4", "w5", "w6", "w7", "w8"]) {
      for (const [k, v] of Object.entries(war(seed, seed.endsWith("1") || seed.endsWith("5") ? 3 : 2))) total[k] = (total[k] ?? 0) + v;
    }
    if (process.env.COMBAT_STATS) console.log(JSON.stringify(total));
    expect(total.BattleStarted).toBeGreaterThan(5);
    expect(total.CombatRoll).toBeGreaterThan(5);
  }, 120_000);

  it.each(["c1", "c2", "c3"])("bots finish a 4-player game (seed %s)", async (seed) => {
    const { playOne } = await import("../../../engine/core/selfplay.ts");
    const g = playOne(coc, { players: 4, seed, options: { events: "none" } });
    expect(g.error).toBeUndefined();
  }, 60_000);
});

describe("gaps between areas: sea battles, the battle report, captures", () => {
  it("land units aboard ships that fought a sea battle may still land in the same Move action (L1395-1397)", () => {
    // Seat 0's ship with an infantry aboard sails from 5,3 onto seat 1's ship (and its cargo) on 4,4.
    const s = field({
      units: [
        { owner: 0, type: "ship", hex: "5,3" }, { owner: 0, type: "infantry", hex: "5,3", carriedBy: 1 },
        { owner: 1, type: "ship", hex: "4,4" }, { owner: 1, type: "settler", hex: "4,4", carriedBy: 3 },
      ],
      seats: [{ advances: ["tactics"] }], dice: [12, 1],
    });
    let r = play(s, 0, { type: "move" });
    r = step(r, 0, { type: "move-group", units: [1], to: "4,4" });
    expect(ended(r.events)).toMatchObject({ kind: "sea", winner: 0 });
    // Only the ships took part: the ship may not sail on, the infantry aboard was never stopped.
    expect(r.state.turn!.unitsStopped).toEqual([1]);
    r = step(r, 0, { type: "move-group", units: [2], to: "5,4" });
    expect(r.state.units[2]).toMatchObject({ hex: "5,4", carriedBy: null });
  });

  it("the battle report says whether the attackers disembarked (Naval Assault)", () => {
    battleEnded.length = 0;
    fight(field({ units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [12, 1] }), { from: "4,0", disembarked: true });
    fight(field({ units: [...units(0, "infantry", 1), ...units(1, "infantry", 1)], dice: [12, 1] }));
    expect(battleEnded.map((b) => b.disembarked)).toEqual([true, false]);
  });

  it("a captured city starts with no activations for its new owner", () => {
    const s = field({ cities: cities([{ hex: HEX, owner: 1, mood: "happy" }]), units: units(0, "infantry", 1) });
    s.turn!.activations[HEX] = 2;
    const r = fight(s);
    expect(r.state.cities[HEX]).toMatchObject({ owner: 0, mood: "angry" });
    expect(r.state.turn!.activations[HEX]).toBeUndefined();
    // Angry, but not yet activated by its new owner: one activation is allowed this turn.
    expect(coc.legalMoves(r.state, 0).some((m) => m.type === "collect" && m.city === HEX)).toBe(true);
  });
});
