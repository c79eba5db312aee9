/**
 * Wars (base §20): declared with the card's military actions against any civilization a pact does not protect,
 * not in the last round; resolved at the start of the declarer's next turn by the strength ratings then. The
 * stronger side is the victor, either side may win, the difference is the advantage; equal strength does nothing.
 */
import type { Seat } from "../../../core/types.ts";
import { cardOf } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import { strength } from "../base/ratings.ts";
import { attackStrength } from "./attacks.ts";

export function declareWar(ctx: Ctx, attacker: Seat, id: string, target: Seat) {
  ctx.s.wars.push({ attacker, card: id, target });
  ctx.events.push({ type: "war-declared", seat: attacker, card: id, target });
}

/** Resolves every war `seat` declared (start of its turn). */
export function resolveWars(ctx: Ctx, seat: Seat) {
  const s = ctx.s;
  const mine = s.wars.filter((w) => w.attacker === seat);
  s.wars = s.wars.filter((w) => w.attacker !== seat);
  for (const w of mine) {
    s.militaryDiscard.push(w.card);
    if (s.players[w.target].resigned) continue;
    const att = attackStrength(s, seat, w.target);
    const def = strength(s, w.target);
    ctx.events.push({ type: "war-resolved", seat, target: w.target, card: w.card, attack: att, defence: def });
    if (att === def) continue;
    const [victor, loser] = att > def ? [seat, w.target] : [w.target, seat];
    applyWar(ctx, w.card, victor, loser, Math.abs(att - def));
  }
}

function applyWar(ctx: Ctx, id: string, victor: Seat, loser: Seat, advantage: number) {
  const v = ctx.s.players[victor];
  const l = ctx.s.players[loser];
  for (const e of cardOf(id, "war").effects) {
    switch (e.kind) {
      case "war-over-territory": {
        const n = Math.min(l.yellowBank, e.yellowTokens + Math.floor(advantage / e.extraPerAdvantage));
        l.yellowBank -= n;
        v.yellowBank += n;
        break;
      }
      case "war-over-technology": {
        // The science, never the special technologies instead (E9).
        const n = Math.min(l.science, advantage);
        l.science -= n;
        v.science += n;
        break;
      }
      case "war-over-culture": case "hybrid-war": {
        const n = Math.min(l.culture, e.kind === "war-over-culture" ? e.base + advantage : advantage);
        l.culture -= n;
        v.culture += n;
        break;
      }
      default:
        ctx.events.push({ type: "not-applied", effect: e.kind, card: id });
    }
  }
}
