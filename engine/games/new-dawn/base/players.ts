/** Reading a seat's player where a move changes it. */
import type { Seat } from "../../../core/types.ts";
import { isDraftObject, element } from "../../../kit/peek.ts";
import type { NdState, Player } from "./state.ts";

/**
 * `s.players[seat]` (through a draft, a draft of it: change it there), read by the kit's `member` (the root, then the
 * list read last): the same drafts, without a proxy trap per step.
 */
export function playerAt(s: NdState, seat: Seat): Player {
  if (!isDraftObject(s)) return s.players[seat];
  return element(s, "players", seat) as Player;
}
