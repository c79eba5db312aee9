/**
 * The lobby and the menu as people use them: a join code typed in lower case, the turn clock set from the
 * lobby's options, leaving a table (asked first, and only stepping away) and getting back through My games, an
 * account saved in one browser and signed in to from another that takes the seat back; the menu and the
 * lobby on a phone held upright; the menu's list of games, wide and on a phone, in English and Russian.
 * Screenshots of each (looked at; see docs/screenshots/).
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserSuite, hook, SCREENSHOT_DIR, waitScene } from "./browser.ts";
import { openPrivateLobby } from "./game-page.ts";

const suite = browserSuite();
const { errors } = suite;

const click = (page: Page, id: string) => hook<boolean>(page, (x) => (window as any).__epochs.click(x), id);
const shown = (page: Page, id: string) => hook<boolean>(page, (x) => (window as any).__epochs.buttons().some((b: any) => b.id === x), id);
const waitButton = (page: Page, id: string) => page.waitForFunction((x) => (window as any).__epochs.buttons().some((b: any) => b.id === x && b.enabled), id, { timeout: 20_000 });

describe("browser: lobby, leaving and My games, accounts", () => {
  it("joins by a lower-case code, sets the turn clock, steps away after confirming and comes back through My games", async () => {
    const host = await suite.open("host");
    const guest = await suite.open("guest");
    await host.waitForFunction(() => (window as any).__epochs.account?.guest === true, null, { timeout: 10_000 });

    const code = await openPrivateLobby(host, "dice-race", "Ann");
    await guest.fill("#epochs-name", "Bob");
    await guest.fill("#epochs-join-code", code.toLowerCase());
    await click(guest, "menu.join");
    await waitScene(guest, "Lobby");
    expect(await hook(guest, () => (window as any).__epochs.roomId)).toBe(code);

    // The turn clock is a list of choices the host sets with a click (or a tap); everyone sees it.
    await host.selectOption("#epochs-opt-clock", "120");
    await guest.waitForFunction(() => (window as any).__epochs.clockSeconds === 120, null, { timeout: 10_000 });
    expect(await guest.isDisabled("#epochs-opt-clock")).toBe(true);
    await host.screenshot({ path: `${SCREENSHOT_DIR}/lobby-turn-clock-set.png` });

    await click(guest, "lobby.ready");
    await waitButton(host, "lobby.start");
    await click(host, "lobby.start");
    await waitScene(host, "Game");
    await waitScene(guest, "Game");

    // Leave asks first; cancelling keeps the table.
    await click(host, "game.leave");
    await waitButton(host, "leave.stepAway");
    expect(await shown(host, "leave.resign")).toBe(true);
    await host.screenshot({ path: `${SCREENSHOT_DIR}/game-leave-asks-first.png` });
    // The page under the dialog is inert: the scene's own buttons cannot be pressed meanwhile.
    expect(await hook(host, () => (window as any).__epochs.buttons().find((b: any) => b.id === "game.leave")?.enabled)).toBe(false);
    await click(host, "leave.cancel");
    expect(await shown(host, "leave.stepAway")).toBe(false);
    expect(await hook(host, () => (window as any).__epochs.scene)).toBe("Game");
    // Escape cancels too; the scene's buttons work again.
    await click(host, "game.leave");
    await waitButton(host, "leave.stepAway");
    await host.keyboard.press("Escape");
    expect(await shown(host, "leave.stepAway")).toBe(false);
    expect(await hook(host, () => (window as any).__epochs.buttons().find((b: any) => b.id === "game.leave")?.enabled)).toBe(true);

    // Stepping away: back in the menu, and the game waits in My games.
    await click(host, "game.leave");
    await waitButton(host, "leave.stepAway");
    await click(host, "leave.stepAway");
    await waitScene(host, "Menu");
    await waitButton(host, `mygame.${code}`);
    await host.screenshot({ path: `${SCREENSHOT_DIR}/menu-my-games.png` });
    await click(host, `mygame.${code}`);
    await waitScene(host, "Game");
    expect(await hook(host, () => (window as any).__epochs.seat)).toBe(0);
    await guest.waitForFunction(() => true);
    expect(errors).toEqual([]);
    await host.context().close();
    await guest.context().close();
  }, 240_000);

  it("saves a guest's account in one browser; another browser signs in and takes the seat through My games", async () => {
    const first = await suite.open("first");
    await first.waitForFunction(() => (window as any).__epochs.account?.guest === true, null, { timeout: 10_000 });
    const name = `Cleo${Date.now().toString(36)}`;
    await click(first, "account.save");
    await first.fill("#account-name", name);
    await first.fill("#account-password", "a long password");
    await first.screenshot({ path: `${SCREENSHOT_DIR}/menu-save-account.png` });
    await click(first, "account.submit");
    await first.waitForFunction((n) => (window as any).__epochs.account?.name === n, name, { timeout: 10_000 });

    // The game waits for this seat (the bot plays only its own), so it runs on while the seat changes hands.
    await openPrivateLobby(first, "dice-race", "Cleo");
    await click(first, "lobby.addBot");
    await waitButton(first, "lobby.start");
    await click(first, "lobby.start");
    await waitScene(first, "Game");
    const roomId = await hook<string>(first, () => (window as any).__epochs.roomId);

    // Another browser (no stored seat, its own guest account) signs in and finds the game in My games.
    const second = await suite.open("second");
    await second.waitForFunction(() => (window as any).__epochs.account?.guest === true, null, { timeout: 10_000 });
    await click(second, "account.signIn");
    await second.fill("#account-name", name.toLowerCase());
    await second.fill("#account-password", "a long password");
    await click(second, "account.submit");
    await second.waitForFunction((n) => (window as any).__epochs.account?.name === n, name, { timeout: 10_000 });
    await waitButton(second, `mygame.${roomId}`);
    await click(second, `mygame.${roomId}`);
    await waitScene(second, "Game");
    expect(await hook(second, () => (window as any).__epochs.seat)).toBe(0);
    // The first browser's connection was closed: one seat, one connection.
    await waitScene(first, "Menu");
    expect(errors).toEqual([]);
    await first.context().close();
    await second.context().close();
  }, 240_000);

  it("labels Clash of Cultures' options from the catalog in Russian, in a panel that scrolls to the last one", async () => {
    const page = await suite.open("ru");
    await hook(page, () => (window as any).__epochs.setLang("ru"));
    await page.waitForFunction(() => (window as any).__epochs.lang === "ru" && (window as any).__epochs.scene === "Menu");
    await click(page, "game.clash-of-cultures");
    await click(page, "menu.private");
    await waitScene(page, "Lobby");
    await page.waitForSelector("#epochs-opt-alternativeHistory");
    const label = (key: string) => page.evaluate((k) => document.querySelector(`label[for="epochs-opt-${k}"]`)?.textContent, key);
    expect(await label("expansion")).toBe("Дополнение «Цивилизации»");
    expect(await label("clock")).toBe("Время на ход");
    expect(await page.evaluate(() => [...document.querySelectorAll("#epochs-opt-events option")].map((o) => o.textContent))).toContain("Все (как напечатано)");
    // More options than the panel holds: it scrolls, and the last one can be set.
    const form = await page.evaluate(() => { const f = document.querySelector("#epochs-options")!; return { scroll: f.scrollHeight, client: f.clientHeight }; });
    expect(form.scroll).toBeGreaterThan(form.client);
    await page.evaluate(() => { const f = document.querySelector("#epochs-options")!; f.scrollTop = f.scrollHeight; });
    await page.click("#epochs-opt-expansion");
    await page.waitForFunction(() => (window as any).__epochs.buttons().some((b: any) => b.id === "lobby.start"));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/lobby-options-russian-scrolled.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);

  it("lists every game offered by its name, wide and on a phone, in English and Russian", async () => {
    // The three games every server offers, and the test server's own test game.
    const offered = await (await fetch(`${suite.server.url}/api/games`)).json() as { id: string; name: Record<string, string> }[];
    expect(offered.map((g) => g.id)).toEqual(["clash-of-cultures", "new-dawn", "through-the-ages", "dice-race"]);
    const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
    for (const [size, context] of [["wide", {}], ["phone", phone]] as const) {
      const page = await suite.open(`games-${size}`, context);
      for (const lang of ["en", "ru"] as const) {
        await hook(page, (l) => (window as any).__epochs.setLang(l), lang);
        await page.waitForFunction((l) => (window as any).__epochs.lang === l && (window as any).__epochs.scene === "Menu"
          && (window as any).__epochs.buttons().filter((b: any) => b.id.startsWith("game.")).length === 4, lang, { timeout: 20_000 });
        const buttons = await hook<{ id: string; label: string }[]>(page, () => (window as any).__epochs.buttons());
        expect(buttons.filter((b) => b.id.startsWith("game.")).map((b) => [b.id, b.label])).toEqual(offered.map((g) => [`game.${g.id}`, g.name[lang]]));
        // The rest of the menu is still there below the list.
        for (const id of ["players.inc", "menu.quick", "menu.private", "menu.public", "menu.bots", "menu.join"]) expect(buttons.map((b) => b.id)).toContain(id);
        await click(page, "game.through-the-ages");
        await page.screenshot({ path: `${SCREENSHOT_DIR}/menu-games-${size}-${lang}.png` });
      }
    }
    expect(errors).toEqual([]);
  }, 240_000);

  it("lays the menu and the lobby out for a phone held upright, with readable text", async () => {
    const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
    const page = await suite.open("phone", phone);
    // The canvas is portrait and shown at no less than 0.8 CSS px per game px, so 16 px text reads at 13 px or more.
    const canvas = () => page.evaluate(() => { const c = document.querySelector("canvas")!; const r = c.getBoundingClientRect(); return { w: r.width, h: r.height, gameW: c.width }; });
    const menu = await canvas();
    expect(menu.h).toBeGreaterThan(menu.w);
    expect(menu.w / 480).toBeGreaterThanOrEqual(0.8);
    await page.waitForFunction(() => (window as any).__epochs.account !== null, null, { timeout: 10_000 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/phone-menu.png` });

    await openPrivateLobby(page, "dice-race", "Dana");
    const lobby = await canvas();
    expect(lobby.h).toBeGreaterThan(lobby.w);
    // The options panel scrolls when it holds more than fits, and its controls are a finger's size.
    const control = await page.evaluate(() => document.querySelector("#epochs-opt-clock")!.getBoundingClientRect().height);
    expect(control).toBeGreaterThanOrEqual(30);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector("#epochs-options")!).overflowY)).toBe("auto");
    await page.screenshot({ path: `${SCREENSHOT_DIR}/phone-lobby.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});
