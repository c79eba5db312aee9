/**
 * The table: hosts the game's renderer (from the registry, generic fallback), the log panel, the
 * animation queue with speed/skip controls, and the status bar (whose move, clock).
 *
 * Layout: the 1280×720 design (log on the right) on wide screens; on a screen held upright (a phone)
 * the game is resized to a portrait design as wide as `portraitSize()` says, with the status bar on top,
 * the renderer's area filling the middle, speed/skip/log buttons at the bottom and the log as an overlay.
 * The other scenes keep 1280×720 (restored when this scene shuts down).
 *
 * Event batches become animations (renderer.animationsFor), each event's log line queued after its
 * animations so the log tells what the board has shown; the renderer's `update` with the new views runs
 * when the queue is idle, so the board moves after the story.
 */
import Phaser from "phaser";
import type { ServerMessages } from "../../../engine/core/protocol.ts";
import type { Move, Seat } from "../../../engine/core/types.ts";
import { AnimationQueue, call, SPEEDS, type Speed } from "../anim/queue.ts";
import { createRenderer, type GameRenderer, type GameView, type PromptState } from "../games/index.ts";
import { I18n, LANGS } from "../i18n/index.ts";
import { batchLines } from "../log/logLines.ts";
import type { EventBatch } from "../net/gameRoom.ts";
import type { RoomSnapshot } from "../net/snapshot.ts";
import { setAnimControl, setLogSource, setTopBarSource } from "../testHook.ts";
import { Button } from "../ui/Button.ts";
import { clockLine } from "../ui/clock-text.ts";
import { needsRelayout, portraitSize } from "../ui/layout.ts";
import { LOG_OVERLAY_DEPTH, LogPanel, type LogLine } from "../ui/LogPanel.ts";
import { colors, fonts, HEIGHT, textStyle, WIDTH } from "../ui/theme.ts";
import { BaseScene } from "./BaseScene.ts";
import { askLeaveTable } from "./leaveTable.ts";
import { seatName } from "./seatName.ts";

const SPEED_KEY = "epochs.animSpeed";
const EVENTS_WAIT_MS = 250;

/** Room for the game's name left of the status text in the top bar (landscape). */
const TITLE_WIDTH = 420;

export class GameScene extends BaseScene {
  private gameRenderer: GameRenderer | null = null;
  private queue = new AnimationQueue();
  private log!: LogPanel;
  private status!: Phaser.GameObjects.Text;
  private clock!: Phaser.GameObjects.Text;
  private speedButtons: Button[] = [];
  private skipBtn!: Button;
  private pendingFrame = false;
  private lastTick = 0;
  /** State id of the views last handed to the renderer (-1: none yet). */
  private renderedStateId = -1;
  /** Highest state id whose event batch has arrived. */
  private eventsStateId = -1;
  /** The server sends a move's events right after the state patch: hold the new views until they arrive (briefly). */
  private holdTimer: Phaser.Time.TimerEvent | null = null;
  private finishWhenIdle = false;
  private hintsFor = -1;
  private prompts: PromptState = { active: false, moves: [], prompts: [], loading: false, truncated: false };
  private logBtn: Button | null = null;
  private undoBtn: Button | null = null;
  private logOpen = false;
  /** The last log line shown: batch `stateId`, event `index` (a live batch's lines join after their animations). */
  private shown = { stateId: -1, index: -1 };
  /** Each batch's lines, made once (while the renderer knows what the events name). */
  private linesCache = new WeakMap<EventBatch, LogLine[]>();
  private watching = false;
  /** The game is over and the player came back from the end screen to look at the board and the log. */
  private reviewing = false;

  constructor() { super("Game"); }

