/**
 * The card row (base §4): the sweep and refill at the start of each turn, and the civil action of taking a card,
 * whose price is set by its space (1-5: 1, 6-9: 2, 10-13: 3 civil actions), +1 per completed wonder for a wonder.
 */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import { CARD_ROW_SWEEP, type Effect, type PlayerCount } from "../data/index.ts";
import { card, cardOf, level } from "../base/cards.ts";
import { check, defineMove, type Ctx } from "../base/flow.ts";
import { cardSymbols, civilLeft } from "../base/ratings.ts";
import { activeCount, playerDraft, type Player, type TtaState } from "../base/state.ts";
import { assignFresh, isWorkingCopy, peek } from "../../../kit/peek.ts";
import { reveals } from "../../../kit/random.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleBook, type RuleModule } from "../../../kit/rules.ts";
import { perKey, seatQuery } from "../../../kit/derived.ts";
import { text } from "../text/index.ts";
import { endAge } from "../ages/ages.ts";
import { extraActionFor, spendCivil } from "../civil/actions.ts";
import { trigger } from "../effects/triggers.ts";
import { putIn } from "../base/card-lists.ts";

export const rules = ruleModule("tta-row");

/**
 * A card's own power over the civil actions taking it costs (Mandela's, Taj Mahal's): `cost` is added to its price
 * for the cards `concerns` (which reads the card's printed data only: a row's price asks it once per card).
 */
export interface TakeCostPower {
  concerns(id: string): boolean;
  cost(s: TtaState, seat: Seat, id: string): number;
}
const TAKE_COST_POWERS = new ListSlot<TakeCostPower>("take cost powers");

export function addTakeCostPower(module: RuleModule, power: TakeCostPower) {
  addRule(module, TAKE_COST_POWERS, power);
}

/** What a price reads of a card: its kind and the take cost powers concerning it (none for most cards). */
interface Taken {
  kind: string;
  powers: readonly TakeCostPower[];
}
/** `Taken` per card, made once per rule book and card (a row's prices ask it for each space). */
const takenPerCard = (book: RuleBook) => perKey((id): Taken => ({ kind: card(id).kind, powers: book.list(TAKE_COST_POWERS).filter((power) => power.concerns(id)) }));
const taken = () => rulesInForce().memo(takenPerCard);

export const rowPrice = (slot: number): number => (slot < 5 ? 1 : slot < 9 ? 2 : 3);

/**
 * Sweeps the leftmost spaces, slides the rest left and deals the current civil deck into the gaps (base §4);
 * `sweep` 0 only slides and refills (International Agreement).
 */
export function refillRow(ctx: Ctx, sweep?: number) {
  const s = ctx.s;
  if (s.era === "A") {
    // Age A ends at the first refill; no other end-of-age effect (base §3).
    s.civilDecks.A = [];
    s.era = "I";
  }
  const swept = sweep ?? CARD_ROW_SWEEP[Math.max(2, activeCount(s)) as PlayerCount];
  // The row read on plain data (slicing it through the draft reads every space with a trap).
  const kept = peek(s).row.slice(swept).filter((c): c is string => c !== null);
  const row: (string | null)[] = [...kept];
  const size = peek(s).row.length;
  while (row.length < size) {
    const era = peek(s).era;
    if (era === "IV") { row.push(null); continue; }
    const deck = peek(s).civilDecks[era];
    if (!deck.length) { endAge(ctx); continue; }
    // The cards dealt leave the deck in one write (read on plain data: through the draft each is a trap and a write).
    const dealt = Math.min(deck.length, size - row.length);
    row.push(...deck.slice(0, dealt));
    assignFresh(s.civilDecks, era, deck.slice(dealt));
    reveals(ctx); // the civil deck's next cards: nobody knew them
    if (dealt === deck.length) endAge(ctx);
  }
  assignFresh(s, "row", row);
}

/**
 * Why `seat` may not take the card in `slot` now, or null. A caller that knows the space's price (`takePrice`) and the
 * seat's civil actions left passes them: a walk over the row reads each once (two queries per space otherwise).
 */
