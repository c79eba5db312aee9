/**
 * The end of the game (base §25): after the last round every Age III event still in the current and future event
 * decks is evaluated (as in the starting player's turn), then the most culture wins; ties share the victory.
 */
import type { Outcome, Seat } from "../../../core/types.ts";
import { addRule, ListSlot, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { ageOf, card, cardOf } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { applyEffects } from "../effects/apply.ts";

/** What a power scores at the end of the game, before the last events (Bill Gates still in play). */
export type FinalPower = (ctx: Ctx) => void;
const FINAL_POWERS = new ListSlot<FinalPower>("final scoring powers");

export function addFinalPower(module: RuleModule, power: FinalPower) {
  addRule(module, FINAL_POWERS, power);
}

export function finalScoring(ctx: Ctx) {
  const s = ctx.s;
  s.current = s.first;
  for (const power of rulesInForce().list(FINAL_POWERS)) power(ctx);
  const before = s.players.map((p) => p.culture);
  const events = [...s.currentEvents, ...s.futureEvents].filter((id) => ageOf(id) === "III" && card(id).kind === "event");
  for (const id of events) applyEffects(ctx, cardOf(id, "event").effects, { owner: s.first, card: id });
  s.breakdown = s.players.map((p, i) => ({ culture: before[i], events: p.culture - before[i] }));
  s.finished = true;
  ctx.events.push({ type: "game-over", scores: s.players.map((p) => p.culture) });
}

export function outcome(s: TtaState): Outcome | null {
  if (!s.finished) return null;
  // A seat that resigned ranks last (base §23); the last seat standing wins.
  const score = (seat: Seat) => (s.players[seat].resigned ? -1 : s.players[seat].culture);
  const scores = s.players.map((_, seat) => score(seat));
  const distinct = [...new Set(scores)].sort((a, b) => b - a);
  return {
    scores: s.players.map((p) => p.culture),
    ranking: distinct.map((v) => s.players.map((_, seat) => seat).filter((seat) => scores[seat] === v)),
    breakdown: s.breakdown ?? s.players.map((p) => ({ culture: p.culture })),
  };
}
