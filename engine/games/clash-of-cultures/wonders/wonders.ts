/**
 * Wonders (L1545-1639). Wonder cards come into the hand with Engineering and Monuments (L1549); with
 * Engineering, as an action, a Happy city is activated to build one: the card's resources (gold may
 * replace food/wood/ore) and culture tokens (never replaced, L1569) are paid and the figure joins the
 * city (a city piece, not a building: it counts for size, L1557; several per city, L1553).
 *
 * Effects implemented here: Great Library (a borrowed advance for the turn), Great Statue (objective on
 * build; discard an objective for an extra action), Great Mausoleum (draw the top discard instead;
 * own discards go to the bottom), Great Lighthouse (a free ship when its city is activated), the
 * Colosseum's token exchange, Pyramids' tie win (turn/scoring.ts), capture and destruction (L1559-1565).
 * Elsewhere: Great Wall and the Colosseum's combat bonus (combat), Great Gardens (collect, movement),
 * the Lighthouse's first-player choice (turn/status-phase.ts), the Mausoleum's discards to the bottom (discardCard,
 * base/decks.ts).
 */
import { z } from "zod";
import type { Prompt, Seat, Text } from "../../../core/types.ts";
import type { Cost, WonderId } from "../data/index.ts";
import { activateCity, activationBlocker, canActivate } from "../base/activation.ts";
import { wonderDef } from "../base/catalog.ts";
import { drawFrom, drawToHand, onHandDraw } from "../base/decks.ts";
import { check, defineFrame, defineMove, emit, fireHook, onHook, pop, push, type Ctx } from "../base/flow.ts";
import { hexSchema, paymentSchema } from "../base/schemas.ts";
import { advanceDef, allAdvances, isBaseAdvance } from "../base/catalog.ts";
import { citiesOf, citySize, has, maxCitySize, owns, ownsWonder, player } from "../base/queries.ts";
import { defineCostRule, enforceLimits, pay, suggestPayment } from "../base/resources.ts";
import type { CocState, Frame, HexKey, Owner, Payment } from "../base/state.ts";
import { defineTurnMoves, spendAction } from "../turn/turn.ts";
import { inSupply, addUnit } from "../base/units.ts";
import { constructionBlockedByEvent } from "../base/event-core.ts";
import { peek } from "../../../kit/peek.ts";
import { colosseumCost } from "../rules/colosseum-cost.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("wonders/wonders");

export { ownsWonder };

const WONDER_IDS = ["great-wall", "great-statue", "great-mausoleum", "great-lighthouse", "great-library", "great-gardens", "pyramids", "colosseum"] as const satisfies readonly WonderId[];

// ---- Wonder cards ---------------------------------------------------------------------------------------

/**
 * Rules that may take over a wonder draw (Envoy's face-up wonders [EXP]): a rule returns true when it did
 * (it then pushed a prompt that draws later, and drawWonderCard returns null).
 */
const wonderDrawRules = new ListSlot<(ctx: Ctx, seat: Seat) => boolean>("wonder draw rules");

export function onWonderDraw(module: RuleModule, rule: (ctx: Ctx, seat: Seat) => boolean, opts?: { first?: boolean }) {
  addRule(module, wonderDrawRules, rule, opts);
}

/** Draws the top wonder card into `seat`'s hand (the wonder deck is never reshuffled); `rules: false` skips the take-over rules. */
export function drawWonderCard(ctx: Ctx, seat: Seat, rules = true): WonderId | null {
  if (rules) for (const rule of rulesInForce().list(wonderDrawRules)) if (rule(ctx, seat)) return null;
  const card = drawFrom(ctx, "wonder") as WonderId | null;
  if (!card) return null;
  player(ctx.s, seat).wonderCards.push(card);
  emit(ctx, { type: "WonderCardDrawn", seat, card, visibleTo: [seat], redacted: { type: "WonderCardDrawn", seat } });
  return card;
}

