/** The game log: readable lines, newest at the bottom, scrollable with the mouse wheel. */
import Phaser from "phaser";
import { colors, fonts, textStyle } from "./theme.ts";

export class LogPanel extends Phaser.GameObjects.Container {
  private lines: string[] = [];
  private bodyText: Phaser.GameObjects.Text;
  private scrollBack = 0;
  private readonly innerH: number;

  constructor(scene: Phaser.Scene, x: number, y: number, w: number, h: number, title: string) {
    super(scene, x, y);
    const bg = scene.add.rectangle(0, 0, w, h, colors.panel).setOrigin(0).setStrokeStyle(2, colors.panelEdge).setRounded(8);
    const head = scene.add.text(12, 8, title, textStyle(16, colors.textAccent, fonts.title));
    this.innerH = h - 44;
    this.bodyText = scene.add.text(12, 36, "", { ...textStyle(14), wordWrap: { width: w - 24 }, lineSpacing: 3 });
    this.add([bg, head, this.bodyText]);
    bg.setInteractive();
    bg.on("wheel", (_p: unknown, _dx: number, dy: number) => {
      this.scrollBack = Math.max(0, Math.min(this.lines.length - 1, this.scrollBack + (dy > 0 ? -2 : 2)));
      this.render();
    });
    scene.add.existing(this);
  }

  get all(): readonly string[] { return this.lines; }

  setLines(lines: string[]): void {
    this.lines = lines.slice(-500);
    this.scrollBack = 0;
    this.render();
  }

  push(...lines: string[]): void {
    this.lines.push(...lines);
    if (this.lines.length > 500) this.lines.splice(0, this.lines.length - 500);
    this.scrollBack = 0;
    this.render();
  }

  private render(): void {
    const end = this.lines.length - this.scrollBack;
    let start = Math.max(0, end - 40);
    for (;;) {
      this.bodyText.setText(this.lines.slice(start, end).map((l) => `• ${l}`));
      if (this.bodyText.height <= this.innerH || start >= end - 1) break;
      start++;
    }
  }
}
