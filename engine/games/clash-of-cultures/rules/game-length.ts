/**
 * How long the game runs (L483-489, L2090, the short-game variant): the number of ages on the round track.
 * No move registration: the client's age/round tracker reads it too.
 */
import { AGES, SHORT_GAME_AGES, VARIABLE_END_AGES } from "../data/index.ts";
import type { CocState } from "../base/state.ts";

export function ages(s: Pick<CocState, "options">): number {
  if (s.options.shortGame) return SHORT_GAME_AGES;
  // Variable game end: the back of the round track has 7 ages (L2090).
  return s.options.gameEnd === "random" || s.options.gameEnd === "wonder" ? VARIABLE_END_AGES : AGES;
}
