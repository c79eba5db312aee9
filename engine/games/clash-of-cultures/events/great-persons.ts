/**
 * Great persons (L1999; content catalog §6.4): event cards taken into a hand and played later, as an
 * action, like action cards. Each gives a free advance of its category first (prerequisites and the
 * one-government rule apply; it takes a cube from the event tracker like every gained advance, L1403),
 * then its bonus. A played great person goes to the event discard pile.
 */
import { z } from "zod";
import type { Seat, Text } from "../../../core/types.ts";
import {
  BUILDINGS, CITY_LIMIT, GREAT_PERSONS, TERRAINS, fixedCost, type AdvanceId, type BuildingId, type GreatPersonDef, type PayableKind,
} from "../data/index.ts";
import { takeableAdvances } from "../actions/advance.ts";
import { gainAdvance } from "../base/gain-advance.ts";
import { buildingBlocker, buildingCost, placeBuilding, portHexes } from "../actions/construct.ts";
import { canMoveSomething, GROUPS_PER_MOVE, type MovingFrame } from "../actions/move.ts";
import { tradeRoutes, type TradeIncomeFrame } from "../advances/effects.ts";
import { useTradeRoutes } from "../trade/market.ts";
import { boardNeighbors, revealRegion } from "../base/board.ts";
import { allowedOrientations, terrainIf } from "../actions/exploration.ts";
import { advanceDef, eventCardDef } from "../base/catalog.ts";
import { discardCard, drawToHand } from "../base/decks.ts";
import { check, defineMove, emit, fireHook, push, top, type Ctx } from "../base/flow.ts";
import { hexSchema, paymentSchema } from "../base/schemas.ts";
import { setMood } from "../base/mood.ts";
import { citiesOf, has, player } from "../base/queries.ts";
import { gain, pay, suggestPayment } from "../base/resources.ts";
import type { City, CocState, HexKey, Payment } from "../base/state.ts";
import { defineTurnMoves, spendAction } from "../turn/turn.ts";
import { eventsState } from "../base/event-core.ts";
import { KeyedSlot, putRule, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { assignFresh, peek } from "../../../kit/peek.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("events/great-persons");

export type GreatPersonMove = {
  type: "great-person";
  /** The event card in hand. */
  card: string;
  /** The free advance (null only when none of its categories offers one). */
  advance: AdvanceId | null;
  /** Great Artist: the city made Happy. */
  city?: HexKey;
  /** Great Prophet (a Temple) / Great Engineer (any building): build without activating the city, normal cost. */
  build?: { city: HexKey; building: BuildingId; payment: Payment; portHex?: HexKey; bonus?: PayableKind };
  /** Great Explorer: reveal a region next to one of your cities' regions, optionally founding a city there for 2 food. */
  explore?: { region: number; flipped: boolean; city?: HexKey; payment?: Payment };
};

const EXPLORER_CITY_COST = fixedCost({ food: 2 });

/**
 * Great persons of the Civilizations expansion add their effect here (events/expansion-effects.ts): an extra
 * reason the card cannot be played now, and what it does after the free advance.
 */
export interface GreatPersonRule {
  blocker?(s: CocState, seat: Seat, move: GreatPersonMove): Text | null;
  apply?(ctx: Ctx, seat: Seat, move: GreatPersonMove): void;
}
const GREAT_PERSON_RULES = new KeyedSlot<GreatPersonRule>("great person rules");

export function defineGreatPersonRule(module: RuleModule, effectId: string, rule: GreatPersonRule) {
  putRule(module, GREAT_PERSON_RULES, effectId, rule);
}

function greatPersonRule(effectId: string): GreatPersonRule | undefined {
  return rulesInForce().get(GREAT_PERSON_RULES, effectId);
}
const CAN_FOUND = new Map(TERRAINS.map((t) => [t.id as string, t.canFoundCity as boolean]));

export function greatPersonOf(card: string): GreatPersonDef {
  const id = eventCardDef(card).greatPerson;
  return GREAT_PERSONS.find((g) => g.id === id) as GreatPersonDef;
}

/**
 * Free advances the great person offers `seat` now: those of its categories among the advances without an
 * `advanceBlocker` (kept per advances list, in catalog order), not every advance's refusal worded anew.
 */
export function greatPersonAdvances(s: CocState, seat: Seat, gp: GreatPersonDef): AdvanceId[] {
  return takeableAdvances(s, seat).filter((a) => gp.freeAdvanceFrom.includes(advanceDef(a).category));
}

/** Unexplored regions next to a region holding one of `seat`'s cities. */
export function explorerRegions(s: CocState, seat: Seat): number[] {
  const home = new Set(citiesOf(s, seat).map((c) => s.hexes[c.hex].region));
  const out = new Set<number>();
  for (const r of home) {
    for (const h of s.regions[r].hexes) {
      for (const n of boardNeighbors(s, h)) {
        const ri = s.hexes[n].region;
        if (!s.regions[ri].explored) out.add(ri);
      }
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** Orientations the exploration rules allow when no unit enters (sea connection, board edge: L1162-1167). */
export function revealOrientations(s: CocState, region: number): boolean[] {
  return allowedOrientations(s, region, { shipCanEnter: [false, false] });
}

/** Why `seat` may not found a city on `hex` without a settler (the found-city rules, L662-672), or null. */
function cityBlocker(s: CocState, seat: Seat, hex: HexKey): Text | null {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  const h = s.hexes[hex];
  if (!h || h.terrain === null || h.terrain === "water") return text("coc.err.cityMustFoundedLand");
  if (!CAN_FOUND.get(h.terrain)) return text("coc.err.cityCannotFoundedBarren");
  if (s.cities[hex]) return text("coc.err.alreadyCity");
  if (h.exhausted) return text("coc.err.cityCannotFoundedExhausted");
  if (Object.values(s.units).some((u) => u.hex === hex && u.owner !== seat)) return text("coc.err.cityCannotFoundedWhere");
  if (citiesOf(s, seat).length >= CITY_LIMIT) return text("coc.err.noSettlementLeft", { n: CITY_LIMIT });
  return null;
}

function buildAllowed(gp: GreatPersonDef, building: BuildingId): boolean {
  return gp.effectId === "great-engineer" || (gp.effectId === "great-prophet" && building === "temple");
}

export function greatPersonBlocker(s: CocState, seat: Seat, move: GreatPersonMove): Text | null {
  const p = player(s, seat);
  if (!(p.greatPersons ?? []).includes(move.card)) return text("coc.err.doNotHoldGreatPerson");
  const gp = greatPersonOf(move.card);
  const advances = greatPersonAdvances(s, seat, gp);
  if (move.advance === null) {
    if (advances.length) return text("coc.err.chooseFreeAdvance", { advances: advances.join(",") });
  } else if (!advances.includes(move.advance)) {
    return text("coc.err.personCannotGiveAdvance", { person: gp.id, advance: move.advance });
  }
  if (move.city !== undefined) {
    if (gp.effectId !== "great-artist") return text("coc.err.personNoHappy", { person: gp.id });
    if (s.cities[move.city]?.owner !== seat) return text("coc.err.chooseOneCities");
  }
  if (move.build && !buildAllowed(gp, move.build.building)) return text("coc.err.personCannotBuild", { person: gp.id, building: move.build.building });
  if (move.explore) {
    if (gp.effectId !== "great-explorer") return text("coc.err.personNoExplore", { person: gp.id });
    if (!explorerRegions(s, seat).includes(move.explore.region)) return text("coc.err.chooseUnexploredRegionNext");
    if (!revealOrientations(s, move.explore.region).includes(move.explore.flipped)) return text("coc.err.explorationRulesDoNot");
  }
  return greatPersonRule(gp.effectId)?.blocker?.(s, seat, move) ?? null;
}

function apply(ctx: Ctx, seat: Seat, move: GreatPersonMove) {
  const s = ctx.s;
  // Checked on plain data; the hand written once, as a new list, without the proxies' traps (engine/kit/peek.ts).
  const blocker = greatPersonBlocker(peek(s), seat, move);
  check(!blocker, blocker!);
  const gp = greatPersonOf(move.card);
  if (gp.timing === "action") spendAction(ctx, seat);
  const p = player(s, seat);
  const held = [...peek(p).greatPersons!];
  held.splice(held.indexOf(move.card), 1);
  assignFresh(p, "greatPersons", held);
  emit(ctx, { type: "GreatPersonPlayed", seat, card: move.card, person: gp.id });
  discardCard(ctx, seat, "event", move.card);
  if (move.advance) {
    emit(ctx, { type: "FreeAdvance", seat, advance: move.advance, reason: gp.id });
    gainAdvance(ctx, seat, move.advance);
  }
  switch (gp.effectId) {
    case "great-artist": {
      if (move.city) setMood(ctx, s.cities[move.city], "happy", gp.id);
      break;
    }
    case "great-philosopher":
    case "great-scientist":
      gain(ctx, p, { ideas: Number(gp.params.ideas ?? 0) }, gp.id);
      for (let i = 0; i < Number(gp.params.actionCards ?? 0); i++) drawToHand(ctx, seat, "action");
      break;
    case "elder-statesman":
      for (let i = 0; i < Number(gp.params.actionCards ?? 0); i++) drawToHand(ctx, seat, "action");
      break;
    case "great-prophet":
    case "great-engineer":
      if (move.build) {
        const b = move.build;
        const why = buildingBlocker(s, seat, b.city, b.building, b.portHex);
        check(!why, why!);
        const { cost, stateReligion } = buildingCost(s, seat, b.building);
        pay(ctx, p, cost, b.payment, b.building);
        if (stateReligion) s.turn!.used.push("state-religion");
        placeBuilding(ctx, seat, b.city, b.building, { portHex: b.portHex, bonus: b.bonus });
      }
      break;
    case "great-merchant":
      tradeRoutesIncomeNow(ctx, seat);
      break;
    case "great-warlord":
      // A free Move action; its first battle's +2 combat value is read by combat from `events.warlord`, which
      // that battle or the end of this Move action clears (move.ts; a turn cannot end during a Move action).
      if (canMoveSomething(s, seat)) {
        s.turn!.movedThisAction = [];
        eventsState(s).warlord = seat;
        push(ctx, { kind: "moving", seat, movesLeft: GROUPS_PER_MOVE, sailed: false, navigated: false } satisfies MovingFrame);
        emit(ctx, { type: "MoveActionStarted", seat, free: gp.id });
      }
      break;
    case "great-explorer":
      if (move.explore) explore(ctx, seat, move.explore);
      break;
    default:
      greatPersonRule(gp.effectId)?.apply?.(ctx, seat, move);
  }
}

/** Great Merchant: the Trade Routes income of the turn start, once more (L1745; Currency may turn it into gold). */
function tradeRoutesIncomeNow(ctx: Ctx, seat: Seat) {
  const p = player(ctx.s, seat);
  if (!has(p, "trade-routes")) return;
  // [EXP] Market gold and skipping routes to Market cities (trade/market.ts).
  if (ctx.s.options.expansion) return useTradeRoutes(ctx, seat, "great-merchant");
  const routes = tradeRoutes(ctx.s, seat);
  if (!routes.length) return;
  const amount = routes.length * Number(advanceDef("trade-routes").params.foodPerRoute);
  emit(ctx, { type: "TradeRoutes", seat, routes });
  if (has(p, "currency")) push(ctx, { kind: "trade-routes-income", seat, amount } satisfies TradeIncomeFrame);
  else gain(ctx, p, { food: amount }, "trade-routes");
}

function explore(ctx: Ctx, seat: Seat, e: NonNullable<GreatPersonMove["explore"]>) {
  revealRegion(ctx, e.region, e.flipped);
  if (e.city === undefined) return;
  const s = ctx.s;
  check(s.regions[e.region].hexes.includes(e.city), text("coc.err.newCityMustRevealed"));
  const why = cityBlocker(s, seat, e.city);
  check(!why, why!);
  pay(ctx, player(s, seat), EXPLORER_CITY_COST, e.payment ?? {}, "explorer-city");
  const city: City = { hex: e.city, owner: seat, mood: "neutral", buildings: {}, portHex: null, wonders: [] };
  s.cities[e.city] = city;
  emit(ctx, { type: "CityFounded", seat, hex: e.city, settler: null, reason: "great-explorer" });
  fireHook(ctx, "city-founded", { seat, hex: e.city });
}

defineTurnMoves(rules, {
  types: ["great-person"],
  isAction: true,
  legal(s, seat) {
    const out: GreatPersonMove[] = [];
    const p = player(s, seat);
    for (const card of new Set(p.greatPersons ?? [])) {
      const gp = greatPersonOf(card);
      const advances = greatPersonAdvances(s, seat, gp);
      const advance = advances[0] ?? null;
      for (const a of advances.length ? advances : [null]) {
        const m: GreatPersonMove = { type: "great-person", card, advance: a };
        if (!greatPersonRule(gp.effectId) || !greatPersonBlocker(s, seat, m)) out.push(m);
      }
      if (gp.effectId === "great-artist") {
        for (const c of citiesOf(s, seat)) if (c.mood !== "happy") out.push({ type: "great-person", card, advance, city: c.hex });
      }
      if (gp.effectId === "great-prophet" || gp.effectId === "great-engineer") {
        for (const c of citiesOf(s, seat)) {
          for (const b of BUILDINGS) {
            if (!buildAllowed(gp, b.id)) continue;
            const portHex = b.coastalOnly ? portHexes(s, c.hex)[0] : undefined;
            if (buildingBlocker(s, seat, c.hex, b.id, portHex)) continue;
            const payment = suggestPayment(p, buildingCost(s, seat, b.id).cost);
            if (!payment) continue;
            out.push({ type: "great-person", card, advance, build: { city: c.hex, building: b.id, payment, ...(portHex ? { portHex } : {}) } });
          }
        }
      }
      if (gp.effectId === "great-explorer") {
        const payment = suggestPayment(p, EXPLORER_CITY_COST);
        for (const region of explorerRegions(s, seat)) {
          const flipped = revealOrientations(s, region)[0];
          out.push({ type: "great-person", card, advance, explore: { region, flipped } });
          if (!payment) continue;
          const hex = s.regions[region].hexes.find((h) => wouldFound(s, seat, region, flipped, h));
          if (hex) out.push({ type: "great-person", card, advance, explore: { region, flipped, city: hex, payment } });
        }
      }
    }
    return out;
  },
});

/** Whether founding on `hex` after revealing `region` with orientation `flipped` would be allowed (for legal moves). */
function wouldFound(s: CocState, seat: Seat, region: number, flipped: boolean, hex: HexKey): boolean {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  if (!CAN_FOUND.get(terrainIf(s, region, flipped, hex))) return false;
  return !s.cities[hex] && !s.hexes[hex].exhausted && !Object.values(s.units).some((u) => u.hex === hex && u.owner !== seat) && citiesOf(s, seat).length < CITY_LIMIT;
}

const paymentKinds = ["food", "wood", "ore", "ideas", "gold", "mood", "culture"] as const;

defineMove<GreatPersonMove>(rules, "great-person", {
  schema: z.object({
    type: z.literal("great-person"),
    card: z.string().max(40),
    advance: (z.string().max(40) as z.ZodType<AdvanceId>).nullable(),
    city: hexSchema.optional(),
    build: z.object({
      city: hexSchema, building: z.string().max(30) as z.ZodType<BuildingId>, payment: paymentSchema,
      portHex: hexSchema.optional(), bonus: z.enum(paymentKinds).optional(),
    }).optional(),
    explore: z.object({ region: z.number().int().min(0).max(99), flipped: z.boolean(), city: hexSchema.optional(), payment: paymentSchema.optional() }).optional(),
  }),
  // Takes no frame argument: the turn frame is only read, on plain data (engine/kit/peek.ts), never drafted.
  apply(ctx, seat, move) {
    check(top(peek(ctx.s))!.kind === "turn", text("coc.err.playGreatPersonTurn"));
    apply(ctx, seat, move);
  },
});
