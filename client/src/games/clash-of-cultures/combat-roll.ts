/**
 * A combat roll explained (from the engine's CombatRoll event): the dice as rolled, then what changed their
 * sum, each by name: a unit's clash ability (infantry +1 on its symbol...), an advance, a wonder, a tactics
 * card, a leader's ability. The board's battle panel and the log both show it.
 */
import type { GameEvent } from "../../../../engine/core/types.ts";
import type { Lang } from "../../i18n/index.ts";
import { combatSourceName, name } from "./panels/names.ts";

export interface RollDie { face?: number; value?: number; symbol?: string; ability?: string | null; counted?: number; hitCancels?: number; rerolledFrom?: number[] }
export interface RollPart { name: string; value: number }

export interface ExplainedRoll {
  dice: RollDie[];
  /** The sum of the dice as rolled. */
  rolled: number;
  /** What changed it, in order: the units' clash abilities, then the engine's modifiers. */
  parts: RollPart[];
  /** The combat value (never below 0). */
  value: number;
}

export function explainRoll(e: GameEvent, lang: Lang): ExplainedRoll {
  const dice = Array.isArray(e.dice) ? (e.dice as RollDie[]) : [];
  const rolled = dice.reduce((a, d) => a + (d.value ?? 0), 0);
  const parts: RollPart[] = [];
  // A die that triggered a clash ability counts for more (or, for an elephant, not at all): one part per unit type.
  const byUnit = new Map<string, number>();
  for (const d of dice) if (d.ability) byUnit.set(d.ability, (byUnit.get(d.ability) ?? 0) + (d.counted ?? d.value ?? 0) - (d.value ?? 0));
  for (const [unit, value] of byUnit) if (value) parts.push({ name: name("unit", unit, lang), value });
  for (const m of Array.isArray(e.modifiers) ? (e.modifiers as { source: string; value: number; card?: string }[]) : []) {
    if (m.value) parts.push({ name: combatSourceName(m.source, m.card, lang), value: m.value });
  }
  return { dice, rolled, parts, value: Number(e.value ?? 0) };
}

/** "+2" or "−3". */
export function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

/** "Infantry +2 · Steel Weapons +1". */
export function partsText(parts: readonly RollPart[], sep = " · "): string {
  return parts.map((p) => `${p.name} ${signed(p.value)}`).join(sep);
}
