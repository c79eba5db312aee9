/** Where a game board and its panels go in the renderer's area (wide or portrait); shared by the games' renderers. */
import type Phaser from "phaser";
import type { Rect } from "./types.ts";

/**
 * Whether the layout is portrait (a phone held upright): the Game scene then runs a portrait design size
 * (ui/layout.ts portraitSize), the map takes the top of the area and the panels a drawer below it.
 */
export function isPortrait(scene: Phaser.Scene | null | undefined): boolean {
  const w = scene?.scale?.width ?? 0, h = scene?.scale?.height ?? 0;
  return w > 0 && h > w;
}

/** Splits the area: board left, panels right (wide), or board on top of the panels' drawer (portrait). */
export function splitArea(area: Rect, portrait: boolean): { board: Rect; panels: Rect } {
  if (portrait) {
    const panelsH = Math.round(Math.min(560, Math.max(280, area.height * 0.44)));
    const boardH = area.height - panelsH;
    return {
      board: { x: area.x, y: area.y, width: area.width, height: boardH },
      panels: { x: area.x, y: area.y + boardH, width: area.width, height: panelsH },
    };
  }
  const gap = 8;
  const panelsW = Math.round(Math.min(380, Math.max(290, area.width * 0.4)));
  return {
    board: { x: area.x, y: area.y, width: area.width - panelsW - gap, height: area.height },
    panels: { x: area.x + area.width - panelsW, y: area.y, width: panelsW, height: area.height },
  };
}
