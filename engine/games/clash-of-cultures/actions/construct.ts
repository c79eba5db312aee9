/**
 * Activate a city: Construct a building (L724-811). Cost 1 food + 1 wood + 1 ore (gold may replace any),
 * the unlocking advance, not in an Angry city, one of each type per city, the city may not grow beyond your
 * number of cities (max 5), 5 figures of each type per colour. A Port needs an adjacent sea hex, which the
 * player chooses as the port hex. On-build effects: Academy 2 ideas, Temple 1 mood or 1 culture token.
 * State Religion: once per turn a Temple costs no food (L747). Dogma: building a Temple may gain a
 * Theocracy advance for free (L1791-1793); its ideas limit of 2 applies at once.
 */
import { z } from "zod";
import type { Seat, Text } from "../../../core/types.ts";
import { BUILDINGS, type AdvanceId, type BuildingId, type Cost, type PayableKind } from "../data/index.ts";
import { advanceBlocker } from "./advance.ts";
import { gainAdvance } from "../base/gain-advance.ts";
import { boardNeighbors, isSea } from "../base/board.ts";
import { allAdvances, buildingDef } from "../base/catalog.ts";
import { drawToHand } from "../base/decks.ts";
import { check, defineMove, emitFresh, fireHook, onHook, type Ctx } from "../base/flow.ts";
import { hexSchema, paymentSchema } from "../base/schemas.ts";
import { workingMood } from "../base/mood.ts";
import { buildingFigures, citiesOf, citySize, has, maxCitySize, player } from "../base/queries.ts";
import { enforceLimits, gain, pay, suggestPayment } from "../base/resources.ts";
import type { City, CocState, HexKey, Payment } from "../base/state.ts";
import { defineTurnMoves, spendAction, turnUsed } from "../turn/turn.ts";
import { activateCity, activationBlocker } from "../base/activation.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { appendFresh, assignFresh, element, member, peek } from "../../../kit/peek.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("actions/construct");

export type ConstructMove = {
  type: "construct";
  city: HexKey;
  building: BuildingId;
  payment: Payment;
  /** Port only: the adjacent sea hex the port faces. */
  portHex?: HexKey;
  /** Buildings that give one token of a choice (Temple): which one. Default: the first listed (mood). */
  bonus?: PayableKind;
  /** Dogma, when building a Temple: the Theocracy advance to gain for free (omit to decline). */
  dogma?: AdvanceId;
};

/**
 * Extra restrictions other rules add (e.g. an event forbidding construction): return a reason to refuse
 * building `building` in the city on `hex`, or null.
 */
type ConstructRestriction = (s: CocState, seat: Seat, hex: HexKey, building: BuildingId) => Text | null;
const restrictions = new ListSlot<ConstructRestriction>("construct restrictions");
export function addConstructRestriction(module: RuleModule, fn: ConstructRestriction) {
  addRule(module, restrictions, fn);
}

/** Figures of `building` in `seat`'s colour on the board. */
export function buildingsOnBoard(s: CocState, seat: Seat, building: BuildingId): number {
  return buildingFigures(s, seat)[building] ?? 0;
}

/** Sea hexes next to the city, where a port may face. */
export function portHexes(s: CocState, cityHex: HexKey): HexKey[] {
  return boardNeighbors(s, cityHex).filter((h) => isSea(s, h));
}

const BUILDING_IDS: ReadonlySet<string> = new Set(BUILDINGS.map((b) => b.id));

/** What building by `seat` depends on besides the city: counted once when listing every city's buildings. */
export class ConstructFacts {
  readonly maxCitySize: number;
  private readonly s: CocState;
  private readonly seat: Seat;
  private figures: Readonly<Partial<Record<BuildingId, number>>> | undefined;

  constructor(s: CocState, seat: Seat) {
    this.s = s;
    this.seat = seat;
    this.maxCitySize = maxCitySize(s, seat);
  }

  /**
   * Figures of each building in the seat's colour on the board (kept: never change it). Counted when first asked:
   * a listing often refuses every city before (all at the size limit), and the count is made anew with every cities
   * record.
   */
  get onBoard(): Readonly<Partial<Record<BuildingId, number>>> {
    return (this.figures ??= buildingFigures(this.s, this.seat));
  }
}

export function constructFacts(s: CocState, seat: Seat): ConstructFacts {
  return new ConstructFacts(s, seat);
}

/**
 * The buildings `seat` may build at all (the expansion, the advance), as indexes in BUILDINGS: what
 * `buildingBlocker` checks first and no city changes, so listing every city's buildings leaves the others
 * out once, before any city is looked at (most of them, early in the game).
 */
export function buildableBuildings(s: CocState, seat: Seat): number[] {
  const p = player(s, seat);
  const out: number[] = [];
  for (let i = 0; i < BUILDINGS.length; i++) {
    const b = BUILDINGS[i];
    if ((!b.expansion || s.options.expansion) && has(p, b.requiredAdvance)) out.push(i);
  }
  return out;
}

