/**
 * Catherine the Great (content §2, seed appendix): once a game, as the seat's political action — with 2 players it
 * takes a yellow token from the weaker rival's yellow bank; with 3–4 each weaker civilization loses one from its
 * yellow bank and the seat gains one if at least 1 (3 players) / 2 (4 players) were lost. Weaker: lower strength.
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { check, defineMove } from "../base/flow.ts";
import { strength } from "../base/ratings.ts";
import { activeCount, seatsFrom, type TtaState } from "../base/state.ts";
import { text } from "../text/index.ts";
import { addPoliticalPower, politicalActionTaken } from "../politics/politics.ts";
import { leaderEffect } from "../base/in-play.ts";

export const rules = ruleModule("tta-catherine");

const KEY = "catherine";

const weaker = (s: TtaState, seat: Seat) => seatsFrom(s, seat).filter((x) => x !== seat && strength(s, x) < strength(s, seat));

export function catherineBlocker(s: TtaState, seat: Seat) {
  if (!leaderEffect(s, seat, "catherine")) return text("tta.no.leaderPower");
  if (s.players[seat].powers.usedInGame.includes(KEY)) return text("tta.no.powerUsed");
  if (!weaker(s, seat).some((x) => s.players[x].yellowBank > 0)) return text("tta.no.target");
  return null;
}

const catherineMoves = (s: TtaState, seat: Seat): Move[] => (catherineBlocker(s, seat) ? [] : [{ type: "catherine" }]);

defineMove<{ type: "catherine" }>(rules, "catherine", {
  schema: z.object({ type: z.literal("catherine") }),
  apply(ctx, seat, _move, frame) {
    const s = ctx.s;
    const why = catherineBlocker(s, seat);
    check(!why, why!);
    const e = leaderEffect(s, seat, "catherine")!;
    const p = s.players[seat];
    p.powers.usedInGame.push(KEY);
    let lost = 0;
    for (const x of weaker(s, seat)) {
      const n = Math.min(e.more.weakerLose, s.players[x].yellowBank);
      s.players[x].yellowBank -= n;
      lost += n;
    }
    const players = activeCount(s);
    // With 2 players the token taken is hers; with more she gains one when enough were lost.
    if (players <= 2 || lost >= e.more.gainIfRemoved[players as 3 | 4]) p.yellowBank += 1;
    politicalActionTaken(ctx, seat, frame);
  },
});

addPoliticalPower(rules, { types: ["catherine"], moves: catherineMoves });
