/**
 * Questions about the map (ОСНОВНІ ПОНЯТТЯ, L251-340): neighbours, terrain difficulty, friendly / enemy / empty
 * spaces, mature cities, and counting distance with the blockers each action names.
 */
import type { Seat } from "../../../core/types.ts";
import { TERRAINS, type BarbarianLetter, type FocusType, type SpaceTerrain } from "../data/index.ts";
import { peek } from "../../../kit/peek.ts";
import { activeEffects } from "./effects.ts";
import { spaceList } from "./spaces.ts";
import { spaceId, step } from "./hex.ts";
import type { NdState, Space, SpaceId } from "./state.ts";

export { spaceList };

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
  const mods = activeEffects(s, seat).flatMap((a) => (a.effect.kind === "terrain-difficulty" ? [a.effect] : [])).filter((e) =>
    e.during === "own-turn" ? s.turn?.seat === seat
      : e.during === "culture-or-industry-card" ? use.card === "culture" || use.card === "industry"
        : use.placing);
  if (!mods.length) return difficulty;
  return (sp) => {
    if (isWater(sp)) return 1;
    let d = difficulty(sp);
    const applies = (e: (typeof mods)[number]) => (!e.terrains || e.terrains.includes(sp.terrain))
      && (!e.onlyAdjacentToWaterOrEdge || sp.edge || neighbors(s, sp.id).some((n) => isWater(s.spaces[n])));
    for (const e of mods) if (e.set !== null && applies(e)) d = e.set;
    for (const e of mods) if (e.delta !== null && applies(e)) d += e.delta;
    return Math.max(1, d);
  };
}

/** The ids of the six cells around each id seen so far: geometry only, the same on every map. */
const AROUND = new Map<SpaceId, SpaceId[]>();

function around(sp: Space): SpaceId[] {
  let ids = AROUND.get(sp.id);
  if (!ids) AROUND.set(sp.id, (ids = [0, 1, 2, 3, 4, 5].map((d) => spaceId(step(sp, d)))));
  return ids;
}

export function neighbors(s: NdState, id: SpaceId): SpaceId[] {
  // Read-only queries read the plain data below a draft (kit/peek.ts): through the draft every space read makes a proxy.
  const spaces = peek(s).spaces;
  const out: SpaceId[] = [];
  for (const n of around(spaces[id])) if (spaces[n]) out.push(n);
  return out;
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

export function hasBarbarian(s: NdState, id: SpaceId): boolean {
  s = peek(s);
  for (const l in s.barbarians) if (s.barbarians[l as BarbarianLetter] === id) return true;
  return false;
}

/** No token and no figure at all (L299). */
export function isEmpty(s: NdState, id: SpaceId): boolean {
  s = peek(s);
  const sp = s.spaces[id];
  return !sp.city && !sp.token && !hasBarbarian(s, id) && !sp.resource && !sp.naturalWonder && !sp.cityState && !sp.wonder
    && caravanOwnersAt(s, id).length === 0;
}

/**
 * Every adjacent space holds a friendly control token or is water (L336); with Sydney Opera House any rival's
 * token counts, with Open Borders the giver's cities and tokens count. The owner's effects are read once for
 * all its cities (`maturity`).
 */
function maturity(s: NdState, owner: Seat): (id: SpaceId) => boolean {
  let anyToken = false;
  const givers: Seat[] = [];
  for (const a of activeEffects(s, owner)) {
    if (a.effect.kind === "rival-control-tokens-count-for-maturity") anyToken = true;
    if (a.effect.kind === "giver-pieces-count-for-maturity" && a.source.kind === "player-card") givers.push(a.source.giver);
  }
  const spaces = s.spaces;
  return (id) => neighbors(s, id).every((n) => {
    const x = spaces[n];
    if (isWater(x) || x.token?.owner === owner || (anyToken && x.token)) return true;
    const o = ownerOf(x);
    return o !== null && givers.includes(o);
  });
}

export function isMature(s: NdState, id: SpaceId): boolean {
  s = peek(s);
  const city = s.spaces[id].city;
  return !!city && maturity(s, city.owner)(id);
}

export function citySpaces(s: NdState, seat: Seat): SpaceId[] {
  const out: SpaceId[] = [];
  for (const sp of spaceList(s)) if (sp.city?.owner === seat) out.push(sp.id);
  return out;
}

export function matureCities(s: NdState, seat: Seat): SpaceId[] {
  s = peek(s);
  return citySpaces(s, seat).filter(maturity(s, seat));
}

export function friendlySpaces(s: NdState, seat: Seat): SpaceId[] {
  const out: SpaceId[] = [];
  for (const sp of spaceList(s)) if (isFriendly(sp, seat)) out.push(sp.id);
  return out;
}

export function capitalOf(s: NdState, seat: Seat): SpaceId | null {
  return spaceList(s).find((sp) => sp.city?.owner === seat && sp.city.capital)?.id ?? null;
}

/**
 * Steps from the nearest of `from` to every space within `max` (the sources are at 0). A path may go on only
 * from a space that `through` allows; the space reached last is not checked (the caller judges it, G20).
 */
export function distances(s: NdState, from: readonly SpaceId[], max: number, through: (id: SpaceId) => boolean): Map<SpaceId, number> {
  const dist = new Map<SpaceId, number>();
  let frontier: SpaceId[] = [];
  for (const f of from) if (!dist.has(f)) { dist.set(f, 0); frontier.push(f); }
  for (let d = 1; d <= max && frontier.length; d++) {
    const next: SpaceId[] = [];
    for (const id of frontier) {
      if (d > 1 && !through(id)) continue;
      for (const n of neighbors(s, id)) {
        if (dist.has(n)) continue;
        dist.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}
