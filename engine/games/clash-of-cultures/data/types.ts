/**
 * Clash of Cultures: Monumental Edition (+ Civilizations expansion) — data types.
 *
 * Pure data description shared by the rules engine and the browser client.
 * Effects are implemented elsewhere, keyed by `effectId`; the structured fields
 * here (costs, prerequisites, numeric parameters) are what rules code reads.
 *
 * Seed line references `Lnnn` point into the Russian rulebook
 * (shared/seeds/000_55575f995a91d8b3.txt).
 */

// ---------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------

/**
 * Where the Russian name comes from:
 * - "seed": printed in the Russian rulebook;
 * - "seed-inferred": a name printed in the rulebook that we matched to this item by its described effect;
 * - "translation": not in the rulebook; our own translation of the English name.
 */
export type RuNameSource = "seed" | "seed-inferred" | "translation";

export interface Localized {
  readonly en: string;
  readonly ru: string;
  readonly ruSource: RuNameSource;
}

/** Name whose Russian form is printed in the rulebook. */
export function seedName(en: string, ru: string): Localized {
  return { en, ru, ruSource: "seed" };
}
/** Name whose Russian form appears in the rulebook and was matched to this item by its effect. */
export function inferredName(en: string, ru: string): Localized {
  return { en, ru, ruSource: "seed-inferred" };
}
/** Name whose Russian form is our own translation. */
export function trName(en: string, ru: string): Localized {
  return { en, ru, ruSource: "translation" };
}

// ---------------------------------------------------------------------------
// Resources, tokens, costs
// ---------------------------------------------------------------------------

export type ResourceKind = "food" | "wood" | "ore" | "ideas" | "gold";
/** Mood and culture tokens are not resources (L508) and are unlimited (L339). */
export type TokenKind = "mood" | "culture";
export type PayableKind = ResourceKind | TokenKind;

export type Amounts = { readonly [K in PayableKind]?: number };

/** "Pay `count` units, any mix of the listed kinds." */
export interface FlexibleCostPart {
  readonly count: number;
  readonly from: readonly PayableKind[];
}

/**
 * A cost = fixed amounts + any number of flexible "N of {kinds}" parts.
 *
 * Generic validation of a payment P (a multiset of PayableKind):
 *   each paid unit is assigned to exactly one demanded unit that accepts it, and every demanded unit is filled.
 *   A fixed demand of kind K accepts K, and also `gold` when `goldSubstitutes` and K is food/wood/ore/ideas.
 *   A flexible part accepts any kind in `from` (gold only if listed).
 * This is a bipartite b-matching; feasibility = equal totals + Hall's condition over subsets of paid kinds.
 */
export interface Cost {
  readonly fixed: Amounts;
  readonly flexible: readonly FlexibleCostPart[];
  /** Gold may replace food/wood/ore/ideas 1:1 in the fixed part (rulebook L512). Never tokens. */
  readonly goldSubstitutes: boolean;
  /** Multiplier note when the cost is paid repeatedly, e.g. "army" = once per chosen army. Absent = once. */
  readonly per?: string;
}

/** Numeric / flag parameters used by effect implementations. */
export type Params = { readonly [key: string]: number | boolean | string };

// ---------------------------------------------------------------------------
// Id unions
// ---------------------------------------------------------------------------

export type AdvanceCategoryId =
  | "agriculture" | "construction" | "seafaring" | "education" | "warfare" | "spirituality"
  | "economy" | "culture" | "science" | "democracy" | "autocracy" | "theocracy";

export type AdvanceId =
  | "farming" | "storage" | "irrigation" | "husbandry"
  | "mining" | "engineering" | "sanitation" | "roads"
  | "fishing" | "navigation" | "war-ships" | "cartography"
  | "writing" | "public-education" | "free-education" | "philosophy"
  | "tactics" | "siegecraft" | "steel-weapons" | "draft"
  | "myths" | "rituals" | "priesthood" | "state-religion"
  | "bartering" | "taxes" | "trade-routes" | "currency"
  | "arts" | "sports" | "monuments" | "theaters"
  | "math" | "astronomy" | "medicine" | "metallurgy"
  | "voting" | "separation-of-power" | "civil-liberties" | "free-economy"
  | "nationalism" | "totalitarianism" | "absolute-power" | "forced-labor"
  | "dogma" | "devotion" | "conversion" | "fanaticism";

