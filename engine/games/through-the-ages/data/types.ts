/**
 * Through the Ages: A New Story of Civilization (CGE 2015) with New Leaders & Wonders (NLW, 2019) — data types.
 *
 * Pure data shared by the rules engine and the browser client. Numbers the rules read are typed fields; `text`
 * is what a person reads. Sources:
 * - `seed Lnnn`: the Russian NLW rulebook and card appendix, shared/seeds/004_80a71d35454a450c.txt (wins);
 * - `nlw §n`: its digest shared/rules/through-the-ages-nlw.md;
 * - `base §n`: the base game, shared/rules/through-the-ages-base.md (tags S1–S5, B1, G1, W1–W9 kept in refs);
 * - `content §n`: NLW card texts and copies, shared/rules/through-the-ages-nlw-content.md (tags DIG, PY, SRB).
 * Every value the sources leave open or disagree on carries a `chosen` decision whose id is a heading in
 * docs/rules/through-the-ages.md.
 */

// ---------------------------------------------------------------------------
// Texts and provenance
// ---------------------------------------------------------------------------

/** Everything a person reads, in English and Russian (Russian edition names from the seed where it prints them). */
export interface Text {
  readonly en: string;
  readonly ru: string;
}

/**
 * - "seed": stated in the NLW rulebook;
 * - "confirmed": two or more independent sources agree;
 * - "single-source": one source only — UNCONFIRMED;
 * - "inferred": derived from sourced facts, stated nowhere — UNCONFIRMED.
 */
export type Confidence = "seed" | "confirmed" | "single-source" | "inferred";

export type DecisionId = `D${number}`;

/** A value picked where sources disagree or are silent; `id` is a heading in docs/rules/through-the-ages.md. */
export interface Decision {
  readonly id: DecisionId;
  readonly reason: string;
}

export interface Provenance {
  readonly confidence: Confidence;
  readonly refs: readonly string[];
  readonly chosen?: Decision;
}

// ---------------------------------------------------------------------------
// Vocabularies
// ---------------------------------------------------------------------------

export type Age = "A" | "I" | "II" | "III";
/** Level of a card = its age: A 0, I 1, II 2, III 3. */
export type Level = 0 | 1 | 2 | 3;
export const AGES = ["A", "I", "II", "III"] as const satisfies readonly Age[];
export const AGE_LEVEL: { readonly [A in Age]: Level } = { A: 0, I: 1, II: 2, III: 3 };

export type PlayerCount = 2 | 3 | 4;
export const PLAYER_COUNTS = [2, 3, 4] as const satisfies readonly PlayerCount[];

/** Copies used at 2, 3 and 4 players. In civil Ages I–III, 2p→3p adds the "3+" copies and 3p→4p the "4" copies. */
export interface Copies {
  readonly 2: number;
  readonly 3: number;
  readonly 4: number;
}

/** Which set a card belongs to: the base game, the NLW set (`expansion: true`), or both. */
export type Edition = "base-only" | "nlw-only" | "both";

/** Membership and copies per set; `null` = not in that set. */
export interface SetCopies {
  readonly base: Copies | null;
  readonly nlw: Copies | null;
}

export type FarmMine = "farm" | "mine";
export type UrbanType = "lab" | "temple" | "library" | "theater" | "arena";
export type UnitType = "infantry" | "cavalry" | "artillery" | "air-force";
export type SpecialFamily = "construction" | "civil" | "military" | "exploration";
export type TechType = FarmMine | UrbanType | UnitType | "special" | "government";

/** Civil card colours (seed L342: Ashoka counts them). Wonders are purple, leaders have no colour of their own. */
export type CardColour = "brown" | "grey" | "red" | "blue" | "orange" | "yellow" | "purple";

/**
 * Symbols printed on cards. On a technology they are per worker (farm, mine, urban building, unit); elsewhere
 * they are flat. Negative = the symbol takes away (Communism's unhappy face).
 */
export type Stat =
  | "food" | "resources" | "science" | "culture" | "happy" | "strength" | "colonization"
  | "civilActions" | "militaryActions" | "urbanLimit" | "yellowTokens" | "blueTokens"
  | "civilHandLimit" | "militaryHandLimit";
