/**
 * The Move action (L891-966, L1154-1223, L1665-1697). The `move` action opens a "moving" frame; each
 * `move-group` moves one unit or group (units of one space moving together) one step — a land step,
 * a Roads move of up to 2 spaces, embarking, disembarking, or a ship voyage — and `move-done` ends the
 * action (it ends by itself after 3 groups or when nothing else can move). Each unit moves at most once
 * per action. A move into enemy units or an enemy city starts a battle at once; the moving frame waits
 * under the battle's frames and continues when they are done.
 */
import { appendFresh, assignFresh, element, member, peek } from "../../../kit/peek.ts";
import { latestSeatQuery } from "../../../kit/derived.ts";
import { z } from "zod";
import type { Move, Seat, Text } from "../../../core/types.ts";
import { STACK_LIMIT, type Terrain } from "../data/index.ts";
import { advanceDef } from "../base/catalog.ts";
import { boardNeighbors, isExplored, isLand, isLandTerrain, isSea, orientations, revealRegion } from "../base/board.ts";
import { startBattle } from "../combat/battle.ts";
import { allowedOrientations, seaHexesIf, terrainIf } from "./exploration.ts";
import { shipCapacity } from "../combat/core.ts";
import { check, defineFrame, defineMove, emitFresh, fail, pop, push, top, type Ctx } from "../base/flow.ts";
import { hexSchema, paymentSchema } from "../base/schemas.ts";
import { checkSeaPath, onBoardEdge, seaRoutes, type SeaRoute } from "./movement-map.ts";
import { allUnits, enemyUnitsAt, has, player, unitDef, unitIndex, type UnitIndex } from "../base/queries.ts";
import { gain, pay, suggestPayment } from "../base/resources.ts";
import { diplomacyBlocker, payDiplomacy, truceBlocker } from "./truces.ts";
import { canMoveArmy, canNavigate } from "../rules/move-capabilities.ts";
import type { CocState, Frame, HexKey, Payment, Unit } from "../base/state.ts";
import { defineTurnMoves, spendAction, turnDraft } from "../turn/turn.ts";
import { ListSlot, ruleModule, rulesInForce } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("actions/move");

/** Groups (units or formations) one Move action may move (L893). */
export const GROUPS_PER_MOVE = 3;

export interface MovingFrame extends Frame {
  kind: "moving";
  seat: Seat;
  /** Groups still allowed in this action. */
  movesLeft: number;
  /** A ship sailed in this action / one used Navigation (Cartography). */
  sailed: boolean;
  navigated: boolean;
}

export type MoveActionMove = { type: "move" };
export type MoveGroupMove = {
  type: "move-group";
  /** The group: your units on one space (land units, or ships with their cargo). */
  units: number[];
  to: HexKey;
  /** Optional route (the hexes after the start, ending with `to`): ship voyages and Roads. */
  path?: HexKey[];
  /** Use Roads (pay `payment`, 1 food + 1 ore): up to 2 spaces ignoring terrain (L1665-1687). */
  roads?: boolean;
  payment?: Payment;
};
export type MoveDoneMove = { type: "move-done" };
export type ExploreOrientationMove = { type: "explore-orientation"; flipped: boolean };

type PlanKind = "land" | "roads" | "embark" | "disembark" | "sail";

/** A validated group move (plain data, kept in the exploration frame while the mover chooses). */
interface Plan {
  kind: PlanKind;
  units: number[];
  /** Units carried along (cargo of moving ships). */
  cargo: number[];
  path: HexKey[];
  /** Region explored by this move, if any. */
  explore: number | null;
  battle: "land" | "sea" | null;
  navigated: boolean;
  lastStepNavigation: boolean;
}

interface ExploreFrame extends Frame {
  kind: "explore-orientation";
  seat: Seat;
  region: number;
  plan: Plan;
  /** For ships: where the ship ends with each orientation ([base, flipped]); null = it cannot enter. */
  shipTargets: [HexKey | null, HexKey | null] | null;
  /**
   * What the explorer sees of the face-down region before choosing how to lay it (L1160-1167; docs/rules): each space's terrain with the
   * region laid [as dealt, turned]. Only the explorer's view has it (view.ts), for the preview on the map.
   */
  private: Record<number, { layouts: [RegionLayout, RegionLayout] }>;
}

/** The terrain each space of a region gets with one orientation. */
export type RegionLayout = { hex: HexKey; terrain: Terrain }[];

// ---- rules of other modules [EXP] -----------------------------------------------------------------

/**
 * [EXP] Rules civilization advances add to moving (civilizations/civ-advances.ts): a longer Roads range between two
 * spaces (Roman Roads) and the extra Roads destinations to offer from a space, units that may move although
 * they fought this turn (Longships), and extra move types inside a Move action (Ship Construction).
 */
export interface MoveRule {
  roadsRange?(s: CocState, seat: Seat, from: HexKey, to: HexKey): number | null;
  roadsTargets?(s: CocState, seat: Seat, from: HexKey): HexKey[];
  ignoresFought?(s: CocState, seat: Seat, u: Unit): boolean;
  types?: readonly string[];
  legal?(s: CocState, f: MovingFrame): Move[];
}
export const moveRules = new ListSlot<MoveRule>("move rules");

