/** Read-only questions about a state that many rules ask. */
import type { Seat } from "../../../core/types.ts";
import { MAX_CITY_SIZE, UNIT_TYPES, type AnyAdvanceId, type BuildingId, type UnitTypeDef, type UnitTypeId, type WonderId } from "../data/index.ts";
import type { City, CocState, HexKey, Owner, PlayerState, Unit } from "./state.ts";
import { isDraftObject, element, member, peek } from "../../../kit/peek.ts";
import { latestDerivation, keyedDerivation } from "../../../kit/derived.ts";

const UNIT_DEF = new Map<UnitTypeId, UnitTypeDef>(UNIT_TYPES.map((u) => [u.id, u as UnitTypeDef]));

export function unitDef(type: UnitTypeId): UnitTypeDef {
  return UNIT_DEF.get(type)!;
}

/** The player, a draft on a draft: the kit's `member` reads the root and the list just read without the proxy's traps. */
export function player(s: CocState, seat: Seat): PlayerState {
  return isDraftObject(s) ? (element(s, "players", seat) as PlayerState) : s.players[seat];
}

/** Whether the player may use the advance's effects: owned, or borrowed this turn through the Great Library. */
export function has(p: PlayerState, advance: AnyAdvanceId): boolean {
  const r = peek(p);
  return r.advances.includes(advance) || r.borrowedAdvance === advance;
}

/** Whether the player owns the advance (prerequisites, VP, government): a Great Library loan does not count. */
export function owns(p: PlayerState, advance: AnyAdvanceId): boolean {
  return peek(p).advances.includes(advance);
}

// The scans below filter on plain data (see engine/kit/peek.ts) and hand out drafts only for what they return.

/** Each owner's cities, per cities record (states share it until a city changes), listed as asked. */
const citiesByOwner = latestDerivation((_cities: CocState["cities"]) => new Map<Owner, readonly City[]>());

/** The owner's cities; on plain data the list is kept and shared: NEVER change it. */
export function citiesOf(s: CocState, owner: Owner): readonly City[] {
  const plain = peek(s);
  // A draft's plain data is another object: its list, of drafts, is made afresh.
  if (plain !== s) return ownedCities(plain.cities, owner, member(s, "cities") as CocState["cities"]);
  const table = citiesByOwner(plain.cities);
  let kept = table.get(owner);
  if (!kept) table.set(owner, (kept = ownedCities(plain.cities, owner, null)));
  return kept;
}

/**
 * The owner's cities in `cities`, the drafts of `drafts` when given (read without the proxies' traps: `member`).
 * Apart from citiesOf so that its short common path, a kept list, is optimized early (V8 tiers a function up by
 * the bytecode it runs against its length).
 */
function ownedCities(cities: CocState["cities"], owner: Owner, drafts: CocState["cities"] | null): City[] {
  const out: City[] = [];
  for (const hex in cities) if (cities[hex].owner === owner) out.push(drafts ? (member(drafts, hex) as City) : cities[hex]);
  return out;
}

/** Each colour's building figures on the board by type, per cities record (states share it until a city changes). */
const figuresByColour = keyedDerivation((cities: CocState["cities"], colour: Seat): Readonly<Partial<Record<BuildingId, number>>> => {
  const counted: Partial<Record<BuildingId, number>> = {};
  for (const hex in cities) {
    const b = cities[hex].buildings;
    for (const k in b) if (b[k as BuildingId] === colour) counted[k as BuildingId] = (counted[k as BuildingId] ?? 0) + 1;
  }
  return counted;
});

/** Figures of each building type in `colour` on the board, in any owner's city (kept and shared: NEVER change it). */
export function buildingFigures(s: CocState, colour: Seat): Readonly<Partial<Record<BuildingId, number>>> {
  return figuresByColour(peek(s).cities, colour);
}

/** How many cities `owner` has (the kept list's length, on plain data). */
export function cityCount(s: CocState, owner: Owner): number {
  return citiesOf(peek(s), owner).length;
}

/** City size = settlement + buildings + wonders (L565). */
export function citySize(c: City): number {
  // Counted, not Object.keys(...).length: no array per call (legal moves ask it for every city and offer).
  let buildings = 0;
  for (const _ in c.buildings) buildings++;
  return 1 + buildings + c.wonders.length;
}

/** The largest size a city of this owner may grow to now (L575-577). */
export function maxCitySize(s: CocState, owner: Owner): number {
  return Math.min(MAX_CITY_SIZE, cityCount(s, owner));
}

/**
 * Every unit of a units record, on plain data, kept per record (states share it until a unit changes). `units` is
 * keyed by unit id: `for...in` over integer keys makes a string of each key and ran 4 times slower than
 * `Object.values` (the order is the same: ascending ids).
 */
