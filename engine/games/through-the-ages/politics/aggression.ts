/**
 * Aggressions (base §19): paid with the card's military actions, against a weaker civilization. The target may
 * play military bonus cards (their defence value) and discard other military cards (+1 each), up to its military
 * action total; a defence at least equal to the attack makes it fail. Otherwise the card's effect applies.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { card, cardOf } from "../base/cards.ts";
import { defineAutoFrame, defineChoice, pop, push, top, type Ctx } from "../base/flow.ts";
import { defenceBonus, militaryActionTotal, strength } from "../base/ratings.ts";
import type { TtaState } from "../base/state.ts";
import { amountOf, gain, lose, losePopulation } from "../base/tokens.ts";
import { text } from "../text/index.ts";
import { askDefenceSacrifice, attackStrength, breakPactsOnAttack } from "./attacks.ts";
import { kidnap } from "./kidnapping.ts";
import { annex, infiltrate, plunder, raid } from "./attack-choices.ts";
import { takeOut } from "../base/card-lists.ts";
import { appendFresh } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-aggression");

interface AggressionFrame {
  kind: "aggression";
  seat: null;
  card: string;
  attacker: Seat;
  target: Seat;
  attack: number;
  defence: number;
  used: number;
  done: boolean;
  /** The defender was offered Himeji Castle's sacrifice. */
  himejiAsked?: boolean;
  [key: string]: unknown;
}

/** Starts the aggression; `bonus` is the attacker's temporary strength (Himeji Castle). */
export function startAggression(ctx: Ctx, attacker: Seat, id: string, target: Seat, bonus = 0) {
  breakPactsOnAttack(ctx, attacker, target);
  const attack = attackStrength(ctx.s, attacker, target) + bonus;
  ctx.events.push({ type: "aggression", seat: attacker, card: id, target });
  push(ctx, { kind: "aggression", seat: null, card: id, attacker, target, attack, defence: strength(ctx.s, target) + defenceBonus(ctx.s, target), used: 0, done: false } satisfies AggressionFrame);
}

defineAutoFrame<AggressionFrame>(rules, "aggression", (ctx, f) => {
  const s = ctx.s;
  const hand = s.players[f.target].military;
  if (!f.himejiAsked && f.defence < f.attack) {
    f.himejiAsked = true;
    if (askDefenceSacrifice(ctx, f.target, f.card, f.attack, f.defence)) return true;
  }
  if (!f.done && f.defence < f.attack && f.used < militaryActionTotal(s, f.target) && hand.length) {
    ask(ctx, f.target, "defend", [...new Set(hand)], { card: f.card, attack: f.attack, defence: f.defence }, { optional: true, always: true });
    return true;
  }
  pop(ctx, f);
  s.militaryDiscard.push(f.card);
  const won = f.defence < f.attack;
  ctx.events.push({ type: "aggression-resolved", seat: f.attacker, target: f.target, card: f.card, attack: f.attack, defence: f.defence, won });
  if (won) applyAggression(ctx, f.card, f.attacker, f.target);
  return true;
});

defineChoice(rules, "defend", {
  label: (_s, f) => text("tta.choice.defend", { card: String(f.data.card), attack: Number(f.data.attack), defence: Number(f.data.defence) }),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve(ctx, seat, value) {
    const f = top(ctx.s) as AggressionFrame;
    if (value === null) {
      f.done = true;
      return;
    }
    const id = String(value);
    const p = ctx.s.players[seat];
    takeOut(p, "military", id);
    appendFresh(ctx.s.militaryDiscard, id);
    f.defence += card(id).kind === "military-bonus" ? cardOf(id, "military-bonus").defense : 1;
    f.used++;
  },
});

/** Takes up to `n` of a good from `from` to `to`; returns how much moved. */
function take(s: TtaState, from: Seat, to: Seat, good: "food" | "resources" | "science" | "culture", n: number): number {
  const a = s.players[from];
  const b = s.players[to];
  if (good === "food" || good === "resources") {
    const k = Math.min(n, amountOf(a, good));
    lose(a, good, k);
    gain(b, good, k);
    return k;
  }
  const k = Math.min(n, a[good]);
  a[good] -= k;
  b[good] += k;
  return k;
}

export function applyAggression(ctx: Ctx, id: string, attacker: Seat, target: Seat) {
  const s = ctx.s;
  const a = s.players[attacker];
  const t = s.players[target];
  for (const e of cardOf(id, "aggression").effects) {
    switch (e.kind) {
      case "steal": {
        const goods = Object.entries(e.amounts) as ["food" | "resources" | "science" | "culture", number][];
        if (e.pick === "each" || goods.length === 1) for (const [g, n] of goods) take(s, target, attacker, g, n);
        // "Up to N food and/or resources": the attacker chooses the split.
        else plunder(ctx, attacker, target, Math.max(...goods.map(([, n]) => n)));
        break;
      }
      case "raid":
        raid(ctx, attacker, target, e.buildings);
        break;
      case "enslave":
        losePopulation(t, e.targetLosesPopulation);
        if (e.gain.food) gain(a, "food", e.gain.food);
        if (e.gain.resources) gain(a, "resources", e.gain.resources);
        break;
      case "annex":
        annex(ctx, attacker, target, Math.min(e.colonies, t.colonies.length));
        break;
      case "infiltrate":
        infiltrate(ctx, attacker, target, e.culturePerLevel);
        break;
      case "kidnap":
        kidnap(ctx, attacker, target, e.cultureIfPlayedThisTurn);
        break;
      default:
        ctx.events.push({ type: "not-applied", effect: e.kind, card: id });
    }
  }
}
