/**
 * Turns (ПЕРЕБІГ ГРИ, L213-247): players take turns clockwise from the first player (L217). Before each of the
 * first player's turns but the very first, whoever has a mark on every victory card wins (L548), then the event
 * dial moves (L556; victory first, docs "For the engine" 11). A turn: start-of-turn effects ("turn-started"),
 * choose a card of the focus row, play it with its slot's number (or without effect, L841), then refresh it to
 * slot 1 (L243). Resolving a card is a "play-card" frame, so effects may resolve a card again or another card
 * (Estádio do Maracanã, Venetian Arsenal, Capitalism) the same way.
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { assignFresh, member, peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { effectsOf, hasEffect } from "../base/effects.ts";
import { check, defineAutoFrame, defineChoice, defineFrame, defineMove, emit, fail, fireHook, pop, push, top, type Ctx } from "../base/flow.ts";
import { startPlay } from "../base/plays.ts";
import { focusCard, refresh, slotOfType, spendable, spendTrade } from "../base/row.ts";
import { freshTurn, type Frame, type NdState } from "../base/state.ts";
import { text } from "../text/index.ts";
import { advanceEventDial } from "../events/event-dial.ts";
import { winnersNow } from "../victory/objectives.ts";

export const rules = ruleModule("turn/turn");

export interface GameFrame extends Frame { kind: "game"; seat: null; eventsDone: boolean }
export interface TurnFrame extends Frame {
  kind: "turn";
  seat: number;
  /** Row index of the chosen card (moves right when another card is refreshed before it). */
  played: number | null;
  effect?: boolean;
  stage?: "resolving" | "resolved" | "refreshed";
}
/** Resolves a row card: `index` null is the turn's card; `asSlot` overrides its slot; `refresh` refreshes it afterwards. */
export interface PlayCardFrame extends Frame { kind: "play-card"; seat: null; player: Seat; index: number | null; asSlot: number | null; trade: number; refresh: boolean }
interface RefreshFrame extends Frame { kind: "refresh-card"; seat: null; player: Seat; index: number }

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
  s.turn = freshTurn(seat);
  push(ctx, { kind: "turn", seat, played: null } satisfies TurnFrame);
  emit(ctx, { type: "TurnStarted", seat });
  fireHook(ctx, "turn-started", { seat });
  return true;
});

/** Trade tokens one may spend on playing the card in `slot` (0-based): military spends its own in combat (L519). */
function tradeChoices(s: NdState, seat: number, slot: number): number {
  const card = s.players[seat].row[slot];
  return focusCard(card.card).type === "military" ? 0 : spendable(s, seat, slot);
}

/** Machu Picchu: a card resolved from slot 1 or 2 counts 2 slots further right ("For the engine" 23: after "as if"). */
export function effectiveSlot(s: NdState, seat: Seat, slot: number): number {
  for (const { effect } of effectsOf(s, seat, "low-slot-shift")) if ((effect.slots as readonly number[]).includes(slot)) return Math.min(5, slot + effect.shift);
  return slot;
}

/**
 * Refreshes the card at `index`; the turn's own card, if it lay in a lower slot, moves one right with the rest
 * (L243). A card resolved with its effect then fires "card-refreshed" (Aztec, Capitalism).
 */
function refreshCard(ctx: Ctx, seat: Seat, index: number, effect: boolean) {
  const s = ctx.s;
  const card = s.players[seat].row[index].card;
  refresh(s.players[seat], index);
  const turn = peek(s.stack).find((fr) => fr.kind === "turn") as TurnFrame | undefined;
  if (turn && turn.played !== null && turn.played < index) (s.stack[peek(s.stack).indexOf(turn)] as TurnFrame).played = turn.played + 1;
  emit(ctx, { type: "CardRefreshed", seat, card });
  if (effect) fireHook(ctx, "card-refreshed", { seat, card });
}

