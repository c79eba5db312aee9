/**
 * [EXP] Effects of the 16 civilization advances of Rome, Greece, China and the Vikings (content catalog §8,
 * rulebook L1803-2068 where printed). They act through the registries of the modules they change:
 * recruiting (Provinces, Sparta), building costs (Captivi), Roads and ships (Roman Roads, Longships, Ship
 * Construction), influence (Hellenistic Culture), collecting (Rice Cultivation), battles (Sparta, Fireworks)
 * and the hooks of base/flow.ts (the rest). Decisions are asked with the generic choice frame of
 * base/event-core.ts. Gaining them: civilizations/civs.ts.
 */
import { z } from "zod";
import type { Move, Seat, Text } from "../../../core/types.ts";
import { ADVANCE_COST, BUILDINGS, fixedCost, type Cost, type FlexibleCostPart, type PayableKind, type UnitTypeId } from "../data/index.ts";
import { advanceBlocker } from "../actions/advance.ts";
import { gainAdvance } from "../base/gain-advance.ts";
import { activationBlocker, activateCity, activationsThisTurn } from "../base/activation.ts";
import { defineCollectBonus } from "../actions/collect.ts";
import { buildingsOnBoard, defineBuildingCostRule } from "../actions/construct.ts";
import { influenceRules } from "../actions/influence.ts";
import { moveRules, type MovingFrame } from "../actions/move.ts";
import { canMoveArmy } from "../rules/move-capabilities.ts";
import { tradeRoutes } from "../advances/effects.ts";
import { boardNeighbors, isExplored, isLand, isSea } from "../base/board.ts";
import { cancelsBy } from "../combat/battle.ts";
import { battleRules, fighters, hasStackRoom, isSeat, shipCapacity, shipCapacityRules, unitsOn, type BattleFrame, type SideIx } from "../combat/core.ts";
import { ask, defineChoice } from "../base/event-core.ts";
import { check, defineMove, emit, fail, onHook, top, type Ctx } from "../base/flow.ts";
import { hexDistance } from "../base/hex.ts";
import { hexSchema, paymentSchema } from "../base/schemas.ts";
import { moodLevel, setMood } from "../base/mood.ts";
import { allUnits, citiesOf, citySize, has, player, unitDef, unitsAt, unitsOf } from "../base/queries.ts";
import { peek } from "../../../kit/peek.ts";
import { effectiveCost, gain, pay, suggestPayment } from "../base/resources.ts";
import type { CocState, HexKey, Mood, Owner, Payment, Unit } from "../base/state.ts";
import { civAdvance, hasCiv } from "../rules/civ-queries.ts";
import { truceBlocker } from "../actions/truces.ts";
import { defineTurnMoves, spendAction } from "../turn/turn.ts";
import { inSupply } from "../base/units.ts";
import { COMBAT_VALUE_PER_HIT, STACK_LIMIT } from "../data/index.ts";
import { addRule, ListSlot, ruleModule, rulesInForce } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("civilizations/civ-advances");

const PARAMS = (id: string) => civAdvance(id)!.params as Record<string, number>;

// =========================================================================================================
// Rome
// =========================================================================================================

// ---- Aqueduct: Famine protection (data: event cards' protectedBy), Sanitation free (data: makesFree), and
// as a free action while you lack Sanitation, gain it for the standard advance price (catalog §8.2) ------

export type AqueductMove = { type: "aqueduct"; payment: Payment };

function aqueductBlocker(s: CocState, seat: Seat): Text | null {
  if (!s.turn || s.turn.seat !== seat) return text("coc.err.useAqueductTurn");
  if (!hasCiv(s, seat, "aqueduct")) return text("coc.err.needAqueduct");
  return advanceBlocker(s, seat, "sanitation");
}

defineMove<AqueductMove>(rules, "aqueduct", {
  schema: z.object({ type: z.literal("aqueduct"), payment: paymentSchema }),
  apply(ctx, seat, move) {
    const why = aqueductBlocker(ctx.s, seat);
    check(!why, why!);
    pay(ctx, player(ctx.s, seat), ADVANCE_COST, move.payment, "aqueduct");
    emit(ctx, { type: "CivilizationAdvanceUsed", seat, advance: "aqueduct", gained: "sanitation" });
    gainAdvance(ctx, seat, "sanitation");
  },
});

defineTurnMoves(rules, {
  types: ["aqueduct"],
  isAction: false,
  legal(s, seat) {
    // A seat without Aqueduct, most asked, is refused before the refusal's text is made.
    if (!hasCiv(s, seat, "aqueduct") || aqueductBlocker(s, seat)) return [];
    const payment = suggestPayment(player(s, seat), effectiveCost(s, seat, ADVANCE_COST));
    return payment ? [{ type: "aqueduct", payment }] : [];
  },
});

