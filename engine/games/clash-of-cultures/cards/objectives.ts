/**
 * Objective cards (L1136-1150, L1076-1082). Each card shows two objectives; completing either one lays the
 * card face up (2 VP) and the other is lost. Instant objectives are offered to the holder when their
 * condition happens (hooks of base/flow.ts); status-phase objectives are completed in status step 1. Objectives
 * with the same name cannot be completed by one fulfilment (L1146-1150) and, in the status phase, must be
 * fulfilled in different ways (L1078).
 */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import { OBJECTIVE_CARDS, OBJECTIVES, type ObjectiveDef, type ObjectiveId } from "../data/index.ts";
import { objectiveCardDef } from "../base/catalog.ts";
import { check, defineFrame, defineMove, emit, fail, onHook, pop, push, top, type Ctx } from "../base/flow.ts";
import { angryCities, battleObjectives, cityFounderFulfilled, statusWays, type BattleReport } from "./objective-checks.ts";
import type { CardsState, CocState, Frame, HexKey } from "../base/state.ts";
import { defineStatusStep } from "../turn/status-phase.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("cards/objectives");

// ---- shared bookkeeping ---------------------------------------------------------------------------

/** The card bookkeeping of the state, created on first use. */
export function cardsState(s: CocState): CardsState {
  if (!s.cards) s.cards = { assassinated: [], truces: [], battles: [], draftRecruits: [], wondersBuilt: [], cityFounder: [] };
  return s.cards;
}

/**
 * Puts a decision frame on the stack from inside a hook. On a waiting frame of the turn, the game or the
 * status phase it goes on top (asked next); on any other frame (a battle, a move in progress) it goes just
 * below it, so it is asked as soon as that frame finishes and the frame's own code can still pop itself.
 * Hooks that say where their decisions go (`at`: a battle's end, whose frame is gone) put them there, under
 * anything pushed since, whatever frame that is. `frames[0]` is asked first, and frames queued at one place
 * earlier are asked before later ones.
 */
export function queueFrames(ctx: Ctx, frames: Frame[], at?: number) {
  if (at === undefined) {
    const t = top(ctx.s);
    const onTop = !t || t.kind === "turn" || t.kind === "game" || t.kind === "status-phase";
    at = onTop ? ctx.s.stack.length : ctx.s.stack.length - 1;
  }
  ctx.s.stack.splice(at, 0, ...[...frames].reverse());
}

export function objectiveDef(card: string, objective: ObjectiveId): ObjectiveDef {
  const def = objectiveCardDef(card).objectives.find((o) => o.id === objective);
  if (!def) throw new Error(`card ${card} has no objective ${objective}`);
  return def;
}

/** Lays the card face up as completed (2 VP at the end); pays the objective's price if it has one. */
export function completeObjective(ctx: Ctx, seat: Seat, card: string, objective: ObjectiveId) {
  const p = ctx.s.players[seat];
  const i = p.objectiveCards.indexOf(card);
  check(i >= 0, text("coc.err.doNotHoldObjective"));
  const def = objectiveDef(card, objective);
  if (def.payment) {
    const { resource, minimum, pay } = def.payment;
    check(p.resources[resource] >= minimum, text("coc.err.objectiveResource", { objective: def.id, n: minimum, resource }));
    p.resources[resource] -= pay;
    emit(ctx, { type: "Paid", seat, amounts: { [resource]: pay }, reason: def.id });
  }
  p.objectiveCards.splice(i, 1);
  p.completedObjectives.push({ card, objective });
  if (objective === "city-founder") cardsState(ctx.s).cityFounder.push({ seat, age: ctx.s.age, round: ctx.s.round });
  emit(ctx, { type: "ObjectiveCompleted", seat, card, objective, name: def.name.en });
}

// ---- instant objectives ---------------------------------------------------------------------------

type Offer = { card: string; objective: ObjectiveId };

export interface ObjectiveOfferFrame extends Frame {
  kind: "objective-offer";
  seat: Seat;
  /** "instant": right after a fulfilment; "status": status phase step 1. */
  mode: "instant" | "status";
  /** Objectives completed through this frame (the same name only once per fulfilment / way). */
  completed: ObjectiveId[];
  /** Instant offers: the seat's cards are secret, so they stay in `private`. */
  private?: Record<number, { offers: Offer[] }>;
}

/** Cards in the seat's hand carrying one of the fulfilled instant objectives. */
function instantOffers(s: CocState, seat: Seat, fulfilled: Set<string>): Offer[] {
  const out: Offer[] = [];
  for (const card of s.players[seat].objectiveCards) {
    for (const o of objectiveCardDef(card).objectives) {
      if (o.kind === "instant" && !o.automatic && fulfilled.has(o.effectId)) out.push({ card, objective: o.id });
    }
  }
  return out;
}

