/**
 * The Clash of Cultures panels: every player's board (resources against limits, tokens, event tracker,
 * actions, VP by category, advance chart, objectives, wonders, hands) and the prompt area with a control
 * for every move the engine accepts. Drawn as HTML over the canvas: inside the given area (scaled with
 * the canvas) on wide screens, as a bottom drawer on a phone held upright.
 */
import type Phaser from "phaser";
import type { Move, Prompt, Seat, Text } from "../../../../../engine/core/types.ts";
import type { CocView } from "../../../../../engine/games/clash-of-cultures/view.ts";
import { getApp } from "../../../app.ts";
import { softHyphens } from "../../../i18n/hyphenate.ts";
import type { ShownError } from "../../../i18n/index.ts";
import type { PromptState, Rect, RenderContext } from "../../types.ts";
import type { BoardApi, CreatePanels, PanelsPart } from "../contract.ts";
import { Asker, icon } from "./ask.ts";
import { runChoosePrompt, runListPrompt, runTurnSpec, type ControlCtx } from "./controls.ts";
import { confirmationOf } from "./confirmations.ts";
import { closeModal, confirmChoice } from "../../../ui/modal.ts";
import { OverlayPanels } from "../../../ui/overlay-panels.ts";
import { button, el, replace, setRef } from "../../../ui/panel-dom.ts";
import { byType, describeMove, json, lang, type Env } from "./legal.ts";
import { advanceChart, decidingSeat, playerBoard, seatOrder } from "./model.ts";
import { promptText } from "./prompt-text.ts";
import { actionHalfName, costText, leaderAbilities, leaderName, localize, name, objectiveName, reference, type RefKind } from "./names.ts";
import { TURN_SPECS, type MoveSpec } from "./registry.ts";
import { moveLabel, tr, type UiKey } from "./strings.ts";
import { installStyles, seatColor, seatGlyph } from "./styles.ts";
import { isPortrait } from "../../board-layout.ts";
import { ages } from "../../../../../engine/games/clash-of-cultures/rules/game-length.ts";
import { ROUNDS_PER_AGE } from "../../../../../engine/games/clash-of-cultures/data/index.ts";

type Tab = "board" | "chart" | "cards";

/** Letters of a word that no longer fits on a line of a cell of the advance chart (10px in a fifth of the panel). */
const CHART_LINE = 10;
/** The confirmation dialog of a move (test ids `confirm.ok`, `confirm.cancel`); a change of prompt cancels it. */
const CONFIRM_ID = "confirm";

export class CocPanels extends OverlayPanels<CocView> implements PanelsPart {
  private readonly handle: HTMLDivElement;
  private readonly tracker: HTMLElement;
  private readonly promptHost: HTMLDivElement;
  private readonly info: HTMLDivElement;
  private readonly asker: Asker;
  private waitingFor: Seat[] = [];
  private selected: Seat | null = null;
  private tab: Tab = "board";
  private promptKey = "";
  private infoKey = "";
  /** Bumped whenever the prompt area is rebuilt: a control of an older generation is stale. */
  private gen = 0;
  /** The last rejection of a move of ours (the server's English message, its code, the state then), until the next move or state. */
  private error: { message: string; code: string; text?: Text; stateId: number | null } | null = null;
  private sending = false;
  private expanded = false;
  private picking = false;
  /** Map picks waiting for an answer (hex or units). */
  private mapPicks = 0;
  private offered: ReadonlySet<string> | null = null;
  private tabBefore: Tab | null = null;
  private readonly board: BoardApi;
  private readonly send: (move: Move) => void;

