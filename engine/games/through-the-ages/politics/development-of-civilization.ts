/**
 * Development of Civilization's revolution (Age A event; base §30, CoL p.12): among the event's offers a seat may
 * change government by revolution for 1 science less and no civil action, but all its civil actions are used up —
 * this turn's for the seat whose turn it is, the next turn's for any other (E23).
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { card, cardOf } from "../base/cards.ts";
import { check, defineMove, pop, top } from "../base/flow.ts";
import { civilActionTotal } from "../base/ratings.ts";
import type { TtaState } from "../base/state.ts";
import { paySciencePoints, type PerformFrame } from "../civil/actions.ts";
import { addOfferMoves } from "../civil/options.ts";
import { putInPlay } from "../civil/develop.ts";
import { text } from "../text/index.ts";
import { trigger } from "../effects/triggers.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-development-of-civilization");

/** The event's offer pending for the seat, if any. */
function offer(s: TtaState, seat: Seat): PerformFrame | null {
  const f = top(s) as PerformFrame | undefined;
  return f?.kind === "perform" && f.seat === seat && f.action === "population-build-or-develop" ? f : null;
}

const price = (f: PerformFrame, id: string) => Math.max(0, (cardOf(id, "government").revolutionCost ?? 0) - (f.discount.science ?? 0));

export function eventRevolutionBlocker(s: TtaState, seat: Seat, id: string) {
  const f = offer(s, seat);
  if (!f) return text("tta.no.perform");
  const p = s.players[seat];
  if (!p.hand.includes(id) || card(id).kind !== "government") return text("tta.no.notGovernment", { card: id });
  if (p.science < price(f, id)) return text("tta.no.science", { n: price(f, id) });
  return null;
}

addOfferMoves(rules, (s: TtaState, seat: Seat): Move[] => {
  return [...new Set(s.players[seat].hand)].filter((id) => !eventRevolutionBlocker(s, seat, id)).map((id) => ({ type: "event-revolution", card: id }));
});

defineMove<{ type: "event-revolution"; card: string }>(rules, "event-revolution", {
  schema: z.object({ type: z.literal("event-revolution"), card: z.string().max(60) }),
  apply(ctx, seat, move) {
    const why = eventRevolutionBlocker(peek(ctx.s), seat, move.card);
    check(!why, why!);
    const f = offer(ctx.s, seat)!;
    paySciencePoints(ctx, seat, price(f, move.card));
    pop(ctx, f);
    putInPlay(ctx, seat, move.card);
    const p = ctx.s.players[seat];
    const total = civilActionTotal(ctx.s, seat);
    if (ctx.s.current === seat) p.civilSpent = total;
    else p.civilPenalty = total;
    ctx.events.push({ type: "revolution", seat, card: move.card });
    trigger(ctx, seat, "declare-revolution");
  },
});
