/**
 * Leaders' and wonders' powers that fire on an event of the seat's turn ("each time you develop a technology,
 * score 3 culture"): gains, refunded civil actions, Saladin's choice; Eleanor's and Nostradamus's powers on
 * preparing an event, Eleanor's culture for discards, Mandela's culture at the end of the turn.
 */
import type { Seat } from "../../../core/types.ts";
import type { Trigger } from "../data/index.ts";
import type { Ctx } from "../base/flow.ts";
import { applyEffect } from "../effects/apply.ts";
import { whoIs } from "../effects/who.ts";
import { drawMilitary } from "../base/military-deck.ts";
import { leaderEffect, powers } from "../base/in-play.ts";
import { askSaladin } from "./saladin.ts";
import { mandelaCulture } from "./mandela.ts";
import { offerPay } from "./steve-jobs.ts";

/** Resources for some actions each turn (Homer: 1 for military units), at the start of the seat's turn. */
export function turnResources(ctx: Ctx, seat: Seat) {
  const p = ctx.s.players[seat];
  for (const e of powers(ctx.s, seat)) {
    if (e.kind === "restricted-resources" && e.per === "turn") p.temp.push({ amount: e.resources.amount, for: [...e.resources.for] });
  }
}

export function trigger(ctx: Ctx, seat: Seat, name: Trigger) {
  if (name === "prepare-event") eventPrepared(ctx, seat);
  if (name === "discard-excess-military") militaryDiscarded(ctx, seat);
  if (name === "end-of-turn") mandelaCulture(ctx, seat);
  for (const e of powers(ctx.s, seat)) {
    if (e.kind !== "on" || e.trigger !== name) continue;
    if (e.condition === "among-two-strongest" && !whoIs(ctx.s, "two-strongest", seat, true).includes(seat)) continue;
    if (e.condition === "not-among-two-weakest" && whoIs(ctx.s, "two-weakest", seat, true).includes(seat)) continue;
    const then = e.then;
    if (then.kind === "gain") applyEffect(ctx, then, { owner: seat, card: ctx.s.players[seat].leader ?? "" });
    else if (then.kind === "until-next-choice") askSaladin(ctx, seat);
    else if (then.kind === "optional-pay") offerPay(ctx, seat, then.pay, then.gain);
    else if (then.kind === "refund-civil-actions" && typeof then.count === "number") {
      const p = ctx.s.players[seat];
      p.civilSpent = Math.max(0, p.civilSpent - then.count);
    }
  }
}

/** Eleanor of Aquitaine draws military cards, Nostradamus scores culture, for each event the seat prepares. */
function eventPrepared(ctx: Ctx, seat: Seat) {
  const eleanor = leaderEffect(ctx.s, seat, "eleanor");
  if (eleanor) drawMilitary(ctx.s, ctx.rng, seat, eleanor.drawPerPreparedEvent);
  const nostradamus = leaderEffect(ctx.s, seat, "nostradamus");
  if (nostradamus) ctx.s.players[seat].culture += nostradamus.culturePerPreparedEvent;
}

/** Eleanor of Aquitaine: culture for each military card discarded down to the hand limit at the end of the turn. */
function militaryDiscarded(ctx: Ctx, seat: Seat) {
  const eleanor = leaderEffect(ctx.s, seat, "eleanor");
  if (eleanor) ctx.s.players[seat].culture += eleanor.culturePerDiscard;
}
