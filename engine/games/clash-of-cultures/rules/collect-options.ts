/**
 * The pure part of Collect (actions/collect.ts, L694-722): which hexes a city may collect from, what each
 * yields, how many it may take and why a choice is refused. No move registration, no side effects, so
 * the browser client uses exactly these functions to offer choices (on its view, read as a state).
 */
import type { Seat, Text } from "../../../core/types.ts";
import { TERRAINS, type AdvanceId, type PayableKind, type ResourceKind } from "../data/index.ts";
import { boardNeighbors } from "../base/board.ts";
import { actionCardDef } from "../base/catalog.ts";
import { moodSize } from "../base/mood.ts";
import { peek } from "../../../kit/peek.ts";
import { keyedDerivation } from "../../../kit/derived.ts";
import { pirateZone } from "./pirate-zone.ts";
import { enemyUnitsAt, has, player, unitIndex, wonderCity, type UnitIndex } from "../base/queries.ts";
import type { City, CocState, HexKey, PlayerState } from "../base/state.ts";
import { text } from "../text/index.ts";

export type CollectChoice = { hex: HexKey; kind: PayableKind };

/**
 * Each terrain's place in `CollectFacts.collects`, the advance that collects it and what it yields: alone, and [sea]
 * with a Port (L779). The lists are shared by every option listed (never change them).
 */
interface TerrainYield {
  index: number;
  land: boolean;
  advance: AdvanceId;
  alone: readonly PayableKind[];
  withPort: readonly PayableKind[];
}
const TERRAIN = new Map<string, TerrainYield>(TERRAINS.map((t, index) => [
  t.id, { index, land: t.land, advance: t.collectAdvance, alone: [t.collects], withPort: [t.collects, "gold", "mood"] },
]));
const ANY_RESOURCE: readonly ResourceKind[] = ["food", "wood", "ore", "ideas", "gold"];

/** A hex the city may collect from and what it may yield there (shared by the listings of many states: never change it). */
export interface CollectOption {
  readonly hex: HexKey;
  readonly kinds: readonly PayableKind[];
  /** 0 = the city's own hex, 1 = adjacent, 2 = Husbandry. */
  readonly distance: number;
  readonly sea: boolean;
}

/** How many Husbandry hexes (distance 2) a Collect of `seat` may use now. */
export function husbandryHexes(s: CocState, seat: Seat): number {
  const p = player(s, seat);
  if (!has(p, "husbandry") || s.turn?.used.includes("husbandry")) return 0;
  return has(p, "roads") ? 2 : 1;
}

/**
 * What a Collect of `seat` depends on besides the city: the same for each of its cities, so listing the
 * moves computes it once (`collectOptions` for every city) instead of scanning every unit per city.
 */
export interface CollectFacts {
  seat: Seat;
  /**
   * The units by hex: nothing is collected where another owner's unit stands (L704). The index is kept per units
   * record and shared with the Move action's listing, so a listing looks up its few hexes instead of walking every unit.
   */
  units: UnitIndex;
  /** [EXP] The pirate zone: nothing is collected there either (L1535). */
  zone: ReadonlySet<HexKey>;
  /** The hex of the seat's Great Gardens city, if any. */
  gardens: HexKey | undefined;
  /**
   * Whether the seat has the advance that collects each terrain, by its `TerrainYield.index`, filled as asked
   * (`collectsOn`): a list, as a map cost more to make than all its look-ups.
   */
  collects: (boolean | undefined)[];
  /** The seat's player (plain data), for `collectsOn`. */
  player: PlayerState;
  husbandry: number;
}

/** What a Collect of `seat` reads on `s`, worked out once for all its cities and hexes. */
export function collectFacts(s: CocState, seat: Seat): CollectFacts {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  const p = player(s, seat);
  // Filled as asked: a move's check looks at the terrains of its few chosen hexes only.
  return {
    seat, units: unitIndex(s.units), zone: pirateZone(s), gardens: wonderCity(s, seat, "great-gardens")?.hex, collects: [], player: p,
    husbandry: husbandryHexes(s, seat),
  };
}

/** Whether another owner's unit or [EXP] the pirate zone keeps the seat of `facts` from collecting on `hex`. */
function blockedAt(facts: CollectFacts, hex: HexKey): boolean {
  return enemyUnitsAt(facts.units, hex, facts.seat) || (facts.zone.size > 0 && facts.zone.has(hex));
}

