/**
 * The "heuristic" bot: a one-ply greedy player. For every decision it applies each candidate legal move
 * (a bounded sample when there are many) and keeps the one whose resulting state scores best for it:
 * victory points first, then what turns into VP later (resources, tokens, cards, city sizes and moods,
 * settlers standing where a city can be founded, units, actions left this turn), minus part of the
 * opponents' VP. Bots run on the server and may see the whole state (core/types.ts).
 */
import { Rng, seedRng } from "../../core/rng.ts";
import type { Bot, GameDefinition, Move, Seat } from "../../core/types.ts";
import { totalVp, victoryPoints } from "./turn/scoring.ts";
import type { CocState } from "./base/state.ts";

/** Candidate moves evaluated per decision; beyond this a random sample is taken. */
const MAX_CANDIDATES = 40;
/** Free actions in a row after which the bot only considers moves that spend an action or end the turn. */
const MAX_FREE_STREAK = 6;

const RESOURCE_VALUE = { food: 4, wood: 4, ore: 4, ideas: 4, gold: 5 } as const;

function settlerSpotValue(s: CocState, hex: string, seat: Seat): number {
  const h = s.hexes[hex];
  if (!h || h.terrain === null || h.terrain === "water" || h.terrain === "barren" || h.exhausted || s.cities[hex]) return 10;
  return 22;
}

/** How good `s` is for `seat` (higher is better). */
export function evaluate(s: CocState, seat: Seat): number {
  const vps = s.players.map((p) => totalVp(victoryPoints(s, p.seat)));
  let best = -Infinity;
  for (let i = 0; i < vps.length; i++) if (i !== seat) best = Math.max(best, vps[i]);
  if (s.finished) return (vps[seat] > best ? 1e6 : vps[seat] === best ? 5e5 : 0) + vps[seat] * 100 - best * 30;
  const p = s.players[seat];
  let v = vps[seat] * 100 - best * 30;
  for (const k of ["food", "wood", "ore", "ideas", "gold"] as const) v += p.resources[k] * RESOURCE_VALUE[k];
  v += p.moodTokens * 3 + p.cultureTokens * 3.5;
  v += p.actionCards.length * 6 + p.objectiveCards.length * 8 + p.wonderCards.length * 12;
  for (const c of Object.values(s.cities)) {
    if (c.owner !== seat) continue;
    v += 6 * (1 + Object.keys(c.buildings).length + c.wonders.length);
    v += c.mood === "happy" ? 7 : c.mood === "angry" ? -9 : 0;
  }
  let settlers = 0;
  for (const u of Object.values(s.units)) {
    if (u.owner !== seat) continue;
    if (u.type === "settler") v += settlers++ < 3 ? settlerSpotValue(s, u.hex, seat) : 4;
    else if (u.type === "ship") v += 4;
    else v += 7;
  }
  if (s.turn && s.turn.seat === seat) v += s.turn.actionsLeft * 10;
  return v;
}

export function heuristicBot(game: GameDefinition<CocState, Move>, seed: string): Bot<CocState, Move> {
  const rng = new Rng(seedRng(seed));
  let freeStreak = 0;
  return {
    choose(state, seat) {
      const legal = game.legalMoves(state, seat);
      if (legal.length <= 1) return legal[0] ?? null;
      let candidates = legal;
      if (candidates.length > MAX_CANDIDATES) {
        const keep = candidates.filter((m) => m.type === "end-turn");
        candidates = [...keep, ...rng.shuffle(candidates).slice(0, MAX_CANDIDATES - keep.length)];
      }
      const inTurn = state.stack[state.stack.length - 1]?.kind === "turn";
      const actionsBefore = state.turn?.actionsLeft ?? 0;
      let best: Move | null = null;
      let bestValue = -Infinity;
      let bestFree = false;
      for (const move of candidates) {
        const r = game.apply(state, seat, move);
        if ("error" in r) continue;
        const next = r.state;
        const free = inTurn && move.type !== "end-turn" && next.turn !== null && next.turn.seat === seat && next.turn.actionsLeft >= actionsBefore;
        if (free && freeStreak >= MAX_FREE_STREAK) continue;
        const v = evaluate(next, seat) + rng.int(1000) / 1e4;
        if (v > bestValue) {
          bestValue = v;
          best = move;
          bestFree = free;
        }
      }
      if (inTurn) freeStreak = best && bestFree ? freeStreak + 1 : 0;
      return best ?? rng.pick(legal);
    },
  };
}
