/**
 * Event cards: 38 base + 20 Civilizations-expansion cards (component list; L1399-1447).
 * Resolution: the card's symbol (base effect) first, for the drawing player only, even if the main effect
 * cannot apply; then the main text, for the drawer or for all players clockwise from the drawer (L1409, L1419).
 * Protection advances cancel only the main effect. "Great …" persons are taken into hand (L1999).
 * Card list from the content catalog §6 (ids 1-38 base, 39-58 expansion — the catalog's inference, consistent
 * with the pirate symbol and the expansion components they use). Where the catalog notes code≠text,
 * the card text is followed (#2 two units, #17 three food, #53 Fire loses 1 wood).
 */
import type { EventCardDef, EventSymbolDef, GreatPersonDef, GreatPersonId } from "./types.ts";
import { fixedCost, inferredName, seedName, trName } from "./types.ts";

export const EVENT_SYMBOLS = [
  {
    id: "gold-mine", name: seedName("Gold Mine", "Золотая шахта"), expansion: false, params: { gold: 2 },
    text: "Gain 2 gold.", ref: "L1423, L2122-2124",
  },
  {
    id: "exhausted-land", name: seedName("Exhausted Land", "Истощённая земля"), expansion: false,
    params: { tokens: 6, hexMustBeEmpty: true },
    text: "Put an exhausted-land token on an empty (no units, no city) non-barren land hex next to one of your cities. Nobody may collect there or found a city there; Irrigation does not help.",
    ref: "L171, L1425-1433, L2128-2130",
  },
  {
    id: "barbarians-spawn", name: seedName("Barbarians Spawn", "Появление варваров"), expansion: false,
    params: { distanceFromOwnCity: 2, minDistanceFromOtherCities: 2 },
    text: "1) Place a barbarian settlement and 1 barbarian infantry on a free non-barren land hex exactly 2 land hexes from one of your cities (closer if impossible) and at least 2 from other players' cities. 2) Add 1 barbarian infantry to any barbarian settlement (cavalry or elephant instead if it already holds infantry).",
    ref: "L1449-1470, L2134-2138",
  },
  {
    id: "barbarians-move", name: seedName("Barbarians Move", "Перемещение варваров"), expansion: false,
    params: { range: 2 },
    text: "If no barbarian units are within 2 hexes of your cities, do only step 1 of Barbarians Spawn. Otherwise move every barbarian army within 2 hexes one hex toward your nearest city (battles happen at once), then add 1 barbarian unit to every barbarian settlement within 2 hexes of your cities.",
    ref: "L1472-1490, L2142-2146",
  },
  {
    id: "pirates", name: seedName("Pirates Spawn and Raid", "Появление пиратов и рейд"), expansion: true,
    params: { shipsPlaced: 2, raidLoss: 1 },
    text: "Place 2 pirate ships on sea hexes without player ships, one next to your city if possible (taking ships from the board if the supply is empty). Then every player with a city next to a pirate ship loses 1 resource or token, or else lowers the mood of such a city.",
    ref: "L1519-1531, L2150-2153",
  },
] as const satisfies readonly EventSymbolDef[];

const TAKE_GREAT_PERSON = { drawer: fixedCost({ culture: 1 }, false), others: fixedCost({ culture: 2 }, false) };

