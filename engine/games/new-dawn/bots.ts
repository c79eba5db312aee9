/**
 * The "heuristic" bot: a greedy player. Choosing the turn's card, it plays each card (spending all its trade
 * tokens) and follows its own decisions greedily until the card is resolved, then keeps the card whose outcome
 * scores best; every other decision is one ply: apply each candidate (a bounded sample when there are many) and
 * keep the best-scoring state. The score: victory cards marked, progress toward an objective on each unmarked
 * card, then what turns into objectives later (friendly spaces, cities, mature cities, wonders, natural wonders,
 * the tech dial and the row's levels, resources, trade tokens), minus part of the opponents' marks and spaces.
 * Bots run on the server and may see the whole state (core/types.ts).
 */
import { Rng, seedRng } from "../../core/rng.ts";
import type { Bot, GameDefinition, Move, Seat } from "../../core/types.ts";
import { OBJECTIVES, TECH_DIAL, VICTORY_CARDS, type ObjectiveId, type WonderId } from "./data/index.ts";
import { WONDERS } from "./data/index.ts";
import { controlledWonders } from "./base/effects.ts";
import { citySpaces, friendlySpaces, isMature, isWater, neighbors } from "./base/map.ts";
import { focusCard } from "./base/row.ts";
import type { NdState } from "./base/state.ts";
import { cardsMarked, conqueredCityStates } from "./victory/objectives.ts";

/** Candidate moves evaluated per decision; beyond this a random sample is taken. */
const MAX_CANDIDATES = 16;
/** Own decisions followed after choosing a card before the outcome is scored. */
const ROLLOUT_STEPS = 12;

const OBJECTIVE = new Map(OBJECTIVES.map((o) => [o.id as ObjectiveId, o]));
const CARD = new Map(VICTORY_CARDS.map((v) => [v.id as string, v]));
const WONDER_TYPE = new Map(WONDERS.map((w) => [w.id as WonderId, w.type as string]));

/** How far the seat is toward an objective, 0..1. */
function progress(s: NdState, seat: Seat, id: ObjectiveId): number {
  const c = OBJECTIVE.get(id)!.condition;
  const p = s.players[seat];
  const ratio = (have: number, need: number) => Math.min(1, have / need);
  switch (c.kind) {
    case "control-spaces-adjacent-to-water-or-edge":
      return ratio(friendlySpaces(s, seat).filter((sp) => s.spaces[sp].edge || neighbors(s, sp).some((n) => isWater(s.spaces[n]))).length, c.count);
    case "control-wonders-of-type":
      return ratio(controlledWonders(s, seat).filter((w) => WONDER_TYPE.get(w) === c.wonderType).length, c.count);
    case "control-natural-wonders":
      return ratio(p.naturalWonders.length, c.count);
    case "attack-capital-or-control-conquered-city-states":
      return Math.max(ratio(p.capitalsTaken, c.capitals), ratio(conqueredCityStates(s, seat), c.cityStates));
    case "tech-dial-position":
      return p.reachedDialEnd ? 1 : ratio(p.dial, TECH_DIAL.last);
    case "control-mature-cities":
      return ratio(citySpaces(s, seat).filter((id) => isMature(s, id)).length, c.count);
    case "cities-on-map":
      return ratio(citySpaces(s, seat).length, c.count);
  }
}

/** Everything but the objectives: what the seat has on the map and in hand. */
function holdings(s: NdState, seat: Seat): number {
  const p = s.players[seat];
  const cities = citySpaces(s, seat);
  let v = friendlySpaces(s, seat).length * 4 + cities.length * 20 + cities.filter((id) => isMature(s, id)).length * 12;
  v += controlledWonders(s, seat).length * 30 + p.naturalWonders.length * 12;
  v += p.dial * 3 + p.row.reduce((n, c) => n + focusCard(c.card).level * 15 + Math.min(c.trade, 3) * 3 + c.cityStates.length * 10, 0);
  v += Object.values(p.resources).reduce((a, b) => a + b, 0) * 5 + p.diplomacy.length * 4;
  return v;
}

export function evaluate(s: NdState, seat: Seat): number {
  if (s.finished && s.winners) return s.winners.includes(seat) ? 1e7 : -1e7;
  let v = 0;
  for (const p of s.players) {
    const marked = cardsMarked(s, p.seat);
    let own = marked.length * 1000;
    for (const card of s.victoryCards) {
      if (marked.includes(card)) continue;
      own += 400 * Math.max(...CARD.get(card)!.objectives.map((o) => progress(s, p.seat, o)));
    }
    own += holdings(s, p.seat);
    v += p.seat === seat ? own : -0.4 * own / Math.max(1, s.players.length - 1);
  }
  return v;
}

export function heuristicBot(game: GameDefinition<NdState, Move>, seed: string): Bot<NdState, Move> {
  const rng = new Rng(seedRng(seed));

  function sample(moves: Move[]): Move[] {
    if (moves.length <= MAX_CANDIDATES) return moves;
    const finish = moves.filter((m) => m.type.startsWith("finish"));
    return [...finish, ...rng.shuffle(moves.filter((m) => !m.type.startsWith("finish"))).slice(0, MAX_CANDIDATES - finish.length)];
  }

  /** The best move by one-ply lookahead, with the state it leads to. */
  function greedy(state: NdState, seat: Seat, moves: Move[]): { move: Move; next: NdState } | null {
    let best: { move: Move; next: NdState } | null = null;
    let bestValue = -Infinity;
    for (const move of sample(moves)) {
      const r = game.apply(state, seat, move);
      if ("error" in r) continue;
      const v = evaluate(r.state, seat) + rng.int(1000) / 1e5;
      if (v > bestValue) { bestValue = v; best = { move, next: r.state }; }
    }
    return best;
  }

  /** Follows the seat's own decisions greedily while its turn's card is being resolved. */
  function rollout(state: NdState, seat: Seat): NdState {
    let s = state;
    for (let i = 0; i < ROLLOUT_STEPS; i++) {
      const p = game.pending(s)[0];
      if (!p || p.seat !== seat || s.turn?.seat !== seat || (p.kind === "turn" && p.id === "turn")) break;
      const step = greedy(s, seat, game.legalMoves(s, seat));
      if (!step) break;
      s = step.next;
    }
    return s;
  }

  return {
    choose(state, seat) {
      const legal = game.legalMoves(state, seat);
      if (legal.length <= 1) return legal[0] ?? null;
      const prompt = game.pending(state)[0];
      if (prompt?.kind !== "turn" || prompt.id !== "turn") return greedy(state, seat, legal)?.move ?? legal[0];
      // The card: each card with its effect and every trade token it can spend, followed to its outcome.
      const plays = new Map<number, Move>();
      for (const m of legal) {
        if (m.type !== "play" || !m.effect) continue;
        const prev = plays.get(m.slot as number);
        if (!prev || (m.trade as number) > (prev.trade as number)) plays.set(m.slot as number, m);
      }
      let best: Move = legal[0];
      let bestValue = -Infinity;
      for (const move of plays.values()) {
        const r = game.apply(state, seat, move);
        if ("error" in r) continue;
        const v = evaluate(rollout(r.state, seat), seat) + rng.int(1000) / 1e5;
        if (v > bestValue) { bestValue = v; best = move; }
      }
      return best;
    },
  };
}
