/**
 * Focus cards (КАРТИ ДІЙ, L342-540): 5 types × tech levels I–IV, one card per type and level, the same 20 in
 * every colour (80 cards, L39). A card played from slot k works with k: terrain difficulty ≤ k for Culture,
 * Economy and Industry-cities; k dial spaces for Science; k production for wonders; k tokens to reinforce or
 * +k strength per attack for Military. Upgraded cards follow the same rules and add effects (L348).
 *
 * The seed names only four cards (Міжнародна торгівля, Гончарство, Обробка заліза, Авіація); every other name,
 * number and extra effect comes from the content file §1 (sources S1, S3, S4, S5, S7). Texts are our own words.
 */
import { PLAYER_COLORS } from "./components.ts";
import type { FocusCardId, FocusType, PlayerColor, Provenance, Slot, TechLevel, Text } from "./types.ts";

// ---------------------------------------------------------------------------
// Types of focus card
// ---------------------------------------------------------------------------

export type TradeTokenEffect = "extra-control-token" | "combat-strength" | "dial-space" | "production" | "caravan-space";

export interface FocusTypeDef {
  readonly id: FocusType;
  readonly name: Text;
  /** What each trade token spent from this card gives (printed at the card's bottom, L641-661). */
  readonly tradeToken: { readonly effect: TradeTokenEffect; readonly amount: number; readonly text: Text; readonly ref: string };
}

export const FOCUS_TYPES = [
  {
    id: "culture", name: { en: "Culture", ru: "Культура", uk: "Культура" },
    tradeToken: {
      effect: "extra-control-token", amount: 1, ref: "L645",
      text: { en: "Place 1 additional control token.", ru: "Можно разместить один дополнительный жетон контроля.", uk: "Можна розмістити один додатковий жетон контролю." },
    },
  },
  {
    id: "science", name: { en: "Science", ru: "Наука", uk: "Наука" },
    tradeToken: {
      effect: "dial-space", amount: 1, ref: "L653",
      text: { en: "Advance the tech dial 1 more space.", ru: "Увеличивает значение диска технологий на 1.", uk: "Збільшує на 1 значення диска технологій." },
    },
  },
  {
    id: "economy", name: { en: "Economy", ru: "Экономика", uk: "Економіка" },
    tradeToken: {
      effect: "caravan-space", amount: 1, ref: "L661",
      text: { en: "Each caravan may move 1 more space.", ru: "Каждый караван может дополнительно переместиться на 1 клетку.", uk: "Кожен караван може додатково переміститися на 1 клітинку." },
    },
  },
  {
    id: "industry", name: { en: "Industry", ru: "Промышленность", uk: "Промисловість" },
    tradeToken: {
      effect: "production", amount: 1, ref: "L657",
      text: { en: "1 production point when building a world wonder.", ru: "При строительстве чуда света даёт одно очко производства.", uk: "Під час будівництва чуда світу дає одне очко виробництва." },
    },
  },
  {
    id: "military", name: { en: "Military", ru: "Войско", uk: "Військо" },
    tradeToken: {
      effect: "combat-strength", amount: 1, ref: "L649",
      text: { en: "+1 combat strength when attacking or defending.", ru: "Увеличивает боевую силу игрока при атаке или обороне на 1.", uk: "Збільшує бойову силу гравця під час атаки або оборони на 1." },
    },
  },
] as const satisfies readonly FocusTypeDef[];

// ---------------------------------------------------------------------------
// Card definitions
// ---------------------------------------------------------------------------

interface FocusCardBase {
  readonly id: FocusCardId;
  readonly level: TechLevel;
  readonly name: Text;
  readonly text: Text;
  readonly provenance: Provenance;
}

