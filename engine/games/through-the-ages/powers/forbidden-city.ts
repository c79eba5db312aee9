/**
 * Forbidden City (NLW, Age I; seed L426-428): up to two discontent workers are ignored wherever discontent workers
 * are counted (uprising, events); happiness itself does not change.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf } from "../base/cards.ts";
import { addIgnoredDiscontent } from "../base/ratings.ts";
import { workingWonders, type TtaState } from "../base/state.ts";

export const rules = ruleModule("tta-forbidden-city");

/** Discontent workers the seat's wonders let it ignore. */
addIgnoredDiscontent(rules, (s: TtaState, seat: Seat): number => {
  let n = 0;
  for (const w of workingWonders(s.players[seat])) for (const e of cardOf(w, "wonder").effects) if (e.kind === "ignore-discontent") n += e.workers;
  return n;
});
