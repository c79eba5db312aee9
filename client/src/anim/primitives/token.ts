/**
 * Token gain: a few tokens fly on an arc from a source to a counter, then "+N" (or "−N") pops up
 * at the counter and fades. Tokens are a loaded texture (assets/tokens/*.svg) or a coloured disc.
 */
import type Phaser from "phaser";
import { ease, phase, type Animation } from "../queue.ts";
import { arcPoint, type Point } from "../path.ts";

export interface TokenGainOptions {
  from: Point;
  to: Point;
  amount: number;
  /** Texture key of the token (e.g. "token-gold"); a disc of `color` when missing. */
  texture?: string;
  color?: number;
  size?: number;
  durationMs?: number;
  layer?: Phaser.GameObjects.Container;
  label?: string;
  /** Called when the tokens arrive, e.g. to bump the counter's text. */
  onArrive?: () => void;
}

export function tokenGain(scene: Phaser.Scene, opts: TokenGainOptions): Animation {
  const count = Math.max(1, Math.min(5, Math.abs(opts.amount)));
  const size = opts.size ?? 28;
  const stagger = 0.08;
  let tokens: Phaser.GameObjects.GameObject[] = [];
  let label: Phaser.GameObjects.Text | null = null;
  let arrived = false;
  const arrive = () => {
    if (arrived) return;
    arrived = true;
    opts.onArrive?.();
  };
  const cleanup = () => {
    for (const tk of tokens) tk.destroy();
    tokens = [];
    label?.destroy();
    label = null;
  };
  return {
    durationMs: opts.durationMs ?? 1000,
    label: opts.label ?? "token-gain",
    start() {
      for (let i = 0; i < count; i++) {
        const tk = opts.texture && scene.textures.exists(opts.texture)
          ? scene.add.image(opts.from.x, opts.from.y, opts.texture).setDisplaySize(size, size)
          : scene.add.circle(opts.from.x, opts.from.y, size / 2, opts.color ?? 0xe0b040).setStrokeStyle(2, 0x3b2f2f);
        tk.setDepth(950).setAlpha(0);
        opts.layer?.add(tk);
        tokens.push(tk);
      }
      const sign = opts.amount >= 0 ? "+" : "−";
      label = scene.add.text(opts.to.x, opts.to.y, `${sign}${Math.abs(opts.amount)}`, {
        fontFamily: "Georgia, serif", fontSize: "26px", color: opts.amount >= 0 ? "#ffe08a" : "#ff8a8a", fontStyle: "bold", stroke: "#2b2118", strokeThickness: 4,
      }).setOrigin(0.5).setDepth(960).setAlpha(0);
      opts.layer?.add(label);
    },
    update(t) {
      const fly = phase(t, 0, 0.65);
      tokens.forEach((tk, i) => {
        const local = phase(fly, i * stagger, 1 - (count - 1 - i) * stagger);
        const p = arcPoint(opts.from, opts.to, ease.inOutQuad(local), 70);
        const obj = tk as Phaser.GameObjects.Image;
        obj.setPosition(p.x, p.y).setAlpha(local > 0 && local < 1 ? 1 : 0);
      });
      if (fly >= 1) arrive();
      const pop = phase(t, 0.6, 1);
      if (label) label.setAlpha(pop > 0 ? 1 - Math.max(0, pop - 0.6) / 0.4 : 0).setY(opts.to.y - 10 - 30 * ease.outCubic(pop));
    },
    finish() {
      arrive();
      cleanup();
    },
  };
}
