/**
 * The wire protocol between a client and a GameRoom: room names, join options and every message, as
 * zod schemas (the room validates each incoming message with them) and the types the client uses.
 * docs/protocol.md describes the same in prose.
 */
import { z } from "zod";
import type { GameEvent, Move, Outcome, Prompt, Seat, Text } from "./types.ts";
import type { Review } from "./review.ts";
import type { ViewPatch } from "./view-patch.ts";

export const ROOM_GAME = "game";
export const ROOM_LOBBY = "lobby";

export const modeSchema = z.enum(["quick", "public", "private"]);
export type RoomMode = z.infer<typeof modeSchema>;

export const playerName = z.string().trim().min(1).max(24);

const DAY = 86_400;
/**
 * How fast a game goes (docs/architecture.md, "Turn-based play"). `realtime`: people play at the table, with the
 * optional per-move `clockSeconds`. Turn-based: nobody needs to be connected, and each decision has `per-move`
 * seconds, or is charged to the seat's time `bank` (`seconds` to start with, `incrementSeconds` more with each of
 * its moves). A server takes turn-based clocks of at least TURN_CLOCK_MIN_SECONDS.
 */
export const paceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("realtime") }),
  z.object({ kind: z.literal("per-move"), seconds: z.number().int().min(1).max(30 * DAY) }),
  z.object({ kind: z.literal("bank"), seconds: z.number().int().min(1).max(60 * DAY), incrementSeconds: z.number().int().min(1).max(7 * DAY) }),
]);
export type Pace = z.infer<typeof paceSchema>;
export const REALTIME: Pace = { kind: "realtime" };

/** Options for `create` / `joinOrCreate` of a game room, and for `joinById`. */
export const joinOptionsSchema = z.object({
  name: playerName.default("Player"),
  /** Reclaims a seat (after a reload past the reconnection window, or after a server restart). */
  credential: z.string().min(16).max(128).optional(),
  /** Join a running game as a spectator (sees only public information). */
  spectate: z.boolean().optional(),
});
export type JoinOptions = z.input<typeof joinOptionsSchema>;

export const createOptionsSchema = joinOptionsSchema.extend({
  game: z.string().min(1).max(64),
  players: z.number().int().min(1).max(16),
  mode: modeSchema.default("public"),
  /** The game's own options, validated by the game's schema. */
  options: z.record(z.string(), z.unknown()).default({}),
  /** Per-turn clock in seconds; when it runs out a bot answers the pending prompt. */
  clockSeconds: z.number().int().min(10).max(3600).nullable().default(null),
  /** Real-time (the default) or turn-based; a quick match is always real-time. */
  pace: paceSchema.default(REALTIME),
  /** Whether the game changes ratings; unset: public games without bots are (rooms/game-rating.ts). */
  rated: z.boolean().optional(),
});
export type CreateOptions = z.input<typeof createOptionsSchema>;

/** Messages a client may send to a game room. */
export const clientMessages = {
  ready: z.object({ ready: z.boolean() }),
  /** Host only, in the lobby. */
  configure: z.object({
    options: z.record(z.string(), z.unknown()).optional(),
    clockSeconds: z.number().int().min(10).max(3600).nullable().optional(),
    pace: paceSchema.optional(),
    /** The host's choice whether the game changes ratings. */
    rated: z.boolean().optional(),
  }),
  /** Host only, in the lobby: seat a bot in the first free seat, or remove the bot in `seat`. */
  "add-bot": z.object({}).strict(),
  "remove-bot": z.object({ seat: z.number().int().min(0).max(15) }),
  /** Host only: start (empty seats are filled with bots). */
  start: z.object({}).strict(),
  /** A move for the sender's own seat, against the state id the client saw. */
  move: z.object({
    stateId: z.number().int().min(0),
    move: z.object({ type: z.string().min(1).max(64) }).catchall(z.unknown()),
    requestId: z.string().max(64).optional(),
  }),
  /** Take back the sender's last move (engine/core/undo.ts), against the state id the client saw. */
  undo: z.object({
    stateId: z.number().int().min(0),
    requestId: z.string().max(64).optional(),
  }),
  /** Ask for the log entries before state id `before` (the answer is a `log` message). */
  log: z.object({ before: z.number().int().min(1) }),
  /** Ask for the legal moves of the sender's seat (the answer is a `hints` message; a seat to decide also gets them unasked). */
  hints: z.object({}).strict(),
  /** Ask for the whole view again (a client whose copy missed a patch). */
  sync: z.object({}).strict(),
  /** Give the sender's seat up for good, in a running game: a bot plays it to the end (answered by `resigned`). */
  resign: z.object({}).strict(),
} as const;
export type ClientMessageType = keyof typeof clientMessages;
export type ClientMessage<K extends ClientMessageType> = z.infer<(typeof clientMessages)[K]>;

