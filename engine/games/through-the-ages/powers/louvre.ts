/**
 * Louvre (NLW, Age II; seed L521-523): when completed, the blue tokens that covered its stages stay on it, each
 * worth 1 culture a turn; its owner may return any of them to the bank for 2 resources each (E21). Tokens on it are
 * not resources and never pay a loss.
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf } from "../base/cards.ts";
import { check, defineMove, onHook } from "../base/flow.ts";
import { addRatingPower } from "../base/ratings.ts";
import type { TtaState } from "../base/state.ts";
import { gain } from "../base/tokens.ts";
import type { Effect } from "../data/index.ts";
import { text } from "../text/index.ts";
import { addActionPower } from "../civil/action-powers.ts";
import { powers } from "../base/in-play.ts";

export const rules = ruleModule("tta-louvre");

type Louvre = Extract<Effect, { kind: "louvre" }>;
const louvreOf = (s: TtaState, seat: Seat) => powers(s, seat).find((e): e is Louvre => e.kind === "louvre");

onHook(rules, "wonder-stages", (ctx, { owner, card, completed, tokens }: { owner: Seat; card: string; completed: boolean; tokens: number }) => {
  if (!completed || !cardOf(card, "wonder").effects.some((e) => e.kind === "louvre")) return;
  const p = ctx.s.players[owner];
  // Completing returned them to the bank; they go back onto the card.
  p.blueBank -= tokens;
  p.louvre = (p.louvre ?? 0) + tokens;
});

addRatingPower(rules, (s, seat, t) => {
  const e = louvreOf(s, seat);
  if (e) t.culture += e.culturePerToken * (s.players[seat].louvre ?? 0);
});

const louvreMoves = (s: TtaState, seat: Seat): Move[] => (louvreOf(s, seat) && (s.players[seat].louvre ?? 0) > 0 ? [{ type: "louvre-token" }] : []);

defineMove<{ type: "louvre-token" }>(rules, "louvre-token", {
  schema: z.object({ type: z.literal("louvre-token") }),
  apply(ctx, seat) {
    const p = ctx.s.players[seat];
    const e = louvreOf(ctx.s, seat);
    check(e && (p.louvre ?? 0) > 0, text("tta.no.louvre"));
    p.louvre! -= 1;
    p.blueBank++;
    // With no mine worth 2 and a short bank, less comes back (seed L521).
    gain(p, "resources", e.resourcesPerToken);
    ctx.events.push({ type: "louvre-token", seat });
  },
});

addActionPower(rules, { types: ["louvre-token"], moves: louvreMoves, place: "free" });
