/**
 * Every `SESSION_PURGE_SECONDS` each process deletes the expired sessions, then the guest accounts left without a
 * session that never played (server/storage/upkeep-types.ts): nobody can sign in to such a guest again (it has no
 * password), and nothing refers to it. Several processes purging at once is harmless: each delete is idempotent.
 */
import type { Logger } from "pino";
import type { AccountUpkeep } from "./storage/upkeep-types.ts";

export interface SessionPurge {
  /** One purge now (the timer runs them too); how many sessions and guests it deleted. */
  purge(): Promise<{ sessions: number; guests: number }>;
  stop(): void;
}

export function startSessionPurge(opts: { upkeep: AccountUpkeep; logger: Logger; intervalSeconds: number; now?: () => number }): SessionPurge {
  const { upkeep, logger } = opts;
  const now = opts.now ?? Date.now;
  let running: Promise<{ sessions: number; guests: number }> | null = null;
  const purge = () => {
    running ??= upkeep.purge(now()).then((done) => {
      if (done.sessions || done.guests) logger.info(done, "purged expired sessions and unused guest accounts");
      return done;
    }, (err) => {
      logger.warn({ err }, "the session purge failed; the next one retries");
      return { sessions: 0, guests: 0 };
    }).finally(() => { running = null; });
    return running;
  };
  const timer = opts.intervalSeconds > 0 ? setInterval(() => void purge(), opts.intervalSeconds * 1000) : null;
  timer?.unref();
  return { purge, stop: () => { if (timer) clearInterval(timer); } };
}