function ignoresFought(s: CocState, seat: Seat, u: Unit): boolean {
  return rulesInForce().list(moveRules).some((r) => r.ignoresFought?.(s, seat, u));
}

function roadsRangeFor(s: CocState, seat: Seat, from: HexKey, to: HexKey): number {
  let range = roadsRange();
  for (const r of rulesInForce().list(moveRules)) range = Math.max(range, r.roadsRange?.(s, seat, from, to) ?? 0);
  return range;
}

/** A shortest Roads route of at most `range` spaces to `to` that passes roadsPathBlocker, or null. */
function findRoadsPath(q: MoveQuery, from: HexKey, to: HexKey, range: number, units: Unit[]): HexKey[] | null {
  const s = q.s;
  const prev = new Map<HexKey, HexKey>([[from, from]]);
  let frontier = [from];
  for (let d = 1; d <= range && frontier.length; d++) {
    const next: HexKey[] = [];
    for (const h of frontier) {
      for (const n of boardNeighbors(s, h)) {
        if (prev.has(n)) continue;
        prev.set(n, h);
        if (n === to) {
          const path = [to];
          for (let k = h; k !== from; k = prev.get(k)!) path.unshift(k);
          path.unshift(from);
          return refused(roadsPathBlocker(q, path, units)) ? null : path;
        }
        const at = dest(q, n)!;
        if (!at.explored || !at.land || at.hostile || at.myArmy + stackCount(units) > STACK_LIMIT) continue;
        next.push(n);
      }
    }
    frontier = next;
  }
  return null;
}

function roadsCost() {
  return advanceDef("roads").useCost!;
}

function roadsRange(): number {
  return Number(advanceDef("roads").params.range ?? 2);
}

const isShip = (u: Unit) => !unitDef(u.type).land;
const isArmyUnit = (u: Unit) => unitDef(u.type).army;
/** Army units counting for the stack limit (L849): units aboard ships do not count where they stand. */
function stackCount(units: Unit[]): number {
  let n = 0;
  for (const u of units) if (unitDef(u.type).countsForStackLimit) n++;
  return n;
}

function adjacent(s: CocState, a: HexKey, b: HexKey): boolean {
  return boardNeighbors(s, a).includes(b);
}

function enemyCityAt(s: CocState, hex: HexKey, seat: Seat): boolean {
  const c = s.cities[hex];
  return !!c && c.owner !== seat;
}

// ---- validation ---------------------------------------------------------------------------------

/** What a board hex is for the mover: the same for every group aimed at it or passing it. */
interface Dest {
  region: number;
  /** Why the mover may not move into it at all (a truce, diplomatic relations it cannot pay), or null. */
  blocker: Text | null;
  explored: boolean;
  sea: boolean;
  land: boolean;
  enemyUnits: boolean;
  /** Enemy units or an enemy city. */
  hostile: boolean;
  /** The mover's army units there that count for the stack limit. */
  myArmy: number;
}

/**
 * What validating group moves works out once: the units by hex, sea routes by starting hex and what each
 * hex is for the mover. A legal-move query shares one among its many candidate moves (many aim at the
 * same hexes); applying a move makes one for that move.
 */
interface MoveQuery {
  s: CocState;
  seat: Seat;
  idx: UnitIndex;
  routes: Map<HexKey, Map<HexKey, SeaRoute>>;
  /** null for a hex not on the board. */
  dests: Map<HexKey, Dest | null>;
  army: boolean;
  navigation: boolean;
  /** Whether some unit can move (canMoveSomething), once asked. */
  canMove?: boolean;
}

/**
 * One per state and seat (a state no move is changing): the bot lists the moves of a state, then the move-group
 * it chose is checked on that same state, so both read one unit index and the destinations and routes either
 * worked out. Its maps (and canMove) only fill in, with answers that depend on the state and seat alone.
 */
const moveQuery = latestSeatQuery((s: CocState, seat: Seat): MoveQuery => ({
  s,
  seat,
  idx: unitIndex(s.units),
  routes: new Map(),
  dests: new Map(),
  army: canMoveArmy(s, seat),
  navigation: canNavigate(s, seat),
}));

/**
 * `hex` for the mover of `q`, or null when it is not on the board (the hex is looked up once, for this and for
 * whether it is explored, sea or land).
 */
function dest(q: MoveQuery, hex: HexKey): Dest | null {
  let d = q.dests.get(hex);
  if (d === undefined) {
    const { s, seat, idx } = q;
    const h = s.hexes[hex];
    if (!h) {
      q.dests.set(hex, null);
      return null;
    }
    const { region, terrain } = h;
    // The hex's units read in one pass: another owner's, and the mover's army units counting for the stack limit.
    let enemyUnits = false, myArmy = 0;
    for (const u of idx.get(hex) ?? []) {
      if (u.owner !== seat) enemyUnits = true;
      else if (u.carriedBy === null && unitDef(u.type).countsForStackLimit) myArmy++;
    }
    d = {
      region,
      blocker: truceBlocker(s, seat, hex) ?? diplomacyBlocker(s, seat, hex),
      explored: s.regions[region].explored, sea: terrain === "water", land: isLandTerrain(terrain),
      enemyUnits, hostile: enemyUnits || enemyCityAt(s, hex, seat), myArmy,
    };
    q.dests.set(hex, d);
  }
  return d;
}

