/**
 * Nelson Mandela (seed appendix "Нельсон Мандела"): taking him costs 3 more civil actions for a seat with no
 * discontent workers; at the end of each of the seat's turns (after production, not part of it) it scores 1
 * culture per happy face above those its yellow bank requires — 0 when the yellow bank is empty.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf, isKind } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import { discontent, totals } from "../base/ratings.ts";
import type { TtaState } from "../base/state.ts";
import { happyNeeded } from "../base/tokens.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addTriggerPower } from "../effects/triggers.ts";
import { addTakeCostPower } from "../row/row.ts";

export const rules = ruleModule("tta-mandela");

/** Extra civil actions a leader card asks of the seat taking it. */
addTakeCostPower(rules, {
  concerns: (id) => isKind(id, "leader") && cardOf(id, "leader").effects.some((e) => e.kind === "civil-action-cost" && e.scope === "take-this-card"),
  cost(s: TtaState, seat: Seat, id: string): number {
    let n = 0;
    for (const e of cardOf(id, "leader").effects) {
      if (e.kind !== "civil-action-cost" || e.scope !== "take-this-card") continue;
      if (e.condition === "no-discontent-workers" && discontent(s, seat, happyNeeded(s.players[seat])) > 0) continue;
      n += e.delta;
    }
    return n;
  },
});

addTriggerPower(rules, (ctx: Ctx, seat: Seat, name) => {
  if (name !== "end-of-turn") return;
  const e = leaderEffect(ctx.s, seat, "mandela-surplus-culture");
  if (!e) return;
  const p = ctx.s.players[seat];
  p.culture += e.culturePerSurplusHappy * Math.max(0, totals(ctx.s, seat).happy - happyNeeded(p));
});
