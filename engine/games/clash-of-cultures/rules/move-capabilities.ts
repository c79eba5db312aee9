/**
 * What a player's advances let them move (data-driven: an advance's `capabilities`): army units (Tactics,
 * L1383) and ships off the map's edge (Navigation). Pure, so the client can say why nothing can move.
 */
import type { Seat } from "../../../core/types.ts";
import { ADVANCES } from "../data/index.ts";
import { has, player } from "../base/queries.ts";
import type { CocState } from "../base/state.ts";

const MOVE_ARMY = ADVANCES.filter((a) => (a.capabilities as readonly string[]).includes("move-army-units")).map((a) => a.id);
const NAVIGATE = ADVANCES.filter((a) => (a.capabilities as readonly string[]).includes("navigate-map-edge")).map((a) => a.id);

export function canMoveArmy(s: CocState, seat: Seat): boolean {
  const p = player(s, seat);
  return MOVE_ARMY.some((a) => has(p, a));
}

export function canNavigate(s: CocState, seat: Seat): boolean {
  const p = player(s, seat);
  return NAVIGATE.some((a) => has(p, a));
}
