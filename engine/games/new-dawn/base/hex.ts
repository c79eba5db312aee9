/** Axial hex coordinates of the assembled map (flat-topped, data/map-tiles.ts D16). */
import { HEX_DIRECTIONS, type Hex } from "../data/index.ts";

export const spaceId = (h: Hex): string => `${h.q},${h.r}`;

/** A sixth of a turn clockwise, `times` times. */
export function rotate(h: Hex, times: number): Hex {
  let { q, r } = h;
  for (let i = 0; i < ((times % 6) + 6) % 6; i++) [q, r] = [-r, q + r];
  return { q, r };
}

export function step(h: Hex, direction: number): Hex {
  const d = HEX_DIRECTIONS[direction];
  return { q: h.q + d.q, r: h.r + d.r };
}

export const opposite = (direction: number): number => (direction + 3) % 6;
