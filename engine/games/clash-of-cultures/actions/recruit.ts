/**
 * Activate a city: Recruit (L815-889). Up to the mood-modified size in units (Happy +1, Angry 1), any mix,
 * each paid at its own cost (data/units.ts). Land units appear in the city, ships on its port hex (a Port
 * is needed, L819, L825); an enemy ship there starts a sea battle at once. At most 4 army units per land
 * hex (L849). With every figure of a type on the board, one of them is taken from the board instead (L827).
 * Advances: Sanitation (one settler for 1 mood token, L861), Draft (one infantry for 1 mood token, 2 with
 * Civil Liberties, L865, L1779), Medicine (take back 1 resource just spent, L863, L1769), Nationalism (1 mood
 * or culture token after recruiting an army unit or ship, L867).
 */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import { STACK_LIMIT, UNIT_TYPES, type Amounts, type Cost, type LeaderId, type PayableKind, type ResourceKind, type UnitTypeId } from "../data/index.ts";
import { startBattle } from "../combat.ts";
import { check, defineMove, emit, fireHook, type Ctx } from "../flow.ts";
import { hexSchema, paymentSchema } from "../moves.ts";
import { moodSize } from "../mood.ts";
import { citiesOf, has, player, unitDef } from "../queries.ts";
import { gain, pay, suggestPayment } from "../resources.ts";
import type { City, CocState, HexKey, Payment, Unit } from "../state.ts";
import { defineTurnMoves, spendAction } from "../turn.ts";
import { addUnit, inSupply } from "../units.ts";
import { activateCity, activationBlocker } from "./activate.ts";
import { snapshot } from "../peek.ts";

export type RecruitMove = {
  type: "recruit";
  city: HexKey;
  units: UnitTypeId[];
  payment: Payment;
  /** Sanitation: pay 1 mood token instead of one settler's cost. */
  sanitation?: boolean;
  /** Draft: pay 1 mood token (2 with Civil Liberties) instead of one infantry's cost. */
  draft?: boolean;
  /** Own figures taken from the board for types whose figures are all out (L827); missing ones are picked for you. */
  relocate?: number[];
  /** Medicine: the resource to take back (default: the most valuable one paid). */
  medicine?: ResourceKind;
  /** Nationalism: the token to gain (default mood). */
  nationalism?: "mood" | "culture";
  /** [EXP] The leader card recruited with a "leader" unit (leaders.ts). */
  leader?: LeaderId;
};

export interface RecruitOptions {
  sanitation?: boolean;
  draft?: boolean;
  relocate?: number[];
  /** [EXP] The leader card recruited with a "leader" unit. */
  leader?: LeaderId;
}

/**
 * [EXP] Rules other modules add to recruiting (leaders.ts, civ-advances.ts): extra checks, a unit's building
 * requirement waived (Provinces), other tokens paying for Draft (Sparta), and work done right after the
 * payment (a replaced leader leaves the map before the new one is placed).
 */
export interface RecruitRule {
  blocker?(s: CocState, seat: Seat, city: City, units: readonly UnitTypeId[], opts: RecruitOptions): string | null;
  waivesBuilding?(s: CocState, seat: Seat, city: City, type: UnitTypeId): boolean;
  draftKinds?(s: CocState, seat: Seat): readonly PayableKind[] | null;
  afterPayment?(ctx: Ctx, seat: Seat, city: City, units: readonly UnitTypeId[], opts: RecruitOptions): void;
}
export const recruitRules: RecruitRule[] = [];

const UNIT_IDS = UNIT_TYPES.map((u) => u.id) as [UnitTypeId, ...UnitTypeId[]];
const MEDICINE_PREFERENCE: readonly ResourceKind[] = ["gold", "ore", "wood", "ideas", "food"];

