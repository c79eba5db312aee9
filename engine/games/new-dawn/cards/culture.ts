/**
 * Culture cards (КУЛЬТУРА, L352-366): control tokens next to friendly cities, one more per trade token (L645);
 * France adds tokens by the era of its latest-era world wonder (leader ability, D8).
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { WONDERS, type CultureCardDef, type Era, type WonderId } from "../data/index.ts";
import { controlledWonders, effectsOf } from "../base/effects.ts";
import { push } from "../base/flow.ts";
import { definePlay } from "../base/plays.ts";
import { focusCard } from "../base/row.ts";
import type { NdState } from "../base/state.ts";
import type { TokensFrame, TokenStep } from "./control-tokens.ts";

export const rules = ruleModule("cards/culture");

const ERA = new Map<WonderId, Era>(WONDERS.map((w) => [w.id, w.era]));
const ERA_RANK: Record<Era, number> = { ancient: 0, medieval: 1, modern: 2 };

/** France: extra tokens for the latest era among the seat's controlled wonders (none without a wonder). */
export function extraCultureTokens(s: NdState, seat: Seat): number {
  const eras = controlledWonders(s, seat).map((w) => ERA.get(w)!);
  if (!eras.length) return 0;
  const latest = eras.reduce((a, b) => (ERA_RANK[b] > ERA_RANK[a] ? b : a));
  return effectsOf(s, seat, "culture-extra-tokens-by-latest-wonder-era").reduce((n, { effect }) => n + effect.tokens[latest], 0);
}

definePlay(rules, "culture", (ctx, { seat, slot, trade, card: id }) => {
  const card = focusCard(id) as CultureCardDef;
  const steps: TokenStep[] = [{ kind: "city", count: card.tokensAdjacentToCity + trade + extraCultureTokens(ctx.s, seat) }];
  if (card.tokensAdjacentToFriendlySpace) steps.push({ kind: "friendly", count: card.tokensAdjacentToFriendlySpace });
  if (card.moveOwnToken) steps.push({ kind: "move", count: card.moveOwnToken.count });
  if (card.convertRivalToken) steps.push({ kind: "convert", count: card.convertRivalToken.count, range: card.convertRivalToken.range });
  push(ctx, { kind: "control-tokens", seat, slot, card: "culture", steps } satisfies TokensFrame);
});
