/**
 * Through the Ages' cards in the reader's language, from the game's data (engine/games/through-the-ages/data/, which
 * carries English and Russian names and texts; Russian edition names where the rulebook prints them).
 */
import { CARD_BY_ID, GOVERNMENTS, STARTING_TECHNOLOGIES, type CivilCardDef, type MilitaryCardDef } from "../../../../engine/games/through-the-ages/data/index.ts";
import type { Lang } from "../../i18n/index.ts";

export type CardDef = CivilCardDef | MilitaryCardDef;

const DEFS = new Map<string, CardDef>([...STARTING_TECHNOLOGIES, ...GOVERNMENTS, ...CARD_BY_ID.values()].map((c) => [c.id, c as CardDef]));

export function cardDef(id: string): CardDef | undefined {
  return DEFS.get(id);
}

/** A card's name in `lang`; the id itself for an unknown card. */
export function cardName(id: string, lang: Lang): string {
  return DEFS.get(id)?.name[lang] ?? id;
}

/** What a card does, in `lang`. */
export function cardText(id: string, lang: Lang): string {
  return DEFS.get(id)?.text[lang] ?? "";
}

/** The colour family a card is drawn in (its kind, a technology's type). */
export function cardClass(id: string): string {
  const c = DEFS.get(id);
  if (!c) return "tta-k-unknown";
  if (c.kind === "technology") return `tta-k-tech tta-t-${c.type}`;
  return `tta-k-${c.kind}`;
}

/** An age as its cards print it: Roman numerals, Age A in the reader's alphabet (Russian «эпоха А»). */
export function ageLabel(age: string, lang: Lang): string {
  return age === "A" && lang === "ru" ? "А" : age;
}
