/** Stonehenge (NLW, Age A): each stage built gives at once science equal to its printed cost (before discounts). */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf } from "../base/cards.ts";
import { onHook } from "../base/flow.ts";

export const rules = ruleModule("tta-stonehenge");

onHook(rules, "wonder-stages", (ctx, { owner, card, costs }: { owner: Seat; card: string; costs: number[] }) => {
  if (cardOf(card, "wonder").effects.some((e) => e.kind === "stonehenge-science-per-stage")) {
    ctx.s.players[owner].science += costs.reduce((a, b) => a + b, 0);
  }
});
