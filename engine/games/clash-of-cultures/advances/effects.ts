/**
 * Advance effects no other rules module owns (digest §10.2): Writing, Free Education, Philosophy,
 * Priesthood, Bartering, Trade Routes (+ Currency), Theaters, Math, Astronomy and Absolute Power, plus the
 * generic "makes free" cost rule of the data (Cartography, called at the end of a Move action, is actions/move.ts). Effects the seed does not print
 * (⛔ in the digest) follow the content catalog §3; docs/rules/clash-of-cultures.md lists them.
 */
import { z } from "zod";
import type { Prompt, Seat, Text } from "../../../core/types.ts";
import { ADVANCES, CIV_ADVANCES, NO_COST, fixedCost, type AdvanceId, type AnyAdvanceId, type Cost } from "../data/index.ts";
import { defineAdvanceCostRule } from "../actions/advance.ts";
import { distancesWithin } from "../actions/influence.ts";
import { advanceDef, isBaseAdvance } from "../base/catalog.ts";
import { discardCard, drawToHand } from "../base/decks.ts";
import { pirateZone, routeClearOfPirates } from "../rules/pirate-zone.ts";
import { check, defineFrame, defineMove, emit, onHook, pop, push, type Ctx } from "../base/flow.ts";
import { paymentSchema } from "../base/schemas.ts";
import { has, player } from "../base/queries.ts";
import { peek } from "../../../kit/peek.ts";
import { gain, pay, suggestPayment } from "../base/resources.ts";
import type { CocState, Frame, HexKey, Payment, PlayerState } from "../base/state.ts";
import { defineTurnMoves } from "../turn/turn.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("advances/effects");

// ---- Costs: Math, Astronomy (and civilization advances) make advances free; Priesthood ---------------

/** Advance → the advances (Math, Astronomy, civilization advances) that make it cost nothing. */
const freeMakers = new Map<AnyAdvanceId, AnyAdvanceId[]>();
for (const a of [...ADVANCES, ...CIV_ADVANCES]) for (const target of a.makesFree) freeMakers.set(target, [...(freeMakers.get(target) ?? []), a.id]);

function freeByOwnedAdvance(p: PlayerState, advance: AdvanceId): boolean {
  const makers = freeMakers.get(advance);
  if (!makers) return false;
  for (const by of makers) if (has(p, by)) return true;
  return false;
}

const SCIENCE = new Set<string>(ADVANCES.filter((a) => a.category === "science").map((a) => a.id));

/** Priesthood (catalog §3.7, not printed in the seed): once per own turn, one Science advance costs nothing. */
function priesthoodApplies(s: CocState, seat: Seat, advance: AdvanceId): boolean {
  const p = player(s, seat);
  return has(p, "priesthood") && advanceDef(advance).category === "science" && !!s.turn && s.turn.seat === seat && !s.turn.used.includes("priesthood");
}

/** The advances whose cost the rule below may change: it is asked for every advance listed, mostly about others. */
const FREEABLE = new Set<string>([...freeMakers.keys(), ...SCIENCE]);

defineAdvanceCostRule(rules, (s, seat, advance, cost) => {
  if (!FREEABLE.has(advance)) return cost;
  const p = player(s, seat);
  if (freeByOwnedAdvance(p, advance)) return NO_COST;
  if (priesthoodApplies(s, seat, advance)) return NO_COST;
  return cost;
}, ["priesthood"]);

