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
import type { CocState, Payment, PlayerState } from "../base/state.ts";
import { advanceBlocker, governmentOf, takeableAdvances } from "../rules/advance-rules.ts";
import { defineTurnMoves, spendAction } from "../turn/turn.ts";
import { peek } from "../../../kit/peek.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleBook, type RuleModule } from "../../../kit/rules.ts";
import { latestDerivation } from "../../../kit/derived.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("actions/advance");

// The pure rules (prerequisites, government) live in rules/advance-rules.ts, shared with the client.
export { advanceBlocker, governmentOf, takeableAdvances };

/**
 * Rules that change what an advance costs a player (Math, Astronomy, Priesthood, ...); applied in order. A rule
 * reads only the player's record, the rule book and the turn's seat and `used` marks: the listed moves are kept by those.
 */
type AdvanceCostRule = (s: CocState, seat: Seat, advance: AdvanceId, cost: Cost) => Cost;
const advanceCostRules = new ListSlot<AdvanceCostRule>("advance cost rules");

export function defineAdvanceCostRule(module: RuleModule, rule: AdvanceCostRule) {
  addRule(module, advanceCostRules, rule);
}

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
 * The Advance moves listed for a player record, with what else they read (see defineAdvanceCostRule): the rule
 * book, the turn's seat and a copy of its once-per-turn marks (Priesthood), compared by content as each turn starts
 * a list of its own. The states after a Move action, a free action or a turn that left the player's record as it
 * was list them again unchanged.
 */
interface ListedAdvances { book: RuleBook | null; seat: Seat | null; used: readonly string[] | null; moves: readonly AdvanceMove[] }
const listedAdvances = latestDerivation((_p: PlayerState): ListedAdvances => ({ book: null, seat: null, used: null, moves: [] }));

/** The same once-per-turn marks: each turn starts a list of its own, mostly as empty as the last turn's. */
function sameMarks(a: readonly string[] | null, b: readonly string[] | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function legalAdvances(s: CocState, seat: Seat): AdvanceMove[] {
  const p = player(s, seat);
  const out: AdvanceMove[] = [];
  const paymentFor = advancePayer(s, seat, (cost) => suggestPayment(p, cost));
  for (const a of takeableAdvances(s, seat)) {
    const payment = paymentFor(a);
    if (payment) out.push({ type: "advance", advance: a, payment });
  }
  return out;
}

defineTurnMoves(rules, {
  types: ["advance"],
  isAction: true,
  legal(s, seat) {
    const { turn } = peek(s);
    const book = rulesInForce(), turnSeat = turn?.seat ?? null, used = turn?.used ?? null;
    const kept = listedAdvances(player(s, seat));
    if (kept.book !== book || kept.seat !== turnSeat || !sameMarks(kept.used, used)) {
      kept.book = book;
      kept.seat = turnSeat;
      kept.used = used && used.slice();
      kept.moves = legalAdvances(s, seat);
    }
    return kept.moves.slice();
  },
});
