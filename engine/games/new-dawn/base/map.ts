/**
 * Questions about the map (ОСНОВНІ ПОНЯТТЯ, L251-340): neighbours, terrain difficulty, friendly / enemy / empty
 * spaces, mature cities, and counting distance with the blockers each action names.
 */
import type { Seat } from "../../../core/types.ts";
import { TERRAINS, type BarbarianLetter, type FocusType, type SpaceTerrain } from "../data/index.ts";
import { derivation } from "../../../kit/derived.ts";
import { peek } from "../../../kit/peek.ts";
import { effectsOf } from "./effects.ts";
import { giveBack, takeMarks } from "./marks.ts";
import { around, mapShape, spaceAt, spaceIndex, spaceList } from "./spaces.ts";
import type { NdState, Player, Space, SpaceId } from "./state.ts";

export { mapShape, spaceAt, spaceIndex, spaceList };

const DIFFICULTY = Object.fromEntries(TERRAINS.map((t) => [t.id, t.difficulty])) as Record<SpaceTerrain, number>;

/** Terrain difficulty: the slot of its terrain; water 1; natural wonders 5 (L257-261, L330); city-states are grassland (L610). */
export const difficulty = (sp: Space): number => DIFFICULTY[sp.terrain];

export const isWater = (sp: Space): boolean => sp.terrain === "water";

/** What a seat is doing when terrain matters: the focus card it resolves (if any) and whether it places control tokens. */
export interface TerrainUse { card: FocusType | null; placing: boolean }

/**
 * Terrain difficulty as `seat` counts it for `use`: Japan (own turn, desert and mountains by water or the edge
 * → 3), Kumasi (culture or industry card: forest → 1), Mohenjo-Daro (placing control tokens: −1). Set values
 * first, then changes; never below 1, and water stays water ("For the engine" 24). Combat strength uses the
 * printed terrain (E11).
 */
export function difficultyFor(s: NdState, seat: Seat, use: TerrainUse): (sp: Space) => number {
  s = peek(s);
  const effects = effectsOf(s, seat, "terrain-difficulty");
  // Most seats have none: no lists made.
  if (!effects.length) return difficulty;
  const mods = effects.map((a) => a.effect).filter((e) =>
    e.during === "own-turn" ? s.turn?.seat === seat
      : e.during === "culture-or-industry-card" ? use.card === "culture" || use.card === "industry"
        : use.placing);
  if (!mods.length) return difficulty;
  return (sp) => {
    if (isWater(sp)) return 1;
    let d = difficulty(sp);
    const applies = (e: (typeof mods)[number]) => (!e.terrains || e.terrains.includes(sp.terrain))
      && (!e.onlyAdjacentToWaterOrEdge || mapShape(s).byWaterOrEdge.has(sp.id));
    for (const e of mods) if (e.set !== null && applies(e)) d = e.set;
    for (const e of mods) if (e.delta !== null && applies(e)) d += e.delta;
    return Math.max(1, d);
  };
}

/** The neighbours of a space on the map (shared: never change the list). */
export function neighbors(s: NdState, id: SpaceId): readonly SpaceId[] {
  return around(s, id);
}

/** The seat whose city or control token is on the space (caravans make nothing friendly, L295). */
export function ownerOf(sp: Space): Seat | null {
  return sp.city?.owner ?? sp.token?.owner ?? null;
}

export const isFriendly = (sp: Space, seat: Seat): boolean => ownerOf(sp) === seat;
export function isEnemy(sp: Space, seat: Seat): boolean {
  const o = ownerOf(sp);
  return o !== null && o !== seat;
}

export function caravanOwnersAt(s: NdState, id: SpaceId): Seat[] {
  s = peek(s);
  const out: Seat[] = [];
  for (const p of s.players) for (const c of p.caravans) if (c === id) out.push(p.seat);
  return out;
}

export function barbariansAt(s: NdState, id: SpaceId): BarbarianLetter[] {
  s = peek(s);
  return (Object.keys(s.barbarians) as BarbarianLetter[]).filter((l) => s.barbarians[l] === id).sort();
}

/** The spaces barbarian tokens are on, per record of barbarians (kit/derived.ts). */
const barbarianSpaces = derivation((barbarians: NdState["barbarians"]) => new Set(Object.values(barbarians)));

export function hasBarbarian(s: NdState, id: SpaceId): boolean {
  return barbarianSpaces(peek(s).barbarians).has(id);
}

/** The spaces barbarian tokens are on (shared: never change it). */
export function barbarianSet(s: NdState): ReadonlySet<SpaceId> {
  return barbarianSpaces(peek(s).barbarians);
}

/** No token and no figure at all (L299). */
export function isEmpty(s: NdState, id: SpaceId): boolean {
  s = peek(s);
  const sp = spaceAt(s, id);
  return !sp.city && !sp.token && !hasBarbarian(s, id) && !sp.resource && !sp.naturalWonder && !sp.cityState && !sp.wonder
    && caravanOwnersAt(s, id).length === 0;
}

/**
 * Every adjacent space holds a friendly control token or is water (L336); with Sydney Opera House any rival's
 * token counts, with Open Borders the giver's cities and tokens count. The owner's effects are read once for
 * all its cities (`maturity`).
 */
