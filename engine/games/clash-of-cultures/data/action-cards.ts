/**
 * Action cards: 42 cards (L1122-1134, component list), each with an upper action half (used outside battle,
 * L1126-1130) and a lower tactics half (one card per side per combat round, needs Tactics, L1235-1256).
 * 21 action halves, each printed on two "sister" cards (numbers 2k-1 and 2k); 16 tactics halves.
 * Card list and effects from the content catalog §4 (the seed prints only Peltasts, L1247-1256).
 * Where the catalog notes a code/text mismatch, the card text is used.
 */
import type { ActionCardDef, ActionHalfDef, ActionTypeId, TacticsHalfDef, TacticsId } from "./types.ts";
import { NO_COST, fixedCost, inferredName, seedName, trName } from "./types.ts";

const CULTURE_1 = fixedCost({ culture: 1 }, false);

// ---------------------------------------------------------------------------
// Action (upper) halves
// ---------------------------------------------------------------------------

const QUICK_ADVANCE = {
  id: "quick-advance", name: trName("Quick Advance", "Быстрый прогресс"), timing: "free-action", cost: CULTURE_1,
  needsWonBattleThisTurn: null, conditionId: "advance-available", params: { advances: 1 }, effectId: "quick-advance",
  text: "Gain 1 advance you are allowed to take, without paying for it and without using an event-tracker cube.",
} as const satisfies ActionHalfDef;

const INSPIRATION = {
  id: "inspiration", name: trName("Inspiration", "Вдохновение"), timing: "free-action", cost: NO_COST,
  needsWonBattleThisTurn: null, conditionId: "neighbour-owns-takeable-advance", params: { range: 2 },
  effectId: "inspiration",
  text: "Gain for free an advance owned by another player who has a unit or city within 2 hexes of one of yours.",
} as const satisfies ActionHalfDef;

const HERO_GENERAL = {
  id: "hero-general", name: trName("Hero General", "Герой-полководец"), timing: "free-action", cost: NO_COST,
  needsWonBattleThisTurn: "land", conditionId: "won-land-battle-and-non-happy-city",
  params: { moodSteps: 1, extraStepMoodCost: 1 }, effectId: "hero-general",
  text: "After winning a land battle this turn: raise one city's mood by a step, then you may pay 1 mood token to raise a city by one more step.",
} as const satisfies ActionHalfDef;

const SPY = {
  id: "spy", name: trName("Spy", "Шпион"), timing: "action", cost: CULTURE_1,
  needsWonBattleThisTurn: null, conditionId: "opponent-has-cards", params: {}, effectId: "spy",
  text: "Look at another player's wonder, action and objective cards; you may swap one of your cards for one of theirs of the same kind.",
} as const satisfies ActionHalfDef;

const IDEAS = {
  id: "ideas", name: trName("Ideas", "Идеи"), timing: "free-action", cost: NO_COST,
  needsWonBattleThisTurn: null, conditionId: "owns-academy", params: { ideasPerAcademy: 1 }, effectId: "ideas",
  text: "Gain 1 idea for each of your cities with an Academy.",
} as const satisfies ActionHalfDef;

const GREAT_IDEAS = {
  id: "great-ideas", name: trName("Great Ideas", "Великие идеи"), timing: "free-action", cost: NO_COST,
  needsWonBattleThisTurn: "land", conditionId: "won-land-battle", params: { ideas: 2 }, effectId: "great-ideas",
  text: "After winning a land battle (or capturing a city) this turn: gain 2 ideas.",
} as const satisfies ActionHalfDef;

const MERCENARIES = {
  id: "mercenaries", name: trName("Mercenaries", "Наёмники"), timing: "action",
  cost: { fixed: {}, flexible: [{ count: 1, from: ["food", "wood", "ore", "gold", "culture"] }], goldSubstitutes: false, per: "army" },
  needsWonBattleThisTurn: null, conditionId: "barbarian-army-in-range", params: { range: 2, hexesMoved: 1 },
  effectId: "mercenaries",
  text: "For 1 resource or culture token per army, move any barbarian armies within 2 hexes of your army units one hex each; entering a hex with units or a city starts a battle.",
} as const satisfies ActionHalfDef;

