/**
 * Reviewing a stored game: its board step by step, as the audience of the review (a seat, or the public) saw it
 * while it was played, with the log up to the step shown. Data from `/api/review` (engine/core/review.ts):
 * the first view and each move's view patch and events. The game's renderer draws it as in a game, with no
 * choices to make.
 *
 * Two layouts: wide (the board on the left, the log and the step buttons on the right) and portrait (a phone held
 * upright: the board across the screen, big step buttons under it, the log opened over the board on demand).
 */
import type { ReviewAnswer } from "../../../engine/core/protocol.ts";
import type { Seat } from "../../../engine/core/types.ts";
import { applyViewPatch } from "../../../engine/core/view-patch.ts";
import { createRenderer, type GameRenderer, type GameView } from "../games/index.ts";
import { I18n, LANGS } from "../i18n/index.ts";
import { batchLines } from "../log/logLines.ts";
import type { SeatSnapshot } from "../net/snapshot.ts";
import { setLogSource, setReviewSource } from "../testHook.ts";
import { Button } from "../ui/Button.ts";
import { LOG_OVERLAY_DEPTH, LogPanel, type LogLine } from "../ui/LogPanel.ts";
import { colors, fonts, textStyle } from "../ui/theme.ts";
import { BaseScene } from "./BaseScene.ts";

const NO_PROMPTS = { active: false, moves: [], prompts: [], loading: false, truncated: false };


export class ReviewScene extends BaseScene {
  private review!: ReviewAnswer;
  private gameRenderer: GameRenderer | null = null;
  /** The view after each step (0: before the first move), made as they are first shown. */
  private views: unknown[] = [];
  private lines: LogLine[][] = [];
  private step = 0;
  private log!: LogPanel;
  private label!: Phaser.GameObjects.Text;
  private seats: SeatSnapshot[] = [];
  private logBtn: Button | null = null;

  constructor() { super("Review"); }

  create(data?: { review?: ReviewAnswer }): void {
    this.setupScene(true);
    const { i18n } = this.app;
    // A new review opens at its last step; the same one laid out again (the phone turned) stays where it was.
    if (data?.review) {
      this.review = data.review;
      this.step = data.review.steps.length;
    }
    const r = this.review;
    this.views = [r.initial];
    this.lines = [];
    this.seats = r.seats.map((s, index) => ({ index, name: s.name, claimed: true, connected: false, bot: s.bot, ready: true, rating: 0 }));
    const area = this.portrait ? this.portraitChrome() : this.wideChrome();

    const renderer = createRenderer(r.game);
    if (renderer.catalog) for (const lang of LANGS) I18n.addCatalog(lang, renderer.catalog[lang]);
    if (renderer.words) {
      i18n.setWords((name, value, params) => renderer.words!(name, value, params));
      this.track(() => i18n.setWords(null));
    }
    renderer.mount(this, {
      gameId: r.game, area, i18n, mySeat: r.audience,
      seatName: (seat) => this.seatName(seat), sendMove: () => {}, requestHints: () => {},
    });
    this.gameRenderer = renderer;
    setLogSource(() => this.log.all);
    setReviewSource(() => ({ step: this.step, steps: r.steps.length, id: r.id, audience: r.audience }));
    this.track(() => { setReviewSource(null); setLogSource(null); });
    this.show(this.step);
  }

  private title(): string {
    const r = this.review;
    const audience = r.audience === null ? this.app.i18n.t("review.public") : this.app.i18n.t("review.asSeat", { name: this.seatName(r.audience) });
    return this.app.i18n.t("review.title", { game: this.app.gameName(r.game), audience });
  }

  /** The step buttons: first, previous, next, last. */
  private navButtons(x: number, y: number, w: number, h: number, gap: number, fontSize: number): void {
    const r = this.review;
    const nav: [string, string, () => number][] = [
      ["review.first", "«", () => 0], ["review.prev", "◀", () => this.step - 1],
      ["review.next", "▶", () => this.step + 1], ["review.last", "»", () => r.steps.length],
    ];
    nav.forEach(([id, label, to], i) => new Button(this, x + w / 2 + i * (w + gap), y, { testId: id, label, width: w, height: h, fontSize, onClick: () => this.show(to()) }));
  }

  /** 1280×720: title bar, the log and the step buttons on the right. The board's area. */
  private wideChrome(): { x: number; y: number; width: number; height: number } {
    const { i18n } = this.app;
    this.add.rectangle(0, 0, 1280, 52, colors.panel, 0.95).setOrigin(0);
    this.add.text(20, 26, this.title(), textStyle(18, colors.textAccent, fonts.title)).setOrigin(0, 0.5);
    this.label = this.add.text(1000, 26, "", textStyle(16, colors.textDim)).setOrigin(0.5);
    new Button(this, 1200, 26, { testId: "review.back", label: i18n.t("review.back"), width: 120, height: 36, fontSize: 15, onClick: () => this.app.closeReview() });
    this.log = new LogPanel(this, 910, 64, 360, 500, i18n.t("game.log"));
    this.navButtons(915, 600, 80, 40, 10, 18);
    if (this.review.finished && this.review.audience === null) {
      new Button(this, 1090, 660, { testId: "review.copyLink", label: i18n.t("review.copyLink"), width: 340, height: 40, fontSize: 15, onClick: () => this.copyLink() });
    }
    return { x: 10, y: 62, width: 890, height: 650 };
  }

