/**
 * J. S. Bach (base §29.7): once a turn, for 1 civil action, the seat upgrades any urban building into a theater of
 * the same or a higher level, paying the difference of the build costs (at least 0); the theaters' urban limit
 * applies.
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { level, tech, workerKind } from "../base/cards.ts";
import { check, defineMove } from "../base/flow.ts";
import { civilLeft, totals, urbanCount } from "../base/ratings.ts";
import type { TtaState } from "../base/state.ts";
import { canPayResources, payResources, spendCivil } from "../civil/actions.ts";
import { buildCost, inPlay } from "../civil/buildings.ts";
import { text } from "../text/index.ts";
import { addActionPower } from "../civil/action-powers.ts";
import { leaderEffect } from "../base/in-play.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-bach");

const KEY = "bach-theater";

const price = (s: TtaState, seat: Seat, from: string, to: string) => Math.max(0, buildCost(s.players[seat], to) - buildCost(s.players[seat], from));

export function bachBlocker(s: TtaState, seat: Seat, from: string, to: string) {
  const e = leaderEffect(s, seat, "upgrade-to-theater");
  const p = s.players[seat];
  if (!e) return text("tta.no.leaderPower");
  if (p.powers.usedThisTurn.includes(KEY)) return text("tta.no.powerUsed");
  const a = inPlay(p, from);
  if (!a || !a.workers || workerKind(tech(from)) !== "urban" || tech(from).type === "theater") return text("tta.no.noBuilding", { card: from });
  if (!inPlay(p, to) || tech(to).type !== "theater" || level(to) < level(from)) return text("tta.no.upgradePath");
  if (urbanCount(p, "theater") >= totals(s, seat).urbanLimit) return text("tta.no.urbanLimit", { n: totals(s, seat).urbanLimit });
  if (civilLeft(s, seat) < e.civilActions) return text("tta.no.civilActions", { n: e.civilActions });
  const cost = price(s, seat, from, to);
  if (!canPayResources(p, "upgrade-urban", cost)) return text("tta.no.resources", { n: cost });
  return null;
}

function bachMoves(s: TtaState, seat: Seat): Move[] {
  if (!leaderEffect(s, seat, "upgrade-to-theater")) return [];
  const out: Move[] = [];
  for (const a of s.players[seat].techs) for (const b of s.players[seat].techs) if (!bachBlocker(s, seat, a.card, b.card)) out.push({ type: "bach-theater", from: a.card, to: b.card });
  return out;
}

defineMove<{ type: "bach-theater"; from: string; to: string }>(rules, "bach-theater", {
  schema: z.object({ type: z.literal("bach-theater"), from: z.string().max(60), to: z.string().max(60) }),
  apply(ctx, seat, move) {
    const why = bachBlocker(peek(ctx.s), seat, move.from, move.to);
    check(!why, why!);
    spendCivil(ctx, seat, leaderEffect(ctx.s, seat, "upgrade-to-theater")!.civilActions);
    payResources(ctx, seat, "upgrade-urban", price(ctx.s, seat, move.from, move.to));
    const p = ctx.s.players[seat];
    p.powers.usedThisTurn.push(KEY);
    inPlay(p, move.from)!.workers--;
    inPlay(p, move.to)!.workers++;
    ctx.events.push({ type: "upgraded", seat, from: move.from, to: move.to });
  },
});

addActionPower(rules, { types: ["bach-theater"], moves: bachMoves, place: "last" });
