/**
 * Tactics (base §7 #4-5, §22): playing a tactic from the military hand (1 military action) makes it the seat's
 * exclusive tactic; at the start of the seat's next turn it moves to the common area, where anyone may copy it
 * (2 military actions). One play or copy per turn. Identical tactics in the common area merge; Sun Tzu's special
 * tactic (`specialTactic`, powers/sun-tzu.ts) lies there apart and is copied as its own card, with his bonus.
 */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { card } from "../base/cards.ts";
import { check, defineMove, type Ctx } from "../base/flow.ts";
import { militaryLeft } from "../base/ratings.ts";
import { playerDraft, type TtaState } from "../base/state.ts";
import { text } from "../text/index.ts";
import { spendMilitary } from "../civil/actions.ts";
import { peek } from "../../../kit/peek.ts";
import { takeOut } from "../base/card-lists.ts";

export const rules = ruleModule("tta-tactics");

/**
 * A power that keeps the seat's tactics private (Sun Tzu): whether it keeps them at the start of the seat's turn
 * (when it no longer does, it gives up the tactics it held), and what becomes of a private tactic a new one replaces.
 */
export interface TacticPower {
  keeps(ctx: Ctx, seat: Seat): boolean;
  replaced(ctx: Ctx, seat: Seat): void;
}
const TACTIC_POWERS = new ListSlot<TacticPower>("tactic powers");

export function addTacticPower(module: RuleModule, power: TacticPower) {
  addRule(module, TACTIC_POWERS, power);
}

/** Every tactic power is asked (each may give up what it held); any that keeps the tactics keeps them. */
const keepsTactics = (ctx: Ctx, seat: Seat): boolean => rulesInForce().list(TACTIC_POWERS).reduce((kept, p) => p.keeps(ctx, seat) || kept, false);

const tacticReplaced = (ctx: Ctx, seat: Seat) => {
  for (const p of rulesInForce().list(TACTIC_POWERS)) p.replaced(ctx, seat);
};

/** Whether the seat's flag is on Sun Tzu's special tactic. */
const onSpecial = (s: TtaState, seat: Seat) => {
  const p = s.players[seat];
  return p.tactic !== null && p.powers.sunTzuUnder === p.tactic;
};

/** Whether `id` may be copied from the common area: `special` is Sun Tzu's card, else the merged card of that name. */
function copyable(s: TtaState, seat: Seat, id: string, special: boolean): boolean {
  const p = s.players[seat];
  if (special) return s.specialTactic?.card === id && s.specialTactic.seat === null && !(p.tactic === id && onSpecial(s, seat));
  return s.commonTactics.includes(id) && !(p.tactic === id && !onSpecial(s, seat));
}

export function tacticBlocker(s: TtaState, seat: Seat, id: string, copy: boolean, special = false) {
  const p = s.players[seat];
  if (p.tacticThisTurn) return text("tta.no.tacticTwice");
  const available = copy ? copyable(s, seat, id, special) : p.military.includes(id) && card(id).kind === "tactic";
  if (!available) return text("tta.no.notTactic", { card: id });
  const n = copy ? 2 : 1;
  if (militaryLeft(s, seat) < n) return text("tta.no.militaryActions", { n });
  return null;
}

/** At the start of the seat's turn its exclusive tactic goes to the common area. */
export function shareTactic(ctx: Ctx, seat: Seat) {
  const p = ctx.s.players[seat];
  if (keepsTactics(ctx, seat) || !p.tactic || !p.tacticExclusive) return;
  p.tacticExclusive = false;
  if (!ctx.s.commonTactics.includes(p.tactic)) ctx.s.commonTactics.push(p.tactic);
}

defineMove<{ type: "play-tactic"; card: string }>(rules, "play-tactic", {
  schema: z.object({ type: z.literal("play-tactic"), card: z.string().max(60) }),
  apply(ctx, seat, move) {
    const why = tacticBlocker(peek(ctx.s), seat, move.card, false);
    check(!why, why!);
    spendMilitary(ctx, seat, 1);
    const p = ctx.s.players[seat];
    takeOut(p, "military", move.card);
    tacticReplaced(ctx, seat);
    p.tactic = move.card;
    p.powers.sunTzuUnder = null;
    p.tacticExclusive = true;
    p.tacticThisTurn = true;
    ctx.events.push({ type: "tactic", seat, card: move.card });
  },
});

defineMove<{ type: "copy-tactic"; card: string; special?: true }>(rules, "copy-tactic", {
  schema: z.object({ type: z.literal("copy-tactic"), card: z.string().max(60), special: z.literal(true).optional() }),
  apply(ctx, seat, move) {
    const special = move.special === true;
    const why = tacticBlocker(peek(ctx.s), seat, move.card, true, special);
    check(!why, why!);
    spendMilitary(ctx, seat, 2);
    const p = playerDraft(ctx.s, seat);
    tacticReplaced(ctx, seat);
    p.tactic = move.card;
    // Most seats hold no tactic under Sun Tzu: their powers are drafted only for a change.
    const under = special ? move.card : null;
    if (peek(p).powers.sunTzuUnder !== under) p.powers.sunTzuUnder = under;
    p.tacticExclusive = false;
    p.tacticThisTurn = true;
    ctx.events.push(special ? { type: "tactic-copied", seat, card: move.card, special } : { type: "tactic-copied", seat, card: move.card });
  },
});
