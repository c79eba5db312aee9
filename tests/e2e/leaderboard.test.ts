/**
 * The leaderboard as people use it: from the menu for the selected game, a page at a time, with the person's own
 * place told under the table while it is on another page and their row highlighted on its own page ("My place");
 * on a phone held upright; and the host's "Rated" checkbox in a private lobby, whose game then rates both people,
 * links its end screen to the leaderboard and shows the host's rating change in My games. Screenshots of each (looked at; see docs/screenshots/).
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { Accounts } from "../../server/accounts.ts";
import { openStorage } from "../../server/storage/index.ts";
import { tempDataDir } from "../integration/harness.ts";
import { browserSuite, hook, waitScene } from "./browser.ts";
import { click, joinLobby, openPrivateLobby, PHONE, shot, waitEnabled } from "./game-page.ts";

/** Session tokens of seeded accounts: `me` (place 14 of 25, named) and a second named one. */
const tokens: { me: string; rival: string } = { me: "", rival: "" };
const SEEDED = 25;
const MY_PLACE = 14;
const DAY = 24 * 3600 * 1000;

/** 25 dice-race ratings (every fifth a guest, without a name), stored before the server starts on the same file. */
async function seed(dataDir: string) {
  const storage = await openStorage({ dataDir });
  const accounts = new Accounts(storage);
  const people: { id: string; rating: number }[] = [];
  for (let i = 0; i < SEEDED; i++) {
    const { account, token } = await accounts.startGuest();
    if (i % 5 !== 4) await storage.accounts.claimAccount(account.id, `Player ${i + 1}`, `player ${i + 1}`, "not-a-password-hash");
    if (i === MY_PLACE - 1) tokens.me = token;
    if (i === 0) tokens.rival = token;
    people.push({ id: account.id, rating: 2100 - i * 23 });
  }
  const id = randomUUID();
  await storage.createGame({ id, roomId: "SEEDED", game: "dice-race", mode: "public", options: {}, seed: "s", players: SEEDED,
    seats: people.map((p, i) => ({ name: `P${i}`, credentialHash: null, bot: false, accountId: p.id })), clockSeconds: null, pace: { kind: "realtime" }, clock: null, status: "finished", outcome: { scores: people.map(() => 0), ranking: [people.map((_, i) => i)] }, createdAt: Date.now() - 3 * DAY, updatedAt: Date.now() - 3 * DAY });
  await storage.ratings.rateGame(id, "dice-race", people.map((p) => p.id), () => new Map(people.map((p, i) => [p.id, { rating: p.rating, rd: 80, volatility: 0.06, games: 3 + i }])));
  await storage.close();
}

const dataDir = tempDataDir();
// Registered before the suite's hooks, so the ratings are stored before its server process opens the file.
beforeAll(() => seed(dataDir));
const suite = browserSuite({ DATA_DIR: dataDir });
const { errors } = suite;

const board = (page: Page) => hook<any>(page, () => (window as any).__epochs.leaderboard());
const waitBoard = (page: Page, offset: number) => page.waitForFunction((o) => (window as any).__epochs.leaderboard()?.offset === o, offset, { timeout: 20_000 });
const enabled = (page: Page, id: string) => hook<boolean>(page, (x) => (window as any).__epochs.buttons().find((b: any) => b.id === x)?.enabled ?? false, id);

/** Opens the app signed in with a seeded session (the httpOnly cookie, as the server set it at sign-in). */
async function signedIn(token: string, name: string, context: BrowserContextOptions = {}) {
  const url = new URL(suite.server.url);
  const page = await suite.open(name, { ...context, storageState: { cookies: [{ name: "epochs_session", value: token, domain: url.hostname, path: "/", httpOnly: true, secure: false, sameSite: "Lax", expires: -1 }], origins: [] } });
  await page.waitForFunction(() => (window as any).__epochs.account?.guest === false, null, { timeout: 10_000 });
  return page;
}

