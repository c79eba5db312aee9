/**
 * Names of A New Dawn's content in the reader's language, from the game's data (engine/games/new-dawn/data/, the one
 * source of truth, which carries English and Russian), and the space labels people read ("4A/3": tile face/cell).
 */
import {
  CITY_STATES, FOCUS_CARDS, FOCUS_TYPES, LEADERS, NATURAL_WONDERS, OBJECTIVES, PLAYER_COLORS, PLAYER_DIPLOMACY, RESOURCES, TERRAINS,
  CITY_STATE_DIPLOMACY, WONDERS, WONDER_TYPES, EVENT_SYMBOLS, type FocusCardDef, type WonderDef,
} from "../../../../engine/games/new-dawn/data/index.ts";
import type { Lang } from "../../i18n/index.ts";

type Named = { readonly id: string; readonly name: { readonly en: string; readonly ru: string } };

function table(list: readonly Named[]): ReadonlyMap<string, Named["name"]> {
  return new Map(list.map((x) => [x.id, x.name]));
}

export type NameKind = "card" | "type" | "leader" | "civ" | "wonder" | "wonderType" | "cityState" | "naturalWonder" | "resource" | "objective" | "terrain" | "diplomacy" | "color" | "event";

const TABLES: Record<NameKind, ReadonlyMap<string, Named["name"]>> = {
  card: table(FOCUS_CARDS),
  type: table(FOCUS_TYPES),
  leader: new Map(LEADERS.map((l) => [l.id, l.leader])),
  civ: new Map(LEADERS.map((l) => [l.id, l.civilization])),
  wonder: table(WONDERS),
  wonderType: table(WONDER_TYPES),
  cityState: table(CITY_STATES),
  naturalWonder: table(NATURAL_WONDERS),
  resource: table(RESOURCES),
  objective: table(OBJECTIVES),
  terrain: table(TERRAINS),
  diplomacy: table(PLAYER_DIPLOMACY),
  color: table(PLAYER_COLORS),
  event: table(EVENT_SYMBOLS),
};

/** The name of content `id` of `kind` in `lang`; the id itself when the data has none. */
export function name(kind: NameKind, id: string, lang: Lang): string {
  return TABLES[kind].get(id)?.[lang] ?? id;
}

export const FOCUS = new Map<string, FocusCardDef>(FOCUS_CARDS.map((c) => [c.id, c]));
export const WONDER = new Map<string, WonderDef>(WONDERS.map((w) => [w.id, w]));
export const LEADER = new Map(LEADERS.map((l) => [l.id, l]));
export const OBJECTIVE = new Map(OBJECTIVES.map((o) => [o.id, o]));
export const CITY_STATE = new Map(CITY_STATES.map((c) => [c.id, c]));
export const CITY_STATE_CARD = new Map(CITY_STATE_DIPLOMACY.map((c) => [c.cityState, c]));
export const PLAYER_CARD = new Map(PLAYER_DIPLOMACY.map((c) => [c.id, c]));

/** A rules text of the data (a card's, a wonder's …) in `lang`. */
export function localized(t: { readonly en: string; readonly ru: string } | undefined, lang: Lang): string {
  return t ? t[lang] : "";
}

/** Roman numerals of the tech levels. */
export const LEVEL = ["", "I", "II", "III", "IV"] as const;

export const SPACE_RE = /^-?\d+,-?\d+$/;

/** The label a person reads for a space: its printed tile face and cell ("4A/3"); water spaces read "~". */
export function spaceLabel(spaces: Readonly<Record<string, { label: string; cell: number }>>, id: string): string {
  const sp = spaces[id];
  if (!sp) return id;
  return sp.label === "water" ? "~" : `${sp.label}/${sp.cell}`;
}
