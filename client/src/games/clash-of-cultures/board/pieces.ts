/**
 * Where the unit tokens of one hex go (hex-local world pixels): rows per owner on an open hex, an arc
 * around the city's lower half on a city hex. Pure, so the layout is unit-tested (inside the hex, apart,
 * never shrunk until a city hex holds more than 5 kinds of units).
 */
import type { Owner } from "../../../../../engine/games/clash-of-cultures/base/state.ts";
import { HEX_SIZE } from "./geometry.ts";
import type { OwnerStack } from "./model.ts";

/** Radius of a unit token at full size. */
export const TOKEN_R = 11;
/** How far a city is drawn above its hex's centre while units share the hex. */
export const CITY_LIFT = 9;

/** Count badge of a full-size token: radius. */
export const BADGE_R = 6.5;

/**
 * One token: centre, radius, `scale` (its size against full size) and how many units it stands for; the
 * count badge (when count > 1) sits on its lower right, or lower left (`badgeLeft`) near a hex's right edge.
 */
export interface Piece { owner: Owner; type: string; x: number; y: number; r: number; scale: number; count: number; badgeLeft?: boolean }

/** Centre of a piece's count badge. */
export function badgeAt(p: Piece): { x: number; y: number } {
  return { x: p.x + p.r * (p.badgeLeft ? -0.8 : 0.8), y: p.y + p.r * 0.75 };
}

/** A row's entry: a land token, or a ship with its cargo beside it (width at full size). */
interface Item { w: number; place: (x: number, y: number, scale: number) => Piece[] }

function itemsOf(s: OwnerStack): Item[] {
  const land = s.land.map((tc): Item => ({
    w: 2 * TOKEN_R + 3,
    place: (x, y, k) => [{ owner: s.owner, type: tc.type, x, y, r: TOKEN_R * k, scale: k, count: tc.count }],
  }));
  const ships = s.ships.map((ship): Item => {
    const cargoW = ship.cargo.length * 15;
    return {
      w: 27 + cargoW,
      place: (x, y, k) => {
        const sx = x - (cargoW / 2) * k;
        return [
          { owner: s.owner, type: "ship", x: sx, y, r: (TOKEN_R + 1) * k, scale: k, count: 1 },
          ...ship.cargo.map((cg, i) => ({ owner: s.owner, type: cg.type, x: sx + (19 + i * 15) * k, y: y - 3 * k, r: 7 * k, scale: k, count: cg.count })),
        ];
      },
    };
  });
  return [...land, ...ships];
}

/**
 * Spots for n tokens around a city (lifted by CITY_LIFT): on an arc below it, left to right, 38° apart
 * so full-size tokens never touch, while up to 5 fit; more get closer together and smaller. One or two
 * tokens take the lower corners, so the hex's label (bottom centre) stays readable.
 */
export function cityRing(n: number): { spots: { x: number; y: number }[]; scale: number } {
  const radius = 35;
  const step = n <= 5 ? 38 : 152 / (n - 1);
  const scale = Math.min(1, (2 * radius * Math.sin((step * Math.PI) / 360)) / (2 * TOKEN_R));
  const angles = n === 1 ? [52] : n === 2 ? [128, 52] : Array.from({ length: n }, (_, i) => 90 + ((n - 1) / 2 - i) * step);
  const spots = angles.map((deg) => {
    const a = (deg * Math.PI) / 180;
    return { x: radius * Math.cos(a), y: -CITY_LIFT + radius * Math.sin(a) };
  });
  return { spots, scale };
}

/** Rows of tokens, one per owner (the city's owner first): crowded rows get smaller, wide rows closer. */
function rows(stacks: OwnerStack[]): Piece[] {
  const n = stacks.length;
  const rowH = n * 25 > 72 ? 72 / n : 25, k = rowH / 25;
  const top = -((n - 1) * rowH) / 2;
  return stacks.flatMap((s, row) => {
    const y = top + row * rowH;
    const items = itemsOf(s);
    const total = items.reduce((a, it) => a + it.w, 0);
    // The hex's width at this row (flat-topped: narrower towards the top and bottom edges).
    const edge = Math.min(41, Math.abs(y) + TOKEN_R * k);
    const room = Math.min(92, (2 * (HEX_SIZE - edge * 0.577) - 8) / k);
    const squeeze = total > room ? room / total : 1;
    let x = (-(total * squeeze) / 2) * k;
    return items.flatMap((it) => {
      const w = it.w * squeeze * k;
      const out = it.place(x + w / 2, y, k);
      x += w;
      return out;
    });
  });
}

/** Every token of a hex: `stacks` from model.stacksAt; `withCity` when a city shares the hex. */
export function placeStacks(stacks: OwnerStack[], withCity: boolean): Piece[] {
  if (!withCity) return rows(stacks);
  const items = stacks.flatMap(itemsOf);
  const ring = cityRing(items.length);
  return items.flatMap((it, i) => it.place(ring.spots[i].x, ring.spots[i].y, ring.scale).map((p) => ({ ...p, badgeLeft: p.x > 1 })));
}