const unitList = latestDerivation((units: CocState["units"]): readonly Unit[] => Object.values(units));

/** Every unit on plain data (shared: never change the list). */
export function allUnits(s: CocState): readonly Unit[] {
  return unitList(peek(s).units);
}

/** Units by hex, built once per query. */
export type UnitIndex = Map<HexKey, Unit[]>;

function byHex(units: CocState["units"]): UnitIndex {
  const idx: UnitIndex = new Map();
  for (const u of Object.values(units)) {
    const list = idx.get(u.hex);
    if (list) list.push(u);
    else idx.set(u.hex, [u]);
  }
  return idx;
}

/**
 * The units of a units record by hex, for queries that only read: kept for the last record asked about, which
 * every state sharing it reuses (after a Collect, an advance …). A move's working copy of the record is followed
 * through its draft writes (`latestDerivation`), so a unit changed directly in a move, not through its draft, would
 * not be seen: units are only ever changed through the drafts.
 */
export const unitIndex = latestDerivation(byHex);

/** Whether a unit not of `seat` stands on `hex` in the index (asked by Collect and by movement). */
export function enemyUnitsAt(idx: UnitIndex, hex: HexKey, seat: Seat): boolean {
  const here = idx.get(hex);
  if (here) for (const u of here) if (u.owner !== seat) return true;
  return false;
}

/** The units on `hex`, only `owner`'s when given (drafts when `s` is one, so callers may change them). */
export function unitsAt(s: CocState, hex: HexKey, owner?: Owner): Unit[] {
  const units = allUnits(s);
  const out: Unit[] = [];
  const drafts = unitDrafts(s);
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (u.hex === hex && (owner === undefined || u.owner === owner)) out.push(drafts ? unitDraft(drafts, u) : u);
  }
  return out;
}

/** The draft of the units record when `s` is a draft, else null. */
function unitDrafts(s: CocState): CocState["units"] | null {
  return isDraftObject(s) ? (member(s, "units") as CocState["units"]) : null;
}

/** The draft of unit `u` in the drafted units record, read without the proxy's trap. */
function unitDraft(drafts: CocState["units"], u: Unit): Unit {
  return member(drafts, String(u.id)) as Unit;
}

export function unitsOf(s: CocState, owner: Owner): Unit[] {
  const units = allUnits(s);
  const out: Unit[] = [];
  const drafts = unitDrafts(s);
  for (let i = 0; i < units.length; i++) if (units[i].owner === owner) out.push(drafts ? unitDraft(drafts, units[i]) : units[i]);
  return out;
}

export function isArmy(u: Unit): boolean {
  return unitDef(u.type).army;
}

export function isEnemy(a: Owner, b: Owner): boolean {
  return a !== b;
}

/** Figures of a unit type a player has on the board. */
export function unitsOnBoard(s: CocState, owner: Owner, type: UnitTypeId): number {
  const units = allUnits(s);
  let n = 0;
  for (let i = 0; i < units.length; i++) if (units[i].owner === owner && units[i].type === type) n++;
  return n;
}

/** Seats in turn order starting from the first player. */
export function turnOrder(s: CocState): Seat[] {
  const r = peek(s);
  const n = r.players.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) out.push((r.firstPlayer + i) % n);
  return out;
}

/** Whether `seat` owns wonder `id` now (a read-only scan that creates no draft proxies). */
export function ownsWonder(s: CocState, seat: Seat, id: WonderId): boolean {
  return plainWonderCity(s, seat, id) !== undefined;
}

/** The city holding wonder `id` if `owner` owns it (wonder effects belong to the city's owner). */
export function wonderCity(s: CocState, owner: Owner, id: WonderId): City | undefined {
  const c = plainWonderCity(s, owner, id);
  return c && isDraftObject(s) ? (element(s, "cities", c.hex) as City) : c;
}

/**
 * The cities holding a wonder, in the cities record's order, per cities record (states share it until a city
 * changes): wonder effects are asked about constantly, and most cities hold none.
 */
const wonderCities = latestDerivation((cities: CocState["cities"]): readonly City[] => {
  const out: City[] = [];
  for (const hex in cities) if (cities[hex].wonders.length) out.push(cities[hex]);
  return out;
});

/** `wonderCity` on plain data: only the cities holding a wonder are looked at. */
function plainWonderCity(s: CocState, owner: Owner, id: WonderId): City | undefined {
  for (const c of wonderCities(peek(s).cities)) if (c.owner === owner && c.wonders.some((w) => w.id === id)) return c;
  return undefined;
}