  constructor(scene: Phaser.Scene, ctx: RenderContext, area: Rect, board: BoardApi, send: (move: Move) => void) {
    super(scene, ctx, area, el("div", { class: "cp-root", id: "coc-panels" }));
    // The controls pick on the map through this wrapper: while a pick waits, the phone's drawer folds down.
    const picked = <T>(p: Promise<T>): Promise<T> => { this.mapPicks++; this.layout(); return p.finally(() => { this.mapPicks--; this.layout(); }); };
    this.board = {
      highlight: (hexes, style) => board.highlight(hexes, style),
      preview: (spaces) => board.preview(spaces),
      pickHex: (hexes, style, hint) => picked(board.pickHex(hexes, style, hint)),
      pickUnits: (hex, ids, hint, pick) => picked(board.pickUnits(hex, ids, hint, pick)),
      selectUnits: (ids) => board.selectUnits(ids),
      cancelPick: () => board.cancelPick(),
      focus: (hex) => board.focus(hex),
      hexToScene: (hex) => board.hexToScene(hex),
    };
    this.send = send;
    installStyles();
    this.handle = el("div", { class: "cp-handle" });
    this.handle.addEventListener("click", () => { this.expanded = !this.expanded; this.layout(); });
    this.promptHost = el("div", { class: "cp-prompt", id: "coc-prompt" });
    this.info = el("div", { class: "cp-info", id: "coc-info" });
    this.tracker = el("div", { class: "cp-tracker", id: "coc-tracker" });
    this.root.append(this.handle, this.tracker, this.promptHost, this.info);
    this.asker = new Asker(this.promptHost, this.i18n, this.board, {
      picking: (on) => { this.picking = on; this.layout(); },
      promptBelow: () => this.isPhone(),
      offering: (refs) => {
        this.offered = refs;
        // Choosing an advance: show the chart, whose cells then answer the question too.
        if (refs && [...refs].some((r) => r.startsWith("advance:")) && this.mySeat !== null) {
          this.tabBefore ??= this.tab;
          this.selected = this.mySeat;
          this.tab = "chart";
        } else if (!refs && this.tabBefore) {
          this.tab = this.tabBefore;
          this.tabBefore = null;
        }
        this.renderInfo();
      },
    });
    this.attach((kind, id) => this.referenceCard(kind as RefKind, id));
    const conn = getApp().conn;
    if (conn) this.unsubs.push(conn.on("error", (e) => this.onRejected(e)));
  }

  private stateId(): number | null { return getApp().conn?.snapshot?.stateId ?? null; }
  private t(key: UiKey, params?: Record<string, string | number>): string { return tr(this.i18n, key, params); }

  update(view: CocView, mySeat: Seat | null, prompts: PromptState): void {
    if (this.destroyed) return;
    if (view !== this.view) this.sending = false;
    // A rejection is about the state it was made against: once the game has moved on, it no longer applies.
    if (this.error && this.error.stateId !== this.stateId()) this.error = null;
    this.view = view;
    this.mySeat = mySeat;
    this.prompts = prompts;
    const top = decidingSeat(view);
    this.waitingFor = top === null ? [] : [top];
    if (this.selected === null || this.selected >= view.players.length) this.selected = mySeat ?? 0;
    this.render();
  }

  override destroy(): void {
    this.gen++;
    this.asker.cancel();
    closeModal(CONFIRM_ID);
    super.destroy();
  }

  // ---- layout ------------------------------------------------------------------------------------------

  /** Portrait (a phone held upright): the Game scene runs a portrait design size; the panels are a drawer under the map. */
  private isPhone(): boolean {
    return isPortrait(this.scene);
  }

  protected layout(): void {
    if (this.destroyed) return;
    if (this.isPhone()) {
      // The drawer: expanded, it is pulled up over the map.
      this.root.classList.add("cp-drawer");
      const open = this.expanded && !this.picking && this.mapPicks === 0;
      this.placeDrawer(open ? 0.82 : 0);
      this.root.classList.toggle("cp-open", open);
      this.handle.textContent = open ? this.t("collapse") : this.t("expand");
    } else {
      this.root.classList.remove("cp-drawer", "cp-open");
      this.placeScaled();
    }
    this.root.classList.toggle("cp-wide", this.area.width >= 600 && !this.isPhone());
  }

  // ---- rendering ---------------------------------------------------------------------------------------

  private env(): Env {
    return { view: this.view!, seat: this.mySeat ?? 0, i18n: this.i18n, seatName: (s) => this.ctx.seatName(s) };
  }

  protected override languageChanged(): void {
    this.promptKey = "";
    this.infoKey = "";
    this.render();
  }

  protected render(): void {
    if (!this.view) return;
    this.renderTracker();
    this.renderPrompt();
    this.renderInfo();
  }

