/**
 * Julius Caesar (base §29.7; balanced, content §1.1): a second political action in the political phase — once a
 * game for the base card, every turn for the balanced one. After the first political action the phase is offered
 * again (an `extra` politics frame, below what the action started); taking an action there uses the base card's
 * once-a-game power, passing does not.
 */
import { ruleModule } from "../../../kit/rules.ts";
import { push } from "../base/flow.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addAfterPoliticalAction } from "../politics/politics.ts";

export const rules = ruleModule("tta-caesar");

const KEY = "julius-caesar";

/** After the first political action, the phase is offered again while Caesar's power lasts. */
addAfterPoliticalAction(rules, (ctx, seat, frame) => {
  const e = leaderEffect(ctx.s, seat, "extra-political-action");
  if (!e) return;
  const used = ctx.s.players[seat].powers.usedInGame;
  if (frame.extra) {
    if (e.oncePerGame) used.push(KEY);
    return;
  }
  if (e.oncePerGame && used.includes(KEY)) return;
  push(ctx, { kind: "politics", seat, extra: true });
});