/** Tokens go on spaces of difficulty ≤ slot, never water, never on barbarians/cities/city-states/tokens (L360-362). */
export interface CultureCardDef extends FocusCardBase {
  readonly type: "culture";
  /** Tokens placed adjacent to friendly cities. */
  readonly tokensAdjacentToCity: number;
  /** Then: tokens placed adjacent to any friendly space (not only a city). */
  readonly tokensAdjacentToFriendlySpace: number;
  /** Then, optionally: move own control tokens this many spaces onto an empty land space. */
  readonly moveOwnToken: { readonly count: number; readonly spaces: number } | null;
  /** Then: one rival token within `range` of a friendly space is replaced (unreinforced) or flipped (reinforced). */
  readonly convertRivalToken: { readonly count: number; readonly range: number } | null;
}

/** Always advances the tech dial by the slot number, after the card's extra effect. */
export interface ScienceCardDef extends FocusCardBase {
  readonly type: "science";
  /** Trade tokens from the supply onto any one of your focus cards. */
  readonly tradeTokensFromSupply: number;
  readonly resourceFromSupply: { readonly count: number; readonly newKindOnly: boolean } | null;
  /** Only from `requiredSlot`: every control token on a space and its neighbours (all colours) is hit. */
  readonly devastation: { readonly requiredSlot: Slot; readonly radius: number } | null;
}

export interface EconomyCardDef extends FocusCardBase {
  readonly type: "economy";
  /** Caravan figures the player uses while this card is in the row (L388). */
  readonly caravans: number;
  /** Spaces each caravan may move. */
  readonly moveSpaces: number;
  readonly canEnterWater: boolean;
  /** A caravan may enter a barbarian space: the barbarian is removed (no trade token) and the caravan stops. */
  readonly caravanRemovesBarbarian: boolean;
  /** Then, optionally: swap own resource tokens 1:1 for any kind from the supply. */
  readonly resourceExchanges: number;
  /** Once per turn after refreshing this card: resolve another row card as if in this slot, without refreshing it. */
  readonly resolveAnotherCardAsSlot: Slot | null;
}

/** Either build one wonder (production = slot) or one city (L426). */
export interface IndustryCardDef extends FocusCardBase {
  readonly type: "industry";
  /** Most spaces between a friendly space and the new city. */
  readonly cityRange: number;
  readonly cityRangeThroughWater: boolean;
  /** Alternative city: on a legal space holding your caravan, any distance; the caravan returns to its card. */
  readonly cityOnOwnCaravan: boolean;
  /** Production from the slot when this card is played from `slot` (replaces the slot number). */
  readonly wonderProductionOverride: { readonly slot: Slot; readonly production: number } | null;
  /** After building a city: control tokens placed adjacent to it (difficulty ≤ slot). */
  readonly tokensAdjacentToNewCity: number;
}

/**
 * Reinforce up to `reinforce` tokens and/or make up to `attacks` attacks, each against a target within `range`
 * of a friendly space, with strength die + slot + `attackBonus` (L474-540).
 * - "reinforce-or-attack": one or the other;
 * - "attack-then-reinforce": attacks, then reinforce (slot − attacks made) tokens;
 * - "reinforce-and-attack": both.
 */
export interface MilitaryCardDef extends FocusCardBase {
  readonly type: "military";
  readonly mode: "reinforce-or-attack" | "attack-then-reinforce" | "reinforce-and-attack";
  readonly reinforce: "slot" | "slot-minus-attacks";
  readonly attacks: number;
  readonly range: number;
  readonly attackBonus: number;
  /** Replaces `attackBonus` against barbarians. */
  readonly attackBonusVsBarbarians: number;
  readonly rangeThroughWater: boolean;
  /** Range counted through anything (water, enemy spaces, barbarians). */
  readonly rangeUnblocked: boolean;
}

export type FocusCardDef = CultureCardDef | ScienceCardDef | EconomyCardDef | IndustryCardDef | MilitaryCardDef;

const CONTENT_CONFIRMED = (section: string, tags: string): Provenance => ({ confidence: "confirmed", refs: [`content ${section} (${tags})`] });

const DIAL_EN = "Then advance your tech dial as many spaces as this slot's number.";
const DIAL_RU = "Затем передвиньте стрелку диска технологий на столько делений, каков номер ячейки.";

