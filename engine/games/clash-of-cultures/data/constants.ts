/**
 * Game constants. `Lnnn` = line of the Russian rulebook seed (shared/seeds/000_55575f995a91d8b3.txt);
 * "catalog" = shared/rules/clash-of-cultures-content.md (used only where the seed is silent or its icons are lost).
 */
import type { AdvanceId, Amounts, Cost, ResourceKind, TokenKind } from "./types.ts";
import { NO_COST } from "./types.ts";

export const RESOURCE_KINDS = ["food", "wood", "ore", "ideas", "gold"] as const satisfies readonly ResourceKind[];
export const TOKEN_KINDS = ["mood", "culture"] as const satisfies readonly TokenKind[];

// ---- Game structure ---------------------------------------------------------------------------
export const MIN_PLAYERS = 2; // L13 ("2-4 игрока")
export const MAX_PLAYERS = 4; // L13
export const AGES = 6; // L483
export const ROUNDS_PER_AGE = 3; // L483, L489
export const TOTAL_ROUNDS = AGES * ROUNDS_PER_AGE; // 18
export const ACTIONS_PER_TURN = 3; // L487, L591 (mandatory)
export const MOVES_PER_MOVE_ACTION = 3; // L893: up to 3 units/groups per Move action
export const SUCCESSFUL_INFLUENCES_PER_TURN = 1; // L593, L1019
export const STATUS_PHASE_STEPS = [
  "complete-objectives", // L1076-1082; the game may end after this step
  "free-advance", // L1084-1088
  "draw-cards", // L1090-1094
  "raze-size-1-city", // L1096-1098
  "change-government", // L1102-1110
  "determine-first-player", // L1112-1114
] as const;
/** Game ends after status step 1 of age 6, or of a status phase where a player has no cities (L493, L1082). */
export const GAME_END_AFTER_STATUS_STEP = 1;

// ---- Game variants (L2070-2114) -----------------------------------------------------------------
export const SHORT_GAME_AGES = 4; // L2080, L2086
export const SHORT_GAME_FREE_ADVANCES = 2; // L2085
/** Variable game end: the back of the round track has 7 ages (L2090). */
export const VARIABLE_END_AGES = 7;
/** Variable game end: the last 5 rounds (red numbers) may end the game (L2092-2094). */
export const VARIABLE_END_ROUNDS = 5;
/**
 * Random game end: die values (1-6) that end the game at the start of each of the last 5 rounds, in
 * round order. The printed ranges are not in the sources (digest §14.3 #14): Epochs' own choice, see
 * docs/rules/clash-of-cultures.md "Variants".
 */
export const RANDOM_END_RANGES: readonly (readonly [number, number])[] = [[6, 6], [5, 6], [4, 6], [3, 6], [2, 6]];
/** Alternative history: leader cards dealt to each player (L2112). */
export const ALTERNATIVE_HISTORY_LEADERS = 3;

// ---- Resources and tokens ---------------------------------------------------------------------
export const RESOURCE_LIMIT = 7; // L516-520: tracks 0-7, excess gains ignored
export const FOOD_LIMIT_WITHOUT_STORAGE = 2; // L522-524
export const FOOD_LIMIT_WITH_STORAGE = 7; // L712
export const IDEAS_LIMIT_WITH_DOGMA = 2; // L1791 (icon lost; catalog: ideas)
/** Mood and culture tokens: unlimited per player and in supply (L339, L530). */
export const TOKENS_UNLIMITED = true;
export const CULTURE_TOKENS_IN_BOX = 50; // L159
export const MOOD_TOKENS_IN_BOX = 60; // L163
export const EXHAUSTED_LAND_TOKENS = 6; // L171

// ---- Starting setup ---------------------------------------------------------------------------
export const STARTING_RESOURCES: Amounts = { food: 2, wood: 0, ore: 0, ideas: 0, gold: 0 }; // L379
export const STARTING_ADVANCES = ["farming", "mining"] as const satisfies readonly AdvanceId[]; // L383
export const EVENT_TRACKER_SLOTS = 3; // L384, L1405
export const STARTING_ACTION_CARDS = 1; // L442
export const STARTING_OBJECTIVE_CARDS = 1; // L442
export const STARTING_WONDER_CARDS = 0; // L441-442
export const STARTING_CITIES = 1; // L435: on the start region's fertile hex, Happy
export const STARTING_CITY_MOOD = "happy"; // L435
export const STARTING_SETTLERS = 1; // L435
/** Rulebook: the settler starts on a hex adjacent to the city (L435); the catalog's engine puts it on the city. */
export const STARTING_SETTLER_PLACEMENT = "adjacent-to-city";
export const NEW_CITY_MOOD = "neutral"; // L990

