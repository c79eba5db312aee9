/**
 * Paying for actions (base §5-7): civil and military actions, science, food, and resources — resources for
 * specific actions first (seed L289-304) — and an action ordered by an action card, which costs no action and
 * may cost less (base §15, the "perform" frame).
 */
import type { Seat } from "../../../core/types.ts";
import { peek } from "../../../kit/peek.ts";
import { addRule, ListSlot, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import type { Amounts } from "../data/index.ts";
import { check, pop, top, type Ctx } from "../base/flow.ts";
import { civilLeft, militaryLeft, ownCivilLeft, spendMilitaryAsCivil } from "../base/ratings.ts";
import { playerDraft, type Player, type TempResources, type TtaState } from "../base/state.ts";
import { amountOf, gain, pay } from "../base/tokens.ts";
import { text } from "../text/index.ts";
import { developTags } from "./discounts.ts";

/** What an action card orders (data: `perform`). */
export type Ordered = "build-or-upgrade-farm-mine" | "build-or-upgrade-urban" | "upgrade-any" | "increase-population" | "build-wonder-stage" | "develop"
  /** Development of Civilization: any one of these, or none. */
  | "population-build-or-develop";

/** The action card being played, while its ordered action is pending. */
export interface PerformFrame {
  kind: "perform";
  seat: Seat;
  card: string;
  action: Ordered;
  discount: Amounts;
  after: Amounts;
  /** The seat may decline (an event's offer); an action card's order must be carried out. */
  optional: boolean;
  [key: string]: unknown;
}

/** What an action is, for action cards' orders and restricted resources. */
export type Scope =
  | "build-farm-mine" | "upgrade-farm-mine" | "build-urban" | "upgrade-urban" | "build-unit" | "upgrade-unit"
  | "increase-population" | "build-wonder-stage" | "develop" | "destroy";

const ORDERS: Record<Ordered, readonly Scope[]> = {
  "build-or-upgrade-farm-mine": ["build-farm-mine", "upgrade-farm-mine"],
  "build-or-upgrade-urban": ["build-urban", "upgrade-urban"],
  "upgrade-any": ["upgrade-farm-mine", "upgrade-urban"],
  "increase-population": ["increase-population"],
  "build-wonder-stage": ["build-wonder-stage"],
  develop: ["develop"],
  "population-build-or-develop": ["increase-population", "build-farm-mine", "build-urban", "develop"],
};

/** The pending action card order of the seat, if it covers `scope`. */
export function pendingOrder(s: TtaState, seat: Seat, scope: Scope): PerformFrame | null {
  const f = top(s) as PerformFrame | undefined;
  return f && f.kind === "perform" && f.seat === seat && ORDERS[f.action].includes(scope) ? f : null;
}

/** Whether an action of `scope` is allowed now: an order pending must be this one. */
export function orderAllows(s: TtaState, seat: Seat, scope: Scope): boolean {
  const f = top(s);
  return f?.kind !== "perform" || pendingOrder(s, seat, scope) !== null;
}

export function spendCivil(ctx: Ctx, seat: Seat, n: number) {
  // Read on plain data (peek.ts): the checks need no draft of the player, the write below makes the only one.
  check(civilLeft(peek(ctx.s), seat) >= n, text("tta.no.civilActions", { n }));
  // What the civil actions cannot cover is Hammurabi's military action.
  const fromMilitary = Math.max(0, n - Math.max(0, ownCivilLeft(peek(ctx.s), seat)));
  if (fromMilitary) spendMilitaryAsCivil(ctx, seat, fromMilitary);
  playerDraft(ctx.s, seat).civilSpent = peek(ctx.s).players[seat].civilSpent + n - fromMilitary;
}

export function spendMilitary(ctx: Ctx, seat: Seat, n: number) {
  check(militaryLeft(peek(ctx.s), seat) >= n, text("tta.no.militaryActions", { n }));
  playerDraft(ctx.s, seat).militarySpent = peek(ctx.s).players[seat].militarySpent + n;
}

/** Resources for this scope from restricted pools. */
export function tempFor(p: Player, scope: Scope): number {
  let n = 0;
  for (const t of p.temp) if (!t.science && t.for.includes(scope)) n += t.amount;
  return n;
}

export function canPayResources(p: Player, scope: Scope, n: number): boolean {
  return n <= 0 || tempFor(p, scope) + amountOf(p, "resources") >= n;
}

export function payResources(ctx: Ctx, seat: Seat, scope: Scope, n: number) {
  const p = playerDraft(ctx.s, seat);
  check(canPayResources(peek(p), scope, n), text("tta.no.resources", { n }));
  const left = spendFromPools(p, (t) => !t.science && t.for.includes(scope), n);
  if (left) pay(p, "resources", left);
}

/** Spends up to `n` from the player's restricted pools that `applies` to, in order (emptied pools go); what is left to pay. */
function spendFromPools(p: Player, applies: (t: TempResources) => boolean, n: number): number {
  let left = Math.max(0, n);
  // Most of the time there are no restricted pools: then nothing to read or write through the draft.
  if (!peek(p).temp.length) return left;
  for (const t of p.temp) {
    if (!applies(t) || !left) continue;
    const k = Math.min(t.amount, left);
    t.amount -= k;
    left -= k;
  }
  p.temp = p.temp.filter((t) => t.amount > 0);
  return left;
}

export function payFood(ctx: Ctx, seat: Seat, n: number) {
  const p = ctx.s.players[seat];
  check(amountOf(p, "food") >= n, text("tta.no.food", { n }));
  if (n > 0) pay(p, "food", n);
}

export function paySciencePoints(ctx: Ctx, seat: Seat, n: number) {
  const p = ctx.s.players[seat];
  check(p.science >= n, text("tta.no.science", { n }));
  p.science -= Math.max(0, n);
}

/**
 * Starts an action of `scope`: an action card's pending order pays no action and gives its discount; otherwise
 * the civil or military action is spent ("free": a leader's own action pays, Gutenberg). Returns the discount and a finisher that scores the card's gain after
 * the action (base §15).
 */
export function beginAction(ctx: Ctx, seat: Seat, scope: Scope, pays: "civil" | "military" | "free"): { discount: Amounts; done: () => void } {
  // The order is read on plain data: a frame read through the draft is drafted (the stack with it).
  const order = pendingOrder(peek(ctx.s), seat, scope);
  if (!order) {
    check(orderAllows(peek(ctx.s), seat, scope), text("tta.no.perform"));
    if (pays === "civil") spendCivil(ctx, seat, 1);
    else if (pays === "military") spendMilitary(ctx, seat, 1);
    return { discount: {}, done: () => {} };
  }
  const { discount, after } = order;
  // An extra action (Gutenberg's) on what an action card orders plays the card instead: its civil action comes
  // back, and both discounts apply (seed L412).
  if (pays === "free" && !order.optional) ctx.s.players[seat].civilSpent = Math.max(0, ctx.s.players[seat].civilSpent - 1);
  pop(ctx, top(ctx.s)!);
  return {
    discount: { ...discount },
    done: () => {
      const p = ctx.s.players[seat];
      if (after.food) gain(p, "food", after.food);
      if (after.resources) gain(p, "resources", after.resources);
      p.science += after.science ?? 0;
      p.culture += after.culture ?? 0;
    },
  };
}

/**
 * A power's extra action of its own for some cards (Gutenberg's, for a lab or library technology once a turn): an
 * action on such a card spends none of the seat's civil actions (taking it from the row: one less), costs less,
 * and `use` marks it used.
 */
export interface ExtraAction {
  covers(s: TtaState, seat: Seat, id: string): boolean;
  discount(s: TtaState, seat: Seat, id: string, good: "science" | "resources"): number;
  use(ctx: Ctx, seat: Seat): void;
}
const EXTRA_ACTIONS = new ListSlot<ExtraAction>("extra actions");

export function addExtraAction(module: RuleModule, action: ExtraAction) {
  addRule(module, EXTRA_ACTIONS, action);
}

/** The extra action that covers an action on card `id` now, if any. */
export function extraActionFor(s: TtaState, seat: Seat, id: string): ExtraAction | null {
  return rulesInForce().list(EXTRA_ACTIONS).find((x) => x.covers(s, seat, id)) ?? null;
}

/** What the extra action covering card `id` takes off its cost in `good`. */
export function extraActionDiscount(s: TtaState, seat: Seat, id: string, good: "science" | "resources"): number {
  return extraActionFor(s, seat, id)?.discount(s, seat, id, good) ?? 0;
}

/** Science for developing this technology from temporary pools. */
export function tempScience(p: Player, id: string): number {
  const tags: readonly string[] = developTags(id);
  return p.temp.reduce((n, t) => n + (t.science && t.for.some((x) => tags.includes(x)) ? t.amount : 0), 0);
}

/** Pays `n` science for developing `id`, temporary science first. */
export function payScienceFor(ctx: Ctx, seat: Seat, id: string, n: number) {
  const p = ctx.s.players[seat];
  const tags: readonly string[] = developTags(id);
  p.science -= spendFromPools(p, (t) => !!t.science && t.for.some((x) => tags.includes(x)), n);
}
