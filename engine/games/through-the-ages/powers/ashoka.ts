/**
 * Ashoka (seed appendix "Ашока", decision D8): production bonuses by the number of colours among the civil cards
 * in the seat's hand — brown farms and mines, grey urban buildings, red units, blue special technologies, orange
 * governments, yellow action cards (leaders have none of these colours). The highest tier reached counts.
 */
import { ruleModule } from "../../../kit/rules.ts";
import { card } from "../base/cards.ts";
import { addStateRatingPower } from "../base/ratings.ts";
import type { Stat } from "../data/index.ts";
import { leaderEffect } from "../base/in-play.ts";

export const rules = ruleModule("tta-ashoka");

addStateRatingPower(rules, (s, seat, t) => {
  const e = leaderEffect(s, seat, "ashoka-colours");
  if (!e) return;
  const colours = new Set<string>();
  for (const id of s.players[seat].hand) {
    const c = card(id);
    if (c.kind === "technology" || c.kind === "government" || c.kind === "action") colours.add(c.colour);
  }
  const tier = [...e.tiers].reverse().find((x) => colours.size >= x.colours);
  if (tier) for (const k in tier.yields) t[k as Stat] += tier.yields[k as Stat] ?? 0;
});