  /** Where the game is on the round track: always in view, whoever's turn it is. */
  private renderTracker(): void {
    const view = this.view!;
    this.tracker.textContent = this.t("tracker", { age: view.age, ages: ages(view), round: view.round, rounds: ROUNDS_PER_AGE });
  }

  private onRejected(e: ShownError): void {
    if (this.destroyed) return;
    this.sending = false;
    this.error = { message: e.message, code: e.code, text: e.text, stateId: this.stateId() };
    this.promptKey = "";
    this.render();
  }

  private renderPrompt(): void {
    const view = this.view!;
    const p = this.prompts;
    const key = json([p.active, p.loading, p.moves, p.prompts, this.mySeat, this.sending, this.error, view.stack.length, view.turn?.actionsLeft]);
    if (key === this.promptKey) return;
    this.promptKey = key;
    const gen = ++this.gen;
    this.asker.cancel();
    // A question about a move of the prompt that just changed no longer applies.
    closeModal(CONFIRM_ID);
    this.board.highlight([], "target");
    // While a move is on its way (and its animations play), the question just answered stays in view, disabled,
    // with a small note: the prompt area does not jump to a placeholder and back.
    this.promptHost.inert = this.sending;
    this.promptHost.classList.toggle("cp-pending", this.sending);
    this.promptHost.dataset.status = this.sending ? this.t("sending") : "";
    if (this.sending) return;
    const head: HTMLElement[] = [];
    if (this.error) head.push(el("div", { class: "cp-error", text: this.t("rejected", { message: this.error.text ? promptText(this.env(), this.error.text) : this.error.message }) }));
    if (!p.active || this.mySeat === null) {
      replace(this.promptHost, ...head, this.statusBlock());
      return;
    }
    if (p.loading && !p.moves.length) {
      replace(this.promptHost, ...head, el("div", { class: "cp-sub", text: this.t("loading") }));
      return;
    }
    const prompt = p.prompts.find((x) => x.seat === this.mySeat) ?? p.prompts[0];
    if (prompt?.kind === "turn") {
      replace(this.promptHost, ...head, ...this.menu(prompt, gen));
      return;
    }
    const c = this.controlCtx();
    const run = prompt?.kind === "choose"
      ? runChoosePrompt(c, prompt)
      : runListPrompt(c, prompt?.label ? promptText(c, prompt.label) : this.t("decision"), p.moves, (m) => describeMove(this.env(), m));
    void run.then((move) => this.finishControl(gen, move));
    if (head.length) this.promptHost.prepend(...head);
  }

  private statusBlock(): HTMLElement {
    const view = this.view!;
    const names = this.waitingFor.map((s) => this.ctx.seatName(s)).join(", ");
    const lines = [
      el("div", { class: "cp-title", text: this.mySeat === null ? this.t("spectating") : names ? this.t("waiting", { names }) : "" }),
    ];
    if (view.turn) lines.push(el("div", { class: "cp-sub", text: `${this.t("turnOf", { name: this.ctx.seatName(view.turn.seat) })} · ${this.t("actionsLeft", { n: view.turn.actionsLeft })}` }));
    return el("div", {}, ...lines);
  }

  private controlCtx(): ControlCtx {
    return { ...this.env(), ask: this.asker, board: this.board, legal: this.prompts.moves, player: this.view!.players[this.mySeat ?? 0] };
  }

  private finishControl(gen: number, move: Move | null): void {
    if (gen !== this.gen || this.destroyed) return;
    const ask = move && this.mySeat !== null ? confirmationOf(this.env(), move) : null;
    if (ask) {
      void confirmChoice({ ...ask, id: CONFIRM_ID, confirmLabel: this.i18n.t("confirm.ok"), cancelLabel: this.i18n.t("confirm.cancel") })
        .then((yes) => this.sendMove(gen, yes ? move : null));
      return;
    }
    this.sendMove(gen, move);
  }

  private sendMove(gen: number, move: Move | null): void {
    if (gen !== this.gen || this.destroyed) return;
    if (move) {
      this.error = null;
      this.sending = true;
      this.promptKey = "";
      this.renderPrompt();
      this.send(move);
      // The next state (or an error) clears `sending`; if neither comes, the menu returns after a while. A state
      // that came is only held back by its animations: the panels get it when they end.
      const sent = this.gen, stateId = this.stateId();
      const giveUp = () => {
        if (!this.sending || sent !== this.gen || this.destroyed) return;
        if (this.stateId() !== stateId) { window.setTimeout(giveUp, 1000); return; }
        this.sending = false;
        this.promptKey = "";
        this.render();
      };
      window.setTimeout(giveUp, 5000);
      return;
    }
    this.promptKey = "";
    this.renderPrompt();
  }

