/**
 * Events (base §16.1): preparing one puts it on the future events deck and scores culture equal to its age; then
 * the current events deck's top card is revealed and resolved — a territory is auctioned (colonize.ts), any other
 * event applies its effects and goes to the past events. When the current deck runs out, the future deck is
 * shuffled, sorted older ages on top, and becomes the current deck.
 */
import type { Seat } from "../../../core/types.ts";
import { appendFresh, peek, shift } from "../../../kit/peek.ts";
import { reveals } from "../../../kit/random.ts";
import { addRule, ListSlot, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { AGE_LEVEL } from "../data/index.ts";
import { ageOf, card, cardOf } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import { playerDraft, seatsFrom, type TtaState } from "../base/state.ts";
import { applyEffects } from "../effects/apply.ts";
import { trigger } from "../effects/triggers.ts";
import { startColonization } from "./colonize.ts";
import { takeOut } from "../base/card-lists.ts";

const AGE_ORDER = ["A", "I", "II", "III"];

/**
 * A power over events (Confucius's, Nostradamus's): whether the seat may prepare military card `id` that is not
 * an event, whether the seat sees the events its rivals prepare, and what a non-event card revealed as the
 * current event does.
 */
export interface EventPower {
  mayPrepare?(s: TtaState, seat: Seat, id: string): boolean;
  seesRivalEvents?(s: TtaState, seat: Seat): boolean;
  nonEventRevealed?(ctx: Ctx, revealer: Seat, id: string): void;
}
const EVENT_POWERS = new ListSlot<EventPower>("event powers");

export function addEventPower(module: RuleModule, power: EventPower) {
  addRule(module, EVENT_POWERS, power);
}

/** Whether the seat may prepare this military card from its hand as an event. */
export function mayPrepare(s: TtaState, seat: Seat, id: string): boolean {
  if (!peek(s).players[seat].military.includes(id)) return false;
  const kind = card(id).kind;
  return kind === "event" || kind === "territory" || rulesInForce().list(EVENT_POWERS).some((p) => p.mayPrepare?.(s, seat, id) ?? false);
}

/** Seats other than `seat` that see the event `seat` prepares. */
const eventSeers = (s: TtaState, seat: Seat): Seat[] =>
  seatsFrom(s, seat).filter((x) => x !== seat && rulesInForce().list(EVENT_POWERS).some((p) => p.seesRivalEvents?.(s, x) ?? false));

export function prepareEvent(ctx: Ctx, seat: Seat, id: string) {
  const s = ctx.s;
  const p = playerDraft(s, seat);
  takeOut(p, "military", id);
  appendFresh(s.futureEvents, id);
  p.culture = peek(p).culture + AGE_LEVEL[ageOf(id)];
  ctx.events.push({ type: "event-prepared", seat, age: ageOf(id), visibleTo: [seat, ...eventSeers(peek(s), seat)], card: id, redacted: { type: "event-prepared", seat, age: ageOf(id) } });
  trigger(ctx, seat, "prepare-event");
  revealEvent(ctx, seat);
}

export function revealEvent(ctx: Ctx, revealer: Seat) {
  const s = ctx.s;
  const id = shift(s.currentEvents);
  if (!id) return;
  reveals(ctx);
  if (!peek(s).currentEvents.length) {
    const next = ctx.rng.shuffle(s.futureEvents);
    s.currentEvents = next.sort((a, b) => AGE_ORDER.indexOf(ageOf(a)) - AGE_ORDER.indexOf(ageOf(b)));
    s.futureEvents = [];
  }
  ctx.events.push({ type: "event-revealed", seat: revealer, card: id });
  if (card(id).kind === "territory") startColonization(ctx, id, revealer);
  else {
    appendFresh(s.pastEvents, id);
    resolveEvent(ctx, id, revealer);
  }
}

/** An event's effects; a non-event military card revealed (prepared with Confucius) does what the event powers say. */
export function resolveEvent(ctx: Ctx, id: string, revealer: Seat) {
  if (card(id).kind !== "event") {
    for (const p of rulesInForce().list(EVENT_POWERS)) p.nonEventRevealed?.(ctx, revealer, id);
    return;
  }
  applyEffects(ctx, cardOf(id, "event").effects, { owner: revealer, card: id });
}
