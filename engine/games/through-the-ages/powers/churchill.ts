/**
 * Winston Churchill (base §29.7): once each turn the seat chooses 3 culture, or 3 science for military technologies
 * and 3 resources for building and upgrading units, both for this turn only (temporary, seed L289-304). Offered
 * as a free move of the action phase (decision L9).
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { check, defineMove, type Ctx } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { text } from "../text/index.ts";
import { addActionPower } from "../civil/action-powers.ts";
import { leaderEffect } from "../base/in-play.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-churchill");

const KEY = "churchill";
const PICKS = ["culture", "military"] as const;

export function churchillBlocker(s: TtaState, seat: Seat) {
  if (!leaderEffect(s, seat, "churchill")) return text("tta.no.leaderPower");
  if (s.players[seat].powers.usedThisTurn.includes(KEY)) return text("tta.no.powerUsed");
  return null;
}

const churchillMoves = (s: TtaState, seat: Seat): Move[] => (churchillBlocker(s, seat) ? [] : PICKS.map((pick) => ({ type: "churchill", pick })));

defineMove<{ type: "churchill"; pick: (typeof PICKS)[number] }>(rules, "churchill", {
  schema: z.object({ type: z.literal("churchill"), pick: z.enum(PICKS) }),
  apply(ctx, seat, move) {
    const why = churchillBlocker(peek(ctx.s), seat);
    check(!why, why!);
    const e = leaderEffect(ctx.s, seat, "churchill")!;
    const p = ctx.s.players[seat];
    p.powers.usedThisTurn.push(KEY);
    if (move.pick === "culture") p.culture += e.culture;
    else {
      const develop = e.restricted.for.filter((x) => x.startsWith("develop"));
      p.temp.push({ amount: e.science, for: develop, science: true });
      p.temp.push({ amount: e.restricted.amount, for: e.restricted.for.filter((x) => !develop.includes(x)) });
    }
  },
});

addActionPower(rules, { types: ["churchill"], moves: churchillMoves, place: "last" });
