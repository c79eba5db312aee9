/**
 * Reading the map fast: its fixed shape once per map. The state keeps the spaces in a list (state.ts: a move
 * that changes a space copies the list, cheap where a record of 160 keys was not); a space is found by id through
 * the map's shape (`spaceAt`).
 */
import { isDraftObject, element, peek } from "../../../kit/peek.ts";
import { spaceId, step } from "./hex.ts";
import type { NdState, Space, SpaceId } from "./state.ts";

/**
 * What never changes once a map is built: its space ids in the list's order, where each id sits in the list, the
 * neighbours on the map of each, and which spaces lie by water or the map's edge (terrain, edges and ids are
 * printed).
 */
export interface MapShape {
  readonly ids: readonly SpaceId[];
  /** The same in order of id (a choice of any space lists them so). */
  readonly sortedIds: readonly SpaceId[];
  /** The index of each space in the state's list. */
  readonly index: ReadonlyMap<SpaceId, number>;
  /** The neighbours of each space that are on the map. */
  readonly around: ReadonlyMap<SpaceId, readonly SpaceId[]>;
  /** The same by index in the list (searches walk indexes: no lookup by id per step). */
  readonly near: readonly (readonly number[])[];
  /** Spaces on the map's edge or next to water. */
  readonly byWaterOrEdge: ReadonlySet<SpaceId>;
}

function shapeOf(spaces: readonly Space[]): MapShape {
  const ids = spaces.map((sp) => sp.id);
  const index = new Map<SpaceId, number>();
  ids.forEach((id, i) => index.set(id, i));
  const around = new Map<SpaceId, SpaceId[]>();
  const byWaterOrEdge = new Set<SpaceId>();
  for (const sp of spaces) {
    const near: SpaceId[] = [];
    for (let d = 0; d < 6; d++) {
      const n = spaceId(step(sp, d));
      if (index.has(n)) near.push(n);
    }
    around.set(sp.id, near);
    if (sp.edge || near.some((n) => spaces[index.get(n)!].terrain === "water")) byWaterOrEdge.add(sp.id);
  }
  const near = ids.map((id) => around.get(id)!.map((n) => index.get(n)!));
  return { ids, sortedIds: [...ids].sort(), index, around, near, byWaterOrEdge };
}

/** Shapes by list of spaces, and by space object: a list made by copying another holds some of its spaces. */
const SHAPE_OF_LIST = new WeakMap<object, MapShape>();
const SHAPE_OF_SPACE = new WeakMap<Space, MapShape>();
let lastShape: MapShape | null = null;
let lastList: readonly Space[] | null = null;
/** The list asked about before `lastList`: a move's queries go back and forth between the previous state's list and its copy. */
let otherList: readonly Space[] | null = null;

/**
 * The shape of the map. A list's ids and their order never change once the map is built (a new map replaces the
 * list whole), and moves copy the list rather than build it anew, so a list holding a space of a known map's list
 * has that map's shape: found with a lookup or two instead of reading the list.
 */
export function mapShape(s: NdState): MapShape {
  return shapeOfList(peek(s).spaces);
}

/** The shape of the map a list of spaces lays out (as `mapShape`). */
export function shapeOfList(spaces: readonly Space[]): MapShape {
  if (spaces === lastList) return lastShape!;
  if (lastShape && (spaces === otherList || sharesSpace(spaces, lastList!))) {
    // The list asked about before, or a copy of the last one (a move's working copy): no lookup, nothing kept.
    otherList = lastList;
    lastList = spaces;
    return lastShape;
  }
  let shape = SHAPE_OF_LIST.get(spaces);
  if (!shape && lastShape && spaces.length === lastShape.ids.length) {
    for (const sp of spaces) {
      shape = SHAPE_OF_SPACE.get(sp);
      if (shape) break;
    }
  }
  if (!shape) {
    shape = shapeOf(spaces);
    for (const sp of spaces) SHAPE_OF_SPACE.set(sp, shape);
  }
  SHAPE_OF_LIST.set(spaces, shape);
  otherList = shape === lastShape ? lastList : null;
  lastShape = shape;
  lastList = spaces;
  return shape;
}

/** Whether `a` holds a space of `b` at the same place: then it is a copy of `b` or `b` of it, the same map. */
function sharesSpace(a: readonly Space[], b: readonly Space[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) return true;
  return false;
}

const NONE: readonly SpaceId[] = [];

/** The neighbours of a space that are on the map (shared: never change it). */
export function around(s: NdState, id: SpaceId): readonly SpaceId[] {
  return mapShape(s).around.get(id) ?? NONE;
}

/** Where the space `id` sits in the state's list; -1 if it is not on the map. */
export function spaceIndex(s: NdState, id: SpaceId): number {
  return mapShape(s).index.get(id) ?? -1;
}

/**
 * The space `id` as `s` holds it (through a draft, a draft of the space: change it there), or undefined if it is not
 * on the map (typed as a space, as a record's lookup was: callers check ids that may be off the map).
 */
export function spaceAt(s: NdState, id: SpaceId): Space {
  const i = mapShape(s).index.get(id) ?? -1;
  if (!isDraftObject(s)) return s.spaces[i];
  // Read by the kit's `member` (the root, then the list read last): the same drafts, without a proxy trap per step.
  return element(s, "spaces", i) as Space;
}

/**
 * Every space as plain data, in the map's order: the state's list itself (peeked), read-only (never change the
 * list or a space in it).
 */
export function spaceList(s: NdState): readonly Space[] {
  return peek(s).spaces;
}

/** The record of spaces last made per map (`spaceRecord`), with the list it was made from. */
const LAST_RECORD = new WeakMap<MapShape, { list: readonly Space[]; record: Record<SpaceId, Space> }>();
const RECORDS = new WeakMap<object, Record<SpaceId, Space>>();

/**
 * The spaces by id, as the view shows them (view.ts), once per list: never change it. Made from the record of the
 * map's previous list when there is one, changing only the spaces that differ (a move changes a few): copying a
 * record of the same keys is quick where putting 160 keys into a new object is not.
 */
export function spaceRecord(spaces: readonly Space[]): Record<SpaceId, Space> {
  let r = RECORDS.get(spaces);
  if (r) return r;
  const shape = shapeOfList(spaces);
  const last = LAST_RECORD.get(shape);
  if (last && last.list.length === spaces.length) {
    r = copyRecord(last.record);
    for (let i = 0; i < spaces.length; i++) if (spaces[i] !== last.list[i]) r[spaces[i].id] = spaces[i];
  } else {
    r = Object.fromEntries(spaces.map((sp) => [sp.id, sp])) as Record<SpaceId, Space>;
  }
  RECORDS.set(spaces, r);
  LAST_RECORD.set(shape, { list: spaces, record: r });
  return r;
}

/** A copy of a record of spaces: one call site for records only, which V8 copies fast (all of a map share a shape). */
function copyRecord(r: Record<SpaceId, Space>): Record<SpaceId, Space> {
  return { ...r };
}
