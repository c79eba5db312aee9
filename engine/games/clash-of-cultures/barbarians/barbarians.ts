/**
 * Barbarians (L1435-1517, L2134-2158): settlements and armies run by the game and directed by the
 * player who drew the event. Spawn (L1449-1470): a settlement + 1 infantry on a free land space 2
 * land spaces from one of the drawer's cities, then 1 infantry into any barbarian settlement. Move
 * (L1472-1490): every barbarian army within 2 spaces of the drawer's cities steps 1 space towards
 * the drawer's nearest city (shortest path over explored land); battles start at once; then every
 * barbarian settlement within 2 spaces gets 1 infantry. Stack limit 4 (L1437), grey supply (L1460).
 */
import type { Seat } from "../../../core/types.ts";
import { BARBARIAN_SUPPLY, STACK_LIMIT, type UnitTypeId } from "../data/index.ts";
import { boardNeighbors, isLand, isLandTerrain } from "../base/board.ts";
import { startBattle } from "../combat/battle.ts";
import { ask, cityLabel, defineChoice } from "../base/event-core.ts";
import { type Ctx, defineAutoFrame, emitFresh, pop, push, top } from "../base/flow.ts";
import { coordsDistance, hexDistance, parseHex, type Coords } from "../base/hex.ts";
import { allUnits, citiesOf, cityCount, isArmy, unitDef } from "../base/queries.ts";
import type { City, CocState, Frame, HexKey, HexState, Unit } from "../base/state.ts";
import { addUnit, inSupply } from "../base/units.ts";
import { assignFresh, element, member, peek } from "../../../kit/peek.ts";
import { ListSlot, ruleModule, rulesInForce } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("barbarians/barbarians");

export const BARBARIAN_RANGE = 2;

/**
 * [EXP] Rules run when the armies of a Barbarians move are known (`f.toMove`): they may remove armies or push
 * a prompt above the frame that does (Sulla's Dictator, civilizations/leaders.ts).
 */
export const barbarianMoveRules = new ListSlot<(ctx: Ctx, f: BarbarianMoveFrame) => void>("barbarian move rules");

/** [EXP] Rules forbidding `seat` to move the barbarian army on `hex` with a card (Sulla's Dictator vs Mercenaries). */
export const barbarianControlRules = new ListSlot<(s: CocState, seat: Seat, hex: HexKey) => boolean>("barbarian control rules");

// ---- Queries ------------------------------------------------------------------------------------

function ownCityHexes(s: CocState, seat: Seat): HexKey[] {
  return citiesOf(s, seat).map((c) => c.hex);
}

function barbarianArmyAt(s: CocState, hex: HexKey): Unit[] {
  return allUnits(s).filter((u) => u.hex === hex && u.owner === "barbarian" && unitDef(u.type).countsForStackLimit);
}

function withinRange(hex: HexKey, cities: HexKey[], range = BARBARIAN_RANGE): boolean {
  return cities.some((c) => hexDistance(hex, c) <= range);
}

/**
 * Spaces where a barbarian settlement may appear for `seat` (L1453-1455, L2136): a free (no units, no
 * city) land space, not barren, not exhausted (L1431), at least 2 spaces from other players' cities;
 * exactly 2 land spaces (a land space between) from one of `seat`'s cities and not adjacent to any of
 * them — or, only if no such space exists, adjacent to one of them.
 */
export function barbarianSpawnHexes(s: CocState, seat: Seat): HexKey[] {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  // Distances are measured on coordinates (a hex's record has them), not on keys parsed at every comparison.
  const own = ownCityHexes(s, seat).map(parseHex);
  if (!own.length) return [];
  const others = Object.values(s.cities).filter((c) => c.owner !== seat && c.owner !== "barbarian" && c.owner !== "pirate").map((c) => parseHex(c.hex));
  const occupied = new Set<HexKey>();
  for (const u of allUnits(s)) occupied.add(u.hex);
  // The hex's own fields and the range of the seat's own cities first: they leave out most of the board before
  // the records of cities and units are looked up (by varying hexes: slow loads) and the other cities measured.
  const free = Object.values(s.hexes).filter((h) =>
    isLandTerrain(h.terrain) && h.terrain !== "barren" && !h.exhausted && own.some((c) => coordsDistance(h, c) <= BARBARIAN_RANGE)
    && !s.cities[h.key] && !occupied.has(h.key) && others.every((o) => coordsDistance(h, o) >= 2));
  const twoLandSpaces = (h: HexState, c: Coords) =>
    coordsDistance(h, c) === 2 && boardNeighbors(s, h.key).some((m) => isLand(s, m) && coordsDistance(parseHex(m), c) === 1);
  const primary = free.filter((h) => own.every((c) => coordsDistance(h, c) >= 2) && own.some((c) => twoLandSpaces(h, c)));
  if (primary.length) return primary.map((h) => h.key);
  return free.filter((h) => own.some((c) => coordsDistance(h, c) === 1)).map((h) => h.key);
}