export type CivAdvanceId =
  | "aqueduct" | "roman-roads" | "captivi" | "provinces"
  | "study" | "sparta" | "hellenistic-culture" | "city-states"
  | "rice-cultivation" | "expansion" | "fireworks" | "imperial-army"
  | "ship-construction" | "longships" | "raiding" | "rune-stones";

export type AnyAdvanceId = AdvanceId | CivAdvanceId;

export type BuildingId = "academy" | "fortress" | "port" | "temple" | "market" | "obelisk" | "observatory";

export type UnitTypeId = "settler" | "infantry" | "ship" | "cavalry" | "elephant" | "leader";

export type WonderId =
  | "great-wall" | "great-statue" | "great-mausoleum" | "great-lighthouse"
  | "great-library" | "great-gardens" | "pyramids" | "colosseum";

export type CivilizationId =
  | "aztecs" | "babylon" | "carthage" | "celts" | "china" | "egypt" | "greece" | "huns"
  | "india" | "japan" | "maya" | "persia" | "phoenicia" | "rome" | "vikings";

export type LeaderId =
  | "augustus" | "gaius-julius-caesar" | "sulla"
  | "alexander-the-great" | "leonidas-i" | "pericles"
  | "sun-tzu" | "qin-shi-huang" | "wu-zetian"
  | "knut-the-great" | "erik-the-red" | "ragnar-lodbrok";

/** The 21 action ("civil", upper) halves; each is printed on two cards. */
export type ActionTypeId =
  | "quick-advance" | "inspiration" | "hero-general" | "spy" | "ideas" | "great-ideas" | "mercenaries"
  | "cultural-takeover" | "city-development" | "production-focus" | "explorer" | "negotiations"
  | "leadership" | "assassination" | "mass-production" | "new-plans" | "synergies" | "teach-us"
  | "militia" | "technology-trade" | "new-ideas";

/** The 16 tactics (combat, lower) halves. */
export type TacticsId =
  | "peltasts" | "encircled" | "wedge-formation" | "high-morale" | "heavy-resistance" | "high-ground"
  | "surprise" | "siege" | "for-the-people" | "improved-defenses" | "tactical-retreat"
  | "defensive-formation" | "scout" | "martyr" | "archers" | "flanking";

/** The 66 distinct objectives. */
export type ObjectiveId =
  | "advanced-culture" | "aggressor" | "architecture" | "barbarian-conquest" | "bold" | "brutus"
  | "city-founder" | "city-planner" | "coastal-culture" | "colony" | "conqueror" | "consulate"
  | "culture-focus" | "culture-power" | "defiance" | "diversified-research" | "draft" | "education-lead"
  | "eureka" | "expansionist" | "food-supplies" | "fortifications" | "general" | "goal-focused"
  | "government" | "great-battle" | "great-commander" | "happy-population" | "high-culture"
  | "horse-power" | "ivory-tower" | "large-army" | "large-civilization" | "large-fleet" | "legacy"
  | "legendary-battle" | "magnificent-culture" | "metropolis" | "migration" | "militarized"
  | "military-might" | "naval-assault" | "optimized-storage" | "ore-supplies" | "outpost"
  | "religious-fervor" | "resistance" | "scavenger" | "science-focus" | "scientific-lead"
  | "sea-blockade" | "sea-cleansing" | "seafarers" | "shipping-routes" | "standing-army" | "star-gazers"
  | "terror-regime" | "threat" | "trade-focus" | "trade-power" | "traders" | "trample" | "versatility"
  | "warmonger" | "wealth" | "wood-supplies";

/** Event card types (cards with the same name share a type; effects may still differ per card). */
export type EventTypeId =
  | "pestilence" | "epidemics" | "famine" | "severe-famine" | "a-good-year" | "an-awesome-year"
  | "a-fantastic-year" | "great-explorer" | "great-artist" | "great-prophet" | "great-philosopher"
  | "great-scientist" | "elder-statesman" | "great-warlord" | "great-merchant" | "great-engineer"
  | "population-boom" | "volcano" | "earthquake" | "heavy-earthquake" | "flood" | "heavy-flood"
  | "migration" | "civil-war" | "revolution" | "uprising" | "envoy" | "solar-eclipse" | "trojan-horse"
  | "guillotine" | "anarchy" | "scientific-trade" | "flourishing-trade" | "era-of-stability"
  | "reformation" | "pandemics" | "black-death" | "famine-vermin" | "famine-draught" | "fire"
  | "a-successful-year" | "great-architect" | "great-athlete" | "great-diplomat" | "great-seer";

