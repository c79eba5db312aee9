/**
 * Building a custom map (L685-761, steps 6-7): from the first player clockwise, each player lays one of its
 * tiles, either side up, until all are laid. A tile must touch at least 4 spaces of tiles laid before it and
 * touch the centre — on whichever side makes that possible — or, if no way does, a tile next to the centre; a
 * capital tile carries its owner's capital (L751-757). Empty places enclosed on every side are filled with water
 * (L758). Then the map's setup goes on as usual (setup/setup.ts `populateMap`) and the first turn begins.
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { CELL_HEXES, MAP_TILES, type MapTileId, type TileSide } from "../data/index.ts";
import { check, defineFrame, defineMove, emit, pop, push, type Ctx } from "../base/flow.ts";
import { rotate, spaceId, step } from "../base/hex.ts";
import type { Frame, NdState, Space, SpaceId, TilePlacement } from "../base/state.ts";
import { text } from "../text/index.ts";
import { assemble } from "./assemble.ts";
import { populateMap } from "./setup.ts";

export const rules = ruleModule("setup/custom-map");

/** Spaces of contact a new tile needs (L751). */
const MIN_CONTACT = 4;
/** A tile's cells lie within 3 steps of its cell 0, so an anchor touching the map lies within 4. */
const ANCHOR_REACH = 4;

interface BuildFrame extends Frame { kind: "map-building"; seat: Seat }
export type PlaceTileMove = { type: "place-tile"; tile: MapTileId; side: TileSide; q: number; r: number; rotation: number };

const cellsOf = (p: TilePlacement): SpaceId[] => CELL_HEXES[p.side].map((h) => {
  const c = rotate(h, p.rotation);
  return spaceId({ q: c.q + p.q, r: c.r + p.r });
});

const parse = (id: SpaceId) => {
  const [q, r] = id.split(",").map(Number);
  return { q, r };
};
const around = (id: SpaceId) => [0, 1, 2, 3, 4, 5].map((d) => spaceId(step(parse(id), d)));

/** Every placement of the seat's tiles (or of `only`) that obeys the contact and centre rules (L751-753). */
export function tilePlacements(s: NdState, seat: Seat, only?: MapTileId): TilePlacement[] {
  const build = s.mapBuild!;
  const taken = new Set(s.spaces.map((sp) => sp.id));
  const central = new Set(build.placed.filter((p) => build.central.includes(p.tile)).flatMap(cellsOf));
  // Tiles next to the centre (for the fallback rule).
  const ring = new Set(build.placed.filter((p) => !build.central.includes(p.tile) && cellsOf(p).some((c) => around(c).some((n) => central.has(n)))).flatMap(cellsOf));
  const anchors = new Set<SpaceId>();
  let frontier = [...taken];
  const seen = new Set(frontier);
  for (let d = 0; d < ANCHOR_REACH; d++) {
    const next: SpaceId[] = [];
    for (const id of frontier) for (const n of around(id)) if (!seen.has(n)) { seen.add(n); next.push(n); anchors.add(n); }
    frontier = next;
  }
  const anchorList = [...anchors].sort();
  const out: TilePlacement[] = [];
  for (const tile of build.hands[seat].filter((t) => !only || t === only)) {
    const fits: { p: TilePlacement; centre: boolean; nearCentre: boolean }[] = [];
    for (const side of ["A", "B"] as TileSide[]) {
      for (const anchor of anchorList) {
        const { q, r } = parse(anchor);
        for (let rotation = 0; rotation < 6; rotation++) {
          const p = { tile, side, q, r, rotation };
          const cells = cellsOf(p);
          if (cells.some((c) => taken.has(c))) continue;
          const own = new Set(cells);
          const touched = new Set(cells.flatMap(around).filter((n) => taken.has(n) && !own.has(n)));
          if (touched.size < MIN_CONTACT) continue;
          fits.push({ p, centre: [...touched].some((n) => central.has(n)), nearCentre: [...touched].some((n) => ring.has(n)) });
        }
      }
    }
    const pick = fits.some((f) => f.centre) ? fits.filter((f) => f.centre) : fits.some((f) => f.nearCentre) ? fits.filter((f) => f.nearCentre) : fits;
    out.push(...pick.map((f) => f.p));
  }
  return out;
}

