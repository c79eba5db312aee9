/**
 * New focus cards from the tech dial (L374-382; clarifications L838-840): reaching or passing a level mark lets the
 * player take a card of exactly that level from their deck (optional; a lower level than the row's is allowed,
 * "For the engine" 19); it replaces the row card of its type in the same slot, and the trade and city-state
 * tokens on the old card move onto it (L838, G15). A new economy card changes how many caravans one has (L388).
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { FOCUS_CARDS, type FocusCardId, type TechLevel } from "../data/index.ts";
import { defineChoice, emit, type Ctx } from "../base/flow.ts";
import { focusCard, slotOfType } from "../base/row.ts";
import { text } from "../base/text.ts";

export const rules = ruleModule("cards/upgrades");

/** Caravan figures per player (L87). */
const CARAVANS = 3;

export function offerUpgrade(ctx: Ctx, seat: Seat, level: TechLevel) {
  const row = ctx.s.players[seat].row.map((c) => c.card);
  const options = FOCUS_CARDS.filter((c) => c.level === level && !row.includes(c.id)).map((c) => c.id);
  ask(ctx, seat, "upgrade", options, { level }, { optional: true });
}

defineChoice(rules, "upgrade", {
  label: (_s, f) => text("science.upgrade", `Take a level ${f.data.level} focus card (or keep your row)`, { level: f.data.level as number }),
  optionLabel: (_s, _f, v) => text("science.card", focusCard(v as FocusCardId).name.en, { card: v }),
  resolve(ctx, seat, value) {
    if (value === null) return;
    const p = ctx.s.players[seat];
    const card = focusCard(value as FocusCardId);
    const slot = slotOfType(p, card.type);
    const old = p.row[slot].card;
    p.row[slot].card = card.id;
    emit(ctx, { type: "FocusCardReplaced", seat, slot: slot + 1, old, card: card.id });
    if (card.type === "economy") {
      const want = Math.min(CARAVANS, card.caravans);
      while (p.caravans.length < want) p.caravans.push(null);
      // Fewer caravans: the ones on the card go first ("For the engine" 30).
      while (p.caravans.length > want) {
        const onCard = p.caravans.indexOf(null);
        p.caravans.splice(onCard >= 0 ? onCard : p.caravans.length - 1, 1);
      }
    }
  },
});