// ---- Roman Roads: a Roads move that starts and ends in your cities covers up to 4 spaces (L2039-2041) ---

const ROMAN_RANGE = PARAMS("roman-roads").range;

addRule(rules, moveRules, {
  roadsRange(s, seat, from, to) {
    if (!hasCiv(s, seat, "roman-roads")) return null;
    return s.cities[from]?.owner === seat && s.cities[to]?.owner === seat ? ROMAN_RANGE : null;
  },
  roadsTargets(s, seat, from) {
    if (!hasCiv(s, seat, "roman-roads") || s.cities[from]?.owner !== seat) return [];
    return citiesOf(s, seat).map((c) => c.hex).filter((h) => h !== from && hexDistance(h, from) <= ROMAN_RANGE);
  },
});

// ---- Captivi: each battle won gives 1 gold + 1 mood token; mood tokens may pay for buildings ------------

onHook(rules, "battle-ended", (ctx, d: { winner: Owner | null }) => {
  if (d.winner === null || !hasCiv(ctx.s, d.winner, "captivi")) return;
  const p = PARAMS("captivi");
  gain(ctx, player(ctx.s, d.winner as Seat), { gold: p.goldPerWin, mood: p.moodPerWin }, "captivi");
}, { requires: "expansion", when: (s, d: { winner: Owner | null }) => d.winner !== null && hasCiv(peek(s), d.winner, "captivi") });

const GOLD_REPLACES: readonly PayableKind[] = ["food", "wood", "ore", "ideas"];
const RESOURCES: readonly PayableKind[] = ["food", "wood", "ore", "ideas", "gold"];

defineBuildingCostRule(rules, (s, seat, _building, cost) => {
  if (!hasCiv(s, seat, "captivi")) return cost;
  const fixed: Record<string, number> = {};
  const flexible: FlexibleCostPart[] = [];
  for (const [k, n] of Object.entries(cost.fixed)) {
    if (!n) continue;
    const kind = k as PayableKind;
    if (!RESOURCES.includes(kind)) fixed[kind] = n;
    else flexible.push({ count: n, from: [kind, ...(cost.goldSubstitutes && GOLD_REPLACES.includes(kind) ? ["gold" as const] : []), "mood"] });
  }
  for (const part of cost.flexible) flexible.push(part.from.some((k) => RESOURCES.includes(k)) && !part.from.includes("mood") ? { count: part.count, from: [...part.from, "mood"] } : part);
  return { fixed, flexible, goldSubstitutes: cost.goldSubstitutes };
});

// ---- Provinces: captured cities Neutral (or Happy); cavalry without a Market: rules/recruit-expansion.ts --

const PROVINCES_CULTURE = fixedCost({ culture: PARAMS("provinces").happyCaptureCulture }, false);

onHook(rules, "city-captured", (ctx, d: { hex: HexKey; to: Owner }) => {
  const city = ctx.s.cities[d.hex];
  if (!city || city.owner !== d.to || !hasCiv(ctx.s, d.to, "provinces")) return;
  const seat = d.to as Seat;
  setMood(ctx, city, "neutral", "provinces");
  if (suggestPayment(player(ctx.s, seat), effectiveCost(ctx.s, seat, PROVINCES_CULTURE))) {
    ask(ctx, seat, "civ-provinces", ["yes", "no"], { hex: d.hex }, { always: true });
  }
}, { requires: "expansion", when: (s, d: { to: Owner }) => hasCiv(peek(s), d.to, "provinces") });

defineChoice(rules, "civ-provinces", {
  label: (_s, f) => (text("coc.civ.provinces", { hex: String(f.data.hex) })),
  resolve(ctx, seat, value, data) {
    const city = ctx.s.cities[data.hex as HexKey];
    if (value !== "yes" || !city || city.owner !== seat) return;
    const p = player(ctx.s, seat);
    pay(ctx, p, PROVINCES_CULTURE, suggestPayment(p, effectiveCost(ctx.s, seat, PROVINCES_CULTURE)) ?? {}, "provinces");
    setMood(ctx, city, "happy", "provinces");
  },
});

// =========================================================================================================
// Greece
// =========================================================================================================

// ---- Study: recruiting in a city with an Academy gives 1 idea (L1932-1934) ----------------------------

onHook(rules, "units-recruited", (ctx, d: { seat: Seat; hex: HexKey }) => {
  const city = ctx.s.cities[d.hex];
  if (!city || city.buildings.academy === undefined || !hasCiv(ctx.s, d.seat, "study")) return;
  gain(ctx, player(ctx.s, d.seat), { ideas: PARAMS("study").ideas }, "study");
}, { requires: "expansion", when: (s, d: { seat: Seat }) => hasCiv(peek(s), d.seat, "study") });

// ---- Sparta: an outnumbered Spartan side stops enemy tactics cards; Draft: rules/recruit-expansion.ts -----

