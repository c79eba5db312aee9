/**
 * The game log: readable lines, newest at the bottom, scrollable with the mouse wheel. Headings (an age, a round,
 * a turn begins) stand out from the lines under them. Scrolling to the top asks for earlier lines (`onTop`).
 */
import Phaser from "phaser";
import { colors, fonts, textStyle } from "./theme.ts";

export interface LogLine {
  text: string;
  heading?: boolean;
}

/** Where a log opened over a board (a phone's layout) is drawn: over the board and its overlays. */
export const LOG_OVERLAY_DEPTH = 900;

/** Most lines kept; the log's earlier pages are asked for again when scrolled back to. */
const KEEP = 2000;

export class LogPanel extends Phaser.GameObjects.Container {
  private lines: LogLine[] = [];
  private bodyText: Phaser.GameObjects.Text;
  private scrollBack = 0;
  private readonly innerH: number;
  /** Called when the reader scrolls to the first line held. */
  onTop: (() => void) | null = null;

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

  /** The lines as shown (a heading as its text). */
  get all(): readonly string[] { return this.lines.map((l) => l.text); }

  /**
   * Shows `lines`. `keepPlace` keeps the reader where they were (lines were added in front); otherwise the
   * log shows its newest lines.
   */
  setLines(lines: LogLine[], keepPlace = false): void {
    this.lines = lines.slice(-KEEP);
    if (!keepPlace) this.scrollBack = 0;
    this.render();
  }

  private render(): void {
    const end = this.lines.length - this.scrollBack;
    let start = Math.max(0, end - 40);
    for (;;) {
      this.bodyText.setText(this.lines.slice(start, end).map((l) => (l.heading ? `— ${l.text} —` : `• ${l.text}`)));
      if (this.bodyText.height <= this.innerH || start >= end - 1) break;
      start++;
    }
    if (start === 0 && this.scrollBack > 0) this.onTop?.();
  }
}
