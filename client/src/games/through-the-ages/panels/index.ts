/**
 * Through the Ages' table, drawn as HTML over the canvas (a card tableau reads better as DOM than on a canvas): the
 * card row and the table's decks on top; one's own board on the left; the prompt and the rivals' boards on the
 * right. Wide screens get it over the renderer's area, scaled with the canvas; a phone held upright gets one
 * scrolling column. The panels also play the animations (`TtaFx`): cards flying from the row, events revealed,
 * aggressions and wars counted up, production, and the science and culture markers moving.
 */
import type Phaser from "phaser";
import type { Move, Prompt, Seat } from "../../../../../engine/core/types.ts";
import type { TtaView } from "../../../../../engine/games/through-the-ages/view.ts";
import { getApp } from "../../../app.ts";
import type { Animation } from "../../../anim/queue.ts";
import type { TextWords } from "../../../i18n/index.ts";
import { closeModal, confirmChoice } from "../../../ui/modal.ts";
import { OverlayPanels } from "../../../ui/overlay-panels.ts";
import { el, replace } from "../../../ui/panel-dom.ts";
import { PromptHost } from "../../../ui/prompt-host.ts";
import { isPortrait } from "../../board-layout.ts";
import type { PromptState, Rect, RenderContext } from "../../types.ts";
import { cardClass, cardDef, cardName, cardText, ageLabel } from "../names.ts";
import { ui } from "../text/ui.ts";
import type { DuelSide, TokenMove, TtaFx } from "../anim.ts";
import type { ActEnv } from "./actions.ts";
import { playerBoard } from "./board.ts";
import { confirmationOf } from "./confirmations.ts";
import { leftoverControls, promptControls } from "./prompt.ts";
import { cardRow, tableInfo } from "./row.ts";
import { installStyles } from "./styles.ts";

/** The confirmation dialog of a move (test ids `tta.confirm.ok`, `tta.confirm.cancel`); a new state cancels it. */
const CONFIRM_ID = "tta.confirm";

export class TtaPanels extends OverlayPanels<TtaView> implements TtaFx {
  private readonly top: HTMLDivElement;
  private readonly left: HTMLDivElement;
  private readonly prompt: PromptHost;
  private readonly others: HTMLDivElement;
  private readonly right: HTMLDivElement;
  private readonly words: TextWords;

  constructor(scene: Phaser.Scene, ctx: RenderContext, area: Rect, words: TextWords) {
    super(scene, ctx, area, el("div", { id: "tta-root" }));
    this.words = words;
    installStyles();
    this.top = el("div", { class: "tta-top" });
    this.left = el("div", { class: "tta-left" });
    this.prompt = new PromptHost({
      prefix: "tta", i18n: ctx.i18n, words, conn: getApp().conn,
      sendMove: (move) => ctx.sendMove(move),
      say: (key, params) => ui(this.i18n, key, params),
      redraw: () => this.render(),
    });
    this.others = el("div", { id: "tta-others", class: "tta-others" });
    this.right = el("div", { class: "tta-right" }, this.prompt.element, this.others);
    this.root.append(this.top, el("div", { class: "tta-main" }, this.left, this.right));
    this.attach((kind, id) => this.reference(kind, id));
  }

  update(view: TtaView, mySeat: Seat | null, prompts: PromptState): void {
    if (this.destroyed) return;
    const before = this.view;
    // What the dialog asked about may be gone.
    if (view !== this.view) closeModal(CONFIRM_ID);
    this.prompt.update(view !== this.view);
    this.view = view;
    this.mySeat = mySeat;
    this.prompts = prompts;
    this.render();
    if (before && before !== view) this.markChanges(before, view);
  }

  protected layout(): void {
    if (this.destroyed) return;
    if (isPortrait(this.scene)) {
      // On a phone the prompt leads the column and stays in sight while the tableau scrolls under it.
      if (this.prompt.element.parentElement !== this.root) this.root.prepend(this.prompt.element);
      this.root.classList.add("tta-phone");
      this.placeDrawer();
    } else {
      if (this.prompt.element.parentElement !== this.right) this.right.prepend(this.prompt.element);
      this.root.classList.remove("tta-phone");
      this.placeScaled();
    }
  }

