/**
 * Leaders' powers over armies (seed appendix): Jan Žižka's +1 culture per army (his farms counted as units are in
 * base/armies.ts); the tactic Sun Tzu was put under gives its armies +1 strength each for the rest of the game.
 */
import { ruleModule } from "../../../kit/rules.ts";
import { bestArmies } from "../base/armies.ts";
import { addRatingPower } from "../base/ratings.ts";
import { leaderEffect } from "../base/in-play.ts";

export const rules = ruleModule("tta-army-powers");

/** Strength Sun Tzu's tactic gives each army (his card's `tacticBonusWhenLeaving`). */
const SUN_TZU_BONUS = 1;

addRatingPower(rules, (s, seat, t) => {
  const p = s.players[seat];
  const zizka = leaderEffect(s, seat, "farms-as-units");
  if (zizka) t.culture += zizka.culturePerArmy * bestArmies(s, seat).length;
  if (p.tactic && p.powers.sunTzuUnder === p.tactic) t.strength += SUN_TZU_BONUS * bestArmies(s, seat).length;
});
