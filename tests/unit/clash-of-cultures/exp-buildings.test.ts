/**
 * Civilizations expansion buildings (L787-807): Market (cavalry/elephants, Trade Routes gold, skipping
 * routes), Obelisk (immune to influence, kept on capture, counts as its owner's influence), Observatory
 * (an action card when built); and Construct refusing them without the expansion.
 */
import { describe, expect, it } from "vitest";
import { produce } from "../../../engine/kit/draft.ts";
import type { Move } from "../../../engine/core/types.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { captureCity } from "../../../engine/games/clash-of-cultures/combat/battle.ts";
import { tradeRouteOptions, useTradeRoutes } from "../../../engine/games/clash-of-cultures/trade/market.ts";
import { victoryPoints } from "../../../engine/games/clash-of-cultures/turn/scoring.ts";
import type { Owner } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { play, reject, type ScenarioSpec, within } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { expScenario } from "./support/expansion.ts";
import { ev, prompt } from "./support/play.ts";

const EXP = { expansion: true, events: "none" as const };
const HOME = "3,0";
const BUILD = { food: 1, wood: 1, ore: 1 };

/** Seat 0 owns 3,0 and 6,1 (so its cities may reach size 2); seat 1 owns 3,5. */
const builder = (extra: Partial<ScenarioSpec> = {}, options: ScenarioSpec["options"] = EXP) => expScenario({
  players: 2, options,
  cities: [{ hex: HOME, owner: 0 }, { hex: "6,1", owner: 0 }, { hex: "3,5", owner: 1 }],
  seats: [{ resources: { food: 2, wood: 3, ore: 3 }, advances: ["bartering", "arts", "math"], actionCards: [] }],
  ...extra,
});
const construct = (building: string): Move => ({ type: "construct", city: HOME, building, payment: BUILD });

describe("Construct: the expansion's buildings", () => {
  it("are refused without the expansion, with a clear message and no change", () => {
    const s = builder({}, { events: "none", expansion: false });
    for (const b of ["market", "obelisk", "observatory"]) {
      const before = JSON.stringify(s);
      expect(reject(s, 0, construct(b)).message).toMatch(/belongs to the Civilizations expansion/);
      expect(JSON.stringify(s)).toBe(before);
    }
    const legal = coc.legalMoves(s, 0) as { type: string; building?: string }[];
    expect(legal.filter((m) => m.type === "construct").map((m) => m.building)).not.toContain("market");
  });

  it("with the expansion need their advance: Market ← Bartering, Obelisk ← Arts, Observatory ← Math", () => {
    const none = builder({ seats: [{ resources: { food: 2, wood: 3, ore: 3 } }] });
    expect(reject(none, 0, construct("market")).message).toMatch(/requires Bartering/);
    expect(reject(none, 0, construct("obelisk")).message).toMatch(/requires Arts/);
    expect(reject(none, 0, construct("observatory")).message).toMatch(/requires Math/);
    const s = builder();
    const legal = (coc.legalMoves(s, 0) as { type: string; city?: string; building?: string }[]).filter((m) => m.type === "construct" && m.city === HOME);
    expect(legal.map((m) => m.building).sort()).toEqual(["market", "obelisk", "observatory"]);
    for (const m of legal) {
      const r = play(s, 0, m as Move);
      expect(r.state.cities[HOME].buildings[m.building as "market"]).toBe(0);
      expect(r.state.players[0].resources).toMatchObject({ food: 1, wood: 2, ore: 2 });
    }
  });

  it("Observatory: draw 1 action card when built (L807)", () => {
    const s = builder({ decks: { action: ["mercenaries-1", "spy-1"] } });
    const r = play(s, 0, construct("observatory"));
    expect(r.state.players[0].actionCards).toEqual(["mercenaries-1"]);
    expect(ev(r.events, "CardDrawn")).toHaveLength(1);
    // The other new buildings draw nothing.
    expect(play(s, 0, construct("market")).state.players[0].actionCards).toEqual([]);
  });
});