export type Yields = { readonly [S in Stat]?: number };

/** Points and goods an effect can hand out or take. */
export type Good = "food" | "resources" | "science" | "culture";
export type Amounts = { readonly [G in Good]?: number };

/**
 * Who an event, aggression or war affects. "two-strongest"/"two-weakest" read "the stronger"/"the weaker" with
 * 2 players (base §16.2); ties favour the current player, then clockwise (base §16.2).
 */
export type Who =
  | "each" | "strongest" | "weakest" | "two-strongest" | "two-weakest" | "second-weakest"
  | "most-culture" | "least-culture" | "most-happy" | "most-discontent" | "revealer" | "owner"
  | "attacker" | "target" | "victor" | "loser" | "side-a" | "side-b" | "both-sides";

/** Things effects count. */
export type Counter =
  | "happy-face" | "discontent-worker" | "content-worker-beyond-10" | "colony" | "colony-in-play"
  | "civil-action" | "military-action" | "completed-wonder" | "unfinished-wonder" | "wonder-of-partner"
  | "urban-building-level" | "unit-level" | "arena-level" | "age-III-technology" | "technology-level"
  | "special-tech-level" | "government-level" | "unit-type" | "urban-building-type" | "special-tech-type"
  | "worker-on-farm-or-mine" | "worker-on-urban-or-unit" | "farm-food-production" | "mine-production"
  | "stronger-civilization" | "civilization-with-more-culture" | "theater-and-library-culture"
  | "urban-culture-science-strength" | "science-rating" | "culture-rating" | "lowest-production"
  | "lowest-of-farms-mines-urban-units" | "best-farm-or-mine-production" | "extra-lab-resources"
  | "lab" | "library" | "theater" | "arena" | "army" | "military-card-discarded" | "surplus-happiness";

/** Actions a discount, a restricted resource or an extra action applies to. */
export type ActionScope =
  | "build-farm-mine" | "upgrade-farm-mine" | "build-urban" | "upgrade-urban" | "build-unit" | "upgrade-unit"
  | "build-wonder-stage" | "develop" | "develop-military-tech" | "develop-theater-tech" | "develop-library-tech"
  | "develop-urban-tech" | "develop-infantry-cavalry-tech" | "develop-farm-mine-tech" | "increase-population"
  | "take-card" | "take-technology" | "take-leader" | "take-wonder" | "peaceful-government-change"
  | "build-theater" | "build-library" | "lab-library-any" | "take-this-card";

export type Trigger =
  | "develop-technology" | "take-technology-from-row" | "prepare-event" | "gain-population" | "declare-revolution"
  | "leaves-play" | "replaced" | "end-of-turn" | "end-of-action-phase" | "start-of-turn" | "start-of-political-phase"
  | "age-start" | "age-end" | "wonder-stage-built" | "completed" | "colonize" | "develop-two-technologies-in-turn"
  | "game-end" | "discard-excess-military";

// ---------------------------------------------------------------------------
// Effects
// ---------------------------------------------------------------------------

/** Resources usable only for the listed actions this turn (NLW rule, seed L289-304): spent first, lost at end of turn. */
export interface RestrictedResources {
  readonly amount: number;
  readonly for: readonly ActionScope[];
}