addRule(rules, battleRules, {
  blocksEnemyTactics(s, f, i) {
    if (f.battle !== "land" || !hasCiv(s, f.sides[i].owner, "sparta")) return false;
    return fighters(s, f, i).length < fighters(s, f, (1 - i) as SideIx).length;
  },
});

// ---- Hellenistic Culture: influence from any city with a building of yours; Arts for 2 mood (L1936-1944) --

const HELLENISTIC_MOOD = PARAMS("hellenistic-culture").artsAlternativeMoodCost;

addRule(rules, influenceRules, {
  sources: (s, seat) => (hasCiv(s, seat, "hellenistic-culture") ? (city) => Object.values(city.buildings).includes(seat) : null),
  artsCost: (s, seat, rangeTokens) =>
    hasCiv(s, seat, "hellenistic-culture") ? { fixed: rangeTokens > 0 ? { culture: rangeTokens, mood: HELLENISTIC_MOOD } : { mood: HELLENISTIC_MOOD }, flexible: [], goldSubstitutes: false } : null,
});

// ---- City States: a repeated activation may count against another city (L1946-1952) -------------------

const CITY_STATES = "city-states";

/** The mood `hex` had before the repeated-activation penalty just applied to it, if it dropped. */
function moodBeforePenalty(ctx: Ctx, hex: HexKey): Mood | null {
  for (let i = ctx.events.length - 1; i >= 0; i--) {
    const e = ctx.events[i];
    if (e.type === "CityActivated" && e.hex === hex) return null;
    if (e.type === "CityMoodChanged" && e.hex === hex && e.reason === "repeated-activation") return e.from as Mood;
  }
  return null;
}

function cityStatesTargets(s: CocState, seat: Seat, hex: HexKey, size: number, mood: Mood): HexKey[] {
  return citiesOf(s, seat)
    .filter((c) => c.hex !== hex && citySize(c) >= size && moodLevel(c.mood) >= moodLevel(mood) && !activationBlocker(s, seat, c.hex))
    .map((c) => c.hex);
}

onHook(rules, "city-activated", (ctx, d: { seat: Seat; hex: HexKey; how: string }) => {
  const s = ctx.s;
  const city = s.cities[d.hex];
  if (!city || activationsThisTurn(s, d.hex) < 2 || !s.turn || s.turn.used.includes(CITY_STATES) || !hasCiv(s, d.seat, "city-states")) return;
  const before = moodBeforePenalty(ctx, d.hex);
  if (!before) return;
  // The other city must be at least as large as the first one was when it was activated (L1950).
  const size = citySize(city) - (d.how === "construct" || d.how === "wonder" ? 1 : 0);
  const targets = cityStatesTargets(s, d.seat, d.hex, size, before);
  if (targets.length) ask(ctx, d.seat, "civ-city-states", targets, { hex: d.hex, before, size }, { optional: true });
}, { requires: "expansion", when: (s, d: { seat: Seat }) => hasCiv(peek(s), d.seat, "city-states") });

defineChoice(rules, "civ-city-states", {
  label: (_s, f) => (text("coc.civ.cityStates", { hex: String(f.data.hex) })),
  resolve(ctx, seat, value, data) {
    if (value === null) return;
    const s = ctx.s;
    const hex = data.hex as HexKey;
    const city = s.cities[hex];
    check(cityStatesTargets(s, seat, hex, data.size as number, data.before as Mood).includes(String(value)), text("coc.err.cityCannotTakeActivation"));
    s.turn!.used.push(CITY_STATES);
    s.turn!.activations[hex]--;
    const marker = `last-activation:${hex}`;
    if (s.turn!.used.includes(marker)) s.turn!.used.splice(s.turn!.used.indexOf(marker), 1);
    setMood(ctx, city, data.before as Mood, "city-states");
    emit(ctx, { type: "CivilizationAdvanceUsed", seat, advance: "city-states", from: hex, to: value });
    activateCity(ctx, seat, String(value), "city-states");
  },
});

// =========================================================================================================
// China
// =========================================================================================================

// ---- Rice Cultivation: +1 food per collected fertile hex outside the city with your settler (max +2) -----

defineCollectBonus(rules, (s, seat, city, take, got) => {
  if (!hasCiv(s, seat, "rice-cultivation")) return;
  const p = PARAMS("rice-cultivation");
  const hexes = new Set<HexKey>();
  for (const t of take) {
    if (t.hex === city.hex || s.hexes[t.hex]?.terrain !== "fertile") continue;
    if (unitsOn(s, t.hex, seat).some((u) => u.type === "settler")) hexes.add(t.hex);
  }
  const bonus = Math.min(p.maxBonus, hexes.size * p.foodPerHex);
  if (bonus > 0) got.food = (got.food ?? 0) + bonus;
});

// ---- Expansion: after a Recruit with a settler, settlers in your cities may move at once (L1884-1892) ----

