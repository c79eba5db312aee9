/**
 * Actions that leaders' and wonders' powers (and politics given up for the turn) add to the action phase, as a
 * slot below the turn and politics, so both can register into it (turn/legal.ts lists them).
 */
import type { Move, Seat } from "../../../core/types.ts";
import { addRule, ListSlot, rulesInForce, type RuleBook, type RuleModule } from "../../../kit/rules.ts";
import type { TtaState } from "../base/state.ts";

/**
 * An action a leader's or wonder's power adds to the action phase: its move types, the seat's moves now, and where
 * they are listed — among the civil actions, offered only while one is left (`civil`, Red Cross's stage), after
 * the actions any seat may take (`free`, Ocean Liner's and Louvre's), or last (`last`, the leaders' own actions).
 */
export interface ActionPower {
  types: readonly string[];
  moves(s: TtaState, seat: Seat): Move[];
  place: "civil" | "free" | "last";
}
const ACTION_POWERS = new ListSlot<ActionPower>("action powers");

export function addActionPower(module: RuleModule, power: ActionPower) {
  addRule(module, ACTION_POWERS, power);
}

/** The move types the powers add. */
export const actionPowerTypes = (book: RuleBook): string[] => book.list(ACTION_POWERS).flatMap((p) => p.types);

/** The powers' moves for the seat now, of those listed at `place`. */
export const powerMoves = (s: TtaState, seat: Seat, place: ActionPower["place"]): Move[] =>
  rulesInForce().list(ACTION_POWERS).flatMap((p) => (p.place === place ? p.moves(s, seat) : []));
