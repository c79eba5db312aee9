/**
 * Questions in the prompt area, one at a time: choose one option (also by clicking a highlighted space
 * on the map), choose several (also by picking units on the map), pay a cost, or fill a form. Each
 * resolves with the answer, or null when the player cancels (or the state moved on).
 */
import type { Payment } from "../../../../../engine/games/clash-of-cultures/base/state.ts";
import type { PlayerView } from "../../../../../engine/games/clash-of-cultures/view.ts";
import type { PayableKind } from "../../../../../engine/games/clash-of-cultures/data/index.ts";
import type { Translator } from "../../../i18n/index.ts";
import type { BoardApi, HexStyle } from "../contract.ts";
import { button, el, replace, type RefSpec } from "../../../ui/panel-dom.ts";
import { amountOf, paymentProblem, type PaymentSpec } from "./payment.ts";
import { tr, type UiKey } from "./strings.ts";
import { RESOURCE_COLORS } from "./styles.ts";

export interface Option<T> {
  value: T;
  label: string;
  detail?: string;
  /** Why it cannot be chosen now (shown, not hidden). */
  disabled?: string;
  ref?: RefSpec;
  /** The option stands for this space: it can be picked on the map. */
  hex?: string;
  kind?: "primary" | "normal" | "ghost" | "danger";
  /** Shows on the map what choosing it would do, while the pointer rests on it or it has the focus. */
  preview?: () => void;
}

export interface FormParts<T> {
  value(): T | null;
  problem(): string | null;
  destroy?(): void;
}

export interface ChooseOpts<T> {
  /** An extra button that ends the question with this value (e.g. "Skip" / "Done"). */
  extra?: { label: string; value: T; testId: string };
  style?: HexStyle;
  cancellable?: boolean;
  subtitle?: string;
}

export interface AskerHooks {
  picking(on: boolean): void;
  /** The open question offers these referenced things ("advance:storage"), or null when it closes. */
  offering(refs: ReadonlySet<string> | null): void;
  /** Whether the prompt is below the map (a phone held upright) rather than to its right. */
  promptBelow(): boolean;
}

export class Asker {
  private finish: (() => void) | null = null;
  private seq = 0;

  private readonly host: HTMLElement;
  private readonly i18n: Translator;
  private readonly board: BoardApi;
  private readonly hooks: AskerHooks;
  /** Options of the open question that stand for a referenced thing (e.g. advances on the chart). */
  private refChoice: Map<string, () => void> | null = null;

  constructor(host: HTMLElement, i18n: Translator, board: BoardApi, hooks: AskerHooks) {
    this.host = host;
    this.i18n = i18n;
    this.board = board;
    this.hooks = hooks;
  }

  get busy(): boolean { return this.finish !== null; }

  /** Answers the open question with the option for a referenced thing (a click on the chart); false if none. */
  pickRef(kind: string, id: string): boolean {
    const f = this.refChoice?.get(`${kind}:${id}`);
    if (!f) return false;
    f();
    return true;
  }

  /** Ends the open question with null. */
  cancel(): void {
    const f = this.finish;
    this.finish = null;
    f?.();
  }

  private t(key: UiKey, params?: Record<string, string | number>): string {
    return tr(this.i18n, key, params);
  }

  private frame(title: string, subtitle?: string): { body: HTMLElement; foot: HTMLElement } {
    const body = el("div", { class: "cp-list" });
    const foot = el("div", { class: "cp-actions" });
    replace(this.host, el("div", { class: "cp-title", text: title }), subtitle ? el("div", { class: "cp-sub", text: subtitle }) : null, body, foot);
    return { body, foot };
  }

  /** Opens a question; `settle` must be called with the answer once. Returns the promise of the answer. */
  private open<R>(setup: (settle: (r: R | null) => void, id: number) => (() => void) | void): Promise<R | null> {
    this.cancel();
    const id = ++this.seq;
    return new Promise<R | null>((resolve) => {
      let done = false;
      let cleanup: (() => void) | void = undefined;
      const settle = (r: R | null) => {
        if (done) return;
        done = true;
        if (this.finish === cancelMe) this.finish = null;
        try { cleanup?.(); } catch { /* ignore */ }
        resolve(r);
      };
      const cancelMe = () => settle(null);
      this.finish = cancelMe;
      cleanup = setup(settle, id);
    });
  }

  private cancelButton(foot: HTMLElement, settle: (r: null) => void): void {
    foot.append(button({ testId: "coc.cancel", label: this.t("cancel"), kind: "ghost", onClick: () => settle(null) }));
  }

