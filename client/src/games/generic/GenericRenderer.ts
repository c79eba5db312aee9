/**
 * The fallback renderer: a seat table (with per-seat numbers found in the view), the rest of the seat's
 * view as readable text, and this seat's legal moves (from `hints`) as buttons.
 * It animates events of common shapes: dice (`dice`/`die`/`roll`), card draws and plays, and
 * numeric gains (`amount`/`gain`).
 */
import type Phaser from "phaser";
import type { GameEvent, Move, Seat } from "../../../../engine/core/types.ts";
import { call, parallel, type Animation } from "../../anim/queue.ts";
import { diceRoll, type DieFace } from "../../anim/primitives/dice.ts";
import { cardDrawFlip, simpleCardFace } from "../../anim/primitives/card.ts";
import { tokenGain } from "../../anim/primitives/token.ts";
import type { Point } from "../../anim/path.ts";
import { Button } from "../../ui/Button.ts";
import { colors, fonts, textStyle } from "../../ui/theme.ts";
import { describeMove, humanize } from "../../log/eventText.ts";
import type { GameRenderer, GameView, PromptState, RenderContext } from "../types.ts";
import { formatView, perSeatKeys } from "./formatView.ts";

const ROW_H = 30;

export class GenericRenderer implements GameRenderer {
  private scene!: Phaser.Scene;
  private ctx!: RenderContext;
  private root!: Phaser.GameObjects.Container;
  private effects!: Phaser.GameObjects.Container;
  private seatTable!: Phaser.GameObjects.Text;
  private seatMarks!: Phaser.GameObjects.Graphics;
  private viewText!: Phaser.GameObjects.Text;
  private promptTitle!: Phaser.GameObjects.Text;
  private buttons: Button[] = [];
  private lastMovesKey = "";
  private seatCount = 0;

  mount(scene: Phaser.Scene, ctx: RenderContext): void {
    this.scene = scene;
    this.ctx = ctx;
    const { x, y, width, height } = ctx.area;
    this.root = scene.add.container(x, y);
    const bg = scene.add.rectangle(0, 0, width, height, colors.panel, 0.6).setOrigin(0).setStrokeStyle(2, colors.panelEdge).setRounded(10);
    this.seatMarks = scene.add.graphics();
    this.seatTable = scene.add.text(16, 12, "", { ...textStyle(17, colors.text, fonts.mono), lineSpacing: ROW_H - 21 });
    const head = scene.add.text(16, 170, ctx.i18n.t("game.publicView"), textStyle(18, colors.textAccent, fonts.title));
    this.viewText = scene.add.text(16, 198, "", { ...textStyle(15), wordWrap: { width: width - 32 }, lineSpacing: 2 });
    this.promptTitle = scene.add.text(16, height - 150, "", textStyle(18, colors.textAccent, fonts.title));
    this.root.add([bg, this.seatMarks, this.seatTable, head, this.viewText, this.promptTitle]);
    this.effects = scene.add.container(x, y).setDepth(800);
  }

  update(view: GameView, mySeat: Seat | null, prompts: PromptState): void {
    this.seatCount = view.seats.length;
    this.drawSeats(view, mySeat);
    const perSeat = new Set(perSeatKeys(view.view, view.seats.length));
    const seatName = (s: number) => this.ctx.seatName(s);
    this.viewText.setText(formatView(view.view, { skip: perSeat, seatName, maxLines: 16 }));
    this.drawPrompts(prompts, view.stateId);
  }

  animationsFor(event: GameEvent, by: Seat | null): Animation[] {
    const seat = typeof event.seat === "number" ? event.seat : by;
    const { width, height } = this.ctx.area;
    const center: Point = { x: width / 2, y: height / 2 + 40 };
    const clear = call(() => this.effects.removeAll(true), "clear-effects");
    const faces = this.diceOf(event);
    if (faces.length) {
      const size = 56, gap = 16, startX = center.x - ((faces.length - 1) * (size + gap)) / 2;
      return [clear, parallel(faces.map((face, i) => diceRoll(this.scene, { at: { x: startX + i * (size + gap), y: center.y }, face, size, layer: this.effects })), "dice")];
    }
    const type = event.type.toLowerCase();
    if (type.includes("card") && (type.includes("draw") || type.includes("drew"))) {
      const face = this.cardFace(event);
      const deck: Point = { x: width - 70, y: 90 };
      const to: Point = seat === this.ctx.mySeat ? { x: width - 70, y: height - 120 } : this.seatPoint(seat);
      return [clear, cardDrawFlip(this.scene, { from: deck, to, face, layer: this.effects })];
    }
    if (type.includes("card") && type.includes("play")) {
      const face = this.cardFace(event);
      return [clear, cardDrawFlip(this.scene, { from: this.seatPoint(seat), to: center, face, layer: this.effects })];
    }
    const amount = [event.amount, event.gain, event.gained].find((v): v is number => typeof v === "number");
    if (amount !== undefined && amount !== 0 && seat !== null) {
      return [tokenGain(this.scene, { from: center, to: this.seatPoint(seat), amount, texture: typeof event.resource === "string" ? `token-${event.resource}` : "token-gold", layer: this.effects })];
    }
    return [];
  }