const CULTURAL_TAKEOVER = {
  id: "cultural-takeover", name: inferredName("Cultural Takeover", "Культурное превосходство"), timing: "free-action",
  cost: NO_COST, needsWonBattleThisTurn: null, conditionId: "size-1-barbarian-city-in-range", params: { maxCitySize: 1 },
  effectId: "cultural-takeover",
  text: "Your next Influence Culture may target a size-1 barbarian city; on success it becomes yours, its barbarians are removed and you gain a settler or infantry there.",
} as const satisfies ActionHalfDef;

const CITY_DEVELOPMENT = {
  id: "city-development", name: trName("City Development", "Развитие города"), timing: "action", cost: CULTURE_1,
  needsWonBattleThisTurn: null, conditionId: "can-construct", params: {}, effectId: "city-development",
  text: "Construct one building without paying its resource cost.",
} as const satisfies ActionHalfDef;

const PRODUCTION_FOCUS = {
  id: "production-focus", name: inferredName("Production Focus", "Концентрация"), timing: "free-action", cost: NO_COST,
  needsWonBattleThisTurn: null, conditionId: "can-collect", params: {}, effectId: "production-focus",
  text: "Your next Collect may take the same hex several times (the number of resources is unchanged). Not with Mass Production.",
} as const satisfies ActionHalfDef;

const EXPLORER = {
  id: "explorer", name: trName("Explorer", "Исследователь"), timing: "action", cost: CULTURE_1,
  needsWonBattleThisTurn: null, conditionId: "unexplored-region-next-to-own-city-region", params: { freeSettlers: 1 },
  effectId: "explorer",
  text: "Reveal an unexplored region next to a region with one of your cities, and/or gain 1 free settler in one of your cities.",
} as const satisfies ActionHalfDef;

const NEGOTIATIONS = {
  id: "negotiations", name: trName("Negotiations", "Переговоры"), timing: "free-action", cost: CULTURE_1,
  needsWonBattleThisTurn: null, conditionId: "start-of-turn", params: {}, effectId: "negotiations",
  text: "Only at the start of your turn. Choose a player: this turn you may not move into their units or cities, and on their next turn they may not move into yours.",
} as const satisfies ActionHalfDef;

const LEADERSHIP = {
  id: "leadership", name: trName("Leadership", "Лидерство"), timing: "free-action", cost: CULTURE_1,
  needsWonBattleThisTurn: null, conditionId: "always", params: { extraActions: 1 }, effectId: "leadership",
  text: "Gain 1 extra action.",
} as const satisfies ActionHalfDef;

const ASSASSINATION = {
  id: "assassination", name: trName("Assassination", "Покушение"), timing: "free-action", cost: CULTURE_1,
  needsWonBattleThisTurn: null, conditionId: "opponent-not-targeted", params: { actionsLost: 1 },
  effectId: "assassination",
  text: "Choose another player: they have 1 action less on their next turn.",
} as const satisfies ActionHalfDef;

const MASS_PRODUCTION = {
  id: "mass-production", name: inferredName("Mass Production", "Массовый сбор"), timing: "free-action", cost: NO_COST,
  needsWonBattleThisTurn: null, conditionId: "can-collect", params: { extraHexes: 2 }, effectId: "mass-production",
  text: "Your next Collect may use 2 more hexes than usual. Not with Production Focus.",
} as const satisfies ActionHalfDef;

const NEW_PLANS = {
  id: "new-plans", name: trName("New Plans", "Новые планы"), timing: "action", cost: CULTURE_1,
  needsWonBattleThisTurn: null, conditionId: "holds-objective-card", params: { draw: 2, keep: 1 }, effectId: "new-plans",
  text: "Draw 2 objective cards; you may keep one of them by discarding an objective card from your hand. The rest return to the deck, which is shuffled.",
} as const satisfies ActionHalfDef;

