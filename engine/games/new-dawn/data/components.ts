/**
 * The box: component counts (component list, L23-105), player colours and resource kinds.
 * Every component except trade tokens is limited to these counts (L846).
 */
import type { PlayerColor, Provenance, ResourceKind, Text } from "./types.ts";

export interface PlayerColorDef {
  readonly id: PlayerColor;
  readonly name: Text;
  readonly provenance: Provenance;
}

const COLOR_SOURCE: Provenance = {
  confidence: "confirmed",
  refs: ["seed L135, L340, L366 (blue, orange, red players)", "content S6: Terra Incognita step 7 (blue, green, orange, red)"],
  chosen: { id: "D1", reason: "The seed names three colours; the fourth (green) comes from the Terra Incognita rulebook's list of base colours." },
};

export const PLAYER_COLORS = [
  { id: "blue", name: { en: "Blue", ru: "Синий", uk: "Блакитний" }, provenance: COLOR_SOURCE },
  { id: "green", name: { en: "Green", ru: "Зелёный" }, provenance: COLOR_SOURCE },
  { id: "orange", name: { en: "Orange", ru: "Оранжевый", uk: "Оранжевий" }, provenance: COLOR_SOURCE },
  { id: "red", name: { en: "Red", ru: "Красный", uk: "Червоний" }, provenance: COLOR_SOURCE },
] as const satisfies readonly PlayerColorDef[];

export interface ResourceDef {
  readonly id: ResourceKind;
  readonly name: Text;
  /** Tokens in the box (L91). */
  readonly tokens: number;
}

/** Four kinds, 8 tokens each (L91, L303-319). Spent resources go back to the supply (L321). */
export const RESOURCES = [
  { id: "marble", name: { en: "Marble", ru: "Мрамор", uk: "Мармур" }, tokens: 8 },
  { id: "mercury", name: { en: "Mercury", ru: "Ртуть", uk: "Ртуть" }, tokens: 8 },
  { id: "oil", name: { en: "Oil", ru: "Нефть", uk: "Нафта" }, tokens: 8 },
  { id: "diamonds", name: { en: "Diamonds", ru: "Алмазы", uk: "Діаманти" }, tokens: 8 },
] as const satisfies readonly ResourceDef[];

export interface ComponentCount {
  readonly name: Text;
  readonly count: number;
  /** Per player, where the component list says so. */
  readonly perPlayer: number | null;
  readonly doubleSided: boolean;
  /** False only for trade tokens, which are not limited (L846). */
  readonly limited: boolean;
  readonly ref: string;
}

