/**
 * Tech dial (НАУКА, L368-382; clarifications L839-840), event dial (ДИСК ПОДІЙ, L554-596; symbols L978-990) and
 * the barbarian direction token (L187, L560). The seed gives the start positions, the wrap 24 → 15 and the
 * symbols' effects; the dial faces come from the content file §2-§3.
 */
import type { EventSymbol, Provenance, TechLevel, Text } from "./types.ts";

export interface TechLevelMark {
  readonly position: number;
  readonly level: Exclude<TechLevel, 1>;
}

export interface TechDialDef {
  /** Positions 0…last, clockwise; the pointer starts at 0 (L133). */
  readonly last: number;
  readonly start: number;
  /** Positions printed as numbers; the others are dots (L372). Cosmetic. */
  readonly printedNumbers: readonly number[];
  /** Reaching or passing a mark lets the player take one card of exactly that level (L378, L839). */
  readonly levelMarks: readonly TechLevelMark[];
  /** Moving past `last` continues from this position (L840). */
  readonly wrapTo: number;
  readonly provenance: Provenance;
}

export const TECH_DIAL: TechDialDef = {
  last: 24,
  start: 0,
  printedNumbers: [0, 3, 6, 10, 14, 15, 19, 24],
  levelMarks: [
    { position: 3, level: 2 }, { position: 6, level: 2 },
    { position: 10, level: 3 }, { position: 14, level: 3 },
    { position: 19, level: 4 }, { position: 24, level: 4 },
  ],
  wrapTo: 15,
  provenance: {
    confidence: "confirmed",
    refs: ["seed L133 (start 0), L372 (dots and numbers), L840 (past 24 comes 15)", "content §2 (marks: S1 image and code, S4 notes)"],
    chosen: { id: "D10", reason: "15 is counted among the printed numbers because the seed names the division «15»; S1's redrawn dial shows numbers only at 0, 3, 6, 10, 14, 19, 24." },
  },
};

export interface EventSymbolDef {
  readonly id: EventSymbol;
  readonly name: Text;
  readonly text: Text;
  readonly ref: string;
}

export const EVENT_SYMBOLS = [
  {
    id: "trade", ref: "L592-594, L982",
    name: { en: "Trade", ru: "Торговля", uk: "Торгівля" },
    text: {
      en: "Each player puts 1 trade token on their focus cards for each friendly mature city.",
      ru: "Каждый игрок кладёт на свои карты действий по 1 жетону торговли за каждый дружественный развитый город.",
      uk: "Кожен гравець кладе по 1 жетону торгівлі на карту дії за кожне дружнє розвинуте місто.",
    },
  },
  {
    id: "barbarian-spawn", ref: "L582-590, L986",
    name: { en: "Barbarian spawn", ru: "Появление варваров", uk: "Поява варварів" },
    text: {
      en: "Return each defeated barbarian token to the space with its letter on the map, if that space holds no city and no token.",
      ru: "Верните каждый побеждённый жетон варваров на клетку с соответствующей буквой на поле (если на этой клетке нет города или жетона).",
      uk: "Поверніть кожен переможений жетон варварів на клітинку з відповідною літерою на полі (якщо на такій клітинці немає міста чи жетона).",
    },
  },
  {
    id: "barbarian-movement", ref: "L558-580, L990",
    name: { en: "Barbarian movement", ru: "Перемещение варваров", uk: "Переміщення варварів" },
    text: {
      en: "Roll a die and move every barbarian token one space in the direction rolled.",
      ru: "Бросьте кубик и переместите каждый жетон варваров в выпавшем направлении.",
      uk: "Киньте кубик і перемістіть кожен жетон варварів у випалому напрямку.",
    },
  },
] as const satisfies readonly EventSymbolDef[];

export interface EventDialDef {
  /** Divisions clockwise from the start; null = no symbol. */
  readonly divisions: readonly (EventSymbol | null)[];
  /** Index of the helmet with a star, where the pointer starts (L187). */
  readonly start: number;
  /** The start division is not resolved at setup: the first player advances before every turn but the first (L556). */
  readonly resolveStartAtSetup: false;
  readonly provenance: Provenance;
}

export const EVENT_DIAL: EventDialDef = {
  divisions: ["barbarian-spawn", null, "barbarian-movement", "trade", "barbarian-movement"],
  start: 0,
  resolveStartAtSetup: false,
  provenance: {
    confidence: "single-source",
    refs: ["seed L187 (start: helmet with a star), L556", "content §3 (start = spawn: S1, S4, S9; sequence S1 only)"],
    chosen: { id: "D11", reason: "The only base-dial sequence found (S1's rules recap and its five dial images); UNCONFIRMED." },
  },
};

export interface BarbarianDirectionTokenDef {
  /** Die results 1–6 on the six arrows, listed clockwise. */
  readonly arrowsClockwise: readonly [number, number, number, number, number, number];
  /** Die faces; a six-sided die (L103, L693). */
  readonly dieSides: 6;
  readonly provenance: Provenance;
}

export const BARBARIAN_DIRECTION_TOKEN: BarbarianDirectionTokenDef = {
  arrowsClockwise: [1, 2, 3, 4, 5, 6],
  dieSides: 6,
  provenance: {
    confidence: "inferred",
    refs: ["seed L187, L560, L575 (numbered arrows)", "content §10 G10 (layout not found)"],
    chosen: { id: "D12", reason: "The printed numbering is not in any source; 1–6 clockwise, so «opposite» is 3 arrows on. UNCONFIRMED." },
  },
};
