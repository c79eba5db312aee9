/**
 * Action: Influence culture (L999-1068), and its free-action form through Arts (L1045).
 *
 * A source city of the player spreads culture to a target city with a building not of the player's
 * colour within range (= source size, mood ignored; traced across sea, never through unexplored
 * regions, L1023). One die: 5-6 succeeds (Conversion: 4-6). Culture tokens boost the range (paid with
 * the move) and the roll (asked after the roll, only when it would turn a failure into a success).
 * A success swaps one building figure for the player's own; only one success per turn (L1019).
 */
import { z } from "zod";
import type { Prompt, Seat, Text } from "../../../core/types.ts";
import { CITY_LIMIT, INFLUENCE_SUCCESS_MIN_ROLL, type BuildingId, type Cost, type UnitTypeId } from "../data/index.ts";
import { actionCardDef, buildingDef } from "../base/catalog.ts";
import { check, defineFrame, defineMove, emit, fireHook, pop, push, type Ctx } from "../base/flow.ts";
import { rollDice } from "../base/dice.ts";
import { hexSchema, paymentSchema } from "../base/schemas.ts";
import { reachOrder } from "../base/reach.ts";
import { buildingFigures, citiesOf, citySize, has, isArmy, player, unitsAt } from "../base/queries.ts";
import { available, effectiveCost, gain, pay, paymentMatches, suggestPayment } from "../base/resources.ts";
import type { City, CocState, Frame, HexKey, Payment } from "../base/state.ts";
import { defineTurnMoves, shareInQuery, spendAction } from "../turn/turn.ts";
import { addUnit, inSupply, removeUnit } from "../base/units.ts";
import { resetActivations } from "../base/activation.ts";
import { ListSlot, ruleModule, rulesInForce } from "../../../kit/rules.ts";
import { keyedDerivation } from "../../../kit/derived.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("actions/influence");

const BUILDING_IDS = ["academy", "fortress", "port", "temple", "market", "obelisk", "observatory"] as const satisfies readonly BuildingId[];

export function cultureCost(n: number): Cost {
  return { fixed: n > 0 ? { culture: n } : {}, flexible: [], goldSubstitutes: false };
}

/**
 * Distances from `from` to every board hex within `max` steps, stepping through explored hexes only
 * (land or sea, any units or cities; L2189, L1023), in the order a breadth-first search reaches them. Shared
 * with Trade Routes.
 */
export function distancesWithin(s: CocState, from: HexKey, max: number): Map<HexKey, number> {
  const { hexes, dist: steps } = reachOrder(s, from);
  const dist = new Map<HexKey, number>();
  for (let i = 0; i < hexes.length && steps[i] <= max; i++) dist.set(hexes[i], steps[i]);
  return dist;
}

/** The hexes of `targets` within `max` steps of `from` (as `distancesWithin` counts), in the order reached, with their distances. */
function targetsWithin(s: CocState, from: HexKey, max: number, targets: ReadonlySet<HexKey>): [HexKey, number][] {
  const out: [HexKey, number][] = [];
  if (!targets.size) return out;
  const { hexes, dist } = reachOrder(s, from);
  for (let i = 0; i < hexes.length && dist[i] <= max; i++) {
    if (!targets.has(hexes[i])) continue;
    out.push([hexes[i], dist[i]]);
    if (out.length === targets.size) break;
  }
  return out;
}

/**
 * [EXP] Rules other modules add to influence (civilizations/civ-advances.ts, civilizations/leaders.ts): cities of others that may be a
 * source (Hellenistic Culture), targets that may not be influenced (Sulla's Dictator), and another price for
 * the Arts free action given the range tokens (Hellenistic Culture: 2 mood tokens instead of 1 culture token).
 * `sources` answers per seat, null when the rule gives the seat none: the seat's test of each city is made only then.
 */
export interface InfluenceRule {
  sources?(s: CocState, seat: Seat): ((city: City) => boolean) | null;
  target?(s: CocState, seat: Seat, target: City): Text | null;
  artsCost?(s: CocState, seat: Seat, rangeTokens: number): Cost | null;
}
export const influenceRules = new ListSlot<InfluenceRule>("influence rules");

