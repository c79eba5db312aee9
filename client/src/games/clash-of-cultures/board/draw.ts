/**
 * Our own vector art for the board, drawn with Phaser Graphics: terrain with a pattern per type (so
 * the map reads without colour), the face-down region back, owner plates (a shape per owner), unit
 * and building glyphs, clash symbols, mood faces. Every function draws into a given Graphics at
 * world coordinates and keeps no state.
 */
import type Phaser from "phaser";
import type { Owner } from "../../../../../engine/games/clash-of-cultures/base/state.ts";
import { hexCorners, type Pt } from "./geometry.ts";
import { INK, PAPER, TERRAIN_COLORS, UNEXPLORED, ownerColor, ownerShape } from "./palette.ts";

type G = Phaser.GameObjects.Graphics;
/** fillPoints/strokePoints want Vector2s but only read x/y. */
const V = (list: Pt[]): Phaser.Math.Vector2[] => list as Phaser.Math.Vector2[];

/** A small deterministic PRNG from a string (pattern placement must not flicker between redraws). */
export function seeded(key: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

export function fillHex(g: G, c: Pt, size: number, color: number, alpha = 1): void {
  g.fillStyle(color, alpha).fillPoints(V(hexCorners(c, size)), true);
}

export function strokeHex(g: G, c: Pt, size: number, width: number, color: number, alpha = 1): void {
  g.lineStyle(width, color, alpha).strokePoints(V(hexCorners(c, size)), true, true);
}

/** Points spread inside a hex (for trees, peaks, stones), deterministic per key. */
function scatter(key: string, n: number, radius: number, minGap: number): Pt[] {
  const rnd = seeded(key);
  const out: Pt[] = [];
  for (let tries = 0; out.length < n && tries < n * 30; tries++) {
    const a = rnd() * Math.PI * 2, d = Math.sqrt(rnd()) * radius;
    const p = { x: Math.cos(a) * d, y: Math.sin(a) * d };
    if (out.every((o) => Math.hypot(o.x - p.x, o.y - p.y) >= minGap)) out.push(p);
  }
  return out;
}

/** Terrain: base colour plus a pattern per type (furrows, trees, peaks, stones, waves). */
export function drawTerrain(g: G, key: string, c: Pt, size: number, terrain: string): void {
  const col = TERRAIN_COLORS[terrain] ?? TERRAIN_COLORS.barren;
  fillHex(g, c, size, col.fill);
  const s = size / 48;
  switch (terrain) {
    case "fertile": {
      // Ploughed field: slanted furrows with little wheat ears.
      g.lineStyle(2 * s, col.mark, 0.55);
      for (let k = -3; k <= 3; k++) {
        const y = c.y + k * 11 * s;
        const half = size * 0.78 - Math.abs(k) * 5 * s;
        g.lineBetween(c.x - half, y + 4 * s, c.x + half, y - 4 * s);
      }
      g.fillStyle(0xf2dc7a, 0.95);
      for (const p of scatter(key, 5, size * 0.55, 14 * s)) {
        g.fillEllipse(c.x + p.x, c.y + p.y - 3 * s, 4 * s, 8 * s);
        g.lineStyle(1.5 * s, col.mark, 0.9).lineBetween(c.x + p.x, c.y + p.y, c.x + p.x, c.y + p.y + 7 * s);
      }
      break;
    }
    case "forest": {
      for (const p of scatter(key, 7, size * 0.6, 15 * s).sort((a, b) => a.y - b.y)) {
        const x = c.x + p.x, y = c.y + p.y;
        g.fillStyle(0x5a3a1e, 1).fillRect(x - 1.5 * s, y + 4 * s, 3 * s, 5 * s);
        g.fillStyle(col.mark, 1).fillTriangle(x, y - 12 * s, x - 8 * s, y + 5 * s, x + 8 * s, y + 5 * s);
        g.fillStyle(0x6fa35a, 0.9).fillTriangle(x, y - 12 * s, x - 3 * s, y - 3 * s, x + 2 * s, y - 4 * s);
      }
      break;
    }
    case "mountain": {
      const peaks = [{ x: -14, y: 8, h: 26, w: 18 }, { x: 10, y: 12, h: 30, w: 20 }, { x: -2, y: -10, h: 22, w: 15 }];
      for (const p of peaks) {
        const x = c.x + p.x * s, y = c.y + p.y * s, h = p.h * s, w = p.w * s;
        g.fillStyle(col.mark, 1).fillTriangle(x, y - h, x - w, y, x + w, y);
        g.fillStyle(0x716659, 1).fillTriangle(x, y - h, x + w, y, x + w * 0.2, y);
        g.fillStyle(0xf4f1ea, 1).fillTriangle(x, y - h, x - w * 0.3, y - h * 0.7, x + w * 0.3, y - h * 0.7);
      }
      break;
    }
    case "barren": {
      const rnd = seeded(`${key}:b`);
      g.fillStyle(col.mark, 0.7);
      for (const p of scatter(key, 10, size * 0.7, 8 * s)) g.fillCircle(c.x + p.x, c.y + p.y, (1.2 + rnd() * 1.6) * s);
      // Dry cracks.
      g.lineStyle(1.6 * s, col.mark, 0.8);
      for (const [x0, y0] of [[-20, -6], [6, 12]]) {
        const pts: Pt[] = [];
        for (let i = 0; i < 5; i++) pts.push({ x: c.x + (x0 + i * 5) * s, y: c.y + (y0 + (i % 2 ? 4 : -3) + rnd() * 2) * s });
        g.strokePoints(V(pts), false, false);
      }
      break;
    }
    case "water": {
      g.lineStyle(2.2 * s, col.mark, 0.8);
      for (const [dx, dy] of [[-14, -14], [8, -2], [-10, 14], [16, 18]]) {
        const pts: Pt[] = [];
        for (let i = 0; i <= 12; i++) pts.push({ x: c.x + (dx - 12 + i * 2) * s, y: c.y + (dy + Math.sin((i / 12) * Math.PI * 2) * 3) * s });
        g.strokePoints(V(pts), false, false);
      }
      break;
    }
  }
}

/** The back of a face-down region tile on one hex: a woven lattice. */
export function drawUnexplored(g: G, c: Pt, size: number): void {
  fillHex(g, c, size, UNEXPLORED.fill);
  g.lineStyle(1.5 * (size / 48), UNEXPLORED.mark, 0.7);
  const step = size / 3.2;
  for (let k = -4; k <= 4; k++) {
    const o = k * step;
    clippedLine(g, c, size * 0.86, { x: c.x + o - size, y: c.y - size }, { x: c.x + o + size, y: c.y + size });
    clippedLine(g, c, size * 0.86, { x: c.x + o + size, y: c.y - size }, { x: c.x + o - size, y: c.y + size });
  }
  strokeHex(g, c, size * 0.86, 2 * (size / 48), UNEXPLORED.mark, 0.9);
}

/** Draws the part of segment a–b inside a circle of radius r around c (cheap stand-in for clipping to a hex). */
function clippedLine(g: G, c: Pt, r: number, a: Pt, b: Pt): void {
  const dx = b.x - a.x, dy = b.y - a.y;
  const fx = a.x - c.x, fy = a.y - c.y;
  const A = dx * dx + dy * dy, B = 2 * (fx * dx + fy * dy), C = fx * fx + fy * fy - r * r;
  const disc = B * B - 4 * A * C;
  if (disc <= 0) return;
  const sq = Math.sqrt(disc);
  const t0 = Math.max(0, (-B - sq) / (2 * A)), t1 = Math.min(1, (-B + sq) / (2 * A));
  if (t1 <= t0) return;
  g.lineBetween(a.x + dx * t0, a.y + dy * t0, a.x + dx * t1, a.y + dy * t1);
}

/** The emblem in the middle of a face-down region (a compass rose on a medallion). */
export function drawRegionEmblem(g: G, c: Pt, size: number): void {
  const s = size / 48;
  g.fillStyle(UNEXPLORED.edge, 0.9).fillCircle(c.x, c.y, 17 * s);
  g.lineStyle(2 * s, UNEXPLORED.mark, 1).strokeCircle(c.x, c.y, 17 * s);
  const pts: Pt[] = [];
  for (let i = 0; i < 8; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 4;
    const r = (i % 2 === 0 ? 14 : 5) * s;
    pts.push({ x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r });
  }
  g.fillStyle(0xd8b26e, 1).fillPoints(V(pts), true);
}

/** Exhausted land: hatched over with a "no harvest" mark. */
export function drawExhausted(g: G, c: Pt, size: number): void {
  const s = size / 48;
  g.lineStyle(2 * s, 0x3a2a1a, 0.55);
  for (let k = -4; k <= 4; k++) clippedLine(g, c, size * 0.8, { x: c.x + k * 10 * s - size, y: c.y - size }, { x: c.x + k * 10 * s + size, y: c.y + size });
  const x = c.x + 22 * s, y = c.y - 24 * s;
  g.fillStyle(0xf5ecd6, 1).fillCircle(x, y, 9 * s);
  g.lineStyle(2.5 * s, 0x8a1c1c, 1).strokeCircle(x, y, 9 * s);
  g.lineBetween(x - 6 * s, y + 6 * s, x + 6 * s, y - 6 * s);
}

// --- owner plates ------------------------------------------------------------------------------

export function shapePoints(shape: string, x: number, y: number, r: number): Pt[] | null {
  switch (shape) {
    case "square": return [{ x: x - r * 0.9, y: y - r * 0.9 }, { x: x + r * 0.9, y: y - r * 0.9 }, { x: x + r * 0.9, y: y + r * 0.9 }, { x: x - r * 0.9, y: y + r * 0.9 }];
    case "triangle": return [{ x, y: y - r * 1.15 }, { x: x + r * 1.1, y: y + r * 0.8 }, { x: x - r * 1.1, y: y + r * 0.8 }];
    case "diamond": return [{ x, y: y - r * 1.15 }, { x: x + r * 1.05, y }, { x, y: y + r * 1.15 }, { x: x - r * 1.05, y }];
    case "octagon": return Array.from({ length: 8 }, (_, i) => ({ x: x + r * Math.cos(Math.PI / 8 + (i * Math.PI) / 4), y: y + r * Math.sin(Math.PI / 8 + (i * Math.PI) / 4) }));
    case "cross": {
      const a = r * 0.38, b = r;
      return [
        { x: x - a, y: y - b }, { x: x + a, y: y - b }, { x: x + a, y: y - a }, { x: x + b, y: y - a }, { x: x + b, y: y + a }, { x: x + a, y: y + a },
        { x: x + a, y: y + b }, { x: x - a, y: y + b }, { x: x - a, y: y + a }, { x: x - b, y: y + a }, { x: x - b, y: y - a }, { x: x - a, y: y - a },
      ];
    }
    default: return null;
  }
}

/** A plate in the owner's colour and shape (circle, square, triangle, diamond; octagon for barbarians). */
export function drawPlate(g: G, owner: Owner, x: number, y: number, r: number, edge = INK, edgeWidth = Math.max(1, r / 7)): void {
  const color = ownerColor(owner);
  const pts = shapePoints(ownerShape(owner), x, y, r);
  g.fillStyle(color, 1);
  g.lineStyle(edgeWidth, edge, 1);
  if (pts) g.fillPoints(V(pts), true).strokePoints(V(pts), true, true);
  else g.fillCircle(x, y, r).strokeCircle(x, y, r);
}

// --- glyphs ------------------------------------------------------------------------------------

/** Maps a unit box point (−0.5…0.5) to world. */
const at = (x: number, y: number, s: number) => (px: number, py: number): Pt => ({ x: x + px * s, y: y + py * s });

export function drawUnitGlyph(g: G, type: string, x: number, y: number, s: number, color: number): void {
  const p = at(x, y, s);
  g.fillStyle(color, 1);
  switch (type) {
    case "infantry": {
      // A short sword.
      g.fillPoints(V([p(0, -0.56), p(0.08, -0.44), p(0.08, 0.14), p(-0.08, 0.14), p(-0.08, -0.44)]), true);
      g.fillRect(x - 0.24 * s, y + 0.12 * s, 0.48 * s, 0.09 * s);
      g.fillRect(x - 0.05 * s, y + 0.2 * s, 0.1 * s, 0.2 * s);
      g.fillCircle(x, y + 0.44 * s, 0.07 * s);
      break;
    }
    case "cavalry": {
      // A horse's head facing left.
      g.fillPoints(V([
        p(0.1, -0.5), p(0.2, -0.3), p(0.34, -0.08), p(0.36, 0.44), p(-0.04, 0.44), p(-0.04, 0.12),
        p(-0.34, 0.2), p(-0.46, 0.06), p(-0.36, -0.12), p(-0.08, -0.34), p(0, -0.5), p(0.05, -0.36),
      ]), true);
      break;
    }
    case "elephant": {
      g.fillEllipse(x + 0.1 * s, y - 0.02 * s, 0.72 * s, 0.5 * s);
      g.fillCircle(x - 0.24 * s, y - 0.12 * s, 0.22 * s);
      g.fillPoints(V([p(-0.42, -0.1), p(-0.3, -0.04), p(-0.36, 0.34), p(-0.46, 0.36)]), true);
      for (const lx of [-0.1, 0.06, 0.2, 0.34]) g.fillRect(x + (lx - 0.05) * s, y + 0.14 * s, 0.1 * s, 0.3 * s);
      break;
    }
    case "leader": {
      g.fillPoints(V([p(-0.42, 0.28), p(-0.42, -0.26), p(-0.2, 0.02), p(0, -0.4), p(0.2, 0.02), p(0.42, -0.26), p(0.42, 0.28)]), true);
      g.fillRect(x - 0.42 * s, y + 0.32 * s, 0.84 * s, 0.1 * s);
      break;
    }
    case "settler": {
      // A person carrying a bundle.
      g.fillCircle(x - 0.06 * s, y - 0.3 * s, 0.15 * s);
      g.fillPoints(V([p(-0.28, 0.46), p(-0.2, -0.1), p(0.08, -0.1), p(0.16, 0.46)]), true);
      g.fillCircle(x + 0.24 * s, y - 0.12 * s, 0.16 * s);
      break;
    }
    case "ship": {
      g.fillPoints(V([p(-0.48, 0.12), p(0.48, 0.12), p(0.32, 0.4), p(-0.32, 0.4)]), true);
      g.fillRect(x - 0.03 * s, y - 0.48 * s, 0.06 * s, 0.6 * s);
      g.fillTriangle(x + 0.05 * s, y - 0.44 * s, x + 0.05 * s, y + 0.04 * s, x + 0.38 * s, y + 0.04 * s);
      g.fillTriangle(x - 0.05 * s, y - 0.32 * s, x - 0.05 * s, y + 0.04 * s, x - 0.3 * s, y + 0.04 * s);
      break;
    }
    default:
      g.fillCircle(x, y, 0.3 * s);
  }
}

/** The clash symbols of the combat die use the glyph of the unit whose ability they trigger. */
export function drawClashSymbol(g: G, symbol: string, x: number, y: number, s: number, color: number): void {
  drawUnitGlyph(g, symbol, x, y, s, color);
}

export function drawBuildingGlyph(g: G, building: string, x: number, y: number, s: number, color: number): void {
  const p = at(x, y, s);
  g.fillStyle(color, 1);
  g.lineStyle(Math.max(1, s * 0.09), color, 1);
  switch (building) {
    case "temple": {
      g.fillTriangle(p(-0.46, -0.18).x, p(-0.46, -0.18).y, p(0.46, -0.18).x, p(0.46, -0.18).y, x, y - 0.46 * s);
      for (const cx of [-0.32, -0.06, 0.2]) g.fillRect(x + cx * s, y - 0.12 * s, 0.12 * s, 0.44 * s);
      g.fillRect(x - 0.46 * s, y + 0.34 * s, 0.92 * s, 0.12 * s);
      break;
    }
    case "academy": {
      // An open book.
      g.fillPoints(V([p(-0.46, -0.3), p(-0.04, -0.2), p(-0.04, 0.4), p(-0.46, 0.3)]), true);
      g.fillPoints(V([p(0.46, -0.3), p(0.04, -0.2), p(0.04, 0.4), p(0.46, 0.3)]), true);
      break;
    }
    case "fortress": {
      g.fillRect(x - 0.34 * s, y - 0.2 * s, 0.68 * s, 0.66 * s);
      for (const cx of [-0.34, -0.06, 0.22]) g.fillRect(x + cx * s, y - 0.42 * s, 0.14 * s, 0.24 * s);
      break;
    }
    case "port": {
      // An anchor.
      g.strokeCircle(x, y - 0.36 * s, 0.1 * s);
      g.fillRect(x - 0.05 * s, y - 0.28 * s, 0.1 * s, 0.68 * s);
      g.fillRect(x - 0.24 * s, y - 0.16 * s, 0.48 * s, 0.08 * s);
      g.beginPath();
      g.arc(x, y + 0.08 * s, 0.34 * s, Math.PI * 0.15, Math.PI * 0.85, false);
      g.strokePath();
      g.fillTriangle(x - 0.42 * s, y + 0.12 * s, x - 0.26 * s, y + 0.16 * s, x - 0.36 * s, y + 0.28 * s);
      g.fillTriangle(x + 0.42 * s, y + 0.12 * s, x + 0.26 * s, y + 0.16 * s, x + 0.36 * s, y + 0.28 * s);
      break;
    }
    case "market": {
      // A stall under a striped awning.
      g.fillPoints(V([p(-0.46, -0.1), p(-0.34, -0.4), p(0.34, -0.4), p(0.46, -0.1)]), true);
      g.fillRect(x - 0.38 * s, y - 0.1 * s, 0.08 * s, 0.5 * s);
      g.fillRect(x + 0.3 * s, y - 0.1 * s, 0.08 * s, 0.5 * s);
      g.fillRect(x - 0.38 * s, y + 0.1 * s, 0.76 * s, 0.1 * s);
      break;
    }
    case "obelisk": {
      g.fillPoints(V([p(-0.12, 0.4), p(-0.08, -0.3), p(0, -0.48), p(0.08, -0.3), p(0.12, 0.4)]), true);
      g.fillRect(x - 0.28 * s, y + 0.38 * s, 0.56 * s, 0.1 * s);
      break;
    }
    case "observatory": {
      g.beginPath();
      g.arc(x, y + 0.1 * s, 0.36 * s, Math.PI, 0, false);
      g.closePath();
      g.fillPath();
      g.fillRect(x - 0.42 * s, y + 0.1 * s, 0.84 * s, 0.3 * s);
      g.lineStyle(Math.max(1, s * 0.1), color, 1).lineBetween(x + 0.06 * s, y - 0.1 * s, x + 0.4 * s, y - 0.44 * s);
      break;
    }
    default:
      g.fillRect(x - 0.3 * s, y - 0.3 * s, 0.6 * s, 0.6 * s);
  }
}

/** A wonder: a golden stepped monument. */
export function drawWonderGlyph(g: G, x: number, y: number, s: number): void {
  g.fillStyle(INK, 1).fillCircle(x, y, 0.56 * s);
  g.fillStyle(0xf2c14e, 1);
  for (let i = 0; i < 3; i++) {
    const w = (0.78 - i * 0.24) * s, h = 0.2 * s;
    g.fillRect(x - w / 2, y + 0.2 * s - i * h - h / 2 + 0.02 * s, w, h - 0.03 * s);
  }
  g.fillTriangle(x - 0.1 * s, y - 0.32 * s, x + 0.1 * s, y - 0.32 * s, x, y - 0.46 * s);
}

/** The settlement figure: a house on the owner's plate (a tent for barbarians). */
export function drawSettlement(g: G, owner: Owner, x: number, y: number, r: number): void {
  drawPlate(g, owner, x, y, r, INK, Math.max(1.5, r / 8));
  const ink = owner === "pirate" || owner === 2 ? PAPER : INK;
  const s = r * 1.2;
  g.fillStyle(ink, 1);
  if (owner === "barbarian") {
    g.fillTriangle(x, y - 0.42 * s, x - 0.4 * s, y + 0.3 * s, x + 0.4 * s, y + 0.3 * s);
    g.fillStyle(ownerColor(owner), 1).fillTriangle(x, y - 0.05 * s, x - 0.1 * s, y + 0.3 * s, x + 0.1 * s, y + 0.3 * s);
    return;
  }
  g.fillTriangle(x - 0.38 * s, y - 0.04 * s, x + 0.38 * s, y - 0.04 * s, x, y - 0.4 * s);
  g.fillRect(x - 0.28 * s, y - 0.05 * s, 0.56 * s, 0.38 * s);
  g.fillStyle(ownerColor(owner), 1).fillRect(x - 0.07 * s, y + 0.1 * s, 0.14 * s, 0.23 * s);
}

/** Mood: a face whose mouth (and brows) say the mood, on a tinted disc. */
export function drawMood(g: G, mood: string, x: number, y: number, r: number): void {
  const fill = mood === "happy" ? 0xffe27a : mood === "angry" ? 0xff8f7a : 0xdedad0;
  g.fillStyle(fill, 1).fillCircle(x, y, r);
  g.lineStyle(Math.max(1, r / 6), INK, 1).strokeCircle(x, y, r);
  g.fillStyle(INK, 1).fillCircle(x - r * 0.35, y - r * 0.2, r * 0.14).fillCircle(x + r * 0.35, y - r * 0.2, r * 0.14);
  g.lineStyle(Math.max(1, r / 5), INK, 1);
  if (mood === "happy") {
    g.beginPath(); g.arc(x, y + r * 0.05, r * 0.5, Math.PI * 0.15, Math.PI * 0.85, false); g.strokePath();
  } else if (mood === "angry") {
    g.beginPath(); g.arc(x, y + r * 0.75, r * 0.45, Math.PI * 1.2, Math.PI * 1.8, false); g.strokePath();
    g.lineBetween(x - r * 0.6, y - r * 0.6, x - r * 0.15, y - r * 0.35);
    g.lineBetween(x + r * 0.6, y - r * 0.6, x + r * 0.15, y - r * 0.35);
  } else {
    g.lineBetween(x - r * 0.4, y + r * 0.4, x + r * 0.4, y + r * 0.4);
  }
}

/** A unit token: the owner's plate with the type glyph. */
export function drawUnitToken(g: G, owner: Owner, type: string, x: number, y: number, r: number): void {
  drawPlate(g, owner, x, y, r);
  drawUnitGlyph(g, type, x, y, r * 1.45, owner === "pirate" || owner === 2 ? PAPER : INK);
}
