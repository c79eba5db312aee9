/**
 * Pure geometry of flat-topped axial hex maps, shared by the games' boards: space ids "q,r", world pixels, and
 * the view transform (centre + zoom inside a viewport). No Phaser here, so it is unit-tested directly.
 */

export interface Pt { x: number; y: number }
export interface Bounds { minX: number; minY: number; maxX: number; maxY: number }

/** Hex radius (centre to corner) in world pixels. */
export const HEX_SIZE = 48;
export const SQRT3 = Math.sqrt(3);

export function axialToPixel(q: number, r: number, size = HEX_SIZE): Pt {
  return { x: size * 1.5 * q, y: size * SQRT3 * (r + q / 2) };
}

/** Axial coordinates of a space id "q,r". */
export function parseHex(key: string): { q: number; r: number } {
  const [q, r] = key.split(",").map(Number);
  return { q, r };
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
