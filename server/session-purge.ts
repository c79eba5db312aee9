/**
 * Every `SESSION_PURGE_SECONDS` each process deletes the expired sessions, then the guest accounts left without a
 * session that never played (server/storage/upkeep-types.ts): nobody can sign in to such a guest again (it has no
 * password nor passkey), and nothing refers to it; and the expired passkey ceremonies. Several processes purging
 * at once is harmless: each delete is idempotent.
 */
import type { Logger } from "pino";
import type { AccountUpkeep, PurgeCounts } from "./storage/upkeep-types.ts";

export interface SessionPurge {
  /** One purge now (the timer runs them too); how many sessions, guests and passkey ceremonies it deleted. */
  purge(): Promise<PurgeCounts>;
  stop(): void;
}

export function startSessionPurge(opts: { upkeep: AccountUpkeep; logger: Logger; intervalSeconds: number; now?: () => number }): SessionPurge {
  const { upkeep, logger } = opts;
  const now = opts.now ?? Date.now;
  let running: Promise<PurgeCounts> | null = null;
  const purge = () => {
    running ??= upkeep.purge(now()).then((done) => {
      if (done.sessions || done.guests || done.challenges) logger.info(done, "purged expired sessions, unused guest accounts and passkey ceremonies");
      return done;
    }, (err) => {
      logger.warn({ err }, "the session purge failed; the next one retries");
      return { sessions: 0, guests: 0, challenges: 0 };
    }).finally(() => { running = null; });
    return running;
  };
  const timer = opts.intervalSeconds > 0 ? setInterval(() => void purge(), opts.intervalSeconds * 1000) : null;
  timer?.unref();
  return { purge, stop: () => { if (timer) clearInterval(timer); } };
}
