/**
 * A New Dawn's panels, drawn as HTML over the canvas: the prompt area (controls: prompt.ts) above the table (event
 * dial, wonders, victory cards) and every player's board (info.ts). Wide screens get them to the right of the map
 * (scaled with the canvas); a phone held upright gets a drawer under the map that can be pulled up over it.
 * The panels also play the animations of the focus rows and dials (`PanelFx`).
 */
import type Phaser from "phaser";
import type { Move, Seat } from "../../../../../engine/core/types.ts";
import { EVENT_DIAL } from "../../../../../engine/games/new-dawn/data/index.ts";
import type { NdView } from "../../../../../engine/games/new-dawn/view.ts";
import { getApp } from "../../../app.ts";
import type { Animation } from "../../../anim/queue.ts";
import type { TextWords } from "../../../i18n/index.ts";
import { OverlayPanels } from "../../../ui/overlay-panels.ts";
import { el, replace } from "../../../ui/panel-dom.ts";
import { PromptHost } from "../../../ui/prompt-host.ts";
import { isPortrait } from "../../board-layout.ts";
import type { PromptState, Rect, RenderContext } from "../../types.ts";
import type { BoardApi, PanelFx } from "../contract.ts";
import { CITY_STATE_CARD, FOCUS, LEADER, localized, name, OBJECTIVE, PLAYER_CARD, WONDER } from "../names.ts";
import { ui } from "../text/ui.ts";
import { eventAngle, techAngle } from "./dials.ts";
import { decidingSeat, playerBoard, tableInfo } from "./info.ts";
import { PromptControls } from "./prompt.ts";
import { installStyles } from "./styles.ts";

export class NdPanels extends OverlayPanels<NdView> implements PanelFx {
  private readonly handle: HTMLDivElement;
  private readonly prompt: PromptHost;
  private readonly info: HTMLDivElement;
  private readonly controls: PromptControls;
  private expanded = false;

  constructor(scene: Phaser.Scene, ctx: RenderContext, area: Rect, board: BoardApi, words: TextWords) {
    super(scene, ctx, area, el("div", { id: "nd-panels" }));
    installStyles();
    this.handle = el("div", { class: "nd-handle" });
    this.handle.addEventListener("click", () => { this.expanded = !this.expanded; this.layout(); });
    this.prompt = new PromptHost({
      prefix: "nd", i18n: ctx.i18n, words, conn: getApp().conn,
      sendMove: (move) => ctx.sendMove(move),
      say: (key, params) => ui(this.i18n, `prompt.${key}`, params),
      redraw: () => this.renderPrompt(),
      idle: () => this.controls.idle(),
    });
    this.info = el("div", { id: "nd-info" });
    this.root.append(this.handle, this.prompt.element, this.info);
    this.controls = new PromptControls({
      i18n: ctx.i18n, words, board,
      seatName: (s) => ctx.seatName(s),
      send: (move: Move) => this.prompt.send(move),
      refresh: () => this.renderPrompt(),
    });
    this.attach((kind, id) => this.reference(kind, id));
  }

  update(view: NdView, mySeat: Seat | null, prompts: PromptState): void {
    if (this.destroyed) return;
    this.prompt.update(view !== this.view);
    this.view = view;
    this.mySeat = mySeat;
    this.prompts = prompts;
    this.render();
  }

  protected layout(): void {
    if (this.destroyed) return;
    const phone = isPortrait(this.scene);
    this.root.classList.toggle("nd-phone", phone);
    if (phone) {
      this.placeDrawer(this.expanded ? 0.8 : 0);
      this.handle.textContent = ui(this.i18n, this.expanded ? "panel.collapse" : "panel.expand");
    } else {
      this.placeScaled();
    }
  }

  protected render(): void {
    this.renderPrompt();
    this.renderInfo();
  }

  private renderPrompt(): void {
    const v = this.view;
    if (!v || this.destroyed) return;
    this.prompt.render({ finished: v.finished, mySeat: this.mySeat, prompts: this.prompts, seatName: (s) => this.ctx.seatName(s), waitingFor: () => decidingSeat(v) },
      (host, prompt, seat) => this.controls.render(host, v, seat, prompt, this.prompts));
  }

  private renderInfo(): void {
    const v = this.view;
    if (!v || this.destroyed) return;
    const env = { i18n: this.i18n, seatName: (s: Seat) => this.ctx.seatName(s), mySeat: this.mySeat };
    // Own board first, then the others in turn order from it.
    const n = v.players.length;
    const start = this.mySeat ?? 0;
    const order = Array.from({ length: n }, (_, i) => v.players[(start + i) % n]);
    const scroll = this.info.scrollTop;
    // The table (event dial, wonders, victory cards) right under one's own board, the rivals below it.
    replace(this.info, playerBoard(v, order[0], env), tableInfo(v, env), ...order.slice(1).map((p) => playerBoard(v, p, env)));
    this.info.scrollTop = scroll;
  }

