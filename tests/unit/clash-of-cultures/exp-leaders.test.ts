/**
 * Civilizations expansion: leaders (L869-889) — recruiting, one leader at a time, death in battle (2 VP for the
 * killer), the leader's clash symbol (L1289, examples L1293-1318) and the 24 abilities of the 12 leaders.
 */
import { describe, expect, it } from "vitest";
import { produce } from "../../../engine/kit/draft.ts";
import type { GameEvent, Move } from "../../../engine/core/types.ts";
import { CIVILIZATIONS, OBJECTIVE_CARDS, type CivilizationDef, type LeaderId } from "../../../engine/games/clash-of-cultures/data/index.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { startBarbarianMove } from "../../../engine/games/clash-of-cultures/barbarians/barbarians.ts";
import { cardBlocker } from "../../../engine/games/clash-of-cultures/cards/action-cards.ts";
import { drawWonderCard } from "../../../engine/games/clash-of-cultures/wonders/wonders.ts";
import { victoryPoints } from "../../../engine/games/clash-of-cultures/turn/scoring.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { scenario, play, reject, type ScenarioSpec, within, query } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { civScenario } from "./support/expansion.ts";
import { choose, ev, fight, prompt, units, type UnitSpec } from "./support/play.ts";

const OBJ = OBJECTIVE_CARDS.map((c) => c.id);
const EXP = { events: "none" as const, shortGame: false, expansion: true };

// 2-player scenario board: seat 0's city on 3,0 (home region 0), seat 1's on 3,5. Land: 3,1 / 2,1 / 4,1 /
// 2,2 fertile (3,1, 4,1, 2,2 and 3,2 form region 4), 2,4 forest (region 7). Sea: 4,0, 4,4 - 5,3.

const civOf = (leader: LeaderId) => (CIVILIZATIONS as readonly CivilizationDef[]).find((c) => c.leaders.includes(leader))!;

/** A scenario where seat 0 (and optionally seat 1) has `leader` on the map (listed first in `units`). */
function withLeaders(spec: Partial<ScenarioSpec> & { leader?: LeaderId | null; foe?: LeaderId | null; leaderHex?: string; foeHex?: string }): CocState {
  const { leader = null, foe = null, leaderHex = "3,0", foeHex = "3,5", ...rest } = spec;
  // Without a leader a seat keeps the default civilization and has no leader cards left.
  const seat = (l: LeaderId | null, i: number) => ({ leaders: l ? civOf(l).leaders.filter((x) => x !== l) : [], activeLeader: l, ...(spec.seats?.[i] ?? {}) });
  const lead: UnitSpec[] = [];
  if (leader) lead.push({ owner: 0, type: "leader", hex: leaderHex });
  if (foe) lead.push({ owner: 1, type: "leader", hex: foeHex });
  return civScenario({
    ...rest, options: { ...EXP, ...spec.options },
    civs: [leader ? civOf(leader).id : "rome", foe ? civOf(foe).id : "greece"],
    seats: [seat(leader, 0), seat(foe, 1)], units: [...lead, ...(spec.units ?? [])],
  });
}

/** Modifiers of the first roll of side 0 (attacker) or 1. */
const mods = (events: GameEvent[], side: "attacker" | "defender") => (ev(events, "CombatRoll").find((e) => e.side === side)!.modifiers as { source: string; value: number }[]);

// =========================================================================================================

