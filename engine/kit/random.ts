/**
 * Random results and other reveals. A move that draws randomness or shows something hidden (a card, a tile)
 * is a point of no return (`ApplyOk.barrier`, engine/core/undo.ts): the kit marks a move that drew from the
 * generator by itself (apply.ts); `forcedOr` marks a forced result too, and rules call `reveals` for what
 * comes out of hidden state without the generator (the top card of a deck shuffled at setup).
 *
 * A game keeps a list of forced results in its state (set only by tests that reproduce a worked example,
 * never by play); the next random draw of that kind takes the first of them instead of the generator, so
 * replaying a rulebook example needs no seed hunt.
 */
import type { Ctx } from "./flow.ts";

/** Marks the move being applied as a point of no return: it revealed what nobody knew. */
export function reveals(ctx: Pick<Ctx, "barrier">): void {
  ctx.barrier = true;
}

/** The first of `forced` (taken out of it), or `draw()` when none is left; either way a random result, so a reveal. */
export function forcedOr<T>(ctx: Pick<Ctx, "barrier">, forced: T[] | undefined, draw: () => T): T {
  reveals(ctx);
  return forced && forced.length ? forced.shift()! : draw();
}
