/**
 * Developing technologies (base §12), changing government peacefully or by revolution (base §13) and playing
 * leaders (base §14.1). Special technologies keep only the highest of each family; tokens a card's symbols add
 * enter and leave the banks with it.
 */
import { z } from "zod";
import type { Seat, Text } from "../../../core/types.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { card, cardOf, tech, workerKind } from "../base/cards.ts";
import { check, defineMove, fireHook, type Ctx } from "../base/flow.ts";
import { civilActionTotal, militaryActionTotal } from "../base/ratings.ts";
import type { TtaState } from "../base/state.ts";
import { cardTokens } from "../base/tokens.ts";
import { text } from "../text/index.ts";
import { trigger } from "../effects/triggers.ts";
import { replaceLeader } from "../effects/leaving.ts";
import { developTags, discountFor, useDiscounts } from "./discounts.ts";
import { beginAction, extraActionDiscount, extraActionFor, payScienceFor, paySciencePoints, spendCivil, tempScience } from "./actions.ts";
import { peek } from "../../../kit/peek.ts";
import { takeOut } from "../base/card-lists.ts";

export const rules = ruleModule("tta-develop");

/** Science to develop `id` from hand (a government: the peaceful change's cost). */
export function developCost(id: string): number {
  const c = card(id);
  if (c.kind === "technology") return c.scienceCost;
  if (c.kind === "government") return c.peacefulCost ?? 0;
  return Infinity;
}

/**
 * A power that changes developing from hand (wonders, pacts): science off the price of `id`, or why it cannot be
 * developed now.
 */
export interface DevelopPower {
  discount?(s: TtaState, seat: Seat, id: string): number;
  blocker?(s: TtaState, seat: Seat, id: string): Text | null;
}
const DEVELOP_POWERS = new ListSlot<DevelopPower>("develop powers");

export function addDevelopPower(module: RuleModule, power: DevelopPower) {
  addRule(module, DEVELOP_POWERS, power);
}

/** A power that has the seat's revolution spend all its military actions instead of its civil ones (Robespierre). */
export type MilitaryRevolution = (s: TtaState, seat: Seat) => boolean;
const MILITARY_REVOLUTIONS = new ListSlot<MilitaryRevolution>("military revolutions");

export function addMilitaryRevolution(module: RuleModule, power: MilitaryRevolution) {
  addRule(module, MILITARY_REVOLUTIONS, power);
}

const revolutionPaysMilitary = (s: TtaState, seat: Seat): boolean => rulesInForce().list(MILITARY_REVOLUTIONS).some((power) => power(s, seat));

/** Science the seat pays to develop `id` now, with leaders', powers' and the card's discounts. */
export function developPrice(s: TtaState, seat: Seat, id: string, discount = 0): number {
  const leader = card(id).kind === "technology" ? discountFor(s, seat, developTags(id), id).science + extraActionDiscount(s, seat, id, "science") : 0;
  let powers = 0;
  for (const pw of rulesInForce().list(DEVELOP_POWERS)) if (pw.discount) powers += pw.discount(s, seat, id);
  return Math.max(0, developCost(id) - discount - leader - powers);
}

/** Why `id` is no card the seat could develop, whatever it pays (not in hand, not a technology), or null. */
function developCardBlocker(s: TtaState, seat: Seat, id: string) {
  if (!s.players[seat].hand.includes(id)) return text("tta.no.notInHand", { card: id });
  const kind = card(id).kind;
  if (kind !== "technology" && kind !== "government") return text("tta.no.notTechnology", { card: id });
  return null;
}

/** Why `seat` cannot develop `id` now, or null; `price`: its `developPrice`, when the caller has it. */
export function developBlocker(s: TtaState, seat: Seat, id: string, discount = 0, price?: number) {
  const why = developCardBlocker(s, seat, id);
  if (why) return why;
  const p = s.players[seat];
  const c = card(id);
  const cost = price ?? developPrice(s, seat, id, discount);
  if (p.science + (c.kind === "technology" ? tempScience(p, id) : 0) < cost) return text("tta.no.science", { n: cost });
  for (const pw of rulesInForce().list(DEVELOP_POWERS)) {
    const why = pw.blocker?.(s, seat, id);
    if (why) return why;
  }
  return null;
}

/**
 * After a card in play changes the action totals (base §13): actions gained are usable at once; when a total
 * drops, the tokens given back are spent ones first.
 */
function adjustActions(ctx: Ctx, seat: Seat, before: { civil: number; military: number }) {
  const p = ctx.s.players[seat];
  const civilDrop = before.civil - civilActionTotal(ctx.s, seat);
  if (civilDrop > 0) p.civilSpent = Math.max(0, p.civilSpent - civilDrop);
  const militaryDrop = before.military - militaryActionTotal(ctx.s, seat);
  if (militaryDrop > 0) p.militarySpent = Math.max(0, p.militarySpent - militaryDrop);
}

const actionTotals = (s: TtaState, seat: Seat) => ({ civil: civilActionTotal(s, seat), military: militaryActionTotal(s, seat) });