function routesFrom(q: MoveQuery, from: HexKey): Map<HexKey, SeaRoute> {
  let r = q.routes.get(from);
  if (!r) q.routes.set(from, (r = seaRoutes(q.s, q.seat, from, q.navigation, q.idx)));
  return r;
}

/** Why a land group may not end its move on `to` (an explored land hex or one being explored), or null. */
function landEntryBlocker(q: MoveQuery, units: Unit[], to: HexKey, passedFertile: boolean): { error: Text } | { battle: boolean } {
  const s = q.s, t = s.turn!, at = dest(q, to)!;
  if (at.hostile) {
    const army = units.filter(isArmyUnit);
    if (!army.length) return { error: text("coc.err.settlersEnterSpaceEnemies") };
    if (army.some((u) => t.unitsInForest.includes(u.id))) return { error: text("coc.err.unitsEnteredForestTurn") };
    const city = s.cities[to];
    if (city && city.owner !== q.seat && city.wonders.some((w) => w.id === "great-gardens")) {
      const onFertile = t.unitsOnFertile ?? [];
      if (passedFertile || army.some((u) => onFertile.includes(u.id))) {
        return { error: text("coc.err.armyUnitsPassedThrough") };
      }
    }
    return { battle: true };
  }
  if (at.myArmy + stackCount(units) > STACK_LIMIT) return { error: text("coc.err.stackLimitSpace", { n: STACK_LIMIT }) };
  return { battle: false };
}

/** A rules check's answer is a refusal (the reason) rather than what was checked for. */
const refused = (r: object): r is Text => "key" in r;

/** Validates a group move without changing anything: a plan, or the reason it is illegal. */
function planMove(q: MoveQuery, move: MoveGroupMove): Plan | Text {
  const { s, seat } = q;
  const t = s.turn;
  if (!t || t.seat !== seat) return text("coc.err.notTurn");
  if (!move.units.length) return text("coc.err.chooseUnitsMove");
  if (new Set(move.units).size !== move.units.length) return text("coc.err.unitListedTwice");
  const units: Unit[] = [];
  for (const id of move.units) {
    const u = s.units[id];
    if (!u || u.owner !== seat) return text("coc.err.noSuchUnit", { id });
    units.push(u);
  }
  const from = units[0].hex;
  if (units.some((u) => u.hex !== from)) return text("coc.err.groupMovesTogetherOne");
  for (const u of units) {
    if (t.movedThisAction.includes(u.id)) return text("coc.err.eachUnitMovesMost");
    if (t.unitsStopped.includes(u.id) && !ignoresFought(s, seat, u)) return text("coc.err.unitsFoughtEnteredMountains");
  }
  if (units.some(isArmyUnit) && !q.army) return text("coc.err.needTacticsMoveArmy");
  return planGroup(q, move, units);
}

/**
 * planMove for a group of the mover's units on one space that may all move (candidates() offers only
 * such groups). `route`: the sea route of a ship group's move without a path, when already known.
 */
function planGroup(q: MoveQuery, move: MoveGroupMove, units: Unit[], route?: SeaRoute): Plan | Text {
  const { s, seat, idx } = q;
  const from = units[0].hex;
  const to = move.to;
  const at = dest(q, to);
  if (!at) return text("coc.err.notOnBoard", { hex: to });
  if (to === from) return text("coc.err.groupMustMoveAnother");
  if (move.path && move.path[move.path.length - 1] !== to) return text("coc.err.routeMustEndDestination");
  if (at.blocker) return at.blocker;

  const sailing = isShip(units[0]);
  if (units.some((u) => isShip(u) !== sailing)) return text("coc.err.shipsLandUnitsMove");

  // Ships: any distance through connected sea (L922), Navigation along the edge (L930).
  if (sailing) {
    if (move.roads) return text("coc.err.roadsMoveLandUnits");
    const r = move.path ? checkSeaPath(s, seat, [from, ...move.path], q.navigation, idx) : (route ?? routesFrom(q, from).get(to));
    if (!r) return text("coc.err.shipsCannotReach", { hex: to });
    if (refused(r)) return r;
    const explore = at.explored ? null : at.region;
    // The cargo is filled in when the move is made (cargoOf): legality does not depend on it.
    return {
      kind: "sail", units: move.units, cargo: [], path: r.path, explore,
      battle: explore === null && at.enemyUnits ? "sea" : null, navigated: r.navigated, lastStepNavigation: r.lastStepNavigation,
    };
  }

  const carried = units[0].carriedBy !== null;
  if (units.some((u) => (u.carriedBy !== null) !== carried)) return text("coc.err.unitsAboardShipsUnits");

  if (move.roads) return planRoads(q, move, units);
  if (move.path && move.path.length !== 1) return text("coc.err.landUnitsMove1");
  if (!adjacent(s, from, to)) return text("coc.err.landUnitsMoveAdjacent");

  if (carried) {
    // Disembark onto an adjacent land space (L938); onto enemies it is a land battle (L1397).
    if (at.explored && at.sea) return text("coc.err.unitsAboardShipDisembark");
    if (!at.explored) return landPlan(move, from, "disembark", at.region, false);
    const entry = landEntryBlocker(q, units, to, false);
    if ("error" in entry) return entry.error;
    return landPlan(move, from, "disembark", null, entry.battle);
  }
  if (!at.explored) return landPlan(move, from, "land", at.region, false);
  if (at.sea) {
    // Embark onto your ships on an adjacent sea space, 2 land units per ship (L938).
    if (at.enemyUnits) return text("coc.err.cannotEmbarkSpaceEnemy");
    if (freeBerths(s, idx, to, seat) < units.length) return text("coc.err.landUnitsEnterSea");
    return landPlan(move, from, "embark", null, false);
  }
  const entry = landEntryBlocker(q, units, to, false);
  if ("error" in entry) return entry.error;
  return landPlan(move, from, "land", null, entry.battle);
}

