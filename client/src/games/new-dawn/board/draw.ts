/**
 * Drawing A New Dawn's map with Phaser graphics (no image assets): a space's terrain with its marks, and the pieces
 * on it (city and capital, control token with its reinforced side, world-wonder token, resource, natural wonder,
 * city-state, barbarian, caravan). Every function draws around (0, 0) at hex radius `r` into a Graphics object.
 */
import type Phaser from "phaser";
import type { ResourceKind, SpaceTerrain } from "../../../../../engine/games/new-dawn/data/index.ts";
import { hexCorners, type Pt } from "../../hex-geometry.ts";
import { BARBARIAN_COLOR, CITY_STATE_COLOR, RESOURCE_COLOR, TERRAIN_COLOR } from "./palette.ts";

type G = Phaser.GameObjects.Graphics;
const pts = (list: Pt[]): Phaser.Math.Vector2[] => list as Phaser.Math.Vector2[];

export function drawTerrain(g: G, c: Pt, r: number, terrain: SpaceTerrain, edge: boolean): void {
  const corners = hexCorners(c, r);
  g.fillStyle(TERRAIN_COLOR[terrain], 1).fillPoints(pts(corners), true);
  g.lineStyle(Math.max(1, r / 18), edge ? 0x2a2018 : 0x4a3d2c, 0.7).strokePoints(pts(corners), true, true);
  const ink = 0x000000;
  switch (terrain) {
    case "hills":
      g.lineStyle(r / 14, 0x6f5f2e, 0.8);
      for (const dx of [-0.35, 0.2]) {
        g.beginPath();
        g.arc(c.x + dx * r, c.y + 0.45 * r, 0.28 * r, Math.PI, 0, false);
        g.strokePath();
      }
      break;
    case "forest":
      g.fillStyle(0x24552b, 1);
      for (const [dx, dy] of [[-0.35, 0.3], [0.05, 0.45], [0.4, 0.25]]) {
        g.fillTriangle(c.x + dx * r, c.y + (dy - 0.32) * r, c.x + (dx - 0.16) * r, c.y + dy * r, c.x + (dx + 0.16) * r, c.y + dy * r);
      }
      break;
    case "desert":
      g.fillStyle(0xb89a55, 0.9);
      for (const [dx, dy] of [[-0.4, 0.35], [-0.1, 0.5], [0.25, 0.4], [0.45, 0.55]]) g.fillCircle(c.x + dx * r, c.y + dy * r, r * 0.05);
      break;
    case "mountains":
      g.fillStyle(0x5b544b, 1).fillTriangle(c.x - 0.5 * r, c.y + 0.6 * r, c.x - 0.1 * r, c.y + 0.05 * r, c.x + 0.3 * r, c.y + 0.6 * r);
      g.fillStyle(0x6d665c, 1).fillTriangle(c.x, c.y + 0.6 * r, c.x + 0.3 * r, c.y + 0.2 * r, c.x + 0.6 * r, c.y + 0.6 * r);
      g.fillStyle(0xf4f4f4, 1).fillTriangle(c.x - 0.18 * r, c.y + 0.17 * r, c.x - 0.1 * r, c.y + 0.05 * r, c.x - 0.02 * r, c.y + 0.17 * r);
      break;
    case "water":
      g.lineStyle(r / 16, 0xbfe0f5, 0.7);
      for (const dy of [-0.15, 0.2]) {
        g.beginPath();
        g.moveTo(c.x - 0.4 * r, c.y + dy * r);
        for (let i = 1; i <= 4; i++) g.lineTo(c.x + (-0.4 + i * 0.2) * r, c.y + (dy + (i % 2 ? -0.08 : 0)) * r);
        g.strokePath();
      }
      break;
    case "natural-wonder":
      star(g, c.x, c.y - 0.05 * r, 0.5 * r, 0xffffff, 0.35);
      break;
    default:
      g.fillStyle(ink, 0.06).fillCircle(c.x, c.y + 0.45 * r, r * 0.12);
  }
}

export function star(g: G, x: number, y: number, size: number, color: number, alpha = 1): void {
  const p: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const rr = (i % 2 === 0 ? 1 : 0.42) * size;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    p.push({ x: x + Math.cos(a) * rr, y: y + Math.sin(a) * rr });
  }
  g.fillStyle(color, alpha).fillPoints(pts(p), true);
}

/** A city figure: a house with a tower; the capital is taller and carries a star. */
export function drawCity(g: G, c: Pt, r: number, color: number, capital: boolean): void {
  const w = (capital ? 0.78 : 0.62) * r, h = (capital ? 0.5 : 0.38) * r;
  const x = c.x - w / 2, y = c.y - h / 2 + 0.05 * r;
  g.fillStyle(0x000000, 0.35).fillRect(x + 2, y + 3, w, h);
  g.fillStyle(color, 1).fillRect(x, y, w, h);
  g.fillTriangle(x - 0.05 * r, y, x + w * 0.5, y - 0.3 * r, x + w + 0.05 * r, y);
  g.lineStyle(Math.max(1, r / 20), 0x1b1610, 1).strokeRect(x, y, w, h);
  g.fillStyle(0x1b1610, 0.8).fillRect(c.x - 0.06 * r, y + h - 0.18 * r, 0.12 * r, 0.18 * r);
  if (capital) star(g, c.x, y - 0.42 * r, 0.18 * r, 0xffe27a);
}