/** Whether the seat of `facts` has the advance that collects terrain `t`. */
function collectsOn(facts: CollectFacts, t: TerrainYield): boolean {
  return (facts.collects[t.index] ??= has(facts.player, t.advance));
}

/**
 * Every hex `city` may collect from now, with the resources each may yield: its own hex, then the adjacent
 * ones, then the Husbandry ones (so in order of distance). With `first`, only the first of them (whether the
 * city may collect at all): usually its own hex answers.
 */
export function collectOptions(s: CocState, seat: Seat, city: City, facts: CollectFacts = collectFacts(s, seat), first = false): CollectOption[] {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  city = peek(city);
  const out: CollectOption[] = [];
  const port = city.buildings.port !== undefined;
  const gardens = facts.gardens === city.hex;
  for (const r of reachOf(s.hexes, city.hex, s)) {
    // The hexes 2 away come last: without Husbandry, none of the rest is an option.
    if (r.distance === 2 && facts.husbandry === 0) break;
    const o = optionAt(s, facts, r, gardens, port);
    if (!o) continue;
    out.push(o);
    if (first) break;
  }
  return out;
}

/**
 * A hex a city may collect from as far as the board goes (explored, not exhausted and, 2 away, land), with the options
 * of collecting there, made once for every listing that asks: alone, with a Port (the same on land) and, on fertile
 * land, in the Great Gardens' city.
 */
interface Reachable {
  hex: HexKey;
  /** 0 = the city's own hex, 1 = adjacent, 2 = Husbandry. */
  distance: number;
  terrain: TerrainYield;
  alone: CollectOption;
  withPort: CollectOption;
  gardens: CollectOption | null;
}

/**
 * The hexes a city on `hex` may collect from as far as the board goes, in the order of `collectOptions`. Kept per
 * hexes record: it changes only when a hex is explored or exhausted, so the listings of most states share them
 * and only the units, cities and advances are looked at anew. Never change the list.
 */
const reachOf = keyedDerivation((hexes: CocState["hexes"], hex: HexKey, s: CocState): readonly Reachable[] => {
  const out: Reachable[] = [];
  const add = (r: Reachable | undefined) => r && out.push(r);
  add(reachable(hexes, hex, 0));
  const near = boardNeighbors(s, hex);
  for (const n of near) add(reachable(hexes, n, 1));
  // A list, not a set: the ring holds a dozen hexes at most.
  const ring: HexKey[] = [];
  for (const n of near) {
    // Distance is counted through any explored hex, never through unexplored regions (L2189).
    if (hexes[n].terrain === null) continue;
    // A neighbour's neighbour is 2 away unless it is the city or one of its neighbours (no key parsed).
    for (const m of boardNeighbors(s, n)) if (m !== hex && !near.includes(m) && !ring.includes(m)) ring.push(m);
  }
  for (const m of ring) add(reachable(hexes, m, 2));
  return out;
});

/** `hex` (`distance` from the city) as a `Reachable`, or undefined if the board alone rules it out. */
function reachable(hexes: CocState["hexes"], hex: HexKey, distance: number): Reachable | undefined {
  const h = hexes[hex];
  if (!h || h.terrain === null || h.exhausted) return undefined;
  const terrain = TERRAIN.get(h.terrain)!;
  if (distance === 2 && !terrain.land) return undefined;
  const sea = !terrain.land;
  const alone: CollectOption = { hex, kinds: terrain.alone, distance, sea };
  return {
    hex, distance, terrain, alone, withPort: sea ? { hex, kinds: terrain.withPort, distance, sea } : alone,
    gardens: h.terrain === "fertile" ? { hex, kinds: ANY_RESOURCE, distance, sea } : null,
  };
}

/**
 * The entry `collectOptions` lists for `hex`, or undefined: what checking one chosen hex needs, without every
 * hex's options (nor the city's `reachOf`: a move's check is mostly of a state whose hexes no listing asked about).
 * A hex 2 away is a board neighbour of an explored neighbour that is neither the city's hex nor one of its neighbours.
 */