/** Typed errors a room sends to one client; the room's state never changes on an error. */
export type ProtocolErrorCode =
  | "bad-message" // unknown type, wrong shape, or not decodable at all
  | "too-large" // a message over 4 KB
  | "not-seated" // spectators and strangers cannot act
  | "not-host"
  | "wrong-phase" // e.g. a move in the lobby, or `start` twice
  | "stale-state" // the move was made against an older state id
  | "bad-options"
  | "storage" // the move could not be stored, so it was not applied
  | "room-full"
  | "bad-credential"
  | "cannot-undo" // nothing the sender may take back now
  | string; // plus the game's rule error codes (not-your-turn, illegal, ...)

/** Messages a game room sends. */
export interface ServerMessages {
  /** Sent on every join: the seat the client holds (null for spectators) and, once, its credential. */
  welcome: { seat: Seat | null; credential?: string; gameRecordId: string | null };
  /**
   * The recipient's view of the game (its seat's `game.view(state, seat)`, a spectator's `view(state, null)`)
   * at `stateId`: whole (`full`), or as the ops from the version `from` the client holds (engine/core/view-patch).
   */
  view: { stateId: number; full?: unknown; from?: number; ops?: ViewPatch };
  /**
   * The story of one accepted move (or automatic step), redacted for the recipient. An undo's message says
   * which earlier message it takes back (`undoes`: that message's `stateId`), so the client drops its lines.
   */
  events: { stateId: number; by: Seat | null; events: GameEvent[]; undoes?: number };
  /**
   * A page of the log: the `events` messages before state id `before` (the latest ones when null: sent on every
   * join and reconnection), moves taken back left out, oldest first; `more` when earlier entries exist.
   */
  log: { before: number | null; more: boolean; entries: ServerMessages["events"][] };
  /** A move of this client was accepted and stored. */
  ack: { requestId?: string; stateId: number };
  /** `text` says why in the platform's or the game's catalog (any language); `message` is its English. */
  error: { requestId?: string; code: ProtocolErrorCode; message: string; text: Text };
  /**
   * The seat's pending prompts (what it is asked, in the game's words) and its legal moves: the answer to a
   * `hints` request, and sent unasked to each seat a new state waits for, just before the `view` that shows it.
   */
  hints: { stateId: number; prompts: Prompt[]; moves: Move[]; truncated: boolean };
  /** The game ended. */
  outcome: Outcome;
  /**
   * A rated game's rating changes, after its `outcome` (docs/protocol.md): each seat's Glicko-2 rating before
   * (null: its first rated game) and after, rounded to whole points for display.
   */
  ratings: { game: string; seats: { seat: Seat; before: number | null; after: number }[] };
  /** The server is going down; the client should reconnect shortly. */
  shutdown: { reason: string };
  /** The sender's `resign` is done: its seat is a bot's for good, and this connection now only watches. */
  resigned: { seat: Seat };
}

export type ServerMessageType = keyof ServerMessages;

/**
 * The messages the server sends with every move (each audience's view patch, the deciding seat's hints, the move's
 * events) travel as JSON text in a bytes frame, not as msgpack like the others: V8's JSON encoder takes a third to a
 * quarter of msgpack's time for them, on the server's busiest path (docs/performance.md, "Views, hints and events
 * as JSON").
 */
