/**
 * Exploration (L1154-1223): which way up a face-down region is laid when a unit moves into it.
 * A region keeps its place, so only two orientations exist: base (`false`) and turned 180° (`true`).
 *
 * Land units (L1160-1167), in priority order:
 *  1. the space the unit moves into may not be sea;
 *  2. the region's sea should connect to another (explored) sea space;
 *  3. if no orientation connects and the region is on the board edge, its sea should lie on the edge;
 *  4. if two orientations remain, the moving player chooses.
 * Ships (L1199-1223): an orientation that lets the ship sail onto the region's sea without crossing
 * another region wins; if both or neither do, rules 2-4 decide (rule 1 does not apply); if the ship
 * cannot enter, it returns to the space where it started its move.
 */
import { boardNeighbors, isExplored, isSea, orientations } from "../base/board.ts";
import { onBoardEdge } from "./movement-map.ts";
import type { CocState, HexKey } from "../base/state.ts";

export type Orientation = boolean;

/** Terrain of region `regionIndex`'s hex `key` when laid with orientation `flipped`. */
export function terrainIf(s: CocState, regionIndex: number, flipped: Orientation, key: HexKey) {
  const slot = s.regions[regionIndex].hexes.indexOf(key);
  return orientations(s, regionIndex)[flipped ? 1 : 0][slot];
}

/** Hexes of the region that would be sea with orientation `flipped`. */
export function seaHexesIf(s: CocState, regionIndex: number, flipped: Orientation): HexKey[] {
  const terrain = orientations(s, regionIndex)[flipped ? 1 : 0];
  return s.regions[regionIndex].hexes.filter((_, slot) => terrain[slot] === "water");
}

/** Rule 2: a sea hex of the region would touch an explored sea hex outside it. */
function connectsSea(s: CocState, regionIndex: number, flipped: Orientation): boolean {
  const own = new Set(s.regions[regionIndex].hexes);
  return seaHexesIf(s, regionIndex, flipped).some((k) => boardNeighbors(s, k).some((n) => !own.has(n) && isExplored(s, n) && isSea(s, n)));
}

function seaOnEdge(s: CocState, regionIndex: number, flipped: Orientation): boolean {
  return seaHexesIf(s, regionIndex, flipped).some((k) => onBoardEdge(s, k));
}

/**
 * The orientations the rules allow for exploring `regionIndex`: one (forced) or two (the mover chooses).
 * `landTarget`: the hex a land unit moves into. `shipCanEnter`: for a ship, whether it could sail onto
 * the region's sea with each orientation ([base, flipped]).
 */
export function allowedOrientations(s: CocState, regionIndex: number, mover: { landTarget: HexKey } | { shipCanEnter: [boolean, boolean] }): Orientation[] {
  let cands: Orientation[] = [false, true];
  if ("landTarget" in mover) {
    cands = cands.filter((f) => terrainIf(s, regionIndex, f, mover.landTarget) !== "water");
  } else {
    const enter = cands.filter((f) => mover.shipCanEnter[f ? 1 : 0]);
    if (enter.length === 1) return enter;
  }
  if (cands.length < 2) return cands;
  const connecting = cands.filter((f) => connectsSea(s, regionIndex, f));
  if (connecting.length === 1) return connecting;
  if (connecting.length === 0 && s.regions[regionIndex].hexes.some((k) => onBoardEdge(s, k))) {
    const edge = cands.filter((f) => seaOnEdge(s, regionIndex, f));
    if (edge.length === 1) return edge;
  }
  return cands;
}
