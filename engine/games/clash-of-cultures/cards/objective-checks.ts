/**
 * The conditions of the 66 objectives (catalog §5.2, card texts in data/objective-cards.ts): status-phase
 * checks read the state; instant checks read a battle (or other) report from the hooks of base/flow.ts.
 * Pure functions, no state changes. Geometry helpers used by action cards live here too.
 */
import type { Seat } from "../../../core/types.ts";
import {
  ADVANCE_CATEGORIES, ADVANCES, CIV_ADVANCES, MAX_CITY_SIZE,
  type AdvanceCategoryId, type BuildingId, type ObjectiveDef, type UnitTypeId,
} from "../data/index.ts";
import { boardNeighbors, isLand, regionDef } from "../base/board.ts";
import { coordsDistance, hexDistance } from "../base/hex.ts";
import { reachOrder } from "../base/reach.ts";
import { pirateZone, routeClearOfPirates } from "../rules/pirate-zone.ts";
import { allUnits, citiesOf, citySize, unitDef, unitsOf } from "../base/queries.ts";
import type { City, CocState, HexKey, HexState, Owner } from "../base/state.ts";
import { isWorkingCopy, peek } from "../../../kit/peek.ts";
import { latestDerivation } from "../../../kit/derived.ts";

// ---- geometry ------------------------------------------------------------------------------------

function explored(s: CocState, hex: HexKey): boolean {
  const h = s.hexes[hex];
  return !!h && s.regions[h.region].explored;
}

/**
 * Hexes within `max` steps of any of `starts`, counting through any explored hex (sea, enemy cities and
 * armies included) but never through unexplored regions (L2189). Value = distance. `reached`, told of
 * each hex as the search reaches it, may stop the search by returning true.
 */
export function hexesWithin(s: CocState, starts: Iterable<HexKey>, max: number, reached?: (hex: HexKey) => boolean): Map<HexKey, number> {
  const dist = new Map<HexKey, number>();
  let frontier: HexKey[] = [];
  for (const h of starts) {
    if (!explored(s, h) || dist.has(h)) continue;
    dist.set(h, 0);
    frontier.push(h);
    if (reached?.(h)) return dist;
  }
  for (let d = 1; d <= max && frontier.length; d++) {
    const next: HexKey[] = [];
    for (const h of frontier) {
      for (const n of boardNeighbors(s, h)) {
        if (dist.has(n) || !explored(s, n)) continue;
        dist.set(n, d);
        next.push(n);
        if (reached?.(n)) return dist;
      }
    }
    frontier = next;
  }
  return dist;
}

/** Hexes with the seat's units or cities. */
export function presenceHexes(s: CocState, seat: Seat, armyOnly = false): Set<HexKey> {
  const out = new Set<HexKey>();
  // The kept list of every unit, on plain data (engine/kit/peek.ts): no list of the seat's units made first.
  for (const u of allUnits(s)) if (u.owner === seat && (!armyOnly || unitDef(u.type).army)) out.add(u.hex);
  if (!armyOnly) for (const c of citiesOf(s, seat)) out.add(c.hex);
  return out;
}

/**
 * The other seats within each range of a seat (a bit per seat), kept for the latest units record with the cities
 * record and regions list they were counted on: they read only where units and cities stand and which regions are
 * explored (a hex's region never changes), so the states after a trade, an advance or a Collect that changes no city
 * share them.
 */
const metKept = latestDerivation((_units: CocState["units"]) => new Map<number, { cities: object; regions: object; met: number }>());

/**
 * Other seats with a unit or city within `range` of one of the seat's units or cities (Inspiration, Technology
 * Trade).
 */
export function playersInRange(s: CocState, seat: Seat, range: number): Seat[] {
  // Read-only: plain data (engine/kit/peek.ts).
  const root = peek(s);
  const { units, cities, regions } = root;
  let met: number;
  if (isWorkingCopy(units) || isWorkingCopy(cities) || isWorkingCopy(regions)) met = seatsMet(root, seat, range);
  else {
    const table = metKept(units);
    // Ranges are small: one number per seat and range.
    const key = seat * 1024 + range;
    const kept = table.get(key);
    if (kept && kept.cities === cities && kept.regions === regions) met = kept.met;
    else table.set(key, { cities, regions, met: (met = seatsMet(root, seat, range)) });
  }
  const out: Seat[] = [];
  for (let other = 0; met >> other; other++) if (met & (1 << other)) out.push(other);
  return out;
}

