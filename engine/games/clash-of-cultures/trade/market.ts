/**
 * [EXP] The Market (L787-795, L821) with the Civilizations expansion: cavalry and elephants are recruited
 * only in a city with a Market (the unit data says so; Recruit checks it, and Provinces waives it for
 * cavalry) — this module offers those recruits as legal moves — and whenever a player uses Trade Routes with one or more Market cities of
 * another player, that city's owner gains 1 gold (at most 1 per use). Nobody must use every route: a
 * player may skip the routes to a Market owner's cities (L795), so when the routes they could use would
 * pay a Market owner, they choose which routes to use. Without the expansion nothing here applies.
 */
import { z } from "zod";
import type { Move, Prompt, Seat, Text } from "../../../core/types.ts";
import type { UnitTypeId } from "../data/index.ts";
import { tradeRoutes, type TradeIncomeFrame } from "../advances/effects.ts";
import { advanceDef, buildingDef } from "../base/catalog.ts";
import { check, defineFrame, defineMove, emit, onHook, pop, push, type Ctx } from "../base/flow.ts";
import { moodSize } from "../base/mood.ts";
import { citiesOf, has, player } from "../base/queries.ts";
import { peek } from "../../../kit/peek.ts";
import { gain, suggestPayment } from "../base/resources.ts";
import type { CocState, Frame, HexKey } from "../base/state.ts";
import { defineTurnMoves } from "../turn/turn.ts";
import { activationBlocker } from "../base/activation.ts";
import { recruitableTypes, recruitBlocker, recruitCost, type RecruitMove } from "../actions/recruit.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("trade/market");

const MARKET = buildingDef("market");
const MARKET_GOLD = Number(MARKET.params.goldPerTradeRouteUse);
const FOOD_PER_ROUTE = Number(advanceDef("trade-routes").params.foodPerRoute);

// ---- Recruiting cavalry and elephants ---------------------------------------------------------------

/** The unit types a Market enables (data: its `enablesRecruit`); whether a city may recruit them is the shared rule's. */
const MARKET_UNITS = MARKET.enablesRecruit as readonly UnitTypeId[];

defineTurnMoves(rules, {
  // "recruit" is registered by actions/recruit.ts; this source only adds candidates to its legal moves.
  types: [],
  isAction: true,
  legal: (s, seat) => (s.options.expansion ? marketRecruits(s, seat) : []),
});

/**
 * The recruits of cavalry and elephants `seat` may make. Apart from the listing's gate, which answers no in every
 * base game, so that the gate is optimized early (V8 tiers a function up by the bytecode it runs against its length).
 */
function marketRecruits(s: CocState, seat: Seat): Move[] {
  const out: Move[] = [];
  const p = player(s, seat);
  for (const city of citiesOf(s, seat)) {
    // The shared rule decides which of them the city may recruit (Provinces: cavalry without a Market).
    const types = recruitableTypes(s, seat, city).filter((t) => MARKET_UNITS.includes(t));
    if (!types.length || activationBlocker(s, seat, city.hex)) continue;
    const sets: UnitTypeId[][] = types.map((t) => [t]);
    if (moodSize(s, city) >= 2) {
      sets.push(["infantry", types[0]]);
      if (types.length > 1) sets.push(types);
    }
    for (const units of sets) {
      if (recruitBlocker(s, seat, city.hex, units)) continue;
      const payment = suggestPayment(p, recruitCost(s, seat, units));
      if (payment) out.push({ type: "recruit", city: city.hex, units, payment } satisfies RecruitMove);
    }
  }
  return out;
}

// ---- Trade Routes and Market gold -------------------------------------------------------------------

/** One way to use the Trade Routes: the Market owners whose Market cities are skipped, the routes, who gets gold. */
export interface RouteOption {
  skip: Seat[];
  routes: { unit: number; city: HexKey }[];
  paid: Seat[];
}

/** Market cities of other players a trade route of `seat` could reach (Angry cities never can). */
function marketCities(s: CocState, seat: Seat): { hex: HexKey; owner: Seat }[] {
  const out: { hex: HexKey; owner: Seat }[] = [];
  const cities = peek(s).cities; // read-only: plain data (engine/kit/peek.ts)
  for (const hex in cities) {
    const c = cities[hex];
    if (typeof c.owner === "number" && c.owner !== seat && c.buildings.market !== undefined && c.mood !== "angry") out.push({ hex, owner: c.owner });
  }
  return out;
}