onHook(rules, "advance-bought", (ctx, { seat, advance, payment }: { seat: Seat; advance: AdvanceId; payment: Payment; cost: Cost }) => {
  const s = ctx.s;
  // Priesthood is used up only when it was what made the advance free.
  if (advanceDef(advance).category === "science" && s.turn?.seat === seat && has(player(s, seat), "priesthood") && !s.turn.used.includes("priesthood")) {
    if (!freeByOwnedAdvance(player(s, seat), advance)) {
      s.turn.used.push("priesthood");
      emit(ctx, { type: "AdvanceEffectUsed", seat, advance: "priesthood", for: advance });
    }
  }
  // Free Education (L1703): after paying at least 1 gold or idea, 1 more idea buys 1 mood token.
  const p = player(s, seat);
  if (has(p, "free-education") && advance !== "free-education" && ((payment.gold ?? 0) > 0 || (payment.ideas ?? 0) > 0) && p.resources.ideas > 0) {
    push(ctx, { kind: "free-education", seat } satisfies FreeEducationFrame);
  }
}, {
  // Both effects need their advance; most purchases need neither.
  when: (s, { seat }: { seat: Seat }) => {
    const p = peek(s).players[seat];
    return has(p, "priesthood") || has(p, "free-education");
  },
});

// ---- On gain: Writing, Philosophy --------------------------------------------------------------------

onHook(rules, "advance-gained", (ctx, { seat, advance }: { seat: Seat; advance: AnyAdvanceId }) => {
  const p = player(ctx.s, seat);
  // Writing (catalog §3.5, not printed in the seed): draw 1 action card and 1 objective card.
  if (advance === "writing") {
    drawToHand(ctx, seat, "action");
    drawToHand(ctx, seat, "objective");
  }
  // Philosophy (L1707): 1 idea now, and 1 idea for every Science advance gained afterwards.
  if (advance === "philosophy") gain(ctx, p, { ideas: 1 }, "philosophy");
  else if (isBaseAdvance(advance) && advanceDef(advance).category === "science" && has(p, "philosophy")) gain(ctx, p, { ideas: 1 }, "philosophy");
}, {
  when: (s, { seat, advance }: { seat: Seat; advance: AnyAdvanceId }) =>
    advance === "writing" || advance === "philosophy" || has(peek(s).players[seat], "philosophy"),
});

// ---- Free Education prompt ---------------------------------------------------------------------------

export interface FreeEducationFrame extends Frame { kind: "free-education"; seat: Seat }
export type FreeEducationMove = { type: "free-education"; accept: boolean };

defineFrame<FreeEducationFrame>(rules, "free-education", {
  moves: ["free-education"],
  prompt: (_s, f): Prompt => ({
    kind: "choose", seat: f.seat, id: "free-education", moveType: "free-education", min: 1, max: 1,
    label: text("coc.freeEducation"),
    options: [{ value: "yes", label: text("coc.yes") }, { value: "no", label: text("coc.no") }],
  }),
  legal: () => [{ type: "free-education", accept: true }, { type: "free-education", accept: false }],
});

defineMove<FreeEducationMove>(rules, "free-education", {
  schema: z.object({ type: z.literal("free-education"), accept: z.boolean() }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "free-education", text("coc.err.noFreeEducationOffer"));
    pop(ctx, frame);
    if (!move.accept) return;
    const p = player(ctx.s, seat);
    pay(ctx, p, fixedCost({ ideas: 1 }, false), { ideas: 1 }, "free-education");
    gain(ctx, p, { mood: 1 }, "free-education");
  },
});

// ---- Free actions: Bartering, Theaters, Absolute Power -------------------------------------------------

export type BarteringMove = { type: "bartering"; card: string; gain: "gold" | "culture" };
export type TheatersMove = { type: "theaters"; to: "mood" | "culture" };
export type AbsolutePowerMove = { type: "absolute-power"; payment: Payment };

const ABSOLUTE_POWER_COST = advanceDef("absolute-power").useCost!;

function onceFree(s: CocState, seat: Seat, id: string, advance: AdvanceId): Text | null {
  const t = s.turn;
  if (!t || t.seat !== seat) return text("coc.err.doTurn");
  if (!has(player(s, seat), advance)) return text("coc.err.needAdvance", { advance });
  if (t.used.includes(id)) return text("coc.err.advanceUsed", { advance });
  return null;
}

