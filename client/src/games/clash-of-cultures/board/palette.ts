/**
 * Colours and shapes of the Clash of Cultures board. Player colours come from the Okabe–Ito palette
 * and each owner also has its own token shape, so pieces never depend on colour alone.
 * The panels may import `ownerColor` / `ownerShape` to match the board.
 */
import type { Owner } from "../../../../../engine/games/clash-of-cultures/base/state.ts";

/** Okabe–Ito: orange, sky blue, bluish green, reddish purple. */
export const SEAT_COLORS = [0xe69f00, 0x56b4e9, 0x009e73, 0xcc79a7] as const;
export const BARBARIAN_COLOR = 0x8f8f8f;
export const PIRATE_COLOR = 0x303030;
export const INK = 0x1f1a14;
export const PAPER = 0xf5ecd6;

export type OwnerShape = "circle" | "square" | "triangle" | "diamond" | "octagon" | "cross";
const SEAT_SHAPES: readonly OwnerShape[] = ["circle", "square", "triangle", "diamond"];

export function ownerColor(owner: Owner): number {
  if (owner === "barbarian") return BARBARIAN_COLOR;
  if (owner === "pirate") return PIRATE_COLOR;
  return SEAT_COLORS[owner % SEAT_COLORS.length];
}

export function ownerShape(owner: Owner): OwnerShape {
  if (owner === "barbarian") return "octagon";
  if (owner === "pirate") return "cross";
  return SEAT_SHAPES[owner % SEAT_SHAPES.length];
}

/** Ink on top of an owner's colour (dark on light fills, light on dark ones). */
export function ownerInk(owner: Owner): number {
  return owner === "pirate" || owner === 2 ? PAPER : INK;
}

export function cssColor(n: number): string {
  return `#${n.toString(16).padStart(6, "0")}`;
}

export const TERRAIN_COLORS: Record<string, { fill: number; mark: number }> = {
  fertile: { fill: 0xb5c96a, mark: 0x6f7f2a },
  forest: { fill: 0x4c7d3e, mark: 0x24451d },
  mountain: { fill: 0x9a8f82, mark: 0x4c443b },
  barren: { fill: 0xdcc592, mark: 0x9c7f4a },
  water: { fill: 0x3d78ad, mark: 0x9cc4e4 },
};
export const UNEXPLORED = { fill: 0x5a3f2b, mark: 0x8a6645, edge: 0x2e2016 };
export const BOARD_BG = 0x1b2a38;

export const HIGHLIGHT_COLORS = {
  move: 0x7fe08a,
  attack: 0xff6b4a,
  target: 0xffd24a,
  selected: 0xffffff,
  danger: 0xff3b3b,
} as const;