const SYNERGIES = {
  id: "synergies", name: trName("Synergies", "Синергия"), timing: "action", cost: NO_COST,
  needsWonBattleThisTurn: null, conditionId: "two-affordable-advances-in-a-category", params: { advances: 2 },
  effectId: "synergies",
  text: "Gain 2 advances of the same category, paying the normal price for each, without using event-tracker cubes.",
} as const satisfies ActionHalfDef;

const TEACH_US = {
  id: "teach-us", name: seedName("Teach Us", "Научите нас!"), timing: "reaction", cost: NO_COST,
  needsWonBattleThisTurn: null, conditionId: "just-captured-city", params: { advances: 1 }, effectId: "teach-us",
  text: "Right after you capture a city: take for free one advance its former owner has.",
} as const satisfies ActionHalfDef;

const MILITIA = {
  id: "militia", name: trName("Militia", "Ополчение"), timing: "free-action", cost: CULTURE_1,
  needsWonBattleThisTurn: null, conditionId: "infantry-and-room", params: { infantry: 1 }, effectId: "militia",
  text: "Gain 1 infantry in one of your cities.",
} as const satisfies ActionHalfDef;

const TECHNOLOGY_TRADE = {
  id: "technology-trade", name: trName("Technology Trade", "Обмен технологиями"), timing: "free-action", cost: NO_COST,
  needsWonBattleThisTurn: null, conditionId: "neighbour-owns-takeable-advance", params: { range: 2 },
  effectId: "technology-trade",
  text: "Choose a player within 2 hexes of your units or cities: you gain one of their advances for free, then they gain one of yours for free.",
} as const satisfies ActionHalfDef;

const NEW_IDEAS = {
  id: "new-ideas", name: trName("New Ideas", "Новые идеи"), timing: "action", cost: NO_COST,
  needsWonBattleThisTurn: null, conditionId: "can-afford-advance", params: { ideas: 2 }, effectId: "new-ideas",
  text: "Gain 1 advance paying its normal price (no event-tracker cube), then gain 2 ideas.",
} as const satisfies ActionHalfDef;

export const ACTION_HALVES = [
  QUICK_ADVANCE, INSPIRATION, HERO_GENERAL, SPY, IDEAS, GREAT_IDEAS, MERCENARIES, CULTURAL_TAKEOVER,
  CITY_DEVELOPMENT, PRODUCTION_FOCUS, EXPLORER, NEGOTIATIONS, LEADERSHIP, ASSASSINATION, MASS_PRODUCTION,
  NEW_PLANS, SYNERGIES, TEACH_US, MILITIA, TECHNOLOGY_TRADE, NEW_IDEAS,
] as const satisfies readonly ActionHalfDef[];

// ---------------------------------------------------------------------------
// Tactics (lower) halves
// ---------------------------------------------------------------------------

const PELTASTS = {
  id: "peltasts", name: seedName("Peltasts", "Пельтасты"), role: "both", fighters: ["army"], location: null,
  extraConditionId: null, timing: "reveal", target: "self", cost: NO_COST,
  params: { diceBasis: "own-army-units", successMin: 5, hitCancels: 1 }, effectId: "peltasts",
  text: "Roll one die per army unit you have in the battle; if any shows 5 or 6, cancel 1 enemy hit this round.",
} as const satisfies TacticsHalfDef;

const ENCIRCLED = {
  id: "encircled", name: trName("Encircled", "Окружение"), role: "both", fighters: ["army"], location: null,
  extraConditionId: null, timing: "after-roll", target: "opponent", cost: NO_COST,
  params: { successMin: 5, extraHits: 1 }, effectId: "encircled",
  text: "After the roll, if the opponent loses at least as many units as you this round: roll a die, on 5 or 6 add 1 hit that cannot be cancelled.",
} as const satisfies TacticsHalfDef;

const WEDGE_FORMATION = {
  id: "wedge-formation", name: trName("Wedge Formation", "Клин"), role: "attacker", fighters: ["army"], location: null,
  extraConditionId: null, timing: "reveal", target: "self", cost: NO_COST,
  params: { combatValuePerDefendingUnit: 1 }, effectId: "wedge-formation",
  text: "+1 combat value for each defending unit in the battle.",
} as const satisfies TacticsHalfDef;

