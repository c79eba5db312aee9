/**
 * Small DOM helpers for the panels of a game renderer: elements, buttons registered with the test-hook control registry
 * (so `window.__epochs.buttons()/click()` see them like Phaser buttons), and the rules-reference popup
 * shown on hover (mouse) or long press (touch).
 */
import { softHyphens } from "../i18n/hyphenate.ts";
import { registerControl, type Clickable } from "./registry.ts";

type Child = Node | string | null | undefined | false;

/** Adds a style sheet to the page, once: the panels' styles are added when panels are first made. */
export function installStyleSheet(id: string, css: string): void {
  if (typeof document === "undefined" || document.getElementById(id)) return;
  const style = document.createElement("style");
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}

/** Keeps pointer, wheel and key input on these panels from reaching the game scene drawn under them. */
export function keepInput(...roots: HTMLElement[]): void {
  for (const root of roots) for (const type of ["pointerdown", "pointerup", "wheel", "keydown"]) root.addEventListener(type, (ev) => ev.stopPropagation());
}

/** Where the game canvas sits on the page, and its scale from the scene's design width to CSS pixels. */
export function canvasPlacement(scene: { game?: { canvas?: HTMLCanvasElement }; scale?: { width: number } }): { left: number; top: number; scale: number } {
  const rect = scene.game?.canvas?.getBoundingClientRect() ?? { left: 0, top: 0, width: window.innerWidth };
  return { left: rect.left, top: rect.top, scale: rect.width / (scene.scale?.width || 1280) || 1 };
}

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string | number | boolean | undefined> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (k === "class") e.className = String(v);
    else if (k === "text") e.textContent = String(v);
    else e.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

/** Every registered control of the panels, to unregister them when their elements go away. */
const live = new Map<HTMLElement, { off: () => void; born: number }>();

export interface ButtonOpts {
  testId: string;
  label: string;
  onClick: () => void;
  enabled?: boolean;
  /** Shown as a tooltip and below disabled buttons: why it is not possible now. */
  reason?: string;
  kind?: "primary" | "normal" | "ghost" | "danger" | "chip";
  selected?: boolean;
  title?: string;
  /** Extra content after the label (e.g. a cost line). */
  detail?: string;
  ref?: RefSpec;
}

export interface RefSpec { kind: string; id: string }

/** Letters of a word that no longer fits on a line of the narrowest button (a turn-menu entry, 12px bold). */
const BUTTON_LINE = 11;

export function button(opts: ButtonOpts): HTMLButtonElement {
  const b = el("button", { class: `cp-btn cp-${opts.kind ?? "normal"}${opts.selected ? " cp-sel" : ""}`, type: "button", "data-testid": opts.testId });
  b.append(el("span", { class: "cp-lbl", text: softHyphens(opts.label, BUTTON_LINE) }));
  if (opts.detail) b.append(el("span", { class: "cp-detail", text: opts.detail }));
  const enabled = opts.enabled ?? true;
  b.disabled = !enabled;
  if (!enabled && opts.reason) b.append(el("span", { class: "cp-why", text: opts.reason }));
  if (opts.title ?? opts.reason) b.title = (opts.title ?? opts.reason)!;
  if (opts.ref) setRef(b, opts.ref);
  b.addEventListener("click", (ev) => {
    ev.stopPropagation();
    if (b.dataset.longpress === "1") { b.dataset.longpress = ""; return; }
    if (!b.disabled) opts.onClick();
  });
  // A control inside an inert part (a prompt whose move is on its way) is shown but cannot be used.
  const usable = () => !b.disabled && b.closest("[inert]") === null;
  const control: Clickable = {
    testId: opts.testId,
    label: opts.label,
    get enabled() { return usable(); },
    set enabled(v: boolean) { b.disabled = !v; },
    isShown: () => b.isConnected && b.offsetParent !== null,
    press: () => { if (usable()) opts.onClick(); },
  };
  live.set(b, { off: registerControl(control), born: Date.now() });
  return b;
}

/**
 * Unregisters the controls inside `root` (call before dropping or replacing its content), and any
 * control that left the page a while ago (not ones just made and not yet attached).
 */
