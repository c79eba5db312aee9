/**
 * Action: Increase happiness (L968-997): raise any of your cities any number of levels; each level costs
 * the city's size in mood tokens (L970, example L974). Rituals: any resources may replace mood tokens 1:1
 * (L980, L1739). Voting: free action, pay 1 mood token to take this action (L978). Sports ("Circus and
 * Sports"): as an action, pay 1 or 2 culture tokens to raise ONE city that many levels, whatever its size
 * (L982, L1759).
 */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import { fixedCost } from "../data/index.ts";
import { check, defineMove, emit, emitFresh, type Ctx } from "../base/flow.ts";
import { hexSchema, paymentSchema } from "../base/schemas.ts";
import { moodLevel, raiseMood } from "../base/mood.ts";
import { citiesOf, has, player } from "../base/queries.ts";
import { pay, suggestPayment } from "../base/resources.ts";
import type { City, CocState, HexKey, Payment } from "../base/state.ts";
import { defineTurnMoves, spendAction } from "../turn/turn.ts";
import { happinessBlocker, happinessCost, happinessTokens, MAX_LEVEL, mayPayHappiness, type HappinessStep } from "../rules/happiness-cost.ts";
import { element, peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("actions/happiness");

// The pure rules (allowed steps, cost) live in rules/happiness-cost.ts, shared with the client.
export { happinessBlocker, happinessCost, happinessTokens, type HappinessStep };

export type IncreaseHappinessMove = { type: "increase-happiness"; cities: HappinessStep[]; payment: Payment };
export type VotingMove = { type: "voting"; cities: HappinessStep[]; payment: Payment };
export type SportsMove = { type: "sports"; city: HexKey; steps: number; payment?: Payment };

const VOTING_COST = fixedCost({ mood: 1 }, false);

/** Performs an Increase-happiness action's effect and payment (the action itself is paid by the caller). */
export function increaseHappiness(ctx: Ctx, seat: Seat, cities: readonly HappinessStep[], payment: Payment) {
  const blocker = happinessBlocker(ctx.s, seat, cities);
  check(!blocker, blocker!);
  pay(ctx, player(ctx.s, seat), happinessCost(ctx.s, seat, cities), payment, "happiness");
  // The cities reached without the proxies' traps, their moods read on plain data (engine/kit/peek.ts).
  for (const { hex, steps } of cities) raiseMood(ctx, element(ctx.s, "cities", hex) as City, "increase-happiness", steps);
  const after = peek(ctx.s).cities;
  emitFresh(ctx, { type: "HappinessIncreased", seat, cities: cities.map((c) => ({ hex: c.hex, steps: c.steps, mood: after[c.hex].mood })) });
}

const citiesSchema = z.array(z.object({ hex: hexSchema, steps: z.number().int().min(1).max(2) })).min(1).max(10);

defineMove<IncreaseHappinessMove>(rules, "increase-happiness", {
  schema: z.object({ type: z.literal("increase-happiness"), cities: citiesSchema, payment: paymentSchema }),
  apply(ctx, seat, move) {
    const blocker = happinessBlocker(ctx.s, seat, move.cities);
    check(!blocker, blocker!);
    spendAction(ctx, seat);
    increaseHappiness(ctx, seat, move.cities, move.payment);
  },
});

defineMove<VotingMove>(rules, "voting", {
  schema: z.object({ type: z.literal("voting"), cities: citiesSchema, payment: paymentSchema }),
  apply(ctx, seat, move) {
    const t = ctx.s.turn;
    check(t && t.seat === seat, text("coc.err.notTurn"));
    const p = player(ctx.s, seat);
    check(has(p, "voting"), text("coc.err.needVoting"));
    const blocker = happinessBlocker(ctx.s, seat, move.cities);
    check(!blocker, blocker!);
    pay(ctx, p, VOTING_COST, { mood: 1 }, "voting");
    increaseHappiness(ctx, seat, move.cities, move.payment);
  },
});

defineMove<SportsMove>(rules, "sports", {
  schema: z.object({ type: z.literal("sports"), city: hexSchema, steps: z.number().int().min(1).max(2), payment: paymentSchema.optional() }),
  apply(ctx, seat, move) {
    const p = player(ctx.s, seat);
    check(has(p, "sports"), text("coc.err.needCircusSports"));
    const blocker = happinessBlocker(ctx.s, seat, [{ hex: move.city, steps: move.steps }]);
    check(!blocker, blocker!);
    spendAction(ctx, seat);
    pay(ctx, p, fixedCost({ culture: move.steps }, false), move.payment ?? { culture: move.steps }, "sports");
    raiseMood(ctx, ctx.s.cities[move.city], "sports", move.steps);
    emit(ctx, { type: "HappinessIncreased", seat, cities: [{ hex: move.city, steps: move.steps, mood: ctx.s.cities[move.city].mood }], via: "sports" });
  },
});

/** A few representative Increase-happiness choices: each unhappy city one level, and everything to Happy. */
function happinessChoices(s: CocState, seat: Seat): HappinessStep[][] {
  const unhappy = citiesOf(s, seat).filter((c) => c.mood !== "happy");
  const out: HappinessStep[][] = unhappy.map((c) => [{ hex: c.hex, steps: 1 }]);
  if (unhappy.length > 1 || unhappy.some((c) => c.mood === "angry")) out.push(unhappy.map((c) => ({ hex: c.hex, steps: MAX_LEVEL - moodLevel(c.mood) })));
  return out;
}

function legalHappiness<T extends "increase-happiness" | "voting">(s: CocState, seat: Seat, type: T, reserveMood: number) {
  const p = player(s, seat);
  const out: { type: T; cities: HappinessStep[]; payment: Payment }[] = [];
  if (p.moodTokens < reserveMood || !mayPayHappiness(s, seat, p.moodTokens - reserveMood)) return out;
  // What suggestPayment reads, with the reserved mood tokens set aside (no copy of the whole player). Without a
  // reserve it is asked about the player record itself: the payments it keeps for the record (by cost) stay, and
  // its payment search sees the player records' shape only.
  const budget = reserveMood ? { resources: p.resources, moodTokens: p.moodTokens - reserveMood, cultureTokens: p.cultureTokens } : p;
  for (const cities of happinessChoices(s, seat)) {
    const payment = suggestPayment(budget, happinessCost(s, seat, cities));
    if (payment) out.push({ type, cities, payment });
  }
  return out;
}

defineTurnMoves(rules, {
  types: ["increase-happiness"],
  isAction: true,
  legal: (s, seat) => legalHappiness(s, seat, "increase-happiness", 0),
});

defineTurnMoves(rules, {
  types: ["voting"],
  isAction: false,
  legal: (s, seat) => (has(player(s, seat), "voting") ? legalHappiness(s, seat, "voting", 1) : []),
});

defineTurnMoves(rules, {
  types: ["sports"],
  isAction: true,
  legal(s, seat) {
    const p = player(s, seat);
    if (!has(p, "sports")) return [];
    const out: SportsMove[] = [];
    for (const c of citiesOf(s, seat)) {
      for (let steps = 1; steps <= MAX_LEVEL - moodLevel(c.mood); steps++) {
        if (p.cultureTokens >= steps) out.push({ type: "sports", city: c.hex, steps });
      }
    }
    return out;
  },
});
