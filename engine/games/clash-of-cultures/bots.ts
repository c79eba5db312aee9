/**
 * The "heuristic" bot: a one-ply greedy player. For every decision it applies each candidate legal move
 * (a bounded sample when there are many) and keeps the one whose resulting state scores best for it:
 * victory points first, then what turns into VP later (resources, tokens, objective cards by how close they
 * are, wonder cards by how ready it is to build them and the resources saved toward one, built wonders'
 * abilities, city sizes and moods, settlers standing where a city can be founded, units, defenders of
 * threatened cities, actions left this turn), minus part of the opponents' VP. Bots run on the server and may see the whole state (core/types.ts).
 *
 * Guards against harming itself (issue #16): it never razes a city; it never activates a city again when
 * that lowers the city's mood, unless the move gains a victory point (two if the city turns Angry); it proposes a trade only every few
 * turns and only when the deal, once accepted, is clearly worth more to it than what it gives.
 */
import { Rng, seedRng } from "../../core/rng.ts";
import type { Bot, GameDefinition, GameEvent, Move, Seat } from "../../core/types.ts";
import { totalVp, victoryPoints } from "./turn/scoring.ts";
import { advanceDef, objectiveCardDef, wonderDef } from "./base/catalog.ts";
import { statusWays } from "./cards/objective-checks.ts";
import { citySize, unitDef } from "./base/queries.ts";
import { hexDistance } from "./base/hex.ts";
import { ADVANCES } from "./data/index.ts";
import type { ObjectiveDef } from "./data/index.ts";
import type { City, CocState, PlayerState } from "./base/state.ts";

/** Candidate moves evaluated per decision; beyond this a random sample is taken. */
const MAX_CANDIDATES = 40;
/** Free actions in a row after which the bot only considers moves that spend an action or end the turn. */
const MAX_FREE_STREAK = 6;
/** A trade is proposed only if, once accepted, it is worth at least this much more to the bot (≈ 2 resources). */
export const TRADE_MIN_GAIN = 8;
/** Own turns between two trade proposals: offers interrupt the other player, so they stay rare. */
export const TRADE_EVERY_TURNS = 4;

const RESOURCE_VALUE = { food: 4, wood: 4, ore: 4, ideas: 4, gold: 5 } as const;

function settlerSpotValue(s: CocState, hex: string): number {
  const h = s.hexes[hex];
  if (!h || h.terrain === null || h.terrain === "water" || h.terrain === "barren" || h.exhausted || s.cities[hex]) return 10;
  return 22;
}

/** Advances per category, for "own all of a category" objectives. */
const CATEGORY_OF = new Map<string, string>(ADVANCES.map((a) => [a.id, a.category]));
const CATEGORY_SIZE = new Map<string, number>();
for (const a of ADVANCES) CATEGORY_SIZE.set(a.category, (CATEGORY_SIZE.get(a.category) ?? 0) + 1);

function ownedIn(p: PlayerState, category: string): number {
  let n = 0;
  for (const a of p.advances) if (CATEGORY_OF.get(a) === category) n++;
  return n;
}

/**
 * How far the seat is toward a status-phase objective it does not fulfil yet, 0..1 (0 when unknown).
 * Only objectives whose progress is a plain count; the rest count as 0 (they are still worth holding).
 */
function objectiveProgress(s: CocState, seat: Seat, def: ObjectiveDef, cities: City[]): number {
  const p = s.players[seat];
  const params = def.params as Record<string, number | string | boolean>;
  const ratio = (have: number, need: unknown) => (typeof need === "number" && need > 0 ? Math.min(1, have / need) : 0);
  if (def.payment) return ratio(p.resources[def.payment.resource], def.payment.minimum);
  switch (def.effectId) {
    case "advanced-culture":
      return ratio(p.advances.length, params.minAdvances);
    case "architecture": {
      const types = new Set<string>();
      for (const c of cities) for (const [b, colour] of Object.entries(c.buildings)) if (colour === seat) types.add(b);
      return ratio(types.size, params.minBuildingTypes);
    }
    case "category-complete":
      return ratio(ownedIn(p, params.category as string), CATEGORY_SIZE.get(params.category as string));
    case "diversified-research":
      return ratio(new Set(p.advances.map((a) => CATEGORY_OF.get(a)).filter(Boolean)).size, params.minCategories);
    case "happy-population":
      return ratio(cities.filter((c) => c.mood === "happy").length, params.minHappyCities);
    case "large-civilization":
    case "expansionist":
      return ratio(cities.length, params.minCities);
    case "metropolis":
      return ratio(Math.max(0, ...cities.map(citySize)), params.citySize);
    case "military-might": {
      let n = 0;
      for (const u of Object.values(s.units)) if (u.owner === seat && unitDef(u.type).military) n++;
      return ratio(n, params.minMilitaryUnits);
    }
    case "optimized-storage":
      return (ratio(p.resources.food, params.food) + ratio(p.resources.wood, params.wood) + ratio(p.resources.ore, params.ore)) / 3;
    case "government": {
      let best = 0;
      for (const [cat, size] of CATEGORY_SIZE) {
        if (advanceDef(ADVANCES.find((a) => a.category === cat)!.id).government) best = Math.max(best, ownedIn(p, cat) / size);
      }
      return best;
    }
    default:
      return 0;
  }
}