  /** The turn menu: every entry the frame accepts, enabled when legal, else with the reason. */
  private menu(prompt: Extract<Prompt, { kind: "turn" }>, gen: number): HTMLElement[] {
    const env = this.env();
    const legal = byType(this.prompts.moves);
    const accepted = new Set(prompt.moveTypes);
    const out: HTMLElement[] = [];
    const actionsLeft = this.view!.turn?.actionsLeft ?? 0;
    out.push(el("div", { class: "cp-title", text: prompt.id === "turn" ? this.t("yourTurn", { n: actionsLeft }) : prompt.label ? promptText(this.env(), prompt.label) : this.t("decision") }));
    const groups: { key: MoveSpec["group"]; title: UiKey | null }[] = [
      { key: "moving", title: null }, { key: "action", title: "actions" }, { key: "free", title: "freeActions" }, { key: "end", title: null },
    ];
    const covered = new Set<string>();
    for (const g of groups) {
      const buttons: HTMLElement[] = [];
      for (const spec of TURN_SPECS.filter((s) => s.group === g.key)) {
        if (!spec.types.some((t) => accepted.has(t))) continue;
        spec.types.forEach((t) => covered.add(t));
        const n = spec.types.reduce((a, t) => a + (legal.get(t)?.length ?? 0), 0);
        const enabled = n > 0 || (!!spec.open && this.view!.players.length > 1);
        if (!enabled && !spec.core && !spec.shown?.(env)) continue;
        buttons.push(button({
          testId: `coc.act.${spec.id}`, label: this.t(spec.label), enabled, reason: enabled ? undefined : this.t(spec.why(env)),
          kind: spec.group === "end" || spec.id === "move-done" ? "primary" : "normal",
          onClick: () => this.runSpec(gen, spec, spec.types),
        }));
      }
      if (!buttons.length) continue;
      if (g.title) out.push(el("div", { class: "cp-sub", text: this.t(g.title) }));
      out.push(el("div", { class: g.key === "end" ? "cp-actions cp-end" : "cp-group cp-menu" }, ...buttons));
    }
    // Move types without an entry (a later expansion): a generic button each.
    const others = [...legal.keys()].filter((t) => !covered.has(t));
    if (others.length) {
      out.push(el("div", { class: "cp-sub", text: this.t("other") }));
      out.push(el("div", { class: "cp-group" }, ...others.map((t) => button({ testId: `coc.act.${t}`, label: moveLabel(this.i18n, t), onClick: () => this.runSpec(gen, null, [t]) }))));
    }
    return out;
  }

  private runSpec(gen: number, spec: MoveSpec | null, types: readonly string[]): void {
    if (gen !== this.gen) return;
    this.error = null;
    void runTurnSpec(this.controlCtx(), spec, types).then((move) => this.finishControl(gen, move));
  }

  // ---- player boards -----------------------------------------------------------------------------------

