/**
 * The room's lobby: seats (name, connected, bot, ready), a ready toggle, and for the host the
 * options form, add/remove bot and start. The join code is shown big with a copy button.
 */
import Phaser from "phaser";
import type { RoomSnapshot } from "../net/snapshot.ts";
import { Button } from "../ui/Button.ts";
import { OptionsForm } from "../ui/OptionsForm.ts";
import { optionFields } from "../ui/optionsSchema.ts";
import { colors, fonts, textStyle, WIDTH } from "../ui/theme.ts";
import { BaseScene } from "./BaseScene.ts";
import { seatName } from "./seatName.ts";

const SEAT_Y = 150, SEAT_H = 54;

export class LobbyScene extends BaseScene {
  private title!: Phaser.GameObjects.Text;
  private info!: Phaser.GameObjects.Text;
  private seatLayer!: Phaser.GameObjects.Container;
  private seatButtons: Button[] = [];
  private readyBtn!: Button;
  private addBotBtn!: Button;
  private startBtn!: Button;
  private codeText!: Phaser.GameObjects.Text;
  private copyBtn!: Button;
  private form: OptionsForm | null = null;
  /** Game whose options the form shows ("" until the game list knows it). */
  private formGame = "";
  private lastSeatsKey = "";

  constructor() { super("Lobby"); }

  create(): void {
    this.setupScene();
    const { i18n } = this.app;
    const conn = this.app.conn;
    this.lastSeatsKey = "";
    this.seatButtons = [];
    this.form = null;
    this.title = this.heading("", 40, 32);
    this.info = this.add.text(WIDTH / 2, 78, "", textStyle(16, colors.textDim)).setOrigin(0.5);

    this.panel(30, 110, 700, 520);
    this.seatLayer = this.add.container(0, 0);

    // Join code
    this.panel(760, 110, 490, 150);
    this.add.text(780, 122, i18n.t("lobby.code"), textStyle(18, colors.textAccent, fonts.title));
    this.codeText = this.add.text(900, 190, conn?.roomId ?? "", { fontFamily: fonts.mono, fontSize: "52px", color: colors.text, fontStyle: "bold" }).setOrigin(0.5);
    this.copyBtn = new Button(this, 1160, 190, { testId: "lobby.copy", label: i18n.t("lobby.copy"), width: 140, onClick: () => void this.copyCode() });

    // Options
    this.panel(760, 280, 490, 350);
    this.add.text(780, 292, i18n.t("lobby.options"), textStyle(18, colors.textAccent, fonts.title));
    this.formGame = "";
    this.buildForm(conn?.snapshot?.game ?? "");

    // Actions
    this.readyBtn = new Button(this, 150, 670, { testId: "lobby.ready", label: i18n.t("lobby.setReady"), width: 220, kind: "primary", onClick: () => this.toggleReady() });
    this.addBotBtn = new Button(this, 390, 670, { testId: "lobby.addBot", label: i18n.t("lobby.addBot"), width: 220, onClick: () => this.app.conn?.send("add-bot", {}) });
    this.startBtn = new Button(this, 630, 670, { testId: "lobby.start", label: i18n.t("lobby.start"), width: 220, kind: "primary", onClick: () => this.app.conn?.send("start", {}) });
    new Button(this, 1140, 670, { testId: "lobby.leave", label: i18n.t("lobby.leave"), width: 200, kind: "danger", onClick: () => void this.app.leaveRoom() });

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
    this.form = new OptionsForm(this, 780, 330, 450, optionFields(info?.optionsJsonSchema), this.app.i18n, (change) => this.app.conn?.send("configure", change));
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
    this.title.setText(i18n.t("lobby.title", { game: this.app.gameName(s.game) }));
    const mode = s.mode === "quick" || s.mode === "public" || s.mode === "private" ? i18n.t(`lobby.mode.${s.mode}`) : s.mode;
    this.info.setText(s.mode === "quick" ? `${mode} — ${i18n.t("lobby.quickWaiting")}` : mode);
    this.codeText.setText(conn.roomId);

    const me = conn.seat === null ? undefined : s.seats.find((x) => x.index === conn.seat);
    this.readyBtn.setLabel(me?.ready ? i18n.t("lobby.unsetReady") : i18n.t("lobby.setReady")).setEnabled(!!me);
    this.readyBtn.setVisible(!!me);
    const free = s.seats.some((x) => !x.claimed && !x.bot);
    this.addBotBtn.setVisible(host).setEnabled(host && free);
    this.startBtn.setVisible(host).setEnabled(host);
    this.buildForm(s.game);
    this.form?.setValues(s.options, s.clockSeconds, host);

    const key = JSON.stringify([s.seats, s.hostSeat, conn.seat, host, i18n.lang]);
    if (key === this.lastSeatsKey) return;
    this.lastSeatsKey = key;
    this.seatLayer.removeAll(true);
    for (const b of this.seatButtons) b.destroy();
    this.seatButtons = [];
    s.seats.forEach((seat) => {
      const y = SEAT_Y + seat.index * SEAT_H;
      const g = this.add.graphics();
      g.fillStyle(seat.index === conn.seat ? colors.selected : colors.button, 0.8).fillRoundedRect(50, y - 22, 660, 46, 8);
      const dot = seat.bot ? colors.accent : seat.connected ? colors.good : seat.claimed ? colors.bad : colors.panelEdge;
      g.fillStyle(dot, 1).fillCircle(72, y, 7);
      const taken = seat.claimed || seat.bot;
      const name = taken ? seatName(s, seat.index, i18n) : i18n.t("lobby.empty");
      const tags = [
        seat.index === conn.seat ? i18n.t("lobby.you") : "",
        seat.index === s.hostSeat ? i18n.t("lobby.host") : "",
        seat.bot ? i18n.t("lobby.bot") : "",
        seat.claimed && !seat.connected && !seat.bot ? i18n.t("lobby.offline") : "",
      ].filter(Boolean);
      const label = this.add.text(90, y, `${i18n.t("lobby.seat", { n: seat.index + 1 })}   ${name}${tags.length ? `  (${tags.join(", ")})` : ""}`, textStyle(17, taken ? colors.text : colors.textDim)).setOrigin(0, 0.5);
      const ready = this.add.text(host && seat.bot ? 500 : 690, y, taken ? (seat.ready || seat.bot ? `✓ ${i18n.t("lobby.ready")}` : i18n.t("lobby.notReady")) : "", textStyle(15, seat.ready || seat.bot ? colors.textGood : colors.textDim)).setOrigin(1, 0.5);
      this.seatLayer.add([g, label, ready]);
      if (host && seat.bot) {
        this.seatButtons.push(new Button(this, 610, y, { testId: `lobby.removeBot.${seat.index}`, label: i18n.t("lobby.removeBot", { n: seat.index + 1 }), width: 180, height: 36, fontSize: 15, kind: "danger",
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
