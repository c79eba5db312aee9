/** A piece moving along a path of points (with an optional small hop per segment). */
import { ease, type Animation } from "../queue.ts";
import { arcPoint, pathLength, pointAlong, type Point } from "../path.ts";

export interface Movable { x: number; y: number; setDepth?(depth: number): unknown; depth?: number }

export interface MovePieceOptions {
  /** Speed in px per second at x1; ignored when durationMs is set. */
  pxPerSecond?: number;
  durationMs?: number;
  /** Height of a hop on each segment (0 = slide). */
  hop?: number;
  label?: string;
}

export function movePiece(piece: Movable, path: readonly Point[], opts: MovePieceOptions = {}): Animation {
  const points = path.length ? path : [{ x: piece.x, y: piece.y }];
  const length = pathLength(points);
  const duration = opts.durationMs ?? Math.min(2500, Math.max(250, (length / (opts.pxPerSecond ?? 400)) * 1000));
  const hop = opts.hop ?? 0;
  const segments = Math.max(1, points.length - 1);
  let depth: number | undefined;
  const place = (t: number) => {
    const eased = ease.inOutQuad(t);
    if (hop > 0 && points.length > 1) {
      const s = Math.min(segments - 1, Math.floor(eased * segments));
      const local = eased * segments - s;
      const p = arcPoint(points[s], points[s + 1], local, hop);
      piece.x = p.x; piece.y = p.y;
    } else {
      const p = pointAlong(points, eased);
      piece.x = p.x; piece.y = p.y;
    }
  };
  return {
    durationMs: duration,
    label: opts.label ?? "move-piece",
    start() {
      depth = piece.depth;
      piece.setDepth?.(1000);
      place(0);
    },
    update: place,
    finish() {
      const end = points[points.length - 1];
      piece.x = end.x; piece.y = end.y;
      if (depth !== undefined) piece.setDepth?.(depth);
    },
  };
}
