/**
 * Hippocrates (seed appendix "Гиппократ"): at the start of each of the seat's turns one yellow token moves from
 * its yellow bank beside its government (at most 3; a reminder, not a worker); for the rest of the game, at each
 * end of an age, one of them goes back to the yellow bank — after the age's loss of yellow tokens, so an empty
 * bank still gets it.
 */
import { ruleModule } from "../../../kit/rules.ts";
import { onHook } from "../base/flow.ts";
import { leaderEffect } from "../base/in-play.ts";

export const rules = ruleModule("tta-hippocrates");

onHook(rules, "turn-started", (ctx, { seat }) => {
  const e = leaderEffect(ctx.s, seat, "hippocrates");
  const p = ctx.s.players[seat];
  if (!e || p.powers.hippocrates >= e.max) return;
  const n = Math.min(e.perTurn, p.yellowBank, e.max - p.powers.hippocrates);
  p.yellowBank -= n;
  p.powers.hippocrates += n;
}, { when: (s, { seat }) => leaderEffect(s, seat, "hippocrates") !== null });

onHook(rules, "age-ended", (ctx) => {
  for (const p of ctx.s.players) {
    if (!p.powers.hippocrates) continue;
    p.powers.hippocrates--;
    p.yellowBank++;
  }
}, { when: (s) => s.players.some((p) => p.powers.hippocrates > 0) });
