/**
 * Leaving a running game's table: stepping away (a bot plays the seat until the person comes back through My
 * games, with their stored seat or their account; turn-based, only once the seat's clock runs out) is one confirmed choice; resigning (a bot plays the seat to
 * the end, for good) is another, confirmed again.
 */
import type Phaser from "phaser";
import type { App } from "../app.ts";
import { confirmChoice, openModal } from "../ui/modal.ts";

export function askLeaveTable(scene: Phaser.Scene, app: App): void {
  const { i18n } = app;
  const seated = app.conn?.seat !== null && app.conn?.seat !== undefined && app.conn.snapshot?.phase === "playing";
  // A spectator, or a finished game, has no seat to keep or give up.
  if (!seated) return void app.leaveRoom();
  openModal({
    id: "leave", title: i18n.t(app.conn?.snapshot?.pace.kind === "realtime" ? "game.stepAway" : "game.stepAwayTurnBased"), cancel: "cancel", scene,
    buttons: [
      { id: "cancel", label: i18n.t("confirm.no") },
      { id: "resign", label: i18n.t("game.resign"), kind: "danger" },
      { id: "stepAway", label: i18n.t("game.leave"), kind: "primary" },
    ],
  }, (button) => {
    if (button === "stepAway") void app.leaveRoom();
    if (button !== "resign") return;
    void confirmChoice({ id: "resign", title: i18n.t("game.resignConfirm"), confirmLabel: i18n.t("game.resign"), cancelLabel: i18n.t("confirm.no"), danger: true, scene })
      .then((yes) => { if (yes) app.resign(); });
  });
}
