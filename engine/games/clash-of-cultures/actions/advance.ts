/** Action: Advance (L612-660), and gaining advances by any other means. */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import { ADVANCE_COST, EVENT_TRACKER_SLOTS, type AdvanceId, type Cost } from "../data/index.ts";
import { advanceDef, allAdvances } from "../base/catalog.ts";
import { check, defineMove, emit, fireHook, push, type Ctx } from "../base/flow.ts";
import { gain, pay, suggestPayment } from "../base/resources.ts";
import { paymentSchema } from "../base/schemas.ts";
import { player } from "../base/queries.ts";
import type { CocState, Payment } from "../base/state.ts";
import { advanceBlocker, governmentOf } from "../rules/advance-rules.ts";
import { defineTurnMoves, spendAction } from "../turn/turn.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("actions/advance");

// The pure rules (prerequisites, government) live in rules/advance-rules.ts, shared with the client.
export { advanceBlocker, governmentOf };

/** Rules that change what an advance costs a player (Math, Astronomy, Priesthood, ...); applied in order. */
const advanceCostRules = new ListSlot<(s: CocState, seat: Seat, advance: AdvanceId, cost: Cost) => Cost>("advance cost rules");

export function defineAdvanceCostRule(module: RuleModule, rule: (s: CocState, seat: Seat, advance: AdvanceId, cost: Cost) => Cost) {
  addRule(module, advanceCostRules, rule);
}

export function advanceCost(s: CocState, seat: Seat, advance: AdvanceId): Cost {
  let cost = ADVANCE_COST;
  for (const rule of rulesInForce().list(advanceCostRules)) cost = rule(s, seat, advance, cost);
  return cost;
}

/**
 * Rules under which a gained advance takes no cube from the event tracker (Anarchy [EXP]); a rule that
 * returns true has done its own bookkeeping for this gain.
 */
const noEventCubeRules = new ListSlot<(ctx: Ctx, seat: Seat, advance: AdvanceId) => boolean>("no-event-cube rules");

export function defineNoEventCubeRule(module: RuleModule, rule: (ctx: Ctx, seat: Seat, advance: AdvanceId) => boolean) {
  addRule(module, noEventCubeRules, rule);
}

/**
 * Gains an advance: a cube from the event tracker marks it (L616), its frame gives a token, and an
 * emptied tracker triggers an event before it is refilled (L622-627, L1403-1405). `personalSupply`: the
 * cube comes from the personal supply instead (short game's second free advance, L2085): no event.
 */
export function gainAdvance(ctx: Ctx, seat: Seat, advance: AdvanceId, opts: { personalSupply?: boolean } = {}) {
  const p = player(ctx.s, seat);
  const def = advanceDef(advance);
  p.advances.push(advance);
  emit(ctx, { type: "AdvanceGained", seat, advance });
  if (def.bonus) gain(ctx, p, { [def.bonus]: 1 }, `advance:${advance}`);
  fireHook(ctx, "advance-gained", { seat, advance });
  if (rulesInForce().list(noEventCubeRules).some((rule) => rule(ctx, seat, advance))) return;
  if (opts.personalSupply) {
    emit(ctx, { type: "AdvanceMarkedFromSupply", seat, advance });
    return;
  }
  p.eventTracker--;
  if (p.eventTracker <= 0) {
    p.eventTracker = EVENT_TRACKER_SLOTS;
    if (ctx.s.options.events !== "none") push(ctx, { kind: "event", seat: null, drawer: seat, step: "draw" });
  }
}

export type AdvanceMove = {
  type: "advance";
  advance: AdvanceId;
  payment: Payment;
};

defineMove<AdvanceMove>(rules, "advance", {
  schema: z.object({ type: z.literal("advance"), advance: z.string().max(40) as z.ZodType<AdvanceId>, payment: paymentSchema }),
  apply(ctx, seat, move) {
    check(allAdvances.some((a) => a.id === move.advance), `There is no advance called ${move.advance}`);
    const blocker = advanceBlocker(ctx.s, seat, move.advance);
    check(!blocker, blocker!);
    spendAction(ctx, seat);
    const cost = advanceCost(ctx.s, seat, move.advance);
    pay(ctx, player(ctx.s, seat), cost, move.payment, advanceDef(move.advance).name.en);
    gainAdvance(ctx, seat, move.advance);
    fireHook(ctx, "advance-bought", { seat, advance: move.advance, payment: move.payment, cost });
  },
});

defineTurnMoves(rules, {
  types: ["advance"],
  isAction: true,
  legal(s, seat) {
    const p = player(s, seat);
    const out: AdvanceMove[] = [];
    for (const a of allAdvances) {
      if (advanceBlocker(s, seat, a.id)) continue;
      const payment = suggestPayment(p, advanceCost(s, seat, a.id));
      if (payment) out.push({ type: "advance", advance: a.id, payment });
    }
    return out;
  },
});
