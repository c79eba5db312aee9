/**
 * An attack's strength explained (from the engine's AttackRolled event, L498-540): each side's die, then what adds
 * to it: the attacker's slot and card, the defender's defence (terrain, doubled for a city; a city-state's 8;
 * adjacent reinforced tokens), then bonuses of leaders, wonders and diplomacy cards. Trade tokens spent afterwards
 * show in the result (AttackResolved).
 */
import type { GameEvent } from "../../../../engine/core/types.ts";
import type { Translator } from "../../i18n/index.ts";
import type { SideSum } from "./contract.ts";
import { ui } from "./text/ui.ts";

const n = (v: unknown) => (typeof v === "number" ? v : 0);

export function explainAttack(e: GameEvent, i18n: Translator, names: { attacker: string; defender: string }, colors: { attacker: number; defender: number }): { attacker: SideSum; defender: SideSum } {
  const attackDie = n(e.attackDie), defenseDie = n(e.defenseDie);
  const attackBonus = n(e.attackBonus), defenseBonus = n(e.defenseBonus);
  const parts = (list: [string, number][]) => list.filter(([, v]) => v !== 0).map(([name, value]) => ({ name, value }));
  return {
    attacker: {
      name: names.attacker, color: colors.attacker, die: attackDie, total: n(e.attack),
      parts: parts([[`${ui(i18n, "fx.slot")} + ${ui(i18n, "fx.card")}`, n(e.attack) - attackDie - attackBonus], [ui(i18n, "fx.bonus"), attackBonus]]),
    },
    defender: {
      name: names.defender, color: colors.defender, die: defenseDie, total: n(e.defense),
      parts: parts([[ui(i18n, "fx.defence"), n(e.defense) - defenseDie - defenseBonus], [ui(i18n, "fx.bonus"), defenseBonus]]),
    },
  };
}
