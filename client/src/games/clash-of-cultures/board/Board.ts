/**
 * The Clash of Cultures map (BoardPart of contract.ts): terrain, face-down regions, cities, units,
 * zoom/pan (wheel, pinch, drag, fit), hover/tap inspection, the picker API used by the panels, and
 * the effects (`BoardFx`) the animation mapping plays.
 *
 * World space: axial hexes laid out by geometry.ts, drawn under `root` and shown by the board
 * camera (cameras.ts). Screen space: `overlay` (depth OVERLAY_DEPTH) holds controls, the tooltip,
 * pick prompts and the dice/cards/banners of animations.
 */
import Phaser from "phaser";
import type { GameEvent, Seat } from "../../../../../engine/core/types.ts";
import type { Owner } from "../../../../../engine/games/clash-of-cultures/base/state.ts";
import type { CocView } from "../../../../../engine/games/clash-of-cultures/view.ts";
import { call, ease, phase, type Animation } from "../../../anim/queue.ts";
import { diceRoll } from "../../../anim/primitives/dice.ts";
import { cardDrawFlip, CARD_H, CARD_W, type CardFaceDrawer } from "../../../anim/primitives/card.ts";
import { movePiece } from "../../../anim/primitives/movePiece.ts";
import { tokenGain } from "../../../anim/primitives/token.ts";
import type { Point } from "../../../anim/path.ts";
import { Button } from "../../../ui/Button.ts";
import { colors, fonts } from "../../../ui/theme.ts";
import type { Rect, RenderContext } from "../../types.ts";
import type { BoardPart, CreateBoard, HexStyle, UnitPick } from "../contract.ts";
import type { BoardFx } from "../anim.ts";
import { anyCardName, eventCardName, eventSymbolName } from "../eventLog.ts";
import { explainRoll, partsText, signed } from "../combat-roll.ts";
import { BOARD_DEPTH, OVERLAY_DEPTH, SplitCameras } from "../../split-cameras.ts";
import { dieFace, faceOf, registerDieFaces, TUMBLE } from "./dice.ts";
import {
  drawBuildingGlyph, drawExhausted, drawMood, drawPlate, drawRegionEmblem, drawSettlement, drawTerrain, drawUnexplored,
  drawUnitGlyph, drawUnitToken, drawWonderGlyph, fillHex, strokeHex,
} from "./draw.ts";
import {
  boundsNear, boundsOf, boxesOverlap, circleHitsBox, clampCenter, clearSpot, directionTo, fitZoom, HEX_SIZE, hexCenter, hexCorners, hexLabel, pixelToKey,
  pointInRect, sharedEdge, viewToWorld, worldToView, zoomAt, type Bounds, type Box, type Pt, type ViewTransform,
} from "./geometry.ts";
import { applyEvent, citySize, cloneView, hexInfo, ownerName, stacksAt, tr, unitName } from "./model.ts";
import { BADGE_R, badgeAt, CITY_LIFT, placeStacks, type Piece } from "./pieces.ts";
import { BOARD_BG, cssColor, HIGHLIGHT_COLORS, INK, ownerColor, ownerInk, PAPER } from "./palette.ts";
import { neighborKeys } from "../../../../../engine/games/clash-of-cultures/base/hex.ts";
import { abilityName, name } from "../panels/names.ts";
import { isPortrait } from "../../board-layout.ts";

const R = HEX_SIZE;
const MAX_ZOOM = 3.2;
/** Hex labels: font size in world pixels, and the least size they keep on screen (CSS pixels) when zoomed out. */
const LABEL_FONT = 9;
const LABEL_MIN_PX = 10;
/** A phone's first view fits its player's pieces and this many hexes around them, zoomed in at most this far. */
const AREA_RADIUS = 2;
const AREA_MAX_ZOOM = 1.4;
/** Font size of a full-size token's count badge (readable at the fitted zoom). */
const BADGE_FONT = 9.5;
const STYLES: readonly HexStyle[] = ["move", "attack", "target", "selected", "danger"];
/** The battle panel: its height and where each side's rows start (header, dice, what each die counts, how the value comes about). */
const BATTLE_H = 206;
const SIDE_Y = { attacker: 6, defender: 106 } as const;
/** Angles of a city's buildings around it: beside and above first, as units share the hex below it. */
const BUILDING_SLOTS = [180, 0, -150, -30, 145, 35, 90];

type Pick =
  | { kind: "hex"; hexes: Set<string>; style: HexStyle; resolve: (hex: string | null) => void }
  | { kind: "units"; hex: string; ids: number[]; selected: Set<number>; min: number; max: number; onChange: (ids: number[]) => void; resolve: (ids: number[] | null) => void };

interface PointerState { id: number; x: number; y: number }

/** Text style for world-space labels (rendered at a higher resolution so they stay sharp when zoomed). */
const worldText = (size: number, color: string, bold = false): Phaser.Types.GameObjects.Text.TextStyle => ({
  fontFamily: fonts.ui, fontSize: `${size}px`, color, fontStyle: bold ? "bold" : "normal", resolution: 3,
});

export class CocBoard implements BoardPart, BoardFx {
  private readonly root: Phaser.GameObjects.Container;
  private readonly terrainG: Phaser.GameObjects.Graphics;
  private readonly labels: Phaser.GameObjects.Container;
  private readonly highlightG: Phaser.GameObjects.Graphics;
  /** A region's terrain as it would lie (exploration's choice), over its face-down spaces. */
  private readonly previewG: Phaser.GameObjects.Graphics;
  private previewed: readonly { hex: string; terrain: string }[] = [];
  private readonly cityLayer: Phaser.GameObjects.Container;
  private readonly unitLayer: Phaser.GameObjects.Container;
  private readonly hoverG: Phaser.GameObjects.Graphics;
  private readonly fxWorld: Phaser.GameObjects.Container;
  private readonly overlay: Phaser.GameObjects.Container;
  private readonly fxScreen: Phaser.GameObjects.Container;
  private readonly tooltip: Phaser.GameObjects.Container;
  private readonly tooltipBg: Phaser.GameObjects.Graphics;
  private readonly tooltipText: Phaser.GameObjects.Text;
  private readonly hintBox: Phaser.GameObjects.Container;
  private readonly hintBg: Phaser.GameObjects.Graphics;
  private readonly hintText: Phaser.GameObjects.Text;
  private readonly cameras: SplitCameras;
  private readonly buttons: Button[] = [];
  private hintCancel: Button | null = null;
  /** The pick hint's size and place on screen (null until placed). */
  private hintSize = { width: 0, height: 0 };
  private hintRect: Box | null = null;
  private unitPicker: { box: Phaser.GameObjects.Container; buttons: Button[]; status: Phaser.GameObjects.Text } | null = null;

  private shown: CocView | null = null;
  private hidden = new Set<number>();
  private terrainKey = "";
  private t: ViewTransform;
  private bounds: Bounds = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  private fitted = false;
  private highlights = new Map<HexStyle, Set<string>>();
  private pick: Pick | null = null;
  private hover: string | null = null;
  private pinned: string | null = null;
  private pointers = new Map<number, PointerState>();
  private drag: { x: number; y: number; cx: number; cy: number; moved: boolean } | null = null;
  private pinch: { dist: number; zoom: number; mid: Pt; cx: number; cy: number } | null = null;
  private battlePanel: Phaser.GameObjects.Container | null = null;
  private battleHeaders = new Set<string>();
  private cityNodes = new Map<string, Phaser.GameObjects.Container>();
  /** The unit tokens drawn on each hex (hex-local world pixels), for the test hook. */
  private pieces = new Map<string, Piece[]>();
  private readonly listeners: [string, (...args: any[]) => void][] = [];
  private destroyed = false;
  /** Scale of the board's screen-space UI: text stays readable when the canvas is shrunk to a phone. */
  private k = 1;

  private readonly scene: Phaser.Scene;
  private readonly ctx: RenderContext;
  readonly area: Rect;
  private readonly panelsArea: Rect | null;

  constructor(scene: Phaser.Scene, ctx: RenderContext, area: Rect, panelsArea: Rect | null = null) {
    this.scene = scene;
    this.ctx = ctx;
    this.area = area;
    this.panelsArea = panelsArea;
    registerDieFaces();
    this.k = Math.min(2.6, Math.max(1, this.cssScale() * 0.8));
    this.t = { vx: area.x, vy: area.y, vw: area.width, vh: area.height, cx: 0, cy: 0, zoom: 1 };
    this.root = scene.add.container(0, 0).setDepth(BOARD_DEPTH);
    this.terrainG = scene.add.graphics();
    this.labels = scene.add.container(0, 0);
    this.highlightG = scene.add.graphics();
    this.previewG = scene.add.graphics();
    this.cityLayer = scene.add.container(0, 0);
    this.unitLayer = scene.add.container(0, 0);
    this.hoverG = scene.add.graphics();
    this.fxWorld = scene.add.container(0, 0);
    this.root.add([this.terrainG, this.previewG, this.labels, this.highlightG, this.cityLayer, this.unitLayer, this.hoverG, this.fxWorld]);

    this.overlay = scene.add.container(0, 0).setDepth(OVERLAY_DEPTH);
    this.fxScreen = scene.add.container(0, 0);
    this.tooltipBg = scene.add.graphics();
    this.tooltipText = scene.add.text(10, 8, "", { fontFamily: fonts.ui, fontSize: "14px", color: colors.text, lineSpacing: 3 });
    this.tooltip = scene.add.container(0, 0, [this.tooltipBg, this.tooltipText]).setVisible(false);
    this.hintBg = scene.add.graphics();
    this.hintText = scene.add.text(0, 0, "", { fontFamily: fonts.ui, fontSize: "15px", color: colors.text, align: "center", wordWrap: { width: Math.max(120, area.width - 170) } }).setOrigin(0.5);
    this.hintBox = scene.add.container(0, 0, [this.hintBg, this.hintText]).setVisible(false);
    this.overlay.add([this.fxScreen, this.hintBox, this.tooltip]);

    this.cameras = new SplitCameras(scene, area, this.root, BOARD_BG);
    this.makeControls();
    this.listen();
    this.installHook();
  }

