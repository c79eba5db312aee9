import { describe, expect, it } from "vitest";
import { AnimationQueue, call, parallel, wait, type Animation } from "../../../client/src/anim/queue.ts";
import { movePiece } from "../../../client/src/anim/primitives/movePiece.ts";
import { pointAlong, pathLength } from "../../../client/src/anim/path.ts";

/** An animation that records what happens to it. */
function probe(name: string, durationMs: number, log: string[]): Animation & { ts: number[] } {
  const ts: number[] = [];
  return {
    durationMs, label: name, ts,
    start: () => log.push(`${name}:start`),
    update: (t) => { ts.push(t); },
    finish: () => log.push(`${name}:finish`),
  };
}

describe("AnimationQueue", () => {
  it("plays animations strictly in order, carrying leftover time to the next", () => {
    const log: string[] = [];
    const q = new AnimationQueue();
    const a = probe("a", 100, log), b = probe("b", 100, log), c = probe("c", 100, log);
    q.enqueue(a, b);
    q.enqueue(c);
    q.tick(50);
    expect(log).toEqual(["a:start"]);
    expect(a.ts.at(-1)).toBeCloseTo(0.5);
    q.tick(100); // finishes a, b gets 50ms
    expect(log).toEqual(["a:start", "a:finish", "b:start"]);
    expect(b.ts.at(-1)).toBeCloseTo(0.5);
    q.tick(1000);
    expect(log).toEqual(["a:start", "a:finish", "b:start", "b:finish", "c:start", "c:finish"]);
    expect(q.busy).toBe(false);
    expect(q.history.slice(-3)).toEqual(["a", "b", "c"]);
    expect(a.ts.at(-1)).toBe(1);
  });

  it("runs zero-length steps instantly and in sequence", () => {
    const seen: string[] = [];
    const q = new AnimationQueue();
    q.enqueue(call(() => seen.push("1")), call(() => seen.push("2")), wait(100), call(() => seen.push("3")));
    q.tick(0);
    expect(seen).toEqual(["1", "2"]);
    q.tick(100);
    expect(seen).toEqual(["1", "2", "3"]);
  });

  it("speed x2 / x4 scales time", () => {
    for (const [speed, ms] of [[1, 400], [2, 200], [4, 100]] as const) {
      const log: string[] = [];
      const q = new AnimationQueue({ speed });
      q.enqueue(probe("a", 400, log));
      q.tick(ms - 1);
      expect(q.busy).toBe(true);
      q.tick(1);
      expect(q.busy).toBe(false);
    }
  });

  it("skip finishes the current and every queued animation in order, once each", () => {
    const log: string[] = [];
    const q = new AnimationQueue();
    let idle = 0;
    q.onIdle(() => idle++);
    q.enqueue(probe("a", 500, log), probe("b", 500, log), probe("c", 500, log));
    q.tick(100);
    q.skip();
    expect(log).toEqual(["a:start", "a:finish", "b:start", "b:finish", "c:start", "c:finish"]);
    expect(q.busy).toBe(false);
    expect(idle).toBe(1);
    q.skip(); // nothing left: no second idle, no double finish
    expect(idle).toBe(1);
    expect(log.filter((l) => l === "a:finish")).toHaveLength(1);
  });

  it("onIdle fires when the last animation ends by time", () => {
    const q = new AnimationQueue();
    let idle = 0;
    q.onIdle(() => idle++);
    q.enqueue(wait(100), wait(100));
    q.tick(150);
    expect(idle).toBe(0);
    q.tick(60);
    expect(idle).toBe(1);
  });

  it("speeds itself up when the backlog is longer than maxBacklogMs", () => {
    const q = new AnimationQueue({ maxBacklogMs: 1000 });
    for (let i = 0; i < 10; i++) q.enqueue(wait(1000));
    expect(q.effectiveSpeed()).toBeCloseTo(10);
    let elapsed = 0;
    while (q.busy && elapsed < 60_000) { q.tick(16); elapsed += 16; }
    // 10 s of animation: the backlog shrinks to maxBacklogMs (~1000·ln 10 ms), then plays at x1.
    expect(elapsed).toBeLessThan(3500);
    expect(elapsed).toBeGreaterThan(1000);
    const q2 = new AnimationQueue({ maxBacklogMs: 1000 });
    q2.enqueue(wait(500));
    expect(q2.effectiveSpeed()).toBe(1);
  });

  it("parallel runs children together and lasts as long as the longest", () => {
    const log: string[] = [];
    const a = probe("a", 100, log), b = probe("b", 200, log);
    const p = parallel([a, b]);
    expect(p.durationMs).toBe(200);
    const q = new AnimationQueue();
    q.enqueue(p);
    q.tick(100);
    expect(a.ts.at(-1)).toBe(1);
    expect(b.ts.at(-1)).toBeCloseTo(0.5);
    q.tick(100);
    expect(log).toEqual(["a:start", "b:start", "a:finish", "b:finish"]);
  });
});

describe("movePiece and paths", () => {
  it("moves a piece along the path by arc length and ends exactly at the last point", () => {
    const path = [{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 100 }];
    expect(pathLength(path)).toBe(200);
    expect(pointAlong(path, 0.25)).toEqual({ x: 50, y: 0 });
    expect(pointAlong(path, 0.75)).toEqual({ x: 100, y: 50 });
    const piece = { x: 0, y: 0 };
    const q = new AnimationQueue();
    q.enqueue(movePiece(piece, path, { durationMs: 1000 }));
    q.tick(500);
    expect(piece).toEqual({ x: 100, y: 0 }); // eased midpoint = the corner
    q.skip();
    expect(piece).toEqual({ x: 100, y: 100 });
  });
});
