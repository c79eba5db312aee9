/**
 * A game's leaderboard, a page at a time: place, name, rating (rounded) and rated games, with the person's own row
 * highlighted and their place told under the table even when it is on another page ("My place" goes there).
 * Opened from the menu (the selected game) and from a rated game's end screen; Back returns there. A list under
 * the title (a native select: mouse, finger and keyboard alike) switches to another game's leaderboard.
 *
 * Two layouts: wide (a centred table, the pager along the bottom) and portrait (the table across the screen,
 * the pager in two rows of big buttons).
 */
import type Phaser from "phaser";
import type { LeaderboardEntry, LeaderboardPage } from "../../../engine/core/protocol.ts";
import type { SceneKey } from "../app.ts";
import { fetchLeaderboard } from "../net/api.ts";
import { setLeaderboardSource } from "../testHook.ts";
import { Button } from "../ui/Button.ts";
import { inputStyle } from "../ui/dom.ts";
import { colors, fonts, textStyle } from "../ui/theme.ts";
import { BaseScene } from "./BaseScene.ts";

interface LeaderboardLayout {
  titleY: number;
  titleSize: number;
  /** The game list: its centre's y and its width. */
  gameY: number;
  gameW: number;
  table: { x: number; y: number; w: number; h: number };
  /** Column anchors: place and name left-aligned, rating and games right-aligned. */
  cols: { place: number; name: number; rating: number; games: number };
  rowH: number;
  rows: number;
  youY: number;
  pageY: number;
  /** Centres of the back, previous, next and my-place buttons, and their width. */
  buttons: [number, number][];
  buttonW: number;
  font: number;
}

function layoutFor(W: number, H: number, portrait: boolean): LeaderboardLayout {
  if (!portrait) {
    const table = { x: 190, y: 100, w: 900, h: 504 };
    return {
      titleY: 30, titleSize: 30, gameY: 70, gameW: 420, table, cols: { place: 230, name: 310, rating: 900, games: 1050 }, rowH: 44, rows: 10,
      youY: 628, pageY: 680, buttons: [[130, 680], [400, 680], [880, 680], [1150, 680]], buttonW: 220, font: 18,
    };
  }
  const bw = (W - 36) / 2;
  const table = { x: 12, y: 96, w: W - 24, h: H - 96 - 240 };
  const rowH = 44;
  return {
    titleY: 26, titleSize: 24, gameY: 66, gameW: W - 24, table, cols: { place: 24, name: 74, rating: W - 110, games: W - 24 }, rowH,
    rows: Math.max(3, Math.floor((table.h - 50) / rowH)), youY: table.y + table.h + 14, pageY: H - 150,
    buttons: [[12 + bw / 2, H - 40], [12 + bw / 2, H - 100], [24 + bw * 1.5, H - 100], [24 + bw * 1.5, H - 40]], buttonW: bw, font: 16,
  };
}

export interface LeaderboardData {
  game: string;
  /** The scene Back returns to. */
  back: SceneKey;
}

export class LeaderboardScene extends BaseScene {
  private board!: LeaderboardData;
  private L!: LeaderboardLayout;
  private offset = 0;
  private page: LeaderboardPage | null = null;
  private rowsLayer!: Phaser.GameObjects.Container;
  private status!: Phaser.GameObjects.Text;
  private you!: Phaser.GameObjects.Text;
  private pageText!: Phaser.GameObjects.Text;
  private prevBtn!: Button;
  private nextBtn!: Button;
  private mineBtn!: Button;

  constructor() { super("Leaderboard"); }

  create(data: LeaderboardData): void {
    this.setupScene(true);
    const { i18n } = this.app;
    if (data?.game) {
      if (this.board?.game !== data.game) this.offset = 0;
      this.board = data;
    }
    const W = this.scale.width, H = this.scale.height;
    const L = this.L = layoutFor(W, H, !!this.portrait);
    this.page = null;
    this.heading(i18n.t("leaderboard.title"), L.titleY, L.titleSize);
    this.gameList(W / 2 - L.gameW / 2, L.gameY, L.gameW);

    const T = L.table;
    this.panel(T.x, T.y, T.w, T.h);
    const headY = T.y + 24;
    const head = (x: number, text: string, right = false) => this.add.text(x, headY, text, textStyle(L.font - 2, colors.textAccent, fonts.title)).setOrigin(right ? 1 : 0, 0.5);
    head(L.cols.place, i18n.t("leaderboard.place"));
    head(L.cols.name, i18n.t("leaderboard.name"));
    head(L.cols.rating, i18n.t("leaderboard.rating"), true);
    head(L.cols.games, i18n.t("leaderboard.games"), true);
    this.rowsLayer = this.add.container(0, 0);
    this.status = this.add.text(W / 2, T.y + T.h / 2, "", { ...textStyle(L.font, colors.textDim), wordWrap: { width: T.w - 40 }, align: "center" }).setOrigin(0.5);
    this.you = this.add.text(W / 2, L.youY, "", { ...textStyle(L.font, colors.text), wordWrap: { width: W - 24 }, align: "center" }).setOrigin(0.5, 0);
    this.pageText = this.add.text(W / 2, L.pageY, "", textStyle(L.font, colors.textDim)).setOrigin(0.5);

    const [back, prev, next, mine] = L.buttons;
    new Button(this, back[0], back[1], { testId: "leaderboard.back", label: i18n.t("leaderboard.back"), width: L.buttonW, height: 48, kind: "primary", onClick: () => this.app.switchTo(this.board.back) });
    this.prevBtn = new Button(this, prev[0], prev[1], { testId: "leaderboard.prev", label: i18n.t("leaderboard.prev"), width: L.buttonW, height: 48, onClick: () => void this.showPage(this.offset - L.rows) });
    this.nextBtn = new Button(this, next[0], next[1], { testId: "leaderboard.next", label: i18n.t("leaderboard.next"), width: L.buttonW, height: 48, onClick: () => void this.showPage(this.offset + L.rows) });
    this.mineBtn = new Button(this, mine[0], mine[1], { testId: "leaderboard.mine", label: i18n.t("leaderboard.mine"), width: L.buttonW, height: 48,
      onClick: () => { const you = this.page?.you; if (you) void this.showPage(Math.floor((you.place - 1) / L.rows) * L.rows); } });

    setLeaderboardSource(() => this.page && { game: this.board.game, offset: this.page.offset, total: this.page.total, rows: this.page.players, you: this.page.you, pageSize: L.rows });
    this.track(() => setLeaderboardSource(null));
    // A page asked for at another layout starts where a page of this one holds its first row.
    void this.showPage(Math.floor(this.offset / L.rows) * L.rows);
  }