/** The plan of a land group's one step from `from` to `move.to` (no cargo, no Navigation). */
function landPlan(move: MoveGroupMove, from: HexKey, kind: PlanKind, explore: number | null, battle: boolean): Plan {
  return { units: move.units, cargo: [], navigated: false, lastStepNavigation: false, kind, path: [from, move.to], explore, battle: battle ? "land" : null };
}

/** Land units aboard the moving ships: they sail along. */
function cargoOf(s: CocState, ships: number[]): number[] {
  return allUnits(s).filter((u) => u.carriedBy !== null && ships.includes(u.carriedBy)).map((u) => u.id);
}

function freeBerths(s: CocState, idx: UnitIndex, hex: HexKey, seat: Seat): number {
  const here = idx.get(hex) ?? [];
  let free = 0;
  for (const ship of here) {
    if (ship.owner !== seat || !isShip(ship)) continue;
    free += shipCapacity(s, seat) - here.filter((u) => u.carriedBy === ship.id).length;
  }
  return free;
}

/**
 * Roads (L918, L1665-1687): from or into one of your cities, up to 2 land spaces ignoring terrain;
 * never through enemies, the sea or unexplored regions; the stack limit holds on every space; an
 * attack is allowed only when moving out of your own city.
 */
function planRoads(q: MoveQuery, move: MoveGroupMove, units: Unit[]): Plan | Text {
  const { s, seat } = q;
  const from = units[0].hex;
  if (!has(player(s, seat), "roads")) return text("coc.err.needRoadsMove2");
  if (units[0].carriedBy !== null) return text("coc.err.roadsCannotUsedDisembark");
  const to = move.to;
  const ownCity = (h: HexKey) => s.cities[h]?.owner === seat;
  const range = roadsRangeFor(s, seat, from, to);
  let path: HexKey[] | null = move.path ? [from, ...move.path] : null;
  if (!path) {
    if (adjacent(s, from, to)) path = [from, to];
    else if (range > roadsRange()) path = findRoadsPath(q, from, to, range, units) ?? [from, to];
    else {
      const via = boardNeighbors(s, from).find((m) => adjacent(s, m, to) && !refused(roadsPathBlocker(q, [from, m, to], units)));
      path = via ? [from, via, to] : [from, to];
    }
  }
  if (path.length - 1 > range) return text("coc.err.roadsRange", { n: range });
  if (!ownCity(from) && !ownCity(to)) return text("coc.err.roadsUsedMovingOut");
  const r = roadsPathBlocker(q, path, units);
  if (refused(r)) return r;
  return { kind: "roads", units: move.units, cargo: [], path, explore: null, battle: r.battle ? "land" : null, navigated: false, lastStepNavigation: false };
}

function roadsPathBlocker(q: MoveQuery, path: HexKey[], units: Unit[]): Text | { battle: boolean } {
  const s = q.s;
  if (new Set(path).size !== path.length) return text("coc.err.roadsRouteNotVisit");
  for (let i = 1; i < path.length; i++) {
    const h = path[i];
    const at = dest(q, h);
    if (!at) return text("coc.err.notOnBoard", { hex: h });
    if (!adjacent(s, path[i - 1], h)) return text("coc.err.eachStepRoadsRoute");
    if (!at.explored) return text("coc.err.roadsCannotUsedExplore");
    if (!at.land) return text("coc.err.roadsCannotCrossSea");
    if (i < path.length - 1) {
      if (at.hostile) return text("coc.err.roadsCannotPassThrough");
      if (at.myArmy + stackCount(units) > STACK_LIMIT) return text("coc.err.roadsStackLimit", { n: STACK_LIMIT });
    }
  }
  const to = path[path.length - 1];
  const passedFertile = path.slice(1, -1).some((h) => s.hexes[h].terrain === "fertile");
  const entry = landEntryBlocker(q, units, to, passedFertile);
  if ("error" in entry) return entry.error;
  if (entry.battle && s.cities[path[0]]?.owner !== q.seat) return text("coc.err.roadsAttackWhenMoving");
  return entry;
}

// ---- execution ----------------------------------------------------------------------------------