  private env(): ActEnv | null {
    const v = this.view;
    if (!v) return null;
    const seat = this.mySeat;
    const prompt = this.myPrompt();
    const deciding = this.prompts.active && prompt !== undefined && !this.prompt.sending;
    return {
      i18n: this.i18n, words: this.words, lang: this.i18n.lang, view: v, mySeat: seat,
      seatName: (s) => this.ctx.seatName(s),
      moves: deciding ? this.prompts.moves : [],
      types: new Set(deciding && prompt?.kind === "turn" ? prompt.moveTypes : []),
      send: (move: Move) => this.confirmAndSend(move),
      shown: new Set(),
    };
  }

  /** Sends `move`, after the player confirms it when it is one to be sure of (confirmations.ts). */
  private confirmAndSend(move: Move): void {
    const env = this.env();
    const ask = env ? confirmationOf(env, move) : null;
    const send = () => this.prompt.send(move);
    if (!ask) { send(); return; }
    const state = this.view;
    void confirmChoice({ ...ask, id: CONFIRM_ID, confirmLabel: ui(this.i18n, "confirm"), cancelLabel: ui(this.i18n, "cancel"), scene: this.scene })
      .then((yes) => { if (yes && !this.destroyed && this.view === state) send(); });
  }

  private myPrompt(): Prompt | undefined {
    return this.prompts.prompts.find((p) => p.seat === this.mySeat);
  }

  protected render(): void {
    const v = this.view;
    const env = this.env();
    if (!v || !env || this.destroyed) return;
    const n = v.players.length;
    const first = this.mySeat ?? 0;
    const order = Array.from({ length: n }, (_, i) => v.players[(first + i) % n]);
    const scrolls = [this.left.scrollTop, this.right.scrollTop, this.root.scrollTop];
    replace(this.top, cardRow(env), tableInfo(env));
    replace(this.left, playerBoard(env, order[0], order[0].seat === this.mySeat));
    replace(this.others, ...order.slice(1).map((p) => playerBoard(env, p, false)));
    this.renderPrompt(env);
    [this.left.scrollTop, this.right.scrollTop, this.root.scrollTop] = scrolls;
  }

  private renderPrompt(env: ActEnv): void {
    const v = env.view;
    this.prompt.render({
      finished: v.finished, mySeat: this.mySeat, prompts: this.prompts, seatName: (s) => this.ctx.seatName(s),
      waitingFor: () => {
        const top = v.stack[v.stack.length - 1];
        return typeof top?.seat === "number" ? top.seat : v.current;
      },
    }, (host, prompt) => {
      replace(host, el("div", { class: "cp-title", text: prompt.label ? this.i18n.text(prompt.label, this.words) : "" }));
      promptControls(env, prompt, host);
      leftoverControls(env, host);
    });
  }

  /** The rules text of a card (hover or long press). */
  private reference(kind: string, id: string): HTMLElement | null {
    if (kind !== "card") return null;
    const d = cardDef(id);
    if (!d) return null;
    const lang = this.i18n.lang;
    return el("div", {}, el("b", { text: cardName(id, lang) }), el("div", { class: "tta-sub", text: ui(this.i18n, "level", { age: ageLabel(d.age, lang) }) }), el("div", { text: cardText(id, lang) }));
  }

  // ---- effects ------------------------------------------------------------------------------------------

