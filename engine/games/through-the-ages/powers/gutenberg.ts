/**
 * Johannes Gutenberg (seed appendix "Иоганн Гутенберг"): one extra civil action a turn, only to take, develop,
 * build or upgrade a library or a lab, 1 science or 1 resource cheaper, and scoring 2 culture. It is not one of the
 * seat's civil actions (a revolution leaves it). The engine uses it on the turn's first such development, building or
 * upgrade, and on taking such a card only when the seat's civil actions cannot pay (decision L10): that action spends
 * no civil action (taking a card: one less), costs 1 less and scores the culture.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { card, tech } from "../base/cards.ts";
import type { TtaState } from "../base/state.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addExtraAction } from "../civil/actions.ts";

export const rules = ruleModule("tta-gutenberg");

const KEY = "gutenberg";

/** Whether Gutenberg's action covers an action on this card (a lab or library technology) now. */
function covers(s: TtaState, seat: Seat, id: string): boolean {
  if (!leaderEffect(s, seat, "gutenberg") || s.players[seat].powers.usedThisTurn.includes(KEY)) return false;
  const c = card(id);
  return c.kind === "technology" && (tech(id).type === "lab" || tech(id).type === "library");
}

addExtraAction(rules, {
  covers,
  discount: (s, seat, id, good) => (covers(s, seat, id) ? (leaderEffect(s, seat, "gutenberg")!.discount[good] ?? 0) : 0),
  use(ctx, seat) {
    const e = leaderEffect(ctx.s, seat, "gutenberg")!;
    const p = ctx.s.players[seat];
    p.powers.usedThisTurn.push(KEY);
    p.culture += e.culture;
  },
});