/** A list of units of the turn's record, drafted as `turnDraft` reads it. */
function turnUnits(s: CocState, key: "movedThisAction" | "unitsStopped" | "unitsInForest"): number[] {
  return member(turnDraft(s), key) as number[];
}

function executeMove(ctx: Ctx, seat: Seat, frame: MovingFrame, move: MoveGroupMove, plan: Plan) {
  const s = ctx.s;
  const moved = turnUnits(s, "movedThisAction");
  for (const id of plan.units) appendFresh(moved, id);
  assignFresh(frame, "movesLeft", peek(frame).movesLeft - 1);
  payDiplomacy(ctx, seat, move.to);
  if (plan.kind === "roads") pay(ctx, player(s, seat), roadsCost(), move.payment ?? {}, "roads");
  if (plan.kind === "sail") {
    frame.sailed = true;
    if (plan.navigated) frame.navigated = true;
  }
  if (plan.explore === null) {
    completeMove(ctx, seat, plan, plan.path[plan.path.length - 1]);
    return;
  }
  const region = plan.explore;
  const to = plan.path[plan.path.length - 1];
  let shipTargets: ExploreFrame["shipTargets"] = null;
  let allowed;
  if (plan.kind === "sail") {
    const base = peek(s);
    shipTargets = [shipTarget(base, seat, plan, false), shipTarget(base, seat, plan, true)];
    allowed = allowedOrientations(base, region, { shipCanEnter: [shipTargets[0] !== null, shipTargets[1] !== null] });
  } else {
    allowed = allowedOrientations(peek(s), region, { landTarget: to });
  }
  if (allowed.length === 2) {
    const hexes = peek(s).regions[region].hexes;
    const layouts = orientations(peek(s), region).map((terrains) => hexes.map((hex, slot) => ({ hex, terrain: terrains[slot] }))) as [RegionLayout, RegionLayout];
    push(ctx, { kind: "explore-orientation", seat, region, plan, shipTargets, private: { [seat]: { layouts } } } satisfies ExploreFrame);
    return;
  }
  finishExploration(ctx, seat, plan, allowed[0], shipTargets);
}

/**
 * Where a ship exploring with `plan` ends if the region is laid `flipped`, or null when it could not
 * sail onto the region's sea without crossing another region (L1203-1211): through the edge after a
 * Navigation step, else from a sea space the ship could reach this move.
 */
function shipTarget(s: CocState, seat: Seat, plan: Plan, flipped: boolean): HexKey | null {
  const to = plan.path[plan.path.length - 1];
  const region = plan.explore!;
  const sea = seaHexesIf(s, region, flipped);
  if (!sea.length) return null;
  let ok: (k: HexKey) => boolean;
  if (plan.lastStepNavigation) ok = (k) => onBoardEdge(s, k);
  else {
    const idx = unitIndex(s.units);
    const from = plan.path[0];
    const reach = new Set([from, ...[...seaRoutes(s, seat, from, canNavigate(s, seat), idx).keys()].filter((k) => isExplored(s, k) && isSea(s, k) && !enemyUnitsAt(idx, k, seat))]);
    ok = (k) => boardNeighbors(s, k).some((n) => reach.has(n));
  }
  const enterable = sea.filter(ok);
  if (!enterable.length) return null;
  return enterable.includes(to) ? to : enterable[0];
}

function finishExploration(ctx: Ctx, seat: Seat, plan: Plan, flipped: boolean, shipTargets: ExploreFrame["shipTargets"]) {
  revealRegion(ctx, plan.explore!, flipped);
  if (plan.kind !== "sail") {
    completeMove(ctx, seat, plan, plan.path[plan.path.length - 1]);
    return;
  }
  const target = shipTargets![flipped ? 1 : 0];
  if (target) {
    const path = [...plan.path.slice(0, -1), target];
    completeMove(ctx, seat, { ...plan, path }, target);
  } else {
    // The ship cannot enter: it goes back to the space where it started (L1211).
    const back = [...plan.path].reverse().slice(1);
    completeMove(ctx, seat, { ...plan, path: [...plan.path, ...back] }, plan.path[0], true);
  }
}