  /** Runs a map pick for the options' spaces alongside the buttons. */
  private mapPick(hexes: string[], style: HexStyle, onHex: (hex: string) => void, onCancel: () => void): () => void {
    if (!hexes.length) return () => {};
    let active = true;
    this.hooks.picking(true);
    try {
      this.board.pickHex(hexes, style, this.t(this.hooks.promptBelow() ? "pickOnMap" : "pickOnMapRight")).then((hex) => {
        if (!active) return;
        active = false;
        this.hooks.picking(false);
        if (hex !== null && hexes.includes(hex)) onHex(hex);
        else onCancel();
      }, () => { active = false; this.hooks.picking(false); });
    } catch { active = false; this.hooks.picking(false); }
    return () => {
      if (!active) return;
      active = false;
      this.hooks.picking(false);
      try { this.board.cancelPick(); } catch { /* ignore */ }
    };
  }

  choose<T>(title: string, options: Option<T>[], opts: ChooseOpts<T> = {}): Promise<T | null> {
    return this.open<T>((settle) => {
      const { body, foot } = this.frame(title, opts.subtitle);
      const grid = el("div", { class: options.length > 4 && options.every((o) => o.label.length < 26) ? "cp-group" : "cp-list" });
      options.forEach((o, i) => {
        const b = button({
          testId: `coc.opt.${i}`, label: o.label, detail: o.detail, enabled: !o.disabled, reason: o.disabled, ref: o.ref,
          kind: o.kind ?? "normal", onClick: () => settle(o.value),
        });
        if (o.preview) for (const type of ["pointerenter", "focus"]) b.addEventListener(type, o.preview);
        grid.append(b);
      });
      body.append(grid);
      if (opts.extra) foot.append(button({ testId: opts.extra.testId, label: opts.extra.label, kind: "primary", onClick: () => settle(opts.extra!.value) }));
      if (opts.cancellable !== false) this.cancelButton(foot, settle);
      const byHex = new Map<string, Option<T>>();
      for (const o of options) if (o.hex && !o.disabled && !byHex.has(o.hex)) byHex.set(o.hex, o);
      const refs = new Map<string, () => void>();
      for (const o of options) if (o.ref && !o.disabled) refs.set(`${o.ref.kind}:${o.ref.id}`, () => settle(o.value));
      this.refChoice = refs;
      if (refs.size) this.hooks.offering(new Set(refs.keys()));
      const stopPick = this.mapPick([...byHex.keys()], opts.style ?? "target", (hex) => settle(byHex.get(hex)!.value), () => {
        if (opts.cancellable !== false) settle(null);
      });
      return () => {
        stopPick();
        if (this.refChoice === refs) this.refChoice = null;
        if (refs.size) this.hooks.offering(null);
      };
    });
  }

  /**
   * Choose between `min` and `max` options; `unitsHex` lets the player pick the units on the map too: the map's
   * picker and this list share one selection (a change in either shows in both), and either one's OK answers.
   */
  multi<T>(title: string, options: Option<T>[], min: number, max: number, opts: { unitsHex?: string; unitIds?: (v: T) => number; cancellable?: boolean; preselect?: T[] } = {}): Promise<T[] | null> {
    return this.open<T[]>((settle) => {
      let chosen = new Set<number>();
      options.forEach((o, i) => { if (opts.preselect?.some((p) => JSON.stringify(p) === JSON.stringify(o.value))) chosen.add(i); });
      const { body, foot } = this.frame(title);
      const count = el("div", { class: "cp-sub" });
      const grid = el("div", { class: "cp-group" });
      const ok = button({ testId: "coc.multi.ok", label: this.t("confirm"), kind: "primary", onClick: () => settle([...chosen].sort((a, b) => a - b).map((i) => options[i].value)) });
      const unitIds = opts.unitsHex ? opts.unitIds : undefined;
      const idsOf = (set: ReadonlySet<number>) => (unitIds ? [...set].map((i) => unitIds(options[i].value)) : []);
      let mapOpen = false;
      const paint = () => {
        replace(grid);
        options.forEach((o, i) => grid.append(button({
          testId: `coc.opt.${i}`, label: o.label, detail: o.detail, enabled: !o.disabled, reason: o.disabled, ref: o.ref, selected: chosen.has(i),
          onClick: () => {
            if (chosen.has(i)) chosen.delete(i); else if (chosen.size < max) chosen.add(i);
            paint();
            if (mapOpen) this.board.selectUnits(idsOf(chosen));
          },
        })));
        count.textContent = `${chosen.size} / ${min === max ? max : `${min}–${max}`}`;
        ok.disabled = chosen.size < min || chosen.size > max;
      };
      body.append(count, grid);
      foot.append(ok);
      if (opts.cancellable !== false) this.cancelButton(foot, settle);
      paint();
      let stop = () => {};
      if (unitIds) {
        const ids = options.filter((o) => !o.disabled).map((o) => unitIds(o.value));
        mapOpen = true;
        this.hooks.picking(true);
        const closed = () => { mapOpen = false; this.hooks.picking(false); };
        try {
          this.board.pickUnits(opts.unitsHex!, ids, title, {
            selected: idsOf(chosen), min, max,
            onChange: (picked) => { chosen = new Set(options.flatMap((o, i) => (picked.includes(unitIds(o.value)) ? [i] : []))); paint(); },
          }).then((picked) => {
            if (!mapOpen) return;
            closed();
            if (!picked) { if (opts.cancellable !== false) settle(null); return; }
            settle(options.filter((o) => picked.includes(unitIds(o.value))).map((o) => o.value));
          }, closed);
        } catch { closed(); }
        stop = () => { if (mapOpen) { closed(); try { this.board.cancelPick(); } catch { /* ignore */ } } };
      }
      return stop;
    });
  }

