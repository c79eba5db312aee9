/** Creating and removing unit figures, within each owner's supply (L337-339, L827). */
import type { UnitTypeId } from "../data/index.ts";
import { BARBARIAN_SUPPLY, PIRATE_SHIPS, SUPPLY_PER_PLAYER } from "../data/index.ts";
import { emitFresh, type Ctx } from "./flow.ts";
import { allUnits, unitsOnBoard } from "./queries.ts";
import type { CocState, HexKey, Owner, Unit } from "./state.ts";
import { addRule, ListSlot, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { assignFresh, member, peek } from "../../../kit/peek.ts";

export function supplyLimit(owner: Owner, type: UnitTypeId): number {
  if (owner === "pirate") return type === "ship" ? PIRATE_SHIPS : 0;
  if (owner === "barbarian") return type === "infantry" ? BARBARIAN_SUPPLY.infantry : type === "cavalry" ? BARBARIAN_SUPPLY.cavalry : type === "elephant" ? BARBARIAN_SUPPLY.elephant : 0;
  return SUPPLY_PER_PLAYER[type];
}

export function inSupply(s: CocState, owner: Owner, type: UnitTypeId): number {
  return supplyLimit(owner, type) - unitsOnBoard(s, owner, type);
}

export function addUnit(ctx: Ctx, owner: Owner, type: UnitTypeId, hex: HexKey, carriedBy: number | null = null): Unit {
  // Written without the proxies' traps (engine/kit/peek.ts): the new unit is plain data.
  const s = ctx.s;
  const id = peek(s).nextUnitId;
  assignFresh(s, "nextUnitId", id + 1);
  const unit: Unit = { id, owner, type, hex, carriedBy };
  assignFresh(member(s, "units") as CocState["units"], id, unit);
  emitFresh(ctx, { type: "UnitPlaced", unit: { ...unit } });
  return unit;
}

export function removeUnit(ctx: Ctx, id: number, reason: string) {
  // Read on plain data, the record reached without the proxy's trap (engine/kit/peek.ts).
  const units = member(ctx.s, "units") as CocState["units"];
  const u = peek(units)[id];
  if (!u) return;
  // Units aboard a removed ship go down with it.
  for (const other of allUnits(ctx.s)) if (other.carriedBy === id) removeUnit(ctx, other.id, reason);
  delete units[id];
  emitFresh(ctx, { type: "UnitRemoved", unit: id, owner: u.owner, unitType: u.type, hex: u.hex, reason });
  for (const fn of rulesInForce().list(removalHooks)) fn(ctx, u, reason);
}

/** [EXP] Rules told when a unit leaves the map for good (a leader's death, civilizations/leaders.ts); they get its plain data. */
const removalHooks = new ListSlot<(ctx: Ctx, unit: Unit, reason: string) => void>("unit removal rules");

export function onUnitRemoved(module: RuleModule, fn: (ctx: Ctx, unit: Unit, reason: string) => void) {
  addRule(module, removalHooks, fn);
}
