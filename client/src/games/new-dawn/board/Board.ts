/**
 * A New Dawn's map: the hex spaces with their terrain and everything on them, drawn with Phaser graphics in world
 * coordinates under one root object that its own camera shows (../../split-cameras.ts), so zoom and pan are a camera
 * transform clipped to the board area. Screen-space effects (dice, sums, banners, drawn cards) sit above it.
 *
 * Input: drag pans, the wheel and a pinch zoom, a tap on a space answers an open pick (`pickSpace`); hovering a
 * space shows what is on it. The board answers the test hook at `window.__epochs.nd` (space positions, the pick).
 */
import Phaser from "phaser";
import type { GameEvent, Seat } from "../../../../../engine/core/types.ts";
import type { Space } from "../../../../../engine/games/new-dawn/base/state.ts";
import type { NdView } from "../../../../../engine/games/new-dawn/view.ts";
import { ease, parallel, phase, wait, type Animation } from "../../../anim/queue.ts";
import { diceRoll } from "../../../anim/primitives/dice.ts";
import { movePiece } from "../../../anim/primitives/movePiece.ts";
import { cardDrawFlip, simpleCardFace } from "../../../anim/primitives/card.ts";
import { Button } from "../../../ui/Button.ts";
import { fonts } from "../../../ui/theme.ts";
import {
  boundsOf, clampCenter, fitZoom, hexCenter, hexCorners, pixelToKey, viewToWorld, worldToView, zoomAt, HEX_SIZE, type Bounds, type Pt, type ViewTransform,
} from "../../hex-geometry.ts";
import { OVERLAY_DEPTH, SplitCameras } from "../../split-cameras.ts";
import type { Rect, RenderContext } from "../../types.ts";
import type { BoardApi, BoardFx, PickStyle, SideSum } from "../contract.ts";
import { name, spaceLabel } from "../names.ts";
import { ui } from "../text/ui.ts";
import { drawBarbarian, drawCaravan, drawCity, drawCityState, drawNaturalWonder, drawResource, drawTerrain, drawToken, drawWonderToken } from "./draw.ts";
import { BARBARIAN_COLOR, css, PLAYER_COLOR } from "./palette.ts";
import { patchView } from "./patch.ts";

const R = HEX_SIZE;
const PICK_COLOR: Record<PickStyle, number> = { place: 0xffe27a, attack: 0xff5a3c, reinforce: 0x7fe0ff, select: 0xffffff };

export class NdBoard implements BoardApi, BoardFx {
  private readonly scene: Phaser.Scene;
  private readonly ctx: RenderContext;
  private readonly area: Rect;
  private readonly root: Phaser.GameObjects.Container;
  private readonly terrain: Phaser.GameObjects.Graphics;
  private readonly pieces: Phaser.GameObjects.Graphics;
  private readonly labels: Phaser.GameObjects.Container;
  private readonly marks: Phaser.GameObjects.Graphics;
  /** A map tile as it would lie, before it is laid: over the pick's marks, which may still be picked under it. */
  private readonly previewG: Phaser.GameObjects.Graphics;
  private readonly movers: Phaser.GameObjects.Container;
  private readonly overlay: Phaser.GameObjects.Container;
  private readonly tooltip: Phaser.GameObjects.Text;
  private readonly cameras: SplitCameras;
  private readonly buttons: Button[] = [];
  private view: NdView | null = null;
  private shape = "";
  private bounds: Bounds = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  private t: ViewTransform;
  private fitted = 0;
  private pick: { spaces: Readonly<Record<string, PickStyle>>; resolve: (s: string | null) => void } | null = null;
  private marked: readonly string[] = [];
  private previewed: readonly string[] = [];
  /** What the open pick asks for, shown over a space that is not one of its choices. */
  private hint = "";
  /** Barbarians and caravans are objects of their own, so a march or a journey moves the very piece. */
  private barbarians = new Map<string, Phaser.GameObjects.Container>();
  private caravans = new Map<string, Phaser.GameObjects.Container>();
  private drag: { x: number; y: number; cx: number; cy: number; moved: boolean } | null = null;
  private pinch: { d: number; zoom: number } | null = null;
  private destroyed = false;

