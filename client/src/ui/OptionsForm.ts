/**
 * The host's options form in the lobby, built as HTML from the game's option fields. Inputs have
 * ids `epochs-opt-<key>` (and `epochs-opt-clock`). Non-hosts see the same form disabled.
 */
import type Phaser from "phaser";
import type { Translator } from "../i18n/index.ts";
import { addHtmlBlock, inputStyle } from "./dom.ts";
import { parseFieldValue, type OptionField } from "./optionsSchema.ts";

export interface OptionsChange { options?: Record<string, unknown>; clockSeconds?: number | null }

export class OptionsForm {
  readonly element: HTMLDivElement;
  private object: Phaser.GameObjects.DOMElement;
  private inputs = new Map<string, HTMLInputElement | HTMLSelectElement>();
  private clock: HTMLInputElement;
  private fields: OptionField[];
  private onChange: (change: OptionsChange) => void;

  constructor(scene: Phaser.Scene, x: number, y: number, width: number, fields: OptionField[], i18n: Translator, onChange: (change: OptionsChange) => void) {
    this.fields = fields;
    this.onChange = onChange;
    const { element, object } = addHtmlBlock(scene, x, y, "epochs-options", width);
    this.element = element;
    this.object = object;
    const form = document.createElement("form");
    form.addEventListener("submit", (e) => e.preventDefault());
    form.setAttribute("style", "display: grid; grid-template-columns: 1fr 150px; gap: 8px 12px; align-items: center;");
    if (!fields.length) {
      const p = document.createElement("div");
      p.textContent = i18n.t("lobby.noOptions");
      p.setAttribute("style", "grid-column: 1 / 3; color: #a89c86;");
      form.append(p);
    }
    for (const f of fields) form.append(...this.row(f));
    const clockLabel = document.createElement("label");
    clockLabel.textContent = i18n.t("lobby.clock");
    clockLabel.htmlFor = "epochs-opt-clock";
    this.clock = document.createElement("input");
    this.clock.id = "epochs-opt-clock";
    this.clock.type = "number";
    this.clock.min = "10";
    this.clock.max = "3600";
    this.clock.setAttribute("style", `${inputStyle} width: 150px; font-size: 16px; padding: 4px 8px;`);
    this.clock.addEventListener("change", () => {
      const v = this.clock.value.trim();
      const n = Number(v);
      if (v === "") this.onChange({ clockSeconds: null });
      else if (Number.isInteger(n) && n >= 10 && n <= 3600) this.onChange({ clockSeconds: n });
    });
    form.append(clockLabel, this.clock);
    element.append(form);
  }

  private row(f: OptionField): HTMLElement[] {
    const label = document.createElement("label");
    label.textContent = f.title;
    label.htmlFor = `epochs-opt-${f.key}`;
    let input: HTMLInputElement | HTMLSelectElement;
    if (f.kind === "enum") {
      const sel = document.createElement("select");
      for (const v of f.values) {
        const o = document.createElement("option");
        o.value = String(v);
        o.textContent = String(v);
        sel.append(o);
      }
      input = sel;
    } else {
      const inp = document.createElement("input");
      if (f.kind === "boolean") inp.type = "checkbox";
      else {
        inp.type = "number";
        if (f.min !== undefined) inp.min = String(f.min);
        if (f.max !== undefined) inp.max = String(f.max);
        if (f.kind === "integer") inp.step = "1";
      }
      input = inp;
    }
    input.id = `epochs-opt-${f.key}`;
    input.setAttribute("style", f.kind === "boolean" ? "width: 22px; height: 22px;" : `${inputStyle} width: 150px; font-size: 16px; padding: 4px 8px;`);
    input.addEventListener("change", () => {
      const raw = f.kind === "boolean" ? (input as HTMLInputElement).checked : input.value;
      const value = parseFieldValue(f, raw);
      if (value === null) { input.style.borderColor = "#c0504d"; return; }
      input.style.borderColor = "";
      this.onChange({ options: { ...this.current(), [f.key]: value } });
    });
    this.inputs.set(f.key, input);
    return [label, input];
  }

  destroy(): void {
    this.object.destroy();
  }

  /** The values in the form now (valid ones only). */
  current(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const f of this.fields) {
      const input = this.inputs.get(f.key)!;
      const v = parseFieldValue(f, f.kind === "boolean" ? (input as HTMLInputElement).checked : input.value);
      if (v !== null) out[f.key] = v;
    }
    return out;
  }

  /** Shows the room's options (skips the field being edited). */
  setValues(options: Record<string, unknown>, clockSeconds: number, editable: boolean): void {
    for (const f of this.fields) {
      const input = this.inputs.get(f.key)!;
      input.disabled = !editable;
      if (document.activeElement === input) continue;
      const v = options[f.key] ?? f.default;
      if (f.kind === "boolean") (input as HTMLInputElement).checked = v === true;
      else input.value = v === undefined ? "" : String(v);
    }
    this.clock.disabled = !editable;
    if (document.activeElement !== this.clock) this.clock.value = clockSeconds > 0 ? String(clockSeconds) : "";
  }
}