/** No building may be placed in an Angry city. */
const angryForBuilding = (s: CocState, city: City) => workingMood(s, city) === "angry";
/** A building would take the city past the size limit (L575-577). */
const atSizeLimit = (city: City, facts: ConstructFacts) => citySize(city) + 1 > facts.maxCitySize;

/** Whether `buildingBlocker` refuses every building in the city (`seat`'s own): listings pass over it at once. */
export function refusesEveryBuilding(s: CocState, city: City, facts: ConstructFacts): boolean {
  return angryForBuilding(s, city) || atSizeLimit(city, facts);
}

/**
 * Why `seat` may not place `building` in the city on `hex` (activation aside), or null. `facts` (from
 * `constructFacts` on the same state) saves counting cities and figures again when asking for many.
 */
export function buildingBlocker(s: CocState, seat: Seat, hex: HexKey, building: BuildingId, portHex?: HexKey, facts?: ConstructFacts): Text | null {
  const city = s.cities[hex];
  if (!city || city.owner !== seat) return text("coc.err.buildOwnCities");
  if (!BUILDING_IDS.has(building)) return text("coc.err.noSuchBuilding", { building });
  const def = buildingDef(building);
  if (def.expansion && !s.options.expansion) return text("coc.err.buildingExpansion", { building });
  if (!has(player(s, seat), def.requiredAdvance)) return text("coc.err.buildingNeedsAdvance", { building, advance: def.requiredAdvance });
  if (angryForBuilding(s, city)) return text("coc.err.cannotBuildAngryCity");
  if (city.buildings[building] !== undefined) return text("coc.err.cityHasBuilding", { building });
  facts ??= constructFacts(s, seat);
  if (atSizeLimit(city, facts)) return text("coc.err.citySizeLimit", { n: facts.maxCitySize });
  if ((facts.onBoard[building] ?? 0) + reservedFigures(s, seat, building) >= def.perPlayerLimit) return text("coc.err.buildingFiguresOut", { n: def.perPlayerLimit, building });
  if (def.coastalOnly) {
    const seas = portHexes(s, hex);
    if (!seas.length) return text("coc.err.buildingCoastal", { building });
    if (portHex === undefined) return text("coc.err.choosePortHex", { building });
    if (!seas.includes(portHex)) return text("coc.err.portHexAdjacent", { building });
  }
  for (const r of rulesInForce().list(restrictions)) {
    const why = r(s, seat, hex, building);
    if (why) return why;
  }
  return null;
}

/** The building's price for `seat` now; `stateReligion` tells whether State Religion's discount applies. */
export function buildingCost(s: CocState, seat: Seat, building: BuildingId): { cost: Cost; stateReligion: boolean } {
  const def = buildingDef(building);
  const widen = (cost: Cost) => {
    for (const rule of rulesInForce().list(buildingCostRules)) cost = rule(s, seat, building, cost);
    return cost;
  };
  if (building === "temple" && has(player(s, seat), "state-religion") && !s.turn?.used.includes("state-religion") && (def.cost.fixed.food ?? 0) > 0) {
    const { food: _food, ...rest } = def.cost.fixed;
    return { cost: widen({ ...def.cost, fixed: rest }), stateReligion: true };
  }
  return { cost: widen(def.cost), stateReligion: false };
}

/** [EXP] Rules that change how a player may pay for buildings (Captivi: mood tokens replace resources). */
const buildingCostRules = new ListSlot<(s: CocState, seat: Seat, building: BuildingId, cost: Cost) => Cost>("building cost rules");

export function defineBuildingCostRule(module: RuleModule, rule: (s: CocState, seat: Seat, building: BuildingId, cost: Cost) => Cost) {
  addRule(module, buildingCostRules, rule);
}

/** [EXP] Figures of a building type a player has set aside and can no longer build (Rune Stones: obelisks). */
function reservedFigures(s: CocState, seat: Seat, building: BuildingId): number {
  return building === "obelisk" ? player(s, seat).runeStones ?? 0 : 0;
}

/** Theocracy advances Dogma may give now. */
export function dogmaChoices(s: CocState, seat: Seat): AdvanceId[] {
  if (!has(player(s, seat), "dogma")) return [];
  return allAdvances.filter((a) => a.category === "theocracy" && !advanceBlocker(s, seat, a.id)).map((a) => a.id);
}

/**
 * Places a building of `seat`'s colour in their city and applies its on-build effects and Dogma (used by
 * Construct and by cards that build). Checks everything but activation and payment.
 */