/** What an objective card in hand is worth: near 2 VP when a status-phase objective on it is fulfilled now. */
function objectiveCardValue(s: CocState, seat: Seat, card: string, cities: City[]): number {
  let best = 8;
  for (const o of objectiveCardDef(card).objectives) {
    if (o.kind !== "status-phase" && !o.alsoStatusPhase) continue;
    if (statusWays(s, seat, o) > 0) return 130;
    const progress = objectiveProgress(s, seat, o, cities);
    best = Math.max(best, 8 + 80 * progress * progress);
  }
  return best;
}

/**
 * Share of a wonder's victory points that the resources gathered for it are worth once the bot has every
 * advance it needs and a Happy city: without it, a one-ply bot spends each resource on the next advance
 * (half a VP for two) and never saves the dozen a wonder costs.
 */
const WONDER_STOCK_SHARE = 0.6;
/** A built wonder's lasting ability (a free ship, extra combat value, a token exchange…), beyond its VP. */
const WONDER_ABILITY_VALUE = 150;

/**
 * What the wonder cards in hand are worth: each more the closer the bot is to building it (advances, a
 * Happy city); the resources and culture gathered toward a cost count for the readiest card only, since
 * they pay for one wonder.
 */
function wonderCardsValue(p: PlayerState, cities: City[]): number {
  const happy = cities.some((c) => c.mood === "happy");
  const pool: Record<string, number> = { ...p.resources, culture: p.cultureTokens, mood: p.moodTokens };
  let total = 0, bestStock = 0;
  for (const wonder of p.wonderCards) {
    const def = wonderDef(wonder);
    const needs = [...def.alsoRequires, def.requiredAdvance, "engineering"];
    const owned = needs.filter((a) => p.advances.includes(a as never)).length;
    total += 12 + 30 * (owned / needs.length) + (happy ? 20 : 0);
    let need = 0, got = 0;
    for (const [k, n] of Object.entries(def.cost.fixed)) {
      need += n ?? 0;
      got += Math.min(n ?? 0, pool[k] ?? 0);
    }
    if (need === 0) continue;
    const ready = owned === needs.length && happy;
    const worth = ready ? WONDER_STOCK_SHARE * 100 * (def.vp.builder + def.vp.owner) : 40;
    bestStock = Math.max(bestStock, worth * (got / need));
  }
  return total + bestStock;
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
  const cities: City[] = [];
  for (const c of Object.values(s.cities)) if (c.owner === seat) cities.push(c);
  v += p.actionCards.length * 6;
  for (const card of p.objectiveCards) v += objectiveCardValue(s, seat, card, cities);
  v += wonderCardsValue(p, cities);
  // Enemy armies (players' and barbarians') near each city, against the army units standing in it.
  const enemies: string[] = [];
  const defenders = new Map<string, number>();
  for (const u of Object.values(s.units)) {
    if (!unitDef(u.type).army) continue;
    if (u.owner === seat) defenders.set(u.hex, (defenders.get(u.hex) ?? 0) + 1);
    else enemies.push(u.hex);
  }
  for (const c of cities) {
    const size = citySize(c);
    v += 6 * (size + c.wonders.length) + WONDER_ABILITY_VALUE * c.wonders.length;
    v += c.mood === "happy" ? 3 + 3 * size : c.mood === "angry" ? -(10 + 6 * size) : 0;
    let threat = 0;
    for (const h of enemies) if (hexDistance(h, c.hex) <= 2) threat++;
    if (threat) v -= Math.max(0, threat + 1 - (defenders.get(c.hex) ?? 0)) * (8 + 4 * size);
  }
  let settlers = 0;
  for (const u of Object.values(s.units)) {
    if (u.owner !== seat) continue;
    if (u.type === "settler") v += settlers++ < 3 ? settlerSpotValue(s, u.hex) : 4;
    else if (u.type === "ship") v += 4;
    else v += 7;
  }
  if (s.turn && s.turn.seat === seat) v += s.turn.actionsLeft * 10;
  return v;
}