/** Cities `seat` may influence from: its own, and others a rule allows. */
export function influenceSources(s: CocState, seat: Seat): readonly City[] {
  const own = citiesOf(s, seat);
  const tests = sourceTests(s, seat);
  if (!tests.length) return own;
  // A copy of the seat's list only once another's city qualifies (seldom: Hellenistic Culture).
  let out: City[] | null = null;
  for (const c of Object.values(s.cities)) {
    if (c.owner !== seat && tests.some((ok) => ok(c))) (out ??= own.slice()).push(c);
  }
  return out ?? own;
}

/** The tests of others' cities that may be `seat`'s sources, of the rules that give it some. */
function sourceTests(s: CocState, seat: Seat): ((city: City) => boolean)[] {
  const tests: ((city: City) => boolean)[] = [];
  for (const r of rulesInForce().list(influenceRules)) {
    const ok = r.sources?.(s, seat);
    if (ok) tests.push(ok);
  }
  return tests;
}

/** The other price of the Arts free action, if a rule offers one. */
function artsAlternative(s: CocState, seat: Seat, rangeTokens: number): Cost | null {
  for (const r of rulesInForce().list(influenceRules)) {
    const c = r.artsCost?.(s, seat, rangeTokens);
    if (c) return c;
  }
  return null;
}

/** The city has a building of another colour than `seat` (then it may influence only itself, unboosted, L1021). */
function hasForeignBuilding(city: City, seat: Seat): boolean {
  for (const colour of Object.values(city.buildings)) if (colour !== seat) return true;
  return false;
}


/**
 * Why `seat` may not boost (range or roll) an influence from `source` on `target` with culture tokens, or
 * null: a source under foreign influence cannot be boosted (L1021); the target's owner may forbid enemy
 * boosts with Separation of Power (Happy cities), Totalitarianism (cities with their army units) or
 * Devotion (cities with a Temple) (L1047-1051).
 */
export function boostBlocker(s: CocState, seat: Seat, source: City, target: City): Text | null {
  if (source.owner === seat && hasForeignBuilding(source, seat)) return text("coc.err.cityEnemyBuildingInfluence");
  const owner = target.owner;
  if (typeof owner !== "number" || owner === seat) return null;
  const p = player(s, owner);
  if (has(p, "separation-of-power") && target.mood === "happy") return text("coc.err.separationPowerCannotBoost");
  if (has(p, "totalitarianism") && unitsAt(s, target.hex).some((u) => u.owner === owner && isArmy(u))) {
    return text("coc.err.totalitarianismCannotBoostInfluence");
  }
  if (has(p, "devotion") && target.buildings.temple !== undefined) return text("coc.err.devotionCannotBoostInfluence");
  return null;
}

/**
 * Why `seat` may not target `building` in `target` at all (any source), or null.
 */
export function targetBlocker(s: CocState, seat: Seat, target: City, building: BuildingId): Text | null {
  const colour = target.buildings[building];
  if (colour === undefined) return text("coc.err.cityHasNoSuch");
  if (colour === seat) return text("coc.err.buildingAlreadyYours");
  for (const r of rulesInForce().list(influenceRules)) {
    const why = r.target?.(s, seat, target);
    if (why) return why;
  }
  if (buildingDef(building).immuneToInfluence) return text("coc.err.buildingImmune", { building });
  if (typeof target.owner === "number" && target.owner !== seat && has(player(s, target.owner), "monuments") && target.wonders.length > 0) {
    return text("coc.err.monumentsCannotInfluencePlayer");
  }
  // Figures of the seat's colour on the board (5 per colour, L1027-1029).
  if ((buildingFigures(s, seat)[building] ?? 0) >= buildingDef(building).perPlayerLimit) {
    return text("coc.err.influenceFiguresOut", { building });
  }
  return null;
}

// ---- Cultural Takeover (action card) ---------------------------------------------------------------

/** Marker in `turn.used` left by Cultural Takeover: the next Influence may target a size-1 barbarian city. */
export const CULTURAL_TAKEOVER = "cultural-takeover";
/** The `building` an Influence names to target a barbarian city's centre (Cultural Takeover). */
export const CITY_CENTRE = "city-centre";
export type InfluenceTarget = BuildingId | typeof CITY_CENTRE;
const TAKEOVER_MAX_SIZE = Number(actionCardDef("cultural-takeover-1").action.params.maxCitySize);
/** The unit the player gains in the city taken over, their choice (card text). */
const TAKEOVER_UNITS: UnitTypeId[] = ["settler", "infantry"];