/**
 * playersInRange's search, as bits. Nearly every search finds no one: it first looks on the grid (`seatsNearOnGrid`),
 * then, for the seats found there, marks the hexes within range of the seat's hexes along their kept breadth-first
 * orders (base/reach.ts) and looks up each of their units and cities there once, instead of first mapping every
 * other hex to its owners.
 */
function seatsMet(s: CocState, seat: Seat, range: number): number {
  const others = seatsNearOnGrid(s, seat, range);
  if (!others) return 0;
  const near = new Set<HexKey>();
  for (const from of presenceHexes(s, seat)) {
    if (!explored(s, from)) continue;
    const { hexes, dist } = reachOrder(s, from);
    for (let i = 0; i < hexes.length && dist[i] <= range; i++) near.add(hexes[i]);
  }
  let met = 0;
  const meet = (hex: HexKey, owner: Owner) => {
    if (typeof owner === "number" && others & (1 << owner) && near.has(hex)) met |= 1 << owner;
  };
  for (const u of allUnits(s)) meet(u.hex, u.owner);
  const cities = s.cities;
  for (const hex in cities) meet(hex, cities[hex].owner);
  return met;
}

/**
 * The other seats with a unit or city within `range` of the seat's on the grid (as bits): a path through
 * explored hexes is never shorter, so the search along them need look for these seats only. A few comparisons per
 * unit, where the search walks every hex in range.
 */
function seatsNearOnGrid(s: CocState, seat: Seat, range: number): number {
  const others = ~(1 << seat);
  const { hexes, cities } = s;
  const units = allUnits(s);
  // The hexes of the seat's units and cities (a hex twice when two units share it).
  const mine: HexState[] = [];
  for (let i = 0; i < units.length; i++) if (units[i].owner === seat) mine.push(hexes[units[i].hex]);
  for (const c of citiesOf(s, seat)) mine.push(hexes[c.hex]);
  let near = 0;
  for (let i = 0; i < units.length; i++) {
    const owner = units[i].owner;
    if (typeof owner === "number" && others & ~near & (1 << owner) && onGridWithin(hexes[units[i].hex], mine, range)) near |= 1 << owner;
  }
  for (const hex in cities) {
    const owner = cities[hex].owner;
    if (typeof owner === "number" && others & ~near & (1 << owner) && onGridWithin(hexes[hex], mine, range)) near |= 1 << owner;
  }
  return near;
}

/** Whether `at` is within `range` on the grid of one of `mine`. */
function onGridWithin(at: HexState, mine: readonly HexState[], range: number): boolean {
  for (let i = 0; i < mine.length; i++) if (coordsDistance(at, mine[i]) <= range) return true;
  return false;
}

/** The hex of the seat's starting city: the start region's city slot (L435). */
export function startingCityHex(s: CocState, seat: Seat): HexKey | null {
  const home = s.regions.find((r) => r.home === seat);
  if (!home) return null;
  const slot = regionDef(home.tile).hexes.findIndex((h) => h.startingCity);
  return slot >= 0 ? home.hexes[slot] : null;
}

// ---- small counts --------------------------------------------------------------------------------

const CATEGORY_OF = new Map<string, AdvanceCategoryId>(ADVANCES.map((a) => [a.id, a.category]));
const CATEGORY_SIZE = new Map<AdvanceCategoryId, number>();
for (const a of ADVANCES) CATEGORY_SIZE.set(a.category, (CATEGORY_SIZE.get(a.category) ?? 0) + 1);
const CIV_ADVANCE_IDS = new Set<string>(CIV_ADVANCES.map((a) => a.id));
const GOVERNMENTS = ADVANCE_CATEGORIES.filter((c) => c.government).map((c) => c.id as AdvanceCategoryId);

