import { describe, expect, it } from "vitest";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { scenario, play as playIn, probed, reject, type ScenarioSpec } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { onHook, type Ctx } from "../../../engine/games/clash-of-cultures/base/flow.ts";
import type { Move } from "../../../engine/core/types.ts";
import { ruleModule } from "../../../engine/kit/rules.ts";
import { outcome, victoryPoints } from "../../../engine/games/clash-of-cultures/turn/scoring.ts";
import { limitOf } from "../../../engine/games/clash-of-cultures/base/resources.ts";
import { has } from "../../../engine/games/clash-of-cultures/base/queries.ts";
import { offerMausoleum, wonderOnCapture, wonderOnDestroy } from "../../../engine/games/clash-of-cultures/wonders/wonders.ts";
import { discardCard } from "../../../engine/games/clash-of-cultures/base/decks.ts";
import { Rng, seedRng } from "../../../engine/core/rng.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";

const PYRAMIDS_PAY = { food: 2, wood: 3, ore: 7, culture: 5 };

/** Seat 0 owns two cities (3,0 Happy, 2,1 Neutral), Engineering and Rituals, and the Pyramids card. */
const base = (extra: Partial<ScenarioSpec> = {}, seat0: Record<string, unknown> = {}): CocState =>
  scenario({
    players: 2,
    options: { events: "none" },
    cities: [
      { hex: "3,0", owner: 0, mood: "happy" },
      { hex: "2,1", owner: 0 },
      { hex: "3,5", owner: 1 },
    ],
    seats: [{ resources: { food: 2, wood: 7, ore: 7, gold: 7 }, cultureTokens: 10, advances: ["engineering", "rituals"], wonderCards: ["pyramids"], ...seat0 }],
    ...extra,
  });

const build = (wonder: string, hex = "3,0", payment: Record<string, number> = PYRAMIDS_PAY) => ({ type: "build-wonder", wonder, hex, payment });

function ctxOf(s: CocState): Ctx {
  return { s: structuredClone(s), events: [], rng: new Rng(seedRng("t")) };
}

const built: unknown[] = [];
/** Records what the hooks see: a rule module added to the game for this file's tests. */
const probe = ruleModule("test probe");
onHook(probe, "wonder-built", (_ctx, d) => built.push(d));
const game = probed(probe);
const play = (s: CocState, seat: number, move: Move) => playIn(s, seat, move, game);

describe("Wonder cards (L1549)", () => {
  it("Engineering and Monuments draw the top wonder card, seen only by the drawer", () => {
    const s = scenario({ players: 2, options: { events: "none" }, seats: [{ resources: { food: 2, gold: 4 }, advances: ["arts"] }], decks: { wonder: ["great-wall", "colosseum"] } });
    const r = play(s, 0, { type: "advance", advance: "engineering", payment: { food: 2 } });
    expect(r.state.players[0].wonderCards).toEqual(["great-wall"]);
    const drawn = r.events.find((e) => e.type === "WonderCardDrawn")!;
    expect(drawn.visibleTo).toEqual([0]);
    expect(coc.view(r.state, 1).players[0].wonderCards).toBe(1);
    const r2 = play(r.state, 0, { type: "advance", advance: "monuments", payment: { gold: 2 } });
    expect(r2.state.players[0].wonderCards).toEqual(["great-wall", "colosseum"]);
    // An empty wonder deck is never reshuffled: nothing is drawn.
    const empty = scenario({ players: 2, options: { events: "none" }, seats: [{ resources: { food: 2 } }], decks: { wonder: [] } });
    expect(play(empty, 0, { type: "advance", advance: "engineering", payment: { food: 2 } }).state.players[0].wonderCards).toEqual([]);
  });
});

