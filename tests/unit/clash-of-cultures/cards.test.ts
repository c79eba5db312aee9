import { describe, expect, it } from "vitest";
import { produce } from "../../../engine/kit/draft.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import type { GameEvent, Move } from "../../../engine/core/types.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { ACTION_HALVES } from "../../../engine/games/clash-of-cultures/data/index.ts";
import { startBattle } from "../../../engine/games/clash-of-cultures/combat/battle.ts";
import { cardEffectOf } from "../../../engine/games/clash-of-cultures/cards/effects.ts";
import { truceBlocker } from "../../../engine/games/clash-of-cultures/cards/board-effects.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { scenario, play, query, reject, type ScenarioSpec, within } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";

// 2-player board: seat 0's city on 3,0, seat 1's on 3,5. 3,1 touches 2,1, 4,1, 3,2, 2,2, 3,0 and the sea 4,0;
// 2,2 touches 2,3, 3,2, 3,1, 2,1, 1,2 and the sea 1,3.

type Seats = NonNullable<ScenarioSpec["seats"]>;
function game(seats: Seats, extra: Partial<ScenarioSpec> = {}): CocState {
  const all = [0, 1].map((i) => ({ actionCards: [] as string[], objectiveCards: [] as string[], ...(seats[i] ?? {}) }));
  return scenario({ players: 2, options: { events: "none" }, ...extra, seats: all });
}

const ev = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
const prompt = (s: CocState) => coc.pending(s)[0];
const choose = (s: CocState, seat: number, value: string | null, payment?: Record<string, number>) =>
  play(s, seat, { type: "card-choice", value, ...(payment ? { payment } : {}) });
const options = (s: CocState) => {
  const p = prompt(s);
  return p.kind === "choose" ? p.options.map((o) => o.value) : [];
};


describe("playing action cards (L1122-1134)", () => {
  it("every action type has an effect, and the data has 21 types on 42 cards", () => {
    expect(ACTION_HALVES).toHaveLength(21);
    for (const h of ACTION_HALVES) expect(query(() => cardEffectOf(h.id)), h.id).toBeDefined();
  });

  it("a free-action card costs no action; it is paid, discarded face up and announced", () => {
    const s = game([{ actionCards: ["quick-advance-1"], cultureTokens: 1 }]);
    let r = play(s, 0, { type: "play-card", card: "quick-advance-1" });
    expect(ev(r.events, "CardPlayed")[0]).toMatchObject({ seat: 0, card: "quick-advance-1", cardType: "quick-advance" });
    expect(r.state.discards.action).toEqual(["quick-advance-1"]);
    expect(r.state.players[0].actionCards).toEqual([]);
    expect(r.state.players[0].cultureTokens).toBe(0);
    expect(prompt(r.state)).toMatchObject({ kind: "choose", seat: 0, moveType: "card-choice" });
    r = choose(r.state, 0, "storage");
    expect(r.state.players[0].advances).toContain("storage");
    expect(r.state.turn!.actionsLeft).toBe(3);
  });

  it("rejects cards not in hand, the wrong timing, unaffordable costs and play out of turn, changing nothing", () => {
    const s = game([{ actionCards: ["quick-advance-1", "new-ideas-1"], cultureTokens: 0 }, { actionCards: ["leadership-1"], cultureTokens: 1 }]);
    const before = canonicalJson(s);
    expect(reject(s, 0, { type: "play-card", card: "spy-1" }).message).toMatch(/do not have/);
    expect(reject(s, 0, { type: "play-card", card: "quick-advance-1" }).message).toMatch(/cannot pay/);
    expect(reject(s, 0, { type: "play-card-action", card: "quick-advance-1" }).message).toMatch(/free action/);
    expect(reject(s, 0, { type: "play-card", card: "new-ideas-1" }).message).toMatch(/as an action/);
    expect(reject(s, 1, { type: "play-card", card: "leadership-1" }).code).toBe("not-your-turn");
    expect(canonicalJson(s)).toBe(before);
  });

  it("a card played as an action uses one of the three actions", () => {
    const s = game([{ actionCards: ["new-ideas-1"], resources: { food: 2 } }], { turn: { seat: 0, actionsLeft: 1 } });
    let r = play(s, 0, { type: "play-card-action", card: "new-ideas-1" });
    expect(r.state.turn!.actionsLeft).toBe(0);
    r = choose(r.state, 0, "storage", { food: 2 });
    expect(r.state.players[0].resources).toMatchObject({ food: 0, ideas: 2 });
    expect(r.state.players[0].advances).toContain("storage");
    expect(r.state.players[0].eventTracker).toBe(3);
    const none = game([{ actionCards: ["new-ideas-1"], resources: { food: 2 } }], { turn: { seat: 0, actionsLeft: 0 } });
    expect(reject(none, 0, { type: "play-card-action", card: "new-ideas-1" }).message).toMatch(/no actions left/);
  });

  it("hides hands: other seats see only counts, and spectators never see card ids", () => {
    const s = game([{ actionCards: ["spy-1"] }, { actionCards: ["ideas-1"] }]);
    expect(coc.view(s, 1).players[0].actionCards).toBe(1);
    expect(JSON.stringify(coc.view(s, null))).not.toContain("spy-1");
  });
});

