/**
 * Maria Theresa (seed appendix "Мария Тереза"): 1 science and 1 culture for each yellow token that moves from the
 * seat's yellow bank to its worker pool — increasing population, and every "gain population" (events, territories).
 * Her once-a-turn unit discount is in discounts.ts.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import type { Ctx } from "../base/flow.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addPopulationPower } from "../effects/apply.ts";

export const rules = ruleModule("tta-maria-theresa");

addPopulationPower(rules, (ctx: Ctx, seat: Seat, n: number) => {
  const e = leaderEffect(ctx.s, seat, "maria-theresa");
  if (!e || n <= 0) return;
  const p = ctx.s.players[seat];
  p.science += (e.perPopulation.science ?? 0) * n;
  p.culture += (e.perPopulation.culture ?? 0) * n;
});
