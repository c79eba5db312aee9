/**
 * A card is drawn (flies face down from a deck to a spot) and, when its face is known, flips over.
 * The back is the `card-back` texture (assets/ui/card-back.svg); the face is drawn by a callback.
 */
import type Phaser from "phaser";
import { ease, phase, type Animation } from "../queue.ts";
import { arcPoint, type Point } from "../path.ts";

export const CARD_W = 84;
export const CARD_H = 118;

export type CardFaceDrawer = (scene: Phaser.Scene, card: Phaser.GameObjects.Container, w: number, h: number) => void;

/** A plain face with a title and a big value, for games without their own card art yet. */
export function simpleCardFace(title: string, value?: string | number): CardFaceDrawer {
  return (scene, card, w, h) => {
    if (scene.textures.exists("card-face")) card.add(scene.add.image(0, 0, "card-face").setDisplaySize(w, h));
    else card.add(scene.add.graphics().fillStyle(0xfaf3e0, 1).fillRoundedRect(-w / 2, -h / 2, w, h, 8));
    card.add(scene.add.text(0, -h / 2 + 14, title, { fontFamily: "Georgia, serif", fontSize: "12px", color: "#3b2f2f", align: "center", wordWrap: { width: w - 12 } }).setOrigin(0.5, 0));
    if (value !== undefined) card.add(scene.add.text(0, 10, String(value), { fontFamily: "Georgia, serif", fontSize: "34px", color: "#3b2f2f", fontStyle: "bold" }).setOrigin(0.5));
  };
}

export function drawCardBack(scene: Phaser.Scene, card: Phaser.GameObjects.Container, w: number, h: number): void {
  if (scene.textures.exists("card-back")) card.add(scene.add.image(0, 0, "card-back").setDisplaySize(w, h));
  else card.add(scene.add.graphics().fillStyle(0x7a2e2e, 1).fillRoundedRect(-w / 2, -h / 2, w, h, 8));
}

export interface CardDrawOptions {
  from: Point;
  to: Point;
  /** Face of the card; null when the card is secret to this player (it stays face down). */
  face: CardFaceDrawer | null;
  width?: number;
  height?: number;
  durationMs?: number;
  layer?: Phaser.GameObjects.Container;
  /** Keep the card on screen after the animation (the owner destroys it); default true. */
  linger?: boolean;
  label?: string;
}

export function cardDrawFlip(scene: Phaser.Scene, opts: CardDrawOptions): Animation {
  const w = opts.width ?? CARD_W, h = opts.height ?? CARD_H;
  let card: Phaser.GameObjects.Container | null = null;
  let faceUp = false;
  const showFace = () => {
    if (!card || faceUp || !opts.face) return;
    faceUp = true;
    card.removeAll(true);
    opts.face(scene, card, w, h);
  };
  const flips = opts.face !== null;
  return {
    durationMs: opts.durationMs ?? (flips ? 900 : 550),
    label: opts.label ?? "card-draw",
    start() {
      card = scene.add.container(opts.from.x, opts.from.y).setDepth(900);
      drawCardBack(scene, card, w, h);
      opts.layer?.add(card);
    },
    update(t) {
      if (!card) return;
      const move = phase(t, 0, flips ? 0.55 : 1);
      const p = arcPoint(opts.from, opts.to, ease.outCubic(move), 40);
      card.setPosition(p.x, p.y).setAngle((1 - move) * -12);
      if (!flips) return;
      const flip = phase(t, 0.6, 1);
      if (flip <= 0.5) card.setScale(Math.max(0.001, 1 - flip * 2), 1 + flip * 0.1);
      else { showFace(); card.setScale(Math.min(1, (flip - 0.5) * 2), 1.1 - (flip - 0.5) * 0.2); }
    },
    finish() {
      if (!card) return;
      showFace();
      card.setPosition(opts.to.x, opts.to.y).setAngle(0).setScale(1);
      if (opts.linger === false) { card.destroy(); card = null; }
    },
  };
}