const CULTURE_CARDS: readonly CultureCardDef[] = [
  {
    id: "early-empire", type: "culture", level: 1,
    name: { en: "Early Empire", ru: "Ранняя империя" },
    text: {
      en: "Place 2 control tokens on spaces adjacent to friendly cities whose terrain difficulty is at most this slot's number.",
      ru: "Разместите 2 жетона контроля на клетках, соседних с дружественными городами, проходимость которых не больше номера ячейки.",
    },
    tokensAdjacentToCity: 2, tokensAdjacentToFriendlySpace: 0, moveOwnToken: null, convertRivalToken: null,
    provenance: CONTENT_CONFIRMED("§1.1", "S5 card image, S1, S3, S4; seed L155 level I"),
  },
  {
    id: "drama-and-poetry", type: "culture", level: 2,
    name: { en: "Drama and Poetry", ru: "Драма и поэзия" },
    text: {
      en: "Place 2 control tokens on spaces adjacent to friendly cities whose terrain difficulty is at most this slot's number. Then you may move 1 of your control tokens to an adjacent empty land space.",
      ru: "Разместите 2 жетона контроля на клетках, соседних с дружественными городами, проходимость которых не больше номера ячейки. Затем можете переместить 1 свой жетон контроля на соседнюю пустую клетку суши.",
    },
    tokensAdjacentToCity: 2, tokensAdjacentToFriendlySpace: 0, moveOwnToken: { count: 1, spaces: 1 }, convertRivalToken: null,
    provenance: CONTENT_CONFIRMED("§1.1", "S1, S3, S4, S11"),
  },
  {
    id: "civil-service", type: "culture", level: 3,
    name: { en: "Civil Service", ru: "Государственная служба" },
    text: {
      en: "Place 2 control tokens on spaces adjacent to friendly cities whose terrain difficulty is at most this slot's number. Then place 1 control token on such a space adjacent to any friendly space.",
      ru: "Разместите 2 жетона контроля на клетках, соседних с дружественными городами, проходимость которых не больше номера ячейки. Затем разместите 1 жетон контроля на такой клетке, соседней с любой дружественной клеткой.",
    },
    tokensAdjacentToCity: 2, tokensAdjacentToFriendlySpace: 1, moveOwnToken: null, convertRivalToken: null,
    provenance: CONTENT_CONFIRMED("§1.1", "S1, S3, S4"),
  },
  {
    id: "mass-media", type: "culture", level: 4,
    name: { en: "Mass Media", ru: "Средства массовой информации" },
    text: {
      en: "Place 3 control tokens on spaces adjacent to friendly cities whose terrain difficulty is at most this slot's number. Then choose 1 rival control token within 2 spaces of a friendly space: replace it with 1 of your unreinforced control tokens if it is unreinforced, or flip it to its unreinforced side if it is reinforced.",
      ru: "Разместите 3 жетона контроля на клетках, соседних с дружественными городами, проходимость которых не больше номера ячейки. Затем выберите 1 жетон контроля соперника на расстоянии не больше 2 клеток от дружественной клетки: неусиленный замените своим неусиленным жетоном контроля, усиленный переверните неусиленной стороной вверх.",
    },
    tokensAdjacentToCity: 3, tokensAdjacentToFriendlySpace: 0, moveOwnToken: null, convertRivalToken: { count: 1, range: 2 },
    provenance: CONTENT_CONFIRMED("§1.1", "S1, S3, S4"),
  },
];

