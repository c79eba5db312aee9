/**
 * International Red Cross (NLW, Age III; seed L584-600): its stages are paid with food (data) and each stage built
 * scores 6 culture for whoever built it. Another seat may build one stage of it a turn in its action phase for
 * 1 civil action and 3 food — not a wonder action, so no action card or construction technology applies — with
 * the token from the owner's bank. Completed (by anyone), it scores the owner culture per colony in play.
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf } from "../base/cards.ts";
import { check, defineMove, onHook } from "../base/flow.ts";
import { civilLeft } from "../base/ratings.ts";
import { didThisTurn, markThisTurn, seatsFrom, type TtaState } from "../base/state.ts";
import { amountOf } from "../base/tokens.ts";
import type { Effect } from "../data/index.ts";
import { payFood, spendCivil } from "../civil/actions.ts";
import { addStages } from "../civil/wonders.ts";
import { text } from "../text/index.ts";
import { addActionPower } from "../civil/action-powers.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-red-cross");

type RedCross = Extract<Effect, { kind: "red-cross" }>;
const redCross = (card: string): RedCross | undefined => cardOf(card, "wonder").effects.find((e): e is RedCross => e.kind === "red-cross");

onHook(rules, "wonder-stages", (ctx, { seat, owner, card, costs, completed }: { seat: Seat; owner: Seat; card: string; costs: number[]; completed: boolean }) => {
  const e = redCross(card);
  if (!e) return;
  ctx.s.players[seat].culture += e.culturePerStage * costs.length;
  if (completed) ctx.s.players[owner].culture += e.culturePerColonyInPlay * ctx.s.players.reduce((n, p) => n + p.colonies.length, 0);
});

/** Why `seat` may not build a stage of the Red Cross `owner` is building, or null. */
export function redCrossBlocker(s: TtaState, seat: Seat, owner: Seat) {
  const o = s.players[owner];
  const e = o?.wonder ? redCross(o.wonder.card) : undefined;
  if (!e || owner === seat || o.resigned) return text("tta.no.noRedCross");
  const p = s.players[seat];
  if (didThisTurn(p, "red-cross")) return text("tta.no.onceATurn");
  if (civilLeft(s, seat) < e.othersMayBuild.civilActions) return text("tta.no.civilActions", { n: e.othersMayBuild.civilActions });
  if (amountOf(p, "food") < e.othersMayBuild.food) return text("tta.no.food", { n: e.othersMayBuild.food });
  return null;
}

function redCrossMoves(s: TtaState, seat: Seat): Move[] {
  return seatsFrom(s, seat).filter((o) => !redCrossBlocker(s, seat, o)).map((owner) => ({ type: "build-red-cross-stage", owner }));
}

defineMove<{ type: "build-red-cross-stage"; owner: number }>(rules, "build-red-cross-stage", {
  schema: z.object({ type: z.literal("build-red-cross-stage"), owner: z.number().int().min(0).max(3) }),
  apply(ctx, seat, move) {
    const why = redCrossBlocker(peek(ctx.s), seat, move.owner);
    check(!why, why!);
    const e = redCross(ctx.s.players[move.owner].wonder!.card)!;
    spendCivil(ctx, seat, e.othersMayBuild.civilActions);
    payFood(ctx, seat, e.othersMayBuild.food);
    markThisTurn(ctx.s.players[seat], "red-cross");
    addStages(ctx, move.owner, 1, seat);
  },
});

addActionPower(rules, { types: ["build-red-cross-stage"], moves: redCrossMoves, place: "civil" });