export type GreatPersonId =
  | "great-explorer" | "great-artist" | "great-prophet" | "great-philosopher" | "great-scientist"
  | "elder-statesman" | "great-warlord" | "great-merchant" | "great-engineer" | "great-architect"
  | "great-athlete" | "great-diplomat" | "great-seer";

/** Event symbols (top-left corner of an event card) = the card's base effect. */
export type EventSymbolId = "gold-mine" | "exhausted-land" | "barbarians-spawn" | "barbarians-move" | "pirates";

export type MapRegionId =
  | "start-side-0" | "start-side-1"
  | "region-01" | "region-02" | "region-03" | "region-04" | "region-05" | "region-06" | "region-07" | "region-08"
  | "region-09" | "region-10" | "region-11" | "region-12" | "region-13" | "region-14" | "region-15" | "region-16"
  | "vikings-start";

// ---------------------------------------------------------------------------
// Dice
// ---------------------------------------------------------------------------

/** Combat ("clash") symbols on the 12-sided die. Ships and settlers have none. */
export type DieSymbol = "leader" | "cavalry" | "elephant" | "infantry";

export interface DieFace {
  /** 1-based face index. */
  readonly face: number;
  readonly value: 1 | 2 | 3 | 4 | 5 | 6;
  readonly symbol: DieSymbol;
}

export type ClashAbilityKind =
  | "add-combat-value" // +N combat value
  | "cancel-hit-instead-of-value" // die value not counted, cancel 1 enemy hit
  | "reroll-until-other-symbol"; // reroll, then evaluate the new face

export interface ClashAbilityDef {
  readonly symbol: DieSymbol;
  readonly unit: UnitTypeId;
  readonly kind: ClashAbilityKind;
  readonly params: Params;
  readonly expansion: boolean;
  readonly text: string;
}

// ---------------------------------------------------------------------------
// Advances
// ---------------------------------------------------------------------------

export interface AdvanceCategoryDef {
  readonly id: AdvanceCategoryId;
  readonly name: Localized;
  /** 0-based position on the player board. */
  readonly order: number;
  readonly government: boolean;
  /** For a government category: the outside advance required before its leading advance. */
  readonly governmentEntry: AdvanceId | null;
}

/** How an advance's effect is used. */
export type Usage = "passive" | "on-gain" | "action" | "free-action" | "triggered";

/** Non-building things an advance enables. */
export type Capability =
  | "collect-food-from-fertile"
  | "collect-wood-from-forest"
  | "collect-ore-from-mountain"
  | "collect-food-from-barren"
  | "collect-from-sea"
  | "move-army-units"
  | "play-tactics-cards"
  | "build-wonders"
  | "navigate-map-edge";

export interface AdvanceDef {
  readonly id: AdvanceId;
  readonly name: Localized;
  readonly category: AdvanceCategoryId;
  /** 0 = top ("leading") advance of the category, 1..3 the others in board order. */
  readonly position: 0 | 1 | 2 | 3;
  readonly leading: boolean;
  /** All listed advances must be owned before this one can be gained. */
  readonly requires: readonly AdvanceId[];
  readonly government: boolean;
  /** Every player starts with it (L383). */
  readonly starting: boolean;
  readonly cost: Cost;
  /** Token gained when the advance is taken (blue/yellow frame, L616). */
  readonly bonus: TokenKind | null;
  readonly unlocksBuilding: BuildingId | null;
  readonly capabilities: readonly Capability[];
  /** Advances whose cost becomes 0 for the owner. */
  readonly makesFree: readonly AnyAdvanceId[];
  /** Event cards whose main effect the owner ignores are listed on the event card (`protectedBy`). */
  readonly usage: readonly Usage[];
  readonly oncePerTurn: boolean;
  /** Cost paid each time the effect is used (if any). */
  readonly useCost: Cost | null;
  readonly params: Params;
  readonly effectId: string;
  readonly text: string;
  /** Seed line references. */
  readonly ref: string;
}

/** Civilization advances: never bought; gained automatically with `linkedAdvance` (L1805-1809). */
export interface CivAdvanceDef {
  readonly id: CivAdvanceId;
  readonly name: Localized;
  readonly civilization: CivilizationId;
  /** The base advance that grants it, or "any-government" (any government's leading advance). */
  readonly linkedAdvance: AdvanceId | "any-government";
  readonly makesFree: readonly AdvanceId[];
  readonly usage: readonly Usage[];
  readonly oncePerTurn: boolean;
  readonly useCost: Cost | null;
  readonly params: Params;
  readonly effectId: string;
  readonly text: string;
  readonly ref: string;
}