  // --- BoardPart ---------------------------------------------------------------------------------

  update(view: CocView): void {
    if (this.destroyed) return;
    this.shown = cloneView(view);
    this.hidden.clear();
    this.fxWorld.removeAll(true);
    this.fxScreen.removeAll(true);
    this.battlePanel = null;
    this.renderAll();
    if (!this.fitted && Object.keys(view.hexes).length) { this.fitted = true; this.firstFit(); }
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.settlePick(null);
    for (const [ev, fn] of this.listeners) this.scene.input?.off(ev, fn);
    this.scene.input?.keyboard?.off("keydown-ESC", this.onEscape);
    for (const b of this.buttons) b.destroy();
    this.hintCancel?.destroy();
    this.cameras.destroy();
    this.overlay.destroy();
    this.root.destroy();
    const hook = (window as unknown as { __epochs?: { coc?: unknown } }).__epochs;
    if (hook && hook.coc === this.hook) delete hook.coc;
  }

  highlight(hexes: readonly string[], style: HexStyle): void {
    if (hexes.length) this.highlights.set(style, new Set(hexes));
    else this.highlights.delete(style);
    this.renderHighlights();
  }

  preview(spaces: readonly { hex: string; terrain: string }[] | null): void {
    this.previewed = spaces ?? [];
    const g = this.previewG.clear();
    for (const { hex, terrain } of this.previewed) {
      const c = hexCenter(hex);
      drawTerrain(g, hex, c, R, terrain);
      strokeHex(g, c, R - 2, 3, 0xf5ecd6, 0.9);
    }
    // Lighter than laid terrain, so the preview never reads as the board itself.
    g.setAlpha(0.8);
    if (spaces?.length) this.ensureVisible(spaces.map((p) => p.hex));
  }

  pickHex(hexes: readonly string[], style: HexStyle, hint: string): Promise<string | null> {
    this.settlePick(null);
    return new Promise((resolve) => {
      this.pick = { kind: "hex", hexes: new Set(hexes), style, resolve };
      this.renderHighlights();
      this.ensureVisible(hexes);
      this.showHint(hint);
    });
  }

  cancelPick(): void {
    this.settlePick(null);
  }

  pickUnits(hex: string, unitIds: readonly number[], hint: string, pick: UnitPick): Promise<number[] | null> {
    this.settlePick(null);
    return new Promise((resolve) => {
      const selected = new Set(pick.selected.filter((id) => unitIds.includes(id)));
      this.pick = { kind: "units", hex, ids: [...unitIds], selected, min: pick.min, max: pick.max, onChange: pick.onChange, resolve };
      this.renderHighlights();
      this.focus(hex);
      this.openUnitPicker();
      this.showHint(hint);
    });
  }

  selectUnits(ids: readonly number[]): void {
    const p = this.pick;
    if (p?.kind !== "units") return;
    p.selected = new Set(ids.filter((id) => p.ids.includes(id)));
    this.paintUnitPicker();
  }

  focus(hex: string): void {
    const c = hexCenter(hex);
    const zoom = Math.max(this.t.zoom, Math.min(MAX_ZOOM, this.fitZoomValue() * 1.4));
    this.setTransform({ ...this.t, cx: c.x, cy: c.y, zoom });
  }

  hexToScene(hex: string): { x: number; y: number } {
    return worldToView(this.t, hexCenter(hex));
  }

  // --- view transform ----------------------------------------------------------------------------

  private fitZoomValue(): number {
    return fitZoom(this.bounds, this.area.width, this.area.height, 12);
  }

  fit(): void {
    const b = this.bounds;
    this.setTransform({ ...this.t, cx: (b.minX + b.maxX) / 2, cy: (b.minY + b.maxY) / 2, zoom: this.fitZoomValue() });
  }

  /**
   * The first view: the whole map; on a phone held upright, its player's area around their cities (or
   * units, before the first city) so the pieces there stay readable; Fit, pinch and drag reach the rest.
   */
  private firstFit(): void {
    const v = this.shown!, seat = this.ctx.mySeat;
    const cities = Object.values(v.cities).filter((c) => c.owner === seat).map((c) => c.hex);
    const own = cities.length ? cities : Object.values(v.units).filter((u) => u.owner === seat).map((u) => u.hex);
    if (!isPortrait(this.scene) || seat === null || !own.length) { this.fit(); return; }
    const b = boundsNear(own, Object.keys(v.hexes), AREA_RADIUS);
    const zoom = Math.max(this.fitZoomValue(), Math.min(AREA_MAX_ZOOM, fitZoom(b, this.area.width, this.area.height, 12)));
    this.setTransform({ ...this.t, cx: (b.minX + b.maxX) / 2, cy: (b.minY + b.maxY) / 2, zoom });
  }

  /** Hex labels grow when the map is zoomed out so that they keep LABEL_MIN_PX on screen (up to twice their size). */
  private labelScale(): number {
    return Math.min(2, Math.max(1, (LABEL_MIN_PX * this.cssScale()) / (LABEL_FONT * this.t.zoom)));
  }

  private setTransform(t: ViewTransform): void {
    const minZoom = this.fitZoomValue() * 0.7;
    const zoom = Math.min(MAX_ZOOM, Math.max(minZoom, t.zoom));
    const next = zoom === t.zoom ? t : zoomAt(t, { x: t.vx + t.vw / 2, y: t.vy + t.vh / 2 }, zoom);
    this.t = clampCenter(next, this.bounds);
    this.cameras.setView(this.t.cx, this.t.cy, this.t.zoom);
    const ls = this.labelScale();
    for (const label of this.labels.list as Phaser.GameObjects.Text[]) label.setScale(ls);
    if (this.pinned) this.showTooltip(this.pinned);
    this.placeUnitPicker();
    this.placeHint();
  }

  private zoomBy(factor: number, at?: Pt): void {
    const p = at ?? { x: this.area.x + this.area.width / 2, y: this.area.y + this.area.height / 2 };
    const minZoom = this.fitZoomValue() * 0.7;
    const zoom = Math.min(MAX_ZOOM, Math.max(minZoom, this.t.zoom * factor));
    this.setTransform(zoomAt(this.t, p, zoom));
  }

  /** Zooms out just enough that the hexes fit, when some are off screen. */
  private ensureVisible(hexes: readonly string[]): void {
    if (!hexes.length) return;
    const inside = hexes.every((h) => pointInRect(this.hexToScene(h), { x: this.area.x + 20, y: this.area.y + 20, width: this.area.width - 40, height: this.area.height - 40 }));
    if (inside) return;
    const b = boundsOf(hexes);
    const zoom = Math.min(this.t.zoom, fitZoom(b, this.area.width, this.area.height, 40));
    this.setTransform({ ...this.t, cx: (b.minX + b.maxX) / 2, cy: (b.minY + b.maxY) / 2, zoom });
  }

  // --- drawing -----------------------------------------------------------------------------------

  private renderAll(): void {
    const v = this.shown;
    if (!v) return;
    const key = JSON.stringify([Object.values(v.hexes).map((h) => [h.key, h.terrain, h.exhausted]), v.regions.map((r) => r.explored)]);
    if (key !== this.terrainKey) {
      this.terrainKey = key;
      this.bounds = boundsOf(Object.keys(v.hexes));
      this.renderTerrain();
    }
    this.renderCities();
    this.renderUnits();
    this.renderHighlights();
    const shownHex = this.pinned ?? this.hover;
    if (shownHex && this.tooltip.visible) this.showTooltip(shownHex);
  }

  private renderTerrain(): void {
    const v = this.shown!;
    const g = this.terrainG.clear();
    this.labels.removeAll(true);
    // The emblem of a face-down region sits on the lower edge of its top hex: that hex's label goes up.
    const labelUp = new Set(v.regions.filter((r) => !r.explored).map((r) => r.hexes[0]));
    for (const h of Object.values(v.hexes)) {
      const c = hexCenter(h.key);
      const explored = v.regions[h.region]?.explored && h.terrain !== null;
      if (explored) drawTerrain(g, h.key, c, R, h.terrain!);
      else drawUnexplored(g, c, R);
      if (h.exhausted) drawExhausted(g, c, R);
      strokeHex(g, c, R, 1, INK, 0.35);
      const label = this.scene.add.text(c.x, c.y + R * (labelUp.has(h.key) ? -0.62 : 0.62), hexLabel(h.key), worldText(LABEL_FONT, explored ? "#1f1a14" : "#c9a97a")).setOrigin(0.5).setAlpha(0.7).setScale(this.labelScale());
      this.labels.add(label);
    }
    // Face-down regions show one emblem each, in the middle of their four hexes.
    v.regions.forEach((r) => {
      if (r.explored) return;
      const pts = r.hexes.map((k) => hexCenter(k));
      drawRegionEmblem(g, { x: pts.reduce((a, p) => a + p.x, 0) / pts.length, y: pts.reduce((a, p) => a + p.y, 0) / pts.length }, R);
    });
    // Region outlines: the edges between hexes of different regions and at the board's rim.
    g.lineStyle(3.5, 0x16110b, 0.95);
    for (const h of Object.values(v.hexes)) {
      const corners = hexCorners(hexCenter(h.key), R);
      for (const nb of neighborKeys(h.key)) {
        const other = v.hexes[nb];
        if (other && other.region === h.region) continue;
        const i = sharedEdge(h.key, nb);
        if (i < 0) continue;
        const a = corners[i], b = corners[(i + 1) % 6];
        g.lineBetween(a.x, a.y, b.x, b.y);
      }
    }
  }

