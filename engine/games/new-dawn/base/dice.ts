/** The six-sided die (L103), from the state's generator, or a result a test fixed in advance. */
import { forcedOr } from "../../../kit/random.ts";
import type { Ctx } from "./flow.ts";

export function rollDie(ctx: Ctx): number {
  return forcedOr(ctx, ctx.s.forcedDice, () => ctx.rng.die(6));
}
