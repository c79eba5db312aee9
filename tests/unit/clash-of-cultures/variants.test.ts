/**
 * Game variants (L2070-2114): event variants, short game, variable game end (random / wonder), open
 * wonders, and [EXP] random leaders and alternative history; plus a self-play smoke run per variant.
 */
import { describe, expect, it } from "vitest";
import { produce } from "../../../engine/kit/draft.ts";
import { z } from "zod";
import type { GameEvent, Move } from "../../../engine/core/types.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import { LEADERS, RANDOM_END_RANGES, VARIABLE_END_ROUNDS } from "../../../engine/games/clash-of-cultures/data/index.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { cocOptionsSchema } from "../../../engine/games/clash-of-cultures/base/options.ts";
import { leaderDef } from "../../../engine/games/clash-of-cultures/rules/civ-queries.ts";
import { ages } from "../../../engine/games/clash-of-cultures/rules/game-length.ts";
import { lastRoundIndex, randomEndRange } from "../../../engine/games/clash-of-cultures/variants.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { scenario, play, reject, type ScenarioSpec } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";

const ev = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
const types = (events: GameEvent[]) => events.map((e) => e.type);
const prompt = (s: CocState) => coc.pending(s)[0] as { seat: number; id: string; options?: { value: unknown }[]; label?: { key: string } } | undefined;
const NO_CARDS = { actionCards: [] as string[], objectiveCards: [] as string[] };

/** A 2-player scenario on the last turn of a round: seat 1 has no action left, seat 0 was first. */
function lastTurn(spec: Partial<ScenarioSpec> = {}): CocState {
  const s = scenario({ players: 2, seats: [NO_CARDS, NO_CARDS], ...spec, turn: { seat: 1, actionsLeft: 0 } });
  s.firstPlayer = 0;
  s.turnInRound = 1;
  return s;
}

/** Answers every pending prompt with its first legal move until `stop` holds (or the game ends). */
function drive(s: CocState, stop: (s: CocState) => boolean, events: GameEvent[] = []): CocState {
  for (let i = 0; i < 200 && !s.finished && !stop(s); i++) {
    const p = prompt(s)!;
    const r = play(s, p.seat, coc.legalMoves(s, p.seat)[0]);
    events.push(...r.events);
    s = r.state;
  }
  return s;
}
const onTurn = (s: CocState) => prompt(s)?.id === "turn";

// ---------------------------------------------------------------------------------------------------------