describe("Building a wonder (L1551-1557)", () => {
  it("activates a Happy city as an action, pays resources and culture tokens, and scores builder + owner VP", () => {
    const s = base();
    const r = play(s, 0, build("pyramids"));
    const city = r.state.cities["3,0"];
    expect(city.wonders).toEqual([{ id: "pyramids", builder: 0 }]);
    expect(r.state.turn!.activations["3,0"]).toBe(1);
    expect(r.state.players[0].wonderCards).toEqual([]);
    expect(r.state.players[0].cultureTokens).toBe(5);
    expect(r.state.players[0].resources).toMatchObject({ food: 0, wood: 4, ore: 0, gold: 7 });
    expect(r.state.turn!.actionsLeft).toBe(2);
    expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(["WonderBuilt", "CityActivated"]));
    expect(built.at(-1)).toEqual({ seat: 0, hex: "3,0", wonder: "pyramids" });
    expect(victoryPoints(r.state, 0).wonders).toBe(5);
  });

  it("lets gold replace food, wood and ore but never the culture tokens (L1569)", () => {
    const s = base();
    play(s, 0, build("pyramids", "3,0", { gold: 7, wood: 3, ore: 2, culture: 5 }));
    expect(reject(s, 0, build("pyramids", "3,0", { food: 2, wood: 3, ore: 7, culture: 4, gold: 1 })).message).toMatch(/5 culture tokens/);
    const colosseum = base({ cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "2,1", owner: 0, wonders: [{ id: "colosseum", builder: 0 }] }, { hex: "2,2", owner: 0 }] }, { moodTokens: 5 });
    expect(reject(colosseum, 0, build("pyramids", "3,0", { food: 2, wood: 3, ore: 7, culture: 4, mood: 1 })).message).toMatch(/5 culture tokens/);
  });

  it("needs Engineering, the card, its advance, a Happy city of the player and room to grow", () => {
    expect(reject(base({}, { advances: ["rituals"] }), 0, build("pyramids")).message).toMatch(/requires Engineering/);
    expect(reject(base({}, { advances: ["engineering"] }), 0, build("pyramids")).message).toMatch(/requires Rituals/);
    expect(reject(base(), 0, build("colosseum")).message).toMatch(/do not have that wonder card/);
    expect(reject(base(), 0, build("pyramids", "2,1")).message).toMatch(/Happy city/);
    expect(reject(base(), 0, build("pyramids", "3,5")).message).toMatch(/your cities/);
    const sick = base();
    sick.events = { pestilence: true, loseAction: [] };
    expect(reject(sick, 0, build("pyramids")).message).toMatch(/Pestilence/);
    sick.players[0].advances.push("sanitation");
    play(sick, 0, build("pyramids"));
    const one = base({ cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1 }] });
    expect(reject(one, 0, build("pyramids")).message).toMatch(/number of cities/);
    const s = base();
    const before = canonicalJson(s);
    expect(reject(s, 0, build("pyramids", "3,0", { food: 2 })).message).toMatch(/culture tokens|match/);
    expect(reject(s, 1, build("pyramids")).code).toBe("not-your-turn");
    expect(canonicalJson(s)).toBe(before);
  });

  it("allows several wonders in one city; a repeated activation lowers the mood afterwards (L1553, L684)", () => {
    const s = base({ cities: [{ hex: "3,0", owner: 0, mood: "happy", wonders: [{ id: "great-wall", builder: 0 }] }, { hex: "2,1", owner: 0 }, { hex: "2,2", owner: 0 }, { hex: "3,5", owner: 1 }] });
    s.turn!.activations["3,0"] = 1;
    const r = play(s, 0, build("pyramids"));
    expect(r.state.cities["3,0"].wonders.map((w) => w.id)).toEqual(["great-wall", "pyramids"]);
    expect(r.state.cities["3,0"].mood).toBe("neutral");
  });

  it("offers only legal build moves", () => {
    const s = base();
    const moves = coc.legalMoves(s, 0).filter((m) => m.type === "build-wonder");
    expect(moves).toEqual([build("pyramids")]);
    play(s, 0, moves[0]);
  });
});