/** The component list of the rulebook, line by line. */
export const COMPONENTS = {
  leaderSheets: { name: { en: "Leader sheets", ru: "Планшеты лидеров", uk: "Планшети лідерів" }, count: 8, perPlayer: null, doubleSided: false, limited: true, ref: "L27" },
  mapTiles: { name: { en: "Map tiles", ru: "Плитки игрового поля", uk: "Плитки ігрового поля" }, count: 16, perPlayer: null, doubleSided: true, limited: true, ref: "L31, L111" },
  eventDial: { name: { en: "Event dial", ru: "Диск событий", uk: "Диск подій" }, count: 1, perPlayer: null, doubleSided: false, limited: true, ref: "L35" },
  focusCards: { name: { en: "Focus cards", ru: "Карты действий", uk: "Карти дій" }, count: 80, perPlayer: 20, doubleSided: false, limited: true, ref: "L39" },
  techDials: { name: { en: "Tech dials", ru: "Диски технологий", uk: "Диски технологій" }, count: 4, perPlayer: 1, doubleSided: false, limited: true, ref: "L43" },
  cityStateDiplomacyCards: { name: { en: "City-state diplomacy cards", ru: "Карты дипломатии полисов", uk: "Карти дипломатії полісів" }, count: 16, perPlayer: null, doubleSided: false, limited: true, ref: "L47" },
  playerDiplomacyCards: { name: { en: "Player diplomacy cards", ru: "Карты дипломатии игроков", uk: "Карти дипломатії гравців" }, count: 16, perPlayer: 4, doubleSided: false, limited: true, ref: "L51" },
  victoryCards: { name: { en: "Victory cards", ru: "Карты победы", uk: "Карти перемоги" }, count: 5, perPlayer: null, doubleSided: false, limited: true, ref: "L55" },
  wonderCards: { name: { en: "World wonder cards", ru: "Карты чудес света", uk: "Карти чудес світу" }, count: 24, perPlayer: null, doubleSided: false, limited: true, ref: "L59" },
  wonderTokens: { name: { en: "World wonder tokens", ru: "Жетоны чудес света", uk: "Жетони чудес світу" }, count: 24, perPlayer: null, doubleSided: false, limited: true, ref: "L63" },
  barbarianDirectionToken: { name: { en: "Barbarian direction token", ru: "Жетон направления набегов варваров", uk: "Жетон напрямку набігів варварів" }, count: 1, perPlayer: null, doubleSided: false, limited: true, ref: "L67" },
  cityStateTokens: { name: { en: "City-state tokens", ru: "Жетоны полисов", uk: "Жетони полісів" }, count: 4, perPlayer: null, doubleSided: true, limited: true, ref: "L71" },
  waterTokens: { name: { en: "Water tokens", ru: "Жетоны водоёмов", uk: "Жетони водойм" }, count: 8, perPlayer: null, doubleSided: false, limited: true, ref: "L75" },
  naturalWonderTokens: { name: { en: "Natural wonder tokens", ru: "Жетоны чудес природы", uk: "Жетони чудес природи" }, count: 4, perPlayer: null, doubleSided: true, limited: true, ref: "L79" },
  controlTokens: { name: { en: "Control tokens", ru: "Жетоны контроля", uk: "Жетони контролю" }, count: 124, perPlayer: 31, doubleSided: true, limited: true, ref: "L83" },
  capitals: { name: { en: "Capitals", ru: "Столицы", uk: "Столиці" }, count: 4, perPlayer: 1, doubleSided: false, limited: true, ref: "L87" },
  cities: { name: { en: "Cities", ru: "Города", uk: "Міста" }, count: 28, perPlayer: 7, doubleSided: false, limited: true, ref: "L87" },
  caravans: { name: { en: "Caravans", ru: "Караваны", uk: "Каравани" }, count: 12, perPlayer: 3, doubleSided: false, limited: true, ref: "L87" },
  resourceTokens: { name: { en: "Resource tokens", ru: "Жетоны ресурсов", uk: "Жетони ресурсів" }, count: 32, perPlayer: null, doubleSided: false, limited: true, ref: "L91" },
  barbarianTokens: { name: { en: "Barbarian tokens", ru: "Жетоны варваров", uk: "Жетони варварів" }, count: 9, perPlayer: null, doubleSided: false, limited: true, ref: "L95" },
  tradeTokens: { name: { en: "Trade tokens", ru: "Жетоны торговли", uk: "Жетони торгівлі" }, count: 34, perPlayer: null, doubleSided: false, limited: false, ref: "L99, L846" },
  dice: { name: { en: "Dice", ru: "Кубики", uk: "Кубики" }, count: 2, perPlayer: null, doubleSided: false, limited: true, ref: "L103" },
  focusBars: { name: { en: "Focus bars", ru: "Линейки действий", uk: "Лінійки дій" }, count: 4, perPlayer: 1, doubleSided: false, limited: true, ref: "L105" },
} as const satisfies Record<string, ComponentCount>;

/** Plastic figures in total (L87): capital + cities + caravans. */
export const PLASTIC_FIGURES = 44;

/** Most trade tokens one focus card may hold; city-state tokens do not count (L665). */
export const TRADE_TOKENS_PER_CARD = 3;
