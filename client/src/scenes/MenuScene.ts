/**
 * Main menu: pick a game and a player count, then quick match / private or public lobby / play vs
 * bots, join by code, or join an open public lobby from the live list. My games lists the person's
 * lobbies, running and finished games (one click back to a table); the account strip saves the guest
 * account with a name and a password or a passkey, signs in (with either) and out, and manages passkeys.
 * Language EN/RU.
 *
 * Two layouts: wide (the game and its actions on the left, My games and open lobbies on the right) and
 * portrait (a phone held upright: everything stacked in one column).
 */
import Phaser from "phaser";
import type { GameInfo, MyGame } from "../../../engine/core/protocol.ts";
import { LANGS } from "../i18n/index.ts";
import type { AccountInfo } from "../../../engine/core/protocol.ts";
import { browserPasskeyName, passkeysSupported } from "../net/passkeys.ts";
import type { Listing } from "../net/lobbyList.ts";
import type { GameConnection } from "../net/gameRoom.ts";
import { Button } from "../ui/Button.ts";
import { paceLabel, timeLeft } from "../ui/clock-text.ts";
import { addInput } from "../ui/dom.ts";
import { openModal, type Modal } from "../ui/modal.ts";
import { colors, fonts, textStyle } from "../ui/theme.ts";
import { BaseScene } from "./BaseScene.ts";
import { accountErrorText } from "./accountError.ts";
import { ago } from "./ago.ts";
import { browserName, openPasskeysDialog } from "./passkeysDialog.ts";
import { ratingChange } from "./ratingChange.ts";

interface Row { x: number; y: number; w: number; step: number; count: number }

/** Where things go, wide or portrait. */
interface MenuLayout {
  account: { textX: number; textY: number; buttons: [number, number][]; buttonW: number };
  lang: { labelX: number; y: number; firstX: number; step: number; w: number };
  gamesTitle: [number, number];
  /** Centre of the selected game's leaderboard button: at the end of the games' title line (wide), left of the account's buttons (portrait). */
  leaderboard: [number, number];
  games: Row;
  players: { dec: number; text: number; inc: number; y: number };
  name: { labelX: number; labelY: number | null; x: number; y: number; w: number };
  actions: { x: number; y: number; w: number; dx: number; dy: number };
  code: { labelX: number; labelY: number; inputX: number; y: number; inputW: number; joinX: number; joinW: number };
  myGamesTitle: [number, number];
  myGames: Row;
  lobbiesTitle: [number, number];
  lobbies: Row;
  status: [number, number];
  font: number;
}

/** Rows of games the portrait menu holds: three (the games offered), up to five when more are offered (a test server's). */
const portraitGameRows = (games: number) => Math.min(5, Math.max(3, games));

function layoutFor(W: number, H: number, portrait: boolean, games: number): MenuLayout {
  if (!portrait) {
    return {
      account: { textX: 30, textY: 24, buttons: [[105, 62], [265, 62]], buttonW: 150 },
      lang: { labelX: W - 250, y: 30, firstX: W - 200, step: 78, w: 68 },
      gamesTitle: [50, 132], leaderboard: [510, 143], games: { x: 50, y: 180, w: 540, step: 48, count: 4 },
      players: { dec: 80, text: 200, inc: 320, y: 372 },
      name: { labelX: 360, labelY: 372, x: 360, y: 410, w: 250 },
      actions: { x: 195, y: 475, w: 270, dx: 290, dy: 56 },
      code: { labelX: 50, labelY: 610, inputX: 50, y: 645, inputW: 200, joinX: 340, joinW: 150 },
      myGamesTitle: [670, 132], myGames: { x: 670, y: 180, w: 560, step: 46, count: 5 },
      lobbiesTitle: [670, 415], lobbies: { x: 670, y: 462, w: 560, step: 46, count: 5 },
      status: [W / 2, 705], font: 16,
    };
  }
  const colW = W - 24;
  const half = (colW - 12) / 2;
  const rows = (top: number, bottom: number) => Math.max(1, Math.floor((bottom - top) / 44));
  // Three games fit above the rest of the column; each game more (a test server's) moves it down a row.
  const count = portraitGameRows(games), d = (count - 3) * 44;
  const lobbiesTop = 700 + d + Math.max(0, H - 1000 - d) / 2;
  return {
    account: { textX: 12, textY: 62, buttons: [[W - 12 - 65 - 140, 100], [W - 12 - 65, 100]], buttonW: 130 },
    lang: { labelX: -1, y: 26, firstX: W - 90, step: 56, w: 50 },
    gamesTitle: [12, 128], leaderboard: [12 + 80, 100], games: { x: 12, y: 170, w: colW, step: 44, count },
    players: { dec: 34, text: 110, inc: 186, y: 312 + d },
    name: { labelX: -1, labelY: null, x: 222, y: 312 + d, w: W - 234 },
    actions: { x: 12 + half / 2, y: 366 + d, w: half, dx: half + 12, dy: 54 },
    code: { labelX: -1, labelY: 0, inputX: 12, y: 476 + d, inputW: colW - 162, joinX: W - 12 - 75, joinW: 150 },
    myGamesTitle: [12, 516 + d], myGames: { x: 12, y: 556 + d, w: colW, step: 44, count: rows(556 + d, lobbiesTop - 20) },
    lobbiesTitle: [12, lobbiesTop], lobbies: { x: 12, y: lobbiesTop + 40, w: colW, step: 44, count: rows(lobbiesTop + 40, H - 40) },
    status: [W / 2, H - 18], font: 15,
  };
}