// Engineering and Monuments: on gaining them, draw the top wonder card (L1549, L1655, L1763).
onHook(rules, "advance-gained", (ctx, { seat, advance }: { seat: Seat; advance: string }) => {
  if (advance === "engineering" || advance === "monuments") drawWonderCard(ctx, seat);
}, { when: (_s, { advance }: { advance: string }) => advance === "engineering" || advance === "monuments" });

// ---- Building a wonder (Engineering, as an action) ------------------------------------------------------

export type BuildWonderMove = { type: "build-wonder"; wonder: WonderId; hex: HexKey; payment: Payment };

/**
 * [EXP] Rules for building wonders (Qin Shi Huang, civilizations/leaders.ts): a changed price in a city, and cities where
 * building is a free action instead of an action.
 */
export interface WonderRule {
  cost?(s: CocState, seat: Seat, wonder: WonderId, hex: HexKey, cost: Cost): Cost;
  freeAction?(s: CocState, seat: Seat, hex: HexKey): boolean;
}
export const wonderRules = new ListSlot<WonderRule>("wonder rules");

/** What building `wonder` in the city on `hex` costs `seat`. */
export function wonderCost(s: CocState, seat: Seat, wonder: WonderId, hex: HexKey): Cost {
  let cost = wonderDef(wonder).cost;
  for (const r of rulesInForce().list(wonderRules)) if (r.cost) cost = r.cost(s, seat, wonder, hex, cost);
  return cost;
}

/**
 * Open wonders variant (L2100-2106): the wonder cards lying face up on the table, which any player with
 * Engineering may build. They share the pool of Envoy's revealed cards (`events.publicWonders`, [EXP]);
 * variants.ts puts every drawn wonder card there. Empty unless the variant is on.
 */
export function openWonderCards(s: CocState): readonly WonderId[] {
  return s.options.openWonders === true ? (s.events?.publicWonders ?? []) : [];
}

/** Why `seat` may not build `wonder` in the city on `hex` now (ignoring payment), or null. */
export function wonderBlocker(s: CocState, seat: Seat, wonder: WonderId, hex: HexKey): Text | null {
  const p = player(s, seat);
  const def = wonderDef(wonder);
  if (!p.wonderCards.includes(wonder) && !openWonderCards(s).includes(wonder)) {
    return s.options.openWonders === true ? text("coc.err.wonderCardNeitherHand") : text("coc.err.doNotHaveWonder");
  }
  for (const a of [...def.alsoRequires, def.requiredAdvance]) if (!has(p, a)) return text("coc.err.wonderNeedsAdvance", { wonder, advance: a });
  return wonderSiteBlocker(s, seat, wonder, hex);
}

/** Why `hex` cannot take wonder `wonder` now (city, mood, activation, size, Pestilence), or null. */
export function wonderSiteBlocker(s: CocState, seat: Seat, wonder: WonderId, hex: HexKey): Text | null {
  const def = wonderDef(wonder);
  const city = s.cities[hex];
  if (!city || city.owner !== seat) return text("coc.err.buildWonderOneCities");
  if (def.requiresHappyCity && city.mood !== "happy") return text("coc.err.wonderBuiltHappyCity");
  const blocker = activationBlocker(s, seat, hex);
  if (blocker) return blocker;
  if (citySize(city) + 1 > maxCitySize(s, seat)) return text("coc.err.cityNotGrowBeyond");
  if (constructionBlockedByEvent(s, seat)) return text("coc.err.afterPestilencePlayersSanitationBuild");
  return null;
}

