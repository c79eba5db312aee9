/**
 * Objective cards: 32 base + 6 expansion = 38 cards (component list; L1136-1150). Each card shows two
 * objectives (top usually civil, bottom military); completing either one uses up the card and is worth
 * 2 VP. "Status phase" objectives are checked in status phase step 1, the others immediately (L1144).
 * Same-named objectives cannot be completed by one fulfilment (L1146-1150).
 * Objectives and card pairs come from the content catalog §5; which cards are expansion cards (33-38)
 * is the catalog's inference (they reference expansion components). Where the catalog notes a
 * code/text mismatch, the card text is followed.
 */
import type { ObjectiveCardDef, ObjectiveDef, ObjectiveId } from "./types.ts";
import { seedName, trName } from "./types.ts";

type O = ObjectiveDef;
const base = { alsoStatusPhase: false, automatic: false, payment: null, notTogetherWith: [] } as const;

const ADVANCED_CULTURE = { ...base, id: "advanced-culture", name: trName("Advanced Culture", "Развитая культура"), kind: "status-phase", params: { minAdvances: 6 }, effectId: "advanced-culture", text: "Own at least 6 advances and more advances than every other player." } as const satisfies O;
const AGGRESSOR = { ...base, id: "aggressor", name: trName("Aggressor", "Агрессор"), kind: "instant", params: { minKills: 2 }, effectId: "aggressor", text: "Win a land battle as the attacker in which you destroy at least 2 enemy army units." } as const satisfies O;
const ARCHITECTURE = { ...base, id: "architecture", name: trName("Architecture", "Архитектура"), kind: "status-phase", params: { minBuildingTypes: 4 }, effectId: "architecture", text: "Own at least 4 different building types in your own cities." } as const satisfies O;
const BARBARIAN_CONQUEST = { ...base, id: "barbarian-conquest", name: trName("Barbarian Conquest", "Покорение варваров"), kind: "instant", params: { minDefenders: 2 }, effectId: "barbarian-conquest", text: "Capture a barbarian city that was defended by at least 2 army units." } as const satisfies O;
const BOLD = { ...base, id: "bold", name: trName("Bold", "Смельчак"), kind: "instant", params: {}, effectId: "bold", text: "Win a battle while having fewer fighting units, or fewer Warfare advances, than your opponent." } as const satisfies O;
const BRUTUS = { ...base, id: "brutus", name: trName("Brutus", "Брут"), kind: "instant", params: { minLossesIncludingLeader: 3 }, effectId: "brutus", text: "In one battle, kill the enemy leader and at least 2 more of their army units or ships." } as const satisfies O;
const CITY_FOUNDER = { ...base, id: "city-founder", name: trName("City Founder", "Основатель городов"), kind: "instant", params: { minDistanceFromStart: 5 }, effectId: "city-founder", text: "Found a city at least 5 hexes from your starting city." } as const satisfies O;
const CITY_PLANNER = { ...base, id: "city-planner", name: trName("City Planner", "Градостроитель"), kind: "status-phase", params: { category: "construction" }, effectId: "category-complete", text: "Own all four Construction advances." } as const satisfies O;
const COASTAL_CULTURE = { ...base, id: "coastal-culture", name: trName("Coastal Culture", "Прибрежная культура"), kind: "status-phase", params: { building: "port" }, effectId: "building-lead", text: "Have more cities with a Port than every other player." } as const satisfies O;
const COLONY = { ...base, id: "colony", name: trName("Colony", "Колония"), kind: "status-phase", params: { minDistanceFromStart: 5 }, effectId: "colony", text: "Have a city at least 5 hexes from your starting city (not if you completed City Founder in the last round)." } as const satisfies O;
const CONQUEROR = { ...base, id: "conqueror", name: seedName("Conqueror", "Завоеватель"), kind: "instant", params: {}, effectId: "conqueror", text: "Capture a player's city that was defended by at least 1 army unit or a Fortress." } as const satisfies O;
const CONSULATE = { ...base, id: "consulate", name: trName("Consulate", "Консульство"), kind: "status-phase", params: { minCities: 2 }, effectId: "consulate", text: "Own buildings in at least 2 cities of other players." } as const satisfies O;
const CULTURE_FOCUS = { ...base, id: "culture-focus", name: trName("Culture Focus", "Культурный уклон"), kind: "status-phase", params: { category: "culture" }, effectId: "category-complete", text: "Own all four Culture advances." } as const satisfies O;
const CULTURE_POWER = { ...base, id: "culture-power", name: trName("Culture Power", "Культурная мощь"), kind: "status-phase", params: {}, effectId: "culture-power", text: "Own more buildings in other players' cities than any other player does." } as const satisfies O;
const DEFIANCE = { ...base, id: "defiance", name: trName("Defiance", "Непокорность"), kind: "instant", params: {}, effectId: "defiance", text: "Win a battle against a player while having fewer fighting units." } as const satisfies O;
const DIVERSIFIED_RESEARCH = { ...base, id: "diversified-research", name: trName("Diversified Research", "Разносторонние исследования"), kind: "status-phase", params: { minCategories: 9 }, effectId: "diversified-research", text: "Own at least one advance in at least 9 categories." } as const satisfies O;
const DRAFT = { ...base, id: "draft", name: trName("Draft", "Воинский призыв"), kind: "instant", params: { timesPerTurn: 2 }, effectId: "draft-objective", text: "Use Draft to recruit infantry twice in the same turn." } as const satisfies O;
const EDUCATION_LEAD = { ...base, id: "education-lead", name: trName("Education Lead", "Лидер просвещения"), kind: "status-phase", params: { category: "education" }, effectId: "category-complete", text: "Own all four Education advances." } as const satisfies O;
const EUREKA = { ...base, id: "eureka", name: trName("Eureka!", "Эврика!"), kind: "status-phase", payment: { resource: "ideas", minimum: 5, pay: 2 }, params: {}, effectId: "resource-payment", text: "Have at least 5 ideas and pay 2 of them." } as const satisfies O;
const EXPANSIONIST = { ...base, id: "expansionist", name: trName("Expansionist", "Экспансионист"), kind: "status-phase", params: { minCities: 4 }, effectId: "expansionist", text: "Have at least 4 cities with no other city on an adjacent hex." } as const satisfies O;
const FOOD_SUPPLIES = { ...base, id: "food-supplies", name: trName("Food Supplies", "Запасы еды"), kind: "status-phase", payment: { resource: "food", minimum: 5, pay: 2 }, params: {}, effectId: "resource-payment", text: "Have at least 5 food and pay 2 of it." } as const satisfies O;
const FORTIFICATIONS = { ...base, id: "fortifications", name: trName("Fortifications", "Укрепления"), kind: "status-phase", params: { building: "fortress" }, effectId: "building-lead", text: "Have more cities with a Fortress than every other player." } as const satisfies O;
const GENERAL = { ...base, id: "general", name: trName("General", "Генерал"), kind: "instant", params: { minKills: 3 }, effectId: "general", text: "Destroy at least 3 enemy army units in a single land battle." } as const satisfies O;
const GOAL_FOCUSED = { ...base, id: "goal-focused", name: trName("Goal Focused", "Целеустремлённость"), kind: "status-phase", params: {}, effectId: "goal-focused", text: "Have more complete advance categories than every other player." } as const satisfies O;
const GOVERNMENT = { ...base, id: "government", name: trName("Government", "Правительство"), kind: "status-phase", params: {}, effectId: "government", text: "Own all four advances of one government." } as const satisfies O;
const GREAT_BATTLE = { ...base, id: "great-battle", name: trName("Great Battle", "Великая битва"), kind: "instant", params: { minArmyUnits: 6 }, effectId: "great-battle", text: "Take part in a land battle with at least 6 army units present on both sides together." } as const satisfies O;
const GREAT_COMMANDER = { ...base, id: "great-commander", name: trName("Great Commander", "Великий полководец"), kind: "instant", params: {}, effectId: "great-commander", text: "Win a battle with your leader present while not having more fighting units than the opponent." } as const satisfies O;
const HAPPY_POPULATION = { ...base, id: "happy-population", name: trName("Happy Population", "Счастливое население"), kind: "status-phase", params: { minHappyCities: 4 }, effectId: "happy-population", text: "Have at least 4 Happy cities." } as const satisfies O;
const HIGH_CULTURE = { ...base, id: "high-culture", name: trName("High Culture", "Высокая культура"), kind: "status-phase", params: { civAdvances: 4, minLeadersRecruited: 2 }, effectId: "high-culture", text: "Own all 4 of your civilization advances and have recruited at least 2 leaders." } as const satisfies O;
const HORSE_POWER = { ...base, id: "horse-power", name: trName("Horse Power", "Конная мощь"), kind: "status-phase", params: { unit: "cavalry", minHexes: 3 }, effectId: "units-on-hexes", text: "Have cavalry on at least 3 different hexes." } as const satisfies O;
const IVORY_TOWER = { ...base, id: "ivory-tower", name: trName("Ivory Tower", "Башня из слоновой кости"), kind: "status-phase", params: { unit: "elephant", minHexes: 3 }, effectId: "units-on-hexes", text: "Have elephants on at least 3 different hexes." } as const satisfies O;
const LARGE_ARMY = { ...base, id: "large-army", name: trName("Large Army", "Большая армия"), kind: "status-phase", params: { margin: 4 }, effectId: "large-army", text: "Have at least 4 more army units than every other player." } as const satisfies O;
const LARGE_CIVILIZATION = { ...base, id: "large-civilization", name: trName("Large Civilization", "Большая цивилизация"), kind: "status-phase", params: { minCities: 6 }, effectId: "large-civilization", text: "Have at least 6 cities." } as const satisfies O;
const LARGE_FLEET = { ...base, id: "large-fleet", name: trName("Large Fleet", "Большой флот"), kind: "status-phase", params: { minShips: 4, minShipsIfMost: 2 }, effectId: "large-fleet", text: "Have at least 4 ships, or at least 2 ships and more ships than every other player." } as const satisfies O;
const LEGACY = { ...base, id: "legacy", name: trName("Legacy", "Наследие"), kind: "status-phase", params: { building: "obelisk" }, effectId: "building-lead", text: "Have more cities with an Obelisk than every other player." } as const satisfies O;
const LEGENDARY_BATTLE = { ...base, id: "legendary-battle", name: trName("Legendary Battle", "Легендарная битва"), kind: "instant", params: { minAttackers: 3, minCitySize: 5, minWonders: 1 }, effectId: "legendary-battle", text: "Attack with at least 3 units a size-5 city that contains a wonder." } as const satisfies O;
const MAGNIFICENT_CULTURE = { ...base, id: "magnificent-culture", name: trName("Magnificent Culture", "Великолепная культура"), kind: "instant", alsoStatusPhase: true, params: {}, effectId: "magnificent-culture", text: "Build a wonder (also completable in the status phase if you built one during the last round)." } as const satisfies O;
const METROPOLIS = { ...base, id: "metropolis", name: trName("Metropolis", "Метрополис"), kind: "status-phase", params: { citySize: 5 }, effectId: "metropolis", text: "Have a city of size 5." } as const satisfies O;
const MIGRATION = { ...base, id: "migration", name: trName("Migration", "Переселение"), kind: "status-phase", params: { unit: "settler", minHexes: 3 }, effectId: "units-away-from-cities", text: "Have settlers on at least 3 hexes that are neither your cities nor adjacent to them." } as const satisfies O;
const MILITARIZED = { ...base, id: "militarized", name: trName("Militarized", "Милитаризация"), kind: "status-phase", params: { category: "warfare" }, effectId: "category-complete", text: "Own all four Warfare advances." } as const satisfies O;
const MILITARY_MIGHT = { ...base, id: "military-might", name: trName("Military Might", "Военная мощь"), kind: "status-phase", notTogetherWith: ["standing-army"], params: { minMilitaryUnits: 12 }, effectId: "military-might", text: "Have at least 12 army units and ships." } as const satisfies O;
const NAVAL_ASSAULT = { ...base, id: "naval-assault", name: trName("Naval Assault", "Морской десант"), kind: "instant", params: {}, effectId: "naval-assault", text: "Capture a player's city with units that landed from ships." } as const satisfies O;
const OPTIMIZED_STORAGE = { ...base, id: "optimized-storage", name: trName("Optimized Storage", "Оптимальные запасы"), kind: "status-phase", params: { food: 3, wood: 3, ore: 3 }, effectId: "optimized-storage", text: "Have at least 3 food, 3 wood and 3 ore." } as const satisfies O;
const ORE_SUPPLIES = { ...base, id: "ore-supplies", name: trName("Ore Supplies", "Запасы руды"), kind: "status-phase", payment: { resource: "ore", minimum: 5, pay: 2 }, params: {}, effectId: "resource-payment", text: "Have at least 5 ore and pay 2 of it." } as const satisfies O;
const OUTPOST = { ...base, id: "outpost", name: trName("Outpost", "Аванпост"), kind: "status-phase", params: { unit: "army", minHexes: 3 }, effectId: "units-away-from-cities", text: "Have army units on at least 3 hexes that are neither your cities nor adjacent to them." } as const satisfies O;
const RELIGIOUS_FERVOR = { ...base, id: "religious-fervor", name: trName("Religious Fervor", "Религиозный пыл"), kind: "status-phase", params: { building: "temple" }, effectId: "building-lead", text: "Have more cities with a Temple than every other player." } as const satisfies O;
const RESISTANCE = { ...base, id: "resistance", name: trName("Resistance", "Сопротивление"), kind: "instant", params: { minBarbarianLosses: 2 }, effectId: "resistance", text: "Win a battle for a city against barbarians in which they lose at least 2 units." } as const satisfies O;
const SCAVENGER = { ...base, id: "scavenger", name: trName("Scavenger", "Мародёр"), kind: "instant", params: {}, effectId: "scavenger", text: "Destroy an enemy settler or ship that could have formed a trade route for its owner from that hex." } as const satisfies O;
const SCIENCE_FOCUS = { ...base, id: "science-focus", name: trName("Science Focus", "Научный уклон"), kind: "status-phase", params: { category: "science" }, effectId: "category-complete", text: "Own all four Science advances." } as const satisfies O;
const SCIENTIFIC_LEAD = { ...base, id: "scientific-lead", name: trName("Scientific Lead", "Научное лидерство"), kind: "status-phase", params: { building: "academy" }, effectId: "building-lead", text: "Have more cities with an Academy than every other player." } as const satisfies O;
const SEA_BLOCKADE = { ...base, id: "sea-blockade", name: trName("Sea Blockade", "Морская блокада"), kind: "status-phase", params: { minUnits: 2 }, effectId: "sea-blockade", text: "Have units on the port hexes of at least 2 other players' cities." } as const satisfies O;
const SEA_CLEANSING = { ...base, id: "sea-cleansing", name: trName("Sea Cleansing", "Очистка морей"), kind: "instant", params: { pirateBattlesWon: 2 }, effectId: "sea-cleansing", text: "Win a second sea battle against pirates in the same turn." } as const satisfies O;
const SEAFARERS = { ...base, id: "seafarers", name: trName("Seafarers", "Мореплаватели"), kind: "status-phase", params: { category: "seafaring" }, effectId: "category-complete", text: "Own all four Seafaring advances." } as const satisfies O;
const SHIPPING_ROUTES = { ...base, id: "shipping-routes", name: trName("Shipping Routes", "Морские пути"), kind: "status-phase", notTogetherWith: ["trade-power"], params: { minRoutes: 2 }, effectId: "shipping-routes", text: "Be able to form at least 2 trade routes using ships only." } as const satisfies O;
const STANDING_ARMY = { ...base, id: "standing-army", name: trName("Standing Army", "Постоянная армия"), kind: "status-phase", notTogetherWith: ["military-might"], params: { minCities: 4 }, effectId: "standing-army", text: "Have army units in at least 4 of your cities." } as const satisfies O;
const STAR_GAZERS = { ...base, id: "star-gazers", name: trName("Star Gazers", "Звездочёты"), kind: "status-phase", params: { building: "observatory" }, effectId: "building-lead", text: "Have more cities with an Observatory than every other player." } as const satisfies O;
const TERROR_REGIME = { ...base, id: "terror-regime", name: trName("Terror Regime", "Режим террора"), kind: "instant", automatic: true, params: { minAngryCities: 4 }, effectId: "terror-regime", text: "Completed at once when at least 4 of your cities are Angry." } as const satisfies O;
const THREAT = { ...base, id: "threat", name: trName("Threat", "Угроза"), kind: "status-phase", params: { minArmyUnits: 4 }, effectId: "threat", text: "Have at least 4 army units next to other players' cities." } as const satisfies O;
const TRADE_FOCUS = { ...base, id: "trade-focus", name: trName("Trade Focus", "Торговый уклон"), kind: "status-phase", params: { category: "economy" }, effectId: "category-complete", text: "Own all four Economy advances." } as const satisfies O;
const TRADE_POWER = { ...base, id: "trade-power", name: trName("Trade Power", "Торговая мощь"), kind: "status-phase", notTogetherWith: ["shipping-routes"], params: { minRoutes: 3 }, effectId: "trade-power", text: "Be able to form at least 3 trade routes." } as const satisfies O;
const TRADERS = { ...base, id: "traders", name: trName("Traders", "Торговцы"), kind: "status-phase", params: { building: "market" }, effectId: "building-lead", text: "Have more cities with a Market than every other player." } as const satisfies O;
const TRAMPLE = { ...base, id: "trample", name: trName("Trample", "Натиск"), kind: "instant", params: {}, effectId: "trample", text: "Win a land battle as attacker with at least one of your cavalry or elephants surviving." } as const satisfies O;
const VERSATILITY = { ...base, id: "versatility", name: trName("Versatility", "Разносторонность"), kind: "status-phase", params: { unitTypes: 6 }, effectId: "versatility", text: "Have at least one unit of each of the 6 unit types on the map." } as const satisfies O;
const WARMONGER = { ...base, id: "warmonger", name: trName("Warmonger", "Поджигатель войны"), kind: "instant", params: { minBattles: 2 }, effectId: "warmonger", text: "In one turn, fight land battles on at least 2 different hexes and win at least one." } as const satisfies O;
const WEALTH = { ...base, id: "wealth", name: trName("Wealth", "Богатство"), kind: "status-phase", payment: { resource: "gold", minimum: 5, pay: 2 }, params: {}, effectId: "resource-payment", text: "Have at least 5 gold and pay 2 of it." } as const satisfies O;
const WOOD_SUPPLIES = { ...base, id: "wood-supplies", name: trName("Wood Supplies", "Запасы дерева"), kind: "status-phase", payment: { resource: "wood", minimum: 5, pay: 2 }, params: {}, effectId: "resource-payment", text: "Have at least 5 wood and pay 2 of it." } as const satisfies O;

