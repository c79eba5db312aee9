/** Powers at the start of a new age: Colossus (balanced) draws military cards of the new age for its owner (seed A6). */
import { ruleModule } from "../../../kit/rules.ts";
import { onHook } from "../base/flow.ts";
import { drawMilitary } from "../base/military-deck.ts";
import { seatsFrom } from "../base/state.ts";
import { powers } from "../base/in-play.ts";

export const rules = ruleModule("tta-age-powers");

onHook(rules, "age-ended", (ctx) => {
  const s = ctx.s;
  if (s.era === "IV" || s.era === "A") return;
  for (const seat of seatsFrom(s, s.current)) {
    for (const e of powers(s, seat)) if (e.kind === "colossus-draw" && e.atStartOfAges.includes(s.era)) drawMilitary(ctx, seat, e.count);
  }
});