  destroy(): void {
    for (const b of this.buttons) b.destroy();
    this.buttons = [];
    this.effects?.destroy();
    this.root?.destroy();
  }

  // --- drawing -----------------------------------------------------------------------------

  private drawSeats(view: GameView, mySeat: Seat | null): void {
    const keys = perSeatKeys(view.view, view.seats.length);
    const pub = (view.view ?? {}) as Record<string, unknown[]>;
    const nameW = Math.max(10, ...view.seats.map((s) => this.ctx.seatName(s.index).length + (s.index === mySeat ? 6 : 0))) + 2;
    const lines = view.seats.map((s) => {
      const name = this.ctx.seatName(s.index) + (s.index === mySeat ? ` (${this.ctx.i18n.t("lobby.you")})` : "");
      const cols = keys.map((k) => `${humanize(k)}: ${String(pub[k][s.index])}`).join("   ");
      const flags = [s.bot ? this.ctx.i18n.t("lobby.bot") : "", !s.connected && !s.bot ? this.ctx.i18n.t("lobby.offline") : ""].filter(Boolean).join(", ");
      return `  ${name.padEnd(nameW)} ${cols}${flags ? `   [${flags}]` : ""}`;
    });
    this.seatTable.setText(lines);
    this.seatMarks.clear();
    for (const s of view.seats) {
      if (!view.waitingFor.includes(s.index)) continue;
      const yy = 12 + s.index * ROW_H + 10;
      this.seatMarks.fillStyle(colors.accent, 1).fillTriangle(6, yy - 7, 6, yy + 7, 16, yy);
    }
  }

  private drawPrompts(prompts: PromptState, stateId: number): void {
    const key = prompts.active ? `${stateId}/${prompts.loading}/${JSON.stringify(prompts.moves)}` : "";
    if (key === this.lastMovesKey) return;
    this.lastMovesKey = key;
    for (const b of this.buttons) b.destroy();
    this.buttons = [];
    if (!prompts.active) { this.promptTitle.setText(""); return; }
    // The game's own wording of what is asked ("Accept the challenge?"), else a generic title.
    const asked = prompts.prompts.find((p) => p.label)?.label;
    this.promptTitle.setText(prompts.loading && !prompts.moves.length ? this.ctx.i18n.t("game.noMoves") : asked ? this.ctx.i18n.text(asked) : this.ctx.i18n.t("game.yourTurn"));
    const { x, y, height } = this.ctx.area;
    const perRow = 3, bw = 260, bh = 44, gap = 14;
    prompts.moves.slice(0, 12).forEach((move, i) => {
      const col = i % perRow, row = Math.floor(i / perRow);
      const label = this.label(move);
      const b = new Button(this.scene, x + 16 + bw / 2 + col * (bw + gap), y + height - 100 + row * (bh + 8), {
        testId: `move.${i}`, label, width: bw, height: bh, kind: "primary",
        onClick: () => { for (const btn of this.buttons) btn.setEnabled(false); this.ctx.sendMove(move); },
      });
      this.buttons.push(b);
    });
  }

  private label(move: Move): string {
    return this.describeMove(move) ?? describeMove(move, { i18n: this.ctx.i18n });
  }

  /** Subclasses (or a game's renderer built on this one) may name moves better. */
  describeMove(_move: Move): string | null {
    return null;
  }

  // --- helpers -----------------------------------------------------------------------------

  /** Only the parts of the secret view that differ from the public one. */
  private seatPoint(seat: Seat | null): Point {
    const index = seat === null ? 0 : Math.min(seat, Math.max(0, this.seatCount - 1));
    return { x: 320, y: 12 + index * ROW_H + 10 };
  }

  private diceOf(event: GameEvent): DieFace[] {
    const raw = event.dice ?? event.die ?? event.roll ?? event.rolls;
    const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    return list.filter((f): f is DieFace => typeof f === "number" || typeof f === "string" || (!!f && typeof f === "object" && typeof (f as { symbol?: unknown }).symbol === "string"));
  }

  private cardFace(event: GameEvent) {
    const card = event.card;
    if (card === undefined || card === null) return null;
    const title = humanize(event.type);
    if (typeof card === "number" || typeof card === "string") return simpleCardFace(title, card);
    if (typeof card === "object" && typeof (card as { en?: unknown }).en === "string") return simpleCardFace(this.ctx.i18n.text(card as never));
    return simpleCardFace(title);
  }
}
