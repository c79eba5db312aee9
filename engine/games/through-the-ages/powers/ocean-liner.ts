/**
 * Ocean Liner Service (base and balanced, Age II): once a turn, in its action phase, the owner gains 1 population
 * without spending food or a civil action (base §29.8); the token moves to the workers, which Maria Theresa counts.
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { check, defineMove } from "../base/flow.ts";
import { didThisTurn, markThisTurn, type TtaState } from "../base/state.ts";
import { text } from "../text/index.ts";
import { addActionPower } from "../civil/action-powers.ts";
import { powers } from "../base/in-play.ts";
import { populationGained } from "../effects/apply.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-ocean-liner");

const USED = "ocean-liner";

export function oceanLinerBlocker(s: TtaState, seat: Seat) {
  const p = s.players[seat];
  if (!powers(s, seat).some((e) => e.kind === "population-once-per-turn-free")) return text("tta.no.oceanLiner");
  if (didThisTurn(p, USED)) return text("tta.no.onceATurn");
  if (p.yellowBank < 1) return text("tta.no.population");
  return null;
}

const oceanLinerMoves = (s: TtaState, seat: Seat): Move[] => (oceanLinerBlocker(s, seat) ? [] : [{ type: "ocean-liner-population" }]);

defineMove<{ type: "ocean-liner-population" }>(rules, "ocean-liner-population", {
  schema: z.object({ type: z.literal("ocean-liner-population") }),
  apply(ctx, seat) {
    const why = oceanLinerBlocker(peek(ctx.s), seat);
    check(!why, why!);
    const p = ctx.s.players[seat];
    markThisTurn(p, USED);
    p.yellowBank--;
    p.workers++;
    populationGained(ctx, seat, 1);
    ctx.events.push({ type: "population", seat });
  },
});

addActionPower(rules, { types: ["ocean-liner-population"], moves: oceanLinerMoves, place: "free" });
