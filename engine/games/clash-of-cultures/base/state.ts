/**
 * The whole state of a Clash of Cultures game: plain JSON, never mutated in place (moves are applied
 * to a draft (engine/kit/draft.ts), so a failed move leaves the previous state untouched).
 */
import type { RngState } from "../../../core/rng.ts";
import type { Seat } from "../../../core/types.ts";
import type {
  ActionTypeId, AnyAdvanceId, BuildingId, CivilizationId, LeaderId, MapRegionId, ObjectiveId, PayableKind, ResourceKind, Terrain, UnitTypeId, WonderId,
} from "../data/index.ts";
import type { CocOptions } from "./options.ts";

/** "q,r" of an axial hex. */
export type HexKey = string;
export type Mood = "angry" | "neutral" | "happy";
/** A player seat, or the neutral forces. */
export type Owner = Seat | "barbarian" | "pirate";

export type Resources = Record<ResourceKind, number>;
export type Payment = Partial<Record<PayableKind, number>>;

export interface Unit {
  id: number;
  owner: Owner;
  type: UnitTypeId;
  hex: HexKey;
  /** Id of the ship carrying this land unit (the unit's hex is the ship's sea hex). */
  carriedBy: number | null;
}

export interface City {
  hex: HexKey;
  owner: Owner;
  mood: Mood;
  /** Buildings in the city and the colour of each figure (differs from `owner` under cultural influence). */
  buildings: Partial<Record<BuildingId, Owner>>;
  /** The sea hex the port figure stands on. */
  portHex: HexKey | null;
  /** Wonders in the city with the seat that built each (builder and owner score separately, L498). */
  wonders: { id: WonderId; builder: Seat }[];
}

export interface HexState {
  key: HexKey;
  q: number;
  r: number;
  /** Index into `regions`. */
  region: number;
  /** Null while the region is unexplored. */
  terrain: Terrain | null;
  exhausted: boolean;
}

export interface RegionState {
  /** Hex keys in slot order of the board position. */
  hexes: HexKey[];
  /** Secret until explored: which tile lies face down here (redacted from views). */
  tile: MapRegionId;
  explored: boolean;
  /** 0..5 once explored. */
  rotation: number;
  home: Seat | null;
}

export interface CompletedObjective {
  card: string;
  objective: ObjectiveId;
}

export interface PlayerState {
  seat: Seat;
  resources: Resources;
  moodTokens: number;
  cultureTokens: number;
  advances: AnyAdvanceId[];
  /** Cubes left on the event tracker (0..3). */
  eventTracker: number;
  actionCards: string[];
  objectiveCards: string[];
  wonderCards: WonderId[];
  completedObjectives: CompletedObjective[];
  /** VP granted by event cards. */
  eventVp: number;
  civilization: CivilizationId | null;
  leaders: LeaderId[];
  capturedLeaders: LeaderId[];
  /** Great Library: the advance whose effects the player uses until the end of the current turn (L1587-1595). */
  borrowedAdvance?: AnyAdvanceId | null;
  /** Great-person event cards held in hand like action cards (L1999), hidden like the hand (events/events.ts). */
  greatPersons?: string[];
  /** [EXP] Leaders recruited so far (High Culture objective; counted from "units-recruited"). */
  leadersRecruited?: number;
  /** [EXP] The leader whose card lies above the civilization board; its figure is on the map (civilizations/leaders.ts). */
  activeLeader?: LeaderId | null;
  /** [EXP] Vikings' Rune Stones: obelisk figures set aside, 1 VP each, no longer buildable (civilizations/civ-advances.ts). */
  runeStones?: number;
  /** [EXP] Erik the Red's explorer tokens: the regions (indices) holding one, 1 VP each (civilizations/leaders.ts). */
  explorerTokens?: number[];
  /** [EXP] Vikings' Raiding: resources this player owes at the start of their next turn (civilizations/civ-advances.ts). */
  raidsOwed?: number;
}

/** Turn-scoped bookkeeping of the player whose turn it is; reset at every turn start. */
export interface TurnState {
  seat: Seat;
  actionsLeft: number;
  /** Once-per-turn effects already used (ids). */
  used: string[];
  influenced: boolean;
  /** Units that may not move again this turn (fought, entered mountains, ...). */
  unitsStopped: number[];
  /** Units that entered a forest this turn: they may not start a battle. */
  unitsInForest: number[];
  /** Units that moved during the current Move action. */
  movedThisAction: number[];
  /** Units that entered a fertile hex this turn: they may not attack a Great Gardens city (L1583-1585). */
  unitsOnFertile?: number[];
  /** Battles won this turn (for cards that need one). */
  wonLandBattles: number;
  /** Activations of the active player's cities this turn, by hex (a city that changes owner starts again). */
  activations: Record<HexKey, number>;
}