function completeMove(ctx: Ctx, seat: Seat, plan: Plan, dest: HexKey, returned = false) {
  const s = ctx.s;
  const from = plan.path[0];
  // The group's units are read by `element` and, off ship, written by `assignFresh`; the stops by `appendFresh`:
  // no proxy trap on the common path (the cargo and the embarking units are rarer).
  const group = plan.units.map((id) => element(s, "units", id) as Unit);
  if (plan.kind === "embark") boardShips(s, seat, group, dest);
  else {
    for (const u of group) {
      assignFresh(u, "hex", dest);
      if (plan.kind !== "sail" && peek(u).carriedBy !== null) assignFresh(u, "carriedBy", null);
    }
    for (const id of plan.cargo) assignFresh(element(s, "units", id) as Unit, "hex", dest);
  }
  // Terrain (L905-907): mountains stop the units, forests forbid attacking this turn; Roads ignore both.
  const hexes = peek(s).hexes; // read-only: moving changes no hex
  const terrain: Terrain | null = hexes[dest].terrain;
  if (plan.kind === "land" || plan.kind === "disembark") {
    if (terrain === "mountain") appendUnits(turnUnits(s, "unitsStopped"), plan.units);
    if (terrain === "forest") appendUnits(turnUnits(s, "unitsInForest"), plan.units);
  }
  if (plan.kind !== "sail" && plan.kind !== "embark") {
    if (plan.path.slice(1).some((h) => hexes[h].terrain === "fertile")) {
      const t = turnDraft(s);
      const onFertile = member(t, "unitsOnFertile") as number[] | undefined;
      if (onFertile) appendUnits(onFertile, plan.units);
      else assignFresh(t, "unitsOnFertile", [...plan.units]);
    }
  }
  // The path's plain data (a plan kept in the exploration frame is a draft): the event holds no draft.
  emitFresh(ctx, {
    type: "UnitMoved", seat, units: [...plan.units, ...plan.cargo], from, to: dest, path: peek(plan.path), how: plan.kind,
    ...(plan.navigated ? { navigation: true } : {}), ...(returned ? { returned: true } : {}),
  });
  if (plan.battle) {
    // Units that take part in a battle cannot move again this turn (L905, L922).
    appendUnits(turnUnits(s, "unitsStopped"), plan.units);
    const retreatTo = plan.kind === "sail" ? from : plan.path[plan.path.length - 2];
    startBattle(ctx, {
      hex: dest, attacker: seat, attackers: [...plan.units], from: retreatTo, kind: plan.battle,
      ...(plan.kind === "roads" ? { viaRoads: true } : {}), ...(plan.kind === "disembark" ? { disembarked: true } : {}),
    });
  }
}

/** Puts the land units `group` (drafts) aboard `seat`'s ships on the sea space `dest`, each on the first with a free berth. */
function boardShips(s: CocState, seat: Seat, group: Unit[], dest: HexKey): void {
  const ships = (unitIndex(peek(s).units).get(dest) ?? []).filter((u) => u.owner === seat && isShip(u));
  for (const u of group) {
    // Counted on plain data, looked at anew after each unit boards (engine/kit/peek.ts).
    const ship = ships.find((sh) => shipCapacity(s, seat) > allUnits(s).filter((x) => x.carriedBy === sh.id).length)!;
    assignFresh(u, "hex", dest);
    assignFresh(u, "carriedBy", ship.id);
  }
}

/** Appends the unit ids `ids` to the draft list `list`. */
function appendUnits(list: number[], ids: readonly number[]): void {
  for (const id of ids) appendFresh(list, id);
}

function finishMoveAction(ctx: Ctx, frame: MovingFrame) {
  // Read on plain data (engine/kit/peek.ts), written through the draft.
  const f = peek(frame);
  pop(ctx, frame);
  const s = ctx.s;
  if (peek(s).turn) assignFresh(turnDraft(s), "movedThisAction", []);
  // Great Warlord's bonus is only for a battle started during its own Move action.
  if (peek(s).events?.warlord === f.seat) s.events!.warlord = null;
  emitFresh(ctx, { type: "MoveActionEnded", seat: f.seat });
  if (f.sailed) cartographyAfterMove(ctx, f.seat, f.navigated);
}

// ---- Cartography (catalog §3.4, not printed in the seed) ---------------------------------------------

/**
 * Call after a Move action in which at least one of `seat`'s ships sailed (once per Move action): with
 * Cartography the player gains 1 idea, and 1 culture token too if a ship used Navigation.
 */
export function cartographyAfterMove(ctx: Ctx, seat: Seat, usedNavigation: boolean) {
  const p = player(ctx.s, seat);
  if (!has(p, "cartography")) return;
  gain(ctx, p, usedNavigation ? { ideas: 1, culture: 1 } : { ideas: 1 }, "cartography");
}

// ---- legal moves --------------------------------------------------------------------------------

/**
 * Which candidate group moves to offer: all; every one but ships only to adjacent spaces (a cheap first
 * look for a yes); or ships' voyages only.
 */
type Reach = "all" | "near" | "voyages";

/** `visit` returns true to stop; `units` are the group's units, `route` a ship move's route when it has no path. */
type Visit = (move: MoveGroupMove, units: Unit[], route?: SeaRoute) => boolean;

/**
 * Offers candidate group moves, one group at a time (all movable units of a space, and one unit of each
 * type), to `visit` until it returns true (then returns true). Only units that may move this action are
 * grouped, which is what planMove checks of each unit before planGroup.
 */
