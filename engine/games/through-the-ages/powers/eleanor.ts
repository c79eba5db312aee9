/**
 * Eleanor of Aquitaine (seed appendix "Алиенора Аквитанская"): military cards drawn for each event the seat
 * prepares, culture for each military card it discards down to the hand limit, and three civil actions back
 * when she is replaced.
 */
import { ruleModule } from "../../../kit/rules.ts";
import { drawMilitary } from "../base/military-deck.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addReplacedPower } from "../effects/leaving.ts";
import { addTriggerPower } from "../effects/triggers.ts";

export const rules = ruleModule("tta-eleanor");

addTriggerPower(rules, (ctx, seat, name) => {
  if (name !== "prepare-event" && name !== "discard-excess-military") return;
  const eleanor = leaderEffect(ctx.s, seat, "eleanor");
  if (!eleanor) return;
  if (name === "prepare-event") drawMilitary(ctx, seat, eleanor.drawPerPreparedEvent);
  else ctx.s.players[seat].culture += eleanor.culturePerDiscard;
});

addReplacedPower(rules, (ctx, seat, refund) => leaderEffect(ctx.s, seat, "eleanor")?.refundOnReplace ?? refund);
