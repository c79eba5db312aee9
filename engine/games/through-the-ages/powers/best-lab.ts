/** Leonardo da Vinci, Isaac Newton, Albert Einstein (base §29.7): the best lab or library (with a worker) gives extra science equal to its level. */
import { ruleModule } from "../../../kit/rules.ts";
import { addRatingPower } from "../base/ratings.ts";
import { bestLevel, leaderEffect } from "../base/in-play.ts";

export const rules = ruleModule("tta-best-lab");

addRatingPower(rules, (s, seat, t) => {
  if (leaderEffect(s, seat, "best-lab-or-library-science-equals-level")) t.science += Math.max(0, bestLevel(s, seat, "lab"), bestLevel(s, seat, "library"));
});