const SCIENCE_CARDS: readonly ScienceCardDef[] = [
  {
    id: "astrology", type: "science", level: 1,
    name: { en: "Astrology", ru: "Астрология" },
    text: {
      en: "Advance your tech dial as many spaces as this slot's number.",
      ru: "Передвиньте стрелку диска технологий на столько делений, каков номер ячейки.",
    },
    tradeTokensFromSupply: 0, resourceFromSupply: null, devastation: null,
    provenance: CONTENT_CONFIRMED("§1.2", "S5 name, S1, S4"),
  },
  {
    id: "mathematics", type: "science", level: 2,
    name: { en: "Mathematics", ru: "Математика" },
    text: {
      en: `Put 1 trade token from the supply on one of your focus cards. ${DIAL_EN}`,
      ru: `Положите 1 жетон торговли из запаса на одну из своих карт действий. ${DIAL_RU}`,
    },
    tradeTokensFromSupply: 1, resourceFromSupply: null, devastation: null,
    provenance: CONTENT_CONFIRMED("§1.2", "S1, S4"),
  },
  {
    id: "replaceable-parts", type: "science", level: 3,
    name: { en: "Replaceable Parts", ru: "Взаимозаменяемые детали" },
    text: {
      en: `Take 1 resource token from the supply, of a kind you do not have. ${DIAL_EN}`,
      ru: `Возьмите из запаса 1 жетон ресурса того вида, которого у вас нет. ${DIAL_RU}`,
    },
    tradeTokensFromSupply: 0, resourceFromSupply: { count: 1, newKindOnly: true }, devastation: null,
    provenance: CONTENT_CONFIRMED("§1.2", "S1 doc and code, S4"),
  },
  {
    id: "nuclear-power", type: "science", level: 4,
    name: { en: "Nuclear Power", ru: "Ядерная энергетика" },
    text: {
      en: `If you play this card from slot 5, choose 1 space: there and on every adjacent space destroy all unreinforced control tokens and flip all reinforced ones to their unreinforced side. ${DIAL_EN}`,
      ru: `Если вы разыгрываете эту карту из 5-й ячейки, выберите 1 клетку: на ней и на всех соседних клетках уничтожьте все неусиленные жетоны контроля, а усиленные переверните неусиленной стороной вверх. ${DIAL_RU}`,
    },
    tradeTokensFromSupply: 0, resourceFromSupply: null, devastation: { requiredSlot: 5, radius: 1 },
    provenance: {
      confidence: "confirmed", refs: ["content §1.2 (S1, S4)"],
      chosen: { id: "D7", reason: "Hits the tokens of every colour, the player's own included, as S4's printed wording says." },
    },
  },
];

const ECONOMY_CARDS: readonly EconomyCardDef[] = [
  {
    id: "foreign-trade", type: "economy", level: 1,
    name: { en: "Foreign Trade", ru: "Международная торговля", uk: "Міжнародна торгівля" },
    text: {
      en: "Caravans: 1. Move each of your caravans up to 3 spaces onto terrain whose difficulty is at most this slot's number.",
      ru: "Караваны: 1. Переместите каждый свой караван не более чем на 3 клетки по местности, проходимость которой не больше номера ячейки.",
    },
    caravans: 1, moveSpaces: 3, canEnterWater: false, caravanRemovesBarbarian: false, resourceExchanges: 0, resolveAnotherCardAsSlot: null,
    provenance: {
      confidence: "confirmed", refs: ["seed L155, L388, L414 (starting card, caravan on it)", "content §1.3 (S1, S3, S4, S5, S7)"],
      chosen: { id: "D3", reason: "The seed's «Міжнародна торгівля» is the card printed in English as Foreign Trade." },
    },
  },
  {
    id: "currency", type: "economy", level: 2,
    name: { en: "Currency", ru: "Валюта" },
    text: {
      en: "Caravans: 2. Move each of your caravans up to 4 spaces onto terrain whose difficulty is at most this slot's number. A caravan may enter a space with barbarians: remove them (no trade token is gained) and that caravan stops.",
      ru: "Караваны: 2. Переместите каждый свой караван не более чем на 4 клетки по местности, проходимость которой не больше номера ячейки. Караван может войти на клетку с варварами: уберите этот жетон варваров (жетон торговли не даётся), и караван останавливается.",
    },
    caravans: 2, moveSpaces: 4, canEnterWater: false, caravanRemovesBarbarian: true, resourceExchanges: 0, resolveAnotherCardAsSlot: null,
    provenance: CONTENT_CONFIRMED("§1.3", "S1, S4; S6 confirms it is a base card"),
  },
  {
    id: "steam-power", type: "economy", level: 3,
    name: { en: "Steam Power", ru: "Энергия пара" },
    text: {
      en: "Caravans: 2. Move each of your caravans up to 6 spaces onto terrain whose difficulty is at most this slot's number, or onto water. Then you may exchange 1 of your resource tokens for a resource token of any kind from the supply.",
      ru: "Караваны: 2. Переместите каждый свой караван не более чем на 6 клеток по местности, проходимость которой не больше номера ячейки, или по водоёмам. Затем можете обменять 1 свой жетон ресурса на жетон ресурса любого вида из запаса.",
    },
    caravans: 2, moveSpaces: 6, canEnterWater: true, caravanRemovesBarbarian: false, resourceExchanges: 1, resolveAnotherCardAsSlot: null,
    provenance: CONTENT_CONFIRMED("§1.3", "S1, S3, S4"),
  },
  {
    id: "capitalism", type: "economy", level: 4,
    name: { en: "Capitalism", ru: "Капитализм" },
    text: {
      en: "Caravans: 3. Move each of your caravans up to 6 spaces onto terrain whose difficulty is at most this slot's number, or onto water. Once per turn, after you refresh this card, you may resolve another card of your focus row as if it were in slot 1, without refreshing it.",
      ru: "Караваны: 3. Переместите каждый свой караван не более чем на 6 клеток по местности, проходимость которой не больше номера ячейки, или по водоёмам. Раз в ход, обновив эту карту, можете применить другую карту своего ряда действий так, будто она лежит в 1-й ячейке, не обновляя её.",
    },
    caravans: 3, moveSpaces: 6, canEnterWater: true, caravanRemovesBarbarian: false, resourceExchanges: 0, resolveAnotherCardAsSlot: 1,
    provenance: CONTENT_CONFIRMED("§1.3", "S1, S3 (3 caravans), S4 wording"),
  },
];

