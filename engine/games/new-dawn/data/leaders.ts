/**
 * Leader sheets (8, L27): each gives an ability and the order of the five level-I focus cards in slots 1→5 at
 * setup (L155, L159). The seed names only Rome; everything else comes from the content file §4 (sources S1,
 * S2, S4, S5, S8). Ability texts are our own words.
 */
import type { Effect, FocusCardId, LeaderId, Provenance, Text } from "./types.ts";

export interface LeaderDef {
  readonly id: LeaderId;
  readonly civilization: Text;
  readonly leader: Text;
  readonly ability: {
    readonly name: Text;
    readonly text: Text;
    readonly effects: readonly Effect[];
  };
  /** Level-I focus cards in slots 1, 2, 3, 4, 5 at setup. */
  readonly startingRow: readonly [FocusCardId, FocusCardId, FocusCardId, FocusCardId, FocusCardId];
  readonly provenance: Provenance;
}

/** The five level-I cards, one per type, to spell the starting rows. */
const C = "early-empire";
const S = "astrology";
const E = "foreign-trade";
const I = "pottery";
const M = "masonry";

export const LEADERS = [
  {
    id: "america",
    civilization: { en: "America", ru: "Америка" },
    leader: { en: "Teddy Roosevelt", ru: "Тедди Рузвельт" },
    ability: {
      name: { en: "Roosevelt Corollary", ru: "Следствие Рузвельта" },
      text: {
        en: "When you gain or spend a natural wonder token, place it on any card of your focus row. A natural wonder token on a focus card may be spent either as a trade token on that card or as its resource.",
        ru: "Получив или потратив жетон чуда природы, положите его на любую карту своего ряда действий. Жетон чуда природы на карте действия можно потратить либо как жетон торговли этой карты, либо как ресурс.",
      },
      effects: [{ kind: "natural-wonder-tokens-on-focus-cards" }],
    },
    startingRow: [M, S, I, C, E],
    provenance: { confidence: "confirmed", refs: ["content §4 (ability S1, S2, S4; row S1, S4; ability name S2 only)"] },
  },
  {
    id: "aztec",
    civilization: { en: "Aztec", ru: "Ацтеки" },
    leader: { en: "Montezuma", ru: "Монтесума" },
    ability: {
      name: { en: "Legend of the Five Suns", ru: "Легенда о пяти солнцах" },
      text: {
        en: "After you refresh your military card, if you won at least 1 attack this turn, you may swap any 2 cards of your focus row.",
        ru: "Обновив свою карту войска, если в этот ход вы выиграли хотя бы 1 атаку, можете поменять местами любые 2 карты своего ряда действий.",
      },
      effects: [{ kind: "swap-focus-cards-after-military-win", minAttacksWon: 1, cardsSwapped: 2 }],
    },
    startingRow: [S, C, E, M, I],
    provenance: { confidence: "confirmed", refs: ["content §4 (S1, S2, S4; ability name S2 only)"] },
  },
  {
    id: "egypt",
    civilization: { en: "Egypt", ru: "Египет" },
    leader: { en: "Cleopatra", ru: "Клеопатра" },
    ability: {
      name: { en: "Monument Builders", ru: "Строители монументов" },
      text: {
        en: "Every world wonder costs you 1 less.",
        ru: "Каждое чудо света стоит для вас на 1 меньше.",
      },
      effects: [{ kind: "wonder-cost", amount: -1, per: null, condition: null }],
    },
    startingRow: [S, E, I, M, C],
    provenance: { confidence: "confirmed", refs: ["content §4 (S1, S2, S4; ability name S2 only)"] },
  },
  {
    id: "france",
    civilization: { en: "France", ru: "Франция" },
    leader: { en: "Catherine de Medici", ru: "Екатерина Медичи" },
    ability: {
      name: { en: "Grand Tour", ru: "Гран-тур" },
      text: {
        en: "When you resolve your culture card, place extra control tokens according to the era of your latest-era world wonder: ancient 1, medieval 2, modern 3.",
        ru: "Применяя свою карту культуры, разместите дополнительные жетоны контроля по эпохе своего самого позднего чуда света: древняя — 1, средневековая — 2, современная — 3.",
      },
      effects: [{ kind: "culture-extra-tokens-by-latest-wonder-era", tokens: { ancient: 1, medieval: 2, modern: 3 } }],
    },
    startingRow: [M, S, E, I, C],
    provenance: {
      confidence: "single-source", refs: ["content §4 (ability S2, S4 vs S1 [X]; row S4 only)"],
      chosen: {
        id: "D8",
        reason: "Extra control tokens (S2, S4) rather than trade tokens (S1); row from S4 because S1's France row is a copy of Egypt's.",
      },
    },
  },
  {
    id: "japan",
    civilization: { en: "Japan", ru: "Япония" },
    leader: { en: "Hojo Tokimune", ru: "Ходзё Токимунэ" },
    ability: {
      name: { en: "Divine Wind", ru: "Божественный ветер" },
      text: {
        en: "During your turn, desert and mountain spaces adjacent to water or to the map edge have terrain difficulty 3.",
        ru: "Во время вашего хода клетки пустынь и гор, соседние с водоёмами или краем поля, имеют проходимость 3.",
      },
      effects: [{ kind: "terrain-difficulty", terrains: ["desert", "mountains"], set: 3, delta: null, onlyAdjacentToWaterOrEdge: true, during: "own-turn" }],
    },
    startingRow: [I, E, M, S, C],
    provenance: {
      confidence: "confirmed", refs: ["content §4 (ability S1, S2, S4; row S4 + S1)"],
      chosen: { id: "D8", reason: "S1 prints Industry twice in the row; Military is the only completion and matches S4." },
    },
  },
  {
    id: "rome",
    civilization: { en: "Rome", ru: "Рим", uk: "Рим" },
    leader: { en: "Trajan", ru: "Траян" },
    ability: {
      name: { en: "All Roads Lead to Rome", ru: "Все дороги ведут в Рим" },
      text: {
        en: "A caravan leaving your economy card may start from any of your cities, even one that is not mature.",
        ru: "Караван, уходящий с вашей карты экономики, может начать путь из любого вашего города, даже неразвитого.",
      },
      effects: [{ kind: "caravans-leave-from-any-city" }],
    },
    startingRow: [S, E, M, C, I],
    provenance: { confidence: "confirmed", refs: ["seed L159 (Rome's starting order pictured)", "content §4 (S5 leader-sheet image, S1, S4)"] },
  },
  {
    id: "scythia",
    civilization: { en: "Scythia", ru: "Скифия" },
    leader: { en: "Tomyris", ru: "Томирис" },
    ability: {
      name: { en: "People of the Steppe", ru: "Народ степей" },
      text: {
        en: "+3 combat strength when you attack or defend a grassland or hills space.",
        ru: "+3 к боевой силе, когда вы атакуете или обороняете клетку лугов или холмов.",
      },
      effects: [{
        kind: "combat-bonus", roles: ["attack", "defense"], amount: 3, per: null, targets: null,
        defendingSpaceTerrains: ["grassland", "hills"], notAgainst: null, condition: null,
      }],
    },
    startingRow: [C, M, S, E, I],
    provenance: {
      confidence: "confirmed", refs: ["content §4 (ability S1, S2, S4; row S4 + S1)"],
      chosen: {
        id: "D9",
        reason: "The terrain checked is the fought-over (defending) space, as S2 and S4 word it, not S1's attack origin; S1 prints Culture twice in the row, Economy is the only completion.",
      },
    },
  },
  {
    id: "sumeria",
    civilization: { en: "Sumeria", ru: "Шумер" },
    leader: { en: "Gilgamesh", ru: "Гильгамеш" },
    ability: {
      name: { en: "Epic Quest", ru: "Эпический поход" },
      text: {
        en: "When you defeat barbarians, also take 1 resource of your choice from the supply.",
        ru: "Победив варваров, также возьмите из запаса 1 ресурс на свой выбор.",
      },
      effects: [{ kind: "resource-on-barbarian-defeat", count: 1 }],
    },
    startingRow: [E, C, S, M, I],
    provenance: { confidence: "confirmed", refs: ["content §4 (S1, S2, S4; ability name S2 only)"] },
  },
] as const satisfies readonly LeaderDef[];