  private renderCities(): void {
    const v = this.shown!;
    this.cityLayer.removeAll(true);
    this.cityNodes.clear();
    for (const city of Object.values(v.cities)) {
      const c = hexCenter(city.hex);
      const hasUnits = Object.values(v.units).some((u) => u.hex === city.hex && !this.hidden.has(u.id));
      const node = this.scene.add.container(c.x, c.y - (hasUnits ? CITY_LIFT : 0));
      const g = this.scene.add.graphics();
      node.add(g);
      // Port: on the edge towards its sea hex.
      if (city.buildings.port !== undefined && city.portHex) {
        const d = directionTo(city.hex, city.portHex);
        const px = d.x * R * 0.78, py = d.y * R * 0.78 + (hasUnits ? CITY_LIFT : 0);
        g.lineStyle(2, INK, 0.8).lineBetween(0, 0, px * 0.7, py * 0.7);
        drawPlate(g, city.buildings.port, px, py, 8);
        drawBuildingGlyph(g, "port", px, py, 12, ownerInk(city.buildings.port));
      }
      drawSettlement(g, city.owner, 0, 0, 15);
      const others = (Object.keys(city.buildings) as string[]).filter((b) => b !== "port");
      others.forEach((b, i) => {
        const a = (BUILDING_SLOTS[i % BUILDING_SLOTS.length] * Math.PI) / 180;
        const bx = Math.cos(a) * 27, by = Math.sin(a) * 20;
        const o = city.buildings[b as keyof typeof city.buildings] as Owner;
        drawPlate(g, o, bx, by, 7.5);
        drawBuildingGlyph(g, b, bx, by, 11, ownerInk(o));
      });
      city.wonders.forEach((w, i) => drawWonderGlyph(g, (i - (city.wonders.length - 1) / 2) * 15, -33, 13));
      if (city.owner !== "barbarian" && city.owner !== "pirate") {
        drawMood(g, city.mood, 12, -21, 6.5);
        g.fillStyle(INK, 1).fillCircle(-12, -21, 7).lineStyle(1.5, PAPER, 1).strokeCircle(-12, -21, 7);
        node.add(this.scene.add.text(-12, -21, String(citySize(city)), worldText(10, "#f5ecd6", true)).setOrigin(0.5));
      }
      this.cityLayer.add(node);
      this.cityNodes.set(city.hex, node);
    }
  }

  private renderUnits(): void {
    const v = this.shown!;
    this.unitLayer.removeAll(true);
    this.pieces.clear();
    const hexes = new Set(Object.values(v.units).filter((u) => !this.hidden.has(u.id)).map((u) => u.hex));
    for (const hex of hexes) {
      const stacks = stacksAt(v, hex, this.hidden);
      if (!stacks.length) continue;
      const c = hexCenter(hex);
      const node = this.scene.add.container(c.x, c.y);
      const pieces = placeStacks(stacks, !!v.cities[hex]);
      this.drawPieces(node, pieces);
      this.pieces.set(hex, pieces);
      this.unitLayer.add(node);
    }
  }

  /** Unit tokens (owner's plate with the type glyph) with a count badge when they stand for several units. */
  private drawPieces(node: Phaser.GameObjects.Container, pieces: Piece[]): void {
    const g = this.scene.add.graphics();
    node.add(g);
    for (const p of pieces) drawUnitToken(g, p.owner, p.type, p.x, p.y, p.r);
    // Badges after all tokens: a neighbouring token never covers a count.
    for (const p of pieces) {
      if (p.count < 2) continue;
      const b = badgeAt(p), br = BADGE_R * p.scale;
      g.fillStyle(INK, 1).fillCircle(b.x, b.y, br).lineStyle(p.scale, PAPER, 1).strokeCircle(b.x, b.y, br);
      node.add(this.scene.add.text(b.x, b.y, String(p.count), worldText(BADGE_FONT, "#f5ecd6", true)).setOrigin(0.5).setScale(p.scale));
    }
  }

  private renderHighlights(): void {
    const g = this.highlightG.clear();
    const v = this.shown;
    if (!v) return;
    // While a hex is picked, everything else is dimmed so the choices stand out.
    if (this.pick?.kind === "hex") {
      for (const key of Object.keys(v.hexes)) if (!this.pick.hexes.has(key)) fillHex(g, hexCenter(key), R, 0x000000, 0.28);
    }
    const styles = new Map(this.highlights);
    if (this.pick?.kind === "hex") styles.set(this.pick.style, new Set([...(styles.get(this.pick.style) ?? []), ...this.pick.hexes]));
    if (this.pick?.kind === "units") styles.set("selected", new Set([this.pick.hex]));
    for (const style of STYLES) {
      const set = styles.get(style);
      if (!set) continue;
      const col = HIGHLIGHT_COLORS[style];
      for (const key of set) {
        if (!v.hexes[key]) continue;
        const c = hexCenter(key);
        switch (style) {
          case "move":
            fillHex(g, c, R, col, 0.18);
            strokeHex(g, c, R - 3, 3, col, 1);
            g.fillStyle(col, 1);
            for (const p of hexCorners(c, R - 9)) g.fillCircle(p.x, p.y, 3);
            break;
          case "attack":
            fillHex(g, c, R, col, 0.22);
            strokeHex(g, c, R - 3, 3, col, 1);
            strokeHex(g, c, R - 9, 2, col, 1);
            break;
          case "target":
            fillHex(g, c, R, col, 0.16);
            strokeHex(g, c, R - 3, 3, col, 1);
            g.lineStyle(3, col, 1).strokeCircle(c.x, c.y, R * 0.55);
            break;
          case "selected":
            strokeHex(g, c, R - 2, 5, col, 1);
            strokeHex(g, c, R - 7, 1.5, INK, 0.8);
            break;
          case "danger":
            strokeHex(g, c, R - 3, 3, col, 1);
            g.lineStyle(2, col, 0.7);
            for (let k = -3; k <= 3; k++) g.lineBetween(c.x + k * 12 - 20, c.y - 30, c.x + k * 12 + 20, c.y + 30);
            break;
        }
      }
    }
  }

  private renderHover(): void {
    const g = this.hoverG.clear();
    const hex = this.pinned ?? this.hover;
    if (!hex || !this.shown?.hexes[hex]) return;
    const pickable = this.pick?.kind === "hex" && this.pick.hexes.has(hex);
    strokeHex(g, hexCenter(hex), R - 1, pickable ? 5 : 3, pickable ? 0xffffff : 0xf5ecd6, pickable ? 1 : 0.8);
  }

  // --- tooltip / hints ---------------------------------------------------------------------------

  private seatName = (s: number) => this.ctx.seatName(s);

  private showTooltip(hex: string): void {
    if (!this.shown?.hexes[hex]) { this.hideTooltip(); return; }
    const lines = hexInfo(this.shown, hex, this.ctx.i18n, this.seatName);
    const k = this.k;
    this.tooltipText.setWordWrapWidth((this.area.width - 40) / k).setText(lines);
    const lw = this.tooltipText.width + 20, lh = this.tooltipText.height + 16;
    this.tooltipBg.clear().fillStyle(0x15110c, 0.92).fillRoundedRect(0, 0, lw, lh, 8).lineStyle(2, colors.panelEdge, 1).strokeRoundedRect(0, 0, lw, lh, 8);
    this.tooltip.setScale(k);
    const w = lw * k, h = lh * k;
    const p = this.hexToScene(hex);
    const zr = R * this.t.zoom;
    // Clear of the pick hint: below it when it is at the top, above it when at the bottom.
    const hint = this.hintBox.visible ? this.hintRect : null;
    const a = { ...this.area }, m = 6;
    if (hint && hint.y + hint.height / 2 < a.y + a.height / 2) { a.height -= hint.y + hint.height + 2 - a.y; a.y = hint.y + hint.height + 2; }
    else if (hint) a.height = hint.y - 2 - a.y;
    const fits = (x: number, y: number) => x >= a.x + m && y >= a.y + m && x + w <= a.x + a.width - m && y + h <= a.y + a.height - m;
    const spots = [
      { x: p.x + zr * 0.9, y: p.y - h / 2 }, { x: p.x - zr * 0.9 - w, y: p.y - h / 2 },
      { x: p.x - w / 2, y: p.y + zr * 0.9 }, { x: p.x - w / 2, y: p.y - zr * 0.9 - h },
    ];
    const spot = spots.find((q) => fits(q.x, q.y)) ?? spots[0];
    const x = Math.max(a.x + m, Math.min(a.x + a.width - w - m, spot.x));
    const y = Math.max(a.y + m, Math.min(a.y + a.height - h - m, spot.y));
    this.tooltip.setPosition(x, y).setVisible(true);
  }

  private hideTooltip(): void {
    this.tooltip.setVisible(false);
  }

  private showHint(hint: string): void {
    const k = Math.min(this.k, 1.8);
    // Keyboard and mouse hints only where there is a keyboard and a mouse.
    const desktop = this.scene.sys.game.device.os.desktop && this.k === 1;
    const text = desktop ? tr(this.ctx.i18n, "coc.board.pickHint", "{hint} (Esc / right click: cancel)", { hint }) : hint;
    // As wide as the room beside the zoom buttons when that is enough, else as the board.
    const kz = Math.min(this.k, 2), controlsW = 170 * kz;
    const beside = (this.area.width - controlsW - 16) / k >= 330;
    const maxW = (beside ? this.area.width - controlsW - 16 : this.area.width - 16) / k;
    this.hintText.setWordWrapWidth(Math.max(100, maxW - 140)).setText(text);
    const w = Math.min(maxW, this.hintText.width + 140), h = Math.max(40, this.hintText.height + 16);
    this.hintBg.clear().fillStyle(0x15110c, 0.9).fillRoundedRect(0, 0, w, h, 10).lineStyle(2, colors.accent, 1).strokeRoundedRect(0, 0, w, h, 10);
    this.hintText.setPosition((w - 120) / 2 + 4, h / 2);
    this.hintCancel?.destroy();
    this.hintCancel = new Button(this.scene, w - 60, h / 2, {
      testId: "coc.board.cancel", label: tr(this.ctx.i18n, "coc.board.cancel", "Cancel"), width: 104, height: 30, fontSize: 14, kind: "danger",
      onClick: () => this.settlePick(null),
    });
    this.hintBox.add(this.hintCancel);
    this.hintBox.setScale(k).setVisible(true);
    this.hintSize = { width: w * k, height: h * k };
    this.hintRect = null;
    this.placeHint();
  }

