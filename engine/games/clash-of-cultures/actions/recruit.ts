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
import { UNIT_TYPES, type Cost, type LeaderId, type ResourceKind, type UnitTypeId } from "../data/index.ts";
import { startBattle } from "../combat/battle.ts";
import { check, defineMove, emitFresh, fail, fireHook, type Ctx } from "../base/flow.ts";
import { hexSchema, paymentSchema } from "../base/schemas.ts";
import { moodSize } from "../base/mood.ts";
import { allUnits, citiesOf, has, player, unitDef } from "../base/queries.ts";
import { gain, pay, suggestPayment } from "../base/resources.ts";
import type { City, HexKey, Payment, Unit } from "../base/state.ts";
import { defineTurnMoves, spendAction } from "../turn/turn.ts";
import { addUnit } from "../base/units.ts";
import { activateCity, activationBlocker } from "../base/activation.ts";
import { assignFresh, element, peek } from "../../../kit/peek.ts";
import {
  draftPrice, placeOf, planRelocations, recruitableTypes, recruitBlocker, recruitCost, recruitFacts, unitsCost, unitTypeBlocker, type RecruitFacts, type RecruitOptions,
} from "../rules/recruit-options.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("actions/recruit");

// The pure rules (costs, blockers, relocations) live in rules/recruit-options.ts, shared with the client.
export { draftPrice, planRelocations, recruitableTypes, recruitBlocker, recruitCost, recruitFacts, unitTypeBlocker, type RecruitOptions };

/** [EXP] Work done right after a recruit's payment, before the units are placed. */
export type RecruitPaid = (ctx: Ctx, seat: Seat, city: City, units: readonly UnitTypeId[], opts: RecruitOptions) => void;
const recruitPaid = new ListSlot<RecruitPaid>("recruit paid rules");

/** Registers work for right after the payment (civilizations/leaders.ts: a replaced leader leaves the map first, L875). */
export function onRecruitPaid(module: RuleModule, fn: RecruitPaid) {
  addRule(module, recruitPaid, fn);
}

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
  /** [EXP] The leader card recruited with a "leader" unit (civilizations/leaders.ts). */
  leader?: LeaderId;
};

const UNIT_IDS = UNIT_TYPES.map((u) => u.id) as [UnitTypeId, ...UnitTypeId[]];
const MEDICINE_PREFERENCE: readonly ResourceKind[] = ["gold", "ore", "wood", "ideas", "food"];

/** Medicine's refund: the requested kind if it was paid, else the most valuable resource paid. */
function medicineRefund(payment: Payment, wanted?: ResourceKind): ResourceKind | null {
  if (wanted !== undefined) {
    check((payment[wanted] ?? 0) > 0, text("coc.err.medicineResource", { resource: wanted }));
    return wanted;
  }
  return MEDICINE_PREFERENCE.find((k) => (payment[k] ?? 0) > 0) ?? null;
}

/**
 * Recruits `units` in the city (effect, payment and city activation; not the action itself). Land units
 * appear in the city, ships on the port hex; an enemy there starts a sea battle. The caller has checked
 * `activationBlocker` and `recruitBlocker` on this state (spending the action changes neither), with `facts` when
 * given (`recruitFacts` of this state, not counted again unless a unit changes before the figures are placed).
 */