export function takeBlocker(s: TtaState, seat: Seat, slot: number, price = takePrice(s, seat, slot), left = civilLeft(s, seat)) {
  if (!s.row[slot]) return text("tta.no.rowSpace");
  if (left < price) return text("tta.no.civilActions", { n: price });
  return holdBlocker(s, seat, s.row[slot]);
}

/** Why `seat` may not take card `id` into its hand or play area whatever it pays (limits, same name, leader age), or null. */
export function holdBlocker(s: TtaState, seat: Seat, id: string) {
  const p = s.players[seat];
  const c = card(id);
  if (c.kind === "wonder") {
    if (p.wonder) return text("tta.no.unfinishedWonder");
    return null;
  }
  const symbols = cardSymbols(s, seat);
  if (p.hand.length >= symbols.civilActions + symbols.civilHandLimit) return text("tta.no.handLimit");
  if (c.kind === "technology" || c.kind === "government") {
    const inPlay = p.techs.some((t) => t.card === id) || p.specials.includes(id) || p.government === id;
    if (inPlay || p.hand.includes(id)) return text("tta.no.sameTech", { card: id });
  }
  if (c.kind === "leader" && p.leaderAges.includes(c.age)) return text("tta.no.leaderAge");
  return null;
}

/** A leader's changes to the civil actions taking a card costs (Hammurabi, Darwin): made once per leader. */
const takeCostChanges = perKey((leader) => cardOf(leader, "leader").effects.filter((e): e is CostChange => e.kind === "civil-action-cost" && !e.condition));
type CostChange = Extract<Effect, { kind: "civil-action-cost" }>;

/** The seat's leader's changes to the civil actions a card of this kind costs to take. */
function takeCostChange(s: TtaState, seat: Seat, kind: string, price: number): number {
  const leader = s.players[seat].leader;
  if (!leader) return price;
  for (const e of takeCostChanges(leader)) {
    const applies = e.scope === "take-card" || (e.scope === "take-leader" && kind === "leader") || (e.scope === "take-technology" && (kind === "technology" || kind === "government"));
    if (applies) price = Math.max(e.min, price + e.delta);
  }
  return price;
}

/**
 * Civil actions the card in `slot` is worth to the seat: its space, the leaders' changes, a wonder's surcharge
 * (International Agreement counts this; it spends none of the seat's actions, so Gutenberg's does not apply).
 */
export function takeCost(s: TtaState, seat: Seat, slot: number): number {
  const id = s.row[slot];
  return costOf(s, seat, slot, id ? taken()(id) : null);
}

/** `takeCost`, given what the rule book makes of the space's card. */
function costOf(s: TtaState, seat: Seat, slot: number, t: Taken | null): number {
  const id = s.row[slot];
  if (!id || !t) return rowPrice(slot);
  const { kind, powers } = t;
  let own = 0;
  for (const power of powers) own += power.cost(s, seat, id);
  if (kind !== "wonder") return takeCostChange(s, seat, kind, rowPrice(slot)) + own;
  // Michelangelo takes wonders without the surcharge for completed wonders.
  const leader = s.players[seat].leader;
  const free = leader !== null && cardOf(leader, "leader").effects.some((e) => e.kind === "no-wonder-surcharge");
  return Math.max(0, rowPrice(slot) + (free ? 0 : s.players[seat].wonders.length) + own);
}

/** Civil actions taking the card in `slot` spends: one less when Gutenberg's action pays one. */
export function takePrice(s: TtaState, seat: Seat, slot: number): number {
  const known = pricesFound(s, seat);
  const id = s.row[slot];
  return (known[slot] ??= priceOf(s, seat, slot, civilLeft(s, seat), id ? taken()(id) : null));
}

/** `takePrice` of every space, in one query (a view shows them all). Never change it. */
export function takePrices(state: TtaState, seat: Seat): readonly number[] {
  const s = peek(state); // plain objects, to be kept against
  const known = pricesFound(s, seat);
  if (Object.isFrozen(known)) return known; // kept whole from an earlier state
  const left = civilLeft(s, seat);
  const takenOf = taken();
  let keep = !isWorkingCopy(s.players[seat]) && !isWorkingCopy(s.row);
  for (let slot = 0; slot < s.row.length; slot++) {
    const id = s.row[slot];
    const t = id ? takenOf(id) : null;
    if (t?.powers.length) keep = false;
    known[slot] ??= priceOf(s, seat, slot, left, t);
  }
  if (keep) keptPrices.set(s.players[seat], { row: s.row, left, book: rulesInForce(), prices: Object.freeze(known) as number[] });
  return known;
}