  create(data?: { review?: boolean }): void {
    this.setupScene();
    const app = this.app;
    const conn = app.conn;
    const { i18n } = app;
    // Opened from the end screen: the final board and log stay in view until the player asks for the results again.
    this.reviewing = data?.review === true && conn?.snapshot?.phase === "finished";
    this.queue = new AnimationQueue({ speed: this.savedSpeed() });
    this.pendingFrame = false;
    this.lastTick = 0;
    this.renderedStateId = -1;
    this.eventsStateId = -1;
    this.shown = { stateId: -1, index: -1 };
    this.holdTimer = null;
    this.finishWhenIdle = false;
    this.hintsFor = -1;
    this.prompts = { active: false, moves: [], prompts: [], loading: false, truncated: false };
    this.speedButtons = [];

    const area = this.layoutChrome();

    const scene = this;
    setAnimControl({
      get busy() { return scene.queue.busy; },
      get speed() { return scene.queue.speed; },
      set speed(s: Speed) { scene.setSpeed(s); },
      skip: () => this.queue.skip(),
    });
    setLogSource(() => this.log.all);
    this.track(() => {
      setAnimControl(null);
      setTopBarSource(null);
      const last = [...this.log.all];
      setLogSource(() => last); // the End screen's log() still answers with the finished game's lines
    });

    if (!conn) return;
    const gameId = conn.snapshot?.game ?? "";
    const renderer = createRenderer(gameId);
    if (renderer.catalog) for (const lang of LANGS) I18n.addCatalog(lang, renderer.catalog[lang]);
    if (renderer.words) {
      i18n.setWords((name, value, params) => renderer.words!(name, value, params));
      this.track(() => i18n.setWords(null));
    }
    this.gameRenderer = renderer;
    renderer.mount(this, {
      gameId,
      area,
      i18n,
      mySeat: conn.seat,
      seatName: (seat) => this.seatName(seat),
      sendMove: (move) => this.sendMove(move),
      requestHints: () => this.requestHints(true),
    });

    // The log so far (the server's page, or what this connection received), without replaying animations.
    this.linesCache = new WeakMap();
    this.showAll();
    this.log.onTop = () => conn.requestEarlierLog();
    this.track(conn.on("log", (page) => (page.before === null ? this.showAll() : this.renderLog(true))));

    this.track(this.queue.onIdle(() => this.flushFrame()));
    this.track(conn.on("events", (batch) => this.onEvents(batch)));
    this.track(conn.on("hints", (h) => this.onHints(h)));
    this.track(conn.on("error", (e) => this.onError(e)));
    this.track(conn.onState((s) => this.onState(s)));
    if (conn.snapshot) this.onState(conn.snapshot);
  }

