/**
 * Military bonus cards: the upper value defends against an aggression, the lower one adds to a colonization
 * force; used cards are discarded (base §18, §19, §30 [C2: B1, S4, G1]). 6 per age in the base decks; NLW adds
 * one per Age I, II, III "to keep the ratio between card types" (seed L162; content §4.1: 7 per age).
 */
import type { Age, CardCommon, Provenance, Text } from "./types.ts";

export interface MilitaryBonusDef extends CardCommon {
  readonly kind: "military-bonus";
  readonly defense: number;
  readonly colonization: number;
}

const PROVENANCE: Provenance = { confidence: "confirmed", refs: ["base §30 military bonus [C2: B1, S4, G1]", "seed L39-40, L162 (+3 bonus cards)", "content §4.1"] };

function bonus(age: Exclude<Age, "A">, defense: number, colonization: number): MilitaryBonusDef {
  const name: Text = { en: `Defense ${defense} / Colonization ${colonization}`, ru: `Защита ${defense} / Колонизация ${colonization}` };
  return {
    id: `military-bonus-${age === "I" ? 1 : age === "II" ? 2 : 3}`, kind: "military-bonus", age, name, defense, colonization,
    copies: { base: { 2: 6, 3: 6, 4: 6 }, nlw: { 2: 7, 3: 7, 4: 7 } }, edition: "both", provenance: PROVENANCE,
    text: {
      en: `Defending against an aggression: +${defense}. Colonizing: +${colonization}.`,
      ru: `Защита от агрессии: +${defense}. Колонизация: +${colonization}.`,
    },
  };
}

export const MILITARY_BONUS_CARDS: readonly MilitaryBonusDef[] = [bonus("I", 2, 1), bonus("II", 4, 2), bonus("III", 6, 3)];
