/**
 * A modal question over a scene: a message, optional text fields, and buttons (test ids `<id>.<button>`). The
 * shade under it takes every click, so nothing behind it can be pressed while it is open.
 */
import Phaser from "phaser";
import { Button } from "./Button.ts";
import { addInput } from "./dom.ts";
import { colors, textStyle } from "./theme.ts";

/**
 * While a dialog is open, HTML a game's renderer put on the page next to the canvas (Clash of Cultures' panels)
 * is hidden too: it is drawn over the canvas, so over the dialog.
 */
const OPEN_CLASS = "epochs-dialog-open";
function hidePageOverlays(hide: boolean): void {
  if (!document.getElementById("epochs-dialog-style")) {
    const style = document.createElement("style");
    style.id = "epochs-dialog-style";
    style.textContent = `body.${OPEN_CLASS} > :not(#game):not(#epochs-hud):not(script):not(style) { visibility: hidden; }`;
    document.head.append(style);
  }
  document.body.classList.toggle(OPEN_CLASS, hide);
}

export interface DialogButton { id: string; label: string; kind?: "normal" | "primary" | "danger"; onClick: (values: Record<string, string>) => void }
export interface DialogField { id: string; placeholder: string; type?: string; maxLength?: number }

export class Dialog {
  private objects: Phaser.GameObjects.GameObject[] = [];
  private inputs = new Map<string, HTMLInputElement>();
  private note: Phaser.GameObjects.Text;
  /** The scene's HTML elements hidden while the dialog is open (HTML is drawn over the canvas, so over the dialog too). */
  private hidden: Phaser.GameObjects.DOMElement[];

  constructor(scene: Phaser.Scene, id: string, message: string, buttons: DialogButton[], fields: DialogField[] = []) {
    const { width, height } = scene.scale;
    this.hidden = scene.children.list.filter((o): o is Phaser.GameObjects.DOMElement => o instanceof Phaser.GameObjects.DOMElement && o.visible);
    for (const o of this.hidden) o.setVisible(false);
    hidePageOverlays(true);
    // A scene that stops under an open dialog (the game ended, the connection went) takes it along.
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.close());
    const w = Math.min(560, width - 30);
    const h = 150 + fields.length * 56 + 40;
    const x = (width - w) / 2, y = (height - h) / 2;
    const shade = scene.add.rectangle(0, 0, width, height, 0x000000, 0.6).setOrigin(0).setInteractive().setDepth(900);
    const panel = scene.add.rectangle(x, y, w, h, colors.panel, 1).setOrigin(0).setStrokeStyle(2, colors.accent).setRounded(12).setDepth(901);
    const text = scene.add.text(x + 20, y + 18, message, { ...textStyle(17), wordWrap: { width: w - 40 } }).setDepth(902);
    this.objects.push(shade, panel, text);
    let fy = y + 34 + text.height;
    for (const f of fields) {
      const { element, object } = addInput(scene, x + 20, fy + 20, { id: `${id}-${f.id}`, placeholder: f.placeholder, width: w - 40, maxLength: f.maxLength, type: f.type });
      this.inputs.set(f.id, element);
      this.objects.push(object);
      fy += 56;
    }
    this.note = scene.add.text(x + 20, fy + 4, "", { ...textStyle(15, colors.textBad), wordWrap: { width: w - 40 } }).setDepth(902);
    this.objects.push(this.note);
    const bw = Math.min(200, (w - 40 - (buttons.length - 1) * 12) / buttons.length);
    buttons.forEach((b, i) => {
      const btn = new Button(scene, x + w - 20 - bw / 2 - (buttons.length - 1 - i) * (bw + 12), y + h - 36, {
        testId: `${id}.${b.id}`, label: b.label, width: bw, height: 46, kind: b.kind, onClick: () => b.onClick(this.values()),
      }).setDepth(903);
      this.objects.push(btn);
    });
    this.inputs.values().next().value?.focus();
  }

  values(): Record<string, string> {
    return Object.fromEntries([...this.inputs].map(([k, el]) => [k, el.value]));
  }

  /** A line under the fields (why the last try failed). */
  say(text: string): void {
    if (this.note.active) this.note.setText(text);
  }

  close(): void {
    for (const o of this.objects) if (o.scene) o.destroy();
    this.objects = [];
    for (const o of this.hidden) if (o.active) o.setVisible(true);
    this.hidden = [];
    hidePageOverlays(false);
  }
}

/** Asks a yes/no question; `onYes` runs on yes, and the dialog closes either way. */
export function confirmDialog(scene: Phaser.Scene, id: string, message: string, labels: { yes: string; no: string }, onYes: () => void, kind: "primary" | "danger" = "primary"): Dialog {
  const d: Dialog = new Dialog(scene, id, message, [
    { id: "no", label: labels.no, onClick: () => d.close() },
    { id: "yes", label: labels.yes, kind, onClick: () => { d.close(); onYes(); } },
  ]);
  return d;
}