  constructor(scene: Phaser.Scene, ctx: RenderContext, area: Rect) {
    this.scene = scene;
    this.ctx = ctx;
    this.area = area;
    this.t = { vx: area.x, vy: area.y, vw: area.width, vh: area.height, cx: 0, cy: 0, zoom: 1 };
    this.root = scene.add.container(0, 0).setDepth(1);
    this.terrain = scene.add.graphics();
    this.labels = scene.add.container(0, 0);
    this.pieces = scene.add.graphics();
    this.previewG = scene.add.graphics();
    this.marks = scene.add.graphics();
    this.movers = scene.add.container(0, 0);
    this.root.add([this.terrain, this.labels, this.pieces, this.marks, this.previewG, this.movers]);
    this.overlay = scene.add.container(0, 0).setDepth(OVERLAY_DEPTH);
    this.tooltip = scene.add.text(0, 0, "", { fontFamily: fonts.ui, fontSize: "13px", color: "#efe6d2", backgroundColor: "#241f1acc", padding: { x: 6, y: 4 }, wordWrap: { width: 260 } })
      .setDepth(OVERLAY_DEPTH + 1).setVisible(false);
    this.cameras = new SplitCameras(scene, area, this.root, 0x1f3a52);
    this.addZoomButtons();
    this.installInput();
    this.installHook();
  }

  // ---- drawing ------------------------------------------------------------------------------------------

  update(view: NdView): void {
    if (this.destroyed) return;
    this.view = view;
    this.redraw();
  }

  /** Applies what an event changes on the map to the board's copy of the view (the batch plays step by step). */
  apply(e: GameEvent): Animation {
    return {
      durationMs: 0,
      label: "nd-apply",
      finish: () => {
        if (!this.view || this.destroyed) return;
        const next = patchView(this.view, e);
        if (next !== this.view) { this.view = next; this.redraw(); }
      },
    };
  }

  private redraw(): void {
    const view = this.view;
    if (!view) return;
    const shape = Object.keys(view.spaces).sort().join(";");
    if (shape !== this.shape) {
      this.shape = shape;
      this.bounds = boundsOf(Object.keys(view.spaces), R);
      this.fit();
    }
    this.draw();
  }

  private fit(): void {
    const zoom = fitZoom(this.bounds, this.area.width, this.area.height, 8);
    this.fitted = zoom;
    this.t = { ...this.t, cx: (this.bounds.minX + this.bounds.maxX) / 2, cy: (this.bounds.minY + this.bounds.maxY) / 2, zoom };
    this.applyView();
  }

  private applyView(): void {
    this.t = clampCenter(this.t, this.bounds);
    this.cameras.setView(this.t.cx, this.t.cy, this.t.zoom);
  }

  private draw(): void {
    const v = this.view;
    if (!v) return;
    const lang = this.ctx.i18n.lang;
    this.terrain.clear();
    this.pieces.clear();
    this.labels.removeAll(true);
    const label = (x: number, y: number, text: string, size: number, color = "#1b1610", bg?: string) =>
      this.labels.add(this.scene.add.text(x, y, text, { fontFamily: fonts.ui, fontSize: `${size}px`, color, fontStyle: "bold", backgroundColor: bg, padding: bg ? { x: 2, y: 0 } : undefined }).setOrigin(0.5));
    for (const sp of Object.values(v.spaces)) {
      const c = hexCenter(sp.id, R);
      drawTerrain(this.terrain, c, R, sp.terrain, sp.edge);
      if (sp.barbarianSymbol && !sp.city && !sp.token) label(c.x + 0.45 * R, c.y - 0.5 * R, sp.barbarianSymbol, 11, "#5a1e16");
      if (sp.resource) drawResource(this.pieces, c, R, sp.resource);
      if (sp.naturalWonder) drawNaturalWonder(this.pieces, c, R);
      if (sp.cityState) {
        drawCityState(this.pieces, c, R);
        label(c.x, c.y + 0.5 * R, name("cityState", sp.cityState, lang).slice(0, 10), 10, "#1b1610", "#f1e6c8cc");
      }
      if (sp.city) drawCity(this.pieces, c, R, this.seatColor(sp.city.owner), sp.city.capital);
      if (sp.token) drawToken(this.pieces, c, R, this.seatColor(sp.token.owner), sp.token.reinforced);
      if (sp.wonder) drawWonderToken(this.pieces, c, R);
    }
    this.drawMovers(v);
    this.drawMarks();
  }

