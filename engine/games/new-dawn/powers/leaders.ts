/**
 * Leader abilities that are decisions of their own (data/leaders.ts). The others are read where they apply:
 * Egypt's wonder cost (cards/industry.ts), France's culture tokens (cards/culture.ts), Japan's terrain
 * (base/map.ts), Rome's caravans (cards/economy.ts), Scythia's combat bonus and Sumeria's resource
 * (cards/combat.ts), America's spending of natural-wonder tokens as trade tokens (base/row.ts).
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import type { FocusCardId, NaturalWonderId } from "../data/index.ts";
import { effectsOf } from "../base/effects.ts";
import { defineChoice, emit, onHook } from "../base/flow.ts";
import { focusCard } from "../base/row.ts";
import type { RowCard } from "../base/state.ts";
import { text } from "../text/index.ts";

export const rules = ruleModule("powers/leaders");

/** America: the card a natural-wonder token gained or spent goes onto (base/row.ts asks). */
defineChoice(rules, "natural-wonder-card", {
  label: (_s, f) => text("nd.leader.naturalWonderCard", { naturalWonder: f.data.naturalWonder as string }),
  optionLabel: (_s, _f, v) => text("nd.option.card", { card: v }),
  resolve(ctx, seat, value, data) {
    const p = ctx.s.players[seat];
    const nw = data.naturalWonder as NaturalWonderId;
    // The token may have left the player before this was asked (captured or returned in the same move).
    if (!p.naturalWonders.includes(nw)) return;
    p.naturalWondersOn[nw] = value as FocusCardId;
    emit(ctx, { type: "NaturalWonderOnCard", seat, naturalWonder: nw, card: value });
  },
});

/** Aztec: after refreshing the military card with at least one attack won this turn, any 2 row cards may swap. */
onHook(rules, "card-refreshed", (ctx, { seat, card }: { seat: Seat; card: FocusCardId }) => {
  if (focusCard(card).type !== "military") return;
  const e = effectsOf(ctx.s, seat, "swap-focus-cards-after-military-win")[0];
  if (!e || (ctx.s.turn?.attacksWon ?? 0) < e.effect.minAttacksWon) return;
  const pairs: string[] = [];
  for (let i = 0; i < 5; i++) for (let j = i + 1; j < 5; j++) pairs.push(`${i}-${j}`);
  ask(ctx, seat, "swap-row-cards", pairs, {}, { optional: true });
});

/** A row card's plain copy, to put at another index (kit/draft.ts: a drafted object is not moved). */
const copyRowCard = (c: RowCard): RowCard => ({ ...c, cityStates: [...c.cityStates] });

/** Swaps two row cards with what lies on them ("i-j", 0-based); also Oracle's adjacent swap (powers/start-of-turn.ts). */
defineChoice(rules, "swap-row-cards", {
  label: () => text("nd.leader.swap"),
  optionLabel: (s, f, v) => {
    const [i, j] = String(v).split("-").map(Number);
    const row = s.players[f.seat].row;
    return text("nd.leader.swapOption", { a: i + 1, b: j + 1, first: row[i].card, second: row[j].card });
  },
  resolve(ctx, seat, value) {
    if (value === null) return;
    const [i, j] = String(value).split("-").map(Number);
    const row = ctx.s.players[seat].row;
    const [a, b] = [copyRowCard(peek(row[i])), copyRowCard(peek(row[j]))];
    row[i] = b;
    row[j] = a;
    emit(ctx, { type: "FocusCardsSwapped", seat, slots: [i + 1, j + 1] });
  },
});