  /**
   * Sizes the game for the window (portrait or 1280×720) and draws the chrome: status bar, leave, log,
   * speed/skip. Returns the renderer's area.
   */
  private layoutChrome(): { x: number; y: number; width: number; height: number } {
    const app = this.app;
    const { i18n } = app;
    const conn = app.conn;
    const portrait = portraitSize();
    this.portrait = portrait;
    const W = portrait?.width ?? WIDTH, H = portrait?.height ?? HEIGHT;
    if (this.scale.width !== W || this.scale.height !== H) this.scale.setGameSize(W, H);
    this.cameras.main.setSize(W, H);
    this.logOpen = false;
    this.watchWindow();
    const speedButton = (s: Speed, x: number, y: number, w: number) => this.speedButtons.push(new Button(this, x, y, {
      testId: `anim.speed.${s}`, label: i18n.t("game.speed", { n: s }), width: w, height: 38, fontSize: 15, selected: this.queue.speed === s, onClick: () => this.setSpeed(s),
    }));
    if (!portrait) {
      this.add.rectangle(0, 0, 1280, 52, colors.panel, 0.95).setOrigin(0);
      const name = app.gameName(conn?.snapshot?.game);
      const title = this.add.text(20, 26, name, textStyle(20, colors.textAccent, fonts.title)).setOrigin(0, 0.5);
      // The name shares the bar with the status in the middle: a long one (Russian) goes on two smaller
      // lines, broken after the title's colon where it has one.
      if (title.width > TITLE_WIDTH) title.setFontSize(16).setText(name.replace(/:\s+/, ":\n")).setWordWrapWidth(TITLE_WIDTH).setLineSpacing(-2);
      this.status = this.add.text(640, 26, "", textStyle(18)).setOrigin(0.5);
      setTopBarSource(() => ({ title: title.text, titleRight: title.getBounds().right, status: this.status.text, statusLeft: this.status.getBounds().left }));
      this.clock = this.add.text(1000, 26, "", textStyle(16, colors.textDim)).setOrigin(0.5);
      if (this.reviewing) this.resultsButton(1040, 26, 150);
      new Button(this, 1200, 26, { testId: "game.leave", label: i18n.t("game.leave"), width: 120, height: 36, fontSize: 15, kind: "danger", onClick: () => askLeaveTable(this, app) });
      this.log = new LogPanel(this, 910, 64, 360, 516, i18n.t("game.log"));
      this.undoBtn = new Button(this, 1000, 610, { testId: "game.undo", label: i18n.t("game.undo"), width: 170, height: 38, fontSize: 15, onClick: () => this.undo() });
      // A player reviews the game so far (with the seat's secrets) and comes back to the table.
      const gameId = conn?.gameRecordId;
      if (conn && conn.seat !== null && gameId) {
        new Button(this, 1180, 610, { testId: "game.review", label: i18n.t("game.review"), width: 170, height: 38, fontSize: 15, onClick: () => void this.review(gameId, conn.credential) });
      }
      SPEEDS.forEach((s, i) => speedButton(s, 940 + i * 66, 660, 58));
      this.skipBtn = new Button(this, 1195, 660, { testId: "anim.skip", label: i18n.t("game.skip"), width: 150, height: 38, fontSize: 15, onClick: () => this.queue.skip() });
      return { x: 10, y: 62, width: 890, height: 650 };
    }
    // Portrait: the table's background covers the taller canvas; bars on top and at the bottom.
    if (this.textures.exists("table")) this.add.tileSprite(0, 0, W, H, "table").setOrigin(0).setAlpha(0.9);
    const top = 50, bottom = 50;
    this.add.rectangle(0, 0, W, top, colors.panel, 0.95).setOrigin(0);
    this.status = this.add.text(12, 16, "", { ...textStyle(16), wordWrap: { width: W - 220 } }).setOrigin(0, 0.5);
    this.clock = this.add.text(12, 38, "", textStyle(13, colors.textDim)).setOrigin(0, 0.5);
    new Button(this, W - 52, top / 2, { testId: "game.leave", label: i18n.t("game.leave"), width: 92, height: 36, fontSize: 14, kind: "danger", onClick: () => askLeaveTable(this, app) });
    // After the end the undo button's place shows the way back to the results.
    this.undoBtn = null;
    if (this.reviewing) this.resultsButton(W - 152, top / 2, 96);
    else this.undoBtn = new Button(this, W - 152, top / 2, { testId: "game.undo", label: i18n.t("game.undo"), width: 96, height: 36, fontSize: 14, onClick: () => this.undo() });
    this.add.rectangle(0, H - bottom, W, bottom, colors.panel, 0.95).setOrigin(0);
    const y = H - bottom / 2;
    this.logBtn = new Button(this, 54, y, { testId: "game.log", label: i18n.t("game.log"), width: 96, height: 38, fontSize: 15, onClick: () => this.toggleLog() });
    SPEEDS.forEach((s, i) => speedButton(s, 136 + i * 56, y, 50));
    const skipW = Math.min(140, W - 300);
    this.skipBtn = new Button(this, W - 8 - skipW / 2, y, { testId: "anim.skip", label: i18n.t("game.skip"), width: skipW, height: 38, fontSize: 15, onClick: () => this.queue.skip() });
    // The log opens over the top of the board (the renderer may keep the lower part for its own panels).
    this.log = new LogPanel(this, 8, top + 6, W - 16, Math.round(Math.min(460, (H - top - bottom) * 0.5)), i18n.t("game.log"));
    this.log.setDepth(LOG_OVERLAY_DEPTH).setVisible(false);
    return { x: 0, y: top + 2, width: W, height: H - top - bottom - 4 };
  }

  /** Back to the end screen (shown while reviewing a finished game). */
  private resultsButton(x: number, y: number, width: number): void {
    new Button(this, x, y, { testId: "game.results", label: this.app.i18n.t("end.results"), width, height: 36, fontSize: 15, kind: "primary", onClick: () => this.app.switchTo("End") });
  }

  private toggleLog(): void {
    this.logOpen = !this.logOpen;
    this.log.setVisible(this.logOpen);
    this.logBtn?.setSelected(this.logOpen);
  }

