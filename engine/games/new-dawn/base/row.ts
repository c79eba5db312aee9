/**
 * The focus row (РЯД ДІЙ, L221-247): five cards, one per type, in slots 1-5 (indexes 0-4); trade tokens on
 * cards (at most 3, L665); refreshing a played card (L243).
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { element, peek } from "../../../kit/peek.ts";
import { FOCUS_CARDS, TRADE_TOKENS_PER_CARD, type CityStateId, type FocusCardDef, type FocusCardId, type FocusType, type NaturalWonderId } from "../data/index.ts";
import { hasEffect } from "./effects.ts";
import { emit, type Ctx } from "./flow.ts";
import { playerAt } from "./players.ts";
import type { NdState, Player, RowCard } from "./state.ts";

const BY_ID = new Map<FocusCardId, FocusCardDef>(FOCUS_CARDS.map((c) => [c.id, c]));

export function focusCard(id: FocusCardId): FocusCardDef {
  return BY_ID.get(id)!;
}

export function slotOfType(p: Player, type: FocusType): number {
  // Read on plain data (kit/peek.ts): through a draft every card read would be drafted.
  return peek(p).row.findIndex((c) => focusCard(c.card).type === type);
}

export function rowCardOfType(p: Player, type: FocusType): RowCard {
  return p.row[slotOfType(p, type)];
}

/** Puts trade tokens from the supply on a card; the excess over 3 goes back at once (L665, G23). */
export function addTrade(ctx: Ctx, seat: Seat, slot: number, n: number) {
  // Read on plain data; the draft of the card only when tokens are added.
  const card = peek(ctx.s).players[seat].row[slot];
  const added = Math.max(0, Math.min(n, TRADE_TOKENS_PER_CARD - card.trade));
  if (added > 0) (element(playerAt(ctx.s, seat), "row", slot) as RowCard).trade = card.trade + added;
  emit(ctx, { type: "TradeTokensGained", seat, card: card.card, amount: added, returned: n - added });
}

/** City-state tokens on a card not yet spent this turn (L620: each once per turn). */
function freshCityStates(s: NdState, c: RowCard): CityStateId[] {
  const used = s.turn?.cityStateTokensUsed ?? [];
  return c.cityStates.filter((cs) => !used.includes(cs));
}

/** America: natural-wonder tokens lying on a card, not yet spent this turn. */
function freshNaturalWonders(s: NdState, seat: Seat, c: RowCard): NaturalWonderId[] {
  const p = s.players[seat];
  const used = s.turn?.naturalWondersUsed ?? [];
  return p.naturalWonders.filter((nw) => p.naturalWondersOn[nw] === c.card && !used.includes(nw));
}

/** Trade tokens the card in `slot` can spend now: its own, its unspent city-state tokens (L620), America's natural wonders on it. */
export function spendable(s: NdState, seat: Seat, slot: number): number {
  const c = s.players[seat].row[slot];
  return c.trade + freshCityStates(s, c).length + freshNaturalWonders(s, seat, c).length;
}

/**
 * Spends `n` trade tokens of a card: city-state tokens first (they stay on the card, L620), then America's
 * natural-wonder tokens (they move to a card of the player's choice), then trade tokens (to the supply).
 */
export function spendTrade(ctx: Ctx, seat: Seat, slot: number, n: number) {
  // Spending none changes nothing (a write would copy the player, its row and the card).
  if (n === 0) return;
  const s = ctx.s;
  const card = element(playerAt(s, seat), "row", slot) as RowCard;
  let left = n;
  for (const cs of freshCityStates(peek(s), peek(card))) {
    if (left <= 0) break;
    s.turn!.cityStateTokensUsed.push(cs);
    left--;
  }
  for (const nw of freshNaturalWonders(peek(s), seat, peek(card))) {
    if (left <= 0) break;
    s.turn!.naturalWondersUsed.push(nw);
    placeNaturalWonderOnCard(ctx, seat, nw);
    left--;
  }
  // Read plain: through the draft a decrement reads before it writes.
  if (left !== 0) card.trade = peek(card).trade - left;
  if (n > 0) emit(ctx, { type: "TradeTokensSpent", seat, card: peek(card).card, amount: n });
}

/** America: a natural-wonder token gained or spent goes onto a focus card of the player's choice (leader ability). */
export function placeNaturalWonderOnCard(ctx: Ctx, seat: Seat, nw: NaturalWonderId) {
  if (!hasEffect(peek(ctx.s), seat, "natural-wonder-tokens-on-focus-cards")) return;
  ask(ctx, seat, "natural-wonder-card", ctx.s.players[seat].row.map((c) => c.card), { naturalWonder: nw });
}

/** The played card goes to slot 1; cards in lower slots move one slot right (L243). */
export function refresh(p: Player, slot: number) {
  // Moved one write per slot: through a draft, splice and unshift write and delete every index and the length.
  const row = p.row;
  const card = row[slot];
  for (let i = slot; i > 0; i--) row[i] = row[i - 1];
  if (slot > 0) row[0] = card;
}

/** Slots with a card that can take another trade token. */
export const slotsWithRoom = (p: Player): number[] => p.row.flatMap((c, i) => (c.trade < TRADE_TOKENS_PER_CARD ? [i] : []));
