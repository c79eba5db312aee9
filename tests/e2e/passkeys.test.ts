/**
 * Passkeys through the real menu, with Chromium's virtual authenticator (CDP `WebAuthn`) as the device: a guest
 * playing a game saves the account with a name and a passkey, signs out, signs in with the passkey (no name
 * typed) and gets the seat back through My games; the account's passkeys are listed; a browser with no passkey
 * for the site is told clearly that nothing happened. Pages are opened on `localhost`, the relying party the
 * server derives for itself when none is configured. Screenshots of each step (looked at; see docs/screenshots/).
 */
import { describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { browserSuite, hook, openApp, waitScene } from "./browser.ts";
import { click, PHONE, shot, waitEnabled as waitButton } from "./game-page.ts";

// Bots think for a minute: the game is still running when its seat comes back (a bot plays it meanwhile).
const suite = browserSuite({ BOT_DELAY_MS: "60000" });
const { errors } = suite;

/** Opens the app on `localhost` (the relying party the server derives), closed when the test ends. */
const open = async (name: string, context: BrowserContextOptions = {}) =>
  suite.track(await openApp(suite.browser, suite.server.url.replace("127.0.0.1", "localhost"), errors, name, context));
const account = (page: Page) => hook<{ name: string | null; guest: boolean } | null>(page, () => (window as any).__epochs.account);

/** A platform authenticator (a phone's or a laptop's) that verifies its user, as the device in every prompt. */
async function withAuthenticator(page: Page): Promise<{ credentials(): Promise<{ isResidentCredential: boolean; signCount: number }[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}

describe("browser: passkeys", () => {
  it("saves a playing guest's account with a passkey, signs out, signs in with the passkey and gets the seat back", async () => {
    const page = await open("passkey");
    const device = await withAuthenticator(page);
    await page.waitForFunction(() => (window as any).__epochs.account?.guest === true, null, { timeout: 10_000 });

    // A game the guest sits in (against a bot, which plays only its own seat).
    await click(page, "game.dice-race");
    await page.fill("#epochs-name", "Dora");
    await click(page, "menu.private");
    await waitScene(page, "Lobby");
    const roomId = await hook<string>(page, () => (window as any).__epochs.roomId);
    await click(page, "lobby.addBot");
    await waitButton(page, "lobby.start");
    await click(page, "lobby.start");
    await waitScene(page, "Game");
    await click(page, "game.leave");
    await waitButton(page, "leave.stepAway");
    await click(page, "leave.stepAway");
    await waitScene(page, "Menu");

    // Save the account: a name and a passkey, no password.
    const name = `Dora${Date.now().toString(36)}`;
    await click(page, "account.save");
    await page.fill("#account-name", name);
    await shot(page, "menu-save-account-with-passkey");
    await click(page, "account.passkey");
    await page.waitForFunction((n) => (window as any).__epochs.account?.name === n, name, { timeout: 20_000 });
    const [credential] = await device.credentials();
    expect(credential.isResidentCredential).toBe(true);
    await waitButton(page, `mygame.${roomId}`); // its games stayed with it

    // Its passkeys: the one just made, named after the browser, not used to sign in yet; no password.
    await click(page, "account.passkeys");
    await waitButton(page, "passkeys.add");
    const browserName = await page.evaluate(() => (navigator as any).userAgentData?.platform as string);
    expect(await page.textContent("#ui-modal")).toMatch(new RegExp(`^Passkeys.+ on ${browserName}: added just now, not used yet`));
    expect(await page.textContent("#ui-modal")).toContain("This account has no password: its passkeys are the only way in.");
    await shot(page, "menu-passkeys-list");
    // Renamed: the name field starts with the old name.
    await click(page, "passkeys.rename1");
    await page.waitForSelector("#passkeyName-name");
    expect(await page.inputValue("#passkeyName-name")).toMatch(new RegExp(` on ${browserName}$`));
    await page.fill("#passkeyName-name", "Dora's laptop");
    await shot(page, "menu-passkey-rename");
    await click(page, "passkeyName.save");
    await page.waitForFunction(() => document.querySelector("#ui-modal .ui-modal-note")?.textContent === "Passkey renamed.", null, { timeout: 20_000 });
    expect(await page.textContent("#ui-modal")).toContain("Dora's laptop: added just now, not used yet");
    // A password as well: the account signs in with either then.
    await click(page, "passkeys.password");
    await page.waitForSelector("#setPassword-password");
    await page.fill("#setPassword-password", "short");
    await click(page, "setPassword.save");
    await page.waitForFunction(() => document.querySelector("#ui-modal .ui-modal-note")?.textContent === "Passwords are 8–128 characters.", null, { timeout: 20_000 });
    await page.fill("#setPassword-password", "dora's long password");
    await click(page, "setPassword.save");
    await page.waitForFunction(() => (window as any).__epochs.account?.hasPassword === true, null, { timeout: 20_000 });
    await waitButton(page, "passkeys.add");
    expect(await page.textContent("#ui-modal")).not.toContain("no password");
    expect(await hook(page, () => (window as any).__epochs.buttons().some((b: any) => b.id === "passkeys.password"))).toBe(false);
    await shot(page, "menu-passkeys-password-set");
    await click(page, "passkeys.close");

    // Sign out: this browser is a new guest, without the game.
    await click(page, "account.signOut");
    await page.waitForFunction(() => (window as any).__epochs.account?.guest === true, null, { timeout: 10_000 });
    await page.waitForFunction((r) => !(window as any).__epochs.buttons().some((b: any) => b.id === `mygame.${r}`), roomId, { timeout: 10_000 });

    // Sign in with the passkey: nothing typed, the device offers it.
    await click(page, "account.signIn");
    await waitButton(page, "account.passkey");
    await shot(page, "menu-sign-in-with-passkey");
    await click(page, "account.passkey");
    await page.waitForFunction((n) => (window as any).__epochs.account?.name === n, name, { timeout: 20_000 });
    expect((await device.credentials())[0].signCount).toBeGreaterThan(credential.signCount);
    await waitButton(page, `mygame.${roomId}`);
    await shot(page, "menu-signed-in-with-passkey-my-games");
    await click(page, `mygame.${roomId}`);
    await waitScene(page, "Game");
    expect(await hook(page, () => (window as any).__epochs.seat)).toBe(0);
    expect(errors).toEqual([]);
  }, 240_000);

  it("fits the passkey buttons and the passkeys dialog on a phone held upright, in Russian", async () => {
    const page = await open("phone-ru", { ...PHONE, deviceScaleFactor: 2 });
    await withAuthenticator(page);
    await hook(page, () => (window as any).__epochs.setLang("ru"));
    await page.waitForFunction(() => (window as any).__epochs.account?.guest === true && (window as any).__epochs.lang === "ru", null, { timeout: 10_000 });
    await waitButton(page, "account.save");
    await click(page, "account.save");
    await page.fill("#account-name", `Вера${Date.now().toString(36)}`);
    await click(page, "account.passkey");
    await page.waitForFunction(() => (window as any).__epochs.account?.guest === false, null, { timeout: 20_000 });
    await waitButton(page, "account.passkeys");
    await click(page, "account.passkeys");
    await waitButton(page, "passkeys.add");
    expect(await page.textContent("#ui-modal h2")).toBe("Ключи доступа");
    // The passkey is named after the browser in the person's language.
    expect(await page.textContent("#ui-modal")).toMatch(/ на \w+: добавлен только что, ещё не использовался/);
    // Every button of the dialog is inside the screen.
    const outside = await page.evaluate(() => [...document.querySelectorAll("#ui-modal button")].filter((b) => { const r = b.getBoundingClientRect(); return r.left < 0 || r.right > innerWidth; }).length);
    expect(outside).toBe(0);
    await shot(page, "phone-passkeys-russian");
    await click(page, "passkeys.close");
    await page.waitForTimeout(4000); // the "account saved" toast over the account strip fades (for the screenshot only)
    await shot(page, "phone-menu-passkey-account-russian");
    expect(errors).toEqual([]);
  }, 120_000);

  it("tells a browser whose device has no passkey for the site that the sign-in did not happen", async () => {
    const page = await open("no-passkey");
    await withAuthenticator(page);
    await page.waitForFunction(() => (window as any).__epochs.account?.guest === true, null, { timeout: 10_000 });
    await click(page, "account.signIn");
    await waitButton(page, "account.passkey");
    await click(page, "account.passkey");
    await page.waitForFunction(() => document.querySelector("#ui-modal .ui-modal-note")?.textContent !== "", null, { timeout: 30_000 });
    expect(await page.textContent("#ui-modal .ui-modal-note")).toBe("The passkey prompt was closed or timed out. Nothing changed.");
    await shot(page, "menu-passkey-sign-in-cancelled");
    expect((await account(page))?.guest).toBe(true);
    expect(errors).toEqual([]);
  }, 120_000);
});