const WONDER_OR_CITY_EN = "Build 1 world wonder with as much production as this slot's number, or build 1 city on a legal space whose terrain difficulty is at most this slot's number";
const WONDER_OR_CITY_RU = "Постройте 1 чудо света, получив столько очков производства, каков номер ячейки, или постройте 1 город на допустимой клетке, проходимость которой не больше номера ячейки,";

const INDUSTRY_CARDS: readonly IndustryCardDef[] = [
  {
    id: "pottery", type: "industry", level: 1,
    name: { en: "Pottery", ru: "Гончарное дело", uk: "Гончарство" },
    text: {
      en: `${WONDER_OR_CITY_EN}, within 2 spaces of a friendly space.`,
      ru: `${WONDER_OR_CITY_RU} на расстоянии не больше 2 клеток от дружественной клетки.`,
    },
    cityRange: 2, cityRangeThroughWater: false, cityOnOwnCaravan: false, wonderProductionOverride: null, tokensAdjacentToNewCity: 0,
    provenance: CONTENT_CONFIRMED("§1.4", "S1, S4, S5/S7 name; seed L440 example"),
  },
  {
    id: "animal-husbandry", type: "industry", level: 2,
    name: { en: "Animal Husbandry", ru: "Животноводство" },
    text: {
      en: `${WONDER_OR_CITY_EN}, within 3 spaces of a friendly space. Or build 1 city on a legal space holding one of your caravans, at any distance, and return that caravan to your economy card.`,
      ru: `${WONDER_OR_CITY_RU} на расстоянии не больше 3 клеток от дружественной клетки. Или постройте 1 город на допустимой клетке, где стоит ваш караван (на любом расстоянии), и верните этот караван на свою карту экономики.`,
    },
    cityRange: 3, cityRangeThroughWater: false, cityOnOwnCaravan: true, wonderProductionOverride: null, tokensAdjacentToNewCity: 0,
    provenance: {
      confidence: "single-source", refs: ["content §1.4: range [C] S1, S4; caravan clause [S]/[X] S1 vs S4"],
      chosen: {
        id: "D4",
        reason: "City on the caravan's own space (S4's printed wording) rather than next to it (S1); no range limit; the slot's terrain limit still applies (L436 governs every city).",
      },
    },
  },
  {
    id: "nationalism", type: "industry", level: 3,
    name: { en: "Nationalism", ru: "Национализм" },
    text: {
      en: `${WONDER_OR_CITY_EN}, within 4 spaces of a friendly space. A wonder built with this card from slot 5 gets 7 production instead of 5.`,
      ru: `${WONDER_OR_CITY_RU} на расстоянии не больше 4 клеток от дружественной клетки. Чудо света, построенное этой картой из 5-й ячейки, получает 7 очков производства вместо 5.`,
    },
    cityRange: 4, cityRangeThroughWater: false, cityOnOwnCaravan: false, wonderProductionOverride: { slot: 5, production: 7 }, tokensAdjacentToNewCity: 0,
    provenance: {
      confidence: "confirmed", refs: ["content §1.4 (range 4 and production 7: S1, S4; water: S4 only)"],
      chosen: { id: "D5", reason: "No counting through water: only S4 flags it, without printed text; S1 is silent." },
    },
  },
  {
    id: "urbanization", type: "industry", level: 4,
    name: { en: "Urbanization", ru: "Урбанизация" },
    text: {
      en: `${WONDER_OR_CITY_EN}, within 5 spaces of a friendly space; the distance may be counted through water. If you built a city, then place up to 2 control tokens on spaces adjacent to it whose terrain difficulty is at most this slot's number.`,
      ru: `${WONDER_OR_CITY_RU} на расстоянии не больше 5 клеток от дружественной клетки; расстояние можно считать через водоёмы. Если вы построили город, затем разместите до 2 жетонов контроля на соседних с ним клетках, проходимость которых не больше номера ячейки.`,
    },
    cityRange: 5, cityRangeThroughWater: true, cityOnOwnCaravan: false, wonderProductionOverride: null, tokensAdjacentToNewCity: 2,
    provenance: {
      confidence: "confirmed", refs: ["content §1.4 (range 5 and 2 tokens: S1, S4; water: S4 printed text only)"],
      chosen: { id: "D5", reason: "Counting through water kept: S4 prints it in the card text (UNCONFIRMED, single source)." },
    },
  },
];

