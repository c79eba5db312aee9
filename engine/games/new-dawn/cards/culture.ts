/** Culture cards (КУЛЬТУРА, L352-366): control tokens next to friendly cities, one more per trade token (L645). */
import { ruleModule } from "../../../kit/rules.ts";
import type { CultureCardDef } from "../data/index.ts";
import { push } from "../base/flow.ts";
import { definePlay } from "../base/plays.ts";
import { focusCard, rowCardOfType } from "../base/row.ts";
import type { TokensFrame, TokenStep } from "./control-tokens.ts";

export const rules = ruleModule("cards/culture");

definePlay(rules, "culture", (ctx, { seat, slot, trade }) => {
  const card = focusCard(rowCardOfType(ctx.s.players[seat], "culture").card) as CultureCardDef;
  const steps: TokenStep[] = [{ kind: "city", count: card.tokensAdjacentToCity + trade }];
  if (card.tokensAdjacentToFriendlySpace) steps.push({ kind: "friendly", count: card.tokensAdjacentToFriendlySpace });
  if (card.moveOwnToken) steps.push({ kind: "move", count: card.moveOwnToken.count });
  if (card.convertRivalToken) steps.push({ kind: "convert", count: card.convertRivalToken.count, range: card.convertRivalToken.range });
  push(ctx, { kind: "control-tokens", seat, slot, steps } satisfies TokensFrame);
});