function offerFrame(s: CocState, seat: Seat, fulfilled: Set<string>): ObjectiveOfferFrame | null {
  if (!fulfilled.size) return null;
  const offers = instantOffers(s, seat, fulfilled);
  if (!offers.length) return null;
  return { kind: "objective-offer", seat, mode: "instant", completed: [], private: { [seat]: { offers } } };
}

function offerInstant(ctx: Ctx, seat: Seat, fulfilled: Set<string>) {
  const f = offerFrame(ctx.s, seat, fulfilled);
  if (f) queueFrames(ctx, [f]);
}

/** Objective cards with an objective that completes itself (checked by `checkAutomatic`). */
const AUTOMATIC_CARDS = new Set<string>(OBJECTIVE_CARDS.filter((c) => c.objectives.some((o) => o.automatic)).map((c) => c.id));

/** The fewest Angry cities that can complete an automatic objective (Terror Regime). */
const MIN_ANGRY = Math.min(...OBJECTIVES.filter((o) => o.automatic && o.effectId === "terror-regime").map((o) => o.params.minAngryCities as number));

/**
 * Whether an automatic objective could complete now (read on plain data, engine/kit/peek.ts): a holder of an
 * automatic card has enough Angry cities. The guard of five hooks: the hands are looked at before any city.
 */
function automaticPossible(s: CocState): boolean {
  // One peek at the root reads the whole current state (engine/kit/peek.ts).
  const players = peek(s).players;
  for (let seat = 0; seat < players.length; seat++) {
    const hand = players[seat].objectiveCards;
    for (let i = 0; i < hand.length; i++) {
      if (AUTOMATIC_CARDS.has(hand[i])) {
        if (angryCities(s, seat) >= MIN_ANGRY) return true;
        break;
      }
    }
  }
  return false;
}

/** Terror Regime completes itself as soon as 4 of the holder's cities are Angry (no choice). */
function completeAutomatic(ctx: Ctx) {
  const players = peek(ctx.s).players;
  for (let seat = 0; seat < players.length; seat++) {
    const hand = peek(peek(players[seat]).objectiveCards);
    let any = false;
    for (let i = 0; i < hand.length; i++) if (AUTOMATIC_CARDS.has(hand[i])) any = true;
    if (!any) continue;
    for (const card of [...hand]) {
      if (!AUTOMATIC_CARDS.has(card)) continue;
      for (const o of objectiveCardDef(card).objectives) {
        if (o.automatic && o.effectId === "terror-regime" && angryCities(ctx.s, seat) >= (o.params.minAngryCities as number)) {
          completeObjective(ctx, seat, card, o.id);
          break;
        }
      }
    }
  }
}

function checkAutomatic(ctx: Ctx) {
  if (automaticPossible(ctx.s)) completeAutomatic(ctx);
}

// The objective bookkeeping of a turn (battles fought, units drafted) starts empty.
onHook(rules, "turn-start", (ctx) => {
  const r = peek(ctx.s).cards;
  if (!r) cardsState(ctx.s);
  else {
    if (peek(r.battles).length) ctx.s.cards!.battles = [];
    if (peek(r.draftRecruits).length) ctx.s.cards!.draftRecruits = [];
  }
  checkAutomatic(ctx);
}, {
  when: (s) => {
    const r = peek(s).cards;
    return !r || peek(r.battles).length > 0 || peek(r.draftRecruits).length > 0 || automaticPossible(s);
  },
});
const whenPossible = { when: automaticPossible };
onHook(rules, "turn-end", completeAutomatic, whenPossible);
onHook(rules, "city-activated", completeAutomatic, whenPossible);
onHook(rules, "event-resolved", completeAutomatic, whenPossible);
onHook(rules, "influence-resolved", completeAutomatic, whenPossible);
onHook(rules, "city-captured", completeAutomatic, whenPossible);

onHook(rules, "battle-ended", (ctx, b: BattleReport) => {
  const c = cardsState(ctx.s);
  const earlier = [...c.battles];
  const frames: Frame[] = [];
  for (const side of [b.attacker, b.defender]) {
    if (typeof side !== "number") continue;
    const f = offerFrame(ctx.s, side, battleObjectives(ctx.s, side, b, earlier));
    if (f) frames.push(f);
    c.battles.push({ seat: side, hex: b.hex, kind: b.kind, won: b.winner === side, vs: side === b.attacker ? b.defender : b.attacker });
  }
  checkAutomatic(ctx);
  // The active player decides first.
  const active = ctx.s.turn?.seat;
  frames.sort((x, y) => Number(y.seat === active) - Number(x.seat === active));
  if (frames.length) queueFrames(ctx, frames, b.reactionsAt);
});

/** Objective cards with an instant objective of `effectId` (what `instantOffers` can offer for it). */
function instantCards(effectId: string): ReadonlySet<string> {
  return new Set(OBJECTIVE_CARDS.filter((c) => c.objectives.some((o) => o.kind === "instant" && !o.automatic && o.effectId === effectId)).map((c) => c.id));
}
const CITY_FOUNDER_CARDS = instantCards("city-founder");