defineMove<BuildWonderMove>(rules, "build-wonder", {
  schema: z.object({ type: z.literal("build-wonder"), wonder: z.enum(WONDER_IDS), hex: hexSchema, payment: paymentSchema }),
  apply(ctx, seat, move) {
    const s = ctx.s;
    const blocker = wonderBlocker(s, seat, move.wonder, move.hex);
    check(!blocker, blocker!);
    const def = wonderDef(move.wonder);
    const cost = wonderCost(s, seat, move.wonder, move.hex);
    if (!rulesInForce().list(wonderRules).some((r) => r.freeAction?.(s, seat, move.hex))) spendAction(ctx, seat);
    // Culture tokens of a wonder's cost are never replaced, not even through the Colosseum (L1569).
    check((move.payment.culture ?? 0) === (cost.fixed.culture ?? 0) && !move.payment.mood, text("coc.err.wonderCulture", { wonder: def.id, n: cost.fixed.culture ?? 0 }));
    const p = player(s, seat);
    pay(ctx, p, cost, move.payment, def.id);
    if (p.wonderCards.includes(move.wonder)) p.wonderCards.splice(p.wonderCards.indexOf(move.wonder), 1);
    else {
      // Open wonders: the builder takes the card from the table (L2106).
      const table = s.events!.publicWonders!;
      table.splice(table.indexOf(move.wonder), 1);
    }
    const city = s.cities[move.hex];
    city.wonders.push({ id: move.wonder, builder: seat });
    emit(ctx, { type: "WonderBuilt", seat, hex: move.hex, wonder: move.wonder });
    if (move.wonder === "great-statue") drawToHand(ctx, seat, "objective");
    activateCity(ctx, seat, move.hex, "wonder");
    fireHook(ctx, "wonder-built", { seat, hex: move.hex, wonder: move.wonder });
  },
});

export function buildWonderMoves(s: CocState, seat: Seat): BuildWonderMove[] {
  const p = player(s, seat);
  const open = openWonderCards(s);
  if ((!p.wonderCards.length && !open.length) || !has(p, "engineering")) return [];
  const out: BuildWonderMove[] = [];
  for (const wonder of new Set([...p.wonderCards, ...open])) {
    const base = suggestPayment(p, wonderDef(wonder).cost);
    if (!base && !rulesInForce().list(wonderRules).length) continue;
    for (const c of citiesOf(s, seat)) {
      if (c.mood !== "happy" || wonderBlocker(s, seat, wonder, c.hex)) continue;
      const payment = rulesInForce().list(wonderRules).length ? suggestPayment(p, wonderCost(s, seat, wonder, c.hex)) : base;
      if (payment) out.push({ type: "build-wonder", wonder, hex: c.hex, payment });
    }
  }
  return out;
}

defineTurnMoves(rules, { types: ["build-wonder"], isAction: true, legal: buildWonderMoves });

// ---- Colosseum: mood and culture tokens pay for each other (L1567-1573) ----------------------------------

// The Colosseum: mood and culture tokens pay for each other (rules/colosseum-cost.ts, shared with the client).
defineCostRule(rules, colosseumCost);

// ---- Great Lighthouse: a free ship whenever its city is activated (L1597-1602) --------------------------

export interface LighthouseFrame extends Frame { kind: "lighthouse-ship"; seat: Seat; hex: HexKey }
export type LighthouseMove = { type: "lighthouse-ship"; hex: HexKey | null };

/** Explored sea spaces without enemy ships (units) where the Lighthouse's ship may appear. */
export function lighthouseSpaces(s: CocState, seat: Seat): HexKey[] {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  const blocked = new Set<HexKey>();
  for (const u of Object.values(s.units)) if (u.owner !== seat) blocked.add(u.hex);
  const out: HexKey[] = [];
  for (const h of Object.values(s.hexes)) if (h.terrain === "water" && !blocked.has(h.key)) out.push(h.key);
  return out;
}