  /** Re-lays the scene out when the window turns between portrait and landscape (or changes shape a lot). */
  private watchWindow(): void {
    if (this.watching) return;
    this.watching = true;
    let timer = 0;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!this.alive) return;
        if (needsRelayout(this.portrait)) this.scene.restart({ review: this.reviewing });
      }, 250);
    };
    window.addEventListener("resize", onResize);
    this.track(() => { window.removeEventListener("resize", onResize); window.clearTimeout(timer); this.watching = false; });
  }

  override update(): void {
    // Wall-clock time, not Phaser's smoothed/capped delta: animations keep their real length on slow frames.
    const now = performance.now();
    this.queue.tick(this.lastTick ? now - this.lastTick : 0);
    this.lastTick = now;
    this.skipBtn?.setEnabled(this.queue.busy);
    const snap = this.app.conn?.snapshot;
    if (snap && snap.phase === "playing") {
      const { text, urgent } = clockLine(this.app.i18n, snap, this.app.conn?.seat ?? null, (seat) => this.seatName(seat), Date.now());
      this.clock.setText(text).setColor(urgent ? colors.textBad : colors.textDim);
    } else this.clock?.setText("");
    if (this.finishWhenIdle && !this.queue.busy && !this.holdTimer) {
      this.finishWhenIdle = false;
      this.app.switchTo("End");
    }
  }

  protected override onShutdown(): void {
    this.queue.clear();
    this.gameRenderer?.destroy();
    this.gameRenderer = null;
    this.logBtn = null;
    this.undoBtn = null;
    // The other scenes are laid out for 1280×720.
    if (this.scale.width !== WIDTH || this.scale.height !== HEIGHT) this.scale.setGameSize(WIDTH, HEIGHT);
  }

  // --- incoming --------------------------------------------------------------------------

  private onState(s: RoomSnapshot): void {
    const conn = this.app.conn;
    if (!conn) return;
    const mine = conn.seat !== null && s.waitingFor.includes(conn.seat) && s.phase === "playing";
    if (!mine) this.prompts = { active: false, moves: [], prompts: [], loading: false, truncated: false };
    else if (this.hintsFor !== s.stateId) {
      const cached = conn.lastHints && conn.lastHints.stateId === s.stateId ? conn.lastHints : null;
      this.prompts = { active: true, moves: cached?.moves ?? [], prompts: cached?.prompts ?? [], loading: !cached, truncated: cached?.truncated ?? false };
      if (!cached) this.requestHints(false);
      this.hintsFor = s.stateId;
    }
    this.status.setText(this.statusLine(s, mine));
    this.undoBtn?.setVisible(s.phase === "playing" && conn.seat !== null && s.undoSeat === conn.seat);
    this.pendingFrame = true;
    if (this.renderedStateId >= 0 && s.stateId > this.renderedStateId && s.stateId > this.eventsStateId && !this.holdTimer) {
      this.holdTimer = this.time.delayedCall(EVENTS_WAIT_MS, () => { this.holdTimer = null; this.flushFrame(); });
    }
    this.flushFrame();
    if (s.phase === "finished" && !this.reviewing) this.finishWhenIdle = true;
  }

  private onEvents(batch: EventBatch): void {
    // Each event's line joins the log once its animations have played (a battle's result after its dice stop);
    // the texts are made now, while the renderer knows what the events name.
    this.linesOf(batch);
    this.eventsStateId = Math.max(this.eventsStateId, batch.stateId);
    // A move taken back leaves the log at once (the connection dropped its batch).
    if (batch.undoes !== undefined) this.renderLog();
    const r = this.gameRenderer;
    batch.events.forEach((e, i) => {
      if (r) {
        try { this.queue.enqueue(...r.animationsFor(e, batch.by)); } catch (err) { console.warn("[epochs] animation failed", err); }
      }
      this.queue.enqueue(call(() => this.showUpTo(batch.stateId, i), "log-line"));
    });
    const snap = this.app.conn?.snapshot;
    if (this.holdTimer && (!snap || batch.stateId >= snap.stateId)) {
      this.holdTimer.remove();
      this.holdTimer = null;
    }
    this.flushFrame();
  }

  private onHints(h: ServerMessages["hints"]): void {
    const snap = this.app.conn?.snapshot;
    if (!snap || h.stateId !== snap.stateId || !this.prompts.active) return;
    this.prompts = { active: true, moves: h.moves, prompts: h.prompts ?? [], loading: false, truncated: h.truncated };
    this.pendingFrame = true;
    this.flushFrame();
  }

  private onError(e: ServerMessages["error"]): void {
    if (e.code === "stale-state" || e.code === "not-your-turn" || e.code === "illegal") this.requestHints(true);
  }

  // --- outgoing --------------------------------------------------------------------------

  private sendMove(move: Move): void {
    const conn = this.app.conn;
    if (!conn) return;
    this.queue.skip();
    conn.move(move);
  }

  private async review(gameId: string, credential?: string): Promise<void> {
    if (!(await this.app.openReview(gameId, credential))) this.app.toast(this.app.i18n.t("end.noReview"), "error");
  }

  private undo(): void {
    const conn = this.app.conn;
    if (!conn) return;
    this.queue.skip();
    conn.undo();
  }

  private requestHints(force: boolean): void {
    const conn = this.app.conn;
    if (!conn) return;
    if (force) {
      this.prompts = { ...this.prompts, loading: true };
      this.hintsFor = conn.snapshot?.stateId ?? -1;
    }
    conn.requestHints();
  }

  // --- helpers ---------------------------------------------------------------------------

  /** Hands the latest views to the renderer, unless animations are playing or a move's events are due. */
  private flushFrame(): void {
    if (!this.pendingFrame || !this.gameRenderer || this.queue.busy || this.holdTimer) return;
    const conn = this.app.conn;
    const s = conn?.snapshot;
    if (!conn || !s) return;
    this.pendingFrame = false;
    this.renderedStateId = s.stateId;
    const view: GameView = { stateId: s.stateId, view: s.view, seats: s.seats, waitingFor: s.waitingFor, deadline: s.deadline, options: s.options };
    try { this.gameRenderer.update(view, conn.seat, this.prompts); } catch (err) { console.error("[epochs] renderer.update failed", err); }
  }

  private statusLine(s: RoomSnapshot, mine: boolean): string {
    const { i18n } = this.app;
    const conn = this.app.conn;
    if (s.phase !== "playing") return "";
    if (mine) return i18n.t("game.yourTurn");
    const names = s.waitingFor.map((seat) => this.seatName(seat)).join(", ");
    const prefix = conn?.seat === null ? `${i18n.t("game.spectating")} · ` : "";
    return names ? prefix + i18n.t("game.waitingFor", { names }) : prefix;
  }

  private seatName(seat: Seat | null): string {
    return seatName(this.app.conn?.snapshot ?? null, seat, this.app.i18n);
  }

  private linesOf(batch: EventBatch): LogLine[] {
    let lines = this.linesCache.get(batch);
    if (lines) return lines;
    lines = batchLines(batch, this.gameRenderer, { i18n: this.app.i18n, seatName: (s: Seat | null) => this.seatName(s) });
    this.linesCache.set(batch, lines);
    return lines;
  }

  /** Shows every line of the log held (after a join or reconnection: the server's latest page). */
  private showAll(): void {
    const last = this.app.conn?.eventHistory.at(-1);
    if (last) this.shown = { stateId: Math.max(this.shown.stateId, last.stateId), index: Number.MAX_SAFE_INTEGER };
    this.renderLog();
  }

  /** Shows the log up to event `index` of batch `stateId` (never back: a late call of an older batch changes nothing). */
  private showUpTo(stateId: number, index: number): void {
    if (stateId < this.shown.stateId || (stateId === this.shown.stateId && index <= this.shown.index)) return;
    this.shown = { stateId, index };
    this.renderLog();
  }

  /** Draws the log's lines up to the last one shown; `keepPlace` when earlier lines came in front. */
  private renderLog(keepPlace = false): void {
    const conn = this.app.conn;
    if (!conn) return;
    const lines: LogLine[] = [];
    for (const batch of conn.eventHistory) {
      if (batch.stateId > this.shown.stateId) break;
      const own = this.linesOf(batch);
      lines.push(...(batch.stateId === this.shown.stateId ? own.slice(0, this.shown.index + 1) : own));
    }
    // Events a game's renderer gives no line (its describeEvent answered "").
    this.log.setLines(lines.filter((l) => l.text !== ""), keepPlace);
  }

  private savedSpeed(): Speed {
    try {
      const n = Number(localStorage.getItem(SPEED_KEY));
      return (SPEEDS as readonly number[]).includes(n) ? (n as Speed) : 1;
    } catch { return 1; }
  }

  private setSpeed(s: Speed): void {
    this.queue.speed = s;
    try { localStorage.setItem(SPEED_KEY, String(s)); } catch { /* ignore */ }
    this.speedButtons.forEach((b) => b.setSelected(b.testId === `anim.speed.${s}`));
  }
}