export function releaseControls(root: HTMLElement): void {
  const old = Date.now() - 5000;
  for (const [b, entry] of live) {
    if (root === b || root.contains(b) || (!b.isConnected && entry.born < old)) {
      entry.off();
      live.delete(b);
    }
  }
}

/** Replaces the children of `host`, unregistering the old controls. */
export function replace(host: HTMLElement, ...children: Child[]): void {
  releaseControls(host);
  host.replaceChildren(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
}

// ---- rules reference popup -----------------------------------------------------------------------------

export function setRef(e: HTMLElement, ref: RefSpec): void {
  e.dataset.refKind = ref.kind;
  e.dataset.refId = ref.id;
  e.classList.add("cp-ref");
}

export interface ReferencePopup {
  destroy(): void;
}

/**
 * Shows `render(kind, id)` near elements under `root` that carry a reference (data-ref-*): after a short
 * hover with a mouse, or a long press (450 ms) on touch, which then does not count as a click.
 */
export function installReference(root: HTMLElement, render: (kind: string, id: string) => HTMLElement | null): ReferencePopup {
  const pop = el("div", { class: "cp-popup", role: "tooltip" });
  pop.style.display = "none";
  document.body.append(pop);
  let hoverTimer = 0;
  let pressTimer = 0;
  let shownFor: HTMLElement | null = null;
  const target = (ev: Event) => (ev.target instanceof Element ? ev.target.closest<HTMLElement>(".cp-ref") : null);
  const show = (t: HTMLElement, x: number, y: number) => {
    const content = render(t.dataset.refKind ?? "", t.dataset.refId ?? "");
    if (!content) return;
    pop.replaceChildren(content);
    pop.style.display = "block";
    const w = Math.min(320, window.innerWidth - 16);
    pop.style.width = `${w}px`;
    const h = pop.offsetHeight;
    const left = Math.max(8, Math.min(x + 12, window.innerWidth - w - 8));
    const top = y + 16 + h < window.innerHeight ? y + 16 : Math.max(8, y - h - 12);
    pop.style.left = `${left}px`;
    pop.style.top = `${top}px`;
    shownFor = t;
  };
  const hide = () => { pop.style.display = "none"; shownFor = null; };
  const onOver = (ev: PointerEvent) => {
    if (ev.pointerType !== "mouse") return;
    const t = target(ev);
    window.clearTimeout(hoverTimer);
    if (!t) { hide(); return; }
    if (t === shownFor) return;
    hoverTimer = window.setTimeout(() => show(t, ev.clientX, ev.clientY), 300);
  };
  const onOut = (ev: PointerEvent) => {
    if (ev.pointerType !== "mouse") return;
    const t = target(ev);
    const to = ev.relatedTarget instanceof Element ? ev.relatedTarget.closest(".cp-ref") : null;
    if (t && to !== t) { window.clearTimeout(hoverTimer); hide(); }
  };
  const onDown = (ev: PointerEvent) => {
    if (ev.pointerType === "mouse") return;
    const t = target(ev);
    if (!t) { hide(); return; }
    window.clearTimeout(pressTimer);
    pressTimer = window.setTimeout(() => {
      t.dataset.longpress = "1";
      show(t, ev.clientX, ev.clientY);
    }, 450);
  };
  const cancelPress = () => window.clearTimeout(pressTimer);
  const onDocDown = (ev: PointerEvent) => { if (shownFor && !(ev.target instanceof Node && pop.contains(ev.target)) && ev.pointerType !== "mouse") hide(); };
  root.addEventListener("pointerover", onOver);
  root.addEventListener("pointerout", onOut);
  root.addEventListener("pointerdown", onDown);
  root.addEventListener("pointerup", cancelPress);
  root.addEventListener("pointercancel", cancelPress);
  root.addEventListener("contextmenu", (ev) => { if (target(ev)) ev.preventDefault(); });
  document.addEventListener("pointerdown", onDocDown, true);
  return {
    destroy() {
      window.clearTimeout(hoverTimer);
      window.clearTimeout(pressTimer);
      document.removeEventListener("pointerdown", onDocDown, true);
      pop.remove();
    },
  };
}
