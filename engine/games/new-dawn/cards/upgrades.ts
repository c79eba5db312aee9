/**
 * New focus cards from the tech dial (L374-382; clarifications L838-840): reaching or passing a level mark lets the
 * player take a card of exactly that level from their deck (optional; a lower level than the row's is allowed,
 * "For the engine" 19); it replaces the row card of its type in the same slot, and the trade and city-state
 * tokens on the old card move onto it (L838, G15). A new economy card changes how many caravans one has (L388).
 * Oxford University: a card other than the science card may be replaced by a card of any type.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { FOCUS_CARDS, type FocusCardId, type FocusType, type TechLevel } from "../data/index.ts";
import { effectsOf } from "../base/effects.ts";
import { defineChoice, emit, type Ctx } from "../base/flow.ts";
import { focusCard } from "../base/row.ts";
import type { NdState } from "../base/state.ts";
import { text } from "../text/index.ts";

export const rules = ruleModule("cards/upgrades");

/** Caravan figures per player (L87). */
const CARAVANS = 3;

/** Types of card that may replace any row card but these (Oxford University), or null without it. */
function anyTypeExcept(s: NdState, seat: Seat): FocusType | null {
  return effectsOf(s, seat, "upgrade-to-any-type")[0]?.effect.except ?? null;
}

export function offerUpgrade(ctx: Ctx, seat: Seat, level: TechLevel) {
  const row = peek(ctx.s).players[seat].row.map((c) => c.card);
  const options = FOCUS_CARDS.filter((c) => c.level === level && !row.includes(c.id)).map((c) => c.id);
  ask(ctx, seat, "upgrade", options, { level }, { optional: true });
}

/** Row slots a new card may go to: its type's card, and with Oxford University any card but the excepted type's. */
export function upgradeSlots(s: NdState, seat: Seat, card: FocusCardId): number[] {
  const except = anyTypeExcept(s, seat);
  const type = focusCard(card).type;
  return s.players[seat].row.flatMap((c, i) => {
    const t = focusCard(c.card).type;
    return t === type || (except !== null && t !== except) ? [i] : [];
  });
}

/** Puts `card` in the row at `slot`; the old card's tokens stay with the new one (L838). */
export function replaceRowCard(ctx: Ctx, seat: Seat, slot: number, id: FocusCardId) {
  const p = ctx.s.players[seat];
  const card = focusCard(id);
  const old = p.row[slot].card;
  p.row[slot].card = card.id;
  // America's natural wonders lying on the old card lie on the new one.
  for (const nw of peek(p.naturalWonders)) if (p.naturalWondersOn[nw] === old) p.naturalWondersOn[nw] = card.id;
  emit(ctx, { type: "FocusCardReplaced", seat, slot: slot + 1, old, card: card.id });
  const economy = p.row.find((c) => focusCard(c.card).type === "economy");
  const want = economy ? Math.min(CARAVANS, (focusCard(economy.card) as { caravans: number }).caravans) : 0;
  while (p.caravans.length < want) p.caravans.push(null);
  // Fewer caravans: the ones on the card go first ("For the engine" 30).
  while (p.caravans.length > want) {
    const onCard = p.caravans.indexOf(null);
    p.caravans.splice(onCard >= 0 ? onCard : p.caravans.length - 1, 1);
  }
}

defineChoice(rules, "upgrade", {
  label: (_s, f) => text("nd.science.upgrade", { level: f.data.level as number }),
  optionLabel: (_s, _f, v) => text("nd.option.card", { card: v }),
  resolve(ctx, seat, value) {
    if (value === null) return;
    const slots = upgradeSlots(peek(ctx.s), seat, value as FocusCardId);
    ask(ctx, seat, "upgrade-slot", slots, { card: value });
  },
});

defineChoice(rules, "upgrade-slot", {
  label: () => text("nd.science.upgradeSlot"),
  optionLabel: (s, f, v) => text("nd.option.card", { card: s.players[f.seat].row[v as number].card }),
  resolve: (ctx, seat, value, data) => replaceRowCard(ctx, seat, value as number, data.card as FocusCardId),
});
