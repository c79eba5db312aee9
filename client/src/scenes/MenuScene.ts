/**
 * Main menu: pick a game and a player count, then quick match / private or public lobby / play vs
 * bots, join by code, or join an open public lobby from the live list. Language EN/RU.
 */
import Phaser from "phaser";
import type { GameInfo } from "../../../engine/core/protocol.ts";
import { LANGS } from "../i18n/index.ts";
import type { Listing } from "../net/lobbyList.ts";
import type { GameConnection } from "../net/gameRoom.ts";
import { Button } from "../ui/Button.ts";
import { addInput } from "../ui/dom.ts";
import { colors, fonts, textStyle, WIDTH } from "../ui/theme.ts";
import { BaseScene } from "./BaseScene.ts";

export class MenuScene extends BaseScene {
  private gameButtons: Button[] = [];
  private actionButtons: Button[] = [];
  private lobbyButtons: Button[] = [];
  private playersText!: Phaser.GameObjects.Text;
  private statusText!: Phaser.GameObjects.Text;
  private gamesStatus!: Phaser.GameObjects.Text;
  private lobbyStatus!: Phaser.GameObjects.Text;
  private retry!: Button;
  private nameInput!: HTMLInputElement;
  private codeInput!: HTMLInputElement;
  private busy = false;
  private players = 0;
  private lobbies: Listing[] = [];
  private lobbyError: string | null = null;

  constructor() { super("Menu"); }

  create(): void {
    this.setupScene();
    const { i18n } = this.app;
    this.busy = false;
    if (this.textures.exists("logo")) this.add.image(WIDTH / 2 - 190, 52, "logo").setDisplaySize(64, 64);
    this.heading(i18n.t("app.title"), 44, 44);
    this.add.text(WIDTH / 2, 88, i18n.t("app.subtitle"), textStyle(16, colors.textDim)).setOrigin(0.5);

    // Language
    this.add.text(WIDTH - 250, 30, i18n.t("menu.language"), textStyle(15, colors.textDim)).setOrigin(1, 0.5);
    LANGS.forEach((lang, i) => new Button(this, WIDTH - 200 + i * 78, 30, {
      testId: `lang.${lang}`, label: lang.toUpperCase(), width: 68, height: 34, fontSize: 15,
      selected: i18n.lang === lang, onClick: () => this.app.i18n.setLang(lang),
    }));

    // Left column: game, players, name, actions, join by code
    this.panel(30, 120, 600, 570);
    this.add.text(50, 132, i18n.t("menu.games"), textStyle(20, colors.textAccent, fonts.title));
    this.gamesStatus = this.add.text(50, 170, "", { ...textStyle(16, colors.textDim), wordWrap: { width: 560 } });
    this.retry = new Button(this, 130, 235, { testId: "menu.retry", label: i18n.t("menu.retry"), width: 160, onClick: () => void this.loadGames() });
    this.retry.setVisible(false);

    new Button(this, 80, 372, { testId: "players.dec", label: "−", width: 44, height: 40, fontSize: 22, onClick: () => this.setPlayers(this.players - 1) });
    this.playersText = this.add.text(200, 372, "", textStyle(18)).setOrigin(0.5);
    new Button(this, 320, 372, { testId: "players.inc", label: "+", width: 44, height: 40, fontSize: 22, onClick: () => this.setPlayers(this.players + 1) });

    this.add.text(360, 372, i18n.t("menu.name"), textStyle(16, colors.textDim)).setOrigin(0, 0.5);
    this.nameInput = addInput(this, 360, 410, { id: "epochs-name", value: this.app.name, placeholder: this.app.playerName, width: 250, maxLength: 24, onInput: (v) => { this.app.name = v; } }).element;

    const actions: [string, string, () => Promise<GameConnection>][] = [
      ["menu.quick", i18n.t("menu.quick"), () => this.app.net.quickMatch(this.request())],
      ["menu.private", i18n.t("menu.private"), () => this.app.net.createLobby("private", this.request())],
      ["menu.public", i18n.t("menu.public"), () => this.app.net.createLobby("public", this.request())],
      ["menu.bots", i18n.t("menu.bots"), () => this.app.net.playBots(this.request())],
    ];
    actions.forEach(([id, label, run], i) => {
      this.actionButtons.push(new Button(this, 195 + (i % 2) * 290, 475 + Math.floor(i / 2) * 56, {
        testId: id, label, width: 270, height: 46, kind: i === 0 ? "primary" : "normal", onClick: () => this.join(run, true),
      }));
    });

    this.add.text(50, 610, i18n.t("menu.joinCode"), textStyle(16, colors.textDim)).setOrigin(0, 0.5);
    this.codeInput = addInput(this, 50, 645, { id: "epochs-join-code", placeholder: "ABC123", width: 200, maxLength: 16, onEnter: () => this.joinByCode() }).element;
    this.actionButtons.push(new Button(this, 340, 645, { testId: "menu.join", label: i18n.t("menu.join"), width: 150, onClick: () => this.joinByCode() }));

    // Right column: open lobbies
    this.panel(650, 120, 600, 570);
    this.add.text(670, 132, i18n.t("menu.lobbies"), textStyle(20, colors.textAccent, fonts.title));
    this.lobbyStatus = this.add.text(670, 172, "", { ...textStyle(16, colors.textDim), wordWrap: { width: 560 } });

    this.statusText = this.add.text(WIDTH / 2, 705, "", textStyle(16, colors.text)).setOrigin(0.5);

    this.track(this.app.on("games", () => this.drawGames()));
    this.drawGames();
    if (!this.app.games.length && !this.app.gamesLoading) void this.loadGames();
    void this.watchLobbies();
    void this.resume();
  }

