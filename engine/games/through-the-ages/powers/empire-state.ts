/**
 * Empire State Building (NLW, Age III; seed L600): when completed, its owner compares food and resource production,
 * science and culture ratings and strength with every rival, and scores culture (by player count) for each where
 * it is strictly the best; a tie scores nothing.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import type { Ctx } from "../base/flow.ts";
import { production, totals } from "../base/ratings.ts";
import { activeCount, seatsFrom, type TtaState } from "../base/state.ts";
import type { Effect, PlayerCount } from "../data/index.ts";
import { putEffectTask, type EffectContext } from "../effects/apply.ts";

export const rules = ruleModule("tta-empire-state");

type Category = Extract<Effect, { kind: "empire-state" }>["categories"][number];

function value(s: TtaState, seat: Seat, c: Category): number {
  return c === "food" || c === "resources" ? production(s, seat, c) : totals(s, seat)[c];
}

putEffectTask(rules, "empire-state", (ctx: Ctx, e: Extract<Effect, { kind: "empire-state" }>, { owner }: EffectContext) => {
  const s = ctx.s;
  const rivals = seatsFrom(s, owner).filter((x) => x !== owner);
  const best = e.categories.filter((c) => rivals.every((r) => value(s, owner, c) > value(s, r, c))).length;
  s.players[owner].culture += best * e.culture[Math.max(2, activeCount(s)) as PlayerCount];
});