  /** A new turn is announced; the science and culture markers move and flash; military cards drawn fly to their owner. */
  private markChanges(before: TtaView, after: TtaView): void {
    // A new turn is announced briefly (not in the queue: nothing waits for it).
    if (before.current !== after.current && !after.finished) {
      const o = this.overlay(el("div", { class: "tta-banner", text: ui(this.i18n, "fxTurn", { seat: this.ctx.seatName(after.current) }) }));
      window.setTimeout(() => o.remove(), 1100);
    }
    for (const p of after.players) {
      const old = before.players[p.seat];
      if (!old) continue;
      for (const key of ["science", "culture"] as const) {
        if (old[key] === p[key]) continue;
        const box = this.root.querySelector<HTMLElement>(`#tta-r-${key}-${p.seat}`);
        const big = box?.querySelector<HTMLElement>(".tta-big");
        if (!box || !big) continue;
        box.classList.add("tta-flash");
        countUp(big, old[key], p[key], 800);
        // The marker slides from where it stood on the track.
        const bar = box.querySelector<HTMLElement>(".tta-track i");
        if (bar) {
          const to = bar.style.width;
          bar.style.transition = "none";
          bar.style.width = `${Math.min(100, (old[key] / Math.max(1, ...before.players.map((x) => x[key]))) * 100)}%`;
          void bar.offsetWidth;
          bar.style.transition = "";
          bar.style.width = to;
        }
      }
      const drawn = p.militaryCount - old.militaryCount;
      if (drawn > 0) this.flyMilitary(p.seat, drawn, p.military && old.military ? added(old.military, p.military) : []);
    }
  }

  /** Military cards drawn fly from the deck to their owner: face up into one's own hand, as backs to a rival's board. */
  private flyMilitary(seat: Seat, n: number, faces: string[]): void {
    const from = this.root.querySelector<HTMLElement>("#tta-military-deck");
    const to = seat === this.mySeat ? this.root.querySelector<HTMLElement>("#tta-hand-military") : this.root.querySelector<HTMLElement>(`#tta-board-${seat}`);
    if (!from || !to) return;
    for (let i = 0; i < Math.min(n, 3); i++) {
      const face = faces[i];
      const node = face ? el("div", { class: `tta-flycard ${cardClass(face)}`, style: "position: static; width: 80px; min-height: 40px;" }, cardName(face, this.i18n.lang))
        : el("i", { class: "tta-back", style: "width: 28px; height: 38px; display: block;" });
      window.setTimeout(() => this.fly(node, from.getBoundingClientRect(), to.getBoundingClientRect(), 650), i * 160);
    }
  }

  /** Moves `node` over the page from one box to another, then removes it. */
  private fly(node: HTMLElement, from: DOMRect, to: DOMRect, ms: number): void {
    const wrap = el("div", { class: "tta-fly" }, node);
    wrap.style.left = `${from.left}px`;
    wrap.style.top = `${from.top}px`;
    wrap.style.transitionDuration = `${ms}ms`;
    document.body.append(wrap);
    void wrap.offsetWidth;
    wrap.style.left = `${to.left + to.width / 2 - from.width / 4}px`;
    wrap.style.top = `${to.top + Math.min(to.height / 2, 40)}px`;
    wrap.style.transform = "scale(0.6)";
    wrap.style.opacity = "0.3";
    window.setTimeout(() => wrap.remove(), ms + 50);
  }

  private overlay(content: HTMLElement): HTMLElement {
    const r = this.root.getBoundingClientRect();
    const o = el("div", { class: "tta-overlay" }, content);
    Object.assign(o.style, { left: `${r.left}px`, top: `${r.top}px`, width: `${r.width}px`, height: `${Math.min(r.height, window.innerHeight - r.top)}px` });
    document.body.append(o);
    return o;
  }

  /** A card taken from the row flies to its taker's hand (or board), driven by the queue's clock; the space empties. */
  cardTaken(seat: Seat, slot: number, card: string): Animation {
    let node: HTMLElement | null = null;
    let from: DOMRect | null = null;
    let to: DOMRect | null = null;
    return {
      durationMs: 750, label: "tta-card-taken",
      start: () => {
        const src = this.root.querySelector<HTMLElement>(`#tta-row [data-slot="${slot}"]`);
        const dest = seat === this.mySeat && cardDef(card)?.kind !== "wonder" ? this.root.querySelector<HTMLElement>("#tta-hand-civil") : this.root.querySelector<HTMLElement>(`#tta-board-${seat}`);
        if (!src || !dest) return;
        from = src.getBoundingClientRect();
        to = dest.getBoundingClientRect();
        node = el("div", { class: `tta-flycard ${cardClass(card)}` }, cardName(card, this.i18n.lang));
        Object.assign(node.style, { left: `${from.left}px`, top: `${from.top}px`, width: `${from.width}px`, height: `${from.height}px` });
        document.body.append(node);
        src.classList.add("tta-gone");
      },
      update: (t) => {
        if (!node || !from || !to) return;
        const k = t * t * (3 - 2 * t);
        const x = from.left + (to.left + 8 - from.left) * k, y = from.top + (to.top + 8 - from.top) * k - Math.sin(Math.PI * t) * 30;
        Object.assign(node.style, { left: `${x}px`, top: `${y}px`, transform: `scale(${1 + 0.25 * Math.sin(Math.PI * t)})`, opacity: String(1 - 0.4 * k) });
      },
      finish: () => { node?.remove(); node = null; },
    };
  }

