/**
 * Sun Tzu (seed appendix "Сунь-цзы"): while he leads, the seat's exclusive tactic stays out of the common area,
 * and a tactic it replaces stays beside it (no one may copy either); at the first start of the seat's turn after
 * he leaves, those tactics go to the common area. At the end of each turn he draws 2 military cards, then the
 * usual draw for unspent military actions. When he leaves he goes under the current tactic (leaving.ts, armies.ts).
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import type { Ctx } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addLeavingPower } from "../effects/leaving.ts";
import { addTacticPower } from "../military/tactics.ts";
import { addExtraDraws } from "../turn/turn.ts";

export const rules = ruleModule("tta-sun-tzu");

addTacticPower(rules, {
  /** True while Sun Tzu keeps the seat's tactics private; otherwise moves the tactics he kept to the common area. */
  keeps(ctx: Ctx, seat: Seat): boolean {
    const p = ctx.s.players[seat];
    if (leaderEffect(ctx.s, seat, "private-tactics")) return true;
    for (const id of p.powers.heldTactics) if (!ctx.s.commonTactics.includes(id)) ctx.s.commonTactics.push(id);
    p.powers.heldTactics = [];
    return false;
  },
  /** A new tactic replaces a private one: it stays beside the new one under Sun Tzu. */
  replaced(ctx: Ctx, seat: Seat) {
    const p = ctx.s.players[seat];
    if (p.tactic && p.tacticExclusive && leaderEffect(ctx.s, seat, "private-tactics")) p.powers.heldTactics.push(p.tactic);
  },
});

/** Military cards Sun Tzu draws at the end of the turn before the usual draw. */
addExtraDraws(rules, (s: TtaState, seat: Seat): number => leaderEffect(s, seat, "private-tactics")?.extraDraws ?? 0);

/** Leaving play, Sun Tzu goes under the seat's current tactic. */
addLeavingPower(rules, (ctx, seat) => {
  const p = ctx.s.players[seat];
  if (leaderEffect(ctx.s, seat, "private-tactics") && p.tactic) p.powers.sunTzuUnder = p.tactic;
});