/**
 * Why the bot must not play `move` (from `before` to `after`, with the `events` it caused), or null: razing a
 * city, or activating a city again so that its mood falls, unless the move gains a victory point (two when the
 * city turns Angry: a wonder).
 */
export function selfHarm(before: CocState, after: CocState, seat: Seat, move: Move, events: readonly GameEvent[]): string | null {
  if (move.type === "raze-city" && (move as { hex?: string | null }).hex) return "razes a city";
  for (const e of events) {
    if (e.type !== "CityMoodChanged" || e.reason !== "repeated-activation" || e.owner !== seat) continue;
    const gain = totalVp(victoryPoints(after, seat)) - totalVp(victoryPoints(before, seat));
    if (gain < (e.to === "angry" ? 2 : 1)) return `activates ${String(e.hex)} again and makes it ${String(e.to)}`;
  }
  return null;
}

export function heuristicBot(game: GameDefinition<CocState, Move>, seed: string): Bot<CocState, Move> {
  const rng = new Rng(seedRng(seed));
  let freeStreak = 0;
  /** Own turns since the last trade proposal (starts high: the first may come at once). */
  let turnsSinceOffer = TRADE_EVERY_TURNS;
  let lastTurnKey = "";

  /** The state after the other player accepts the offer `move` (null when they cannot). */
  function accepted(afterOffer: CocState, to: Seat): CocState | null {
    const accept = game.legalMoves(afterOffer, to).find((m) => m.type === "answer-trade" && (m as { accept?: boolean }).accept);
    if (!accept) return null;
    const r = game.apply(afterOffer, to, accept);
    return "error" in r ? null : r.state;
  }

  return {
    choose(state, seat) {
      const legal = game.legalMoves(state, seat);
      const turnKey = state.turn ? `${state.age}.${state.round}.${state.turn.seat}` : "";
      if (state.turn?.seat === seat && turnKey !== lastTurnKey) {
        lastTurnKey = turnKey;
        turnsSinceOffer++;
      }
      const safe = legal.filter((m) => !(m.type === "raze-city" && (m as { hex?: string | null }).hex));
      if (safe.length <= 1) return safe[0] ?? legal[0] ?? null;
      let candidates = safe;
      if (candidates.length > MAX_CANDIDATES) {
        const keep = candidates.filter((m) => m.type === "end-turn");
        candidates = [...keep, ...rng.shuffle(candidates.filter((m) => m.type !== "end-turn")).slice(0, MAX_CANDIDATES - keep.length)];
      }
      const inTurn = state.stack[state.stack.length - 1]?.kind === "turn";
      const actionsBefore = state.turn?.actionsLeft ?? 0;
      let now: number | null = null;
      let best: Move | null = null;
      let bestValue = -Infinity;
      let bestFree = false;
      let fallback: Move | null = null;
      let fallbackValue = -Infinity;
      for (const move of candidates) {
        const r = game.apply(state, seat, move);
        if ("error" in r) continue;
        let next = r.state;
        if (move.type === "propose-trade") {
          if (turnsSinceOffer < TRADE_EVERY_TURNS) continue;
          const deal = accepted(next, (move as unknown as { to: Seat }).to);
          now ??= evaluate(state, seat);
          if (!deal || evaluate(deal, seat) - now < TRADE_MIN_GAIN) continue;
          next = deal;
        }
        const free = inTurn && move.type !== "end-turn" && next.turn !== null && next.turn.seat === seat && next.turn.actionsLeft >= actionsBefore;
        if (free && freeStreak >= MAX_FREE_STREAK) continue;
        const v = evaluate(next, seat) + rng.int(1000) / 1e4;
        if (selfHarm(state, next, seat, move, r.events)) {
          if (v > fallbackValue) { fallbackValue = v; fallback = move; }
          continue;
        }
        if (v > bestValue) {
          bestValue = v;
          best = move;
          bestFree = free;
        }
      }
      if (inTurn) freeStreak = best && bestFree ? freeStreak + 1 : 0;
      if (best?.type === "propose-trade") turnsSinceOffer = 0;
      return best ?? safe.find((m) => m.type === "end-turn") ?? fallback ?? rng.pick(safe);
    },
  };
}
