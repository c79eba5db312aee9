/**
 * The pure part of Recruit (actions/recruit.ts, L815-889): what a recruit costs, which unit types a city may
 * recruit, which figures come from the board when the supply is out, and why a recruit is refused. No move
 * registration, so the browser client offers choices with exactly these functions (on its view, read as a
 * state). The expansion's changes (leader cards, Provinces, Sparta) are pure rules too: recruit-expansion.ts.
 */
import type { Seat, Text } from "../../../core/types.ts";
import { STACK_LIMIT, UNIT_TYPES, type Amounts, type Cost, type LeaderId, type PayableKind, type UnitTypeId } from "../data/index.ts";
import { moodSize } from "../base/mood.ts";
import { peek } from "../../../kit/peek.ts";
import { allUnits, has, player, unitDef } from "../base/queries.ts";
import type { City, CocState, HexKey, Unit } from "../base/state.ts";
import { supplyLimit } from "../base/units.ts";
import { draftKinds, leaderCardBlocker, waivesBuilding } from "./recruit-expansion.ts";
import { text } from "../text/index.ts";

export interface RecruitOptions {
  sanitation?: boolean;
  draft?: boolean;
  relocate?: number[];
  /** [EXP] The leader card recruited with a "leader" unit. */
  leader?: LeaderId;
}

/** Where a recruited unit of `type` appears: the city, or the port hex for ships. */
export function placeOf(city: City, type: UnitTypeId): HexKey | null {
  return unitDef(type).land ? city.hex : city.portHex;
}

/** Draft's price in mood tokens (L865, L1779). */
export function draftPrice(s: CocState, seat: Seat): number {
  return has(player(s, seat), "civil-liberties") ? 2 : 1;
}

/** What the recruit costs: each unit's cost added up, with Sanitation/Draft replacing one settler/infantry. */
export function recruitCost(s: CocState, seat: Seat, units: readonly UnitTypeId[], opts: RecruitOptions = {}): Cost {
  const fixed: Record<string, number> = {};
  const flexible: { count: number; from: readonly PayableKind[] }[] = [];
  let sanitation = opts.sanitation ?? false;
  let draft = opts.draft ?? false;
  for (const type of units) {
    if (sanitation && type === "settler") {
      sanitation = false;
      addAmounts(fixed, { mood: 1 });
      continue;
    }
    if (draft && type === "infantry") {
      draft = false;
      const kinds = draftKinds(s, seat);
      if (kinds.length > 1) flexible.push({ count: draftPrice(s, seat), from: kinds });
      else addAmounts(fixed, { [kinds[0]]: draftPrice(s, seat) });
      continue;
    }
    addUnitCost(fixed, flexible, type);
  }
  return { fixed, flexible, goldSubstitutes: true };
}

/**
 * What `units` cost without Sanitation or Draft: `recruitCost` on the unit data alone, the same in every state, so a
 * listing may price such a recruit once for the process (never change the cost).
 */
export function unitsCost(units: readonly UnitTypeId[]): Cost {
  const fixed: Record<string, number> = {};
  const flexible: { count: number; from: readonly PayableKind[] }[] = [];
  for (const type of units) addUnitCost(fixed, flexible, type);
  return { fixed, flexible, goldSubstitutes: true };
}

/** Adds one unit's own cost to a recruit's. */
function addUnitCost(fixed: Record<string, number>, flexible: { count: number; from: readonly PayableKind[] }[], type: UnitTypeId) {
  const cost = unitDef(type).cost;
  if (cost.goldSubstitutes) addAmounts(fixed, cost.fixed);
  else for (const [k, n] of Object.entries(cost.fixed)) if (n) flexible.push({ count: n, from: [k as PayableKind] });
  flexible.push(...cost.flexible);
}

function addAmounts(fixed: Record<string, number>, a: Amounts) {
  // for...in, not Object.entries: no array per unit (the data's amounts are plain object literals).
  for (const k in a) {
    const n = a[k as keyof Amounts];
    if (n) fixed[k] = (fixed[k] ?? 0) + n;
  }
}

/**
 * What recruiting by `seat` depends on besides the city and the units: counted in one pass over the units,
 * so listing recruits for every city and unit mix asks it once (`recruitBlocker`, `planRelocations`).
 */
export interface RecruitFacts {
  /** The seat's figures of each type on the board. */
  onBoard: Partial<Record<UnitTypeId, number>>;
  /** The seat's army units counting for the stack limit, by hex (L849). */
  army: Map<HexKey, number>;
  /** The kept unit list counted (`allUnits`): another list means a unit changed since. */
  units: readonly Unit[];
}

/**
 * The facts of `seat` on `s`, counted anew: one pass over the kept unit list costs less than keeping them per units
 * record and seat (docs/performance.md).
 */
export function recruitFacts(s: CocState, seat: Seat): RecruitFacts {
  const units = allUnits(s);
  const onBoard: Partial<Record<UnitTypeId, number>> = {};
  const army = new Map<HexKey, number>();
  for (const u of units) {
    if (u.owner !== seat) continue;
    onBoard[u.type] = (onBoard[u.type] ?? 0) + 1;
    if (unitDef(u.type).countsForStackLimit) army.set(u.hex, (army.get(u.hex) ?? 0) + 1);
  }
  return { onBoard, army, units };
}

/** Figures of `type` left in the seat's supply (base/units.ts `inSupply`, from the counted facts). */
function supplyLeft(facts: RecruitFacts, seat: Seat, type: UnitTypeId): number {
  return supplyLimit(seat, type) - (facts.onBoard[type] ?? 0);
}