defineMove<BarteringMove>(rules, "bartering", {
  schema: z.object({ type: z.literal("bartering"), card: z.string().max(60), gain: z.enum(["gold", "culture"]) }),
  apply(ctx, seat, move) {
    const blocker = onceFree(ctx.s, seat, "bartering", "bartering");
    check(!blocker, blocker!);
    const p = player(ctx.s, seat);
    const i = p.actionCards.indexOf(move.card);
    check(i >= 0, text("coc.err.doNotHaveAction"));
    p.actionCards.splice(i, 1);
    ctx.s.turn!.used.push("bartering");
    discardCard(ctx, seat, "action", move.card);
    emit(ctx, { type: "CardDiscarded", seat, deck: "action", card: move.card, reason: "bartering" });
    gain(ctx, p, { [move.gain]: 1 }, "bartering");
  },
});

defineMove<TheatersMove>(rules, "theaters", {
  schema: z.object({ type: z.literal("theaters"), to: z.enum(["mood", "culture"]) }),
  apply(ctx, seat, move) {
    const blocker = onceFree(ctx.s, seat, "theaters", "theaters");
    check(!blocker, blocker!);
    const p = player(ctx.s, seat);
    const from = move.to === "mood" ? "culture" : "mood";
    ctx.s.turn!.used.push("theaters");
    pay(ctx, p, fixedCost({ [from]: 1 }, false), { [from]: 1 }, "theaters");
    gain(ctx, p, { [move.to]: 1 }, "theaters");
  },
});

defineMove<AbsolutePowerMove>(rules, "absolute-power", {
  schema: z.object({ type: z.literal("absolute-power"), payment: paymentSchema }),
  apply(ctx, seat, move) {
    const blocker = onceFree(ctx.s, seat, "absolute-power", "absolute-power");
    check(!blocker, blocker!);
    ctx.s.turn!.used.push("absolute-power");
    pay(ctx, player(ctx.s, seat), ABSOLUTE_POWER_COST, move.payment, "absolute-power");
    ctx.s.turn!.actionsLeft++;
    emit(ctx, { type: "ExtraAction", seat, reason: "absolute-power" });
  },
});

defineTurnMoves(rules, {
  types: ["bartering", "theaters", "absolute-power"],
  isAction: false,
  legal(s, seat) {
    const p = player(s, seat);
    const out: (BarteringMove | TheatersMove | AbsolutePowerMove)[] = [];
    // Most players hold none of the three advances: asked first, no refusal is worded for them.
    const usable = (advance: AdvanceId) => has(p, advance) && !onceFree(s, seat, advance, advance);
    if (usable("bartering")) {
      for (const card of new Set(p.actionCards)) out.push({ type: "bartering", card, gain: "gold" }, { type: "bartering", card, gain: "culture" });
    }
    if (usable("theaters")) {
      if (p.cultureTokens > 0) out.push({ type: "theaters", to: "mood" });
      if (p.moodTokens > 0) out.push({ type: "theaters", to: "culture" });
    }
    if (usable("absolute-power")) {
      const payment = suggestPayment(p, ABSOLUTE_POWER_COST);
      if (payment) out.push({ type: "absolute-power", payment });
    }
    return out;
  },
});

// ---- Trade Routes (L1745-1747) and Currency ------------------------------------------------------------

const TRADE_ROUTES = advanceDef("trade-routes").params as { maxRoutes: number; range: number; foodPerRoute: number };

/**
 * The most trade routes `seat` can form: each of their settlers and ships pairs with a different
 * non-Angry city of another player within 2 spaces (counted through explored spaces only), at most 4.
 */
