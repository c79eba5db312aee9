/**
 * Warnings about clients that misbehave (floods, unreadable frames, guessing). One abuser can send
 * thousands a second, so each kind is logged at most `perMinute` times a minute; the lines left out
 * are counted and the count goes with the next line of that kind.
 */
import type { Logger } from "pino";

interface Window {
  startedAt: number;
  logged: number;
  suppressed: number;
}

export class AbuseLog {
  private readonly windows = new Map<string, Window>();
  private readonly logger: Logger;
  private readonly perMinute: number;
  private readonly now: () => number;

  constructor(logger: Logger, perMinute = 5, now = Date.now) {
    this.logger = logger;
    this.perMinute = perMinute;
    this.now = now;
  }

  warn(kind: string, fields: Record<string, unknown>, msg: string) {
    const now = this.now();
    let w = this.windows.get(kind);
    let suppressedBefore = 0;
    if (!w || now - w.startedAt >= 60_000) {
      suppressedBefore = w?.suppressed ?? 0;
      this.windows.set(kind, (w = { startedAt: now, logged: 0, suppressed: 0 }));
    }
    if (w.logged >= this.perMinute) {
      w.suppressed++;
      return;
    }
    w.logged++;
    this.logger.warn({ abuse: kind, ...fields, ...(suppressedBefore ? { suppressedBefore } : {}) }, msg);
  }
}