  /**
   * Puts the pick hint where it covers none of the spaces (or units) to pick: at the top beside the zoom
   * buttons, else at the bottom, else under the zoom buttons. It stays put while its place is still clear.
   */
  private placeHint(): void {
    const p = this.pick;
    if (!p || !this.hintBox.visible) return;
    const a = this.area, m = 8, { width: w, height: h } = this.hintSize;
    const kz = Math.min(this.k, 2), controls = { x: a.x + a.width - 170 * kz, y: a.y, width: 170 * kz, height: 44 * kz };
    const bottom = a.y + a.height - h - m, right = a.x + a.width - w - m, centre = a.x + (a.width - w) / 2;
    const spots = [
      { x: a.x + m, y: a.y + 6 }, { x: a.x + m, y: bottom }, { x: right, y: bottom }, { x: centre, y: bottom },
      { x: a.x + m, y: controls.y + controls.height }, { x: right, y: controls.y + controls.height },
    ].map((q) => ({ ...q, width: w, height: h }));
    const r = R * this.t.zoom * 0.8;
    const keep = (p.kind === "hex" ? [...p.hexes] : [p.hex]).map((hex) => ({ ...this.hexToScene(hex), r }));
    const avoid = [controls];
    const up = this.unitPicker;
    if (up) avoid.push({ x: up.box.x, y: up.box.y, width: up.box.width * up.box.scaleX, height: up.box.height * up.box.scaleY });
    const now = this.hintRect;
    if (now && !keep.some((c) => circleHitsBox(c, now)) && !avoid.some((b) => boxesOverlap(b, now))) return;
    const v = this.shown;
    const pieces = v ? [...new Set([...Object.keys(v.cities), ...Object.values(v.units).map((u) => u.hex)])].map((hex) => ({ ...this.hexToScene(hex), r })) : [];
    const spot = spots[clearSpot(spots, keep, avoid, pieces)];
    this.hintRect = spot;
    this.hintBox.setPosition(spot.x, spot.y);
  }

  private hideHint(): void {
    this.hintBox.setVisible(false);
    this.hintRect = null;
    this.hintCancel?.destroy();
    this.hintCancel = null;
  }

  /** Ends the current pick with a result (null = cancelled). */
  private settlePick(result: string | number[] | null): void {
    const p = this.pick;
    if (!p) return;
    this.pick = null;
    this.hideHint();
    this.closeUnitPicker();
    this.renderHighlights();
    this.renderHover();
    if (p.kind === "hex") p.resolve(typeof result === "string" ? result : null);
    else p.resolve(Array.isArray(result) ? result : null);
  }

  // --- unit picker -------------------------------------------------------------------------------

  private openUnitPicker(): void {
    this.closeUnitPicker();
    const p = this.pick;
    if (!p || p.kind !== "units" || !this.shown) return;
    const box = this.scene.add.container(0, 0).setDepth(OVERLAY_DEPTH + 1);
    const buttons: Button[] = [];
    const bw = 190, bh = 32, gap = 6, statusH = 22;
    const w = bw + 24, h = (p.ids.length + 1) * (bh + gap) + statusH + 20;
    const bg = this.scene.add.graphics().fillStyle(0x15110c, 0.94).fillRoundedRect(0, 0, w, h, 10).lineStyle(2, colors.accent, 1).strokeRoundedRect(0, 0, w, h, 10);
    box.add(bg);
    const glyphs = this.scene.add.graphics();
    // Every change goes to the prompt's list too, so both always show the same selection.
    const changed = () => {
      const pk = this.pick;
      if (pk?.kind !== "units") return;
      this.paintUnitPicker();
      pk.onChange([...pk.selected].sort((a, b) => a - b));
    };
    p.ids.forEach((id, i) => {
      const u = this.shown!.units[id];
      const label = u ? `${unitName(this.ctx.i18n, u.type)} #${id}` : `#${id}`;
      const y = 12 + i * (bh + gap) + bh / 2;
      const b = new Button(this.scene, 0, 0, {
        testId: `coc.unit.${id}`, label, width: bw - 30, height: bh, fontSize: 14, align: "left",
        onClick: () => {
          const pk = this.pick;
          if (!pk || pk.kind !== "units") return;
          if (pk.selected.has(id)) pk.selected.delete(id);
          else if (pk.selected.size < pk.max) pk.selected.add(id);
          changed();
        },
      });
      b.setPosition(12 + 30 + (bw - 30) / 2, y);
      box.add(b);
      buttons.push(b);
      if (u) drawUnitToken(glyphs, u.owner, u.type, 12 + 13, y, 11);
    });
    box.add(glyphs);
    // What the selection lacks, said before OK is pressed (OK waits until the selection can be sent).
    const status = this.scene.add.text(w / 2, 12 + p.ids.length * (bh + gap) + statusH / 2 - 2, "", { fontFamily: fonts.ui, fontSize: "13px", color: colors.textDim }).setOrigin(0.5);
    box.add(status);
    const yb = 12 + p.ids.length * (bh + gap) + statusH + bh / 2;
    const mk = (testId: string, key: string, en: string, x: number, width: number, kind: "primary" | "normal" | "danger", onClick: () => void) => {
      const b = new Button(this.scene, 0, 0, { testId, label: tr(this.ctx.i18n, key, en), width, height: bh, fontSize: 14, kind, onClick });
      b.setPosition(x, yb);
      box.add(b);
      buttons.push(b);
    };
    const third = (bw - 12) / 3;
    mk("coc.units.all", "coc.board.all", "All", 12 + third / 2, third, "normal", () => {
      const pk = this.pick;
      if (!pk || pk.kind !== "units") return;
      pk.selected = new Set(pk.selected.size < pk.ids.length ? pk.ids : []);
      changed();
    });
    mk("coc.units.ok", "coc.board.ok", "OK", 12 + third * 1.5 + 6, third, "primary", () => {
      const pk = this.pick;
      if (pk?.kind === "units" && pk.selected.size >= pk.min && pk.selected.size <= pk.max) this.settlePick([...pk.selected].sort((a, b) => a - b));
    });
    mk("coc.units.cancel", "coc.board.cancel", "Cancel", 12 + third * 2.5 + 12, third, "danger", () => this.settlePick(null));
    box.setSize(w, h);
    box.setScale(Math.max(0.5, Math.min(this.k, (this.area.height - 70) / h, (this.area.width - 12) / w)));
    this.unitPicker = { box, buttons, status };
    this.paintUnitPicker();
    this.placeUnitPicker();
  }

  /** Shows the pick's selection on the unit buttons, whether OK may send it, and what it lacks. */
  private paintUnitPicker(): void {
    const up = this.unitPicker, p = this.pick;
    if (!up || p?.kind !== "units") return;
    const n = p.selected.size;
    const ok = n >= p.min && n <= p.max;
    for (const b of up.buttons) {
      const m = /^coc\.unit\.(\d+)$/.exec(b.testId);
      if (m) b.setSelected(p.selected.has(Number(m[1])));
      else if (b.testId === "coc.units.ok") b.setEnabled(ok);
      else if (b.testId === "coc.units.all") b.setEnabled(p.ids.length <= p.max);
    }
    const need = p.min === p.max ? tr(this.ctx.i18n, "coc.board.unitsExactly", "Choose {n}", { n: p.min }) : tr(this.ctx.i18n, "coc.board.unitsAtLeast", "Choose at least {n}", { n: p.min });
    up.status.setText(ok ? tr(this.ctx.i18n, "coc.board.unitsChosen", "{n} chosen", { n }) : need).setColor(ok ? colors.textDim : colors.textBad);
  }

  private placeUnitPicker(): void {
    const up = this.unitPicker;
    const p = this.pick;
    if (!up || !p || p.kind !== "units") return;
    const at = this.hexToScene(p.hex);
    const w = up.box.width * up.box.scaleX, h = up.box.height * up.box.scaleY;
    let x = at.x + R * this.t.zoom * 0.9;
    if (x + w > this.area.x + this.area.width - 6) x = at.x - R * this.t.zoom * 0.9 - w;
    x = Math.max(this.area.x + 6, Math.min(this.area.x + this.area.width - w - 6, x));
    const y = Math.max(this.area.y + 56, Math.min(this.area.y + this.area.height - h - 6, at.y - h / 2));
    up.box.setPosition(x, y);
  }

  private closeUnitPicker(): void {
    if (!this.unitPicker) return;
    for (const b of this.unitPicker.buttons) b.destroy();
    this.unitPicker.box.destroy();
    this.unitPicker = null;
  }

  // --- controls and input ------------------------------------------------------------------------

  private makeControls(): void {
    const { x, y, width } = this.area;
    const k = Math.min(this.k, 2);
    const mk = (testId: string, key: string, en: string, dx: number, w: number, onClick: () => void) => {
      const b = new Button(this.scene, x + width - dx * k, y + 22 * k, { testId, label: tr(this.ctx.i18n, key, en), width: w, height: 32, fontSize: 16, kind: "ghost", onClick });
      b.setDepth(OVERLAY_DEPTH + 1).setAlpha(0.92).setScale(k);
      this.buttons.push(b);
    };
    mk("coc.board.fit", "coc.board.fit", "Fit", 44, 72, () => this.fit());
    mk("coc.board.zoomIn", "coc.board.zoomIn", "+", 104, 36, () => this.zoomBy(1.25));
    mk("coc.board.zoomOut", "coc.board.zoomOut", "−", 144, 36, () => this.zoomBy(0.8));
  }

  private readonly onEscape = () => { if (this.pick) this.settlePick(null); };

