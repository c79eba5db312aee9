/**
 * Shared pieces of the battle machinery: the battle frame's shape, who fights on each side, and small
 * unit helpers used by combat/battle.ts, combat/tactics.ts and combat/capture.ts.
 */
import type { Seat } from "../../../core/types.ts";
import { SHIP_CAPACITY, STACK_LIMIT, type AnyAdvanceId, type UnitTypeId } from "../data/index.ts";
import { emit, type Ctx } from "../base/flow.ts";
import { allUnits, has, unitDef, unitsAt } from "../base/queries.ts";
import type { CocState, Frame, HexKey, Owner, Unit } from "../base/state.ts";
import { removeUnit } from "../base/units.ts";
import { addRule, ListSlot, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { peek } from "../../../kit/peek.ts";

export type SideIx = 0 | 1;

/** One side of a battle: index 0 is the attacker, 1 the defender. */
export interface BattleSide {
  owner: Owner;
  /** The seat that decides for this side: the owner, or for barbarians/pirates the controlling seat (L1494). */
  controller: Seat;
  /** Fighting unit types when the battle began (army units on land, ships at sea). */
  atStart: UnitTypeId[];
  /** Fighting units lost in this battle (casualties, Martyr, Archers). */
  losses: UnitTypeId[];
  /** Steel Weapons bonus for every round (L1717). */
  steel: number;
  /** Colosseum already used in this battle (once per land battle, L1575). */
  arenaUsed: boolean;
  // ---- this round ----
  /** The tactics card revealed this round (null: none). */
  card: string | null;
  /** The card's effect applies (not cancelled by Scout/Martyr). */
  cardLive: boolean;
  /** The card was taken into a hand (Scout) instead of being discarded. */
  cardTaken: boolean;
  extraDice: number;
  /** Flat combat value from cards this round. */
  cv: number;
  /** Combat value per enemy fighting unit (Wedge Formation). */
  cvPerEnemyUnit: number;
  /** Combat value per own fighting unit (Heavy Resistance, on the attacker). */
  cvPerOwnUnit: number;
  /** Enemy hits this side cancels this round (cards). */
  hitCancels: number;
  /** This side's die symbols have no effect this round (High Ground, Siege). */
  symbolsDenied: boolean;
  surprise: boolean;
  encircled: boolean;
  /** Combat value and symbol hit cancels after the roll. */
  value: number;
  symbolCancels: number;
  /** Hits this side scores this round. */
  hits: number;
}

/** A decision the battle waits for. */
export interface BattleAsk {
  what: "steel" | "siegecraft" | "card" | "remove" | "siege-food" | "tactical-retreat" | "arena" | "retreat";
  side: SideIx;
}

export interface Removal {
  side: SideIx;
  n: number;
  reason: "hits" | "martyr" | "archers" | "cargo";
}

export interface QueuedEffect {
  side: SideIx;
  effect: string;
}

export type BattleStep =
  | "start" | "steel" | "siegecraft" | "round" | "card" | "reveal" | "effects" | "roll" | "arena" | "hits"
  | "check" | "end" | "finish";

export interface BattleFrame extends Frame {
  kind: "battle";
  seat: Seat | null;
  hex: HexKey;
  battle: "land" | "sea";
  sides: [BattleSide, BattleSide];
  /** Units that entered to attack (for the retreat). */
  attackerIds: number[];
  from: HexKey | null;
  viaRoads: boolean;
  disembarked: boolean;
  /** The defended hex is the defender's city (at the start). */
  city: boolean;
  /** The defended city has a fortress (L761-766), used by whoever holds the city (L1371, L1505). */
  fortress: boolean;
  /** The defender had no fighting unit: only the fortress defends (L1334). */
  fortressOnly: boolean;
  /** The city has a temple (Fanaticism, L1801). */
  temple: boolean;
  /** Great Warlord: the attacker's combat value bonus in every round of this battle (0: none). */
  warlord: number;
  /** Siegecraft blocks the fortress's die / hit cancel (L1713). */
  blockDie: boolean;
  blockHit: boolean;
  round: number;
  step: BattleStep;
  /** Side whose turn it is in a per-side step. */
  i: number;
  ask: BattleAsk | null;
  removals: Removal[];
  queue: QueuedEffect[];
  /** Set when the battle is decided: the winner, or null for no winner. */
  winner?: Owner | null;
  automatic: boolean;
  retreated: boolean;
  tacticalRetreat: HexKey | null;
  /**
   * Ids of the units of both sides that take part (they may not move again this turn): every unit on the
   * hex for a land battle; at sea only the ships, since carried land units may still land (L1395-1397).
   */
  participants: number[];
  /** Cards played face down this round, seen only by their player until revealed. */
  private: Record<number, { card: string }>;
  /** [EXP] Solar Eclipse: the battle ends after its first round (set by a battle-start rule). */
  eclipse?: boolean;
  /** [EXP] Where the attackers came from when they cannot retreat (barbarians): the Solar Eclipse withdrawal. */
  origin?: HexKey | null;
  /** [EXP] Trojan Horse: the defender may not play tactics cards in the first round. */
  trojan?: boolean;
}

/**
 * Rules of other modules run when a battle frame has just been pushed (before its first step): they may
 * mark the frame or push prompts above it (asked before the battle resolves). Registered at import.
 */
const battleStartRules = new ListSlot<(ctx: Ctx, f: BattleFrame) => void>("battle start rules");

export function onBattleStart(module: RuleModule, rule: (ctx: Ctx, f: BattleFrame) => void) {
  addRule(module, battleStartRules, rule);
}

export function battleStarted(ctx: Ctx, f: BattleFrame) {
  for (const rule of rulesInForce().list(battleStartRules)) rule(ctx, f);
}

/**
 * [EXP] Battle rules of leaders and civilization advances (civilizations/leaders.ts, civilizations/civ-advances.ts), read by combat/battle.ts:
 * flat combat value for a side's roll this round, enemy hits a side cancels this round, whether a side
 * stops the enemy from playing tactics cards this round (Sparta), and prompts after both rolls (paid hit
 * cancels: Fireworks, Tactician) — `afterRoll` returns true when it pushed a prompt above the battle.
 */
export interface BattleRule {
  combatValue?(s: CocState, f: BattleFrame, i: SideIx): { source: string; value: number }[] | null;
  hitCancels?(s: CocState, f: BattleFrame, i: SideIx): { source: string; n: number } | null;
  blocksEnemyTactics?(s: CocState, f: BattleFrame, i: SideIx): boolean;
  afterRoll?(ctx: Ctx, f: BattleFrame): boolean;
}
export const battleRules = new ListSlot<BattleRule>("battle rules");

/** [EXP] Rules that change how many land units one of an owner's ships carries (Longships). */
export const shipCapacityRules = new ListSlot<(s: CocState, owner: Owner) => number | null>("ship capacity rules");

/** Land units one of `owner`'s ships carries: 2 (L849), or more by a rule (Longships). */
export function shipCapacity(s: CocState, owner: Owner): number {
  for (const rule of rulesInForce().list(shipCapacityRules)) {
    const n = rule(s, owner);
    if (n !== null) return n;
  }
  return SHIP_CAPACITY;
}

export function hasAdvance(s: CocState, owner: Owner, advance: AnyAdvanceId): boolean {
  return typeof owner === "number" && has(s.players[owner], advance);
}

export function isSeat(owner: Owner): owner is Seat {
  return typeof owner === "number";
}

/** The seat that runs barbarians/pirates in a battle against `opponent`: the next seat clockwise (L1494). */
export function neutralController(s: CocState, opponent: Owner): Seat {
  return isSeat(opponent) ? (opponent + 1) % s.players.length : 0;
}

/** One side's units on `hex` (drafts when `s` is one, so callers may change them). */
export function unitsOn(s: CocState, hex: HexKey, owner: Owner): Unit[] {
  return unitsAt(s, hex, owner);
}

export function isFighterType(type: UnitTypeId, battle: "land" | "sea"): boolean {
  const d = unitDef(type);
  return battle === "sea" ? d.kind === "ship" : d.army;
}

/** The units of a side that fight: army units on land, ships at sea (carried land units do not, L1395). */
export function fighters(s: CocState, f: Pick<BattleFrame, "hex" | "battle" | "sides">, i: SideIx): Unit[] {
  // Each unit looked at on plain data (engine/kit/peek.ts): the list keeps the drafts, for callers that change them.
  return unitsOn(s, f.hex, f.sides[i].owner).filter((u) => isFighter(peek(u), f.battle));
}

function isFighter(u: Unit, battle: "land" | "sea"): boolean {
  return isFighterType(u.type, battle) && (battle === "sea" || u.carriedBy === null);
}

export function armyCount(s: CocState, hex: HexKey, owner: Owner): number {
  let n = 0;
  for (const u of unitsOn(s, hex, owner)) if (unitDef(u.type).countsForStackLimit && u.carriedBy === null) n++;
  return n;
}

export function hasStackRoom(s: CocState, hex: HexKey, owner: Owner, adding: number): boolean {
  return armyCount(s, hex, owner) + adding <= STACK_LIMIT;
}

/**
 * Removes a unit lost in battle. A sunk ship's cargo first moves to the owner's other ships on the
 * hex (capacity is checked after the battle, L1395); with no ship left it goes down with it.
 */
export function removeBattleUnit(ctx: Ctx, unit: Unit, reason: string) {
  const s = ctx.s;
  if (unit.type === "ship") {
    const others = unitsOn(s, unit.hex, unit.owner).filter((u) => u.type === "ship" && u.id !== unit.id);
    if (others.length) {
      let k = 0;
      // Found on plain data; only the cargo is changed through the draft.
      for (const c of allUnits(s)) if (c.carriedBy === unit.id) s.units[c.id].carriedBy = others[k++ % others.length].id;
    }
  }
  removeUnit(ctx, unit.id, reason);
}

/** Land units carried by `owner`'s ships on `hex` beyond their capacity (L1395). */
export function cargoExcess(s: CocState, hex: HexKey, owner: Owner): { cargo: Unit[]; excess: number } {
  const ships = unitsOn(s, hex, owner).filter((u) => u.type === "ship");
  const cargo = unitsOn(s, hex, owner).filter((u) => u.carriedBy !== null);
  return { cargo, excess: Math.max(0, cargo.length - ships.length * shipCapacity(s, owner)) };
}

/** Spreads carried units over the owner's ships on `hex` so that none carries more than its capacity. */
export function rebalanceCargo(s: CocState, hex: HexKey, owner: Owner) {
  const ships = unitsOn(s, hex, owner).filter((u) => u.type === "ship");
  const cargo = unitsOn(s, hex, owner).filter((u) => u.carriedBy !== null);
  const load = new Map<number, number>(ships.map((sh) => [sh.id, 0]));
  const cap = shipCapacity(s, owner);
  const moving: Unit[] = [];
  for (const c of cargo) {
    const n = load.get(c.carriedBy!);
    if (n !== undefined && n < cap) load.set(c.carriedBy!, n + 1);
    else moving.push(c);
  }
  for (const c of moving) {
    const free = ships.find((sh) => load.get(sh.id)! < cap);
    if (!free) break;
    c.carriedBy = free.id;
    load.set(free.id, load.get(free.id)! + 1);
  }
}

/** Moves units (and the cargo of moved ships) to `to`; land units arriving on a sea hex board the owner's ships there. */
export function relocate(ctx: Ctx, units: Unit[], to: HexKey, reason: string) {
  const s = ctx.s;
  const moved = new Set(units.map((u) => u.id));
  const from = units[0]?.hex;
  for (const u of units) u.hex = to;
  // Found on plain data; only the cargo is changed through the draft.
  for (const c of allUnits(s)) if (c.carriedBy !== null && moved.has(c.carriedBy)) s.units[c.id].hex = to;
  if (s.hexes[to]?.terrain === "water") {
    for (const u of units) {
      if (u.type === "ship" || u.carriedBy !== null) continue;
      const ships = unitsOn(s, to, u.owner).filter((x) => x.type === "ship");
      const load = (id: number) => Object.values(s.units).filter((x) => x.carriedBy === id).length;
      const ship = ships.find((x) => load(x.id) < shipCapacity(s, u.owner)) ?? ships[0];
      if (ship) u.carriedBy = ship.id;
    }
  } else {
    for (const u of units) if (u.type !== "ship") u.carriedBy = null;
  }
  emit(ctx, { type: "UnitsWithdrawn", units: units.map((u) => u.id), from, to, reason });
}

export function emptyRound(): Pick<BattleSide, "card" | "cardLive" | "cardTaken" | "extraDice" | "cv" | "cvPerEnemyUnit" | "cvPerOwnUnit" | "hitCancels" | "symbolsDenied" | "surprise" | "encircled" | "value" | "symbolCancels" | "hits"> {
  return {
    card: null, cardLive: false, cardTaken: false, extraDice: 0, cv: 0, cvPerEnemyUnit: 0, cvPerOwnUnit: 0, hitCancels: 0,
    symbolsDenied: false, surprise: false, encircled: false, value: 0, symbolCancels: 0, hits: 0,
  };
}
