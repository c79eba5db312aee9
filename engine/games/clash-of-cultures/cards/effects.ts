/**
 * The action ("upper") halves of the action cards (catalog §4.2, card texts in data/action-cards.ts): for
 * each of the 21 types, when it may be played and what it does. cards/action-cards.ts plays a card (timing, cost,
 * discard) and then calls `start`; effects that need decisions push a "card-play" frame and resolve the
 * choices in `choose`. This file holds the framework and the advance-related cards; cards/board-effects.ts
 * the cards that act on the map, moods and hands.
 */
import type { PromptOption, Seat, Text } from "../../../core/types.ts";
import type { ActionTypeId, AdvanceId, AdvanceCategoryId } from "../data/index.ts";
import { advanceCost, advancePayer, takeableAdvances } from "../actions/advance.ts";
import { gainAdvance } from "../base/gain-advance.ts";
import { takeableAdvanceSet } from "../rules/advance-rules.ts";
import { actionCardDef, advanceDef, isBaseAdvance } from "../base/catalog.ts";
import { discardCard } from "../base/decks.ts";
import { check, emit, fireHook, onHook, pop, push, type Ctx } from "../base/flow.ts";
import { queueFrames } from "./objectives.ts";
import { playersInRange } from "./objective-checks.ts";
import { player } from "../base/queries.ts";
import { shareInQuery } from "../turn/turn.ts";
import { canAfford, effectiveCost, gain, pay, paymentMatches, suggestPayment } from "../base/resources.ts";
import type { CocState, Frame, Owner, Payment, PlayerState } from "../base/state.ts";
import { KeyedSlot, putRule, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";
import { assignFresh, peek } from "../../../kit/peek.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("cards/effects");

// ---- framework ------------------------------------------------------------------------------------

/** A card effect waiting for its player's choices. Plain JSON; secrets in `private[seat]`. */
export interface CardFrame extends Frame {
  kind: "card-play";
  seat: Seat;
  /** The card played (public: a played card is laid face up). Null for reactions whose card is still hidden. */
  card: string | null;
  effect: ActionTypeId;
  step: string;
  /** The player who played the card (the frame's seat may be another player answering). */
  player: Seat;
  data: Record<string, unknown>;
  private?: Record<number, unknown>;
}

export interface CardOption {
  value: string;
  label: Text;
  /** The payment this choice needs (suggested for bots; the player may send their own). */
  payment?: Payment;
}

export interface CardEffect {
  /** Why the card's conditions are not met now (cost and timing aside), or null. */
  blocker(s: CocState, seat: Seat): Text | null;
  /** Applies the effect once the card is paid and discarded; may push a CardFrame. */
  start(ctx: Ctx, seat: Seat, card: string): void;
  /** The choices at the frame's current step. */
  options?(s: CocState, f: CardFrame): CardOption[];
  /** Whether the frame's seat may decline at this step. */
  optional?(s: CocState, f: CardFrame): boolean;
  /** Applies a choice (`value` is one of the options, or null to decline); pops the frame when done. */
  choose?(ctx: Ctx, f: CardFrame, value: string | null, payment: Payment | undefined): void;
  /** The prompt's text at the frame's current step. */
  label?(s: CocState, f: CardFrame): Text;
}

const EFFECTS = new KeyedSlot<CardEffect>("action card effects");

export function defineCardEffect(module: RuleModule, id: ActionTypeId, effect: CardEffect) {
  putRule(module, EFFECTS, id, effect);
}

/** What playing an action card of type `id` does (undefined: the card has only its rules-text effect elsewhere). */
export function cardEffectOf(id: ActionTypeId): CardEffect | undefined {
  return rulesInForce().get(EFFECTS, id);
}

export function cardFrame(seat: Seat, card: string | null, effect: ActionTypeId, step: string, data: Record<string, unknown> = {}): CardFrame {
  return { kind: "card-play", seat, card, effect, step, player: seat, data };
}

export function advanceLabel(a: string): Text {
  return text(`coc.advance.${a}`);
}

export function seatLabel(seat: Seat): Text {
  return text("coc.seat", { seat });
}

export function hexLabel(hex: string): Text {
  return text("coc.hex", { hex });
}

/** What a card's option is, for the refusal of one that is not offered. */
type OptionKind = "choice" | "advance" | "city" | "player" | "region" | "orientation" | "building" | "swap" | "exchange" | "armyMove";

/** Requires `value` to be one of the step's options; returns that option. */
export function option(options: CardOption[], value: string | null, what: OptionKind = "choice"): CardOption {
  const o = value === null ? undefined : options.find((x) => x.value === value);
  check(o, text("coc.err.optionNotAvailable", { what }));
  return o;
}

/** Pays `cost` with the player's payment, or the suggested one (effective cost rules applied). */
export function payCost(ctx: Ctx, seat: Seat, cost: Parameters<typeof pay>[2], payment: Payment | undefined, what: string) {
  const p = player(ctx.s, seat);
  const eff = effectiveCost(ctx.s, seat, cost);
  const pm = payment ?? suggestPayment(p, eff);
  check(pm, text("coc.err.cannotPayFor", { what }));
  pay(ctx, p, cost, pm, what);
}

// ---- advances ---------------------------------------------------------------------------------------

/** Base advances `seat` may take now (prerequisites, government). */
export { takeableAdvances };

/**
 * Gains an advance without using an event-tracker cube (Quick Advance, Inspiration, Synergies, New
 * Ideas, Teach Us, Technology Trade): the tracker is topped up by one first, so gainAdvance's cube
 * comes from the personal supply instead and no event can trigger.
 */
export function gainAdvanceWithoutCube(ctx: Ctx, seat: Seat, advance: AdvanceId) {
  player(ctx.s, seat).eventTracker++;
  gainAdvance(ctx, seat, advance);
}

/** The payment `seat` would make for an advance now (suggested), or null when unaffordable; make one per query. */
function advancePayment(s: CocState, seat: Seat, p: PlayerState = player(s, seat)): (advance: AdvanceId) => Payment | null {
  return advancePayer(s, seat, (cost) => suggestPayment(p, effectiveCost(s, seat, cost)));
}

/** Buys an advance at its normal price with the player's payment (Synergies, New Ideas). */
function buyAdvance(ctx: Ctx, seat: Seat, advance: AdvanceId, payment: Payment) {
  const cost = advanceCost(ctx.s, seat, advance);
  pay(ctx, player(ctx.s, seat), cost, payment, advance);
  gainAdvanceWithoutCube(ctx, seat, advance);
  fireHook(ctx, "advance-bought", { seat, advance, payment, cost });
}

/** The options for `advances` (those `payment` finds a payment for, when given); at most `limit` of them. */
function advanceOptions(advances: Iterable<string>, payment?: (a: AdvanceId) => Payment | null, limit = Infinity): CardOption[] {
  const out: CardOption[] = [];
  for (const a of advances) {
    if (out.length >= limit) break;
    if (!payment) { out.push({ value: a, label: advanceLabel(a) }); continue; }
    const pm = payment(a as AdvanceId);
    if (pm) out.push({ value: a, label: advanceLabel(a), payment: pm });
  }
  return out;
}

// Quick Advance: 1 advance for free, no event-tracker cube.
defineCardEffect(rules, "quick-advance", {
  blocker: (s, seat) => (takeableAdvances(s, seat).length ? null : text("coc.err.noAdvanceAvailable")),
  start(ctx, seat, card) {
    push(ctx, cardFrame(seat, card, "quick-advance", "advance"));
  },
  options: (s, f) => advanceOptions(takeableAdvances(s, f.seat)),
  label: () => text("coc.card.quickAdvance"),
  choose(ctx, f, value) {
    const o = option(this.options!(ctx.s, f), value, "advance");
    pop(ctx, f);
    gainAdvanceWithoutCube(ctx, f.seat, o.value as AdvanceId);
  },
});

/** Advances owned by other players within `range` of `seat` that `seat` may take, by owner. */
export function neighbourAdvances(s: CocState, seat: Seat, range: number): { owner: Seat; advance: AdvanceId }[] {
  const out: { owner: Seat; advance: AdvanceId }[] = [];
  // The players in range first: their search is kept per units record (playersInRange) and mostly finds no one, where
  // the advances to take would be looked up in every other player's list, state after state.
  const near = playersInRange(s, seat, range);
  if (!near.length) return out;
  // Base advances only: another player's civilization advances are never among them.
  const takeable = takeableAdvanceSet(s, seat);
  for (const other of near) {
    for (const a of player(s, other).advances) if (takeable.has(a)) out.push({ owner: other, advance: a as AdvanceId });
  }
  return out;
}

const INSPIRATION_RANGE = 2;

/** What Inspiration and Technology Trade offer: their conditions share it within one query (shareInQuery). */
const inspirationAdvances = (s: CocState, seat: Seat) => neighbourAdvances(s, seat, INSPIRATION_RANGE);
/** Both cards need a neighbour's advance to take. */
const noNeighbourAdvance = (s: CocState, seat: Seat) =>
  (shareInQuery(s, seat, inspirationAdvances).length ? null : text("coc.err.noPlayerWithin2"));

// Inspiration: for free, an advance of a player with a unit or city within 2 spaces of yours.
defineCardEffect(rules, "inspiration", {
  blocker: noNeighbourAdvance,
  start(ctx, seat, card) {
    push(ctx, cardFrame(seat, card, "inspiration", "advance"));
  },
  options: (s, f) => advanceOptions(new Set(neighbourAdvances(s, f.seat, INSPIRATION_RANGE).map((x) => x.advance))),
  label: () => text("coc.card.inspiration"),
  choose(ctx, f, value) {
    const o = option(this.options!(ctx.s, f), value, "advance");
    pop(ctx, f);
    gainAdvanceWithoutCube(ctx, f.seat, o.value as AdvanceId);
  },
});

// New Ideas (as an action): 1 advance at its normal price, no cube, then 2 ideas.
defineCardEffect(rules, "new-ideas", {
  blocker: (s, seat) => (takeableAdvances(s, seat).some(advancePayment(s, seat)) ? null : text("coc.err.cannotAffordAnyAdvance")),
  start(ctx, seat, card) {
    push(ctx, cardFrame(seat, card, "new-ideas", "advance"));
  },
  options: (s, f) => advanceOptions(takeableAdvances(s, f.seat), advancePayment(s, f.seat)),
  label: () => text("coc.card.newIdeas"),
  choose(ctx, f, value, payment) {
    const o = option(this.options!(ctx.s, f), value, "advance");
    pop(ctx, f);
    buyAdvance(ctx, f.seat, o.value as AdvanceId, payment ?? o.payment!);
    gain(ctx, player(ctx.s, f.seat), { ideas: 2 }, "card:new-ideas");
  },
});

// ---- Synergies: 2 advances of one category, each at its normal price, no cubes ---------------------

function minus(p: PlayerState, pm: Payment): PlayerState {
  return {
    ...p,
    resources: { food: p.resources.food - (pm.food ?? 0), wood: p.resources.wood - (pm.wood ?? 0), ore: p.resources.ore - (pm.ore ?? 0), ideas: p.resources.ideas - (pm.ideas ?? 0), gold: p.resources.gold - (pm.gold ?? 0) },
    moodTokens: p.moodTokens - (pm.mood ?? 0),
    cultureTokens: p.cultureTokens - (pm.culture ?? 0),
    advances: p.advances,
  };
}

/** Whether a second advance is possible after taking `first` (same category, prerequisites counting `first`, affordable). */
function hasSynergySecond(s: CocState, seat: Seat, first: AdvanceId, afterPayment: Payment, category: AdvanceCategoryId): boolean {
  const p = player(s, seat);
  const hypothetical: CocState = { ...s, players: s.players.map((x) => (x.seat === seat ? { ...minus(p, afterPayment), advances: [...p.advances, first] } : x)) };
  const after = hypothetical.players[seat];
  return advanceOptions(takeableAdvances(hypothetical, seat, category), advancePayment(hypothetical, seat, after), 1).length > 0;
}

/** The first advances of a Synergies play (at most `limit`: the card's condition needs only one). */
function synergyFirsts(s: CocState, seat: Seat, limit = Infinity): CardOption[] {
  const paymentFor = advancePayment(s, seat);
  return advanceOptions(takeableAdvances(s, seat), (a) => {
    const pm = paymentFor(a);
    return pm && hasSynergySecond(s, seat, a, pm, advanceDef(a).category) ? pm : null;
  }, limit);
}

defineCardEffect(rules, "synergies", {
  blocker: (s, seat) => (synergyFirsts(s, seat, 1).length ? null : text("coc.err.noCategoryHasTwo")),
  start(ctx, seat, card) {
    push(ctx, cardFrame(seat, card, "synergies", "first"));
  },
  options(s, f) {
    if (f.step === "first") return synergyFirsts(s, f.seat);
    const category = f.data.category as AdvanceCategoryId;
    return advanceOptions(takeableAdvances(s, f.seat, category), advancePayment(s, f.seat));
  },
  label: (_s, f) => (f.step === "first"
    ? text("coc.card.synergies.first")
    : text("coc.card.synergies.second")),
  choose(ctx, f, value, payment) {
    const o = option(this.options!(ctx.s, f), value, "advance");
    const advance = o.value as AdvanceId;
    const pm = payment ?? o.payment!;
    if (f.step === "first") {
      const category = advanceDef(advance).category;
      check(paymentMatches(effectiveCost(ctx.s, f.seat, advanceCost(ctx.s, f.seat, advance)), pm) && canAfford(player(ctx.s, f.seat), pm), text("coc.err.paymentMismatch", { what: advance }));
      check(hasSynergySecond(ctx.s, f.seat, advance, pm, category), text("coc.err.afterPaymentCouldNot"));
      f.step = "second";
      f.data.category = category;
      buyAdvance(ctx, f.seat, advance, pm);
      return;
    }
    pop(ctx, f);
    buyAdvance(ctx, f.seat, advance, pm);
  },
});

// ---- Technology Trade: take one of a neighbour's advances, then they take one of yours -------------

defineCardEffect(rules, "technology-trade", {
  blocker: noNeighbourAdvance,
  start(ctx, seat, card) {
    push(ctx, cardFrame(seat, card, "technology-trade", "take"));
  },
  options(s, f) {
    if (f.step === "take") {
      return neighbourAdvances(s, f.seat, INSPIRATION_RANGE).map((x) => ({
        value: `${x.owner}:${x.advance}`, label: text("coc.card.techTrade.option", { seat: x.owner, advance: x.advance }),
      }));
    }
    // The partner takes one of the card player's advances.
    const takeable = new Set(takeableAdvances(s, f.seat));
    return advanceOptions(player(s, f.player).advances.filter((a) => takeable.has(a as AdvanceId)));
  },
  optional: (_s, f) => f.step === "give",
  label: (_s, f) => (f.step === "take"
    ? text("coc.card.techTrade.take")
    : text("coc.card.techTrade.give")),
  choose(ctx, f, value) {
    if (f.step === "take") {
      const o = option(this.options!(ctx.s, f), value, "advance");
      const [owner, advance] = [Number(o.value.slice(0, o.value.indexOf(":"))), o.value.slice(o.value.indexOf(":") + 1) as AdvanceId];
      f.step = "give";
      f.seat = owner;
      gainAdvanceWithoutCube(ctx, f.player, advance);
      // Nothing the partner could take: the trade ends here.
      if (!this.options!(ctx.s, f).length) ctx.s.stack.splice(ctx.s.stack.indexOf(f), 1);
      return;
    }
    if (value === null) { pop(ctx, f); return; }
    const o = option(this.options!(ctx.s, f), value, "advance");
    pop(ctx, f);
    gainAdvanceWithoutCube(ctx, f.seat, o.value as AdvanceId);
  },
});

// ---- Teach Us: a reaction right after capturing a player's city (L1134) ------------------------------

/** Advances of `from` that `to` may take. */
export function teachableAdvances(s: CocState, to: Seat, from: Seat): AdvanceId[] {
  const takeable = new Set(takeableAdvances(s, to));
  return player(s, from).advances.filter((a): a is AdvanceId => isBaseAdvance(a) && takeable.has(a));
}

defineCardEffect(rules, "teach-us", {
  blocker: () => text("coc.err.teachUsPlayedRight"),
  start() {},
  options(s, f) {
    const cards = player(s, f.seat).actionCards.filter((c) => c.startsWith("teach-us"));
    const out: CardOption[] = [];
    for (const card of cards) {
      for (const a of teachableAdvances(s, f.seat, f.data.from as Seat)) {
        out.push({ value: `${card}:${a}`, label: text("coc.card.teachUs.option", { card, advance: a }) });
      }
    }
    return out;
  },
  optional: () => true,
  label: () => text("coc.card.teachUs"),
  choose(ctx, f, value) {
    if (value === null) { pop(ctx, f); return; }
    const o = option(this.options!(ctx.s, f), value, "advance");
    const [card, advance] = [o.value.slice(0, o.value.indexOf(":")), o.value.slice(o.value.indexOf(":") + 1) as AdvanceId];
    pop(ctx, f);
    discardPlayed(ctx, f.seat, card);
    gainAdvanceWithoutCube(ctx, f.seat, advance);
  },
});

// Offered right after the holder captures another player's city; one card per capture (L1134).
onHook(rules, "city-captured", (ctx, d: { hex: string; from: Owner; to: Owner; reactionsAt: number }) => {
  if (typeof d.to !== "number" || typeof d.from !== "number" || d.to === d.from) return;
  const p = player(ctx.s, d.to);
  if (!p.actionCards.some((c) => c.startsWith("teach-us")) || !teachableAdvances(ctx.s, d.to, d.from).length) return;
  queueFrames(ctx, [{ ...cardFrame(d.to, null, "teach-us", "reaction", { from: d.from, hex: d.hex }) }], d.reactionsAt);
});

/** Takes a played card from the hand and lays it face up on the discard pile (L1130, Great Mausoleum L1612). */
export function discardPlayed(ctx: Ctx, seat: Seat, card: string) {
  const p = player(ctx.s, seat);
  // Found on plain data and written once (engine/kit/peek.ts): a splice through the draft moves every later card.
  const hand = peek(p).actionCards;
  const i = hand.indexOf(card);
  check(i >= 0, text("coc.err.doNotHaveAction"));
  assignFresh(p, "actionCards", hand.filter((_, j) => j !== i));
  discardCard(ctx, seat, "action", card);
  const def = actionCardDef(card);
  emit(ctx, { type: "CardPlayed", seat, card, half: "action", cardType: def.typeId, name: def.action.name.en });
}

export type { PromptOption };
