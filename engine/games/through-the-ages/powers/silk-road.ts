/**
 * Silk Road (NLW, Age I; seed L444-452): from its first built stage on, the first action card its owner plays each
 * turn gives 1 more of each of its bonuses — goods, discounts, military actions, restricted resources; a bonus that
 * counts other civilizations gives exactly 1 more. The action the card orders is not doubled.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import { didThisTurn, markThisTurn, playerDraft, workingWonders, type Player } from "../base/state.ts";
import { peek } from "../../../kit/peek.ts";
import { addImprovePower } from "../civil/action-cards.ts";

export const rules = ruleModule("tta-silk-road");

const USED = "silk-road";
const hasSilkRoad = (id: string) => cardOf(id, "wonder").effects.some((e) => e.kind === "silk-road");

/** 1 (and the power used for the turn) when the seat's Silk Road improves the action card it plays now, else 0. */
addImprovePower(rules, (ctx: Ctx, seat: Seat): number => {
  // Looked for on plain data: most seats have no Silk Road, and then nothing is drafted.
  const p: Player = peek(ctx.s).players[seat];
  const building = p.wonder !== null && p.wonder.built > 0 && hasSilkRoad(p.wonder.card);
  if (didThisTurn(p, USED) || !(building || workingWonders(p).some(hasSilkRoad))) return 0;
  markThisTurn(playerDraft(ctx.s, seat), USED);
  return 1;
});
