/**
 * Suez Canal (NLW, Age II; content §3): once a game its owner colonizes a territory straight from its military hand,
 * with no auction and no units sent — as its political action, like Columbus (E28). Its +1 resource per colony is a
 * symbol (`colony-yields`).
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
import { powers } from "../base/in-play.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-suez-canal");

const USED = "suez-canal";

export function suezCanalBlocker(s: TtaState, seat: Seat, territory: string) {
  const p = s.players[seat];
  if (!powers(s, seat).some((e) => e.kind === "colonize-from-hand") || p.powers.usedInGame.includes(USED)) return text("tta.no.suezCanal");
  if (!p.military.includes(territory) || card(territory).kind !== "territory") return text("tta.no.notInHand", { card: territory });
  return null;
}

function suezCanalMoves(s: TtaState, seat: Seat): Move[] {
  return [...new Set(s.players[seat].military)].filter((id) => !suezCanalBlocker(s, seat, id)).map((id) => ({ type: "suez-canal", card: id }));
}

defineMove<{ type: "suez-canal"; card: string }>(rules, "suez-canal", {
  schema: z.object({ type: z.literal("suez-canal"), card: z.string().max(60) }),
  apply(ctx, seat, move, frame) {
    const why = suezCanalBlocker(peek(ctx.s), seat, move.card);
    check(!why, why!);
    const p = ctx.s.players[seat];
    p.military.splice(p.military.indexOf(move.card), 1);
    p.powers.usedInGame.push(USED);
    politicalActionTaken(ctx, seat, frame);
    settle(ctx, seat, move.card);
  },
});

addPoliticalPower(rules, { types: ["suez-canal"], moves: suezCanalMoves });
