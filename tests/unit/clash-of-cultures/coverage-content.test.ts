/**
 * Effects of base-game content that no other test file asserted: the remaining variants of the good-year
 * event cards, the status phase's first-player choice with the Great Lighthouse (L1112-1114, L1604), and the
 * four action halves whose effects live in the Move, Collect and Influence actions.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent, Move } from "../../../engine/core/types.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { firstPlayerChooser } from "../../../engine/games/clash-of-cultures/turn/status-phase.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { scenario, play, reject, type ScenarioSpec } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";

const prompt = (s: CocState) => coc.pending(s)[0] as { kind: string; seat: number; id: string; options?: { value: string | number }[] };
const optionValues = (s: CocState) => (prompt(s).options ?? []).map((o) => o.value);
const choose = (s: CocState, value: string | number | null) => play(s, prompt(s).seat, { type: "event-choice", value });
const onTurn = (s: CocState) => prompt(s)?.id === "turn";

/** Seat 0 takes its third advance and draws `card`; barbarian prompts of the card's symbol get their first option. */
function draw(card: string, players: number, food: number[]): { state: CocState; events: GameEvent[] } {
  const seats = food.map((f, i) => ({ resources: { food: f, ...(i === 0 ? { ideas: 2 } : {}) }, advances: ["storage" as const], ...(i === 0 ? { eventTracker: 1 } : {}) }));
  let r = play(scenario({ players, decks: { event: [card] }, seats }), 0, { type: "advance", advance: "engineering", payment: { ideas: 2 } });
  while (prompt(r.state)?.id?.startsWith("barbarian") || prompt(r.state)?.id === "exhaust-hex") {
    const next = choose(r.state, optionValues(r.state)[0]);
    r = { state: next.state, events: [...r.events, ...next.events] };
  }
  return r;
}
const food = (s: CocState) => s.players.map((p) => p.resources.food);

describe("good-year event cards: the variants not covered elsewhere", () => {
  it("A good year #11: you gain 1 food and give 1 food to another player of your choice", () => {
    const r = draw("a-good-year-3", 3, [0, 0, 0]);
    expect(food(r.state)[0]).toBe(1);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "share-food" });
    expect(optionValues(r.state).sort()).toEqual([1, 2]);
    const r2 = choose(r.state, 2);
    expect(food(r2.state)).toEqual([1, 0, 1]);
    expect(onTurn(r2.state)).toBe(true);
  });

  it("An awesome year #14: you gain 2 food and hand out 2 food to the others, 1 at a time", () => {
    const r = draw("an-awesome-year-3", 3, [0, 0, 0]);
    expect(food(r.state)[0]).toBe(2);
    let s = choose(r.state, 1).state;
    s = choose(s, 1).state;
    expect(food(s)).toEqual([2, 2, 0]);
    expect(onTurn(s)).toBe(true);
  });

  it("A fantastic year #15: every player gains 3 food; #17: only you gain 3 food", () => {
    expect(food(draw("a-fantastic-year-1", 3, [0, 0, 1]).state)).toEqual([3, 3, 4]);
    const only = draw("a-fantastic-year-3", 3, [0, 0, 1]);
    expect(food(only.state)).toEqual([3, 0, 1]);
    expect(onTurn(only.state)).toBe(true);
  });
});

describe("first player of the next age (L1112-1114) and the Great Lighthouse (L1604)", () => {
  const base = (tokens: [number, number][], first: number, extra: Partial<ScenarioSpec> = {}) => {
    const s = scenario({ players: 3, ...extra, seats: tokens.map(([moodTokens, cultureTokens]) => ({ moodTokens, cultureTokens })) });
    s.firstPlayer = first;
    return s;
  };

  it("the player with the most mood + culture tokens chooses; a tie goes to the first player, else to the nearest on their left", () => {
    expect(firstPlayerChooser(base([[1, 1], [3, 0], [0, 2]], 0))).toBe(1);
    expect(firstPlayerChooser(base([[2, 1], [3, 0], [0, 2]], 0))).toBe(0);
    // Seats 0 and 2 tie, seat 1 is first: seat 2 sits nearer to its left (clockwise) than seat 0.
    expect(firstPlayerChooser(base([[2, 1], [0, 0], [1, 2]], 1))).toBe(2);
  });

  it("the Great Lighthouse's owner always chooses, whatever the tokens", () => {
    const s = base([[5, 5], [0, 0], [0, 0]], 0, {
      cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1, wonders: [{ id: "great-lighthouse", builder: 2 }] }],
    });
    expect(firstPlayerChooser(s)).toBe(1);
  });
});

