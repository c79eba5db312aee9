/**
 * Pierre de Coubertin's Olympics (seed appendix "Пьер де Кубертен"): once a game, in the seat's political phase and
 * without using its political action, it announces the Olympics and scores 8 culture; until its next political
 * phase anyone who plays an aggression or declares a war loses 8 culture (at most what it has).
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { check, defineMove, onHook, type Ctx } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { text } from "../text/index.ts";
import { addPoliticalPower } from "../politics/politics.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addAttackPower } from "../politics/attacks.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-coubertin");

const KEY = "olympics";
/** The card's `aggressorLoses`: read here because the card may have left play while the Olympics run. */
const OLYMPIC_PENALTY = 8;

export function olympicsBlocker(s: TtaState, seat: Seat) {
  if (!leaderEffect(s, seat, "olympics")) return text("tta.no.leaderPower");
  if (s.players[seat].powers.usedInGame.includes(KEY)) return text("tta.no.powerUsed");
  return null;
}

const olympicsMoves = (s: TtaState, seat: Seat): Move[] => (olympicsBlocker(s, seat) ? [] : [{ type: "olympics" }]);

defineMove<{ type: "olympics" }>(rules, "olympics", {
  schema: z.object({ type: z.literal("olympics") }),
  apply(ctx, seat) {
    const why = olympicsBlocker(peek(ctx.s), seat);
    check(!why, why!);
    const e = leaderEffect(ctx.s, seat, "olympics")!;
    ctx.s.players[seat].powers.usedInGame.push(KEY);
    ctx.s.players[seat].culture += e.culture;
    ctx.s.olympics = seat;
    ctx.events.push({ type: "olympics", seat });
  },
});

/** An aggression or a war during the Olympics costs the attacker culture. */
addAttackPower(rules, {
  attacked(ctx: Ctx, attacker: Seat) {
    if (ctx.s.olympics === null) return;
    const p = ctx.s.players[attacker];
    p.culture = Math.max(0, p.culture - OLYMPIC_PENALTY);
  },
});

onHook(rules, "turn-started", (ctx, { seat }) => {
  if (ctx.s.olympics === seat) ctx.s.olympics = null;
}, { when: (s, { seat }) => s.olympics === seat });

addPoliticalPower(rules, { types: ["olympics"], moves: olympicsMoves, notAnAction: true });