const EXPANSION_MOVES = 3;

function expansionSteps(s: CocState, seat: Seat, moved: number[]): string[] {
  const out: string[] = [];
  for (const c of citiesOf(s, seat)) {
    for (const u of unitsOn(s, c.hex, seat)) {
      if (u.type !== "settler" || u.carriedBy !== null || moved.includes(u.id)) continue;
      for (const n of boardNeighbors(s, c.hex)) {
        if (!isExplored(s, n) || !isLand(s, n) || truceBlocker(s, seat, n)) continue;
        const other = s.cities[n];
        if (other && other.owner !== seat) continue;
        if (unitsAt(s, n).some((x) => x.owner !== seat)) continue;
        out.push(`${u.id}>${n}`);
      }
    }
  }
  return out;
}

onHook(rules, "units-recruited", (ctx, d: { seat: Seat; units: UnitTypeId[] }) => {
  if (!d.units.includes("settler") || !hasCiv(ctx.s, d.seat, "expansion")) return;
  askExpansion(ctx, d.seat, [], EXPANSION_MOVES);
}, { requires: "expansion", when: (s, d: { seat: Seat; units: UnitTypeId[] }) => d.units.includes("settler") && hasCiv(peek(s), d.seat, "expansion") });

function askExpansion(ctx: Ctx, seat: Seat, moved: number[], left: number) {
  if (left <= 0) return;
  const steps = expansionSteps(ctx.s, seat, moved);
  if (steps.length) ask(ctx, seat, "civ-expansion", steps, { moved, left }, { optional: true });
}

defineChoice(rules, "civ-expansion", {
  label: (_s, f) => (text("coc.civ.expansion", { left: Number(f.data.left) })),
  optionLabel: (_s, _f, v) => {
    const [unit, to] = String(v).split(">");
    return text("coc.civ.expansionStep", { id: unit, to });
  },
  resolve(ctx, seat, value, data) {
    if (value === null) return;
    const [id, to] = String(value).split(">");
    const u = ctx.s.units[Number(id)];
    const from = u.hex;
    u.hex = to;
    if (ctx.s.turn && ctx.s.hexes[to].terrain === "mountain") ctx.s.turn.unitsStopped.push(u.id);
    emit(ctx, { type: "UnitMoved", seat, units: [u.id], from, to, path: [from, to], how: "expansion" });
    askExpansion(ctx, seat, [...(data.moved as number[]), u.id], (data.left as number) - 1);
  },
});

// ---- Fireworks (and the Tactician leader): paid hit cancels after the roll ------------------------------

/**
 * Paid hit cancels offered after both rolls: `eligible` says whether side `i` may use the source now; the
 * price is paid when chosen. Shared with civilizations/leaders.ts (Qin Shi Huang's Tactician).
 */
export interface PaidCancel {
  source: string;
  cost: Cost;
  /** Whether side `i` may use it now (each source at most once per round). */
  eligible(s: CocState, f: BattleFrame, i: SideIx): boolean;
}
export const paidCancels = new ListSlot<PaidCancel>("paid cancels");

addRule(rules, paidCancels, {
  source: "fireworks",
  cost: civAdvance("fireworks")!.useCost!,
  eligible: (s, f, i) => f.round === Number(PARAMS("fireworks").round) && hasCiv(s, f.sides[i].owner, "fireworks"),
});

type CancelRecord = { round: number; side: SideIx; source: string };
const records = (f: BattleFrame): CancelRecord[] => ((f as { paidCancels?: CancelRecord[] }).paidCancels ??= []);

/** Whether one more cancel of side `i` would lower the hits it takes this round. */
function cancelHelps(s: CocState, f: BattleFrame, i: SideIx): boolean {
  const foe = f.sides[1 - i];
  const raw = Math.floor(foe.value / COMBAT_VALUE_PER_HIT);
  const c = cancelsBy(s, f, i).n;
  const count = fighters(s, f, i).length;
  const now = Math.min(Math.max(0, raw - c), count);
  const after = Math.min(Math.max(0, raw - c - 1), count);
  return after < now;
}

function cancelOptions(s: CocState, f: BattleFrame, i: SideIx): string[] {
  const owner = f.sides[i].owner;
  if (!isSeat(owner) || !cancelHelps(s, f, i)) return [];
  const used = records(f).filter((r) => r.round === f.round && r.side === i).map((r) => r.source);
  const p = player(s, owner);
  return rulesInForce().list(paidCancels)
    .filter((c) => !used.includes(c.source) && c.eligible(s, f, i) && suggestPayment(p, effectiveCost(s, owner, c.cost)))
    .map((c) => c.source);
}

function topBattle(s: CocState): BattleFrame | undefined {
  for (let k = s.stack.length - 1; k >= 0; k--) if (s.stack[k].kind === "battle") return s.stack[k] as BattleFrame;
  return undefined;
}

