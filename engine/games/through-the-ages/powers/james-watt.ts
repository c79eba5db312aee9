/**
 * James Watt (seed appendix "Джеймс Ватт"): farms and mines and their technologies cost less by the card's age,
 * a building discount that works like the construction technologies' (so upgrades pay the difference of the
 * discounted costs); when he leaves play the seat scores culture equal to its best farm's or mine's production.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { ageOf, cardOf, tech } from "../base/cards.ts";
import type { Player, TtaState } from "../base/state.ts";
import { extraTokenCards, leaderEffect, powers } from "../base/in-play.ts";
import { addLeavingPower } from "../effects/leaving.ts";
import { addConstructionPower } from "../civil/buildings.ts";

export const rules = ruleModule("tta-james-watt");

function watt(p: Player) {
  if (!p.leader) return null;
  return cardOf(p.leader, "leader").effects.find((e) => e.kind === "james-watt") ?? null;
}

/** Resources off building a farm or mine of this card (its age's discount). */
addConstructionPower(rules, (p: Player, id: string): number => {
  const e = watt(p);
  const type = tech(id).type;
  if (!e || e.kind !== "james-watt" || (type !== "farm" && type !== "mine")) return 0;
  return e.discountByAge[ageOf(id)].resources;
});

/**
 * Culture when Watt leaves: what one worker on the seat's best farm or mine with a worker produces, the larger
 * of the two (decision L1).
 */
function wattLeavingCulture(s: TtaState, seat: Seat): number {
  // A worker given an extra token (Machu Picchu) produces it too: the mine produces it, not the wonder (seed L436, L468).
  const extra = new Map<string, number>();
  for (const e of powers(s, seat)) if (e.kind === "best-mine-extra-token") for (const id of extraTokenCards(s, seat, e)) extra.set(id, (extra.get(id) ?? 0) + e.tokens);
  let best = 0;
  for (const t of s.players[seat].techs) {
    const d = tech(t.card);
    const tokens = 1 + (extra.get(t.card) ?? 0);
    if (t.workers > 0 && (d.type === "farm" || d.type === "mine")) best = Math.max(best, (d.perWorker.food ?? 0) * tokens, (d.perWorker.resources ?? 0) * tokens);
  }
  return best;
}

addLeavingPower(rules, (ctx, seat) => {
  if (leaderEffect(ctx.s, seat, "james-watt")) ctx.s.players[seat].culture += wattLeavingCulture(ctx.s, seat);
});
