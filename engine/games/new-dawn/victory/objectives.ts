/**
 * Victory cards and objectives (ПЕРЕМОГА В ГРІ, L542-548; ЦІЛІ, L936-976): an objective met is marked with one of
 * the player's control tokens beside its card and stays marked (L546); one mark per card is all a player needs.
 * Objectives are checked after every turn and every event (docs/rules/new-dawn.md E5). At the
 * start of the first player's turn whoever has a mark on every card wins; ties go to most world wonders, then
 * most friendly spaces (L548), then are shared (E5).
 */
import type { Outcome, Seat } from "../../../core/types.ts";
import { derivation } from "../../../kit/derived.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { OBJECTIVES, VICTORY_CARDS, WONDERS, type ObjectiveId, type VictoryCardId, type WonderId } from "../data/index.ts";
import { emit, onHook, type Ctx } from "../base/flow.ts";
import { controlledWonders } from "../base/effects.ts";
import { friendlySpaces, matureCities } from "../base/map.ts";
import { shapeOfList } from "../base/spaces.ts";
import type { NdState } from "../base/state.ts";

export const rules = ruleModule("victory/objectives");

const WONDER_TYPE = new Map<WonderId, string>(WONDERS.map((w) => [w.id, w.type]));
const OBJECTIVE = new Map(OBJECTIVES.map((o) => [o.id as ObjectiveId, o]));
const CARD = new Map(VICTORY_CARDS.map((v) => [v.id as VictoryCardId, v]));


/** Conquered city-states: their tokens on the seat's focus cards (L618, L960). */
export function conqueredCityStates(s: NdState, seat: Seat): number {
  return s.players[seat].row.reduce((n, c) => n + c.cityStates.length, 0);
}

/** What the objectives ask about a seat's spaces. */
export interface SeatFacts { readonly friendly: number; readonly byWaterOrEdge: number; readonly cities: number; readonly wonders: readonly WonderId[] }

/**
 * Every seat's facts from one pass over the map, per list of spaces (kit/derived.ts): objectives are checked after
 * every turn and event, often on a map no move has changed since the last check.
 */
export const seatFacts = derivation((spaces: NdState["spaces"]): SeatFacts[] => {
  const coast = shapeOfList(spaces).byWaterOrEdge;
  const seats: { friendly: number; byWaterOrEdge: number; cities: number; wonders: WonderId[] }[] = [];
  for (const sp of spaces) {
    const owner = sp.city?.owner ?? sp.token?.owner;
    if (owner === undefined) continue;
    const f = (seats[owner] ??= { friendly: 0, byWaterOrEdge: 0, cities: 0, wonders: [] });
    f.friendly++;
    if (coast.has(sp.id)) f.byWaterOrEdge++;
    if (sp.city) f.cities++;
    if (sp.wonder) f.wonders.push(sp.wonder);
  }
  return seats;
});

const NO_FACTS: SeatFacts = { friendly: 0, byWaterOrEdge: 0, cities: 0, wonders: [] };

export function objectiveMet(s: NdState, seat: Seat, id: ObjectiveId, facts: SeatFacts = seatFacts(peek(s).spaces)[seat] ?? NO_FACTS): boolean {
  const p = s.players[seat];
  const c = OBJECTIVE.get(id)!.condition;
  switch (c.kind) {
    case "control-spaces-adjacent-to-water-or-edge":
      return facts.byWaterOrEdge >= c.count;
    case "control-wonders-of-type":
      return facts.wonders.filter((w) => WONDER_TYPE.get(w) === c.wonderType).length >= c.count;
    case "control-natural-wonders":
      return p.naturalWonders.length >= c.count;
    case "attack-capital-or-control-conquered-city-states":
      return p.capitalsTaken >= c.capitals || conqueredCityStates(s, seat) >= c.cityStates;
    case "tech-dial-position":
      return p.reachedDialEnd;
    case "control-mature-cities":
      // Too few cities cannot make enough mature ones: their maturity is worked out only when it may count.
      return facts.cities >= c.count && matureCities(s, seat).length >= c.count;
    case "cities-on-map":
      return facts.cities >= c.count;
  }
}

/** Victory cards in play on which the seat has marked an objective. */
export function cardsMarked(s: NdState, seat: Seat): VictoryCardId[] {
  const marks = s.players[seat].objectives;
  return s.victoryCards.filter((v) => CARD.get(v)!.objectives.some((o) => marks.includes(o)));
}

/** Marks every newly met objective on a card the player has not marked yet (L546). */
export function markObjectives(ctx: Ctx) {
  // Checked on plain data (kit/peek.ts); only a new mark writes through the draft.
  const s = peek(ctx.s);
  // A new mark changes no fact the objectives read (tokens left is not one of them).
  const facts = seatFacts(s.spaces);
  for (const seat of s.players.map((p) => p.seat)) {
    // The cards marked change only with a new mark (an objective may be on two cards).
    let marked = cardsMarked(peek(ctx.s), seat);
    for (const v of s.victoryCards) {
      if (marked.includes(v)) continue;
      const met = CARD.get(v)!.objectives.find((o) => objectiveMet(peek(ctx.s), seat, o, facts[seat] ?? NO_FACTS));
      if (!met) continue;
      const p = ctx.s.players[seat];
      p.objectives.push(met);
      // The mark is a control token from the reserve; with none left the mark is still made (E5).
      if (p.tokensLeft > 0) p.tokensLeft--;
      emit(ctx, { type: "ObjectiveMarked", seat: p.seat, objective: met, card: v });
      marked = cardsMarked(peek(ctx.s), seat);
    }
  }
}

onHook(rules, "turn-ended", (ctx) => markObjectives(ctx));
onHook(rules, "event-resolved", (ctx) => markObjectives(ctx));

/** The tie-break keys after the victory cards (L548). */
function tiebreak(s: NdState, seat: Seat): [number, number] {
  return [controlledWonders(s, seat).length, friendlySpaces(s, seat).length];
}

/** The seats that win now: a mark on every card; ties broken by wonders, then friendly spaces (L548). */
export function winnersNow(s: NdState): Seat[] {
  const full = s.players.filter((p) => cardsMarked(s, p.seat).length === s.victoryCards.length).map((p) => p.seat);
  if (full.length <= 1) return full;
  let best = full;
  for (const k of [0, 1]) {
    const top = Math.max(...best.map((seat) => tiebreak(s, seat)[k]));
    best = best.filter((seat) => tiebreak(s, seat)[k] === top);
  }
  return best;
}

/** Scores are the victory cards marked; the winners rank first, the rest by cards, wonders, spaces. */
export function outcome(s: NdState): Outcome | null {
  if (!s.finished || !s.winners) return null;
  const winners = s.winners;
  const key = (seat: Seat) => [winners.includes(seat) ? 1 : 0, cardsMarked(s, seat).length, ...tiebreak(s, seat)].join(",");
  const order = s.players.map((p) => p.seat).sort((a, b) => {
    const ka = key(a).split(",").map(Number), kb = key(b).split(",").map(Number);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
    return a - b;
  });
  const ranking: Seat[][] = [];
  for (const seat of order) {
    const last = ranking[ranking.length - 1];
    if (last && key(last[0]) === key(seat)) last.push(seat);
    else ranking.push([seat]);
  }
  return {
    scores: s.players.map((p) => cardsMarked(s, p.seat).length),
    ranking,
    breakdown: s.players.map((p) => ({ victoryCards: cardsMarked(s, p.seat).length, wonders: controlledWonders(s, p.seat).length, friendlySpaces: friendlySpaces(s, p.seat).length })),
  };
}
