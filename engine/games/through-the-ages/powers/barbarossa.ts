/**
 * Frederick Barbarossa (base §29.7): for 1 military action the seat increases its population and builds a military
 * unit with that worker, paying 1 food and 1 resource less (resources for units count, base §5).
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { tech, workerKind } from "../base/cards.ts";
import { check, defineMove } from "../base/flow.ts";
import { militaryLeft } from "../base/ratings.ts";
import type { TtaState } from "../base/state.ts";
import { amountOf, populationCost } from "../base/tokens.ts";
import { canPayResources, payFood, payResources, spendMilitary } from "../civil/actions.ts";
import { buildCost, inPlay } from "../civil/buildings.ts";
import { text } from "../text/index.ts";
import { addActionPower } from "../civil/action-powers.ts";
import { leaderEffect } from "../base/in-play.ts";
import { populationGained } from "../effects/apply.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-barbarossa");

function prices(s: TtaState, seat: Seat, unit: string) {
  const e = leaderEffect(s, seat, "barbarossa-population-and-unit")!;
  const p = s.players[seat];
  return {
    actions: e.militaryActions,
    food: Math.max(0, populationCost(p) - e.discount.food),
    resources: Math.max(0, buildCost(p, unit) - e.discount.resources),
  };
}

export function barbarossaBlocker(s: TtaState, seat: Seat, unit: string) {
  if (!leaderEffect(s, seat, "barbarossa-population-and-unit")) return text("tta.no.leaderPower");
  const p = s.players[seat];
  if (!inPlay(p, unit) || workerKind(tech(unit)) !== "unit") return text("tta.no.notInPlay", { card: unit });
  const cost = prices(s, seat, unit);
  if (militaryLeft(s, seat) < cost.actions) return text("tta.no.militaryActions", { n: cost.actions });
  if (p.yellowBank < 1) return text("tta.no.population");
  if (amountOf(p, "food") < cost.food) return text("tta.no.food", { n: cost.food });
  if (!canPayResources(p, "build-unit", cost.resources)) return text("tta.no.resources", { n: cost.resources });
  return null;
}

function barbarossaMoves(s: TtaState, seat: Seat): Move[] {
  if (!leaderEffect(s, seat, "barbarossa-population-and-unit")) return [];
  return s.players[seat].techs.filter((t) => !barbarossaBlocker(s, seat, t.card)).map((t) => ({ type: "barbarossa", card: t.card }));
}

defineMove<{ type: "barbarossa"; card: string }>(rules, "barbarossa", {
  schema: z.object({ type: z.literal("barbarossa"), card: z.string().max(60) }),
  apply(ctx, seat, move) {
    const why = barbarossaBlocker(peek(ctx.s), seat, move.card);
    check(!why, why!);
    const cost = prices(ctx.s, seat, move.card);
    spendMilitary(ctx, seat, cost.actions);
    payFood(ctx, seat, cost.food);
    payResources(ctx, seat, "build-unit", cost.resources);
    const p = ctx.s.players[seat];
    p.yellowBank--;
    populationGained(ctx, seat, 1);
    inPlay(p, move.card)!.workers++;
    ctx.events.push({ type: "population", seat });
    ctx.events.push({ type: "built", seat, card: move.card });
  },
});

addActionPower(rules, { types: ["barbarossa"], moves: barbarossaMoves, place: "last" });
