/**
 * How the Clash of Cultures renderer's two halves talk: the board (map, pieces, animations) and the
 * panels (player boards, hands, prompt controls). Prompt controllers in the panels use the board as a
 * picker (click a hex, pick units) so every choice can be made on the map.
 */
import type Phaser from "phaser";
import type { Move, Seat } from "../../../../engine/core/types.ts";
import type { CocView } from "../../../../engine/games/clash-of-cultures/view.ts";
import type { PromptState, Rect, RenderContext } from "../types.ts";

export type HexStyle = "move" | "attack" | "target" | "selected" | "danger";

/** A unit pick on the map shares its selection with the prompt's list: it starts from it and reports every change. */
export interface UnitPick {
  selected: readonly number[];
  min: number;
  max: number;
  onChange(selected: number[]): void;
}

export interface BoardApi {
  /** Highlights hexes (legal destinations, targets); an empty list clears the highlight. */
  highlight(hexes: readonly string[], style: HexStyle): void;
  /**
   * Lets the player click one of `hexes` (highlighted); resolves with the hex, or null when the
   * player cancels (Escape / right click / `cancelPick()`).
   */
  pickHex(hexes: readonly string[], style: HexStyle, hint: string): Promise<string | null>;
  cancelPick(): void;
  /**
   * Lets the player select some of the units on a hex (toggle by clicking), starting from `pick.selected`;
   * resolves with unit ids (between `pick.min` and `pick.max` of them) or null.
   */
  pickUnits(hex: string, unitIds: readonly number[], hint: string, pick: UnitPick): Promise<number[] | null>;
  /** Sets the selection of the open unit pick (the prompt's own list changed it); `onChange` is not called. */
  selectUnits(ids: readonly number[]): void;
  /** Draws terrain over face-down spaces, lighter than the board's own (how a region would lie); null clears it. */
  preview(spaces: readonly { hex: string; terrain: string }[] | null): void;
  /** Brings a hex into view. */
  focus(hex: string): void;
  /** Scene coordinates of a hex centre (for popups and animations). */
  hexToScene(hex: string): { x: number; y: number };
}

export interface BoardPart extends BoardApi {
  update(view: CocView): void;
  destroy(): void;
}

export interface PanelsPart {
  update(view: CocView, mySeat: Seat | null, prompts: PromptState): void;
  destroy(): void;
}

export type CreateBoard = (scene: Phaser.Scene, ctx: RenderContext, area: Rect) => BoardPart;
export type CreatePanels = (scene: Phaser.Scene, ctx: RenderContext, area: Rect, board: BoardApi, send: (move: Move) => void) => PanelsPart;
