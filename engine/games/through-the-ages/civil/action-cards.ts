/**
 * Action (yellow) cards (base §15, seed L289-304): 1 civil action, never in the turn the card was taken. A card
 * that orders an action leaves it pending (the "perform" frame): the seat performs it without paying an action,
 * with the card's discount, and then scores the card's gain. It cannot be played when the order cannot be done.
 */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { cardOf, card } from "../base/cards.ts";
import { check, defineFrame, defineMove, pop, push, type Ctx } from "../base/flow.ts";
import { civilLeft } from "../base/ratings.ts";
import { playerDraft, type TtaState } from "../base/state.ts";
import type { Amounts, Effect, Good, PlayerCount } from "../data/index.ts";
import { text } from "../text/index.ts";
import { applyEffect, gainGood } from "../effects/apply.ts";
import { count } from "../effects/counters.ts";
import { activeCount } from "../base/state.ts";
import { spendCivil, type PerformFrame } from "./actions.ts";
import { orderedMoves } from "./options.ts";
import { peek } from "../../../kit/peek.ts";
import { takeOut } from "../base/card-lists.ts";

export const rules = ruleModule("tta-action-cards");

/**
 * A power that lets an action card taken this turn be played in the same turn (Harvard College): whether it
 * allows it now, and marking it used when it did.
 */
export interface PlayTakenPower {
  allows(s: TtaState, seat: Seat): boolean;
  used(ctx: Ctx, seat: Seat): void;
}
const PLAY_TAKEN_POWERS = new ListSlot<PlayTakenPower>("play-taken powers");

export function addPlayTakenPower(module: RuleModule, power: PlayTakenPower) {
  addRule(module, PLAY_TAKEN_POWERS, power);
}

const playTakenPower = (s: TtaState, seat: Seat) => rulesInForce().list(PLAY_TAKEN_POWERS).find((x) => x.allows(s, seat));

/** A power that improves the action card being played: how much more of each bonus it gives (Silk Road), marked used. */
export type ImprovePower = (ctx: Ctx, seat: Seat) => number;
const IMPROVE_POWERS = new ListSlot<ImprovePower>("action card improvements");

export function addImprovePower(module: RuleModule, power: ImprovePower) {
  addRule(module, IMPROVE_POWERS, power);
}

const plus = (a: Amounts, by: number): Amounts => Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v ? v + by : v]));

/** The action card effect with `by` more of each bonus (restricted resources and per-civilization gains: by the caller). */
function improved(e: Effect, by: number): Effect {
  if (!by) return e;
  switch (e.kind) {
    case "perform": return { ...e, discount: plus(e.discount, by), after: plus(e.after, by) };
    case "extra-military-actions": return { ...e, count: e.count + by };
    case "gain": return { ...e, amounts: plus(e.amounts, by) };
    default: return e;
  }
}

export function actionCardBlocker(s: TtaState, seat: Seat, id: string) {
  const p = s.players[seat];
  if (!p.hand.includes(id) || card(id).kind !== "action") return text("tta.no.notInHand", { card: id });
  if (p.takenThisTurn.includes(id) && !playTakenPower(s, seat)) return text("tta.no.justTaken");
  if (civilLeft(s, seat) < 1) return text("tta.no.civilActions", { n: 1 });
  for (const e of cardOf(id, "action").effects) {
    if (e.kind === "perform" && !orderedMoves(s, seat, e.action, e.discount, 1).length) return text("tta.no.cannotPerform", { card: id });
  }
  return null;
}

function play(ctx: Ctx, seat: Seat, id: string) {
  const p = ctx.s.players[seat];
  const silk = rulesInForce().list(IMPROVE_POWERS).reduce((n, power) => n + power(ctx, seat), 0);
  for (const printed of cardOf(id, "action").effects) {
    const e = improved(printed, silk);
    if (e.kind === "perform") push(ctx, { kind: "perform", seat, card: id, action: e.action, discount: { ...e.discount }, after: { ...e.after }, optional: false } satisfies PerformFrame);
    else if (e.kind === "extra-military-actions") p.extraMilitary += e.count;
    else if (e.kind === "restricted-resources") {
      const times = e.per === "stronger-civilization" ? count(ctx.s, seat, "stronger-civilization") ?? 0 : 1;
      const amount = (e.scale ? e.scale[Math.max(2, activeCount(ctx.s)) as PlayerCount] : e.resources.amount) * times + silk;
      if (amount > 0) p.temp.push({ amount, for: [...e.resources.for] });
    } else {
      applyEffect(ctx, e, { owner: seat, card: id });
      if (e.kind === "gain-per") gainGood(ctx, seat, e.good as Good, silk);
    }
  }
}

defineMove<{ type: "play-action"; card: string }>(rules, "play-action", {
  schema: z.object({ type: z.literal("play-action"), card: z.string().max(60) }),
  apply(ctx, seat, move) {
    const why = actionCardBlocker(peek(ctx.s), seat, move.card);
    check(!why, why!);
    spendCivil(ctx, seat, 1);
    if (peek(ctx.s).players[seat].takenThisTurn.includes(move.card)) playTakenPower(ctx.s, seat)!.used(ctx, seat);
    takeOut(playerDraft(ctx.s, seat), "hand", move.card);
    ctx.events.push({ type: "action-card", seat, card: move.card });
    play(ctx, seat, move.card);
  },
});

const PERFORM_MOVES = ["build", "upgrade", "develop", "increase-population", "build-wonder", "decline-order", "event-revolution"];

defineFrame<PerformFrame>(rules, "perform", {
  moves: PERFORM_MOVES,
  prompt: (_s, f) => ({ kind: "turn", seat: f.seat, id: "perform", label: text("tta.prompt.perform", { card: f.card }), moveTypes: PERFORM_MOVES }),
  legal: (s, f) => [...orderedMoves(s, f.seat, f.action, f.discount), ...(f.optional ? [{ type: "decline-order" }] : [])],
});

defineMove<{ type: "decline-order" }>(rules, "decline-order", {
  schema: z.object({ type: z.literal("decline-order") }),
  apply(ctx, _seat, _move, frame) {
    check((frame as PerformFrame).optional, text("tta.no.perform"));
    pop(ctx, frame);
  },
});