onHook(rules, "city-activated", (ctx, { seat, hex, how }: { seat: Seat; hex: HexKey; how: string }) => {
  const city = ctx.s.cities[hex];
  if (!city || city.owner !== seat || !city.wonders.some((w) => w.id === "great-lighthouse")) return;
  // The activation that builds the Lighthouse does not yet have it (its abilities apply from then on, L1555).
  if (how === "wonder") {
    const built = [...ctx.events].reverse().find((e) => e.type === "WonderBuilt");
    if (built && built.wonder === "great-lighthouse" && built.hex === hex) return;
  }
  if (inSupply(ctx.s, seat, "ship") <= 0 || !lighthouseSpaces(ctx.s, seat).length) return;
  push(ctx, { kind: "lighthouse-ship", seat, hex } satisfies LighthouseFrame);
}, {
  // Only a city of the seat's with the Great Lighthouse.
  when: (s, { seat, hex }: { seat: Seat; hex: HexKey }) => {
    const city = peek(s).cities[hex];
    return !!city && city.owner === seat && city.wonders.some((w) => w.id === "great-lighthouse");
  },
});

defineFrame<LighthouseFrame>(rules, "lighthouse-ship", {
  moves: ["lighthouse-ship"],
  prompt: (s, f): Prompt => ({
    kind: "choose", seat: f.seat, id: "lighthouse-ship", moveType: "lighthouse-ship", min: 0, max: 1,
    label: text("coc.lighthouseShip"),
    options: lighthouseSpaces(s, f.seat).map((h) => ({ value: h, label: text("coc.hex", { hex: h }) })),
  }),
  legal: (s, f) => [{ type: "lighthouse-ship", hex: null }, ...lighthouseSpaces(s, f.seat).map((hex) => ({ type: "lighthouse-ship", hex }))],
});

defineMove<LighthouseMove>(rules, "lighthouse-ship", {
  schema: z.object({ type: z.literal("lighthouse-ship"), hex: hexSchema.nullable() }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "lighthouse-ship", text("coc.err.noLighthouseShipPlace"));
    pop(ctx, frame);
    if (move.hex === null) return;
    check(lighthouseSpaces(ctx.s, seat).includes(move.hex), text("coc.err.shipMustGoSea"));
    check(inSupply(ctx.s, seat, "ship") > 0, text("coc.err.haveNoShipLeft"));
    addUnit(ctx, seat, "ship", move.hex);
    emit(ctx, { type: "LighthouseShip", seat, hex: move.hex });
  },
});

// ---- Great Library: borrow a non-government advance for the turn (L1587-1595) ----------------------------

export type GreatLibraryMove = { type: "great-library"; advance: string };

function libraryOptions(s: CocState, seat: Seat): string[] {
  const p = player(s, seat);
  return allAdvances.filter((a) => !a.government && !owns(p, a.id)).map((a) => a.id);
}

function libraryBlocker(s: CocState, seat: Seat): Text | null {
  if (!s.turn || s.turn.seat !== seat) return text("coc.err.useGreatLibraryTurn");
  if (!ownsWonder(s, seat, "great-library")) return text("coc.err.doNotOwnGreat");
  if (s.turn.used.includes("great-library")) return text("coc.err.haveAlreadyUsedGreat");
  return null;
}

defineMove<GreatLibraryMove>(rules, "great-library", {
  schema: z.object({ type: z.literal("great-library"), advance: z.string().max(40) }),
  apply(ctx, seat, move) {
    const blocker = libraryBlocker(ctx.s, seat);
    check(!blocker, blocker!);
    check(isBaseAdvance(move.advance), text("coc.err.greatLibraryLendsAdvances"));
    check(!advanceDef(move.advance).government, text("coc.err.greatLibraryCannotLend"));
    check(!owns(player(ctx.s, seat), move.advance), text("coc.err.alreadyHaveAdvance"));
    ctx.s.turn!.used.push("great-library");
    player(ctx.s, seat).borrowedAdvance = move.advance;
    emit(ctx, { type: "AdvanceBorrowed", seat, advance: move.advance });
  },
});

/** The loan ends with the turn; limits it raised (Storage) apply again. */
function endLoan(ctx: Ctx, seat: Seat) {
  const p = player(ctx.s, seat);
  emit(ctx, { type: "AdvanceReturned", seat, advance: p.borrowedAdvance });
  p.borrowedAdvance = null;
  enforceLimits(p);
}
// A loan is taken only on the borrower's own turn (libraryBlocker), and only ending it ends a turn.
onHook(rules, "turn-end", (ctx, { seat }: { seat: Seat }) => endLoan(ctx, seat), {
  when: (s, { seat }: { seat: Seat }) => !!peek(s).players[seat].borrowedAdvance,
});

