/**
 * Maximilien Robespierre (base §29.7): a revolution costs all the seat's military actions instead of all its civil
 * actions (so none may be spent before it, and the civil actions stay).
 */
import { ruleModule } from "../../../kit/rules.ts";
import { leaderEffect } from "../base/in-play.ts";
import { addMilitaryRevolution } from "../civil/develop.ts";

export const rules = ruleModule("tta-robespierre");

addMilitaryRevolution(rules, (s, seat) => leaderEffect(s, seat, "revolution-with-military-actions") !== null);