export class MenuScene extends BaseScene {
  private gameButtons: Button[] = [];
  private actionButtons: Button[] = [];
  private lobbyButtons: Button[] = [];
  private myGameButtons: Button[] = [];
  private accountButtons: Button[] = [];
  private playersText!: Phaser.GameObjects.Text;
  private statusText!: Phaser.GameObjects.Text;
  private gamesStatus!: Phaser.GameObjects.Text;
  private lobbyStatus!: Phaser.GameObjects.Text;
  private myGamesTitle!: Phaser.GameObjects.Text;
  /** The number of games waiting for the person's move, on a round badge beside the title (hidden at 0). */
  private myGamesBadge!: Phaser.GameObjects.Container;
  private myGamesStatus!: Phaser.GameObjects.Text;
  private accountText!: Phaser.GameObjects.Text;
  private retry!: Button;
  private nameInput!: HTMLInputElement;
  private codeInput!: HTMLInputElement;
  private busy = false;
  private players = 0;
  private lobbies: Listing[] = [];
  private lobbyError: string | null = null;
  private L!: MenuLayout;

  constructor() { super("Menu"); }

  /** The number on the My games badge, "" while it is hidden (for the test hook). */
  get badge(): string {
    return this.myGamesBadge?.visible ? (this.myGamesBadge.list[1] as Phaser.GameObjects.Text).text : "";
  }