describe("Wonder effects", () => {
  it("Great Statue: draws an objective card when built; once per turn an objective card buys an extra action (L1624-1628)", () => {
    const s = base({ decks: { objective: ["scientific-lead-or-conqueror", "coastal-culture-or-warmonger"] } }, { advances: ["engineering", "monuments"], wonderCards: ["great-statue"], objectiveCards: ["large-civilization-or-draft"] });
    const r = play(s, 0, build("great-statue", "3,0", { food: 2, wood: 4, ore: 5, gold: 1, culture: 5 }));
    expect(r.state.players[0].objectiveCards).toEqual(["large-civilization-or-draft", "scientific-lead-or-conqueror"]);
    const r2 = play(r.state, 0, { type: "great-statue", card: "large-civilization-or-draft" });
    expect(r2.state.turn!.actionsLeft).toBe(3);
    expect(r2.state.players[0].objectiveCards).toEqual(["scientific-lead-or-conqueror"]);
    expect(r2.state.discards.objective).toContain("large-civilization-or-draft");
    expect(reject(r2.state, 0, { type: "great-statue", card: "scientific-lead-or-conqueror" }).message).toMatch(/already used/);
    expect(reject(base(), 0, { type: "great-statue", card: "x" }).message).toMatch(/do not own/);
  });

  it("Great Library: once per turn, a non-government advance the player lacks works until the turn ends (L1587-1595)", () => {
    const s = base({ turn: { seat: 0, actionsLeft: 0 }, cities: [{ hex: "3,0", owner: 0, mood: "happy", wonders: [{ id: "great-library", builder: 0 }] }, { hex: "3,5", owner: 1 }] }, { resources: { food: 2 } });
    expect(reject(s, 0, { type: "great-library", advance: "voting" }).message).toMatch(/government/);
    expect(reject(s, 0, { type: "great-library", advance: "farming" }).message).toMatch(/already have/);
    expect(reject(s, 0, { type: "great-library", advance: "aqueduct" }).message).toMatch(/civilization/);
    const r = play(s, 0, { type: "great-library", advance: "storage" });
    const p = r.state.players[0];
    expect(has(p, "storage")).toBe(true);
    expect(p.advances).not.toContain("storage");
    expect(limitOf(p, "food")).toBe(7);
    expect(victoryPoints(r.state, 0).advances).toBe(victoryPoints(s, 0).advances);
    expect(reject(r.state, 0, { type: "great-library", advance: "arts" }).message).toMatch(/already used/);
    // The loan ends with the turn; food above the normal limit is lost.
    const fed = structuredClone(r.state);
    fed.players[0].resources.food = 5;
    const end = play(fed, 0, { type: "end-turn" });
    expect(end.state.players[0].borrowedAdvance).toBeNull();
    expect(end.state.players[0].resources.food).toBe(2);
    expect(reject(base(), 0, { type: "great-library", advance: "storage" }).message).toMatch(/do not own/);
  });

  it("Great Library: a borrowed advance may still be bought", () => {
    const s = base({ cities: [{ hex: "3,0", owner: 0, mood: "happy", wonders: [{ id: "great-library", builder: 0 }] }, { hex: "3,5", owner: 1 }] });
    const r = play(s, 0, { type: "great-library", advance: "storage" });
    const r2 = play(r.state, 0, { type: "advance", advance: "storage", payment: { food: 2 } });
    expect(r2.state.players[0].advances).toContain("storage");
  });

  it("Great Lighthouse: activating its city may place a free ship from the supply on a sea space without enemy ships (L1597-1602)", () => {
    const cities = [{ hex: "3,0", owner: 0 as const, mood: "happy" as const, wonders: [{ id: "great-lighthouse" as const, builder: 0 }] }, { hex: "2,1", owner: 0 as const }, { hex: "2,2", owner: 0 as const }, { hex: "3,5", owner: 1 as const }];
    const s = base({ cities, units: [{ owner: 1, type: "ship", hex: "1,1" }] });
    const r = play(s, 0, build("pyramids"));
    expect(coc.pending(r.state)[0]).toMatchObject({ kind: "choose", id: "lighthouse-ship", seat: 0 });
    const options = coc.legalMoves(r.state, 0).map((m) => m.hex);
    expect(options).toContain("4,0");
    expect(options).not.toContain("1,1");
    expect(reject(r.state, 0, { type: "lighthouse-ship", hex: "1,1" }).message).toMatch(/without enemy ships/);
    const r2 = play(r.state, 0, { type: "lighthouse-ship", hex: "4,0" });
    expect(Object.values(r2.state.units).filter((u) => u.owner === 0 && u.type === "ship").map((u) => u.hex)).toEqual(["4,0"]);
    expect(r2.state.stack.at(-1)!.kind).toBe("turn");
    const skip = play(r.state, 0, { type: "lighthouse-ship", hex: null });
    expect(Object.values(skip.state.units).filter((u) => u.owner === 0)).toHaveLength(0);
  });

  it("Great Lighthouse: the activation that builds it gives no ship", () => {
    const s = base({}, { advances: ["engineering", "cartography"], wonderCards: ["great-lighthouse"] });
    const r = play(s, 0, build("great-lighthouse", "3,0", { food: 2, wood: 5, ore: 4, gold: 1, culture: 5 }));
    expect(r.state.stack.at(-1)!.kind).toBe("turn");
  });

  it("Great Mausoleum: its owner may take the top discard instead of drawing; their discards go to the bottom (L1606-1612)", () => {
    const cities = [{ hex: "3,0", owner: 0 as const, mood: "happy" as const, wonders: [{ id: "great-mausoleum" as const, builder: 0 }] }, { hex: "3,5", owner: 1 as const }];
    const s = base({ cities, decks: { action: ["hero-general-2"], objective: ["religious-fervor-or-general"] } }, { resources: { food: 2 }, actionCards: [] });
    s.discards.action = ["inspiration-1", "inspiration-2"];
    const r = play(s, 0, { type: "advance", advance: "writing", payment: { food: 2 } });
    expect(coc.pending(r.state)[0]).toMatchObject({ id: "mausoleum-draw", seat: 0 });
    expect(r.state.players[0].objectiveCards).toContain("religious-fervor-or-general");
    const took = play(r.state, 0, { type: "mausoleum-draw", from: "discard" });
    expect(took.state.players[0].actionCards).toEqual(["inspiration-2"]);
    expect(took.state.discards.action).toEqual(["inspiration-1"]);
    const drew = play(r.state, 0, { type: "mausoleum-draw", from: "deck" });
    expect(drew.state.players[0].actionCards).toEqual(["hero-general-2"]);
    const ctx = ctxOf(s);
    discardCard(ctx, 0, "action", "quick-advance-1");
    discardCard(ctx, 1, "action", "quick-advance-2");
    expect(ctx.s.discards.action).toEqual(["quick-advance-1", "inspiration-1", "inspiration-2", "quick-advance-2"]);
    // Events: the chosen discard is put on top of the event deck for the events module to draw.
    ctx.s.discards.event = ["pestilence-1"];
    expect(offerMausoleum(ctx, 0, "event")).toBe(true);
    expect(offerMausoleum(ctx, 1, "event")).toBe(false);
  });

  it("Colosseum: mood and culture tokens pay for each other", () => {
    const s = base({ cities: [{ hex: "3,0", owner: 0, mood: "happy", wonders: [{ id: "colosseum", builder: 0 }] }, { hex: "3,5", owner: 1 }] }, { moodTokens: 0, cultureTokens: 2, advances: ["absolute-power"] });
    // Absolute Power costs 2 mood tokens; with the Colosseum culture tokens pay it.
    const r = play(s, 0, { type: "absolute-power", payment: { culture: 2 } }).state;
    expect(r.turn!.actionsLeft).toBe(4);
    expect(r.players[0].cultureTokens).toBe(0);
    const without = base({}, { moodTokens: 0, cultureTokens: 2, advances: ["absolute-power"] });
    expect(reject(without, 0, { type: "absolute-power", payment: { culture: 2 } }).message).toMatch(/does not match/);
  });

  it("Pyramids: 5 VP to the builder even after a capture, and the builder wins a tie for the most VP (L1614-1620)", () => {
    const s = base({ cities: [{ hex: "3,0", owner: 1, wonders: [{ id: "pyramids", builder: 0 }] }, { hex: "3,5", owner: 1 }] });
    expect(victoryPoints(s, 0).wonders).toBe(5);
    expect(victoryPoints(s, 1).wonders).toBe(0);
    const tied = { ...s, finished: true };
    const o = outcome(tied)!;
    // Seat 1: 2 cities + 1 advance; seat 0: 5 + advances — arrange a tie by giving seat 1 event VP.
    const diff = o.scores[0] - o.scores[1];
    tied.players = tied.players.map((p) => (p.seat === 1 ? { ...p, eventVp: diff } : p));
    const o2 = outcome(tied)!;
    expect(o2.scores[0]).toBe(o2.scores[1]);
    expect(o2.ranking).toEqual([[0], [1]]);
  });
});

