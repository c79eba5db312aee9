/** Reading the map fast: its fixed shape once per map, its spaces once per record. */
import { derivation } from "../../../kit/derived.ts";
import { peek } from "../../../kit/peek.ts";
import { spaceId, step } from "./hex.ts";
import type { NdState, Space, SpaceId } from "./state.ts";

/**
 * What never changes once a map is built: its space ids, the neighbours on the map of each, and which spaces
 * lie by water or the map's edge (terrain, edges and ids are printed).
 */
export interface MapShape {
  readonly ids: readonly SpaceId[];
  /** The neighbours of each space that are on the map. */
  readonly around: ReadonlyMap<SpaceId, readonly SpaceId[]>;
  /** Spaces on the map's edge or next to water. */
  readonly byWaterOrEdge: ReadonlySet<SpaceId>;
}

function shapeOf(spaces: Record<SpaceId, Space>): MapShape {
  const ids = Object.keys(spaces);
  const around = new Map<SpaceId, SpaceId[]>();
  const byWaterOrEdge = new Set<SpaceId>();
  for (const id of ids) {
    const sp = spaces[id];
    const near: SpaceId[] = [];
    for (let d = 0; d < 6; d++) {
      const n = spaceId(step(sp, d));
      if (spaces[n]) near.push(n);
    }
    around.set(id, near);
    if (sp.edge || near.some((n) => spaces[n].terrain === "water")) byWaterOrEdge.add(id);
  }
  return { ids, around, byWaterOrEdge };
}

/** Shapes by spaces record, and by space object: a record made by copying another holds some of its spaces. */
const SHAPE_OF_RECORD = new WeakMap<object, MapShape>();
const SHAPE_OF_SPACE = new WeakMap<Space, MapShape>();
let lastShape: MapShape | null = null;

/**
 * The shape of the map. A record's keys never change once the map is built (a new map replaces the record
 * whole), and moves copy the record rather than build it anew, so a record holding a space of a known map's
 * record has that map's shape: found with a lookup or two instead of listing the record's keys.
 */
export function mapShape(s: NdState): MapShape {
  return shapeOfRecord(peek(s).spaces);
}

function shapeOfRecord(spaces: Record<SpaceId, Space>): MapShape {
  let shape = SHAPE_OF_RECORD.get(spaces);
  if (shape) return shape;
  if (lastShape) {
    for (const id of lastShape.ids) {
      const sp = spaces[id];
      if (!sp) break;
      shape = SHAPE_OF_SPACE.get(sp);
      if (shape) break;
    }
  }
  if (!shape) {
    shape = shapeOf(spaces);
    for (const id of shape.ids) SHAPE_OF_SPACE.set(spaces[id], shape);
  }
  SHAPE_OF_RECORD.set(spaces, shape);
  lastShape = shape;
  return shape;
}

const NONE: readonly SpaceId[] = [];

/** The neighbours of a space that are on the map (shared: never change it). */
export function around(s: NdState, id: SpaceId): readonly SpaceId[] {
  return mapShape(s).around.get(id) ?? NONE;
}

/**
 * The record's spaces in a list, in its keys' order: it holds while the record's slots do (kit/derived.ts). Listing
 * the values of the record at once is quick on a move's copy (an object of 160 properties), unlike reading them
 * one key at a time.
 */
const listOf = derivation((spaces: Record<SpaceId, Space>) => Object.values(spaces));

/**
 * Every space as plain data, read-only and shared (never change the list or a space in it): scans of the map are
 * most of the rules' time, and reading the record of spaces key by key (a large object, slow to index) costs
 * many times a loop over a list.
 */
export function spaceList(s: NdState): readonly Space[] {
  return listOf(peek(s).spaces);
}
