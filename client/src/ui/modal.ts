/**
 * The one modal dialog of the client, drawn in HTML over the page: a question, a few lines, optional text fields
 * and buttons. The scenes (leaving a table, resigning, the account form) and any game's panels (`confirmChoice`
 * before an irreversible move) all use it. Its buttons register with the test-hook control registry as
 * `<id>.<button>`, its fields have the element ids `<id>-<field>`. Enter presses the default button (the last
 * one) unless another button has the focus; Escape, and a click beside the dialog when it has no fields, press
 * the cancel button. One dialog at a time: opening another, or `closeModal` with its id, cancels the open one. While it is
 * open the rest of the page is inert and dimmed: the canvas, the panels and their controls cannot be used.
 */
import type Phaser from "phaser";
import { inputStyle } from "./dom.ts";
import { installStyleSheet } from "./panel-dom.ts";
import { registerControl } from "./registry.ts";
import { colors, fonts } from "./theme.ts";

export interface ModalButton {
  id: string;
  label: string;
  /** `danger`: the button destroys or gives away something (resigning, razing a city). */
  kind?: "normal" | "primary" | "danger";
  /** The dialog stays open after the press (a form that may be refused and corrected). */
  staysOpen?: boolean;
}

export interface ModalField { id: string; placeholder: string; type?: string; maxLength?: number; /** Filled in at first. */ value?: string }

export interface ModalOptions {
  id: string;
  /** The question, naming what is done and where ("Raze your city at D2?"). */
  title: string;
  /** What follows from it (the cost, what is lost), one line each. */
  lines?: readonly string[];
  fields?: readonly ModalField[];
  /** Left to right; the last is the default one (Enter). */
  buttons: readonly ModalButton[];
  /** The button that means "no": Escape, a click beside the dialog and `closeModal` press it. */
  cancel: string;
  /** The scene the question is about: when it stops (the game ended, the connection went) the dialog is cancelled. */
  scene?: Phaser.Scene;
}

export interface Modal {
  /** The fields' texts by field id. */
  values(): Record<string, string>;
  /** A line under the fields (why the last try failed). */
  say(text: string): void;
  close(): void;
}

const STYLE_ID = "ui-modal-style";
/*
 * The veil is above every layer of the page (the canvas, the game panels at z-index 20-40, the HUD at 1000) and
 * dark enough to dim the board visibly. Buttons are a finger's size on touch screens and wrap on a phone.
 */
const CSS = `
#ui-modal { position: fixed; inset: 0; background: rgba(8,6,4,.62); z-index: 2000; display: flex; align-items: center; justify-content: center; }
.ui-modal { box-sizing: border-box; width: min(480px, 92vw); max-height: 92vh; overflow-y: auto; background: #2a251f; border: 2px solid #c8963e; border-radius: 12px; padding: 16px 18px; color: ${colors.text}; font: 16px ${fonts.ui}; box-shadow: 0 10px 40px rgba(0,0,0,.6); }
.ui-modal h2 { font: bold 18px ${fonts.ui}; margin: 0 0 8px; color: ${colors.textAccent}; line-height: 1.3; }
.ui-modal p { margin: 4px 0; line-height: 1.35; }
.ui-modal input { display: block; width: 100%; margin: 10px 0 0; }
.ui-modal .ui-modal-note { color: ${colors.textBad}; min-height: 1.35em; margin-top: 8px; }
.ui-modal .ui-modal-note:empty { display: none; }
.ui-modal .ui-modal-row { display: flex; flex-wrap: wrap; gap: 10px; justify-content: flex-end; margin-top: 14px; }
.ui-modal button { font: bold 16px ${fonts.ui}; min-height: 40px; padding: 8px 16px; border-radius: 8px; border: 2px solid #5a4a36; background: #3b3226; color: ${colors.text}; cursor: pointer; }
.ui-modal button:hover { background: #4d4130; }
.ui-modal button:focus-visible { outline: 2px solid ${colors.textAccent}; outline-offset: 2px; }
.ui-modal button.ui-modal-primary { background: #8a6428; border-color: #c8963e; }
.ui-modal button.ui-modal-danger { background: #7a2f2b; border-color: #c0504d; }
@media (pointer: coarse) { .ui-modal button { min-height: 46px; flex: 1 1 auto; } }
`;

let open: { id: string; cancel: () => void } | null = null;