onHook(rules, "city-founded", (ctx, d: { seat: Seat; hex: HexKey }) => {
  const def = (OBJECTIVES as readonly ObjectiveDef[]).find((o) => o.id === "city-founder");
  if (def && cityFounderFulfilled(ctx.s, d.seat, d.hex, def.params.minDistanceFromStart as number)) offerInstant(ctx, d.seat, new Set(["city-founder"]));
}, {
  // Nothing to offer unless the founder holds such a card.
  when: (s, d: { seat: Seat }) => peek(s).players[d.seat].objectiveCards.some((c) => CITY_FOUNDER_CARDS.has(c)),
});

onHook(rules, "wonder-built", (ctx, d: { seat: Seat }) => {
  cardsState(ctx.s).wondersBuilt.push({ seat: d.seat, age: ctx.s.age, round: ctx.s.round });
  offerInstant(ctx, d.seat, new Set(["magnificent-culture"]));
});

/** `draft`: the recruit paid for infantry with Draft (set by the recruit action). */
onHook(rules, "units-recruited", (ctx, d: { seat: Seat; draft?: boolean | number }) => {
  if (!d.draft) return;
  const c = cardsState(ctx.s);
  c.draftRecruits[d.seat] = (c.draftRecruits[d.seat] ?? 0) + 1;
  if (c.draftRecruits[d.seat] === 2) offerInstant(ctx, d.seat, new Set(["draft-objective"]));
});


// ---- status phase step 1 --------------------------------------------------------------------------

/** (card, objective) pairs the seat may complete now in status step 1; the first `max` of them. */
export function statusOffers(s: CocState, seat: Seat, completed: readonly ObjectiveId[], max = Infinity): Offer[] {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  const out: Offer[] = [];
  for (const card of s.players[seat].objectiveCards) {
    for (const o of objectiveCardDef(card).objectives) {
      if (o.kind !== "status-phase" && !o.alsoStatusPhase) continue;
      if (o.notTogetherWith.some((x) => completed.includes(x))) continue;
      const ways = statusWays(s, seat, o);
      if (ways > completed.filter((x) => x === o.id).length && out.push({ card, objective: o.id }) >= max) return out;
    }
  }
  return out;
}

defineStatusStep(rules, 1, (ctx, seat) => {
  checkAutomatic(ctx);
  // Whether there is any offer: the first one found is enough.
  if (statusOffers(ctx.s, seat, [], 1).length) push(ctx, { kind: "objective-offer", seat, mode: "status", completed: [] } satisfies ObjectiveOfferFrame);
});

function currentOffers(s: CocState, f: ObjectiveOfferFrame): Offer[] {
  if (f.mode === "status") return statusOffers(s, f.seat, f.completed);
  const offers = f.private?.[f.seat]?.offers ?? [];
  // A card is used up by its first completion, and each name counts once per fulfilment.
  return offers.filter((o) => s.players[f.seat].objectiveCards.includes(o.card) && !f.completed.includes(o.objective));
}

const offerValue = (o: Offer) => `${o.card}/${o.objective}`;

defineFrame<ObjectiveOfferFrame>(rules, "objective-offer", {
  moves: ["complete-objective"],
  prompt: (s, f) => ({
    kind: "choose", seat: f.seat, id: "objective-offer", moveType: "complete-objective", min: 0, max: 1,
    label: f.mode === "status"
      ? text("coc.objectives.status")
      : text("coc.objectives.instant"),
    options: currentOffers(s, f).map((o) => ({ value: offerValue(o), label: text(`coc.objective.${o.objective}`) })),
  }),
  legal: (s, f) => [
    { type: "complete-objective", card: null, objective: null },
    ...currentOffers(s, f).map((o) => ({ type: "complete-objective", card: o.card, objective: o.objective })),
  ],
});

export type CompleteObjectiveMove = { type: "complete-objective"; card: string | null; objective: ObjectiveId | null };

defineMove<CompleteObjectiveMove>(rules, "complete-objective", {
  schema: z.object({ type: z.literal("complete-objective"), card: z.string().max(60).nullable(), objective: (z.string().max(40) as unknown as z.ZodType<ObjectiveId>).nullable() }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "objective-offer", text("coc.err.noObjectiveComplete"));
    const f = frame as ObjectiveOfferFrame;
    if (move.card === null || move.objective === null) {
      pop(ctx, frame);
      return;
    }
    const offer = currentOffers(ctx.s, f).find((o) => o.card === move.card && o.objective === move.objective);
    if (!offer) {
      check(ctx.s.players[seat].objectiveCards.includes(move.card), text("coc.err.doNotHoldObjective"));
      fail(f.completed.includes(move.objective) ? text("coc.err.objectivesSameNameCannot") : text("coc.err.conditionsObjectiveNotMet"));
    }
    completeObjective(ctx, seat, offer.card, offer.objective);
    f.completed.push(offer.objective);
    if (!currentOffers(ctx.s, f).length) pop(ctx, frame);
  },
});
