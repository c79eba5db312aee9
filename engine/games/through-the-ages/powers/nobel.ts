/**
 * Alfred Nobel (seed appendix "Альфред Нобель"): replacing him gives no civil action back and puts the Nobel Prize
 * in play for good: from then on any civilization that develops 2 or more technologies in one turn scores 4
 * culture, once a turn — the turn Nobel is replaced included, whether the technologies came before or after.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { onHook, type Ctx } from "../base/flow.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addReplacedPower } from "../effects/leaving.ts";

export const rules = ruleModule("tta-nobel");

const PRIZE = { culture: 4, technologies: 2 } as const;
const KEY = "nobel-prize";

/** A technology developed (civil/develop.ts counts it for the turn): the prize when due. */
onHook(rules, "developed", (ctx, { seat }: { seat: Seat }) => nobelCheck(ctx, seat), { when: (s) => s.nobelPrize });

function nobelCheck(ctx: Ctx, seat: Seat) {
  const p = ctx.s.players[seat];
  if (!ctx.s.nobelPrize || p.powers.developed < PRIZE.technologies || p.powers.usedThisTurn.includes(KEY)) return;
  p.powers.usedThisTurn.push(KEY);
  p.culture += PRIZE.culture;
}

/** Replacing Nobel gives no civil action back and puts the Nobel Prize in play. */
addReplacedPower(rules, (ctx, seat, refund) => {
  if (!leaderEffect(ctx.s, seat, "no-refund-on-replace")) return refund;
  ctx.s.nobelPrize = true;
  nobelCheck(ctx, seat);
  return 0;
});
