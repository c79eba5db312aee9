/** Action: Advance (L612-660). Gaining an advance by any means (the event-tracker cube) is base/gain-advance.ts. */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import { ADVANCE_COST, type AdvanceId, type Cost } from "../data/index.ts";
import { isBaseAdvance } from "../base/catalog.ts";
import { defineMove, fail, fireHook } from "../base/flow.ts";
import { gainAdvance } from "../base/gain-advance.ts";
import { pay, suggestPayment } from "../base/resources.ts";
import { paymentSchema } from "../base/schemas.ts";
import { player } from "../base/queries.ts";
import type { CocState, Payment } from "../base/state.ts";
import { advanceBlocker, governmentOf, takeableAdvances } from "../rules/advance-rules.ts";
import { latestPerSeat } from "../../../kit/derived.ts";
import { defineTurnMoves, spendAction } from "../turn/turn.ts";
import { peek } from "../../../kit/peek.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleBook, type RuleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("actions/advance");

// The pure rules (prerequisites, government) live in rules/advance-rules.ts, shared with the client.
export { advanceBlocker, governmentOf, takeableAdvances };

/**
 * Rules that change what an advance costs a player (Math, Astronomy, Priesthood, ...); applied in order. A rule
 * reads only the player's advances (owned and borrowed), the rule book, the turn's seat and the turn's `used` marks it
 * names in `marks`: the Advance listing keeps the costs by those (`takeableCosts`).
 */
type AdvanceCostRule = (s: CocState, seat: Seat, advance: AdvanceId, cost: Cost) => Cost;
const advanceCostRules = new ListSlot<AdvanceCostRule>("advance cost rules");
const costRuleMarks = new ListSlot<string>("turn marks read by advance cost rules");

export function defineAdvanceCostRule(module: RuleModule, rule: AdvanceCostRule, marks: readonly string[] = []) {
  addRule(module, advanceCostRules, rule);
  for (const m of marks) addRule(module, costRuleMarks, m);
}

/** The turn marks the book's cost rules read, once each. */
const costMarksOf = (book: RuleBook): readonly string[] => [...new Set(book.list(costRuleMarks))];

export function advanceCost(s: CocState, seat: Seat, advance: AdvanceId): Cost {
  // Read-only: the cost rules read plain data (engine/kit/peek.ts).
  return costUnder(rulesInForce().list(advanceCostRules), peek(s), seat, advance);
}

function costUnder(rules: readonly AdvanceCostRule[], s: CocState, seat: Seat, advance: AdvanceId): Cost {
  let cost = ADVANCE_COST;
  for (const rule of rules) cost = rule(s, seat, advance, cost);
  return cost;
}

/**
 * `advance => suggest(advanceCost(s, seat, advance))` for asking about many advances: cost rules hand back the
 * cost they were given unless they change it, so most advances share one cost object and `suggest` runs once
 * for it. The advances of one cost share its payment: never change it.
 */
export function advancePayer(s: CocState, seat: Seat, suggest: (cost: Cost) => Payment | null): (advance: AdvanceId) => Payment | null {
  // The state and the rules are read once for all the advances asked about.
  const plain = peek(s);
  const rules = rulesInForce().list(advanceCostRules);
  let cost: Cost | null = null;
  let payment: Payment | null = null;
  return (advance) => {
    const c = costUnder(rules, plain, seat, advance);
    if (c !== cost) {
      cost = c;
      payment = suggest(c);
    }
    return payment;
  };
}

export type AdvanceMove = {
  type: "advance";
  advance: AdvanceId;
  payment: Payment;
};

defineMove<AdvanceMove>(rules, "advance", {
  schema: z.object({ type: z.literal("advance"), advance: z.string().max(40) as z.ZodType<AdvanceId>, payment: paymentSchema }),
  apply(ctx, seat, move) {
    if (!isBaseAdvance(move.advance)) fail(text("coc.err.noSuchAdvance", { advance: move.advance }));
    const blocker = advanceBlocker(ctx.s, seat, move.advance);
    if (blocker) fail(blocker);
    spendAction(ctx, seat);
    const cost = advanceCost(ctx.s, seat, move.advance);
    pay(ctx, player(ctx.s, seat), cost, move.payment, move.advance);
    gainAdvance(ctx, seat, move.advance);
    fireHook(ctx, "advance-bought", { seat, advance: move.advance, payment: move.payment, cost });
  },
});

/**
 * The costs of the advances `seat` may take (`takeableAdvances`, in its order), kept per seat with what the cost rules
 * read (see defineAdvanceCostRule). A player's advances change far less often than its record (resources, at almost
 * every action), and the marks the rules read (Priesthood's) far less often than the turn's marks: of 275 listings in
 * two random games that the moves kept per player record and turn marks missed, 204 find these costs.
 */
interface KeptCosts { book: RuleBook | null; borrowed: string | null; turnSeat: Seat | null; marks: number; costs: readonly Cost[] }
const keptCosts = latestPerSeat((_seat, _owned: readonly string[]): KeptCosts => ({ book: null, borrowed: null, turnSeat: null, marks: 0, costs: [] }));

function takeableCosts(s: CocState, seat: Seat, takeable: readonly AdvanceId[]): readonly Cost[] {
  const plain = peek(s);
  const p = plain.players[seat];
  const book = rulesInForce(), borrowed = p.borrowedAdvance ?? null, turnSeat = plain.turn?.seat ?? null;
  const marks = marksRead(book.memo(costMarksOf), plain.turn?.used);
  const kept = keptCosts(seat, p.advances);
  if (kept.book !== book || kept.borrowed !== borrowed || kept.turnSeat !== turnSeat || kept.marks !== marks) {
    const rules = book.list(advanceCostRules);
    kept.book = book;
    kept.borrowed = borrowed;
    kept.turnSeat = turnSeat;
    kept.marks = marks;
    kept.costs = takeable.map((a) => costUnder(rules, plain, seat, a));
  }
  return kept.costs;
}

/** Which of the cost rules' marks `read` the turn's marks hold, as bits. */
function marksRead(read: readonly string[], used: readonly string[] | undefined): number {
  let bits = 0;
  if (used) for (let i = 0; i < read.length; i++) if (used.includes(read[i])) bits |= 1 << i;
  return bits;
}

function legalAdvances(s: CocState, seat: Seat): AdvanceMove[] {
  const p = player(s, seat);
  const takeable = takeableAdvances(s, seat);
  const costs = takeableCosts(s, seat, takeable);
  const out: AdvanceMove[] = [];
  // Cost rules hand back the cost they were given unless they change it: the advances of one cost share its payment.
  let cost: Cost | null = null;
  let payment: Payment | null = null;
  for (let i = 0; i < takeable.length; i++) {
    if (costs[i] !== cost) payment = suggestPayment(p, (cost = costs[i]));
    if (payment) out.push({ type: "advance", advance: takeable[i], payment });
  }
  return out;
}

defineTurnMoves(rules, {
  types: ["advance"],
  isAction: true,
  legal: legalAdvances,
});