/** Where a recruited unit of `type` appears: the city, or the port hex for ships. */
function placeOf(city: City, type: UnitTypeId): HexKey | null {
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
  const add = (a: Amounts) => {
    for (const [k, n] of Object.entries(a)) if (n) fixed[k] = (fixed[k] ?? 0) + n;
  };
  let sanitation = opts.sanitation ?? false;
  let draft = opts.draft ?? false;
  for (const type of units) {
    if (sanitation && type === "settler") {
      sanitation = false;
      add({ mood: 1 });
      continue;
    }
    if (draft && type === "infantry") {
      draft = false;
      const kinds = recruitRules.length ? recruitRules.map((r) => r.draftKinds?.(s, seat)).find((k) => k) : null;
      if (kinds) flexible.push({ count: draftPrice(s, seat), from: kinds });
      else add({ mood: draftPrice(s, seat) });
      continue;
    }
    const cost = unitDef(type).cost;
    if (cost.goldSubstitutes) add(cost.fixed);
    else for (const [k, n] of Object.entries(cost.fixed)) if (n) flexible.push({ count: n, from: [k as PayableKind] });
    flexible.push(...cost.flexible);
  }
  return { fixed, flexible, goldSubstitutes: true };
}

/** Own figures to take from the board for the types whose supply is exhausted (given ones first, then picked). */
export function planRelocations(s: CocState, seat: Seat, city: City, units: readonly UnitTypeId[], given: readonly number[] = []): { ids: number[] } | { error: string } {
  s = snapshot(s); // read-only: plain data is much faster than the draft (peek.ts)
  city = snapshot(city);
  const need = new Map<UnitTypeId, number>();
  for (const type of units) need.set(type, (need.get(type) ?? 0) + 1);
  const short = new Map<UnitTypeId, number>();
  for (const [type, n] of need) {
    const missing = n - Math.max(0, inSupply(s, seat, type));
    if (missing > 0) short.set(type, missing);
  }
  const carrying = new Set<number>();
  for (const u of Object.values(s.units)) if (u.carriedBy !== null) carrying.add(u.carriedBy);
  const ids: number[] = [];
  const left = new Map(short);
  for (const id of given) {
    const u = s.units[id];
    if (!u || u.owner !== seat) return { error: "You can take only your own figures from the board" };
    if (ids.includes(id)) return { error: "Each figure can be taken only once" };
    if (!left.get(u.type)) return { error: `You still have ${unitDef(u.type).name.en} figures in your supply` };
    if (carrying.has(id)) return { error: "A ship carrying units cannot be taken from the board" };
    left.set(u.type, left.get(u.type)! - 1);
    ids.push(id);
  }
  for (const [type, n] of left) {
    if (n <= 0) continue;
    const target = placeOf(city, type);
    const mine = Object.values(s.units).filter((u) => u.owner === seat && u.type === type && !ids.includes(u.id) && !carrying.has(u.id));
    const pick = [...mine.filter((u) => u.hex !== target), ...mine.filter((u) => u.hex === target)].slice(0, n);
    if (pick.length < n) return { error: `You have no ${unitDef(type).name.en} figure left to recruit` };
    ids.push(...pick.map((u) => u.id));
  }
  return { ids };
}

