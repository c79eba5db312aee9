/**
 * `window.__epochs`: a small, stable surface for browser tests (the UI is drawn on a canvas).
 *
 *   scene            current main scene key: "Boot" | "Menu" | "Lobby" | "Game" | "End"
 *   ready            boot finished (assets loaded)
 *   seat, phase, stateId, roomId, joinCode, waitingFor
 *   lastError        last server `error` {code, message} (or a client-side error), else null
 *   connection       "none" | "connected" | "dropped" | "reconnected" | "left";  banner (text shown, "" if none)
 *   lang             "en" | "ru";  setLang(lang)
 *   buttons()        visible buttons: [{ id, label, enabled }]
 *   click(label|id)  presses a visible enabled button; false when none matches
 *   send(type, msg)  sends a raw client message to the game room
 *   dropConnection() closes the socket like a network drop (the SDK reconnects by itself)
 *   hints()          the last legal moves received for the current state
 *   view()           { public, secret } parsed views
 *   log()            log lines shown in the Game scene
 *   topBar()         the Game scene's top bar: { title, titleRight, status, statusLeft } (texts and edges in px)
 *   outcome()        the outcome once the game ended;  ratings()  a rated game's rating changes, else null
 *   anim             { busy, speed, setSpeed(1|2|4), skip() }
 *   games()          the game list from /api/games;  gamesError
 *   clockSeconds     the room's real-time turn clock (0 when off);  pace  the room's pace ({kind: "realtime" | "per-move" | "bank", ...})
 *   account          the signed-in account {id, name, guest, hasPassword} or null;  myGames()  the My games list
 *   myGamesBadge     the number on the menu's My games badge ("" when hidden)
 *   review()         the Review scene's { step, steps, id, audience }, else null
 *   leaderboard()    the Leaderboard scene's page { game, offset, total, rows, you, pageSize }, else null
 */
import type { LeaderboardEntry } from "../../engine/core/protocol.ts";
import type { App } from "./app.ts";
import type { Speed } from "./anim/queue.ts";
import { clickControl, visibleControls } from "./ui/registry.ts";

export interface AnimControl { readonly busy: boolean; speed: Speed; skip(): void }

let anim: AnimControl | null = null;
let logLines: () => readonly string[] = () => [];
export interface TopBar { title: string; titleRight: number; status: string; statusLeft: number }
let topBar: () => TopBar | null = () => null;
export interface ReviewState { step: number; steps: number; id: string; audience: number | null }
let review: () => ReviewState | null = () => null;
export function setReviewSource(source: (() => ReviewState) | null): void { review = source ?? (() => null); }
export interface LeaderboardState { game: string; offset: number; total: number; rows: LeaderboardEntry[]; you: LeaderboardEntry | null; pageSize: number }
let leaderboard: () => LeaderboardState | null = () => null;
export function setLeaderboardSource(source: (() => LeaderboardState | null) | null): void { leaderboard = source ?? (() => null); }

export function setAnimControl(control: AnimControl | null): void { anim = control; }
export function setLogSource(source: (() => readonly string[]) | null): void { logLines = source ?? (() => []); }
export function setTopBarSource(source: (() => TopBar) | null): void { topBar = source ?? (() => null); }

export function installTestHook(app: App): void {
  const hook = {
    get scene() { return app.currentScene(); },
    get ready() { return app.bootProgress >= 1 && app.currentScene() !== "Boot"; },
    get seat() { return app.conn?.seat ?? null; },
    get phase() { return app.conn?.snapshot?.phase ?? null; },
    get stateId() { return app.conn?.snapshot?.stateId ?? null; },
    get roomId() { return app.conn?.roomId ?? null; },
    get joinCode() { return app.conn?.roomId ?? null; },
    get waitingFor() { return app.conn?.snapshot?.waitingFor ?? []; },
    get clockSeconds() { return app.conn?.snapshot?.clockSeconds ?? null; },
    get pace() { return app.conn?.snapshot?.pace ?? null; },
    get account() { return app.account; },
    myGames() { return app.myGames; },
    get myGamesBadge() { return (app.game?.scene.getScene("Menu") as unknown as { badge?: string } | null)?.badge ?? ""; },
    get lastError() { return app.lastError; },
    get connection() { return app.conn?.status ?? "none"; },
    get lang() { return app.i18n.lang; },
    get gamesError() { return app.gamesError; },
    /** Text of the connection banner ("" when hidden). */
    get banner() { return (app.game?.scene.getScene("Hud") as unknown as { bannerMessage?: string } | null)?.bannerMessage ?? ""; },
    review() { return review(); },
    leaderboard() { return leaderboard(); },
    setLang(lang: "en" | "ru") { app.i18n.setLang(lang); },
    buttons() { return visibleControls().map((c) => ({ id: c.testId, label: c.label, enabled: c.enabled })); },
    click(labelOrId: string) { return clickControl(labelOrId); },
    send(type: string, msg: unknown = {}) {
      if (!app.conn) throw new Error("not in a room");
      app.conn.room.send(type, msg);
    },
    /** Closes the socket as the SDK does when the browser goes offline (the SDK then reconnects). */
    dropConnection() {
      const connection = (app.conn?.room as unknown as { connection?: { close(code?: number, reason?: string): void } } | undefined)?.connection;
      connection?.close(4010, "test drop");
    },
    hints() {
      const h = app.conn?.lastHints;
      return h && h.stateId === app.conn?.snapshot?.stateId ? h.moves : [];
    },
    topBar() { return topBar(); },
    view() { return app.conn?.snapshot?.view ?? null; },
    log() { return [...logLines()]; },
    outcome() { return app.conn?.snapshot?.outcome ?? app.conn?.outcome ?? null; },
    ratings() { return app.conn?.ratings ?? null; },
    games() { return app.games; },
    get anim() {
      return {
        busy: anim?.busy ?? false,
        speed: anim?.speed ?? 1,
        setSpeed(s: Speed) { if (anim) anim.speed = s; },
        skip() { anim?.skip(); },
      };
    },
  };
  (window as unknown as { __epochs: typeof hook }).__epochs = hook;
}
