/**
 * Leaders' and wonders' powers that fire on an event of the seat's turn ("each time you develop a technology,
 * score 3 culture"): gains and refunded civil actions from the cards' "on" effects, and whatever a power module
 * adds through the slots below (Saladin's choice, Steve Jobs's offer, Eleanor's and Nostradamus's powers on
 * preparing an event, Mandela's culture at the end of the turn).
 */
import type { Seat } from "../../../core/types.ts";
import { peek } from "../../../kit/peek.ts";
import { addRule, KeyedSlot, ListSlot, putRule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import type { Effect, Trigger } from "../data/index.ts";
import type { Ctx } from "../base/flow.ts";
import { powers } from "../base/in-play.ts";
import { applyEffect } from "./apply.ts";
import { whoIs } from "./who.ts";

/** A power of the seat's leader or wonders that acts when `name` fires, before the cards' "on" effects. */
export type TriggerPower = (ctx: Ctx, seat: Seat, name: Trigger) => void;
const TRIGGER_POWERS = new ListSlot<TriggerPower>("trigger powers");

export function addTriggerPower(module: RuleModule, power: TriggerPower) {
  addRule(module, TRIGGER_POWERS, power);
}

/** What an "on" effect's `then` of one kind does, beyond gains and refunds (Saladin's choice, Steve Jobs's trade). */
export type Triggered<K extends Effect["kind"]> = (ctx: Ctx, seat: Seat, then: Extract<Effect, { kind: K }>) => void;
const TRIGGERED = new KeyedSlot<(ctx: Ctx, seat: Seat, then: Effect) => void>("triggered effects");

export function putTriggered<K extends Effect["kind"]>(module: RuleModule, kind: K, then: Triggered<K>) {
  putRule(module, TRIGGERED, kind, then as (ctx: Ctx, seat: Seat, then: Effect) => void);
}

/** Resources for some actions each turn (Homer: 1 for military units), at the start of the seat's turn. */
export function turnResources(ctx: Ctx, seat: Seat) {
  const p = ctx.s.players[seat];
  for (const e of powers(ctx.s, seat)) {
    if (e.kind === "restricted-resources" && e.per === "turn") p.temp.push({ amount: e.resources.amount, for: [...e.resources.for] });
  }
}

export function trigger(ctx: Ctx, seat: Seat, name: Trigger) {
  const book = rulesInForce();
  for (const power of book.list(TRIGGER_POWERS)) power(ctx, seat, name);
  // Looked for on plain data: most triggers find no power, and need no draft of the player.
  for (const e of powers(peek(ctx.s), seat)) {
    if (e.kind !== "on" || e.trigger !== name) continue;
    if (e.condition === "among-two-strongest" && !whoIs(ctx.s, "two-strongest", seat, true).includes(seat)) continue;
    if (e.condition === "not-among-two-weakest" && whoIs(ctx.s, "two-weakest", seat, true).includes(seat)) continue;
    const then = e.then;
    if (then.kind === "gain") applyEffect(ctx, then, { owner: seat, card: ctx.s.players[seat].leader ?? "" });
    else if (then.kind === "refund-civil-actions") {
      if (typeof then.count !== "number") continue;
      const p = ctx.s.players[seat];
      p.civilSpent = Math.max(0, p.civilSpent - then.count);
    } else book.get(TRIGGERED, then.kind)?.(ctx, seat, then);
  }
}
