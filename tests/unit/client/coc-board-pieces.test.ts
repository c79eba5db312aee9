import { describe, expect, it } from "vitest";
import type { Owner } from "../../../engine/games/clash-of-cultures/base/state.ts";
import type { UnitTypeId } from "../../../engine/games/clash-of-cultures/data/index.ts";
import { HEX_SIZE, hexCorners } from "../../../client/src/games/clash-of-cultures/board/geometry.ts";
import type { OwnerStack } from "../../../client/src/games/clash-of-cultures/board/model.ts";
import { BADGE_R, badgeAt, CITY_LIFT, cityRing, placeStacks, TOKEN_R, type Piece } from "../../../client/src/games/clash-of-cultures/board/pieces.ts";

/** An owner's stack of land units: [type, count] pairs. */
const stack = (owner: Owner, ...types: [UnitTypeId, number][]): OwnerStack => ({
  owner, ships: [], total: types.reduce((a, [, n]) => a + n, 0),
  land: types.map(([type, count]) => ({ type, count, ids: [] })),
});

/** How far a circle stays inside the flat-topped hex around (0, 0) (negative: it pokes out). */
function inside(p: Piece): number {
  const corners = hexCorners({ x: 0, y: 0 }, HEX_SIZE);
  return Math.min(...corners.map((a, i) => {
    const b = corners[(i + 1) % 6];
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    let nx = (b.y - a.y) / len, ny = -(b.x - a.x) / len;
    if (nx * a.x + ny * a.y < 0) { nx = -nx; ny = -ny; } // the outward normal
    return nx * a.x + ny * a.y - (nx * p.x + ny * p.y) - p.r;
  }));
}

/** The count badge of a piece as a circle. */
const badge = (p: Piece): Piece => ({ ...p, ...badgeAt(p), r: BADGE_R * p.scale });

const overlaps = (list: Piece[]) => list.some((a, i) => list.slice(i + 1).some((b) => Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r - 1e-9));

describe("Clash of Cultures unit tokens on a hex", () => {
  it("puts the tokens of a city hex on an arc below the city: full size and apart up to 5 kinds, inside the hex", () => {
    for (let n = 1; n <= 5; n++) {
      const { spots, scale } = cityRing(n);
      expect(scale).toBe(1);
      const pieces = spots.map((s) => ({ owner: 0, type: "infantry", ...s, r: TOKEN_R, scale, count: 1 }));
      expect(overlaps(pieces)).toBe(false);
      for (const p of pieces) {
        expect(inside(p)).toBeGreaterThanOrEqual(-1);
        // Clear of the city's settlement (radius 15, lifted by CITY_LIFT).
        expect(Math.hypot(p.x, p.y + CITY_LIFT)).toBeGreaterThanOrEqual(15 + TOKEN_R);
      }
      // Read left to right.
      expect(spots.map((s) => s.x)).toEqual([...spots.map((s) => s.x)].sort((a, b) => a - b));
    }
    // One or two tokens leave the bottom centre (the hex's label) free.
    for (const n of [1, 2]) for (const s of cityRing(n).spots) expect(Math.abs(s.x)).toBeGreaterThan(TOKEN_R + 7);
    const crowded = cityRing(8);
    expect(crowded.scale).toBeLessThan(1);
    expect(crowded.scale).toBeGreaterThan(0.55);
    expect(overlaps(crowded.spots.map((s) => ({ owner: 0, type: "infantry", ...s, r: TOKEN_R * crowded.scale, scale: crowded.scale, count: 1 })))).toBe(false);
  });

  it("keeps three owners' stacks on a city hex at full size with their counts", () => {
    const pieces = placeStacks([stack(0, ["infantry", 2]), stack(1, ["infantry", 1]), stack("barbarian", ["infantry", 1])], true);
    expect(pieces.map((p) => [p.owner, p.count])).toEqual([[0, 2], [1, 1], ["barbarian", 1]]);
    expect(pieces.every((p) => p.r === TOKEN_R && p.scale === 1)).toBe(true);
    expect(overlaps(pieces)).toBe(false);
    expect(Math.min(...pieces.map(inside))).toBeGreaterThanOrEqual(-1);
    // Counts stay on the hex, also for a token at the right.
    for (let n = 1; n <= 5; n++) {
      const many = placeStacks([stack(0, ...(["leader", "infantry", "cavalry", "elephant", "settler"] as const).slice(0, n).map((t): [UnitTypeId, number] => [t, 3]))], true);
      expect(Math.min(...many.map(badge).map(inside))).toBeGreaterThanOrEqual(-1);
    }
    // One owner's three kinds of unit in its city: the same.
    const mine = placeStacks([stack(0, ["infantry", 2], ["cavalry", 1], ["settler", 1])], true);
    expect(mine.map((p) => p.type)).toEqual(["infantry", "cavalry", "settler"]);
    expect(overlaps(mine)).toBe(false);
  });

  it("stacks owners in rows on an open hex, shrinking rows only when more than two share it", () => {
    const one = placeStacks([stack(0, ["infantry", 3], ["settler", 1])], false);
    expect(one.map((p) => p.y)).toEqual([0, 0]);
    expect(inside(badge(one[0]))).toBeGreaterThan(0);
    expect(one.every((p) => p.scale === 1)).toBe(true);
    expect(overlaps(one)).toBe(false);
    const two = placeStacks([stack(0, ["infantry", 1]), stack(1, ["cavalry", 2])], false);
    expect(two[0].y).toBeLessThan(two[1].y);
    expect(two.every((p) => p.scale === 1)).toBe(true);
    const three = placeStacks([stack(0, ["infantry", 1]), stack(1, ["infantry", 1]), stack("barbarian", ["infantry", 1])], false);
    expect(three.every((p) => p.scale < 1 && p.scale > 0.9)).toBe(true);
    expect(Math.min(...three.map(inside))).toBeGreaterThanOrEqual(-1);
    // A ship carries its cargo beside it.
    const fleet = placeStacks([{ owner: 0, land: [], ships: [{ id: 9, cargo: [{ type: "infantry", count: 2, ids: [1, 2] }] }], total: 3 }], false);
    expect(fleet.map((p) => [p.type, p.count])).toEqual([["ship", 1], ["infantry", 2]]);
    expect(fleet[1].x).toBeGreaterThan(fleet[0].x);
  });
});
