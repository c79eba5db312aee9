/**
 * Event cards (L1399-1447, L2116-2153). When a player's event tracker empties (gainAdvance pushes an
 * "event" frame), the top event card is drawn (the discard pile reshuffled first if the deck is empty,
 * L1407) and shown to everyone; its symbol is resolved first, for the drawer only, even if the main
 * effect cannot apply (L1419); then its main effect for the drawer or for every player clockwise from
 * the drawer (L1409), skipping players protected by an advance the card names (Irrigation vs Famine
 * L1645, Sanitation vs Pestilence/Epidemics L1663). Great persons may be taken into a hand (L1999);
 * other cards are discarded face up (L1411). Variants (L2072-2078): with `events: "symbols-only"` only the
 * symbol is resolved; with `events: "optional"` the drawer first declares "full" or "symbol" for each card.
 */
import type { Seat } from "../../../core/types.ts";
import { EVENT_SYMBOLS, EXHAUSTED_LAND_TOKENS, type EventCardDef } from "../data/index.ts";
import { boardNeighbors, isLand } from "../base/board.ts";
import { eventCardDef } from "../base/catalog.ts";
import { discardCard, drawFrom } from "../base/decks.ts";
import {
  ask, cardEffect, clockwiseFrom, constructionBlockedByEvent, currentEvent, defineChoice, defineTask, greatPersonTaken, queue, runTask,
  type EventFrame, type Task,
} from "../base/event-core.ts";
import { startBarbarianMove, startBarbarianSpawn } from "../barbarians/barbarians.ts";
import { type Ctx, defineAutoFrame, emit, fireHook, onHook, pop } from "../base/flow.ts";
import { citiesOf, has, player } from "../base/queries.ts";
import { addConstructRestriction } from "../actions/construct.ts";
import { offerMausoleum } from "../wonders/wonders.ts";
import { gain, pay } from "../base/resources.ts";
import type { CocState, HexKey } from "../base/state.ts";
import { assignFresh, peek } from "../../../kit/peek.ts";
import "./effects.ts";
import "./great-persons.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("events/events");

export type { EventFrame } from "../base/event-core.ts";
export { eventsState, loseAction } from "../base/event-core.ts";

// Pestilence forbids construction to players without Sanitation from now on (wonders: wonders/wonders.ts).
addConstructRestriction(rules, (s, seat) => constructionBlockedByEvent(s, seat) ? text("coc.err.afterPestilencePlayersSanitation") : null);

// ---- The event frame ------------------------------------------------------------------------------

defineAutoFrame<EventFrame>(rules, "event", (ctx, f) => {
  // The state and the frame are read once, on plain data (engine/kit/peek.ts), not through drafts: every path
  // below reads before it writes, so what it reads is current.
  const { options, decks, discards } = peek(ctx.s);
  const frame = peek(f);
  const { step, drawer } = frame;
  if (step === "draw") {
    // Optional events (L2076): before drawing, the drawer declares how the card will be resolved (not
    // asked when there is no card to draw at all).
    if (!frame.mode && options.events === "optional" && (decks.event.length || discards.event.length)) {
      f.mode = "declare";
      ask(ctx, drawer, "declare-event", ["full", "symbol"], {}, { always: true });
      return true;
    }
    if (!frame.source) {
      // Great Mausoleum (L1608-1612): its owner may take the top discard instead (wonders/wonders.ts puts it on the deck).
      f.source = "deck";
      if (offerMausoleum(ctx, drawer, "event")) return true;
    }
    const card = drawFrom(ctx, "event");
    if (!card) {
      emit(ctx, { type: "EventDeckEmpty", seat: drawer });
      pop(ctx, f);
      return true;
    }
    const def = eventCardDef(card);
    f.card = card;
    emit(ctx, { type: "EventCardRevealed", seat: drawer, card, symbol: def.baseEffect });
    f.tasks = def.baseEffect ? [{ op: `symbol:${def.baseEffect}`, seat: drawer }] : [];
    f.step = "symbol";
    return true;
  }
  // The next task is removed with one assignment instead of a shift through the draft, which drafts every task in
  // the list (no task function changes its task: they only read it).
  const tasks = frame.tasks;
  if (tasks?.length) {
    const task = tasks[0];
    if (tasks.length === 1) assignFresh(f, "tasks", []);
    else f.tasks = tasks.slice(1);
    runTask(ctx, task);
    return true;
  }
  if (step === "symbol") {
    // Game without events (L2074) or a card declared "symbol only" (L2076): the text is not resolved.
    if (options.events === "symbols-only" || frame.mode === "symbol") {
      emit(ctx, { type: "EventTextSkipped", seat: drawer, card: frame.card });
      finishEvent(ctx, f);
      return true;
    }
    f.step = "main";
    f.tasks = mainEffectTasks(ctx, eventCardDef(frame.card!), drawer);
    return true;
  }
  finishEvent(ctx, f);
  return true;
});