  private renderInfo(): void {
    const view = this.view!;
    const legalAdvances = new Set(this.prompts.moves.filter((m) => m.type === "advance").map((m) => String(m.advance)));
    const key = json([view.players, view.cities, view.turn, view.firstPlayer, this.selected, this.tab, this.waitingFor, [...legalAdvances], this.i18n.lang, this.root.classList.contains("cp-wide"), [...(this.offered ?? [])]]);
    if (key === this.infoKey) return;
    this.infoKey = key;
    const seats = seatOrder(view, this.mySeat);
    const chips = el("div", { class: "cp-tabs" }, ...seats.map((s) => {
      const b = playerBoard(view, s);
      const label = `${seatGlyph(s)} ${this.ctx.seatName(s)}${s === this.mySeat ? ` ${this.t("yourSeat")}` : ""} · ${this.t("vp", { n: b.vpTotal })}${this.waitingFor.includes(s) ? " ◀" : ""}`;
      const chip = button({ testId: `coc.seat.${s}`, label, kind: "chip", selected: s === this.selected, onClick: () => { this.selected = s; this.renderInfo(); } });
      chip.style.borderLeft = `6px solid ${seatColor(s)}`;
      return chip;
    }));
    const seat = this.selected ?? 0;
    const wide = this.root.classList.contains("cp-wide");
    const tabs = el("div", { class: "cp-tabs" }, ...(["board", "chart", "cards"] as Tab[]).map((tab) => {
      const b = el("button", { class: `cp-tab${tab === this.tab ? " cp-on" : ""}`, type: "button", "data-testid": `coc.tab.${tab}`, text: this.t(tab === "board" ? "tabBoard" : tab === "chart" ? "tabChart" : "tabCards") });
      b.addEventListener("click", () => { this.tab = tab; this.tabBefore = null; this.renderInfo(); });
      return b;
    }));
    const pane = el("div", { class: "cp-pane" });
    if (wide) {
      const grid = el("div", { class: "cp-row" });
      grid.style.alignItems = "flex-start";
      const left = el("div", {}, this.boardSection(seat), this.cardsSection(seat));
      left.style.flex = "1 1 45%";
      const right = el("div", {}, this.chartSection(seat, legalAdvances));
      right.style.flex = "1 1 55%";
      grid.append(left, right);
      pane.append(grid);
    } else {
      pane.append(this.tab === "board" ? this.boardSection(seat) : this.tab === "chart" ? this.chartSection(seat, legalAdvances) : this.cardsSection(seat));
    }
    replace(this.info, chips, wide ? null : tabs, pane);
  }

  private boardSection(seat: Seat): HTMLElement {
    const view = this.view!;
    const b = playerBoard(view, seat);
    const l = lang(this.ctx);
    const res = el("div", { class: "cp-row" }, ...b.resources.map((r) => el("span", { class: `cp-res${r.have >= r.limit ? " cp-full" : ""}`, title: `${this.t(r.kind)} ${r.have} / ${r.limit}` },
      icon(r.kind, this.t(r.kind)), el("b", { text: r.have }), el("span", { class: "cp-dim", text: `/${r.limit}` }))));
    const tokens = el("div", { class: "cp-row" },
      el("span", { class: "cp-res" }, icon("mood", this.t("mood")), ` ${this.t("mood")} `, el("b", { text: b.mood })),
      el("span", { class: "cp-res" }, icon("culture", this.t("culture")), ` ${this.t("culture")} `, el("b", { text: b.culture })));
    const tracker = el("div", { class: "cp-sub" }, `${this.t("eventTracker")}: `, el("span", { class: "cp-cubes", text: "■".repeat(b.tracker) + "□".repeat(Math.max(0, b.trackerSlots - b.tracker)) }));
    const gov = el("div", { class: "cp-sub", text: b.government ? this.t("government", { name: name("category", b.government, l) }) : this.t("noGovernment") });
    const meta = el("div", { class: "cp-sub", text: [this.t("cities", { n: b.cities }), b.firstPlayer ? this.t("firstPlayer") : "", b.actionsLeft !== null ? this.t("actionsLeft", { n: b.actionsLeft }) : ""].filter(Boolean).join(" · ") });
    const vp = el("div", { class: "cp-kv" }, ...b.vp.flatMap((v) => [el("span", { text: this.t(`vp.${v.category}` as UiKey) }), el("span", { text: v.points })]),
      el("span", { class: "cp-lbl", text: this.t("vpTitle") }), el("span", { class: "cp-lbl", text: b.vpTotal }));
    const objectives = b.completedObjectives.length
      ? el("div", { class: "cp-cards" }, ...b.completedObjectives.map((o) => this.card("objective", o.card, objectiveName(o.objective, l))))
      : el("span", { class: "cp-dim", text: this.t("none") });
    const wonders = b.wonders.length
      ? el("div", { class: "cp-cards" }, ...b.wonders.map((w) => this.card("wonder", w.id, name("wonder", w.id, l))))
      : el("span", { class: "cp-dim", text: this.t("none") });
    return el("div", {}, el("div", { class: "cp-sub", text: this.t("resources") }), res, tokens, tracker, meta, gov, this.civilizationBlock(b, l),
      el("div", { class: "cp-sub", text: this.t("vpTitle") }), vp,
      el("div", { class: "cp-sub", text: this.t("objectivesDone") }), objectives,
      el("div", { class: "cp-sub", text: this.t("wondersBuilt") }), wonders);
  }

