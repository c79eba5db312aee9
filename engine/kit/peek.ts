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
 * draft's working copy. Mutate through the draft itself: `assignFresh` / `appendFresh` put a value built
 * from plain data into it without the search for drafts inside assigned values; `unchanged(s)` is the
 * previous state while the move has changed nothing yet. `member(x, key)` reads `x[key]` (a draft of the child) without
 * the proxy's trap where the kit knows `x`'s draft at once; `shift(list)` takes a draft list's first id in one write;
 * `isWorkingCopy(x)` tells a working copy of the move being applied (it may still change).
 */
export { appendFresh, assignFresh, element, isDraftObject, isWorkingCopy, member, peek, shift, unchanged } from "./draft.ts";
