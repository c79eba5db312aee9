/** Reading every space of the map fast. */
import { peek } from "../../../kit/peek.ts";
import type { NdState, Space, SpaceId } from "./state.ts";

/** The ids of each spaces record: its keys never change once the map is built (a record is replaced whole). */
const IDS = new WeakMap<object, SpaceId[]>();

/**
 * Every space as plain data, read-only (kit/peek.ts): scans of the map are most of the rules' time, and
 * `Object.values` or `for…in` over the record of spaces (let alone through a draft) cost several times a loop
 * over its ids kept once per record.
 */
export function spaceList(s: NdState): Space[] {
  const spaces = peek(s).spaces;
  let ids = IDS.get(spaces);
  if (!ids) IDS.set(spaces, (ids = Object.keys(spaces)));
  const out: Space[] = new Array(ids.length);
  for (let i = 0; i < ids.length; i++) out[i] = spaces[ids[i]];
  return out;
}