  /** A card shown big in the middle (an event revealed, a territory, a wonder completed, a leader played). */
  showCard(card: string, title: string, ms = 1700): Animation {
    let o: HTMLElement | null = null;
    return {
      durationMs: ms, label: "tta-card-shown",
      start: () => {
        const big = el("div", { class: `tta-bigcard ${cardClass(card)}` }, el("div", { class: "tta-kind", text: title }), el("b", { text: cardName(card, this.i18n.lang) }), el("div", { text: cardText(card, this.i18n.lang) }));
        o = this.overlay(big);
      },
      finish: () => { o?.remove(); o = null; },
    };
  }

  /** An aggression or war: both strengths count up side by side, then the result. */
  duel(title: string, attacker: DuelSide, defender: DuelSide, result: string, ms = 2200): Animation {
    let o: HTMLElement | null = null;
    let nums: HTMLElement[] = [];
    let res: HTMLElement | null = null;
    return {
      durationMs: ms, label: "tta-duel",
      start: () => {
        const t = (k: Parameters<typeof ui>[1]) => ui(this.i18n, k);
        const side = (s: DuelSide, what: string) => el("div", { class: "tta-side" }, el("div", { text: s.name }), el("div", { class: "tta-num", text: "0" }), el("div", { class: "tta-sub", text: what }));
        res = el("div", { class: "tta-result" });
        const box = el("div", { class: "tta-duel" }, el("div", { class: "tta-result", text: title }), el("div", { class: "tta-sides" }, side(attacker, t("fxAttack")), side(defender, t("fxDefence"))), res);
        nums = [...box.querySelectorAll<HTMLElement>(".tta-num")];
        o = this.overlay(box);
      },
      update: (p) => {
        const k = Math.min(1, p / 0.7);
        if (nums.length === 2) { nums[0].textContent = String(Math.round(attacker.value * k)); nums[1].textContent = String(Math.round(defender.value * k)); }
        if (res) res.textContent = p >= 0.72 ? result : "";
      },
      finish: () => { o?.remove(); o = null; nums = []; res = null; },
    };
  }

  banner(text: string, ms = 900): Animation {
    let o: HTMLElement | null = null;
    return {
      durationMs: ms, label: "tta-banner",
      start: () => { o = this.overlay(el("div", { class: "tta-banner", text })); },
      finish: () => { o?.remove(); o = null; },
    };
  }

