/**
 * Diplomacy cards (КАРТИ ДИПЛОМАТІЇ, L624-630): 16 city-state cards, two identical ones per city-state (L47,
 * L626), and 16 player cards, the same four in each colour (L51). A player gets nothing from their own cards
 * (L628); a holder uses a card's effect while holding it. Effects come from the content file §7 (S1, S4, S5);
 * texts are our own words.
 */
import { CITY_STATES } from "./city-states.ts";
import { PLAYER_COLORS } from "./components.ts";
import type { CityStateId, Effect, PlayerColor, PlayerDiplomacyId, Provenance, Text } from "./types.ts";

export interface CityStateDiplomacyDef {
  readonly cityState: CityStateId;
  readonly text: Text;
  readonly effects: readonly Effect[];
  readonly provenance: Provenance;
}

export const CITY_STATE_DIPLOMACY = [
  {
    cityState: "carthage",
    text: {
      en: "When you defend, or attack a target other than Carthage: +1 combat strength for each city-state token and each friendly city within 2 spaces of the defending space.",
      ru: "Когда вы обороняетесь или атакуете любую цель, кроме Карфагена: +1 к боевой силе за каждый жетон полиса и каждый дружественный город на расстоянии не больше 2 клеток от обороняемой клетки.",
    },
    effects: [{
      kind: "combat-bonus", roles: ["attack", "defense"], amount: 1,
      per: "city-state-token-or-friendly-city-within-2-of-defending-space", targets: null, defendingSpaceTerrains: null,
      notAgainst: "this-city-state", condition: null,
    }],
    provenance: {
      confidence: "single-source", refs: ["content §7.1 (S4 wording; S1 differs)"],
      chosen: { id: "D25", reason: "S4's printed wording (defence and attacks on anything but Carthage, counting city-state tokens and friendly cities) over S1's terse «+1 per pawn within 2 spaces when attacking other city-states»." },
    },
  },
  {
    cityState: "kabul",
    text: {
      en: "When you attack a city or a city-state other than Kabul: +3 combat strength.",
      ru: "Когда вы атакуете город или полис, кроме Кабула: +3 к боевой силе.",
    },
    effects: [{
      kind: "combat-bonus", roles: ["attack"], amount: 3, per: null, targets: ["city", "city-state"],
      defendingSpaceTerrains: null, notAgainst: "this-city-state", condition: null,
    }],
    provenance: { confidence: "confirmed", refs: ["content §7.1 (S1, S4)"] },
  },
  {
    cityState: "kumasi",
    text: {
      en: "When you resolve your industry or culture card, forest spaces have terrain difficulty 1.",
      ru: "Когда вы применяете свою карту промышленности или культуры, клетки лесов имеют проходимость 1.",
    },
    effects: [{ kind: "terrain-difficulty", terrains: ["forest"], set: 1, delta: null, onlyAdjacentToWaterOrEdge: false, during: "culture-or-industry-card" }],
    provenance: { confidence: "confirmed", refs: ["content §7.1 (S1, S4)"] },
  },
  {
    cityState: "mohenjo-daro",
    text: {
      en: "When you place control tokens, the terrain difficulty of every space is 1 lower.",
      ru: "Когда вы размещаете жетоны контроля, проходимость каждой клетки на 1 меньше.",
    },
    effects: [{ kind: "terrain-difficulty", terrains: null, set: null, delta: -1, onlyAdjacentToWaterOrEdge: false, during: "placing-control-tokens" }],
    provenance: { confidence: "confirmed", refs: ["content §7.1 (S1, S4)"] },
  },
  {
    cityState: "seoul",
    text: {
      en: "At the start of your turn you may move 1 barbarian token to an adjacent empty land space.",
      ru: "В начале своего хода можете переместить 1 жетон варваров на соседнюю пустую клетку суши.",
    },
    effects: [{ kind: "start-of-turn-move-barbarian", count: 1, toEmptyLandAdjacentSpace: true }],
    provenance: { confidence: "confirmed", refs: ["content §7.1 (S1, S4)"] },
  },
  {
    cityState: "geneva",
    text: {
      en: "At the start of your turn you may return 1 diplomacy card you took from another player and take a different card from that player.",
      ru: "В начале своего хода можете вернуть 1 карту дипломатии, взятую у другого игрока, и взять у этого игрока другую карту.",
    },
    effects: [{ kind: "start-of-turn-swap-rival-diplomacy-card", count: 1 }],
    provenance: { confidence: "confirmed", refs: ["content §7.1 (S1, S4)"] },
  },
  {
    cityState: "buenos-aires",
    text: {
      en: "When you build a world wonder, it costs 2 less if you do not yet have a wonder of its type.",
      ru: "Когда вы строите чудо света, оно стоит на 2 меньше, если у вас ещё нет чуда этого типа.",
    },
    effects: [{ kind: "wonder-cost", amount: -2, per: null, condition: "no-wonder-of-that-type-yet" }],
    provenance: { confidence: "confirmed", refs: ["seed L177 (card pictured)", "content §7.1 (S5 card image, S1, S4)"] },
  },
  {
    cityState: "brussels",
    text: {
      en: "When you build a world wonder, it costs 1 less for each of your mature cities.",
      ru: "Когда вы строите чудо света, оно стоит на 1 меньше за каждый ваш развитый город.",
    },
    effects: [{ kind: "wonder-cost", amount: -1, per: "own-mature-city", condition: null }],
    provenance: { confidence: "confirmed", refs: ["content §7.1 (S1, S4)"] },
  },
] as const satisfies readonly CityStateDiplomacyDef[];

