/**
 * Sun Tzu (seed appendix "Сунь-цзы"): while he leads, the seat's exclusive tactic stays out of the common area,
 * and a tactic it replaces stays beside it (no one may copy either); at the first start of the seat's turn after
 * he leaves, those tactics go to the common area. At the end of each turn he draws 2 military cards, then the
 * usual draw for unspent military actions. When he leaves he goes under the current tactic (L332-336): that card is
 * his special tactic for the rest of the game, +1 strength per army to every seat whose flag is on it
 * (armies.ts). It reaches the common area with the seat's other tactics, apart from those of the same name, and is
 * copied as its own card (military/tactics.ts). A tactic copied from the common area is that common card: Sun Tzu
 * leaving under it makes the whole card special, for every flag on it (decision L3).
 */
import type { Seat } from "../../../core/types.ts";
import { peek } from "../../../kit/peek.ts";
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
    // Asked at every turn's start: looked at on plain data, drafted only when something moves.
    const was = peek(ctx.s);
    if (leaderEffect(was, seat, "private-tactics")) return true;
    const held = was.players[seat].powers.heldTactics.length > 0;
    if (!held && was.specialTactic?.seat !== seat) return false;
    const s = ctx.s, p = s.players[seat];
    if (held) {
      for (const id of p.powers.heldTactics) if (!s.commonTactics.includes(id)) s.commonTactics.push(id);
      p.powers.heldTactics = [];
    }
    if (s.specialTactic && s.specialTactic.seat === seat) {
      // His special tactic goes to the common area on its own; if it is still the seat's, it is no longer exclusive.
      s.specialTactic.seat = null;
      if (p.tactic === s.specialTactic.card && p.powers.sunTzuUnder === p.tactic) p.tacticExclusive = false;
    }
    return false;
  },
  /** A new tactic replaces a private one: it stays beside the new one under Sun Tzu. */
  replaced(ctx: Ctx, seat: Seat) {
    // Checked on plain data (peek.ts): most seats have no Sun Tzu, and then nothing is drafted.
    const p = peek(ctx.s).players[seat];
    if (p.tactic && p.tacticExclusive && leaderEffect(peek(ctx.s), seat, "private-tactics")) ctx.s.players[seat].powers.heldTactics.push(p.tactic);
  },
});

/** Military cards Sun Tzu draws at the end of the turn before the usual draw. */
addExtraDraws(rules, (s: TtaState, seat: Seat): number => leaderEffect(s, seat, "private-tactics")?.extraDraws ?? 0);

/**
 * Leaving play, Sun Tzu goes under the seat's current tactic (with none, to the discard pile). An exclusive tactic
 * stays in the seat's area until its next turn; a copied one is the common card itself, which leaves the merged
 * tactics of its name as the special card, every flag on it with it.
 */
addLeavingPower(rules, (ctx, seat) => {
  const s = ctx.s, p = s.players[seat];
  if (!leaderEffect(s, seat, "private-tactics") || !p.tactic) return;
  const id = p.tactic;
  p.powers.sunTzuUnder = id;
  if (p.tacticExclusive) {
    s.specialTactic = { card: id, seat };
    return;
  }
  s.specialTactic = { card: id, seat: null };
  const at = s.commonTactics.indexOf(id);
  if (at >= 0) s.commonTactics.splice(at, 1);
  for (const q of s.players) if (q.tactic === id && !q.tacticExclusive) q.powers.sunTzuUnder = id;
});