/**
 * Unit types that may be placed into a barbarian settlement now: infantry; [EXP] into a settlement that
 * already holds a barbarian infantry, a cavalry or an elephant instead (L1458, L2138). Grey supply only (L1460).
 */
export function barbarianUnitChoices(s: CocState, hex: HexKey): UnitTypeId[] {
  s = peek(s); // read-only
  const out: UnitTypeId[] = inSupply(s, "barbarian", "infantry") > 0 ? ["infantry"] : [];
  if (s.options.expansion && allUnits(s).some((u) => u.hex === hex && u.owner === "barbarian" && u.type === "infantry")) {
    for (const t of EXPANSION_BARBARIANS) if (inSupply(s, "barbarian", t) > 0) out.push(t);
  }
  return out;
}

/** [EXP] The barbarian figures that may replace an infantry in a settlement that holds one (L1439, L1458). */
const EXPANSION_BARBARIANS: readonly UnitTypeId[] = ["cavalry", "elephant"];

/** Barbarian settlements that can take one more unit (stack limit, supply). */
export function reinforceableSettlements(s: CocState, near?: HexKey[]): HexKey[] {
  s = peek(s);
  return citiesOf(s, "barbarian")
    .filter((c) => (!near || withinRange(c.hex, near)) && barbarianArmyAt(s, c.hex).length < STACK_LIMIT && barbarianUnitChoices(s, c.hex).length > 0)
    .map((c) => c.hex);
}

function placeBarbarianUnit(ctx: Ctx, hex: HexKey, chosen?: UnitTypeId): Unit | null {
  const choices = barbarianUnitChoices(ctx.s, hex);
  const type = chosen !== undefined && choices.includes(chosen) ? chosen : choices[0];
  if (!type || barbarianArmyAt(ctx.s, hex).length >= STACK_LIMIT) return null;
  return addUnit(ctx, "barbarian", type, hex);
}

/**
 * Places one barbarian unit into the settlement on `hex` for the drawer: when a cavalry or an elephant may
 * go there instead of the infantry ([EXP], L1458), the drawer chooses the figure.
 */
function reinforceSettlement(ctx: Ctx, seat: Seat, hex: HexKey) {
  const choices = barbarianUnitChoices(ctx.s, hex);
  if (choices.length > 1 && barbarianArmyAt(ctx.s, hex).length < STACK_LIMIT) {
    ask(ctx, seat, "barbarian-unit-type", choices, { hex });
    return;
  }
  const unit = placeBarbarianUnit(ctx, hex);
  if (unit) emitFresh(ctx, { type: "BarbariansReinforced", seat, hexes: [unit.hex], units: [unit.id] });
}

defineChoice(rules, "barbarian-unit-type", {
  label: (_s, f) => (text("coc.barbarians.unitType", { hex: String(f.data.hex) })),
  optionLabel: (_s, _f, v) => (text(`coc.unit.${v}`)),
  resolve(ctx, seat, value, data) {
    const unit = placeBarbarianUnit(ctx, String(data.hex), String(value) as UnitTypeId);
    if (unit) emitFresh(ctx, { type: "BarbariansReinforced", seat, hexes: [unit.hex], units: [unit.id], unitTypes: [unit.type] });
  },
});

/** Places a barbarian settlement and (supply permitting) 1 infantry on `hex` (L1455, L1460). */
export function spawnBarbarianSettlement(ctx: Ctx, hex: HexKey, by: Seat) {
  const city: City = { hex, owner: "barbarian", mood: "neutral", buildings: {}, portHex: null, wonders: [] };
  // A new city of plain data: written without the drafts' proxy traps (engine/kit/peek.ts).
  assignFresh(member(ctx.s, "cities") as CocState["cities"], hex, city);
  const unit = inSupply(ctx.s, "barbarian", "infantry") > 0 ? addUnit(ctx, "barbarian", "infantry", hex) : null;
  emitFresh(ctx, { type: "BarbariansSpawned", seat: by, hex, units: unit ? [unit.id] : [] });
}

/**
 * Shortest land distances (explored land spaces only, L1479) to the nearest of `targets`, found outwards from them
 * all at once until `from` is reached: then `from`'s and every space's nearer to the targets are known (a
 * breadth-first search finds a whole ring before the next), and barbarians stand near the cities they march on.
 * Units and cities on the way do not block: this only measures distance.
 */
