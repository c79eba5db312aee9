/**
 * A piece of upkeep each process runs every few seconds (./clock-sweep.ts, ./takeover.ts, ./session-purge.ts):
 * one run at a time (a call while one runs gets that run's result), a failed run is logged and the next one
 * retries, and the timer does not keep the process alive.
 */
import type { Logger } from "pino";

export interface PeriodicSweep<T> {
  /** One run now (the timer runs them too); resolves with its result, or with `failed` if it threw. */
  sweep(): Promise<T>;
  stop(): void;
}

/**
 * Runs `once` every `seconds` (never when `seconds` is 0). `name` is what a failure's warning calls it ("the clock
 * sweep"); `failed` is what a failed run resolves with.
 */
export function periodicSweep<T>(name: string, seconds: number, once: () => Promise<T>, logger: Logger, failed: T): PeriodicSweep<T> {
  let running: Promise<T> | null = null;
  const sweep = () => {
    running ??= once().catch((err) => {
      logger.warn({ err }, `${name} failed; the next one retries`);
      return failed;
    }).finally(() => { running = null; });
    return running;
  };
  const timer = seconds > 0 ? setInterval(() => void sweep(), seconds * 1000) : null;
  timer?.unref();
  return { sweep, stop: () => { if (timer) clearInterval(timer); } };
}