// ---------------------------------------------------------------------------
// Buildings and units
// ---------------------------------------------------------------------------

export interface BuildingDef {
  readonly id: BuildingId;
  readonly name: Localized;
  readonly requiredAdvance: AdvanceId;
  readonly cost: Cost;
  /** Added by the Civilizations expansion. */
  readonly expansion: boolean;
  /** Figures per player colour. */
  readonly perPlayerLimit: number;
  /** Only in a city adjacent to a sea hex. */
  readonly coastalOnly: boolean;
  /** One-time gain when built: fixed amounts, a choice of one of `gainOneOf`, card draws. */
  readonly onBuild: {
    readonly gain: Amounts;
    readonly gainOneOf: readonly PayableKind[];
    readonly drawActionCards: number;
  };
  /** Unit types that may only be recruited in a city with this building. */
  readonly enablesRecruit: readonly UnitTypeId[];
  readonly immuneToInfluence: boolean;
  /** Stays in its owner's colour when the city is captured. */
  readonly keptOnCapture: boolean;
  readonly params: Params;
  readonly effectId: string;
  readonly text: string;
  readonly ref: string;
}

export interface UnitTypeDef {
  readonly id: UnitTypeId;
  readonly name: Localized;
  /** "settler" = non-military land unit, "army" = fights on land, "ship" = naval. */
  readonly kind: "settler" | "army" | "ship";
  readonly land: boolean;
  readonly army: boolean;
  /** Army units + ships. */
  readonly military: boolean;
  readonly cost: Cost;
  /** Building needed in the recruiting city (null = any city). */
  readonly requiresBuilding: BuildingId | null;
  readonly clashSymbol: DieSymbol | null;
  /** Figures per player colour (leader: 1 figure, 3 leader cards per civilization). */
  readonly supplyPerPlayer: number;
  readonly barbarianSupply: number;
  readonly pirateSupply: number;
  /** Land units a ship can carry. */
  readonly carryCapacity: number;
  /** Counts against the stack limit of 4 army units per land hex. */
  readonly countsForStackLimit: boolean;
  readonly expansion: boolean;
  readonly params: Params;
  readonly text: string;
  readonly ref: string;
}

// ---------------------------------------------------------------------------
// Action cards
// ---------------------------------------------------------------------------

export interface ActionHalfDef {
  readonly id: ActionTypeId;
  readonly name: Localized;
  /** "action" costs one of the 3 actions; "free-action" does not; "reaction" is only offered by the game. */
  readonly timing: "action" | "free-action" | "reaction";
  readonly cost: Cost;
  /** Needs a battle of this kind won by the player this turn (sister cards cannot share one battle). */
  readonly needsWonBattleThisTurn: "land" | null;
  /** Id of the can-play check. */
  readonly conditionId: string;
  readonly params: Params;
  readonly effectId: string;
  readonly text: string;
}

export type TacticsRole = "attacker" | "defender" | "both";
/** Unit type that must be fighting on your side ("army" = land battle, "ship" = sea battle). */
export type TacticsFighter = "army" | "ship";

export interface TacticsHalfDef {
  readonly id: TacticsId;
  readonly name: Localized;
  readonly role: TacticsRole;
  /** Any of these fighter types satisfies the requirement; empty = no requirement. */
  readonly fighters: readonly TacticsFighter[];
  /** Where the battle must be: "land", "sea", "city" (the defended hex is a city), or null = anywhere. */
  readonly location: "land" | "sea" | "city" | null;
  /** Extra playability check id, or null. */
  readonly extraConditionId: string | null;
  /** When the effect resolves within the combat round. */
  readonly timing: "reveal" | "after-roll" | "reveal-and-after-roll";
  /** Whose roll/units the effect modifies. */
  readonly target: "self" | "opponent";
  readonly cost: Cost;
  readonly params: Params;
  readonly effectId: string;
  readonly text: string;
}

export interface ActionCardDef {
  /** Physical card id, e.g. "quick-advance-1". */
  readonly id: string;
  /** 1..42 (sister cards 2k-1 and 2k share the action half). */
  readonly number: number;
  readonly typeId: ActionTypeId;
  readonly action: ActionHalfDef;
  readonly tactics: TacticsHalfDef;
}

