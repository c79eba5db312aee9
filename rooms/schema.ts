/**
 * The synced state of a game room: seats, phase, clocks. The game's own views do not live here: each
 * client receives its seat's view (or the spectators') as patches, from ./view-sync.ts.
 */
import { Encoder, schema, t, type SchemaType } from "@colyseus/schema";

/**
 * Each room's encoder allocates two buffers of this size for its state (the patches and the whole state a
 * joining client gets), 16 KB each by default: 32 KB a room, a third of what an idle room holds. This state
 * encodes whole in ~0.4 KB while a four-seat Clash game runs, ~1.4 KB finished (24-character names, a time
 * bank, the outcome with its breakdown); a state that ever outgrows the buffer gets a bigger one (Colyseus
 * grows it and warns).
 */
Encoder.BUFFER_SIZE = 4 * 1024;

export const SeatState = schema({
  index: t.uint8(),
  name: t.string(),
  /** A person holds this seat (it may still be played by a bot while they are away). */
  claimed: t.boolean(),
  connected: t.boolean(),
  bot: t.boolean(),
  ready: t.boolean(),
  /** The seat's account's rating in this game (rounded), shown next to the name; 0 when it has none. */
  rating: t.uint16().default(0),
}, "SeatState");
export type SeatState = SchemaType<typeof SeatState>;

export const GameRoomState = schema({
  game: t.string(),
  mode: t.string(),
  /** "lobby" | "playing" | "finished" */
  phase: t.string(),
  players: t.uint8(),
  hostSeat: t.int8().default(-1),
  /** JSON of the game's validated options. */
  options: t.string(),
  /** Per-turn clock in seconds, 0 when off. */
  clockSeconds: t.uint16().default(0),
  /** JSON of the game's pace (engine/core/protocol.ts `Pace`): real-time, or turn-based with its clock. */
  pace: t.string().default('{"kind":"realtime"}'),
  /** Whether the game changes ratings (rooms/game-rating.ts): the host's choice, else the default for the room. */
  rated: t.boolean().default(false),
  seats: t.array(SeatState),
  /** Number of log entries so far (moves and undos); a client's move must name the id it saw. */
  stateId: t.uint32().default(0),
  /** Seats with a pending prompt. */
  waitingFor: t.array("uint8"),
  /** The seat that may take back its last move now (engine/core/undo.ts), -1 when none. */
  undoSeat: t.int8().default(-1),
  /** Epoch ms when the clock runs out for `clockSeat`, 0 when off. */
  deadline: t.float64().default(0),
  /** The seat the clock runs for (the first in `waitingFor` a person plays), -1 when none. */
  clockSeat: t.int8().default(-1),
  /** A time-bank game's banks, ms per seat (the running seat's as when its clock started); empty otherwise. */
  banks: t.array("float64"),
  /** JSON of the outcome once finished, else "". */
  outcome: t.string().default(""),
}, "GameRoomState");
export type GameRoomState = SchemaType<typeof GameRoomState>;
