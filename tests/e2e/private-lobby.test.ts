/**
 * Two people in two Chromium pages: menu → private lobby by code → start → moves → one page reloads
 * and resumes its seat with its log → the game goes on.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserSuite, hook, waitScene } from "./browser.ts";
import { gameLog, joinLobby, openPrivateLobby } from "./game-page.ts";

const suite = browserSuite();
const { errors } = suite;

/** The page whose seat must move now clicks its first move button; returns the state id it moved on. */
async function moveOnce(pages: Page[]): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    for (const p of pages) {
      const st = await hook(p, () => { const e = (window as any).__epochs; return { seat: e.seat, waiting: e.waitingFor, stateId: e.stateId, buttons: e.buttons().filter((b: any) => b.id.startsWith("move.") && b.enabled) }; });
      if (st.waiting.includes(st.seat) && st.buttons.length) {
        await hook(p, (id) => (window as any).__epochs.click(id), st.buttons[0].id);
        await p.waitForFunction((id) => (window as any).__epochs.stateId > id, st.stateId, { timeout: 10_000 });
        return st.stateId;
      }
    }
    await pages[0].waitForTimeout(100);
  }
  throw new Error("nobody could move");
}

describe("browser: private lobby, moves, reload", () => {
  it("plays through a private lobby and resumes a reloaded page in its seat, with the log it had", async () => {
    const host = await suite.open("host");
    const guest = await suite.open("guest");

    const code = await openPrivateLobby(host, "dice-race", "Ann");
    expect(code).toMatch(/^[A-Z2-9]{6}$/);

    await joinLobby(guest, code, "Bob");
    expect(await hook(guest, () => (window as any).__epochs.seat)).toBe(1);

    await hook(guest, () => (window as any).__epochs.click("lobby.ready"));
    await host.waitForFunction(() => (window as any).__epochs.buttons().some((b: any) => b.id === "lobby.start" && b.enabled));
    await hook(host, () => (window as any).__epochs.click("lobby.start"));
    await waitScene(host, "Game");
    await waitScene(guest, "Game");

    for (let i = 0; i < 3; i++) await moveOnce([host, guest]);
    const before = await hook<number>(host, () => (window as any).__epochs.stateId);
    expect(before).toBeGreaterThanOrEqual(3);
    // The guest's log once every line has joined it (after its animation).
    await guest.waitForFunction((id) => { const e = (window as any).__epochs; return e.stateId >= id && !e.anim.busy; }, before, { timeout: 10_000 });
    const logBefore = await gameLog(guest);
    expect(logBefore.length).toBeGreaterThanOrEqual(before);

    await guest.reload();
    await guest.waitForFunction(() => (window as any).__epochs?.scene === "Game", null, { timeout: 60_000 });
    expect(await hook(guest, () => (window as any).__epochs.seat)).toBe(1);
    expect(await hook(guest, () => (window as any).__epochs.roomId)).toBe(code);
    await guest.waitForFunction((id) => (window as any).__epochs.stateId >= id, before, { timeout: 10_000 });
    // A reload keeps the log: the same lines, from the server's history.
    await guest.waitForFunction((n) => (window as any).__epochs.log().length >= n, logBefore.length, { timeout: 10_000 });
    expect(await gameLog(guest)).toEqual(logBefore);
    // The host saw the guest come back; the game continues with both.
    for (let i = 0; i < 3; i++) await moveOnce([host, guest]);
    expect(await hook<number>(guest, () => (window as any).__epochs.stateId)).toBeGreaterThan(before);
    expect(errors).toEqual([]);
  }, 240_000);
});
