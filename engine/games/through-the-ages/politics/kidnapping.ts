/**
 * Kidnapping's culture (NLW aggression, Age I; content §4.2): the attacker scores 3 culture if it plays the civil
 * card it took in the same turn. A card taken this way that has left the attacker's hand by the end of its turn
 * was played (E15): nothing else takes a civil card from a hand in its owner's turn.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { onHook } from "../base/flow.ts";
import { markThisTurn, type Player } from "../base/state.ts";

export const rules = ruleModule("tta-kidnapping");

// A secret mark: other seats do not see which card was taken (view.ts).
const MARK = "secret:kidnapped:";

/** Notes the card taken and the culture due if it is played this turn. */
export function noteKidnapped(p: Player, card: string, culture: number) {
  markThisTurn(p, `${MARK}${card}:${culture}:${p.hand.filter((c) => c === card).length}`);
}

onHook(rules, "turn-ending", (ctx, { seat }: { seat: Seat }) => {
  const p = ctx.s.players[seat];
  for (const m of p.thisTurn ?? []) {
    if (!m.startsWith(MARK)) continue;
    const [card, culture, held] = m.slice(MARK.length).split(":");
    if (p.hand.filter((c) => c === card).length < Number(held)) p.culture += Number(culture);
  }
});