  /** The list of games whose leaderboard this is; choosing another shows that one's first page. */
  private gameList(x: number, y: number, width: number): void {
    const select = document.createElement("select");
    select.id = "epochs-leaderboard-game";
    select.setAttribute("aria-label", this.app.i18n.t("leaderboard.game"));
    select.setAttribute("style", `${inputStyle} width: ${width}px; font-size: 17px; padding: 6px 10px; min-height: 40px;`);
    const games = this.app.games.length ? this.app.games : [{ id: this.board.game }];
    for (const g of games) {
      const o = document.createElement("option");
      o.value = g.id;
      o.textContent = this.app.gameName(g.id);
      select.append(o);
    }
    select.value = this.board.game;
    select.addEventListener("change", () => this.scene.restart({ game: select.value, back: this.board.back }));
    this.add.dom(x, y, select).setOrigin(0, 0.5);
  }

  private async showPage(offset: number): Promise<void> {
    const live = this.liveCheck();
    const { i18n } = this.app;
    this.offset = Math.max(0, offset);
    this.status.setText(i18n.t("leaderboard.loading")).setColor(colors.textDim);
    this.setPager(null);
    try {
      const page = await fetchLeaderboard(this.app.endpoints.api, this.board.game, this.offset, this.L.rows);
      if (!live() || page.offset !== this.offset) return;
      this.page = page;
      this.status.setText(page.total ? "" : i18n.t("leaderboard.empty"));
      this.drawRows(page);
      this.setPager(page);
    } catch (err) {
      if (live()) this.status.setText(i18n.t("leaderboard.error", { message: (err as Error)?.message ?? String(err) })).setColor(colors.textBad);
    }
  }

  private setPager(page: LeaderboardPage | null): void {
    const { i18n } = this.app;
    const size = this.L.rows;
    const pages = page ? Math.max(1, Math.ceil(page.total / size)) : 0;
    this.pageText.setText(page ? i18n.t("leaderboard.page", { n: Math.floor(page.offset / size) + 1, of: pages }) : "");
    this.prevBtn.setEnabled(!!page && page.offset > 0);
    this.nextBtn.setEnabled(!!page && page.offset + size < page.total);
    const you = page?.you;
    this.mineBtn.setEnabled(!!you && (you.place <= page!.offset || you.place > page!.offset + size));
    this.you.setText(!page || !this.app.account ? "" : you
      ? i18n.t("leaderboard.you", { place: you.place, total: page.total, rating: you.rating, games: you.games })
      : i18n.t("leaderboard.unrated"));
    if (!page) this.rowsLayer.removeAll(true);
  }

  private drawRows(page: LeaderboardPage): void {
    const { i18n } = this.app;
    const { table: T, cols, rowH, font } = this.L;
    this.rowsLayer.removeAll(true);
    page.players.forEach((p: LeaderboardEntry, i) => {
      const y = T.y + 50 + i * rowH + rowH / 2;
      const mine = page.you?.place === p.place;
      const bg = this.add.rectangle(T.x + 10, y - (rowH - 6) / 2, T.w - 20, rowH - 6, mine ? colors.selected : colors.button, 0.8).setOrigin(0).setRounded(8);
      const style = textStyle(font, mine ? colors.textAccent : colors.text);
      const name = this.add.text(cols.name, y, p.name ?? i18n.t("leaderboard.guest"), { ...style, color: p.name ? style.color : colors.textDim }).setOrigin(0, 0.5);
      // A long name shrinks rather than run under the rating.
      const room = cols.rating - 90 - cols.name;
      if (name.width > room) name.setScale(Math.max(0.55, room / name.width));
      this.rowsLayer.add([
        bg,
        this.add.text(cols.place, y, String(p.place), textStyle(font, p.place <= 3 ? colors.textAccent : colors.text, fonts.title)).setOrigin(0, 0.5),
        name,
        this.add.text(cols.rating, y, String(p.rating), style).setOrigin(1, 0.5),
        this.add.text(cols.games, y, String(p.games), style).setOrigin(1, 0.5),
      ]);
    });
  }
}