export const GREAT_PERSONS = [
  {
    id: "great-explorer", name: trName("Great Explorer", "Великий исследователь"), eventCardNumber: 18, timing: "action",
    freeAdvanceFrom: ["seafaring"], public: false, takeCost: TAKE_GREAT_PERSON, params: { cityFoodCost: 2 },
    effectId: "great-explorer",
    text: "Free Seafaring advance; then you may reveal an unexplored region next to a region with your city and found a city there for 2 food, without a settler.",
  },
  {
    id: "great-artist", name: trName("Great Artist", "Великий художник"), eventCardNumber: 19, timing: "action",
    freeAdvanceFrom: ["culture"], public: false, takeCost: TAKE_GREAT_PERSON, params: {}, effectId: "great-artist",
    text: "Free Culture advance; then make one of your cities Happy.",
  },
  {
    id: "great-prophet", name: trName("Great Prophet", "Великий пророк"), eventCardNumber: 20, timing: "action",
    freeAdvanceFrom: ["spirituality"], public: false, takeCost: TAKE_GREAT_PERSON, params: {}, effectId: "great-prophet",
    text: "Free Spirituality advance; then you may build a Temple in one of your cities without activating it (normal cost).",
  },
  {
    id: "great-philosopher", name: trName("Great Philosopher", "Великий философ"), eventCardNumber: 21, timing: "action",
    freeAdvanceFrom: ["education"], public: false, takeCost: TAKE_GREAT_PERSON, params: { ideas: 2 },
    effectId: "great-philosopher",
    text: "Free Education advance; then gain 2 ideas.",
  },
  {
    id: "great-scientist", name: trName("Great Scientist", "Великий учёный"), eventCardNumber: 22, timing: "action",
    freeAdvanceFrom: ["science"], public: false, takeCost: TAKE_GREAT_PERSON, params: { ideas: 1, actionCards: 1 },
    effectId: "great-scientist",
    text: "Free Science advance; then gain 1 idea and draw 1 action card.",
  },
  {
    id: "elder-statesman", name: trName("Elder Statesman", "Мудрый государственник"), eventCardNumber: 23, timing: "action",
    freeAdvanceFrom: ["democracy", "autocracy", "theocracy"], public: false, takeCost: TAKE_GREAT_PERSON,
    params: { actionCards: 2 }, effectId: "elder-statesman",
    text: "Free advance of a government category (one government only); then draw 2 action cards.",
  },
  {
    id: "great-warlord", name: trName("Great Warlord", "Великий военачальник"), eventCardNumber: 24, timing: "action",
    freeAdvanceFrom: ["warfare"], public: false, takeCost: TAKE_GREAT_PERSON, params: { combatValue: 2 },
    effectId: "great-warlord",
    text: "Free Warfare advance; then take a free Move action; in the first battle you start during it you get +2 combat value every round.",
  },
  {
    id: "great-merchant", name: trName("Great Merchant", "Великий торговец"), eventCardNumber: 25, timing: "action",
    freeAdvanceFrom: ["economy"], public: false, takeCost: TAKE_GREAT_PERSON, params: {}, effectId: "great-merchant",
    text: "Free Economy advance; then, if you own Trade Routes, collect its income now.",
  },
  {
    id: "great-engineer", name: trName("Great Engineer", "Великий инженер"), eventCardNumber: 26, timing: "action",
    freeAdvanceFrom: ["construction"], public: false, takeCost: TAKE_GREAT_PERSON, params: {}, effectId: "great-engineer",
    text: "Free Construction advance; then you may construct a building without spending an action or activating the city (normal cost).",
  },
  {
    id: "great-architect", name: trName("Great Architect", "Великий архитектор"), eventCardNumber: 55, timing: "free-action",
    freeAdvanceFrom: [], public: true, takeCost: TAKE_GREAT_PERSON, params: { cultureDiscount: 3 },
    effectId: "great-architect",
    text: "Kept face up. Build a wonder from your hand without its required advance (Engineering and a Happy city still needed), 3 culture tokens cheaper, without spending an action.",
  },
  {
    id: "great-athlete", name: trName("Great Athlete", "Великий атлет"), eventCardNumber: 56, timing: "action",
    freeAdvanceFrom: ["culture"], public: false, takeCost: TAKE_GREAT_PERSON, params: {}, effectId: "great-athlete",
    text: "Free Culture advance; then convert any number of culture tokens into mood tokens, or the reverse.",
  },
  {
    id: "great-diplomat", name: trName("Great Diplomat", "Великий дипломат"), eventCardNumber: 57, timing: "action",
    freeAdvanceFrom: [], public: true, takeCost: TAKE_GREAT_PERSON, params: { cultureToEnter: 2 },
    effectId: "great-diplomat",
    text: "Kept face up. When taken, choose a player: while relations last, moving into hexes with the partner's units costs 2 culture tokens; they end when either partner fights. Playing the card ends them.",
  },
  {
    id: "great-seer", name: trName("Great Seer", "Великий провидец"), eventCardNumber: 58, timing: "action",
    freeAdvanceFrom: [], public: false, takeCost: TAKE_GREAT_PERSON, params: {}, effectId: "great-seer",
    text: "Look at as many top objective cards as there are players and assign one to each player; it is their next objective draw.",
  },
] as const satisfies readonly GreatPersonDef[];

