/**
 * Trade Routes Agreement (pact, Age I; base §30): once in each of its turns, side A may turn 1 food into 1 resource
 * and side B 1 resource into 1 food, with the move `trade-routes` in the action phase (E22).
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf } from "../base/cards.ts";
import { check, defineMove } from "../base/flow.ts";
import { didThisTurn, markThisTurn, type TtaState } from "../base/state.ts";
import { amountOf, gain, pay } from "../base/tokens.ts";
import { text } from "../text/index.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-trade-routes");

const USED = "trade-routes";

/** What the seat gives and gets through a Trade Routes pact it is in, or null. */
function exchange(s: TtaState, seat: Seat): { give: "food" | "resources"; get: "food" | "resources"; n: number } | null {
  for (const pact of s.pacts) {
    const e = cardOf(pact.card, "pact").effects.find((x) => x.kind === "trade-routes");
    if (e?.kind !== "trade-routes") continue;
    if (pact.a === seat) return { give: "food", get: "resources", n: e.aFoodAsResource };
    if (pact.b === seat) return { give: "resources", get: "food", n: e.bResourceAsFood };
  }
  return null;
}

export function tradeRoutesBlocker(s: TtaState, seat: Seat) {
  const x = exchange(s, seat);
  if (!x) return text("tta.no.tradeRoutes");
  const p = s.players[seat];
  if (didThisTurn(p, USED)) return text("tta.no.onceATurn");
  if (amountOf(p, x.give) < x.n) return text(x.give === "food" ? "tta.no.food" : "tta.no.resources", { n: x.n });
  return null;
}

export const tradeRoutesMoves = (s: TtaState, seat: Seat): Move[] => (tradeRoutesBlocker(s, seat) ? [] : [{ type: "trade-routes" }]);

defineMove<{ type: "trade-routes" }>(rules, "trade-routes", {
  schema: z.object({ type: z.literal("trade-routes") }),
  apply(ctx, seat) {
    const why = tradeRoutesBlocker(peek(ctx.s), seat);
    check(!why, why!);
    const x = exchange(ctx.s, seat)!;
    const p = ctx.s.players[seat];
    markThisTurn(p, USED);
    pay(p, x.give, x.n);
    gain(p, x.get, x.n);
    ctx.events.push({ type: "trade-routes", seat, gave: x.give, n: x.n });
  },
});