describe("Capture and destruction of wonders (L1559-1565)", () => {
  it("the new owner gets the wonder and the owner's 2 VP, the builder keeps 2; recapturing restores the full 4", () => {
    const s = base({ cities: [{ hex: "3,0", owner: 0, wonders: [{ id: "great-wall", builder: 0 }] }, { hex: "3,5", owner: 1 }] });
    expect(victoryPoints(s, 0).wonders).toBe(4);
    const ctx = ctxOf(s);
    ctx.s.cities["3,0"].owner = 1;
    wonderOnCapture(ctx, "3,0", 0, 1);
    wonderOnCapture(ctx, "3,0", 0, 1);
    expect(ctx.events.filter((e) => e.type === "WonderCaptured")).toEqual([{ type: "WonderCaptured", hex: "3,0", wonder: "great-wall", builder: 0, from: 0, to: 1 }]);
    expect(victoryPoints(ctx.s, 0).wonders).toBe(2);
    expect(victoryPoints(ctx.s, 1).wonders).toBe(2);
    ctx.s.cities["3,0"].owner = "barbarian";
    wonderOnCapture(ctx, "3,0", 1, "barbarian");
    expect(ctx.events.at(-1)).toMatchObject({ type: "WonderSetAside", to: "barbarian" });
    expect(victoryPoints(ctx.s, 0).wonders).toBe(2);
    expect(victoryPoints(ctx.s, 1).wonders).toBe(0);
  });

  it("a destroyed city's wonders leave the game with their VP", () => {
    const s = base({ cities: [{ hex: "3,0", owner: 0, wonders: [{ id: "pyramids", builder: 0 }] }, { hex: "3,5", owner: 1 }] });
    const ctx = ctxOf(s);
    wonderOnDestroy(ctx, "3,0");
    expect(ctx.events).toEqual([{ type: "WonderDestroyed", hex: "3,0", wonder: "pyramids", builder: 0, owner: 0 }]);
    expect(victoryPoints(ctx.s, 0).wonders).toBe(0);
  });
});