const HIGH_MORALE = {
  id: "high-morale", name: trName("High Morale", "Высокий боевой дух"), role: "both", fighters: [], location: null,
  extraConditionId: null, timing: "reveal", target: "self", cost: NO_COST,
  params: { combatValue: 2 }, effectId: "high-morale",
  text: "+2 combat value.",
} as const satisfies TacticsHalfDef;

const HEAVY_RESISTANCE = {
  id: "heavy-resistance", name: trName("Heavy Resistance", "Упорное сопротивление"), role: "defender", fighters: [],
  location: null, extraConditionId: null, timing: "reveal", target: "opponent", cost: NO_COST,
  params: { combatValuePerAttackingUnit: -1 }, effectId: "heavy-resistance",
  text: "The attacker gets -1 combat value for each attacking unit.",
} as const satisfies TacticsHalfDef;

const HIGH_GROUND = {
  id: "high-ground", name: trName("High Ground", "Господствующая высота"), role: "both", fighters: [], location: "land",
  extraConditionId: "defending-or-target-not-city", timing: "reveal", target: "opponent", cost: NO_COST,
  params: {}, effectId: "high-ground",
  text: "Land battle where you defend or the hex is not a city: the opponent's die symbols have no effect this round.",
} as const satisfies TacticsHalfDef;

const SURPRISE = {
  id: "surprise", name: trName("Surprise", "Внезапность"), role: "both", fighters: [], location: null,
  extraConditionId: null, timing: "reveal-and-after-roll", target: "self", cost: NO_COST,
  params: { combatValue: 1, drawActionCardsIfHit: 1 }, effectId: "surprise",
  text: "+1 combat value; if you score at least 1 hit this round, draw 1 action card.",
} as const satisfies TacticsHalfDef;

const SIEGE = {
  id: "siege", name: trName("Siege", "Осада"), role: "attacker", fighters: ["army"], location: "city",
  extraConditionId: null, timing: "reveal", target: "opponent", cost: NO_COST,
  params: { combatValue: 1, defenderFoodToKeepAbilities: 2 }, effectId: "siege",
  text: "+1 combat value. The defender's die symbols have no effect this round unless they pay 2 food.",
} as const satisfies TacticsHalfDef;

const FOR_THE_PEOPLE = {
  id: "for-the-people", name: trName("For the People", "За народ"), role: "defender", fighters: [], location: "city",
  extraConditionId: null, timing: "reveal", target: "self", cost: NO_COST,
  params: { extraDice: 1 }, effectId: "for-the-people",
  text: "Defending a city: +1 die.",
} as const satisfies TacticsHalfDef;

const IMPROVED_DEFENSES = {
  id: "improved-defenses", name: trName("Improved Defenses", "Укреплённая оборона"), role: "defender", fighters: [],
  location: "city", extraConditionId: null, timing: "reveal", target: "self", cost: NO_COST,
  params: { hitCancels: 1 }, effectId: "improved-defenses",
  text: "Defending a city: cancel 1 enemy hit.",
} as const satisfies TacticsHalfDef;

const TACTICAL_RETREAT = {
  id: "tactical-retreat", name: trName("Tactical Retreat", "Тактическое отступление"), role: "defender",
  fighters: ["army"], location: null, extraConditionId: "adjacent-land-hex-without-enemies", timing: "reveal",
  target: "self", cost: NO_COST, params: {}, effectId: "tactical-retreat",
  text: "Withdraw all your units to an adjacent land hex without enemies; the battle ends and the attacker wins the hex.",
} as const satisfies TacticsHalfDef;

const DEFENSIVE_FORMATION = {
  id: "defensive-formation", name: trName("Defensive Formation", "Оборонительное построение"), role: "defender",
  fighters: [], location: null, extraConditionId: null, timing: "reveal", target: "self", cost: NO_COST,
  params: { extraDice: 1 }, effectId: "defensive-formation",
  text: "+1 die.",
} as const satisfies TacticsHalfDef;

