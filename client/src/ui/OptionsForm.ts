/**
 * The host's options form in the lobby, built as HTML from the game's option fields. Inputs have
 * ids `epochs-opt-<key>` (and `epochs-opt-clock`: the game's pace and turn clock; `epochs-opt-rated`). Non-hosts see
 * the same form disabled.
 *
 * The form scrolls inside its panel (a game may have more options than fit), and every control is a native
 * select or a large checkbox, so it works with a mouse, a finger and a keyboard alike. Labels come from the
 * game's catalog (`option.<game>.<key>`, `option.<game>.<key>.<value>`), else the schema's title.
 */
import type Phaser from "phaser";
import type { Pace } from "../../../engine/core/protocol.ts";
import type { Translator } from "../i18n/index.ts";
import { paceLabel } from "./clock-text.ts";
import { addHtmlBlock, inputStyle } from "./dom.ts";
import { parseFieldValue, type OptionField } from "./optionsSchema.ts";

export interface OptionsChange { options?: Record<string, unknown>; clockSeconds?: number | null; pace?: Pace; rated?: boolean }

/** Real-time turn clock choices, in seconds (0 = off); the server takes 10–3600. */
export const CLOCK_CHOICES = [0, 30, 60, 120, 300, 600, 1800, 3600] as const;
const HOUR = 3600, DAY = 86_400;
/** Turn-based clock choices: per move, and time banks (a server takes none shorter than its TURN_CLOCK_MIN_SECONDS, an hour by default). */
export const TURN_BASED_CHOICES: Pace[] = [
  ...[12 * HOUR, DAY, 2 * DAY, 3 * DAY, 7 * DAY].map((seconds): Pace => ({ kind: "per-move", seconds })),
  { kind: "bank", seconds: 3 * DAY, incrementSeconds: 12 * HOUR },
  { kind: "bank", seconds: 7 * DAY, incrementSeconds: DAY },
];

/**
 * The clock list's value for a pace: a real-time clock's seconds as before ("120", "0" for none), then
 * `per-move:<seconds>` and `bank:<seconds>:<increment seconds>`.
 */
export function paceValue(pace: Pace, clockSeconds: number): string {
  if (pace.kind === "per-move") return `per-move:${pace.seconds}`;
  if (pace.kind === "bank") return `bank:${pace.seconds}:${pace.incrementSeconds}`;
  return String(clockSeconds);
}

function fromPaceValue(value: string): { pace: Pace; clockSeconds: number | null } {
  const [kind, a, b] = value.split(":");
  if (kind === "per-move") return { pace: { kind, seconds: Number(a) }, clockSeconds: null };
  if (kind === "bank") return { pace: { kind, seconds: Number(a), incrementSeconds: Number(b) }, clockSeconds: null };
  const n = Number(kind);
  return { pace: { kind: "realtime" }, clockSeconds: n > 0 ? n : null };
}

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
    const group = (label: string, choices: [Pace, number][]) => {
      const g = document.createElement("optgroup");
      g.label = label;
      for (const [pace, seconds] of choices) g.append(option(paceValue(pace, seconds), paceLabel(i18n, pace, seconds)));
      this.clock.append(g);
    };
    group(i18n.t("lobby.pace.realtime"), CLOCK_CHOICES.map((s) => [{ kind: "realtime" }, s]));
    group(i18n.t("lobby.pace.perMove"), TURN_BASED_CHOICES.filter((p) => p.kind === "per-move").map((p) => [p, 0]));
    group(i18n.t("lobby.pace.bank"), TURN_BASED_CHOICES.filter((p) => p.kind === "bank").map((p) => [p, 0]));
    this.clock.addEventListener("change", () => this.onChange(fromPaceValue(this.clock.value)));
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
  setValues(options: Record<string, unknown>, clockSeconds: number, pace: Pace, rated: boolean, editable: boolean): void {
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
    const value = paceValue(pace, clockSeconds);
    if (![...this.clock.options].some((o) => o.value === value)) this.clock.append(option(value, paceLabel(this.i18n, pace, clockSeconds)));
    this.clock.value = value;
  }
}

function option(value: string, text: string): HTMLOptionElement {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = text;
  return o;
}
