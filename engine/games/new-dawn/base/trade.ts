/**
 * Trade tokens a player places on, discards from, or takes off focus cards one at a time, each a choice of a
 * card: the trade symbol (L594), a caravan in an enemy city (L405), a defeated barbarian (L525), a plundered
 * capital (L528, the attacker picks, G26) and barbarians in a capital (L569, the owner picks, G26). A
 * "trade-queue" frame asks them in order.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { defineChoiceFrame } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { TRADE_TOKENS_PER_CARD } from "../data/index.ts";
import { defineAutoFrame, defineChoice, emit, pop, push, top, type Ctx } from "./flow.ts";
import { assignFresh, peek } from "../../../kit/peek.ts";
import { firstEffect } from "./effects.ts";
import { addTrade } from "./row.ts";
import type { Frame, NdState } from "./state.ts";
import { text } from "../text/index.ts";

export const rules = ruleModule("base/trade");

/** place: put 1 token from the supply on a card; discard: return 1; take: move 1 from `victim`'s card to one's own. */
export type TradeItem = { kind: "place" | "discard"; seat: Seat; count: number } | { kind: "take"; seat: Seat; victim: Seat; count: number };

export interface TradeQueueFrame extends Frame { kind: "trade-queue"; seat: null; items: TradeItem[] }

/** Queues trade-token decisions; they are asked before whatever is below on the stack goes on. */
export function queueTrade(ctx: Ctx, items: TradeItem[]) {
  const wanted = items.filter((i) => i.count > 0);
  if (wanted.length) push(ctx, { kind: "trade-queue", seat: null, items: wanted } satisfies TradeQueueFrame);
}

const withRoom = (s: NdState, seat: Seat) => s.players[seat].row.flatMap((c, i) => (c.trade < TRADE_TOKENS_PER_CARD ? [i] : []));
const withTokens = (s: NdState, seat: Seat) => s.players[seat].row.flatMap((c, i) => (c.trade > 0 ? [i] : []));

// Declared without the frame (kit/flow.ts): it is read plain and its items written once per step.
defineAutoFrame<TradeQueueFrame>(rules, "trade-queue", (ctx) => {
  const s = peek(ctx.s);
  const f = top(s) as TradeQueueFrame;
  const item = f.items[0];
  if (!item) {
    pop(ctx, f);
    return true;
  }
  // The items after this one; `left`: with this one for the tokens left after this token (an item with nothing to
  // discard or take is dropped whole). Only the frame changes, so `s` still holds the players as they are.
  const rest = f.items.slice(1);
  const left = item.count > 1 ? [{ ...item, count: item.count - 1 }, ...rest] : rest;
  const setItems = (items: TradeItem[]) => assignFresh(top(ctx.s) as TradeQueueFrame, "items", items);
  if (item.kind === "place") {
    setItems(left);
    const slots: (number | string)[] = withRoom(s, item.seat);
    // Great Zimbabwe keeps up to 4 tokens instead of a focus card.
    const store = firstEffect(s, item.seat, "trade-token-store");
    if (store && s.players[item.seat].tradeStore < store.capacity) slots.push(STORE);
    if (slots.length) ask(ctx, item.seat, "place-trade", slots);
    // Every card full: the token goes back to the supply (L665).
    else emit(ctx, { type: "TradeTokensGained", seat: item.seat, card: null, amount: 0, returned: 1 });
  } else if (item.kind === "discard") {
    const slots = withTokens(s, item.seat);
    setItems(slots.length ? left : rest);
    if (slots.length) ask(ctx, item.seat, "discard-trade", slots);
  } else if (item.kind === "take") {
    const slots = withTokens(s, item.victim);
    // The token taken is then placed on one of the taker's cards.
    setItems(slots.length ? [{ kind: "place", seat: item.seat, count: 1 }, ...left] : rest);
    if (slots.length) ask(ctx, item.seat, "take-trade", slots, { victim: item.victim });
  }
  return true;
});

const cardLabel = (s: NdState, seat: Seat, slot: number) =>
  text("nd.trade.card", { slot: slot + 1, card: s.players[seat].row[slot].card });

const STORE = "great-zimbabwe";

defineChoice(rules, "place-trade", {
  label: () => text("nd.trade.place"),
  optionLabel: (s, f, v) => (v === STORE ? text("nd.trade.store") : cardLabel(s, f.seat, v as number)),
  resolve(ctx, seat, value) {
    if (value !== STORE) return addTrade(ctx, seat, value as number, 1);
    ctx.s.players[seat].tradeStore++;
    emit(ctx, { type: "TradeTokenStored", seat });
  },
});

defineChoice(rules, "discard-trade", {
  label: () => text("nd.trade.discard"),
  optionLabel: (s, f, v) => cardLabel(s, f.seat, v as number),
  resolve(ctx, seat, value) {
    ctx.s.players[seat].row[value as number].trade--;
    emit(ctx, { type: "TradeTokenDiscarded", seat, slot: value });
  },
});

defineChoice(rules, "take-trade", {
  label: () => text("nd.trade.take"),
  optionLabel: (s, f, v) => cardLabel(s, f.data.victim as Seat, v as number),
  resolve(ctx, seat, value, data) {
    const victim = data.victim as Seat;
    ctx.s.players[victim].row[value as number].trade--;
    emit(ctx, { type: "TradeTokenTaken", seat, victim, slot: value });
  },
});

/** The game's one choice frame and its answer move (kit/choice.ts). */
defineChoiceFrame<NdState>(rules, "choice", "choose", (_s, value) => text("nd.choice.option", { value }));