/** Off-map places enclosed on every side (not reachable from outside the map's bounds) become water (L758). */
export function enclosedHoles(spaces: Record<SpaceId, Space>): SpaceId[] {
  const all = Object.values(spaces);
  const qs = all.map((s) => s.q), rs = all.map((s) => s.r);
  const [q0, q1, r0, r1] = [Math.min(...qs) - 1, Math.max(...qs) + 1, Math.min(...rs) - 1, Math.max(...rs) + 1];
  const inBox = (id: SpaceId) => {
    const { q, r } = parse(id);
    return q >= q0 && q <= q1 && r >= r0 && r <= r1;
  };
  const outside = new Set<SpaceId>([spaceId({ q: q0, r: r0 })]);
  const queue = [...outside];
  while (queue.length) {
    const id = queue.pop()!;
    for (const n of around(id)) if (inBox(n) && !spaces[n] && !outside.has(n)) { outside.add(n); queue.push(n); }
  }
  const holes: SpaceId[] = [];
  for (let q = q0; q <= q1; q++) for (let r = r0; r <= r1; r++) {
    const id = spaceId({ q, r });
    if (!spaces[id] && !outside.has(id)) holes.push(id);
  }
  return holes;
}

defineFrame<BuildFrame>(rules, "map-building", {
  moves: ["place-tile"],
  prompt: (_s, f) => ({ kind: "turn", seat: f.seat, id: "map-building", moveTypes: ["place-tile"], label: text("nd.setup.placeTile") }),
  legal: (s, f) => tilePlacements(s, f.seat).map((p): Move => ({ type: "place-tile", ...p })),
});

const TILE_IDS = MAP_TILES.map((t) => t.id) as [MapTileId, ...MapTileId[]];

defineMove<PlaceTileMove>(rules, "place-tile", {
  schema: z.object({
    type: z.literal("place-tile"), tile: z.enum(TILE_IDS), side: z.enum(["A", "B"]),
    q: z.number().int().min(-60).max(60), r: z.number().int().min(-60).max(60), rotation: z.number().int().min(0).max(5),
  }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "map-building", text("nd.err.notMapBuilding"));
    const s = ctx.s;
    const build = s.mapBuild!;
    check(build.hands[seat].includes(move.tile), text("nd.err.tileNotInHand"));
    const p: TilePlacement = { tile: move.tile, side: move.side, q: move.q, r: move.r, rotation: move.rotation };
    check(tilePlacements(peek(s), seat, move.tile).some((x) => JSON.stringify(x) === JSON.stringify(p)), text("nd.err.tilePlacement"));
    build.hands[seat] = build.hands[seat].filter((t) => t !== move.tile);
    build.placed.push(p);
    s.spaces = Object.values(assemble(peek(build.placed)).spaces);
    emit(ctx, { type: "TilePlaced", seat, ...p });
    const f = frame as BuildFrame;
    const next = (seat + 1) % s.players.length;
    if (build.hands.some((h) => h.length)) {
      // Clockwise, skipping nobody: every player holds the same number of tiles (L755).
      f.seat = next;
      s.current = next;
      return;
    }
    pop(ctx, f);
    finishMap(ctx);
  },
});

/** Water in enclosed places, the pieces on the map, the first player's first turn. */
function finishMap(ctx: Ctx) {
  const s = ctx.s;
  const build = peek(s.mapBuild!);
  const { spaces, tileOf } = assemble(build.placed);
  for (const id of enclosedHoles(spaces)) {
    const { q, r } = parse(id);
    spaces[id] = {
      id, q, r, terrain: "water", label: "water", cell: 0, edge: false, barbarianSymbol: null, cityStateSymbol: null, capitalSymbol: false,
      city: null, token: null, resource: null, naturalWonder: null, naturalWonderHome: null, cityState: null, wonder: null,
    };
  }
  for (const sp of Object.values(spaces)) sp.edge = around(sp.id).some((n) => !spaces[n]);
  const placed = populateMap(spaces, tileOf, build.capitals, ctx.rng.int(6));
  s.spaces = Object.values(spaces);
  s.barbarians = placed.barbarians;
  s.barbarianDirections = placed.barbarianDirections;
  s.cityStateCards = placed.cityStateCards;
  delete s.mapBuild;
  s.current = s.first;
  emit(ctx, { type: "MapBuilt", tiles: build.placed.length, water: Object.values(spaces).filter((sp) => sp.label === "water").length });
  push(ctx, { kind: "game", seat: null, eventsDone: false });
}
