/**
 * Ian Fleming (seed appendix "Ян Флеминг"): in the seat's political phase, without using its political action, it
 * may look at one rival's military cards — not the rival it looked at in its previous turn (with 2 players: once
 * every two turns). The cards are shown to the seat alone, in the log.
 */
import { reveals } from "../../../kit/random.ts";
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { check, defineMove } from "../base/flow.ts";
import { seatsFrom, type TtaState } from "../base/state.ts";
import { text } from "../text/index.ts";
import { addPoliticalPower } from "../politics/politics.ts";
import { leaderTriggered } from "../base/in-play.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-fleming");

const KEY = "fleming";

export function flemingBlocker(s: TtaState, seat: Seat, target: Seat) {
  const p = s.players[seat];
  if (!leaderTriggered(s, seat, "fleming-look")) return text("tta.no.leaderPower");
  if (p.powers.usedThisTurn.includes(KEY)) return text("tta.no.powerUsed");
  const last = p.powers.flemingLooked;
  if (target === seat || !s.players[target] || s.players[target].resigned || (last && last.seat === target && last.round === s.round - 1)) return text("tta.no.target");
  return null;
}

const flemingMoves = (s: TtaState, seat: Seat): Move[] =>
  seatsFrom(s, seat).filter((t) => !flemingBlocker(s, seat, t)).map((target) => ({ type: "fleming", target }));

defineMove<{ type: "fleming"; target: number }>(rules, "fleming", {
  schema: z.object({ type: z.literal("fleming"), target: z.number().int().min(0).max(3) }),
  apply(ctx, seat, move) {
    const why = flemingBlocker(peek(ctx.s), seat, move.target);
    check(!why, why!);
    const p = ctx.s.players[seat];
    p.powers.usedThisTurn.push(KEY);
    p.powers.flemingLooked = { seat: move.target, round: ctx.s.round };
    const cards = [...ctx.s.players[move.target].military];
    reveals(ctx); // another seat's hidden hand, seen: no taking it back
    ctx.events.push({ type: "military-seen", seat, target: move.target, cards, visibleTo: [seat], redacted: { type: "military-seen", seat, target: move.target } });
  },
});

addPoliticalPower(rules, { types: ["fleming"], moves: flemingMoves, notAnAction: true });
