/**
 * The signed-in account's passkeys: when each was added and last used, adding one (the browser's prompt) and
 * removing one. The server keeps the last passkey of an account without a password (it is the only way in).
 */
import type Phaser from "phaser";
import type { App } from "../app.ts";
import type { PasskeyInfo } from "../net/passkeys.ts";
import { openModal } from "../ui/modal.ts";
import { accountErrorText } from "./accountError.ts";
import { ago } from "./ago.ts";

export async function openPasskeysDialog(app: App, scene: Phaser.Scene): Promise<void> {
  const { i18n } = app;
  const show = (keys: PasskeyInfo[], note = "") => {
    const now = Date.now();
    const lines = keys.length
      ? keys.map((k, i) => k.lastUsedAt === null
        ? i18n.t("passkeys.itemUnused", { n: i + 1, added: ago(i18n, k.createdAt, now) })
        : i18n.t("passkeys.item", { n: i + 1, added: ago(i18n, k.createdAt, now), used: ago(i18n, k.lastUsedAt, now) }))
      : [i18n.t("passkeys.none")];
    const dialog = openModal({
      id: "passkeys", title: i18n.t("passkeys.title"), lines, cancel: "close", scene,
      buttons: [
        { id: "close", label: i18n.t("passkeys.close") },
        ...keys.map((_, i) => ({ id: `remove${i + 1}`, label: i18n.t("passkeys.remove", { n: i + 1 }), kind: "danger" as const, staysOpen: true })),
        { id: "add", label: i18n.t("passkeys.add"), kind: "primary", staysOpen: true },
      ],
    }, (button, modal) => {
      if (button === "close") return;
      const removing = button === "add" ? null : keys[Number(button.slice("remove".length)) - 1];
      void (async () => {
        try {
          if (removing) {
            show(await app.passkeys.remove(removing.id), i18n.t("passkeys.removed"));
          } else {
            await app.passkeys.add();
            show(await app.passkeys.list(), i18n.t("passkeys.added"));
          }
        } catch (err) {
          modal.say(accountErrorText(i18n, err));
        }
      })();
    });
    if (note) dialog.say(note);
  };
  try {
    show(await app.passkeys.list());
  } catch (err) {
    app.toast(accountErrorText(i18n, err), "error");
  }
}
