/** Drawing from the shared decks; empty action, objective and event decks reshuffle their discards (L1124, L1407). */
import type { Seat } from "../../../core/types.ts";
import { RESHUFFLE_DISCARDS } from "../data/index.ts";
import { emitFresh, type Ctx } from "./flow.ts";
import { ownsWonder, player } from "./queries.ts";
import type { Decks } from "./state.ts";
import { appendFresh, assignFresh, member, peek } from "../../../kit/peek.ts";
import { reveals } from "../../../kit/random.ts";
import { addRule, ListSlot, rulesInForce, type RuleModule } from "../../../kit/rules.ts";

/** The top card of `deck`: hidden until now, so the move that draws it cannot be taken back. */
export function drawFrom(ctx: Ctx, deck: keyof Decks): string | null {
  const s = ctx.s;
  reveals(ctx);
  // Read on plain data (engine/kit/peek.ts); the deck is written once, as a new list (a `pop` through the
  // draft is four writes and reads).
  if (peek(s).decks[deck].length === 0 && RESHUFFLE_DISCARDS[deck] && peek(s).discards[deck].length) {
    assignFresh(member(s, "decks") as Decks, deck, ctx.rng.shuffle(peek(s).discards[deck]));
    assignFresh(member(s, "discards") as Decks, deck, []);
    emitFresh(ctx, { type: "DeckReshuffled", deck });
  }
  const cards = peek(s).decks[deck];
  if (!cards.length) return null;
  assignFresh(member(s, "decks") as Decks, deck, cards.slice(0, -1));
  return cards[cards.length - 1];
}

/**
 * Rules that may take over a draw into a hand with a choice (Great Mausoleum: the top discard instead);
 * a hook returns true when it did (it then pushed a prompt that draws later, and drawToHand returns null).
 */
const handDrawHooks = new ListSlot<(ctx: Ctx, seat: Seat, deck: "action" | "objective") => boolean>("hand draw rules");

export function onHandDraw(module: RuleModule, hook: (ctx: Ctx, seat: Seat, deck: "action" | "objective") => boolean) {
  addRule(module, handDrawHooks, hook);
}

/** Draws a card into a player's hand; only the drawer sees which card it is. */
export function drawToHand(ctx: Ctx, seat: Seat, deck: "action" | "objective"): string | null {
  for (const hook of rulesInForce().list(handDrawHooks)) if (hook(ctx, seat, deck)) return null;
  const card = drawFrom(ctx, deck);
  if (!card) return null;
  const p = player(ctx.s, seat);
  appendFresh(member(p, deck === "action" ? "actionCards" : "objectiveCards") as string[], card);
  emitFresh(ctx, { type: "CardDrawn", seat, deck, card, visibleTo: [seat], redacted: { type: "CardDrawn", seat, deck } });
  return card;
}

/**
 * Puts a card `seat` played or resolved on its discard pile: on top (the end of the array), or at the
 * bottom when `seat` owns the Great Mausoleum (L1612). Use it for every action/event card discard.
 */
export function discardCard(ctx: Ctx, seat: Seat | null, deck: keyof Decks, card: string) {
  const discards = member(ctx.s, "discards") as Decks;
  // Written once (engine/kit/peek.ts): an unshift through the draft moves every card of the pile.
  if (seat !== null && deck !== "objective" && ownsWonder(peek(ctx.s), seat, "great-mausoleum")) assignFresh(discards, deck, [card, ...peek(discards)[deck]]);
  else appendFresh(member(discards, deck) as string[], card);
}