describe("recruiting leaders (L871-877, L887)", () => {
  const base = () => scenario({
    players: 2, options: EXP,
    seats: [{ civilization: "rome", leaders: ["augustus", "gaius-julius-caesar", "sulla"], activeLeader: null, cultureTokens: 3, moodTokens: 3, actionCards: [] }],
  });

  it("a Recruit places the chosen leader in the city for 1 culture + 1 mood token", () => {
    const s = base();
    const m: Move = { type: "recruit", city: "3,0", units: ["leader"], payment: { culture: 1, mood: 1 }, leader: "sulla" };
    expect(coc.legalMoves(s, 0)).toContainEqual(m);
    const r = play(s, 0, m);
    expect(Object.values(r.state.units)).toMatchObject([{ owner: 0, type: "leader", hex: "3,0" }]);
    expect(r.state.players[0]).toMatchObject({ activeLeader: "sulla", leaders: ["augustus", "gaius-julius-caesar"], cultureTokens: 2, moodTokens: 2 });
    expect(ev(r.events, "LeaderRecruited")[0]).toMatchObject({ seat: 0, leader: "sulla", hex: "3,0" });
    expect(r.state.turn!.actionsLeft).toBe(2);
  });

  it("rejects a leader without a card, a card not available, two leaders at once and the base game", () => {
    const s = base();
    expect(reject(s, 0, { type: "recruit", city: "3,0", units: ["leader"], payment: { culture: 1, mood: 1 } }).message).toMatch(/Choose which of your leader cards/);
    expect(reject(s, 0, { type: "recruit", city: "3,0", units: ["leader"], payment: { culture: 1, mood: 1 }, leader: "pericles" }).message).toMatch(/not available/);
    const happy = produce(s, (d) => {
      d.cities["3,0"].mood = "happy";
    });
    expect(reject(happy, 0, { type: "recruit", city: "3,0", units: ["leader", "leader"], payment: { culture: 2, mood: 2 }, leader: "sulla" }).message).toMatch(/one leader/);
    expect(reject(s, 0, { type: "recruit", city: "3,0", units: ["settler"], payment: { food: 2 }, leader: "sulla" }).message).toMatch(/leader unit/);
    const plain = scenario({ players: 2, seats: [{ cultureTokens: 1, moodTokens: 1 }] });
    expect(reject(plain, 0, { type: "recruit", city: "3,0", units: ["leader"], payment: { culture: 1, mood: 1 }, leader: "sulla" }).message).toMatch(/Civilizations expansion/);
    expect(coc.legalMoves(plain, 0).some((m) => m.type === "recruit" && (m as unknown as { units: string[] }).units.includes("leader"))).toBe(false);
  });

  it("recruiting a new leader discards the old one; with all 3 cards used no more leaders (L875, L887)", () => {
    let s = base();
    s = produce(s, (d) => {
      d.cities["3,5"].owner = 0;
      d.turn!.actionsLeft = 3;
    });
    s = play(s, 0, { type: "recruit", city: "3,0", units: ["leader"], payment: { culture: 1, mood: 1 }, leader: "sulla" }).state;
    const r = play(s, 0, { type: "recruit", city: "3,5", units: ["leader"], payment: { culture: 1, mood: 1 }, leader: "augustus" });
    expect(ev(r.events, "LeaderDiscarded")[0]).toMatchObject({ seat: 0, leader: "sulla" });
    expect(Object.values(r.state.units)).toMatchObject([{ owner: 0, type: "leader", hex: "3,5" }]);
    expect(r.state.players[0]).toMatchObject({ activeLeader: "augustus", leaders: ["gaius-julius-caesar"] });
    const last = produce(r.state, (d) => {
      d.players[0].leaders = [];
      d.turn!.actionsLeft = 1;
    });
    expect(reject(last, 0, { type: "recruit", city: "3,0", units: ["leader"], payment: { culture: 1, mood: 1 }, leader: "gaius-julius-caesar" }).message).toMatch(/not available/);
  });
});