function visitCandidates(q: MoveQuery, reach: Reach, visit: Visit): boolean {
  const { s, seat } = q;
  const p = player(s, seat);
  // Asked only when a land group could use Roads (a yes/no query often stops before that).
  let payment: Payment | null | undefined;
  const roads = () => (payment === undefined ? (payment = has(p, "roads") ? suggestPayment(p, roadsCost()) : null) : payment);
  // Every list is one hex's (never empty): no entry pairs to make.
  for (const here of q.idx.values()) {
    const mine = movableUnits(q, here);
    if (!mine) continue;
    const hex = here[0].hex;
    const ships = mine.filter(isShip);
    for (const group of groupsOf(ships)) {
      const units = group.map((u) => u.id);
      if (reach === "near") {
        // Every enterable neighbour is a route's first hex, reached by plain sailing.
        for (const to of boardNeighbors(s, hex)) {
          const at = dest(q, to)!;
          if ((!at.explored || at.sea) && visit({ type: "move-group", units, to }, group, { path: [hex, to], navigated: false, lastStepNavigation: false })) return true;
        }
        continue;
      }
      for (const [to, route] of routesFrom(q, hex)) {
        const move: MoveGroupMove = { type: "move-group", units, to, ...(route.navigated ? { path: route.path.slice(1) } : {}) };
        if (visit(move, group, route.navigated ? undefined : route)) return true;
      }
    }
    if (reach === "voyages") continue;
    const land = mine.filter((u) => !isShip(u));
    for (const group of groupsOf(land)) {
      const units = group.map((u) => u.id);
      for (const to of boardNeighbors(s, hex)) if (visit({ type: "move-group", units, to }, group)) return true;
    }
    const roadsPayment = land.length && isLand(s, hex) ? roads() : null;
    if (roadsPayment) {
      const all = land.map((u) => u.id);
      const seen = new Set<HexKey>();
      for (const m of boardNeighbors(s, hex)) {
        for (const to of [m, ...boardNeighbors(s, m)]) {
          if (to === hex || seen.has(to)) continue;
          seen.add(to);
          if (visit({ type: "move-group", units: all, to, path: to === m ? [m] : [m, to], roads: true, payment: roadsPayment }, land)) return true;
        }
      }
      for (const r of rulesInForce().list(moveRules)) {
        for (const to of r.roadsTargets?.(s, seat, hex) ?? []) {
          if (to === hex || seen.has(to)) continue;
          seen.add(to);
          if (visit({ type: "move-group", units: all, to, roads: true, payment: roadsPayment }, land)) return true;
        }
      }
    }
  }
  return false;
}

/**
 * Whether the mover may move its unit `u` in this action: not moved in it yet, not stopped by a battle or mountains
 * (unless a rule lets it on), and an army unit only when `army` (canMoveArmy).
 */
function mayMove(s: CocState, seat: Seat, army: boolean, u: Unit): boolean {
  const t = s.turn!;
  if (t.movedThisAction.includes(u.id)) return false;
  if (t.unitsStopped.includes(u.id) && !ignoresFought(s, seat, u)) return false;
  return army || !isArmyUnit(u);
}

/** The units of one hex's list that the mover may move in this action (in order), or null when none may. */
function movableUnits(q: MoveQuery, here: Unit[]): Unit[] | null {
  let mine: Unit[] | null = null;
  for (const u of here) if (u.owner === q.seat && mayMove(q.s, q.seat, q.army, u)) (mine ??= []).push(u);
  return mine;
}

/** Whether `seat` has a unit it may still move in this action: without one no unit can move (canMoveSomething). */
function someUnitMayMove(s: CocState, seat: Seat): boolean {
  const army = canMoveArmy(s, seat);
  return allUnits(s).some((u) => u.owner === seat && mayMove(s, seat, army, u));
}

/** All movable units of a space, then one unit of each type when there are several. */
function groupsOf(units: Unit[]): Unit[][] {
  if (!units.length) return [];
  const out = [units];
  if (units.length > 1) {
    const types = new Set<string>();
    for (const u of units) {
      if (types.has(u.type)) continue;
      types.add(u.type);
      out.push([u]);
    }
  }
  return out;
}

export function legalGroupMoves(s: CocState, seat: Seat): MoveGroupMove[] {
  const q = moveQuery(s, seat);
  const out: MoveGroupMove[] = [];
  visitCandidates(q, "all", (m, units, route) => {
    if (!refused(planGroup(q, m, units, route))) out.push(m);
    return false;
  });
  return out;
}

/**
 * Whether some unit of `seat` can move: asked by the turn's legal moves and again by the Move action on that state.
 * Kept in the state's move query rather than a query of its own.
 */
export function canMoveSomething(s: CocState, seat: Seat): boolean {
  const q = moveQuery(s, seat);
  if (q.canMove !== undefined) return q.canMove;
  const legal: Visit = (m, units, route) => !refused(planGroup(q, m, units, route));
  // A yes is usually a land step or a ship's step to a neighbouring space: no voyage needs working out.
  return (q.canMove = visitCandidates(q, "near", legal) || visitCandidates(q, "voyages", legal));
}

// ---- frames and moves ---------------------------------------------------------------------------

defineTurnMoves(rules, {
  types: ["move"],
  isAction: true,
  legal: (s, seat) => (canMoveSomething(s, seat) ? [{ type: "move" }] : []),
});

defineMove<MoveActionMove>(rules, "move", {
  schema: z.object({ type: z.literal("move") }),
  // Declared without the frame, which it only reads: on plain data, and the kit drafts none.
  apply(ctx, seat) {
    const s = peek(ctx.s); // nothing written yet: the previous state
    check(top(s)!.kind === "turn", text("coc.err.startMoveActionTurn"));
    check(canMoveSomething(s, seat), text("coc.err.noneUnitsMove"));
    spendAction(ctx, seat);
    assignFresh(turnDraft(ctx.s), "movedThisAction", []);
    const moving: MovingFrame = { kind: "moving", seat, movesLeft: GROUPS_PER_MOVE, sailed: false, navigated: false };
    push(ctx, moving);
    emitFresh(ctx, { type: "MoveActionStarted", seat });
    // The frame's `auto` runs next and would ask canMoveSomething again: the answer is still yes, as only an
    // action was spent and the units moved in an earlier action cleared (a unit it offered may still move).
    movableKnown = moving;
  },
});

