/**
 * Silk Road (NLW, Age I; seed L444-452): from its first built stage on, the first action card its owner plays each
 * turn gives 1 more of each of its bonuses — goods, discounts, military actions, restricted resources; a bonus that
 * counts other civilizations gives exactly 1 more. The action the card orders is not doubled.
 */
import type { Seat } from "../../../core/types.ts";
import type { Amounts, Effect } from "../data/index.ts";
import { cardOf } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import { didThisTurn, markThisTurn, workingWonders, type Player } from "../base/state.ts";

const USED = "silk-road";
const hasSilkRoad = (id: string) => cardOf(id, "wonder").effects.some((e) => e.kind === "silk-road");

/** 1 (and the power used for the turn) when the seat's Silk Road improves the action card it plays now, else 0. */
export function useSilkRoad(ctx: Ctx, seat: Seat): number {
  const p: Player = ctx.s.players[seat];
  const building = p.wonder !== null && p.wonder.built > 0 && hasSilkRoad(p.wonder.card);
  if (didThisTurn(p, USED) || !(building || workingWonders(p).some(hasSilkRoad))) return 0;
  markThisTurn(p, USED);
  return 1;
}

const plus = (a: Amounts, by: number): Amounts => Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v ? v + by : v]));

/** The action card effect with `by` more of each bonus (restricted resources and per-civilization gains: by the caller). */
export function improved(e: Effect, by: number): Effect {
  if (!by) return e;
  switch (e.kind) {
    case "perform": return { ...e, discount: plus(e.discount, by), after: plus(e.after, by) };
    case "extra-military-actions": return { ...e, count: e.count + by };
    case "gain": return { ...e, amounts: plus(e.amounts, by) };
    default: return e;
  }
}
