/**
 * The signed-in account's passkeys: each by its name (or its place, "Passkey 2"), when it was added and last used;
 * adding one (named first: the browser and its system are offered), renaming and removing one. The server keeps
 * the last passkey of an account without a password (it is the only way in); such an account may set a password
 * here too.
 */
import type Phaser from "phaser";
import type { App } from "../app.ts";
import { browserPasskeyName, type PasskeyInfo } from "../net/passkeys.ts";
import { openModal, type Modal } from "../ui/modal.ts";
import type { Translator } from "../i18n/index.ts";
import { accountErrorText } from "./accountError.ts";
import { ago } from "./ago.ts";

/** How a passkey made in this browser is named at first, in the person's language ("Chrome on Android"). */
export const browserName = (i18n: Translator) => (browser: string, system: string) => i18n.t("passkeys.browserName", { browser, system });

export async function openPasskeysDialog(app: App, scene: Phaser.Scene): Promise<void> {
  const { i18n } = app;
  const nameOf = (k: PasskeyInfo, i: number) => k.name ?? i18n.t("passkeys.numbered", { n: i + 1 });
  /** Runs an account call from a dialog; a refusal is told in it (which stays open). */
  const attempt = (modal: Modal, action: () => Promise<void>) => void action().catch((err) => modal.say(accountErrorText(i18n, err)));

  const show = (keys: PasskeyInfo[], note = "") => {
    const now = Date.now();
    const noPassword = app.account?.hasPassword === false;
    const lines = [
      ...(keys.length
        ? keys.map((k, i) => k.lastUsedAt === null
          ? i18n.t("passkeys.itemUnused", { name: nameOf(k, i), added: ago(i18n, k.createdAt, now) })
          : i18n.t("passkeys.item", { name: nameOf(k, i), added: ago(i18n, k.createdAt, now), used: ago(i18n, k.lastUsedAt, now) }))
        : [i18n.t("passkeys.none")]),
      ...(noPassword ? [i18n.t("passkeys.noPassword")] : []),
    ];
    const dialog = openModal({
      id: "passkeys", title: i18n.t("passkeys.title"), lines, cancel: "close", scene,
      buttons: [
        { id: "close", label: i18n.t("passkeys.close") },
        ...keys.flatMap((_, i) => [
          { id: `rename${i + 1}`, label: i18n.t("passkeys.rename", { n: i + 1 }) },
          { id: `remove${i + 1}`, label: i18n.t("passkeys.remove", { n: i + 1 }), kind: "danger" as const, staysOpen: true },
        ]),
        ...(noPassword ? [{ id: "password", label: i18n.t("account.setPassword") }] : []),
        { id: "add", label: i18n.t("passkeys.add"), kind: "primary" },
      ],
    }, (button, modal) => {
      const n = Number(/\d+$/.exec(button)?.[0] ?? 0);
      if (button === "add") nameNew(keys);
      else if (button === "password") setPassword();
      else if (button.startsWith("rename")) rename(keys, n - 1);
      else if (button.startsWith("remove")) attempt(modal, async () => show(await app.passkeys.remove(keys[n - 1].id), i18n.t("passkeys.removed")));
    });
    if (note) dialog.say(note);
  };

  /** Names the new passkey (the browser's name offered, else its place), then the browser's prompt makes it. */
  const nameNew = (keys: PasskeyInfo[]) => {
    openModal({
      id: "passkeyName", title: i18n.t("passkeys.add"), lines: [i18n.t("passkeys.nameHint")], cancel: "cancel", scene,
      fields: [{ id: "name", placeholder: i18n.t("passkeys.name"), maxLength: 40, value: browserPasskeyName(browserName(i18n)) ?? i18n.t("passkeys.numbered", { n: keys.length + 1 }) }],
      buttons: [{ id: "cancel", label: i18n.t("confirm.no") }, { id: "create", label: i18n.t("passkeys.create"), kind: "primary", staysOpen: true }],
    }, (button, modal) => {
      if (button === "cancel") return void reopen();
      attempt(modal, async () => {
        app.setAccount(await app.passkeys.add(modal.values().name.trim() || null));
        back(modal, await app.passkeys.list(), i18n.t("passkeys.added"));
      });
    });
  };

  const rename = (keys: PasskeyInfo[], i: number) => {
    const key = keys[i];
    openModal({
      id: "passkeyName", title: i18n.t("passkeys.renameTitle", { name: nameOf(key, i) }), cancel: "cancel", scene,
      fields: [{ id: "name", placeholder: i18n.t("passkeys.name"), maxLength: 40, value: key.name ?? "" }],
      buttons: [{ id: "cancel", label: i18n.t("confirm.no") }, { id: "save", label: i18n.t("passkeys.save"), kind: "primary", staysOpen: true }],
    }, (button, modal) => {
      if (button === "cancel") return void reopen();
      attempt(modal, async () => back(modal, await app.passkeys.rename(key.id, modal.values().name), i18n.t("passkeys.renamed")));
    });
  };

  /** A password for an account made with a passkey: it signs in with either then. */
  const setPassword = () => {
    openModal({
      id: "setPassword", title: i18n.t("account.setPassword"), lines: [i18n.t("account.setPasswordHint", { name: app.account?.name ?? "" })], cancel: "cancel", scene,
      fields: [{ id: "password", placeholder: i18n.t("account.password"), type: "password", maxLength: 128 }],
      buttons: [{ id: "cancel", label: i18n.t("confirm.no") }, { id: "save", label: i18n.t("account.setPassword"), kind: "primary", staysOpen: true }],
    }, (button, modal) => {
      if (button === "cancel") return void reopen();
      attempt(modal, async () => {
        app.setAccount(await app.accounts.setPassword(modal.values().password));
        back(modal, await app.passkeys.list(), i18n.t("account.passwordSet"));
      });
    });
  };

  /** Done in a naming or password dialog: back to the list, with what was done. */
  const back = (modal: Modal, keys: PasskeyInfo[], note: string) => {
    modal.close(); // first: closing it after the list opened would cancel it, and cancelling reopens the list
    show(keys, note);
  };

  /** The list as it is now (also when a naming or password dialog is cancelled, unless the menu went away). */
  const reopen = async () => {
    if (!scene.scene.isActive()) return;
    try {
      show(await app.passkeys.list());
    } catch (err) {
      app.toast(accountErrorText(i18n, err), "error");
    }
  };
  await reopen();
}
