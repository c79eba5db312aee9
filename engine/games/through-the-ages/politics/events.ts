/**
 * Events (base §16.1): preparing one puts it on the future events deck and scores culture equal to its age; then
 * the current events deck's top card is revealed and resolved — a territory is auctioned (colonize.ts), any other
 * event applies its effects and goes to the past events. When the current deck runs out, the future deck is
 * shuffled, sorted older ages on top, and becomes the current deck.
 */
import type { Seat } from "../../../core/types.ts";
import { AGE_LEVEL } from "../data/index.ts";
import { ageOf, card, cardOf } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import { applyEffects } from "../effects/apply.ts";
import { trigger } from "../effects/triggers.ts";
import { eventSeers } from "../powers/nostradamus.ts";
import { nonEventRevealed } from "../powers/confucius.ts";
import { startColonization } from "./colonize.ts";

const AGE_ORDER = ["A", "I", "II", "III"];

export function prepareEvent(ctx: Ctx, seat: Seat, id: string) {
  const s = ctx.s;
  const p = s.players[seat];
  p.military.splice(p.military.indexOf(id), 1);
  s.futureEvents.push(id);
  p.culture += AGE_LEVEL[ageOf(id)];
  ctx.events.push({ type: "event-prepared", seat, age: ageOf(id), visibleTo: [seat, ...eventSeers(s, seat)], card: id, redacted: { type: "event-prepared", seat, age: ageOf(id) } });
  trigger(ctx, seat, "prepare-event");
  revealEvent(ctx, seat);
}

export function revealEvent(ctx: Ctx, revealer: Seat) {
  const s = ctx.s;
  const id = s.currentEvents.shift();
  if (!id) return;
  if (!s.currentEvents.length) {
    const next = ctx.rng.shuffle(s.futureEvents);
    s.currentEvents = next.sort((a, b) => AGE_ORDER.indexOf(ageOf(a)) - AGE_ORDER.indexOf(ageOf(b)));
    s.futureEvents = [];
  }
  ctx.events.push({ type: "event-revealed", seat: revealer, card: id });
  if (card(id).kind === "territory") startColonization(ctx, id, revealer);
  else {
    s.pastEvents.push(id);
    resolveEvent(ctx, id, revealer);
  }
}

/** An event's effects; a non-event military card revealed (prepared with Confucius) gives everyone science. */
export function resolveEvent(ctx: Ctx, id: string, revealer: Seat) {
  if (card(id).kind !== "event") return nonEventRevealed(ctx, revealer);
  applyEffects(ctx, cardOf(id, "event").effects, { owner: revealer, card: id });
}
