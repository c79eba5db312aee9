/**
 * Turns (ПЕРЕБІГ ГРИ, L213-247): players take turns clockwise from the first player (L217). Before each of the
 * first player's turns but the very first, whoever has a mark on every victory card wins (L548), then the event
 * dial moves (L556; victory first, docs "For the engine" 11). A turn: choose a card of the focus row, play it with
 * its slot's number (or without effect, L841), then refresh it to slot 1 (L243).
 */
import { z } from "zod";
import type { Move } from "../../../core/types.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { check, defineAutoFrame, defineFrame, defineMove, emit, fireHook, pop, push } from "../base/flow.ts";
import { startPlay } from "../base/plays.ts";
import { focusCard, refresh, spendable, spendTrade } from "../base/row.ts";
import type { Frame, NdState } from "../base/state.ts";
import { text } from "../base/text.ts";
import { advanceEventDial } from "../events/event-dial.ts";
import { winnersNow } from "../victory/objectives.ts";

export const rules = ruleModule("turn/turn");

export interface GameFrame extends Frame { kind: "game"; seat: null; eventsDone: boolean }
export interface TurnFrame extends Frame { kind: "turn"; seat: number; played: number | null }

export type PlayMove = { type: "play"; slot: number; trade: number; effect: boolean };

defineAutoFrame<GameFrame>(rules, "game", (ctx, f) => {
  const s = ctx.s;
  const seat = s.current;
  if (seat === s.first && s.turnsStarted > 0 && !f.eventsDone) {
    const winners = winnersNow(peek(s));
    if (winners.length) {
      s.winners = winners;
      s.finished = true;
      emit(ctx, { type: "GameWon", seats: winners });
      return false;
    }
    f.eventsDone = true;
    advanceEventDial(ctx);
    return true;
  }
  f.eventsDone = false;
  s.turnsStarted++;
  s.turn = { seat, caravanVisits: [], captured: [], naturalWondersUsed: [] };
  push(ctx, { kind: "turn", seat, played: null } satisfies TurnFrame);
  emit(ctx, { type: "TurnStarted", seat });
  return true;
});

/** Trade tokens one may spend on playing the card in `slot` (0-based): military spends its own in combat (L519). */
function tradeChoices(s: NdState, seat: number, slot: number): number {
  const card = s.players[seat].row[slot];
  return focusCard(card.card).type === "military" ? 0 : spendable(card);
}

defineFrame<TurnFrame>(rules, "turn", {
  moves: ["play"],
  prompt: (_s, f) => ({ kind: "turn", seat: f.seat, id: "turn", moveTypes: ["play"], label: text("turn.choose", "Choose a focus card to play") }),
  legal(s, f) {
    const out: Move[] = [];
    for (let slot = 0; slot < 5; slot++) {
      for (let trade = 0; trade <= tradeChoices(s, f.seat, slot); trade++) out.push({ type: "play", slot: slot + 1, trade, effect: true });
      out.push({ type: "play", slot: slot + 1, trade: 0, effect: false });
    }
    return out;
  },
  // Once the card is resolved (its frames are gone), refresh it and end the turn.
  auto(ctx, f) {
    if (f.played === null) return false;
    const s = ctx.s;
    refresh(s.players[f.seat], f.played);
    pop(ctx, f);
    emit(ctx, { type: "TurnEnded", seat: f.seat });
    fireHook(ctx, "turn-ended", { seat: f.seat });
    s.turn = null;
    s.current = (f.seat + 1) % s.players.length;
    return true;
  },
});

defineMove<PlayMove>(rules, "play", {
  schema: z.object({ type: z.literal("play"), slot: z.number().int().min(1).max(5), trade: z.number().int().min(0).max(10), effect: z.boolean() }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "turn" && (frame as TurnFrame).played === null, "You have already chosen a card this turn");
    const f = frame as TurnFrame;
    const index = move.slot - 1;
    const card = ctx.s.players[seat].row[index];
    const type = focusCard(card.card).type;
    check(move.effect || move.trade === 0, "A card played without its effect spends no trade tokens");
    check(move.trade <= tradeChoices(peek(peek(ctx.s)), seat, index), type === "military"
      ? "Military trade tokens are spent during each attack"
      : `That card has only ${spendable(card)} trade tokens`);
    f.played = index;
    emit(ctx, { type: "CardPlayed", seat, card: card.card, slot: move.slot, trade: move.trade, effect: move.effect });
    if (!move.effect) return;
    spendTrade(ctx, seat, index, move.trade);
    startPlay(ctx, type, { seat, slot: move.slot, trade: move.trade });
  },
});