/** Why `seat` may not take over `target` by culture (the card's marker aside), or null. */
export function takeoverBlocker(s: CocState, seat: Seat, target: City): Text | null {
  if (target.owner !== "barbarian") return text("coc.err.culturalTakeoverTargetsBarbarian");
  if (citySize(target) > TAKEOVER_MAX_SIZE) return text("coc.err.takeoverSize", { n: TAKEOVER_MAX_SIZE });
  if (citiesOf(s, seat).length >= CITY_LIMIT) return text("coc.err.cityLimit", { n: CITY_LIMIT });
  return null;
}

/** The city becomes `seat`'s: its barbarians are removed and the player gains a settler or an infantry there. */
function takeOver(ctx: Ctx, seat: Seat, source: HexKey, hex: HexKey) {
  const s = ctx.s;
  const city = s.cities[hex];
  const removed: number[] = [];
  for (const id in s.units) if (s.units[id].hex === hex && s.units[id].owner === "barbarian") removed.push(Number(id));
  for (const id of removed) removeUnit(ctx, id, "cultural-takeover");
  const from = city.owner;
  city.owner = seat;
  city.mood = "neutral";
  resetActivations(ctx, hex);
  emit(ctx, { type: "CityTakenOver", seat, source, hex, from, removedUnits: removed });
  const units = TAKEOVER_UNITS.filter((u) => inSupply(s, seat, u) > 0);
  if (units.length === 1) addUnit(ctx, seat, units[0], hex);
  else if (units.length > 1) push(ctx, { kind: "takeover-unit", seat, hex } satisfies TakeoverUnitFrame);
}

export interface TakeoverUnitFrame extends Frame { kind: "takeover-unit"; seat: Seat; hex: HexKey }
export type TakeoverUnitMove = { type: "takeover-unit"; unit: UnitTypeId };

function takeoverUnits(s: CocState, f: TakeoverUnitFrame): UnitTypeId[] {
  return TAKEOVER_UNITS.filter((u) => inSupply(s, f.seat, u) > 0);
}

defineFrame<TakeoverUnitFrame>(rules, "takeover-unit", {
  moves: ["takeover-unit"],
  prompt: (s, f): Prompt => ({
    kind: "choose", seat: f.seat, id: "takeover-unit", moveType: "takeover-unit", min: 1, max: 1,
    label: text("coc.takeoverUnit", { hex: f.hex }),
    options: takeoverUnits(s, f).map((u) => ({ value: u, label: text(`coc.unit.${u}`) })),
  }),
  legal: (s, f) => takeoverUnits(s, f).map((unit) => ({ type: "takeover-unit", unit })),
  auto(ctx, f) {
    // The supply may have run out meanwhile: nothing left to choose.
    const units = takeoverUnits(ctx.s, f);
    if (units.length > 1) return false;
    pop(ctx, f);
    if (units.length === 1) addUnit(ctx, f.seat, units[0], f.hex);
    return true;
  },
});

defineMove<TakeoverUnitMove>(rules, "takeover-unit", {
  schema: z.object({ type: z.literal("takeover-unit"), unit: z.enum(["settler", "infantry"]) }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "takeover-unit", text("coc.err.noUnitGain"));
    const f = frame as TakeoverUnitFrame;
    check(takeoverUnits(ctx.s, f).includes(move.unit), text("coc.err.noUnitInSupply", { unit: move.unit }));
    pop(ctx, f);
    addUnit(ctx, seat, move.unit, f.hex);
  },
});

/**
 * Size-1 barbarian cities `seat` could take over now, each with the source needing the fewest range
 * tokens (within the player's culture budget).
 */
export function takeoverReach(s: CocState, seat: Seat): Map<HexKey, { source: HexKey; needed: number }> {
  const best = new Map<HexKey, { source: HexKey; needed: number }>();
  const targets = citiesOf(s, "barbarian").filter((c) => !takeoverBlocker(s, seat, c));
  if (!targets.length) return best;
  const budget = cultureBudget(s, seat);
  // Each search stops once it has reached every target.
  const wanted = new Set(targets.map((c) => c.hex));
  for (const source of citiesOf(s, seat)) {
    if (hasForeignBuilding(source, seat)) continue;
    const size = citySize(source);
    const dist = new Map(targetsWithin(s, source.hex, size + budget, wanted));
    for (const target of targets) {
      const d = dist.get(target.hex);
      if (d === undefined) continue;
      const needed = Math.max(0, d - size);
      const prev = best.get(target.hex);
      if (!prev || needed < prev.needed) best.set(target.hex, { source: source.hex, needed });
    }
  }
  return best;
}