  private drawMovers(v: NdView): void {
    const seen = new Set<string>();
    for (const [letter, at] of Object.entries(v.barbarians)) {
      if (!at) continue;
      seen.add(letter);
      const c = hexCenter(at, R);
      const obj = this.barbarianPiece(letter);
      // Barbarians sharing a space (until the stacking is resolved) stand side by side.
      const same = Object.entries(v.barbarians).filter(([, s]) => s === at).map(([l]) => l).sort();
      const i = same.indexOf(letter);
      obj.setPosition(c.x + (i - (same.length - 1) / 2) * 0.4 * R, c.y + (v.spaces[at]?.city || v.spaces[at]?.token ? -0.35 * R : 0)).setVisible(true);
    }
    for (const [letter, obj] of this.barbarians) if (!seen.has(letter)) obj.setVisible(false);
    const caravans = new Set<string>();
    for (const p of v.players) {
      p.caravans.forEach((at, i) => {
        const key = `${p.seat}:${i}`;
        let obj = this.caravans.get(key);
        if (!obj) {
          obj = this.scene.add.container(0, 0);
          const g = this.scene.add.graphics();
          drawCaravan(g, R, this.seatColor(p.seat));
          obj.add(g);
          this.movers.add(obj);
          this.caravans.set(key, obj);
        }
        if (!at) { obj.setVisible(false); return; }
        caravans.add(key);
        const c = hexCenter(at, R);
        obj.setPosition(c.x + (p.seat - 1.5) * 0.18 * R, c.y + 0.55 * R).setVisible(true);
      });
    }
    for (const [key, obj] of this.caravans) if (!caravans.has(key)) obj.setVisible(false);
  }

  private drawMarks(): void {
    this.marks.clear();
    const line = Math.max(2, 3 / this.t.zoom);
    for (const id of this.marked) {
      const c = hexCenter(id, R);
      this.marks.lineStyle(line, 0xffffff, 0.9).strokeCircle(c.x, c.y, 0.8 * R);
    }
    if (!this.pick) return;
    for (const [id, style] of Object.entries(this.pick.spaces)) {
      const c = hexCenter(id, R);
      this.marks.fillStyle(PICK_COLOR[style], 0.28).fillCircle(c.x, c.y, 0.78 * R);
      this.marks.lineStyle(line, PICK_COLOR[style], 1).strokeCircle(c.x, c.y, 0.78 * R);
    }
  }

  private seatColor(seat: Seat): number {
    const color = this.view?.players[seat]?.color;
    return color ? PLAYER_COLOR[color] : 0x888888;
  }

  // ---- picking ------------------------------------------------------------------------------------------

  pickSpace(spaces: Readonly<Record<string, PickStyle>>, hint: string): Promise<string | null> {
    this.cancelPick();
    return new Promise((resolve) => {
      this.pick = { spaces, resolve };
      this.hint = hint;
      const off = Object.keys(spaces).filter((id) => !this.view?.spaces[id]);
      if (off.length) {
        this.bounds = boundsOf([...Object.keys(this.view?.spaces ?? {}), ...off], R);
        this.fit();
      }
      this.tooltip.setVisible(false);
      this.drawMarks();
    });
  }

  cancelPick(): void {
    const p = this.pick;
    this.pick = null;
    this.drawMarks();
    p?.resolve(null);
  }

  mark(spaces: readonly string[]): void {
    this.marked = spaces;
    this.drawMarks();
  }

  preview(spaces: readonly Space[]): void {
    this.previewed = spaces.map((sp) => sp.id);
    this.previewG.clear();
    if (!spaces.length) return;
    const off = spaces.map((sp) => sp.id).filter((id) => !this.view?.spaces[id]);
    if (off.some((id) => !this.inBounds(id))) {
      this.bounds = boundsOf([...Object.keys(this.view?.spaces ?? {}), ...Object.keys(this.pick?.spaces ?? {}), ...off], R);
      this.fit();
    }
    this.previewG.setAlpha(0.85);
    for (const sp of spaces) {
      const c = hexCenter(sp.id, R);
      drawTerrain(this.previewG, c, R, sp.terrain, sp.edge);
      if (sp.resource) drawResource(this.previewG, c, R, sp.resource);
      if (sp.naturalWonder) drawNaturalWonder(this.previewG, c, R);
      if (sp.cityState) drawCityState(this.previewG, c, R);
    }
    // The tile's outline, so it reads as one piece against the map around it.
    const line = Math.max(2, 3 / this.t.zoom);
    const ids = new Set(spaces.map((sp) => sp.id));
    this.previewG.lineStyle(line, 0xffe27a, 1);
    for (const sp of spaces) {
      const c = hexCenter(sp.id, R);
      const corners = hexCorners(c, R);
      corners.forEach((a, i) => {
        const b = corners[(i + 1) % 6];
        // The hex across this side has its centre twice as far as the side's middle.
        if (ids.has(pixelToKey(a.x + b.x - c.x, a.y + b.y - c.y, R))) return;
        this.previewG.lineBetween(a.x, a.y, b.x, b.y);
      });
    }
  }

