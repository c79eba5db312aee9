/** Leaders' moves in the political phase (Columbus, Catherine the Great, Coubertin's Olympics, Alexander, Ian Fleming), for politics.ts. */
import type { Move, Seat } from "../../../core/types.ts";
import type { TtaState } from "../base/state.ts";
import { alexanderMoves } from "./alexander.ts";
import { catherineMoves } from "./catherine.ts";
import { columbusMoves } from "./columbus.ts";
import { olympicsMoves } from "./coubertin.ts";
import { flemingMoves } from "./fleming.ts";

export const LEADER_POLITICAL_MOVES = ["columbus", "catherine", "olympics", "alexander", "fleming"] as const;

export function leaderPoliticalMoves(s: TtaState, seat: Seat): Move[] {
  return [...columbusMoves(s, seat), ...catherineMoves(s, seat), ...olympicsMoves(s, seat), ...alexanderMoves(s, seat), ...flemingMoves(s, seat)];
}
