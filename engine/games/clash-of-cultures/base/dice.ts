/** The 12-sided combat die (L126, L1264), the only die in the game; scenarios may force its results. */
import { COMBAT_DIE_FACES, COMBAT_DIE_SIDES, type DieFace } from "../data/index.ts";
import { emit, type Ctx } from "./flow.ts";
import { forcedOr } from "../../../kit/random.ts";

/** Rolls one die: a forced face first (tests), else the seeded RNG. */
export function rollDie(ctx: Ctx): DieFace {
  const face = forcedOr(ctx, ctx.s.forcedDice, () => ctx.rng.die(COMBAT_DIE_SIDES));
  return COMBAT_DIE_FACES[face - 1] as DieFace;
}

/** Rolls `n` dice and tells everyone what they show. */
export function rollDice(ctx: Ctx, n: number, purpose: string, seat: number | string | null): DieFace[] {
  const faces = Array.from({ length: n }, () => rollDie(ctx));
  emit(ctx, { type: "DiceRolled", purpose, seat, dice: faces.map((f) => ({ face: f.face, value: f.value, symbol: f.symbol })) });
  return faces;
}