  private on(ev: string, fn: (...args: any[]) => void): void {
    this.scene.input.on(ev, fn);
    this.listeners.push([ev, fn]);
  }

  private inBoard(p: Pt): boolean {
    return pointInRect(p, this.area);
  }

  /** Game pixels per CSS pixel (the canvas is scaled to fit the window). */
  private cssScale(): number {
    const s = this.scene.scale.displayScale;
    return s && Number.isFinite(s.x) && s.x > 0 ? s.x : 1;
  }

  private hexAtScene(p: Pt): string | null {
    if (!this.inBoard(p) || !this.shown) return null;
    const w = viewToWorld(this.t, p);
    const key = pixelToKey(w.x, w.y);
    return this.shown.hexes[key] ? key : null;
  }

  private listen(): void {
    const input = this.scene.input;
    if (input.manager.pointersTotal < 3) input.addPointer(1);
    input.mouse?.disableContextMenu();
    input.keyboard?.on("keydown-ESC", this.onEscape);

    this.on("wheel", (pointer: Phaser.Input.Pointer, over: unknown[], _dx: number, dy: number) => {
      if (!this.inBoard(pointer) || (over && over.length)) return;
      this.zoomBy(dy > 0 ? 1 / 1.15 : 1.15, { x: pointer.x, y: pointer.y });
    });

    this.on("pointerdown", (pointer: Phaser.Input.Pointer, over: unknown[]) => {
      if (!this.inBoard(pointer) || (over && over.length)) return;
      if (pointer.rightButtonDown()) { if (this.pick) this.settlePick(null); return; }
      this.pointers.set(pointer.id, { id: pointer.id, x: pointer.x, y: pointer.y });
      if (this.pointers.size === 1) {
        this.drag = { x: pointer.x, y: pointer.y, cx: this.t.cx, cy: this.t.cy, moved: false };
        this.pinch = null;
      } else if (this.pointers.size === 2) {
        const [a, b] = [...this.pointers.values()];
        this.pinch = { dist: Math.max(10, Math.hypot(a.x - b.x, a.y - b.y)), zoom: this.t.zoom, mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, cx: this.t.cx, cy: this.t.cy };
        if (this.drag) this.drag.moved = true;
      }
    });

    this.on("pointermove", (pointer: Phaser.Input.Pointer, over: unknown[]) => {
      const tracked = this.pointers.get(pointer.id);
      if (tracked) { tracked.x = pointer.x; tracked.y = pointer.y; }
      if (this.pinch && this.pointers.size >= 2) {
        const [a, b] = [...this.pointers.values()];
        const dist = Math.max(10, Math.hypot(a.x - b.x, a.y - b.y));
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const base: ViewTransform = { ...this.t, cx: this.pinch.cx, cy: this.pinch.cy, zoom: this.pinch.zoom };
        const zoomed = zoomAt(base, this.pinch.mid, this.pinch.zoom * (dist / this.pinch.dist));
        this.setTransform({ ...zoomed, cx: zoomed.cx - (mid.x - this.pinch.mid.x) / zoomed.zoom, cy: zoomed.cy - (mid.y - this.pinch.mid.y) / zoomed.zoom });
        this.hideTooltip();
        return;
      }
      if (this.drag && tracked && pointer.isDown) {
        const dx = pointer.x - this.drag.x, dy = pointer.y - this.drag.y;
        if (!this.drag.moved && Math.hypot(dx, dy) > 8 * this.cssScale()) { this.drag.moved = true; this.pinned = null; this.hideTooltip(); }
        if (this.drag.moved) this.setTransform({ ...this.t, cx: this.drag.cx - dx / this.t.zoom, cy: this.drag.cy - dy / this.t.zoom });
        return;
      }
      // Hover (mouse): what the hex holds.
      if (pointer.wasTouch) return;
      const hex = over && over.length ? null : this.hexAtScene(pointer);
      if (hex !== this.hover) {
        this.hover = hex;
        if (!this.pinned) { if (hex) this.showTooltip(hex); else this.hideTooltip(); }
        this.renderHover();
      }
    });

    const up = (pointer: Phaser.Input.Pointer) => {
      if (!this.pointers.has(pointer.id)) return;
      this.pointers.delete(pointer.id);
      const drag = this.drag;
      if (this.pointers.size === 0) { this.drag = null; this.pinch = null; }
      else if (this.pointers.size === 1) {
        this.pinch = null;
        const rest = [...this.pointers.values()][0];
        this.drag = { x: rest.x, y: rest.y, cx: this.t.cx, cy: this.t.cy, moved: true };
      }
      if (drag && !drag.moved && this.pointers.size === 0) this.tap({ x: pointer.x, y: pointer.y });
    };
    this.on("pointerup", up);
    this.on("pointerupoutside", up);
    this.on("gameout", () => { this.hover = null; if (!this.pinned) this.hideTooltip(); this.renderHover(); });
  }

  /** A click or tap on the map (not a drag). */
  private tap(p: Pt): void {
    const hex = this.hexAtScene(p);
    if (this.pick?.kind === "hex") {
      if (hex && this.pick.hexes.has(hex)) { this.pinned = null; this.hideTooltip(); this.settlePick(hex); return; }
    }
    // Inspect: a tap pins the hex's details (a second tap on it, or on empty sea, closes them).
    this.pinned = hex && hex !== this.pinned ? hex : null;
    if (this.pinned) this.showTooltip(this.pinned);
    else this.hideTooltip();
    this.renderHover();
  }

  // --- test hook ---------------------------------------------------------------------------------

  private hook: Record<string, unknown> = {};