const SAN = ["sanitation"] as const;
const FAMINE_PROT = ["irrigation", "aqueduct"] as const;

export const EVENT_CARDS = [
  { id: "pestilence", number: 1, typeId: "pestilence", name: inferredName("Pestilence", "Чума"), expansion: false, baseEffect: null, protectedBy: SAN, scope: "all-players", greatPerson: null, params: { minCities: 2, cities: 1, citiesWithRoadsNavigationOrTradeRoutes: 2 }, effectId: "pestilence", text: "Every player with 2+ cities lowers the mood of 1 city (2 if they own Roads, Navigation or Trade Routes). Afterwards nobody without Sanitation may construct buildings or wonders." },
  { id: "epidemics", number: 2, typeId: "epidemics", name: inferredName("Epidemics", "Эпидемия"), expansion: false, baseEffect: null, protectedBy: SAN, scope: "all-players", greatPerson: null, params: { minUnits: 2, units: 1, unitsWithRoadsNavigationOrTradeRoutes: 2 }, effectId: "epidemics", text: "Every player with 2+ units removes 1 of their units (2 if they own Roads, Navigation or Trade Routes)." },
  { id: "famine-1", number: 3, typeId: "famine", name: seedName("Famine", "Голод"), expansion: false, baseEffect: "barbarians-move", protectedBy: FAMINE_PROT, scope: "active-player", greatPerson: null, params: { food: 1 }, effectId: "famine", text: "Lose 1 food (not gold); if you cannot, one of your cities becomes Angry." },
  { id: "famine-2", number: 4, typeId: "famine", name: seedName("Famine", "Голод"), expansion: false, baseEffect: "barbarians-move", protectedBy: FAMINE_PROT, scope: "active-player", greatPerson: null, params: { food: 1 }, effectId: "famine", text: "Lose 1 food (not gold); if you cannot, one of your cities becomes Angry." },
  { id: "famine-3", number: 5, typeId: "famine", name: seedName("Famine", "Голод"), expansion: false, baseEffect: "barbarians-move", protectedBy: FAMINE_PROT, scope: "active-player", greatPerson: null, params: { food: 1 }, effectId: "famine", text: "Lose 1 food (not gold); if you cannot, one of your cities becomes Angry." },
  { id: "severe-famine-1", number: 6, typeId: "severe-famine", name: trName("Severe Famine", "Сильный голод"), expansion: false, baseEffect: "barbarians-move", protectedBy: FAMINE_PROT, scope: "active-player", greatPerson: null, params: { food: 2 }, effectId: "famine", text: "Lose 2 food (not gold); if you cannot pay it all, one of your cities becomes Angry." },
  { id: "severe-famine-2", number: 7, typeId: "severe-famine", name: trName("Severe Famine", "Сильный голод"), expansion: false, baseEffect: "barbarians-move", protectedBy: FAMINE_PROT, scope: "active-player", greatPerson: null, params: { food: 2 }, effectId: "famine", text: "Lose 2 food (not gold); if you cannot pay it all, one of your cities becomes Angry." },
  { id: "severe-famine-3", number: 8, typeId: "severe-famine", name: trName("Severe Famine", "Сильный голод"), expansion: false, baseEffect: "barbarians-move", protectedBy: FAMINE_PROT, scope: "active-player", greatPerson: null, params: { food: 2 }, effectId: "famine", text: "Lose 2 food (not gold); if you cannot pay it all, one of your cities becomes Angry." },
  { id: "a-good-year-1", number: 9, typeId: "a-good-year", name: trName("A Good Year", "Хороший год"), expansion: false, baseEffect: "barbarians-spawn", protectedBy: [], scope: "all-players", greatPerson: null, params: { food: 1 }, effectId: "food-for-all", text: "Every player gains 1 food." },
  { id: "a-good-year-2", number: 10, typeId: "a-good-year", name: trName("A Good Year", "Хороший год"), expansion: false, baseEffect: "barbarians-spawn", protectedBy: [], scope: "active-player", greatPerson: null, params: { food: 1 }, effectId: "food-for-you", text: "You gain 1 food." },
  { id: "a-good-year-3", number: 11, typeId: "a-good-year", name: trName("A Good Year", "Хороший год"), expansion: false, baseEffect: "barbarians-spawn", protectedBy: [], scope: "active-player", greatPerson: null, params: { food: 1, foodToShare: 1 }, effectId: "food-for-you-and-share", text: "You gain 1 food and give 1 food to another player of your choice." },
  { id: "an-awesome-year-1", number: 12, typeId: "an-awesome-year", name: trName("An Awesome Year", "Отличный год"), expansion: false, baseEffect: "barbarians-spawn", protectedBy: [], scope: "active-player", greatPerson: null, params: { food: 2 }, effectId: "food-for-you", text: "You gain 2 food." },
  { id: "an-awesome-year-2", number: 13, typeId: "an-awesome-year", name: trName("An Awesome Year", "Отличный год"), expansion: false, baseEffect: "exhausted-land", protectedBy: [], scope: "all-players", greatPerson: null, params: { food: 2 }, effectId: "food-for-all", text: "Every player gains 2 food." },
  { id: "an-awesome-year-3", number: 14, typeId: "an-awesome-year", name: trName("An Awesome Year", "Отличный год"), expansion: false, baseEffect: "exhausted-land", protectedBy: [], scope: "active-player", greatPerson: null, params: { food: 2, foodToShare: 2 }, effectId: "food-for-you-and-share", text: "You gain 2 food and hand out 2 food among other players, 1 at a time." },
  { id: "a-fantastic-year-1", number: 15, typeId: "a-fantastic-year", name: trName("A Fantastic Year", "Великолепный год"), expansion: false, baseEffect: "barbarians-spawn", protectedBy: [], scope: "all-players", greatPerson: null, params: { food: 3 }, effectId: "food-for-all", text: "Every player gains 3 food." },
  { id: "a-fantastic-year-2", number: 16, typeId: "a-fantastic-year", name: trName("A Fantastic Year", "Великолепный год"), expansion: false, baseEffect: "barbarians-spawn", protectedBy: [], scope: "active-player", greatPerson: null, params: { food: 3, foodToShare: 3 }, effectId: "food-for-you-and-share", text: "You gain 3 food and hand out 3 food among other players, 1 at a time." },
  { id: "a-fantastic-year-3", number: 17, typeId: "a-fantastic-year", name: trName("A Fantastic Year", "Великолепный год"), expansion: false, baseEffect: "barbarians-spawn", protectedBy: [], scope: "active-player", greatPerson: null, params: { food: 3 }, effectId: "food-for-you", text: "You gain 3 food." },
  { id: "great-explorer", number: 18, typeId: "great-explorer", name: trName("Great Explorer", "Великий исследователь"), expansion: false, baseEffect: "exhausted-land", protectedBy: [], scope: "active-player", greatPerson: "great-explorer", params: {}, effectId: "great-person", text: "Great person: may be taken into hand (1 culture token for you, else 2 for the next player who wants it)." },
  { id: "great-artist", number: 19, typeId: "great-artist", name: trName("Great Artist", "Великий художник"), expansion: false, baseEffect: "barbarians-move", protectedBy: [], scope: "active-player", greatPerson: "great-artist", params: {}, effectId: "great-person", text: "Great person: may be taken into hand (1 culture token for you, else 2 for the next player who wants it)." },
  { id: "great-prophet", number: 20, typeId: "great-prophet", name: trName("Great Prophet", "Великий пророк"), expansion: false, baseEffect: "barbarians-move", protectedBy: [], scope: "active-player", greatPerson: "great-prophet", params: {}, effectId: "great-person", text: "Great person: may be taken into hand (1 culture token for you, else 2 for the next player who wants it)." },
  { id: "great-philosopher", number: 21, typeId: "great-philosopher", name: trName("Great Philosopher", "Великий философ"), expansion: false, baseEffect: "barbarians-move", protectedBy: [], scope: "active-player", greatPerson: "great-philosopher", params: {}, effectId: "great-person", text: "Great person: may be taken into hand (1 culture token for you, else 2 for the next player who wants it)." },
  { id: "great-scientist", number: 22, typeId: "great-scientist", name: trName("Great Scientist", "Великий учёный"), expansion: false, baseEffect: "barbarians-move", protectedBy: [], scope: "active-player", greatPerson: "great-scientist", params: {}, effectId: "great-person", text: "Great person: may be taken into hand (1 culture token for you, else 2 for the next player who wants it)." },
  { id: "elder-statesman", number: 23, typeId: "elder-statesman", name: trName("Elder Statesman", "Мудрый государственник"), expansion: false, baseEffect: "barbarians-move", protectedBy: [], scope: "active-player", greatPerson: "elder-statesman", params: {}, effectId: "great-person", text: "Great person: may be taken into hand (1 culture token for you, else 2 for the next player who wants it)." },
  { id: "great-warlord", number: 24, typeId: "great-warlord", name: trName("Great Warlord", "Великий военачальник"), expansion: false, baseEffect: "exhausted-land", protectedBy: [], scope: "active-player", greatPerson: "great-warlord", params: {}, effectId: "great-person", text: "Great person: may be taken into hand (1 culture token for you, else 2 for the next player who wants it)." },
  { id: "great-merchant", number: 25, typeId: "great-merchant", name: trName("Great Merchant", "Великий торговец"), expansion: false, baseEffect: "barbarians-move", protectedBy: [], scope: "active-player", greatPerson: "great-merchant", params: {}, effectId: "great-person", text: "Great person: may be taken into hand (1 culture token for you, else 2 for the next player who wants it)." },
  { id: "great-engineer", number: 26, typeId: "great-engineer", name: trName("Great Engineer", "Великий инженер"), expansion: false, baseEffect: "barbarians-move", protectedBy: [], scope: "active-player", greatPerson: "great-engineer", params: {}, effectId: "great-person", text: "Great person: may be taken into hand (1 culture token for you, else 2 for the next player who wants it)." },
  { id: "population-boom-1", number: 27, typeId: "population-boom", name: seedName("Population Boom", "Демографический взрыв"), expansion: false, baseEffect: "barbarians-spawn", protectedBy: [], scope: "active-player", greatPerson: null, params: { settlers: 1 }, effectId: "population-boom", text: "You gain 1 settler in one of your cities; choose another player who also gains 1 settler in one of theirs." },
  { id: "population-boom-2", number: 28, typeId: "population-boom", name: seedName("Population Boom", "Демографический взрыв"), expansion: false, baseEffect: "barbarians-move", protectedBy: [], scope: "active-player", greatPerson: null, params: { settlers: 1 }, effectId: "population-boom", text: "You gain 1 settler in one of your cities; choose another player who also gains 1 settler in one of theirs." },
  { id: "volcano", number: 29, typeId: "volcano", name: seedName("Volcano", "Извержение вулкана"), expansion: false, baseEffect: null, protectedBy: [], scope: "active-player", greatPerson: null, params: { minCities: 4, vpPerPiece: 2 }, effectId: "volcano", text: "If you have 4+ cities, one of them is destroyed with all units, buildings and wonders (removed from the game); owners score VP for the destroyed pieces." },
  { id: "earthquake", number: 30, typeId: "earthquake", name: seedName("Earthquake", "Землетрясение"), expansion: false, baseEffect: null, protectedBy: [], scope: "active-player", greatPerson: null, params: { minCities: 3, minPieces: 1, maxPieces: 3, vpPerPiece: 2 }, effectId: "earthquake", text: "If you have 3+ cities, remove 1-3 city pieces from your cities permanently (scoring VP for them), then lower the mood of each affected city." },
  { id: "heavy-earthquake", number: 31, typeId: "heavy-earthquake", name: trName("Heavy Earthquake", "Сильное землетрясение"), expansion: false, baseEffect: null, protectedBy: [], scope: "all-players", greatPerson: null, params: { minCities: 3, minPieces: 1, maxPieces: 3, vpPerPiece: 2 }, effectId: "earthquake", text: "As Earthquake, for every player with 3+ cities." },
  { id: "flood", number: 32, typeId: "flood", name: seedName("Flood", "Наводнение"), expansion: false, baseEffect: null, protectedBy: [], scope: "active-player", greatPerson: null, params: {}, effectId: "flood", text: "Lower the mood of one of your cities next to water." },
  { id: "heavy-flood", number: 33, typeId: "heavy-flood", name: trName("Heavy Flood", "Сильное наводнение"), expansion: false, baseEffect: null, protectedBy: [], scope: "all-players", greatPerson: null, params: {}, effectId: "flood", text: "Every player lowers the mood of one of their cities next to water." },
  { id: "migration-1", number: 34, typeId: "migration", name: seedName("Migration", "Миграция"), expansion: false, baseEffect: "gold-mine", protectedBy: [], scope: "active-player", greatPerson: null, params: { settlers: 1 }, effectId: "migration", text: "Another player of your choice gains 1 settler in one of their cities; then lower the mood of one of your cities." },
  { id: "migration-2", number: 35, typeId: "migration", name: seedName("Migration", "Миграция"), expansion: false, baseEffect: "gold-mine", protectedBy: [], scope: "active-player", greatPerson: null, params: { settlers: 1 }, effectId: "migration", text: "Another player of your choice gains 1 settler in one of their cities; then lower the mood of one of your cities." },
  { id: "civil-war-1", number: 36, typeId: "civil-war", name: trName("Civil War", "Гражданская война"), expansion: false, baseEffect: null, protectedBy: [], scope: "active-player", greatPerson: null, params: {}, effectId: "civil-war", text: "In one of your non-Happy cities with infantry, remove 1 infantry and lower its mood; if there is none, lower the mood of one of your cities." },
  { id: "civil-war-2", number: 37, typeId: "civil-war", name: trName("Civil War", "Гражданская война"), expansion: false, baseEffect: null, protectedBy: [], scope: "active-player", greatPerson: null, params: {}, effectId: "civil-war", text: "In one of your non-Happy cities with infantry, remove 1 infantry and lower its mood; if there is none, lower the mood of one of your cities." },
  { id: "revolution", number: 38, typeId: "revolution", name: trName("Revolution", "Революция"), expansion: false, baseEffect: "gold-mine", protectedBy: [], scope: "active-player", greatPerson: null, params: {}, effectId: "revolution", text: "Lose 1 action unless you remove one of your army units; then, if you could switch government, you must do so for free unless you remove another army unit." },
  { id: "uprising", number: 39, typeId: "uprising", name: trName("Uprising", "Восстание"), expansion: true, baseEffect: null, protectedBy: [], scope: "active-player", greatPerson: null, params: { minTokens: 1, maxTokens: 4, vpPerToken: 0.5 }, effectId: "uprising", text: "Pay 1-4 mood and/or culture tokens (at least 1 if you have any); score 1/2 VP per token paid." },
  { id: "envoy", number: 40, typeId: "envoy", name: inferredName("Envoy", "Встреча послов"), expansion: true, baseEffect: "barbarians-move", protectedBy: [], scope: "active-player", greatPerson: null, params: { ideas: 1, culture: 1, cultureToOther: 1 }, effectId: "envoy", text: "Gain 1 idea and 1 culture token; another player gains 1 culture token. Reveal the top wonder card: the next player to draw a wonder may take it instead." },
  { id: "solar-eclipse", number: 41, typeId: "solar-eclipse", name: trName("Solar Eclipse", "Солнечное затмение"), expansion: true, baseEffect: "pirates", protectedBy: [], scope: "active-player", greatPerson: null, params: { vp: 1 }, effectId: "solar-eclipse", text: "The next land battle lasts only one round; its winner (the defender if undecided) scores 1 VP." },
  { id: "trojan-horse", number: 42, typeId: "trojan-horse", name: trName("Trojan Horse", "Троянский конь"), expansion: true, baseEffect: "barbarians-move", protectedBy: [], scope: "active-player", greatPerson: null, params: { vp: 1, wood: 1, culture: 1 }, effectId: "trojan-horse", text: "Once, any player attacking a city in a land battle may pay 1 wood + 1 culture token to score 1 VP and deny the defender tactics cards in round 1." },
  { id: "guillotine", number: 43, typeId: "guillotine", name: trName("Guillotine", "Гильотина"), expansion: true, baseEffect: "barbarians-spawn", protectedBy: [], scope: "active-player", greatPerson: null, params: { vp: 2 }, effectId: "guillotine", text: "Your leader on the map dies. Place one of your remaining leaders free in a city, or score 2 VP; afterwards you can never recruit leaders again." },
  { id: "anarchy", number: 44, typeId: "anarchy", name: trName("Anarchy", "Анархия"), expansion: true, baseEffect: null, protectedBy: [], scope: "active-player", greatPerson: null, params: { vpPerAdvance: 1 }, effectId: "anarchy", text: "Lose all your government advances, scoring 1 VP each; each government advance you gain later uses no event cube but costs back 1 of those VP." },
  { id: "scientific-trade", number: 45, typeId: "scientific-trade", name: trName("Scientific Trade", "Научный обмен"), expansion: true, baseEffect: "pirates", protectedBy: [], scope: "all-players", greatPerson: null, params: { activeMinimum: 2 }, effectId: "scientific-trade", text: "Every player gains 1 idea per city with an Academy or Observatory; you gain at least 2." },
  { id: "flourishing-trade", number: 46, typeId: "flourishing-trade", name: trName("Flourishing Trade", "Процветающая торговля"), expansion: true, baseEffect: "pirates", protectedBy: [], scope: "all-players", greatPerson: null, params: { max: 3, activeMinimum: 1 }, effectId: "flourishing-trade", text: "Every player gains 1 gold per city with a Market or Port (max 3); you gain at least 1." },
  { id: "era-of-stability", number: 47, typeId: "era-of-stability", name: trName("Era of Stability", "Эпоха стабильности"), expansion: true, baseEffect: "exhausted-land", protectedBy: [], scope: "all-players", greatPerson: null, params: { max: 3, activeMinimum: 1 }, effectId: "era-of-stability", text: "Every player gains 1 mood or culture token per city with a Temple or Obelisk (max 3); you gain at least 1." },
  { id: "reformation", number: 48, typeId: "reformation", name: trName("Reformation", "Реформация"), expansion: true, baseEffect: "barbarians-spawn", protectedBy: [], scope: "active-player", greatPerson: null, params: {}, effectId: "reformation", text: "If you own a Temple, another player replaces one of your Temples with one of theirs; if not, a player who owns a Temple resolves this card instead." },
  { id: "pandemics", number: 49, typeId: "pandemics", name: trName("Pandemics", "Пандемия"), expansion: true, baseEffect: "barbarians-move", protectedBy: SAN, scope: "all-players", greatPerson: null, params: { itemsPerTwoCities: 1 }, effectId: "pandemics", text: "Every player loses half their number of cities (rounded down) in units, cards, resources or tokens, mixed as they choose." },
  { id: "black-death", number: 50, typeId: "black-death", name: trName("Black Death", "Чёрная смерть"), expansion: true, baseEffect: null, protectedBy: [], scope: "all-players", greatPerson: null, params: { unitsPerLoss: 4, extraWithRoadsNavigationOrTradeRoutes: 1, vpPerUnit: 1 }, effectId: "black-death", text: "Every player removes 1 unit per 4 units they have (+1 with Roads, Navigation or Trade Routes) and scores 1 VP per unit removed." },
  { id: "famine-vermin", number: 51, typeId: "famine-vermin", name: trName("Famine: Vermin", "Голод: вредители"), expansion: true, baseEffect: null, protectedBy: FAMINE_PROT, scope: "all-players", greatPerson: null, params: { food: 1 }, effectId: "famine-vermin", text: "Every player with Storage loses 1 food (not gold); one who cannot makes a city Angry." },
  { id: "famine-draught", number: 52, typeId: "famine-draught", name: trName("Famine: Draught", "Голод: засуха"), expansion: true, baseEffect: null, protectedBy: FAMINE_PROT, scope: "active-player", greatPerson: null, params: { foodPerCity: 1, max: 3 }, effectId: "famine-draught", text: "Lose 1 food (not gold) per city of yours on or next to barren land (max 3); if not paid in full, one of those cities becomes Angry." },
  { id: "fire", number: 53, typeId: "fire", name: trName("Fire", "Пожар"), expansion: true, baseEffect: "gold-mine", protectedBy: [], scope: "active-player", greatPerson: null, params: { woodIfNoForestCity: 1 }, effectId: "fire", text: "Choose one of your cities on a forest: it and every city on the same connected forest lower their mood. With no city on a forest, lose 1 wood." },
  { id: "a-successful-year", number: 54, typeId: "a-successful-year", name: trName("A Successful Year", "Удачный год"), expansion: true, baseEffect: "pirates", protectedBy: [], scope: "all-players", greatPerson: null, params: { foodIfAllEqual: 1 }, effectId: "a-successful-year", text: "Players with the fewest cities gain food equal to the difference to the most cities; if all are equal, everyone gains 1 food." },
  { id: "great-architect", number: 55, typeId: "great-architect", name: trName("Great Architect", "Великий архитектор"), expansion: true, baseEffect: "pirates", protectedBy: [], scope: "active-player", greatPerson: "great-architect", params: {}, effectId: "great-person", text: "Great person (public): may be taken into hand (1 culture token for you, else 2 for the next player who wants it)." },
  { id: "great-athlete", number: 56, typeId: "great-athlete", name: trName("Great Athlete", "Великий атлет"), expansion: true, baseEffect: "pirates", protectedBy: [], scope: "active-player", greatPerson: "great-athlete", params: {}, effectId: "great-person", text: "Great person: may be taken into hand (1 culture token for you, else 2 for the next player who wants it)." },
  { id: "great-diplomat", number: 57, typeId: "great-diplomat", name: trName("Great Diplomat", "Великий дипломат"), expansion: true, baseEffect: "barbarians-spawn", protectedBy: [], scope: "active-player", greatPerson: "great-diplomat", params: {}, effectId: "great-person", text: "Great person (public): may be taken into hand (1 culture token for you, else 2 for the next player who wants it)." },
  { id: "great-seer", number: 58, typeId: "great-seer", name: trName("Great Seer", "Великий провидец"), expansion: true, baseEffect: "pirates", protectedBy: [], scope: "active-player", greatPerson: "great-seer", params: {}, effectId: "great-person", text: "Great person: may be taken into hand (1 culture token for you, else 2 for the next player who wants it)." },
] as const satisfies readonly EventCardDef[];

export type EventCardId = (typeof EVENT_CARDS)[number]["id"];

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const greatPersonsCovered: Equal<(typeof GREAT_PERSONS)[number]["id"], GreatPersonId> = true;
void greatPersonsCovered;
