/** Harvard College (NLW, Age II): once a turn its owner may play an action card in the turn it took it. */
import type { Seat } from "../../../core/types.ts";
import { didThisTurn, type TtaState } from "../base/state.ts";
import { powers } from "../base/in-play.ts";

export const HARVARD = "harvard";

/** Whether the seat may play an action card taken this turn now. */
export function harvardAllows(s: TtaState, seat: Seat): boolean {
  return !didThisTurn(s.players[seat], HARVARD) && powers(s, seat).some((e) => e.kind === "harvard");
}
