/** Shared scene chrome: background, heading, and re-drawing when the language changes. */
import Phaser from "phaser";
import { getApp, type App } from "../app.ts";
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

  protected setupScene(): void {
    this.alive = true;
    this.generation++;
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.alive = false;
      for (const c of this.cleanups.splice(0)) { try { c(); } catch { /* ignore */ } }
      this.onShutdown();
    });
    this.track(this.app.on("lang", () => this.scene.restart()));
    if (this.textures.exists("table")) this.add.tileSprite(0, 0, WIDTH, HEIGHT, "table").setOrigin(0).setAlpha(0.9);
    else this.add.rectangle(0, 0, WIDTH, HEIGHT, colors.bg).setOrigin(0);
  }

  protected heading(text: string, y = 40, size = 34): Phaser.GameObjects.Text {
    return this.add.text(WIDTH / 2, y, text, { fontFamily: fonts.title, fontSize: `${size}px`, color: colors.textAccent }).setOrigin(0.5);
  }

  protected panel(x: number, y: number, w: number, h: number): Phaser.GameObjects.Rectangle {
    return this.add.rectangle(x, y, w, h, colors.panel, 0.92).setOrigin(0).setStrokeStyle(2, colors.panelEdge).setRounded(10);
  }

  protected onShutdown(): void {}
}