/** Why `seat` may not recruit `units` in the city on `hex` (activation and payment aside), or null. */
export function recruitBlocker(s: CocState, seat: Seat, hex: HexKey, units: readonly UnitTypeId[], opts: RecruitOptions = {}): string | null {
  s = snapshot(s); // read-only: plain data is much faster than the draft (peek.ts)
  const city = s.cities[hex];
  if (!city || city.owner !== seat) return "You can recruit only in your own cities";
  if (units.length === 0) return "Choose at least one unit to recruit";
  const max = moodSize(s, city);
  if (units.length > max) return `This city may recruit at most ${max} unit(s)`;
  const p = player(s, seat);
  for (const type of units) {
    const def = unitDef(type);
    if (def.expansion && !s.options.expansion) return `${def.name.en} units belong to the Civilizations expansion`;
    if (type === "leader" && !opts.leader) return "Choose which of your leader cards to recruit";
    if (def.requiresBuilding && city.buildings[def.requiresBuilding] === undefined && !recruitRules.some((r) => r.waivesBuilding?.(s, seat, city, type))) return `${def.name.en} units can be recruited only in a city with a ${def.requiresBuilding}`;
    if (placeOf(city, type) === null) return `This city has no port hex for ${def.name.en} units`;
  }
  for (const r of recruitRules) {
    const why = r.blocker?.(s, seat, city, units, opts);
    if (why) return why;
  }
  if (opts.sanitation && (!has(p, "sanitation") || !units.includes("settler"))) return "Sanitation pays for one settler you recruit; you need Sanitation and a settler";
  if (opts.draft && (!has(p, "draft") || !units.includes("infantry"))) return "Draft pays for one infantry you recruit; you need Draft and an infantry";
  const plan = planRelocations(s, seat, city, units, opts.relocate);
  if ("error" in plan) return plan.error;
  // Stack limit: own army units on the city hex after recruiting (L849).
  let army = 0;
  for (const u of Object.values(s.units)) if (u.owner === seat && u.hex === hex && unitDef(u.type).countsForStackLimit) army++;
  for (const type of units) if (unitDef(type).countsForStackLimit) army++;
  for (const id of plan.ids) {
    const u = s.units[id];
    if (u.hex === hex && unitDef(u.type).countsForStackLimit) army--;
  }
  if (army > STACK_LIMIT) return `At most ${STACK_LIMIT} army units may stand on one land hex`;
  return null;
}

/** Medicine's refund: the requested kind if it was paid, else the most valuable resource paid. */
function medicineRefund(payment: Payment, wanted?: ResourceKind): ResourceKind | null {
  if (wanted !== undefined) {
    check((payment[wanted] ?? 0) > 0, `Medicine returns only a resource you just spent (${wanted} was not)`);
    return wanted;
  }
  return MEDICINE_PREFERENCE.find((k) => (payment[k] ?? 0) > 0) ?? null;
}

/**
 * Recruits `units` in the city (effect, payment and city activation; not the action itself). Land units
 * appear in the city, ships on the port hex; an enemy there starts a sea battle.
 */
export function recruitIn(ctx: Ctx, seat: Seat, hex: HexKey, units: readonly UnitTypeId[], payment: Payment, opts: RecruitOptions & { medicine?: ResourceKind; nationalism?: "mood" | "culture" } = {}): Unit[] {
  const s = ctx.s;
  const act = activationBlocker(s, seat, hex);
  check(!act, act!);
  const blocker = recruitBlocker(s, seat, hex, units, opts);
  check(!blocker, blocker!);
  const p = player(s, seat);
  const city = s.cities[hex];
  pay(ctx, p, recruitCost(s, seat, units, opts), payment, "the recruits");
  for (const r of recruitRules) r.afterPayment?.(ctx, seat, city, units, opts);
  // Medicine: after paying the full cost, take back 1 of the resources just spent (L1769).
  if (has(p, "medicine")) {
    const k = medicineRefund(payment, opts.medicine);
    if (k) gain(ctx, p, { [k]: 1 }, "medicine");
  } else check(opts.medicine === undefined, "You need Medicine to take a resource back");
  const plan = planRelocations(s, seat, city, units, opts.relocate) as { ids: number[] };
  const placed: Unit[] = [];
  const relocating = plan.ids.map((id) => s.units[id]);
  for (const type of units) {
    const to = placeOf(city, type)!;
    const i = relocating.findIndex((u) => u.type === type);
    if (i >= 0) {
      const u = relocating.splice(i, 1)[0];
      const from = u.hex;
      u.hex = to;
      u.carriedBy = null;
      emit(ctx, { type: "UnitRelocated", unit: u.id, owner: seat, unitType: type, from, to, reason: "recruit" });
      placed.push(u);
    } else {
      placed.push(addUnit(ctx, seat, type, to));
    }
  }
  emit(ctx, { type: "UnitsRecruited", seat, hex, units: placed.map((u) => u.id), unitTypes: [...units] });
  // Nationalism: after recruiting at least one army unit or ship, 1 mood or culture token (L867).
  if (has(p, "nationalism") && units.some((t) => unitDef(t).military)) gain(ctx, p, { [opts.nationalism ?? "mood"]: 1 }, "nationalism");
  else check(opts.nationalism === undefined, "Nationalism gives a token only to its owner after recruiting an army unit or ship");
  fireHook(ctx, "units-recruited", { seat, hex, units: [...units], draft: !!opts.draft, sanitation: !!opts.sanitation });
  activateCity(ctx, seat, hex, "recruit");
  // Recruited ships on a port hex with an enemy fight at once and cannot retreat (L825, L1393).
  const ships = placed.filter((u) => !unitDef(u.type).land);
  if (ships.length && city.portHex) {
    const portHex = city.portHex;
    if (Object.values(snapshot(s.units)).some((u) => u.hex === portHex && u.owner !== seat)) {
      startBattle(ctx, { hex: portHex, attacker: seat, attackers: ships.map((u) => u.id), from: null, kind: "sea" });
    }
  }
  return placed;
}