function landDistances(s: CocState, targets: readonly HexKey[], from: HexKey): Map<HexKey, number> {
  const dist = new Map<HexKey, number>();
  const queue: HexKey[] = [];
  for (const t of targets) {
    if (dist.has(t)) continue;
    dist.set(t, 0);
    queue.push(t);
  }
  for (let i = 0; i < queue.length && !dist.has(from); i++) {
    const h = queue[i];
    const d = dist.get(h)! + 1;
    for (const n of boardNeighbors(s, h)) {
      if (dist.has(n) || !isLand(s, n)) continue;
      dist.set(n, d);
      queue.push(n);
    }
  }
  return dist;
}

/**
 * Where an army of `size` barbarian units on `from` may step: one space closer to the drawer's
 * nearest city (ties between cities and between spaces are the drawer's choice, L1479), within the
 * stack limit. Empty when no land path leads to a city or every step is blocked by the stack limit.
 */
export function barbarianSteps(s: CocState, seat: Seat, from: HexKey, size: number): HexKey[] {
  s = peek(s);
  // One search from all the cities: a step brings the army one space closer to some city at the least distance
  // exactly when it brings it one space closer to the nearest of them all.
  const dist = landDistances(s, ownCityHexes(s, seat), from);
  const best = dist.get(from) ?? Infinity;
  if (!Number.isFinite(best) || best === 0) return [];
  const out: HexKey[] = [];
  for (const n of boardNeighbors(s, from)) {
    if (dist.get(n) !== best - 1) continue;
    if (barbarianArmyAt(s, n).length + size > STACK_LIMIT) continue;
    out.push(n);
  }
  return out;
}

// ---- Barbarians spawn ---------------------------------------------------------------------------

export interface BarbarianSpawnFrame extends Frame {
  kind: "barbarian-spawn";
  seat: null;
  drawer: Seat;
  step: "settlement" | "unit";
  /** False for "Barbarians move" without barbarians in range: only step 1 (L1478). */
  withUnit: boolean;
}

/** Resolves the Barbarians spawn symbol for `seat` (or only its step 1). */
export function startBarbarianSpawn(ctx: Ctx, seat: Seat, withUnit = true) {
  push(ctx, { kind: "barbarian-spawn", seat: null, drawer: seat, step: "settlement", withUnit } satisfies BarbarianSpawnFrame);
}

defineAutoFrame<BarbarianSpawnFrame>(rules, "barbarian-spawn", (ctx, f) => {
  if (f.step === "settlement") {
    f.step = "unit";
    if (cityCount(ctx.s, "barbarian") >= BARBARIAN_SUPPLY.settlements) {
      emitFresh(ctx, { type: "BarbariansSpawnFailed", seat: f.drawer, reason: "supply" });
      return true;
    }
    const options = barbarianSpawnHexes(ctx.s, f.drawer);
    if (!options.length) emitFresh(ctx, { type: "BarbariansSpawnFailed", seat: f.drawer, reason: "no-space" });
    ask(ctx, f.drawer, "barbarian-spawn-hex", options);
    return true;
  }
  pop(ctx, f);
  if (f.withUnit) ask(ctx, f.drawer, "barbarian-reinforce", reinforceableSettlements(ctx.s));
  return true;
});

defineChoice(rules, "barbarian-spawn-hex", {
  label: () => (text("coc.barbarians.spawnHex")),
  optionLabel: (_s, _f, v) => (text("coc.hex", { hex: String(v) })),
  resolve(ctx, seat, value) {
    spawnBarbarianSettlement(ctx, String(value), seat);
  },
});

defineChoice(rules, "barbarian-reinforce", {
  label: () => (text("coc.barbarians.reinforce")),
  optionLabel: (s, _f, v) => cityLabel(s, String(v)),
  resolve(ctx, seat, value) {
    reinforceSettlement(ctx, seat, String(value));
  },
});

// ---- Barbarians move ----------------------------------------------------------------------------

export interface BarbarianMoveFrame extends Frame {
  kind: "barbarians-move";
  seat: null;
  drawer: Seat;
  step: "check" | "move" | "reinforce";
  /** Barbarian army units that still have to make their one step. */
  toMove: number[];
  /** [EXP] Settlements still to get their unit in step 3 (one at a time, each may ask for the figure). */
  reinforce?: HexKey[];
}

/** Resolves the Barbarians move symbol for `seat` (L1476-1480). */
export function startBarbarianMove(ctx: Ctx, seat: Seat) {
  push(ctx, { kind: "barbarians-move", seat: null, drawer: seat, step: "check", toMove: [] } satisfies BarbarianMoveFrame);
}

