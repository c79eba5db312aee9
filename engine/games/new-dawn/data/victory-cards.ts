/**
 * Victory cards (ПЕРЕМОГА В ГРІ, L542-548; ЦІЛІ, L936-976): 5 cards (L55), each split into two objectives. A
 * player wins by achieving one objective on every card in play — 3 cards, or 4 in the "epic game" (L207, L852).
 * The ten objective texts are printed in the seed's player aid; which two share a card comes from the content
 * file §8 (S1, S2, S4, S5). English names are the English edition's; Russian names translate the seed's.
 */
import type { ObjectiveId, Provenance, Text, VictoryCardId, WonderType } from "./types.ts";

export type ObjectiveCondition =
  | { readonly kind: "control-spaces-adjacent-to-water-or-edge"; readonly count: number }
  | { readonly kind: "control-wonders-of-type"; readonly wonderType: WonderType; readonly count: number }
  | { readonly kind: "control-natural-wonders"; readonly count: number }
  | { readonly kind: "attack-capital-or-control-conquered-city-states"; readonly capitals: number; readonly cityStates: number }
  | { readonly kind: "tech-dial-position"; readonly position: number }
  | { readonly kind: "control-mature-cities"; readonly count: number }
  | { readonly kind: "cities-on-map"; readonly count: number };

export interface ObjectiveDef {
  readonly id: ObjectiveId;
  readonly name: Text;
  readonly text: Text;
  readonly condition: ObjectiveCondition;
  readonly ref: string;
}

export const OBJECTIVES = [
  {
    id: "explorer", ref: "L940",
    name: { en: "Explorer", ru: "Исследователь", uk: "Дослідник" },
    text: { en: "Control 15 spaces adjacent to water or to the map edge.", ru: "Контролировать 15 клеток, соседних с водоёмами или краем поля.", uk: "Контролювати 15 клітинок, суміжних із водоймами або краєм поля." },
    condition: { kind: "control-spaces-adjacent-to-water-or-edge", count: 15 },
  },
  {
    id: "aesthetic", ref: "L944",
    name: { en: "Aesthetic", ru: "Эстет", uk: "Естет" },
    text: { en: "Control 2 culture world wonders.", ru: "Контролировать 2 культурных чуда света.", uk: "Контролювати 2 культурні чуда світу." },
    condition: { kind: "control-wonders-of-type", wonderType: "culture", count: 2 },
  },
  {
    id: "preservationist", ref: "L948",
    name: { en: "Preservationist", ru: "Защитник природы", uk: "Захисник природи" },
    text: { en: "Control 2 natural wonders.", ru: "Контролировать 2 чуда природы.", uk: "Контролювати 2 чуда природи." },
    condition: { kind: "control-natural-wonders", count: 2 },
  },
  {
    id: "scholarly", ref: "L952",
    name: { en: "Scholarly", ru: "Учёный", uk: "Науковець" },
    text: { en: "Control 2 science world wonders.", ru: "Контролировать 2 научных чуда света.", uk: "Контролювати 2 наукові чуда світу." },
    condition: { kind: "control-wonders-of-type", wonderType: "science", count: 2 },
  },
  {
    id: "paranoid", ref: "L956",
    name: { en: "Paranoid", ru: "Параноик", uk: "Параноїк" },
    text: { en: "Control 2 military world wonders.", ru: "Контролировать 2 военных чуда света.", uk: "Контролювати 2 військові чуда світу." },
    condition: { kind: "control-wonders-of-type", wonderType: "military", count: 2 },
  },
  {
    id: "warmonger", ref: "L960",
    name: { en: "Warmonger", ru: "Поджигатель войны", uk: "Розпалювач війни" },
    text: {
      en: "Successfully attack 1 rival capital, or control 2 conquered city-states.",
      ru: "Успешно атаковать 1 вражескую столицу или контролировать 2 завоёванных полиса.",
      uk: "Успішно атакувати 1 ворожу столицю або контролювати 2 завойовані поліси.",
    },
    condition: { kind: "attack-capital-or-control-conquered-city-states", capitals: 1, cityStates: 2 },
  },
  {
    id: "money-grubber", ref: "L964",
    name: { en: "Money Grubber", ru: "Скряга", uk: "Скнара" },
    text: { en: "Control 2 economy world wonders.", ru: "Контролировать 2 экономических чуда света.", uk: "Контролювати 2 економічні чуда світу." },
    condition: { kind: "control-wonders-of-type", wonderType: "economy", count: 2 },
  },
  {
    id: "technophile", ref: "L968",
    name: { en: "Technophile", ru: "Технофил", uk: "Технофіл" },
    text: { en: "Reach space 24 of the tech dial.", ru: "Достичь деления «24» на диске технологий.", uk: "Досягнути поділки «24» на диску технологій." },
    condition: { kind: "tech-dial-position", position: 24 },
  },
  {
    id: "populous", ref: "L972",
    name: { en: "Populous", ru: "Урбанизатор", uk: "Урбанізатор" },
    text: { en: "Control 5 mature cities.", ru: "Контролировать 5 развитых городов.", uk: "Контролювати 5 розвинутих міст." },
    condition: { kind: "control-mature-cities", count: 5 },
  },
  {
    id: "civilized", ref: "L976",
    name: { en: "Civilized", ru: "Цивилизатор", uk: "Цивілізатор" },
    text: { en: "Have 8 of your cities on the map.", ru: "Иметь 8 своих городов на поле.", uk: "Мати 8 своїх міст на полі." },
    condition: { kind: "cities-on-map", count: 8 },
  },
] as const satisfies readonly ObjectiveDef[];

export const OBJECTIVE_NAMES: Provenance = {
  confidence: "confirmed", refs: ["seed L936-976 (Ukrainian names)", "content §8 (English names: S1, S2, S4, S5)"],
  chosen: { id: "D27", reason: "English names follow the English edition (Populous, Civilized, Money Grubber, Scholarly…), Russian ones translate the seed's (Урбанізатор → Урбанизатор…)." },
};

export interface VictoryCardDef {
  readonly id: VictoryCardId;
  readonly objectives: readonly [ObjectiveId, ObjectiveId];
  readonly provenance: Provenance;
}

const PAIRING: Provenance = { confidence: "confirmed", refs: ["content §8 (S1, S2, S4 read off printed cards; S5 image of Explorer/Aesthetic)"] };

export const VICTORY_CARDS = [
  { id: "explorer-aesthetic", objectives: ["explorer", "aesthetic"], provenance: PAIRING },
  { id: "warmonger-paranoid", objectives: ["warmonger", "paranoid"], provenance: PAIRING },
  { id: "civilized-money-grubber", objectives: ["civilized", "money-grubber"], provenance: PAIRING },
  { id: "populous-preservationist", objectives: ["populous", "preservationist"], provenance: PAIRING },
  { id: "technophile-scholarly", objectives: ["technophile", "scholarly"], provenance: PAIRING },
] as const satisfies readonly VictoryCardDef[];

/** Victory cards laid out at setup (L207) and in the optional epic game (L852). */
export const VICTORY_CARDS_IN_PLAY = { standard: 3, epic: 4 } as const;
