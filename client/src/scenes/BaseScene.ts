/** Shared scene chrome: background, heading, and re-drawing when the language changes. */
import Phaser from "phaser";
import { getApp, type App } from "../app.ts";
import { needsRelayout, portraitSize } from "../ui/layout.ts";
import { colors, fonts, HEIGHT, WIDTH } from "../ui/theme.ts";

export abstract class BaseScene extends Phaser.Scene {
  protected get app(): App { return getApp(); }
  private cleanups: (() => void)[] = [];
  /** True between create() and shutdown: async callbacks check it before touching objects. */
  protected alive = false;
  private generation = 0;

  /** A check for async callbacks: true while this run of the scene (not a later restart) is live. */
  protected liveCheck(): () => boolean {
    const gen = this.generation;
    return () => this.alive && this.generation === gen;
  }

  /** Registers a cleanup run when the scene shuts down (unsubscribe from the app / connection). */
  protected track(cleanup: () => void): void {
    this.cleanups.push(cleanup);
  }

  /** The portrait design size this run of the scene is laid out for, or null for 1280×720. */
  protected portrait: { width: number; height: number } | null = null;

  /**
   * Starts a run of the scene: sizes the canvas (the portrait design on a phone held upright when the scene has a
   * portrait layout, else 1280×720), draws the background, and redraws on a language change (and, with a
   * portrait layout, when the window turns).
   */
  protected setupScene(portraitLayout = false): void {
    this.alive = true;
    this.generation++;
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.alive = false;
      for (const c of this.cleanups.splice(0)) { try { c(); } catch { /* ignore */ } }
      this.onShutdown();
    });
    this.track(this.app.on("lang", () => this.scene.restart()));
    this.portrait = portraitLayout ? portraitSize() : null;
    const W = this.portrait?.width ?? WIDTH, H = this.portrait?.height ?? HEIGHT;
    if (this.scale.width !== W || this.scale.height !== H) this.scale.setGameSize(W, H);
    this.cameras.main.setSize(W, H);
    if (portraitLayout) this.relayoutOnTurn();
    if (this.textures.exists("table")) this.add.tileSprite(0, 0, W, H, "table").setOrigin(0).setAlpha(0.9);
    else this.add.rectangle(0, 0, W, H, colors.bg).setOrigin(0);
  }

  private relayoutOnTurn(): void {
    let timer = 0;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => { if (this.alive && needsRelayout(this.portrait)) this.scene.restart(); }, 250);
    };
    window.addEventListener("resize", onResize);
    this.track(() => { window.removeEventListener("resize", onResize); window.clearTimeout(timer); });
  }

  protected heading(text: string, y = 40, size = 34): Phaser.GameObjects.Text {
    return this.add.text(this.scale.width / 2, y, text, { fontFamily: fonts.title, fontSize: `${size}px`, color: colors.textAccent }).setOrigin(0.5);
  }

  protected panel(x: number, y: number, w: number, h: number): Phaser.GameObjects.Rectangle {
    return this.add.rectangle(x, y, w, h, colors.panel, 0.92).setOrigin(0).setStrokeStyle(2, colors.panelEdge).setRounded(10);
  }

  protected onShutdown(): void {}
}
