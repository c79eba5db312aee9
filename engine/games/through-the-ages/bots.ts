/**
 * The "heuristic" bot: one ply, greedy. Each legal move (a bounded random sample when there are many) is applied
 * and the state it leads to scored for the seat: culture, then what makes culture and science later (ratings,
 * production, workers at work, wonders, colonies), strength against aggressions, happiness against uprisings,
 * minus a part of the rivals' culture. Bots run on the server and may see the whole state (core/types.ts).
 */
import { Rng, seedRng } from "../../core/rng.ts";
import type { Bot, GameDefinition, Move, Seat } from "../../core/types.ts";
import { discontent, production, totals } from "./base/ratings.ts";
import type { TtaState } from "./base/state.ts";
import { amountOf, happyNeeded } from "./base/tokens.ts";

const MAX_CANDIDATES = 24;

/** How good the state is for the seat (higher is better). */
export function evaluate(s: TtaState, seat: Seat): number {
  const p = s.players[seat];
  if (s.finished) {
    const best = Math.max(...s.players.map((x) => x.culture));
    return (p.culture >= best ? 1e6 : 0) + p.culture * 10;
  }
  const t = totals(s, seat);
  // Ratings matter for every round still to come; less so near the end.
  const ahead = s.era === "IV" ? 1 : s.era === "III" ? 3 : 6;
  let v = p.culture * 10 + p.science * 2;
  v += ahead * (t.culture * 8 + t.science * 4 + production(s, seat, "food") * 3 + production(s, seat, "resources") * 3);
  v += t.strength * 3 + t.happy * 2 - discontent(s, seat, happyNeeded(p)) * 15;
  v += amountOf(p, "food") + amountOf(p, "resources") + p.workers * 2 + p.hand.length * 3 + p.military.length;
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
      for (const move of sample) {
        const r = game.apply(state, seat, move);
        if ("error" in r) continue;
        const v = evaluate(r.state, seat) + rng.int(1000) / 1e4;
        if (v > bestValue) {
          bestValue = v;
          best = move;
        }
      }
      return best;
    },
  };
}
