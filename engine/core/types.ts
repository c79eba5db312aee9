/**
 * The game contract. A game is a value (a `GameDefinition`), not a class hierarchy: plain data plus
 * pure functions over an immutable state. Rooms, bots, the CLI and tests use only this contract.
 */
import type { z } from "zod";

/** A seat index, 0 … players-1. */
export type Seat = number;

/**
 * Text shown to people: a message key of the game's (or the platform's) catalog, its parameters (ids and numbers,
 * which each language puts into its own words) and the English rendering, for logs and clients without the catalog.
 */
export interface Text {
  key: string;
  en: string;
  params?: Record<string, string | number>;
}

/** A move is plain JSON; each game narrows it with its own zod schema. */
export type Move = { type: string } & Record<string, unknown>;

/**
 * One thing that happened, for the log and the client's animations. An event may be secret: then
 * `visibleTo` names the seats that see it whole, and every other recipient gets `redacted` (or
 * nothing). `redactEvent` in ./events.ts applies this; the room never sends an unredacted event.
 */
export interface GameEvent {
  type: string;
  visibleTo?: Seat[];
  redacted?: GameEvent | null;
  [key: string]: unknown;
}

/** A typed decision a seat must make now. Out-of-turn decisions are prompts to other seats. */
export type Prompt =
  /** The seat's own turn: it may make any move of the listed types. */
  | { kind: "turn"; seat: Seat; id: string; label?: Text; moveTypes: string[] }
  /** Choose between `min`…`max` of the listed options (cards, units, spaces, yes/no …). */
  | { kind: "choose"; seat: Seat; id: string; label?: Text; moveType: string; options: PromptOption[]; min: number; max: number }
  /** Pay an amount from the seat's resources. */
  | { kind: "pay"; seat: Seat; id: string; label?: Text; moveType: string; amount: Record<string, number>; anyOf?: string[]; anyCount?: number };

export interface PromptOption {
  value: string | number;
  label: Text;
  /** Set when the option is shown but may not be chosen now, with the engine's reason. */
  disabled?: Text;
}

/** An illegal or malformed move. `apply` returns it; it never throws for player input. */
export interface RuleError {
  error: true;
  code: RuleErrorCode | string;
  /** Why, for people in any language. */
  text: Text;
  /** `text` in English (logs, tools). */
  message: string;
}

export type RuleErrorCode =
  | "bad-move" // the move's shape is wrong for this game
  | "not-your-turn" // nothing is pending for this seat
  | "illegal" // the rules forbid it now
  | "game-over";

export interface ApplyOk<S> {
  state: S;
  events: GameEvent[];
  /**
   * Set when the move is a point of no return: it revealed something nobody knew before (a random result, a
   * card drawn, a tile explored), so neither it nor any move before it may be taken back. Absent means the
   * move may be undone by its seat while that seat is still the one deciding (engine/core/undo.ts). Games on
   * the kit get it set whenever a move draws randomness (engine/kit/random.ts) and mark their other reveals.
   */
  barrier?: boolean;
}

export type ApplyResult<S> = ApplyOk<S> | RuleError;

export interface Outcome {
  /** Final score per seat. */
  scores: number[];
  /** Seats from first to last place; seats that tie share an inner array. */
  ranking: Seat[][];
  /** Per-seat breakdown of the scores, for the end screen. */
  breakdown?: Record<string, number>[];
}

export interface SetupContext<O> {
  players: number;
  options: O;
  seed: string;
}

export interface GameDefinition<S = unknown, M extends Move = Move, O = unknown, V = unknown> {
  id: string;
  name: { en: string; ru: string };
  minPlayers: number;
  maxPlayers: number;
  /** Validates host options; `parse({})` must give the defaults. */
  optionsSchema: z.ZodType<O>;
  /** Validates the shape of a move from a client before `apply` sees it. */
  moveSchema: z.ZodType<M>;
  setup(ctx: SetupContext<O>): S;
  /** Who must decide what now. Empty when the game is over. */
  pending(state: S): Prompt[];
  /** Validates and applies one move by `seat`. Must not mutate `state`. */
  apply(state: S, seat: Seat, move: M): ApplyResult<S>;
  /** Every legal move for `seat` now (bots, hints, fuzzing). */
  legalMoves(state: S, seat: Seat): M[];
  /** What `seat` (or a spectator, `null`) may see. Never contains another seat's secrets or the RNG. */
  view(state: S, seat: Seat | null): V;
  /** Null while the game runs. */
  outcome(state: S): Outcome | null;
  /** Optional: the ids of the game's content by kind (one id per physical card for decks). */
  catalog?(): Record<string, string[]>;
  /** Optional: a stronger bot than the random one, by name. */
  bots?: Record<string, BotFactory<S, M>>;
}

export type AnyGame = GameDefinition<any, any, any, any>;

/** A bot chooses a move for a seat from the state (bots run on the server and may see the state). */
export interface Bot<S = unknown, M extends Move = Move> {
  choose(state: S, seat: Seat): M | null;
}

export type BotFactory<S, M extends Move> = (seed: string) => Bot<S, M>;

export function isRuleError(result: unknown): result is RuleError {
  return typeof result === "object" && result !== null && (result as RuleError).error === true;
}

export function ruleError(code: RuleErrorCode | string, text: Text): RuleError {
  return { error: true, code, text, message: text.en };
}