  /** The rules text of a card, wonder, leader, objective or diplomacy card (hover or long press). */
  private reference(kind: string, id: string): HTMLElement | null {
    const lang = this.i18n.lang;
    const box = (title: string, ...lines: string[]) => el("div", {}, el("b", { text: title }), ...lines.filter(Boolean).map((l) => el("div", { text: l })));
    switch (kind) {
      case "card": { const c = FOCUS.get(id); return c ? box(name("card", id, lang), localized(c.text, lang)) : null; }
      case "wonder": { const w = WONDER.get(id); return w ? box(name("wonder", id, lang), localized(w.text, lang)) : null; }
      case "leader": { const l = LEADER.get(id as never); return l ? box(`${name("leader", id, lang)} · ${name("civ", id, lang)}`, `${localized(l.ability.name, lang)}: ${localized(l.ability.text, lang)}`) : null; }
      case "objective": { const o = OBJECTIVE.get(id as never); return o ? box(name("objective", id, lang), localized(o.text, lang)) : null; }
      case "cityState": { const c = CITY_STATE_CARD.get(id as never); return c ? box(name("cityState", id, lang), localized(c.text, lang)) : null; }
      case "diplomacy": { const c = PLAYER_CARD.get(id as never); return c ? box(name("diplomacy", id, lang), localized(c.text, lang)) : null; }
      default: return null;
    }
  }

  // ---- PanelFx ------------------------------------------------------------------------------------------

  private rowOf(seat: Seat): HTMLElement | null {
    return this.root.querySelector<HTMLElement>(`#nd-row-${seat}`);
  }

  /** A CSS-driven effect as an animation: `run` starts it, `done` leaves the final look (also when skipped). */
  private css(ms: number, label: string, run: () => void, done: () => void = () => {}): Animation {
    return { durationMs: ms, label, start: run, finish: done };
  }

  playCard(seat: Seat, slot: number): Animation {
    return this.css(450, "nd-card-play", () => this.rowOf(seat)?.children[slot - 1]?.classList.add("nd-lift"));
  }

  refreshCard(seat: Seat, card: string): Animation {
    let moved: HTMLElement[] = [];
    return this.css(600, "nd-row-slide", () => {
      const row = this.rowOf(seat);
      if (!row) return;
      const cards = [...row.children] as HTMLElement[];
      const i = cards.findIndex((c) => c.dataset.card === card);
      if (i < 0) return;
      // FLIP: measure, move the card to slot 1, then slide everything from where it was.
      const before = cards.map((c) => c.getBoundingClientRect().left);
      row.insertBefore(cards[i], cards[0]);
      moved = cards;
      cards.forEach((c, k) => {
        const dx = before[k] - c.getBoundingClientRect().left;
        c.classList.remove("nd-lift");
        c.style.transition = "none";
        c.style.transform = `translateX(${dx}px)${k === i ? " translateY(-10px)" : ""}`;
      });
      void row.offsetWidth;
      for (const c of cards) { c.style.transition = ""; c.style.transform = ""; }
      [...row.children].forEach((c, k) => { const no = c.querySelector(".nd-slotno"); if (no) no.textContent = String(k + 1); });
    }, () => { for (const c of moved) { c.style.transition = ""; c.style.transform = ""; } });
  }

  replaceCard(seat: Seat, slot: number, card: string): Animation {
    return this.css(800, "nd-card-upgrade", () => {
      const c = this.rowOf(seat)?.children[slot - 1] as HTMLElement | undefined;
      if (!c) return;
      c.classList.add("nd-flip");
      const def = FOCUS.get(card);
      window.setTimeout(() => {
        const nameEl = c.querySelector(".nd-name");
        if (nameEl) nameEl.textContent = name("card", card, this.i18n.lang);
        const type = c.querySelector(".nd-type");
        if (type && def) type.textContent = `${name("type", def.type, this.i18n.lang)} ${["", "I", "II", "III", "IV"][def.level]}`;
        c.dataset.card = card;
      }, 400);
    }, () => this.rowOf(seat)?.children[slot - 1]?.classList.remove("nd-flip"));
  }

  turnTechDial(seat: Seat, position: number): Animation {
    return this.css(950, "nd-tech-dial", () => {
      const dial = this.root.querySelector<SVGElement>(`#nd-dial-${seat} .nd-pointer`);
      const value = this.root.querySelector(`#nd-dial-${seat} .nd-dial-value`);
      if (dial) {
        const from = Number(/rotate\(([-\d.]+)deg\)/.exec(dial.style.transform)?.[1] ?? 0);
        let to = techAngle(position);
        while (to < from) to += 360;
        dial.style.transform = `rotate(${to}deg)`;
      }
      if (value) value.textContent = String(position);
    });
  }

  turnEventDial(division: number): Animation {
    return this.css(950, "nd-event-dial", () => {
      const dial = this.root.querySelector<SVGElement>("#nd-event-dial .nd-pointer");
      if (!dial) return;
      const from = Number(/rotate\(([-\d.]+)deg\)/.exec(dial.style.transform)?.[1] ?? 0);
      let to = eventAngle(division);
      while (to <= from) to += 360;
      dial.style.transform = `rotate(${to}deg)`;
      const label = this.root.querySelector("#nd-event-name");
      const symbol = EVENT_DIAL.divisions[division] ?? null;
      if (label) label.textContent = symbol ? name("event", symbol, this.i18n.lang) : "—";
    });
  }

  tradeTokens(seat: Seat, card: string | null, delta: number): Animation {
    return this.css(300, "nd-trade", () => {
      const row = this.rowOf(seat);
      const c = card ? row?.querySelector<HTMLElement>(`[data-card="${card}"] .nd-trade`) : null;
      if (!c) return;
      if (delta > 0) for (let i = 0; i < delta; i++) c.append(el("i", {}));
      else for (let i = 0; i < -delta; i++) c.querySelector("i:not(.nd-cs)")?.remove();
    });
  }

  override destroy(): void {
    super.destroy();
    this.prompt.destroy();
  }
}
