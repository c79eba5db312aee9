/**
 * The client's shared state between scenes: language, player name, the game list, the joined
 * room (GameConnection) and scene routing by room phase. Scenes read it through `getApp()`.
 */
import Phaser from "phaser";
import { CLOSE_RATE_LIMITED, CLOSE_SEAT_TAKEN } from "../../engine/core/close-codes.ts";
import type { AccountInfo, GameInfo, MyGame } from "../../engine/core/protocol.ts";
import { I18n } from "./i18n/index.ts";
import { Net } from "./net/net.ts";
import { SessionStore } from "./net/session.ts";
import { resolveEndpoints, type Endpoints } from "./net/endpoint.ts";
import { fetchGames, fetchReview } from "./net/api.ts";
import { AccountApi } from "./net/account.ts";
import { Passkeys } from "./net/passkeys.ts";
import type { GameConnection } from "./net/gameRoom.ts";

export const MAIN_SCENES = ["Boot", "Menu", "Lobby", "Game", "End", "Review", "Leaderboard"] as const;
export type SceneKey = (typeof MAIN_SCENES)[number];

export type ToastKind = "info" | "error" | "good";
export interface AppEvents {
  connection: { status: "dropped" | "reconnected" | "left" | "shutdown"; message: string };
  toast: { text: string; kind: ToastKind };
  games: GameInfo[];
  lang: string;
  account: AccountInfo | null;
  myGames: MyGame[];
}

const safeStorage = (): Storage | null => {
  try { return typeof localStorage === "undefined" ? null : localStorage; } catch { return null; }
};

/** How long to keep retrying after the server announced a restart. */
const RESTART_RETRY_MS = 120_000;
/** How often "My games" (and with it the tab's title) is asked again while the page is shown. */
const MY_GAMES_POLL_MS = 30_000;

export function sceneForPhase(phase: string): SceneKey {
  return phase === "playing" ? "Game" : phase === "finished" ? "End" : "Lobby";
}

export class App {
  readonly i18n: I18n;
  readonly store: SessionStore;
  readonly endpoints: Endpoints;
  readonly net: Net;
  readonly accounts: AccountApi;
  readonly passkeys: Passkeys;
  /** The signed-in account (a guest one at first); null until the server answered, or when it could not. */
  account: AccountInfo | null = null;
  /** The person's games (My games), the last answer of the server. */
  myGames: MyGame[] = [];
  game!: Phaser.Game;
  games: GameInfo[] = [];
  gamesError: string | null = null;
  gamesLoading = false;
  conn: GameConnection | null = null;
  lastError: { code: string; message: string } | null = null;
  resumeTried = false;
  /** The Review scene shows the running game of the joined room: the room's changes do not route away from it. */
  private reviewing = false;
  /** The page's `?review=<game id>` link was followed (once per page load). */
  private reviewLinkTried = false;
  /** The scene last asked for (scene starts are queued, so the running one may lag behind). */
  private requestedScene: SceneKey | null = null;
  bootProgress = 0;
  private listeners = new Map<keyof AppEvents, Set<(v: any) => void>>();
  private unsubs: (() => void)[] = [];

  constructor() {
    const storage = safeStorage();
    this.i18n = I18n.fromStorage(storage, typeof navigator !== "undefined" && navigator.language?.startsWith("ru") ? "ru" : "en");
    this.store = new SessionStore(storage);
    this.endpoints = resolveEndpoints(location, import.meta.env.DEV);
    this.net = new Net(this.endpoints.colyseus, this.store, this.endpoints.api);
    this.accounts = new AccountApi(this.endpoints.api);
    this.passkeys = new Passkeys(this.accounts);
    this.i18n.onChange((lang) => this.emit("lang", lang));
  }

  // --- preferences --------------------------------------------------------------------------

  get name(): string { return safeStorage()?.getItem("epochs.name") || ""; }
  set name(value: string) { try { safeStorage()?.setItem("epochs.name", value.trim().slice(0, 24)); } catch { /* ignore */ } }
  get playerName(): string { return this.name || (this.i18n.lang === "ru" ? "Игрок" : "Player"); }
  get selectedGame(): string | null { return safeStorage()?.getItem("epochs.game") ?? null; }
  set selectedGame(id: string | null) { try { if (id) safeStorage()?.setItem("epochs.game", id); } catch { /* ignore */ } }
  get playerCount(): number { return Number(safeStorage()?.getItem("epochs.players")) || 0; }
  set playerCount(n: number) { try { safeStorage()?.setItem("epochs.players", String(n)); } catch { /* ignore */ } }

  gameInfo(id: string | undefined | null): GameInfo | undefined {
    return this.games.find((g) => g.id === id);
  }

  gameName(id: string | undefined | null): string {
    const info = this.gameInfo(id);
    return info ? info.name[this.i18n.lang] ?? info.name.en : id ?? "";
  }