describe("leaders in battle", () => {
  it("reproduces example 1 of the clash symbols: 2 infantry, cavalry and leader roll 18 (L1293-1305)", () => {
    // Cavalry 4 (+2), cavalry 2 (no second cavalry), elephant 3 (no elephant), leader 1 rerolled to 6 infantry (+1).
    const s = withLeaders({ leader: "sulla", leaderHex: "3,1", units: [...units(0, "infantry", 2, "3,1"), ...units(0, "cavalry", 1, "3,1"), ...units(1, "infantry", 1, "3,1")], dice: [7, 3, 5, 1, 11, 1] });
    const r = fight(s, "3,1");
    expect(ev(r.events, "CombatRoll")[0]).toMatchObject({ side: "attacker", value: 18 });
  });

  it("reproduces example 2: infantry, leader and elephant roll 7 and cancel 1 hit (L1307-1318)", () => {
    const s = withLeaders({ leader: "sulla", leaderHex: "3,1", units: [...units(0, "infantry", 1, "3,1"), ...units(0, "elephant", 1, "3,1"), ...units(1, "infantry", 1, "3,1")], dice: [4, 1, 2, 10, 1] });
    const r = fight(s, "3,1");
    expect(ev(r.events, "CombatRoll")[0]).toMatchObject({ side: "attacker", value: 7, hitCancels: 1 });
  });

  it("a leader killed by a player goes to the killer face down for 2 VP (L887); killed by barbarians, to the box", () => {
    const s = withLeaders({ leader: "sulla", leaderHex: "3,1", units: units(1, "infantry", 2, "3,1"), dice: [1, 3, 12, 12] });
    const r = fight(s, "3,1");
    expect(ev(r.events, "LeaderKilled")[0]).toMatchObject({ seat: 0, leader: "sulla", by: 1 });
    expect(r.state.players[1].capturedLeaders).toEqual(["sulla"]);
    expect(r.state.players[0].activeLeader).toBeNull();
    expect(victoryPoints(r.state, 1).leaders).toBe(2);
    const b = withLeaders({ leader: "sulla", leaderHex: "3,1", units: units("barbarian", "infantry", 2, "3,1"), dice: [1, 3, 12, 12] });
    const rb = fight(b, "3,1");
    expect(ev(rb.events, "LeaderDied")[0]).toMatchObject({ seat: 0, leader: "sulla", by: "barbarian" });
    expect(rb.state.players.every((p) => p.capturedLeaders.length === 0)).toBe(true);
  });
});

// =========================================================================================================

