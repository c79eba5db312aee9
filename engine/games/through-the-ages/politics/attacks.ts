/**
 * Who may attack whom (base §19-21): never oneself or a seat that resigned; never a partner of a pact that
 * forbids attacks; a pact that ends when either side attacks is removed by the attack. Strength when attacking
 * includes pacts' bonuses against the partner.
 */
import type { Seat } from "../../../core/types.ts";
import { addRule, ListSlot, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { cardOf } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import { strength } from "../base/ratings.ts";
import type { PactInPlay, TtaState } from "../base/state.ts";

const between = (pact: PactInPlay, x: Seat, y: Seat) => (pact.a === x && pact.b === y) || (pact.a === y && pact.b === x);
const has = (pact: PactInPlay, kind: string) => cardOf(pact.card, "pact").effects.some((e) => e.kind === kind);

export function mayAttack(s: TtaState, attacker: Seat, target: Seat, war: boolean): boolean {
  if (attacker === target || s.players[target].resigned) return false;
  for (const pact of s.pacts) {
    if (!between(pact, attacker, target)) continue;
    if (has(pact, "no-attacks-between-sides")) return false;
    if (war && has(pact, "no-war-on-side-b") && pact.b === target) return false;
  }
  return true;
}

/** The attacker's strength against this target. */
export function attackStrength(s: TtaState, attacker: Seat, target: Seat): number {
  let n = strength(s, attacker);
  for (const pact of s.pacts) {
    if (!between(pact, attacker, target) || has(pact, "ends-if-either-attacks")) continue;
    for (const e of cardOf(pact.card, "pact").effects) if (e.kind === "attacker-strength-vs-partner") n += e.amount;
  }
  return n;
}

export function breakPactsOnAttack(ctx: Ctx, attacker: Seat, target: Seat) {
  ctx.s.pacts = ctx.s.pacts.filter((pact) => !(between(pact, attacker, target) && has(pact, "ends-if-either-attacks")));
}

/**
 * A power over attacking (Gandhi's, Coubertin's Olympics): whether it forbids the seat to attack, the military
 * actions an attack on `target` costs instead of `printed`, and what attacking costs the attacker.
 */
export interface AttackPower {
  forbids?(s: TtaState, seat: Seat): boolean;
  cost?(s: TtaState, target: Seat, printed: number): number;
  attacked?(ctx: Ctx, attacker: Seat): void;
}
const ATTACK_POWERS = new ListSlot<AttackPower>("attack powers");

export function addAttackPower(module: RuleModule, power: AttackPower) {
  addRule(module, ATTACK_POWERS, power);
}

export const forbidsAttacks = (s: TtaState, seat: Seat): boolean => rulesInForce().list(ATTACK_POWERS).some((p) => p.forbids?.(s, seat) ?? false);

/** Military actions an aggression or war printed at `printed` costs against `target`. */
export const attackCost = (s: TtaState, target: Seat, printed: number): number =>
  rulesInForce().list(ATTACK_POWERS).reduce((n, p) => p.cost?.(s, target, n) ?? n, printed);

/** The seat has just played an aggression or declared a war. */
export function attacked(ctx: Ctx, attacker: Seat) {
  for (const p of rulesInForce().list(ATTACK_POWERS)) p.attacked?.(ctx, attacker);
}

/**
 * A power that returns a unit for strength (Himeji Castle): the units the seat may return, the attack strength
 * against `target` with `unit` returned, returning it with an aggression (its bonus), and asking a side before an
 * aggression's defence or a war's resolution (true when asked).
 */
export interface SacrificePower {
  units(s: TtaState, seat: Seat): string[];
  attack(s: TtaState, seat: Seat, target: Seat, unit: string): number;
  sacrifice(ctx: Ctx, seat: Seat, unit: string): number;
  askDefence(ctx: Ctx, target: Seat, card: string, attack: number, defence: number): boolean;
  askWar(ctx: Ctx, seat: Seat, side: "attacker" | "target", card: string): boolean;
}
const SACRIFICE_POWERS = new ListSlot<SacrificePower>("sacrifice powers");

export function addSacrificePower(module: RuleModule, power: SacrificePower) {
  addRule(module, SACRIFICE_POWERS, power);
}

/** Units the seat may return for strength. */
export const sacrificeable = (s: TtaState, seat: Seat): string[] => rulesInForce().list(SACRIFICE_POWERS).flatMap((p) => p.units(s, seat));

/** The power that lets the seat return `unit` now, if any. */
export const sacrificePower = (s: TtaState, seat: Seat, unit: string): SacrificePower | undefined =>
  rulesInForce().list(SACRIFICE_POWERS).find((p) => p.units(s, seat).includes(unit));

export const askDefenceSacrifice = (ctx: Ctx, target: Seat, card: string, attack: number, defence: number): boolean =>
  rulesInForce().list(SACRIFICE_POWERS).some((p) => p.askDefence(ctx, target, card, attack, defence));

export const askWarSacrifice = (ctx: Ctx, seat: Seat, side: "attacker" | "target", card: string): boolean =>
  rulesInForce().list(SACRIFICE_POWERS).some((p) => p.askWar(ctx, seat, side, card));