const SCOUT = {
  id: "scout", name: trName("Scout", "Разведчик"), role: "both", fighters: [], location: null,
  extraConditionId: null, timing: "reveal", target: "opponent", cost: NO_COST,
  params: {}, effectId: "scout",
  text: "Cancel the opponent's tactics card and take it into your hand.",
} as const satisfies TacticsHalfDef;

const MARTYR = {
  id: "martyr", name: trName("Martyr", "Мученик"), role: "both", fighters: ["army", "ship"], location: null,
  extraConditionId: null, timing: "reveal", target: "opponent", cost: NO_COST,
  params: { ownSacrifice: 1, enemySacrifice: 1 }, effectId: "martyr",
  text: "Before the dice, sacrifice 1 of your units; the opponent must remove 1 of theirs and their tactics card is cancelled.",
} as const satisfies TacticsHalfDef;

const ARCHERS = {
  id: "archers", name: trName("Archers", "Лучники"), role: "both", fighters: ["army"], location: null,
  extraConditionId: null, timing: "reveal", target: "opponent", cost: NO_COST,
  params: { successMin: 5, kills: 1 }, effectId: "archers",
  text: "Roll a die: on 5 or 6 the opponent removes 1 of their units before the dice are rolled.",
} as const satisfies TacticsHalfDef;

const FLANKING = {
  id: "flanking", name: trName("Flanking", "Фланговый удар"), role: "attacker", fighters: [], location: null,
  extraConditionId: null, timing: "reveal", target: "self", cost: NO_COST,
  params: { extraDice: 1 }, effectId: "flanking",
  text: "Attacking: +1 die.",
} as const satisfies TacticsHalfDef;

export const TACTICS_HALVES = [
  PELTASTS, ENCIRCLED, WEDGE_FORMATION, HIGH_MORALE, HEAVY_RESISTANCE, HIGH_GROUND, SURPRISE, SIEGE,
  FOR_THE_PEOPLE, IMPROVED_DEFENSES, TACTICAL_RETREAT, DEFENSIVE_FORMATION, SCOUT, MARTYR, ARCHERS, FLANKING,
] as const satisfies readonly TacticsHalfDef[];

// ---------------------------------------------------------------------------
// The 42 physical cards
// ---------------------------------------------------------------------------

