/**
 * The contract between the Game scene and a game's renderer. A renderer owns the board area: it
 * draws the views, shows the seat's choices, and turns engine events into animations. The scene
 * owns the connection, the log, the animation queue and the chrome around the board.
 *
 * Timing: the scene plays the animations of an event batch first and calls `update` with the new
 * views once the queue is idle (or skipped), so animations start from the previous board.
 */
import type Phaser from "phaser";
import type { Catalog } from "../../../engine/core/text.ts";
import type { GameEvent, Move, Prompt, Seat } from "../../../engine/core/types.ts";
import type { Animation } from "../anim/queue.ts";
import type { Lang, Translator } from "../i18n/index.ts";
import type { SeatSnapshot } from "../net/snapshot.ts";

export interface Rect { x: number; y: number; width: number; height: number }

export interface RenderContext {
  readonly gameId: string;
  /** The board area (scene coordinates) the renderer may draw in. */
  readonly area: Rect;
  readonly i18n: Translator;
  /** The seat this client plays, null when spectating. */
  readonly mySeat: Seat | null;
  seatName(seat: Seat | null): string;
  /** Sends a move for this client's seat (against the latest state id). */
  sendMove(move: Move): void;
  /** Asks the server for this seat's legal moves again. */
  requestHints(): void;
}

/** What the renderer draws: the game's views plus room facts it may want to show. */
export interface GameView {
  stateId: number;
  /**
   * `game.view(state, mySeat)`: what this client may see (a spectator's is `view(state, null)`). Each update
   * shares with the previous one every part that did not change, so a renderer finds what changed by identity.
   */
  view: unknown;
  seats: SeatSnapshot[];
  waitingFor: Seat[];
  /** Epoch ms when the clock runs out, 0 when off. */
  deadline: number;
  options: Record<string, unknown>;
}

/** This client's pending decision, from `waitingFor` and the `hints` answer. */
export interface PromptState {
  /** The server waits for this client's seat. */
  active: boolean;
  /** Legal moves for the current state id (empty until `hints` arrives). */
  moves: Move[];
  /** What the seat is asked, in the game's words (from `hints`). */
  prompts: Prompt[];
  /** `hints` has not answered yet for this state. */
  loading: boolean;
  truncated: boolean;
}

export interface GameRenderer {
  mount(scene: Phaser.Scene, ctx: RenderContext): void;
  update(view: GameView, mySeat: Seat | null, prompts: PromptState): void;
  /** Zero or more animations for one event (played in order, after the previous event's). */
  animationsFor(event: GameEvent, by: Seat | null): Animation[];
  /** Optional: the log line for an event (null → the generic description, "" → no line). */
  describeEvent?(event: GameEvent, by: Seat | null): string | null;
  /** Optional: whether an event heads the log lines after it (an age, a round, a turn begins); default: `TurnStarted`. */
  isLogHeading?(event: GameEvent): boolean;
  /** Optional: the label of a move button (null → the generic label). */
  describeMove?(move: Move): string | null;
  /**
   * Optional: the game's message catalog in every language (ICU templates by key): the English its engine renders
   * `Text.en` from, their translations, and the renderer's own strings (docs/architecture.md, "Texts").
   */
  readonly catalog?: Readonly<Record<Lang, Catalog>>;
  /** Optional: the params of the game's Texts in the reader's words, for its refusals shown outside the renderer (the error toast). */
  words?(name: string, value: string | number, params: Readonly<Record<string, string | number>>): string | undefined;
  destroy(): void;
}

export type RendererFactory = () => GameRenderer;