export interface PlayerDiplomacyDef {
  readonly id: PlayerDiplomacyId;
  readonly name: Text;
  /** "The giver" is the player whose colour the card has. */
  readonly text: Text;
  readonly effects: readonly Effect[];
  readonly provenance: Provenance;
}

export const PLAYER_DIPLOMACY = [
  {
    id: "joint-war",
    name: { en: "Joint War", ru: "Совместная война" },
    text: {
      en: "When you attack: +2 combat strength, unless you are attacking the player who gave you this card.",
      ru: "Когда вы атакуете: +2 к боевой силе, если только вы не атакуете игрока, давшего вам эту карту.",
    },
    effects: [{ kind: "combat-bonus", roles: ["attack"], amount: 2, per: null, targets: null, defendingSpaceTerrains: null, notAgainst: "giver", condition: null }],
    provenance: { confidence: "confirmed", refs: ["content §7.2 (S5 card image, S1, S4)"] },
  },
  {
    id: "defensive-pact",
    name: { en: "Defensive Pact", ru: "Оборонительный пакт" },
    text: {
      en: "When you defend: +2 combat strength, unless the player who gave you this card is attacking.",
      ru: "Когда вы обороняетесь: +2 к боевой силе, если только вас не атакует игрок, давший вам эту карту.",
    },
    effects: [{ kind: "combat-bonus", roles: ["defense"], amount: 2, per: null, targets: null, defendingSpaceTerrains: null, notAgainst: "giver", condition: null }],
    provenance: { confidence: "confirmed", refs: ["content §7.2 (S1, S4)"] },
  },
  {
    id: "embassy",
    name: { en: "Embassy", ru: "Посольство" },
    text: {
      en: "When your caravan reaches the capital of the player who gave you this card (the trip on which you take this card included), put 1 trade token from the supply on a card of that player's focus row, then take 1 resource of your choice from the supply.",
      ru: "Когда ваш караван прибывает в столицу игрока, давшего вам эту карту (включая поездку, в которой вы взяли эту карту), положите 1 жетон торговли из запаса на карту ряда действий этого игрока, затем возьмите из запаса 1 ресурс на свой выбор.",
    },
    effects: [{ kind: "caravan-to-giver-capital", tradeTokensToGiver: 1, resourcesToHolder: 1 }],
    provenance: { confidence: "confirmed", refs: ["content §7.2 (S1, S4)"] },
  },
  {
    id: "open-borders",
    name: { en: "Open Borders", ru: "Открытые границы" },
    text: {
      en: "The cities and control tokens of the player who gave you this card count as friendly for your cities' maturity.",
      ru: "Города и жетоны контроля игрока, давшего вам эту карту, считаются дружественными при проверке, развиты ли ваши города.",
    },
    effects: [{ kind: "giver-pieces-count-for-maturity" }],
    provenance: { confidence: "confirmed", refs: ["content §7.2 (S1, S4; S4's printing also mentions Terra Incognita districts)"] },
  },
] as const satisfies readonly PlayerDiplomacyDef[];

/** One physical diplomacy card. */
export type DiplomacyCardCopy =
  | { readonly id: `${CityStateId}-${1 | 2}`; readonly kind: "city-state"; readonly cityState: CityStateId }
  | { readonly id: `${PlayerColor}/${PlayerDiplomacyId}`; readonly kind: "player"; readonly color: PlayerColor; readonly card: PlayerDiplomacyId };

export const DIPLOMACY_CARDS: readonly DiplomacyCardCopy[] = [
  ...CITY_STATES.flatMap((cs) => ([1, 2] as const).map((n) => ({ id: `${cs.id}-${n}` as const, kind: "city-state" as const, cityState: cs.id }))),
  ...PLAYER_COLORS.flatMap((color) =>
    PLAYER_DIPLOMACY.map((card) => ({ id: `${color.id}/${card.id}` as const, kind: "player" as const, color: color.id, card: card.id })),
  ),
];