describe("Obelisk (L797-803)", () => {
  const withObelisk = (extra: Partial<ScenarioSpec> = {}) => expScenario({
    players: 2, options: EXP,
    cities: [
      { hex: HOME, owner: 0, buildings: { temple: 0 } },
      { hex: "3,1", owner: 1, buildings: { obelisk: 1, temple: 1 } },
      { hex: "3,5", owner: 1 },
    ],
    seats: [{ cultureTokens: 3 }],
    ...extra,
  });
  const influence = (building: string): Move => ({ type: "influence", source: HOME, target: "3,1", building, via: "action", payment: {} } as Move);

  it("cannot be influenced: the attempt is rejected and never offered", () => {
    const s = withObelisk({ dice: [11] });
    const before = JSON.stringify(s);
    expect(reject(s, 0, influence("obelisk")).message).toMatch(/Obelisk cannot be influenced/);
    expect(JSON.stringify(s)).toBe(before);
    const legal = coc.legalMoves(s, 0) as { type: string; building?: string }[];
    expect(legal.some((m) => m.type === "influence" && m.building === "obelisk")).toBe(false);
    expect(legal.some((m) => m.type === "influence" && m.building === "temple")).toBe(true);
  });

  it("keeps its colour when the city is captured, scores for its builder, and the city counts as under that player's influence", () => {
    const s = withObelisk();
    const r = within(s, (ctx) => captureCity(ctx, "3,1", 0));
    const c = r.state.cities["3,1"];
    expect(c.owner).toBe(0);
    expect(c.buildings).toEqual({ obelisk: 1, temple: 0 });
    expect(ev(r.events, "CityCaptured")[0]).toMatchObject({ replaced: ["temple"] });
    // Seat 0: 2 settlements + 2 temples; seat 1: 1 settlement + its obelisk in seat 0's city.
    expect(victoryPoints(r.state, 0)["cities-and-buildings"]).toBe(4);
    expect(victoryPoints(r.state, 1)["cities-and-buildings"]).toBe(2);
    // A city under another player's influence influences only itself, without culture tokens (L1021).
    const t = produce(r.state, (d) => {
      d.cities["3,5"].buildings = { academy: 1 };
      d.cities["3,5"].mood = "neutral";
    });
    const far: Move = { type: "influence", source: "3,1", target: "3,5", building: "academy", via: "action", payment: { culture: 3 } } as Move;
    expect(reject(t, 0, far).message).toMatch(/enemy building may influence only itself/);
  });

  it("barbarians capturing the city leave it in its colour too", () => {
    const r = within(withObelisk(), (ctx) => captureCity(ctx, "3,1", "barbarian"));
    expect(r.state.cities["3,1"]).toMatchObject({ owner: "barbarian", buildings: { obelisk: 1, temple: 1 } });
  });
});

// ---- Market and Trade Routes --------------------------------------------------------------------------

/**
 * Seat 1 ends its turn; seat 0's turn starts and its Trade Routes are used. Seat 0's settlers stand next
 * to seat 1's cities: 3,4 touches 3,5; 2,6 touches 3,5 and 1,6; 0,4 is 2 away from 0,2.
 */
function routes(opts: { cities: ScenarioSpec["cities"]; settlers: string[]; currency?: boolean; options?: ScenarioSpec["options"] }) {
  const s = expScenario({
    players: 2, options: opts.options ?? EXP,
    cities: opts.cities,
    units: opts.settlers.map((hex) => ({ owner: 0 as Owner, type: "settler" as const, hex })),
    seats: [{ resources: { food: 0, gold: 0 }, advances: ["trade-routes", "storage", ...(opts.currency ? ["currency" as const] : [])] }, { resources: { gold: 0 } }],
    turn: { seat: 1, actionsLeft: 0 },
  });
  return play(s, 1, { type: "end-turn" });
}
const market = (hex: string, owner: Owner, mood: "neutral" | "happy" | "angry" = "neutral") => ({ hex, owner, mood, buildings: { market: owner } });