describe("Rome's leaders", () => {
  it("Augustus — Princeps: as an action, 1 culture and the leader's city activated: draw 1 action + 1 objective, discard 1 of each", () => {
    const s = withLeaders({ leader: "augustus", seats: [{ cultureTokens: 1, actionCards: ["spy-1"], objectiveCards: [OBJ[0]] }], decks: { action: ["ideas-1"], objective: [OBJ[1]] } });
    let r = play(s, 0, { type: "leader-ability", ability: "princeps", payment: { culture: 1 } });
    expect(r.state.turn!.activations["3,0"] ?? 0).toBe(1);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "leader-princeps-discard" });
    r = choose(r.state, "spy-1", 0);
    r = choose(r.state, OBJ[1], 0);
    expect(r.state.players[0]).toMatchObject({ actionCards: ["ideas-1"], objectiveCards: [OBJ[0]], cultureTokens: 0 });
    expect(r.state.turn!.actionsLeft).toBe(2);
  });

  it("Augustus — Emperor: +2 combat value in a region where you own no city", () => {
    const s = withLeaders({ leader: "augustus", leaderHex: "3,1", units: units(1, "infantry", 1, "3,1") });
    expect(mods(fight(s, "3,1").events, "attacker")).toContainEqual({ source: "emperor", value: 2 });
    const own = withLeaders({ leader: "augustus", leaderHex: "3,1", units: units(1, "infantry", 1, "3,1"), cities: [{ hex: "3,0", owner: 0 }, { hex: "4,1", owner: 0 }, { hex: "3,5", owner: 1 }] });
    expect(mods(fight(own, "3,1").events, "attacker").some((m) => m.source === "emperor")).toBe(false);
  });

  it("Gaius Julius Caesar — Statesman: free action, Increase Happiness in his city (price applies)", () => {
    const s = withLeaders({ leader: "gaius-julius-caesar", seats: [{ moodTokens: 1 }], cities: [{ hex: "3,0", owner: 0, mood: "neutral" }, { hex: "3,5", owner: 1 }] });
    const m: Move = { type: "leader-ability", ability: "statesman", steps: 1, payment: { mood: 1 } };
    expect(coc.legalMoves(s, 0)).toContainEqual(m);
    const r = play(s, 0, m);
    expect(r.state.cities["3,0"].mood).toBe("happy");
    expect(r.state.turn!.actionsLeft).toBe(3);
  });

  it("Gaius Julius Caesar — Proconsul: after a capture he survived, 1 gold buys 1 infantry on his space", () => {
    const s = withLeaders({ leader: "gaius-julius-caesar", leaderHex: "3,1", seats: [{ resources: { gold: 1 } }], cities: [{ hex: "3,0", owner: 0 }, { hex: "3,1", owner: 1 }, { hex: "3,5", owner: 1 }] });
    let r = fight(s, "3,1");
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "leader-proconsul" });
    r = choose(r.state, "yes", 0);
    expect(Object.values(r.state.units).filter((u) => u.hex === "3,1" && u.type === "infantry" && u.owner === 0)).toHaveLength(1);
    expect(r.state.players[0].resources.gold).toBe(0 + 1); // capture gold (size 1, Neutral) — the 1 gold paid back
  });

  it("Sulla — Dictator: his city cannot be influenced; barbarian armies near him move only with consent", () => {
    const s = withLeaders({
      foe: "sulla", foeHex: "3,5",
      seats: [{ cultureTokens: 9 }],
      cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0 } }, { hex: "3,5", owner: 1, buildings: { academy: 1 } }, { hex: "2,4", owner: 1, buildings: { academy: 1 } }],
    });
    const targets = coc.legalMoves(s, 0).filter((m) => m.type === "influence").map((m) => (m as unknown as { target: string }).target);
    expect(targets).toContain("2,4");
    expect(targets).not.toContain("3,5");
    expect(reject(s, 0, { type: "influence", source: "3,0", target: "3,5", building: "academy", via: "action", payment: { culture: 3 } }).message).toMatch(/Dictator/);
    // Barbarians move towards seat 0; the army 2 spaces from Sulla waits for seat 1's consent.
    const b = withLeaders({ foe: "sulla", foeHex: "3,3", units: units("barbarian", "infantry", 1, "3,2"), cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }] });
    let r = within(b, (ctx) => startBarbarianMove(ctx, 0));
    expect(prompt(r.state)).toMatchObject({ seat: 1, id: "leader-dictator" });
    r = choose(r.state, "stop", 1);
    expect(Object.values(r.state.units).find((u) => u.owner === "barbarian")!.hex).toBe("3,2");
  });

  it("Sulla — Dictator: other players' Mercenaries cannot move barbarian armies within 2 spaces of him", () => {
    const spec = (sulla: boolean) => withLeaders({
      foe: sulla ? "sulla" : null, foeHex: "3,3",
      seats: [{ advances: ["tactics"], actionCards: ["mercenaries-1"], resources: { food: 1 } }],
      units: [...units(0, "infantry", 1, "3,1"), ...units("barbarian", "infantry", 1, "3,2")],
    });
    expect(query(() => cardBlocker(spec(false), 0, "mercenaries-1"))).toBeNull();
    expect(query(() => cardBlocker(spec(true), 0, "mercenaries-1"))?.en).toMatch(/No barbarian army/);
  });

  it("Sulla — Civilizer: +2 combat value against barbarians", () => {
    const s = withLeaders({ leader: "sulla", leaderHex: "3,1", units: units("barbarian", "infantry", 1, "3,1") });
    expect(mods(fight(s, "3,1").events, "attacker")).toContainEqual({ source: "civilizer", value: 2 });
    const p = withLeaders({ leader: "sulla", leaderHex: "3,1", units: units(1, "infantry", 1, "3,1") });
    expect(mods(fight(p, "3,1").events, "attacker").some((m) => m.source === "civilizer")).toBe(false);
  });
});

// =========================================================================================================

