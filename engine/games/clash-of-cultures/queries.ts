/** Read-only questions about a state that many rules ask. */
import type { Seat } from "../../core/types.ts";
import { MAX_CITY_SIZE, UNIT_TYPES, type AnyAdvanceId, type UnitTypeDef, type UnitTypeId, type WonderId } from "./data/index.ts";
import type { City, CocState, HexKey, Owner, PlayerState, Unit } from "./state.ts";

const UNIT_DEF = new Map<UnitTypeId, UnitTypeDef>(UNIT_TYPES.map((u) => [u.id, u as UnitTypeDef]));

export function unitDef(type: UnitTypeId): UnitTypeDef {
  return UNIT_DEF.get(type)!;
}

export function player(s: CocState, seat: Seat): PlayerState {
  return s.players[seat];
}

/** Whether the player may use the advance's effects: owned, or borrowed this turn through the Great Library. */
export function has(p: PlayerState, advance: AnyAdvanceId): boolean {
  return p.advances.includes(advance) || p.borrowedAdvance === advance;
}

/** Whether the player owns the advance (prerequisites, VP, government): a Great Library loan does not count. */
export function owns(p: PlayerState, advance: AnyAdvanceId): boolean {
  return p.advances.includes(advance);
}

export function citiesOf(s: CocState, owner: Owner): City[] {
  return Object.values(s.cities).filter((c) => c.owner === owner);
}

/** City size = settlement + buildings + wonders (L565). */
export function citySize(c: City): number {
  return 1 + Object.keys(c.buildings).length + c.wonders.length;
}

/** The largest size a city of this owner may grow to now (L575-577). */
export function maxCitySize(s: CocState, owner: Owner): number {
  return Math.min(MAX_CITY_SIZE, citiesOf(s, owner).length);
}

export function unitsAt(s: CocState, hex: HexKey): Unit[] {
  return Object.values(s.units).filter((u) => u.hex === hex);
}

export function unitsOf(s: CocState, owner: Owner): Unit[] {
  return Object.values(s.units).filter((u) => u.owner === owner);
}

export function isArmy(u: Unit): boolean {
  return unitDef(u.type).army;
}

export function isEnemy(a: Owner, b: Owner): boolean {
  return a !== b;
}

/** Figures of a unit type a player has on the board. */
export function unitsOnBoard(s: CocState, owner: Owner, type: UnitTypeId): number {
  return unitsOf(s, owner).filter((u) => u.type === type).length;
}

/** Seats in turn order starting from the first player. */
export function turnOrder(s: CocState): Seat[] {
  const n = s.players.length;
  return Array.from({ length: n }, (_, i) => (s.firstPlayer + i) % n);
}

/** The city holding wonder `id` if `owner` owns it (wonder effects belong to the city's owner). */
export function wonderCity(s: CocState, owner: Owner, id: WonderId): City | undefined {
  return Object.values(s.cities).find((c) => c.owner === owner && c.wonders.some((w) => w.id === id));
}