export const JSON_FRAMED: ReadonlySet<ServerMessageType> = new Set<ServerMessageType>(["view", "hints", "events"]);

const utf8 = new TextDecoder();

/** A server message as its object, whichever way it travelled (`JSON_FRAMED` ones arrive as bytes). */
export function readServerMessage<K extends ServerMessageType>(type: K, payload: unknown): ServerMessages[K] {
  return (JSON_FRAMED.has(type) && payload instanceof Uint8Array ? JSON.parse(utf8.decode(payload)) : payload) as ServerMessages[K];
}

/** The signed-in account, as GET /api/account and the account routes answer it (docs/protocol.md). */
export interface AccountInfo {
  id: string;
  /** Null while the account is a guest. */
  name: string | null;
  guest: boolean;
  /** Whether the account has a password (a named account made with a passkey has none until it sets one). */
  hasPassword: boolean;
}

/** One row of a game's leaderboard, as GET /api/ratings/:game answers it. */
export interface LeaderboardEntry {
  place: number;
  /** Null for a guest account. */
  name: string | null;
  /** Glicko-2 rating and deviation, rounded to whole points. */
  rating: number;
  rd: number;
  games: number;
}

/** A page of a game's leaderboard, as GET /api/ratings/:game answers it. */
export interface LeaderboardPage {
  game: string;
  /** How many accounts have a rating in the game. */
  total: number;
  /** Places before this page (its first row is place `offset + 1`). */
  offset: number;
  players: LeaderboardEntry[];
  /** The asker's own place and row (on this page or not), null when it has no rating in the game or no session. */
  you: LeaderboardEntry | null;
}

/** The signed-in account's rating in one game, as GET /api/account answers it (`ratings`, by game id). */
export interface AccountRating { rating: number; rd: number; games: number }

/** One game of the person's, as GET /api/account/games lists it for "My games". */
export interface MyGame {
  roomId: string;
  game: string;
  /** The person's seat there. */
  seat: Seat;
  players: number;
  status: "lobby" | "playing" | "finished";
  /** The seats' names (empty in a lobby). */
  names: string[];
  /** Seats with a pending decision; null when the server does not know without loading the game (it is unloaded). */
  waitingFor: Seat[] | null;
  yourTurn: boolean;
  /** The person's place (1 = first) in a finished game. */
  place: number | null;
  /**
   * What a finished rated game did to the person's rating, in whole points (`+12`, `-8`; a first rated game counts
   * from the newcomer's 1500); null when the game changed no rating of theirs.
   */
  ratingChange: number | null;
  /** Epoch ms of the last change. */
  updatedAt: number;
  /** A running game's pace (`realtime` for a lobby or a finished game). */
  pace: Pace;
  /** Epoch ms when the running clock (of the first seat in `waitingFor` a person plays) runs out; null when none runs. */
  deadline: number | null;
}

/** Public description of a game, served at GET /api/games for the menu. */
export interface GameInfo {
  id: string;
  name: { en: string; ru: string };
  minPlayers: number;
  maxPlayers: number;
  /** JSON Schema of the host options (from the game's zod schema). */
  optionsJsonSchema: unknown;
}

/** A game told again move by move for one audience, served by `/api/review/:gameId` (docs/protocol.md). */
export interface ReviewAnswer extends Review {
  /** The stored game's id (`welcome.gameRecordId`). */
  id: string;
  game: string;
  players: number;
  options: unknown;
  seats: { name: string; bot: boolean }[];
  finished: boolean;
}

/** Matchmaking metadata of a game room (shown in the lobby listing). */
export interface RoomListingMetadata {
  game: string;
  mode: RoomMode;
  phase: "lobby" | "playing" | "finished";
  players: number;
  taken: number;
  host: string;
  /** Seats with a pending decision, while the game runs (public, as in the synced state). */
  waitingFor?: Seat[];
  /** Epoch ms when the running turn clock runs out, 0 when none runs (as in the synced state). */
  deadline?: number;
  /** How the game is timed (the lobby's choice), and whether it is rated: open lobbies show both. */
  pace?: Pace;
  rated?: boolean;
}
