/**
 * Payments: what a move costs (from the data where the client knows it), a payment prefilled from the
 * legal move the server suggested, and validation before sending (the engine's own `paymentMatches`).
 */
import type { Move } from "../../../../../engine/core/types.ts";
import {
  ADVANCE_COST, ADVANCES, ACTION_CARDS, BUILDINGS, WONDERS, fixedCost, type Cost, type PayableKind, type WonderId,
} from "../../../../../engine/games/clash-of-cultures/data/index.ts";
import { paymentMatches } from "../../../../../engine/games/clash-of-cultures/base/resources.ts";
import { colosseumCost, ownsWonder as engineOwnsWonder } from "../../../../../engine/games/clash-of-cultures/rules/colosseum-cost.ts";
import type { Payment } from "../../../../../engine/games/clash-of-cultures/base/state.ts";
import type { CocView, PlayerView } from "../../../../../engine/games/clash-of-cultures/view.ts";
import { asState } from "./model.ts";

export const PAYABLE: readonly PayableKind[] = ["food", "wood", "ore", "ideas", "gold", "mood", "culture"];
const GOLD_REPLACES: readonly PayableKind[] = ["food", "wood", "ore", "ideas"];

export function amountOf(p: PlayerView, kind: PayableKind): number {
  return kind === "mood" ? p.moodTokens : kind === "culture" ? p.cultureTokens : p.resources[kind];
}

export function paymentTotal(p: Payment | undefined | null): number {
  return PAYABLE.reduce((n, k) => n + (p?.[k] ?? 0), 0);
}

export function costTotal(c: Cost): number {
  return Object.values(c.fixed).reduce((n, x) => n + (x ?? 0), 0) + c.flexible.reduce((n, p) => n + p.count, 0);
}

/** Drops zero entries (the engine treats absent and 0 alike; messages stay short). */
export function cleanPayment(p: Payment): Payment {
  const out: Payment = {};
  for (const k of PAYABLE) if (p[k]) out[k] = p[k];
  return out;
}

/** Kinds a payment of `cost` may use. */
export function payableKinds(cost: Cost): PayableKind[] {
  const set = new Set<PayableKind>();
  for (const k of PAYABLE) {
    if (!cost.fixed[k]) continue;
    set.add(k);
    if (cost.goldSubstitutes && GOLD_REPLACES.includes(k)) set.add("gold");
  }
  for (const part of cost.flexible) for (const k of part.from) set.add(k);
  return PAYABLE.filter((k) => set.has(k));
}

/** Whether `seat` owns `wonder` (the engine's read-only scan). */
export function ownsWonder(view: CocView, seat: number, wonder: string): boolean {
  return engineOwnsWonder(asState(view), seat, wonder as WonderId);
}

export interface PaymentSpec {
  cost: Cost;
  /** The prefilled payment (valid: the server's suggestion). */
  initial: Payment;
  kinds: PayableKind[];
  total: number;
}

/**
 * The payment picker's rules for a cost the client knows (`known`) and the server's suggested payment.
 * When the client's idea of the cost does not accept the suggestion (a discount the client does not
 * model), the suggestion itself is the cost, gold standing in for resources as usual.
 */
export function paymentSpec(view: CocView, seat: number, known: Cost | null, suggested: Payment, opts: { noColosseum?: boolean } = {}): PaymentSpec {
  let cost = known;
  if (cost && !opts.noColosseum) cost = colosseumCost(asState(view), seat, cost);
  if (!cost || !paymentMatches(cost, suggested)) {
    const resourcesOnly = PAYABLE.every((k) => !suggested[k] || GOLD_REPLACES.includes(k) || k === "gold");
    cost = fixedCost(cleanPayment(suggested), resourcesOnly);
    if (!paymentMatches(cost, suggested)) cost = fixedCost(cleanPayment(suggested), false);
  }
  return { cost, initial: cleanPayment(suggested), kinds: payableKinds(cost), total: costTotal(cost) };
}

export type PaymentProblem =
  | { key: "pay.badTotal"; need: number }
  | { key: "pay.badKinds" }
  | { key: "pay.short"; kind: PayableKind };

/** Why `payment` cannot be sent for `spec` by `p`, or null. */
export function paymentProblem(spec: PaymentSpec, p: PlayerView, payment: Payment): PaymentProblem | null {
  for (const k of PAYABLE) if ((payment[k] ?? 0) > amountOf(p, k)) return { key: "pay.short", kind: k };
  if (paymentTotal(payment) !== spec.total) return { key: "pay.badTotal", need: spec.total };
  if (!paymentMatches(spec.cost, payment)) return { key: "pay.badKinds" };
  return null;
}

// ---- what things cost (data) ---------------------------------------------------------------------

const advanceUse = (id: string): Cost | null => (ADVANCES as readonly { id: string; useCost: Cost | null }[]).find((a) => a.id === id)?.useCost ?? null;
const buildingCost = (id: string): Cost | null => (BUILDINGS as readonly { id: string; cost: Cost }[]).find((b) => b.id === id)?.cost ?? null;

/** The cost the client knows for the payment inside `move` (null: use the server's suggestion as the cost). */
export function knownCost(move: Move): Cost | null {
  const m = move as Record<string, any>;
  switch (move.type) {
    case "advance": return paymentTotal(m.payment) === 2 ? ADVANCE_COST : null;
    case "construct": return buildingCost(m.building);
    case "build-wonder": return (WONDERS as readonly { id: string; cost: Cost }[]).find((w) => w.id === m.wonder)?.cost ?? null;
    case "play-card":
    case "play-card-action": return ACTION_CARDS.find((c) => c.id === m.card)?.action.cost as Cost ?? null;
    case "influence": return fixedCost({ culture: paymentTotal(m.payment) }, false);
    case "influence-boost": return fixedCost({ culture: paymentTotal(m.payment) }, false);
    case "sports": return fixedCost({ culture: m.steps }, false);
    case "absolute-power": return advanceUse("absolute-power");
    case "move-group": return m.roads ? advanceUse("roads") : null;
    case "combat-steel-weapons": return advanceUse("steel-weapons");
    case "combat-siegecraft": {
      const params = (ADVANCES as readonly { id: string; params: Record<string, unknown> }[]).find((a) => a.id === "siegecraft")?.params ?? {};
      return fixedCost({ wood: m.blockDie ? Number(params.woodToCancelDie ?? 2) : 0, ore: m.blockHit ? Number(params.oreToCancelHitCancel ?? 2) : 0 });
    }
    case "combat-siege-food": return fixedCost({ food: paymentTotal(m.payment) });
    case "great-person": return null;
    default: return null;
  }
}
