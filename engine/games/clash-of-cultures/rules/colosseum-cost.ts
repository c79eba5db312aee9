/**
 * The Colosseum's cost rule (wonders/wonders.ts, L1573): its owner may pay mood and culture tokens for each other.
 * Pure (no registration here: wonders/wonders.ts registers it with `defineCostRule`), so the client applies the
 * same rule when it offers payments.
 */
import type { Seat } from "../../../core/types.ts";
import type { Cost, FlexibleCostPart, PayableKind } from "../data/index.ts";
import { ownsWonder } from "../base/queries.ts";
import type { CocState } from "../base/state.ts";

// The query lives with the other state queries; re-exported because the client's payment panel imports it from here.
export { ownsWonder };

const TOKENS: readonly PayableKind[] = ["mood", "culture"];

function swapTokens(cost: Cost): Cost {
  const tokens = (cost.fixed.mood ?? 0) + (cost.fixed.culture ?? 0);
  const touches = (part: FlexibleCostPart) => part.from.includes("mood") !== part.from.includes("culture");
  if (!tokens && !cost.flexible.some(touches)) return cost;
  const { mood: _m, culture: _c, ...fixed } = cost.fixed;
  const flexible: FlexibleCostPart[] = cost.flexible.map((part) => (touches(part) ? { count: part.count, from: [...new Set([...part.from, ...TOKENS])] } : part));
  if (tokens) flexible.push({ count: tokens, from: TOKENS });
  return { ...cost, fixed, flexible };
}

/** `cost` as `seat` may pay it with the Colosseum's token swap (unchanged without the Colosseum). */
export function colosseumCost(s: CocState, seat: Seat, cost: Cost): Cost {
  if (!cost.fixed.mood && !cost.fixed.culture && !cost.flexible.some((part) => part.from.includes("mood") || part.from.includes("culture"))) return cost;
  return ownsWonder(s, seat, "colosseum") ? swapTokens(cost) : cost;
}
