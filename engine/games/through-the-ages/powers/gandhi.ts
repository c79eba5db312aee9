/**
 * Mahatma Gandhi (base §29.7; balanced, content §1.1): his seat may not play aggressions or declare wars; rivals pay
 * double (balanced: 3 more) military actions to attack it.
 */
import { ruleModule } from "../../../kit/rules.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addAttackPower } from "../politics/attacks.ts";

export const rules = ruleModule("tta-gandhi");

addAttackPower(rules, {
  forbids: (s, seat) => leaderEffect(s, seat, "cannot-attack") !== null,
  cost(s, target, printed) {
    const e = leaderEffect(s, target, "attack-cost-against-owner");
    return e ? printed * e.multiplier + e.extra : printed;
  },
});
