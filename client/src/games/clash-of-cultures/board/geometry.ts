/**
 * Hex geometry of the Clash of Cultures map on top of the shared flat-topped axial geometry (../../hex-geometry.ts):
 * shared edges, directions, a player's area, hex labels ("D2") and where overlays go.
 * No Phaser here, so it is unit-tested directly.
 */
import { hexDistance, parseHex } from "../../../../../engine/games/clash-of-cultures/base/hex.ts";
import { axialToPixel, boundsOf, hexCenter, HEX_SIZE, type Bounds, type Pt } from "../../hex-geometry.ts";

export {
  axialToPixel, boundsOf, clampCenter, fitZoom, hexCenter, hexCorners, HEX_SIZE, pixelToAxial, pixelToKey, SQRT3, viewToWorld, worldToView, zoomAt,
  type Bounds, type Pt, type ViewTransform,
} from "../../hex-geometry.ts";

/**
 * Index i of the edge (corners i and i+1) of hex `a` shared with neighbour `b`, or -1 when they are not
 * neighbours. Edge i faces the direction 60°·i + 30°.
 */
export function sharedEdge(a: string, b: string): number {
  const A = parseHex(a), B = parseHex(b);
  const dq = B.q - A.q, dr = B.r - A.r;
  if (Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) !== 1) return -1;
  const v = axialToPixel(dq, dr, 1);
  const deg = (Math.atan2(v.y, v.x) * 180) / Math.PI;
  return ((Math.round((deg - 30) / 60) % 6) + 6) % 6;
}

/** Unit vector from hex `a` towards hex `b`. */
export function directionTo(a: string, b: string): Pt {
  const p = hexCenter(a, 1), q = hexCenter(b, 1);
  const dx = q.x - p.x, dy = q.y - p.y;
  const len = Math.hypot(dx, dy) || 1;
  return { x: dx / len, y: dy / len };
}

/** Bounds of the hexes among `keys` within `radius` steps of any of `seeds` (a player's area). */
export function boundsNear(seeds: readonly string[], keys: Iterable<string>, radius: number, size = HEX_SIZE): Bounds {
  return boundsOf([...keys].filter((k) => seeds.some((s) => hexDistance(s, k) <= radius)), size);
}

/**
 * The content catalog's label of a hex ("D2"): column letter from q, row from 1 (odd-q offset,
 * data/map.ts). Falls back to "q,r" outside A–Z.
 */
export function hexLabel(key: string): string {
  const { q, r } = parseHex(key);
  if (q < 0 || q > 25) return key;
  const row = r + (q - (q & 1)) / 2 + 1;
  return `${String.fromCharCode(65 + q)}${row}`;
}

export function pointInRect(p: Pt, r: { x: number; y: number; width: number; height: number }): boolean {
  return p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
}

export interface Box { x: number; y: number; width: number; height: number }
export interface Circle { x: number; y: number; r: number }

/** Whether a circle and a box overlap. */
export function circleHitsBox(c: Circle, b: Box): boolean {
  const nx = Math.max(b.x, Math.min(c.x, b.x + b.width)), ny = Math.max(b.y, Math.min(c.y, b.y + b.height));
  return Math.hypot(c.x - nx, c.y - ny) < c.r;
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Which of `spots` (boxes, most preferred first) to use for an overlay: the first that covers none of
 * `keep` (what the player must see, e.g. the spaces to pick), overlaps none of `avoid` (other controls)
 * and covers the fewest of `spare` (what is better left visible, e.g. pieces); when every spot covers some
 * of `keep`, the one that covers fewest (still clear of `avoid` if it can).
 */
export function clearSpot(spots: readonly Box[], keep: readonly Circle[], avoid: readonly Box[] = [], spare: readonly Circle[] = []): number {
  const covered = (list: readonly Circle[], s: Box) => list.filter((c) => circleHitsBox(c, s)).length;
  let best = 0, bestCost = Infinity;
  spots.forEach((s, i) => {
    const cost = (avoid.some((a) => boxesOverlap(a, s)) ? 1e6 : 0) + covered(keep, s) * 1e3 + covered(spare, s);
    if (cost < bestCost) { best = i; bestCost = cost; }
  });
  return best;
}
