/**
 * Activate a city: Collect (L694-722). The city collects one resource from each chosen hex — its own hex
 * and the adjacent ones, each at most once — up to its mood-modified size (Happy +1, Angry 1). Hexes with
 * enemy units, exhausted land or another city yield nothing (L704).
 * Advances: Farming/Mining (fertile → food, forest → wood, mountain → ore), Irrigation (barren → food),
 * Fishing (food from ONE adjacent sea hex; with a Port gold or a mood token instead, L779), Husbandry
 * (once per turn, land hexes 2 away: 1, or 2 with Roads, L716), Public Education (once per turn +1 idea in
 * an Academy city, L722), Metallurgy (≥2 ore collected: swap 1 ore for 1 gold, L1773), Free Economy (free
 * action for 1 mood token; the only Collect of the turn, L720). Great Gardens: its city may take any
 * resource from fertile hexes (L1579).
 */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import { fixedCost, type PayableKind } from "../data/index.ts";
import { check, defineMove, emitFresh, fail, type Ctx } from "../base/flow.ts";
import { hexDistance } from "../base/hex.ts";
import { hexSchema } from "../base/schemas.ts";
import { citiesOf, has, player } from "../base/queries.ts";
import { gain, limitOf, pay, payableIndex } from "../base/resources.ts";
import {
  collectBlocker, collectFacts, collectLimit, collectOptions, husbandryHexes, MASS_PRODUCTION, PRODUCTION_FOCUS, type CollectChoice, type CollectFacts,
  type CollectOption,
} from "../rules/collect-options.ts";
import type { City, CocState, HexKey, PlayerState } from "../base/state.ts";
import { defineTurnMoves, ownTurn, spendAction, turnUsed } from "../turn/turn.ts";
import { activateCity, activationBlocker } from "../base/activation.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { appendFresh, peek } from "../../../kit/peek.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("actions/collect");

// The pure rules (options, limits, blockers) live in rules/collect-options.ts, shared with the client.
export { collectBlocker, collectLimit, collectOptions, husbandryHexes, MASS_PRODUCTION, PRODUCTION_FOCUS, type CollectChoice, type CollectOption };

export type CollectMove = { type: "collect"; city: HexKey; take: CollectChoice[]; metallurgy?: boolean };
export type FreeEconomyMove = { type: "free-economy"; city: HexKey; take: CollectChoice[]; metallurgy?: boolean };

const FREE_ECONOMY_COST = fixedCost({ mood: 1 }, false);
const COLLECT_MARKERS = [PRODUCTION_FOCUS, MASS_PRODUCTION];

/** Whether `seat` could take a Collect (action or Free Economy) in one of its cities now (Production Focus, Mass Production). */
export function canCollectNow(s: CocState, seat: Seat): boolean {
  const t = s.turn;
  if (!t || t.seat !== seat) return false;
  const p = player(s, seat);
  const action = t.actionsLeft > 0 && !t.used.includes("free-economy");
  const free = has(p, "free-economy") && p.moodTokens >= 1 && !t.used.includes("collect") && !t.used.includes("free-economy");
  if (!action && !free) return false;
  const facts = collectFacts(s, seat);
  return citiesOf(s, seat).some((c) => !activationBlocker(s, seat, c.hex) && collectOptions(s, seat, c, facts, true).length > 0);
}

/** [EXP] Bonuses added to a Collect's yield outside the size limit (Rice Cultivation); they change `got` only (`city` is plain data). */
const collectBonusRules = new ListSlot<(s: CocState, seat: Seat, city: City, take: readonly CollectChoice[], got: Record<string, number>) => void>("collect bonus rules");

export function defineCollectBonus(module: RuleModule, rule: (s: CocState, seat: Seat, city: City, take: readonly CollectChoice[], got: Record<string, number>) => void) {
  addRule(module, collectBonusRules, rule);
}

