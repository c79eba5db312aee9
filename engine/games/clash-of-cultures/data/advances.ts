/**
 * Advances: 12 categories × 4 on the player board (L581), in board order, plus the
 * civilization advances of the fully documented civilizations (CIV_ADVANCES).
 *
 * Order / prerequisites (L583, L639-645, L654): the top advance of a category must be owned
 * first, the other three in any order after it. Government categories (Democracy, Autocracy,
 * Theocracy) also need an outside advance for their top advance, and only one government
 * category may be owned at a time.
 * Cost: 2 food; ideas and gold may replace food 1:1 (L614, L653).
 */
import type {
  AdvanceCategoryDef,
  AdvanceDef,
  AdvanceId,
  CivAdvanceDef,
  CivAdvanceId,
  Cost,
} from "./types.ts";
import { anyOfCost, fixedCost, seedName, trName } from "./types.ts";

/** Standard advance price: 2, any mix of food, ideas and gold (L614). */
export const ADVANCE_COST: Cost = anyOfCost(2, ["food", "ideas", "gold"]);

export const ADVANCE_CATEGORIES = [
  { id: "agriculture", name: seedName("Agriculture", "Земледелие"), order: 0, government: false, governmentEntry: null },
  { id: "construction", name: seedName("Construction", "Строительство"), order: 1, government: false, governmentEntry: null },
  { id: "seafaring", name: seedName("Seafaring", "Судоходство"), order: 2, government: false, governmentEntry: null },
  { id: "education", name: seedName("Education", "Образование"), order: 3, government: false, governmentEntry: null },
  { id: "warfare", name: seedName("Warfare", "Военное дело"), order: 4, government: false, governmentEntry: null },
  { id: "spirituality", name: seedName("Spirituality", "Духовность"), order: 5, government: false, governmentEntry: null },
  { id: "economy", name: seedName("Economy", "Экономика"), order: 6, government: false, governmentEntry: null },
  { id: "culture", name: seedName("Culture", "Традиции"), order: 7, government: false, governmentEntry: null },
  { id: "science", name: seedName("Science", "Наука"), order: 8, government: false, governmentEntry: null },
  { id: "democracy", name: seedName("Democracy", "Демократия"), order: 9, government: true, governmentEntry: "philosophy" },
  { id: "autocracy", name: seedName("Autocracy", "Автократия"), order: 10, government: true, governmentEntry: "draft" },
  { id: "theocracy", name: seedName("Theocracy", "Теократия"), order: 11, government: true, governmentEntry: "state-religion" },
] as const satisfies readonly AdvanceCategoryDef[];