// ---- Great Statue: discard an objective card for an extra action, once per turn (L1628) -----------------

export type GreatStatueMove = { type: "great-statue"; card: string };

function statueBlocker(s: CocState, seat: Seat): Text | null {
  if (!s.turn || s.turn.seat !== seat) return text("coc.err.useGreatStatueTurn");
  if (!ownsWonder(s, seat, "great-statue")) return text("coc.err.doNotOwnGreatStatue");
  if (s.turn.used.includes("great-statue")) return text("coc.err.haveAlreadyUsedGreatStatue");
  return null;
}

defineMove<GreatStatueMove>(rules, "great-statue", {
  schema: z.object({ type: z.literal("great-statue"), card: z.string().max(80) }),
  apply(ctx, seat, move) {
    const blocker = statueBlocker(ctx.s, seat);
    check(!blocker, blocker!);
    const p = player(ctx.s, seat);
    const i = p.objectiveCards.indexOf(move.card);
    check(i >= 0, text("coc.err.doNotHaveObjective"));
    p.objectiveCards.splice(i, 1);
    ctx.s.discards.objective.push(move.card);
    ctx.s.turn!.used.push("great-statue");
    ctx.s.turn!.actionsLeft++;
    emit(ctx, { type: "CardDiscarded", seat, deck: "objective", card: move.card, reason: "great-statue" });
    emit(ctx, { type: "ExtraAction", seat, reason: "great-statue" });
  },
});

defineTurnMoves(rules, {
  types: ["great-library", "great-statue"],
  isAction: false,
  legal(s, seat) {
    const out: (GreatLibraryMove | GreatStatueMove)[] = [];
    // Most players own neither wonder: asked first, no refusal is worded for them.
    if (ownsWonder(s, seat, "great-library") && !libraryBlocker(s, seat)) for (const advance of libraryOptions(s, seat)) out.push({ type: "great-library", advance });
    if (ownsWonder(s, seat, "great-statue") && !statueBlocker(s, seat)) for (const card of new Set(player(s, seat).objectiveCards)) out.push({ type: "great-statue", card });
    return out;
  },
});

// ---- Great Mausoleum (L1606-1612) -------------------------------------------------------------------------

export function ownsMausoleum(s: CocState, seat: Seat): boolean {
  return ownsWonder(s, seat, "great-mausoleum");
}

export interface MausoleumFrame extends Frame { kind: "mausoleum-draw"; seat: Seat; deck: "action" | "event" }
export type MausoleumMove = { type: "mausoleum-draw"; from: "deck" | "discard" };

/**
 * For the events module: before `seat` draws an event card, call this; when it returns true a prompt was
 * pushed, and once it pops the top of the event deck is the card to draw (the player may have moved the
 * top discard there). Returns false when there is nothing to choose.
 */
export function offerMausoleum(ctx: Ctx, seat: Seat, deck: "action" | "event"): boolean {
  if (!ownsMausoleum(ctx.s, seat) || !ctx.s.discards[deck].length) return false;
  push(ctx, { kind: "mausoleum-draw", seat, deck } satisfies MausoleumFrame);
  return true;
}

// Action cards drawn into the hand: the Mausoleum's owner chooses where from.
onHandDraw(rules, (ctx, seat, deck) => deck === "action" && offerMausoleum(ctx, seat, "action"));

