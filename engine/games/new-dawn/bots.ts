/**
 * The "heuristic" bot: a greedy player that plays fair. It looks ahead only on a state it guesses from its own
 * seat's view (guess.ts): dice and draws come from its own generator, hidden cards are shuffled guesses. An
 * attack is valued by expectation over the two dice (docs/rules/new-dawn.md "The heuristic bot"): the chance
 * the attack wins times the value of winning, plus the rest times the value of losing.
 *
 * Choosing the turn's card, it plays each card (spending all its trade tokens) and follows its own decisions
 * (a few candidates each) for a few steps, then keeps the card whose outcome scores best; every other decision
 * is one ply over a bounded sample of the moves. The score: victory cards marked, progress toward an objective
 * on each unmarked card, then what turns into objectives later (friendly spaces, cities, mature cities, wonders,
 * natural wonders, the tech dial and the row's levels, resources, trade tokens), minus part of the opponents'.
 */
import { Rng, seedRng } from "../../core/rng.ts";
import type { Bot, GameDefinition, Move, Seat } from "../../core/types.ts";
import { OBJECTIVES, TECH_DIAL, VICTORY_CARDS, type ObjectiveId, type WonderId } from "./data/index.ts";
import { WONDERS } from "./data/index.ts";
import { controlledWonders } from "./base/effects.ts";
import { citySpaces, friendlySpaces, isMature, mapShape } from "./base/map.ts";
import { focusCard } from "./base/row.ts";
import type { NdState } from "./base/state.ts";
import { cardsMarked, conqueredCityStates } from "./victory/objectives.ts";
import { guessState } from "./guess.ts";
import type { NdView } from "./view.ts";

/** Candidate moves evaluated per decision; beyond this a random sample is taken. */
const MAX_CANDIDATES = 10;
/** Own decisions followed after choosing a card before the outcome is scored, and the candidates tried at each. */
const ROLLOUT_STEPS = 8;
const ROLLOUT_CANDIDATES = 3;
/** Chance that die a + `attack` beats die d + `defense` (ties go to the defender, L521). */
function winChance(attack: number, defense: number): number {
  let wins = 0;
  for (let a = 1; a <= 6; a++) for (let d = 1; d <= 6; d++) if (a + attack > d + defense) wins++;
  return wins / 36;
}

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
      return ratio(friendlySpaces(s, seat).filter((sp) => mapShape(s).byWaterOrEdge.has(sp)).length, c.count);
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

  function sample(moves: Move[], width: number): Move[] {
    if (moves.length <= width) return moves;
    const finish = moves.filter((m) => m.type.startsWith("finish"));
    return [...finish, ...rng.shuffle(moves.filter((m) => !m.type.startsWith("finish"))).slice(0, width - finish.length)];
  }

  const applied = (state: NdState, seat: Seat, move: Move): { state: NdState; events: readonly { type: string }[] } | null => {
    const r = game.apply(state, seat, move);
    return "error" in r ? null : r;
  };

  /** Answers every combat's trade-token questions with none, so the attack resolves on the dice alone. */
  function settle(state: NdState): NdState {
    let s = state;
    for (let p = game.pending(s)[0]; p?.kind === "choose" && p.id === "combat-trade"; p = game.pending(s)[0]) {
      const next = applied(s, p.seat, { type: "choose", value: 0 });
      if (!next) break;
      s = next.state;
    }
    return s;
  }

  /**
   * The move's value and the state to go on from. An attack rolls dice the seat cannot know: it is played with
   * fixed dice, once to read both sides' strength, then winning (6 against 1) and losing (1 against 6), and
   * valued by expectation; the lookahead goes on from the likelier result.
   */
  function outcome(state: NdState, seat: Seat, move: Move): { value: number; next: NdState } | null {
    if (move.type !== "attack") {
      const r = applied(state, seat, move);
      return r && { value: evaluate(r.state, seat), next: r.state };
    }
    const probe = applied({ ...state, forcedDice: [1, 1] }, seat, move);
    const rolled = probe?.events.find((e) => e.type === "AttackRolled") as { attack: number; defense: number } | undefined;
    if (!probe || !rolled) return null;
    const p = winChance(rolled.attack - 1, rolled.defense - 1);
    const win = p > 0 ? settle(applied({ ...state, forcedDice: [6, 1] }, seat, move)!.state) : null;
    const loss = p < 1 ? settle(applied({ ...state, forcedDice: [1, 6] }, seat, move)!.state) : null;
    const value = (win ? p * evaluate(win, seat) : 0) + (loss ? (1 - p) * evaluate(loss, seat) : 0);
    return { value, next: p >= 0.5 ? win! : loss! };
  }

  /** The best move by one-ply lookahead, with the state it leads to. */
  function greedy(state: NdState, seat: Seat, moves: Move[], width: number): { move: Move; next: NdState } | null {
    let best: { move: Move; next: NdState } | null = null;
    let bestValue = -Infinity;
    for (const move of sample(moves, width)) {
      const r = outcome(state, seat, move);
      if (!r) continue;
      const v = r.value + rng.int(1000) / 1e5;
      if (v > bestValue) { bestValue = v; best = { move, next: r.next }; }
    }
    return best;
  }

  /** Follows the seat's own decisions greedily while its turn's card is being resolved. */
  function rollout(state: NdState, seat: Seat): NdState {
    let s = state;
    for (let i = 0; i < ROLLOUT_STEPS; i++) {
      const p = game.pending(s)[0];
      if (!p || p.seat !== seat || s.turn?.seat !== seat || (p.kind === "turn" && p.id === "turn")) break;
      const step = greedy(s, seat, game.legalMoves(s, seat), ROLLOUT_CANDIDATES);
      if (!step) break;
      s = step.next;
    }
    return s;
  }

  return {
    choose(state, seat) {
      const legal = game.legalMoves(state, seat);
      if (legal.length <= 1) return legal[0] ?? null;
      const guessed = guessState(game.view(state, seat) as NdView, seat, rng);
      const prompt = game.pending(state)[0];
      if (prompt?.kind !== "turn" || prompt.id !== "turn") return greedy(guessed, seat, legal, MAX_CANDIDATES)?.move ?? legal[0];
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
        const r = applied(guessed, seat, move);
        if (!r) continue;
        const v = evaluate(rollout(r.state, seat), seat) + rng.int(1000) / 1e5;
        if (v > bestValue) { bestValue = v; best = move; }
      }
      return best;
    },
  };
}
