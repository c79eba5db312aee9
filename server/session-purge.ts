/**
 * Every `SESSION_PURGE_SECONDS` each process deletes the expired sessions, then the guest accounts left without a
 * session that never played (server/storage/upkeep-types.ts): nobody can sign in to such a guest again (it has no
 * password nor passkey), and nothing refers to it; and the expired passkey ceremonies. Several processes purging
 * at once is harmless: each delete is idempotent.
 */
import type { Logger } from "pino";
import { periodicSweep } from "./periodic-sweep.ts";
import type { AccountUpkeep, PurgeCounts } from "./storage/upkeep-types.ts";

export interface SessionPurge {
  /** One purge now (the timer runs them too); how many sessions, guests and passkey ceremonies it deleted. */
  purge(): Promise<PurgeCounts>;
  stop(): void;
}

export function startSessionPurge(opts: { upkeep: AccountUpkeep; logger: Logger; intervalSeconds: number; now?: () => number }): SessionPurge {
  const { upkeep, logger } = opts;
  const now = opts.now ?? Date.now;
  const { sweep, stop } = periodicSweep("the session purge", opts.intervalSeconds, async () => {
    const done = await upkeep.purge(now());
    if (done.sessions || done.guests || done.challenges) logger.info(done, "purged expired sessions, unused guest accounts and passkey ceremonies");
    return done;
  }, logger, { sessions: 0, guests: 0, challenges: 0 });
  return { purge: sweep, stop };
}
