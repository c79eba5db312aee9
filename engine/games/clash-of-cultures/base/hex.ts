/** Axial hex coordinates (flat-topped, see data/map.ts) and their keys. */
import { HEX_DIRECTIONS, MAP_LAYOUTS } from "../data/index.ts";
import type { HexKey } from "./state.ts";

export function hexKey(q: number, r: number): HexKey {
  return `${q},${r}`;
}

export interface Coords {
  readonly q: number;
  readonly r: number;
}

/**
 * The coordinates of every hex of every layout, parsed once: the rules measure distances between board hexes
 * constantly, and parsing a key makes two strings and two numbers from it each time.
 */
const BOARD_COORDS = new Map<HexKey, Coords>(MAP_LAYOUTS.flatMap((l) => l.positions.flatMap((pos) => pos.hexes.map((h) => [hexKey(h.q, h.r), { q: h.q, r: h.r }] as const))));

/** The coordinates of a key (shared for board hexes: never change them). */
export function parseHex(key: HexKey): Coords {
  const known = BOARD_COORDS.get(key);
  if (known) return known;
  const i = key.indexOf(",");
  return { q: Number(key.slice(0, i)), r: Number(key.slice(i + 1)) };
}

export function hexDistance(a: HexKey, b: HexKey): number {
  return coordsDistance(parseHex(a), parseHex(b));
}

/** The distance on the grid between two hexes given by their coordinates (a board hex's record has them). */
export function coordsDistance(x: Coords, y: Coords): number {
  const dq = x.q - y.q, dr = x.r - y.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The six neighbouring keys, whether or not they are on the board. */
export function neighborKeys(key: HexKey): HexKey[] {
  const { q, r } = parseHex(key);
  return HEX_DIRECTIONS.map((d) => hexKey(q + d.q, r + d.r));
}
