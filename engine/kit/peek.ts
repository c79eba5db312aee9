/**
 * Reading the state without the draft's overhead. Moves run on a draft (draft.ts): every object read through
 * the draft is a proxy, so a query that only looks, e.g. at every city or unit, costs far more on the draft
 * than on plain data.
 *
 * `peek(x)` returns what `x` holds right now as plain data, without creating any proxy: a draft's working
 * copy (or the previous state's object while nothing in it changed); anything else as it is. The working
 * copies hold the current data of the whole state below them, so one `peek` at the root reads everything;
 * a value the move assigned may still be a draft inside (reading it is correct, only slower).
 *
 * NEVER mutate, keep or return (as part of a result) what `peek` gives: it may be the previous state or the
 * draft's working copy. Mutate through the draft itself.
 */
import { baseOf, isDraft, plainOf, pushFresh, setFresh, untouched } from "./draft.ts";

export function peek<T>(x: T): T {
  return plainOf(x);
}

/** True when `x` is a draft. */
export function isDraftObject(x: unknown): boolean {
  return isDraft(x);
}

/**
 * `draft[key] = value` for a primitive or a value built in this move from plain data only (no draft inside
 * it): it skips the bookkeeping of assigned values, which the end of the move would otherwise search for
 * drafts. NEVER pass a value holding a draft.
 */
export function assignFresh<T extends object, K extends keyof T>(draft: T, key: K, value: T[K]): void {
  setFresh(draft, key, value);
}

/** Appends `value` (built in this move from plain data only, as for `assignFresh`) to the draft array `list`. */
export function appendFresh<T>(list: T[], value: T): void {
  pushFresh(list, value);
}

/**
 * The plain previous state while nothing has changed yet in the move (e.g. when a move handler starts),
 * else `s` itself: queries that read much of the state run far faster on it.
 */
export function unchanged<T>(s: T): T {
  return untouched(s) ? baseOf(s) : s;
}