export function recruitIn(
  ctx: Ctx, seat: Seat, hex: HexKey, units: readonly UnitTypeId[], payment: Payment,
  opts: RecruitOptions & { medicine?: ResourceKind; nationalism?: "mood" | "culture" } = {}, facts?: RecruitFacts,
): Unit[] {
  const s = ctx.s;
  const p = player(s, seat);
  // The city's draft, read without the proxies' traps (engine/kit/peek.ts).
  const city = element(s, "cities", hex) as City;
  pay(ctx, p, recruitCost(s, seat, units, opts), payment, "recruits");
  for (const fn of rulesInForce().list(recruitPaid)) fn(ctx, seat, city, units, opts);
  // Medicine: after paying the full cost, take back 1 of the resources just spent (L1769).
  if (has(p, "medicine")) {
    const k = medicineRefund(payment, opts.medicine);
    if (k) gain(ctx, p, { [k]: 1 }, "medicine");
  } else if (opts.medicine !== undefined) fail(text("coc.err.needMedicineTakeResource"));
  // Counted again when a unit changed since (a replaced leader left the map): the kept unit list is then another.
  if (facts?.units !== allUnits(s)) facts = undefined;
  const plan = planRelocations(s, seat, city, units, opts.relocate, facts) as { ids: number[] };
  const placed: Unit[] = [];
  const relocating = plan.ids.map((id) => element(s, "units", id) as Unit);
  const at = peek(city); // its hex and port: read on plain data (engine/kit/peek.ts)
  for (const type of units) {
    const to = placeOf(at, type)!;
    const i = relocating.findIndex((u) => u.type === type);
    if (i >= 0) {
      const u = relocating.splice(i, 1)[0];
      const from = peek(u).hex;
      assignFresh(u, "hex", to);
      assignFresh(u, "carriedBy", null);
      emitFresh(ctx, { type: "UnitRelocated", unit: u.id, owner: seat, unitType: type, from, to, reason: "recruit" });
      placed.push(u);
    } else {
      placed.push(addUnit(ctx, seat, type, to));
    }
  }
  emitFresh(ctx, { type: "UnitsRecruited", seat, hex, units: placed.map((u) => u.id), unitTypes: [...units] });
  // Nationalism: after recruiting at least one army unit or ship, 1 mood or culture token (L867).
  if (has(p, "nationalism") && units.some((t) => unitDef(t).military)) gain(ctx, p, { [opts.nationalism ?? "mood"]: 1 }, "nationalism");
  else if (opts.nationalism !== undefined) fail(text("coc.err.nationalismGivesTokenOwner"));
  fireHook(ctx, "units-recruited", { seat, hex, units: [...units], draft: !!opts.draft, sanitation: !!opts.sanitation });
  activateCity(ctx, seat, hex, "recruit");
  // Recruited ships on a port hex with an enemy fight at once and cannot retreat (L825, L1393).
  const ships = placed.filter((u) => !unitDef(u.type).land);
  if (ships.length && at.portHex) {
    const portHex = at.portHex;
    if (allUnits(s).some((u) => u.hex === portHex && u.owner !== seat)) {
      startBattle(ctx, { hex: portHex, attacker: seat, attackers: ships.map((u) => u.id), from: null, kind: "sea" });
    }
  }
  return placed;
}

defineMove<RecruitMove>(rules, "recruit", {
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
    // Counted once, for the check and the relocations.
    const facts = recruitFacts(ctx.s, seat);
    const blocker = recruitBlocker(ctx.s, seat, move.city, move.units, opts, facts);
    check(!blocker, blocker!);
    spendAction(ctx, seat);
    recruitIn(ctx, seat, move.city, move.units, move.payment, opts, facts);
  },
});

/**
 * The recruits listed in every city that may take them, without Sanitation or Draft: their price is the unit data's
 * alone (`unitsCost`), worked out once for the process instead of once per listing.
 */
const PLAIN_OFFERS: readonly (readonly UnitTypeId[])[] = [["settler"], ["infantry"], ["ship"], ["infantry", "infantry"], ["settler", "infantry"]];
const PLAIN_COSTS = PLAIN_OFFERS.map(unitsCost);
/** The options of a recruit without Sanitation or Draft, shared by the listing's offers (never change it). */
const PLAIN_OPTIONS: RecruitOptions = {};

defineTurnMoves(rules, {
  types: ["recruit"],
  isAction: true,
  legal(s, seat) {
    const out: RecruitMove[] = [];
    const p = player(s, seat);
    // Counted at the first offer the player can pay for: often there is none.
    let facts: RecruitFacts | undefined;
    // A recruit's price does not depend on the city: each offer (numbered below, the plain ones first) is priced
    // once, before the city's checks, which an offer the player cannot pay for then skips in every city.
    const payments: (Payment | null | undefined)[] = [];
    const tryAdd = (offer: number, hex: HexKey, units: readonly UnitTypeId[], opts = PLAIN_OPTIONS, cost?: Cost) => {
      let payment = payments[offer];
      if (payment === undefined) payment = payments[offer] = suggestPayment(p, cost ?? recruitCost(s, seat, units, opts));
      if (!payment || recruitBlocker(s, seat, hex, units, opts, (facts ??= recruitFacts(s, seat)))) return;
      // Each move gets its own list of units (the plain offers' lists are shared), made only for a move listed.
      const m: RecruitMove = { type: "recruit", city: hex, units: units.slice(), payment };
      if (opts.sanitation) m.sanitation = true;
      if (opts.draft) m.draft = true;
      out.push(m);
    };
    const plain = (offer: number, hex: HexKey) => tryAdd(offer, hex, PLAIN_OFFERS[offer], PLAIN_OPTIONS, PLAIN_COSTS[offer]);
    const sanitation = has(p, "sanitation");
    const draft = has(p, "draft");
    for (const city of citiesOf(s, seat)) {
      if (activationBlocker(s, seat, city.hex)) continue;
      const n = moodSize(s, city);
      plain(0, city.hex);
      plain(1, city.hex);
      if (city.portHex) plain(2, city.hex);
      if (n >= 2) {
        plain(3, city.hex);
        plain(4, city.hex);
      }
      if (sanitation) tryAdd(5, city.hex, ["settler"], { sanitation: true });
      if (draft) tryAdd(6, city.hex, ["infantry"], { draft: true });
      if (n >= 3) tryAdd(7 + n, city.hex, Array.from({ length: n }, () => "infantry" as UnitTypeId), { draft });
    }
    return out;
  },
});