describe("options", () => {
  it("parse({}) gives the standard game, and every option has a description for the lobby form", () => {
    expect(cocOptionsSchema.parse({})).toEqual({
      events: "all", shortGame: false, gameEnd: "standard", openWonders: false, expansion: false, randomLeaders: false, alternativeHistory: false,
    });
    const schema = z.toJSONSchema(cocOptionsSchema, { io: "input" }) as { properties: Record<string, { description?: string }>; required?: string[] };
    for (const [key, prop] of Object.entries(schema.properties)) expect(prop.description, key).toMatch(/\w+/);
    expect(schema.required ?? []).toEqual([]);
  });

  it("rejects the variable game end with the short game, and leader variants without the expansion", () => {
    expect(cocOptionsSchema.safeParse({ shortGame: true, gameEnd: "random" }).error?.issues[0].message).toMatch(/7-age round track/);
    expect(cocOptionsSchema.safeParse({ randomLeaders: true }).error?.issues[0].message).toMatch(/Civilizations expansion/);
    expect(cocOptionsSchema.safeParse({ alternativeHistory: true }).error?.issues[0].message).toMatch(/Civilizations expansion/);
    expect(cocOptionsSchema.safeParse({ expansion: true, randomLeaders: true, alternativeHistory: true, gameEnd: "wonder", openWonders: true, events: "optional" }).success).toBe(true);
  });

  it("a state whose options predate the variants plays exactly like the parsed defaults", () => {
    const g = playOne(coc, { players: 3, seed: "old-options" });
    let s = coc.setup({ players: 3, options: { events: "all", shortGame: false, expansion: false }, seed: "old-options" });
    for (const { seat, move } of g.moves) {
      const r = coc.apply(s, seat, move);
      if ("code" in r) throw new Error(r.message);
      s = r.state;
    }
    expect(coc.outcome(s)).toEqual(g.outcome);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("event variants (L2072-2078)", () => {
  /** Seat 0's Advance empties its event tracker; Migration (gold-mine symbol) is on top of the event deck. */
  const spec = (events: "all" | "symbols-only" | "optional"): ScenarioSpec => ({
    players: 2, options: { events },
    cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1 }],
    decks: { event: ["migration-1", "migration-2"] },
    seats: [{ resources: { ideas: 2 }, eventTracker: 1 }],
  });
  const ADVANCE: Move = { type: "advance", advance: "engineering", payment: { ideas: 2 } };

  it("game without events (symbols-only): the card is drawn and shown, only its symbol applies, then it is discarded", () => {
    const r = play(scenario(spec("symbols-only")), 0, ADVANCE);
    expect(ev(r.events, "EventCardRevealed")[0]).toMatchObject({ seat: 0, card: "migration-1", symbol: "gold-mine" });
    expect(r.state.players[0].resources.gold).toBe(2);
    // Migration's text (a settler for the other player, a mood loss) is not resolved.
    expect(Object.values(r.state.units)).toEqual([]);
    expect(r.state.cities["3,0"].mood).toBe("happy");
    expect(ev(r.events, "EventTextSkipped")).toMatchObject([{ seat: 0, card: "migration-1" }]);
    expect(r.state.discards.event).toEqual(["migration-1"]);
    expect(r.state.players[0].eventTracker).toBe(3);
    expect(onTurn(r.state)).toBe(true);
  });

  it("all (default): the same draw resolves symbol and text", () => {
    const r = play(scenario(spec("all")), 0, ADVANCE);
    expect(r.state.players[0].resources.gold).toBe(2);
    expect(Object.values(r.state.units)).toMatchObject([{ owner: 1, type: "settler" }]);
    expect(r.state.cities["3,0"].mood).toBe("neutral");
  });

  it("optional events: the drawer declares before the card is drawn; 'symbol' applies only the symbol", () => {
    const r = play(scenario(spec("optional")), 0, ADVANCE);
    // Asked before drawing: nothing revealed yet, the deck untouched.
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "declare-event" });
    expect(prompt(r.state)!.options!.map((o) => o.value)).toEqual(["full", "symbol"]);
    expect(ev(r.events, "EventCardRevealed")).toEqual([]);
    expect(r.state.decks.event).toHaveLength(2);
    expect(reject(r.state, 0, { type: "event-choice", value: "both" }).message).toMatch(/not one of the options/);
    expect(reject(r.state, 0, { type: "event-choice", value: null }).message).toMatch(/must choose/);
    expect(reject(r.state, 1, { type: "event-choice", value: "full" }).code).toBe("not-your-turn");
    const sym = play(r.state, 0, { type: "event-choice", value: "symbol" });
    expect(types(sym.events)).toEqual(expect.arrayContaining(["EventDeclared", "EventCardRevealed", "EventTextSkipped"]));
    expect(types(sym.events).indexOf("EventDeclared")).toBeLessThan(types(sym.events).indexOf("EventCardRevealed"));
    expect(sym.state.players[0].resources.gold).toBe(2);
    expect(Object.values(sym.state.units)).toEqual([]);
    expect(sym.state.cities["3,0"].mood).toBe("happy");
    expect(onTurn(sym.state)).toBe(true);
  });

  it("optional events: 'full' resolves the card normally", () => {
    const r = play(scenario(spec("optional")), 0, ADVANCE);
    const full = play(r.state, 0, { type: "event-choice", value: "full" });
    expect(full.state.players[0].resources.gold).toBe(2);
    expect(Object.values(full.state.units)).toMatchObject([{ owner: 1, type: "settler" }]);
    expect(full.state.cities["3,0"].mood).toBe("neutral");
    expect(ev(full.events, "EventTextSkipped")).toEqual([]);
  });

  it("optional events: nothing is declared when there is no card to draw", () => {
    const s = scenario({ ...spec("optional"), decks: { event: [] } });
    const r = play(s, 0, ADVANCE);
    expect(ev(r.events, "EventDeckEmpty")).toHaveLength(1);
    expect(onTurn(r.state)).toBe(true);
  });

  it("none (house rule): no event deck and no draw", () => {
    const s = scenario({ ...spec("all"), options: { events: "none" }, decks: {} });
    expect(s.decks.event).toEqual([]);
    const r = play(s, 0, ADVANCE);
    expect(ev(r.events, "EventCardRevealed")).toEqual([]);
    expect(r.state.players[0].eventTracker).toBe(3);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("short game (L2080-2086)", () => {
  it("starts with 2 settlers per player and lasts 4 ages", () => {
    const s = scenario({ players: 2, options: { shortGame: true } });
    expect(ages(s)).toBe(4);
    const setup = coc.setup({ players: 3, options: cocOptionsSchema.parse({ shortGame: true }), seed: "short" });
    expect(coc.pending(setup)[0]).toMatchObject({ id: "place-settler" });
    const first = coc.pending(setup)[0].seat;
    const after = play(setup, first, coc.legalMoves(setup, first)[0]).state;
    expect(coc.pending(after)[0]).toMatchObject({ id: "place-settler", seat: first });
  });

  it("status step 2: all take a first free advance in turn order, then all a second one marked from the personal supply", () => {
    const s = lastTurn({
      options: { shortGame: true, events: "symbols-only" }, round: 3, decks: { event: ["migration-1", "migration-2"] },
      seats: [{ ...NO_CARDS, eventTracker: 2 }, { ...NO_CARDS, eventTracker: 1 }],
    });
    let st = play(s, 1, { type: "end-turn" }).state;
    const asked: [number, string, number][] = [];
    const events: GameEvent[] = [];
    while (prompt(st)?.id === "free-advance") {
      const p = prompt(st)!;
      const move = coc.legalMoves(st, p.seat)[0] as Move & { advance: string };
      const r = play(st, p.seat, move);
      asked.push([p.seat, p.label!.key, r.state.players[p.seat].eventTracker]);
      events.push(...r.events);
      st = r.state;
    }
    // Seat 0 is first. Seat 1's first free advance empties its tracker (an event, tracker refilled); the
    // second advances take no cube from the tracker and never draw an event.
    expect(asked).toEqual([[0, "coc.freeAdvance", 1], [1, "coc.freeAdvance", 3], [0, "coc.freeAdvance2", 1], [1, "coc.freeAdvance2", 3]]);
    expect(ev(events, "EventCardRevealed").map((e) => e.seat)).toEqual([1]);
    expect(ev(events, "AdvanceMarkedFromSupply").map((e) => e.seat)).toEqual([0, 1]);
    expect(ev(events, "AdvanceGained")).toHaveLength(4);
    expect(st.players.map((p) => p.advances.length)).toEqual([4, 4]);
    expect(st.finished).toBe(false);
  });

  it("the standard game gives one free advance each", () => {
    let st = play(lastTurn({ round: 3 }), 1, { type: "end-turn" }).state;
    const asked: number[] = [];
    while (prompt(st)?.id === "free-advance") {
      const p = prompt(st)!;
      asked.push(p.seat);
      st = play(st, p.seat, coc.legalMoves(st, p.seat)[0]).state;
    }
    expect(asked).toEqual([0, 1]);
  });

  it("ends after status step 1 of age 4 (and not earlier)", () => {
    const end = play(lastTurn({ options: { shortGame: true }, age: 4, round: 3 }), 1, { type: "end-turn" });
    expect(end.state.finished).toBe(true);
    expect(types(end.events)).toContain("GameEnded");
    expect(ev(end.events, "StatusPhaseStarted")).toMatchObject([{ age: 4 }]);
    const age3 = play(lastTurn({ options: { shortGame: true }, age: 3, round: 3 }), 1, { type: "end-turn" });
    expect(age3.state.finished).toBe(false);
    expect(prompt(age3.state)?.id).toBe("free-advance");
    expect(play(lastTurn({ age: 4, round: 3 }), 1, { type: "end-turn" }).state.finished).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("variable game end (L2088-2094)", () => {
  it("uses the 7-age track; the last 5 rounds are age 6 rounds 2-3 and age 7", () => {
    const at = (gameEnd: "standard" | "random" | "wonder", age: number, round: number) => {
      const s = scenario({ players: 2, options: { gameEnd }, age, round });
      return { ages: ages(s), index: lastRoundIndex(s), range: randomEndRange(s) };
    };
    expect(at("random", 1, 1).ages).toBe(7);
    expect(at("wonder", 1, 1).ages).toBe(7);
    expect(at("standard", 1, 1).ages).toBe(6);
    expect([at("random", 6, 1), at("random", 6, 2), at("random", 6, 3), at("random", 7, 1), at("random", 7, 3)].map((x) => x.index)).toEqual([-1, 0, 1, 2, 4]);
    expect(at("random", 6, 2).range).toEqual([6, 6]);
    expect(at("random", 7, 3).range).toEqual([2, 6]);
    expect(at("wonder", 6, 2)).toMatchObject({ index: 0, range: null });
    expect(at("standard", 6, 3)).toMatchObject({ index: -1, range: null });
  });

  it("random end: the ranges widen round by round, within the die's values 1-6", () => {
    expect(RANDOM_END_RANGES).toHaveLength(VARIABLE_END_ROUNDS);
    RANDOM_END_RANGES.forEach(([lo, hi], i) => {
      expect(lo).toBeGreaterThanOrEqual(1);
      expect(hi).toBe(6);
      if (i) expect(lo).toBeLessThan(RANDOM_END_RANGES[i - 1][0]);
    });
  });

  it("random end: a roll in range at the start of a last round ends the game at once — status step 1 only, then scoring", () => {
    // Face 11 shows 6: in round 17's range (6).
    const r = play(lastTurn({ options: { gameEnd: "random" }, age: 6, round: 1, dice: [11] }), 1, { type: "end-turn" });
    expect(ev(r.events, "DiceRolled")).toMatchObject([{ purpose: "random-game-end", seat: 0, dice: [{ value: 6 }] }]);
    expect(ev(r.events, "GameEndRolled")).toMatchObject([{ seat: 0, age: 6, round: 2, value: 6, range: [6, 6], ends: true }]);
    expect(ev(r.events, "StatusPhaseStarted")).toMatchObject([{ age: 6, final: true }]);
    expect(ev(r.events, "TurnStarted")).toEqual([]);
    expect(r.state.finished).toBe(true);
    expect(coc.outcome(r.state)).not.toBeNull();
  });

  it("random end: status step 1 still lets players complete objectives before scoring", () => {
    const s = lastTurn({
      options: { gameEnd: "random" }, age: 6, round: 1, dice: [11],
      seats: [{ ...NO_CARDS, objectiveCards: ["eureka-or-defiance"], resources: { ideas: 5 } }, NO_CARDS],
    });
    const r = play(s, 1, { type: "end-turn" });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "objective-offer" });
    const done = play(r.state, 0, { type: "complete-objective", card: "eureka-or-defiance", objective: "eureka" } as Move);
    // With no objective left to offer the step ends; nothing after step 1 (no free advance, no card draw).
    expect(done.state.finished).toBe(true);
    expect(done.state.players[0].completedObjectives).toHaveLength(1);
    expect(types(done.events)).not.toContain("AdvanceGained");
    expect(types(done.events).at(-1)).toBe("GameEnded");
  });

  it("random end: a roll out of range lets the round be played", () => {
    const r = play(lastTurn({ options: { gameEnd: "random" }, age: 6, round: 1, dice: [9] }), 1, { type: "end-turn" });
    expect(ev(r.events, "GameEndRolled")).toMatchObject([{ value: 5, ends: false }]);
    expect(r.state.finished).toBe(false);
    expect(ev(r.events, "TurnStarted")).toMatchObject([{ seat: 0, age: 6, round: 2 }]);
  });

  it("random end: no roll before the last 5 rounds", () => {
    const r = play(lastTurn({ options: { gameEnd: "random" }, age: 5, round: 2, dice: [11] }), 1, { type: "end-turn" });
    expect(ev(r.events, "GameEndRolled")).toEqual([]);
    expect(r.state.forcedDice).toEqual([11]);
  });

  it("random end: age 6's status phase is a full one; the roll at the start of age 7 may end the game", () => {
    const events: GameEvent[] = [];
    const spec = { options: { gameEnd: "random" as const, events: "none" as const }, age: 6, round: 3 };
    let s = play(lastTurn({ ...spec, dice: [1] }), 1, { type: "end-turn" }).state;
    expect(s.finished).toBe(false);
    expect(prompt(s)?.id).toBe("free-advance");
    s = drive(s, onTurn, events);
    expect(s).toMatchObject({ age: 7, round: 1, finished: false });
    expect(ev(events, "GameEndRolled")).toMatchObject([{ age: 7, round: 1, value: 1, range: [4, 6], ends: false }]);
    const ended: GameEvent[] = [];
    const t = drive(play(lastTurn({ ...spec, dice: [7] }), 1, { type: "end-turn" }).state, onTurn, ended);
    expect(ev(ended, "GameEndRolled")).toMatchObject([{ age: 7, round: 1, value: 4, ends: true }]);
    expect(t.finished).toBe(true);
  });

  it("random end: without an early end the game ends after age 7", () => {
    expect(play(lastTurn({ options: { gameEnd: "random" }, age: 6, round: 3 }), 1, { type: "end-turn" }).state.finished).toBe(false);
    const r = play(lastTurn({ options: { gameEnd: "random" }, age: 7, round: 3 }), 1, { type: "end-turn" });
    expect(r.state.finished).toBe(true);
  });

  /** Seat 0 (first player) can build the Pyramids with its last action. */
  const wonderSpec = (gameEnd: "standard" | "wonder", age: number, round: number): CocState => {
    const s = scenario({
      players: 2, options: { gameEnd, events: "none" }, age, round, turn: { seat: 0, actionsLeft: 1 },
      cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "2,1", owner: 0 }, { hex: "3,5", owner: 1 }],
      seats: [{ ...NO_CARDS, resources: { food: 2, wood: 7, ore: 7 }, cultureTokens: 5, advances: ["engineering", "rituals"], wonderCards: ["pyramids"] }, NO_CARDS],
    });
    return s;
  };
  const BUILD: Move = { type: "build-wonder", wonder: "pyramids", hex: "3,0", payment: { food: 2, wood: 3, ore: 7, culture: 5 } } as Move;

  it("wonder end: a wonder built in a last round ends the game once the round is finished", () => {
    const r = play(wonderSpec("wonder", 6, 2), 0, BUILD);
    expect(ev(r.events, "GameEndAnnounced")).toMatchObject([{ reason: "wonder", seat: 0, wonder: "pyramids", age: 6, round: 2 }]);
    expect(r.state.endsAfterRound).toBe(true);
    // The round goes on: seat 1 still plays its turn.
    const next = play(r.state, 0, { type: "end-turn" });
    expect(next.state.finished).toBe(false);
    expect(ev(next.events, "TurnStarted")).toMatchObject([{ seat: 1, age: 6, round: 2 }]);
    const last = produce(next.state, (d) => { d.turn!.actionsLeft = 0; });
    const end = play(last, 1, { type: "end-turn" });
    expect(types(end.events)).not.toContain("RoundStarted");
    expect(ev(end.events, "StatusPhaseStarted")).toMatchObject([{ age: 6, final: true }]);
    expect(end.state.finished).toBe(true);
    expect(coc.outcome(end.state)!.scores[0]).toBeGreaterThan(coc.outcome(end.state)!.scores[1]);
  });

  it("wonder end: wonders built before the last 5 rounds, or in the standard game, do not end it", () => {
    expect(play(wonderSpec("wonder", 6, 1), 0, BUILD).state.endsAfterRound).toBeUndefined();
    expect(play(wonderSpec("standard", 6, 2), 0, BUILD).state.endsAfterRound).toBeUndefined();
    const early = play(wonderSpec("wonder", 6, 1), 0, BUILD);
    expect(ev(early.events, "GameEndAnnounced")).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("open wonders (L2100-2106)", () => {
  const withTable = (table: string[], spec: Partial<ScenarioSpec> = {}, open = true): CocState => {
    const s = scenario({
      players: 2, options: { openWonders: open, events: "none" }, turn: { seat: 1 },
      cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1, mood: "happy" }, { hex: "2,4", owner: 1 }],
      seats: [NO_CARDS, { ...NO_CARDS, resources: { food: 2, wood: 7, ore: 7 }, cultureTokens: 5, advances: ["engineering", "rituals"] }],
      ...spec,
    });
    s.events = { pestilence: false, loseAction: [], publicWonders: table as never };
    return s;
  };
  const BUILD: Move = { type: "build-wonder", wonder: "pyramids", hex: "3,5", payment: { food: 2, wood: 3, ore: 7, culture: 5 } } as Move;

  it("a drawn wonder card goes face up on the table instead of a hand", () => {
    const s = scenario({ players: 2, options: { openWonders: true, events: "none" }, seats: [{ resources: { food: 2 } }], decks: { wonder: ["great-wall", "pyramids"] } });
    const r = play(s, 0, { type: "advance", advance: "engineering", payment: { food: 2 } });
    expect(r.state.players[0].wonderCards).toEqual([]);
    expect(r.state.events?.publicWonders).toEqual(["great-wall"]);
    const revealed = ev(r.events, "WonderRevealed")[0];
    expect(revealed).toMatchObject({ card: "great-wall", seat: 0, reason: "open-wonders" });
    expect(revealed.visibleTo).toBeUndefined();
    expect(types(r.events)).not.toContain("WonderCardDrawn");
    expect(coc.view(r.state, 1)).toBeTruthy();
  });

  it("any player with Engineering may build a revealed wonder, taking its card from the table", () => {
    const s = withTable(["pyramids", "great-wall"]);
    expect(coc.legalMoves(s, 1)).toContainEqual(BUILD);
    const r = play(s, 1, BUILD);
    expect(r.state.cities["3,5"].wonders).toEqual([{ id: "pyramids", builder: 1 }]);
    expect(r.state.events?.publicWonders).toEqual(["great-wall"]);
    expect(r.state.players[1].wonderCards).toEqual([]);
  });

  it("still needs Engineering, the wonder's advance and the cost; a card not on the table cannot be built", () => {
    const noEng = withTable(["pyramids"], { seats: [NO_CARDS, { ...NO_CARDS, resources: { food: 2, wood: 7, ore: 7 }, cultureTokens: 5, advances: ["rituals"] }] });
    expect(reject(noEng, 1, BUILD).message).toMatch(/requires Engineering/);
    expect(coc.legalMoves(noEng, 1).some((m) => m.type === "build-wonder")).toBe(false);
    expect(reject(withTable(["great-wall"]), 1, BUILD).message).toMatch(/neither in your hand nor face up/);
    const poor = withTable(["pyramids"], { seats: [NO_CARDS, { ...NO_CARDS, cultureTokens: 5, advances: ["engineering", "rituals"] }] });
    expect(reject(poor, 1, BUILD).code).toBe("illegal");
    expect(poor.events?.publicWonders).toEqual(["pyramids"]);
  });

  it("without the variant, a face-up card (Envoy) is not buildable from the table", () => {
    expect(reject(withTable(["pyramids"], {}, false), 1, BUILD).message).toMatch(/do not have that wonder card/);
  });

  it("[EXP] Envoy's face-up cards are the same table: nobody is offered to take one into a hand", () => {
    const s = scenario({
      players: 2, options: { openWonders: true, events: "none", expansion: true },
      seats: [{ resources: { food: 2 } }], decks: { wonder: ["great-wall"] },
    });
    s.events = { pestilence: false, loseAction: [], publicWonders: ["pyramids"] };
    const r = play(s, 0, { type: "advance", advance: "engineering", payment: { food: 2 } });
    expect(r.state.events?.publicWonders).toEqual(["pyramids", "great-wall"]);
    expect(onTurn(r.state)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("[EXP] random leaders (L2096-2098)", () => {
  const ROME = ["augustus", "gaius-julius-caesar", "sulla"];
  const base = (seed = "scenario", leaders = ROME) => scenario({
    players: 2, seed, options: { expansion: true, randomLeaders: true, events: "none" },
    seats: [{ ...NO_CARDS, civilization: "rome", leaders: leaders as never, activeLeader: null, cultureTokens: 3, moodTokens: 3 }],
  });
  const RECRUIT: Move = { type: "recruit", city: "3,0", units: ["leader"], payment: { culture: 1, mood: 1 } } as Move;

  it("recruiting a leader draws one of the remaining leader cards at random", () => {
    const s = base();
    expect(coc.legalMoves(s, 0)).toContainEqual(RECRUIT);
    expect(coc.legalMoves(s, 0).some((m) => m.type === "recruit" && "leader" in m && m.leader)).toBe(false);
    const r = play(s, 0, RECRUIT);
    const p = r.state.players[0];
    expect(ROME).toContain(p.activeLeader);
    expect([...p.leaders, p.activeLeader].sort()).toEqual([...ROME].sort());
    expect(ev(r.events, "LeaderRecruited")).toMatchObject([{ seat: 0, leader: p.activeLeader, hex: "3,0" }]);
    // Different games draw different leaders.
    const drawn = new Set(["a", "b", "c", "d", "e", "f", "g", "h"].map((seed) => play(base(seed), 0, RECRUIT).state.players[0].activeLeader));
    expect(drawn.size).toBeGreaterThan(1);
  });

  it("a leader cannot be chosen, and none is recruited without a card left", () => {
    expect(reject(base(), 0, { ...RECRUIT, leader: "sulla" } as Move).message).toMatch(/drawn at random/);
    const none = base("scenario", []);
    expect(reject(none, 0, RECRUIT).message).toMatch(/no leader card left/);
    expect(coc.legalMoves(none, 0).some((m) => m.type === "recruit" && (m as unknown as { units: string[] }).units.includes("leader"))).toBe(false);
  });
});

describe("[EXP] alternative history (L2108-2114)", () => {
  const ALL = LEADERS.map((l) => l.id).sort();
  const opts = (extra = {}) => cocOptionsSchema.parse({ expansion: true, alternativeHistory: true, ...extra });

  it("deals 3 of the 12 known leader cards to each player, whatever their civilization", () => {
    let foreign = 0;
    for (const seed of ["h1", "h2", "h3", "h4", "h5"]) {
      const s = coc.setup({ players: 4, options: opts(), seed });
      const dealt = s.players.flatMap((p) => p.leaders);
      expect(s.players.every((p) => p.leaders.length === 3)).toBe(true);
      expect([...dealt].sort()).toEqual(ALL);
      for (const p of s.players) foreign += p.leaders.filter((l) => leaderDef(l).civilization !== p.civilization).length;
    }
    expect(foreign).toBeGreaterThan(0);
    const two = coc.setup({ players: 2, options: opts(), seed: "two" });
    const dealt = two.players.flatMap((p) => p.leaders);
    expect(new Set(dealt).size).toBe(6);
  });

  it("keeps the dealt leaders when civilizations are chosen, and the standard deal gives the civilization's own", () => {
    let s = coc.setup({ players: 2, options: opts({ civilizations: "choose" }), seed: "alt-choose" });
    const dealt = s.players.map((p) => [...p.leaders]);
    while (prompt(s)?.id === "choose-civilization") {
      const p = prompt(s)!;
      s = play(s, p.seat, coc.legalMoves(s, p.seat)[0]).state;
    }
    expect(s.players.map((p) => p.leaders)).toEqual(dealt);
    const std = coc.setup({ players: 2, options: cocOptionsSchema.parse({ expansion: true }), seed: "alt-choose" });
    for (const p of std.players) expect(p.leaders.every((l) => leaderDef(l).civilization === p.civilization)).toBe(true);
  });

  it("combines with random leaders: the drawn leader is one of the dealt cards, of any civilization", () => {
    const setup = coc.setup({ players: 2, options: opts({ randomLeaders: true }), seed: "both" });
    expect(setup.players.every((p) => p.leaders.length === 3)).toBe(true);
    const dealt = ["sun-tzu", "knut-the-great", "pericles"];
    const s = scenario({
      players: 2, options: { expansion: true, randomLeaders: true, alternativeHistory: true, events: "none" },
      seats: [{ ...NO_CARDS, civilization: "rome", leaders: dealt as never, activeLeader: null, cultureTokens: 1, moodTokens: 1 }],
    });
    const r = play(s, 0, { type: "recruit", city: "3,0", units: ["leader"], payment: { culture: 1, mood: 1 } } as Move);
    expect(dealt).toContain(r.state.players[0].activeLeader);
    expect(r.state.players[0].leaders).toHaveLength(2);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("self-play smoke per variant (random bots)", () => {
  const variants: [string, Record<string, unknown>][] = [
    ["symbols-only events", { events: "symbols-only" }],
    ["optional events", { events: "optional" }],
    ["short game", { shortGame: true }],
    ["random end", { gameEnd: "random" }],
    ["wonder end", { gameEnd: "wonder" }],
    ["open wonders", { openWonders: true }],
    ["random leaders", { expansion: true, randomLeaders: true }],
    ["alternative history", { expansion: true, alternativeHistory: true }],
    ["all together", { expansion: true, randomLeaders: true, alternativeHistory: true, openWonders: true, gameEnd: "wonder", events: "optional" }],
  ];
  for (const [name, options] of variants) {
    it(name, () => {
      for (const [i, seed] of ["v1", "v2", "v3"].entries()) {
        const g = playOne(coc, { players: 2 + i, seed: `${name}/${seed}`, options });
        expect(g.error, `${name} ${seed}`).toBeUndefined();
        expect(g.outcome).not.toBeNull();
      }
    });
  }
});