export function tradeRoutes(s: CocState, seat: Seat, exclude?: ReadonlySet<HexKey>): { unit: number; city: HexKey }[] {
  // Read-only scans: on a draft, read current values without a proxy per unit and city.
  const all = peek(s).units;
  const units = Object.values(all).filter((u) => u.owner === seat && (u.type === "settler" || u.type === "ship"));
  if (!units.length) return [];
  const cities = new Set(Object.values(peek(s).cities).filter((c) => typeof c.owner === "number" && c.owner !== seat && c.mood !== "angry" && !exclude?.has(c.hex)).map((c) => c.hex));
  if (!cities.size) return [];
  // [EXP] Pirates block routes starting in or passing through their zone (L1536).
  const zone = pirateZone(s);
  const reach = new Map<number, HexKey[]>();
  const byHex = new Map<HexKey, HexKey[]>();
  for (const u of units) {
    let near = byHex.get(u.hex);
    if (!near) {
      near = [...distancesWithin(s, u.hex, TRADE_ROUTES.range).keys()].filter((h) => cities.has(h) && routeClearOfPirates(s, zone, u.hex, h));
      byHex.set(u.hex, near);
    }
    if (near.length) reach.set(u.id, near);
  }
  // Maximum bipartite matching (augmenting paths); the graphs are tiny.
  const cityOf = new Map<number, HexKey>();
  const unitOf = new Map<HexKey, number>();
  const augment = (id: number, seen: Set<HexKey>): boolean => {
    for (const h of reach.get(id) ?? []) {
      if (seen.has(h)) continue;
      seen.add(h);
      const other = unitOf.get(h);
      if (other === undefined || augment(other, seen)) {
        unitOf.set(h, id);
        cityOf.set(id, h);
        return true;
      }
    }
    return false;
  };
  for (const id of reach.keys()) {
    if (cityOf.size >= TRADE_ROUTES.maxRoutes) break;
    augment(id, new Set());
  }
  return [...cityOf].slice(0, TRADE_ROUTES.maxRoutes).map(([unit, city]) => ({ unit, city }));
}

export interface TradeIncomeFrame extends Frame { kind: "trade-routes-income"; seat: Seat; amount: number }
export type TradeIncomeMove = { type: "trade-routes-income"; gold: number };

onHook(rules, "turn-start", (ctx, { seat }: { seat: Seat }) => {
  const p = player(ctx.s, seat);
  const routes = tradeRoutes(ctx.s, seat);
  if (!routes.length) return;
  const amount = routes.length * TRADE_ROUTES.foodPerRoute;
  emit(ctx, { type: "TradeRoutes", seat, routes });
  // Currency (catalog §3.8, not printed in the seed): the income may be taken as gold.
  if (has(p, "currency")) push(ctx, { kind: "trade-routes-income", seat, amount } satisfies TradeIncomeFrame);
  else gain(ctx, p, { food: amount }, "trade-routes");
}, {
  // [EXP] With the expansion, trade/market.ts uses the routes (Market gold, skipping routes, L793-795).
  when: (s, { seat }: { seat: Seat }) => !peek(s).options.expansion && has(peek(s).players[seat], "trade-routes"),
});

defineFrame<TradeIncomeFrame>(rules, "trade-routes-income", {
  moves: ["trade-routes-income"],
  prompt: (_s, f): Prompt => ({
    kind: "choose", seat: f.seat, id: "trade-routes-income", moveType: "trade-routes-income", min: 1, max: 1,
    label: text("coc.tradeIncome", { amount: f.amount }),
    options: Array.from({ length: f.amount + 1 }, (_, gold) => ({ value: gold, label: text("coc.gold", { gold, food: f.amount - gold }) })),
  }),
  legal: (_s, f) => Array.from({ length: f.amount + 1 }, (_, gold) => ({ type: "trade-routes-income", gold })),
});

defineMove<TradeIncomeMove>(rules, "trade-routes-income", {
  schema: z.object({ type: z.literal("trade-routes-income"), gold: z.number().int().min(0).max(4) }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "trade-routes-income", text("coc.err.noTradeRoutesIncome"));
    const f = frame as TradeIncomeFrame;
    check(move.gold <= f.amount, text("coc.err.incomeOnly", { n: f.amount }));
    pop(ctx, frame);
    gain(ctx, player(ctx.s, seat), { gold: move.gold, food: f.amount - move.gold }, "trade-routes");
  },
});
