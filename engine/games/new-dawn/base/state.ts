/**
 * The state of a game of Civilization: A New Dawn: plain JSON (saved, hashed, replayed). The map is a list
 * of spaces, each with its id ("q,r" in axial coordinates, base/hex.ts); each space holds its printed contents (terrain,
 * symbols) and what lies on it now. Line references `Lnnn` point into the seed (the Ukrainian rulebook).
 */
import type { RngState } from "../../../core/rng.ts";
import type { Seat } from "../../../core/types.ts";
import type { Frame as KitFrame } from "../../../kit/flow.ts";
import type {
  BarbarianLetter, CityStateId, FocusCardId, LeaderId, MapTileId, NaturalWonderId, ObjectiveId, PlayerColor, PlayerDiplomacyId,
  ResourceKind, SpaceTerrain, TileSide, VictoryCardId, WonderId, WonderType,
} from "../data/index.ts";

export type Frame = KitFrame;
export type SpaceId = string;

export interface Space {
  id: SpaceId;
  q: number;
  r: number;
  terrain: SpaceTerrain;
  /** Printed tile face and cell, e.g. "4A" / 3 (for people and the client). */
  label: string;
  cell: number;
  /** No neighbour on at least one side (L336, L940). */
  edge: boolean;
  /** Printed symbols (L164). */
  barbarianSymbol: BarbarianLetter | null;
  cityStateSymbol: CityStateId | null;
  capitalSymbol: boolean;
  // ---- what lies on the space now ----
  city: { owner: Seat; capital: boolean } | null;
  token: { owner: Seat; reinforced: boolean } | null;
  resource: ResourceKind | null;
  /** The natural-wonder token while it lies here (a control token placed here takes it, L356). */
  naturalWonder: NaturalWonderId | null;
  /** The natural wonder printed here: its token comes back when the control token is removed (L834). */
  naturalWonderHome: NaturalWonderId | null;
  /** The city-state's own token, while it is independent (L618, L622). */
  cityState: CityStateId | null;
  /** A world wonder token under the city or control token here (or orphaned, L683). */
  wonder: WonderId | null;
}

/** A card of a focus row with what lies on it (L641-665, L620). */
export interface RowCard {
  card: FocusCardId;
  trade: number;
  /** Conquered city-state tokens on this card (L618): spent as a trade token once per turn, never lost. */
  cityStates: CityStateId[];
}

/** A held diplomacy card: a city-state's or another player's (L624-630). */
export type DiplomacyHolding = { from: "city-state"; cityState: CityStateId } | { from: "player"; giver: Seat; card: PlayerDiplomacyId };

export interface Player {
  seat: Seat;
  color: PlayerColor;
  leader: LeaderId;
  /** Slots 1..5 are indexes 0..4 (L221-229). */
  row: RowCard[];
  /** Tech dial position 0..24 (L368-382, L840). */
  dial: number;
  /** The pointer has reached "24" (Technophile, L968); it may have gone on to 15 since (L840). */
  reachedDialEnd: boolean;
  /** Control tokens in the player's reserve (31 in the box, L83; objective marks take one each, L546). */
  tokensLeft: number;
  /** Non-capital city figures in reserve (7, L87). */
  citiesLeft: number;
  resources: Record<ResourceKind, number>;
  naturalWonders: NaturalWonderId[];
  /** Where each usable caravan is: a space, or null on the economy card (L388-392). */
  caravans: (SpaceId | null)[];
  /** Diplomacy cards held (L628). */
  diplomacy: DiplomacyHolding[];
  /** Own diplomacy cards still in this player's deck (L847). */
  diplomacyDeck: PlayerDiplomacyId[];
  /** Successful attacks on an enemy capital (Warmonger, L960). */
  capitalsTaken: number;
  /** Objectives marked with a control token (L546). */
  objectives: ObjectiveId[];
  /** Trade tokens kept on Great Zimbabwe (at most 4). */
  tradeStore: number;
  /** America: the focus card each held natural-wonder token lies on (leader ability). */
  naturalWondersOn: Partial<Record<NaturalWonderId, FocusCardId>>;
}

/** What the current turn has used up. */
export interface TurnState {
  seat: Seat;
  /** Cities and city-states a caravan entered this turn (L398, L612). */
  caravanVisits: SpaceId[];
  /** Spaces attacked and captured this turn: no attack from them (L506). */
  captured: SpaceId[];
  /** Natural-wonder tokens spent this turn (L323). */
  naturalWondersUsed: NaturalWonderId[];
  /** City-state tokens spent this turn: each serves once per turn (L620). */
  cityStateTokensUsed: CityStateId[];
  /** Attacks won this turn (Aztec). */
  attacksWon: number;
  /** Once-per-turn effects already used (Venetian Arsenal, Capitalism). */
  used: string[];
}

/** A tile laid on the map: cell 0 at (q, r), turned `rotation` sixths clockwise (setup/assemble.ts). */
export interface TilePlacement {
  readonly tile: MapTileId;
  readonly side: TileSide;
  readonly q: number;
  readonly r: number;
  readonly rotation: number;
}

/** The custom map being built (L685-761): the central tiles, each seat's tiles still in hand, its capital tile. */
export interface MapBuild {
  central: MapTileId[];
  placed: TilePlacement[];
  hands: MapTileId[][];
  capitals: MapTileId[];
}

export interface NdState {
  players: Player[];
  /**
   * Every space of the map, in the order the map was laid out (base/spaces.ts finds one by id: \`spaceAt\`). A list,
   * not a record by id: a move that changes a space copies it, and copying a list of 160 is quick where a record
   * of 160 keys was not.
   */
  spaces: Space[];
  /** The player with the event dial (L187). */
  first: Seat;
  /** Whose turn is being played or comes next. */
  current: Seat;
  /** Turns started so far (the event dial is not moved before the very first one, L556). */
  turnsStarted: number;
  turn: TurnState | null;
  eventDial: number;
  /** Where each barbarian token in play is; several may share a space until stacking is resolved (L822). */
  barbarians: Partial<Record<BarbarianLetter, SpaceId>>;
  /** Hex direction (index into HEX_DIRECTIONS) of each die face 1..6 on the barbarian direction token (L187, D12). */
  barbarianDirections: number[];
  /** Defeated barbarian tokens, waiting to spawn (L584-590). */
  defeatedBarbarians: BarbarianLetter[];
  /** Face-down decks, top card first; the top card is face up (L196-201). Hidden below the top. */
  wonderDecks: Record<WonderType, WonderId[]>;
  victoryCards: VictoryCardId[];
  /** City-state diplomacy cards still beside the map (L165). */
  cityStateCards: Partial<Record<CityStateId, number>>;
  /** Die results a test fixes in advance (kit/random.ts); never set by play. */
  forcedDice?: number[];
  winners: Seat[] | null;
  /** Only while players build a custom map. */
  mapBuild?: MapBuild;
  stack: Frame[];
  finished: boolean;
  rng: RngState;
}

export const freshTurn = (seat: Seat): TurnState => ({ seat, caravanVisits: [], captured: [], naturalWondersUsed: [], cityStateTokensUsed: [], attacksWon: 0, used: [] });