// ---- Component limits per player colour (L337-339, L371-378) -------------------------------------
export const CITY_LIMIT = 7; // settlements, L339, L375
export const BUILDINGS_PER_TYPE = 5; // L375-376
export const SUPPLY_PER_PLAYER = {
  settler: 4, // L377
  infantry: 16, // L377
  ship: 4, // L377
  cavalry: 4, // L378 [expansion]
  elephant: 4, // L378 [expansion]
  leader: 1, // L378 [expansion] figure; 3 leader cards per civilization (L871)
} as const;
export const BARBARIAN_SUPPLY = { settlements: 10, infantry: 20, cavalry: 4, elephant: 4 } as const; // L187, L304, L314, L324, L1439
export const PIRATE_SHIPS = 4; // L294, L1519-1527 [expansion]
export const DICE_IN_BOX = 9; // L126

// ---- Cities -----------------------------------------------------------------------------------
export const MAX_CITY_SIZE = 5; // L575
/** A city may not grow beyond the number of cities its owner has; existing sizes never shrink (L575-577). */
export const CITY_SIZE_CAPPED_BY_CITY_COUNT = true;
export const MAX_BUILDINGS_OF_A_TYPE_PER_CITY = 1; // L731
export const HAPPY_SIZE_BONUS = 1; // L988: Happy counts as size +1 for collect and recruit
export const ANGRY_EFFECTIVE_SIZE = 1; // L992
export const ANGRY_ACTIVATIONS_PER_TURN = 1; // L686, L992 (plus one last one if it became Angry this turn)
export const RAZE_CITY_GOLD = 1; // L1098
/** Increase Happiness: mood tokens per step = city size (L970). */
export const HAPPINESS_COST_PER_STEP_PER_SIZE = 1;

// ---- Movement and combat ----------------------------------------------------------------------
export const STACK_LIMIT = 4; // L849: army units per land hex (barbarians too, L1437)
export const SHIP_CAPACITY = 2; // L849, L938
export const COMBAT_VALUE_PER_HIT = 5; // L1324: hits = floor(combat value / 5)
/** Land units carried on ships do not fight in sea battles (L1395). */
export const CARRIED_UNITS_FIGHT_AT_SEA = false;
/** Capture gold = city size, +1 if Happy, only 1 if Angry (L1357-1364). */
export const CAPTURE_GOLD = { perSize: 1, happyBonus: 1, angryFlat: 1 } as const;
/** Gold per captured piece the attacker has no figure for (L1375). */
export const CAPTURE_MISSING_PIECE_GOLD = 1;
export const BARBARIAN_REWARD = { defeatArmyGold: 1, captureCityGold: 1 } as const; // L1511-1513
/** Per destroyed pirate ship: 1 gold and 1 mood or culture token, whoever won (L1543). */
export const PIRATE_REWARD_PER_SHIP = { gold: 1, moodOrCulture: 1 } as const;

// ---- Influence culture ------------------------------------------------------------------------
export const INFLUENCE_SUCCESS_MIN_ROLL = 5; // L1005, L1058
/** Each culture token: +1 range or +1 to the roll (L1009-1014). */
export const INFLUENCE_BOOST_PER_CULTURE = 1;

// ---- Costs ------------------------------------------------------------------------------------
/** Changing government in status step 5: the rulebook states no cost (L1102-1110); the catalog's engine charges 1 mood + 1 culture. */
export const GOVERNMENT_CHANGE_COST: Cost = NO_COST;

// ---- Victory points (L493-504) ------------------------------------------------------------------
export const VP = {
  settlement: 1, // L495
  building: 1, // L495
  advance: 0.5, // L496 (civilization advances too, L1809)
  objective: 2, // L497
  wonderBuilder: 2, // L498, L1565
  wonderOwner: 2, // L498, L1565
  pyramidsBuilder: 5, // L1616-1618
  capturedLeader: 2, // L500, L887
} as const;
/** Tie-break order of VP categories (L502-504). */
export const TIE_BREAK_ORDER = ["cities-and-buildings", "advances", "objectives", "wonders", "events", "leaders"] as const;

// ---- Cards --------------------------------------------------------------------------------------
export const HAND_LIMIT: number | null = null; // L1094: no hand limit
export const STATUS_PHASE_DRAWS = { actionCards: 1, objectiveCards: 1 } as const; // L1092-1094
export const DECK_SIZES = {
  actionCards: 42, // L101
  objectiveCardsBase: 32, // L105
  objectiveCardsExpansion: 6, // L107
  eventCardsBase: 38, // L95
  eventCardsExpansion: 20, // L97
  wonderCards: 8, // L111
  leaderCards: 45, // L115 (15 civilizations x 3)
} as const;
export const CIVILIZATIONS_TOTAL = 15; // L27
/** Empty action/event decks are rebuilt from their discard piles (L1124, L1407). The wonder deck is not. */
export const RESHUFFLE_DISCARDS = { action: true, event: true, objective: true, wonder: false } as const;
