/**
 * Faces of the 12-sided combat die for the dice primitive: the clash symbol (leader, cavalry,
 * elephant, infantry — our own glyphs) with the value as pips below it.
 */
import { COMBAT_DIE_FACES } from "../../../../../engine/games/clash-of-cultures/data/index.ts";
import { dieSymbols, type DieFace } from "../../../anim/primitives/dice.ts";
import { drawClashSymbol } from "./draw.ts";

export function faceKey(face: number): string {
  return `coc-face-${face}`;
}

let registered = false;

/** Registers one symbol drawer per die face (idempotent). */
export function registerDieFaces(): void {
  if (registered) return;
  registered = true;
  for (const f of COMBAT_DIE_FACES) {
    dieSymbols[faceKey(f.face)] = (g, s, color) => {
      drawClashSymbol(g, f.symbol, 0, -0.13 * s, 0.46 * s, color);
      const n = f.value;
      const rows = n <= 3 ? [n] : [3, n - 3];
      const r = 0.05 * s, gap = 0.15 * s;
      g.fillStyle(color, 1);
      rows.forEach((count, row) => {
        const y = (rows.length === 1 ? 0.3 : 0.23 + row * 0.14) * s;
        for (let i = 0; i < count; i++) g.fillCircle((i - (count - 1) / 2) * gap, y, r);
      });
    };
  }
}

/** A die face for the dice primitive. */
export function dieFace(face: number, color?: number): DieFace {
  return color === undefined ? { symbol: faceKey(face) } : { symbol: faceKey(face), color };
}

/** What the die tumbles through. */
export const TUMBLE: DieFace[] = COMBAT_DIE_FACES.map((f) => dieFace(f.face));

/** The face (1–12) for a value/symbol pair (events give both; the face number when present). */
export function faceOf(d: { face?: number; value?: number; symbol?: string }): number {
  if (typeof d.face === "number") return d.face;
  return COMBAT_DIE_FACES.find((f) => f.value === d.value && f.symbol === d.symbol)?.face ?? 1;
}