/** Opens the dialog; `onPress` gets the pressed button's id (the cancel button's when it is dismissed). */
export function openModal(opts: ModalOptions, onPress: (button: string, modal: Modal) => void): Modal {
  open?.cancel();
  installStyleSheet(STYLE_ID, CSS);
  const veil = document.createElement("div");
  veil.id = "ui-modal";
  veil.dataset.dialog = opts.id;
  const box = document.createElement("div");
  box.className = "ui-modal";
  box.setAttribute("role", opts.fields?.length ? "dialog" : "alertdialog");
  box.setAttribute("aria-modal", "true");
  const title = document.createElement("h2");
  title.id = "ui-modal-title";
  title.textContent = opts.title;
  box.setAttribute("aria-labelledby", title.id);
  box.append(title);
  for (const line of opts.lines ?? []) {
    const p = document.createElement("p");
    p.textContent = line;
    box.append(p);
  }
  const inputs = new Map<string, HTMLInputElement>();
  for (const f of opts.fields ?? []) {
    const input = document.createElement("input");
    input.id = `${opts.id}-${f.id}`;
    input.type = f.type ?? "text";
    input.placeholder = f.placeholder;
    input.setAttribute("aria-label", f.placeholder);
    input.autocomplete = "off";
    input.spellcheck = false;
    if (f.maxLength) input.maxLength = f.maxLength;
    if (f.value) input.value = f.value;
    input.setAttribute("style", inputStyle);
    inputs.set(f.id, input);
    box.append(input);
  }
  const note = document.createElement("div");
  note.className = "ui-modal-note";
  note.setAttribute("role", "status");
  box.append(note);

  const modal: Modal = {
    values: () => Object.fromEntries([...inputs].map(([k, el]) => [k, el.value])),
    say: (text) => { note.textContent = text; },
    close,
  };
  const press = (id: string) => {
    if (open !== self) return;
    const button = opts.buttons.find((b) => b.id === id);
    if (!button?.staysOpen) close();
    onPress(id, modal);
  };

  const row = document.createElement("div");
  row.className = "ui-modal-row";
  const offs: (() => void)[] = [];
  const elements = opts.buttons.map((b) => {
    const testId = `${opts.id}.${b.id}`;
    const el = document.createElement("button");
    el.type = "button";
    el.className = b.kind && b.kind !== "normal" ? `ui-modal-${b.kind}` : "";
    el.textContent = b.label;
    el.dataset.testid = testId;
    el.addEventListener("click", (ev) => { ev.stopPropagation(); press(b.id); });
    offs.push(registerControl({ testId, label: b.label, enabled: true, isShown: () => el.isConnected, press: () => press(b.id) }));
    row.append(el);
    return el;
  });
  box.append(row);
  veil.append(box);

  const onKey = (ev: KeyboardEvent) => {
    // Keys meant for the dialog reach neither the scene's keyboard nor the board's (Escape cancels a map pick there).
    ev.stopPropagation();
    if (ev.key === "Escape") { ev.preventDefault(); press(opts.cancel); }
    // Enter on a focused button presses that one (the browser's own click); elsewhere the default button.
    else if (ev.key === "Enter" && !(ev.target instanceof HTMLButtonElement && box.contains(ev.target))) {
      ev.preventDefault();
      press(opts.buttons[opts.buttons.length - 1].id);
    }
  };
  // The canvas and the panels below must not see the pointer meant for the dialog.
  for (const type of ["pointerdown", "pointerup", "wheel"]) veil.addEventListener(type, (ev) => ev.stopPropagation());
  // A click beside a form would throw away what was typed; beside a question it means "no".
  if (!inputs.size) veil.addEventListener("click", (ev) => { if (ev.target === veil) press(opts.cancel); });
  window.addEventListener("keydown", onKey, true);
  const onShutdown = () => press(opts.cancel);
  opts.scene?.events.once("shutdown", onShutdown);

  // Everything else on the page waits for the answer: inert, its controls cannot be used meanwhile.
  const paused = [...document.body.children].filter((e): e is HTMLElement => e instanceof HTMLElement && !e.inert);
  const self = { id: opts.id, cancel: () => press(opts.cancel) };
  function close(): void {
    if (open !== self) return;
    open = null;
    for (const e of paused) e.inert = false;
    window.removeEventListener("keydown", onKey, true);
    opts.scene?.events.off("shutdown", onShutdown);
    for (const off of offs) off();
    veil.remove();
  }
  open = self;
  for (const e of paused) e.inert = true;
  document.body.append(veil);
  (inputs.values().next().value ?? elements[elements.length - 1]).focus();
  return modal;
}

/** Cancels the open dialog if it is the one with this id (what it asked about is gone); others stay. */
export function closeModal(id: string): void {
  if (open?.id === id) open.cancel();
}

export interface ConfirmOptions {
  /** Test ids `<id>.ok` and `<id>.cancel`; "confirm" unless told. */
  id?: string;
  title: string;
  lines?: readonly string[];
  confirmLabel: string;
  cancelLabel: string;
  /** The move destroys or gives away something: the confirm button is drawn as a warning. */
  danger?: boolean;
  scene?: Phaser.Scene;
}

/** Asks a yes/no question; resolves true when confirmed, false when cancelled in any way. */
export function confirmChoice(opts: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    openModal({
      id: opts.id ?? "confirm", title: opts.title, lines: opts.lines, cancel: "cancel", scene: opts.scene,
      buttons: [
        { id: "cancel", label: opts.cancelLabel },
        { id: "ok", label: opts.confirmLabel, kind: opts.danger ? "danger" : "primary" },
      ],
    }, (button) => resolve(button === "ok"));
  });
}
