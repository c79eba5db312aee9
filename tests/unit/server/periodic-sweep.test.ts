import type { Logger } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { periodicSweep, type PeriodicSweep } from "../../../server/periodic-sweep.ts";

const quietLogger = () => ({ warn: vi.fn() });
let started: PeriodicSweep<unknown>[] = [];
afterEach(() => {
  for (const s of started) s.stop();
  started = [];
  vi.restoreAllMocks();
});
function start<T>(...args: Parameters<typeof periodicSweep<T>>): PeriodicSweep<T> {
  const s = periodicSweep(...args);
  started.push(s);
  return s;
}

describe("periodicSweep", () => {
  it("runs one sweep at a time: a call while one runs gets that run's result", async () => {
    let calls = 0;
    let finish!: (n: number) => void;
    const once = () => { calls++; return new Promise<number>((r) => { finish = r; }); };
    const s = start("the test sweep", 0, once, quietLogger() as unknown as Logger, -1);
    const a = s.sweep();
    const b = s.sweep();
    expect(b).toBe(a);
    expect(calls).toBe(1);
    finish(7);
    expect(await a).toBe(7);
    // Done: the next call runs again.
    const c = s.sweep();
    expect(calls).toBe(2);
    finish(8);
    expect(await c).toBe(8);
  });

  it("warns with the sweep's name when a run fails, resolves with the failure value, and the next run retries", async () => {
    const logger = quietLogger();
    const err = new Error("storage is down");
    const once = vi.fn<() => Promise<string>>().mockRejectedValueOnce(err).mockResolvedValueOnce("ok");
    const s = start("the test sweep", 0, once, logger as unknown as Logger, "failed");
    expect(await s.sweep()).toBe("failed");
    expect(logger.warn).toHaveBeenCalledWith({ err }, "the test sweep failed; the next one retries");
    expect(await s.sweep()).toBe("ok");
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it("runs every `seconds` on a timer that does not keep the process alive, until stopped; 0 seconds: no timer", async () => {
    const timers: NodeJS.Timeout[] = [];
    const setInterval = globalThis.setInterval;
    vi.spyOn(globalThis, "setInterval").mockImplementation(((fn: () => void, ms: number) => {
      const t = setInterval(fn, ms);
      timers.push(t);
      return t;
    }) as typeof globalThis.setInterval);
    let calls = 0;
    const s = start("the test sweep", 0.02, async () => ++calls, quietLogger() as unknown as Logger, 0);
    expect(timers).toHaveLength(1);
    expect(timers[0].hasRef()).toBe(false);
    await vi.waitUntil(() => calls >= 3, { timeout: 2000, interval: 5 });
    s.stop();
    const after = calls;
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toBe(after);

    let never = 0;
    const off = start("the off sweep", 0, async () => ++never, quietLogger() as unknown as Logger, 0);
    expect(timers).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(never).toBe(0);
    expect(await off.sweep()).toBe(1); // still runs when asked
    off.stop();
  });
});