/** Cultural Takeover's condition: a size-1 barbarian city can be the target of one of your Influence attempts now. */
export function canTakeOver(s: CocState, seat: Seat): boolean {
  const t = s.turn;
  if (!t || t.seat !== seat || t.influenced) return false;
  const budget = cultureBudget(s, seat);
  const arts = has(player(s, seat), "arts") && !t.used.includes("arts");
  for (const { needed } of takeoverReach(s, seat).values()) {
    if ((t.actionsLeft > 0 && needed <= budget) || (arts && needed + 1 <= budget)) return true;
  }
  return false;
}

export type InfluenceMove = {
  type: "influence";
  source: HexKey;
  target: HexKey;
  /** The building to influence, or the city centre of a size-1 barbarian city (Cultural Takeover). */
  building: InfluenceTarget;
  /** "action" spends an action; "arts" is the Arts free action (1 culture token, once per turn). */
  via: "action" | "arts";
  /** Culture tokens: 1 for Arts, plus 1 per space of range beyond the source's size. */
  payment: Payment;
};

export interface InfluenceBoostFrame extends Frame {
  kind: "influence-boost";
  seat: Seat;
  source: HexKey;
  target: HexKey;
  building: InfluenceTarget;
  roll: number;
  /** Culture tokens that turn the roll into a success. */
  needed: number;
}

/** Tokens needed beyond the source's size to reach the target, or null when unreachable at any boost. */
function rangeNeeded(s: CocState, seat: Seat, source: City, target: City, maxBoost: number): number | null {
  const size = citySize(source);
  const dist = distancesWithin(s, source.hex, size + maxBoost).get(target.hex);
  if (dist === undefined) return null;
  return Math.max(0, dist - size);
}

function influenceRollBonus(s: CocState, seat: Seat): number {
  return has(player(s, seat), "conversion") ? 1 : 0;
}

/** Tokens the player can spend as culture tokens (mood too with the Colosseum). */
function cultureBudget(s: CocState, seat: Seat): number {
  const p = player(s, seat);
  const c = effectiveCost(s, seat, cultureCost(1));
  return p.cultureTokens + (c.fixed.culture ? 0 : p.moodTokens);
}

function resolve(ctx: Ctx, seat: Seat, source: HexKey, target: HexKey, building: InfluenceTarget, success: boolean) {
  const city = ctx.s.cities[target];
  if (success) {
    ctx.s.turn!.influenced = true;
    if (building === CITY_CENTRE) takeOver(ctx, seat, source, target);
    else {
      const from = city.buildings[building]!;
      city.buildings[building] = seat;
      emit(ctx, { type: "CultureInfluenced", seat, source, target, building, from });
    }
    if (has(player(ctx.s, seat), "conversion")) gain(ctx, player(ctx.s, seat), { culture: 1 }, "conversion");
  } else {
    emit(ctx, { type: "InfluenceFailed", seat, source, target, building });
  }
  fireHook(ctx, "influence-resolved", { seat, source, target, success });
}

