import { describe, expect, it } from "vitest";
import { HEX_DIRECTIONS, MAP_LAYOUTS } from "../../../engine/games/clash-of-cultures/data/index.ts";
import { hexDistance, hexKey } from "../../../engine/games/clash-of-cultures/base/hex.ts";
import {
  axialToPixel, boundsNear, boundsOf, circleHitsBox, clampCenter, clearSpot, directionTo, fitZoom, HEX_SIZE, hexCenter, hexCorners, hexLabel, pixelToAxial, pixelToKey, sharedEdge,
  viewToWorld, worldToView, zoomAt, type ViewTransform,
} from "../../../client/src/games/clash-of-cultures/board/geometry.ts";

describe("Clash of Cultures board geometry (flat-topped axial hexes)", () => {
  it("maps hex centres to pixels and back, also near the edges of a hex", () => {
    for (let q = -3; q <= 8; q++) {
      for (let r = -4; r <= 8; r++) {
        const c = axialToPixel(q, r);
        expect(pixelToAxial(c.x, c.y)).toEqual({ q, r });
        // Points well inside the hex (80% towards each corner) still belong to it.
        for (const k of hexCorners(c)) expect(pixelToKey(c.x + (k.x - c.x) * 0.8, c.y + (k.y - c.y) * 0.8)).toBe(hexKey(q, r));
      }
    }
  });

  it("puts neighbours one hex apart, sharing the edge that faces them", () => {
    const centre = "3,2";
    const c = hexCenter(centre);
    const edges = new Set<number>();
    for (const d of HEX_DIRECTIONS) {
      const nb = hexKey(3 + d.q, 2 + d.r);
      const p = hexCenter(nb);
      expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(HEX_SIZE * Math.sqrt(3), 6);
      const i = sharedEdge(centre, nb);
      edges.add(i);
      // The shared edge's corners are equidistant from both centres.
      const corners = hexCorners(c);
      for (const k of [corners[i], corners[(i + 1) % 6]]) {
        expect(Math.hypot(k.x - c.x, k.y - c.y)).toBeCloseTo(Math.hypot(k.x - p.x, k.y - p.y), 6);
      }
      const dir = directionTo(centre, nb);
      expect(Math.hypot(dir.x, dir.y)).toBeCloseTo(1, 9);
    }
    expect(edges.size).toBe(6);
    expect(sharedEdge("0,0", "2,0")).toBe(-1);
  });

  it("labels hexes like the content catalog (odd-q columns, rows from 1)", () => {
    let checked = 0;
    for (const layout of MAP_LAYOUTS) {
      for (const pos of layout.positions) {
        for (const h of pos.hexes as readonly { q: number; r: number; label: string }[]) {
          expect(hexLabel(hexKey(h.q, h.r))).toBe(h.label);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("converts between the board viewport and the world, zooms around a fixed point and fits the map", () => {
    const t: ViewTransform = { vx: 10, vy: 62, vw: 500, vh: 600, cx: 120, cy: 80, zoom: 1.5 };
    const w = { x: 33, y: -40 };
    const s = worldToView(t, w);
    expect(viewToWorld(t, s).x).toBeCloseTo(w.x, 9);
    expect(viewToWorld(t, s).y).toBeCloseTo(w.y, 9);
    expect(worldToView(t, { x: 120, y: 80 })).toEqual({ x: 260, y: 362 });
    const z = zoomAt(t, { x: 100, y: 200 }, 2.5);
    expect(z.zoom).toBe(2.5);
    const before = viewToWorld(t, { x: 100, y: 200 }), after = viewToWorld(z, { x: 100, y: 200 });
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);

    const keys = MAP_LAYOUTS[0].positions.flatMap((p) => p.hexes.map((h) => hexKey(h.q, h.r)));
    const b = boundsOf(keys);
    const zoom = fitZoom(b, 500, 600, 10);
    expect((b.maxX - b.minX) * zoom).toBeLessThanOrEqual(480 + 1e-9);
    expect((b.maxY - b.minY) * zoom).toBeLessThanOrEqual(580 + 1e-9);
    expect(Math.max((b.maxX - b.minX) * zoom - 480, (b.maxY - b.minY) * zoom - 580)).toBeCloseTo(0, 6);
    const far = clampCenter({ ...t, cx: 1e6, cy: -1e6 }, b);
    expect(far.cx).toBe(b.maxX);
    expect(far.cy).toBe(b.minY);
  });

  it("bounds a player's area: the hexes of the map within a radius of its pieces", () => {
    const keys = MAP_LAYOUTS[0].positions.flatMap((p) => p.hexes.map((h) => hexKey(h.q, h.r)));
    const seed = keys.find((k) => keys.filter((o) => hexDistance(k, o) <= 2).length === 19)!;
    const near = boundsNear([seed], keys, 2), c = hexCenter(seed);
    // A full radius-2 area: 5 hexes across, 5 tall, centred on the seed.
    expect(near.maxX - near.minX).toBeCloseTo(HEX_SIZE * (1.5 * 4 + 2), 6);
    expect(near.maxY - near.minY).toBeCloseTo(HEX_SIZE * Math.sqrt(3) * 5, 6);
    expect((near.minX + near.maxX) / 2).toBeCloseTo(c.x, 6);
    expect((near.minY + near.maxY) / 2).toBeCloseTo(c.y, 6);
    // Off the map nothing counts; two seeds widen the area; the whole map bounds it all.
    const all = boundsOf(keys);
    const edge = boundsNear([keys[0]], keys, 2);
    expect(edge.minX).toBeGreaterThanOrEqual(all.minX);
    expect(edge.maxY - edge.minY).toBeLessThan(near.maxY - near.minY + 1e-9);
    const two = boundsNear([seed, keys[keys.length - 1]], keys, 2);
    expect(two.maxX - two.minX).toBeGreaterThan(near.maxX - near.minX);
    expect(boundsNear([], keys, 2)).toEqual({ minX: 0, minY: 0, maxX: 0, maxY: 0 });
  });

  it("places an overlay (the pick hint) where it covers none of the spaces to pick, then the fewest pieces", () => {
    const top = { x: 0, y: 0, width: 100, height: 40 }, bottom = { x: 0, y: 200, width: 100, height: 40 }, right = { x: 150, y: 200, width: 100, height: 40 };
    expect(circleHitsBox({ x: 50, y: 60, r: 21 }, top)).toBe(true);
    expect(circleHitsBox({ x: 50, y: 60, r: 19 }, top)).toBe(false);
    // Beside a corner: within r of both edges' lines, yet 35.4 from the corner itself.
    expect(circleHitsBox({ x: 125, y: 65, r: 30 }, top)).toBe(false);
    expect(circleHitsBox({ x: 125, y: 65, r: 36 }, top)).toBe(true);
    // Nothing to keep clear: the first (preferred) spot.
    expect(clearSpot([top, bottom, right], [])).toBe(0);
    // A space to pick under the top spot: the bottom one.
    expect(clearSpot([top, bottom, right], [{ x: 50, y: 20, r: 10 }])).toBe(1);
    // Another control where the bottom spot is: the next clear one.
    expect(clearSpot([top, bottom, right], [{ x: 50, y: 20, r: 10 }], [{ x: 0, y: 190, width: 60, height: 60 }])).toBe(2);
    // Both clear of spaces to pick: the one hiding fewer pieces.
    expect(clearSpot([bottom, right], [], [], [{ x: 50, y: 220, r: 10 }])).toBe(1);
    // Every spot covers spaces to pick: the one that covers fewest.
    expect(clearSpot([top, bottom], [{ x: 20, y: 20, r: 5 }, { x: 80, y: 20, r: 5 }, { x: 50, y: 220, r: 5 }])).toBe(1);
  });
});
