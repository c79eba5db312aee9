/**
 * Building wonders in stages (base §14.2, §6 #8): each stage costs its printed resources (food on the wonders
 * that say so) and is covered by a blue token from the bank; construction technologies allow several stages for
 * one civil action. The last stage returns the tokens; the wonder is complete and its effects start.
 */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf, tech } from "../base/cards.ts";
import { check, defineMove, fireHook, type Ctx } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { amountOf, cardTokens } from "../base/tokens.ts";
import { text } from "../text/index.ts";
import { applyEffect } from "../effects/apply.ts";
import { discountFor, useDiscounts } from "./discounts.ts";
import { beginAction, canPayResources, payFood, payResources } from "./actions.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-wonders");

/** Stages the seat may build for one action. */
export function stagesPerAction(s: TtaState, seat: Seat): number {
  let n = 1;
  for (const id of s.players[seat].specials) for (const e of tech(id).effects) if (e.kind === "wonder-stages-per-action") n = Math.max(n, e.stages);
  return n;
}

export function stagesCost(s: TtaState, seat: Seat, stages: number): number {
  const w = s.players[seat].wonder;
  if (!w) return Infinity;
  return cardOf(w.card, "wonder").stages.slice(w.built, w.built + stages).reduce((a, b) => a + b, 0);
}

/**
 * The stages' cost less the action card's and the leader's discounts (Cleopatra). Both are in resources: they do
 * not lower stages paid with food (seed L588).
 */
function stagesPrice(s: TtaState, seat: Seat, stages: number, discount: number): number {
  if (cardOf(s.players[seat].wonder!.card, "wonder").stagesPaidWith === "food") return stagesCost(s, seat, stages);
  return Math.max(0, stagesCost(s, seat, stages) - discount - discountFor(s, seat, ["build-wonder-stage"]).resources);
}

/** Why the seat has no `stages` stages to build in one action, whatever it pays, or null. */
function stagesBlocker(s: TtaState, seat: Seat, stages: number) {
  const w = s.players[seat].wonder;
  if (!w) return text("tta.no.noWonder");
  if (stages < 1 || stages > stagesPerAction(s, seat) || w.built + stages > cardOf(w.card, "wonder").stages.length) return text("tta.no.noWonder");
  return null;
}

/** Why `seat` cannot build `stages` stages of its wonder now, or null; `price`: their `stagesPrice`, when the caller has it. */
export function wonderBlocker(s: TtaState, seat: Seat, stages: number, discount = 0, price?: number) {
  const why = stagesBlocker(s, seat, stages);
  if (why) return why;
  const p = s.players[seat];
  const d = cardOf(p.wonder!.card, "wonder");
  const cost = price ?? stagesPrice(s, seat, stages, discount);
  if (d.stagesPaidWith === "food" ? amountOf(p, "food") < cost : !canPayResources(p, "build-wonder-stage", cost)) {
    return text(d.stagesPaidWith === "food" ? "tta.no.food" : "tta.no.resources", { n: cost });
  }
  return null;
}

function complete(ctx: Ctx, seat: Seat) {
  const p = ctx.s.players[seat];
  const w = p.wonder!;
  const d = cardOf(w.card, "wonder");
  p.blueBank += w.tokens;
  p.wonder = null;
  p.wonders.push(w.card);
  cardTokens(p, d.bonus, 1);
  for (const e of d.effects) if (e.kind === "on" && e.trigger === "completed") applyEffect(ctx, e.then, { owner: seat, card: w.card });
  ctx.events.push({ type: "wonder-completed", seat, card: w.card });
}

/**
 * Builds `n` more stages of the unfinished wonder of `owner`, already paid for by `builder` (the owner, or another
 * seat building a stage of the Red Cross): each covered by a token from the owner's bank; the last completes it.
 */
export function addStages(ctx: Ctx, owner: Seat, n: number, builder: Seat = owner) {
  const p = ctx.s.players[owner];
  const w = p.wonder!;
  const d = cardOf(w.card, "wonder");
  const costs = d.stages.slice(w.built, w.built + n);
  for (let i = 0; i < n; i++) {
    // A stage's token comes from the bank; with the bank empty the stage goes uncovered (E5).
    if (p.blueBank > 0) {
      p.blueBank--;
      w.tokens++;
    }
    w.built++;
  }
  ctx.events.push({ type: "wonder-stage", seat: builder, owner, card: w.card, built: w.built });
  const completed = w.built >= d.stages.length;
  const tokens = w.tokens;
  if (completed) complete(ctx, owner);
  fireHook(ctx, "wonder-stages", { seat: builder, owner, card: d.id, costs, completed, tokens });
}

defineMove<{ type: "build-wonder"; stages: number }>(rules, "build-wonder", {
  schema: z.object({ type: z.literal("build-wonder"), stages: z.number().int().min(1).max(4) }),
  apply(ctx, seat, move) {
    const act = beginAction(ctx, seat, "build-wonder-stage", "civil");
    const discount = act.discount.resources ?? 0;
    // Priced once, on plain data, for the check and the payment (a discount may ask who is strongest), after the
    // checks that need no price.
    const stagesWhy = stagesBlocker(peek(ctx.s), seat, move.stages);
    check(!stagesWhy, stagesWhy!);
    const cost = stagesPrice(peek(ctx.s), seat, move.stages, discount);
    const why = wonderBlocker(peek(ctx.s), seat, move.stages, discount, cost);
    check(!why, why!);
    const d = cardOf(peek(ctx.s).players[seat].wonder!.card, "wonder");
    if (d.stagesPaidWith === "food") payFood(ctx, seat, cost);
    else {
      payResources(ctx, seat, "build-wonder-stage", cost);
      useDiscounts(ctx, seat, ["build-wonder-stage"]);
    }
    addStages(ctx, seat, move.stages);
    act.done();
  },
});