export function placeBuilding(ctx: Ctx, seat: Seat, hex: HexKey, building: BuildingId, opts: { portHex?: HexKey; bonus?: PayableKind; dogma?: AdvanceId } = {}) {
  const s = ctx.s;
  // Checked on plain data; the city reached and written without the proxies' traps (engine/kit/peek.ts).
  const blocker = buildingBlocker(peek(s), seat, hex, building, opts.portHex);
  check(!blocker, blocker!);
  const def = buildingDef(building);
  const city = element(s, "cities", hex) as City;
  const p = player(s, seat);
  if (opts.dogma !== undefined) {
    check(building === "temple", text("coc.err.dogmaGivesFreeAdvance"));
    check(dogmaChoices(s, seat).includes(opts.dogma), text("coc.err.dogmaGivesTheocracyAdvance"));
  }
  if (opts.bonus !== undefined) check(def.onBuild.gainOneOf.includes(opts.bonus), text("coc.err.buildingBonus", { building, resource: opts.bonus }));
  assignFresh(member(city, "buildings") as City["buildings"], building, seat);
  if (def.coastalOnly) assignFresh(city, "portHex", opts.portHex!);
  emitFresh(ctx, { type: "BuildingBuilt", seat, hex, building, portHex: def.coastalOnly ? opts.portHex : undefined });
  const g: Payment = { ...def.onBuild.gain };
  if (def.onBuild.gainOneOf.length) {
    const k = opts.bonus ?? def.onBuild.gainOneOf[0];
    g[k] = (g[k] ?? 0) + 1;
  }
  gain(ctx, p, g, `building:${building}`);
  for (let i = 0; i < def.onBuild.drawActionCards; i++) drawToHand(ctx, seat, "action");
  fireHook(ctx, "building-built", { seat, hex, building });
  if (opts.dogma !== undefined) {
    emitFresh(ctx, { type: "DogmaAdvance", seat, advance: opts.dogma });
    gainAdvance(ctx, seat, opts.dogma);
  }
}

// Dogma: from now on at most 2 ideas; the excess is discarded at once (L1791).
onHook(rules, "advance-gained", (ctx, { seat }: { seat: Seat }) => enforceLimits(player(ctx.s, seat)), {
  when: (_s, { advance }: { advance: string }) => advance === "dogma",
});

const buildingIds = BUILDINGS.map((b) => b.id) as [BuildingId, ...BuildingId[]];

defineMove<ConstructMove>(rules, "construct", {
  schema: z.object({
    type: z.literal("construct"), city: hexSchema, building: z.enum(buildingIds), payment: paymentSchema,
    portHex: hexSchema.optional(), bonus: z.enum(["food", "wood", "ore", "ideas", "gold", "mood", "culture"]).optional(),
    dogma: z.string().max(40).optional() as z.ZodType<AdvanceId | undefined>,
  }),
  apply(ctx, seat, move) {
    const s = ctx.s;
    const act = activationBlocker(s, seat, move.city);
    check(!act, act!);
    const blocker = buildingBlocker(peek(s), seat, move.city, move.building, move.portHex);
    check(!blocker, blocker!);
    spendAction(ctx, seat);
    const { cost, stateReligion } = buildingCost(s, seat, move.building);
    pay(ctx, player(s, seat), cost, move.payment, move.building);
    if (stateReligion) appendFresh(turnUsed(s), "state-religion");
    placeBuilding(ctx, seat, move.city, move.building, { portHex: move.portHex, bonus: move.bonus, dogma: move.dogma });
    activateCity(ctx, seat, move.city, "construct");
  },
});

const NO_PORT: readonly (HexKey | undefined)[] = [undefined];

defineTurnMoves(rules, {
  types: ["construct"],
  isAction: true,
  legal(s, seat) {
    const out: ConstructMove[] = [];
    const buildable = buildableBuildings(s, seat);
    if (!buildable.length) return out;
    const p = player(s, seat);
    const facts = constructFacts(s, seat);
    // A building's price does not depend on the city: each is priced once (by index in BUILDINGS).
    const payments: (Payment | null | undefined)[] = [];
    let dogma: AdvanceId | undefined | null = null;
    for (const city of citiesOf(s, seat)) {
      if (activationBlocker(s, seat, city.hex) || refusesEveryBuilding(s, city, facts)) continue;
      let coast: (HexKey | undefined)[] | undefined;
      for (const i of buildable) {
        const b = BUILDINGS[i];
        // What buildingBlocker refuses first, before a port's sea hexes are looked for.
        if (city.buildings[b.id] !== undefined) continue;
        const seas = b.coastalOnly ? (coast ??= portHexes(s, city.hex).slice(0, 2)) : NO_PORT;
        if (!seas.length) continue;
        if (buildingBlocker(s, seat, city.hex, b.id, seas[0], facts)) continue;
        let payment = payments[i];
        if (payment === undefined) payment = payments[i] = suggestPayment(p, buildingCost(s, seat, b.id).cost);
        if (!payment) continue;
        for (const portHex of seas) {
          const base: ConstructMove = { type: "construct", city: city.hex, building: b.id, payment };
          if (portHex !== undefined) base.portHex = portHex;
          const bonuses = (b.onBuild.gainOneOf as readonly PayableKind[]).length ? (b.onBuild.gainOneOf as readonly PayableKind[]) : [undefined];
          for (const bonus of bonuses) {
            const m: ConstructMove = bonus === undefined ? base : { ...base, bonus };
            out.push(m);
          }
          if (b.id === "temple") {
            if (dogma === null) dogma = dogmaChoices(s, seat)[0];
            if (dogma) out.push({ ...base, dogma });
          }
        }
      }
    }
    return out;
  },
});