  create(): void {
    this.setupScene(true);
    const { i18n } = this.app;
    const W = this.scale.width, H = this.scale.height;
    const L = this.L = layoutFor(W, H, !!this.portrait, this.app.games.length);
    this.busy = false;
    if (this.portrait) {
      this.heading(i18n.t("app.title"), 26, 30).setX(W / 2 - 40);
    } else {
      if (this.textures.exists("logo")) this.add.image(W / 2 - 190, 52, "logo").setDisplaySize(64, 64);
      this.heading(i18n.t("app.title"), 44, 44);
      this.add.text(W / 2, 88, i18n.t("app.subtitle"), textStyle(16, colors.textDim)).setOrigin(0.5);
    }

    // Language
    if (L.lang.labelX >= 0) this.add.text(L.lang.labelX, L.lang.y, i18n.t("menu.language"), textStyle(15, colors.textDim)).setOrigin(1, 0.5);
    LANGS.forEach((lang, i) => new Button(this, L.lang.firstX + i * L.lang.step, L.lang.y, {
      testId: `lang.${lang}`, label: lang.toUpperCase(), width: L.lang.w, height: 34, fontSize: 15,
      selected: i18n.lang === lang, onClick: () => this.app.i18n.setLang(lang),
    }));

    // Account
    this.accountText = this.add.text(L.account.textX, L.account.textY, "", textStyle(L.font, colors.textDim)).setOrigin(0, 0.5);

    // Left column (wide): game, players, name, actions, join by code
    if (!this.portrait) this.panel(30, 120, 600, 570);
    this.add.text(L.gamesTitle[0], L.gamesTitle[1], i18n.t("menu.games"), textStyle(20, colors.textAccent, fonts.title));
    this.gamesStatus = this.add.text(L.games.x, L.games.y - 10, "", { ...textStyle(L.font, colors.textDim), wordWrap: { width: L.games.w } });
    this.retry = new Button(this, L.games.x + 80, L.games.y + 55, { testId: "menu.retry", label: i18n.t("menu.retry"), width: 160, onClick: () => void this.loadGames() });
    this.retry.setVisible(false);
    this.actionButtons.push(new Button(this, L.leaderboard[0], L.leaderboard[1], { testId: "menu.leaderboard", label: i18n.t("leaderboard.open"), width: 160, height: 32, fontSize: 15,
      onClick: () => this.app.switchTo("Leaderboard", { game: this.app.selectedGame, back: "Menu" }) }));

    const P = L.players;
    new Button(this, P.dec, P.y, { testId: "players.dec", label: "−", width: 44, height: 40, fontSize: 22, onClick: () => this.setPlayers(this.players - 1) });
    this.playersText = this.add.text(P.text, P.y, "", textStyle(18)).setOrigin(0.5);
    new Button(this, P.inc, P.y, { testId: "players.inc", label: "+", width: 44, height: 40, fontSize: 22, onClick: () => this.setPlayers(this.players + 1) });

    if (L.name.labelY !== null) this.add.text(L.name.labelX, L.name.labelY, i18n.t("menu.name"), textStyle(16, colors.textDim)).setOrigin(0, 0.5);
    this.nameInput = addInput(this, L.name.x, L.name.y, { id: "epochs-name", value: this.app.name, placeholder: this.portrait ? i18n.t("menu.name") : this.app.playerName, width: L.name.w, maxLength: 24, onInput: (v) => { this.app.name = v; } }).element;

    const actions: [string, string, () => Promise<GameConnection>][] = [
      ["menu.quick", i18n.t("menu.quick"), () => this.app.net.quickMatch(this.request())],
      ["menu.private", i18n.t("menu.private"), () => this.app.net.createLobby("private", this.request())],
      ["menu.public", i18n.t("menu.public"), () => this.app.net.createLobby("public", this.request())],
      ["menu.bots", i18n.t("menu.bots"), () => this.app.net.playBots(this.request())],
    ];
    const A = L.actions;
    actions.forEach(([id, label, run], i) => {
      this.actionButtons.push(new Button(this, A.x + (i % 2) * A.dx, A.y + Math.floor(i / 2) * A.dy, {
        testId: id, label, width: A.w, height: 46, kind: i === 0 ? "primary" : "normal", onClick: () => this.join(run, true),
      }));
    });

    const C = L.code;
    if (C.labelX >= 0) this.add.text(C.labelX, C.labelY, i18n.t("menu.joinCode"), textStyle(16, colors.textDim)).setOrigin(0, 0.5);
    this.codeInput = addInput(this, C.inputX, C.y, { id: "epochs-join-code", placeholder: this.portrait ? `${i18n.t("menu.joinCode")}: ABC123` : "ABC123", width: C.inputW, maxLength: 16, onEnter: () => this.joinByCode() }).element;
    // Codes are shown in capitals; typing one in any case is the same code.
    this.codeInput.style.textTransform = "uppercase";
    this.codeInput.autocapitalize = "characters";
    this.actionButtons.push(new Button(this, C.joinX, C.y, { testId: "menu.join", label: i18n.t("menu.join"), width: C.joinW, onClick: () => this.joinByCode() }));

    // Right column (wide): my games, open lobbies
    if (!this.portrait) this.panel(650, 120, 600, 570);
    this.myGamesTitle = this.add.text(L.myGamesTitle[0], L.myGamesTitle[1], i18n.t("menu.myGames"), textStyle(20, colors.textAccent, fonts.title));
    this.myGamesBadge = this.add.container(0, 0, [
      this.add.circle(0, 0, 15, colors.bad),
      this.add.text(0, 0, "", textStyle(17, colors.text, fonts.title)).setOrigin(0.5),
    ]).setVisible(false);
    this.myGamesStatus = this.add.text(L.myGames.x, L.myGames.y - 10, "", { ...textStyle(L.font, colors.textDim), wordWrap: { width: L.myGames.w } });
    this.add.text(L.lobbiesTitle[0], L.lobbiesTitle[1], i18n.t("menu.lobbies"), textStyle(20, colors.textAccent, fonts.title));
    this.lobbyStatus = this.add.text(L.lobbies.x, L.lobbies.y - 10, "", { ...textStyle(L.font, colors.textDim), wordWrap: { width: L.lobbies.w } });

    this.statusText = this.add.text(L.status[0], L.status[1], "", { ...textStyle(L.font, colors.text), wordWrap: { width: W - 24 }, align: "center" }).setOrigin(0.5);

    this.track(this.app.on("games", () => this.drawGames()));
    this.track(this.app.on("account", () => this.drawAccount()));
    this.track(this.app.on("myGames", () => this.drawMyGames()));
    this.drawGames();
    this.drawAccount();
    this.drawMyGames();
    if (!this.app.games.length && !this.app.gamesLoading) void this.loadGames();
    void this.app.refreshMyGames();
    void this.watchLobbies();
    void this.resume();
  }

