/**
 * Kidnapping (NLW aggression, Age I; content §4.2, seed L692-705): the attacker looks at the target's hand and may
 * take one civil card it could hold (hand limit, same-name technology, leader of an age taken) — a prompt only it
 * sees (view.ts). It scores 3 culture if it plays that card in the same turn: a card taken this way that has left
 * its hand by the end of its turn was played (E15), as nothing else takes a civil card from a hand in its owner's
 * turn.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { card } from "../base/cards.ts";
import { defineChoice, onHook, type Ctx } from "../base/flow.ts";
import { markThisTurn, type Player } from "../base/state.ts";
import { holdBlocker } from "../row/row.ts";
import { text } from "../text/index.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-kidnapping");

// A secret mark: other seats do not see which card was taken (view.ts).
const MARK = "secret:kidnapped:";

/** Notes the card taken and the culture due if it is played this turn. */
function noteKidnapped(p: Player, id: string, culture: number) {
  markThisTurn(p, `${MARK}${id}:${culture}:${p.hand.filter((c) => c === id).length}`);
}

/** Asks the attacker which of the target's civil cards it takes, if any. */
export function kidnap(ctx: Ctx, attacker: Seat, target: Seat, culture: number) {
  const options = [...new Set(ctx.s.players[target].hand)].filter((id) => !holdBlocker(peek(ctx.s), attacker, id));
  if (options.length) ask(ctx, attacker, "kidnap", options, { target, culture }, { optional: true });
}

defineChoice(rules, "kidnap", {
  label: (_s, f) => text("tta.choice.kidnap", { seat: Number(f.data.target) }),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve(ctx, attacker, value, data) {
    if (value === null) return;
    const id = String(value);
    const target = Number(data.target);
    const [a, t] = [ctx.s.players[attacker], ctx.s.players[target]];
    t.hand.splice(t.hand.indexOf(id), 1);
    a.hand.push(id);
    const c = card(id);
    if (c.kind === "leader") a.leaderAges.push(c.age);
    noteKidnapped(a, id, Number(data.culture));
    ctx.events.push({ type: "kidnapped", seat: attacker, target, card: id, visibleTo: [attacker, target], redacted: { type: "kidnapped", seat: attacker, target } });
  },
});

onHook(rules, "turn-ending", (ctx, { seat }: { seat: Seat }) => {
  // Looked for on plain data: at most turns' end there is no mark, and then the player is not drafted.
  const p = peek(ctx.s).players[seat];
  for (const m of p.powers.usedThisTurn) {
    if (!m.startsWith(MARK)) continue;
    const [card, culture, held] = m.slice(MARK.length).split(":");
    if (p.hand.filter((c) => c === card).length < Number(held)) ctx.s.players[seat].culture = peek(ctx.s).players[seat].culture + Number(culture);
  }
});
