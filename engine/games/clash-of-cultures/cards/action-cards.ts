/**
 * Playing the action ("upper") half of an action card (L1122-1134): on your turn, any number of cards
 * whose conditions are met; a card marked "as an action" uses one of the three actions, the others are
 * free actions. The card's cost is paid, the card is laid face up on the discard pile (L1130), then its
 * effect applies (card-effects*.ts). Two cards of the same name cannot use one fulfilment of a
 * condition (L1134): each won land battle serves one Hero General and one Great Ideas.
 * The tactics halves are played in battle (combat/tactics.ts).
 */
import { z } from "zod";
import type { Move, Seat, Text } from "../../../core/types.ts";
import type { ActionCardDef, ActionTypeId } from "../data/index.ts";
import { actionCardDef } from "../base/catalog.ts";
import { check, defineFrame, defineMove, fail, pop, type Ctx } from "../base/flow.ts";
import { paymentSchema } from "../base/schemas.ts";
import { player } from "../base/queries.ts";
import { effectiveCost, pay, suggestPayment } from "../base/resources.ts";
import type { CocState, Payment } from "../base/state.ts";
import { defineTurnMoves, spendAction } from "../turn/turn.ts";
import { cardEffectOf, discardPlayed, type CardFrame } from "./effects.ts";
import "./board-effects.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("cards/action-cards");

/** Marker in `turn.used` for a card that claimed a won land battle (one per battle per card name). */
const battleClaim = (type: ActionTypeId) => `won-battle:${type}`;

/** Why `seat` may not play the action half of `card` now, or null. */
export function cardBlocker(s: CocState, seat: Seat, card: string): Text | null {
  if (!player(s, seat).actionCards.includes(card)) return text("coc.err.doNotHaveAction");
  return playBlocker(s, seat, actionCardDef(card));
}

/** `cardBlocker` for a card in the hand, given its definition (the listing has both). */
function playBlocker(s: CocState, seat: Seat, def: ActionCardDef): Text | null {
  const card = def.id;
  const half = def.action;
  if (half.timing === "reaction") return text("coc.err.cardOnlyWhenOffered", { card });
  const t = s.turn;
  if (!t || t.seat !== seat) return text("coc.err.actionCardsPlayedOwn");
  if (half.timing === "action" && t.actionsLeft <= 0) return text("coc.err.haveNoActionsLeft");
  if (half.needsWonBattleThisTurn === "land") {
    const claimed = t.used.filter((u) => u === battleClaim(def.typeId)).length;
    if (t.wonLandBattles <= claimed) {
      return text(claimed ? "coc.err.cardBattleClaimed" : "coc.err.cardNeedsWonBattle", { card });
    }
  }
  const effect = cardEffectOf(def.typeId);
  if (!effect) return text("coc.err.cardNotAvailable", { card });
  const why = effect.blocker(s, seat);
  if (why) return why;
  if (!half.cost.per && !suggestPayment(player(s, seat), effectiveCost(s, seat, half.cost))) return text("coc.err.cannotPayForCard", { card });
  return null;
}

export type PlayCardMove = { type: "play-card" | "play-card-action"; card: string; payment?: Payment };

function playCard(ctx: Ctx, seat: Seat, move: PlayCardMove) {
  const s = ctx.s;
  // The checks only read: plain data (engine/kit/peek.ts).
  check(player(peek(s), seat).actionCards.includes(move.card), text("coc.err.doNotHaveAction"));
  const def = actionCardDef(move.card);
  const half = def.action;
  if (half.timing === "action") check(move.type === "play-card-action", text("coc.err.cardIsAction", { card: move.card }));
  if (half.timing === "free-action") check(move.type === "play-card", text("coc.err.cardIsFreeAction", { card: move.card }));
  const blocker = playBlocker(peek(s), seat, def);
  check(!blocker, blocker!);
  if (half.timing === "action") spendAction(ctx, seat);
  if (!half.cost.per) {
    const p = player(s, seat);
    const payment = move.payment ?? suggestPayment(p, effectiveCost(s, seat, half.cost));
    check(payment, text("coc.err.cannotPayForCard", { card: move.card }));
    if (Object.values(payment).some((n) => n)) pay(ctx, p, half.cost, payment, half.id);
  }
  if (half.needsWonBattleThisTurn) s.turn!.used.push(battleClaim(def.typeId));
  discardPlayed(ctx, seat, move.card);
  cardEffectOf(def.typeId)!.start(ctx, seat, move.card);
}

const playSchema = (type: PlayCardMove["type"]) =>
  z.object({ type: z.literal(type), card: z.string().max(60), payment: paymentSchema.optional() }) as unknown as z.ZodType<PlayCardMove>;

for (const type of ["play-card", "play-card-action"] as const) {
  defineMove<PlayCardMove>(rules, type, {
    schema: playSchema(type),
    apply(ctx, seat, move, frame) {
      check(frame.kind === "turn", text("coc.err.playActionCardsBetween"));
      playCard(ctx, seat, move);
    },
  });
}

function legalPlays(s: CocState, seat: Seat, timing: "action" | "free-action"): PlayCardMove[] {
  const out: PlayCardMove[] = [];
  for (const card of player(s, seat).actionCards) {
    const def = actionCardDef(card);
    if (def.action.timing !== timing || playBlocker(s, seat, def)) continue;
    out.push({ type: timing === "action" ? "play-card-action" : "play-card", card });
  }
  return out;
}

defineTurnMoves(rules, { types: ["play-card-action"], isAction: true, legal: (s, seat) => legalPlays(s, seat, "action") });
defineTurnMoves(rules, { types: ["play-card"], isAction: false, legal: (s, seat) => legalPlays(s, seat, "free-action") });

// ---- choices inside a card's effect ---------------------------------------------------------------------

export type CardChoiceMove = { type: "card-choice"; value: string | null; payment?: Payment };

defineFrame<CardFrame>(rules, "card-play", {
  moves: ["card-choice"],
  prompt(s, f) {
    const effect = cardEffectOf(f.effect)!;
    const options = effect.options?.(s, f) ?? [];
    return {
      kind: "choose", seat: f.seat, id: `card-${f.effect}-${f.step}`, moveType: "card-choice",
      min: effect.optional?.(s, f) ? 0 : 1, max: 1,
      label: effect.label?.(s, f) ?? text(`coc.card.${f.effect}`),
      options: options.map((o) => ({ value: o.value, label: o.label })),
    };
  },
  legal(s, f) {
    const effect = cardEffectOf(f.effect)!;
    const out: Move[] = (effect.options?.(s, f) ?? []).map((o) => (o.payment ? { type: "card-choice", value: o.value, payment: o.payment } : { type: "card-choice", value: o.value }));
    if (effect.optional?.(s, f) || !out.length) out.push({ type: "card-choice", value: null });
    return out;
  },
});


defineMove<CardChoiceMove>(rules, "card-choice", {
  schema: z.object({ type: z.literal("card-choice"), value: z.string().max(200).nullable(), payment: paymentSchema.optional() }),
  apply(ctx, _seat, move, frame) {
    check(frame.kind === "card-play", text("coc.err.noCardEffectWaiting"));
    const f = frame as CardFrame;
    const effect = cardEffectOf(f.effect)!;
    if (move.value === null && !effect.optional?.(ctx.s, f)) {
      // A choice without any option left cannot block the game: the effect ends.
      if ((effect.options?.(ctx.s, f) ?? []).length) fail(text("coc.err.mustChooseOneOptions"));
      pop(ctx, frame);
      return;
    }
    effect.choose!.call(effect, ctx, f, move.value, move.payment);
  },
});
