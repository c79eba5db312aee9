/** Harvard College (NLW, Age II): once a turn its owner may play an action card in the turn it took it. */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { didThisTurn, markThisTurn, type TtaState } from "../base/state.ts";
import { powers } from "../base/in-play.ts";
import { addPlayTakenPower } from "../civil/action-cards.ts";

export const rules = ruleModule("tta-harvard");

const HARVARD = "harvard";

addPlayTakenPower(rules, {
  allows: (s: TtaState, seat: Seat) => !didThisTurn(s.players[seat], HARVARD) && powers(s, seat).some((e) => e.kind === "harvard"),
  used(ctx, seat) {
    markThisTurn(ctx.s.players[seat], HARVARD);
  },
});
