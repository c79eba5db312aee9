import { describe, expect, it } from "vitest";
import { produce } from "../../../engine/kit/draft.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import { redactEvent } from "../../../engine/core/events.ts";
import type { GameEvent } from "../../../engine/core/types.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { scenario, play, reject, type ScenarioSpec } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";

function game(seats: NonNullable<ScenarioSpec["seats"]>, players = 2): CocState {
  const all = Array.from({ length: players }, (_, i) => ({ actionCards: [] as string[], objectiveCards: [] as string[], ...(seats[i] ?? {}) }));
  return scenario({ players, options: { events: "none" }, seats: all });
}
const prompt = (s: CocState) => coc.pending(s)[0];
const ev = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);

describe("trading (L538-555)", () => {
  it("example 1: 2 food and an action card for 3 wood, executed at once when accepted", () => {
    const s = game([{ resources: { food: 2 }, actionCards: ["spy-1"] }, { resources: { wood: 3, food: 0 } }]);
    let r = play(s, 0, { type: "propose-trade", to: 1, give: { food: 2 }, get: { wood: 3 }, giveCards: { action: ["spy-1"] }, showCards: true });
    expect(prompt(r.state)).toMatchObject({ kind: "choose", seat: 1, id: "trade-offer" });
    expect(r.state.turn!.actionsLeft).toBe(3);
    r = play(r.state, 1, { type: "answer-trade", accept: true });
    expect(r.state.players[0]).toMatchObject({ resources: { food: 0, wood: 3 }, actionCards: [] });
    expect(r.state.players[1]).toMatchObject({ resources: { food: 2, wood: 0 }, actionCards: ["spy-1"] });
    expect(prompt(r.state)).toMatchObject({ kind: "turn", seat: 0 });
    expect(ev(r.events, "TradeExecuted")).toHaveLength(1);
  });

  it("a declined offer changes nothing but closes the offer", () => {
    const s = game([{ resources: { food: 2 } }, { resources: { wood: 1 } }]);
    let r = play(s, 0, { type: "propose-trade", to: 1, give: { food: 1 }, get: { wood: 1 } });
    r = play(r.state, 1, { type: "answer-trade", accept: false });
    expect(r.state.players.map((p) => p.resources)).toEqual(s.players.map((p) => p.resources));
    expect(prompt(r.state)).toMatchObject({ kind: "turn", seat: 0 });
    expect(ev(r.events, "TradeDeclined")).toHaveLength(1);
  });

  it("tokens and wonder/objective cards can be traded; asked-for cards are picked by the other player", () => {
    const s = game([{ moodTokens: 2, wonderCards: ["great-wall"] }, { cultureTokens: 1, objectiveCards: ["eureka-or-defiance", "wealth-or-large-fleet"] }]);
    let r = play(s, 0, { type: "propose-trade", to: 1, give: { mood: 2 }, get: { culture: 1 }, giveCards: { wonder: ["great-wall"] }, getCards: { objective: 1 } });
    expect(reject(r.state, 1, { type: "answer-trade", accept: true }).message).toMatch(/exactly 1 objective/);
    expect(reject(r.state, 1, { type: "answer-trade", accept: true, cards: { objective: ["metropolis-or-general"] } }).message).toMatch(/not hold/);
    r = play(r.state, 1, { type: "answer-trade", accept: true, cards: { objective: ["wealth-or-large-fleet"] } });
    expect(r.state.players[0]).toMatchObject({ moodTokens: 0, cultureTokens: 1, wonderCards: [], objectiveCards: ["wealth-or-large-fleet"] });
    expect(r.state.players[1]).toMatchObject({ moodTokens: 2, cultureTokens: 0, wonderCards: ["great-wall"], objectiveCards: ["eureka-or-defiance"] });
  });

  it("resources above the receiver's limits are lost (food 2 without Storage)", () => {
    const s = game([{ resources: { food: 2 } }, { resources: { food: 1, gold: 1 } }]);
    let r = play(s, 0, { type: "propose-trade", to: 1, give: { food: 2 }, get: { gold: 1 } });
    r = play(r.state, 1, { type: "answer-trade", accept: true });
    expect(r.state.players[1].resources.food).toBe(2);
  });

  it("you cannot trade what you do not have, ask for what they do not have, trade with yourself or off your turn", () => {
    const s = game([{ resources: { food: 1 }, actionCards: ["spy-1"] }, { resources: { wood: 1 }, actionCards: [] }]);
    const before = canonicalJson(s);
    expect(reject(s, 0, { type: "propose-trade", to: 1, give: { food: 2 }, get: {} }).message).toMatch(/do not have 2 food/);
    expect(reject(s, 0, { type: "propose-trade", to: 1, give: {}, get: { wood: 2 } }).message).toMatch(/Seat 2 does not have 2 wood/);
    expect(reject(s, 0, { type: "propose-trade", to: 1, give: {}, get: {}, giveCards: { action: ["militia-1"] } }).message).toMatch(/not hold/);
    expect(reject(s, 0, { type: "propose-trade", to: 1, give: {}, get: {}, getCards: { action: 1 } }).message).toMatch(/does not hold 1 action/);
    expect(reject(s, 0, { type: "propose-trade", to: 1, give: {}, get: {} }).message).toMatch(/exchange something/);
    expect(reject(s, 0, { type: "propose-trade", to: 0, give: { food: 1 }, get: {} }).message).toMatch(/another player/);
    expect(reject(s, 1, { type: "propose-trade", to: 0, give: { wood: 1 }, get: {} }).code).toBe("not-your-turn");
    expect(canonicalJson(s)).toBe(before);
  });

  it("an accepted deal fails if the other player no longer has what was asked", () => {
    const s = game([{ resources: { food: 2 } }, { resources: { wood: 1 } }]);
    const r = play(s, 0, { type: "propose-trade", to: 1, give: { food: 1 }, get: { wood: 1 } });
    r.state = produce(r.state, (d) => { d.players[1].resources.wood = 0; });
    expect(reject(r.state, 1, { type: "answer-trade", accept: true }).message).toMatch(/do not have 1 wood/);
    expect(coc.legalMoves(r.state, 1)).toEqual([{ type: "answer-trade", accept: false }]);
  });

  it("hidden cards: unshown card ids are seen only by the proposer, and never by a third seat", () => {
    const s = game([{ actionCards: ["spy-1"] }, { actionCards: ["militia-1"] }, { actionCards: [] }], 3);
    let r = play(s, 0, { type: "propose-trade", to: 1, give: {}, get: {}, giveCards: { action: ["spy-1"] }, getCards: { action: 1 } });
    expect(JSON.stringify(coc.view(r.state, 0).stack)).toContain("spy-1");
    expect(JSON.stringify(coc.view(r.state, 1).stack)).not.toContain("spy-1");
    expect(JSON.stringify(coc.view(r.state, 2))).not.toContain("spy-1");
    const proposed = ev(r.events, "TradeProposed")[0];
    expect(JSON.stringify(redactEvent(proposed, 1))).not.toContain("spy-1");
    r = play(r.state, 1, { type: "answer-trade", accept: true, cards: { action: ["militia-1"] } });
    expect(r.state.players[0].actionCards).toEqual(["militia-1"]);
    expect(r.state.players[1].actionCards).toEqual(["spy-1"]);
    const done = ev(r.events, "TradeExecuted")[0];
    expect(done.visibleTo).toEqual([0, 1]);
    for (const viewer of [2, null]) {
      expect(JSON.stringify(redactEvent(done, viewer))).not.toMatch(/spy-1|militia-1/);
      expect(JSON.stringify(coc.view(r.state, viewer))).not.toMatch(/spy-1|militia-1/);
    }
  });

  it("shown cards are visible to both traders, still not to a third seat", () => {
    const s = game([{ actionCards: ["spy-1"] }, {}, {}], 3);
    const r = play(s, 0, { type: "propose-trade", to: 1, give: {}, get: {}, giveCards: { action: ["spy-1"] }, showCards: true });
    expect(JSON.stringify(coc.view(r.state, 1).stack)).toContain("spy-1");
    expect(JSON.stringify(coc.view(r.state, 2))).not.toContain("spy-1");
    expect(JSON.stringify(redactEvent(ev(r.events, "TradeProposed")[0], 1))).toContain("spy-1");
    expect(JSON.stringify(redactEvent(ev(r.events, "TradeProposed")[0], 2))).not.toContain("spy-1");
  });

  it("legal trade moves are valid and bounded (one offer per turn for bots)", () => {
    const s = game([{ resources: { food: 2 }, actionCards: ["spy-1"] }, { resources: { wood: 1 }, actionCards: ["militia-1"] }]);
    const offers = coc.legalMoves(s, 0).filter((m) => m.type === "propose-trade");
    expect(offers.length).toBeGreaterThan(0);
    for (const m of offers) {
      const r = play(s, 0, m);
      for (const answer of coc.legalMoves(r.state, 1)) play(r.state, 1, answer);
    }
    const after = play(play(s, 0, offers[0]).state, 1, { type: "answer-trade", accept: false });
    expect(coc.legalMoves(after.state, 0).filter((m) => m.type === "propose-trade")).toEqual([]);
  });
});