/** Collects in `city` (the effect only: no action, no activation). */
export function collectIn(ctx: Ctx, seat: Seat, cityHex: HexKey, take: readonly CollectChoice[], metallurgy = false) {
  const s = ctx.s;
  // Read on plain data (engine/kit/peek.ts): collecting changes no city.
  const city = peek(s).cities[cityHex];
  if (!city || city.owner !== seat) fail(text("coc.err.collectOwnCities"));
  const blocker = collectBlocker(s, seat, city, take);
  if (blocker) fail(blocker);
  const p = player(s, seat);
  // Every kind present from the start: counting into an empty object changed its shape with each new kind.
  const got: Record<PayableKind, number> = { food: 0, wood: 0, ore: 0, ideas: 0, gold: 0, mood: 0, culture: 0 };
  for (const t of take) got[t.kind]++;
  const used = turnUsed(s);
  // Looked up on plain data (engine/kit/peek.ts); the draft is changed only where something changes.
  if (take.some((t) => hexDistance(t.hex, cityHex) === 2)) appendFresh(used, "husbandry");
  // Production Focus / Mass Production apply to this one Collect.
  for (const marker of COLLECT_MARKERS) {
    const i = peek(used).indexOf(marker);
    if (i >= 0) used.splice(i, 1);
  }
  if (metallurgy) {
    check(has(peek(s).players[seat], "metallurgy"), text("coc.err.needMetallurgyExchangeOre"));
    check(got.ore >= 2, text("coc.err.metallurgyNeedsLeast2"));
    got.ore--;
    got.gold++;
  }
  if (city.buildings.academy !== undefined && has(peek(s).players[seat], "public-education") && !peek(used).includes("public-education")) {
    appendFresh(used, "public-education");
    got.ideas++;
  }
  for (const rule of rulesInForce().list(collectBonusRules)) rule(s, seat, city, take, got);
  emitFresh(ctx, { type: "ResourcesCollected", seat, city: cityHex, take: take.map((t) => ({ hex: t.hex, kind: t.kind })), metallurgy });
  gain(ctx, p, got, "collect");
}

const choiceSchema = z.object({ hex: hexSchema, kind: z.enum(["food", "wood", "ore", "ideas", "gold", "mood", "culture"]) });
const takeSchema = z.array(choiceSchema).max(12);

function precheck(s: CocState, seat: Seat, cityHex: HexKey) {
  const blocker = activationBlocker(s, seat, cityHex);
  if (blocker) fail(blocker);
}

defineMove<CollectMove>(rules, "collect", {
  schema: z.object({ type: z.literal("collect"), city: hexSchema, take: takeSchema, metallurgy: z.boolean().optional() }),
  apply(ctx, seat, move) {
    precheck(ctx.s, seat, move.city);
    if (peek(ctx.s).turn!.used.includes("free-economy")) fail(text("coc.err.freeEconomyCollectMust"));
    // A Collect writes the turn's actions, markers and activations: one plain copy instead of three drafts.
    const turn = ownTurn(ctx);
    spendAction(ctx, seat);
    collectIn(ctx, seat, move.city, move.take, move.metallurgy ?? false);
    turn.used.push("collect");
    // Checked above (precheck): spending the action and collecting change nothing the check reads (collectIn
    // only adds or removes Collect markers in `turn.used` and gains resources, which fires no hook).
    activateCity(ctx, seat, move.city, "collect", true);
  },
});

defineMove<FreeEconomyMove>(rules, "free-economy", {
  schema: z.object({ type: z.literal("free-economy"), city: hexSchema, take: takeSchema, metallurgy: z.boolean().optional() }),
  apply(ctx, seat, move) {
    const t = ctx.s.turn;
    check(t && t.seat === seat, text("coc.err.notTurn"));
    check(has(player(ctx.s, seat), "free-economy"), text("coc.err.needFreeEconomy"));
    check(!t.used.includes("collect") && !t.used.includes("free-economy"), text("coc.err.freeEconomyMustCollect"));
    precheck(ctx.s, seat, move.city);
    pay(ctx, player(ctx.s, seat), FREE_ECONOMY_COST, { mood: 1 }, "free-economy");
    collectIn(ctx, seat, move.city, move.take, move.metallurgy ?? false);
    t.used.push("free-economy");
    activateCity(ctx, seat, move.city, "collect");
  },
});

