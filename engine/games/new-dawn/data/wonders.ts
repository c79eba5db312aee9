/**
 * World wonders (ЧУДЕСА СВІТУ, L667-683; building, L442-470): 24 cards and 24 matching tokens (L59, L63) in four
 * decks by type (L191, L669), each deck built modern at the bottom, medieval, ancient on top (L196-201). Cost is
 * printed bottom-left and the two resources worth 2 production each bottom-right (L446-454). The seed names only
 * the Forbidden City (cost 9, paid with marble and oil, L466-468); the rest comes from the content file §6
 * (S1, S2, S4, S5). Each type's own resource is always one of the two: culture marble, economy diamonds,
 * military oil, science mercury. Texts are our own words.
 */
import type { Effect, Era, Provenance, ResourceKind, Text, WonderId, WonderType } from "./types.ts";

export interface WonderTypeDef {
  readonly id: WonderType;
  readonly name: Text;
  /** The resource every wonder of this type accepts (content §6). */
  readonly ownResource: ResourceKind;
}

export const WONDER_TYPES = [
  { id: "culture", name: { en: "Culture wonder", ru: "Культурное чудо света", uk: "Культурне чудо світу" }, ownResource: "marble" },
  { id: "economy", name: { en: "Economy wonder", ru: "Экономическое чудо света", uk: "Економічне чудо світу" }, ownResource: "diamonds" },
  { id: "science", name: { en: "Science wonder", ru: "Научное чудо света", uk: "Наукове чудо світу" }, ownResource: "mercury" },
  { id: "military", name: { en: "Military wonder", ru: "Военное чудо света", uk: "Військове чудо світу" }, ownResource: "oil" },
] as const satisfies readonly WonderTypeDef[];

export const ERAS = [
  { id: "ancient", name: { en: "Ancient era", ru: "Древняя эпоха", uk: "Стародавня епоха" } },
  { id: "medieval", name: { en: "Medieval era", ru: "Средневековая эпоха", uk: "Середньовічна епоха" } },
  { id: "modern", name: { en: "Modern era", ru: "Современная эпоха", uk: "Сучасна епоха" } },
] as const satisfies readonly { id: Era; name: Text }[];

/** Cards of each era per type deck in the box (content §6: 2/2/2). */
export const WONDERS_PER_TYPE_AND_ERA = 2;

/** Random, unseen cards removed from every type deck at setup, by player count (L191-194). */
export const WONDER_REMOVALS_BY_PLAYERS: { readonly [players: number]: { readonly [E in Era]: number } } = {
  2: { ancient: 1, medieval: 1, modern: 0 },
  3: { ancient: 1, medieval: 0, modern: 0 },
  4: { ancient: 0, medieval: 0, modern: 0 },
};

/** Production per eligible resource spent (L453) and per industry trade token (L454); the slot gives its number (L452). */
export const PRODUCTION_PER_RESOURCE = 2;
export const PRODUCTION_PER_TRADE_TOKEN = 1;

export interface WonderDef {
  readonly id: WonderId;
  readonly name: Text;
  readonly type: WonderType;
  readonly era: Era;
  readonly cost: number;
  readonly resources: readonly [ResourceKind, ResourceKind];
  readonly text: Text;
  readonly effects: readonly Effect[];
  readonly provenance: Provenance;
}

const C = (tags: string): Provenance => ({ confidence: "confirmed", refs: [`content §6 (${tags})`] });
const BOTH = ["attack", "defense"] as const;
const NO_FILTER = { per: null, targets: null, defendingSpaceTerrains: null, notAgainst: null, condition: null } as const;