/*
 * Action halves whose effect is applied by another action (Move, Collect, Influence) reading the truce or
 * marker the card leaves.
 */
describe("action halves applied by their host actions", () => {
  const game = (seat0: Record<string, unknown>, extra: Partial<ScenarioSpec> = {}) =>
    scenario({ players: 2, options: { events: "none" }, ...extra, seats: [{ actionCards: [], objectiveCards: [], ...seat0 }, { actionCards: [], objectiveCards: [] }] });

  it("Negotiations: this turn you may not move into the chosen player's units", () => {
    const s = game({ actionCards: ["negotiations-1"], cultureTokens: 1, advances: ["tactics"] }, {
      units: [{ owner: 0, type: "infantry", hex: "3,1" }, { owner: 1, type: "infantry", hex: "3,2" }],
    });
    let r = play(s, 0, { type: "play-card", card: "negotiations-1" });
    r = play(r.state, 0, { type: "card-choice", value: "1" });
    r = play(r.state, 0, { type: "move" });
    expect(reject(r.state, 0, { type: "move-group", units: [1], to: "3,2" } as Move).message).toMatch(/Negotiations/);
  });

  it("Production Focus: the next Collect may take the same hex several times", () => {
    const s = game({ actionCards: ["production-focus-1"], resources: { food: 0, ore: 0 } }, { cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0 } }, { hex: "3,5", owner: 1 }] });
    const take = [{ hex: "4,-1", kind: "ore" }, { hex: "4,-1", kind: "ore" }];
    expect(reject(s, 0, { type: "collect", city: "3,0", take } as Move).message).toMatch(/only once/);
    const r = play(play(s, 0, { type: "play-card", card: "production-focus-1" }).state, 0, { type: "collect", city: "3,0", take } as Move);
    expect(r.state.players[0].resources.ore).toBe(2);
  });

  it("Mass Production: the next Collect may use 2 more hexes", () => {
    const s = game({ actionCards: ["mass-production-1"], resources: { food: 0, wood: 0, ore: 0 }, advances: ["storage"] });
    // A size-1 Happy city collects 2; with the card 4.
    const take = [{ hex: "3,0", kind: "food" }, { hex: "2,0", kind: "wood" }, { hex: "4,-1", kind: "ore" }, { hex: "3,1", kind: "food" }];
    expect(reject(s, 0, { type: "collect", city: "3,0", take } as Move).message).toMatch(/at most 2/);
    const r = play(play(s, 0, { type: "play-card", card: "mass-production-1" }).state, 0, { type: "collect", city: "3,0", take } as Move);
    expect(r.state.players[0].resources).toMatchObject({ food: 2, wood: 1, ore: 1 });
  });

  it("Cultural Takeover: the next Influence may target a size-1 barbarian city, which becomes yours on success", () => {
    // Seat 0's size-2 city on 3,0; a size-1 barbarian city with 1 infantry on 3,2 (2 spaces away).
    const s = game({ actionCards: ["cultural-takeover-1"] }, {
      cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0 } }, { hex: "3,5", owner: 1 }, { hex: "3,2", owner: "barbarian" }],
      units: [{ owner: "barbarian", type: "infantry", hex: "3,2" }],
      dice: [9],
    });
    const influence = { type: "influence", source: "3,0", target: "3,2", building: "city-centre", via: "action", payment: {} } as Move;
    // Without the card a city centre is never a target.
    expect(reject(s, 0, influence).message).toMatch(/needs Cultural Takeover/);
    let r = play(s, 0, { type: "play-card", card: "cultural-takeover-1" });
    r = play(r.state, 0, influence);
    if (prompt(r.state)?.id === "takeover-unit") r = play(r.state, 0, { type: "takeover-unit", unit: "infantry" } as Move);
    expect(r.state.cities["3,2"].owner).toBe(0);
    const there = Object.values(r.state.units).filter((u) => u.hex === "3,2");
    expect(there.map((u) => [u.owner, u.type])).toEqual([[0, "infantry"]]);
    expect(r.state.turn!.actionsLeft).toBe(2);
  });
});