  /**
   * Production: step by step (corruption, food, consumption, resources), the blue tokens fly from the blue bank onto
   * the farms and mines that produce (their workers, the yellow tokens, light up) and back to the bank for what is
   * paid or eaten; then the totals rise from the board.
   */
  produced(seat: Seat, tokens: readonly TokenMove[]): Animation {
    const steps = [...new Set(tokens.map((m) => m.step))];
    const STEP_MS = 520, GAP_MS = 50;
    const durationMs = 900 + steps.length * STEP_MS;
    // Driven by the queue's clock, so the speed buttons and pauses hold for the tokens too.
    let flying: { node: HTMLElement; from: DOMRect; to: DOMRect; at: number; workers: Element | null }[] = [];
    let totalsShown = false;
    const moveMs = STEP_MS - 80;
    return {
      durationMs, label: "tta-produced",
      start: () => {
        totalsShown = false;
        const bank = this.root.querySelector<HTMLElement>(`#tta-bluebank-${seat} .tta-dots`) ?? this.root.querySelector<HTMLElement>(`#tta-bluebank-${seat}`);
        if (!bank) return;
        const a = bank.getBoundingClientRect();
        tokens.forEach((m) => {
          const card = this.root.querySelector<HTMLElement>(`#tta-board-${seat} .tta-techs [data-card="${m.card}"]`);
          if (!card) return;
          const b = (card.querySelector(".tta-tokens") ?? card).getBoundingClientRect();
          const workers = m.n > 0 ? card.querySelector(".tta-tokens .tta-yellow") : null;
          for (let k = 0; k < Math.min(Math.abs(m.n), 6); k++) {
            const node = el("i", { class: "tta-token-fly" });
            node.style.opacity = "0";
            document.body.append(node);
            flying.push({ node, from: m.n > 0 ? a : b, to: m.n > 0 ? b : a, at: steps.indexOf(m.step) * STEP_MS + k * GAP_MS, workers });
          }
        });
      },
      update: (t) => {
        const now = t * durationMs;
        for (const f of flying) {
          const k = (now - f.at) / moveMs;
          f.workers?.classList.toggle("tta-lit", k >= 0 && k <= 1.2);
          if (k < 0 || k > 1) { f.node.style.opacity = "0"; continue; }
          const e = k * k * (3 - 2 * k);
          Object.assign(f.node.style, { opacity: "1", left: `${f.from.left + 4 + (f.to.left - f.from.left) * e}px`, top: `${f.from.top + 2 + (f.to.top - f.from.top) * e - Math.sin(Math.PI * k) * 14}px` });
        }
        if (!totalsShown && now >= steps.length * STEP_MS) { totalsShown = true; this.produceTotals(seat); }
      },
      finish: () => {
        for (const f of flying) { f.node.remove(); f.workers?.classList.remove("tta-lit"); }
        flying = [];
        if (!totalsShown) { totalsShown = true; this.produceTotals(seat); }
        this.root.querySelector(`#tta-goods-${seat}`)?.classList.remove("tta-pulse");
      },
    };
  }

  /** The seat's production totals rise from its goods line. */
  private produceTotals(seat: Seat): void {
    const p = this.view?.players[seat];
    const goods = this.root.querySelector<HTMLElement>(`#tta-goods-${seat}`) ?? this.root.querySelector<HTMLElement>(`#tta-board-${seat}`);
    if (!p || !goods || this.destroyed) return;
    const t = (k: Parameters<typeof ui>[1]) => ui(this.i18n, k);
    const r = p.ratings;
    const parts = [`+${r.foodProduction - r.consumption} ${t("food")}`, `+${r.resourceProduction - r.corruption} ${t("resources")}`, `+${r.science} ${t("science")}`, `+${r.culture} ${t("culture")}`];
    goods.classList.add("tta-pulse");
    const rect = goods.getBoundingClientRect();
    const f = el("div", { class: "tta-float", text: parts.join(" · ") });
    Object.assign(f.style, { left: `${rect.left}px`, top: `${rect.top}px` });
    document.body.append(f);
    void f.offsetWidth;
    f.style.transform = "translateY(-28px)";
    f.style.opacity = "0";
    window.setTimeout(() => f.remove(), 1000);
  }

  /** A short pulse on what changed (a card built on, a wonder stage). */
  pulse(selector: string): Animation {
    return {
      durationMs: 450, label: "tta-pulse",
      start: () => this.root.querySelector(selector)?.classList.add("tta-pulse"),
      finish: () => this.root.querySelector(selector)?.classList.remove("tta-pulse"),
    };
  }

  override destroy(): void {
    super.destroy();
    this.prompt.destroy();
    for (const o of document.querySelectorAll(".tta-overlay, .tta-fly, .tta-float, .tta-token-fly")) o.remove();
  }
}

/** The cards of `after` that `before` lacks (copies counted). */
function added(before: readonly string[], after: readonly string[]): string[] {
  const left = [...before];
  return after.filter((c) => {
    const i = left.indexOf(c);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

/** Counts a number shown in `node` from `from` to `to`. */
function countUp(node: HTMLElement, from: number, to: number, ms: number): void {
  const t0 = performance.now();
  const step = (now: number) => {
    const k = Math.min(1, (now - t0) / ms);
    node.textContent = String(Math.round(from + (to - from) * k));
    if (k < 1 && node.isConnected) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