// ---------------------------------------------------------------------------
// Objectives
// ---------------------------------------------------------------------------

export interface ObjectiveDef {
  readonly id: ObjectiveId;
  readonly name: Localized;
  /** "instant" = completed when the condition happens; "status-phase" = checked in status phase step 1. */
  readonly kind: "instant" | "status-phase";
  /** Instant objective that may also be completed in the status phase (Magnificent Culture). */
  readonly alsoStatusPhase: boolean;
  /** Completed automatically, without a choice (Terror Regime). */
  readonly automatic: boolean;
  /** "Have at least `minimum` of `resource`, pay `pay` of it." */
  readonly payment: { readonly resource: ResourceKind; readonly minimum: number; readonly pay: number } | null;
  /** Objectives that cannot be completed in the same status phase together with this one. */
  readonly notTogetherWith: readonly ObjectiveId[];
  readonly params: Params;
  readonly effectId: string;
  readonly text: string;
}

export interface ObjectiveCardDef {
  /** Physical card id, e.g. "large-civilization-or-draft". */
  readonly id: string;
  /** 1..38. */
  readonly number: number;
  readonly expansion: boolean;
  /** Top objective (usually civil), bottom objective (usually military). Only one may be completed. */
  readonly objectives: readonly [ObjectiveDef, ObjectiveDef];
}

// ---------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------

export interface EventSymbolDef {
  readonly id: EventSymbolId;
  readonly name: Localized;
  readonly expansion: boolean;
  readonly params: Params;
  readonly text: string;
  readonly ref: string;
}

export interface EventCardDef {
  /** Physical card id, e.g. "famine-2". */
  readonly id: string;
  /** 1..58. */
  readonly number: number;
  readonly typeId: EventTypeId;
  readonly name: Localized;
  /** One of the 20 Civilizations-expansion event cards. */
  readonly expansion: boolean;
  /** Symbol resolved first (by the drawing player only), or null. */
  readonly baseEffect: EventSymbolId | null;
  /** Owners of any of these advances ignore the main effect (not the symbol). */
  readonly protectedBy: readonly AnyAdvanceId[];
  /** Who the main effect applies to. */
  readonly scope: "active-player" | "all-players";
  readonly greatPerson: GreatPersonId | null;
  readonly params: Params;
  /** Card-specific main-effect id. */
  readonly effectId: string;
  readonly text: string;
}

export interface GreatPersonDef {
  readonly id: GreatPersonId;
  readonly name: Localized;
  /** Number of the event card that carries it. */
  readonly eventCardNumber: number;
  readonly timing: "action" | "free-action";
  /** Categories from which a free advance is gained first (empty = none). */
  readonly freeAdvanceFrom: readonly AdvanceCategoryId[];
  /** Kept face up in front of the owner. */
  readonly public: boolean;
  /** Cost to take the card: drawing player, then each other player in turn order. */
  readonly takeCost: { readonly drawer: Cost; readonly others: Cost };
  readonly params: Params;
  readonly effectId: string;
  readonly text: string;
}

// ---------------------------------------------------------------------------
// Wonders
// ---------------------------------------------------------------------------

export interface WonderDef {
  readonly id: WonderId;
  readonly name: Localized;
  /** Resources (gold may replace food/wood/ore) + culture tokens (never replaced). */
  readonly cost: Cost;
  readonly requiredAdvance: AdvanceId;
  /** Always needed as well: Engineering, a Happy city (L1551). */
  readonly alsoRequires: readonly AdvanceId[];
  readonly requiresHappyCity: boolean;
  readonly vp: { readonly builder: number; readonly owner: number };
  /** Builder keeps the card and all VP when the city is captured (Pyramids). */
  readonly builderKeepsOnCapture: boolean;
  readonly winsTies: boolean;
  readonly params: Params;
  readonly effectId: string;
  readonly text: string;
  readonly ref: string;
}

// ---------------------------------------------------------------------------
// Map
// ---------------------------------------------------------------------------

export type Terrain = "fertile" | "forest" | "mountain" | "barren" | "water";

export interface TerrainDef {
  readonly id: Terrain;
  readonly name: Localized;
  readonly land: boolean;
  /** Resource a city collects from this hex (before special effects such as Port, Great Gardens). */
  readonly collects: ResourceKind;
  /** Advance needed to collect it. */
  readonly collectAdvance: AdvanceId;
  readonly canFoundCity: boolean;
}

