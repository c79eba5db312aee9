/**
 * The host's options form in the lobby, built as HTML from the game's option fields. Inputs have
 * ids `epochs-opt-<key>` (and `epochs-opt-clock`, `epochs-opt-rated`). Non-hosts see the same form disabled.
 *
 * The form scrolls inside its panel (a game may have more options than fit), and every control is a native
 * select or a large checkbox, so it works with a mouse, a finger and a keyboard alike. Labels come from the
 * game's catalog (`option.<game>.<key>`, `option.<game>.<key>.<value>`), else the schema's title.
 */
import type Phaser from "phaser";
import type { Translator } from "../i18n/index.ts";
import { addHtmlBlock, inputStyle } from "./dom.ts";
import { parseFieldValue, type OptionField } from "./optionsSchema.ts";

export interface OptionsChange { options?: Record<string, unknown>; clockSeconds?: number | null; rated?: boolean }

/** Turn clock choices, in seconds (0 = off); the server takes 10–3600. */
export const CLOCK_CHOICES = [0, 30, 60, 120, 300, 600, 1800, 3600] as const;

const CONTROL_STYLE = `${inputStyle} width: 100%; font-size: 16px; padding: 6px 8px; min-height: 40px;`;
/** A checkbox big enough for a finger; its label toggles it too. */
const CHECKBOX_STYLE = "width: 32px; height: 32px; margin: 4px 0; accent-color: #c8963e;";

export class OptionsForm {
  readonly element: HTMLDivElement;
  private object: Phaser.GameObjects.DOMElement;
  private inputs = new Map<string, HTMLInputElement | HTMLSelectElement>();
  private clock: HTMLSelectElement;
  private rated: HTMLInputElement;
  private fields: OptionField[];
  private onChange: (change: OptionsChange) => void;
  private i18n: Translator;

  constructor(scene: Phaser.Scene, x: number, y: number, width: number, height: number, game: string, fields: OptionField[], i18n: Translator, onChange: (change: OptionsChange) => void) {
    this.fields = fields;
    this.onChange = onChange;
    this.i18n = i18n;
    const { element, object } = addHtmlBlock(scene, x, y, "epochs-options", width);
    element.style.maxHeight = `${height}px`;
    element.style.overflowY = "auto";
    // Let a finger scroll the form; Phaser would otherwise take the touch for the canvas.
    element.style.touchAction = "pan-y";
    element.style.overscrollBehavior = "contain";
    for (const type of ["wheel", "touchstart", "touchmove"]) element.addEventListener(type, (e) => e.stopPropagation(), { passive: true });
    this.element = element;
    this.object = object;
    const form = document.createElement("form");
    form.addEventListener("submit", (e) => e.preventDefault());
    form.setAttribute("style", "display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 8px 12px; align-items: center; padding-right: 6px;");
    if (!fields.length) {
      const p = document.createElement("div");
      p.textContent = i18n.t("lobby.noOptions");
      p.setAttribute("style", "grid-column: 1 / 3; color: #a89c86;");
      form.append(p);
    }
    for (const f of fields) form.append(...this.row(game, f));
    const clockLabel = document.createElement("label");
    clockLabel.textContent = i18n.t("lobby.clock");
    clockLabel.htmlFor = "epochs-opt-clock";
    this.clock = document.createElement("select");
    this.clock.id = "epochs-opt-clock";
    this.clock.setAttribute("style", CONTROL_STYLE);
    for (const s of CLOCK_CHOICES) this.clock.append(option(String(s), s === 0 ? i18n.t("lobby.clockOff") : s < 60 ? i18n.t("lobby.clockSeconds", { n: s }) : i18n.t("lobby.clockMinutes", { n: s / 60 })));
    this.clock.addEventListener("change", () => {
      const n = Number(this.clock.value);
      this.onChange({ clockSeconds: n > 0 ? n : null });
    });
    form.append(clockLabel, this.clock);
    const ratedLabel = document.createElement("label");
    ratedLabel.textContent = i18n.t("lobby.rated");
    ratedLabel.htmlFor = "epochs-opt-rated";
    ratedLabel.style.overflowWrap = "anywhere";
    this.rated = document.createElement("input");
    this.rated.type = "checkbox";
    this.rated.id = "epochs-opt-rated";
    this.rated.setAttribute("style", CHECKBOX_STYLE);
    this.rated.addEventListener("change", () => this.onChange({ rated: this.rated.checked }));
    form.append(ratedLabel, this.rated);
    element.append(form);
  }

  private row(game: string, f: OptionField): HTMLElement[] {
    const label = document.createElement("label");
    label.textContent = this.i18n.tryT(`option.${game}.${f.key}`) ?? f.title;
    label.htmlFor = `epochs-opt-${f.key}`;
    label.style.overflowWrap = "anywhere";
    let input: HTMLInputElement | HTMLSelectElement;
    if (f.kind === "enum") {
      const sel = document.createElement("select");
      for (const v of f.values) sel.append(option(String(v), this.i18n.tryT(`option.${game}.${f.key}.${v}`) ?? String(v)));
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
    input.setAttribute("style", f.kind === "boolean" ? CHECKBOX_STYLE : CONTROL_STYLE);
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

  setVisible(visible: boolean): void {
    this.object.setVisible(visible);
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
  setValues(options: Record<string, unknown>, clockSeconds: number, rated: boolean, editable: boolean): void {
    for (const f of this.fields) {
      const input = this.inputs.get(f.key)!;
      input.disabled = !editable;
      if (document.activeElement === input) continue;
      const v = options[f.key] ?? f.default;
      if (f.kind === "boolean") (input as HTMLInputElement).checked = v === true;
      else input.value = v === undefined ? "" : String(v);
    }
    this.rated.disabled = !editable;
    this.rated.checked = rated;
    this.clock.disabled = !editable;
    if (document.activeElement === this.clock) return;
    // A clock set by another client (or the protocol) that is not one of the choices is shown as a choice of its own.
    if (![...this.clock.options].some((o) => o.value === String(clockSeconds))) this.clock.append(option(String(clockSeconds), this.i18n.t("lobby.clockSeconds", { n: clockSeconds })));
    this.clock.value = String(clockSeconds);
  }
}

function option(value: string, text: string): HTMLOptionElement {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = text;
  return o;
}