/**
 * How much of each kind (by place in PAYABLE, base/resources.ts: a record read by varying kinds costs a megamorphic
 * lookup at every read) the player has and how much more fits under its limit (tokens have none). */
interface Stock {
  have: readonly number[];
  room: readonly number[];
}

function stockOf(p: PlayerState): Stock {
  const r = p.resources;
  return {
    have: [r.food, r.wood, r.ore, r.ideas, r.gold, p.moodTokens, p.cultureTokens],
    room: [limitOf(p, "food") - r.food, limitOf(p, "wood") - r.wood, limitOf(p, "ore") - r.ore, limitOf(p, "ideas") - r.ideas, limitOf(p, "gold") - r.gold, 99, 99],
  };
}

/** A representative choice for `city`: the hexes whose resources the player is shortest of. */
function suggestTake(s: CocState, seat: Seat, city: City, facts: CollectFacts, stock: Stock): CollectChoice[] {
  // Already in order of distance, as the nearest hexes are preferred.
  const pool = collectOptions(s, seat, city, facts);
  // By place in PAYABLE; the hexes picked by their place in `pool` (no set to build).
  const planned = [0, 0, 0, 0, 0, 0, 0];
  const picks: CollectChoice[] = [];
  const picked: boolean[] = [];
  let sea = 0, far = 0;
  const farMax = facts.husbandry;
  const max = collectLimit(s, city);
  const focus = !!s.turn?.used.includes(PRODUCTION_FOCUS);
  while (picks.length < max) {
    let best: { i: number; k: PayableKind; score: number } | null = null;
    for (let i = 0; i < pool.length; i++) {
      const o = pool[i];
      const again = picked[i] === true;
      if (again && !focus) continue;
      if (!again && o.sea && sea >= 1) continue;
      if (!again && o.distance === 2 && far >= farMax) continue;
      for (const k of o.kinds) {
        const at = payableIndex(k);
        const have = stock.have[at] + planned[at];
        const score = (stock.room[at] - planned[at] > 0 ? 0 : 100) + have + (o.distance === 2 ? 0.5 : 0);
        if (!best || score < best.score) best = { i, k, score };
      }
    }
    if (!best) break;
    const o = pool[best.i];
    const again = picked[best.i] === true;
    picks.push({ hex: o.hex, kind: best.k });
    picked[best.i] = true;
    planned[payableIndex(best.k)]++;
    if (!again && o.sea) sea++;
    if (!again && o.distance === 2) far++;
  }
  return picks;
}

function legalCollects(s: CocState, seat: Seat, type: "collect" | "free-economy"): (CollectMove | FreeEconomyMove)[] {
  const out: (CollectMove | FreeEconomyMove)[] = [];
  const p = player(s, seat);
  const metallurgy = has(p, "metallurgy");
  const facts = collectFacts(s, seat);
  const stock = stockOf(p);
  for (const city of citiesOf(s, seat)) {
    if (activationBlocker(s, seat, city.hex)) continue;
    const take = suggestTake(s, seat, city, facts, stock);
    if (!take.length) continue;
    out.push({ type, city: city.hex, take });
    if (metallurgy && take.filter((t) => t.kind === "ore").length >= 2) out.push({ type, city: city.hex, take, metallurgy: true });
  }
  return out;
}

defineTurnMoves(rules, {
  types: ["collect"],
  isAction: true,
  legal(s, seat) {
    if (s.turn!.used.includes("free-economy")) return [];
    return legalCollects(s, seat, "collect");
  },
});

defineTurnMoves(rules, {
  types: ["free-economy"],
  isAction: false,
  legal(s, seat) {
    const t = s.turn!;
    const p = player(s, seat);
    if (!has(p, "free-economy") || p.moodTokens < 1 || t.used.includes("collect") || t.used.includes("free-economy")) return [];
    return legalCollects(s, seat, "free-economy");
  },
});