  protected override onShutdown(): void {
    this.gameButtons = [];
    this.actionButtons = [];
    this.lobbyButtons = [];
    this.myGameButtons = [];
    this.accountButtons = [];
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
    // More games than the portrait layout was made for (the list came after it): lay the menu out again.
    if (this.portrait && portraitGameRows(games.length) !== this.L.games.count) { this.scene.restart(); return; }
    if (games.length && !this.app.gameInfo(this.app.selectedGame)) this.app.selectedGame = games[0].id;
    const R = this.L.games;
    games.slice(0, R.count).forEach((g, i) => {
      const b = new Button(this, R.x + R.w / 2, R.y + i * R.step, {
        testId: `game.${g.id}`, label: g.name[i18n.lang] ?? g.name.en, width: R.w, height: R.step - 6, align: "left",
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
    for (const b of [...this.lobbyButtons, ...this.myGameButtons]) b.setEnabled(!this.busy);
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

  // --- account ----------------------------------------------------------------------------------

  private drawAccount(): void {
    if (!this.alive) return;
    for (const b of this.accountButtons) b.destroy();
    this.accountButtons = [];
    const { i18n } = this.app;
    const account = this.app.account;
    const A = this.L.account;
    this.accountText.setText(!account ? "" : account.guest ? i18n.t("account.guest") : i18n.t("account.signedIn", { name: account.name ?? "" }));
    if (!account) return;
    const buttons: [string, string, () => void][] = account.guest
      ? [["account.save", i18n.t("account.save"), () => this.accountDialog("claim")], ["account.signIn", i18n.t("account.signIn"), () => this.accountDialog("signIn")]]
      : [
          ...(passkeysSupported() ? [["account.passkeys", i18n.t("passkeys.title"), () => void openPasskeysDialog(this.app, this)] as [string, string, () => void]] : []),
          ["account.signOut", i18n.t("account.signOut"), () => void this.signOut()],
        ];
    buttons.forEach(([id, label, onClick], i) => {
      const [x, y] = A.buttons[buttons.length === 1 ? 1 : i];
      this.accountButtons.push(new Button(this, x, y, { testId: id, label, width: A.buttonW, height: 36, fontSize: 15, kind: i === 0 && account.guest ? "primary" : "normal", onClick }));
    });
  }

  /**
   * Asks for a name and a password: to save the guest account (`claim`) or to sign in to another. Where the
   * browser has passkeys, the name alone and a new passkey save it, and a passkey signs in without either.
   */
  private accountDialog(kind: "claim" | "signIn"): void {
    const { i18n } = this.app;
    const passkeys = passkeysSupported();
    const run = async (dialog: Modal, action: () => Promise<AccountInfo>) => {
      try {
        const account = await action();
        dialog.close();
        this.app.toast(kind === "claim" ? i18n.t("account.saved") : i18n.t("account.welcome", { name: account.name ?? "" }), "good");
        this.app.setAccount(account);
      } catch (err) {
        dialog.say(accountErrorText(i18n, err));
      }
    };
    openModal({
      id: "account", title: kind === "claim" ? i18n.t("account.saveHint") : i18n.t("account.signIn"), cancel: "cancel", scene: this,
      lines: passkeys ? [kind === "claim" ? i18n.t("account.passkeyClaimHint") : i18n.t("account.passkeySignInHint")] : [],
      fields: [
        { id: "name", placeholder: i18n.t("account.name"), maxLength: 24 },
        { id: "password", placeholder: i18n.t("account.password"), type: "password", maxLength: 128 },
      ],
      buttons: [
        { id: "cancel", label: i18n.t("confirm.no") },
        ...(passkeys ? [{ id: "passkey", label: kind === "claim" ? i18n.t("account.passkeyClaim") : i18n.t("account.passkeySignIn"), staysOpen: true }] : []),
        { id: "submit", label: kind === "claim" ? i18n.t("account.save") : i18n.t("account.signIn"), kind: "primary", staysOpen: true },
      ],
    }, (button, dialog) => {
      const v = dialog.values();
      if (button === "submit") void run(dialog, () => kind === "claim" ? this.app.accounts.claim(v.name, v.password) : this.app.accounts.signIn(v.name, v.password));
      else if (button === "passkey") void run(dialog, () => kind === "claim" ? this.app.passkeys.claim(v.name, browserPasskeyName(browserName(i18n))) : this.app.passkeys.signIn());
    });
  }

  private async signOut(): Promise<void> {
    try { await this.app.accounts.signOut(); } catch { /* the cookie is gone either way once the server answers */ }
    this.app.toast(this.app.i18n.t("account.signedOut"));
    // A new guest account: this browser plays on without a name until it signs in again.
    this.app.setAccount(await this.app.accounts.session().catch(() => null));
  }

  // --- my games and open lobbies --------------------------------------------------------------

  private drawMyGames(): void {
    if (!this.alive) return;
    for (const b of this.myGameButtons) b.destroy();
    this.myGameButtons = [];
    const { i18n } = this.app;
    const games = this.app.myGames;
    const turns = games.filter((g) => g.yourTurn).length;
    this.myGamesTitle.setColor(turns ? colors.textGood : colors.textAccent);
    const title = this.myGamesTitle.getBounds();
    (this.myGamesBadge.list[1] as Phaser.GameObjects.Text).setText(String(turns));
    this.myGamesBadge.setPosition(title.right + 24, title.centerY).setVisible(turns > 0);
    this.myGamesStatus.setText(games.length ? "" : i18n.t("menu.noMyGames"));
    const R = this.L.myGames;
    games.slice(0, R.count).forEach((g, i) => {
      const playable = g.status !== "finished";
      this.myGameButtons.push(new Button(this, R.x + R.w / 2, R.y + i * R.step, {
        testId: `mygame.${g.roomId}`, label: this.myGameLabel(g), width: R.w, height: R.step - 6, align: "left", fontSize: 16,
        kind: g.yourTurn ? "primary" : "normal", enabled: playable && !this.busy,
        onClick: () => void this.join(() => this.app.net.rejoin(g.roomId, this.app.playerName), false),
      }));
    });
  }

  private myGameLabel(g: MyGame): string {
    const { i18n } = this.app;
    const status = g.status === "lobby" ? i18n.t("myGames.lobby")
      : g.status === "finished" ? [i18n.t("myGames.finished"), g.place ? i18n.t("end.place", { n: g.place }) : "", ratingChange(i18n, g.ratingChange)].filter(Boolean).join(" ")
      : g.yourTurn ? i18n.t("myGames.yourTurn")
      : g.waitingFor?.length ? i18n.t("myGames.waitingFor", { names: g.waitingFor.map((s) => g.names[s] ?? `#${s + 1}`).join(", ") })
      : i18n.t("myGames.running");
    const now = Date.now();
    const row = { game: this.app.gameName(g.game), status, ago: ago(i18n, g.updatedAt, now) };
    // A running clock: the time left to whoever it runs for.
    if (g.status === "playing" && g.deadline) return i18n.t("myGames.rowClock", { ...row, left: i18n.t("clock.left", { time: timeLeft(i18n, g.deadline, now) }) });
    return i18n.t("myGames.row", row);
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
    const R = this.L.lobbies;
    this.lobbies.slice(0, R.count).forEach((l, i) => {
      const m = l.metadata ?? {};
      const parts = [i18n.t("menu.lobbyRow", { game: this.app.gameName(m.game), host: m.host ?? "?", taken: m.taken ?? l.clients, players: m.players ?? l.maxClients })];
      if (m.pace && m.pace.kind !== "realtime") parts.push(i18n.t("menu.lobbyTurnBased", { clock: paceLabel(i18n, m.pace, 0) }));
      if (m.rated) parts.push(i18n.t("menu.lobbyRated"));
      const label = parts.join(" · ");
      this.lobbyButtons.push(new Button(this, R.x + R.w / 2, R.y + i * R.step, {
        testId: `lobby.${l.roomId}`, label, width: R.w, height: R.step - 6, align: "left", fontSize: 16,
        enabled: !this.busy, onClick: () => void this.join(() => this.app.net.joinByCode(l.roomId, this.app.playerName), false),
      }));
    });
  }

  private async resume(): Promise<void> {
    if (await this.app.openLinkedReview()) return;
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