  // --- events -------------------------------------------------------------------------------

  on<K extends keyof AppEvents>(type: K, cb: (v: AppEvents[K]) => void): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(cb);
    return () => { set.delete(cb); };
  }

  emit<K extends keyof AppEvents>(type: K, value: AppEvents[K]): void {
    for (const cb of [...(this.listeners.get(type) ?? [])]) cb(value);
  }

  toast(text: string, kind: ToastKind = "info"): void {
    this.emit("toast", { text, kind });
  }

  // --- games list ---------------------------------------------------------------------------

  async loadGames(): Promise<void> {
    this.gamesLoading = true;
    this.gamesError = null;
    try {
      this.games = await fetchGames(this.endpoints.api);
    } catch (err) {
      this.games = [];
      this.gamesError = (err as Error)?.message ?? String(err);
    } finally {
      this.gamesLoading = false;
      this.emit("games", this.games);
    }
  }

  // --- account and My games -----------------------------------------------------------------

  /** Gets the browser's account (a guest one the first time), then keeps My games and the tab's title fresh. */
  async startAccount(): Promise<void> {
    try {
      this.setAccount(await this.accounts.session());
    } catch (err) {
      console.info("[epochs] no account session:", (err as Error)?.message ?? err);
      return;
    }
    setInterval(() => { if (document.visibilityState === "visible") void this.refreshMyGames(); }, MY_GAMES_POLL_MS);
    document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") void this.refreshMyGames(); });
    window.addEventListener("focus", () => void this.refreshMyGames());
  }

  setAccount(account: AccountInfo | null): void {
    this.account = account;
    this.emit("account", account);
    void this.refreshMyGames();
  }

  async refreshMyGames(): Promise<void> {
    if (!this.account) {
      this.myGames = [];
    } else {
      try { this.myGames = await this.accounts.games(); } catch { return; }
    }
    const turns = this.myGames.filter((g) => g.yourTurn).length;
    const app = this.i18n.t("app.title");
    document.title = turns ? this.i18n.t("title.yourTurn", { n: turns, app }) : app;
    this.emit("myGames", this.myGames);
  }

  // --- scenes -------------------------------------------------------------------------------

  currentScene(): SceneKey | null {
    if (!this.game) return null;
    // A scene being started (START…CREATING) counts as current, before the ones still running.
    // (Every scene sits in INIT until it is started for the first time.)
    let running: SceneKey | null = null;
    for (const key of MAIN_SCENES) {
      const status = this.game.scene.getScene(key)?.sys.settings.status ?? 0;
      if (status >= Phaser.Scenes.START && status < Phaser.Scenes.RUNNING) return key;
      if (status === Phaser.Scenes.RUNNING && !running) running = key;
    }
    return running;
  }

  switchTo(key: SceneKey, data?: object): void {
    this.requestedScene = key;
    for (const k of MAIN_SCENES) {
      const status = this.game.scene.getScene(k)?.sys.settings.status ?? 0;
      if (k !== key && status >= Phaser.Scenes.START && status <= Phaser.Scenes.SLEEPING) this.game.scene.stop(k);
    }
    if (this.game.scene.isActive(key)) this.game.scene.stop(key);
    this.game.scene.start(key, data);
  }

  /** Shows the scene for the room's phase (the Game scene moves itself to End once its animations end). */
  route(): void {
    const snap = this.conn?.snapshot;
    // The leaderboard, opened from the end screen, stays until its Back (the room's last patches would route away).
    if (!snap || this.reviewing || this.requestedScene === "Leaderboard") return;
    const target = sceneForPhase(snap.phase);
    const current = this.requestedScene ?? this.currentScene();
    if (current === target) return;
    if (current === "Game" && target === "End") return;
    this.switchTo(target);
  }

  // --- the joined room ----------------------------------------------------------------------

  attach(conn: GameConnection): void {
    this.detach();
    this.conn = conn;
    this.lastError = null;
    this.unsubs.push(
      conn.onState(() => this.route()),
      conn.on("error", (e) => {
        this.lastError = { code: e.code, message: e.message };
        this.toast(this.i18n.t("error.generic", { message: this.i18n.error(e) }), "error");
      }),
      conn.on("shutdown", () => this.emit("connection", { status: "shutdown", message: this.i18n.t("conn.shutdown") })),
      conn.onStatus((s) => {
        if (s.status === "dropped") this.emit("connection", { status: "dropped", message: this.i18n.t("conn.reconnecting") });
        else if (s.status === "reconnected") this.emit("connection", { status: "reconnected", message: this.i18n.t("conn.reconnected") });
        else if (s.status === "left") void this.onLeft(conn, s.code);
      }),
    );
    if (conn.snapshot) this.route();
  }

  private detach(): void {
    for (const u of this.unsubs.splice(0)) u();
    this.conn = null;
  }

  private async onLeft(conn: GameConnection, code?: number): Promise<void> {
    if (conn !== this.conn || conn.leftOnPurpose) return;
    if (conn.snapshot?.phase === "finished") { this.store.remove(conn.roomId); return; }
    if (code === CLOSE_SEAT_TAKEN) {
      // Taking it back would close the other window's connection, which would take it back again.
      // The stored session stays: it is that window's too.
      this.detach();
      this.emit("connection", { status: "left", message: this.i18n.t("conn.seatTaken") });
      this.switchTo("Menu");
      return;
    }
    // The socket is gone for good (the SDK's reconnection gave up, the server restarted, or it closed
    // a connection sending too fast): take the seat back with the stored credential. After a restart
    // notice, keep trying for a while (the restarted server restores the game under the same room id).
    const restarting = conn.shutdownNotice;
    const notice = code === CLOSE_RATE_LIMITED ? "conn.rateLimited" : restarting ? "conn.shutdown" : "conn.reconnecting";
    this.emit("connection", { status: "dropped", message: this.i18n.t(notice) });
    const deadline = restarting ? Date.now() + RESTART_RETRY_MS : 0;
    for (let attempt = 1; ; attempt++) {
      const last = Date.now() >= deadline;
      const again = await this.net.resume(this.playerName, { roomId: conn.roomId, keepOnFailure: !last }).catch(() => null);
      if (this.conn !== conn) { void again?.leave(); return; } // the player moved on meanwhile
      if (again) {
        this.attach(again);
        this.emit("connection", { status: "reconnected", message: this.i18n.t("conn.reconnected") });
        return;
      }
      if (last) break;
      await new Promise((r) => setTimeout(r, Math.min(5000, 1000 * attempt)));
    }
    this.store.remove(conn.roomId);
    this.detach();
    this.emit("connection", { status: "left", message: this.i18n.t("conn.lost") });
    this.switchTo("Menu");
  }

  /**
   * Leaves the room on purpose and returns to the menu. From a running game this only steps away: a bot plays
   * the seat meanwhile, and its stored credential (and the account) take it back later; a lobby's seat is freed.
   */
  async leaveRoom(): Promise<void> {
    const conn = this.conn;
    this.detach();
    this.switchTo("Menu");
    if (conn) await conn.leave(conn.snapshot?.phase !== "playing");
    void this.refreshMyGames();
  }

  /** Gives the seat up for good (a bot plays it to the end), then leaves the room. */
  resign(): void {
    const conn = this.conn;
    if (!conn) return;
    const off = conn.on("resigned", () => {
      off();
      this.detach();
      this.switchTo("Menu");
      void conn.leave(true).then(() => this.refreshMyGames());
    });
    conn.send("resign", {});
  }

  /**
   * Opens a stored game's review: the public one of a finished game, or with the joined room's seat credential
   * that seat's (leaving the room). False when the server has none for us.
   */
  async openReview(gameId: string, credential?: string): Promise<boolean> {
    const review = await fetchReview(this.endpoints.api, gameId, credential).catch(() => null);
    if (!review) return false;
    // A review link may open before the menu has the game list (the game's name comes from it).
    if (!this.games.length) await this.loadGames();
    const conn = this.conn;
    // A running game's player stays at the table meanwhile (leaving would hand the seat to a bot).
    if (conn && conn.snapshot?.phase === "playing") this.reviewing = true;
    else {
      this.detach();
      if (conn) await conn.leave();
    }
    this.switchTo("Review", { review });
    return true;
  }

  /** From the Review scene: back to the running game it was opened from, else to the menu. */
  closeReview(): void {
    const back = this.reviewing && this.conn?.snapshot;
    this.reviewing = false;
    if (back) this.switchTo(sceneForPhase(back.phase));
    else this.switchTo("Menu");
  }

  /** On page load with a review link (`reviewLink` in scenes/ReviewScene.ts): opens that game's public review. */
  async openLinkedReview(): Promise<boolean> {
    if (this.reviewLinkTried) return false;
    this.reviewLinkTried = true;
    const id = new URLSearchParams(location.search).get("review");
    if (!id) return false;
    if (await this.openReview(id)) return true;
    this.toast(this.i18n.t("review.notFound"), "error");
    return false;
  }

  /** On page load: take back a stored seat, if any. */
  async tryResume(): Promise<boolean> {
    if (this.resumeTried) return false;
    this.resumeTried = true;
    if (!this.store.latest()) return false;
    const conn = await this.net.resume(this.playerName).catch(() => null);
    if (!conn) return false;
    this.attach(conn);
    return true;
  }
}

let app: App | null = null;
export function getApp(): App {
  if (!app) app = new App();
  return app;
}