export type Effect =
  // ---- gains, losses, production -------------------------------------------------------------------------
  /**
   * `pick`: "all" = every amount; "one" = one of the amounts; "mix" = up to the largest amount in total, split
   * freely among the listed goods ("up to 3 food and/or resources").
   */
  | { readonly kind: "gain"; readonly who: Who; readonly amounts: Amounts; readonly pick: "all" | "one" | "mix" }
  | { readonly kind: "lose"; readonly who: Who; readonly amounts: Amounts; readonly pick: "all" | "one" | "mix" }
  /** `amount` per counted thing; `max` caps the total; `scale` per player count overrides `amount`. */
  | { readonly kind: "gain-per"; readonly who: Who; readonly good: Good | "food-or-resources"; readonly amount: number; readonly per: Counter; readonly max: number | null; readonly scale?: Copies }
  | { readonly kind: "lose-per"; readonly who: Who; readonly good: Good | "civil-actions"; readonly amount: number; readonly per: Counter }
  /** Score the given rating as points of `as`. */
  | { readonly kind: "score-rating"; readonly who: Who; readonly rating: "science" | "culture"; readonly as: "science" | "culture" }
  /** Produce now, as in the end-of-turn production phase. */
  | { readonly kind: "produce"; readonly who: Who; readonly steps: readonly ("corruption" | "food" | "consumption" | "resources")[] }
  | { readonly kind: "ranked-culture"; readonly rating: "science" | "strength" | "culture"; readonly scale: { readonly 2: readonly number[]; readonly 3: readonly number[]; readonly 4: readonly number[] }; readonly tiesLostBy: "later-player" }
  | { readonly kind: "population"; readonly who: Who; readonly delta: number; readonly free: boolean; readonly condition: "most-culture-is-among-weakest" | null }
  | { readonly kind: "lose-all-food"; readonly who: Who }
  | { readonly kind: "draw-military"; readonly who: Who; readonly count: number }
  | { readonly kind: "lose-civil-actions"; readonly who: Who; readonly amount: number; readonly per: "discontent-worker" | null }
  | { readonly kind: "return-blue-token-to-box"; readonly who: Who; readonly count: number }
  | { readonly kind: "take-yellow-token"; readonly from: Who; readonly to: Who; readonly count: number }
  | { readonly kind: "build-free"; readonly who: Who; readonly what: "warriors" | "age-A-temple"; readonly needsUnusedWorker: true }
  | { readonly kind: "destroy-own-building"; readonly who: Who; readonly of: readonly ("farm" | "mine" | "urban")[] }
  // ---- base Age II events ------------------------------------------------------------------------------
  | { readonly kind: "emigration"; readonly fractionOfDiscontent: 0.5; readonly rounding: "up" }
  | { readonly kind: "iconoclasm" }
  | { readonly kind: "lose-colony"; readonly who: Who; readonly count: number }
  | { readonly kind: "international-agreement"; readonly civilActions: number; readonly forfeitNextPoliticalAction: true }
  | { readonly kind: "politics-of-strength"; readonly strongestDraws: number; readonly weakestDiscards: number; readonly ageIV: Amounts & { readonly lose?: number } }
  | { readonly kind: "ravages-of-time"; readonly ages: readonly Age[]; readonly flippedCulture: number }
  | { readonly kind: "terrorism" }
  | { readonly kind: "development-of-civilization"; readonly discount: { readonly food: number; readonly resources: number; readonly science: number } }
  // ---- NLW events --------------------------------------------------------------------------------------
  | { readonly kind: "development-of-planning"; readonly revealUnusedAgeAEvents: number }
  | { readonly kind: "dark-ages"; readonly threshold: number; readonly fraction: 0.5; readonly rounding: "up" }
  | { readonly kind: "call-to-arms"; readonly twoPlayers: { readonly weakestLoses: number }; readonly more: { readonly twoWeakestLose: number; readonly weakestLosesMore: number }; readonly cardsPerActionLost: 1 }
  | { readonly kind: "wisdom-of-the-ancestors"; readonly sciencePerCompleted: number; readonly resourcesPerUnfinished: number; readonly ageAMultiplier: number }
  | { readonly kind: "freedom-of-movement"; readonly workers: number }
  | { readonly kind: "international-negotiations"; readonly amount: number; readonly choices: readonly Good[] }
  | { readonly kind: "arms-industry"; readonly resourcesPerBestUnitType: number }
  // ---- aggressions and wars ----------------------------------------------------------------------------
  | { readonly kind: "steal"; readonly amounts: Amounts; readonly pick: "mix" | "each" }
  | { readonly kind: "raid"; readonly buildings: readonly Age[]; readonly gainFractionOfPrintedCost: 0.5; readonly rounding: "up" }
  | { readonly kind: "enslave"; readonly targetLosesPopulation: number; readonly gain: Amounts }
  | { readonly kind: "annex"; readonly colonies: number }
  | { readonly kind: "infiltrate"; readonly culturePerLevel: number }
  | { readonly kind: "kidnap"; readonly civilCards: number; readonly cultureIfPlayedThisTurn: number }
  | { readonly kind: "war-over-territory"; readonly yellowTokens: number; readonly extraPerAdvantage: number }
  | { readonly kind: "war-over-technology" }
  | { readonly kind: "war-over-culture"; readonly base: number; readonly plusAdvantage: true }
  | { readonly kind: "hybrid-war"; readonly unhappyWhileDeclared: number; readonly cultureEqualToAdvantage: true }
  // ---- pacts -------------------------------------------------------------------------------------------
  | { readonly kind: "pact-yields"; readonly side: "a" | "b" | "both"; readonly yields: Yields }
  | { readonly kind: "no-attacks-between-sides" }
  | { readonly kind: "ends-if-either-attacks" }
  | { readonly kind: "attacker-strength-vs-partner"; readonly amount: number }
  | { readonly kind: "trade-routes"; readonly aFoodAsResource: number; readonly bResourceAsFood: number }
  | { readonly kind: "scientific-cooperation"; readonly discount: number; readonly partnerPays: number }
  | { readonly kind: "culture-per-partner-wonder"; readonly amount: number }
  | { readonly kind: "no-war-on-side-b" }
  // ---- permanent bonuses of leaders, wonders and technologies ---------------------------------------------
  /** Flat symbols while in play (leaders, wonders, special technologies, colonies, pacts). */
  | { readonly kind: "yields"; readonly yields: Yields }
  | { readonly kind: "urban-build-discount"; readonly byAge: { readonly [A in Age]: number } }
  | { readonly kind: "wonder-stages-per-action"; readonly stages: number }
  | { readonly kind: "discount"; readonly scopes: readonly ActionScope[]; readonly resources: number; readonly science: number; readonly food: number; readonly by: "flat" | "per-level" | "per-urban-type-other-than-developed"; readonly oncePerTurn: boolean; readonly condition: "weakest-or-two-weakest" | "strongest" | "has-library" | "has-theater" | null; readonly ages?: readonly Age[] }
  | { readonly kind: "restricted-resources"; readonly resources: RestrictedResources; readonly per: "turn" | "play" | "stronger-civilization"; readonly scale?: Copies }
  | { readonly kind: "strength-per"; readonly amount: number; readonly per: "unit" | "unit-type" | "infantry-or-artillery-unit" | "happy-from-temples-and-government" | "best-lab-level"; readonly max: number | null }
  | { readonly kind: "culture-per-happy"; readonly from: readonly ("temple" | "theater" | "urban" | "wonder")[]; readonly amount: number }
  | { readonly kind: "extra-per-building"; readonly building: UrbanType | "each-urban-type-best" | "highest-level-theater"; readonly yields: Yields }
  | { readonly kind: "best-lab-or-library-science-equals-level" }
  | { readonly kind: "best-theater-double-culture" }
  | { readonly kind: "lab-culture-equals-level"; readonly scienceMalusPerLab: number }
  | { readonly kind: "lab-resources-equal-level"; readonly cultureWhenLeavingOrAtEnd: true }
  | { readonly kind: "library-theater-pairs"; readonly culturePerPair: number }
  | { readonly kind: "happy-bonus-per-source"; readonly amount: number; readonly sources: "every-other-happy-source" | "temple" }
  | { readonly kind: "best-mine-extra-token"; readonly mines: "best" | "best-age-A-or-I"; readonly farms: "none" | "best-age-A-or-I"; readonly tokens: number }
  | { readonly kind: "best-mine-double" }
  | { readonly kind: "production-bonus-by-age"; readonly byAge: { readonly [A in Age]: Yields } }
  | { readonly kind: "ignore-discontent"; readonly workers: number }
  | { readonly kind: "colony-yields"; readonly yields: Yields }
  | { readonly kind: "government-culture-equals-level" }
  | { readonly kind: "ashoka-colours"; readonly tiers: readonly { readonly colours: number; readonly yields: Yields }[] }
  | { readonly kind: "best-mine-science-best-lab-strength"; readonly cultureEqualsLarger: true }
  | { readonly kind: "culture-equal-best-library-and-theater-level" }
  | { readonly kind: "happy-equal-best-lab-level" }
  | { readonly kind: "colosseum-discount"; readonly culturePerDevelop: number }
  // ---- action (yellow) cards -----------------------------------------------------------------------------
  /** Do `action` without paying its civil/military action, `discount` off its cost, then gain `after` (base §15). */
  | { readonly kind: "perform"; readonly action: "build-or-upgrade-farm-mine" | "build-or-upgrade-urban" | "upgrade-any" | "increase-population" | "build-wonder-stage" | "develop"; readonly discount: Amounts; readonly after: Amounts }
  | { readonly kind: "extra-military-actions"; readonly count: number }
  // ---- triggered effects -------------------------------------------------------------------------------
  | { readonly kind: "on"; readonly trigger: Trigger; readonly then: Effect; readonly oncePerTurn: boolean; readonly condition?: "among-two-strongest" | "not-among-two-weakest" }
  | { readonly kind: "refund-civil-actions"; readonly count: number | "all-spent" }
  | { readonly kind: "no-refund-on-replace" }
  | { readonly kind: "optional-pay"; readonly pay: Amounts; readonly gain: Amounts }
  | { readonly kind: "until-next-choice"; readonly options: readonly Yields[] }
  // ---- rule changes --------------------------------------------------------------------------------------
  | { readonly kind: "military-action-as-civil"; readonly count: number }
  | { readonly kind: "extra-political-action"; readonly count: number; readonly oncePerGame: boolean }
  | { readonly kind: "political-remove-self-gain-yellow"; readonly tokens: number }
  | { readonly kind: "political-remove-self-colonize-from-hand" }
  | { readonly kind: "barbarossa-population-and-unit"; readonly militaryActions: number; readonly discount: { readonly food: number; readonly resources: number } }
  | { readonly kind: "infantry-as-cavalry" }
  | { readonly kind: "peek-current-event" }
  | { readonly kind: "no-wonder-surcharge"; readonly gainResources: number }
  | { readonly kind: "upgrade-to-theater"; readonly oncePerTurn: true; readonly civilActions: number }
  | { readonly kind: "colonize-discard-military"; readonly maxCards: number; readonly colonizationPerCard: number }
  | { readonly kind: "culture-per-colony"; readonly first: number; readonly others: number }
  | { readonly kind: "revolution-with-military-actions" }
  | { readonly kind: "cannot-attack" }
  | { readonly kind: "attack-cost-against-owner"; readonly multiplier: number; readonly extra: number }
  | { readonly kind: "churchill"; readonly culture: number; readonly science: number; readonly restricted: RestrictedResources }
  | { readonly kind: "tuck-under-wonder-on-replace"; readonly happy: number; readonly forfeitRefund: true }
  | { readonly kind: "taj-mahal-discount"; readonly civilActions: number }
  | { readonly kind: "population-once-per-turn-free" }
  | { readonly kind: "civil-action-cost"; readonly scope: ActionScope; readonly delta: number; readonly min: number; readonly condition: "no-discontent-workers" | null }
  | { readonly kind: "hippocrates"; readonly perTurn: number; readonly max: number; readonly toYellowBankPerAgeChange: number }
  | { readonly kind: "prepare-any-military-as-event"; readonly nonEventReveals: Amounts }
  | { readonly kind: "private-tactics"; readonly extraDraws: number; readonly tacticBonusWhenLeaving: number }
  | { readonly kind: "isabella"; readonly options: readonly { readonly resources: number; readonly colonization: number }[] }
  | { readonly kind: "eleanor"; readonly drawPerPreparedEvent: number; readonly culturePerDiscard: number; readonly refundOnReplace: number }
  | { readonly kind: "farms-as-units"; readonly as: readonly UnitType[]; readonly level: Level; readonly culturePerArmy: number }
  | { readonly kind: "nostradamus"; readonly culturePerPreparedEvent: number; readonly seeRivalEvents: true; readonly strengthVsWeakestAndAggression: number }
  | { readonly kind: "gutenberg"; readonly extraCivilActions: number; readonly scope: "lab-library-any"; readonly discount: Amounts; readonly culture: number }
  | { readonly kind: "catherine"; readonly oncePerGame: true; readonly twoPlayers: "take-yellow-from-weaker"; readonly more: { readonly weakerLose: number; readonly gainIfRemoved: { readonly 3: number; readonly 4: number } } }
  | { readonly kind: "maria-theresa"; readonly perPopulation: Amounts; readonly unitDiscountIfStrongest: number; readonly unitDiscountIfWeakest: number }
  | { readonly kind: "james-watt"; readonly discountByAge: { readonly [A in Age]: { readonly resources: number; readonly science: number } }; readonly cultureOnLeave: "best-farm-or-mine-production" }
  | { readonly kind: "nobel-prize"; readonly culture: number; readonly technologiesInTurn: number }
  | { readonly kind: "temple-happy"; readonly delta: number }
  | { readonly kind: "dietrich-unit-counts-twice"; readonly units: number }
  | { readonly kind: "mandela-surplus-culture"; readonly culturePerSurplusHappy: number }
  | { readonly kind: "olympics"; readonly oncePerGame: true; readonly culture: number; readonly aggressorLoses: number }
  | { readonly kind: "fleming-look"; readonly notSameRivalTwiceInARow: true }
  | { readonly kind: "stonehenge-science-per-stage" }
  | { readonly kind: "acropolis"; readonly peacefulChangeDiscountPerUrbanBuilding: number }
  | { readonly kind: "himeji"; readonly sacrificeOneUnitForDoubleStrength: true; readonly cultureWhenAttacking: number; readonly strengthWhenDefending: number }
  | { readonly kind: "silk-road"; readonly bonusToFirstActionCard: number; readonly fromFirstStage: true }
  | { readonly kind: "harvard"; readonly playJustTakenActionCard: number }
  | { readonly kind: "louvre"; readonly culturePerToken: number; readonly resourcesPerToken: number }
  | { readonly kind: "colonize-from-hand"; readonly oncePerGame: true }
  | { readonly kind: "empire-state"; readonly categories: readonly ("food" | "resources" | "science" | "culture" | "strength")[]; readonly culture: Copies }
  | { readonly kind: "united-nations"; readonly culturePer: number; readonly counts: readonly Counter[]; readonly playAgeIIIEventOnce: true }
  | { readonly kind: "red-cross"; readonly culturePerStage: number; readonly othersMayBuild: { readonly civilActions: number; readonly food: number; readonly perTurn: number }; readonly culturePerColonyInPlay: number }
  | { readonly kind: "manhattan"; readonly cultureEqualsScienceRating: true }
  | { readonly kind: "first-space-flight"; readonly culturePerTechLevel: number }
  | { readonly kind: "colossus-draw"; readonly atStartOfAges: readonly Age[]; readonly count: number }
  | { readonly kind: "stage-cost-in-food" }
  // ---- Age III scoring events ------------------------------------------------------------------------------
  | { readonly kind: "culture-if-food-surplus"; readonly culture: number }
  | { readonly kind: "culture-per-wonder-by-age"; readonly byAge: { readonly [A in Age]: number } };

