/**
 * The "heuristic" bot: one ply, greedy. Each legal move (a bounded random sample when there are many) is applied
 * and the state it leads to scored for the seat: culture and science banked, then what makes them in the rounds
 * still to come (ratings, net food, resources after corruption, civil and military actions, the best technology
 * of each kind developed), strength, happiness against discontent and uprisings, minus a part of the rivals'
 * culture. Ending the turn is scored as the position as it stands, so the bot acts while an action improves it.
 * Bots run on the server and may see the whole state (core/types.ts).
 */
import { Rng, seedRng } from "../../core/rng.ts";
import type { Bot, GameDefinition, Move, Seat } from "../../core/types.ts";
import { cardSymbols, discontent, production, totals } from "./base/ratings.ts";
import type { Player, TtaState } from "./base/state.ts";
import { amountOf, consumption, corruption, happyNeeded } from "./base/tokens.ts";
import { card, tech } from "./base/cards.ts";
import type { Yields } from "./data/index.ts";

const MAX_CANDIDATES = 24;

/** Rounds of production still to come, roughly (a two-player game lasts about 21 rounds). */
function roundsLeft(s: TtaState): number {
  if (s.lastRound !== null) return Math.max(0.5, s.lastRound - s.round + 0.5);
  return s.era === "III" ? 4 : s.era === "II" ? 8 : 12;
}

/** What one worker's (or a card's) symbols are worth per round. */
function yieldValue(y: Yields): number {
  return (y.culture ?? 0) * 10 + (y.science ?? 0) * 4 + (y.food ?? 0) * 4 + (y.resources ?? 0) * 4 + (y.happy ?? 0) * 3 + (y.strength ?? 0) * 2;
}

/** Per round, what the best technology of each worker type the seat has (in play, or in hand at a discount) could give. */
function techPotential(p: Player): number {
  const best = new Map<string, number>();
  for (const x of p.techs) {
    const d = tech(x.card);
    const v = yieldValue(d.perWorker);
    if (v > (best.get(d.type) ?? -Infinity)) best.set(d.type, v);
  }
  let n = 0;
  for (const v of best.values()) n += v;
  for (const id of p.hand) {
    const c = card(id);
    if (c.kind !== "technology" || c.type === "special") continue;
    const gain = yieldValue(c.perWorker) - (best.get(c.type) ?? 0);
    if (gain > 0) n += gain * 0.25;
  }
  return n;
}

/** How good the state is for the seat (higher is better). */
export function evaluate(s: TtaState, seat: Seat): number {
  const p = s.players[seat];
  if (s.finished) {
    const best = Math.max(...s.players.map((x) => x.culture));
    return (p.culture >= best ? 1e6 : 0) + p.culture * 10;
  }
  const t = totals(s, seat);
  const sym = cardSymbols(s, seat);
  const ahead = roundsLeft(s);
  const food = production(s, seat, "food") - consumption(p);
  let v = p.culture * 10 + p.science * 2;
  // Ratings and production: every round still to come.
  v += ahead * (t.culture * 10 + t.science * 3 + (food >= 0 ? food * 3 : food * 8) + (production(s, seat, "resources") - corruption(p)) * 4);
  v += ahead * (sym.civilActions * 6 + sym.militaryActions * 2);
  // What developed technologies could give once workers are on them.
  v += Math.min(ahead, 6) * techPotential(p) * 0.5;
  const unhappy = discontent(s, seat, happyNeeded(p));
  v += t.strength * 3 + t.happy * 2 - unhappy * 15;
  // An uprising (more discontent workers than idle ones) costs the next production whole.
  if (unhappy > p.workers) v -= 40 + t.culture * 10 + t.science * 2 + Math.max(0, food) * 2 + production(s, seat, "resources") * 2;
  v += amountOf(p, "food") + amountOf(p, "resources") * 1.5 + p.workers * 2 * Math.min(ahead, 6) + p.hand.length * 3 + p.military.length;
  v += p.wonders.length * 10 + (p.wonder ? p.wonder.built * 4 : 0) + p.colonies.length * 8 + (p.leader ? 10 : 0);
  for (const o of s.players) if (o.seat !== seat) v -= o.culture * 3;
  return v;
}

export function heuristicBot(game: GameDefinition<TtaState, Move>, seed: string): Bot<TtaState, Move> {
  const rng = new Rng(seedRng(seed));
  return {
    choose(state, seat) {
      const legal = game.legalMoves(state, seat);
      if (legal.length <= 1) return legal[0] ?? null;
      const sample = legal.length > MAX_CANDIDATES ? rng.shuffle(legal).slice(0, MAX_CANDIDATES) : legal;
      let best: Move = sample[0];
      let bestValue = -Infinity;
      let now: number | null = null;
      for (const move of sample) {
        let v: number;
        if (move.type === "end-turn") {
          // Ending the turn banks this turn's production, which every other move would bank too: it is worth the
          // position as it stands, so the bot ends its turn only when no action improves on it.
          now ??= evaluate(state, seat);
          v = now + 0.5;
        } else {
          const r = game.apply(state, seat, move);
          if ("error" in r) continue;
          v = evaluate(r.state, seat) + rng.int(1000) / 1e4;
        }
        if (v > bestValue) {
          bestValue = v;
          best = move;
        }
      }
      return best;
    },
  };
}
