/**
 * The focus row (РЯД ДІЙ, L221-247): five cards, one per type, in slots 1-5 (indexes 0-4); trade tokens on
 * cards (at most 3, L665); refreshing a played card (L243).
 */
import type { Seat } from "../../../core/types.ts";
import { FOCUS_CARDS, TRADE_TOKENS_PER_CARD, type FocusCardDef, type FocusCardId, type FocusType } from "../data/index.ts";
import { emit, type Ctx } from "./flow.ts";
import type { Player, RowCard } from "./state.ts";

const BY_ID = new Map<FocusCardId, FocusCardDef>(FOCUS_CARDS.map((c) => [c.id, c]));

export function focusCard(id: FocusCardId): FocusCardDef {
  return BY_ID.get(id)!;
}

export function slotOfType(p: Player, type: FocusType): number {
  return p.row.findIndex((c) => focusCard(c.card).type === type);
}

export function rowCardOfType(p: Player, type: FocusType): RowCard {
  return p.row[slotOfType(p, type)];
}

/** Trade tokens a card can spend when played: its tokens and each city-state token on it once (L620). */
export const spendable = (c: RowCard): number => c.trade + c.cityStates.length;

/** Puts trade tokens from the supply on a card; the excess over 3 goes back at once (L665, G23). */
export function addTrade(ctx: Ctx, seat: Seat, slot: number, n: number) {
  const card = ctx.s.players[seat].row[slot];
  const added = Math.max(0, Math.min(n, TRADE_TOKENS_PER_CARD - card.trade));
  card.trade += added;
  emit(ctx, { type: "TradeTokensGained", seat, card: card.card, amount: added, returned: n - added });
}

/** Spends `n` trade tokens of a card, city-state tokens first (they stay on the card, L620). */
export function spendTrade(ctx: Ctx, seat: Seat, slot: number, n: number) {
  const card = ctx.s.players[seat].row[slot];
  const fromTokens = Math.max(0, n - card.cityStates.length);
  card.trade -= fromTokens;
  if (n > 0) emit(ctx, { type: "TradeTokensSpent", seat, card: card.card, amount: n });
}

/** The played card goes to slot 1; cards in lower slots move one slot right (L243). */
export function refresh(p: Player, slot: number) {
  const [card] = p.row.splice(slot, 1);
  p.row.unshift(card);
}

/** Slots with a card that can take another trade token. */
export const slotsWithRoom = (p: Player): number[] => p.row.flatMap((c, i) => (c.trade < TRADE_TOKENS_PER_CARD ? [i] : []));