describe("Greece's leaders", () => {
  it("Alexander the Great — Idol: 1 culture and his city activated to play an 'as an action' card as a free action", () => {
    const s = withLeaders({ leader: "alexander-the-great", seats: [{ cultureTokens: 1, actionCards: ["new-ideas-1"], resources: { food: 2 } }] });
    const m: Move = { type: "leader-ability", ability: "idol", card: "new-ideas-1", payment: { culture: 1 } };
    expect(coc.legalMoves(s, 0)).toContainEqual(m);
    const r = play(s, 0, m);
    expect(r.state.turn!.actionsLeft).toBe(3);
    expect(r.state.turn!.activations["3,0"] ?? 0).toBe(1);
    expect(r.state.players[0].actionCards).toEqual([]);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "card-new-ideas-advance" });
  });

  it("Alexander the Great — Ruler of the World: +1 per region other than home with a city of yours", () => {
    const s = withLeaders({ leader: "alexander-the-great", leaderHex: "3,1", units: units(1, "infantry", 1, "3,1"), cities: [{ hex: "3,0", owner: 0 }, { hex: "2,4", owner: 0 }, { hex: "4,1", owner: 0 }, { hex: "3,5", owner: 1 }] });
    expect(mods(fight(s, "3,1").events, "attacker")).toContainEqual({ source: "ruler-of-the-world", value: 2 });
  });

  it("Leonidas I — That's Sparta: 1 culture token whenever you recruit in his city", () => {
    const s = withLeaders({ leader: "leonidas-i", seats: [{ resources: { food: 2 } }] });
    expect(play(s, 0, { type: "recruit", city: "3,0", units: ["settler"], payment: { food: 2 } }).state.players[0].cultureTokens).toBe(1);
  });

  it("Leonidas I — Hero of Thermopylae: +2 per fighting unit fewer than the enemy", () => {
    const s = withLeaders({ leader: "leonidas-i", leaderHex: "3,1", units: units(1, "infantry", 3, "3,1") });
    expect(mods(fight(s, "3,1").events, "attacker")).toContainEqual({ source: "hero-of-thermopylae", value: 4 });
  });

  it("Pericles — Master: if his city is Happy, as an action 1 mood or culture token gains an Education advance", () => {
    const s = withLeaders({ leader: "pericles", seats: [{ moodTokens: 1 }], cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1 }] });
    const m: Move = { type: "leader-ability", ability: "master", advance: "writing", payment: { mood: 1 } };
    expect(coc.legalMoves(s, 0)).toContainEqual(m);
    const r = play(s, 0, m);
    expect(r.state.players[0].advances).toContain("writing");
    expect(r.state.players[0].eventTracker).toBe(2);
    expect(reject(s, 0, { ...m, advance: "tactics" } as Move).message).toMatch(/Education/);
    const angry = produce(s, (d) => {
      d.cities["3,0"].mood = "neutral";
    });
    expect(reject(angry, 0, m).message).toMatch(/Happy/);
  });

  it("Pericles — Admiral: +2 in a sea battle with him aboard", () => {
    const s = withLeaders({ units: [{ owner: 0, type: "ship", hex: "4,4" }, { owner: 1, type: "ship", hex: "4,4" }] });
    const t = produce(s, (d) => {
      d.players[0] = { ...d.players[0], civilization: "greece", activeLeader: "pericles" };
      d.units[9] = { id: 9, owner: 0, type: "leader", hex: "4,4", carriedBy: 1 };
    });
    const r = fight(t, "4,4", { kind: "sea", attackers: [1], from: "5,3" });
    expect(mods(r.events, "attacker")).toContainEqual({ source: "admiral", value: 2 });
  });
});

// =========================================================================================================