function ownedInCategory(s: CocState, seat: Seat, category: AdvanceCategoryId): number {
  return s.players[seat].advances.filter((a) => CATEGORY_OF.get(a) === category).length;
}

function completeCategories(s: CocState, seat: Seat): number {
  let n = 0;
  for (const [cat, size] of CATEGORY_SIZE) if (ownedInCategory(s, seat, cat) >= size) n++;
  return n;
}

function armyCount(s: CocState, owner: Owner): number {
  return unitsOf(s, owner).filter((u) => unitDef(u.type).army).length;
}

function shipCount(s: CocState, owner: Owner): number {
  return unitsOf(s, owner).filter((u) => u.type === "ship").length;
}

/** True when `mine` is larger than the value of every other player (ties fail). */
function moreThanEveryOther(s: CocState, seat: Seat, value: (seat: Seat) => number, margin = 1): boolean {
  const mine = value(seat);
  return s.players.every((p) => p.seat === seat || mine >= value(p.seat) + margin);
}

function citiesWithBuilding(s: CocState, seat: Seat, building: BuildingId): number {
  return citiesOf(s, seat).filter((c) => c.buildings[building] !== undefined).length;
}

/** Buildings of the seat's colour standing in cities of other players. */
function foreignBuildings(s: CocState, seat: Seat): City[] {
  return Object.values(s.cities).filter((c) => typeof c.owner === "number" && c.owner !== seat && Object.values(c.buildings).some((b) => b === seat));
}

function foreignBuildingCount(s: CocState, seat: Seat): number {
  let n = 0;
  for (const c of Object.values(s.cities)) {
    if (typeof c.owner !== "number" || c.owner === seat) continue;
    for (const b of Object.values(c.buildings)) if (b === seat) n++;
  }
  return n;
}

/** Hexes of the seat's units of a kind that are neither its cities nor next to them (Migration, Outpost). */
function hexesAwayFromCities(s: CocState, seat: Seat, unit: string): number {
  const near = new Set<HexKey>();
  for (const c of citiesOf(s, seat)) {
    near.add(c.hex);
    for (const n of boardNeighbors(s, c.hex)) near.add(n);
  }
  const hexes = new Set<HexKey>();
  for (const u of unitsOf(s, seat)) {
    const fits = unit === "army" ? unitDef(u.type).army : u.type === unit;
    if (fits && u.carriedBy === null && !near.has(u.hex)) hexes.add(u.hex);
  }
  return hexes.size;
}

// ---- trade routes (L1745) --------------------------------------------------------------------------

/**
 * Cities a trade route may reach from `hex` for `seat`: a non-Angry city of another player within 2 spaces,
 * not counting through unexplored regions. (The seed's mood icons are garbled; we follow the catalog: not
 * Angry.)
 */
export function tradeRouteTargets(s: CocState, seat: Seat, hex: HexKey): HexKey[] {
  const near = hexesWithin(s, [hex], 2);
  // [EXP] Pirates block routes starting in or passing through their zone (L1536).
  const zone = pirateZone(s);
  return Object.values(s.cities)
    .filter((c) => typeof c.owner === "number" && c.owner !== seat && c.mood !== "angry" && near.has(c.hex) && routeClearOfPirates(s, zone, hex, c.hex))
    .map((c) => c.hex);
}

/** How many trade routes the seat could form now: a maximum matching of its settlers/ships to target cities. */
export function tradeRouteCount(s: CocState, seat: Seat, shipsOnly = false): number {
  const sources = unitsOf(s, seat).filter((u) => u.type === "ship" || (!shipsOnly && u.type === "settler"));
  const edges = sources.map((u) => tradeRouteTargets(s, seat, u.hex));
  const matchOf = new Map<HexKey, number>();
  const tryAssign = (i: number, seen: Set<HexKey>): boolean => {
    for (const city of edges[i]) {
      if (seen.has(city)) continue;
      seen.add(city);
      const j = matchOf.get(city);
      if (j === undefined || tryAssign(j, seen)) { matchOf.set(city, i); return true; }
    }
    return false;
  };
  let n = 0;
  for (let i = 0; i < edges.length; i++) if (tryAssign(i, new Set())) n++;
  return n;
}

