/**
 * The room's lobby: seats (name, connected, bot, ready), a ready toggle, and for the host the
 * options form, add/remove bot and start. The join code is shown big with a copy button. A quick match
 * has neither: it is joined by matchmaking and started by the server, so it shows only the seats.
 *
 * Two layouts: wide (seats on the left, code and options on the right, actions along the bottom) and portrait
 * (a phone held upright: code, seats, options and actions stacked).
 */
import Phaser from "phaser";
import { I18n, LANGS } from "../i18n/index.ts";
import { gameCatalog } from "../games/index.ts";
import type { RoomSnapshot } from "../net/snapshot.ts";
import { Button } from "../ui/Button.ts";
import { confirmChoice } from "../ui/modal.ts";
import { OptionsForm } from "../ui/OptionsForm.ts";
import { optionFields } from "../ui/optionsSchema.ts";
import { colors, fonts, textStyle } from "../ui/theme.ts";
import { BaseScene } from "./BaseScene.ts";
import { seatName } from "./seatName.ts";

interface Rect { x: number; y: number; w: number; h: number }

/** Where things go, wide or portrait. */
interface LobbyLayout {
  titleSize: number;
  infoY: number;
  seats: Rect;
  seatH: number;
  code: Rect;
  options: Rect;
  /** Centres of the ready, add-bot, start and leave buttons, and their width. */
  buttons: [number, number][];
  buttonW: number;
  font: number;
}

function layoutFor(W: number, H: number, portrait: boolean, players: number): LobbyLayout {
  if (!portrait) {
    return {
      titleSize: 32, infoY: 78, seats: { x: 30, y: 110, w: 700, h: 520 }, seatH: 54,
      code: { x: 760, y: 110, w: 490, h: 150 }, options: { x: 760, y: 280, w: 490, h: 350 },
      buttons: [[150, 670], [390, 670], [630, 670], [1140, 670]], buttonW: 220, font: 17,
    };
  }
  const seatH = 48;
  const seatsH = players * seatH + 20;
  const code: Rect = { x: 12, y: 84, w: W - 24, h: 96 };
  const seats: Rect = { x: 12, y: code.y + code.h + 10, w: W - 24, h: seatsH };
  const actionsTop = H - 122;
  const options: Rect = { x: 12, y: seats.y + seats.h + 10, w: W - 24, h: Math.max(160, actionsTop - seats.y - seats.h - 20) };
  const bw = (W - 36) / 2;
  return {
    titleSize: 24, infoY: 62, seats, seatH, code, options,
    buttons: [[12 + bw / 2, H - 92], [24 + bw * 1.5, H - 92], [12 + bw / 2, H - 36], [24 + bw * 1.5, H - 36]], buttonW: bw, font: 16,
  };
}

export class LobbyScene extends BaseScene {
  private title!: Phaser.GameObjects.Text;
  private info!: Phaser.GameObjects.Text;
  private seatLayer!: Phaser.GameObjects.Container;
  private seatButtons: Button[] = [];
  private readyBtn!: Button;
  private addBotBtn!: Button;
  private startBtn!: Button;
  private codeGroup!: Phaser.GameObjects.Container;
  private optionsGroup!: Phaser.GameObjects.Container;
  private codeText!: Phaser.GameObjects.Text;
  private copyBtn!: Button;
  private form: OptionsForm | null = null;
  /** Game whose options the form shows ("" until the game list knows it). */
  private formGame = "";
  private lastSeatsKey = "";
  private L!: LobbyLayout;

  constructor() { super("Lobby"); }