/** The armies still to move (grouped by space) and where each may step. */
export function barbarianMoveOptions(s: CocState, f: BarbarianMoveFrame): { from: HexKey; units: number[]; to: HexKey[] }[] {
  s = peek(s);
  const groups = new Map<HexKey, number[]>();
  for (const id of f.toMove) {
    const u = s.units[id];
    if (!u) continue;
    groups.set(u.hex, [...(groups.get(u.hex) ?? []), id]);
  }
  return [...groups].map(([from, units]) => ({ from, units, to: barbarianSteps(s, f.drawer, from, units.length) }));
}

defineAutoFrame<BarbarianMoveFrame>(rules, "barbarians-move", (ctx, f) => {
  const s = ctx.s;
  const cities = ownCityHexes(peek(s), f.drawer);
  if (f.step === "check") {
    const inRange = allUnits(s).filter((u) => u.owner === "barbarian" && withinRange(u.hex, cities));
    if (!inRange.length) {
      // No barbarians near: only step 1 of Barbarians spawn (L1478).
      pop(ctx, f);
      startBarbarianSpawn(ctx, f.drawer, false);
      return true;
    }
    f.toMove = inRange.filter(isArmy).map((u) => u.id);
    f.step = "move";
    // [EXP] Rules that may hold armies back, asking above this frame (Sulla's Dictator).
    for (const rule of rulesInForce().list(barbarianMoveRules)) rule(ctx, f);
    return true;
  }
  if (f.step === "move") {
    const options = barbarianMoveOptions(s, f);
    const movable = options.filter((o) => o.to.length);
    // Armies with no step towards a city (no land path, stack limit) stay where they are.
    const stuck = new Set(options.filter((o) => !o.to.length).flatMap((o) => o.units));
    if (stuck.size) assignFresh(f, "toMove", peek(f).toMove.filter((id) => !stuck.has(id)));
    if (!movable.length) {
      f.step = "reinforce";
      return true;
    }
    ask(ctx, f.drawer, "barbarian-move", movable.flatMap((o) => o.to.map((to) => `${o.from}>${to}`)));
    return true;
  }
  if (s.options.expansion) {
    // [EXP] One settlement at a time: the drawer may choose a cavalry or an elephant for each (L1458).
    // Read on plain data; the rest of the list is assigned anew (hexes: plain strings).
    const list = peek(f).reinforce ?? reinforceableSettlements(s, cities);
    const hex = list[0];
    assignFresh(f, "reinforce", list.slice(1));
    if (hex === undefined) pop(ctx, f);
    else reinforceSettlement(ctx, f.drawer, hex);
    return true;
  }
  const settlements = reinforceableSettlements(s, cities);
  const units: number[] = [];
  for (const hex of settlements) {
    const u = placeBarbarianUnit(ctx, hex);
    if (u) units.push(u.id);
  }
  if (units.length) {
    const all = peek(s).units;
    emitFresh(ctx, { type: "BarbariansReinforced", seat: f.drawer, hexes: units.map((id) => peek(all[id]).hex), units });
  }
  pop(ctx, f);
  return true;
});

defineChoice(rules, "barbarian-move", {
  label: () => (text("coc.barbarians.move")),
  optionLabel: (_s, _f, v) => {
    const [from, to] = String(v).split(">");
    return text("coc.barbarians.step", { from, to });
  },
  resolve(ctx, _seat, value) {
    const f = top(ctx.s) as BarbarianMoveFrame;
    const [from, to] = String(value).split(">");
    const all = peek(ctx.s).units;
    const toMove = peek(f).toMove;
    const units = toMove.filter((id) => peek(all[id])?.hex === from);
    assignFresh(f, "toMove", toMove.filter((id) => !units.includes(id)));
    moveBarbarianArmy(ctx, units, from, to);
  },
});

/** Moves barbarian units one space; entering anyone's unit or city starts a battle at once (L1479, L1494). */
export function moveBarbarianArmy(ctx: Ctx, units: number[], from: HexKey, to: HexKey) {
  const s = ctx.s;
  // Written without the drafts' proxy traps (`element`, and `assignFresh`: a hex key holds no draft).
  for (const id of units) assignFresh(element(s, "units", id) as Unit, "hex", to);
  emitFresh(ctx, { type: "BarbarianMoved", units, from, to });
  const city = peek(s).cities[to];
  const enemy = (city && peek(city).owner !== "barbarian") || allUnits(s).some((u) => u.hex === to && u.owner !== "barbarian");
  if (enemy) startBattle(ctx, { hex: to, attacker: "barbarian", attackers: units, from, kind: "land" });
}
