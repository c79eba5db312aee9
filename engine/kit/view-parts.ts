/**
 * Helpers for a game's `view`: a room asks for one view per audience of every new state and diffs each against the
 * one it sent before (core/view-patch.ts), which skips without a look inside any part that is the same object in
 * both. So a view shares every part it can with the state and with the other audiences' views.
 */

/**
 * `list.map(see)`, but `list` itself when `see` returns every item unchanged (no secret in it for this viewer).
 * Never change the list it returns: it may be the state's.
 */
export function mapKeepingSame<T>(list: readonly T[], see: (item: T) => T): T[] {
  for (let i = 0; i < list.length; i++) {
    const seen = see(list[i]);
    if (seen === list[i]) continue;
    const out = list.slice(0, i);
    out.push(seen);
    for (let j = i + 1; j < list.length; j++) out.push(see(list[j]));
    return out;
  }
  return list as T[];
}
