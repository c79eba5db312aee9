/** The six-sided die (L103), from the state's generator, or a result a test fixed in advance. */
import { peek } from "../../../kit/peek.ts";
import { forcedOr } from "../../../kit/random.ts";
import type { Ctx } from "./flow.ts";

export function rollDie(ctx: Ctx): number {
  // Looked for on plain data (play never sets any): the list is drafted only to take a result out of it.
  const forced = peek(ctx.s).forcedDice?.length ? ctx.s.forcedDice : undefined;
  return forcedOr(ctx, forced, () => ctx.rng.die(6));
}