/**
 * A pending piece of the game's flow. The top frame of the stack decides who is asked what; each kind
 * has a handler registered in base/flow.ts. Frames are plain data so a state can be saved, viewed and hashed.
 */
export interface Frame {
  kind: string;
  /** The seat being asked, or null for frames that resolve on their own. */
  seat: Seat | null;
  [key: string]: unknown;
}

export interface Decks {
  action: string[];
  objective: string[];
  event: string[];
  wonder: WonderId[];
}

export interface CocState {
  options: CocOptions;
  players: PlayerState[];
  hexes: Record<HexKey, HexState>;
  regions: RegionState[];
  units: Record<number, Unit>;
  nextUnitId: number;
  cities: Record<HexKey, City>;
  decks: Decks;
  discards: Decks;
  /** 1-based age and round within the age. */
  age: number;
  round: number;
  firstPlayer: Seat;
  /** Turns taken so far in the current round. */
  turnInRound: number;
  turn: TurnState | null;
  stack: Frame[];
  finished: boolean;
  rng: RngState;
  /**
   * Scenario support: die faces (1-12) to return before the RNG is used again. Set only by tests that
   * reproduce worked examples; never by play.
   */
  forcedDice?: number[];
  /** Lasting action-card effects and objective bookkeeping (cards/action-cards.ts, cards/objectives.ts); created when first needed. */
  cards?: CardsState;
  /** Lasting effects of event cards (events/events.ts); created when first needed. */
  events?: EventsState;
  /** Wonder game end (variants.ts): a wonder was built in one of the last rounds; the game ends with this round. */
  endsAfterRound?: boolean;
}

/** What event cards leave behind (events/events.ts). */
export interface EventsState {
  /** Pestilence was drawn: from now on nobody without Sanitation may construct buildings or wonders. */
  pestilence: boolean;
  /** Seats that lose one action at the start of their next turn (Revolution resolved outside their actions). */
  loseAction: Seat[];
  /**
   * Great Warlord was played: this seat's first battle started during the free Move action it gives
   * gets +2 combat value every round (combat reads it and clears it when that battle starts).
   */
  warlord?: Seat | null;
  // ---- Civilizations expansion cards (events/expansion-effects.ts); each set only once its card is drawn ----
  /** Solar Eclipse: the next land battle lasts one round (combat consumes it when that battle starts). */
  solarEclipse?: boolean;
  /** The Solar Eclipse battle being fought: its winner (the defender if undecided) scores 1 VP. */
  eclipseBattle?: HexKey | null;
  /** Trojan Horse: usable once by the next player attacking a defended city. */
  trojanHorse?: boolean;
  /** Envoy: wonder cards turned face up; whoever next draws a wonder card may take one instead. */
  publicWonders?: WonderId[];
  /** Anarchy: per seat, government advances still to be "bought back" (each costs 1 VP and no event cube). */
  anarchy?: Partial<Record<Seat, number>>;
  /** Great Diplomat: diplomatic relations between the holder and a partner (null once ended). */
  diplomacy?: { holder: Seat; partner: Seat } | null;
  /** Great Seer: objective cards set aside as a seat's next objective draw (view shows them only to the seer). */
  seer?: { seer: Seat; seat: Seat; card: string }[];
}

/** What action cards and objectives remember between moves (cards/action-cards.ts, cards/objectives.ts). */
export interface CardsState {
  /** Seats that lose one action at the start of their next turn (Assassination). */
  assassinated: Seat[];
  /**
   * Negotiations: `seat` may not move units into hexes holding `other`'s units or cities during the
   * current turn ("now") or during its own next turn ("next-turn").
   */
  truces: { seat: Seat; other: Seat; when: "now" | "next-turn" }[];
  /** Battles fought this turn (reset at every turn start), for Warmonger and Sea Cleansing. */
  battles: { seat: Seat; hex: HexKey; kind: "land" | "sea"; won: boolean; vs: Owner }[];
  /** Recruit actions this turn that used Draft, per seat (Draft objective). */
  draftRecruits: number[];
  /** Wonders built and City Founder completions, by age and round (Magnificent Culture, Colony). */
  wondersBuilt: { seat: Seat; age: number; round: number }[];
  cityFounder: { seat: Seat; age: number; round: number }[];
}

export type { ActionTypeId };
