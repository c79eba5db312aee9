/**
 * Dice: a die tumbles (random faces, spinning, bouncing in from `from`) and lands on its face.
 * A face is a number (1–6 drawn as pips, other numbers as digits), a short string, or a symbol
 * drawn with Phaser graphics from `dieSymbols` (renderers may register their own symbols).
 */
import type Phaser from "phaser";
import { ease, phase, type Animation } from "../queue.ts";
import { arcPoint, type Point } from "../path.ts";

export type DieFace = number | string | { symbol: string; color?: number };
export type SymbolDrawer = (g: Phaser.GameObjects.Graphics, size: number, color: number) => void;

/** fillPoints wants Vector2s but only reads x/y. */
const pts = (list: { x: number; y: number }[]): Phaser.Math.Vector2[] => list as Phaser.Math.Vector2[];

const star: SymbolDrawer = (g, s, c) => {
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < 10; i++) {
    const r = (i % 2 === 0 ? 0.36 : 0.15) * s;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push({ x: Math.cos(a) * r, y: Math.sin(a) * r });
  }
  g.fillStyle(c, 1).fillPoints(pts(points), true);
};
const sword: SymbolDrawer = (g, s, c) => {
  g.fillStyle(c, 1);
  g.fillRect(-0.04 * s, -0.36 * s, 0.08 * s, 0.5 * s);
  g.fillRect(-0.18 * s, 0.12 * s, 0.36 * s, 0.07 * s);
  g.fillRect(-0.035 * s, 0.19 * s, 0.07 * s, 0.16 * s);
};
const shield: SymbolDrawer = (g, s, c) => {
  g.fillStyle(c, 1).fillPoints(pts([
    { x: -0.28 * s, y: -0.3 * s }, { x: 0.28 * s, y: -0.3 * s }, { x: 0.26 * s, y: 0.02 * s },
    { x: 0, y: 0.34 * s }, { x: -0.26 * s, y: 0.02 * s },
  ]), true);
};
const crown: SymbolDrawer = (g, s, c) => {
  g.fillStyle(c, 1).fillPoints(pts([
    { x: -0.3 * s, y: 0.2 * s }, { x: -0.3 * s, y: -0.2 * s }, { x: -0.15 * s, y: 0 }, { x: 0, y: -0.28 * s },
    { x: 0.15 * s, y: 0 }, { x: 0.3 * s, y: -0.2 * s }, { x: 0.3 * s, y: 0.2 * s },
  ]), true);
};
const circle: SymbolDrawer = (g, s, c) => { g.fillStyle(c, 1).fillCircle(0, 0, 0.26 * s); };

/** Symbol faces by name. Renderers may add more (e.g. a game's unit types). */
export const dieSymbols: Record<string, SymbolDrawer> = { star, sword, shield, crown, circle };

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

export interface DieStyle { body: number; edge: number; ink: number }
export const defaultDieStyle: DieStyle = { body: 0xf7f1e3, edge: 0x3b2f2f, ink: 0x2b2118 };

/** Draws one die (body and face) into `container`, replacing what was there. */
export function drawDie(scene: Phaser.Scene, container: Phaser.GameObjects.Container, face: DieFace, size: number, style: DieStyle = defaultDieStyle): void {
  container.removeAll(true);
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.25).fillRoundedRect(-size / 2 + 3, -size / 2 + 4, size, size, size * 0.18);
  g.fillStyle(style.body, 1).fillRoundedRect(-size / 2, -size / 2, size, size, size * 0.18);
  g.lineStyle(Math.max(1, size / 24), style.edge, 1).strokeRoundedRect(-size / 2, -size / 2, size, size, size * 0.18);
  container.add(g);
  if (typeof face === "number" && PIPS[face]) {
    const r = size * 0.085, d = size * 0.26;
    g.fillStyle(style.ink, 1);
    for (const [px, py] of PIPS[face]) g.fillCircle(px * d, py * d, r);
  } else if (typeof face === "object") {
    const drawer = dieSymbols[face.symbol] ?? circle;
    drawer(g, size, face.color ?? style.ink);
  } else {
    const label = String(face);
    const t = scene.add.text(0, 0, label, {
      fontFamily: "Georgia, serif", fontSize: `${Math.round(size * (label.length > 2 ? 0.32 : 0.5))}px`, color: "#2b2118", fontStyle: "bold",
    }).setOrigin(0.5);
    container.add(t);
  }
}

export interface DiceRollOptions {
  /** Where the die lands. */
  at: Point;
  /** Where it is thrown from (default: a little above and left of `at`). */
  from?: Point;
  face: DieFace;
  /** Faces shown while tumbling (default 1–6). */
  tumbleFaces?: DieFace[];
  size?: number;
  durationMs?: number;
  style?: DieStyle;
  /** Parent for the die (an effects layer); the die is added to the scene otherwise. */
  layer?: Phaser.GameObjects.Container;
  /** Keep the die on screen after landing (the owner destroys it); default true. */
  linger?: boolean;
  label?: string;
}

export function diceRoll(scene: Phaser.Scene, opts: DiceRollOptions): Animation {
  const size = opts.size ?? 56;
  const from = opts.from ?? { x: opts.at.x - 140, y: opts.at.y - 90 };
  const faces = opts.tumbleFaces ?? [1, 2, 3, 4, 5, 6];
  let die: Phaser.GameObjects.Container | null = null;
  let shown = -1;
  const land = () => {
    if (!die) return;
    drawDie(scene, die, opts.face, size, opts.style);
    die.setPosition(opts.at.x, opts.at.y).setRotation(0).setScale(1);
  };
  return {
    durationMs: opts.durationMs ?? 900,
    label: opts.label ?? "dice-roll",
    start() {
      die = scene.add.container(from.x, from.y);
      die.setDepth(900);
      opts.layer?.add(die);
    },
    update(t) {
      if (!die) return;
      const flight = phase(t, 0, 0.75);
      if (flight < 1) {
        const p = arcPoint(from, opts.at, ease.outCubic(flight), 60 * (1 - flight));
        die.setPosition(p.x, p.y);
        die.setRotation((1 - ease.outCubic(flight)) * Math.PI * 4);
        const step = Math.floor(flight * 10);
        if (step !== shown) {
          shown = step;
          drawDie(scene, die, faces[(step * 7 + 3) % faces.length], size, opts.style);
        }
      } else {
        if (shown !== -2) { shown = -2; land(); }
        const pop = phase(t, 0.75, 1);
        die.setScale(1 + 0.15 * Math.sin(pop * Math.PI));
      }
    },
    finish() {
      land();
      if (opts.linger === false) { die?.destroy(); die = null; }
    },
  };
}