export const WONDERS = [
  // ---- Culture -------------------------------------------------------------------------------------------
  {
    id: "stonehenge", name: { en: "Stonehenge", ru: "Стоунхендж" }, type: "culture", era: "ancient", cost: 7, resources: ["marble", "mercury"],
    text: {
      en: "After you place a control token on a hills space, you may place control tokens on one or more hills spaces adjacent to it; each of those can trigger this again. Moved or replaced tokens do not trigger it.",
      ru: "Разместив жетон контроля на клетке холмов, можете разместить жетоны контроля на одной или нескольких соседних с ней клетках холмов; каждый из них может снова вызвать этот эффект. Перемещённые или заменённые жетоны его не вызывают.",
    },
    effects: [{ kind: "chain-control-tokens-on-terrain", terrain: "hills" }],
    provenance: C("S1, S2, S4"),
  },
  {
    id: "hanging-gardens", name: { en: "Hanging Gardens", ru: "Висячие сады" }, type: "culture", era: "ancient", cost: 8, resources: ["marble", "diamonds"],
    text: {
      en: "At the start of your turn you may place 1 control token on a space of terrain difficulty 4 or less adjacent to a friendly city.",
      ru: "В начале своего хода можете разместить 1 жетон контроля на клетке с проходимостью не больше 4, соседней с дружественным городом.",
    },
    effects: [{ kind: "start-of-turn-place-control-token", count: 1, maxDifficulty: 4, adjacentTo: "friendly-city" }],
    provenance: C("S1, S2, S4"),
  },
  {
    id: "forbidden-city", name: { en: "Forbidden City", ru: "Запретный город", uk: "Заборонене місто" }, type: "culture", era: "medieval", cost: 9, resources: ["marble", "oil"],
    text: {
      en: "At the start of your turn you may remove 1 rival control token adjacent to a friendly space.",
      ru: "В начале своего хода можете убрать 1 жетон контроля соперника, соседний с дружественной клеткой.",
    },
    effects: [{ kind: "start-of-turn-remove-rival-control-token", count: 1, adjacentTo: "friendly-space" }],
    provenance: { confidence: "seed", refs: ["seed L466-468 (cost 9, paid with marble and oil)", "content §6 (S1, S2, S4)"] },
  },
  {
    id: "chichen-itza", name: { en: "Chichen Itza", ru: "Чичен-Ица" }, type: "culture", era: "medieval", cost: 10, resources: ["marble", "mercury"],
    text: {
      en: "You may place control tokens on empty forest spaces that are not adjacent to a friendly city.",
      ru: "Можете размещать жетоны контроля на пустых клетках лесов, не соседних с дружественным городом.",
    },
    effects: [{ kind: "control-tokens-on-remote-terrain", terrain: "forest", emptyOnly: true }],
    provenance: C("S5 card image, S1, S2, S4"),
  },
  {
    id: "sydney-opera-house", name: { en: "Sydney Opera House", ru: "Сиднейский оперный театр" }, type: "culture", era: "modern", cost: 10, resources: ["marble", "diamonds"],
    text: {
      en: "Rival control tokens count toward the maturity of your cities.",
      ru: "Жетоны контроля соперников учитываются при проверке, развиты ли ваши города.",
    },
    effects: [{ kind: "rival-control-tokens-count-for-maturity" }],
    provenance: C("S1, S2, S4"),
  },
  {
    id: "eiffel-tower", name: { en: "Eiffel Tower", ru: "Эйфелева башня" }, type: "culture", era: "modern", cost: 12, resources: ["marble", "oil"],
    text: {
      en: "At the start of your turn you may name 2 control tokens of the same rival; that rival replaces one of them, of their choice, with one of your unused unreinforced control tokens.",
      ru: "В начале своего хода можете указать 2 жетона контроля одного соперника; этот соперник заменяет один из них (на свой выбор) вашим неиспользованным неусиленным жетоном контроля.",
    },
    effects: [{ kind: "start-of-turn-forced-replacement", nominated: 2, replaced: 1 }],
    provenance: C("S1, S2, S4"),
  },
  // ---- Economy -------------------------------------------------------------------------------------------
  {
    id: "colossus", name: { en: "Colossus", ru: "Колосс" }, type: "economy", era: "ancient", cost: 7, resources: ["diamonds", "oil"],
    text: {
      en: "When you resolve your economy card, your caravans may move 6 extra spaces in total, split among them as you like.",
      ru: "Когда вы применяете свою карту экономики, ваши караваны могут переместиться в сумме на 6 дополнительных клеток, распределённых между ними как угодно.",
    },
    effects: [{ kind: "caravan-movement-pool", spaces: 6 }],
    provenance: C("S1, S2, S4"),
  },
  {
    id: "great-lighthouse", name: { en: "Great Lighthouse", ru: "Великий маяк" }, type: "economy", era: "ancient", cost: 8, resources: ["diamonds", "mercury"],
    text: {
      en: "When you build a city, you may build it on an empty space at the edge of the map as if that space were within 2 spaces of a friendly space.",
      ru: "Строя город, можете построить его на пустой клетке у края поля так, будто она находится на расстоянии не больше 2 клеток от дружественной клетки.",
    },
    effects: [{ kind: "city-on-map-edge", asIfWithin: 2, emptyOnly: true }],
    provenance: {
      confidence: "confirmed", refs: ["content §6 (S2, S4; S1 differs)"],
      chosen: { id: "D22", reason: "S2 and S4 agree; S1's «edge spaces count as grassland or hills» is the odd one out." },
    },
  },
  {
    id: "machu-picchu", name: { en: "Machu Picchu", ru: "Мачу-Пикчу" }, type: "economy", era: "medieval", cost: 10, resources: ["diamonds", "mercury"],
    text: {
      en: "A focus card you resolve from slot 1 or 2 is resolved as if it were 2 slots further right.",
      ru: "Карта действия, применяемая вами из 1-й или 2-й ячейки, применяется так, будто лежит на 2 ячейки правее.",
    },
    effects: [{ kind: "low-slot-shift", slots: [1, 2], shift: 2 }],
    provenance: {
      confidence: "confirmed", refs: ["content §6 (S2; S1 same idea)"],
      chosen: { id: "D23", reason: "S2's «2 slots further right» (slot 1→3, 2→4) rather than S1's «grassland and hills act as forest» (both → 3)." },
    },
  },
  {
    id: "great-zimbabwe", name: { en: "Great Zimbabwe", ru: "Большой Зимбабве" }, type: "economy", era: "medieval", cost: 9, resources: ["diamonds", "oil"],
    text: {
      en: "You may put trade tokens on this card instead of on focus cards, up to 4. At the start of your turn you may move them from here onto your focus cards.",
      ru: "Можете класть жетоны торговли на эту карту вместо карт действий, не больше 4. В начале своего хода можете переложить их отсюда на свои карты действий.",
    },
    effects: [{ kind: "trade-token-store", capacity: 4 }],
    provenance: C("S1, S2, S4"),
  },
  {
    id: "estadio-do-maracana", name: { en: "Estádio do Maracanã", ru: "Стадион «Маракана»" }, type: "economy", era: "modern", cost: 10, resources: ["diamonds", "marble"],
    text: {
      en: "Before you resolve a focus card other than your economy card, you may resolve and refresh your economy card.",
      ru: "Прежде чем применить карту действия, отличную от карты экономики, можете применить и обновить свою карту экономики.",
    },
    effects: [{ kind: "extra-economy-card", timing: "before-non-economy-card" }],
    provenance: {
      confidence: "confirmed", refs: ["content §6 (effect S1, S2, S4; timing [X] S2 printed «after» vs S4 erratum «before»)"],
      chosen: { id: "D20", reason: "The erratum S4 cites («before») replaces the printed «after»." },
    },
  },
  {
    id: "big-ben", name: { en: "Big Ben", ru: "Биг-Бен" }, type: "economy", era: "modern", cost: 10, resources: ["diamonds", "mercury"],
    text: {
      en: "When you attack or defend: +2 combat strength for each of your caravans adjacent to the defending space.",
      ru: "Когда вы атакуете или обороняетесь: +2 к боевой силе за каждый свой караван, соседний с обороняемой клеткой.",
    },
    effects: [{ kind: "combat-bonus", roles: BOTH, amount: 2, ...NO_FILTER, per: "own-caravan-adjacent-to-defending-space" }],
    provenance: C("S1, S2, S4"),
  },
  // ---- Military ------------------------------------------------------------------------------------------
  {
    id: "petra", name: { en: "Petra", ru: "Петра" }, type: "military", era: "ancient", cost: 7, resources: ["oil", "diamonds"],
    text: {
      en: "When you defend: +2 combat strength. Barbarians cannot move into spaces with your cities or reinforced control tokens; they move in the opposite direction instead.",
      ru: "Когда вы обороняетесь: +2 к боевой силе. Варвары не могут войти на клетки с вашими городами или усиленными жетонами контроля; вместо этого они перемещаются в противоположном направлении.",
    },
    effects: [
      { kind: "combat-bonus", roles: ["defense"], amount: 2, ...NO_FILTER },
      { kind: "barbarians-repelled", protects: ["city", "reinforced-control-token"], barbarianMoves: "opposite-direction" },
    ],
    provenance: {
      confidence: "confirmed", refs: ["content §6 (S1, S2, S4; erratum S4 only)", "content §9 R2"],
      chosen: { id: "D21", reason: "The erratum S4 cites (the barbarian turns back) settles what the printed «cannot move into» leaves open." },
    },
  },
  {
    id: "terracotta-army", name: { en: "Terracotta Army", ru: "Терракотовая армия" }, type: "military", era: "ancient", cost: 8, resources: ["oil", "marble"],
    text: { en: "When you attack: +2 combat strength.", ru: "Когда вы атакуете: +2 к боевой силе." },
    effects: [{ kind: "combat-bonus", roles: ["attack"], amount: 2, ...NO_FILTER }],
    provenance: {
      confidence: "confirmed", refs: ["content §6 (cost 8: S1, S2; cost 7: S4)"],
      chosen: { id: "D19", reason: "Cost 8 as two sources give; S4 (7) transcribes the Terra Incognita era cards." },
    },
  },
  {
    id: "alhambra", name: { en: "Alhambra", ru: "Альгамбра" }, type: "military", era: "medieval", cost: 10, resources: ["oil", "marble"],
    text: { en: "When you attack or defend: +2 combat strength.", ru: "Когда вы атакуете или обороняетесь: +2 к боевой силе." },
    effects: [{ kind: "combat-bonus", roles: BOTH, amount: 2, ...NO_FILTER }],
    provenance: C("S1, S2, S4"),
  },
  {
    id: "venetian-arsenal", name: { en: "Venetian Arsenal", ru: "Венецианский арсенал" }, type: "military", era: "medieval", cost: 10, resources: ["oil", "diamonds"],
    text: {
      en: "Once per turn, after you resolve the card in slot 5, you may resolve it again as if it were in slot 1.",
      ru: "Раз в ход, применив карту из 5-й ячейки, можете применить её ещё раз так, будто она лежит в 1-й ячейке.",
    },
    effects: [{ kind: "replay-slot", fromSlot: 5, asSlot: 1, oncePerTurn: true }],
    provenance: C("S1, S2, S4"),
  },
  {
    id: "pentagon", name: { en: "Pentagon", ru: "Пентагон" }, type: "military", era: "modern", cost: 12, resources: ["oil", "diamonds"],
    text: {
      en: "When you attack: +2 combat strength, and your attacks may target anything on the map, at any range.",
      ru: "Когда вы атакуете: +2 к боевой силе, и ваши атаки могут быть направлены на любую цель на поле, на любом расстоянии.",
    },
    effects: [{ kind: "combat-bonus", roles: ["attack"], amount: 2, ...NO_FILTER }, { kind: "unlimited-attack-range" }],
    provenance: {
      confidence: "confirmed", refs: ["content §6 (cost, resources S1, S2; range clause S1 only)"],
      chosen: { id: "D24", reason: "S1's range clause kept: S2's text is a Terra Incognita army rewrite, S4 lacks the card." },
    },
  },
  {
    id: "ruhr-valley", name: { en: "Ruhr Valley", ru: "Рурская долина" }, type: "military", era: "modern", cost: 11, resources: ["oil", "mercury"],
    text: { en: "When you defend: +5 combat strength.", ru: "Когда вы обороняетесь: +5 к боевой силе." },
    effects: [{ kind: "combat-bonus", roles: ["defense"], amount: 5, ...NO_FILTER }],
    provenance: C("S1, S2, S4"),
  },
  // ---- Science -------------------------------------------------------------------------------------------
  {
    id: "oracle", name: { en: "Oracle", ru: "Оракул" }, type: "science", era: "ancient", cost: 8, resources: ["mercury", "marble"],
    text: {
      en: "At the start of your turn you may swap 2 adjacent cards of your focus row.",
      ru: "В начале своего хода можете поменять местами 2 соседние карты своего ряда действий.",
    },
    effects: [{ kind: "start-of-turn-swap-adjacent-focus-cards", swaps: 1 }],
    provenance: C("S1, S2, S4"),
  },
  {
    id: "pyramids", name: { en: "Pyramids", ru: "Пирамиды" }, type: "science", era: "ancient", cost: 9, resources: ["mercury", "oil"],
    text: {
      en: "When you build this wonder, replace up to 3 level-I cards of your focus row with the level-II cards of the same types.",
      ru: "Построив это чудо, замените до 3 карт I уровня в своём ряду действий картами II уровня тех же типов.",
    },
    effects: [{ kind: "on-build-upgrade-focus-cards", count: 3, fromLevel: 1, toLevel: "next" }],
    provenance: C("S1, S2, S4"),
  },
  {
    id: "porcelain-tower", name: { en: "Porcelain Tower", ru: "Фарфоровая башня" }, type: "science", era: "medieval", cost: 9, resources: ["mercury", "diamonds"],
    text: {
      en: "When you build this wonder, replace up to 2 cards of your focus row with the next-level cards of the same types.",
      ru: "Построив это чудо, замените до 2 карт своего ряда действий картами следующего уровня тех же типов.",
    },
    effects: [{ kind: "on-build-upgrade-focus-cards", count: 2, fromLevel: null, toLevel: "next" }],
    provenance: C("S1, S2, S4"),
  },
  {
    id: "potala-palace", name: { en: "Potala Palace", ru: "Дворец Потала" }, type: "science", era: "medieval", cost: 10, resources: ["mercury", "marble"],
    text: {
      en: "You may hold up to 4 diplomacy cards of each other player. When you build this wonder, take 3 diplomacy cards of your choice from other players.",
      ru: "Можете иметь до 4 карт дипломатии каждого другого игрока. Построив это чудо, возьмите 3 карты дипломатии других игроков на свой выбор.",
    },
    effects: [{ kind: "diplomacy-limit", perRival: 4, onBuildTakeFromRivals: 3 }],
    provenance: C("S1, S2, S4"),
  },
  {
    id: "oxford-university", name: { en: "Oxford University", ru: "Оксфордский университет" }, type: "science", era: "modern", cost: 10, resources: ["mercury", "marble"],
    text: {
      en: "When you replace a focus card other than your science card, the new card need not be of the same type.",
      ru: "Когда вы заменяете карту действия, отличную от карты науки, новая карта не обязана быть того же типа.",
    },
    effects: [{ kind: "upgrade-to-any-type", except: "science" }],
    provenance: C("S1, S2, S4"),
  },
  {
    id: "kremlin", name: { en: "Kremlin", ru: "Кремль" }, type: "science", era: "modern", cost: 11, resources: ["mercury", "oil"],
    text: {
      en: "When you attack a rival's space: +4 combat strength if you have more reinforced control tokens on the map than the defender.",
      ru: "Когда вы атакуете клетку соперника: +4 к боевой силе, если у вас на поле больше усиленных жетонов контроля, чем у обороняющегося.",
    },
    effects: [{ kind: "combat-bonus", roles: ["attack"], amount: 4, ...NO_FILTER, targets: ["city", "control-token"], condition: "more-reinforced-tokens-than-defender" }],
    provenance: {
      confidence: "confirmed", refs: ["content §6 (S1, S2, S4)"],
      chosen: { id: "D26", reason: "Rival cities and control tokens only: S4 excludes city-states, and barbarians have no reinforced tokens to compare." },
    },
  },
] as const satisfies readonly WonderDef[];