/** Owners (other players) of Market cities among the routes' cities. */
function paidBy(s: CocState, routes: readonly { city: HexKey }[]): Seat[] {
  const out = new Set<Seat>();
  const cities = peek(s).cities; // read-only: plain data (engine/kit/peek.ts)
  for (const r of routes) {
    const c = cities[r.city];
    if (c && typeof c.owner === "number" && c.buildings.market !== undefined) out.add(c.owner);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * The ways `seat` may use its Trade Routes now: the most routes while skipping the Market cities of each
 * subset of Market owners (at most 3 owners: 8 subsets). Options that give no more routes than another
 * while paying the same Market owners or more are left out; the first option uses the most routes.
 */
export function tradeRouteOptions(s: CocState, seat: Seat): RouteOption[] {
  const markets = marketCities(s, seat);
  const owners = [...new Set(markets.map((m) => m.owner))].sort((a, b) => a - b);
  const all: RouteOption[] = [];
  for (let mask = 0; mask < 1 << owners.length; mask++) {
    const skip = owners.filter((_, i) => mask & (1 << i));
    const exclude = new Set(markets.filter((m) => skip.includes(m.owner)).map((m) => m.hex));
    const routes = tradeRoutes(s, seat, exclude.size ? exclude : undefined);
    all.push({ skip, routes, paid: paidBy(s, routes) });
    if (mask === 0 && !all[0].paid.length) return all;
  }
  const subset = (a: Seat[], b: Seat[]) => a.every((x) => b.includes(x));
  const kept: RouteOption[] = [];
  all.forEach((o, i) => {
    const dominated = all.some((x, j) => j !== i && x.routes.length >= o.routes.length && subset(x.paid, o.paid)
      && (x.routes.length > o.routes.length || x.paid.length < o.paid.length || j < i));
    if (!dominated) kept.push(o);
  });
  return kept;
}

/**
 * `seat` uses Trade Routes (turn start, Great Merchant): with a real choice about Market cities the
 * player is asked which routes to use; otherwise the income comes at once.
 */
export function useTradeRoutes(ctx: Ctx, seat: Seat, reason: string) {
  const options = tradeRouteOptions(ctx.s, seat);
  if (options.length > 1) {
    push(ctx, { kind: "market-routes", seat, reason, options: options.map((o) => ({ skip: o.skip, routes: o.routes.length, paid: o.paid })) } satisfies MarketRoutesFrame);
    return;
  }
  if (options[0]?.routes.length) applyRoutes(ctx, seat, options[0], reason);
}

/** Income of the routes (food; gold as well with Currency) and 1 gold to each Market owner paid. */
function applyRoutes(ctx: Ctx, seat: Seat, o: RouteOption, reason: string) {
  const p = player(ctx.s, seat);
  emit(ctx, { type: "TradeRoutes", seat, routes: o.routes, skipped: o.skip, reason });
  for (const owner of o.paid) {
    emit(ctx, { type: "MarketIncome", seat: owner, from: seat, gold: MARKET_GOLD });
    gain(ctx, player(ctx.s, owner), { gold: MARKET_GOLD }, "market");
  }
  if (!o.routes.length) return;
  const amount = o.routes.length * FOOD_PER_ROUTE;
  // Currency (catalog §3.8): the income may be taken as gold (advances/effects.ts asks).
  if (has(p, "currency")) push(ctx, { kind: "trade-routes-income", seat, amount } satisfies TradeIncomeFrame);
  else gain(ctx, p, { food: amount }, "trade-routes");
}

onHook(rules, "turn-start", (ctx, { seat }: { seat: Seat }) => useTradeRoutes(ctx, seat, "turn-start"), {
  requires: "expansion",
  when: (s, { seat }: { seat: Seat }) => has(peek(s).players[seat], "trade-routes"),
});

export interface MarketRoutesFrame extends Frame {
  kind: "market-routes";
  seat: Seat;
  reason: string;
  options: { skip: Seat[]; routes: number; paid: Seat[] }[];
}
export type MarketRoutesMove = { type: "market-routes"; option: number };

/** An option: its number of routes, and the players whose Markets earn gold from it. */
function optionLabel(o: MarketRoutesFrame["options"][number]): Text {
  return o.paid.length
    ? text("coc.marketRoutes.paid", { routes: o.routes, seats: o.paid.join(",") })
    : text("coc.marketRoutes.option", { routes: o.routes });
}

defineFrame<MarketRoutesFrame>(rules, "market-routes", {
  moves: ["market-routes"],
  prompt: (_s, f): Prompt => ({
    kind: "choose", seat: f.seat, id: "market-routes", moveType: "market-routes", min: 1, max: 1,
    label: text("coc.marketRoutes"),
    options: f.options.map((o, i) => ({ value: i, label: optionLabel(o) })),
  }),
  legal: (_s, f) => f.options.map((_, option) => ({ type: "market-routes", option })),
});

defineMove<MarketRoutesMove>(rules, "market-routes", {
  schema: z.object({ type: z.literal("market-routes"), option: z.number().int().min(0).max(15) }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "market-routes", text("coc.err.noTradeRoutesChoose"));
    const f = frame as MarketRoutesFrame;
    const chosen = f.options[move.option];
    check(chosen !== undefined, text("coc.err.notOneWaysUse"));
    pop(ctx, f);
    const exclude = new Set(marketCities(ctx.s, seat).filter((m) => chosen.skip.includes(m.owner)).map((m) => m.hex));
    const routes = tradeRoutes(ctx.s, seat, exclude.size ? exclude : undefined);
    applyRoutes(ctx, seat, { skip: chosen.skip, routes, paid: paidBy(ctx.s, routes) }, f.reason);
  },
});
