/**
 * Pure hex geometry of the Clash of Cultures map: flat-topped axial hexes (engine `hex.ts`, data/map.ts),
 * world pixels, the view transform (centre + zoom inside a viewport) and hex labels ("D2").
 * No Phaser here, so it is unit-tested directly.
 */
import { hexDistance, parseHex } from "../../../../../engine/games/clash-of-cultures/base/hex.ts";

export interface Pt { x: number; y: number }
export interface Bounds { minX: number; minY: number; maxX: number; maxY: number }

/** Hex radius (centre to corner) in world pixels. */
export const HEX_SIZE = 48;
export const SQRT3 = Math.sqrt(3);

export function axialToPixel(q: number, r: number, size = HEX_SIZE): Pt {
  return { x: size * 1.5 * q, y: size * SQRT3 * (r + q / 2) };
}

export function hexCenter(key: string, size = HEX_SIZE): Pt {
  const { q, r } = parseHex(key);
  return axialToPixel(q, r, size);
}

/** The axial hex containing a world point (cube rounding). */
export function pixelToAxial(x: number, y: number, size = HEX_SIZE): { q: number; r: number } {
  const qf = ((2 / 3) * x) / size;
  const rf = ((-1 / 3) * x + (SQRT3 / 3) * y) / size;
  const sf = -qf - rf;
  let q = Math.round(qf), r = Math.round(rf);
  const s = Math.round(sf);
  const dq = Math.abs(q - qf), dr = Math.abs(r - rf), ds = Math.abs(s - sf);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}

export function pixelToKey(x: number, y: number, size = HEX_SIZE): string {
  const { q, r } = pixelToAxial(x, y, size);
  return `${q},${r}`;
}

/** Corner i of a flat-topped hex sits at 60°·i (0 = east, y grows downwards). */
export function hexCorners(c: Pt, size = HEX_SIZE): Pt[] {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return { x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) };
  });
}

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

export function boundsOf(keys: Iterable<string>, size = HEX_SIZE): Bounds {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const k of keys) {
    const c = hexCenter(k, size);
    minX = Math.min(minX, c.x - size); maxX = Math.max(maxX, c.x + size);
    minY = Math.min(minY, c.y - (size * SQRT3) / 2); maxY = Math.max(maxY, c.y + (size * SQRT3) / 2);
  }
  if (minX === Infinity) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  return { minX, minY, maxX, maxY };
}

/** Bounds of the hexes among `keys` within `radius` steps of any of `seeds` (a player's area). */
export function boundsNear(seeds: readonly string[], keys: Iterable<string>, radius: number, size = HEX_SIZE): Bounds {
  return boundsOf([...keys].filter((k) => seeds.some((s) => hexDistance(s, k) <= radius)), size);
}

/** The zoom that fits `b` (plus a margin in screen pixels) into a viewport. */
export function fitZoom(b: Bounds, viewW: number, viewH: number, margin = 16): number {
  const w = Math.max(1, b.maxX - b.minX), h = Math.max(1, b.maxY - b.minY);
  return Math.max(0.05, Math.min((viewW - 2 * margin) / w, (viewH - 2 * margin) / h));
}

/**
 * Where the board's world is shown: a viewport rectangle (scene coordinates), the world point at its
 * centre and the zoom. Converts both ways.
 */
export interface ViewTransform { vx: number; vy: number; vw: number; vh: number; cx: number; cy: number; zoom: number }

export function worldToView(t: ViewTransform, p: Pt): Pt {
  return { x: t.vx + t.vw / 2 + (p.x - t.cx) * t.zoom, y: t.vy + t.vh / 2 + (p.y - t.cy) * t.zoom };
}

export function viewToWorld(t: ViewTransform, p: Pt): Pt {
  return { x: (p.x - t.vx - t.vw / 2) / t.zoom + t.cx, y: (p.y - t.vy - t.vh / 2) / t.zoom + t.cy };
}

/** Zooms by `factor` keeping the world point under the screen point `at` fixed. */
export function zoomAt(t: ViewTransform, at: Pt, zoom: number): ViewTransform {
  const before = viewToWorld(t, at);
  const next = { ...t, zoom };
  const after = viewToWorld(next, at);
  return { ...next, cx: t.cx + (before.x - after.x), cy: t.cy + (before.y - after.y) };
}

/** Keeps the centre inside the board's bounds so the map cannot be dragged away. */
export function clampCenter(t: ViewTransform, b: Bounds): ViewTransform {
  const cx = Math.min(b.maxX, Math.max(b.minX, t.cx));
  const cy = Math.min(b.maxY, Math.max(b.minY, t.cy));
  return cx === t.cx && cy === t.cy ? t : { ...t, cx, cy };
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