describe("browser: leaderboard", () => {
  it("pages the selected game's leaderboard from the menu, tells the person's place, and goes to their row", async () => {
    const page = await signedIn(tokens.me, "me");
    await click(page, "game.dice-race");
    await click(page, "menu.leaderboard");
    await waitScene(page, "Leaderboard");
    await waitBoard(page, 0);
    const first = await board(page);
    expect(first).toMatchObject({ game: "dice-race", total: SEEDED, pageSize: 10 });
    expect(first.rows.map((r: any) => r.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.rows[0]).toEqual({ place: 1, name: "Player 1", rating: 2100, rd: 80, games: 3 });
    expect(first.rows[4].name).toBeNull(); // a guest: shown as "Guest"
    expect(first.you).toMatchObject({ place: MY_PLACE, name: `Player ${MY_PLACE}`, rating: 2100 - (MY_PLACE - 1) * 23 });
    expect(await enabled(page, "leaderboard.prev")).toBe(false);
    expect(await enabled(page, "leaderboard.mine")).toBe(true); // the person's row is on another page
    await shot(page, "leaderboard-first-page");

    await click(page, "leaderboard.mine");
    await waitBoard(page, 10);
    const mine = await board(page);
    expect(mine.rows.map((r: any) => r.place)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(await enabled(page, "leaderboard.mine")).toBe(false);
    await shot(page, "leaderboard-own-row");
    await click(page, "leaderboard.next");
    await waitBoard(page, 20);
    expect((await board(page)).rows.map((r: any) => r.place)).toEqual([21, 22, 23, 24, 25]);
    expect(await enabled(page, "leaderboard.next")).toBe(false);
    await click(page, "leaderboard.prev");
    await waitBoard(page, 10);
    // Another game's leaderboard from the list under the title: nobody is rated there yet.
    await page.selectOption("#epochs-leaderboard-game", "clash-of-cultures");
    await page.waitForFunction(() => (window as any).__epochs.leaderboard()?.game === "clash-of-cultures", null, { timeout: 20_000 });
    expect(await board(page)).toMatchObject({ offset: 0, total: 0, rows: [], you: null });
    await shot(page, "leaderboard-empty-game");
    await page.selectOption("#epochs-leaderboard-game", "dice-race");
    await page.waitForFunction(() => (window as any).__epochs.leaderboard()?.game === "dice-race", null, { timeout: 20_000 });
    await click(page, "leaderboard.mine");
    await waitBoard(page, 10);

    // In Russian, then back to the menu.
    await hook(page, () => (window as any).__epochs.setLang("ru"));
    await waitBoard(page, 10);
    await page.waitForTimeout(300);
    await shot(page, "leaderboard-russian");
    await hook(page, () => (window as any).__epochs.setLang("en"));
    await click(page, "leaderboard.back");
    await waitScene(page, "Menu");
    expect(errors).toEqual([]);
  }, 120_000);

  it("lays the leaderboard out for a phone held upright, with finger-sized controls", async () => {
    const page = await signedIn(tokens.me, "phone", PHONE);
    // The menu's selected game (the first) comes first; the test game is chosen from the leaderboard's own list.
    await click(page, "menu.leaderboard");
    await waitScene(page, "Leaderboard");
    await page.waitForFunction(() => (window as any).__epochs.leaderboard() !== null, null, { timeout: 20_000 });
    expect((await board(page)).game).not.toBe("dice-race");
    await page.selectOption("#epochs-leaderboard-game", "dice-race");
    await page.waitForFunction(() => (window as any).__epochs.leaderboard()?.game === "dice-race", null, { timeout: 20_000 });
    const canvas = await page.evaluate(() => { const r = document.querySelector("canvas")!.getBoundingClientRect(); return { w: r.width, h: r.height, top: r.top, bottom: r.bottom }; });
    expect(canvas.h).toBeGreaterThan(canvas.w);
    const { game, pageSize, rows, you } = await board(page);
    expect(game).toBe("dice-race");
    expect(pageSize).toBeGreaterThanOrEqual(8);
    expect(rows).toHaveLength(pageSize);
    expect(you.place).toBe(MY_PLACE);
    await shot(page, "phone-leaderboard");
    // A finger on "Next ▶" (the portrait layout's right button above the bottom row, 100 game px from the bottom).
    const tapAt = await page.evaluate(() => {
      const c = document.querySelector("canvas")!;
      const r = c.getBoundingClientRect();
      const bw = (c.width - 36) / 2;
      return { x: r.left + (24 + bw * 1.5) * (r.width / c.width), y: r.top + (c.height - 100) * (r.height / c.height) };
    });
    await page.touchscreen.tap(tapAt.x, tapAt.y);
    await waitBoard(page, pageSize);
    expect(await enabled(page, "leaderboard.mine")).toBe(MY_PLACE <= pageSize);
    await click(page, "leaderboard.mine");
    await waitBoard(page, Math.floor((MY_PLACE - 1) / pageSize) * pageSize);
    expect(errors).toEqual([]);
  }, 120_000);

  it("a private lobby's host turns rating on with the checkbox; the game rates both, and its end screen links to the leaderboard", async () => {
    const host = await signedIn(tokens.rival, "host");
    const guest = await suite.open("guest");
    await guest.waitForFunction(() => (window as any).__epochs.account !== null, null, { timeout: 10_000 });
    const code = await openPrivateLobby(host, "dice-race", "Ann");
    await joinLobby(guest, code, "Bob");

    expect(await host.isChecked("#epochs-opt-rated")).toBe(false); // private: unrated unless the host asks
    await host.click("#epochs-opt-rated");
    await guest.waitForFunction(() => (document.querySelector("#epochs-opt-rated") as HTMLInputElement)?.checked === true, null, { timeout: 10_000 });
    expect(await guest.isDisabled("#epochs-opt-rated")).toBe(true);
    await shot(host, "lobby-rated-on");
    await hook(host, () => (window as any).__epochs.send("configure", { options: { target: 5, maxTurns: 2 } }));
    await host.waitForTimeout(300);
    await click(guest, "lobby.ready");
    await waitEnabled(host, "lobby.start");
    await host.waitForTimeout(300);
    await click(host, "lobby.start");
    await waitScene(host, "Game");

    // Each plays its prompts (roll, or accept a challenge) until the game ends.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const phases = await Promise.all([host, guest].map((p) => hook<string>(p, () => {
        const e = (window as any).__epochs;
        if (e.phase === "playing" && e.waitingFor.includes(e.seat)) {
          const moves = e.hints();
          if (!moves.length) e.send("hints", {});
          else e.send("move", { stateId: e.stateId, move: moves.find((m: any) => m.type === "roll") ?? moves.find((m: any) => m.type === "answer" && m.accept) ?? moves[0] });
        }
        return e.phase;
      })));
      if (phases.every((p) => p === "finished")) break;
      await host.waitForTimeout(250);
    }
    await host.waitForFunction(() => (window as any).__epochs.ratings() !== null, null, { timeout: 20_000 });
    const ratings = await hook<any>(host, () => (window as any).__epochs.ratings());
    expect(ratings.seats).toHaveLength(2);
    await waitScene(host, "End", 30_000);
    await host.waitForFunction(() => (window as any).__epochs.buttons().some((b: any) => b.id === "end.leaderboard"), null, { timeout: 10_000 });
    await shot(host, "end-rated-leaderboard-link");
    await click(host, "end.leaderboard");
    await waitScene(host, "Leaderboard");
    await host.waitForFunction(() => (window as any).__epochs.leaderboard()?.total === 26, null, { timeout: 10_000 }); // Bob is new to it
    await click(host, "leaderboard.back");
    await waitScene(host, "End");
    // Back in the menu, My games shows what the game did to the host's rating.
    await click(host, "end.back");
    await waitScene(host, "Menu");
    const mine = ratings.seats.find((x: any) => x.before !== null); // the host's: rated before (Bob is new)
    const change = mine.after - mine.before;
    await host.waitForFunction(() => (window as any).__epochs.myGames().some((g: any) => g.status === "finished"), null, { timeout: 10_000 });
    const row = (await hook<any[]>(host, () => (window as any).__epochs.myGames())).find((g) => g.status === "finished");
    expect(row.ratingChange).toBe(change);
    const label = (await hook<any[]>(host, () => (window as any).__epochs.buttons())).find((b) => b.id === `mygame.${row.roomId}`).label as string;
    expect(label).toContain(change > 0 ? `+${change}` : change < 0 ? `−${-change}` : "±0");
    await shot(host, "menu-my-games-rating-change");
    expect(errors).toEqual([]);
  }, 180_000);
});