const MILITARY_BASE: Provenance["refs"] = ["content §1.5: base texts from S1 only (S4 carries the Terra Incognita reprints)"];
const MILITARY_DECISION = (reason: string): Provenance => ({
  confidence: "single-source", refs: MILITARY_BASE, chosen: { id: "D6", reason },
});

const MILITARY_CARDS: readonly MilitaryCardDef[] = [
  {
    id: "masonry", type: "military", level: 1,
    name: { en: "Masonry", ru: "Каменная кладка" },
    text: {
      en: "Either reinforce up to as many of your control tokens as this slot's number, or make up to 2 attacks on targets within 2 spaces of a friendly space (strength: die + this slot's number).",
      ru: "Либо усильте свои жетоны контроля (не больше, чем номер ячейки), либо проведите до 2 атак по целям на расстоянии не больше 2 клеток от дружественной клетки (боевая сила: кубик + номер ячейки).",
    },
    mode: "reinforce-or-attack", reinforce: "slot", attacks: 2, range: 2, attackBonus: 0, attackBonusVsBarbarians: 0,
    rangeThroughWater: false, rangeUnblocked: false,
    provenance: MILITARY_DECISION("2 attacks within 2 spaces as S1 gives; names confirmed by S5, S7."),
  },
  {
    id: "iron-working", type: "military", level: 2,
    name: { en: "Iron Working", ru: "Обработка железа", uk: "Обробка заліза" },
    text: {
      en: "Either reinforce up to as many of your control tokens as this slot's number, or make up to 2 attacks on targets within 3 spaces of a friendly space, each with +1 combat strength (+3 instead against barbarians).",
      ru: "Либо усильте свои жетоны контроля (не больше, чем номер ячейки), либо проведите до 2 атак по целям на расстоянии не больше 3 клеток от дружественной клетки, каждая с +1 к боевой силе (+3 вместо этого против варваров).",
    },
    mode: "reinforce-or-attack", reinforce: "slot", attacks: 2, range: 3, attackBonus: 1, attackBonusVsBarbarians: 3,
    rangeThroughWater: false, rangeUnblocked: false,
    provenance: {
      confidence: "single-source", refs: ["seed L382, L538 (+1 attack)", ...MILITARY_BASE],
      chosen: { id: "D6", reason: "+1 is the seed's example (L538); attacks, range and the barbarian bonus are S1's." },
    },
  },
  {
    id: "mass-production", type: "military", level: 3,
    name: { en: "Mass Production", ru: "Массовое производство" },
    text: {
      en: "Make up to 2 attacks on targets within 3 spaces of a friendly space (the range may be counted across water), each with +2 combat strength. Then reinforce up to (this slot's number minus the attacks you made) of your control tokens.",
      ru: "Проведите до 2 атак по целям на расстоянии не больше 3 клеток от дружественной клетки (расстояние можно считать через водоёмы), каждая с +2 к боевой силе. Затем усильте свои жетоны контроля: не больше, чем номер ячейки минус число проведённых атак.",
    },
    mode: "attack-then-reinforce", reinforce: "slot-minus-attacks", attacks: 2, range: 3, attackBonus: 2, attackBonusVsBarbarians: 2,
    rangeThroughWater: true, rangeUnblocked: false,
    provenance: MILITARY_DECISION("S1's «reinforce X minus number of attacks» read as: reinforce up to (slot − attacks made), after attacking."),
  },
  {
    id: "flight", type: "military", level: 4,
    name: { en: "Flight", ru: "Авиация", uk: "Авіація" },
    text: {
      en: "Reinforce up to as many of your control tokens as this slot's number, and make up to 3 attacks on targets within 5 spaces of a friendly space, each with +3 combat strength; nothing blocks the range.",
      ru: "Усильте свои жетоны контроля (не больше, чем номер ячейки) и проведите до 3 атак по целям на расстоянии не больше 5 клеток от дружественной клетки, каждая с +3 к боевой силе; расстояние ничто не преграждает.",
    },
    mode: "reinforce-and-attack", reinforce: "slot", attacks: 3, range: 5, attackBonus: 3, attackBonusVsBarbarians: 3,
    rangeThroughWater: true, rangeUnblocked: true,
    provenance: {
      confidence: "single-source", refs: ["seed L382 (Авіація, military level IV)", ...MILITARY_BASE],
      chosen: {
        id: "D6",
        reason: "English name Flight (S4) for the seed's «Авіація»; S1's «reach anything» read as: range counted through water, enemy spaces and barbarians.",
      },
    },
  },
];

/** All 20 cards of one colour's deck, by type then level. */
export const FOCUS_CARDS: readonly FocusCardDef[] = [
  ...CULTURE_CARDS, ...SCIENCE_CARDS, ...ECONOMY_CARDS, ...INDUSTRY_CARDS, ...MILITARY_CARDS,
];

/** Every colour's deck holds the same 20 cards (content §1, [I]). */
export const IDENTICAL_DECKS: Provenance = {
  confidence: "inferred", refs: ["seed L39 (20 per player)", "content §1 (every source models one deck)"],
  chosen: { id: "D2", reason: "No source contrasts the colours' decks; all model one deck." },
};

/** One physical focus card: a card of one colour's deck. */
export interface FocusCardCopy {
  readonly id: `${PlayerColor}/${FocusCardId}`;
  readonly color: PlayerColor;
  readonly card: FocusCardId;
  /** Level I cards (the "I" on the back) start in the row (L155). */
  readonly level: TechLevel;
}

export const FOCUS_CARD_COPIES: readonly FocusCardCopy[] = PLAYER_COLORS.flatMap((color) =>
  FOCUS_CARDS.map((card) => ({ id: `${color.id}/${card.id}` as const, color: color.id, card: card.id, level: card.level })),
);