describe("the 21 action halves", () => {
  it("Quick Advance: a free advance without an event-tracker cube (no event even on the last cube)", () => {
    const s = game([{ actionCards: ["quick-advance-2"], cultureTokens: 1, eventTracker: 1 }]);
    let r = play(s, 0, { type: "play-card", card: "quick-advance-2" });
    expect(options(r.state)).toContain("storage");
    expect(options(r.state)).not.toContain("navigation");
    r = choose(r.state, 0, "storage");
    expect(r.state.players[0].eventTracker).toBe(1);
    expect(reject(play(s, 0, { type: "play-card", card: "quick-advance-2" }).state, 0, { type: "card-choice", value: "navigation" }).message).toMatch(/not available/);
  });

  it("Inspiration: an advance of a player with a unit or city within 2 spaces", () => {
    const near = game([{ actionCards: ["inspiration-1"] }, { advances: ["storage", "myths"] }], { units: [{ owner: 1, type: "settler", hex: "3,2" }] });
    let r = play(near, 0, { type: "play-card", card: "inspiration-1" });
    expect(options(r.state).sort()).toEqual(["myths", "storage"]);
    r = choose(r.state, 0, "myths");
    expect(r.state.players[0].advances).toContain("myths");
    expect(r.state.players[0].eventTracker).toBe(3);
    const far = game([{ actionCards: ["inspiration-1"] }, { advances: ["storage"] }], { units: [{ owner: 1, type: "settler", hex: "3,3" }] });
    expect(reject(far, 0, { type: "play-card", card: "inspiration-1" }).message).toMatch(/within 2 spaces/);
  });

  it("Hero General: needs a land battle won this turn; +1 mood, then +1 more for a mood token; sister cards cannot share a battle", () => {
    const s = game([{ actionCards: ["hero-general-1", "hero-general-2", "great-ideas-1"], moodTokens: 1 }], {
      cities: [{ hex: "3,0", owner: 0, mood: "angry" }, { hex: "2,2", owner: 0, mood: "neutral" }, { hex: "3,5", owner: 1 }],
    });
    expect(reject(s, 0, { type: "play-card", card: "hero-general-1" }).message).toMatch(/needs a land battle you won/);
    s.turn!.wonLandBattles = 1;
    let r = play(s, 0, { type: "play-card", card: "hero-general-1" });
    r = choose(r.state, 0, "3,0");
    expect(r.state.cities["3,0"].mood).toBe("neutral");
    expect(options(r.state).sort()).toEqual(["2,2", "3,0"]);
    r = choose(r.state, 0, "2,2", { mood: 1 });
    expect(r.state.cities["2,2"].mood).toBe("happy");
    expect(r.state.players[0].moodTokens).toBe(0);
    expect(reject(r.state, 0, { type: "play-card", card: "hero-general-2" }).message).toMatch(/serves only one Hero General/);
    // A different card may use the same battle.
    r = play(r.state, 0, { type: "play-card", card: "great-ideas-1" });
    expect(r.state.players[0].resources.ideas).toBe(2);
  });

  it("Spy: look at another player's hand (only the spy sees it) and swap one card of the same kind", () => {
    const s = game([
      { actionCards: ["spy-1", "ideas-1"], objectiveCards: ["eureka-or-defiance"], cultureTokens: 1 },
      { actionCards: ["militia-1"], objectiveCards: ["wealth-or-large-fleet"], wonderCards: ["great-wall"] },
    ]);
    let r = play(s, 0, { type: "play-card-action", card: "spy-1" });
    r = choose(r.state, 0, "1");
    expect(JSON.stringify(coc.view(r.state, 0).stack)).toContain("wealth-or-large-fleet");
    expect(JSON.stringify(coc.view(r.state, 1).stack)).not.toContain("wealth-or-large-fleet");
    expect(JSON.stringify(coc.view(r.state, null))).not.toContain("militia-1");
    expect(options(r.state)).toEqual(["action:ideas-1:militia-1", "objective:eureka-or-defiance:wealth-or-large-fleet"]);
    r = choose(r.state, 0, "objective:eureka-or-defiance:wealth-or-large-fleet");
    expect(r.state.players[0].objectiveCards).toEqual(["wealth-or-large-fleet"]);
    expect(r.state.players[1].objectiveCards).toEqual(["eureka-or-defiance"]);
    const swapped = ev(r.events, "CardsSwapped")[0];
    expect(swapped.visibleTo).toEqual([0, 1]);
    expect(JSON.stringify(swapped.redacted)).not.toContain("eureka");
  });

  it("Ideas: 1 idea per city with an Academy", () => {
    const s = game([{ actionCards: ["ideas-2"] }], {
      cities: [{ hex: "3,0", owner: 0, buildings: { academy: 0 } }, { hex: "2,2", owner: 0, buildings: { academy: 1 } }, { hex: "3,5", owner: 1 }],
    });
    expect(play(s, 0, { type: "play-card", card: "ideas-2" }).state.players[0].resources.ideas).toBe(2);
    expect(reject(game([{ actionCards: ["ideas-2"] }]), 0, { type: "play-card", card: "ideas-2" }).message).toMatch(/Academy/);
  });

  it("Great Ideas: 2 ideas after a land battle won this turn", () => {
    const s = game([{ actionCards: ["great-ideas-2"] }]);
    expect(reject(s, 0, { type: "play-card", card: "great-ideas-2" }).message).toMatch(/needs a land battle/);
    s.turn!.wonLandBattles = 1;
    expect(play(s, 0, { type: "play-card", card: "great-ideas-2" }).state.players[0].resources.ideas).toBe(2);
  });

  it("Mercenaries: pay 1 per army to move barbarian armies near your army units one space; into units it attacks", () => {
    const s = game([{ actionCards: ["mercenaries-1"], resources: { food: 2, wood: 1 } }], {
      units: [{ owner: 0, type: "infantry", hex: "3,1" }, { owner: "barbarian", type: "infantry", hex: "2,2" }, { owner: "barbarian", type: "infantry", hex: "2,2" }],
    });
    let r = play(s, 0, { type: "play-card-action", card: "mercenaries-1" });
    expect(options(r.state)).toContain("2,2>1,2");
    r = choose(r.state, 0, "2,2>1,2", { wood: 1 });
    expect(Object.values(r.state.units).filter((u) => u.owner === "barbarian").map((u) => u.hex)).toEqual(["1,2", "1,2"]);
    expect(r.state.players[0].resources.wood).toBe(0);
    expect(ev(r.events, "BarbarianMoved")).toHaveLength(1);
    // That army has moved; no other army is in range, so the card is done.
    expect(r.state.stack.at(-1)!.kind).toBe("turn");
    // Into a hex with units: a battle at once.
    const attack = play(s, 0, { type: "play-card-action", card: "mercenaries-1" });
    const fought = choose(attack.state, 0, "2,2>3,1");
    expect(fought.events.some((e) => e.type.startsWith("Battle"))).toBe(true);
    const far = game([{ actionCards: ["mercenaries-1"], resources: { food: 2 } }], { units: [{ owner: 0, type: "infantry", hex: "3,1" }, { owner: "barbarian", type: "infantry", hex: "3,4" }] });
    expect(reject(far, 0, { type: "play-card-action", card: "mercenaries-1" }).message).toMatch(/within 2 spaces/);
  });

  it("City Development: construct a building without paying resources (still an activation)", () => {
    const s = game([{ actionCards: ["city-development-1"], cultureTokens: 1, advances: ["myths"] }], {
      cities: [{ hex: "3,0", owner: 0 }, { hex: "2,2", owner: 0 }, { hex: "3,5", owner: 1 }],
    });
    let r = play(s, 0, { type: "play-card-action", card: "city-development-1" });
    expect(options(r.state)).toContain("3,0|temple||culture|");
    r = choose(r.state, 0, "3,0|temple||culture|");
    expect(r.state.cities["3,0"].buildings.temple).toBe(0);
    expect(r.state.turn!.activations["3,0"] ?? 0).toBe(1);
    expect(r.state.players[0].cultureTokens).toBe(1);
    expect(r.state.players[0].resources).toMatchObject({ food: 2, wood: 0, ore: 0 });
    expect(r.state.turn!.actionsLeft).toBe(2);
    expect(reject(game([{ actionCards: ["city-development-1"], cultureTokens: 1 }]), 0, { type: "play-card-action", card: "city-development-1" }).message).toMatch(/cannot construct/);
  });

  it("Explorer: reveal a region next to your city's region and gain a free settler", () => {
    const s = game([{ actionCards: ["explorer-1"], cultureTokens: 1 }], { exploreAll: false });
    let r = play(s, 0, { type: "play-card-action", card: "explorer-1" });
    expect(options(r.state)).toEqual(["2", "3", "4"]);
    r = choose(r.state, 0, "4");
    if (prompt(r.state).id === "card-explorer-orientation") r = choose(r.state, 0, "base");
    expect(r.state.regions[4].explored).toBe(true);
    expect(ev(r.events, "RegionExplored")).toHaveLength(1);
    r = choose(r.state, 0, "3,0");
    expect(Object.values(r.state.units).filter((u) => u.owner === 0 && u.type === "settler" && u.hex === "3,0")).toHaveLength(1);
    expect(reject(game([{ actionCards: ["explorer-1"], cultureTokens: 1 }]), 0, { type: "play-card-action", card: "explorer-1" }).message).toMatch(/No unexplored region/);
  });

  it("Leadership: 1 extra action", () => {
    const s = game([{ actionCards: ["leadership-2"], cultureTokens: 1 }]);
    expect(play(s, 0, { type: "play-card", card: "leadership-2" }).state.turn!.actionsLeft).toBe(4);
  });

  it("Assassination: the chosen player has 1 action less on their next turn; a player is targeted once", () => {
    const s = game([{ actionCards: ["assassination-1", "assassination-2"], cultureTokens: 2 }], { turn: { seat: 0, actionsLeft: 0 } });
    let r = play(s, 0, { type: "play-card", card: "assassination-1" });
    r = choose(r.state, 0, "1");
    expect(reject(r.state, 0, { type: "play-card", card: "assassination-2" }).message).toMatch(/already targeted/);
    r = play(r.state, 0, { type: "end-turn" });
    expect(r.state.turn).toMatchObject({ seat: 1, actionsLeft: 2 });
    expect(ev(r.events, "ActionLost")[0]).toMatchObject({ seat: 1 });
  });

  it("New Plans: draw 2 objective cards (seen only by you), keep one by returning one; the rest is shuffled back", () => {
    const s = game([{ actionCards: ["new-plans-1"], cultureTokens: 1, objectiveCards: ["eureka-or-defiance"] }], {
      decks: { objective: ["wealth-or-large-fleet", "ore-supplies-or-large-army", "metropolis-or-general"] },
    });
    let r = play(s, 0, { type: "play-card-action", card: "new-plans-1" });
    expect(JSON.stringify(coc.view(r.state, 1))).not.toContain("wealth-or-large-fleet");
    expect(options(r.state)).toEqual(["wealth-or-large-fleet:eureka-or-defiance", "ore-supplies-or-large-army:eureka-or-defiance"]);
    r = choose(r.state, 0, "ore-supplies-or-large-army:eureka-or-defiance");
    expect(r.state.players[0].objectiveCards).toEqual(["ore-supplies-or-large-army"]);
    expect([...r.state.decks.objective].sort()).toEqual(["eureka-or-defiance", "metropolis-or-general", "wealth-or-large-fleet"]);
    expect(reject(game([{ actionCards: ["new-plans-1"], cultureTokens: 1 }]), 0, { type: "play-card-action", card: "new-plans-1" }).message).toMatch(/no objective card/);
  });

  it("Synergies: two advances of one category at their normal price, no cubes", () => {
    const s = game([{ actionCards: ["synergies-1"], resources: { food: 2, ideas: 2 }, eventTracker: 1 }]);
    let r = play(s, 0, { type: "play-card-action", card: "synergies-1" });
    expect(options(r.state)).toContain("storage");
    expect(reject(r.state, 0, { type: "card-choice", value: "storage", payment: { food: 1 } }).message).toMatch(/does not match/);
    r = choose(r.state, 0, "storage", { food: 2 });
    expect(options(r.state).sort()).toEqual(["husbandry", "irrigation"]);
    expect(reject(r.state, 0, { type: "card-choice", value: "myths", payment: { ideas: 2 } }).message).toMatch(/not available/);
    r = choose(r.state, 0, "irrigation", { ideas: 2 });
    expect(r.state.players[0].advances).toEqual(expect.arrayContaining(["storage", "irrigation"]));
    expect(r.state.players[0].eventTracker).toBe(1);
    expect(reject(game([{ actionCards: ["synergies-1"], resources: { food: 2 } }]), 0, { type: "play-card-action", card: "synergies-1" }).message).toMatch(/two advances/);
  });

  it("Teach Us: right after capturing a player's city, discard it to take one of their advances", () => {
    const s = game([{ actionCards: ["teach-us-1"] }, { advances: ["myths"] }], {
      cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "3,1", owner: 1 }],
      units: [{ owner: 0, type: "infantry", hex: "3,1" }],
    });
    expect(reject(s, 0, { type: "play-card", card: "teach-us-1" }).message).toMatch(/only when the game offers it/);
    let r = within(s, (ctx) => startBattle(ctx, { hex: "3,1", attacker: 0, attackers: [1], from: "2,1", kind: "land" }));
    expect(r.state.cities["3,1"].owner).toBe(0);
    for (let i = 0; i < 3 && prompt(r.state).id !== "card-teach-us-reaction"; i++) r = play(r.state, prompt(r.state).seat, coc.legalMoves(r.state, prompt(r.state).seat)[0] as Move);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "card-teach-us-reaction", min: 0 });
    r = choose(r.state, 0, "teach-us-1:myths");
    expect(r.state.players[0].advances).toContain("myths");
    expect(r.state.players[0].actionCards).toEqual([]);
    expect(r.state.discards.action).toContain("teach-us-1");
  });

  it("Militia: 1 infantry in one of your cities with room", () => {
    const s = game([{ actionCards: ["militia-1"], cultureTokens: 1 }]);
    let r = play(s, 0, { type: "play-card", card: "militia-1" });
    r = choose(r.state, 0, "3,0");
    expect(Object.values(r.state.units).filter((u) => u.hex === "3,0" && u.type === "infantry")).toHaveLength(1);
    const full = game([{ actionCards: ["militia-1"], cultureTokens: 1 }], { units: Array.from({ length: 4 }, () => ({ owner: 0 as const, type: "infantry" as const, hex: "3,0" })) });
    expect(reject(full, 0, { type: "play-card", card: "militia-1" }).message).toMatch(/no city with room/);
  });

  it("Technology Trade: take a neighbour's advance, then they take one of yours", () => {
    const s = game([{ actionCards: ["technology-trade-1"], advances: ["myths"] }, { advances: ["storage"] }], { units: [{ owner: 1, type: "settler", hex: "3,2" }] });
    let r = play(s, 0, { type: "play-card", card: "technology-trade-1" });
    r = choose(r.state, 0, "1:storage");
    expect(r.state.players[0].advances).toContain("storage");
    expect(prompt(r.state)).toMatchObject({ seat: 1 });
    expect(options(r.state)).toEqual(["myths"]);
    r = choose(r.state, 1, "myths");
    expect(r.state.players[1].advances).toContain("myths");
    expect(r.state.stack.at(-1)).toMatchObject({ kind: "turn", seat: 0 });
  });

  it("New Ideas: an advance at its price, then 2 ideas", () => {
    const s = game([{ actionCards: ["new-ideas-2"], resources: { food: 1, gold: 1 } }]);
    let r = play(s, 0, { type: "play-card-action", card: "new-ideas-2" });
    r = choose(r.state, 0, "myths", { food: 1, gold: 1 });
    expect(r.state.players[0].resources).toMatchObject({ food: 0, gold: 0, ideas: 2 });
    expect(reject(game([{ actionCards: ["new-ideas-2"], resources: { food: 1 } }]), 0, { type: "play-card-action", card: "new-ideas-2" }).message).toMatch(/cannot afford/);
  });

  it("Negotiations end to end: 1 culture token, only at the start of the turn; each side is kept out of the other's units in the turns covered", () => {
    const units: ScenarioSpec["units"] = [{ owner: 0, type: "infantry", hex: "2,2" }, { owner: 1, type: "infantry", hex: "3,2" }, { owner: 1, type: "infantry", hex: "2,3" }];
    const s = game([{ actionCards: ["negotiations-1"], cultureTokens: 1, advances: ["tactics"] }, { advances: ["tactics"] }], { units });
    const moved = produce(s, (d) => { d.turn!.actionsLeft = 2; });
    expect(reject(moved, 0, { type: "play-card", card: "negotiations-1" }).message).toMatch(/start of your turn/);
    let r = play(s, 0, { type: "play-card", card: "negotiations-1" });
    expect(r.state.players[0].cultureTokens).toBe(0);
    expect(options(r.state)).toEqual(["1"]);
    r = choose(r.state, 0, "1");
    expect(ev(r.events, "Negotiations")[0]).toMatchObject({ seat: 0, with: 1 });
    r = play(r.state, 0, { type: "move" });
    const targets = coc.legalMoves(r.state, 0).map((m) => (m as { to?: string }).to);
    expect(targets).not.toContain("3,2");
    expect(targets).not.toContain("2,3");
    expect(reject(r.state, 0, { type: "move-group", units: [1], to: "3,2" }).message).toMatch(/Negotiations/);
    r = play(r.state, 0, { type: "move-done" });
    r = play(produce(r.state, (d) => { d.turn!.actionsLeft = 0; }), 0, { type: "end-turn" });
    // Seat 1's next turn: it may not move into seat 0's units either.
    expect(r.state.turn!.seat).toBe(1);
    r = play(r.state, 1, { type: "move" });
    expect(reject(r.state, 1, { type: "move-group", units: [2], to: "2,2" }).message).toMatch(/Negotiations/);
    expect(coc.legalMoves(r.state, 1).map((m) => (m as { to?: string }).to)).not.toContain("2,2");
  });

  it("Production Focus end to end: a free action; the next Collect takes one hex twice", () => {
    const s = game([{ actionCards: ["production-focus-1"], resources: { ore: 0 } }]);
    let r = play(s, 0, { type: "play-card", card: "production-focus-1" });
    expect(ev(r.events, "CardPlayed")[0]).toMatchObject({ card: "production-focus-1" });
    expect(r.state.turn!.actionsLeft).toBe(3);
    r = play(r.state, 0, { type: "collect", city: "3,0", take: [{ hex: "4,-1", kind: "ore" }, { hex: "4,-1", kind: "ore" }] });
    expect(r.state.players[0].resources.ore).toBe(2);
    expect(r.state.discards.action).toEqual(["production-focus-1"]);
  });

  it("Mass Production end to end: a free action; the next Collect uses 2 more hexes", () => {
    const s = game([{ actionCards: ["mass-production-2"], resources: { food: 0, wood: 0, ore: 0 } }]);
    let r = play(s, 0, { type: "play-card", card: "mass-production-2" });
    r = play(r.state, 0, { type: "collect", city: "3,0", take: [{ hex: "3,0", kind: "food" }, { hex: "2,0", kind: "wood" }, { hex: "4,-1", kind: "ore" }, { hex: "2,1", kind: "food" }] });
    expect(r.state.players[0].resources).toMatchObject({ food: 2, wood: 1, ore: 1 });
    expect(r.state.turn!.used).not.toContain("mass-production");
  });

  it("Cultural Takeover end to end: a free action; the next Influence takes a size-1 barbarian city", () => {
    const s = game([{ actionCards: ["cultural-takeover-2"], cultureTokens: 1 }], {
      cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "2,1", owner: "barbarian" }],
      units: [{ owner: "barbarian", type: "infantry", hex: "2,1" }], dice: [11],
    });
    expect(coc.legalMoves(s, 0)).toContainEqual({ type: "play-card", card: "cultural-takeover-2" });
    let r = play(s, 0, { type: "play-card", card: "cultural-takeover-2" });
    expect(r.state.players[0].cultureTokens).toBe(1);
    r = play(r.state, 0, { type: "influence", source: "3,0", target: "2,1", building: "city-centre", via: "action", payment: {} });
    expect(r.state.cities["2,1"].owner).toBe(0);
    r = play(r.state, 0, { type: "takeover-unit", unit: "settler" });
    expect(Object.values(r.state.units).filter((u) => u.hex === "2,1")).toMatchObject([{ owner: 0, type: "settler" }]);
  });

  it("Negotiations' truce blocks moves into the other player's units and cities for the turns it covers", () => {
    const s = game([{}], { units: [{ owner: 1, type: "infantry", hex: "3,2" }] });
    s.cards = { assassinated: [], truces: [{ seat: 0, other: 1, when: "now" }, { seat: 1, other: 0, when: "next-turn" }], battles: [], draftRecruits: [], wondersBuilt: [], cityFounder: [] };
    expect(truceBlocker(s, 0, "3,2")?.en).toMatch(/Negotiations/);
    expect(truceBlocker(s, 0, "3,5")?.en).toMatch(/Negotiations/);
    expect(truceBlocker(s, 0, "2,2")).toBeNull();
    expect(truceBlocker(s, 1, "3,0")).toBeNull();
    s.turn!.actionsLeft = 0;
    const r = play(s, 0, { type: "end-turn" });
    expect(r.state.cards!.truces).toEqual([{ seat: 1, other: 0, when: "now" }]);
    expect(truceBlocker(r.state, 1, "3,0")?.en).toMatch(/Negotiations/);
  });
});

describe("self-play with cards", () => {
  it.each(["cards-a", "cards-b", "cards-c"])("bots finish a 3-player game (%s)", async (seed) => {
    const { playOne } = await import("../../../engine/core/selfplay.ts");
    const g = playOne(coc, { players: 3, seed, options: { events: "none" } });
    expect(g.error).toBeUndefined();
    expect(g.outcome).not.toBeNull();
  }, 120_000);
});
