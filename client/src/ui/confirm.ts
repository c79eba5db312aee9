/**
 * The shared confirmation control: a small dialog over the page that asks before an irreversible or
 * costly move is sent (any game's panels call `confirmChoice`). Its two buttons register with the
 * test-hook control registry (`confirm.ok`, `confirm.cancel`), Enter confirms and Escape cancels.
 * One dialog at a time: asking again answers the open one with "no". While it is open the rest of the page
 * is inert (the panels' own controls report themselves unusable).
 */
import { colors, fonts } from "./theme.ts";
import { registerControl } from "./registry.ts";

export interface ConfirmOptions {
  /** The question, naming what is done and where ("Raze your city at D2?"). */
  title: string;
  /** What follows from it (the cost, what is lost), one line each. */
  lines?: readonly string[];
  confirmLabel: string;
  cancelLabel: string;
  /** The move destroys or gives away something: the confirm button is drawn as a warning. */
  danger?: boolean;
}

const STYLE_ID = "ui-confirm-style";
const CSS = `
.ui-confirm-veil { position: fixed; inset: 0; background: rgba(0,0,0,.45); z-index: 1000; display: flex; align-items: center; justify-content: center; }
.ui-confirm { max-width: min(440px, 92vw); background: #2a251f; border: 2px solid #5a4a36; border-radius: 10px; padding: 16px 18px; color: ${colors.text}; font: 15px ${fonts.ui}; box-shadow: 0 8px 30px rgba(0,0,0,.5); }
.ui-confirm h2 { font: bold 17px ${fonts.ui}; margin: 0 0 8px; color: ${colors.textAccent}; }
.ui-confirm p { margin: 4px 0; line-height: 1.35; }
.ui-confirm .ui-confirm-row { display: flex; gap: 10px; justify-content: flex-end; margin-top: 14px; }
.ui-confirm button { font: bold 15px ${fonts.ui}; padding: 8px 16px; border-radius: 8px; border: 2px solid #5a4a36; background: #3b3226; color: ${colors.text}; cursor: pointer; }
.ui-confirm button.ui-confirm-ok { background: #8a6428; border-color: #c8963e; }
.ui-confirm button.ui-confirm-danger { background: #7a2f2b; border-color: #c0504d; }
`;

let open: { answer: (yes: boolean) => void } | null = null;

/** Asks the question; resolves true when confirmed, false when cancelled (button, Escape, a click beside it). */
export function confirmChoice(opts: ConfirmOptions): Promise<boolean> {
  open?.answer(false);
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.append(style);
  }
  return new Promise<boolean>((resolve) => {
    const veil = document.createElement("div");
    veil.className = "ui-confirm-veil";
    veil.id = "ui-confirm";
    const box = document.createElement("div");
    box.className = "ui-confirm";
    box.setAttribute("role", "alertdialog");
    box.setAttribute("aria-modal", "true");
    const title = document.createElement("h2");
    title.textContent = opts.title;
    box.append(title);
    for (const line of opts.lines ?? []) {
      const p = document.createElement("p");
      p.textContent = line;
      box.append(p);
    }
    const row = document.createElement("div");
    row.className = "ui-confirm-row";
    const offs: (() => void)[] = [];
    const make = (testId: string, label: string, cls: string, yes: boolean) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = cls;
      b.textContent = label;
      b.dataset.testid = testId;
      b.addEventListener("click", (ev) => { ev.stopPropagation(); answer(yes); });
      offs.push(registerControl({ testId, label, enabled: true, isShown: () => b.isConnected, press: () => answer(yes) }));
      return b;
    };
    const cancel = make("confirm.cancel", opts.cancelLabel, "", false);
    const ok = make("confirm.ok", opts.confirmLabel, opts.danger ? "ui-confirm-danger" : "ui-confirm-ok", true);
    row.append(cancel, ok);
    box.append(row);
    veil.append(box);
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key === "Escape") { ev.preventDefault(); answer(false); }
      else if (ev.key === "Enter") { ev.preventDefault(); answer(true); }
    };
    // The game canvas and panels below must not see the clicks and keys meant for the dialog.
    for (const type of ["pointerdown", "pointerup", "wheel"]) veil.addEventListener(type, (ev) => ev.stopPropagation());
    veil.addEventListener("click", (ev) => { if (ev.target === veil) answer(false); });
    window.addEventListener("keydown", onKey, true);
    const self = { answer };
    // Everything else on the page waits for the answer: inert, its controls cannot be used meanwhile.
    const paused = [...document.body.children].filter((e): e is HTMLElement => e instanceof HTMLElement && e !== veil && !e.inert);
    function answer(yes: boolean) {
      if (open !== self) return;
      open = null;
      for (const e of paused) e.inert = false;
      window.removeEventListener("keydown", onKey, true);
      for (const off of offs) off();
      veil.remove();
      resolve(yes);
    }
    open = self;
    for (const e of paused) e.inert = true;
    document.body.append(veil);
    ok.focus();
  });
}

/** Closes an open dialog as cancelled (its scene is going away). */
export function dismissConfirmation(): void {
  open?.answer(false);
}
