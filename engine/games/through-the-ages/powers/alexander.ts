/**
 * Alexander the Great (base §29.7): as the seat's political action he leaves play and a yellow token from the box
 * joins its yellow bank.
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { check, defineMove } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { text } from "../text/index.ts";
import { addPoliticalPower, politicalActionTaken } from "../politics/politics.ts";
import { leaderEffect } from "../base/in-play.ts";
import { leaderLeaves } from "../effects/leaving.ts";

export const rules = ruleModule("tta-alexander");

const blocker = (s: TtaState, seat: Seat) => (leaderEffect(s, seat, "political-remove-self-gain-yellow") ? null : text("tta.no.leaderPower"));

const alexanderMoves = (s: TtaState, seat: Seat): Move[] => (blocker(s, seat) ? [] : [{ type: "alexander" }]);

defineMove<{ type: "alexander" }>(rules, "alexander", {
  schema: z.object({ type: z.literal("alexander") }),
  apply(ctx, seat, _move, frame) {
    const why = blocker(ctx.s, seat);
    check(!why, why!);
    const e = leaderEffect(ctx.s, seat, "political-remove-self-gain-yellow")!;
    politicalActionTaken(ctx, seat, frame);
    leaderLeaves(ctx, seat);
    ctx.s.players[seat].yellowBank += e.tokens;
  },
});

addPoliticalPower(rules, { types: ["alexander"], moves: alexanderMoves });
