/**
 * How A New Dawn's renderer halves talk: the board (the hex map, its pieces and effects) and the panels (focus rows,
 * dials, market, prompt controls). Prompt controls use the board as a picker, so every space choice can be made
 * on the map; the animations (anim.ts) drive both through `NdFx`.
 */
import type { GameEvent, Seat } from "../../../../engine/core/types.ts";
import type { Space } from "../../../../engine/games/new-dawn/base/state.ts";
import type { Animation } from "../../anim/queue.ts";

/** How a space offered for picking is marked: where a piece goes, a target to attack, an own token to reinforce … */
export type PickStyle = "place" | "attack" | "reinforce" | "select";

export interface BoardApi {
  /**
   * Lets the player click one of `spaces` (each marked in its style); resolves with the space, or null when the
   * pick is cancelled (Escape, right click, another control, `cancelPick`).
   */
  pickSpace(spaces: Readonly<Record<string, PickStyle>>, hint: string): Promise<string | null>;
  cancelPick(): void;
  /** Marks spaces without picking (a caravan's start, a pending target); empty clears. */
  mark(spaces: readonly string[]): void;
  /** Shows spaces not on the map yet as they would lie (a map tile before it is laid); empty clears. */
  preview(spaces: readonly Space[]): void;
}

/** What the animations do on the board (Phaser objects over the map). */
export interface BoardFx {
  /** Applies what the event changes on the map to the board at once (after its effect, or before a pulse on it). */
  apply(e: GameEvent): Animation;
  /** A ring and a short text over a space. */
  pulse(space: string, color: number, text?: string): Animation;
  /** A barbarian token walks from one space to another (null: it appears on `to`). */
  moveBarbarian(letter: string, from: string | null, to: string): Animation;
  /** A caravan figure travels (null `from`: it leaves its focus card, from the owner's capital). */
  moveCaravan(seat: Seat, index: number, from: string | null, to: string): Animation;
  /** Both combat dice tumble, then each side's strength adds up, part by part. */
  attackRoll(target: string, attacker: SideSum, defender: SideSum): Animation;
  /** The final sums and who won, over the target. */
  attackResult(target: string, attack: number, defense: number, won: boolean, text: string): Animation;
  /** The barbarian direction die: its face and an arrow pointing the way (they stay until `clearLingering`). */
  directionDie(face: number, direction: number): Animation;
  clearLingering(): Animation;
  /** A card flies to a seat's panel (face shown only to who may see it). */
  cardDraw(seat: Seat, title: string | null, subtitle: string): Animation;
  banner(text: string, ms?: number): Animation;
}

/** One side's strength as it builds up: the die, then each named part. */
export interface SideSum {
  name: string;
  color: number;
  die: number;
  parts: { name: string; value: number }[];
  total: number;
}

/** What the animations do in the panels (DOM, CSS transitions). */
export interface PanelFx {
  /** The row's card `card` goes to slot 1, the cards left of it slide one right. */
  refreshCard(seat: Seat, card: string): Animation;
  /** The card in `slot` (1-5) flips over to the upgraded `card`. */
  replaceCard(seat: Seat, slot: number, card: string): Animation;
  /** The card in `slot` lifts as it is played. */
  playCard(seat: Seat, slot: number): Animation;
  /** The seat's tech dial turns to `position`. */
  turnTechDial(seat: Seat, position: number): Animation;
  /** The event dial turns to `division`. */
  turnEventDial(division: number): Animation;
  /** Trade tokens appear on (or leave) a card of the row. */
  tradeTokens(seat: Seat, card: string | null, delta: number): Animation;
}