defineMove<InfluenceMove>(rules, "influence", {
  schema: z.object({
    type: z.literal("influence"), source: hexSchema, target: hexSchema, building: z.enum([...BUILDING_IDS, CITY_CENTRE]), via: z.enum(["action", "arts"]), payment: paymentSchema,
  }),
  apply(ctx, seat, move) {
    const s = ctx.s;
    const t = s.turn;
    check(t && t.seat === seat, text("coc.err.influenceCultureTurn"));
    check(!t.influenced, text("coc.err.haveAlreadyInfluencedCulture"));
    const p = player(s, seat);
    if (move.via === "arts") {
      check(has(p, "arts"), text("coc.err.needArtsInfluenceCulture"));
      check(!t.used.includes("arts"), text("coc.err.haveAlreadyUsedArts"));
    }
    const source = s.cities[move.source];
    check(source && (source.owner === seat || sourceTests(s, seat).some((ok) => ok(source))), text("coc.err.sourceMustOneCities"));
    const target = s.cities[move.target];
    check(target, text("coc.err.noCityInfluence"));
    // Cultural Takeover's marker applies to the player's next Influence attempt, whatever it targets.
    const takeover = t.used.includes(CULTURAL_TAKEOVER);
    if (move.building === CITY_CENTRE) {
      check(takeover, text("coc.err.buildingsInfluencedL1018Barbarian"));
      const why = takeoverBlocker(s, seat, target);
      check(!why, why!);
    } else {
      const blocker = targetBlocker(s, seat, target, move.building);
      check(!blocker, blocker!);
    }
    if (takeover) t.used.splice(t.used.indexOf(CULTURAL_TAKEOVER), 1);
    if (source.owner === seat && hasForeignBuilding(source, seat)) check(source.hex === target.hex, text("coc.err.cityEnemyBuildingInfluenceItself"));
    const boostBlock = boostBlocker(s, seat, source, target);
    const needed = rangeNeeded(s, seat, source, target, boostBlock ? 0 : 99);
    check(needed !== null, boostBlock && rangeNeeded(s, seat, source, target, 99) !== null ? boostBlock : text("coc.err.cityOutRange"));
    if (move.via === "arts") t.used.push("arts");
    else spendAction(ctx, seat);
    let cost = cultureCost(needed + (move.via === "arts" ? 1 : 0));
    const alt = move.via === "arts" ? artsAlternative(s, seat, needed) : null;
    if (alt && !paymentMatches(effectiveCost(s, seat, cost), move.payment) && paymentMatches(effectiveCost(s, seat, alt), move.payment)) cost = alt;
    pay(ctx, p, cost, move.payment, move.via === "arts" ? "arts-range" : "influence-range");
    emit(ctx, { type: "InfluenceAttempted", seat, source: move.source, target: move.target, building: move.building, via: move.via, rangeBoost: needed });
    const die = rollDice(ctx, 1, "influence", seat)[0];
    const roll = die.value + influenceRollBonus(s, seat);
    if (roll >= INFLUENCE_SUCCESS_MIN_ROLL) {
      resolve(ctx, seat, move.source, move.target, move.building, true);
      return;
    }
    const missing = INFLUENCE_SUCCESS_MIN_ROLL - roll;
    // The roll may be boosted after the fact (L1012); ask only when it can turn the attempt into a success.
    if (!boostBlock && cultureBudget(s, seat) >= missing) {
      push(ctx, { kind: "influence-boost", seat, source: move.source, target: move.target, building: move.building, roll, needed: missing } satisfies InfluenceBoostFrame);
      return;
    }
    resolve(ctx, seat, move.source, move.target, move.building, false);
  },
});

export type InfluenceBoostMove = { type: "influence-boost"; payment: Payment | null };

defineFrame<InfluenceBoostFrame>(rules, "influence-boost", {
  moves: ["influence-boost"],
  prompt: (_s, f): Prompt => ({
    kind: "choose", seat: f.seat, id: "influence-boost", moveType: "influence-boost", min: 1, max: 1,
    label: text("coc.influenceBoost", { roll: f.roll, needed: f.needed }),
    options: [
      { value: "pay", label: text("coc.influenceBoost.pay", { needed: f.needed }) },
      { value: "decline", label: text("coc.influenceBoost.decline") },
    ],
  }),
  legal(s, f) {
    const out: InfluenceBoostMove[] = [{ type: "influence-boost", payment: null }];
    const p = player(s, f.seat);
    const payment = suggestPayment(p, cultureCost(f.needed)) ?? suggestColosseum(s, f.seat, f.needed);
    if (payment) out.push({ type: "influence-boost", payment });
    return out;
  },
});

/** A payment of `n` culture tokens, topping up with mood tokens when the Colosseum allows it. */
export function suggestColosseum(s: CocState, seat: Seat, n: number): Payment | null {
  const p = player(s, seat);
  const cost = effectiveCost(s, seat, cultureCost(n));
  const culture = Math.min(n, p.cultureTokens);
  const payment: Payment = culture ? { culture } : {};
  if (n - culture > 0) payment.mood = n - culture;
  return paymentMatches(cost, payment) && available(p, "mood") >= (payment.mood ?? 0) ? payment : null;
}

defineMove<InfluenceBoostMove>(rules, "influence-boost", {
  schema: z.object({ type: z.literal("influence-boost"), payment: paymentSchema.nullable() }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "influence-boost", text("coc.err.noInfluenceRollBoost"));
    const f = frame as InfluenceBoostFrame;
    pop(ctx, frame);
    if (move.payment === null) {
      resolve(ctx, seat, f.source, f.target, f.building, false);
      return;
    }
    pay(ctx, player(ctx.s, seat), cultureCost(f.needed), move.payment, "influence-roll");
    emit(ctx, { type: "InfluenceBoosted", seat, tokens: f.needed, roll: f.roll + f.needed });
    resolve(ctx, seat, f.source, f.target, f.building, true);
  },
});

