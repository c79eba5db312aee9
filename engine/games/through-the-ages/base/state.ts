/**
 * The state of a game of Through the Ages: plain data, so it can be saved, viewed and hashed. Cards are held by
 * their definition's id (data/); copies of one card are the same id twice.
 */
import type { RngState } from "../../../core/rng.ts";
import type { Seat } from "../../../core/types.ts";
import type { Frame } from "../../../kit/flow.ts";
import type { Age, PlayerCount } from "../data/index.ts";
import { element, peek } from "../../../kit/peek.ts";

/** Ages of play: the four decks, then Age IV (no decks, the last round). */
export type Era = Age | "IV";

/** A farm, mine, urban building or unit technology in play: its workers and, on farms and mines, blue tokens. */
export interface TechInPlay {
  card: string;
  workers: number;
  blue: number;
}

export interface WonderInPlay {
  card: string;
  /** Stages built so far. */
  built: number;
  /** Blue tokens covering them (out of the bank while the wonder is unfinished). */
  tokens: number;
}

/** A pact in play, in the play area of the seat that offered it (`owner`); `a` and `b` are its sides. */
export interface PactInPlay {
  card: string;
  owner: Seat;
  a: Seat;
  b: Seat;
}

/** Resources usable only for some actions this turn (seed L289-304). */
export interface TempResources {
  amount: number;
  for: string[];
  /** Science rather than resources (Churchill). */
  science?: boolean;
}

export interface Player {
  seat: Seat;
  /** Tokens left in the yellow bank (population reserve), and unused workers (worker pool). */
  yellowBank: number;
  workers: number;
  blueBank: number;
  /** Farms, mines, urban buildings and units, by card, in the order developed. */
  techs: TechInPlay[];
  /** Special (blue) technologies in play: one per family. */
  specials: string[];
  government: string;
  leader: string | null;
  /** Ages of the leaders this seat has taken (never a second leader of an age). */
  leaderAges: Age[];
  wonder: WonderInPlay | null;
  wonders: string[];
  /** Completed wonders turned face down (Ravages of Time): no effects, 2 culture, still completed. */
  flipped: string[];
  colonies: string[];
  hand: string[];
  military: string[];
  science: number;
  culture: number;
  /** Actions spent this turn; `extraMilitary` are one-turn actions from action cards. */
  civilSpent: number;
  militarySpent: number;
  extraMilitary: number;
  /** Civil actions lost on the seat's next turn (events). */
  civilPenalty: number;
  /** Action cards taken this turn (cannot be played in the same action phase). */
  takenThisTurn: string[];
  /** Current tactic and whether it is still exclusive (played from hand this or last turn). */
  tactic: string | null;
  tacticExclusive: boolean;
  tacticThisTurn: boolean;
  temp: TempResources[];
  /** The seat gives up its next political action (International Agreement). */
  forfeitPolitics?: boolean;
  /** Blue tokens kept on the completed Louvre (not resources). */
  louvre?: number;
  resigned: boolean;
  /** What leaders', wonders' and cards' powers remember (powers/, politics/). */
  powers: PowerMemory;
}

/** What powers remember between moves; each field is read by the power's module. */
export interface PowerMemory {
  /**
   * Once-a-turn powers used this turn and what the seat did this turn that a power reads ("replaced-leader"),
   * cleared at the end of its turn; marks starting "secret:" name hidden cards (view.ts). Once-a-game powers used.
   */
  usedThisTurn: string[];
  usedInGame: string[];
  /** Technologies developed this turn (the Nobel Prize). */
  developed: number;
  /** Saladin's standing choice. */
  saladin: "strength" | "civil" | null;
  /** Yellow tokens beside the government (Hippocrates): out of the yellow bank, not workers. */
  hippocrates: number;
  /** The completed wonder Homer was tucked under (+1 happy face). */
  homerUnder: string | null;
  /** The tactic Sun Tzu lies under, while the seat's flag is on that card (+1 strength per army it forms). */
  sunTzuUnder: string | null;
  /** Tactics Sun Tzu kept out of the common area; they go there at the first turn start after he leaves. */
  heldTactics: string[];
  /** Whose military cards Ian Fleming last looked at, and in which round. */
  flemingLooked: { seat: Seat; round: number } | null;
}

export interface TtaState {
  stack: Frame[];
  finished: boolean;
  rng: RngState;
  players: Player[];
  /** The count the game was set up for (the card-row sweep and events read the seats still playing). */
  playerCount: PlayerCount;
  expansion: boolean;
  first: Seat;
  current: Seat;
  round: number;
  era: Era;
  row: (string | null)[];
  civilDecks: Record<Age, string[]>;
  militaryDecks: Record<Age, string[]>;
  militaryDiscard: string[];
  currentEvents: string[];
  futureEvents: string[];
  pastEvents: string[];
  /** Tactics in the common area (identical ones merged), Sun Tzu's special tactic apart. */
  commonTactics: string[];
  /**
   * The tactic Sun Tzu lies under (his special tactic, seed L332-336), once he has left play: in `seat`'s play area
   * until the start of that seat's next turn, then (`seat` null) in the common area, never merged with the tactics
   * of the same name there. Absent while no tactic has him under it.
   */
  specialTactic?: { card: string; seat: Seat | null };
  pacts: PactInPlay[];
  /** Wars declared, resolved at the start of the attacker's next turn. */
  wars: { attacker: Seat; card: string; target: Seat }[];
  /** Alfred Nobel was replaced: the Nobel Prize is in play (powers/nobel.ts). */
  nobelPrize: boolean;
  /** The seat whose Olympics are running (Pierre de Coubertin), until its next political phase. */
  olympics: Seat | null;
  /** The round that is the last (set when Age IV begins). */
  lastRound: number | null;
  /** Forced random results for tests (random.ts). */
  forcedShuffles?: string[][];
  /** Final scoring's per-seat breakdown, once the game is over. */
  breakdown?: Record<string, number>[];
}

/**
 * The seat's player, to write to: in a move, its draft reached without the proxy's traps (`member` reads the root's
 * players, then the child read last, directly), where `s.players[seat]` runs the trap twice.
 */
export function playerDraft(s: TtaState, seat: Seat): Player {
  return element(s, "players", seat) as Player;
}

/** Seats still playing, clockwise from `from` (included). Read on plain data: a move's drafts are slow to read. */
export function seatsFrom(s: TtaState, from: Seat): Seat[] {
  const players = peek(s).players;
  const n = players.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (from + i) % n;
    if (!players[seat].resigned) out.push(seat);
  }
  return out;
}

/** The seat's completed wonders that still work (not turned face down). */
export function workingWonders(p: Player): string[] {
  return p.flipped.length ? p.wonders.filter((w) => !p.flipped.includes(w)) : p.wonders;
}

/** Whether `what` happened or was used this turn (`PowerMemory.usedThisTurn`). */
export const didThisTurn = (p: Player, what: string): boolean => p.powers.usedThisTurn.includes(what);

export function markThisTurn(p: Player, what: string) {
  p.powers.usedThisTurn.push(what);
}

export function activeCount(s: TtaState): number {
  let n = 0;
  for (const p of peek(s).players) if (!p.resigned) n++;
  return n;
}
