/**
 * Christopher Columbus (base §29.7): as the seat's political action he leaves play and a territory from its
 * military hand becomes its colony, with no auction and no units sent.
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { card } from "../base/cards.ts";
import { check, defineMove } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { settle } from "../politics/colonize.ts";
import { text } from "../text/index.ts";
import { addPoliticalPower, politicalActionTaken } from "../politics/politics.ts";
import { leaderEffect } from "../base/in-play.ts";
import { leaderLeaves } from "../effects/leaving.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-columbus");

export function columbusBlocker(s: TtaState, seat: Seat, territory: string) {
  if (!leaderEffect(s, seat, "political-remove-self-colonize-from-hand")) return text("tta.no.leaderPower");
  if (!s.players[seat].military.includes(territory) || card(territory).kind !== "territory") return text("tta.no.notInHand", { card: territory });
  return null;
}

function columbusMoves(s: TtaState, seat: Seat): Move[] {
  if (!leaderEffect(s, seat, "political-remove-self-colonize-from-hand")) return [];
  return [...new Set(s.players[seat].military)].filter((id) => !columbusBlocker(s, seat, id)).map((id) => ({ type: "columbus", card: id }));
}

defineMove<{ type: "columbus"; card: string }>(rules, "columbus", {
  schema: z.object({ type: z.literal("columbus"), card: z.string().max(60) }),
  apply(ctx, seat, move, frame) {
    const why = columbusBlocker(peek(ctx.s), seat, move.card);
    check(!why, why!);
    const p = ctx.s.players[seat];
    p.military.splice(p.military.indexOf(move.card), 1);
    politicalActionTaken(ctx, seat, frame);
    leaderLeaves(ctx, seat);
    settle(ctx, seat, move.card);
  },
});

addPoliticalPower(rules, { types: ["columbus"], moves: columbusMoves });