// ---- status-phase objectives ----------------------------------------------------------------------

/**
 * How many different ways the seat fulfils a status-phase objective now (0 = not fulfilled). Objectives
 * with the same name must be fulfilled in different ways (L1078): only Government can be fulfilled in
 * more than one way (one per complete government); every other objective counts once.
 */
export function statusWays(s: CocState, seat: Seat, def: ObjectiveDef): number {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  const p = s.players[seat];
  const params = def.params as Record<string, number | string | boolean>;
  const yes = (c: boolean) => (c ? 1 : 0);
  if (def.payment) return yes(p.resources[def.payment.resource] >= def.payment.minimum);
  switch (def.effectId) {
    case "advanced-culture":
      return yes(p.advances.length >= (params.minAdvances as number) && moreThanEveryOther(s, seat, (x) => s.players[x].advances.length));
    case "architecture": {
      const types = new Set<string>();
      for (const c of citiesOf(s, seat)) for (const [b, colour] of Object.entries(c.buildings)) if (colour === seat) types.add(b);
      return yes(types.size >= (params.minBuildingTypes as number));
    }
    case "category-complete": {
      const cat = params.category as AdvanceCategoryId;
      return yes(ownedInCategory(s, seat, cat) >= CATEGORY_SIZE.get(cat)!);
    }
    case "building-lead": {
      const b = params.building as BuildingId;
      return yes(moreThanEveryOther(s, seat, (x) => citiesWithBuilding(s, x, b)));
    }
    case "colony": {
      const start = startingCityHex(s, seat);
      const recent = (s.cards?.cityFounder ?? []).some((c) => c.seat === seat && c.age === s.age && c.round === s.round);
      return yes(!!start && !recent && citiesOf(s, seat).some((c) => hexDistance(c.hex, start) >= (params.minDistanceFromStart as number)));
    }
    case "consulate":
      return yes(foreignBuildings(s, seat).length >= (params.minCities as number));
    case "culture-power":
      return yes(moreThanEveryOther(s, seat, (x) => foreignBuildingCount(s, x)));
    case "diversified-research": {
      const cats = new Set<string>();
      for (const a of p.advances) { const c = CATEGORY_OF.get(a); if (c) cats.add(c); }
      return yes(cats.size >= (params.minCategories as number));
    }
    case "expansionist": {
      const isolated = citiesOf(s, seat).filter((c) => boardNeighbors(s, c.hex).every((n) => !s.cities[n]));
      return yes(isolated.length >= (params.minCities as number));
    }
    case "goal-focused":
      return yes(moreThanEveryOther(s, seat, (x) => completeCategories(s, x)));
    case "government":
      return GOVERNMENTS.filter((g) => ownedInCategory(s, seat, g) >= CATEGORY_SIZE.get(g)!).length;
    case "happy-population":
      return yes(citiesOf(s, seat).filter((c) => c.mood === "happy").length >= (params.minHappyCities as number));
    case "high-culture":
      // [EXP] All civilization advances, and leaders recruited over the game (counted from "units-recruited",
      // events/expansion-effects.ts).
      return yes(p.advances.filter((a) => CIV_ADVANCE_IDS.has(a)).length >= (params.civAdvances as number)
        && (p.leadersRecruited ?? 0) >= (params.minLeadersRecruited as number));
    case "units-on-hexes": {
      const hexes = new Set(unitsOf(s, seat).filter((u) => u.type === params.unit).map((u) => u.hex));
      return yes(hexes.size >= (params.minHexes as number));
    }
    case "large-army":
      return yes(moreThanEveryOther(s, seat, (x) => armyCount(s, x), params.margin as number));
    case "large-civilization":
      return yes(citiesOf(s, seat).length >= (params.minCities as number));
    case "large-fleet": {
      const ships = shipCount(s, seat);
      return yes(ships >= (params.minShips as number) || (ships >= (params.minShipsIfMost as number) && moreThanEveryOther(s, seat, (x) => shipCount(s, x))));
    }
    case "magnificent-culture":
      return yes((s.cards?.wondersBuilt ?? []).some((w) => w.seat === seat && w.age === s.age && w.round === s.round));
    case "metropolis":
      return yes(citiesOf(s, seat).some((c) => citySize(c) >= Math.min(MAX_CITY_SIZE, params.citySize as number)));
    case "units-away-from-cities":
      return yes(hexesAwayFromCities(s, seat, params.unit as string) >= (params.minHexes as number));
    case "military-might":
      return yes(unitsOf(s, seat).filter((u) => unitDef(u.type).military).length >= (params.minMilitaryUnits as number));
    case "optimized-storage":
      return yes(p.resources.food >= (params.food as number) && p.resources.wood >= (params.wood as number) && p.resources.ore >= (params.ore as number));
    case "sea-blockade": {
      const mine = new Set(unitsOf(s, seat).map((u) => u.hex));
      const blockaded = Object.values(s.cities).filter((c) => typeof c.owner === "number" && c.owner !== seat && c.portHex && mine.has(c.portHex));
      return yes(blockaded.length >= (params.minUnits as number));
    }
    case "shipping-routes":
      return yes(p.advances.includes("trade-routes") && tradeRouteCount(s, seat, true) >= (params.minRoutes as number));
    case "trade-power":
      return yes(p.advances.includes("trade-routes") && tradeRouteCount(s, seat) >= (params.minRoutes as number));
    case "standing-army": {
      const armyHexes = new Set(unitsOf(s, seat).filter((u) => unitDef(u.type).army).map((u) => u.hex));
      return yes(citiesOf(s, seat).filter((c) => armyHexes.has(c.hex)).length >= (params.minCities as number));
    }
    case "threat": {
      const foreignNeighbours = new Set<HexKey>();
      for (const c of Object.values(s.cities)) if (typeof c.owner === "number" && c.owner !== seat) for (const n of boardNeighbors(s, c.hex)) foreignNeighbours.add(n);
      return yes(unitsOf(s, seat).filter((u) => unitDef(u.type).army && foreignNeighbours.has(u.hex)).length >= (params.minArmyUnits as number));
    }
    case "versatility": {
      const types = new Set(unitsOf(s, seat).map((u) => u.type));
      return yes(types.size >= (params.unitTypes as number));
    }
    default:
      return 0;
  }
}

