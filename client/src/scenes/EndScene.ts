/** End screen: ranking (ties share a place), scores and the per-seat breakdown; back to the board, or to the menu. */
import { scoreLabel } from "../games/scores.ts";
import { humanize } from "../log/eventText.ts";
import { formatValue } from "../i18n/index.ts";
import { Button } from "../ui/Button.ts";
import { colors, fonts, textStyle, WIDTH } from "../ui/theme.ts";
import { BaseScene } from "./BaseScene.ts";
import { seatName } from "./seatName.ts";
import { rankRows, ratingArgs } from "./ranking.ts";

/** From the name's column to the row's right edge. */
const BREAKDOWN_WIDTH = 630;

export class EndScene extends BaseScene {
  constructor() { super("End"); }

  create(): void {
    this.setupScene();
    const { i18n } = this.app;
    const conn = this.app.conn;
    const snap = conn?.snapshot ?? null;
    const outcome = snap?.outcome ?? conn?.outcome ?? null;
    this.heading(i18n.t("end.title"), 60, 44);
    this.panel(240, 110, 800, 500);
    if (outcome) {
      const rows = rankRows(outcome);
      const winners = rows.filter((r) => r.place === 1).map((r) => seatName(snap, r.seat, i18n));
      this.add.text(WIDTH / 2, 150, i18n.t("end.winner", { names: winners.join(", ") }), textStyle(26, colors.textAccent, fonts.title)).setOrigin(0.5);
      // A row per seat; with a VP breakdown (up to 4 seats), a second line under the name lists it by category.
      const detailed = rows.some((r) => r.breakdown);
      const step = detailed ? Math.min(66, Math.floor(400 / rows.length)) : 48;
      rows.slice(0, 8).forEach((r, i) => {
        const top = 195 + i * step;
        const h = step - 6;
        const y = detailed ? top + 16 : top + h / 2;
        const me = r.seat === conn?.seat;
        this.add.rectangle(270, top, 740, h, me ? colors.selected : colors.button, 0.8).setOrigin(0).setRounded(8);
        this.add.text(290, y, i18n.t("end.place", { n: r.place }), textStyle(22, r.place === 1 ? colors.textAccent : colors.text, fonts.title)).setOrigin(0, 0.5);
        this.add.text(360, y, seatName(snap, r.seat, i18n) + (me ? ` (${i18n.t("lobby.you")})` : ""), textStyle(20)).setOrigin(0, 0.5);
        this.add.text(990, y, r.score === undefined ? "" : i18n.t("end.score", { score: r.score }), textStyle(20, colors.text)).setOrigin(1, 0.5);
        const rating = ratingArgs(conn?.ratings ?? null, r.seat);
        if (rating) this.add.text(880, y, i18n.t("end.rating", rating), textStyle(16, colors.text)).setOrigin(1, 0.5);
        if (r.breakdown) {
          const parts = Object.entries(r.breakdown).map(([k, v]) => `${scoreLabel(snap?.game ?? "", k, i18n.lang) ?? humanize(k)} ${formatValue(v, i18n.lang)}`).join(" · ");
          // Softer than the name, yet readable on the highlighted row (the dim colour is not).
          const line = this.add.text(360, top + h - 14, parts, textStyle(14, colors.text)).setOrigin(0, 0.5).setAlpha(0.8);
          // Long category names (or many categories) shrink to the row rather than run past the score.
          if (line.width > BREAKDOWN_WIDTH) line.setScale(BREAKDOWN_WIDTH / line.width);
        }
      });
    }
    // A rated game's changes follow the outcome: drawn again when they come after the screen.
    if (conn && !conn.ratings) this.track(conn.on("ratings", () => this.scene.restart()));
    // The final board and log stay open to a look: the Game scene shows them again, with a button back here.
    new Button(this, WIDTH / 2 - 300, 660, { testId: "end.board", label: i18n.t("end.board"), width: 280, height: 50, onClick: () => this.app.switchTo("Game", { review: true }) });
    new Button(this, WIDTH / 2 + 300, 660, { testId: "end.back", label: i18n.t("end.back"), width: 280, height: 50, kind: "primary", onClick: () => void this.app.leaveRoom() });
    // A rated game's standings are a click away.
    if (snap?.rated && snap.game) new Button(this, WIDTH - 130, 60, { testId: "end.leaderboard", label: i18n.t("leaderboard.open"), width: 200, height: 44, onClick: () => this.app.switchTo("Leaderboard", { game: snap.game, back: "End" }) });
    // A player reviews the game with its own secrets, a spectator the public record.
    const gameId = conn?.gameRecordId;
    if (gameId) new Button(this, WIDTH / 2, 660, { testId: "end.review", label: i18n.t("end.review"), width: 280, height: 50, onClick: () => void this.review(gameId, conn.seat === null ? undefined : conn.credential) });
  }

  private async review(gameId: string, credential?: string): Promise<void> {
    if (!(await this.app.openReview(gameId, credential))) this.app.toast(this.app.i18n.t("end.noReview"), "error");
  }
}
