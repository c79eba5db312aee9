/** A text button drawn in Phaser, registered for the test hook (label + stable test id). */
import Phaser from "phaser";
import { colors, fonts } from "./theme.ts";
import { registerControl, type Clickable } from "./registry.ts";

export interface ButtonOptions {
  testId: string;
  label: string;
  width?: number;
  height?: number;
  fontSize?: number;
  onClick: () => void;
  enabled?: boolean;
  selected?: boolean;
  /** Visual variant. */
  kind?: "normal" | "primary" | "danger" | "ghost";
  align?: "center" | "left";
}

const MIN_FONT_SIZE = 12;

export class Button extends Phaser.GameObjects.Container implements Clickable {
  readonly testId: string;
  private bg: Phaser.GameObjects.Rectangle;
  private text: Phaser.GameObjects.Text;
  private _enabled: boolean;
  private _selected: boolean;
  private hovered = false;
  private unregister: () => void;
  private onClick: () => void;
  private kind: NonNullable<ButtonOptions["kind"]>;
  private fontSize: number;
  /** Width the label may take inside the button. */
  private room: number;
  private leftAligned: boolean;

  constructor(scene: Phaser.Scene, x: number, y: number, opts: ButtonOptions) {
    super(scene, x, y);
    this.testId = opts.testId;
    this.onClick = opts.onClick;
    this._enabled = opts.enabled ?? true;
    this._selected = opts.selected ?? false;
    this.kind = opts.kind ?? "normal";
    const w = opts.width ?? 220, h = opts.height ?? 44;
    this.bg = scene.add.rectangle(0, 0, w, h, colors.button).setRounded(Math.min(10, h / 3));
    this.fontSize = opts.fontSize ?? 18;
    this.leftAligned = opts.align === "left";
    this.room = this.leftAligned ? w - 28 : w - 16;
    this.text = scene.add.text(this.leftAligned ? -w / 2 + 14 : 0, 0, opts.label, {
      fontFamily: fonts.ui, fontSize: `${this.fontSize}px`, color: colors.text, align: this.leftAligned ? "left" : "center",
    }).setOrigin(this.leftAligned ? 0 : 0.5, 0.5);
    this.fitLabel();
    this.add([this.bg, this.text]);
    this.setSize(w, h);
    this.bg.setInteractive({ useHandCursor: true });
    this.bg.on("pointerover", () => { this.hovered = true; this.paint(); });
    this.bg.on("pointerout", () => { this.hovered = false; this.paint(); });
    this.bg.on("pointerup", () => this.press());
    this.paint();
    this.unregister = registerControl(this);
    this.once(Phaser.GameObjects.Events.DESTROY, () => this.unregister());
    scene.add.existing(this);
  }

  get label(): string { return this.text.text; }
  set label(value: string) { this.setLabel(value); }
  /** Not usable while a modal dialog makes the page, and so the canvas, inert (ui/modal.ts). */
  get enabled(): boolean { return this._enabled && this.scene?.game.canvas.closest("[inert]") == null; }
  set enabled(value: boolean) { this.setEnabled(value); }

  setLabel(value: string): this {
    if (this.text.text !== value) {
      this.text.setText(value);
      this.fitLabel();
    }
    return this;
  }

  /** A label wider than the button (a long name, a longer language) gets a smaller font, down to 12 px. */
  private fitLabel(): void {
    this.text.setFixedSize(0, 0);
    let size = this.fontSize;
    this.text.setFontSize(size);
    while (this.text.width > this.room && size > MIN_FONT_SIZE) this.text.setFontSize(--size);
    // Left-aligned labels keep the full width, so the text starts at the same place in every button.
    if (this.leftAligned) this.text.setFixedSize(this.room, 0);
  }

  setEnabled(value: boolean): this {
    this._enabled = value;
    this.paint();
    return this;
  }

  setSelected(value: boolean): this {
    this._selected = value;
    this.paint();
    return this;
  }

  isShown(): boolean {
    if (!this.active || !this.scene || !this.scene.sys.isActive() || !this.scene.sys.isVisible()) return false;
    let node: Phaser.GameObjects.Container | null = this;
    while (node) {
      if (!node.visible || node.alpha === 0) return false;
      node = node.parentContainer;
    }
    return true;
  }

  press(): void {
    if (!this.enabled || !this.isShown()) return;
    this.onClick();
  }

  private paint(): void {
    const base = this.kind === "primary" ? colors.accentDark : this.kind === "danger" ? 0x6a2a26 : this.kind === "ghost" ? colors.panel : colors.button;
    const fill = !this._enabled ? colors.buttonDisabled : this._selected ? colors.selected : this.hovered ? colors.buttonHover : base;
    this.bg.setFillStyle(fill, 1);
    this.bg.setStrokeStyle(2, this._selected ? colors.accent : colors.panelEdge, 1);
    this.text.setColor(this._enabled ? colors.text : colors.textDim);
  }
}

export function addButton(scene: Phaser.Scene, x: number, y: number, opts: ButtonOptions): Button {
  return new Button(scene, x, y, opts);
}