  /**
   * A phone held upright: the title bar on top, the board across the screen, and at the bottom the step buttons
   * (a thumb's size) over a row with the log toggle, the step and the link. The log opens over the board.
   */
  private portraitChrome(): { x: number; y: number; width: number; height: number } {
    const { i18n } = this.app;
    const W = this.scale.width, H = this.scale.height;
    const top = 56, bottom = 124;
    this.add.rectangle(0, 0, W, top, colors.panel, 0.95).setOrigin(0);
    const title = this.add.text(12, top / 2, this.title(), { ...textStyle(15, colors.textAccent, fonts.title), wordWrap: { width: W - 140 } }).setOrigin(0, 0.5);
    if (title.height > top - 6) title.setScale((top - 6) / title.height);
    new Button(this, W - 62, top / 2, { testId: "review.back", label: i18n.t("review.back"), width: 104, height: 42, fontSize: 15, onClick: () => this.app.closeReview() });
    this.add.rectangle(0, H - bottom, W, bottom, colors.panel, 0.95).setOrigin(0);
    const gap = 8, navW = (W - 24 - 3 * gap) / 4;
    this.navButtons(12, H - bottom + 36, navW, 52, gap, 22);
    const y = H - 30;
    this.logBtn = new Button(this, 12 + 55, y, { testId: "review.log", label: i18n.t("game.log"), width: 110, height: 42, fontSize: 15, onClick: () => this.toggleLog() });
    this.label = this.add.text(W / 2 + (this.review.finished && this.review.audience === null ? -20 : 40), y, "", textStyle(14, colors.textDim)).setOrigin(0.5);
    if (this.review.finished && this.review.audience === null) {
      new Button(this, W - 12 - 70, y, { testId: "review.copyLink", label: i18n.t("review.copyLinkShort"), width: 140, height: 42, fontSize: 14, onClick: () => this.copyLink() });
    }
    const area = { x: 0, y: top + 2, width: W, height: H - top - bottom - 4 };
    this.log = new LogPanel(this, 8, top + 6, W - 16, Math.round(Math.min(520, area.height * 0.7)), i18n.t("game.log"));
    this.log.setDepth(LOG_OVERLAY_DEPTH).setVisible(false);
    return area;
  }

  private toggleLog(): void {
    const open = !this.log.visible;
    this.log.setVisible(open);
    this.logBtn?.setSelected(open);
  }

  protected override onShutdown(): void {
    this.gameRenderer?.destroy();
    this.gameRenderer = null;
  }

  /** Shows the board after `step` moves and the log up to it. */
  private show(step: number): void {
    const r = this.review;
    this.step = Math.max(0, Math.min(r.steps.length, step));
    const view = this.viewAt(this.step);
    this.label.setText(this.app.i18n.t("review.step", { n: this.step, of: r.steps.length }));
    const gameView: GameView = { stateId: this.step === 0 ? 0 : r.steps[this.step - 1].stateId, view, seats: this.seats, waitingFor: [], deadline: 0, options: (r.options ?? {}) as Record<string, unknown> };
    try { this.gameRenderer?.update(gameView, r.audience, NO_PROMPTS); } catch (err) { console.error("[epochs] renderer.update failed", err); }
    this.log.setLines(r.steps.slice(0, this.step).flatMap((_, i) => this.linesOf(i)));
  }

  private viewAt(step: number): unknown {
    for (let i = this.views.length; i <= step; i++) this.views.push(applyViewPatch(this.views[i - 1], this.review.steps[i - 1].ops));
    return this.views[step];
  }

  private linesOf(i: number): LogLine[] {
    return (this.lines[i] ??= batchLines(this.review.steps[i], this.gameRenderer, { i18n: this.app.i18n, seatName: (s) => this.seatName(s) }));
  }

  private seatName(seat: Seat | null): string {
    return seat === null ? "" : this.seats[seat]?.name || this.app.i18n.t("lobby.seat", { n: seat + 1 });
  }

  /** The shareable link: the public review of this finished game. */
  private copyLink(): void {
    const link = reviewLink(this.review.id);
    void navigator.clipboard?.writeText(link).then(() => this.app.toast(this.app.i18n.t("review.copied"), "good"), () => this.app.toast(link));
  }
}

/** The address that opens the public review of game `id`. */
export function reviewLink(id: string): string {
  return `${location.origin}${location.pathname}?review=${encodeURIComponent(id)}`;
}