export const ACTION_CARDS = [
  { id: "quick-advance-1", number: 1, typeId: "quick-advance", action: QUICK_ADVANCE, tactics: PELTASTS },
  { id: "quick-advance-2", number: 2, typeId: "quick-advance", action: QUICK_ADVANCE, tactics: ENCIRCLED },
  { id: "inspiration-1", number: 3, typeId: "inspiration", action: INSPIRATION, tactics: ENCIRCLED },
  { id: "inspiration-2", number: 4, typeId: "inspiration", action: INSPIRATION, tactics: PELTASTS },
  { id: "hero-general-1", number: 5, typeId: "hero-general", action: HERO_GENERAL, tactics: WEDGE_FORMATION },
  { id: "hero-general-2", number: 6, typeId: "hero-general", action: HERO_GENERAL, tactics: HIGH_MORALE },
  { id: "spy-1", number: 7, typeId: "spy", action: SPY, tactics: HEAVY_RESISTANCE },
  { id: "spy-2", number: 8, typeId: "spy", action: SPY, tactics: HIGH_MORALE },
  { id: "ideas-1", number: 9, typeId: "ideas", action: IDEAS, tactics: HIGH_GROUND },
  { id: "ideas-2", number: 10, typeId: "ideas", action: IDEAS, tactics: SURPRISE },
  { id: "great-ideas-1", number: 11, typeId: "great-ideas", action: GREAT_IDEAS, tactics: SIEGE },
  { id: "great-ideas-2", number: 12, typeId: "great-ideas", action: GREAT_IDEAS, tactics: HIGH_GROUND },
  { id: "mercenaries-1", number: 13, typeId: "mercenaries", action: MERCENARIES, tactics: FOR_THE_PEOPLE },
  { id: "mercenaries-2", number: 14, typeId: "mercenaries", action: MERCENARIES, tactics: HEAVY_RESISTANCE },
  { id: "cultural-takeover-1", number: 15, typeId: "cultural-takeover", action: CULTURAL_TAKEOVER, tactics: HEAVY_RESISTANCE },
  { id: "cultural-takeover-2", number: 16, typeId: "cultural-takeover", action: CULTURAL_TAKEOVER, tactics: IMPROVED_DEFENSES },
  { id: "city-development-1", number: 17, typeId: "city-development", action: CITY_DEVELOPMENT, tactics: TACTICAL_RETREAT },
  { id: "city-development-2", number: 18, typeId: "city-development", action: CITY_DEVELOPMENT, tactics: PELTASTS },
  { id: "production-focus-1", number: 19, typeId: "production-focus", action: PRODUCTION_FOCUS, tactics: TACTICAL_RETREAT },
  { id: "production-focus-2", number: 20, typeId: "production-focus", action: PRODUCTION_FOCUS, tactics: PELTASTS },
  { id: "explorer-1", number: 21, typeId: "explorer", action: EXPLORER, tactics: ENCIRCLED },
  { id: "explorer-2", number: 22, typeId: "explorer", action: EXPLORER, tactics: DEFENSIVE_FORMATION },
  { id: "negotiations-1", number: 23, typeId: "negotiations", action: NEGOTIATIONS, tactics: SCOUT },
  { id: "negotiations-2", number: 24, typeId: "negotiations", action: NEGOTIATIONS, tactics: MARTYR },
  { id: "leadership-1", number: 25, typeId: "leadership", action: LEADERSHIP, tactics: HIGH_GROUND },
  { id: "leadership-2", number: 26, typeId: "leadership", action: LEADERSHIP, tactics: ARCHERS },
  { id: "assassination-1", number: 27, typeId: "assassination", action: ASSASSINATION, tactics: HIGH_GROUND },
  { id: "assassination-2", number: 28, typeId: "assassination", action: ASSASSINATION, tactics: ARCHERS },
  { id: "mass-production-1", number: 29, typeId: "mass-production", action: MASS_PRODUCTION, tactics: DEFENSIVE_FORMATION },
  { id: "mass-production-2", number: 30, typeId: "mass-production", action: MASS_PRODUCTION, tactics: ENCIRCLED },
  { id: "new-plans-1", number: 31, typeId: "new-plans", action: NEW_PLANS, tactics: FLANKING },
  { id: "new-plans-2", number: 32, typeId: "new-plans", action: NEW_PLANS, tactics: HIGH_MORALE },
  { id: "synergies-1", number: 33, typeId: "synergies", action: SYNERGIES, tactics: DEFENSIVE_FORMATION },
  { id: "synergies-2", number: 34, typeId: "synergies", action: SYNERGIES, tactics: ARCHERS },
  { id: "teach-us-1", number: 35, typeId: "teach-us", action: TEACH_US, tactics: DEFENSIVE_FORMATION },
  { id: "teach-us-2", number: 36, typeId: "teach-us", action: TEACH_US, tactics: ARCHERS },
  { id: "militia-1", number: 37, typeId: "militia", action: MILITIA, tactics: WEDGE_FORMATION },
  { id: "militia-2", number: 38, typeId: "militia", action: MILITIA, tactics: HIGH_MORALE },
  { id: "technology-trade-1", number: 39, typeId: "technology-trade", action: TECHNOLOGY_TRADE, tactics: SURPRISE },
  { id: "technology-trade-2", number: 40, typeId: "technology-trade", action: TECHNOLOGY_TRADE, tactics: HIGH_GROUND },
  { id: "new-ideas-1", number: 41, typeId: "new-ideas", action: NEW_IDEAS, tactics: HIGH_MORALE },
  { id: "new-ideas-2", number: 42, typeId: "new-ideas", action: NEW_IDEAS, tactics: FLANKING },
] as const satisfies readonly ActionCardDef[];

export type ActionCardId = (typeof ACTION_CARDS)[number]["id"];

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const actionTypesCovered: Equal<(typeof ACTION_HALVES)[number]["id"], ActionTypeId> = true;
const tacticsCovered: Equal<(typeof TACTICS_HALVES)[number]["id"], TacticsId> = true;
void actionTypesCovered;
void tacticsCovered;
