/**
 * United Nations (NLW, Age III; seed L577-580): when completed, 4 culture for each of the owner's wonders (itself
 * included), special technologies or urban building types, whichever is most. Once a game, as its political
 * action, the owner may apply an Age III event from its military hand to everyone as if revealed; the card stays
 * in its hand. It is a political action: Julius Caesar may add a second.
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { ageOf, card } from "../base/cards.ts";
import { check, defineMove, type Ctx } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import type { Effect } from "../data/index.ts";
import { count } from "../effects/counters.ts";
import { putEffectTask, type EffectContext } from "../effects/apply.ts";
import { resolveEvent } from "../politics/events.ts";
import { text } from "../text/index.ts";
import { addPoliticalPower, politicalActionTaken } from "../politics/politics.ts";
import { powers } from "../base/in-play.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-united-nations");

putEffectTask(rules, "united-nations", (ctx: Ctx, e: Extract<Effect, { kind: "united-nations" }>, { owner }: EffectContext) => {
  const most = Math.max(...e.counts.map((c) => count(ctx.s, owner, c) ?? 0));
  ctx.s.players[owner].culture += e.culturePer * most;
});

const USED = "united-nations-event";

export function unitedNationsBlocker(s: TtaState, seat: Seat, id: string) {
  const p = s.players[seat];
  const un = powers(s, seat).some((e) => e.kind === "on" && e.then.kind === "united-nations");
  if (!un || p.powers.usedInGame.includes(USED)) return text("tta.no.unitedNations");
  if (!p.military.includes(id) || card(id).kind !== "event" || ageOf(id) !== "III") return text("tta.no.notPolitical", { card: id });
  return null;
}

function unitedNationsMoves(s: TtaState, seat: Seat): Move[] {
  return [...new Set(s.players[seat].military)].filter((id) => !unitedNationsBlocker(s, seat, id)).map((id) => ({ type: "united-nations-event", card: id }));
}

defineMove<{ type: "united-nations-event"; card: string }>(rules, "united-nations-event", {
  schema: z.object({ type: z.literal("united-nations-event"), card: z.string().max(60) }),
  apply(ctx, seat, move, frame) {
    const why = unitedNationsBlocker(peek(ctx.s), seat, move.card);
    check(!why, why!);
    const p = ctx.s.players[seat];
    politicalActionTaken(ctx, seat, frame);
    p.powers.usedInGame.push(USED);
    ctx.events.push({ type: "united-nations-event", seat, card: move.card });
    resolveEvent(ctx, move.card, seat);
  },
});

addPoliticalPower(rules, { types: ["united-nations-event"], moves: unitedNationsMoves });
