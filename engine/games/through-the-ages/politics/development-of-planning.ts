/**
 * Development of Planning (NLW event, Age A; seed L642-644): 3 Age A events not used for the current events deck are
 * drawn at random; each civilization, clockwise from the revealer, chooses one of them (several may choose the
 * same) and it applies to that civilization only (E24).
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf } from "../base/cards.ts";
import { defineChoice, type Ctx } from "../base/flow.ts";
import { seatsFrom } from "../base/state.ts";
import { copiesOf, EVENTS, type PlayerCount } from "../data/index.ts";
import { applyEffect, offerDevelopment, putEffectTask } from "../effects/apply.ts";
import { text } from "../text/index.ts";

export const rules = ruleModule("tta-development-of-planning");

/** The Age A events of the game's set that are not in (and were not in) the events decks. */
function unusedAgeAEvents(ctx: Ctx): string[] {
  const s = ctx.s;
  const used = [...s.currentEvents, ...s.futureEvents, ...s.pastEvents];
  const out: string[] = [];
  for (const e of EVENTS) {
    if (e.age !== "A") continue;
    const n = copiesOf(e, { expansion: s.expansion, players: s.playerCount as PlayerCount }) - used.filter((x) => x === e.id).length;
    for (let i = 0; i < n; i++) out.push(e.id);
  }
  return out;
}

putEffectTask(rules, "development-of-planning", (ctx: Ctx, e, { owner: revealer }) => {
  const count = e.revealUnusedAgeAEvents;
  const drawn = [...new Set(ctx.rng.shuffle(unusedAgeAEvents(ctx)).slice(0, count))];
  ctx.events.push({ type: "planning-drawn", seat: revealer, cards: drawn });
  for (const seat of seatsFrom(ctx.s, revealer).reverse()) ask(ctx, seat, "development-of-planning", drawn, {}, { always: true });
});

defineChoice(rules, "development-of-planning", {
  label: () => text("tta.choice.planning"),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve(ctx, seat, value) {
    const id = String(value);
    ctx.events.push({ type: "planning-chosen", seat, card: id });
    for (const e of cardOf(id, "event").effects) {
      if (e.kind === "development-of-civilization") offerDevelopment(ctx, seat, id, e.discount);
      // The card's "every civilization" is this civilization only.
      else applyEffect(ctx, "who" in e && e.who === "each" ? { ...e, who: "owner" } : e, { owner: seat, card: id });
    }
  },
});