/** The moving frame a Move action has just pushed after checking that some unit can move, else null. */
let movableKnown: MovingFrame | null = null;

defineFrame<MovingFrame>(rules, "moving", {
  get moves() {
    return ["move-group", "move-done", ...rulesInForce().list(moveRules).flatMap((r) => r.types ?? [])];
  },
  prompt: (_s, f) => ({
    kind: "turn", seat: f.seat, id: "moving", moveTypes: ["move-group", "move-done"],
    label: text("coc.moving", { left: f.movesLeft }),
  }),
  legal: (s, f) => [...legalGroupMoves(s, f.seat), ...rulesInForce().list(moveRules).flatMap((r) => r.legal?.(s, f) ?? []), { type: "move-done" }] as Move[],
  // Declared without the frame: it only reads it, so it reads the plain top frame and the kit drafts none.
  auto(ctx) {
    // Every question on plain data: much faster than on the draft.
    const s = peek(ctx.s);
    const f = top(s) as MovingFrame;
    // The frame object itself (a fresh value is not drafted): its Move action has just checked.
    const known = movableKnown === f;
    movableKnown = null;
    if (known) return false;
    if (f.movesLeft > 0) {
      // After most groups no unit may still move: seen without the move query, whose unit index would be built for
      // nothing (the Move action's end then writes to the state, so the next state builds it again).
      if (someUnitMayMove(s, f.seat) && canMoveSomething(s, f.seat)) return false;
      if (rulesInForce().list(moveRules).some((r) => (r.legal?.(s, f) ?? []).length)) return false;
    }
    finishMoveAction(ctx, f);
    return true;
  },
});

defineMove<MoveGroupMove>(rules, "move-group", {
  schema: z.object({
    type: z.literal("move-group"),
    units: z.array(z.number().int().min(0)).min(1).max(40),
    to: hexSchema,
    path: z.array(hexSchema).min(1).max(40).optional(),
    roads: z.boolean().optional(),
    payment: paymentSchema.optional(),
  }),
  apply(ctx, seat, move, frame) {
    const pf = peek(frame) as MovingFrame;
    check(pf.kind === "moving", text("coc.err.startMoveActionFirst"));
    const f = frame as MovingFrame;
    if (pf.movesLeft <= 0) fail(text("coc.err.moveActionGroups", { n: GROUPS_PER_MOVE }));
    const s = peek(ctx.s);
    const plan = planMove(moveQuery(s, seat), move);
    if (refused(plan)) fail(plan);
    if (plan.kind === "sail") plan.cargo = cargoOf(s, plan.units);
    executeMove(ctx, seat, f, move, plan);
  },
});

defineMove<MoveDoneMove>(rules, "move-done", {
  schema: z.object({ type: z.literal("move-done") }),
  // Declared without the frame: finishing reads it on plain data only.
  apply(ctx) {
    const frame = top(peek(ctx.s))!;
    check(frame.kind === "moving", text("coc.err.notMovingUnits"));
    finishMoveAction(ctx, frame as MovingFrame);
  },
});

// ---- exploration choice (L1167) -----------------------------------------------------------------

/** An orientation as "hex terrain" pairs (`layout`), and for a land move the space entered and its terrain. */
function describe(s: CocState, f: ExploreFrame, flipped: boolean): Text {
  const keys = s.regions[f.region].hexes;
  const to = f.plan.path[f.plan.path.length - 1];
  const layout = keys.map((k) => `${k} ${terrainIf(s, f.region, flipped, k)}`).join(", ");
  if (f.plan.kind === "sail") return text("coc.orientation", { layout });
  const terrain = String(terrainIf(s, f.region, flipped, to));
  return text("coc.orientation.enter", { layout, hex: to, terrain });
}

defineFrame<ExploreFrame>(rules, "explore-orientation", {
  moves: ["explore-orientation"],
  prompt: (s, f) => ({
    kind: "choose", seat: f.seat, id: "explore-orientation", moveType: "explore-orientation", min: 1, max: 1,
    label: text("coc.exploreOrientation"),
    options: [false, true].map((flipped) => ({ value: flipped ? 1 : 0, label: describe(s, f, flipped) })),
  }),
  legal: () => [{ type: "explore-orientation", flipped: false }, { type: "explore-orientation", flipped: true }],
});

defineMove<ExploreOrientationMove>(rules, "explore-orientation", {
  schema: z.object({ type: z.literal("explore-orientation"), flipped: z.boolean() }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "explore-orientation", text("coc.err.noRegionLay"));
    const f = frame as ExploreFrame;
    pop(ctx, f);
    finishExploration(ctx, seat, f.plan, move.flipped, f.shipTargets);
  },
});