  /** The payment picker: prefilled with a valid payment, every change checked against the cost. */
  pay(title: string, spec: PaymentSpec, player: PlayerView): Promise<Payment | null> {
    return this.open<Payment>((settle) => {
      const payment: Payment = { ...spec.initial };
      const { body, foot } = this.frame(title, this.t("step.cost", { n: spec.total }));
      const grid = el("div", { class: "cp-pay" });
      const status = el("div", { class: "cp-sub" });
      const ok = button({ testId: "coc.pay.ok", label: this.t("pay"), kind: "primary", onClick: () => { if (!paymentProblem(spec, player, payment)) settle(clean(payment)); } });
      const paint = () => {
        replace(grid);
        for (const k of spec.kinds) {
          const n = payment[k] ?? 0;
          const have = amountOf(player, k);
          grid.append(
            el("span", {}, icon(k, this.t(k as UiKey)), ` ${this.t(k as UiKey)}`),
            el("span", { class: "cp-step" },
              button({ testId: `coc.pay.${k}.minus`, label: "−", kind: "chip", enabled: n > 0, onClick: () => { payment[k] = n - 1; paint(); } }),
              el("span", { class: "cp-num", text: n }),
              button({ testId: `coc.pay.${k}.plus`, label: "+", kind: "chip", enabled: n < have, onClick: () => { payment[k] = n + 1; paint(); } })),
            el("span", { class: "cp-dim", text: `/ ${have}` }),
          );
        }
        const problem = paymentProblem(spec, player, payment);
        const paid = Object.values(payment).reduce((a, b) => a + (b ?? 0), 0);
        status.textContent = problem ? problemText(this.i18n, problem) : this.t("pay.total", { have: paid, need: spec.total });
        status.className = problem ? "cp-error" : "cp-sub cp-ok";
        ok.disabled = problem !== null;
      };
      body.append(grid, status);
      foot.append(ok);
      this.cancelButton(foot, settle);
      paint();
    });
  }

  /** A hand-built form; `build` fills the body and returns how to read and check it. */
  form<T>(title: string, build: (body: HTMLElement, refresh: () => void) => FormParts<T>, opts: { confirm?: string; subtitle?: string } = {}): Promise<T | null> {
    return this.open<T>((settle) => {
      const { body, foot } = this.frame(title, opts.subtitle);
      const status = el("div", { class: "cp-error" });
      let parts: FormParts<T> | null = null;
      const ok = button({ testId: "coc.form.ok", label: opts.confirm ?? this.t("confirm"), kind: "primary", onClick: () => {
        if (!parts || parts.problem()) return;
        const v = parts.value();
        if (v !== null) settle(v);
      } });
      const refresh = () => {
        if (!parts) return;
        const p = parts.problem();
        status.textContent = p ?? "";
        ok.disabled = p !== null;
      };
      parts = build(body, refresh);
      body.after(status);
      foot.append(ok);
      this.cancelButton(foot, settle);
      refresh();
      return () => parts?.destroy?.();
    });
  }
}

function clean(p: Payment): Payment {
  const out: Payment = {};
  for (const [k, v] of Object.entries(p)) if (v) out[k as PayableKind] = v;
  return out;
}

export function problemText(i18n: Translator, p: NonNullable<ReturnType<typeof paymentProblem>>): string {
  if (p.key === "pay.short") return tr(i18n, "pay.short", { kind: tr(i18n, p.kind as UiKey) });
  if (p.key === "pay.badTotal") return tr(i18n, "pay.badTotal", { need: p.need });
  return tr(i18n, "pay.badKinds");
}

/** A resource/token icon: its colour plus the first letter of its name (never colour alone). */
export function icon(kind: string, label: string): HTMLElement {
  const e = el("span", { class: "cp-ico", text: label.slice(0, 1).toUpperCase(), title: label });
  e.style.background = RESOURCE_COLORS[kind] ?? "#888";
  return e;
}

/** A − n + stepper. */
export function stepper(testId: string, value: number, min: number, max: number, onChange: (v: number) => void): HTMLElement {
  return el("span", { class: "cp-step" },
    button({ testId: `${testId}.minus`, label: "−", kind: "chip", enabled: value > min, onClick: () => onChange(value - 1) }),
    el("span", { class: "cp-num", text: value }),
    button({ testId: `${testId}.plus`, label: "+", kind: "chip", enabled: value < max, onClick: () => onChange(value + 1) }));
}