export const ADVANCES = [
  // ---- Agriculture ------------------------------------------------------------------------
  {
    id: "farming", name: seedName("Farming", "Сельское хозяйство"), category: "agriculture", position: 0, leading: true,
    requires: [], government: false, starting: true, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: ["collect-food-from-fertile", "collect-wood-from-forest"], makesFree: [], usage: ["passive"],
    oncePerTurn: false, useCost: null, params: {}, effectId: "farming",
    text: "Cities may collect food from fertile land and wood from forests.", ref: "L383, L392",
  },
  {
    id: "storage", name: seedName("Storage", "Заготовка пищи"), category: "agriculture", position: 1, leading: false,
    requires: ["farming"], government: false, starting: false, cost: ADVANCE_COST, bonus: "mood", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: { foodLimit: 7 }, effectId: "storage",
    text: "Your food limit rises from 2 to 7.", ref: "L524, L712",
  },
  {
    id: "irrigation", name: seedName("Irrigation", "Орошение"), category: "agriculture", position: 2, leading: false,
    requires: ["farming"], government: false, starting: false, cost: ADVANCE_COST, bonus: "mood", unlocksBuilding: null,
    capabilities: ["collect-food-from-barren"], makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "irrigation",
    text: "Cities may collect food from barren land (not exhausted land; it stays barren otherwise). You ignore Famine events.",
    ref: "L714, L1433, L1645",
  },
  {
    id: "husbandry", name: seedName("Husbandry", "Животноводство"), category: "agriculture", position: 3, leading: false,
    requires: ["farming"], government: false, starting: false, cost: ADVANCE_COST, bonus: "mood", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: true, useCost: null,
    params: { distance: 2, hexes: 1, hexesWithRoads: 2 }, effectId: "husbandry",
    text: "Once per turn, a Collect may use one land hex 2 away from the city (two such hexes if you own Roads).",
    ref: "L716, L1649",
  },
  // ---- Construction -----------------------------------------------------------------------
  {
    id: "mining", name: seedName("Mining", "Горное дело"), category: "construction", position: 0, leading: true,
    requires: [], government: false, starting: true, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: ["collect-ore-from-mountain"], makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "mining",
    text: "Cities may collect ore from mountains.", ref: "L383",
  },
  {
    id: "engineering", name: seedName("Engineering", "Проектирование"), category: "construction", position: 1, leading: false,
    requires: ["mining"], government: false, starting: false, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: ["build-wonders"], makesFree: [], usage: ["on-gain", "action"], oncePerTurn: false, useCost: null,
    params: { drawWondersOnGain: 1 }, effectId: "engineering",
    text: "On gaining it, draw a wonder card. As an action, activate a Happy city to build a wonder from your hand there.",
    ref: "L1549-1553, L1655",
  },
  {
    id: "sanitation", name: seedName("Sanitation", "Гигиена"), category: "construction", position: 2, leading: false,
    requires: ["mining"], government: false, starting: false, cost: ADVANCE_COST, bonus: "mood", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { settlersPerRecruit: 1, moodPerSettler: 1 }, effectId: "sanitation",
    text: "In each Recruit you may pay 1 mood token instead of the cost of one settler. You ignore Pestilence and Epidemics.",
    ref: "L861, L1659-1663",
  },
  {
    id: "roads", name: seedName("Roads", "Дороги"), category: "construction", position: 3, leading: false,
    requires: ["mining"], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false,
    useCost: { ...fixedCost({ food: 1, ore: 1 }), per: "unit-or-group" },
    params: { range: 2 }, effectId: "roads",
    text: "Pay 1 food + 1 ore per unit or group moving from or to your city: it ignores terrain and moves up to 2 land hexes. No exploring, sea crossing, embarking or units that already fought.",
    ref: "L918, L1665-1687",
  },
  // ---- Seafaring --------------------------------------------------------------------------
  {
    id: "fishing", name: seedName("Fishing", "Рыболовство"), category: "seafaring", position: 0, leading: true,
    requires: [], government: false, starting: false, cost: ADVANCE_COST, bonus: "mood", unlocksBuilding: "port",
    capabilities: ["collect-from-sea"], makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: { seaHexesPerCollect: 1 }, effectId: "fishing",
    text: "A city may collect 1 food from one adjacent sea hex. Unlocks the Port.", ref: "L718, L779",
  },
  {
    id: "navigation", name: seedName("Navigation", "Навигация"), category: "seafaring", position: 1, leading: false,
    requires: ["fishing"], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: null,
    capabilities: ["navigate-map-edge"], makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "navigation",
    text: "Ships may sail along the board edge to the next sea hex in their direction of travel.", ref: "L930, L1697",
  },
  {
    id: "war-ships", name: seedName("War Ships", "Военные корабли"), category: "seafaring", position: 2, leading: false,
    requires: ["fishing"], government: false, starting: false, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { hitCancels: 1, round: 1 }, effectId: "war-ships",
    text: "First round of a sea battle, or of a land battle you start by landing from ships: cancel 1 enemy hit.",
    ref: "L1693",
  },
  {
    id: "cartography", name: seedName("Cartography", "Картография"), category: "seafaring", position: 3, leading: false,
    requires: ["fishing"], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { ideas: 1, cultureWithNavigation: 1 }, effectId: "cartography",
    text: "After a Move action in which a ship sailed: gain 1 idea, plus 1 culture token if that ship used Navigation.",
    ref: "catalog §3.4 (not printed in the seed)",
  },
  // ---- Education --------------------------------------------------------------------------
  {
    id: "writing", name: seedName("Writing", "Письменность"), category: "education", position: 0, leading: true,
    requires: [], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: "academy",
    capabilities: [], makesFree: [], usage: ["on-gain"], oncePerTurn: false, useCost: null,
    params: { drawActionCardsOnGain: 1, drawObjectiveCardsOnGain: 1 }, effectId: "writing",
    text: "On gaining it, draw 1 action card and 1 objective card. Unlocks the Academy.", ref: "L633, L755",
  },
  {
    id: "public-education", name: seedName("Public Education", "Народное просвещение"), category: "education", position: 1,
    leading: false, requires: ["writing"], government: false, starting: false, cost: ADVANCE_COST, bonus: "mood",
    unlocksBuilding: null, capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: true, useCost: null,
    params: { ideas: 1 }, effectId: "public-education",
    text: "Once per turn, collecting in a city with an Academy gives 1 extra idea.", ref: "L722",
  },
  {
    id: "free-education", name: seedName("Free Education", "Бесплатное образование"), category: "education", position: 2,
    leading: false, requires: ["writing"], government: false, starting: false, cost: ADVANCE_COST, bonus: "mood",
    unlocksBuilding: null, capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false,
    useCost: fixedCost({ ideas: 1 }, false), params: { mood: 1 }, effectId: "free-education",
    text: "After buying an advance paid with at least 1 gold or idea, you may pay 1 more idea for 1 mood token (not for this advance itself).",
    ref: "L1703",
  },
  {
    id: "philosophy", name: seedName("Philosophy", "Философия"), category: "education", position: 3, leading: false,
    requires: ["writing"], government: false, starting: false, cost: ADVANCE_COST, bonus: "mood", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["on-gain", "triggered"], oncePerTurn: false, useCost: null,
    params: { ideasOnGain: 1, ideasPerScienceAdvance: 1 }, effectId: "philosophy",
    text: "Gain 1 idea now and 1 idea each time you later gain a Science advance. Needed for Democracy.",
    ref: "L641, L1707",
  },
  // ---- Warfare ----------------------------------------------------------------------------
  {
    id: "tactics", name: seedName("Tactics", "Тактика"), category: "warfare", position: 0, leading: true,
    requires: [], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: "fortress",
    capabilities: ["move-army-units", "play-tactics-cards"], makesFree: [], usage: ["passive"], oncePerTurn: false,
    useCost: null, params: {}, effectId: "tactics",
    text: "You may move army units and play tactics halves of action cards in battle. Unlocks the Fortress.",
    ref: "L761, L911, L916, L1383",
  },
  {
    id: "siegecraft", name: seedName("Siegecraft", "Осадные машины"), category: "warfare", position: 1, leading: false,
    requires: ["tactics"], government: false, starting: false, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { woodToCancelDie: 2, oreToCancelHitCancel: 2 }, effectId: "siegecraft",
    text: "Attacking a city with a Fortress, before cards and dice: pay 2 wood to cancel its extra die and/or 2 ore to cancel its hit cancel.",
    ref: "L1385, L1713",
  },
  {
    id: "steel-weapons", name: seedName("Steel Weapons", "Стальное оружие"), category: "warfare", position: 2, leading: false,
    requires: ["tactics"], government: false, starting: false, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: fixedCost({ ore: 1 }),
    params: { combatValue: 2, combatValueIfEnemyHasIt: 1 }, effectId: "steel-weapons",
    text: "Before a land battle pay 1 ore for +2 combat value every round (+1 if the enemy owns Steel Weapons; barbarians don't). Attacker decides first.",
    ref: "L1387, L1717-1723",
  },
  {
    id: "draft", name: seedName("Draft", "Воинский призыв"), category: "warfare", position: 3, leading: false,
    requires: ["tactics"], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { infantryPerRecruit: 1, moodPerInfantry: 1, moodPerInfantryWithCivilLiberties: 2 }, effectId: "draft",
    text: "In each Recruit you may pay 1 mood token (2 with Civil Liberties) instead of the cost of one infantry. Needed for Autocracy.",
    ref: "L865, L1110, L1727-1729, L1779",
  },
  // ---- Spirituality -----------------------------------------------------------------------
  {
    id: "myths", name: seedName("Myths", "Мифология"), category: "spirituality", position: 0, leading: true,
    requires: [], government: false, starting: false, cost: ADVANCE_COST, bonus: "mood", unlocksBuilding: "temple",
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false,
    useCost: { ...fixedCost({ mood: 1 }, false), per: "city" }, params: {}, effectId: "myths",
    text: "When an event would lower a city's mood (one step or straight to Angry), pay 1 mood token for that city to prevent it. Unlocks the Temple.",
    ref: "L618, L781, L1735",
  },
  {
    id: "rituals", name: seedName("Rituals", "Обряды"), category: "spirituality", position: 1, leading: false,
    requires: ["myths"], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "rituals",
    text: "When increasing happiness, any resources may replace mood tokens 1:1.", ref: "L980, L1739",
  },
  {
    id: "priesthood", name: seedName("Priesthood", "Жречество"), category: "spirituality", position: 2, leading: false,
    requires: ["myths"], government: false, starting: false, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["passive"], oncePerTurn: true, useCost: null,
    params: { freeAdvancesPerTurn: 1, freeCategory: "science" }, effectId: "priesthood",
    text: "Once per turn, one Science advance costs nothing.", ref: "catalog §3.7 (not printed in the seed)",
  },
  {
    id: "state-religion", name: seedName("State Religion", "Государственная религия"), category: "spirituality", position: 3,
    leading: false, requires: ["myths"], government: false, starting: false, cost: ADVANCE_COST, bonus: "mood",
    unlocksBuilding: null, capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: true, useCost: null,
    params: { templeFoodDiscount: 1 }, effectId: "state-religion",
    text: "Once per turn, building a Temple costs no food. Needed for Theocracy.", ref: "L747",
  },
  // ---- Economy (board order: Bartering, Taxes, Trade Routes, Currency — L392) ---------------
  {
    id: "bartering", name: seedName("Bartering", "Натуральный обмен"), category: "economy", position: 0, leading: true,
    requires: [], government: false, starting: false, cost: ADVANCE_COST, bonus: "mood", unlocksBuilding: "market",
    capabilities: [], makesFree: [], usage: ["free-action"], oncePerTurn: true, useCost: null,
    params: { discardActionCards: 1, gainGoldOrCulture: 1 }, effectId: "bartering",
    text: "Once per turn, free action: discard an action card to gain 1 gold or 1 culture token. Unlocks the Market.",
    ref: "L787",
  },
  {
    id: "taxes", name: seedName("Taxes", "Налогообложение"), category: "economy", position: 1, leading: false,
    requires: ["bartering"], government: false, starting: false, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["action"], oncePerTurn: true, useCost: fixedCost({ mood: 1 }, false),
    params: { resourcesPerCity: 1 }, effectId: "taxes",
    text: "Once per turn, as an action: pay 1 mood token to gain food/wood/ore in any mix equal to your number of cities (gold too with Currency). No city is activated.",
    ref: "L1751",
  },
  {
    id: "trade-routes", name: seedName("Trade Routes", "Торговые пути"), category: "economy", position: 2, leading: false,
    requires: ["bartering"], government: false, starting: false, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { maxRoutes: 4, range: 2, foodPerRoute: 1 }, effectId: "trade-routes",
    text: "At the start of your turn gain 1 food per trade route, max 4. A route pairs one of your settlers or ships with a different non-Angry enemy city within 2 hexes.",
    ref: "L1745-1747",
  },
  {
    id: "currency", name: seedName("Currency", "Деньги"), category: "economy", position: 3, leading: false,
    requires: ["bartering"], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "currency",
    text: "Trade Routes and Taxes income may be taken as gold.", ref: "catalog §3.8 (not printed in the seed)",
  },
  // ---- Culture ----------------------------------------------------------------------------
  {
    id: "arts", name: seedName("Arts", "Живопись"), category: "culture", position: 0, leading: true,
    requires: [], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: "obelisk",
    capabilities: [], makesFree: [], usage: ["free-action"], oncePerTurn: true, useCost: fixedCost({ culture: 1 }, false),
    params: {}, effectId: "arts",
    text: "Once per turn, free action: pay 1 culture token to make an Influence Culture attempt. Unlocks the Obelisk.",
    ref: "L797, L1045",
  },
  {
    id: "sports", name: seedName("Sports", "Цирк и спорт"), category: "culture", position: 1, leading: false,
    requires: ["arts"], government: false, starting: false, cost: ADVANCE_COST, bonus: "mood", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["action"], oncePerTurn: false,
    useCost: { ...fixedCost({ culture: 1 }, false), per: "mood-step" },
    params: { maxSteps: 2 }, effectId: "sports",
    text: "As an action: pay 1 or 2 culture tokens to raise one city's mood by that many steps, whatever its size. Repeatable.",
    ref: "L982, L1759",
  },
  {
    id: "monuments", name: seedName("Monuments", "Памятники"), category: "culture", position: 2, leading: false,
    requires: ["arts"], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["on-gain", "passive"], oncePerTurn: false, useCost: null,
    params: { drawWondersOnGain: 1 }, effectId: "monuments",
    text: "On gaining it, draw a wonder card. Enemies cannot influence your cities that contain a wonder.", ref: "L1763",
  },
  {
    id: "theaters", name: seedName("Theaters", "Театр и музыка"), category: "culture", position: 3, leading: false,
    requires: ["arts"], government: false, starting: false, cost: ADVANCE_COST, bonus: "mood", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["free-action"], oncePerTurn: true, useCost: null,
    params: { convert: 1 }, effectId: "theaters",
    text: "Once per turn, free action: turn 1 culture token into 1 mood token or the reverse.",
    ref: "catalog §3.9 (not printed in the seed)",
  },
  // ---- Science ----------------------------------------------------------------------------
  {
    id: "math", name: seedName("Math", "Математика"), category: "science", position: 0, leading: true,
    requires: [], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: "observatory",
    capabilities: [], makesFree: ["engineering", "roads"], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "math",
    text: "Engineering and Roads cost you nothing. Unlocks the Observatory.", ref: "L805",
  },
  {
    id: "astronomy", name: seedName("Astronomy", "Астрономия"), category: "science", position: 1, leading: false,
    requires: ["math"], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: null,
    capabilities: [], makesFree: ["navigation", "cartography"], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "astronomy",
    text: "Navigation and Cartography cost you nothing.", ref: "catalog §3.10 (not printed in the seed)",
  },
  {
    id: "medicine", name: seedName("Medicine", "Медицина"), category: "science", position: 2, leading: false,
    requires: ["math"], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { refund: 1 }, effectId: "medicine",
    text: "After a Recruit, take back 1 of the resources just spent (the full cost must be paid first).",
    ref: "L863, L1769",
  },
  {
    id: "metallurgy", name: seedName("Metallurgy", "Металлургия"), category: "science", position: 3, leading: false,
    requires: ["math"], government: false, starting: false, cost: ADVANCE_COST, bonus: "culture", unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { minOreCollected: 2, oreToGold: 1 }, effectId: "metallurgy",
    text: "When a Collect yields at least 2 ore, you may swap 1 of them for 1 gold. Steel Weapons is free against enemies without it.",
    ref: "L1723, L1773",
  },
  // ---- Democracy --------------------------------------------------------------------------
  {
    id: "voting", name: seedName("Voting", "Голосование"), category: "democracy", position: 0, leading: true,
    requires: ["philosophy"], government: true, starting: false, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["free-action"], oncePerTurn: false, useCost: fixedCost({ mood: 1 }, false),
    params: {}, effectId: "voting",
    text: "Free action: pay 1 mood token to take an Increase Happiness action (its cost still applies).",
    ref: "L641, L978",
  },
  {
    id: "separation-of-power", name: seedName("Separation of Power", "Разделение властей"), category: "democracy",
    position: 1, leading: false, requires: ["voting"], government: true, starting: false, cost: ADVANCE_COST, bonus: null,
    unlocksBuilding: null, capabilities: [], makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "separation-of-power",
    text: "Enemies cannot boost Influence Culture with culture tokens against your Happy cities.", ref: "L1047",
  },
  {
    id: "civil-liberties", name: seedName("Civil Liberties", "Гражданские свободы"), category: "democracy", position: 2,
    leading: false, requires: ["voting"], government: true, starting: false, cost: ADVANCE_COST, bonus: null,
    unlocksBuilding: null, capabilities: [], makesFree: [], usage: ["action"], oncePerTurn: false, useCost: null,
    params: { mood: 3 }, effectId: "civil-liberties",
    text: "As an action: gain 3 mood tokens. Draft now costs 2 mood tokens per infantry.", ref: "L1779",
  },
  {
    id: "free-economy", name: seedName("Free Economy", "Экономическая свобода"), category: "democracy", position: 3,
    leading: false, requires: ["voting"], government: true, starting: false, cost: ADVANCE_COST, bonus: null,
    unlocksBuilding: null, capabilities: [], makesFree: [], usage: ["free-action"], oncePerTurn: true,
    useCost: fixedCost({ mood: 1 }, false), params: {}, effectId: "free-economy",
    text: "Free action: pay 1 mood token to Collect in a city; it must be your only Collect this turn.", ref: "L720",
  },
  // ---- Autocracy --------------------------------------------------------------------------
  {
    id: "nationalism", name: seedName("Nationalism", "Национализм"), category: "autocracy", position: 0, leading: true,
    requires: ["draft"], government: true, starting: false, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { moodOrCulture: 1 }, effectId: "nationalism",
    text: "After a Recruit that includes an army unit or ship, gain 1 mood or 1 culture token.", ref: "L867, L1110",
  },
  {
    id: "totalitarianism", name: seedName("Totalitarianism", "Тоталитаризм"), category: "autocracy", position: 1,
    leading: false, requires: ["nationalism"], government: true, starting: false, cost: ADVANCE_COST, bonus: null,
    unlocksBuilding: null, capabilities: [], makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "totalitarianism",
    text: "Enemies cannot boost Influence Culture with culture tokens against your cities that contain army units.",
    ref: "L1049",
  },
  {
    id: "absolute-power", name: seedName("Absolute Power", "Абсолютная власть"), category: "autocracy", position: 2,
    leading: false, requires: ["nationalism"], government: true, starting: false, cost: ADVANCE_COST, bonus: null,
    unlocksBuilding: null, capabilities: [], makesFree: [], usage: ["free-action"], oncePerTurn: true,
    useCost: fixedCost({ mood: 2 }, false), params: { extraActions: 1 }, effectId: "absolute-power",
    text: "Once per turn, free action: pay 2 mood tokens to gain 1 extra action.", ref: "catalog §3.12 (not printed in the seed)",
  },
  {
    id: "forced-labor", name: seedName("Forced Labor", "Принудительный труд"), category: "autocracy", position: 3,
    leading: false, requires: ["nationalism"], government: true, starting: false, cost: ADVANCE_COST, bonus: null,
    unlocksBuilding: null, capabilities: [], makesFree: [], usage: ["free-action"], oncePerTurn: true,
    useCost: fixedCost({ mood: 1 }, false), params: {}, effectId: "forced-labor",
    text: "Pay 1 mood token: this turn your Angry cities count as non-Angry, so they can collect, recruit and build normally; each may still be activated only once.",
    ref: "L1783-1785",
  },
  // ---- Theocracy --------------------------------------------------------------------------
  {
    id: "dogma", name: seedName("Dogma", "Вероучение"), category: "theocracy", position: 0, leading: true,
    requires: ["state-religion"], government: true, starting: false, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered", "passive"], oncePerTurn: false, useCost: null,
    params: { ideasLimit: 2 }, effectId: "dogma",
    text: "Whenever you build a Temple (not by capture), you may gain a Theocracy advance for free (it still uses an event-tracker cube). Your ideas limit becomes 2.",
    ref: "L1791-1793",
  },
  {
    id: "devotion", name: seedName("Devotion", "Набожность"), category: "theocracy", position: 1, leading: false,
    requires: ["dogma"], government: true, starting: false, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "devotion",
    text: "Enemies cannot boost Influence Culture with culture tokens against your cities that have a Temple.", ref: "L1051",
  },
  {
    id: "conversion", name: seedName("Conversion", "Обращение в веру"), category: "theocracy", position: 2, leading: false,
    requires: ["dogma"], government: true, starting: false, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["passive", "triggered"], oncePerTurn: false, useCost: null,
    params: { influenceRollBonus: 1, culturePerSuccess: 1 }, effectId: "conversion",
    text: "+1 to your Influence Culture rolls (success on 4+); gain 1 culture token after each success.",
    ref: "L1053, L1797",
  },
  {
    id: "fanaticism", name: seedName("Fanaticism", "Фанатизм"), category: "theocracy", position: 3, leading: false,
    requires: ["dogma"], government: true, starting: false, cost: ADVANCE_COST, bonus: null, unlocksBuilding: null,
    capabilities: [], makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { combatValueFirstRound: 2, freeInfantryOnLoss: 1 }, effectId: "fanaticism",
    text: "In a battle in a city with a Temple (attacking or defending): +2 combat value in round 1. If you lose it, place 1 free infantry in one of your cities.",
    ref: "L1389, L1801",
  },
] as const satisfies readonly AdvanceDef[];