/**
 * The prices of the row's spaces found so far, per state and seat (a view and its refusals both ask for all): those
 * the seat saw in an earlier state when nothing they read has changed since (`keptPrices`), else none yet.
 */
const pricesFound = seatQuery((s: TtaState, seat: Seat): number[] => {
  const kept = keptPrices.get(s.players[seat]);
  if (!kept || kept.left !== civilLeft(s, seat) || kept.book !== rulesInForce()) return [];
  if (kept.row === s.row) return kept.prices;
  // A space's price reads its own card only: a space holding the card it held then costs what it cost then.
  const known: number[] = [];
  for (let slot = 0; slot < s.row.length; slot++) if (s.row[slot] === kept.row[slot]) known[slot] = kept.prices[slot];
  return known;
});

/**
 * A seat's prices of a whole row, kept per player object with what they were worked out from: a space's price reads
 * its card, the seat's own board and civil actions left (Gutenberg's action pays one only when those cannot) and the
 * rules, so a later state with the same board and actions left has the same prices for the spaces whose card is the
 * same (most moves change one seat's board, and leave the row or take one card of it). Not kept (`takePrices`): prices
 * read from a move's working copies (they may still change), nor those of a row holding a card with a take cost power
 * of its own (Mandela's reads the seat's discontent, which reads the wider state).
 */
const keptPrices = new WeakMap<Player, { row: TtaState["row"]; left: number; book: RuleBook; prices: number[] }>();

/** `takePrice`, given the seat's civil actions left and what the rule book makes of the space's card. */
function priceOf(s: TtaState, seat: Seat, slot: number, left: number, t: Taken | null): number {
  const cost = costOf(s, seat, slot, t);
  const id = s.row[slot];
  // An extra action (Gutenberg's) pays one civil action of taking a card it covers, only when the seat's own cannot pay.
  return id && left < cost && extraActionFor(s, seat, id) !== null ? cost - 1 : cost;
}

/**
 * Moves the card in `slot` (already paid for) to the seat's hand, or its wonder to its play area. An action card
 * taken with the take-card action cannot be played in the same turn (`inActionPhase`).
 */
export function takeCard(ctx: Ctx, seat: Seat, slot: number, inActionPhase: boolean) {
  const s = ctx.s;
  const row = peek(s).row;
  const id = row[slot]!;
  // The row and the player's lists are written as new lists, each in one write: none of them is drafted.
  assignFresh(s, "row", row.with(slot, null));
  const p = playerDraft(s, seat);
  const c = card(id);
  if (c.kind === "wonder") assignFresh(p, "wonder", { card: id, built: 0, tokens: 0 });
  else {
    putIn(p, "hand", id);
    if (c.kind === "action" && inActionPhase) putIn(p, "takenThisTurn", id);
    if (c.kind === "leader") assignFresh(p, "leaderAges", [...peek(p).leaderAges, c.age]);
  }
  ctx.events.push({ type: "card-taken", seat, slot, card: id, level: level(id) });
  if (c.kind === "technology" || c.kind === "government") trigger(ctx, seat, "take-technology-from-row");
}

defineMove<{ type: "take-card"; slot: number }>(rules, "take-card", {
  schema: z.object({ type: z.literal("take-card"), slot: z.number().int().min(0).max(12) }),
  apply(ctx, seat, move) {
    // The checks read plain data (peek): before any change, the previous state, whose prices the legal moves found.
    const price = takePrice(peek(ctx.s), seat, move.slot);
    const why = takeBlocker(peek(ctx.s), seat, move.slot, price);
    check(!why, why!);
    spendCivil(ctx, seat, price);
    const s = peek(ctx.s);
    if (price < takeCost(s, seat, move.slot)) extraActionFor(s, seat, s.row[move.slot]!)!.use(ctx, seat);
    takeCard(ctx, seat, move.slot, true);
  },
});