  create(): void {
    this.setupScene(true);
    const { i18n } = this.app;
    const conn = this.app.conn;
    const W = this.scale.width, H = this.scale.height;
    const L = this.L = layoutFor(W, H, !!this.portrait, conn?.snapshot?.players ?? 4);
    this.lastSeatsKey = "";
    this.seatButtons = [];
    this.form = null;
    this.title = this.heading("", this.portrait ? 30 : 40, L.titleSize);
    if (this.portrait) this.title.setWordWrapWidth(W - 24).setAlign("center");
    this.info = this.add.text(W / 2, L.infoY, "", { ...textStyle(16, colors.textDim), wordWrap: { width: W - 24 }, align: "center" }).setOrigin(0.5, this.portrait ? 0 : 0.5);

    this.panel(L.seats.x, L.seats.y, L.seats.w, L.seats.h);
    this.seatLayer = this.add.container(0, 0);

    // Join code
    const c = L.code;
    this.codeGroup = this.add.container(0, 0);
    this.codeText = this.add.text(c.x + (this.portrait ? 150 : 140), c.y + (this.portrait ? 60 : 80), conn?.roomId ?? "", { fontFamily: fonts.mono, fontSize: this.portrait ? "40px" : "52px", color: colors.text, fontStyle: "bold" }).setOrigin(0.5);
    this.copyBtn = new Button(this, c.x + c.w - 90, c.y + (this.portrait ? 60 : 80), { testId: "lobby.copy", label: i18n.t("lobby.copy"), width: 140, onClick: () => void this.copyCode() });
    this.codeGroup.add([this.panel(c.x, c.y, c.w, c.h), this.add.text(c.x + 20, c.y + 10, i18n.t("lobby.code"), textStyle(18, colors.textAccent, fonts.title)), this.codeText, this.copyBtn]);

    // Options
    const o = L.options;
    this.optionsGroup = this.add.container(0, 0);
    this.optionsGroup.add([this.panel(o.x, o.y, o.w, o.h), this.add.text(o.x + 20, o.y + 10, i18n.t("lobby.options"), textStyle(18, colors.textAccent, fonts.title))]);
    this.formGame = "";
    this.buildForm(conn?.snapshot?.game ?? "");

    // Actions
    const [ready, addBot, start, leave] = L.buttons;
    this.readyBtn = new Button(this, ready[0], ready[1], { testId: "lobby.ready", label: i18n.t("lobby.setReady"), width: L.buttonW, kind: "primary", onClick: () => this.toggleReady() });
    this.addBotBtn = new Button(this, addBot[0], addBot[1], { testId: "lobby.addBot", label: i18n.t("lobby.addBot"), width: L.buttonW, onClick: () => this.app.conn?.send("add-bot", {}) });
    this.startBtn = new Button(this, start[0], start[1], { testId: "lobby.start", label: i18n.t("lobby.start"), width: L.buttonW, kind: "primary", onClick: () => this.app.conn?.send("start", {}) });
    new Button(this, leave[0], leave[1], { testId: "lobby.leave", label: i18n.t("lobby.leave"), width: this.portrait ? L.buttonW : 200, kind: "danger",
      onClick: () => void confirmChoice({ id: "lobby.leaveConfirm", title: i18n.t("lobby.leaveConfirm"), confirmLabel: i18n.t("lobby.leave"), cancelLabel: i18n.t("confirm.no"), danger: true, scene: this })
        .then((yes) => { if (yes) void this.app.leaveRoom(); }) });

    if (conn) {
      this.track(conn.onState((s) => this.render(s)));
      this.track(conn.on("welcome", () => conn.snapshot && this.render(conn.snapshot)));
      if (!this.app.games.length) void this.app.loadGames();
      this.track(this.app.on("games", () => conn.snapshot && this.render(conn.snapshot)));
      if (conn.snapshot) this.render(conn.snapshot);
    }
  }

  /** (Re)builds the options form once the room's game is known in the game list. */
  private buildForm(game: string): void {
    const info = this.app.gameInfo(game);
    if (this.form && (!info || this.formGame === game)) return;
    this.form?.destroy();
    this.formGame = info ? game : "";
    // The option labels are the game's words: its catalog is registered before the form reads them.
    const catalog = gameCatalog(game);
    if (catalog) for (const lang of LANGS) I18n.addCatalog(lang, catalog[lang]);
    const o = this.L.options;
    this.form = new OptionsForm(this, o.x + 20, o.y + 44, o.w - 40, o.h - 56, game, optionFields(info?.optionsJsonSchema), this.app.i18n, (change) => this.app.conn?.send("configure", change));
  }

  private isHost(s: RoomSnapshot): boolean {
    const seat = this.app.conn?.seat;
    return seat !== null && seat !== undefined && s.hostSeat === seat;
  }

  private render(s: RoomSnapshot): void {
    if (!this.alive) return;
    const { i18n } = this.app;
    const conn = this.app.conn!;
    const host = this.isHost(s);
    const quick = s.mode === "quick";
    this.title.setText(i18n.t("lobby.title", { game: this.app.gameName(s.game) }));
    const mode = s.mode === "quick" || s.mode === "public" || s.mode === "private" ? i18n.t(`lobby.mode.${s.mode}`) : s.mode;
    this.info.setText(quick ? `${mode} — ${i18n.t("lobby.quickWaiting")}` : mode);
    this.codeText.setText(conn.roomId);
    // A quick match is found by matchmaking and started by the server: no code to pass on, no options to set.
    this.codeGroup.setVisible(!quick);
    this.optionsGroup.setVisible(!quick);

    const me = conn.seat === null ? undefined : s.seats.find((x) => x.index === conn.seat);
    this.readyBtn.setLabel(me?.ready ? i18n.t("lobby.unsetReady") : i18n.t("lobby.setReady")).setEnabled(!!me);
    this.readyBtn.setVisible(!!me && !quick);
    const free = s.seats.some((x) => !x.claimed && !x.bot);
    this.addBotBtn.setVisible(host && !quick).setEnabled(host && free);
    this.startBtn.setVisible(host && !quick).setEnabled(host);
    this.buildForm(s.game);
    this.form?.setVisible(!quick);
    this.form?.setValues(s.options, s.clockSeconds, s.pace, s.rated, host);

    const key = JSON.stringify([s.seats, s.hostSeat, conn.seat, host, i18n.lang]);
    if (key === this.lastSeatsKey) return;
    this.lastSeatsKey = key;
    this.drawSeats(s, host);
  }