describe("China's leaders", () => {
  it("Sun Tzu — The Art of War: a Warfare advance for 1 token if his city is Happy", () => {
    const s = withLeaders({ leader: "sun-tzu", seats: [{ cultureTokens: 1 }], cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1 }] });
    const r = play(s, 0, { type: "leader-ability", ability: "the-art-of-war", advance: "tactics", payment: { culture: 1 } });
    expect(r.state.players[0].advances).toContain("tactics");
  });

  it("Sun Tzu — Fast War: a land battle against army units won in the first round gives 1 mood + 1 culture", () => {
    const s = withLeaders({ leader: "sun-tzu", leaderHex: "3,1", units: [...units(0, "infantry", 1, "3,1"), ...units(1, "infantry", 1, "3,1")], dice: [12, 12, 1] });
    const r = fight(s, "3,1");
    expect(r.state.players[0]).toMatchObject({ moodTokens: 1, cultureTokens: 1 });
    const settlers = withLeaders({ leader: "sun-tzu", leaderHex: "3,1", units: units(1, "settler", 1, "3,1") });
    expect(fight(settlers, "3,1").state.players[0]).toMatchObject({ moodTokens: 0, cultureTokens: 0 });
  });

  it("Qin Shi Huang — Great Wall: wonder cards must be the Great Wall; wonders in his city are a free action, the Wall 2 culture cheaper", () => {
    const s = withLeaders({ leader: "qin-shi-huang", decks: { wonder: ["pyramids", "great-wall", "colosseum"] } });
    let r = within(s, (ctx) => drawWonderCard(ctx, 0));
    expect(r.state.players[0].wonderCards).toEqual(["great-wall"]);
    expect(r.state.decks.wonder).toHaveLength(2);
    // From another player's hand: that player draws a replacement.
    const h = withLeaders({ leader: "qin-shi-huang", seats: [{}, { wonderCards: ["great-wall"] }], decks: { wonder: ["pyramids"] } });
    r = within(h, (ctx) => drawWonderCard(ctx, 0));
    expect(r.state.players[0].wonderCards).toEqual(["great-wall"]);
    expect(r.state.players[1].wonderCards).toEqual(["pyramids"]);
    // Building in his city: no action, 3 culture tokens instead of 5.
    const b = withLeaders({
      leader: "qin-shi-huang",
      seats: [{ advances: ["engineering", "siegecraft"], wonderCards: ["great-wall"], resources: { food: 3, wood: 2, ore: 7 }, cultureTokens: 3 }],
      cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "2,4", owner: 0 }, { hex: "3,5", owner: 1 }],
      turn: { seat: 0, actionsLeft: 0 },
    });
    const m: Move = { type: "build-wonder", wonder: "great-wall", hex: "3,0", payment: { food: 3, wood: 2, ore: 7, culture: 3 } };
    expect(coc.legalMoves(b, 0)).toContainEqual(m);
    const built = play(b, 0, m);
    expect(built.state.cities["3,0"].wonders).toEqual([{ id: "great-wall", builder: 0 }]);
  });

  it("Qin Shi Huang — Tactician: after the roll, 2 culture tokens cancel 1 enemy hit", () => {
    const s = withLeaders({ leader: "qin-shi-huang", leaderHex: "3,1", seats: [{ cultureTokens: 2 }], units: [...units(0, "infantry", 1, "3,1"), ...units(1, "infantry", 2, "3,1")], dice: [3, 4, 12, 11] });
    let r = fight(s, "3,1");
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "civ-paid-cancel" });
    r = choose(r.state, "tactician", 0);
    expect(r.state.players[0].cultureTokens).toBe(0);
    expect(ev(r.events, "CombatHits")[0]).toMatchObject({ defender: { raw: 2, cancelled: 1, hits: 1 } });
  });

  it("Wu Zetian — Agriculture Economist and Brilliant Conqueror", () => {
    const s = withLeaders({ leader: "wu-zetian", seats: [{ moodTokens: 1 }], cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1 }] });
    expect(play(s, 0, { type: "leader-ability", ability: "agriculture-economist", advance: "storage", payment: { mood: 1 } }).state.players[0].advances).toContain("storage");
    const b = withLeaders({ leader: "wu-zetian", leaderHex: "3,1", units: [...units(0, "infantry", 1, "3,1"), ...units(1, "infantry", 2, "3,1")] });
    expect(mods(fight(b, "3,1").events, "attacker")).toContainEqual({ source: "brilliant-conqueror", value: 2 });
    const few = withLeaders({ leader: "wu-zetian", leaderHex: "3,1", units: units(1, "infantry", 2, "3,1") });
    expect(mods(fight(few, "3,1").events, "attacker").some((m) => m.source === "brilliant-conqueror")).toBe(false);
  });
});

// =========================================================================================================

