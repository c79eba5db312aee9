/**
 * Random results that a scenario may fix in advance. A game keeps a list of forced results in its state
 * (set only by tests that reproduce a worked example, never by play); the next random draw of that kind
 * takes the first of them instead of the generator, so replaying a rulebook example needs no seed hunt.
 */

/** The first of `forced` (taken out of it), or `draw()` when none is left. */
export function forcedOr<T>(forced: T[] | undefined, draw: () => T): T {
  return forced && forced.length ? forced.shift()! : draw();
}