defineMove<RecruitMove>("recruit", {
  schema: z.object({
    type: z.literal("recruit"), city: hexSchema, units: z.array(z.enum(UNIT_IDS)).min(1).max(8), payment: paymentSchema,
    sanitation: z.boolean().optional(), draft: z.boolean().optional(), relocate: z.array(z.number().int().min(0)).max(8).optional(),
    medicine: z.enum(["food", "wood", "ore", "ideas", "gold"]).optional(), nationalism: z.enum(["mood", "culture"]).optional(),
    leader: (z.string().max(40) as z.ZodType<LeaderId>).optional(),
  }),
  apply(ctx, seat, move) {
    const act = activationBlocker(ctx.s, seat, move.city);
    check(!act, act!);
    const opts = { sanitation: move.sanitation, draft: move.draft, relocate: move.relocate, medicine: move.medicine, nationalism: move.nationalism, leader: move.leader };
    const blocker = recruitBlocker(ctx.s, seat, move.city, move.units, opts);
    check(!blocker, blocker!);
    spendAction(ctx, seat);
    recruitIn(ctx, seat, move.city, move.units, move.payment, opts);
  },
});

defineTurnMoves({
  types: ["recruit"],
  isAction: true,
  legal(s, seat) {
    const out: RecruitMove[] = [];
    const p = player(s, seat);
    const tryAdd = (hex: HexKey, units: UnitTypeId[], opts: RecruitOptions = {}) => {
      if (recruitBlocker(s, seat, hex, units, opts)) return;
      const payment = suggestPayment(p, recruitCost(s, seat, units, opts));
      if (!payment) return;
      const m: RecruitMove = { type: "recruit", city: hex, units, payment };
      if (opts.sanitation) m.sanitation = true;
      if (opts.draft) m.draft = true;
      out.push(m);
    };
    for (const city of citiesOf(s, seat)) {
      if (activationBlocker(s, seat, city.hex)) continue;
      const n = moodSize(s, city);
      tryAdd(city.hex, ["settler"]);
      tryAdd(city.hex, ["infantry"]);
      if (city.portHex) tryAdd(city.hex, ["ship"]);
      if (n >= 2) {
        tryAdd(city.hex, ["infantry", "infantry"]);
        tryAdd(city.hex, ["settler", "infantry"]);
      }
      if (has(p, "sanitation")) tryAdd(city.hex, ["settler"], { sanitation: true });
      if (has(p, "draft")) tryAdd(city.hex, ["infantry"], { draft: true });
      if (n >= 3) tryAdd(city.hex, Array.from({ length: n }, () => "infantry" as UnitTypeId), { draft: has(p, "draft") });
    }
    return out;
  },
});