// ---------------------------------------------------------------------------
// What every card carries
// ---------------------------------------------------------------------------

export interface CardCommon {
  /** Kebab-case; age-variant cards end in `-a`, `-1`, `-2`, `-3`; NLW balanced reprints end in `-nlw`. */
  readonly id: string;
  readonly age: Age;
  readonly name: Text;
  /** What the card does, in our own words. */
  readonly text: Text;
  readonly edition: Edition;
  readonly copies: SetCopies;
  /** Base card whose NLW reprint (balanced) takes its place in the NLW set. */
  readonly replacedBy?: string;
  /** On an NLW reprint: the base card it replaces. */
  readonly replaces?: string;
  readonly provenance: Provenance;
}

/** Copies helpers: `all(n)` = n at every player count; `marked(n2, n3, n4)`. */
export const all = (n: number): Copies => ({ 2: n, 3: n, 4: n });
export const marked = (two: number, three: number, four: number): Copies => ({ 2: two, 3: three, 4: four });
/** A card in both sets with the same copies. */
export const inBoth = (c: Copies): SetCopies => ({ base: c, nlw: c });
export const baseOnly = (c: Copies): SetCopies => ({ base: c, nlw: null });
export const nlwOnly = (c: Copies): SetCopies => ({ base: null, nlw: c });

/** The edition a card's copies put it in. */
export const editionOf = (c: SetCopies): Edition => (c.base && c.nlw ? "both" : c.base ? "base-only" : "nlw-only");