describe("the Vikings' leaders", () => {
  it("Knut the Great — Ruler of the North: ½ VP per space between Knut and the start city", () => {
    const s = withLeaders({ leader: "knut-the-great", leaderHex: "2,4" });
    expect(victoryPoints(s, 0).events).toBe(2);
    const home = withLeaders({ leader: "knut-the-great" });
    expect(victoryPoints(home, 0).events).toBe(0);
  });

  it("Knut the Great — Danegeld: with Taxes, his city activated collects Taxes as an action, once per turn", () => {
    const s = withLeaders({ leader: "knut-the-great", seats: [{ advances: ["bartering", "taxes"] }] });
    const m: Move = { type: "leader-ability", ability: "danegeld", gain: { wood: 1 } };
    expect(coc.legalMoves(s, 0)).toContainEqual({ type: "leader-ability", ability: "danegeld", gain: { food: 1 } });
    const r = play(s, 0, m);
    expect(r.state.players[0].resources.wood).toBe(1);
    expect(r.state.turn!.activations["3,0"] ?? 0).toBe(1);
    expect(reject(r.state, 0, m).message).toMatch(/already collected/);
    expect(reject(withLeaders({ leader: "knut-the-great" }), 0, m).message).toMatch(/needs Taxes/);
  });

  it("Erik the Red — Legendary Explorer: aboard at sea, 1 culture: an explorer token in that region (1 VP)", () => {
    const s = withLeaders({ units: [{ owner: 0, type: "ship", hex: "4,4" }], seats: [{ cultureTokens: 2 }] });
    const t = produce(s, (d) => {
      d.players[0] = { ...d.players[0], civilization: "vikings", activeLeader: "erik-the-red" };
      d.units[9] = { id: 9, owner: 0, type: "leader", hex: "4,4", carriedBy: 1 };
    });
    const r = play(t, 0, { type: "leader-ability", ability: "legendary-explorer", payment: { culture: 1 } });
    expect(r.state.players[0].explorerTokens).toEqual([t.hexes["4,4"].region]);
    expect(victoryPoints(r.state, 0).objectives).toBe(1);
    expect(reject(r.state, 0, { type: "leader-ability", ability: "legendary-explorer", payment: { culture: 1 } }).message).toMatch(/already have an explorer token/);
  });

  it("Erik the Red — New Colonies: aboard at sea, a free action lands everyone aboard on an adjacent space (a battle if enemies)", () => {
    const s = withLeaders({ units: [{ owner: 0, type: "ship", hex: "4,4" }, { owner: 0, type: "infantry", hex: "4,4", carriedBy: 1 }, ...units(1, "infantry", 1, "3,4")] });
    const t = produce(s, (d) => {
      d.players[0] = { ...d.players[0], civilization: "vikings", activeLeader: "erik-the-red" };
      d.units[9] = { id: 9, owner: 0, type: "leader", hex: "4,4", carriedBy: 1 };
      d.forcedDice = [12, 12, 1];
    });
    expect(coc.legalMoves(t, 0)).toContainEqual({ type: "leader-ability", ability: "new-colonies", to: "5,4" });
    const r = play(t, 0, { type: "leader-ability", ability: "new-colonies", to: "3,4" });
    expect(ev(r.events, "BattleStarted")[0]).toMatchObject({ hex: "3,4", attacker: 0 });
    expect(r.state.units[9]).toMatchObject({ hex: "3,4", carriedBy: null });
    expect(r.state.turn!.actionsLeft).toBe(3);
  });

  it("Ragnar Lodbrok — Prey: 2 gold for capturing a non-Angry city; Horror of the North: +2 landing from ships", () => {
    const s = withLeaders({ leader: "ragnar-lodbrok", leaderHex: "3,1", cities: [{ hex: "3,0", owner: 0 }, { hex: "3,1", owner: 1 }, { hex: "3,5", owner: 1 }] });
    const r = fight(s, "3,1");
    expect(r.state.players[0].resources.gold).toBe(1 + 2);
    const angry = withLeaders({ leader: "ragnar-lodbrok", leaderHex: "3,1", cities: [{ hex: "3,0", owner: 0 }, { hex: "3,1", owner: 1, mood: "angry" }, { hex: "3,5", owner: 1 }] });
    expect(fight(angry, "3,1").state.players[0].resources.gold).toBe(1);
    const land = withLeaders({ leader: "ragnar-lodbrok", leaderHex: "3,1", units: units(1, "infantry", 1, "3,1") });
    expect(mods(fight(land, "3,1", { disembarked: true }).events, "attacker")).toContainEqual({ source: "horror-of-the-north", value: 2 });
    expect(mods(fight(land, "3,1").events, "attacker").some((m) => m.source === "horror-of-the-north")).toBe(false);
  });
});