/**
 * Civilization advances of the civilizations the sources give completely (Rome, Greece, China, Vikings).
 * Each is linked to the base advance that grants it. The rulebook's clarifications (L1932-1944,
 * L1880-1892, L2039-2068) are applied where they exist; the rest comes from the content catalog §8.
 */
export const CIV_ADVANCES = [
  // ---- Rome -------------------------------------------------------------------------------
  {
    id: "aqueduct", name: trName("Aqueduct", "Акведук"), civilization: "rome", linkedAdvance: "engineering",
    makesFree: ["sanitation"], usage: ["passive", "free-action"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "aqueduct",
    text: "You ignore Famine events. Sanitation costs you nothing; while you lack it you may, as a free action, gain Sanitation for the standard advance price.",
    ref: "catalog §8.2",
  },
  {
    id: "roman-roads", name: seedName("Roman Roads", "Имперские дороги"), civilization: "rome", linkedAdvance: "roads",
    makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: { ...fixedCost({ food: 1, ore: 1 }), per: "unit-or-group" },
    params: { range: 4 }, effectId: "roman-roads",
    text: "A Roads move that starts and ends in your cities may cover up to 4 hexes (still 1 food + 1 ore per unit or group).",
    ref: "L2039-2041",
  },
  {
    id: "captivi", name: trName("Captivi", "Пленники"), civilization: "rome", linkedAdvance: "bartering",
    makesFree: [], usage: ["triggered", "passive"], oncePerTurn: false, useCost: null,
    params: { goldPerWin: 1, moodPerWin: 1 }, effectId: "captivi",
    text: "Each battle you win gives 1 gold and 1 mood token. Mood tokens may replace any resource when paying for buildings.",
    ref: "catalog §8.2",
  },
  {
    id: "provinces", name: trName("Provinces", "Провинции"), civilization: "rome", linkedAdvance: "any-government",
    makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: { cavalryMinDistanceFromCapital: 3, happyCaptureCulture: 1 }, effectId: "provinces",
    text: "You may recruit cavalry without a Market in cities at least 3 hexes from your starting city. Captured cities become Neutral, or Happy for 1 culture token.",
    ref: "catalog §8.2",
  },
  // ---- Greece -----------------------------------------------------------------------------
  {
    id: "study", name: seedName("Study", "Особая подготовка"), civilization: "greece", linkedAdvance: "public-education",
    makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { ideas: 1 }, effectId: "study",
    text: "Each time you Recruit in a city with an Academy (ships included), gain 1 idea.", ref: "L1932-1934",
  },
  {
    id: "sparta", name: trName("Sparta", "Спарта"), civilization: "greece", linkedAdvance: "draft",
    makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "sparta",
    text: "Culture tokens may pay the Draft cost. In a land battle round where you have fewer fighting units, the enemy cannot play tactics cards.",
    ref: "catalog §8.3",
  },
  {
    id: "hellenistic-culture", name: seedName("Hellenistic Culture", "Эллинизация"), civilization: "greece",
    linkedAdvance: "arts", makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: { artsAlternativeMoodCost: 2 }, effectId: "hellenistic-culture",
    text: "You may influence from any city containing a building of your colour (range = its size). Arts may be paid with 2 mood tokens instead of 1 culture token (still once per turn).",
    ref: "L1936-1944",
  },
  {
    id: "city-states", name: seedName("City States", "Города-государства"), civilization: "greece",
    linkedAdvance: "any-government", makesFree: [], usage: ["triggered"], oncePerTurn: true, useCost: null,
    params: {}, effectId: "city-states",
    text: "When you activate a city a second time in a turn, you may count the activation against another of your cities of at least that size and no worse mood.",
    ref: "L1946-1952",
  },
  // ---- China ------------------------------------------------------------------------------
  {
    id: "rice-cultivation", name: seedName("Rice Cultivation", "Рисоводство"), civilization: "china",
    linkedAdvance: "irrigation", makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { foodPerHex: 1, maxBonus: 2 }, effectId: "rice-cultivation",
    text: "Collecting from a fertile hex outside the city that holds your settler gives +1 food (max +2 per Collect, outside the size limit).",
    ref: "L1880-1882",
  },
  {
    id: "expansion", name: seedName("Expansion", "Расселение"), civilization: "china", linkedAdvance: "husbandry",
    makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "expansion",
    text: "After a Recruit that included a settler, you may at once move any of your settlers standing in your cities to adjacent hexes (normal move limits).",
    ref: "L1884-1892",
  },
  {
    id: "fireworks", name: trName("Fireworks", "Фейерверки"), civilization: "china", linkedAdvance: "metallurgy",
    makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: fixedCost({ wood: 1, ore: 1 }),
    params: { hitCancels: 1, round: 1 }, effectId: "fireworks",
    text: "In the first round of a battle you may pay 1 wood + 1 ore to cancel 1 enemy hit.", ref: "catalog §8.4",
  },
  {
    id: "imperial-army", name: trName("Imperial Army", "Имперская армия"), civilization: "china",
    linkedAdvance: "any-government", makesFree: [], usage: ["action"], oncePerTurn: true, useCost: null,
    params: {}, effectId: "imperial-army",
    text: "Once per turn, as an action: turn any of your settlers into infantry and/or infantry into settlers (supply and stack limits apply).",
    ref: "catalog §8.4",
  },
  // ---- Vikings ----------------------------------------------------------------------------
  {
    id: "ship-construction", name: seedName("Ship Construction", "Кораблестроение"), civilization: "vikings",
    linkedAdvance: "fishing", makesFree: ["navigation"], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: {}, effectId: "ship-construction",
    text: "Navigation costs you nothing. When moving, settlers/infantry may step onto an adjacent sea hex and become ships, and ships may land on an adjacent hex as settlers or infantry (Tactics needed for infantry).",
    ref: "L2045-2064",
  },
  {
    id: "longships", name: trName("Longships", "Драккары"), civilization: "vikings", linkedAdvance: "war-ships",
    makesFree: [], usage: ["passive"], oncePerTurn: false, useCost: null,
    params: { shipCapacity: 3 }, effectId: "longships",
    text: "Your ships may move again after fighting and each carries up to 3 land units.", ref: "catalog §8.5",
  },
  {
    id: "raiding", name: trName("Raiding", "Набеги"), civilization: "vikings", linkedAdvance: "trade-routes",
    makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { resourcesPerRaid: 1 }, effectId: "raiding",
    text: "When you take Trade Routes income, each of your ships next to a city it trades with raids it: that city's owner pays 1 resource of their choice.",
    ref: "catalog §8.5",
  },
  {
    id: "rune-stones", name: seedName("Rune Stones", "Рунические камни"), civilization: "vikings", linkedAdvance: "rituals",
    makesFree: [], usage: ["triggered"], oncePerTurn: false, useCost: null,
    params: { vpPerStone: 1, minArmyLosses: 2 }, effectId: "rune-stones",
    text: "After a battle in which you lost at least 2 army units, you may set aside an unbuilt Obelisk as a rune stone worth 1 VP; it can no longer be built.",
    ref: "L2066-2068",
  },
] as const satisfies readonly CivAdvanceDef[];

// Compile-time coverage checks: every id of the union appears in the data.
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const advanceIdsCovered: Equal<(typeof ADVANCES)[number]["id"], AdvanceId> = true;
const civAdvanceIdsCovered: Equal<(typeof CIV_ADVANCES)[number]["id"], CivAdvanceId> = true;
void advanceIdsCovered;
void civAdvanceIdsCovered;