/** Puts a technology from hand into play. */
export function putInPlay(ctx: Ctx, seat: Seat, id: string) {
  const p = ctx.s.players[seat];
  const before = actionTotals(ctx.s, seat);
  takeOut(p, "hand", id);
  const c = card(id);
  if (c.kind === "government") {
    cardTokens(p, cardOf(p.government, "government").bonus, -1);
    p.government = id;
    cardTokens(p, c.bonus, 1);
  } else if (workerKind(tech(id))) p.techs.push({ card: id, workers: 0, blue: 0 });
  else {
    const d = tech(id);
    const same = p.specials.find((x) => tech(x).family === d.family);
    if (same) {
      for (const e of tech(same).effects) if (e.kind === "yields") cardTokens(p, e.yields, -1);
      p.specials = p.specials.filter((x) => x !== same);
    }
    p.specials.push(id);
    for (const e of d.effects) if (e.kind === "yields") cardTokens(p, e.yields, 1);
  }
  adjustActions(ctx, seat, before);
  ctx.events.push({ type: "developed", seat, card: id });
}

export function develop(ctx: Ctx, seat: Seat, id: string) {
  const extra = card(id).kind === "technology" ? extraActionFor(ctx.s, seat, id) : null;
  const act = beginAction(ctx, seat, "develop", extra ? "free" : "civil");
  const discount = act.discount.science ?? 0;
  // Priced once, on plain data, for the check and the payment (a price reads leaders', wonders' and rivals' boards),
  // after the checks that need none.
  const cardWhy = developCardBlocker(peek(ctx.s), seat, id);
  check(!cardWhy, cardWhy!);
  const price = developPrice(peek(ctx.s), seat, id, discount);
  const why = developBlocker(peek(ctx.s), seat, id, discount, price);
  check(!why, why!);
  if (card(id).kind === "technology") {
    payScienceFor(ctx, seat, id, price);
    useDiscounts(ctx, seat, developTags(id), id);
    extra?.use(ctx, seat);
  } else paySciencePoints(ctx, seat, price);
  putInPlay(ctx, seat, id);
  act.done();
  trigger(ctx, seat, "develop-technology");
  ctx.s.players[seat].powers.developed++;
  fireHook(ctx, "developed", { seat, card: id });
}

defineMove<{ type: "develop"; card: string }>(rules, "develop", {
  schema: z.object({ type: z.literal("develop"), card: z.string().max(60) }),
  apply(ctx, seat, move) {
    develop(ctx, seat, move.card);
  },
});

export function revolutionBlocker(s: TtaState, seat: Seat, id: string) {
  const p = s.players[seat];
  if (!p.hand.includes(id)) return text("tta.no.notInHand", { card: id });
  if (card(id).kind !== "government") return text("tta.no.notGovernment", { card: id });
  // Robespierre's seat pays with its military actions instead (a military revolution).
  const military = revolutionPaysMilitary(s, seat);
  if (military ? p.militarySpent > 0 : p.civilSpent > 0) return text(military ? "tta.no.militaryRevolution" : "tta.no.revolution");
  const cost = cardOf(id, "government").revolutionCost ?? 0;
  if (p.science < cost) return text("tta.no.science", { n: cost });
  return null;
}

defineMove<{ type: "revolution"; card: string }>(rules, "revolution", {
  schema: z.object({ type: z.literal("revolution"), card: z.string().max(60) }),
  apply(ctx, seat, move) {
    const why = revolutionBlocker(peek(ctx.s), seat, move.card);
    check(!why, why!);
    paySciencePoints(ctx, seat, cardOf(move.card, "government").revolutionCost ?? 0);
    const military = revolutionPaysMilitary(ctx.s, seat);
    putInPlay(ctx, seat, move.card);
    // Every civil action is used, the new government's too (base §13); Robespierre's seat uses the military ones.
    const p = ctx.s.players[seat];
    if (military) p.militarySpent = militaryActionTotal(ctx.s, seat) + p.extraMilitary;
    else p.civilSpent = civilActionTotal(ctx.s, seat);
    ctx.events.push({ type: "revolution", seat, card: move.card });
    trigger(ctx, seat, "declare-revolution");
  },
});

defineMove<{ type: "play-leader"; card: string }>(rules, "play-leader", {
  schema: z.object({ type: z.literal("play-leader"), card: z.string().max(60) }),
  apply(ctx, seat, move) {
    const p = ctx.s.players[seat];
    check(peek(p).hand.includes(move.card) && card(move.card).kind === "leader", text("tta.no.notInHand", { card: move.card }));
    spendCivil(ctx, seat, 1);
    const before = actionTotals(ctx.s, seat);
    takeOut(p, "hand", move.card);
    if (p.leader) replaceLeader(ctx, seat);
    p.leader = move.card;
    cardTokens(p, cardOf(move.card, "leader").bonus, 1);
    adjustActions(ctx, seat, before);
    ctx.events.push({ type: "leader", seat, card: move.card });
  },
});
