/** William Shakespeare (base §29.7): each pair of a library and a theater (workers on them) gives 2 culture. */
import { ruleModule } from "../../../kit/rules.ts";
import { addRatingPower } from "../base/ratings.ts";
import { leaderEffect, workersOn } from "../base/in-play.ts";

export const rules = ruleModule("tta-shakespeare");

addRatingPower(rules, (s, seat, t) => {
  const e = leaderEffect(s, seat, "library-theater-pairs");
  if (e) t.culture += e.culturePerPair * Math.min(workersOn(s, seat, "library"), workersOn(s, seat, "theater"));
});