describe("wonders in play (fuzz)", () => {
  it.each(["f1", "f2", "f3", "f4"])("random legal moves around every wonder effect are always accepted (seed %s)", async (seed) => {
    const { makeBot } = await import("../../../engine/core/bots.ts");
    const { step } = await import("../../../engine/core/match.ts");
    const { isRuleError } = await import("../../../engine/core/types.ts");
    let s: CocState = scenario({
      players: 3, seed,
      cities: [
        { hex: "3,0", owner: 0, mood: "happy", wonders: [{ id: "great-lighthouse", builder: 0 }, { id: "great-library", builder: 0 }] },
        { hex: "2,1", owner: 0, mood: "happy", wonders: [{ id: "great-statue", builder: 0 }, { id: "great-mausoleum", builder: 0 }] },
        { hex: "2,2", owner: 0, mood: "happy", wonders: [{ id: "colosseum", builder: 0 }], buildings: { temple: 0 } },
        { hex: "3,2", owner: 0, mood: "happy" },
        { hex: "3,5", owner: 1, mood: "happy", buildings: { temple: 1, academy: 1 } },
        { hex: "2,4", owner: 2, mood: "happy", buildings: { academy: 2 } },
      ],
      seats: [
        { resources: { food: 2, wood: 7, ore: 7, ideas: 7, gold: 7 }, moodTokens: 6, cultureTokens: 12, advances: ["engineering", "rituals", "siegecraft", "arts", "monuments", "bartering", "trade-routes", "currency", "theaters", "fishing", "cartography"], wonderCards: ["pyramids", "great-wall"] },
        { cultureTokens: 5, advances: ["arts", "conversion"] },
      ],
      units: [{ owner: 0, type: "settler", hex: "3,1" }, { owner: 0, type: "ship", hex: "4,0" }],
    });
    s.discards.action = ["spy-1", "spy-2"];
    const bots = [0, 1, 2].map((i) => makeBot(coc, `${seed}/${i}`));
    const seen = new Set<string>();
    for (let i = 0; i < 400 && !coc.outcome(s); i++) {
      const prompt = coc.pending(s)[0];
      const move = bots[prompt.seat].choose(s, prompt.seat)!;
      seen.add(move.type);
      const r = step(coc, s, prompt.seat, move);
      if (isRuleError(r)) throw new Error(`legal move rejected: ${r.message} ${JSON.stringify(move)}`);
      s = r.state as CocState;
    }
    expect(seen.size).toBeGreaterThan(5);
  }, 60_000);
});
