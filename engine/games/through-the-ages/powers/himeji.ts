/**
 * Himeji Castle (NLW, Age I; seed L456-460, D14): in an aggression its owner may return one of its units to the
 * yellow bank to count that unit's strength twice as a temporary bonus, and then also scores 3 culture when
 * attacking or gets 3 more strength when defending (E27). The attacker names the unit with the aggression (it may
 * then attack a civilization only its increased strength beats; the unit is lost even if the attack is repelled);
 * the defender is asked once it knows the attack. In a war both sides are asked at its resolution, the attacker
 * first.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { tech, workerKind } from "../base/cards.ts";
import { defineChoice, top, type Ctx } from "../base/flow.ts";
import { strength } from "../base/ratings.ts";
import type { TtaState } from "../base/state.ts";
import type { Effect } from "../data/index.ts";
import { text } from "../text/index.ts";
import { powers } from "../base/in-play.ts";
import { addSacrificePower, attackStrength } from "../politics/attacks.ts";

export const rules = ruleModule("tta-himeji");

type Himeji = Extract<Effect, { kind: "himeji" }>;
const himeji = (s: TtaState, seat: Seat) => powers(s, seat).find((e): e is Himeji => e.kind === "himeji");

/** The seat's units it may return to the yellow bank (one card per kind), when it has Himeji Castle. */
function sacrificeable(s: TtaState, seat: Seat): string[] {
  if (!himeji(s, seat)) return [];
  return s.players[seat].techs.filter((t) => t.workers > 0 && workerKind(tech(t.card)) === "unit").map((t) => t.card);
}

/** `s` with one unit fewer on `unit` for `seat`, to rate strength without it. */
function without(s: TtaState, seat: Seat, unit: string): TtaState {
  return { ...s, players: s.players.map((p, i) => (i !== seat ? p : { ...p, techs: p.techs.map((t) => (t.card === unit ? { ...t, workers: t.workers - 1 } : t)) })) };
}

/** The temporary bonus for returning `unit`: its strength twice. */
const sacrificeBonus = (unit: string): number => 2 * (tech(unit).perWorker.strength ?? 0);

/** Returns one unit on `unit` to the yellow bank (as colonizing forces do, seed L460). */
function sacrifice(ctx: Ctx, seat: Seat, unit: string) {
  const p = ctx.s.players[seat];
  p.techs.find((t) => t.card === unit)!.workers--;
  p.yellowBank++;
  ctx.events.push({ type: "himeji-sacrifice", seat, card: unit });
}

/** The attacker's sacrifice, named with the aggression: the unit goes, 3 culture; returns the strength bonus. */
function attackSacrifice(ctx: Ctx, seat: Seat, unit: string): number {
  sacrifice(ctx, seat, unit);
  ctx.s.players[seat].culture += himeji(ctx.s, seat)!.cultureWhenAttacking;
  return sacrificeBonus(unit);
}

/** Asks the defender whether to return a unit; false when it cannot. */
function askDefenceSacrifice(ctx: Ctx, target: Seat, card: string, attack: number, defence: number): boolean {
  const units = sacrificeable(ctx.s, target);
  if (!units.length) return false;
  ask(ctx, target, "himeji-defend", units, { card, attack, defence }, { optional: true, always: true });
  return true;
}

/** Asks a side of a war being resolved whether to return a unit (attacker first, then the target); false when it cannot. */
function askWarSacrifice(ctx: Ctx, seat: Seat, side: "attacker" | "target", card: string): boolean {
  const units = sacrificeable(ctx.s, seat);
  if (!units.length) return false;
  ask(ctx, seat, "himeji-war", units, { card, side }, { optional: true, always: true });
  return true;
}

defineChoice(rules, "himeji-war", {
  label: (_s, f) => text("tta.choice.himejiWar", { card: String(f.data.card) }),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve(ctx, seat, value, data) {
    if (value === null) return;
    // The war's frame lies under the choice; strength is rated at the resolution, without the unit.
    const f = top(ctx.s) as unknown as { bonusAttacker: number; bonusTarget: number };
    sacrifice(ctx, seat, String(value));
    const h = himeji(ctx.s, seat)!;
    if (data.side === "attacker") {
      f.bonusAttacker += sacrificeBonus(String(value));
      ctx.s.players[seat].culture += h.cultureWhenAttacking;
    } else f.bonusTarget += sacrificeBonus(String(value)) + h.strengthWhenDefending;
  },
});

defineChoice(rules, "himeji-defend", {
  label: (_s, f) => text("tta.choice.himeji", { card: String(f.data.card), attack: Number(f.data.attack), defence: Number(f.data.defence) }),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve(ctx, seat, value) {
    if (value === null) return;
    // The aggression's frame lies under the choice; its defence is the target's strength plus what it played.
    const f = top(ctx.s) as unknown as { defence: number };
    const before = strength(ctx.s, seat);
    sacrifice(ctx, seat, String(value));
    f.defence += strength(ctx.s, seat) - before + sacrificeBonus(String(value)) + himeji(ctx.s, seat)!.strengthWhenDefending;
  },
});

addSacrificePower(rules, {
  units: sacrificeable,
  attack: (s, seat, target, unit) => attackStrength(without(s, seat, unit), seat, target) + sacrificeBonus(unit),
  sacrifice: attackSacrifice,
  askDefence: askDefenceSacrifice,
  askWar: askWarSacrifice,
});