function maturity(s: NdState, owner: Seat): (index: number) => boolean {
  const anyToken = effectsOf(s, owner, "rival-control-tokens-count-for-maturity").length > 0;
  const givers: Seat[] = [];
  for (const a of effectsOf(s, owner, "giver-pieces-count-for-maturity")) if (a.source.kind === "player-card") givers.push(a.source.giver);
  const spaces = s.spaces;
  const { near } = mapShape(s);
  return (i) => near[i].every((n) => {
    const x = spaces[n];
    if (isWater(x) || x.token?.owner === owner || (anyToken && x.token)) return true;
    const o = ownerOf(x);
    return o !== null && givers.includes(o);
  });
}

export function isMature(s: NdState, id: SpaceId): boolean {
  s = peek(s);
  const i = mapShape(s).index.get(id) ?? -1;
  const city = s.spaces[i].city;
  return !!city && maturity(s, city.owner)(i);
}

/** Where a seat's cities, and its friendly spaces (cities and control tokens), are in the state's list, in its order. */
interface SeatIndexes { readonly cities: readonly number[]; readonly friendly: readonly number[] }

/** Every seat's indexes, per list of spaces (kit/derived.ts): one pass for every seat. */
const seatIndexes = derivation((spaces: readonly Space[]) => {
  const bySeat: { cities: number[]; friendly: number[] }[] = [];
  for (let i = 0; i < spaces.length; i++) {
    const sp = spaces[i];
    const owner = ownerOf(sp);
    if (owner === null) continue;
    const at = (bySeat[owner] ??= { cities: [], friendly: [] });
    at.friendly.push(i);
    if (sp.city) at.cities.push(i);
  }
  return bySeat as readonly SeatIndexes[];
});

const NO_INDEXES: SeatIndexes = { cities: [], friendly: [] };

/** Where `seat`'s cities and friendly spaces are in the list (shared: never change them). */
export function indexesOf(s: NdState, seat: Seat): SeatIndexes {
  return seatIndexes(peek(s).spaces)[seat] ?? NO_INDEXES;
}

export function citySpaces(s: NdState, seat: Seat): SpaceId[] {
  s = peek(s);
  const { ids } = mapShape(s);
  return indexesOf(s, seat).cities.map((i) => ids[i]);
}

/**
 * Mature cities per list of spaces and per list of diplomacy cards held (what maturity reads: the map, the world
 * wonders on it, the cards), by seat (kit/derived.ts): asked by every caravan search from the card and every
 * objective check, mostly on a map no move has changed since.
 */
const matureMemo = derivation((_spaces: readonly Space[]) => derivation((_held: Player["diplomacy"]) => [] as (readonly SpaceId[])[]));

export function matureCities(s: NdState, seat: Seat): readonly SpaceId[] {
  s = peek(s);
  const bySeat = matureMemo(s.spaces)(s.players[seat].diplomacy);
  if (bySeat[seat]) return bySeat[seat];
  const { ids } = mapShape(s);
  return (bySeat[seat] = indexesOf(s, seat).cities.filter(maturity(s, seat)).map((i) => ids[i]));
}

export function friendlySpaces(s: NdState, seat: Seat): SpaceId[] {
  const out: SpaceId[] = [];
  for (const sp of spaceList(s)) if (isFriendly(sp, seat)) out.push(sp.id);
  return out;
}

export function capitalOf(s: NdState, seat: Seat): SpaceId | null {
  s = peek(s);
  // Among the seat's cities (kit/derived.ts), not the whole map.
  for (const i of indexesOf(s, seat).cities) if (s.spaces[i].city!.capital) return s.spaces[i].id;
  return null;
}

/**
 * Visits every space within `max` steps of the nearest of `from`, nearest first (the sources at 0), until `visit`
 * says stop; true if it did. A path may go on only from a space that `through` allows; the space reached last is
 * not checked (the caller judges it, G20). Spaces are indexes in the state's list (`mapShape`): the predicates read
 * `spaces[i]` with no lookup by id per step. Whether a space reaches any of many sources is best searched from that
 * space (the same paths walked backwards: only their first and last spaces go unchecked).
 */
export function searchAt(s: NdState, from: readonly number[], max: number, through: (i: number) => boolean, visit: (i: number, steps: number) => boolean): boolean {
  const { ids, near } = mapShape(s);
  const seen = takeMarks(ids.length);
  try {
    let frontier: number[] = [];
    for (const i of from) {
      if (!seen.mark(i)) continue;
      if (visit(i, 0)) return true;
      frontier.push(i);
    }
    for (let d = 1; d <= max && frontier.length; d++) {
      const next: number[] = [];
      for (const i of frontier) {
        if (d > 1 && !through(i)) continue;
        const around = near[i];
        for (let k = 0; k < around.length; k++) {
          const n = around[k];
          if (!seen.mark(n)) continue;
          if (visit(n, d)) return true;
          next.push(n);
        }
      }
      frontier = next;
    }
    return false;
  } finally {
    giveBack(seen);
  }
}