  protected override onShutdown(): void {
    this.gameButtons = [];
    this.actionButtons = [];
    this.lobbyButtons = [];
  }

  private request() {
    const game = this.app.selectedGame!;
    return { game, players: this.players, name: this.app.playerName };
  }

  private async loadGames(): Promise<void> {
    this.gamesStatus.setText(this.app.i18n.t("menu.loadingGames")).setColor(colors.textDim);
    this.retry.setVisible(false);
    await this.app.loadGames();
  }

  private drawGames(): void {
    if (!this.alive) return;
    for (const b of this.gameButtons) b.destroy();
    this.gameButtons = [];
    const { i18n } = this.app;
    const games = this.app.games;
    if (this.app.gamesError) {
      this.gamesStatus.setText(i18n.t("menu.gamesError", { message: this.app.gamesError })).setColor(colors.textBad);
      this.retry.setVisible(true);
    } else if (this.app.gamesLoading) {
      this.gamesStatus.setText(i18n.t("menu.loadingGames")).setColor(colors.textDim);
    } else if (!games.length) {
      this.gamesStatus.setText(i18n.t("menu.noGames")).setColor(colors.textDim);
      this.retry.setVisible(true);
    } else {
      this.gamesStatus.setText("");
      this.retry.setVisible(false);
    }
    if (games.length && !this.app.gameInfo(this.app.selectedGame)) this.app.selectedGame = games[0].id;
    games.slice(0, 4).forEach((g, i) => {
      const b = new Button(this, 50 + 270, 180 + i * 48, {
        testId: `game.${g.id}`, label: g.name[i18n.lang] ?? g.name.en, width: 540, height: 42, align: "left",
        selected: g.id === this.app.selectedGame, onClick: () => this.selectGame(g),
      });
      this.gameButtons.push(b);
    });
    const info = this.app.gameInfo(this.app.selectedGame);
    this.setPlayers(this.app.playerCount || info?.minPlayers || 2);
    this.refreshActions();
  }

  private selectGame(g: GameInfo): void {
    this.app.selectedGame = g.id;
    this.gameButtons.forEach((b) => b.setSelected(b.testId === `game.${g.id}`));
    this.setPlayers(this.players);
  }