describe("Market and Trade Routes (L787-795)", () => {
  it("another player using Trade Routes with your Market city gives you 1 gold; the player may skip that route (L795)", () => {
    const r = routes({ cities: [{ hex: HOME, owner: 0 }, market("3,5", 1)], settlers: ["3,4"] });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "market-routes" });
    expect(coc.legalMoves(r.state, 0)).toEqual([{ type: "market-routes", option: 0 }, { type: "market-routes", option: 1 }]);
    expect(r.state.stack.at(-1)).toMatchObject({ options: [{ skip: [], routes: 1, paid: [1] }, { skip: [1], routes: 0, paid: [] }] });
    const use = play(r.state, 0, { type: "market-routes", option: 0 });
    expect(use.state.players[0].resources.food).toBe(1);
    expect(use.state.players[1].resources.gold).toBe(1);
    expect(ev(use.events, "MarketIncome")).toEqual([{ type: "MarketIncome", seat: 1, from: 0, gold: 1 }]);
    expect(prompt(use.state)).toMatchObject({ seat: 0, id: "turn" });
    const skip = play(r.state, 0, { type: "market-routes", option: 1 });
    expect(skip.state.players[0].resources.food).toBe(0);
    expect(skip.state.players[1].resources.gold).toBe(0);
    expect(reject(r.state, 0, { type: "market-routes", option: 2 }).message).toMatch(/not one of the ways/);
  });

  it("gives at most 1 gold per use, however many of the owner's Market cities are used", () => {
    const r = routes({ cities: [{ hex: HOME, owner: 0 }, market("3,5", 1), market("1,6", 1)], settlers: ["3,4", "2,6"] });
    expect(r.state.stack.at(-1)).toMatchObject({ options: [{ routes: 2, paid: [1] }, { routes: 0, paid: [] }] });
    const use = play(r.state, 0, { type: "market-routes", option: 0 });
    expect(use.state.players[0].resources.food).toBe(2);
    expect(use.state.players[1].resources.gold).toBe(1);
  });

  it("asks nothing when a route to a city without a Market does as well", () => {
    // The settler on 2,6 reaches both the Market city 3,5 and the plain city 1,6.
    const r = routes({ cities: [{ hex: HOME, owner: 0 }, market("3,5", 1), { hex: "1,6", owner: 1 }], settlers: ["2,6"] });
    expect(prompt(r.state)).toMatchObject({ id: "turn" });
    expect(r.state.players[0].resources.food).toBe(1);
    expect(r.state.players[1].resources.gold).toBe(0);
    expect(ev(r.events, "TradeRoutes")[0]).toMatchObject({ routes: [{ city: "1,6" }] });
  });

  it("each Market owner is paid separately and may be skipped separately (3 players)", () => {
    // 3-player board: the settler on 2,3 reaches only 3,3, the one on 7,1 only 6,1.
    const s = expScenario({
      players: 3, options: EXP,
      cities: [{ hex: "4,1", owner: 0 }, market("3,3", 1), market("6,1", 2)],
      units: [{ owner: 0, type: "settler", hex: "2,3" }, { owner: 0, type: "settler", hex: "7,1" }],
      seats: [{ resources: { food: 0 }, advances: ["trade-routes", "storage"] }, { resources: { gold: 0 } }, { resources: { gold: 0 } }],
      turn: { seat: 2, actionsLeft: 0 },
    });
    const options = tradeRouteOptions(s, 0).map((o) => ({ routes: o.routes.length, paid: o.paid }));
    expect(options).toEqual([{ routes: 2, paid: [1, 2] }, { routes: 1, paid: [2] }, { routes: 1, paid: [1] }, { routes: 0, paid: [] }]);
  });

  it("with Currency, the chosen routes' income may be taken as gold", () => {
    const r = routes({ cities: [{ hex: HOME, owner: 0 }, market("3,5", 1)], settlers: ["3,4"], currency: true });
    const use = play(r.state, 0, { type: "market-routes", option: 0 });
    expect(prompt(use.state)).toMatchObject({ seat: 0, id: "trade-routes-income" });
    const paid = play(use.state, 0, { type: "trade-routes-income", gold: 1 });
    expect(paid.state.players[0].resources.gold).toBe(1);
    expect(paid.state.players[1].resources.gold).toBe(1);
  });

  it("Angry Market cities cannot be traded with at all; without the expansion a Market city pays nothing", () => {
    const angry = routes({ cities: [{ hex: HOME, owner: 0 }, market("3,5", 1, "angry")], settlers: ["3,4"] });
    expect(prompt(angry.state)).toMatchObject({ id: "turn" });
    expect(angry.state.players[0].resources.food).toBe(0);
    const base = routes({ cities: [{ hex: HOME, owner: 0 }, market("3,5", 1)], settlers: ["3,4"], options: { events: "none", expansion: false } });
    expect(prompt(base.state)).toMatchObject({ id: "turn" });
    expect(base.state.players[0].resources.food).toBe(1);
    expect(base.state.players[1].resources.gold).toBe(0);
  });

  it("the Great Merchant's extra Trade Routes income pays Market owners too", () => {
    const s = expScenario({
      players: 2, options: EXP,
      cities: [{ hex: HOME, owner: 0 }, market("3,5", 1)],
      units: [{ owner: 0, type: "settler", hex: "3,4" }],
      seats: [{ resources: { food: 0 }, advances: ["trade-routes", "storage"] }, { resources: { gold: 0 } }],
    });
    const r = within(s, (ctx) => useTradeRoutes(ctx, 0, "great-merchant"));
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "market-routes" });
    const use = play(r.state, 0, { type: "market-routes", option: 0 });
    expect(use.state.players[1].resources.gold).toBe(1);
    expect(ev(use.events, "TradeRoutes")[0]).toMatchObject({ reason: "great-merchant" });
  });
});
