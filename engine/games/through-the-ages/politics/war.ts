/**
 * Wars (base §20): declared with the card's military actions against any civilization a pact does not protect,
 * not in the last round; resolved at the start of the declarer's next turn by the strength ratings then. The
 * stronger side is the victor, either side may win, the difference is the advantage; equal strength does nothing.
 */
import type { Seat } from "../../../core/types.ts";
import { cardOf } from "../base/cards.ts";
import type { Frame } from "../../../kit/flow.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { defineAutoFrame, pop, push, type Ctx } from "../base/flow.ts";
import { strength } from "../base/ratings.ts";
import { askWarSacrifice, attackStrength } from "./attacks.ts";

export const rules = ruleModule("tta-war");

export function declareWar(ctx: Ctx, attacker: Seat, id: string, target: Seat) {
  ctx.s.wars.push({ attacker, card: id, target });
  ctx.events.push({ type: "war-declared", seat: attacker, card: id, target });
}

interface WarFrame extends Frame {
  kind: "war-resolution";
  seat: null;
  war: { attacker: Seat; card: string; target: Seat };
  /** Himeji Castle: whether each side was offered its sacrifice, and the temporary strength it added. */
  askedAttacker?: boolean;
  askedTarget?: boolean;
  bonusAttacker: number;
  bonusTarget: number;
}

/**
 * Resolves every war `seat` declared (start of its turn), in the order declared, each in its own frame so that
 * Himeji Castle's owners can be asked at the resolution (seed L460). Called once the turn's frames are pushed, so
 * the wars resolve before its politics.
 */
export function resolveWars(ctx: Ctx, seat: Seat) {
  // Asked at every turn's start: looked for on plain data, the wars written only when the seat declared one.
  if (!peek(ctx.s).wars.some((w) => w.attacker === seat)) return;
  const s = ctx.s;
  const mine = s.wars.filter((w) => w.attacker === seat);
  s.wars = s.wars.filter((w) => w.attacker !== seat);
  for (const w of mine.reverse()) {
    s.militaryDiscard.push(w.card);
    push(ctx, { kind: "war-resolution", seat: null, war: w, bonusAttacker: 0, bonusTarget: 0 } satisfies WarFrame);
  }
}

defineAutoFrame<WarFrame>(rules, "war-resolution", (ctx, f) => {
  const s = ctx.s;
  const { attacker, target, card } = f.war;
  if (!s.players[target].resigned) {
    if (!f.askedAttacker) {
      f.askedAttacker = true;
      if (askWarSacrifice(ctx, attacker, "attacker", card)) return true;
    }
    if (!f.askedTarget) {
      f.askedTarget = true;
      if (askWarSacrifice(ctx, target, "target", card)) return true;
    }
  }
  pop(ctx, f);
  if (s.players[target].resigned) return true;
  const att = attackStrength(s, attacker, target) + f.bonusAttacker;
  const def = strength(s, target) + f.bonusTarget;
  ctx.events.push({ type: "war-resolved", seat: attacker, target, card, attack: att, defence: def });
  if (att === def) return true;
  const [victor, loser] = att > def ? [attacker, target] : [target, attacker];
  applyWar(ctx, card, victor, loser, Math.abs(att - def));
  return true;
});

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