/** Where `seat` could influence now: per target building, the source needing the fewest range tokens. */
interface Reach {
  budget: number;
  best: Map<string, { source: HexKey; needed: number }>;
}

const NO_HEXES: ReadonlySet<HexKey> = new Set();

/**
 * The cities holding a building the seat could take, per cities record (states share it until a city changes):
 * only they can be targets (`targetBlocker` refuses the seat's own and immune buildings), so each search from a
 * source stops once it has reached them all. Made at the first one: most listings find none.
 */
const takeableTargets = keyedDerivation((cities: CocState["cities"], seat: Seat): ReadonlySet<HexKey> => {
  let found: Set<HexKey> | null = null;
  for (const hex in cities) {
    const b = cities[hex].buildings;
    for (const k in b) {
      if (b[k as BuildingId] !== seat && !buildingDef(k).immuneToInfluence) {
        (found ??= new Set()).add(hex);
        break;
      }
    }
  }
  return found ?? NO_HEXES;
});

function influenceReach(s: CocState, seat: Seat): Reach | null {
  const t = s.turn!;
  const targets = takeableTargets(s.cities, seat);
  if (!targets.size && !t.used.includes(CULTURAL_TAKEOVER)) return null;
  const budget = cultureBudget(s, seat);
  const best = new Map<string, { source: HexKey; needed: number }>();
  // Whether a target building may not be influenced at all: the same answer from every source.
  const blocked = new Map<string, boolean>();
  for (const source of influenceSources(s, seat)) {
    const foreign = source.owner === seat && hasForeignBuilding(source, seat);
    const size = citySize(source);
    // Only the targets reached matter (any other city's buildings are all refused), in the order reached.
    const reached: [HexKey, number][] = !foreign ? targetsWithin(s, source.hex, size + budget, targets) : targets.has(source.hex) ? [[source.hex, 0]] : [];
    for (const [hex, d] of reached) {
      const target = s.cities[hex];
      const needed = Math.max(0, d - size);
      if (needed > 0 && boostBlocker(s, seat, source, target)) continue;
      for (const b of Object.keys(target.buildings) as BuildingId[]) {
        const key = `${hex}|${b}`;
        let no = blocked.get(key);
        if (no === undefined) blocked.set(key, (no = !!targetBlocker(s, seat, target, b)));
        if (no) continue;
        const prev = best.get(key);
        if (!prev || needed < prev.needed) best.set(key, { source: source.hex, needed });
      }
    }
  }
  if (t.used.includes(CULTURAL_TAKEOVER)) {
    for (const [target, r] of takeoverReach(s, seat)) best.set(`${target}|${CITY_CENTRE}`, r);
  }
  return { budget, best };
}

/**
 * Legal influence attempts: per target building and way (action / Arts), the source needing the fewest
 * range tokens (a representative subset of all sources).
 */
export function influenceMoves(s: CocState, seat: Seat, vias: ("action" | "arts")[]): InfluenceMove[] {
  const t = s.turn;
  if (!t || t.seat !== seat || t.influenced || !vias.length) return [];
  // The Influence action and Arts reach the same targets: one search from every city serves both.
  const reach = shareInQuery(s, seat, influenceReach);
  if (!reach) return [];
  const { budget, best } = reach;
  const p = player(s, seat);
  const out: InfluenceMove[] = [];
  for (const [key, { source, needed }] of best) {
    const [target, building] = key.split("|") as [HexKey, InfluenceTarget];
    for (const via of vias) {
      const n = needed + (via === "arts" ? 1 : 0);
      const standard = n > budget ? null : suggestPayment(p, cultureCost(n)) ?? suggestColosseum(s, seat, n);
      const alt = !standard && via === "arts" ? artsAlternative(s, seat, needed) : null;
      const payment = standard ?? (alt ? suggestPayment(p, effectiveCost(s, seat, alt)) : null);
      if (payment) out.push({ type: "influence", source, target, building, via, payment });
    }
  }
  return out;
}

defineTurnMoves(rules, { types: ["influence"], isAction: true, legal: (s, seat) => influenceMoves(s, seat, ["action"]) });
defineTurnMoves(rules, {
  types: ["influence"], isAction: false,
  legal: (s, seat) => (has(player(s, seat), "arts") && !s.turn!.used.includes("arts") ? influenceMoves(s, seat, ["arts"]) : []),
});