defineFrame<MausoleumFrame>(rules, "mausoleum-draw", {
  moves: ["mausoleum-draw"],
  prompt: (s, f): Prompt => {
    const top = s.discards[f.deck][s.discards[f.deck].length - 1];
    return {
      kind: "choose", seat: f.seat, id: "mausoleum-draw", moveType: "mausoleum-draw", min: 1, max: 1,
      label: text("coc.mausoleum", { deck: f.deck }),
      options: [
        { value: "deck", label: text("coc.mausoleum.deck") },
        { value: "discard", label: text("coc.mausoleum.discard", { deck: f.deck, card: top }) },
      ],
    };
  },
  legal: () => [{ type: "mausoleum-draw", from: "deck" }, { type: "mausoleum-draw", from: "discard" }],
});

defineMove<MausoleumMove>(rules, "mausoleum-draw", {
  schema: z.object({ type: z.literal("mausoleum-draw"), from: z.enum(["deck", "discard"]) }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "mausoleum-draw", text("coc.err.nothingDraw"));
    const f = frame as MausoleumFrame;
    pop(ctx, frame);
    const s = ctx.s;
    if (f.deck === "event") {
      // The events module draws next: put the chosen card on top of the event deck.
      if (move.from === "discard") {
        const card = s.discards.event.pop()!;
        s.decks.event.push(card);
        emit(ctx, { type: "MausoleumTook", seat, deck: "event", card });
      }
      return;
    }
    const p = player(s, seat);
    if (move.from === "discard") {
      const card = s.discards.action.pop()!;
      p.actionCards.push(card);
      emit(ctx, { type: "CardDrawn", seat, deck: "action", card, fromDiscard: true });
      return;
    }
    const card = drawFrom(ctx, "action");
    if (!card) return;
    p.actionCards.push(card);
    emit(ctx, { type: "CardDrawn", seat, deck: "action", card, visibleTo: [seat], redacted: { type: "CardDrawn", seat, deck: "action" } });
  },
});

// ---- Capture and destruction (L1559-1565) --------------------------------------------------------------

const captureSeen = new WeakMap<object, Set<string>>();

/**
 * Wonders change hands with their city: the new owner uses them and scores the owner's share, the
 * builder keeps the builder's share (the `builder` field is the cube on the card); a barbarian owner
 * uses nothing (the card is set aside). Ownership follows `city.owner`, so this only tells the story;
 * call it after the city's owner changed. It runs on the "city-captured" hook too and is idempotent
 * within a move, so calling it as well is harmless.
 */
export function wonderOnCapture(ctx: Ctx, hex: HexKey, from: Owner, to: Owner) {
  const city = ctx.s.cities[hex];
  if (!city || !city.wonders.length) return;
  const seen = captureSeen.get(ctx.events) ?? new Set<string>();
  captureSeen.set(ctx.events, seen);
  const key = `${hex}>${to}`;
  if (seen.has(key)) return;
  seen.add(key);
  for (const w of city.wonders) {
    emit(ctx, { type: to === "barbarian" ? "WonderSetAside" : "WonderCaptured", hex, wonder: w.id, builder: w.builder, from, to });
  }
}

onHook(rules, "city-captured", (ctx, { hex, from, to }: { hex: HexKey; from: Owner; to: Owner }) => wonderOnCapture(ctx, hex, from, to), {
  when: (s, { hex }: { hex: HexKey }) => {
    const city = peek(s).cities[hex];
    return !!city && peek(city.wonders).length > 0;
  },
});

/**
 * A destroyed city loses its wonders: removed from the game with their VP (L1561), the Pyramids too
 * (their exception covers only capture, L1618). Call before removing the city.
 */
export function wonderOnDestroy(ctx: Ctx, hex: HexKey) {
  const city = ctx.s.cities[hex];
  if (!city) return;
  for (const w of city.wonders) emit(ctx, { type: "WonderDestroyed", hex, wonder: w.id, builder: w.builder, owner: city.owner });
  city.wonders = [];
}

/** Seats whose built wonder wins ties for the most VP (Pyramids, L1620). */
export function tieWinners(s: CocState): Seat[] {
  const out: Seat[] = [];
  for (const c of Object.values(s.cities)) for (const w of c.wonders) if (wonderDef(w.id).winsTies) out.push(w.builder);
  return out;
}

export { canActivate };
