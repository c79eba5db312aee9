/**
 * A game board is drawn by its own camera (so zoom/pan are a camera transform and the viewport clips
 * the map), between the scene's main camera and a "top" camera:
 *
 *   main camera  → every object at depth ≤ BOARD_DEPTH except the board root (background, panels)
 *   board camera → only the board root, inside the board rectangle
 *   top camera   → every object at depth > BOARD_DEPTH (pop-ups, drawers, animations, board controls)
 *
 * so depth keeps its usual meaning around the clipped board. Routing is refreshed every frame
 * (objects created later by anyone are routed too). Input: the board camera takes none (the board
 * does its own hex picking); the main and top cameras have the same transform.
 */
import Phaser from "phaser";
import type { Rect } from "./types.ts";

/** Objects above this depth are drawn over the board. */
export const BOARD_DEPTH = 10;
/** Depth of the board's own screen-space layer (controls, tooltip, dice, cards). */
export const OVERLAY_DEPTH = 850;

export class SplitCameras {
  readonly board: Phaser.Cameras.Scene2D.Camera;
  readonly top: Phaser.Cameras.Scene2D.Camera;
  private readonly onPreRender = () => this.route();
  private readonly scene: Phaser.Scene;
  private readonly root: Phaser.GameObjects.GameObject;

  constructor(scene: Phaser.Scene, area: Rect, root: Phaser.GameObjects.GameObject, background: number) {
    this.scene = scene;
    this.root = root;
    const main = scene.cameras.main;
    this.board = scene.cameras.add(area.x, area.y, area.width, area.height, false, "board");
    this.board.setBackgroundColor(background);
    this.board.inputEnabled = false;
    this.top = scene.cameras.add(main.x, main.y, main.width, main.height, false, "board-top");
    this.top.setScroll(main.scrollX, main.scrollY).setZoom(main.zoom);
    scene.events.on(Phaser.Scenes.Events.PRE_RENDER, this.onPreRender);
    this.route();
  }

  /** Assigns every top-level object of the scene to exactly one of the three cameras. */
  route(): void {
    const main = this.scene.cameras.main;
    if (!main) return;
    const m = main.id, b = this.board.id, t = this.top.id;
    for (const obj of this.scene.children.list) {
      const depth = (obj as unknown as { depth?: number }).depth ?? 0;
      obj.cameraFilter = obj === this.root ? m | t : depth > BOARD_DEPTH ? m | b : b | t;
    }
  }

  /** Shows world point (cx, cy) at the centre of the board viewport with this zoom. */
  setView(cx: number, cy: number, zoom: number): void {
    this.board.setZoom(zoom);
    this.board.centerOn(cx, cy);
  }

  destroy(): void {
    this.scene.events.off(Phaser.Scenes.Events.PRE_RENDER, this.onPreRender);
    const cams = this.scene.cameras;
    for (const cam of [this.board, this.top]) if (cams?.cameras.includes(cam)) cams.remove(cam, true);
    for (const obj of this.scene.children?.list ?? []) obj.cameraFilter = 0;
  }
}