// ---- instant objectives: battles ------------------------------------------------------------------

/** The "battle-ended" payload (base/flow.ts). `disembarked` is set when the attackers landed from ships. */
export interface BattleReport {
  hex: HexKey;
  kind: "land" | "sea";
  attacker: Owner;
  defender: Owner;
  winner: Owner | null;
  attackerLosses: UnitTypeId[];
  defenderLosses: UnitTypeId[];
  attackerUnitsAtStart: UnitTypeId[];
  defenderUnitsAtStart: UnitTypeId[];
  cityDefended: boolean;
  captured: boolean;
  disembarked?: boolean;
  /** Where the battle's frame was on the stack: decisions its end raises go there (asked right after it). */
  reactionsAt?: number;
}

export type BattleLogEntry = NonNullable<CocState["cards"]>["battles"][number];

/** Units that fight: army units on land, ships at sea (carried land units do not fight, L1395). */
export function fighters(kind: "land" | "sea", units: readonly UnitTypeId[]): number {
  return units.filter((t) => (kind === "land" ? unitDef(t).army : t === "ship")).length;
}

function armyUnits(units: readonly UnitTypeId[]): number {
  return units.filter((t) => unitDef(t).army).length;
}

/** Instant objectives (by effect id) a battle fulfils for `seat`, one of its two sides. */
export function battleObjectives(s: CocState, seat: Seat, b: BattleReport, earlier: readonly BattleLogEntry[] = []): Set<string> {
  const out = new Set<string>();
  const attacking = b.attacker === seat;
  if (!attacking && b.defender !== seat) return out;
  const enemy = attacking ? b.defender : b.attacker;
  const won = b.winner === seat;
  const mineAtStart = attacking ? b.attackerUnitsAtStart : b.defenderUnitsAtStart;
  const theirsAtStart = attacking ? b.defenderUnitsAtStart : b.attackerUnitsAtStart;
  const myLosses = attacking ? b.attackerLosses : b.defenderLosses;
  const theirLosses = attacking ? b.defenderLosses : b.attackerLosses;
  const fewer = fighters(b.kind, mineAtStart) < fighters(b.kind, theirsAtStart);
  const city = s.cities[b.hex];
  const cityBattle = b.cityDefended || b.captured || !!city;
  if (b.kind === "land") {
    if (won && attacking && armyUnits(theirLosses) >= 2) out.add("aggressor");
    if (armyUnits(theirLosses) >= 3) out.add("general");
    if (armyUnits(mineAtStart) + armyUnits(theirsAtStart) >= 6) out.add("great-battle");
    if (won && attacking && b.captured && enemy === "barbarian" && armyUnits(theirsAtStart) >= 2) out.add("barbarian-conquest");
    if (won && attacking && b.captured && typeof enemy === "number" && (armyUnits(theirsAtStart) >= 1 || city?.buildings.fortress !== undefined)) out.add("conqueror");
    if (won && attacking && b.captured && typeof enemy === "number" && b.disembarked) out.add("naval-assault");
    if (won && cityBattle && enemy === "barbarian" && theirLosses.length >= 2) out.add("resistance");
    if (attacking && fighters("land", mineAtStart) >= 3 && city && citySize(city) >= 5 && city.wonders.length >= 1) out.add("legendary-battle");
    if (won && attacking && (mineAtStart.filter((t) => t === "cavalry" || t === "elephant").length > myLosses.filter((t) => t === "cavalry" || t === "elephant").length)) out.add("trample");
  }
  if (won) {
    const warfare = (x: Owner) => (typeof x === "number" ? ownedInCategory(s, x, "warfare") : 0);
    if (fewer || (typeof enemy === "number" && warfare(seat) < warfare(enemy))) out.add("bold");
    if (fewer && typeof enemy === "number") out.add("defiance");
    if (mineAtStart.includes("leader") && fighters(b.kind, mineAtStart) <= fighters(b.kind, theirsAtStart)) out.add("great-commander");
  }
  if (theirLosses.includes("leader") && theirLosses.filter((t) => t !== "settler").length >= 3) out.add("brutus");
  if (typeof enemy === "number" && theirLosses.some((t) => t === "settler" || t === "ship")
      && s.players[enemy].advances.includes("trade-routes") && tradeRouteTargets(s, enemy, b.hex).length > 0) out.add("scavenger");
  // `earlier`: the battles of this turn before this one (Warmonger, Sea Cleansing).
  const mine = earlier.filter((x) => x.seat === seat);
  if (b.kind === "land") {
    const holds = (entries: { hex: HexKey; won: boolean; kind: string }[]) => {
      const land = entries.filter((x) => x.kind === "land");
      return new Set(land.map((x) => x.hex)).size >= 2 && land.some((x) => x.won);
    };
    // Fulfilled by this battle: the condition holds now and did not before it.
    if (!holds(mine) && holds([...mine, { hex: b.hex, won, kind: "land" }])) out.add("warmonger");
  }
  if (b.kind === "sea" && won && enemy === "pirate") {
    if (mine.filter((x) => x.kind === "sea" && x.won && x.vs === "pirate").length === 1) out.add("sea-cleansing");
  }
  return out;
}

/** Whether a founded city fulfils City Founder (at least 5 spaces from the starting city). */
export function cityFounderFulfilled(s: CocState, seat: Seat, hex: HexKey, minDistance: number): boolean {
  const start = startingCityHex(s, seat);
  return !!start && hexDistance(start, hex) >= minDistance;
}

export function angryCities(s: CocState, seat: Seat): number {
  const cities = peek(s).cities;
  let n = 0;
  // One read of each city: a second keyed read, made only for the seat's cities, got too little type feedback and
  // sent the optimized function back to the interpreter again and again (recompiled each time).
  for (const hex in cities) {
    const c = cities[hex];
    if (c.owner === seat && c.mood === "angry") n++;
  }
  return n;
}

export { isLand };