/** A control token: a disc in the owner's colour; reinforced, its other side: a shield on a double rim. */
export function drawToken(g: G, c: Pt, r: number, color: number, reinforced: boolean): void {
  const rr = 0.36 * r;
  g.fillStyle(0x000000, 0.35).fillCircle(c.x + 2, c.y + 3, rr);
  g.fillStyle(color, 1).fillCircle(c.x, c.y, rr);
  g.lineStyle(Math.max(1.5, r / 14), 0x1b1610, 1).strokeCircle(c.x, c.y, rr);
  if (reinforced) {
    g.lineStyle(Math.max(1.5, r / 16), 0xffffff, 1).strokeCircle(c.x, c.y, rr * 0.72);
    g.fillStyle(0xffffff, 1).fillPoints(pts([
      { x: c.x - 0.16 * r, y: c.y - 0.15 * r }, { x: c.x + 0.16 * r, y: c.y - 0.15 * r }, { x: c.x + 0.14 * r, y: c.y + 0.02 * r },
      { x: c.x, y: c.y + 0.18 * r }, { x: c.x - 0.14 * r, y: c.y + 0.02 * r },
    ]), true);
  }
}

/** A world wonder token: a small gold pillar at the space's lower right. */
export function drawWonderToken(g: G, c: Pt, r: number): void {
  const x = c.x + 0.38 * r, y = c.y + 0.3 * r;
  g.fillStyle(0xe9c44c, 1).fillRect(x - 0.15 * r, y - 0.15 * r, 0.3 * r, 0.3 * r);
  g.lineStyle(Math.max(1, r / 22), 0x5a4310, 1).strokeRect(x - 0.15 * r, y - 0.15 * r, 0.3 * r, 0.3 * r);
  g.fillStyle(0x5a4310, 1);
  for (const dx of [-0.08, 0, 0.08]) g.fillRect(x + dx * r - 0.015 * r, y - 0.1 * r, 0.03 * r, 0.2 * r);
}

export function drawResource(g: G, c: Pt, r: number, kind: ResourceKind): void {
  const x = c.x - 0.38 * r, y = c.y - 0.32 * r, s = 0.2 * r;
  g.fillStyle(RESOURCE_COLOR[kind], 1).fillPoints(pts([{ x, y: y - s }, { x: x + s, y }, { x, y: y + s }, { x: x - s, y }]), true);
  g.lineStyle(Math.max(1, r / 22), 0x1b1610, 1).strokePoints(pts([{ x, y: y - s }, { x: x + s, y }, { x, y: y + s }, { x: x - s, y }]), true, true);
}

/** A natural-wonder token lying on its space: a star medallion. */
export function drawNaturalWonder(g: G, c: Pt, r: number): void {
  g.fillStyle(0x4b2a6b, 1).fillCircle(c.x, c.y - 0.05 * r, 0.34 * r);
  g.lineStyle(Math.max(1, r / 18), 0xffe27a, 1).strokeCircle(c.x, c.y - 0.05 * r, 0.34 * r);
  star(g, c.x, c.y - 0.05 * r, 0.24 * r, 0xffe27a);
}

/** An independent city-state: a walled town in parchment colour (its initials are a text object beside it). */
export function drawCityState(g: G, c: Pt, r: number): void {
  const w = 0.7 * r, h = 0.42 * r;
  g.fillStyle(0x000000, 0.3).fillRect(c.x - w / 2 + 2, c.y - h / 2 + 3, w, h);
  g.fillStyle(CITY_STATE_COLOR, 1).fillRect(c.x - w / 2, c.y - h / 2, w, h);
  g.lineStyle(Math.max(1, r / 18), 0x5a4a36, 1).strokeRect(c.x - w / 2, c.y - h / 2, w, h);
  g.fillStyle(CITY_STATE_COLOR, 1);
  for (const dx of [-0.3, -0.1, 0.1, 0.3]) g.fillRect(c.x + dx * r - 0.06 * r, c.y - h / 2 - 0.1 * r, 0.12 * r, 0.1 * r);
}

/** A barbarian token: a dark disc with a horned helmet. */
export function drawBarbarian(g: G, r: number): void {
  g.fillStyle(0x000000, 0.35).fillCircle(2, 3, 0.34 * r);
  g.fillStyle(BARBARIAN_COLOR, 1).fillCircle(0, 0, 0.34 * r);
  g.lineStyle(Math.max(1.5, r / 14), 0xf0d8a0, 1).strokeCircle(0, 0, 0.34 * r);
  g.fillStyle(0xd8d0c0, 1).fillRect(-0.16 * r, -0.06 * r, 0.32 * r, 0.14 * r);
  g.fillTriangle(-0.16 * r, -0.02 * r, -0.28 * r, -0.22 * r, -0.1 * r, -0.06 * r);
  g.fillTriangle(0.16 * r, -0.02 * r, 0.28 * r, -0.22 * r, 0.1 * r, -0.06 * r);
}

/** A caravan figure: a cart with two wheels in the owner's colour. */
export function drawCaravan(g: G, r: number, color: number): void {
  g.fillStyle(0x000000, 0.3).fillRect(-0.22 * r + 2, -0.12 * r + 3, 0.44 * r, 0.2 * r);
  g.fillStyle(color, 1).fillRect(-0.22 * r, -0.14 * r, 0.44 * r, 0.2 * r);
  g.fillStyle(0xf1e6c8, 1).fillRect(-0.18 * r, -0.26 * r, 0.36 * r, 0.12 * r);
  g.lineStyle(Math.max(1, r / 20), 0x1b1610, 1).strokeRect(-0.22 * r, -0.14 * r, 0.44 * r, 0.2 * r);
  g.fillStyle(0x1b1610, 1).fillCircle(-0.12 * r, 0.1 * r, 0.07 * r).fillCircle(0.12 * r, 0.1 * r, 0.07 * r);
}