  private drawSeats(s: RoomSnapshot, host: boolean): void {
    const { i18n } = this.app;
    const conn = this.app.conn!;
    const { seats: area, seatH, font } = this.L;
    const left = area.x + 20, right = area.x + area.w - 20;
    this.seatLayer.removeAll(true);
    for (const b of this.seatButtons) b.destroy();
    this.seatButtons = [];
    s.seats.forEach((seat) => {
      const y = area.y + 10 + seatH / 2 + seat.index * seatH;
      const g = this.add.graphics();
      g.fillStyle(seat.index === conn.seat ? colors.selected : colors.button, 0.8).fillRoundedRect(left, y - (seatH - 8) / 2, right - left, seatH - 8, 8);
      const dot = seat.bot ? colors.accent : seat.connected ? colors.good : seat.claimed ? colors.bad : colors.panelEdge;
      g.fillStyle(dot, 1).fillCircle(left + 22, y, 7);
      const taken = seat.claimed || seat.bot;
      const name = taken ? seatName(s, seat.index, i18n) : i18n.t("lobby.empty");
      const tags = [
        seat.index === conn.seat ? i18n.t("lobby.you") : "",
        seat.index === s.hostSeat ? i18n.t("lobby.host") : "",
        seat.bot ? i18n.t("lobby.bot") : "",
        seat.rating > 0 && !seat.bot ? i18n.t("lobby.rating", { rating: seat.rating }) : "",
        seat.claimed && !seat.connected && !seat.bot ? i18n.t("lobby.offline") : "",
      ].filter(Boolean);
      const removable = host && seat.bot;
      const buttonW = this.portrait ? 120 : 180;
      const readyRight = removable ? right - buttonW - 20 : right - 20;
      const ready = this.add.text(readyRight, y, taken ? (seat.ready || seat.bot ? `✓ ${i18n.t("lobby.ready")}` : i18n.t("lobby.notReady")) : "", textStyle(font - 2, seat.ready || seat.bot ? colors.textGood : colors.textDim)).setOrigin(1, 0.5);
      const label = this.add.text(left + 40, y, `${i18n.t("lobby.seat", { n: seat.index + 1 })}   ${name}${tags.length ? `  (${tags.join(", ")})` : ""}`, textStyle(font, taken ? colors.text : colors.textDim)).setOrigin(0, 0.5);
      // A long name shrinks rather than run under the ready mark.
      const room = readyRight - ready.width - 12 - (left + 40);
      if (label.width > room) label.setScale(Math.max(0.6, room / label.width));
      this.seatLayer.add([g, label, ready]);
      if (removable) {
        this.seatButtons.push(new Button(this, right - 10 - buttonW / 2, y, { testId: `lobby.removeBot.${seat.index}`, label: i18n.t("lobby.removeBot", { n: seat.index + 1 }), width: buttonW, height: 36, fontSize: 15, kind: "danger",
          onClick: () => this.app.conn?.send("remove-bot", { seat: seat.index }) }));
      }
    });
  }

  private toggleReady(): void {
    const conn = this.app.conn;
    const s = conn?.snapshot;
    if (!conn || !s) return;
    const me = s.seats.find((x) => x.index === conn.seat);
    conn.send("ready", { ready: !me?.ready });
  }

  private async copyCode(): Promise<void> {
    const code = this.app.conn?.roomId ?? "";
    let ok = false;
    try {
      await navigator.clipboard.writeText(code);
      ok = true;
    } catch {
      const ta = document.createElement("textarea");
      ta.value = code;
      ta.setAttribute("style", "position: fixed; opacity: 0;");
      document.body.append(ta);
      ta.select();
      try { ok = document.execCommand("copy"); } catch { ok = false; }
      ta.remove();
    }
    if (ok && this.alive) {
      this.copyBtn.setLabel(this.app.i18n.t("lobby.copied"));
      this.time.delayedCall(1500, () => this.copyBtn.active && this.copyBtn.setLabel(this.app.i18n.t("lobby.copy")));
    }
  }
}