/** The 66 distinct objectives, alphabetical. */
export const OBJECTIVES = [
  ADVANCED_CULTURE, AGGRESSOR, ARCHITECTURE, BARBARIAN_CONQUEST, BOLD, BRUTUS, CITY_FOUNDER, CITY_PLANNER,
  COASTAL_CULTURE, COLONY, CONQUEROR, CONSULATE, CULTURE_FOCUS, CULTURE_POWER, DEFIANCE, DIVERSIFIED_RESEARCH,
  DRAFT, EDUCATION_LEAD, EUREKA, EXPANSIONIST, FOOD_SUPPLIES, FORTIFICATIONS, GENERAL, GOAL_FOCUSED, GOVERNMENT,
  GREAT_BATTLE, GREAT_COMMANDER, HAPPY_POPULATION, HIGH_CULTURE, HORSE_POWER, IVORY_TOWER, LARGE_ARMY,
  LARGE_CIVILIZATION, LARGE_FLEET, LEGACY, LEGENDARY_BATTLE, MAGNIFICENT_CULTURE, METROPOLIS, MIGRATION,
  MILITARIZED, MILITARY_MIGHT, NAVAL_ASSAULT, OPTIMIZED_STORAGE, ORE_SUPPLIES, OUTPOST, RELIGIOUS_FERVOR,
  RESISTANCE, SCAVENGER, SCIENCE_FOCUS, SCIENTIFIC_LEAD, SEA_BLOCKADE, SEA_CLEANSING, SEAFARERS, SHIPPING_ROUTES,
  STANDING_ARMY, STAR_GAZERS, TERROR_REGIME, THREAT, TRADE_FOCUS, TRADE_POWER, TRADERS, TRAMPLE, VERSATILITY,
  WARMONGER, WEALTH, WOOD_SUPPLIES,
] as const satisfies readonly ObjectiveDef[];