/** The main effect's tasks, for the players the card affects minus the protected ones. */
function mainEffectTasks(ctx: Ctx, card: EventCardDef, drawer: Seat): Task[] {
  const s = ctx.s;
  const { players } = peek(s);
  const candidates = card.scope === "all-players" ? clockwiseFrom(s, drawer) : [drawer];
  const seats = candidates.filter((seat) => {
    const by = card.protectedBy.find((a) => has(players[seat], a));
    if (by) emit(ctx, { type: "EventIgnored", seat, card: card.id, advance: by });
    return !by;
  });
  const effect = cardEffect(card.effectId);
  // Every card, base and expansion (events/expansion-effects.ts), has its main effect registered.
  if (!effect) throw new Error(`event card ${card.id} has no main effect ${card.effectId}`);
  return effect(s, card, seats, drawer);
}

function finishEvent(ctx: Ctx, f: EventFrame) {
  const { card, kept, drawer } = peek(f);
  if (!kept) {
    discardCard(ctx, drawer, "event", card!);
    emit(ctx, { type: "EventCardDiscarded", card });
  }
  pop(ctx, f);
  emit(ctx, { type: "EventResolved", seat: drawer, card });
  fireHook(ctx, "event-resolved", { drawer, card });
}

/** Optional events (L2076): the drawer's declaration, made before the card is drawn. */
defineChoice(rules, "declare-event", {
  label: () => (text("coc.event.declare")),
  optionLabel: (_s, _f, v) => v === "full"
    ? text("coc.event.declareFull")
    : text("coc.event.declareSymbol"),
  resolve(ctx, seat, value) {
    const f = currentEvent(ctx.s);
    if (f) f.mode = value === "symbol" ? "symbol" : "full";
    emit(ctx, { type: "EventDeclared", seat, mode: value === "symbol" ? "symbol" : "full" });
  },
});

// ---- Symbols (L1417-1433, L2116-2146) -------------------------------------------------------------

defineTask(rules, "symbol:gold-mine", (ctx, t) => {
  const gold = Number(EVENT_SYMBOLS.find((x) => x.id === "gold-mine")!.params.gold);
  gain(ctx, player(ctx.s, t.seat), { gold }, "gold-mine");
});

defineTask(rules, "symbol:barbarians-spawn", (ctx, t) => startBarbarianSpawn(ctx, t.seat));
defineTask(rules, "symbol:barbarians-move", (ctx, t) => startBarbarianMove(ctx, t.seat));
// Pirates spawn and raid is an expansion symbol (L1519-1531): barbarians/pirates.ts.

/**
 * Exhausted land (L1425-1433): an empty (no units, no city) land space that is not barren, next to
 * one of the drawer's cities; 6 tokens in the box (L171).
 */
export function exhaustibleHexes(s: CocState, seat: Seat): HexKey[] {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  const used = Object.values(s.hexes).filter((h) => h.exhausted).length;
  if (used >= EXHAUSTED_LAND_TOKENS) return [];
  const occupied = new Set(Object.values(s.units).map((u) => u.hex));
  const out = new Set<HexKey>();
  for (const c of citiesOf(s, seat)) {
    for (const h of boardNeighbors(s, c.hex)) {
      const hex = s.hexes[h];
      if (isLand(s, h) && hex.terrain !== "barren" && !hex.exhausted && !s.cities[h] && !occupied.has(h)) out.add(h);
    }
  }
  return [...out].sort();
}