/**
 * Axial hex coordinate (flat-topped hexes, columns). `label` is the equivalent "odd-q" offset name
 * `<column letter><row>` used by the content catalog: q = column index (A=0), r = (row-1) - (q - (q mod 2))/2.
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}
export interface LabeledHex extends Hex {
  readonly label: string;
}

export type RegionSlot = 0 | 1 | 2 | 3;

export interface RegionHexDef {
  readonly slot: RegionSlot;
  /** Axial offset from the region's top hex in base orientation (rotation 0). */
  readonly offset: Hex;
  readonly terrain: Terrain;
  /** The hex where the starting city is founded (start regions only). */
  readonly startingCity: boolean;
}

export interface MapRegionDef {
  readonly id: MapRegionId;
  readonly name: Localized;
  readonly kind: "start" | "regular" | "civilization-start";
  readonly civilization: CivilizationId | null;
  readonly expansion: boolean;
  readonly hexes: readonly [RegionHexDef, RegionHexDef, RegionHexDef, RegionHexDef];
}

export interface LayoutPositionDef {
  /** 1-based region number of the layout (homes first). */
  readonly region: number;
  readonly kind: "home" | "free";
  /** Seat index (0-based) for home positions. */
  readonly player: number | null;
  /** Start region side used at a home position. */
  readonly startRegion: MapRegionId | null;
  readonly top: LabeledHex;
  /** 0..5, 60° steps; r and r+3 cover the same four hexes. */
  readonly rotation: number;
  /** Board hexes in slot order [slot0, slot1, slot2, slot3]. */
  readonly hexes: readonly [LabeledHex, LabeledHex, LabeledHex, LabeledHex];
}

export interface MapLayoutDef {
  readonly players: 2 | 3 | 4;
  readonly totalHexes: number;
  readonly positions: readonly LayoutPositionDef[];
}

// ---------------------------------------------------------------------------
// Civilizations and leaders
// ---------------------------------------------------------------------------

export interface CivilizationDef {
  readonly id: CivilizationId;
  readonly name: Localized;
  readonly advances: readonly [CivAdvanceId, CivAdvanceId, CivAdvanceId, CivAdvanceId];
  readonly leaders: readonly [LeaderId, LeaderId, LeaderId];
  /** Civilization-specific start region that replaces the normal one, or null. */
  readonly startRegion: MapRegionId | null;
}

export interface LeaderAbilityDef {
  readonly id: string;
  readonly name: Localized;
  readonly usage: Usage;
  readonly oncePerTurn: boolean;
  /** Battles in which a combat ability applies (leader fighting); null = not a combat ability. */
  readonly battle: "land" | "sea" | "any" | null;
  readonly useCost: Cost | null;
  readonly params: Params;
  readonly effectId: string;
  readonly text: string;
}

export interface LeaderDef {
  readonly id: LeaderId;
  readonly name: Localized;
  readonly civilization: CivilizationId;
  readonly abilities: readonly [LeaderAbilityDef, LeaderAbilityDef];
}

/** What the sources print about a civilization that cannot be transcribed completely. */
export interface PartialCivAdvance {
  readonly name: Localized;
  /** Linked base advance, "any-government", or null when the source does not say. */
  readonly linkedAdvance: AdvanceId | "any-government" | null;
  readonly text: string | null;
  readonly ref: string;
}
export interface PartialLeader {
  readonly name: Localized;
  readonly knownAbilities: readonly { readonly name: Localized; readonly text: string }[];
  readonly ref: string;
}
export interface MissingCivilizationDef {
  readonly id: CivilizationId;
  readonly name: Localized;
  readonly knownAdvances: readonly PartialCivAdvance[];
  readonly knownLeaders: readonly PartialLeader[];
  /** Exactly what is missing. */
  readonly missing: readonly string[];
  readonly ref: string;
}

// ---------------------------------------------------------------------------
// Cost builders (pure constructors, no rules logic)
// ---------------------------------------------------------------------------

export const NO_COST: Cost = { fixed: {}, flexible: [], goldSubstitutes: false };

/** Fixed amounts; gold may substitute for food/wood/ore/ideas unless `goldSubstitutes` is false. */
export function fixedCost(fixed: Amounts, goldSubstitutes: boolean = true): Cost {
  return { fixed, flexible: [], goldSubstitutes };
}

/** "`count` of any of `from`". */
export function anyOfCost(count: number, from: readonly PayableKind[]): Cost {
  return { fixed: {}, flexible: [{ count, from }], goldSubstitutes: false };
}