function collectOptionAt(s: CocState, city: City, facts: CollectFacts, hex: HexKey): CollectOption | undefined {
  let r: Reachable | undefined;
  if (hex === city.hex) r = reachable(s.hexes, hex, 0);
  else {
    const near = boardNeighbors(s, city.hex);
    if (near.includes(hex)) r = reachable(s.hexes, hex, 1);
    else if (facts.husbandry > 0 && near.some((n) => s.hexes[n].terrain !== null && boardNeighbors(s, n).includes(hex))) r = reachable(s.hexes, hex, 2);
  }
  return r && optionAt(s, facts, r, facts.gardens === city.hex, city.buildings.port !== undefined);
}

/** The option of collecting from `r`, if it yields anything now: no other owner's unit or other city there. */
function optionAt(s: CocState, facts: CollectFacts, r: Reachable, gardens: boolean, port: boolean): CollectOption | undefined {
  if (blockedAt(facts, r.hex) || (r.distance > 0 && s.cities[r.hex])) return undefined;
  if (gardens && r.gardens) return r.gardens;
  if (!collectsOn(facts, r.terrain)) return undefined;
  return port ? r.withPort : r.alone;
}

/**
 * Action cards that change the player's next Collect (markers in `turn.used`, cards/board-effects.ts):
 * Production Focus lets it take the same hex several times, Mass Production lets it take 2 more hexes.
 */
export const PRODUCTION_FOCUS = "production-focus";
export const MASS_PRODUCTION = "mass-production";
const MASS_PRODUCTION_EXTRA = Number(actionCardDef("mass-production-1").action.params.extraHexes);

/** How many resources `city` may collect now: its mood-modified size, +2 with Mass Production. */
export function collectLimit(s: CocState, city: City): number {
  return moodSize(s, city) + (s.turn?.used.includes(MASS_PRODUCTION) ? MASS_PRODUCTION_EXTRA : 0);
}

/** Why the choice may not be collected, or null. */
export function collectBlocker(s: CocState, seat: Seat, city: City, take: readonly CollectChoice[]): Text | null {
  return collectProblem(s, seat, city, take)?.message ?? null;
}

/** Why a Collect choice is refused: a code (for translated UI text) and the engine's English message. */
export type CollectProblem =
  | { code: "empty"; message: Text }
  | { code: "tooMany"; max: number; message: Text }
  | { code: "again"; message: Text }
  | { code: "notOption"; hex: HexKey; message: Text }
  | { code: "wrongKind"; hex: HexKey; message: Text }
  | { code: "sea"; message: Text }
  | { code: "far"; message: Text };

/** Whether the hex of `take[i]` is taken earlier in `take` (a choice is a few hexes: no set needed). */
function takenBefore(take: readonly CollectChoice[], i: number): boolean {
  for (let j = 0; j < i; j++) if (take[j].hex === take[i].hex) return true;
  return false;
}

/** The first reason the choice may not be collected, or null. */
export function collectProblem(s: CocState, seat: Seat, city: City, take: readonly CollectChoice[]): CollectProblem | null {
  s = peek(s);
  city = peek(city);
  if (take.length === 0) return { code: "empty", message: text("coc.err.chooseLeastOneHex") };
  const max = collectLimit(s, city);
  if (take.length > max) return { code: "tooMany", max, message: text("coc.err.collectMax", { n: max }) };
  const focus = !!s.turn?.used.includes(PRODUCTION_FOCUS);
  // Only the chosen hexes are looked at (a Collect move is checked on every application).
  const facts = collectFacts(s, seat);
  let sea = 0, far = 0;
  for (let i = 0; i < take.length; i++) {
    const t = take[i];
    const again = takenBefore(take, i);
    if (again && !focus) return { code: "again", message: text("coc.err.eachHexCollectedOnce") };
    const o = collectOptionAt(s, city, facts, t.hex);
    if (!o) return { code: "notOption", hex: t.hex, message: text("coc.err.cannotCollectFrom", { hex: t.hex }) };
    if (!o.kinds.includes(t.kind)) return { code: "wrongKind", hex: t.hex, message: text("coc.err.cannotYield", { hex: t.hex, resource: t.kind }) };
    // Production Focus: a hex taken again still counts as one sea / Husbandry hex.
    if (again) continue;
    if (o.sea) sea++;
    if (o.distance === 2) far++;
  }
  if (sea > 1) return { code: "sea", message: text("coc.err.cityCollectOneSea") };
  const farMax = facts.husbandry;
  if (far > farMax) return { code: "far", message: far === 1 || farMax === 0 ? text("coc.err.notCollectHexes2") : text("coc.err.husbandryAllowsMost2") };
  return null;
}