/** Own figures to take from the board for the types whose supply is exhausted (given ones first, then picked). */
export function planRelocations(
  s: CocState, seat: Seat, city: City, units: readonly UnitTypeId[], given: readonly number[] = [], facts: RecruitFacts = recruitFacts(s, seat),
): { ids: number[] } | { error: Text } {
  // The common case, without counting per type: no type runs short even if every unit were of it. Apart from the
  // rest, which it seldom reaches: as one function, V8 never optimized it (too little of it ran per call).
  let enough = true;
  for (const type of units) if (supplyLeft(facts, seat, type) < units.length) enough = false;
  if (enough && !given.length) return { ids: [] };
  return pickRelocations(s, seat, city, units, given, facts);
}

/** `planRelocations` when some type may run short or figures are given. */
function pickRelocations(s: CocState, seat: Seat, city: City, units: readonly UnitTypeId[], given: readonly number[], facts: RecruitFacts): { ids: number[] } | { error: Text } {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  city = peek(city);
  const need = new Map<UnitTypeId, number>();
  for (const type of units) need.set(type, (need.get(type) ?? 0) + 1);
  const short = new Map<UnitTypeId, number>();
  for (const [type, n] of need) {
    const missing = n - Math.max(0, supplyLeft(facts, seat, type));
    if (missing > 0) short.set(type, missing);
  }
  // Every figure comes from the supply.
  if (!short.size && !given.length) return { ids: [] };
  const carrying = new Set<number>();
  for (const u of allUnits(s)) if (u.carriedBy !== null) carrying.add(u.carriedBy);
  const ids: number[] = [];
  const left = new Map(short);
  for (const id of given) {
    const u = s.units[id];
    if (!u || u.owner !== seat) return { error: text("coc.err.takeOwnFiguresBoard") };
    if (ids.includes(id)) return { error: text("coc.err.eachFigureTakenOnce") };
    if (!left.get(u.type)) return { error: text("coc.err.figuresInSupply", { unit: u.type }) };
    if (carrying.has(id)) return { error: text("coc.err.shipCarryingUnitsCannot") };
    left.set(u.type, left.get(u.type)! - 1);
    ids.push(id);
  }
  for (const [type, n] of left) {
    if (n <= 0) continue;
    const target = placeOf(city, type);
    const mine = allUnits(s).filter((u) => u.owner === seat && u.type === type && !ids.includes(u.id) && !carrying.has(u.id));
    const pick = [...mine.filter((u) => u.hex !== target), ...mine.filter((u) => u.hex === target)].slice(0, n);
    if (pick.length < n) return { error: text("coc.err.noFigureToRecruit", { unit: type }) };
    ids.push(...pick.map((u) => u.id));
  }
  return { ids };
}

/**
 * Why `seat` may not recruit `units` in the city on `hex` (activation and payment aside), or null. `facts`
 * (from `recruitFacts` on the same state) saves counting the units again when asking for many recruits.
 */
export function recruitBlocker(s: CocState, seat: Seat, hex: HexKey, units: readonly UnitTypeId[], opts: RecruitOptions = {}, facts?: RecruitFacts): Text | null {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  const city = s.cities[hex];
  if (!city || city.owner !== seat) return text("coc.err.recruitOwnCities");
  if (units.length === 0) return text("coc.err.chooseLeastOneUnitRecruit");
  // Every city may recruit one unit (its mood-modified size is at least 1): listings ask mostly about one.
  if (units.length > 1) {
    const max = moodSize(s, city);
    if (units.length > max) return text("coc.err.recruitMax", { n: max });
  }
  for (let i = 0; i < units.length; i++) {
    // A type repeated next to itself (a row of infantry) was checked already.
    if (i > 0 && units[i] === units[i - 1]) continue;
    const why = unitTypeBlocker(s, seat, city, units[i]);
    if (why) return why;
  }
  const leaderWhy = leaderCardBlocker(s, seat, units, opts);
  if (leaderWhy) return leaderWhy;
  if (opts.sanitation && (!has(player(s, seat), "sanitation") || !units.includes("settler"))) return text("coc.err.sanitationPaysOneSettler");
  if (opts.draft && (!has(player(s, seat), "draft") || !units.includes("infantry"))) return text("coc.err.draftPaysOneInfantry");
  facts ??= recruitFacts(s, seat);
  const plan = planRelocations(s, seat, city, units, opts.relocate, facts);
  if ("error" in plan) return plan.error;
  // Stack limit: own army units on the city hex after recruiting (L849).
  let army = facts.army.get(hex) ?? 0;
  for (const type of units) if (unitDef(type).countsForStackLimit) army++;
  for (const id of plan.ids) {
    const u = s.units[id];
    if (u.hex === hex && unitDef(u.type).countsForStackLimit) army--;
  }
  if (army > STACK_LIMIT) return text("coc.err.stackLimitHex", { n: STACK_LIMIT });
  return null;
}

/** Why `city` cannot recruit units of `type` at all (expansion, building, port), or null. */
export function unitTypeBlocker(s: CocState, seat: Seat, city: City, type: UnitTypeId): Text | null {
  const def = unitDef(type);
  if (def.expansion && !s.options.expansion) return text("coc.err.unitExpansion", { unit: type });
  if (def.requiresBuilding && city.buildings[def.requiresBuilding] === undefined && !waivesBuilding(s, seat, city, type)) return text("coc.err.unitNeedsBuilding", { unit: type, building: def.requiresBuilding });
  if (placeOf(city, type) === null) return text("coc.err.noPortForUnit", { unit: type });
  return null;
}

/** The unit types `city` may recruit (leaders need a leader card: see `recruitBlocker`). */
export function recruitableTypes(s: CocState, seat: Seat, city: City): UnitTypeId[] {
  return UNIT_TYPES.map((u) => u.id as UnitTypeId).filter((type) => !unitTypeBlocker(s, seat, city, type));
}
