/**
 * Always on top of the other scenes: the connection banner ("Reconnecting…" / "Reconnected") and
 * short toasts (errors from the server).
 *
 * Both are HTML over the canvas (not canvas objects): games draw HTML panels over the canvas too
 * (Clash of Cultures' player boards and prompt drawer), and a toast drawn on the canvas would be hidden
 * under them. They sit just under the top bar of the canvas, above every panel, and let clicks through.
 */
import Phaser from "phaser";
import { getApp, type AppEvents } from "../app.ts";
import { colors, fonts } from "../ui/theme.ts";

const css = (n: number) => `#${n.toString(16).padStart(6, "0")}`;
/** Game pixels from the canvas top to the first toast (below every scene's top bar). */
const TOP_GAME_PX = 58;

export class HudScene extends Phaser.Scene {
  private layer: HTMLDivElement | null = null;
  private bannerEl: HTMLDivElement | null = null;
  private toasts: HTMLDivElement | null = null;
  private hideBanner: Phaser.Time.TimerEvent | null = null;
  /** Current banner text ("" when hidden), for tests. */
  bannerMessage = "";

  constructor() { super({ key: "Hud", active: false }); }

  create(): void {
    const app = getApp();
    const layer = document.createElement("div");
    layer.id = "epochs-hud";
    layer.setAttribute("style", "position: fixed; z-index: 1000; left: 0; top: 0; width: 0; display: flex; flex-direction: column; align-items: center; gap: 6px; pointer-events: none;");
    const banner = document.createElement("div");
    banner.setAttribute("role", "status");
    banner.setAttribute("style", `display: none; padding: 8px 24px; border-radius: 10px; border: 2px solid rgba(0,0,0,0.4); color: #1d1a16; font: 17px ${fonts.ui}; text-align: center; max-width: 92vw;`);
    const toasts = document.createElement("div");
    toasts.setAttribute("aria-live", "polite");
    toasts.setAttribute("style", "display: flex; flex-direction: column; align-items: center; gap: 6px;");
    layer.append(banner, toasts);
    document.body.append(layer);
    this.layer = layer;
    this.bannerEl = banner;
    this.toasts = toasts;
    this.place();
    const onResize = () => this.place();
    window.addEventListener("resize", onResize);
    this.scale.on(Phaser.Scale.Events.RESIZE, onResize);
    const offs = [app.on("connection", (c) => this.showConnection(c)), app.on("toast", (t) => this.toast(t))];
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      offs.forEach((o) => o());
      window.removeEventListener("resize", onResize);
      this.scale.off(Phaser.Scale.Events.RESIZE, onResize);
      layer.remove();
      this.layer = this.bannerEl = this.toasts = null;
    });
    (window as unknown as { __epochsHud?: HudScene }).__epochsHud = this;
  }

  /** Centres the layer on the canvas, just below the top bar. */
  private place(): void {
    const canvas = this.game.canvas;
    if (!this.layer || !canvas) return;
    const r = canvas.getBoundingClientRect();
    const k = r.height / (this.scale.height || r.height || 1);
    const s = this.layer.style;
    s.left = `${r.left + r.width / 2}px`;
    s.top = `${Math.max(0, r.top) + TOP_GAME_PX * k}px`;
    s.transform = "translateX(-50%)";
    s.width = `${Math.min(r.width, window.innerWidth) * 0.94}px`;
  }

  private showConnection(c: AppEvents["connection"]): void {
    const el = this.bannerEl;
    if (!el) return;
    this.hideBanner?.remove();
    this.hideBanner = null;
    this.place();
    const color = c.status === "reconnected" ? colors.good : c.status === "left" ? colors.bad : colors.warn;
    el.style.background = css(color);
    el.style.transition = "";
    el.style.opacity = "1";
    el.style.display = "block";
    el.textContent = c.message;
    this.bannerMessage = c.message;
    if (c.status === "reconnected" || c.status === "left") {
      this.hideBanner = this.time.delayedCall(c.status === "left" ? 5000 : 2500, () => {
        el.style.transition = "opacity 0.4s";
        el.style.opacity = "0";
        this.hideBanner = this.time.delayedCall(400, () => { el.style.display = "none"; this.bannerMessage = ""; this.hideBanner = null; });
      });
    }
  }

  private toast(t: AppEvents["toast"]): void {
    const box = this.toasts;
    if (!box) return;
    this.place();
    const el = document.createElement("div");
    el.className = `epochs-toast epochs-toast-${t.kind}`;
    el.setAttribute("role", t.kind === "error" ? "alert" : "status");
    const color = t.kind === "error" ? colors.textBad : t.kind === "good" ? colors.textGood : colors.text;
    el.setAttribute("style", `background: rgba(42,37,31,0.95); color: ${color}; border: 1px solid ${css(colors.panelEdge)}; border-radius: 8px; padding: 8px 14px; font: 15px ${fonts.ui}; text-align: center; max-width: 100%; box-shadow: 0 2px 10px rgba(0,0,0,0.5); transition: opacity 0.5s;`);
    el.textContent = t.text;
    box.append(el);
    while (box.children.length > 4) box.firstElementChild?.remove();
    window.setTimeout(() => { el.style.opacity = "0"; }, 3500);
    window.setTimeout(() => el.remove(), 4000);
  }
}
