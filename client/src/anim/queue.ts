/**
 * A generic, time-driven animation queue. It knows nothing of Phaser: the scene calls `tick(dt)`
 * every frame, and each Animation gets `start`, `update(t)` with t in 0…1, then `finish` exactly
 * once (also when skipped, so the scene always ends in the animation's final state).
 *
 * Animations play strictly in the order they were enqueued. Speed (x1/x2/x4) scales time; `skip`
 * finishes everything queued at once. When the backlog grows beyond `maxBacklogMs` the queue
 * speeds itself up so it never holds the player's input for long.
 */
export interface Animation {
  /** Duration at speed x1, in ms. 0 means "instant" (a callback, a state change). */
  readonly durationMs: number;
  readonly label?: string;
  start?(): void;
  /** Progress 0…1 (already clamped). Called at least once with 1 before finish unless skipped. */
  update?(t: number): void;
  /** Must leave the final state; called exactly once, whether played through or skipped. */
  finish?(): void;
}

export type Speed = 1 | 2 | 4;
export const SPEEDS: readonly Speed[] = [1, 2, 4];

export interface QueueOptions {
  speed?: Speed;
  /** When the remaining (speed-scaled) time exceeds this, time runs faster to catch up. */
  maxBacklogMs?: number;
}

export class AnimationQueue {
  private items: Animation[] = [];
  private current: Animation | null = null;
  private elapsed = 0;
  private idleListeners = new Set<() => void>();
  speed: Speed;
  maxBacklogMs: number;
  /** Labels of animations that have finished, most recent last (bounded; for tests/debugging). */
  readonly history: string[] = [];

  constructor(options: QueueOptions = {}) {
    this.speed = options.speed ?? 1;
    this.maxBacklogMs = options.maxBacklogMs ?? 6000;
  }

  get busy(): boolean {
    return this.current !== null || this.items.length > 0;
  }

  /** Number of animations not yet finished (including the one playing). */
  get length(): number {
    return this.items.length + (this.current ? 1 : 0);
  }

  /** Remaining time at x1 speed. */
  remainingMs(): number {
    let total = this.current ? Math.max(0, this.current.durationMs - this.elapsed) : 0;
    for (const a of this.items) total += a.durationMs;
    return total;
  }

  enqueue(...animations: Animation[]): void {
    this.items.push(...animations);
  }

  /** Calls cb whenever the queue becomes empty after playing (or skipping) something. */
  onIdle(cb: () => void): () => void {
    this.idleListeners.add(cb);
    return () => this.idleListeners.delete(cb);
  }

  /** The time factor in effect now: the chosen speed, raised when the backlog is too long. */
  effectiveSpeed(): number {
    const remaining = this.remainingMs() / this.speed;
    if (this.maxBacklogMs > 0 && remaining > this.maxBacklogMs) return this.speed * (remaining / this.maxBacklogMs);
    return this.speed;
  }

  /** Advances time by dtMs of wall time. */
  tick(dtMs: number): void {
    if (!this.busy) return;
    let budget = Math.max(0, dtMs) * this.effectiveSpeed();
    let finishedAny = false;
    for (;;) {
      if (!this.current) {
        const next = this.items.shift();
        if (!next) break;
        this.current = next;
        this.elapsed = 0;
        next.start?.();
      }
      const cur = this.current;
      const left = cur.durationMs - this.elapsed;
      if (budget >= left) {
        budget -= Math.max(0, left);
        this.complete(cur, true);
        finishedAny = true;
        continue;
      }
      this.elapsed += budget;
      cur.update?.(cur.durationMs > 0 ? this.elapsed / cur.durationMs : 1);
      break;
    }
    if (finishedAny && !this.busy) this.emitIdle();
  }

  /** Finishes the animation playing and everything queued, in order, without waiting. */
  skip(): void {
    if (!this.busy) return;
    if (this.current) this.complete(this.current, false);
    while (this.items.length) {
      const a = this.items.shift()!;
      a.start?.();
      this.complete(a, false);
    }
    this.emitIdle();
  }

  /** Drops everything (finishing each so no half-drawn object stays), e.g. on scene shutdown. */
  clear(): void {
    this.skip();
  }

  private complete(a: Animation, played: boolean): void {
    if (played) a.update?.(1);
    a.finish?.();
    this.current = null;
    this.elapsed = 0;
    this.history.push(a.label ?? "");
    if (this.history.length > 200) this.history.shift();
  }

  private emitIdle(): void {
    for (const cb of [...this.idleListeners]) cb();
  }
}

/** Plays several animations at the same time; lasts as long as the longest. */
export function parallel(animations: Animation[], label = "parallel"): Animation {
  const duration = Math.max(0, ...animations.map((a) => a.durationMs));
  return {
    durationMs: duration,
    label,
    start() { for (const a of animations) a.start?.(); },
    update(t) {
      const now = t * duration;
      for (const a of animations) a.update?.(a.durationMs > 0 ? Math.min(1, now / a.durationMs) : 1);
    },
    finish() { for (const a of animations) a.finish?.(); },
  };
}

/** Runs a callback as an instant step of the queue. */
export function call(fn: () => void, label = "call"): Animation {
  return { durationMs: 0, label, finish: fn };
}

/** A pause. */
export function wait(ms: number, label = "wait"): Animation {
  return { durationMs: ms, label };
}

/** Easing helpers for primitives (kept here so primitives stay free of Phaser's easing tables). */
export const ease = {
  linear: (t: number) => t,
  outCubic: (t: number) => 1 - (1 - t) ** 3,
  inOutQuad: (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2),
  outBack: (t: number) => {
    const c1 = 1.70158, c3 = c1 + 1;
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2;
  },
};

/** Splits a segment of progress: maps t in [from, to] to 0…1, clamped. */
export function phase(t: number, from: number, to: number): number {
  if (to <= from) return t >= to ? 1 : 0;
  return Math.min(1, Math.max(0, (t - from) / (to - from)));
}