defineTask(rules, "symbol:exhausted-land", (ctx, t) => {
  const options = exhaustibleHexes(ctx.s, t.seat);
  if (!options.length) emit(ctx, { type: "ExhaustedLandSkipped", seat: t.seat });
  ask(ctx, t.seat, "exhaust-hex", options);
});

defineChoice(rules, "exhaust-hex", {
  label: () => (text("coc.event.exhaust")),
  optionLabel: (s, _f, v) => (text("coc.hexTerrain", { hex: String(v), terrain: String(s.hexes[String(v)].terrain) })),
  resolve(ctx, seat, value) {
    const hex = String(value);
    ctx.s.hexes[hex].exhausted = true;
    emit(ctx, { type: "LandExhausted", seat, hex });
  },
});

// ---- Great persons (L1999; catalog §6.4) -----------------------------------------------------------

/**
 * After the symbol, the drawer may take the great person for 1 culture token; if they do not, each
 * other player clockwise may take it for 2; the first taker keeps it in hand, else it is discarded.
 */
defineTask(rules, "offer-great-person", (ctx, t) => {
  const s = peek(ctx.s); // only read: plain data, no proxy traps
  const card = String(t.card);
  const def = eventCardDef(card);
  const order = clockwiseFrom(s, t.drawer as Seat);
  for (let i = Number(t.index); i < order.length; i++) {
    const seat = order[i];
    const cost = greatPersonCost(s, card, seat === t.drawer);
    if (player(s, seat).cultureTokens < cost) continue;
    ask(ctx, seat, "take-great-person", ["yes", "no"], { card, drawer: t.drawer, index: i, cost }, { always: true });
    return;
  }
  emit(ctx, { type: "GreatPersonNotTaken", card: def.id });
});

function greatPersonCost(_s: CocState, _card: string, drawer: boolean): number {
  // TAKE_GREAT_PERSON in data: 1 culture token for the drawer, 2 for the others.
  return drawer ? 1 : 2;
}

defineChoice(rules, "take-great-person", {
  label: (_s, f) => text("coc.event.takeGreatPerson", { person: String(f.data.card), cost: Number(f.data.cost) }),
  resolve(ctx, seat, value, data) {
    if (value !== "yes") {
      queue(ctx, { op: "offer-great-person", seat, card: data.card, drawer: data.drawer, index: Number(data.index) + 1 });
      return;
    }
    const p = player(ctx.s, seat);
    const cost = Number(data.cost);
    pay(ctx, p, { fixed: { culture: cost }, flexible: [], goldSubstitutes: false }, { culture: cost }, "great-person");
    // Read on plain data, written without the proxies' traps (engine/kit/peek.ts): the hand as a new list.
    assignFresh(p, "greatPersons", [...(peek(p).greatPersons ?? []), String(data.card)]);
    const f = currentEvent(ctx.s);
    if (f && peek(f).card === data.card) assignFresh(f, "kept", true);
    emit(ctx, { type: "GreatPersonTaken", seat, card: data.card });
    greatPersonTaken(ctx, seat, String(data.card));
  },
});

// ---- Losing an action (Revolution) -----------------------------------------------------------------

onHook(rules, "turn-start", (ctx, { seat }: { seat: Seat }) => {
  const e = ctx.s.events!;
  const t = ctx.s.turn;
  if (!t) return;
  e.loseAction.splice(e.loseAction.indexOf(seat), 1);
  t.actionsLeft = Math.max(0, t.actionsLeft - 1);
  emit(ctx, { type: "ActionLost", seat, reason: "revolution" });
}, {
  when: (s, { seat }: { seat: Seat }) => {
    const pe = peek(s).events;
    return !!pe && peek(pe.loseAction).includes(seat);
  },
});

