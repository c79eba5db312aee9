/**
 * Trading with other players (L538-555): on your turn, as a free action, offer one other player a deal
 * of resources, mood and culture tokens and action/objective/wonder cards from hand, in either
 * direction. The other player accepts or declines (an out-of-turn prompt); an accepted deal is executed
 * at once. The proposer names the cards they give and decides whether to show them (L551); the cards
 * they ask for are only counted — the other player picks which ones when accepting, since the proposer
 * cannot see that hand. Card ids are seen only by the two traders.
 */
import { z } from "zod";
import type { Move, Seat, Text } from "../../../core/types.ts";
import { type ResourceKind, type WonderId } from "../data/index.ts";
import { check, defineFrame, defineMove, emitFresh, fail, pop, top, type Ctx } from "../base/flow.ts";
import { player } from "../base/queries.ts";
import { available, deduct, gain, heldAmounts, PAYABLE } from "../base/resources.ts";
import type { CocState, Frame, PlayerState } from "../base/state.ts";
import { defineTurnMoves, turnUsed } from "../turn/turn.ts";
import { appendFresh, assignFresh, member, peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("trade/trade");

type Kind = "action" | "objective" | "wonder";
const KINDS: readonly Kind[] = ["action", "objective", "wonder"];

/** What one side hands over: amounts of resources and tokens. */
export type TradeGoods = Partial<Record<ResourceKind | "mood" | "culture", number>>;

export type ProposeTradeMove = {
  type: "propose-trade";
  to: Seat;
  /** Resources and tokens the proposer gives / asks for. */
  give: TradeGoods;
  get: TradeGoods;
  /** The proposer's cards they give, by kind. */
  giveCards?: Partial<Record<Kind, string[]>>;
  /** How many cards of each kind the proposer asks for (the other player picks them). */
  getCards?: Partial<Record<Kind, number>>;
  /** Show the given cards to the other player before they answer (L551). */
  showCards?: boolean;
};

export type AnswerTradeMove = {
  type: "answer-trade";
  accept: boolean;
  /** When accepting: the cards handed over for each counted card asked for. */
  cards?: Partial<Record<Kind, string[]>>;
};

export interface TradeFrame extends Frame {
  kind: "trade-offer";
  /** The player asked to accept. */
  seat: Seat;
  from: Seat;
  give: TradeGoods;
  get: TradeGoods;
  /** Counts only: public. */
  giveCardCounts: Record<Kind, number>;
  getCards: Record<Kind, number>;
  shown: boolean;
  /** The given card ids: the proposer always; the other player only if shown. */
  private: Record<number, { giveCards: Record<Kind, string[]> }>;
}

/** The goods, in the order of `heldAmounts`. */
const GOODS = PAYABLE;
// Scratch of `heldAmounts` for `lacks` and `isEmpty`, which call nothing that reads another record into it meanwhile.
const goodsOf = GOODS.map(() => 0);

const HAND: Record<Kind, "actionCards" | "objectiveCards" | "wonderCards"> = { action: "actionCards", objective: "objectiveCards", wonder: "wonderCards" };

function hand(p: PlayerState, kind: Kind): string[] {
  return p[HAND[kind]];
}

/** Why `p` cannot hand over `goods` and `cards`, or null; the reason names p's seat when p is the mover's partner. */
function lacks(p: PlayerState, goods: TradeGoods, cards: Partial<Record<Kind, readonly string[]>>, partner = false): Text | null {
  // A deal names one or two goods and few cards: an amount of none, or no card of a kind, passes every check.
  const amounts = heldAmounts(goods, goodsOf);
  for (let i = 0; i < GOODS.length; i++) {
    const k = GOODS[i], n = amounts[i];
    if (n === 0) continue;
    if (n < 0 || !Number.isInteger(n)) return text("coc.err.amountsMustWholeNumbers");
    if (n > available(p, k)) return partner ? text("coc.err.partnerLacks", { seat: p.seat, n, resource: k }) : text("coc.err.youLack", { n, resource: k });
  }
  for (const kind of KINDS) {
    const list = cards[kind];
    if (!list || !list.length) continue;
    for (let i = 1; i < list.length; i++) if (list.indexOf(list[i]) !== i) return text("coc.err.cardGivenOnce");
    const h = hand(p, kind);
    for (const c of list) if (!h.includes(c)) return partner ? text("coc.err.partnerLacksCard", { seat: p.seat, deck: kind }) : text("coc.err.youLackCard", { deck: kind });
  }
  return null;
}

/** Fresh lists of `cards` by kind, an empty one for a kind not named. */
function cardLists(cards: Partial<Record<Kind, readonly string[]>> | undefined): Record<Kind, string[]> {
  return { action: cards?.action?.slice() ?? [], objective: cards?.objective?.slice() ?? [], wonder: cards?.wonder?.slice() ?? [] };
}

function counts(cards: Partial<Record<Kind, readonly unknown[] | number>> | undefined): Record<Kind, number> {
  const out = { action: 0, objective: 0, wonder: 0 };
  for (const k of KINDS) {
    const v = cards?.[k];
    out[k] = typeof v === "number" ? v : v?.length ?? 0;
  }
  return out;
}

function isEmpty(goods: TradeGoods, cards: Record<Kind, number>): boolean {
  return heldAmounts(goods, goodsOf).every((n) => !n) && KINDS.every((k) => !cards[k]);
}

function transfer(ctx: Ctx, from: PlayerState, to: PlayerState, goods: TradeGoods, cards: Record<Kind, string[]>) {
  // Both pass over the kinds the deal does not name (none, or 0).
  deduct(from, goods);
  // Resources above the receiver's limits are lost (L520, L524).
  gain(ctx, to, goods, "trade");
  for (const kind of KINDS) {
    const given = cards[kind];
    if (!given.length) continue;
    // Each hand is built on plain data and written once (engine/kit/peek.ts), not spliced through the draft.
    const left = [...hand(peek(from), kind)];
    for (const c of given) left.splice(left.indexOf(c), 1);
    assignFresh(from, HAND[kind], left as WonderId[]);
    assignFresh(to, HAND[kind], [...hand(peek(to), kind), ...given] as WonderId[]);
  }
}

const goodsSchema = z.object({
  food: z.number().int().min(0).max(99).optional(), wood: z.number().int().min(0).max(99).optional(),
  ore: z.number().int().min(0).max(99).optional(), ideas: z.number().int().min(0).max(99).optional(),
  gold: z.number().int().min(0).max(99).optional(), mood: z.number().int().min(0).max(99).optional(),
  culture: z.number().int().min(0).max(99).optional(),
}).strict();
const cardListSchema = z.array(z.string().max(60)).max(60);
const cardsSchema = z.object({ action: cardListSchema.optional(), objective: cardListSchema.optional(), wonder: cardListSchema.optional() }).strict();
const countSchema = z.number().int().min(0).max(60);

defineMove<ProposeTradeMove>(rules, "propose-trade", {
  schema: z.object({
    type: z.literal("propose-trade"), to: z.number().int().min(0).max(3), give: goodsSchema, get: goodsSchema,
    giveCards: cardsSchema.optional(),
    getCards: z.object({ action: countSchema.optional(), objective: countSchema.optional(), wonder: countSchema.optional() }).strict().optional(),
    showCards: z.boolean().optional(),
  }) as unknown as z.ZodType<ProposeTradeMove>,
  // Takes no frame argument: the turn frame is only read, on plain data (engine/kit/peek.ts), never drafted.
  apply(ctx, seat, move) {
    const s = ctx.s;
    // Only read here: plain data (engine/kit/peek.ts).
    const ps = peek(s);
    check(top(ps)?.kind === "turn" && ps.turn?.seat === seat, text("coc.err.tradeOwnTurn"));
    check(move.to !== seat && move.to < ps.players.length, text("coc.err.chooseAnotherPlayerTrade"));
    const players = ps.players;
    const me = players[seat];
    const other = players[move.to];
    const giveCards = cardLists(move.giveCards);
    const getCards = counts(move.getCards);
    const mine = lacks(me, move.give, giveCards);
    check(!mine, mine!);
    const theirs = lacks(other, move.get, {}, true);
    check(!theirs, theirs!);
    for (const k of KINDS) check(getCards[k] <= hand(other, k).length, text("coc.err.partnerLacksCards", { seat: move.to, n: getCards[k], deck: k }));
    check(!isEmpty(move.give, counts(giveCards)) || !isEmpty(move.get, getCards), text("coc.err.tradeMustExchangeSomething"));
    const shown = move.showCards ?? false;
    const secret = { giveCards };
    const f: TradeFrame = {
      kind: "trade-offer", seat: move.to, from: seat, give: { ...move.give }, get: { ...move.get },
      giveCardCounts: counts(giveCards), getCards, shown,
      private: shown ? { [seat]: secret, [move.to]: secret } : { [seat]: secret },
    };
    // The frame is built from the move's plain data only: no draft inside (engine/kit/peek.ts).
    appendFresh(member(s, "stack") as Frame[], f);
    appendFresh(turnUsed(s), "trade-offer");
    const pub = { type: "TradeProposed", from: seat, to: move.to, give: f.give, get: f.get, giveCards: f.giveCardCounts, getCards };
    emitFresh(ctx, { ...pub, giveCardIds: giveCards, visibleTo: shown ? [seat, move.to] : [seat], redacted: pub });
  },
});

defineFrame<TradeFrame>(rules, "trade-offer", {
  moves: ["answer-trade"],
  prompt: (_s, f) => ({
    kind: "choose", seat: f.seat, id: "trade-offer", moveType: "answer-trade", min: 1, max: 1,
    label: text("coc.trade.offer", { seat: f.from }),
    options: [{ value: "accept", label: text("coc.trade.accept") }, { value: "decline", label: text("coc.trade.decline") }],
  }),
  legal(s, f) {
    const out: Move[] = [{ type: "answer-trade", accept: false }];
    const p = player(s, f.seat);
    if (!lacks(p, f.get, {}) && KINDS.every((k) => hand(p, k).length >= f.getCards[k])) {
      const cards: Partial<Record<Kind, string[]>> = {};
      for (const k of KINDS) if (f.getCards[k]) cards[k] = hand(p, k).slice(0, f.getCards[k]);
      out.push({ type: "answer-trade", accept: true, ...(Object.keys(cards).length ? { cards } : {}) });
    }
    return out;
  },
});

defineMove<AnswerTradeMove>(rules, "answer-trade", {
  schema: z.object({ type: z.literal("answer-trade"), accept: z.boolean(), cards: cardsSchema.optional() }) as unknown as z.ZodType<AnswerTradeMove>,
  // Takes no frame argument: the offer is only read (it is popped), on plain data (engine/kit/peek.ts), never drafted.
  apply(ctx, seat, move) {
    const s = ctx.s;
    const f = top(peek(s)) as TradeFrame;
    if (f.kind !== "trade-offer") fail(text("coc.err.noTradeOfferAnswer"));
    if (!move.accept) {
      pop(ctx, f);
      emitFresh(ctx, { type: "TradeDeclined", from: f.from, to: seat });
      return;
    }
    const back = cardLists(move.cards);
    for (const k of KINDS) if (back[k].length !== f.getCards[k]) fail(text("coc.err.giveExactlyCards", { n: f.getCards[k], deck: k }));
    const players = peek(s).players;
    const mine = lacks(players[seat], f.get, back);
    check(!mine, mine!);
    const given = f.private[f.from].giveCards;
    // The proposer's side is checked again: nothing may have changed, but a deal never overdraws.
    const theirs = lacks(players[f.from], f.give, given, true);
    check(!theirs, theirs!);
    const giveCopy = cardLists(given);
    pop(ctx, f);
    const me = player(s, seat);
    const proposer = player(s, f.from);
    transfer(ctx, proposer, me, f.give, giveCopy);
    transfer(ctx, me, proposer, f.get, back);
    const pub = { type: "TradeExecuted", from: f.from, to: seat, give: { ...f.give }, get: { ...f.get }, giveCards: counts(giveCopy), getCards: counts(back) };
    emitFresh(ctx, { ...pub, giveCardIds: giveCopy, getCardIds: back, visibleTo: [f.from, seat], redacted: pub });
  },
});

/**
 * Trade offers listed as legal moves (a representative few: one-for-one swaps with each other player), and
 * only for the first offer of a turn so bots do not trade endlessly; people may offer any number of deals.
 */
const BOT_OFFERS_PER_TURN = 1;
/** One of each kind, made once: a literal with a computed key takes V8's slow path, and offers are listed at every turn prompt. */
const ONE = Object.fromEntries(GOODS.map((k) => [k, Object.freeze({ [k]: 1 })])) as Record<(typeof GOODS)[number], TradeGoods>;

defineTurnMoves(rules, {
  types: ["propose-trade"],
  isAction: false,
  legal(s, seat) {
    if ((s.turn?.used.filter((u) => u === "trade-offer").length ?? 0) >= BOT_OFFERS_PER_TURN) return [];
    const me = player(s, seat);
    const out: ProposeTradeMove[] = [];
    for (const other of s.players) {
      if (other.seat === seat) continue;
      const mine = GOODS.find((k) => available(me, k) > 0);
      const theirs = GOODS.find((k) => available(other, k) > 0 && k !== mine);
      if (mine && theirs) out.push({ type: "propose-trade", to: other.seat, give: ONE[mine], get: ONE[theirs] });
      if (me.actionCards.length && other.actionCards.length) {
        out.push({ type: "propose-trade", to: other.seat, give: {}, get: {}, giveCards: { action: [me.actionCards[0]] }, getCards: { action: 1 } });
      }
      if (out.length >= 3) break;
    }
    return out;
  },
});