defineFrame<TurnFrame>(rules, "turn", {
  moves: ["play"],
  prompt: (_s, f) => ({ kind: "turn", seat: f.seat, id: "turn", moveTypes: ["play"], label: text("nd.turn.choose") }),
  legal(s, f) {
    const out: Move[] = [];
    for (let slot = 0; slot < 5; slot++) {
      for (let trade = 0; trade <= tradeChoices(s, f.seat, slot); trade++) out.push({ type: "play", slot: slot + 1, trade, effect: true });
      out.push({ type: "play", slot: slot + 1, trade: 0, effect: false });
    }
    return out;
  },
  // Once the card is resolved (its frames are gone): "card-resolved", refresh, "card-refreshed", end of turn.
  auto(ctx, f) {
    // Read on plain data: the check runs after every step of the turn.
    const played = peek(f).played;
    if (played === null) return false;
    const s = ctx.s;
    if (f.stage === "resolving") {
      f.stage = "resolved";
      if (f.effect) fireHook(ctx, "card-resolved", { seat: f.seat, index: played });
      return true;
    }
    if (f.stage === "resolved") {
      f.stage = "refreshed";
      refreshCard(ctx, f.seat, played, f.effect ?? false);
      return true;
    }
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
  // Declared without the frame (kit/apply.ts): it is read plain and written once, as a new frame.
  apply(ctx, seat, move) {
    const plain = top(peek(ctx.s)) as TurnFrame;
    check(plain.kind === "turn" && plain.played === null, text("nd.err.alreadyPlayed"));
    const index = move.slot - 1;
    const card = peek(ctx.s).players[seat].row[index];
    const type = focusCard(card.card).type;
    check(move.effect || move.trade === 0, text("nd.err.noTradeWithoutEffect"));
    // The message counts the tokens only when the move is refused.
    if (move.trade > tradeChoices(peek(peek(ctx.s)), seat, index)) {
      fail(type === "military" ? text("nd.err.militaryTrade") : text("nd.err.tooFewTrade", { n: spendable(peek(ctx.s), seat, index) }));
    }
    const stack = member(ctx.s, "stack") as Frame[];
    assignFresh(stack, peek(stack).length - 1, { ...plain, played: index, effect: move.effect, stage: "resolving" } satisfies TurnFrame);
    emit(ctx, { type: "CardPlayed", seat, card: card.card, slot: move.slot, trade: move.trade, effect: move.effect });
    if (!move.effect) return;
    const play = { kind: "play-card", seat: null, player: seat, index: null, asSlot: null, trade: move.trade, refresh: false } satisfies PlayCardFrame;
    // Estádio do Maracanã: the economy card may be resolved and refreshed first (D20).
    const s = peek(ctx.s);
    const economy = slotOfType(s.players[seat], "economy");
    if (type !== "economy" && economy >= 0 && hasEffect(s, seat, "extra-economy-card")) {
      push(ctx, play);
      ask(ctx, seat, "maracana", Array.from({ length: spendable(s, seat, economy) + 1 }, (_, i) => i), {}, { optional: true, always: true });
      return;
    }
    // Resolved at once, as the flow would resolve the frame first: no frame pushed and popped.
    resolveCard(ctx, play);
  },
});

// Declared without the frame (kit/flow.ts): it only reads it, so no draft of it is made.
defineAutoFrame<PlayCardFrame>(rules, "play-card", (ctx) => {
  const f = top(peek(ctx.s)) as PlayCardFrame;
  pop(ctx, f);
  resolveCard(ctx, f);
  return true;
});

/** Resolves the card a play-card frame names (taken off the stack, or never put on it). */
function resolveCard(ctx: Ctx, f: PlayCardFrame) {
  const s = ctx.s;
  const index = f.index ?? (peek(s).stack.find((fr) => fr.kind === "turn") as TurnFrame).played!;
  const card = peek(s).players[f.player].row[index].card;
  const slot = effectiveSlot(peek(s), f.player, f.asSlot ?? index + 1);
  if (f.refresh) push(ctx, { kind: "refresh-card", seat: null, player: f.player, index } satisfies RefreshFrame);
  spendTrade(ctx, f.player, index, f.trade);
  emit(ctx, { type: "CardResolved", seat: f.player, card, slot });
  startPlay(ctx, focusCard(card).type, { seat: f.player, card, index, slot, trade: f.trade });
}

defineAutoFrame<RefreshFrame>(rules, "refresh-card", (ctx) => {
  const f = top(peek(ctx.s)) as RefreshFrame;
  pop(ctx, f);
  refreshCard(ctx, f.player, f.index, true);
  return true;
});

/** Resolves another card of the row (Venetian Arsenal, Capitalism): `asSlot`, no trade tokens, no refresh. */
export function resolveAgain(ctx: Ctx, seat: Seat, index: number, asSlot: number) {
  push(ctx, { kind: "play-card", seat: null, player: seat, index, asSlot, trade: 0, refresh: false } satisfies PlayCardFrame);
}

defineChoice(rules, "maracana", {
  label: () => text("nd.turn.maracana"),
  optionLabel: (_s, _f, v) => text("nd.turn.maracanaTokens", { count: v }),
  resolve(ctx, seat, value) {
    if (value === null) return;
    const index = slotOfType(ctx.s.players[seat], "economy");
    push(ctx, { kind: "play-card", seat: null, player: seat, index, asSlot: null, trade: value as number, refresh: true } satisfies PlayCardFrame);
  },
});