  private installHook(): void {
    const toClient = (p: Pt) => {
      const rect = this.scene.game.canvas.getBoundingClientRect();
      return { x: rect.left + (p.x * rect.width) / this.scene.scale.width, y: rect.top + (p.y * rect.height) / this.scene.scale.height };
    };
    const fromClient = (x: number, y: number) => {
      const rect = this.scene.game.canvas.getBoundingClientRect();
      return { x: ((x - rect.left) * this.scene.scale.width) / rect.width, y: ((y - rect.top) * this.scene.scale.height) / rect.height };
    };
    this.hook = {
      /** Hex under a page (client) point, or null. */
      hexAt: (x: number, y: number) => this.hexAtScene(fromClient(x, y)),
      /** Page (client) coordinates of a hex centre, for page.mouse.click. */
      hexToScreen: (hex: string) => toClient(this.hexToScene(hex)),
      hexToScene: (hex: string) => this.hexToScene(hex),
      /** Whether a hex centre is inside the visible board. */
      visible: (hex: string) => this.inBoard(this.hexToScene(hex)),
      hexes: () => Object.keys(this.shown?.hexes ?? {}),
      info: (hex: string) => (this.shown ? hexInfo(this.shown, hex, this.ctx.i18n, this.seatName) : []),
      zoom: () => this.t.zoom,
      /** A hex's radius (centre to corner) on the page, in CSS pixels. */
      hexRadius: () => R * this.t.zoom * this.scene.game.canvas.getBoundingClientRect().width / this.scene.scale.width,
      /** The unit tokens on a hex in page (client) pixels: centre, radius, how many units each stands for. */
      tokens: (hex: string) => {
        const c = hexCenter(hex), css = this.scene.game.canvas.getBoundingClientRect().width / this.scene.scale.width;
        return (this.pieces.get(hex) ?? []).map((p) => ({ ...toClient(worldToView(this.t, { x: c.x + p.x, y: c.y + p.y })), r: p.r * this.t.zoom * css, count: p.count }));
      },
      /** The hex labels' font size on the page (CSS pixels). */
      labelPx: () => LABEL_FONT * this.labelScale() * this.t.zoom / this.cssScale(),
      fit: () => this.fit(),
      focus: (hex: string) => this.focus(hex),
      highlights: () => Object.fromEntries([...this.highlights].map(([k, v]) => [k, [...v]])),
      /** The region layout previewed over face-down spaces (exploration's choice), empty when none. */
      previewed: () => this.previewed.map((p) => ({ ...p })),
      /** The pending pick: { kind: "hex", hexes, style } | { kind: "units", hex, ids, selected } | null. */
      picking: () => {
        const p = this.pick;
        if (!p) return null;
        return p.kind === "hex" ? { kind: "hex", hexes: [...p.hexes], style: p.style } : { kind: "units", hex: p.hex, ids: [...p.ids], selected: [...p.selected] };
      },
      /** The pick hint shown over the map: its text and its box in page (client) pixels, or null. */
      hint: () => {
        const r = this.hintBox.visible ? this.hintRect : null;
        if (!r) return null;
        const a = toClient(r), b = toClient({ x: r.x + r.width, y: r.y + r.height });
        return { text: this.hintText.text, x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
      },
      /** The texts of the battle panel on screen (sides, what each die counts, values and how they come about, hits). */
      battleTexts: () => (this.battlePanel?.list ?? []).filter((o): o is Phaser.GameObjects.Text => o instanceof Phaser.GameObjects.Text).map((t) => t.text),
      /** The open unit picker's line under the units (how many are chosen, or what the choice lacks), or null. */
      unitStatus: () => this.unitPicker?.status.text ?? null,
      /** The board's picker API (highlight, pickHex, pickUnits, cancelPick, focus, hexToScene), for tests. */
      api: this as unknown,
      /** Answers the pending pick (a hex key, or unit ids); false when it does not fit. */
      choose: (answer: string | number[] | null) => {
        const p = this.pick;
        if (!p) return false;
        if (answer === null) { this.settlePick(null); return true; }
        if (p.kind === "hex" && typeof answer === "string" && p.hexes.has(answer)) { this.settlePick(answer); return true; }
        if (p.kind === "units" && Array.isArray(answer) && answer.every((id) => p.ids.includes(id))) { this.settlePick(answer); return true; }
        return false;
      },
    };
    const w = window as unknown as { __epochs?: Record<string, unknown> };
    if (w.__epochs) w.__epochs.coc = this.hook;
  }

  // --- BoardFx: effects played by the animation queue ---------------------------------------------

  readonly text = {
    owner: (o: Owner) => ownerName(this.ctx.i18n, this.seatName, o),
    units: (types: readonly string[]) => {
      const counts = new Map<string, number>();
      for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
      return [...counts].map(([t, n]) => `${n} ${unitName(this.ctx.i18n, t)}`).join(", ");
    },
    seatTurn: (seat: Seat) => this.ctx.seatName(seat),
    ageRound: (age: number, round: number) => tr(this.ctx.i18n, "coc.board.ageRound", "Age {age} · round {round}", { age, round }),
    captured: () => tr(this.ctx.i18n, "coc.board.captured", "Captured!"),
    takenOver: () => tr(this.ctx.i18n, "coc.board.takenOver", "Joins by culture"),
    founded: () => tr(this.ctx.i18n, "coc.board.founded", "New city"),
    barbarians: () => tr(this.ctx.i18n, "coc.board.barbarians", "Barbarians!"),
    pirates: () => tr(this.ctx.i18n, "coc.board.pirates", "Pirates!"),
    unitName: (type: string) => unitName(this.ctx.i18n, type),
    named: (kind: "civ" | "leader" | "ability" | "person", id: string) => {
      const lang = this.ctx.i18n.lang === "ru" ? "ru" : "en";
      if (kind === "civ") return name("civ", id, lang);
      if (kind === "leader") return name("leader", id, lang);
      if (kind === "person") return name("event", id, lang);
      return abilityName(id, lang);
    },
  };

  ownerColor(o: Owner): number {
    return ownerColor(o);
  }

  apply(e: GameEvent): Animation {
    return call(() => this.patch(e), `coc-apply-${e.type}`);
  }

  private patch(e: GameEvent): void {
    if (!this.shown || this.destroyed) return;
    if (applyEvent(this.shown, e)) this.renderAll();
  }

  moveUnits(e: GameEvent, path: string[], kind: "units" | "barbarians"): Animation {
    const ids = (Array.isArray(e.units) ? e.units : []).filter((x): x is number => typeof x === "number");
    const points = path.map((h) => hexCenter(h));
    let ghost: Phaser.GameObjects.Container | null = null;
    let inner: Animation | null = null;
    const steps = Math.max(1, path.length - 1);
    const duration = Math.min(1600, (kind === "barbarians" ? 520 : 420) * steps + 100);
    return {
      durationMs: duration,
      label: kind === "barbarians" ? "coc-barbarians-march" : "coc-move",
      start: () => {
        if (!this.shown || this.destroyed || points.length < 1) return;
        const units = ids.map((id) => this.shown!.units[id]).filter(Boolean);
        if (!units.length) return;
        for (const u of units) this.hidden.add(u.id);
        this.renderCities();
        this.renderUnits();
        ghost = this.scene.add.container(points[0].x, points[0].y);
        const stacks = stacksAt({ units: Object.fromEntries(units.map((u) => [u.id, { ...u, hex: "ghost" }])), cities: {} }, "ghost");
        this.drawPieces(ghost, placeStacks(stacks, false));
        this.fxWorld.add(ghost);
        inner = movePiece(ghost, points, { durationMs: duration, hop: kind === "barbarians" ? 10 : 6 });
        inner.start?.();
      },
      update: (t) => inner?.update?.(t),
      finish: () => {
        inner?.finish?.();
        ghost?.destroy();
        ghost = null;
        for (const id of ids) this.hidden.delete(id);
        this.patch(e);
        if (!this.shown) return;
        this.renderCities();
        this.renderUnits();
      },
    };
  }

  flipRegion(e: GameEvent): Animation {
    const list = Array.isArray(e.hexes) ? (e.hexes as { hex: string; terrain: string }[]) : [];
    let flipper: Phaser.GameObjects.Container | null = null;
    let showingFront = false;
    let center: Pt = { x: 0, y: 0 };
    const drawSide = (front: boolean) => {
      if (!flipper) return;
      flipper.removeAll(true);
      const g = this.scene.add.graphics();
      for (const h of list) {
        const c = hexCenter(h.hex);
        const local = { x: c.x - center.x, y: c.y - center.y };
        if (front) drawTerrain(g, h.hex, local, R, h.terrain);
        else drawUnexplored(g, local, R);
        strokeHex(g, local, R, 1.5, INK, 0.5);
      }
      if (!front) drawRegionEmblem(g, { x: 0, y: 0 }, R);
      flipper.add(g);
    };
    return {
      durationMs: 800,
      label: "coc-explore",
      start: () => {
        if (!list.length || this.destroyed) return;
        const pts = list.map((h) => hexCenter(h.hex));
        center = { x: pts.reduce((a, p) => a + p.x, 0) / pts.length, y: pts.reduce((a, p) => a + p.y, 0) / pts.length };
        this.patch(e);
        // A dark hole under the tile while it turns over.
        const hole = this.scene.add.graphics();
        for (const p of pts) fillHex(hole, { x: p.x - center.x, y: p.y - center.y }, R, BOARD_BG, 1);
        const holder = this.scene.add.container(center.x, center.y, [hole]);
        flipper = this.scene.add.container(0, 0);
        holder.add(flipper);
        this.fxWorld.add(holder);
        drawSide(false);
      },
      update: (t) => {
        if (!flipper) return;
        const k = ease.inOutQuad(t);
        if (k >= 0.5 && !showingFront) { showingFront = true; drawSide(true); }
        flipper.setScale(Math.max(0.02, Math.abs(1 - 2 * k)), 1 + 0.08 * Math.sin(k * Math.PI));
      },
      finish: () => {
        flipper?.parentContainer?.destroy();
        flipper = null;
      },
    };
  }

  /** A label over a hex in screen space (readable at any zoom). */
  private hexLabelText(hex: string, text: string, color: string, dy: number): Phaser.GameObjects.Text {
    const p = this.hexToScene(hex);
    const t = this.scene.add.text(p.x, p.y + dy * Math.min(1.2, this.t.zoom), text, { fontFamily: fonts.ui, fontSize: `${Math.round(16 * this.k)}px`, fontStyle: "bold", color, stroke: "#15110c", strokeThickness: 4 }).setOrigin(0.5);
    this.fxScreen.add(t);
    return t;
  }

  pulse(hex: string, color: number, text?: string): Animation {
    let g: Phaser.GameObjects.Graphics | null = null;
    let label: Phaser.GameObjects.Text | null = null;
    let baseY = 0;
    const c = hexCenter(hex);
    return {
      durationMs: text ? 750 : 500,
      label: "coc-pulse",
      start: () => {
        if (this.destroyed) return;
        g = this.scene.add.graphics();
        this.fxWorld.add(g);
        if (text) { label = this.hexLabelText(hex, text, cssColor(color), -R * 0.6); baseY = label.y; }
      },
      update: (t) => {
        if (!g) return;
        g.clear();
        const r = R * (0.5 + 0.6 * ease.outCubic(t));
        g.lineStyle(5 * (1 - t) + 1, color, 1 - t).strokeCircle(c.x, c.y, r);
        if (label) label.setY(baseY - 18 * ease.outCubic(t)).setAlpha(t < 0.7 ? 1 : (1 - t) / 0.3);
      },
      finish: () => { g?.destroy(); label?.destroy(); g = null; label = null; },
    };
  }

  growCity(hex: string): Animation {
    let node: Phaser.GameObjects.Container | undefined;
    return {
      durationMs: 450,
      label: "coc-city-grow",
      start: () => { node = this.cityNodes.get(hex); node?.setScale(0.2); },
      update: (t) => node?.setScale(0.2 + 0.8 * ease.outBack(t)),
      finish: () => node?.setScale(1),
    };
  }

  lose(hex: string, owner: Owner, text: string): Animation {
    let g: Phaser.GameObjects.Graphics | null = null;
    let label: Phaser.GameObjects.Text | null = null;
    const c = hexCenter(hex);
    let baseY = 0;
    return {
      durationMs: 650,
      label: "coc-casualties",
      start: () => {
        if (this.destroyed) return;
        g = this.scene.add.graphics();
        this.fxWorld.add(g);
        label = this.hexLabelText(hex, text, "#ff9a8a", R * 0.2);
        baseY = label.y;
      },
      update: (t) => {
        if (!g) return;
        g.clear();
        const a = Math.sin(Math.min(1, t * 1.4) * Math.PI);
        fillHex(g, c, R, 0xc0392b, 0.35 * a);
        g.lineStyle(6, ownerColor(owner), a).lineBetween(c.x - 16, c.y - 6, c.x + 16, c.y + 26).lineBetween(c.x + 16, c.y - 6, c.x - 16, c.y + 26);
        g.lineStyle(2.5, 0xff3b30, a).lineBetween(c.x - 16, c.y - 6, c.x + 16, c.y + 26).lineBetween(c.x + 16, c.y - 6, c.x - 16, c.y + 26);
        label?.setY(baseY - 14 * t).setAlpha(t < 0.75 ? 1 : (1 - t) / 0.25);
      },
      finish: () => { g?.destroy(); label?.destroy(); g = null; label = null; },
    };
  }

  influence(e: GameEvent): Animation {
    const src = typeof e.source === "string" ? e.source : null, dst = typeof e.target === "string" ? e.target : null;
    const ok = e.type === "CultureInfluenced";
    const seat = typeof e.seat === "number" ? e.seat : 0;
    let g: Phaser.GameObjects.Graphics | null = null;
    let label: Phaser.GameObjects.Text | null = null;
    if (!dst) return call(() => {}, "coc-influence");
    const a = hexCenter(src ?? dst), b = hexCenter(dst);
    return {
      durationMs: 700,
      label: "coc-influence",
      start: () => {
        if (this.destroyed) return;
        g = this.scene.add.graphics();
        const text = ok ? tr(this.ctx.i18n, "coc.board.influenced", "influenced") : tr(this.ctx.i18n, "coc.board.failed", "failed");
        this.fxWorld.add(g);
        label = this.hexLabelText(dst, text, ok ? "#ffe08a" : "#ff9a8a", -R * 0.7).setAlpha(0);
      },
      update: (t) => {
        if (!g) return;
        g.clear();
        const k = phase(t, 0, 0.6);
        const p = { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k - 40 * 4 * k * (1 - k) };
        g.lineStyle(3, ownerColor(seat), 0.8);
        for (let i = 0; i < 8; i++) {
          const q = i / 8 * k;
          g.fillStyle(ownerColor(seat), 0.6).fillCircle(a.x + (b.x - a.x) * q, a.y + (b.y - a.y) * q - 160 * q * (1 - q), 2);
        }
        drawPlate(g, seat, p.x, p.y, 8);
        label?.setAlpha(phase(t, 0.6, 0.75));
      },
      finish: () => { g?.destroy(); label?.destroy(); g = null; label = null; },
    };
  }

  // ---- battle ----

  private battleSpot(hex: string): { x: number; y: number; w: number; scale: number } {
    // A bit smaller than the board's scale, and see-through, so less of the map is hidden.
    const scale = Math.max(0.55, Math.min(this.k * 0.85, (this.area.width - 16) / 470));
    const w = Math.min(470, (this.area.width - 16) / scale);
    const p = this.hexToScene(hex);
    const upper = p.y < this.area.y + this.area.height / 2;
    const y = upper ? this.area.y + this.area.height - (BATTLE_H + 8) * scale : this.area.y + 44 * Math.min(this.k, 2);
    return { x: this.area.x + (this.area.width - w * scale) / 2, y, w, scale };
  }

  private ensureBattlePanel(hex: string): Phaser.GameObjects.Container {
    if (this.battlePanel && this.battlePanel.active) return this.battlePanel;
    const spot = this.battleSpot(hex);
    const panel = this.scene.add.container(spot.x, spot.y).setScale(spot.scale);
    const bg = this.scene.add.graphics().fillStyle(0x15110c, 0.72).fillRoundedRect(0, 0, spot.w, BATTLE_H, 12).lineStyle(2, colors.panelEdge, 1).strokeRoundedRect(0, 0, spot.w, BATTLE_H, 12);
    panel.add(bg);
    panel.setSize(spot.w, BATTLE_H);
    this.fxScreen.add(panel);
    this.battlePanel = panel;
    this.battleHeaders.clear();
    return panel;
  }

  /** "Attacker: name" / "Defender: name" with the owner's plate, once per side. */
  private battleHeader(panel: Phaser.GameObjects.Container, side: "attacker" | "defender", owner: unknown): void {
    if (owner === null || owner === undefined || this.battleHeaders.has(side)) return;
    this.battleHeaders.add(side);
    const y = SIDE_Y[side] + 2;
    const g = this.scene.add.graphics();
    drawPlate(g, owner as Owner, 20, y + 10, 8);
    const role = side === "attacker" ? tr(this.ctx.i18n, "coc.board.attacker", "Attacker") : tr(this.ctx.i18n, "coc.board.defender", "Defender");
    panel.add([g, this.scene.add.text(34, y + 1, `${role}: ${this.text.owner(owner as Owner)}`, { fontFamily: fonts.ui, fontSize: "14px", color: colors.text })]);
  }

  battleStart(e: GameEvent): Animation {
    const hex = typeof e.hex === "string" ? e.hex : null;
    return {
      durationMs: 450,
      label: "coc-battle-start",
      start: () => {
        if (!hex || this.destroyed) return;
        this.battlePanel?.destroy();
        this.battlePanel = null;
        const panel = this.ensureBattlePanel(hex);
        this.battleHeader(panel, "attacker", e.attacker);
        this.battleHeader(panel, "defender", e.defender);
        this.highlight([hex], "attack");
      },
    };
  }

  combatRoll(e: GameEvent): Animation {
    const hex = typeof e.hex === "string" ? e.hex : null;
    const roll = explainRoll(e, this.ctx.i18n.lang === "ru" ? "ru" : "en");
    const dice = roll.dice;
    if (!hex) return call(() => {}, "coc-roll");
    const side = e.side === "defender" ? "defender" : "attacker";
    let inner: Animation | null = null;
    let panel: Phaser.GameObjects.Container | null = null;
    const extras: Phaser.GameObjects.GameObject[] = [];
    return {
      durationMs: dice.length ? 900 : 200,
      label: "coc-combat-roll",
      start: () => {
        if (this.destroyed) return;
        panel = this.ensureBattlePanel(hex);
        this.battleHeader(panel, side, e.owner);
        const y0 = SIDE_Y[side];
        const size = 36, gap = 8;
        const maxW = panel.width - 130;
        const step = Math.min(size + gap, dice.length > 1 ? maxW / dice.length : size + gap);
        const small = (x: number, y: number, text: string, color: string) => this.scene.add.text(x, y, text, { fontFamily: fonts.ui, fontSize: "12px", color }).setAlpha(0);
        const anims: Animation[] = dice.map((d, i) => {
          const at = { x: 40 + i * step, y: y0 + 44 };
          const style = d.ability ? { body: 0xffe9a8, edge: ownerColor(e.owner as Owner), ink: INK } : { body: 0xf7f1e3, edge: ownerColor(e.owner as Owner), ink: INK };
          // Under each die: the number rolled, and what its unit's clash ability adds ("6+1"); ⊘ for a die that cancels a hit.
          const bonus = (d.counted ?? d.value ?? 0) - (d.value ?? 0);
          const note = d.hitCancels ? "⊘" : `${d.rerolledFrom?.length ? "↻" : ""}${d.value ?? 0}${d.ability && bonus ? signed(bonus) : ""}`;
          extras.push(small(at.x, at.y + size / 2 + 9, note, d.ability ? "#ffe08a" : colors.textDim).setOrigin(0.5));
          return diceRoll(this.scene, { at, from: { x: at.x - 60, y: at.y - 40 }, face: dieFace(faceOf(d)), tumbleFaces: TUMBLE, size, style, layer: panel!, durationMs: 900 });
        });
        const total = this.scene.add.text(panel.width - 14, y0 + 44, tr(this.ctx.i18n, "coc.board.value", "value {value}", { value: roll.value }), { fontFamily: fonts.title, fontSize: "17px", color: colors.textAccent }).setOrigin(1, 0.5).setAlpha(0);
        extras.push(total);
        // How the value comes about: the dice as rolled, then each change by name.
        if (roll.parts.length) {
          const line = `${tr(this.ctx.i18n, "coc.board.diceRolled", "dice {n}", { n: roll.rolled })} · ${partsText(roll.parts)}`;
          const text = small(14, y0 + 82, line, "#ffe08a");
          // One line (the other side's rows follow): a long list of changes gets a smaller font.
          for (let px = 11; text.width > panel.width - 28 && px >= 8; px--) text.setFontSize(px);
          extras.push(text);
        }
        panel.add(extras);
        inner = { durationMs: 900, start: () => anims.forEach((a) => a.start?.()), update: (t) => anims.forEach((a) => a.update?.(t)), finish: () => anims.forEach((a) => a.finish?.()) };
        inner.start?.();
      },
      update: (t) => {
        inner?.update?.(t);
        const a = phase(t, 0.75, 1);
        for (const x of extras) (x as Phaser.GameObjects.Text).setAlpha(a);
      },
      finish: () => {
        inner?.finish?.();
        for (const x of extras) (x as Phaser.GameObjects.Text).setAlpha(1);
      },
    };
  }

  combatHits(e: GameEvent): Animation {
    const hex = typeof e.hex === "string" ? e.hex : null;
    if (!hex) return call(() => {}, "coc-hits");
    let texts: Phaser.GameObjects.Text[] = [];
    return {
      durationMs: 700,
      label: "coc-combat-hits",
      start: () => {
        if (this.destroyed) return;
        const panel = this.ensureBattlePanel(hex);
        const row = (side: { hits?: number; cancelled?: number } | undefined, y: number) => {
          const hits = side?.hits ?? 0, cancelled = side?.cancelled ?? 0;
          let s = tr(this.ctx.i18n, "coc.board.hits", "{n, plural, one {# hit} other {# hits}}", { n: hits });
          if (cancelled) s += ` · ${tr(this.ctx.i18n, "coc.board.cancelled", "{n} cancelled", { n: cancelled })}`;
          const t = this.scene.add.text(panel.width - 14, y, s, { fontFamily: fonts.ui, fontSize: "15px", color: hits ? "#ff9a8a" : colors.textDim, fontStyle: "bold" }).setOrigin(1, 0).setAlpha(0);
          panel.add(t);
          texts.push(t);
        };
        row(e.attacker as never, SIDE_Y.attacker);
        row(e.defender as never, SIDE_Y.defender);
      },
      update: (t) => { for (const x of texts) x.setAlpha(Math.min(1, t * 3)).setScale(1 + 0.25 * Math.sin(Math.min(1, t * 2) * Math.PI)); },
      finish: () => { for (const x of texts) x.setAlpha(1).setScale(1); texts = []; },
    };
  }

  battleEnd(e: GameEvent): Animation {
    const hex = typeof e.hex === "string" ? e.hex : null;
    let label: Phaser.GameObjects.Text | null = null;
    return {
      durationMs: 900,
      label: "coc-battle-end",
      start: () => {
        if (!hex || this.destroyed) return;
        const p = this.hexToScene(hex);
        const k = this.k;
        const text = e.winner === null || e.winner === undefined ? tr(this.ctx.i18n, "coc.board.draw", "No winner") : tr(this.ctx.i18n, "coc.board.wins", "{owner} wins", { owner: this.text.owner(e.winner as Owner) });
        label = this.scene.add.text(p.x, p.y - 30 * k, text, { fontFamily: fonts.title, fontSize: `${Math.round(24 * k)}px`, color: "#ffe08a", stroke: "#15110c", strokeThickness: 5 }).setOrigin(0.5);
        this.fxScreen.add(label);
      },
      update: (t) => label?.setScale(0.6 + 0.4 * ease.outBack(Math.min(1, t * 2.5))),

      finish: () => {
        label?.destroy();
        label = null;
        this.battlePanel?.destroy();
        this.battlePanel = null;
        this.highlights.delete("attack");
        this.renderHighlights();
      },
    };
  }

  dice(e: GameEvent, hex: string | null): Animation {
    const dice = Array.isArray(e.dice) ? (e.dice as { face?: number; value?: number; symbol?: string }[]) : [];
    if (!dice.length) return call(() => {}, "coc-dice");
    let inner: Animation[] = [];
    let holder: Phaser.GameObjects.Container | null = null;
    return {
      durationMs: 1100,
      label: "coc-dice",
      start: () => {
        if (this.destroyed) return;
        const k = this.k;
        const size = 40 * k;
        const c = hex ? this.hexToScene(hex) : { x: this.area.x + this.area.width / 2, y: this.area.y + this.area.height / 2 };
        const inside = this.inBoard(c) ? c : { x: this.area.x + this.area.width / 2, y: this.area.y + this.area.height / 2 };
        holder = this.scene.add.container(0, 0);
        this.fxScreen.add(holder);
        const color = typeof e.seat === "number" ? ownerColor(e.seat) : INK;
        inner = dice.map((d, i) => {
          const at = { x: inside.x + (i - (dice.length - 1) / 2) * (size + 8), y: Math.max(this.area.y + size, inside.y - R * this.t.zoom) };
          return diceRoll(this.scene, { at, face: dieFace(faceOf(d)), tumbleFaces: TUMBLE, size, style: { body: 0xf7f1e3, edge: color, ink: INK }, layer: holder!, durationMs: 800 });
        });
        inner.forEach((a) => a.start?.());
      },
      update: (t) => {
        const k = Math.min(1, t / 0.73);
        inner.forEach((a) => a.update?.(k));
        if (holder && t > 0.85) holder.setAlpha(1 - (t - 0.85) / 0.15);
      },
      finish: () => { inner.forEach((a) => a.finish?.()); holder?.destroy(); holder = null; inner = []; },
    };
  }

  // ---- cards ----

  private deckSpot(): Point {
    return { x: this.area.x + 60 * this.k, y: this.area.y + 80 * this.k };
  }

  /** Where a seat's hand is, roughly: the panels area (own hand low, others by seat order). */
  private seatSpot(seat: Seat): Point {
    const pa = this.panelsArea ?? { x: this.area.x + this.area.width - 80, y: this.area.y, width: 80, height: this.area.height };
    if (seat === this.ctx.mySeat) return { x: pa.x + pa.width / 2, y: pa.y + pa.height - 70 };
    const n = Math.max(1, (this.shown?.players.length ?? 4));
    return { x: pa.x + pa.width / 2, y: pa.y + 40 + (seat % n) * 56 };
  }

  /**
   * Where a drawn card ends: on the map at the edge next to the panels (the HTML panels would hide a card
   * flown into them), level with the seat's place in the panels.
   */
  private cardSpot(seat: Seat, w: number, h: number): Point {
    const a = this.area, target = this.seatSpot(seat), m = 10;
    const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
    const pa = this.panelsArea;
    const below = !!pa && pa.y >= a.y + a.height - 1;
    if (below) return { x: clamp(target.x, a.x + w / 2 + m, a.x + a.width - w / 2 - m), y: a.y + a.height - h / 2 - m };
    return { x: a.x + a.width - w / 2 - m, y: clamp(target.y, a.y + h / 2 + m, a.y + a.height - h / 2 - m) };
  }

  private cardFace(title: string, subtitle: string, header: string): CardFaceDrawer {
    return (scene, card, w, h) => {
      if (scene.textures.exists("card-face")) card.add(scene.add.image(0, 0, "card-face").setDisplaySize(w, h));
      else card.add(scene.add.graphics().fillStyle(0xfaf3e0, 1).fillRoundedRect(-w / 2, -h / 2, w, h, 8));
      card.add(scene.add.text(0, -h / 2 + 12, header, { fontFamily: fonts.ui, fontSize: `${Math.round(w / 9)}px`, color: "#6b4f22" }).setOrigin(0.5, 0));
      const t = scene.add.text(0, -h * 0.12, title, { fontFamily: fonts.title, fontSize: `${Math.round(w / 7.5)}px`, color: "#2b2118", fontStyle: "bold", align: "center", wordWrap: { width: w - 16 } }).setOrigin(0.5);
      t.setScale(Math.min(1, (w - 12) / Math.max(1, t.width)));
      card.add(t);
      if (subtitle) card.add(scene.add.text(0, h * 0.22, subtitle, { fontFamily: fonts.ui, fontSize: `${Math.round(w / 10)}px`, color: "#3b2f2f", align: "center", wordWrap: { width: w - 16 } }).setOrigin(0.5));
    };
  }

  eventCard(e: GameEvent): Animation {
    const lang = this.ctx.i18n.lang === "ru" ? "ru" : "en";
    const id = String(e.card ?? "");
    const face = this.cardFace(eventCardName(lang, id), eventSymbolName(lang, e.symbol as string | null), tr(this.ctx.i18n, "coc.board.event", "Event"));
    const to = { x: this.area.x + this.area.width / 2, y: this.area.y + this.area.height / 2 };
    const size = 1.6 * Math.min(this.k, (this.area.height * 0.75) / (CARD_H * 1.6));
    const flip = cardDrawFlip(this.scene, { from: this.deckSpot(), to, face, width: CARD_W * size, height: CARD_H * size, durationMs: 900, layer: this.fxScreen, linger: true, label: "coc-event-card" });
    return holdThenFade(flip, 700, this.fxScreen);
  }

  cardDraw(seat: Seat, deck: string, card: string | null): Animation {
    const lang = this.ctx.i18n.lang === "ru" ? "ru" : "en";
    const face = card ? this.cardFace(anyCardName(lang, deck, card), "", "") : null;
    const size = Math.min(this.k, 2);
    const w = CARD_W * size, h = CARD_H * size;
    const flip = cardDrawFlip(this.scene, { from: this.deckSpot(), to: this.cardSpot(seat, w, h), face, width: w, height: h, durationMs: face ? 800 : 500, layer: this.fxScreen, linger: true, label: "coc-card-draw" });
    return holdThenFade(flip, face ? 450 : 250, this.fxScreen);
  }

  tokens(seat: Seat, amounts: Record<string, number>, from?: string[]): Animation {
    const kinds = Object.entries(amounts).filter(([, n]) => typeof n === "number" && n !== 0);
    const to = this.seatSpot(seat);
    const fromPts = (from ?? []).map((h) => this.hexToScene(h)).filter((p) => this.inBoard(p));
    const start = fromPts.length ? fromPts : [{ x: this.area.x + this.area.width / 2, y: this.area.y + this.area.height / 2 }];
    const anims = kinds.map(([kind, n], i) => tokenGain(this.scene, {
      from: start[i % start.length], to: { x: to.x, y: to.y - 8 + i * 4 }, amount: n, texture: `token-${kind}`, size: 24 * this.k, durationMs: 800, layer: this.fxScreen, label: "coc-tokens",
    }));
    if (!anims.length) return call(() => {}, "coc-tokens");
    return { durationMs: 800, label: "coc-tokens", start: () => anims.forEach((a) => a.start?.()), update: (t) => anims.forEach((a) => a.update?.(t)), finish: () => anims.forEach((a) => a.finish?.()) };
  }

  banner(text: string, ms = 700): Animation {
    let box: Phaser.GameObjects.Container | null = null;
    return {
      durationMs: ms,
      label: "coc-banner",
      start: () => {
        if (this.destroyed) return;
        const t = this.scene.add.text(0, 0, text, { fontFamily: fonts.title, fontSize: "22px", color: colors.textAccent }).setOrigin(0.5);
        const w = t.width + 40, h = t.height + 16;
        const bg = this.scene.add.graphics().fillStyle(0x15110c, 0.85).fillRoundedRect(-w / 2, -h / 2, w, h, 10);
        box = this.scene.add.container(this.area.x + this.area.width / 2, this.area.y + 70 * this.k, [bg, t]).setAlpha(0).setScale(this.k);
        this.fxScreen.add(box);
      },
      update: (t) => box?.setAlpha(t < 0.2 ? t / 0.2 : t > 0.8 ? (1 - t) / 0.2 : 1),
      finish: () => { box?.destroy(); box = null; },
    };
  }
}

/** Plays `a`, keeps its result on screen for `holdMs`, then fades out whatever `a` left in `layer`. */
function holdThenFade(a: Animation, holdMs: number, layer: Phaser.GameObjects.Container): Animation {
  const total = a.durationMs + holdMs;
  let before = new Set<Phaser.GameObjects.GameObject>();
  let added: Phaser.GameObjects.GameObject[] = [];
  return {
    durationMs: total,
    label: a.label,
    start: () => { before = new Set(layer.list); a.start?.(); added = layer.list.filter((o) => !before.has(o)); },
    update: (t) => {
      const now = t * total;
      if (now <= a.durationMs) a.update?.(now / a.durationMs);
      else {
        a.update?.(1);
        const f = phase(now, total - 250, total);
        for (const o of added) (o as Phaser.GameObjects.Container).setAlpha?.(1 - f);
      }
    },
    finish: () => { a.finish?.(); for (const o of added) o.destroy(); added = []; },
  };
}

export const createBoard: CreateBoard = (scene, ctx, area) => new CocBoard(scene, ctx, area);

/** Like createBoard, also told where the panels are (card and token animations fly there). */
export function createBoardWithPanels(scene: Phaser.Scene, ctx: RenderContext, area: Rect, panels: Rect | null): CocBoard {
  return new CocBoard(scene, ctx, area, panels);
}

