/**
 * [EXP] Where pirate ships reach (L1533-1537, L2162-2163): the "pirate zone" is every sea space holding a
 * pirate ship and every sea space next to one. Nobody collects from it; no trade route starts in it or
 * passes through it. A leaf module (board queries only) so that Collect and Trade Routes can import it
 * without cycles. Pirates exist only with the expansion: without it the zone is always empty.
 */
import { boardNeighbors, isExplored, isSea } from "../base/board.ts";
import { allUnits } from "../base/queries.ts";
import type { CocState, HexKey } from "../base/state.ts";

const EMPTY: ReadonlySet<HexKey> = new Set();

/** Sea spaces with a pirate ship. */
export function pirateHexes(s: CocState): HexKey[] {
  return s.options.expansion ? shipHexes(s) : [];
}

/**
 * pirateHexes with the expansion. Apart (as `zoneAround` from pirateZone) so that V8 optimizes early the short path
 * every Collect listing takes, no pirates: it tiers a function up by the bytecode it runs against its length.
 */
function shipHexes(s: CocState): HexKey[] {
  const out: HexKey[] = [];
  const units = allUnits(s);
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (u.owner === "pirate" && !out.includes(u.hex)) out.push(u.hex);
  }
  return out;
}

/** Sea spaces with a pirate ship or next to one. */
export function pirateZone(s: CocState): ReadonlySet<HexKey> {
  const ships = pirateHexes(s);
  return ships.length ? zoneAround(s, ships) : EMPTY;
}

/** The pirate ships' spaces `ships` and the sea spaces next to them. */
function zoneAround(s: CocState, ships: readonly HexKey[]): ReadonlySet<HexKey> {
  const zone = new Set<HexKey>(ships);
  for (const h of ships) for (const n of boardNeighbors(s, h)) if (isSea(s, n)) zone.add(n);
  return zone;
}

/** Whether a city on `hex` stands next to a pirate ship (the raid, L1531). */
export function nextToPirates(s: CocState, hex: HexKey, ships: readonly HexKey[] = pirateHexes(s)): boolean {
  if (!ships.length) return false;
  return boardNeighbors(s, hex).some((n) => ships.includes(n));
}

/**
 * Whether a trade route from a unit on `from` to the city on `city` (at most 2 spaces apart, counted
 * through explored spaces) avoids the pirate zone: the unit does not stand in it and, for a city 2 spaces
 * away, some explored space between them lies outside it (L1536).
 */
export function routeClearOfPirates(s: CocState, zone: ReadonlySet<HexKey>, from: HexKey, city: HexKey): boolean {
  if (!zone.size) return true;
  if (zone.has(from)) return false;
  const near = boardNeighbors(s, from);
  if (near.includes(city)) return true;
  const around = new Set(boardNeighbors(s, city));
  return near.some((m) => around.has(m) && isExplored(s, m) && !zone.has(m));
}
