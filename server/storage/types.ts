/**
 * Persistence of games. A game is (game id, options, seed, seats, move log); every accepted move is
 * stored before it is acknowledged, and a restarted server rebuilds unfinished games from here.
 */
import type { MoveRecord } from "../../engine/core/match.ts";
import type { Pace } from "../../engine/core/protocol.ts";
import type { Outcome, Seat } from "../../engine/core/types.ts";
import type { AccountStore } from "./account-types.ts";
import type { PasskeyStore } from "./passkey-types.ts";
import type { RatingStore } from "./rating-types.ts";
import type { AccountUpkeep } from "./upkeep-types.ts";

export interface StoredSeat {
  name: string;
  /** sha256 (hex) of the seat credential handed to its player; null for a seat created as a bot. */
  credentialHash: string | null;
  bot: boolean;
  /** The account that owns the seat (server/storage/account-types.ts); absent or null for a bot or a seat taken without one. */
  accountId?: string | null;
}

export type GameStatus = "playing" | "finished";

/**
 * A game's turn clock as stored with it (rooms/turn-clock.ts), so it runs on while no process has the game
 * loaded and across restarts: a loaded game arms its timer from `running.deadline`, never a fresh clock.
 */
export interface ClockRecord {
  /** The decision being timed: the seat, since when and until when (epoch ms); null when no person's decision is timed. */
  running: { seat: Seat; since: number; deadline: number } | null;
  /** Time-bank pace: each seat's bank in ms, not counting the running decision; null for other paces. */
  banks: number[] | null;
  /** Turn-based: seats a bot plays because their clock ran out while nobody was there, until their owner comes back. */
  away: Seat[];
}

export interface StoredGame {
  /** Unique forever (a UUID). */
  id: string;
  /** The Colyseus room id the game is served under (a private game's 6-character code). */
  roomId: string;
  game: string;
  mode: "quick" | "public" | "private";
  options: unknown;
  seed: string;
  players: number;
  seats: StoredSeat[];
  clockSeconds: number | null;
  /** Real-time or turn-based (engine/core/protocol.ts); a game stored before paces existed is real-time. */
  pace: Pace;
  /** The turn clock, null until one was armed. */
  clock: ClockRecord | null;
  /**
   * Whether the game changes ratings (rooms/game-rating.ts says whose); absent in games stored before the host
   * could choose, which were rated unless private.
   */
  rated?: boolean;
  status: GameStatus;
  outcome: Outcome | null;
  createdAt: number;
  updatedAt: number;
}

export interface Storage {
  readonly kind: "sqlite" | "postgres";
  /** Accounts, sessions and seat owners, in the same database (ready after `init()`). */
  readonly accounts: AccountStore;
  /** Ratings per (account, game), in the same database (ready after `init()`). */
  readonly ratings: RatingStore;
  /** Passkeys and passkey ceremonies under way, in the same database (ready after `init()`). */
  readonly passkeys: PasskeyStore;
  /** Guest merges and the purge of expired sessions and unused guests (ready after `init()`). */
  readonly upkeep: AccountUpkeep;
  /** Creates tables if needed. */
  init(): Promise<void>;
  /** Stores a new game, and its seats' owners (`StoredSeat.accountId`) for `accounts.gamesOf`. */
  createGame(game: StoredGame): Promise<void>;
  /**
   * Appends move number `index` (0-based). Rejects (and stores nothing) unless `index` is exactly
   * the number of moves stored so far — two writers can never interleave a log. An undo entry
   * (engine/core/undo.ts) also marks the move it takes back `undone` (with `index`), in the same
   * transaction; it is refused, storing nothing, when that move is missing or already taken back.
   */
  appendMove(gameId: string, index: number, move: MoveRecord): Promise<void>;
  finishGame(gameId: string, outcome: Outcome): Promise<void>;
  loadGame(gameId: string): Promise<{ game: StoredGame; moves: MoveRecord[] } | null>;
  listUnfinished(): Promise<StoredGame[]>;
  /** Stores the game's turn clock (and its deadline, which `listDue` reads). */
  saveClock(gameId: string, clock: ClockRecord): Promise<void>;
  /** Unfinished games whose running clock ran out at or before `now` (epoch ms). */
  listDue(now: number): Promise<StoredGame[]>;
  close(): Promise<void>;
}
