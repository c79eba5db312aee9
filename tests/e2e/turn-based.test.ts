/**
 * Turn-based play as people use it: the host sets a turn-based pace (a day per move) from the lobby's turn clock
 * list, everyone sees it; in the game the clock shows the hours left; back in the menu, My games shows the game
 * with its time left, a badge with the number of games waiting for the person's move, and the tab's title says
 * it too. Screenshots of each (looked at; see docs/screenshots/).
 */
import { describe, expect, it } from "vitest";
import { browserSuite, hook, waitScene } from "./browser.ts";
import { click, joinLobby, openPrivateLobby, shot, waitEnabled as waitButton } from "./game-page.ts";

const suite = browserSuite({ TURN_BASED_UNLOAD_SECONDS: "3" });
const { errors } = suite;

describe("browser: turn-based play", () => {
  it("sets a turn-based clock in the lobby, shows the time left in the game and My games, and counts the games waiting for the person's move", async () => {
    const host = await suite.open("host");
    const guest = await suite.open("guest");
    await host.waitForFunction(() => (window as any).__epochs.account?.guest === true, null, { timeout: 10_000 });
    const code = await openPrivateLobby(host, "dice-race", "Ann");
    await joinLobby(guest, code, "Bob");

    // The pace is one of the turn clock's choices, grouped: real time, a clock per move, a time bank.
    const groups = await host.$$eval("#epochs-opt-clock optgroup", (gs) => gs.map((g) => (g as HTMLOptGroupElement).label));
    expect(groups).toEqual(["Real time", "Turn-based: a clock per move", "Turn-based: a time bank"]);
    await host.selectOption("#epochs-opt-clock", "per-move:86400");
    await guest.waitForFunction(() => (window as any).__epochs.pace?.kind === "per-move", null, { timeout: 10_000 });
    expect(await hook(guest, () => (window as any).__epochs.pace)).toEqual({ kind: "per-move", seconds: 86_400 });
    expect(await guest.$eval("#epochs-opt-clock", (s) => (s as HTMLSelectElement).selectedOptions[0].textContent)).toBe("1 day");
    await shot(host, "lobby-turn-based-clock-set");

    await click(guest, "lobby.ready");
    await waitButton(host, "lobby.start");
    await click(host, "lobby.start");
    await waitScene(host, "Game");
    await waitScene(guest, "Game");
    // Seat 0 (Ann) moves first: her clock shows the hours left of her day.
    await host.waitForFunction(() => (window as any).__epochs.waitingFor.includes(0), null, { timeout: 10_000 });
    await host.waitForTimeout(500);
    await shot(host, "game-turn-based-clock");
    // Bob sees whose clock it is.
    await shot(guest, "game-turn-based-clock-other-seat");

    // Bob steps away (turn-based: nobody needs to stay) and Ann too: My games shows her turn, its time left,
    // the badge and the tab's title.
    for (const page of [guest, host]) {
      await click(page, "game.leave");
      await waitButton(page, "leave.stepAway");
      await click(page, "leave.stepAway");
      await waitScene(page, "Menu");
    }
    await host.waitForFunction(() => (window as any).__epochs.myGamesBadge === "1", null, { timeout: 20_000 });
    expect(await host.title()).toBe("(1) Your turn — Epochs");
    const mine = await hook<any[]>(host, () => (window as any).__epochs.myGames());
    expect(mine.find((g) => g.roomId === code)).toMatchObject({ yourTurn: true, pace: { kind: "per-move", seconds: 86_400 } });
    const row = await hook<string>(host, (c) => (window as any).__epochs.buttons().find((b: any) => b.id === `mygame.${c}`).label, code);
    expect(row).toMatch(/your turn · 23 h 5\d min left/);
    await shot(host, "menu-my-games-your-turn-badge");
    // Bob waits for Ann: no badge, and the plain title.
    await guest.waitForFunction((c) => (window as any).__epochs.myGames().some((g: any) => g.roomId === c), code, { timeout: 20_000 });
    expect(await hook(guest, () => (window as any).__epochs.myGamesBadge)).toBe("");
    expect(await guest.title()).toBe("Epochs");

    // The game unloads with nobody there (3 s here: long enough for a restored game to be joined on a busy
    // machine), and Ann's click in My games wakes it.
    await host.waitForTimeout(4500);
    await waitButton(host, `mygame.${code}`);
    await click(host, `mygame.${code}`);
    await waitScene(host, "Game");
    expect(await hook(host, () => (window as any).__epochs.seat)).toBe(0);
    expect(errors).toEqual([]);
  }, 240_000);
});