  /** [EXP] The civilization board (name, its 4 advances owned or not) and the leader on the map. */
  private civilizationBlock(b: ReturnType<typeof playerBoard>, l: "en" | "ru"): HTMLElement | null {
    if (!b.civilization) return null;
    const civ = b.civilization;
    const head = el("div", { class: "cp-row" }, el("span", { class: "cp-sub", text: `${this.t("civilization")}:` }), this.card("civ", civ.id, name("civ", civ.id, l)));
    if (b.activeLeader) head.append(el("span", { class: "cp-sub", text: `${this.t("activeLeader")}:` }), this.card("leader", b.activeLeader, `♛ ${leaderName(b.activeLeader, l)}`));
    const advs = el("div", { class: "cp-cards", "data-testid": "coc.civ.advances" }, ...civ.advances.map((a) => {
      const e = this.card("advance", a.id, `${a.owned ? "✔" : "○"} ${name("advance", a.id, l)}`);
      e.classList.add(a.owned ? "cp-civ-owned" : "cp-civ-not");
      e.title = `${name("advance", a.id, l)}: ${this.t(a.owned ? "civOwned" : "civNotOwned")}`;
      return e;
    }));
    return el("div", { class: "cp-civ" }, head, advs);
  }

  /** [EXP] Leaders: the one on the map, the cards still to recruit (abilities written out) and the captured ones. */
  private leadersBlock(b: ReturnType<typeof playerBoard>, l: "en" | "ru"): HTMLElement | null {
    if (!b.civilization && !b.leaders.length && !b.activeLeader && !b.capturedLeaders.length) return null;
    const out = el("div", { class: "cp-leaders", "data-testid": "coc.leaders" }, el("div", { class: "cp-sub", text: this.t("leaders") }));
    const leaderEntry = (id: string, status: string, active: boolean) => {
      const abilities = leaderAbilities(id, l).map((a) => el("div", { class: "cp-ability" }, el("b", { text: `${a.name}: ` }),
        a.text, a.cost ? el("span", { class: "cp-dim", text: ` (${costText(a.cost, (k) => this.t(k as UiKey), this.t("free"))})` }) : null));
      const title = el("div", { class: "cp-row" }, this.card("leader", id, `${active ? "♛ " : ""}${leaderName(id, l)}`), el("span", { class: "cp-dim", text: status }));
      return el("div", { class: `cp-leader${active ? " cp-leader-on" : ""}` }, title, ...abilities);
    };
    if (b.activeLeader) out.append(leaderEntry(b.activeLeader, this.t("activeLeader"), true));
    for (const id of b.leaders) out.append(leaderEntry(id, this.t("leaderCard"), false));
    if (!b.activeLeader && !b.leaders.length) out.append(el("span", { class: "cp-dim", text: this.t("noLeaders") }));
    if (b.capturedLeaders.length) {
      out.append(el("div", { class: "cp-sub", text: this.t("capturedLeaders") }),
        el("div", { class: "cp-cards" }, ...b.capturedLeaders.map((id) => this.card("leader", id, leaderName(id, l)))));
    }
    return out;
  }

  private card(kind: "action" | "objective" | "wonder" | "event" | "civ" | "leader" | "advance", id: string, label: string): HTMLElement {
    const e = el("span", { class: `cp-card cp-k-${kind}`, text: label });
    setRef(e, { kind, id });
    return e;
  }

