/**
 * Always on top of the other scenes: the connection banner ("Reconnecting…" / "Reconnected") and
 * short toasts (errors from the server).
 */
import Phaser from "phaser";
import { getApp, type AppEvents } from "../app.ts";
import { colors, textStyle, WIDTH } from "../ui/theme.ts";

export class HudScene extends Phaser.Scene {
  private banner!: Phaser.GameObjects.Container;
  private bannerBg!: Phaser.GameObjects.Rectangle;
  private bannerText!: Phaser.GameObjects.Text;
  private toastBox!: Phaser.GameObjects.Container;
  private hideBanner: Phaser.Time.TimerEvent | null = null;
  /** Current banner text ("" when hidden), for tests. */
  bannerMessage = "";

  constructor() { super({ key: "Hud", active: false }); }

  create(): void {
    const app = getApp();
    this.bannerBg = this.add.rectangle(0, 0, 520, 40, colors.warn, 0.95).setRounded(10).setStrokeStyle(2, 0x000000, 0.4);
    this.bannerText = this.add.text(0, 0, "", textStyle(17, "#1d1a16")).setOrigin(0.5);
    this.banner = this.add.container(WIDTH / 2, 80, [this.bannerBg, this.bannerText]).setVisible(false).setDepth(10);
    this.toastBox = this.add.container(WIDTH / 2, 700).setDepth(11);
    const offs = [app.on("connection", (c) => this.showConnection(c)), app.on("toast", (t) => this.toast(t))];
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => offs.forEach((o) => o()));
    (window as unknown as { __epochsHud?: HudScene }).__epochsHud = this;
  }

  private showConnection(c: AppEvents["connection"]): void {
    this.hideBanner?.remove();
    this.hideBanner = null;
    const color = c.status === "reconnected" ? colors.good : c.status === "left" ? colors.bad : colors.warn;
    this.bannerBg.setFillStyle(color, 0.95);
    this.bannerText.setText(c.message);
    this.bannerBg.setSize(Math.max(360, this.bannerText.width + 48), 40).setOrigin(0.5);
    this.banner.setVisible(true).setAlpha(1);
    this.bannerMessage = c.message;
    if (c.status === "reconnected" || c.status === "left") {
      this.hideBanner = this.time.delayedCall(c.status === "left" ? 5000 : 2500, () => {
        this.tweens.add({ targets: this.banner, alpha: 0, duration: 400, onComplete: () => { this.banner.setVisible(false); this.bannerMessage = ""; } });
      });
    }
  }

  private toast(t: AppEvents["toast"]): void {
    const text = this.add.text(0, 0, t.text, { ...textStyle(16, t.kind === "error" ? colors.textBad : t.kind === "good" ? colors.textGood : colors.text), backgroundColor: "#2a251fee", padding: { x: 14, y: 8 } }).setOrigin(0.5, 1);
    for (const child of this.toastBox.list as Phaser.GameObjects.Text[]) child.y -= text.height + 6;
    this.toastBox.add(text);
    this.tweens.add({ targets: text, alpha: 0, delay: 3500, duration: 500, onComplete: () => text.destroy() });
  }
}
