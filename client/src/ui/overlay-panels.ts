/**
 * What the games' panels have in common: one root element of HTML over the renderer's part of the canvas, kept from
 * the scene's input, placed again when the window or the canvas resizes and drawn again when the language changes, with the
 * rules-reference popup; and the latest view, seat and prompts the renderer gave them. Each game's panels extend it
 * with their content and say where the root goes (`placeScaled` on wide screens, `placeDrawer` on a phone).
 */
import type Phaser from "phaser";
import type { Seat } from "../../../engine/core/types.ts";
import { getApp } from "../app.ts";
import type { PromptState, Rect, RenderContext } from "../games/types.ts";
import type { Translator } from "../i18n/index.ts";
import { canvasPlacement, installReference, keepInput, releaseControls, type ReferencePopup } from "./panel-dom.ts";

export abstract class OverlayPanels<View> {
  protected readonly scene: Phaser.Scene;
  protected readonly ctx: RenderContext;
  /** The panels' part of the scene (design pixels). */
  protected readonly area: Rect;
  protected readonly root: HTMLDivElement;
  /** Called on destroy. */
  protected readonly unsubs: (() => void)[] = [];
  protected view: View | null = null;
  protected mySeat: Seat | null = null;
  protected prompts: PromptState = { active: false, moves: [], prompts: [], loading: false, truncated: false };
  protected destroyed = false;
  private popup: ReferencePopup | null = null;

  constructor(scene: Phaser.Scene, ctx: RenderContext, area: Rect, root: HTMLDivElement) {
    this.scene = scene;
    this.ctx = ctx;
    this.area = area;
    this.root = root;
  }

  protected get i18n(): Translator { return this.ctx.i18n; }

  /** Places the root for the window as it is now (both at once and on every resize). */
  protected abstract layout(): void;
  protected abstract render(): void;

  /** What a change of language redraws. */
  protected languageChanged(): void {
    this.render();
  }

  /**
   * Puts the filled root on the page and places it; from then on it follows the window's size and the language, and
   * shows `reference(kind, id)` for the references (`setRef`) in it.
   */
  protected attach(reference: (kind: string, id: string) => HTMLElement | null): void {
    keepInput(this.root);
    document.body.append(this.root);
    this.popup = installReference(this.root, reference);
    // The window's resize, and the canvas's own: Phaser fits the canvas to the window after the window's event,
    // so placing the root on the first alone would measure the canvas as it was.
    const onResize = () => this.layout();
    window.addEventListener("resize", onResize);
    this.scene.scale?.on?.("resize", onResize);
    this.unsubs.push(() => {
      window.removeEventListener("resize", onResize);
      this.scene.scale?.off?.("resize", onResize);
    });
    this.unsubs.push(getApp().i18n.onChange(() => this.languageChanged()));
    this.layout();
  }

  /** Wide screens: the root over the area in design pixels, scaled with the canvas. */
  protected placeScaled(): void {
    const at = canvasPlacement(this.scene);
    const s = this.root.style;
    s.left = `${at.left + this.area.x * at.scale}px`;
    s.top = `${at.top + this.area.y * at.scale}px`;
    s.width = `${this.area.width}px`;
    s.height = `${this.area.height}px`;
    s.transform = `scale(${at.scale})`;
  }

  /**
   * A phone held upright: the root in the area under the map, in CSS pixels (not scaled), down to the window's
   * bottom at most. `pulledUp` > 0 pulls it up over the map until it is that share
   * of the window's height, never lower than its own top.
   */
  protected placeDrawer(pulledUp = 0): void {
    const at = canvasPlacement(this.scene);
    const s = this.root.style;
    const top = at.top + this.area.y * at.scale;
    const bottom = Math.min(window.innerHeight, at.top + (this.area.y + this.area.height) * at.scale);
    const y = pulledUp > 0 ? Math.max(at.top, Math.min(top, bottom - window.innerHeight * pulledUp)) : top;
    s.left = `${at.left + this.area.x * at.scale}px`;
    s.width = `${this.area.width * at.scale}px`;
    s.top = `${Math.round(y)}px`;
    s.height = `${Math.round(bottom - y)}px`;
    s.transform = "";
  }

  destroy(): void {
    this.destroyed = true;
    for (const u of this.unsubs.splice(0)) u();
    this.popup?.destroy();
    releaseControls(this.root);
    this.root.remove();
  }
}