addRule(rules, battleRules, {
  hitCancels(_s, f, i) {
    const n = (f as { paidCancels?: CancelRecord[] }).paidCancels?.filter((r) => r.round === f.round && r.side === i).length ?? 0;
    return n ? { source: "paid", n } : null;
  },
  afterRoll(ctx, f) {
    // The defender's question is pushed first so that the attacker is asked first.
    let asked = false;
    for (const i of [1, 0] as const) {
      const options = cancelOptions(ctx.s, f, i);
      if (!options.length) continue;
      ask(ctx, f.sides[i].owner as Seat, "civ-paid-cancel", options, { side: i, hex: f.hex }, { optional: true });
      asked = true;
    }
    return asked;
  },
});

defineChoice(rules, "civ-paid-cancel", {
  label: () => (text("coc.civ.paidCancel")),
  optionLabel: (_s, _f, v) => text(v === "fireworks" ? "coc.civ.paidCancel.fireworks" : "coc.civ.paidCancel.tactician"),
  resolve(ctx, seat, value, data) {
    if (value === null) return;
    const f = topBattle(ctx.s);
    check(f && f.hex === data.hex, text("coc.err.battleOver"));
    const i = data.side as SideIx;
    const c = rulesInForce().list(paidCancels).find((x) => x.source === value);
    check(c && cancelOptions(ctx.s, f, i).includes(c.source), text("coc.err.cannotUse"));
    const p = player(ctx.s, seat);
    pay(ctx, p, c.cost, suggestPayment(p, effectiveCost(ctx.s, seat, c.cost)) ?? {}, c.source);
    records(f).push({ round: f.round, side: i, source: c.source });
    emit(ctx, { type: "HitCancelBought", hex: f.hex, owner: seat, source: c.source, round: f.round });
    const more = cancelOptions(ctx.s, f, i);
    if (more.length) ask(ctx, seat, "civ-paid-cancel", more, data, { optional: true });
  },
});

// ---- Imperial Army: once per turn, as an action, settlers become infantry and infantry settlers ---------

export type ImperialArmyMove = { type: "imperial-army"; toInfantry: number[]; toSettlers: number[] };

function imperialArmyBlocker(s: CocState, seat: Seat, move: Omit<ImperialArmyMove, "type">): Text | null {
  const t = s.turn;
  if (!t || t.seat !== seat) return text("coc.err.useImperialArmyTurn");
  if (!hasCiv(s, seat, "imperial-army")) return text("coc.err.needImperialArmy");
  if (t.used.includes("imperial-army")) return text("coc.err.haveAlreadyUsedImperial");
  if (t.actionsLeft <= 0) return text("coc.err.haveNoActionsLeft");
  const all = [...move.toInfantry, ...move.toSettlers];
  if (!all.length) return text("coc.err.chooseLeastOneUnit");
  if (new Set(all).size !== all.length) return text("coc.err.eachUnitConvertsOnce");
  for (const id of move.toInfantry) if (s.units[id]?.owner !== seat || s.units[id].type !== "settler") return text("coc.err.settlersBecomeInfantry");
  for (const id of move.toSettlers) if (s.units[id]?.owner !== seat || s.units[id].type !== "infantry") return text("coc.err.infantryBecomeSettlers");
  const net = move.toInfantry.length - move.toSettlers.length;
  if (net > 0 && inSupply(s, seat, "infantry") < net) return text("coc.err.doNotHaveEnough");
  if (net < 0 && inSupply(s, seat, "settler") < -net) return text("coc.err.doNotHaveEnoughSettler");
  const added = new Map<HexKey, number>();
  for (const id of move.toInfantry) {
    const u = s.units[id];
    if (u.carriedBy === null) added.set(u.hex, (added.get(u.hex) ?? 0) + 1);
  }
  for (const id of move.toSettlers) {
    const u = s.units[id];
    if (u.carriedBy === null) added.set(u.hex, (added.get(u.hex) ?? 0) - 1);
  }
  for (const [hex, n] of added) if (n > 0 && !hasStackRoom(s, hex, seat, n)) return text("coc.err.stackLimitHex", { n: STACK_LIMIT });
  return null;
}

defineMove<ImperialArmyMove>(rules, "imperial-army", {
  schema: z.object({ type: z.literal("imperial-army"), toInfantry: z.array(z.number().int()).max(8), toSettlers: z.array(z.number().int()).max(16) }),
  apply(ctx, seat, move) {
    const why = imperialArmyBlocker(ctx.s, seat, move);
    check(!why, why!);
    spendAction(ctx, seat);
    ctx.s.turn!.used.push("imperial-army");
    for (const id of move.toInfantry) ctx.s.units[id].type = "infantry";
    for (const id of move.toSettlers) ctx.s.units[id].type = "settler";
    emit(ctx, { type: "UnitsConverted", seat, toInfantry: [...move.toInfantry], toSettlers: [...move.toSettlers], by: "imperial-army" });
  },
});