  private inBounds(id: string): boolean {
    const c = hexCenter(id, R);
    return c.x - R >= this.bounds.minX && c.x + R <= this.bounds.maxX && c.y - R >= this.bounds.minY && c.y + R <= this.bounds.maxY;
  }

  // ---- input --------------------------------------------------------------------------------------------

  private inBoard(p: Pt): boolean {
    const a = this.area;
    return p.x >= a.x && p.x <= a.x + a.width && p.y >= a.y && p.y <= a.y + a.height;
  }

  private spaceAt(p: Pt): string | null {
    if (!this.inBoard(p) || !this.view) return null;
    const w = viewToWorld(this.t, p);
    const id = pixelToKey(w.x, w.y, R);
    // A pick may offer places off the map (where a new map tile's centre goes).
    return this.view.spaces[id] || this.pick?.spaces[id] ? id : null;
  }

  spaceToScene(id: string): Pt {
    return worldToView(this.t, hexCenter(id, R));
  }

  private installInput(): void {
    const input = this.scene.input;
    input.addPointer(1);
    const down = (p: Phaser.Input.Pointer) => {
      if (!this.inBoard({ x: p.x, y: p.y })) return;
      this.tooltip.setVisible(false);
      const touches = [input.pointer1, input.pointer2].filter((q) => q?.isDown);
      if (touches.length === 2) {
        this.pinch = { d: Phaser.Math.Distance.Between(touches[0].x, touches[0].y, touches[1].x, touches[1].y), zoom: this.t.zoom };
        this.drag = null;
        return;
      }
      this.drag = { x: p.x, y: p.y, cx: this.t.cx, cy: this.t.cy, moved: false };
    };
    const move = (p: Phaser.Input.Pointer) => {
      if (this.pinch) {
        const a = input.pointer1, b = input.pointer2;
        if (a?.isDown && b?.isDown) {
          const d = Phaser.Math.Distance.Between(a.x, a.y, b.x, b.y);
          this.zoomTo(this.pinch.zoom * (d / Math.max(1, this.pinch.d)), { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
        }
        return;
      }
      if (this.drag && p.isDown) {
        const dx = p.x - this.drag.x, dy = p.y - this.drag.y;
        if (Math.hypot(dx, dy) > 8) this.drag.moved = true;
        if (this.drag.moved) {
          this.t = { ...this.t, cx: this.drag.cx - dx / this.t.zoom, cy: this.drag.cy - dy / this.t.zoom };
          this.applyView();
        }
        return;
      }
      this.hover({ x: p.x, y: p.y });
    };
    const up = (p: Phaser.Input.Pointer) => {
      if (this.pinch) { if (!input.pointer1?.isDown || !input.pointer2?.isDown) this.pinch = null; this.drag = null; return; }
      const drag = this.drag;
      this.drag = null;
      if (!drag || drag.moved) return;
      if (p.rightButtonReleased?.()) { this.cancelPick(); return; }
      const id = this.spaceAt({ x: p.x, y: p.y });
      if (id && this.pick && this.pick.spaces[id]) {
        const pick = this.pick;
        this.pick = null;
        this.drawMarks();
        pick.resolve(id);
      } else if (id) this.hover({ x: p.x, y: p.y }, true);
    };
    const wheel = (p: Phaser.Input.Pointer, _o: unknown, _dx: number, dy: number) => {
      if (!this.inBoard({ x: p.x, y: p.y })) return;
      this.zoomTo(this.t.zoom * (dy > 0 ? 0.87 : 1.15), { x: p.x, y: p.y });
    };
    const key = (e: KeyboardEvent) => { if (e.key === "Escape") this.cancelPick(); };
    input.on("pointerdown", down);
    input.on("pointermove", move);
    input.on("pointerup", up);
    input.on("wheel", wheel);
    window.addEventListener("keydown", key);
    this.scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => window.removeEventListener("keydown", key));
    this.offInput = () => {
      input.off("pointerdown", down);
      input.off("pointermove", move);
      input.off("pointerup", up);
      input.off("wheel", wheel);
      window.removeEventListener("keydown", key);
    };
  }

  private offInput: () => void = () => {};

  private zoomTo(zoom: number, at: Pt): void {
    const z = Math.max(this.fitted * 0.9, Math.min(this.fitted * 5, zoom));
    this.t = zoomAt(this.t, at, z);
    this.applyView();
    this.drawMarks();
  }

  private addZoomButtons(): void {
    const x = this.area.x + this.area.width - 26, y = this.area.y + 24;
    const mk = (id: string, label: string, dy: number, onClick: () => void) => {
      const b = new Button(this.scene, x, y + dy, { testId: `nd.board.${id}`, label, width: 40, height: 34, fontSize: 18, onClick });
      b.setDepth(OVERLAY_DEPTH);
      this.buttons.push(b);
    };
    const centre = () => ({ x: this.area.x + this.area.width / 2, y: this.area.y + this.area.height / 2 });
    mk("zoomIn", "+", 0, () => this.zoomTo(this.t.zoom * 1.3, centre()));
    mk("zoomOut", "−", 40, () => this.zoomTo(this.t.zoom / 1.3, centre()));
    mk("fit", "⤢", 80, () => this.fit());
  }

  /** What lies on a space, in words: terrain, label and every piece (the tooltip and the test hook). */
  spaceInfo(id: string): string {
    const v = this.view;
    const sp = v?.spaces[id];
    if (!v || !sp) return "";
    const lang = this.ctx.i18n.lang;
    const lines = [`${name("terrain", sp.terrain, lang)} · ${spaceLabel(v.spaces, id)}`];
    if (sp.naturalWonder) lines.push(ui(this.ctx.i18n, "board.naturalWonder", { name: name("naturalWonder", sp.naturalWonder, lang) }));
    if (sp.resource) lines.push(ui(this.ctx.i18n, "board.resource", { name: name("resource", sp.resource, lang) }));
    if (sp.cityState) lines.push(ui(this.ctx.i18n, "board.cityState", { name: name("cityState", sp.cityState, lang) }));
    if (sp.city) lines.push(ui(this.ctx.i18n, sp.city.capital ? "board.capital" : "board.city", { seat: this.ctx.seatName(sp.city.owner) }));
    if (sp.token) lines.push(ui(this.ctx.i18n, sp.token.reinforced ? "board.tokenReinforced" : "board.token", { seat: this.ctx.seatName(sp.token.owner) }));
    if (sp.wonder) lines.push(ui(this.ctx.i18n, "board.wonder", { name: name("wonder", sp.wonder, lang) }));
    const barbs = Object.entries(v.barbarians).filter(([, s]) => s === id).map(([l]) => l);
    if (barbs.length) lines.push(ui(this.ctx.i18n, "board.barbarians", { letters: barbs.join(", ") }));
    for (const p of v.players) if (p.caravans.includes(id)) lines.push(ui(this.ctx.i18n, "board.caravan", { seat: this.ctx.seatName(p.seat) }));
    return lines.join("\n");
  }

  private hover(p: Pt, sticky = false): void {
    const id = this.spaceAt(p);
    if (!id) { this.tooltip.setVisible(false); return; }
    const hint = this.pick ? (this.pick.spaces[id] ? "" : `\n${ui(this.ctx.i18n, "board.notOffered")} ${this.hint}`) : "";
    this.tooltip.setText(this.spaceInfo(id) + hint);
    const x = Math.min(p.x + 14, this.area.x + this.area.width - this.tooltip.width - 4);
    const y = Math.min(p.y + 14, this.area.y + this.area.height - this.tooltip.height - 4);
    this.tooltip.setPosition(Math.max(this.area.x, x), Math.max(this.area.y, y)).setVisible(true);
    if (sticky) this.scene.time.delayedCall(2500, () => this.tooltip.setVisible(false));
  }

  private installHook(): void {
    const toClient = (p: Pt) => {
      const rect = this.scene.game.canvas.getBoundingClientRect();
      return { x: rect.left + (p.x * rect.width) / this.scene.scale.width, y: rect.top + (p.y * rect.height) / this.scene.scale.height };
    };
    const w = window as unknown as { __epochs?: Record<string, unknown> };
    if (!w.__epochs) return;
    w.__epochs.nd = {
      /** The open map pick: the spaces offered and their styles, or null. */
      picking: () => (this.pick ? { spaces: { ...this.pick.spaces } } : null),
      /** Page (client) coordinates of a space's centre, for page.mouse.click. */
      spaceToScreen: (id: string) => toClient(this.spaceToScene(id)),
      visible: (id: string) => this.inBoard(this.spaceToScene(id)),
      focus: (id: string) => { const c = hexCenter(id, R); this.t = { ...this.t, cx: c.x, cy: c.y }; this.applyView(); },
      info: (id: string) => this.spaceInfo(id),
      /** The spaces of a map tile shown before it is laid. */
      previewed: () => [...this.previewed],
    };
  }

  // ---- effects (BoardFx) --------------------------------------------------------------------------------

  private floating(x: number, y: number, text: string, color: string, size = 16): Phaser.GameObjects.Text {
    const t = this.scene.add.text(x, y, text, { fontFamily: fonts.ui, fontSize: `${size}px`, color, fontStyle: "bold", stroke: "#000000", strokeThickness: 4, align: "center" }).setOrigin(0.5);
    this.overlay.add(t);
    return t;
  }

  pulse(space: string, color: number, text?: string): Animation {
    let ring: Phaser.GameObjects.Graphics | null = null;
    let label: Phaser.GameObjects.Text | null = null;
    return {
      durationMs: 650,
      label: "nd-pulse",
      start: () => {
        ring = this.scene.add.graphics();
        this.overlay.add(ring);
        const p = this.spaceToScene(space);
        if (text) label = this.floating(p.x, p.y - 0.9 * R * this.t.zoom, text, css(color), 15);
      },
      update: (t) => {
        if (!ring) return;
        const p = this.spaceToScene(space);
        ring.clear().lineStyle(4, color, 1 - t).strokeCircle(p.x, p.y, R * this.t.zoom * (0.5 + t));
        label?.setY(p.y - R * this.t.zoom * (0.9 + 0.4 * t)).setAlpha(1 - phase(t, 0.7, 1));
      },
      finish: () => { ring?.destroy(); label?.destroy(); ring = null; label = null; },
    };
  }

  moveBarbarian(letter: string, from: string | null, to: string): Animation {
    const obj = this.barbarians.get(letter);
    if (!obj || !from) return parallel([this.spawn(letter, to), this.pulse(to, BARBARIAN_COLOR, ui(this.ctx.i18n, "fx.barbarianSpawn"))], "nd-barbarian-spawn");
    const a = hexCenter(from, R), b = hexCenter(to, R);
    return { ...movePiece(obj, [a, b], { durationMs: 700, hop: 0.4 * R, label: "nd-barbarian-march" }), start: () => { obj.setVisible(true).setPosition(a.x, a.y); } };
  }

  /** The barbarian piece lettered `letter`, made the first time it is asked for. */
  private barbarianPiece(letter: string): Phaser.GameObjects.Container {
    let obj = this.barbarians.get(letter);
    if (!obj) {
      obj = this.scene.add.container(0, 0);
      const g = this.scene.add.graphics();
      drawBarbarian(g, R);
      obj.add([g, this.scene.add.text(0, 0.12 * R, letter, { fontFamily: fonts.ui, fontSize: "11px", color: "#f0d8a0", fontStyle: "bold" }).setOrigin(0.5)]);
      this.movers.add(obj);
      this.barbarians.set(letter, obj);
    }
    return obj;
  }

  private spawn(letter: string, at: string): Animation {
    let obj: Phaser.GameObjects.Container | null = null;
    return {
      durationMs: 600,
      label: "nd-barbarian-appear",
      start: () => {
        obj = this.barbarianPiece(letter);
        const c = hexCenter(at, R);
        obj.setPosition(c.x, c.y).setVisible(true).setScale(0.01);
      },
      update: (t) => obj?.setScale(Math.max(0.01, ease.outBack(t))),
      finish: () => obj?.setScale(1),
    };
  }

  moveCaravan(seat: Seat, index: number, from: string | null, to: string): Animation {
    const obj = this.caravans.get(`${seat}:${index}`);
    const start = from ?? this.capitalOf(seat);
    if (!obj || !start) return this.pulse(to, this.seatColor(seat));
    const a = hexCenter(start, R), b = hexCenter(to, R);
    const off = { x: (seat - 1.5) * 0.18 * R, y: 0.55 * R };
    return { ...movePiece(obj, [{ x: a.x + off.x, y: a.y + off.y }, { x: b.x + off.x, y: b.y + off.y }], { pxPerSecond: 260, label: "nd-caravan-travel" }), start: () => { obj.setVisible(true).setPosition(a.x + off.x, a.y + off.y); } };
  }

  private capitalOf(seat: Seat): string | null {
    return Object.values(this.view?.spaces ?? {}).find((sp) => sp.city?.owner === seat && sp.city.capital)?.id ?? null;
  }

  attackRoll(target: string, attacker: SideSum, defender: SideSum): Animation {
    const p = this.spaceToScene(target);
    const cx = Math.max(this.area.x + 170, Math.min(this.area.x + this.area.width - 170, p.x));
    const cy = Math.max(this.area.y + 120, Math.min(this.area.y + this.area.height - 110, p.y));
    const sides = [{ side: attacker, x: cx - 80 }, { side: defender, x: cx + 80 }];
    let panel: Phaser.GameObjects.Container | null = null;
    const texts: Phaser.GameObjects.Text[] = [];
    const dice = sides.map(({ side, x }) => diceRoll(this.scene, { at: { x, y: cy - 40 }, from: { x: cx, y: cy - 160 }, face: side.die, size: 44, layer: this.overlay, durationMs: 1000, label: "nd-die" }));
    const build: Animation = {
      durationMs: 1300,
      label: "nd-attack-sum",
      start: () => {
        panel = this.scene.add.container(0, 0);
        const bg = this.scene.add.graphics().fillStyle(0x1b1610, 0.85).fillRoundedRect(cx - 170, cy - 95, 340, 190, 10);
        panel.add(bg);
        this.overlay.addAt(panel, 0);
        for (const { side, x } of sides) {
          const head = this.floating(x, cy - 80, side.name, css(side.color), 14);
          const sum = this.floating(x, cy + 70, "", "#ffe27a", 22);
          texts.push(head, sum);
          const lines = this.floating(x, cy + 22, "", "#efe6d2", 12);
          lines.setData("side", side);
          texts.push(lines);
        }
      },
      update: (t) => {
        sides.forEach(({ side }, i) => {
          const shown = Math.floor(t * (side.parts.length + 1.001));
          const parts = side.parts.slice(0, shown);
          const lines = [`${ui(this.ctx.i18n, "fx.die")} ${side.die}`, ...parts.map((q) => `${q.name} ${q.value >= 0 ? "+" : "−"}${Math.abs(q.value)}`)];
          texts[i * 3 + 2].setText(lines.join("\n"));
          texts[i * 3 + 1].setText(`= ${side.die + parts.reduce((a, q) => a + q.value, 0)}`);
        });
      },
      finish: () => {
        sides.forEach(({ side }, i) => {
          texts[i * 3 + 2]?.setText([`${ui(this.ctx.i18n, "fx.die")} ${side.die}`, ...side.parts.map((q) => `${q.name} ${q.value >= 0 ? "+" : "−"}${Math.abs(q.value)}`)].join("\n"));
          texts[i * 3 + 1]?.setText(`= ${side.total}`);
        });
        this.attackPanel = { panel, texts };
      },
    };
    return { ...this.sequence([parallel(dice, "nd-attack-dice"), build]), label: "nd-attack-roll" };
  }

  /** The attack's panel stays up until its result is shown. */
  private attackPanel: { panel: Phaser.GameObjects.Container | null; texts: Phaser.GameObjects.Text[] } | null = null;

  attackResult(target: string, attack: number, defense: number, won: boolean, text: string): Animation {
    let banner: Phaser.GameObjects.Text | null = null;
    return {
      durationMs: 1100,
      label: "nd-attack-result",
      start: () => {
        const p = this.spaceToScene(target);
        const t = this.attackPanel?.texts ?? [];
        if (t[1]) t[1].setText(`= ${attack}`);
        if (t[4]) t[4].setText(`= ${defense}`);
        const x = t[1] ? (t[1].x + t[4].x) / 2 : p.x;
        const y = t[1] ? t[1].y + 40 : p.y;
        banner = this.floating(x, y, text, won ? "#9fdc8f" : "#f08a80", 18);
      },
      update: (t) => banner?.setScale(0.6 + 0.4 * Math.min(1, t * 3)),
      finish: () => {
        banner?.destroy();
        banner = null;
        this.clearAttackPanel();
      },
    };
  }

  private clearAttackPanel(): void {
    const a = this.attackPanel;
    this.attackPanel = null;
    if (!a) return;
    a.panel?.destroy();
    for (const t of a.texts) t.destroy();
    // The dice were added to the overlay by the dice primitive; they linger until the result is shown.
    for (const obj of [...this.overlay.list]) if (obj instanceof Phaser.GameObjects.Container) obj.destroy();
  }

  directionDie(face: number, direction: number): Animation {
    const x = this.area.x + 60, y = this.area.y + this.area.height - 60;
    let arrow: Phaser.GameObjects.Graphics | null = null;
    let caption: Phaser.GameObjects.Text | null = null;
    const die = diceRoll(this.scene, { at: { x, y }, from: { x: x + 120, y: y - 120 }, face, size: 44, layer: this.overlay, durationMs: 800, label: "nd-direction-die" });
    const point: Animation = {
      durationMs: 900,
      label: "nd-direction-arrow",
      start: () => {
        arrow = this.scene.add.graphics();
        this.overlay.add(arrow);
        // Direction d points at the neighbour HEX_DIRECTIONS[d]: 0 is straight up on the flat-topped map, then clockwise by sixths.
        const a = -Math.PI / 2 + (direction * Math.PI) / 3;
        const x2 = x + 52 + Math.cos(a) * 30, y2 = y + Math.sin(a) * 30;
        arrow.lineStyle(5, 0xff5a3c, 1).lineBetween(x + 52, y, x2, y2);
        arrow.fillStyle(0xff5a3c, 1).fillCircle(x2, y2, 6);
        caption = this.floating(this.area.x + 8, y - 42, ui(this.ctx.i18n, "fx.direction"), "#ffe27a", 13).setOrigin(0, 0.5);
      },
      // The die and its arrow stay while the barbarians march (the marches come next); the next turn clears them.
      finish: () => { this.lingering.push(arrow, caption); arrow = null; caption = null; },
    };
    return this.sequence([die, point]);
  }

  /** Effects left on screen for the following ones (the direction die), cleared by `clearLingering`. */
  private lingering: (Phaser.GameObjects.GameObject | null)[] = [];

  /** Clears the effects left on screen (dice, arrows). */
  clearLingering(): Animation {
    return {
      durationMs: 0,
      label: "nd-clear",
      finish: () => {
        for (const o of this.lingering.splice(0)) o?.destroy();
        for (const obj of [...this.overlay.list]) if (obj instanceof Phaser.GameObjects.Container) obj.destroy();
      },
    };
  }

  cardDraw(seat: Seat, title: string | null, subtitle: string): Animation {
    const to = this.seatAnchor(seat);
    const from = { x: this.area.x + this.area.width / 2, y: this.area.y + this.area.height / 2 };
    const anim = cardDrawFlip(this.scene, { from, to, face: title === null ? null : simpleCardFace(title, subtitle), layer: this.overlay, linger: false, width: 96, height: 130, label: "nd-card-draw" });
    return this.sequence([anim, wait(150)]);
  }

  /** Where a seat's cards fly to: the panels' side of the board. */
  private seatAnchor(seat: Seat): Pt {
    return { x: this.area.x + this.area.width - 60, y: this.area.y + 80 + seat * 60 };
  }

  banner(text: string, ms = 700): Animation {
    let t: Phaser.GameObjects.Text | null = null;
    return {
      durationMs: ms,
      label: "nd-banner",
      start: () => {
        t = this.floating(this.area.x + this.area.width / 2, this.area.y + 36, text, "#ffe27a", 22);
        t.setBackgroundColor("#1b1610cc").setPadding(10, 4, 10, 4);
      },
      update: (p) => t?.setAlpha(p < 0.15 ? p / 0.15 : p > 0.8 ? (1 - p) / 0.2 : 1),
      finish: () => { t?.destroy(); t = null; },
    };
  }

  /** Plays animations one after the other as one. */
  private sequence(list: Animation[]): Animation {
    const total = list.reduce((a, x) => a + x.durationMs, 0) || 1;
    let i = -1;
    const startTo = (n: number) => {
      while (i < n) {
        if (i >= 0) { list[i].update?.(1); list[i].finish?.(); }
        i++;
        if (i < list.length) list[i].start?.();
      }
    };
    return {
      durationMs: total,
      label: "nd-sequence",
      start: () => startTo(0),
      update: (t) => {
        let at = t * total, n = 0;
        while (n < list.length - 1 && at >= list[n].durationMs) { at -= list[n].durationMs; n++; }
        startTo(n);
        list[n].update?.(list[n].durationMs ? Math.min(1, at / list[n].durationMs) : 1);
      },
      finish: () => { startTo(list.length); },
    };
  }

  destroy(): void {
    this.destroyed = true;
    this.cancelPick();
    this.offInput();
    const w = window as unknown as { __epochs?: Record<string, unknown> };
    if (w.__epochs) delete w.__epochs.nd;
    for (const b of this.buttons) b.destroy();
    this.cameras.destroy();
    this.root.destroy();
    this.overlay.destroy();
    this.tooltip.destroy();
  }
}