/** One entry per physical card: [top objective, bottom objective]. */
export const OBJECTIVE_CARDS = [
  { id: "large-civilization-or-draft", number: 1, expansion: false, objectives: [LARGE_CIVILIZATION, DRAFT] },
  { id: "scientific-lead-or-conqueror", number: 2, expansion: false, objectives: [SCIENTIFIC_LEAD, CONQUEROR] },
  { id: "coastal-culture-or-warmonger", number: 3, expansion: false, objectives: [COASTAL_CULTURE, WARMONGER] },
  { id: "advanced-culture-or-warmonger", number: 4, expansion: false, objectives: [ADVANCED_CULTURE, WARMONGER] },
  { id: "religious-fervor-or-general", number: 5, expansion: false, objectives: [RELIGIOUS_FERVOR, GENERAL] },
  { id: "city-planner-or-great-battle", number: 6, expansion: false, objectives: [CITY_PLANNER, GREAT_BATTLE] },
  { id: "eureka-or-defiance", number: 7, expansion: false, objectives: [EUREKA, DEFIANCE] },
  { id: "happy-population-or-conqueror", number: 8, expansion: false, objectives: [HAPPY_POPULATION, CONQUEROR] },
  { id: "education-lead-or-sea-blockade", number: 9, expansion: false, objectives: [EDUCATION_LEAD, SEA_BLOCKADE] },
  { id: "optimized-storage-or-naval-assault", number: 10, expansion: false, objectives: [OPTIMIZED_STORAGE, NAVAL_ASSAULT] },
  { id: "wealth-or-large-fleet", number: 11, expansion: false, objectives: [WEALTH, LARGE_FLEET] },
  { id: "ore-supplies-or-large-army", number: 12, expansion: false, objectives: [ORE_SUPPLIES, LARGE_ARMY] },
  { id: "wood-supplies-or-fortifications", number: 13, expansion: false, objectives: [WOOD_SUPPLIES, FORTIFICATIONS] },
  { id: "food-supplies-or-standing-army", number: 14, expansion: false, objectives: [FOOD_SUPPLIES, STANDING_ARMY] },
  { id: "architecture-or-militarized", number: 15, expansion: false, objectives: [ARCHITECTURE, MILITARIZED] },
  { id: "goal-focused-or-bold", number: 16, expansion: false, objectives: [GOAL_FOCUSED, BOLD] },
  { id: "colony-or-threat", number: 17, expansion: false, objectives: [COLONY, THREAT] },
  { id: "culture-focus-or-legendary-battle", number: 18, expansion: false, objectives: [CULTURE_FOCUS, LEGENDARY_BATTLE] },
  { id: "consulate-or-great-battle", number: 19, expansion: false, objectives: [CONSULATE, GREAT_BATTLE] },
  { id: "science-focus-or-naval-assault", number: 20, expansion: false, objectives: [SCIENCE_FOCUS, NAVAL_ASSAULT] },
  { id: "trade-focus-or-scavenger", number: 21, expansion: false, objectives: [TRADE_FOCUS, SCAVENGER] },
  { id: "metropolis-or-general", number: 22, expansion: false, objectives: [METROPOLIS, GENERAL] },
  { id: "seafarers-or-aggressor", number: 23, expansion: false, objectives: [SEAFARERS, AGGRESSOR] },
  { id: "government-or-barbarian-conquest", number: 24, expansion: false, objectives: [GOVERNMENT, BARBARIAN_CONQUEST] },
  { id: "government-or-aggressor", number: 25, expansion: false, objectives: [GOVERNMENT, AGGRESSOR] },
  { id: "expansionist-or-military-might", number: 26, expansion: false, objectives: [EXPANSIONIST, MILITARY_MIGHT] },
  { id: "city-founder-or-resistance", number: 27, expansion: false, objectives: [CITY_FOUNDER, RESISTANCE] },
  { id: "trade-power-or-resistance", number: 28, expansion: false, objectives: [TRADE_POWER, RESISTANCE] },
  { id: "shipping-routes-or-terror-regime", number: 29, expansion: false, objectives: [SHIPPING_ROUTES, TERROR_REGIME] },
  { id: "diversified-research-or-bold", number: 30, expansion: false, objectives: [DIVERSIFIED_RESEARCH, BOLD] },
  { id: "culture-power-or-barbarian-conquest", number: 31, expansion: false, objectives: [CULTURE_POWER, BARBARIAN_CONQUEST] },
  { id: "magnificent-culture-or-outpost", number: 32, expansion: false, objectives: [MAGNIFICENT_CULTURE, OUTPOST] },
  { id: "star-gazers-or-horse-power", number: 33, expansion: true, objectives: [STAR_GAZERS, HORSE_POWER] },
  { id: "traders-or-great-commander", number: 34, expansion: true, objectives: [TRADERS, GREAT_COMMANDER] },
  { id: "versatility-or-brutus", number: 35, expansion: true, objectives: [VERSATILITY, BRUTUS] },
  { id: "legacy-or-ivory-tower", number: 36, expansion: true, objectives: [LEGACY, IVORY_TOWER] },
  { id: "migration-or-trample", number: 37, expansion: true, objectives: [MIGRATION, TRAMPLE] },
  { id: "high-culture-or-sea-cleansing", number: 38, expansion: true, objectives: [HIGH_CULTURE, SEA_CLEANSING] },
] as const satisfies readonly ObjectiveCardDef[];

export type ObjectiveCardId = (typeof OBJECTIVE_CARDS)[number]["id"];

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const objectivesCovered: Equal<(typeof OBJECTIVES)[number]["id"], ObjectiveId> = true;
void objectivesCovered;
