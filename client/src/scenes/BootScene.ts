/** Loads our art with a real progress bar (the loader's progress over SVG_ASSETS), then the menu. */
import Phaser from "phaser";
import { getApp } from "../app.ts";
import { SVG_ASSETS } from "../assets.ts";
import { colors, fonts, HEIGHT, WIDTH } from "../ui/theme.ts";

export class BootScene extends Phaser.Scene {
  constructor() { super("Boot"); }

  preload(): void {
    const app = getApp();
    // The game list comes while the art loads, so the menu is laid out for it from the start.
    if (!app.games.length && !app.gamesLoading) void app.loadGames();
    const barW = 520, barH = 26, x = (WIDTH - barW) / 2, y = HEIGHT / 2;
    this.add.rectangle(0, 0, WIDTH, HEIGHT, colors.bg).setOrigin(0);
    this.add.text(WIDTH / 2, y - 90, app.i18n.t("app.title"), { fontFamily: fonts.title, fontSize: "56px", color: colors.textAccent }).setOrigin(0.5);
    const box = this.add.graphics();
    box.fillStyle(colors.panel, 1).fillRoundedRect(x - 6, y - 6, barW + 12, barH + 12, 10);
    box.lineStyle(2, colors.panelEdge, 1).strokeRoundedRect(x - 6, y - 6, barW + 12, barH + 12, 10);
    const bar = this.add.graphics();
    const label = this.add.text(WIDTH / 2, y + 56, app.i18n.t("boot.loading", { pct: 0 }), { fontFamily: fonts.ui, fontSize: "18px", color: colors.text }).setOrigin(0.5);
    const fileLabel = this.add.text(WIDTH / 2, y + 84, "", { fontFamily: fonts.ui, fontSize: "13px", color: colors.textDim }).setOrigin(0.5);

    const draw = (value: number) => {
      app.bootProgress = Math.min(value, 0.999);
      bar.clear();
      bar.fillStyle(colors.accent, 1).fillRoundedRect(x, y, Math.max(barH, barW * value), barH, 8);
      label.setText(app.i18n.t("boot.loading", { pct: Math.round(value * 100) }));
    };
    draw(0);
    this.load.on(Phaser.Loader.Events.PROGRESS, draw);
    this.load.on(Phaser.Loader.Events.FILE_COMPLETE, (key: string) => fileLabel.setText(key));
    this.load.on(Phaser.Loader.Events.FILE_LOAD_ERROR, (file: Phaser.Loader.File) => console.warn(`[epochs] could not load ${file.key} (${file.src})`));
    this.load.once(Phaser.Loader.Events.COMPLETE, () => { draw(1); label.setText(app.i18n.t("boot.done")); });

    for (const a of SVG_ASSETS) this.load.svg(a.key, a.url, { width: a.width, height: a.height });
  }

  create(): void {
    const app = getApp();
    this.generateTextures();
    app.bootProgress = 1;
    this.scene.launch("Hud");
    this.scene.start("Menu"); // stops Boot
  }

  /** Small textures drawn with Graphics (no files). */
  private generateTextures(): void {
    if (!this.textures.exists("dot")) {
      const g = this.make.graphics({ x: 0, y: 0 }, false);
      g.fillStyle(0xffffff, 1).fillCircle(8, 8, 8);
      g.generateTexture("dot", 16, 16);
      g.destroy();
    }
  }
}