  private setPlayers(n: number): void {
    const info = this.app.gameInfo(this.app.selectedGame);
    const min = info?.minPlayers ?? 1, max = info?.maxPlayers ?? 8;
    this.players = Math.max(min, Math.min(max, n || min));
    if (info) this.app.playerCount = this.players;
    this.playersText.setText(this.app.i18n.t("menu.players", { n: this.players }));
  }

  private refreshActions(): void {
    const hasGame = !!this.app.gameInfo(this.app.selectedGame);
    for (const b of this.actionButtons) b.setEnabled(!this.busy && (hasGame || b.testId === "menu.join"));
    for (const b of this.lobbyButtons) b.setEnabled(!this.busy);
  }

  private setStatus(text: string, bad = false): void {
    this.statusText.setText(text).setColor(bad ? colors.textBad : colors.text);
  }

  private async join(run: () => Promise<GameConnection>, needsGame: boolean): Promise<void> {
    if (this.busy) return;
    const live = this.liveCheck();
    if (needsGame && !this.app.gameInfo(this.app.selectedGame)) { this.setStatus(this.app.i18n.t("menu.selectGame"), true); return; }
    this.app.name = this.nameInput.value;
    this.busy = true;
    this.refreshActions();
    this.setStatus(this.app.i18n.t("menu.connecting"));
    try {
      const conn = await run();
      this.app.attach(conn);
    } catch (err) {
      const message = (err as Error)?.message || String(err);
      this.app.lastError = { code: "join-failed", message };
      if (live()) {
        this.busy = false;
        this.refreshActions();
        this.setStatus(this.app.i18n.t("menu.joinFailed", { message }), true);
      }
    }
  }

  private joinByCode(): void {
    const code = this.codeInput.value.trim();
    if (code.length < 4) { this.setStatus(this.app.i18n.t("menu.badCode"), true); return; }
    void this.join(() => this.app.net.joinByCode(code, this.app.playerName), false);
  }

  private async watchLobbies(): Promise<void> {
    const live = this.liveCheck();
    this.drawLobbies();
    try {
      const stop = await this.app.net.watchLobbies((list) => {
        this.lobbies = list;
        this.lobbyError = null;
        if (live()) this.drawLobbies();
      }, (err) => { this.lobbyError = (err as Error).message; if (live()) this.drawLobbies(); });
      if (!live()) { stop(); return; }
      this.track(stop);
    } catch (err) {
      this.lobbyError = (err as Error)?.message || String(err);
      if (live()) this.drawLobbies();
    }
  }

  private drawLobbies(): void {
    for (const b of this.lobbyButtons) b.destroy();
    this.lobbyButtons = [];
    const { i18n } = this.app;
    if (this.lobbyError) this.lobbyStatus.setText(i18n.t("menu.lobbyListError", { message: this.lobbyError })).setColor(colors.textBad);
    else this.lobbyStatus.setText(this.lobbies.length ? "" : i18n.t("menu.noLobbies")).setColor(colors.textDim);
    this.lobbies.slice(0, 10).forEach((l, i) => {
      const m = l.metadata ?? {};
      const label = i18n.t("menu.lobbyRow", { game: this.app.gameName(m.game), host: m.host ?? "?", taken: m.taken ?? l.clients, players: m.players ?? l.maxClients });
      this.lobbyButtons.push(new Button(this, 950, 182 + i * 50, {
        testId: `lobby.${l.roomId}`, label, width: 560, height: 42, align: "left", fontSize: 16,
        enabled: !this.busy, onClick: () => void this.join(() => this.app.net.joinByCode(l.roomId, this.app.playerName), false),
      }));
    });
  }

  private async resume(): Promise<void> {
    if (this.app.resumeTried || !this.app.store.latest()) { this.app.resumeTried = true; return; }
    this.busy = true;
    this.refreshActions();
    this.setStatus(this.app.i18n.t("menu.resuming"));
    const live = this.liveCheck();
    const ok = await this.app.tryResume();
    if (!ok && live()) {
      this.busy = false;
      this.refreshActions();
      this.setStatus("");
    }
  }
}
