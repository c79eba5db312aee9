/**
 * Who may attack whom (base §19-21): never oneself or a seat that resigned; never a partner of a pact that
 * forbids attacks; a pact that ends when either side attacks is removed by the attack. Strength when attacking
 * includes pacts' bonuses against the partner.
 */
import type { Seat } from "../../../core/types.ts";
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
