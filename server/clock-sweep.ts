/**
 * Wakes unloaded games whose turn clock ran out. A turn-based game is unloaded while everyone is away, but its
 * clock (stored with it, rooms/turn-clock.ts) runs on: every few seconds each process asks storage for unfinished
 * games whose deadline passed and loads each one that no live process serves. The room arms its clock from the
 * stored deadline, which is past, so a bot plays the seat at once. With several processes, the restore claim
 * (./game-restore.ts) lets exactly one of them wake a game; the others see it served and leave it.
 */
import type { Logger } from "pino";
import type { GameRestorer } from "./game-restore.ts";
import { periodicSweep } from "./periodic-sweep.ts";
import type { Storage } from "./storage/types.ts";

export interface ClockSweep {
  /** One sweep now (the timer runs them too); resolves with how many games it woke. */
  sweep(): Promise<number>;
  stop(): void;
}

export function startClockSweep(opts: { restorer: GameRestorer; storage: Storage; logger: Logger; games: ReadonlySet<string>; intervalSeconds: number }): ClockSweep {
  const { restorer, storage, logger } = opts;

  async function sweepOnce(): Promise<number> {
    let woken = 0;
    for (const stored of await storage.listDue(Date.now())) {
      if (!opts.games.has(stored.game) || (await restorer.liveRoom(stored.roomId))) continue;
      if (await restorer.ensureLive(stored, false)) woken++;
    }
    if (woken) logger.info({ woken }, "woke games whose turn clock ran out");
    return woken;
  }

  return periodicSweep("the clock sweep", opts.intervalSeconds, sweepOnce, logger, 0);
}
