/**
 * Leaving a running game's table: stepping away (a bot plays the seat until the person comes back through My
 * games, with their stored seat or their account) is one confirmed choice; resigning (a bot plays the seat to
 * the end, for good) is another, confirmed again.
 */
import type Phaser from "phaser";
import type { App } from "../app.ts";
import { confirmDialog, Dialog } from "../ui/Dialog.ts";

export function askLeaveTable(scene: Phaser.Scene, app: App): void {
  const { i18n } = app;
  const seated = app.conn?.seat !== null && app.conn?.seat !== undefined && app.conn.snapshot?.phase === "playing";
  // A spectator, or a finished game, has no seat to keep or give up.
  if (!seated) return void app.leaveRoom();
  const dialog: Dialog = new Dialog(scene, "leave", i18n.t("game.stepAway"), [
    { id: "cancel", label: i18n.t("confirm.no"), onClick: () => dialog.close() },
    { id: "resign", label: i18n.t("game.resign"), kind: "danger", onClick: () => {
      dialog.close();
      confirmDialog(scene, "resign", i18n.t("game.resignConfirm"), { yes: i18n.t("game.resign"), no: i18n.t("confirm.no") }, () => app.resign(), "danger");
    } },
    { id: "stepAway", label: i18n.t("game.leave"), kind: "primary", onClick: () => { dialog.close(); void app.leaveRoom(); } },
  ]);
}