defineTurnMoves(rules, {
  types: ["imperial-army"],
  isAction: true,
  legal: (s, seat) => (hasCiv(s, seat, "imperial-army") && !s.turn!.used.includes("imperial-army") ? imperialArmyMoves(s, seat) : []),
});

/**
 * The Imperial Army conversions a seat may make. Apart from the listing's gate, mostly a no, so that the gate is
 * optimized early (V8 tiers a function up by the bytecode it runs against its length).
 */
function imperialArmyMoves(s: CocState, seat: Seat): ImperialArmyMove[] {
  const out: ImperialArmyMove[] = [];
  const mine = unitsOf(s, seat);
  const seen = new Set<string>();
  for (const u of mine) {
    if (u.type !== "settler" && u.type !== "infantry") continue;
    const key = `${u.type}@${u.hex}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const m: ImperialArmyMove = u.type === "settler" ? { type: "imperial-army", toInfantry: [u.id], toSettlers: [] } : { type: "imperial-army", toInfantry: [], toSettlers: [u.id] };
    if (!imperialArmyBlocker(s, seat, m)) out.push(m);
    if (out.length >= 6) break;
  }
  return out;
}

// =========================================================================================================
// Vikings
// =========================================================================================================

// ---- Ship Construction: Navigation free (data: makesFree); ships land as settlers/infantry and settlers/
// infantry put to sea as ships, moving to an adjacent space in a Move action (L2045-2064) ----------------

export type TransformMove = {
  type: "transform-group";
  /** Your ships on one sea space, or your settlers/infantry on one land space. */
  units: number[];
  /** The adjacent space they move to. */
  to: HexKey;
  /** What the ships become on land; on the sea every converting unit becomes a ship. */
  become: "ship" | "settler" | "infantry";
  /** Land → sea only: units of the group that board the ships there instead of becoming ships. */
  board?: number[];
};

function hostileAt(s: CocState, hex: HexKey, seat: Seat): boolean {
  const c = s.cities[hex];
  if (c && c.owner !== seat) return true;
  for (const id in s.units) if (s.units[id].hex === hex && s.units[id].owner !== seat) return true;
  return false;
}

/** Why the transform is illegal, or null. */
function transformBlocker(s: CocState, seat: Seat, f: MovingFrame, move: TransformMove): Text | null {
  const t = s.turn;
  if (!t || t.seat !== seat) return text("coc.err.notTurn");
  if (!hasCiv(s, seat, "ship-construction")) return text("coc.err.needShipConstruction");
  if (f.movesLeft <= 0) return text("coc.err.moveActionHasNo");
  if (!move.units.length || new Set(move.units).size !== move.units.length) return text("coc.err.chooseUnitsTransformEach");
  const units: Unit[] = [];
  for (const id of move.units) {
    const u = s.units[id];
    if (!u || u.owner !== seat) return text("coc.err.noSuchUnit", { id });
    if (t.movedThisAction.includes(id)) return text("coc.err.eachUnitMovesMost");
    if (t.unitsStopped.includes(id)) return text("coc.err.unitsFoughtEnteredMountains");
    units.push(u);
  }
  const from = units[0].hex;
  if (units.some((u) => u.hex !== from)) return text("coc.err.groupMovesTogetherOne");
  if (!(move.to in s.hexes) || !boardNeighbors(s, from).includes(move.to)) return text("coc.err.transformingUnitsMoveAdjacent");
  if (!isExplored(s, move.to)) return text("coc.err.exploringUnitsCannotTransform");
  if (hostileAt(s, move.to, seat)) return text("coc.err.transformingUnitsCannotMove");
  const truce = truceBlocker(s, seat, move.to);
  if (truce) return truce;
  const tactics = canMoveArmy(s, seat);
  if (units.every((u) => u.type === "ship")) {
    if (!isLand(s, move.to)) return text("coc.err.shipsBecomeLandUnits");
    if (move.become === "ship") return text("coc.err.chooseWhetherShipsBecome");
    if (move.become === "infantry" && !tactics) return text("coc.err.shipsBecomeInfantryTactics");
    if (move.board?.length) return text("coc.err.landUnitsBoardShips");
    if (inSupply(s, seat, move.become) < units.length) return text("coc.err.notEnoughFigures", { unit: move.become });
    const cargo = allUnits(s).filter((u) => u.carriedBy !== null && move.units.includes(u.carriedBy));
    const army = (move.become === "infantry" ? units.length : 0) + cargo.filter((u) => unitDef(u.type).countsForStackLimit).length;
    if (!hasStackRoom(s, move.to, seat, army)) return text("coc.err.stackLimitHex", { n: STACK_LIMIT });
    return null;
  }
  if (units.some((u) => (u.type !== "settler" && u.type !== "infantry") || u.carriedBy !== null)) return text("coc.err.settlersInfantryLandBecome");
  if (units.some((u) => u.type === "infantry") && !tactics) return text("coc.err.needTacticsMoveInfantry");
  if (!isSea(s, move.to)) return text("coc.err.settlersInfantryBecomeShips");
  if (move.become !== "ship") return text("coc.err.seaSettlersInfantryBecome");
  const board = move.board ?? [];
  if (board.some((id) => !move.units.includes(id))) return text("coc.err.unitsGroupBoard");
  const converting = units.length - board.length;
  if (converting < 1) return text("coc.err.leastOneUnitMust");
  if (inSupply(s, seat, "ship") < converting) return text("coc.err.doNotHaveEnoughShip");
  const ships = unitsOn(s, move.to, seat).filter((u) => u.type === "ship");
  const cap = shipCapacity(s, seat);
  const load = allUnits(s).filter((u) => u.carriedBy !== null && ships.some((sh) => sh.id === u.carriedBy)).length;
  if (board.length > (ships.length + converting) * cap - load) return text("coc.err.shipsCannotCarryEvery");
  return null;
}


function findMoving(s: CocState): MovingFrame {
  const f = top(s);
  if (!f || f.kind !== "moving") fail(text("coc.err.startMoveActionFirst"));
  return f as MovingFrame;
}

defineMove<TransformMove>(rules, "transform-group", {
  schema: z.object({
    type: z.literal("transform-group"), units: z.array(z.number().int()).min(1).max(8), to: hexSchema,
    become: z.enum(["ship", "settler", "infantry"]), board: z.array(z.number().int()).max(8).optional(),
  }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "moving", text("coc.err.startMoveActionFirst"));
    const f = findMoving(ctx.s);
    const why = transformBlocker(ctx.s, seat, f, move);
    check(!why, why!);
    const s = ctx.s, t = s.turn!;
    f.movesLeft--;
    t.movedThisAction.push(...move.units);
    const from = s.units[move.units[0]].hex;
    const units = move.units.map((id) => s.units[id]);
    const cargo: number[] = [];
    if (move.become !== "ship") {
      for (const u of Object.values(s.units)) if (u.carriedBy !== null && move.units.includes(u.carriedBy)) cargo.push(u.id);
      for (const u of units) {
        u.type = move.become;
        u.hex = move.to;
      }
      for (const id of cargo) {
        s.units[id].hex = move.to;
        s.units[id].carriedBy = null;
      }
      const terrain = s.hexes[move.to].terrain;
      if (terrain === "mountain") t.unitsStopped.push(...move.units, ...cargo);
      if (terrain === "forest") t.unitsInForest.push(...move.units, ...cargo);
    } else {
      const board = new Set(move.board ?? []);
      const newShips: Unit[] = [];
      for (const u of units) {
        u.hex = move.to;
        if (!board.has(u.id)) {
          u.type = "ship";
          newShips.push(u);
        }
      }
      const ships = [...unitsOn(s, move.to, seat).filter((u) => u.type === "ship")];
      const cap = shipCapacity(s, seat);
      for (const u of units) {
        if (!board.has(u.id)) continue;
        const ship = ships.find((sh) => Object.values(s.units).filter((x) => x.carriedBy === sh.id).length < cap)!;
        u.carriedBy = ship.id;
      }
    }
    emit(ctx, { type: "UnitsTransformed", seat, units: [...move.units], from, to: move.to, become: move.become, board: move.board ?? [], cargo });
    emit(ctx, { type: "UnitMoved", seat, units: [...move.units, ...cargo], from, to: move.to, path: [from, move.to], how: "transform" });
  },
});

addRule(rules, moveRules, {
  types: ["transform-group"],
  legal(s, f) {
    const seat = f.seat;
    if (!hasCiv(s, seat, "ship-construction") || f.movesLeft <= 0) return [];
    const t = s.turn!;
    const out: Move[] = [];
    const byHex = new Map<HexKey, Unit[]>();
    for (const u of unitsOf(s, seat)) {
      if (t.movedThisAction.includes(u.id) || t.unitsStopped.includes(u.id)) continue;
      if (u.type === "ship" || ((u.type === "settler" || u.type === "infantry") && u.carriedBy === null)) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
    }
    for (const [hex, units] of byHex) {
      for (const to of boardNeighbors(s, hex)) {
        const ships = units.filter((u) => u.type === "ship");
        const land = units.filter((u) => u.type !== "ship");
        const tries: TransformMove[] = [];
        if (ships.length) {
          tries.push({ type: "transform-group", units: [ships[0].id], to, become: "settler" });
          tries.push({ type: "transform-group", units: [ships[0].id], to, become: "infantry" });
        }
        if (land.length) tries.push({ type: "transform-group", units: [land[0].id], to, become: "ship" });
        for (const m of tries) if (!transformBlocker(s, seat, f, m)) out.push(m);
        if (out.length >= 12) return out;
      }
    }
    return out;
  },
});

// ---- Longships: ships may move again after fighting and carry 3 land units ---------------------------

const LONGSHIP_CAPACITY = PARAMS("longships").shipCapacity;

addRule(rules, shipCapacityRules, (s, owner) => (hasCiv(s, owner, "longships") ? LONGSHIP_CAPACITY : null));
addRule(rules, moveRules, { ignoresFought: (s, seat, u) => u.type === "ship" && hasCiv(s, seat, "longships") });

// ---- Raiding: ships next to a city they trade with make its owner pay 1 resource next turn ------------

onHook(rules, "turn-start", (ctx, { seat }: { seat: Seat }) => {
  const s = ctx.s;
  // The raided player pays at the start of their own turn.
  const p = player(s, seat);
  if (p.raidsOwed) askRaid(ctx, seat, p.raidsOwed);
  if (!hasCiv(s, seat, "raiding") || !has(p, "trade-routes")) return;
  for (const r of tradeRoutes(s, seat)) {
    const u = s.units[r.unit];
    const city = s.cities[r.city];
    if (!u || u.type !== "ship" || !city || !isSeat(city.owner) || hexDistance(u.hex, r.city) !== 1) continue;
    const victim = player(s, city.owner);
    victim.raidsOwed = (victim.raidsOwed ?? 0) + PARAMS("raiding").resourcesPerRaid;
    emit(ctx, { type: "CityRaided", seat, ship: u.id, city: r.city, victim: city.owner });
  }
}, {
  requires: "expansion",
  when: (s, { seat }: { seat: Seat }) => {
    const p = peek(s).players[seat];
    return !!p.raidsOwed || (hasCiv(s, seat, "raiding") && has(p, "trade-routes"));
  },
});

const RESOURCE_KINDS = ["food", "wood", "ore", "ideas", "gold"] as const;

function askRaid(ctx: Ctx, seat: Seat, owed: number) {
  const p = player(ctx.s, seat);
  const kinds = RESOURCE_KINDS.filter((k) => p.resources[k] > 0);
  if (owed <= 0 || !kinds.length) {
    if (p.raidsOwed) emit(ctx, { type: "RaidPaid", seat, amounts: {}, unpaid: owed });
    p.raidsOwed = 0;
    return;
  }
  ask(ctx, seat, "civ-raid", [...kinds], { owed }, { always: true });
}

defineChoice(rules, "civ-raid", {
  label: (_s, f) => (text("coc.civ.raid", { owed: Number(f.data.owed) })),
  resolve(ctx, seat, value, data) {
    const p = player(ctx.s, seat);
    const k = value as (typeof RESOURCE_KINDS)[number];
    pay(ctx, p, fixedCost({ [k]: 1 }, false), { [k]: 1 }, "raiding");
    const owed = (data.owed as number) - 1;
    p.raidsOwed = owed;
    askRaid(ctx, seat, owed);
  },
});

// ---- Rune Stones: after losing 2+ army units in a battle, set aside an unused obelisk for 1 VP -----------

const OBELISKS = BUILDINGS.find((b) => b.id === "obelisk")!.perPlayerLimit;

function unusedObelisks(s: CocState, seat: Seat): number {
  return OBELISKS - buildingsOnBoard(s, seat, "obelisk") - (player(s, seat).runeStones ?? 0);
}

onHook(rules, "battle-ended", (ctx, d: { attacker: Owner; defender: Owner; attackerLosses: UnitTypeId[]; defenderLosses: UnitTypeId[] }) => {
  const min = PARAMS("rune-stones").minArmyLosses;
  for (const [owner, losses] of [[d.attacker, d.attackerLosses], [d.defender, d.defenderLosses]] as const) {
    if (!hasCiv(ctx.s, owner, "rune-stones")) continue;
    if (losses.filter((t) => unitDef(t).army).length < min || unusedObelisks(ctx.s, owner as Seat) <= 0) continue;
    ask(ctx, owner as Seat, "civ-rune-stone", ["yes", "no"], {}, { always: true });
  }
}, {
  requires: "expansion",
  when: (s, d: { attacker: Owner; defender: Owner }) => hasCiv(peek(s), d.attacker, "rune-stones") || hasCiv(peek(s), d.defender, "rune-stones"),
});

defineChoice(rules, "civ-rune-stone", {
  label: () => text("coc.civ.runeStone", { building: "obelisk" }),
  resolve(ctx, seat, value) {
    if (value !== "yes" || unusedObelisks(ctx.s, seat) <= 0) return;
    const p = player(ctx.s, seat);
    p.runeStones = (p.runeStones ?? 0) + 1;
    emit(ctx, { type: "RuneStoneRaised", seat, total: p.runeStones });
  },
});
