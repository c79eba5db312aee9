/**
 * Small economy actions of advances:
 * - Taxes (L1751): once per turn, as an action, pay 1 mood token for food/wood/ore in any mix, as many as
 *   your cities (Currency: gold too). No city is activated.
 * - Civil Liberties (L1779): as an action, gain 3 mood tokens.
 * - Forced Labor (L1783-1785): free action, once per turn, pay 1 mood token: this turn your Angry cities
 *   count as Happy for collecting, recruiting and constructing (base/mood.ts `workingMood`); each is still
 *   activated only once.
 */
import { z } from "zod";
import type { Seat, Text } from "../../../core/types.ts";
import { fixedCost, type ResourceKind } from "../data/index.ts";
import { check, defineMove, emit } from "../base/flow.ts";
import { paymentSchema } from "../base/schemas.ts";
import { citiesOf, has, player } from "../base/queries.ts";
import { gain, limitOf, pay } from "../base/resources.ts";
import type { CocState, Payment } from "../base/state.ts";
import { defineTurnMoves, spendAction } from "../turn/turn.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("actions/economy");

export type TaxesMove = { type: "taxes"; gain: Payment };
export type CivilLibertiesMove = { type: "civil-liberties" };
export type ForcedLaborMove = { type: "forced-labor" };

const ONE_MOOD = fixedCost({ mood: 1 }, false);
const CIVIL_LIBERTIES_MOOD = 3;

/** What Taxes may yield for `seat`: food, wood, ore, and gold with Currency. */
export function taxKinds(s: CocState, seat: Seat): ResourceKind[] {
  return has(player(s, seat), "currency") ? ["food", "wood", "ore", "gold"] : ["food", "wood", "ore"];
}

function taxesBlocker(s: CocState, seat: Seat, g: Payment): Text | null {
  const p = player(s, seat);
  if (!has(p, "taxes")) return text("coc.err.needTaxes");
  if (s.turn!.used.includes("taxes")) return text("coc.err.taxesCollectedOncePer");
  const kinds = taxKinds(s, seat);
  let total = 0;
  for (const [k, n] of Object.entries(g)) {
    if (!n) continue;
    if (!kinds.includes(k as ResourceKind)) return text("coc.err.taxesKinds", { resources: kinds.join(",") });
    total += n;
  }
  const cities = citiesOf(s, seat).length;
  if (total !== cities) return text("coc.err.taxesCount", { n: cities });
  return null;
}

defineMove<TaxesMove>(rules, "taxes", {
  schema: z.object({ type: z.literal("taxes"), gain: paymentSchema }),
  apply(ctx, seat, move) {
    const t = ctx.s.turn;
    check(t && t.seat === seat, text("coc.err.notTurn"));
    const blocker = taxesBlocker(ctx.s, seat, move.gain);
    check(!blocker, blocker!);
    spendAction(ctx, seat);
    const p = player(ctx.s, seat);
    pay(ctx, p, ONE_MOOD, { mood: 1 }, "taxes");
    t.used.push("taxes");
    gain(ctx, p, move.gain, "taxes");
  },
});

defineMove<CivilLibertiesMove>(rules, "civil-liberties", {
  schema: z.object({ type: z.literal("civil-liberties") }),
  apply(ctx, seat) {
    check(has(player(ctx.s, seat), "civil-liberties"), text("coc.err.needCivilLiberties"));
    spendAction(ctx, seat);
    gain(ctx, player(ctx.s, seat), { mood: CIVIL_LIBERTIES_MOOD }, "civil-liberties");
  },
});

defineMove<ForcedLaborMove>(rules, "forced-labor", {
  schema: z.object({ type: z.literal("forced-labor") }),
  apply(ctx, seat) {
    const t = ctx.s.turn;
    check(t && t.seat === seat, text("coc.err.notTurn"));
    const p = player(ctx.s, seat);
    check(has(p, "forced-labor"), text("coc.err.needForcedLabor"));
    check(!t.used.includes("forced-labor"), text("coc.err.forcedLaborAlreadyForce"));
    pay(ctx, p, ONE_MOOD, { mood: 1 }, "forced-labor");
    t.used.push("forced-labor");
    emit(ctx, { type: "ForcedLabor", seat });
  },
});

/** A representative Taxes income: one at a time to the kind with the most room left. */
function suggestTaxes(s: CocState, seat: Seat): Payment {
  const p = player(s, seat);
  const kinds = taxKinds(s, seat);
  const g: Record<string, number> = {};
  for (let i = citiesOf(s, seat).length; i > 0; i--) {
    let best = kinds[0];
    let room = -Infinity;
    for (const k of kinds) {
      const r = limitOf(p, k) - p.resources[k] - (g[k] ?? 0);
      if (r > room) { room = r; best = k; }
    }
    g[best] = (g[best] ?? 0) + 1;
  }
  return g as Payment;
}

defineTurnMoves(rules, {
  types: ["taxes", "civil-liberties"],
  isAction: true,
  legal(s, seat) {
    const p = player(s, seat);
    const out: (TaxesMove | CivilLibertiesMove)[] = [];
    if (has(p, "taxes") && p.moodTokens >= 1 && !s.turn!.used.includes("taxes") && citiesOf(s, seat).length > 0) out.push({ type: "taxes", gain: suggestTaxes(s, seat) });
    if (has(p, "civil-liberties")) out.push({ type: "civil-liberties" });
    return out;
  },
});

defineTurnMoves(rules, {
  types: ["forced-labor"],
  isAction: false,
  legal(s, seat) {
    const p = player(s, seat);
    if (!has(p, "forced-labor") || p.moodTokens < 1 || s.turn!.used.includes("forced-labor")) return [];
    return citiesOf(s, seat).some((c) => c.mood === "angry") ? [{ type: "forced-labor" }] : [];
  },
});