  private cardsSection(seat: Seat): HTMLElement {
    const b = playerBoard(this.view!, seat);
    const l = lang(this.ctx);
    const out = el("div", {});
    const row = (title: UiKey, list: string[] | number, kind: "action" | "objective" | "wonder" | "event", label: (id: string) => string) => {
      out.append(el("div", { class: "cp-sub", text: `${this.t(title)} (${Array.isArray(list) ? list.length : list})` }));
      if (Array.isArray(list)) out.append(list.length ? el("div", { class: "cp-cards" }, ...list.map((id) => this.card(kind, id, label(id)))) : el("span", { class: "cp-dim", text: this.t("none") }));
      else out.append(el("div", { class: "cp-cards" }, ...Array.from({ length: Math.min(list, 12) }, () => el("span", { class: "cp-card cp-back", text: "▮" }))));
    };
    row("actionCard", b.actionCards, "action", (id) => actionHalfName(id, l));
    row("objectiveCard", b.objectiveCards, "objective", (id) => name("objective", id, l));
    row("wonderCard", b.wonderCards, "wonder", (id) => name("wonder", id, l));
    if (Array.isArray(b.greatPersons) ? b.greatPersons.length : b.greatPersons) row("greatPersons", b.greatPersons, "event", (id) => name("event", id, l));
    const publicPersons = this.view!.players[seat].publicGreatPersons;
    if (!Array.isArray(b.greatPersons) && publicPersons?.length) out.append(el("div", { class: "cp-cards" }, ...publicPersons.map((id) => this.card("event", id, name("event", id, l)))));
    const leaders = this.leadersBlock(b, l);
    if (leaders) out.append(leaders);
    return out;
  }

  private chartSection(seat: Seat, legalAdvances: Set<string>): HTMLElement {
    const l = lang(this.ctx);
    const rows = advanceChart(this.view!, seat, seat === this.mySeat ? legalAdvances : new Set());
    const grid = el("div", { class: "cp-chart" });
    for (const r of rows) {
      grid.append(el("div", { class: `cp-cat${r.current ? " cp-gov" : ""}`, text: softHyphens(`${r.government ? "★ " : ""}${name("category", r.category, l)}`, CHART_LINE), title: name("category", r.category, l), lang: l }));
      for (const c of r.cells) {
        const mark = c.state === "owned" ? "✔ " : c.state === "available" ? "○ " : "✕ ";
        const pick = seat === this.mySeat && !!this.offered?.has(`advance:${c.id}`);
        const cell = el("div", { class: `cp-cell cp-${c.state}${c.takeable ? " cp-takeable" : ""}${pick ? " cp-pick" : ""}`, text: mark + softHyphens(name("advance", c.id, l), CHART_LINE), title: name("advance", c.id, l), lang: l, "data-testid": `coc.adv.${c.id}` });
        setRef(cell, { kind: "advance", id: c.id });
        if (pick) cell.addEventListener("click", () => { if (cell.dataset.longpress === "1") { cell.dataset.longpress = ""; return; } this.asker.pickRef("advance", c.id); });
        grid.append(cell);
      }
    }
    const civ = playerBoard(this.view!, seat).civilization;
    if (civ) {
      grid.append(el("div", { class: "cp-cat cp-civcat", text: softHyphens(name("civ", civ.id, l), CHART_LINE), title: `${this.t("civAdvances")}: ${name("civ", civ.id, l)}` }));
      for (const a of civ.advances) {
        const cell = el("div", { class: `cp-cell ${a.owned ? "cp-owned" : "cp-civ-cell"}`, text: `${a.owned ? "✔ " : "◇ "}${softHyphens(name("advance", a.id, l), CHART_LINE)}`, "data-testid": `coc.adv.${a.id}` });
        setRef(cell, { kind: "advance", id: a.id });
        grid.append(cell);
      }
    }
    return el("div", {}, grid, el("div", { class: "cp-sub", text: this.t("legend") }));
  }

  // ---- rules reference -----------------------------------------------------------------------------------

  private referenceCard(kind: RefKind, id: string): HTMLElement | null {
    const entry = reference(kind, id, lang(this.ctx));
    if (!entry) return null;
    const l = lang(this.ctx);
    const out = el("div", {}, el("h4", { text: localize(entry.name, l) }));
    for (const line of entry.lines) {
      if (line.title && entry.lines.length > 1) out.append(el("p", {}, el("b", { text: `${localize(line.title, l)}: ` }), line.text));
      else out.append(el("p", { text: line.text }));
    }
    if (entry.cost) out.append(el("p", { class: "cp-cost", text: costText(entry.cost, (k) => this.t(k as UiKey), this.t("free")) }));
    return out;
  }
}

export const createPanels: CreatePanels = (scene, ctx, area, board, send) => new CocPanels(scene, ctx, area, board, send);
