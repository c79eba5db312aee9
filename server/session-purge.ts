/**
 * Every `SESSION_PURGE_SECONDS` each process deletes the expired sessions, then the guest accounts left without a
 * session that never played (server/storage/upkeep-types.ts): nobody can sign in to such a guest again (it has no
 * password nor passkey), and nothing refers to it; but not one seated in an open lobby (signed out there, or its
 * session ran out): the game's start stores it as its seat's owner. And the expired passkey ceremonies. Several
 * processes purging at once is harmless: each delete is idempotent.
 */
import type { Logger } from "pino";
import { periodicSweep } from "./periodic-sweep.ts";
import type { AccountUpkeep, PurgeCounts } from "./storage/upkeep-types.ts";

export interface SessionPurge {
  /** One purge now (the timer runs them too); how many sessions, guests and passkey ceremonies it deleted. */
  purge(): Promise<PurgeCounts>;
  stop(): void;
}

export function startSessionPurge(opts: {
  upkeep: AccountUpkeep; logger: Logger; intervalSeconds: number; now?: () => number;
  /** Whether the account sits in an open lobby: lobbies are not stored, so a guest seated in one looks unused. */
  seatedInLobby?: (accountId: string) => Promise<boolean>;
}): SessionPurge {
  const { upkeep, logger, seatedInLobby } = opts;
  const now = opts.now ?? Date.now;
  const spare = seatedInLobby && (async (guests: string[]) => {
    const seated = await Promise.all(guests.map(seatedInLobby));
    return guests.filter((_, i) => seated[i]);
  });
  const { sweep, stop } = periodicSweep("the session purge", opts.intervalSeconds, async () => {
    const done = await upkeep.purge(now(), spare);
    if (done.sessions || done.guests || done.challenges) logger.info(done, "purged expired sessions, unused guest accounts and passkey ceremonies");
    return done;
  }, logger, { sessions: 0, guests: 0, challenges: 0 });
  return { purge: sweep, stop };
}
