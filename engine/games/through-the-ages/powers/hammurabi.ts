/**
 * Hammurabi (base §29.7): on the seat's turn one military action may be used as a civil action. It counts among
 * the civil actions left while a military action is left and it was not used this turn; a civil cost the civil
 * actions cannot cover takes it.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { addMilitaryAsCivil } from "../base/ratings.ts";
import type { TtaState } from "../base/state.ts";
import { leaderEffect } from "../base/in-play.ts";

export const rules = ruleModule("tta-hammurabi");

const KEY = "hammurabi";

addMilitaryAsCivil(rules, {
  usable(s: TtaState, seat: Seat, militaryLeft: number): number {
    const e = leaderEffect(s, seat, "military-action-as-civil");
    if (!e || s.current !== seat || s.players[seat].powers.usedThisTurn.includes(KEY)) return 0;
    return Math.min(e.count, Math.max(0, militaryLeft));
  },
  spend(ctx, seat, n) {
    const p = ctx.s.players[seat];
    p.militarySpent += n;
    p.powers.usedThisTurn.push(KEY);
  },
});
