/** Resources, tokens, limits and paying costs (L506-536). */
import { FOOD_LIMIT_WITH_STORAGE, FOOD_LIMIT_WITHOUT_STORAGE, IDEAS_LIMIT_WITH_DOGMA, RESOURCE_KINDS, RESOURCE_LIMIT, type Amounts, type Cost, type PayableKind, type ResourceKind } from "../data/index.ts";
import type { Seat } from "../../../core/types.ts";
import { emitFresh, fail, type Ctx } from "./flow.ts";
import { has } from "./queries.ts";
import type { CocState, Payment, PlayerState, Resources } from "./state.ts";
import { addRule, ListSlot, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { assignFresh, member, peek } from "../../../kit/peek.ts";
import { keyedDerivation } from "../../../kit/derived.ts";
import { text } from "../text/index.ts";

/**
 * The kinds a cost may ask for, in the one order that amounts kept by index follow (here, in Collect's suggestion and
 * in trades); the code below relies on it (see GOLD, payableIndex and paymentOf).
 */
export const PAYABLE: readonly PayableKind[] = ["food", "wood", "ore", "ideas", "gold", "mood", "culture"];

export function limitOf(p: PlayerState, kind: ResourceKind): number {
  if (kind === "food") return has(p, "storage") ? FOOD_LIMIT_WITH_STORAGE : FOOD_LIMIT_WITHOUT_STORAGE;
  if (kind === "ideas" && has(p, "dogma")) return IDEAS_LIMIT_WITH_DOGMA;
  return RESOURCE_LIMIT;
}

export function available(p: PlayerState, kind: PayableKind): number {
  if (kind === "mood") return p.moodTokens;
  if (kind === "culture") return p.cultureTokens;
  return p.resources[kind];
}

/** Where `kind` sits in PAYABLE, or -1 (a switch: no lookup of a varying key). */
export function payableIndex(kind: string): number {
  switch (kind) {
    case "food": return 0;
    case "wood": return 1;
    case "ore": return 2;
    case "ideas": return 3;
    case "gold": return 4;
    case "mood": return 5;
    case "culture": return 6;
    default: return -1;
  }
}

/**
 * `a`'s amounts by index in PAYABLE (none: 0; `into` holds one number per kind), read by the keys it holds: a record of
 * amounts names few kinds, and a key that `for...in` hands out is read through the shape's list of keys, whatever the
 * shape, where a read by a kind it may lack searches V8's megamorphic cache (costs come in many shapes).
 */
export function heldAmounts(a: Amounts, into: number[]): number[] {
  for (let i = 0; i < into.length; i++) into[i] = 0;
  for (const kind in a) {
    const i = payableIndex(kind);
    if (i >= 0) into[i] = a[kind as PayableKind] ?? 0;
  }
  return into;
}

// Scratch of `heldAmounts` for the functions below that read one record at a time and call nothing that reads
// another into it meanwhile.
const amountsOf = PAYABLE.map(() => 0);

/**
 * Gains resources and tokens; resources above their limit are lost (L520, L524). The event tells what was kept
 * (`amounts`) and, when some was over the limit, what was lost (`lost`): a log saying "gains food" while the food
 * stays at its limit would mislead the player.
 */
export function gain(ctx: Ctx, p: PlayerState, amounts: Payment, reason: string) {
  const gained: Payment = {};
  let lost: Payment | null = null;
  let seat = -1;
  // The draft of the resources, read once.
  let resources: Resources | null = null;
  const all = heldAmounts(amounts, amountsOf);
  for (let i = 0; i < PAYABLE.length; i++) {
    const kind = PAYABLE[i], n = all[i];
    if (n <= 0) continue;
    // Read on plain data (engine/kit/peek.ts), peeked after each write; written through the drafts without their
    // proxies' traps (`member`, and `assignFresh`: a number holds no draft).
    const r = peek(p);
    seat = r.seat;
    let kept = n;
    if (kind === "mood") assignFresh(p, "moodTokens", r.moodTokens + n);
    else if (kind === "culture") assignFresh(p, "cultureTokens", r.cultureTokens + n);
    else {
      const had = r.resources[kind];
      const now = Math.min(limitOf(r, kind), had + n);
      assignFresh((resources ??= member(p, "resources") as Resources), kind, now);
      kept = Math.max(0, now - had);
    }
    if (kept > 0) gained[kind] = kept;
    if (kept < n) (lost ??= {})[kind] = n - kept;
  }
  if (seat >= 0) emitFresh(ctx, lost ? { type: "Gained", seat, amounts: gained, lost, reason } : { type: "Gained", seat, amounts: gained, reason });
}

/** Drops resources above their limits (after a limit shrinks, e.g. Dogma). */
export function enforceLimits(p: PlayerState) {
  for (const kind of RESOURCE_KINDS) p.resources[kind] = Math.min(p.resources[kind], limitOf(p, kind));
}

/** Gold's index in PAYABLE: the kinds before it (food, wood, ore, ideas) are the ones gold replaces (L512). */
const GOLD = PAYABLE.indexOf("gold");

// `paymentMatches`'s scratch, by index in PAYABLE.
const paidOf = PAYABLE.map(() => 0);
const fixedOf = PAYABLE.map(() => 0);

/**
 * Whether `payment` exactly pays `cost`: every paid unit fills one demanded unit that accepts it
 * (a fixed demand accepts its kind, and gold when gold substitutes; a flexible part accepts its
 * listed kinds). Feasibility of this b-matching = equal totals + Hall's condition over paid kinds.
 */
export function paymentMatches(cost: Cost, payment: Payment): boolean {
  // Every paid cost is checked here: sets of kinds are bit masks (bit i: PAYABLE[i]), with no arrays or
  // closures per call. The payment and the fixed cost are read once into the scratch arrays (`heldAmounts`),
  // which the subsets below read again and again.
  heldAmounts(payment, paidOf);
  heldAmounts(cost.fixed, fixedOf);
  let paidMask = 0, paidTotal = 0, demanded = 0;
  for (let i = 0; i < PAYABLE.length; i++) {
    const n = paidOf[i];
    if (n < 0 || !Number.isInteger(n)) return false;
    if (n > 0) {
      paidMask |= 1 << i;
      paidTotal += n;
    }
    if (fixedOf[i] > 0) demanded += fixedOf[i];
    else fixedOf[i] = 0;
  }
  for (const part of cost.flexible) demanded += part.count;
  if (paidTotal !== demanded) return false;
  for (let subset = paidMask; subset; subset = (subset - 1) & paidMask) {
    let paid = 0;
    for (let i = 0; i < PAYABLE.length; i++) if (subset & (1 << i)) paid += paidOf[i];
    if (paid > acceptingCount(cost, subset)) return false;
  }
  return true;
}

const BIT = Object.fromEntries(PAYABLE.map((k, i) => [k, 1 << i])) as Record<PayableKind, number>;

/** How many units `cost` (its fixed part read into `fixedOf`) demands that accept a kind in `kinds` (a bit mask over PAYABLE). */
function acceptingCount(cost: Cost, kinds: number): number {
  let n = 0;
  const goldReplaces = kinds & (1 << GOLD) && cost.goldSubstitutes;
  for (let i = 0; i < PAYABLE.length; i++) if (kinds & (1 << i) || (goldReplaces && i < GOLD)) n += fixedOf[i];
  for (const part of cost.flexible) {
    for (const k of part.from) {
      if (kinds & BIT[k]) {
        n += part.count;
        break;
      }
    }
  }
  return n;
}

export function canAfford(p: PlayerState, payment: Payment): boolean {
  const n = heldAmounts(payment, amountsOf), r = p.resources;
  return !(n[0] > r.food || n[1] > r.wood || n[2] > r.ore || n[3] > r.ideas || n[4] > r.gold || n[5] > p.moodTokens || n[6] > p.cultureTokens);
}

/** Rules that widen how a player may pay any cost (Colosseum: mood and culture tokens pay for each other). */
const costRules = new ListSlot<(s: CocState, seat: Seat, cost: Cost) => Cost>("cost rules");

export function defineCostRule(module: RuleModule, rule: (s: CocState, seat: Seat, cost: Cost) => Cost) {
  addRule(module, costRules, rule);
}

/** `cost` as `seat` may pay it now, after the cost rules. */
export function effectiveCost(s: CocState, seat: Seat, cost: Cost): Cost {
  for (const rule of rulesInForce().list(costRules)) cost = rule(s, seat, cost);
  return cost;
}

/** Pays `payment` for `cost`, or fails the move with the reason. */
export function pay(ctx: Ctx, p: PlayerState, cost: Cost, payment: Payment, what: string) {
  const seat = peek(p).seat; // read on plain data (engine/kit/peek.ts)
  cost = effectiveCost(ctx.s, seat, cost);
  if (!paymentMatches(cost, payment)) fail(text("coc.err.paymentMismatch", { what }));
  if (!canAfford(peek(p), payment)) fail(text("coc.err.cannotAffordPayment", { what }));
  deduct(p, payment);
  // A payment is a record of numbers: its plain data holds no draft (peek, engine/kit/peek.ts).
  emitFresh(ctx, { type: "Paid", seat, amounts: peek(payment), reason: what });
}

/** Takes `amounts` of resources and tokens from `p` (the caller checked that it has them). */
export function deduct(p: PlayerState, amounts: Payment) {
  // The draft of the resources, read once.
  let resources: Resources | null = null;
  const all = heldAmounts(amounts, amountsOf);
  for (let i = 0; i < PAYABLE.length; i++) {
    const k = PAYABLE[i], n = all[i];
    if (!n) continue;
    // Read and written as in `gain`.
    const r = peek(p);
    if (k === "mood") assignFresh(p, "moodTokens", r.moodTokens - n);
    else if (k === "culture") assignFresh(p, "cultureTokens", r.cultureTokens - n);
    else assignFresh((resources ??= member(p, "resources") as Resources), k, r.resources[k] - n);
  }
}

type Holdings = Pick<PlayerState, "resources" | "moodTokens" | "cultureTokens">;

/**
 * A payment the player can make for `cost`, preferring the plain kinds over gold and tokens, or null.
 * Bots and hints use it; people choose their own payment. Kept for the player record last asked about, by cost:
 * the listings of one state ask again for the same costs (an advance's, a unit's, a building's), and the states
 * after a Move action or a free action keep the player's record. Shared with later asks: never change it. A cost
 * made afresh for each ask is a miss that stays in the table until another player record is asked about.
 */
export const suggestPayment = keyedDerivation((p: Holdings, cost: Cost): Readonly<Payment> | null => paymentFor(p, cost));

// `paymentFor`'s scratch, by index in PAYABLE: what the cost's fixed part asks, what the player has left, and what is
// paid so far.
const wantedOf = PAYABLE.map(() => 0);
const leftOf = PAYABLE.map(() => 0);
const paidSoFar = PAYABLE.map(() => 0);

function paymentFor(p: Holdings, cost: Cost): Payment | null {
  // Bots ask this for every priced option they consider: no arrays, closures or sorted copies per call. What is left
  // and what is paid are kept by index in PAYABLE in scratch arrays (not a record written by varying kinds), and the
  // payment is written out once, each kind by its name.
  const r = p.resources;
  leftOf[0] = r.food;
  leftOf[1] = r.wood;
  leftOf[2] = r.ore;
  leftOf[3] = r.ideas;
  leftOf[4] = r.gold;
  leftOf[5] = p.moodTokens;
  leftOf[6] = p.cultureTokens;
  for (let i = 0; i < PAYABLE.length; i++) paidSoFar[i] = 0;
  const wanted = heldAmounts(cost.fixed, wantedOf);
  for (let i = 0; i < PAYABLE.length; i++) {
    let n = wanted[i];
    if (!n) continue;
    n = take(i, n);
    if (n && cost.goldSubstitutes && i < GOLD) n = take(GOLD, n);
    if (n) return null;
  }
  for (const part of cost.flexible) {
    let n = part.count;
    // Gold last: the plain kinds first, in the order given.
    let gold = false;
    for (const k of part.from) {
      if (k === "gold") gold = true;
      else n = take(payableIndex(k), n);
    }
    if (gold) n = take(GOLD, n);
    if (n) return null;
  }
  return paymentOf(paidSoFar);
}

/** Takes up to `n` of kind `PAYABLE[i]` from what is left into what is paid; returns how many are still missing. */
function take(i: number, n: number): number {
  const t = n < leftOf[i] ? n : leftOf[i];
  leftOf[i] -= t;
  paidSoFar[i] += t;
  return n - t;
}

/** The payment of the amounts by index in PAYABLE, its kinds in PAYABLE's order. */
function paymentOf(paid: readonly number[]): Payment {
  const out: Payment = {};
  if (paid[0]) out.food = paid[0];
  if (paid[1]) out.wood = paid[1];
  if (paid[2]) out.ore = paid[2];
  if (paid[3]) out.ideas = paid[3];
  if (paid[4]) out.gold = paid[4];
  if (paid[5]) out.mood = paid[5];
  if (paid[6]) out.culture = paid[6];
  return out;
}

export const paymentSchemaShape = PAYABLE;
