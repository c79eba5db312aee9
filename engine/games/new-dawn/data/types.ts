/**
 * Sid Meier's Civilization: A New Dawn — data types.
 *
 * Pure data shared by the rules engine and the browser client. Numeric parameters the rules read are typed
 * fields; `text` is what a person reads. Line references `Lnnn` point into the Ukrainian rulebook (the seed,
 * shared/seeds/002_370abbcb437e6d91.txt); `content §n` points into shared/rules/new-dawn-content.md, whose
 * source tags (S1…S12) are kept in `refs`. Every value the sources leave open or disagree on carries a
 * `chosen` decision whose id is explained in docs/rules/new-dawn.md.
 */

// ---------------------------------------------------------------------------
// Texts and provenance
// ---------------------------------------------------------------------------

/** Everything a person reads: English and Russian always, Ukrainian where the seed prints it. */
export interface Text {
  readonly en: string;
  readonly ru: string;
  readonly uk?: string;
}

/**
 * How sure a value is:
 * - "seed": stated in the Ukrainian rulebook;
 * - "confirmed": two or more independent sources agree (content file mark [C]);
 * - "single-source": one source only ([S]) — treat as UNCONFIRMED;
 * - "inferred": derived from sourced facts, stated nowhere ([I]) — treat as UNCONFIRMED.
 */
export type Confidence = "seed" | "confirmed" | "single-source" | "inferred";

/** A value picked where sources disagree or are silent; `id` is a heading in docs/rules/new-dawn.md. */
export interface Decision {
  readonly id: DecisionId;
  readonly reason: string;
}

export type DecisionId = `D${number}`;

export interface Provenance {
  readonly confidence: Confidence;
  readonly refs: readonly string[];
  readonly chosen?: Decision;
}

// ---------------------------------------------------------------------------
// Basic vocabularies
// ---------------------------------------------------------------------------

export type PlayerColor = "blue" | "green" | "orange" | "red";

export type ResourceKind = "marble" | "mercury" | "oil" | "diamonds";

/** The five land terrains, water, and the natural-wonder space (no terrain type, difficulty 5; L330). */
export type TerrainId = "grassland" | "hills" | "forest" | "desert" | "mountains" | "water";
export type SpaceTerrain = TerrainId | "natural-wonder";

/** Focus (action) card types; the seed's "культура / наука / економіка / промисловість / військо". */
export type FocusType = "culture" | "science" | "economy" | "industry" | "military";

export type TechLevel = 1 | 2 | 3 | 4;

/** Slot numbers 1–5 of the focus row (L225, L257). */
export type Slot = 1 | 2 | 3 | 4 | 5;

export type WonderType = "culture" | "economy" | "science" | "military";
export type Era = "ancient" | "medieval" | "modern";

export type FocusCardId =
  | "early-empire" | "drama-and-poetry" | "civil-service" | "mass-media"
  | "astrology" | "mathematics" | "replaceable-parts" | "nuclear-power"
  | "foreign-trade" | "currency" | "steam-power" | "capitalism"
  | "pottery" | "animal-husbandry" | "nationalism" | "urbanization"
  | "masonry" | "iron-working" | "mass-production" | "flight";

export type LeaderId = "america" | "aztec" | "egypt" | "france" | "japan" | "rome" | "scythia" | "sumeria";

export type MapTileId =
  | "tile-01" | "tile-02" | "tile-03" | "tile-04" | "tile-05" | "tile-06" | "tile-07" | "tile-08"
  | "tile-09" | "tile-10" | "tile-11" | "tile-12" | "tile-13" | "tile-14" | "tile-15" | "tile-16";

export type TileSide = "A" | "B";

/** Custom-map categories (L691-692): capital tiles carry the star, the others are picked for the centre. */
export type TileCategory = "capital" | "natural-wonder" | "city-state" | "plain";

export type NaturalWonderId =
  | "torres-del-paine" | "cliffs-of-dover" | "mount-everest" | "crater-lake"
  | "grand-mesa" | "galapagos-islands" | "mount-kilimanjaro" | "pantanal";

export type CityStateId =
  | "carthage" | "kumasi" | "brussels" | "seoul" | "geneva" | "mohenjo-daro" | "buenos-aires" | "kabul";

export type BarbarianLetter = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I";

export type WonderId =
  | "stonehenge" | "hanging-gardens" | "forbidden-city" | "chichen-itza" | "sydney-opera-house" | "eiffel-tower"
  | "colossus" | "great-lighthouse" | "machu-picchu" | "great-zimbabwe" | "estadio-do-maracana" | "big-ben"
  | "petra" | "terracotta-army" | "alhambra" | "venetian-arsenal" | "pentagon" | "ruhr-valley"
  | "oracle" | "pyramids" | "porcelain-tower" | "potala-palace" | "oxford-university" | "kremlin";

export type PlayerDiplomacyId = "joint-war" | "defensive-pact" | "embassy" | "open-borders";

export type ObjectiveId =
  | "explorer" | "aesthetic" | "warmonger" | "paranoid" | "civilized"
  | "money-grubber" | "populous" | "preservationist" | "technophile" | "scholarly";

export type VictoryCardId =
  | "explorer-aesthetic" | "warmonger-paranoid" | "civilized-money-grubber"
  | "populous-preservationist" | "technophile-scholarly";

export type EventSymbol = "trade" | "barbarian-spawn" | "barbarian-movement";

// ---------------------------------------------------------------------------
// Effects: one typed vocabulary for leaders, wonders and diplomacy cards
// ---------------------------------------------------------------------------

/** What an attack can target (L504); "city" includes capitals. */
export type TargetKind = "barbarian" | "city-state" | "city" | "control-token";

export type CombatRole = "attack" | "defense";

/**
 * +amount combat strength (L510, L516). `per` multiplies the amount; `targets` limits it to attacks on those
 * targets; `defendingSpaceTerrains` limits it to fights over a space of those terrains; `notAgainst` excludes
 * the player who gave the card, or the city-state whose card it is.
 */
export interface CombatBonusEffect {
  readonly kind: "combat-bonus";
  readonly roles: readonly CombatRole[];
  readonly amount: number;
  readonly per: "own-caravan-adjacent-to-defending-space" | "city-state-token-or-friendly-city-within-2-of-defending-space" | null;
  readonly targets: readonly TargetKind[] | null;
  readonly defendingSpaceTerrains: readonly TerrainId[] | null;
  readonly notAgainst: "giver" | "this-city-state" | null;
  readonly condition: "more-reinforced-tokens-than-defender" | null;
}

/** Changes terrain difficulty: `set` replaces it, `delta` adds to it (never below 1 is for the engine). */
export interface TerrainDifficultyEffect {
  readonly kind: "terrain-difficulty";
  /** null = every space. */
  readonly terrains: readonly SpaceTerrain[] | null;
  readonly set: number | null;
  readonly delta: number | null;
  readonly onlyAdjacentToWaterOrEdge: boolean;
  /** When it applies. */
  readonly during: "own-turn" | "culture-or-industry-card" | "placing-control-tokens";
}

export interface WonderCostEffect {
  readonly kind: "wonder-cost";
  /** Negative = cheaper. */
  readonly amount: number;
  readonly per: "own-mature-city" | null;
  readonly condition: "no-wonder-of-that-type-yet" | null;
}

export type Effect =
  | CombatBonusEffect
  | TerrainDifficultyEffect
  | WonderCostEffect
  // --- leaders ---
  | { readonly kind: "natural-wonder-tokens-on-focus-cards" }
  | { readonly kind: "swap-focus-cards-after-military-win"; readonly minAttacksWon: number; readonly cardsSwapped: 2 }
  | { readonly kind: "culture-extra-tokens-by-latest-wonder-era"; readonly tokens: { readonly [E in Era]: number } }
  | { readonly kind: "caravans-leave-from-any-city" }
  | { readonly kind: "resource-on-barbarian-defeat"; readonly count: number }
  // --- city-state diplomacy ---
  | { readonly kind: "start-of-turn-move-barbarian"; readonly count: number; readonly toEmptyLandAdjacentSpace: true }
  | { readonly kind: "start-of-turn-swap-rival-diplomacy-card"; readonly count: number }
  // --- player diplomacy ---
  | { readonly kind: "caravan-to-giver-capital"; readonly tradeTokensToGiver: number; readonly resourcesToHolder: number }
  | { readonly kind: "giver-pieces-count-for-maturity" }
  // --- wonders ---
  | { readonly kind: "chain-control-tokens-on-terrain"; readonly terrain: TerrainId }
  | { readonly kind: "start-of-turn-place-control-token"; readonly count: number; readonly maxDifficulty: number; readonly adjacentTo: "friendly-city" }
  | { readonly kind: "start-of-turn-remove-rival-control-token"; readonly count: number; readonly adjacentTo: "friendly-space" }
  | { readonly kind: "control-tokens-on-remote-terrain"; readonly terrain: TerrainId; readonly emptyOnly: true }
  | { readonly kind: "rival-control-tokens-count-for-maturity" }
  | { readonly kind: "start-of-turn-forced-replacement"; readonly nominated: number; readonly replaced: number }
  | { readonly kind: "caravan-movement-pool"; readonly spaces: number }
  | { readonly kind: "city-on-map-edge"; readonly asIfWithin: number; readonly emptyOnly: true }
  | { readonly kind: "low-slot-shift"; readonly slots: readonly Slot[]; readonly shift: number }
  | { readonly kind: "trade-token-store"; readonly capacity: number }
  | { readonly kind: "extra-economy-card"; readonly timing: "before-non-economy-card" | "after-non-economy-card" }
  | { readonly kind: "barbarians-repelled"; readonly protects: readonly ("city" | "reinforced-control-token")[]; readonly barbarianMoves: "opposite-direction" }
  | { readonly kind: "replay-slot"; readonly fromSlot: Slot; readonly asSlot: Slot; readonly oncePerTurn: true }
  | { readonly kind: "unlimited-attack-range" }
  | { readonly kind: "start-of-turn-swap-adjacent-focus-cards"; readonly swaps: number }
  | { readonly kind: "on-build-upgrade-focus-cards"; readonly count: number; readonly fromLevel: TechLevel | null; readonly toLevel: "next" }
  | { readonly kind: "diplomacy-limit"; readonly perRival: number; readonly onBuildTakeFromRivals: number }
  | { readonly kind: "upgrade-to-any-type"; readonly except: FocusType };

