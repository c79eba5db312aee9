/**
 * Survivors take over a dead process's games by themselves. Every few seconds each process looks at
 * the processes that serve games (rooms/game-owners.ts) or have registered with the matchmaker; one
 * gone from the shared presence that fails Colyseus' health check is retired (its listings dropped,
 * ./game-restore.ts) and each of its unfinished games is restored by exactly one survivor, which its
 * players then find by their credential as after any restart.
 */
import { matchMaker } from "@colyseus/core";
import type { Logger } from "pino";
import { forgetGame, gameOwners } from "../rooms/game-owners.ts";
import type { GameRestorer } from "./game-restore.ts";
import { periodicSweep } from "./periodic-sweep.ts";
import type { Storage } from "./storage/types.ts";

export interface Takeover {
  /** One sweep now (the timer runs them too); resolves with how many of the dead processes' games are live again. */
  sweep(): Promise<number>;
  stop(): void;
}

export function startTakeover(opts: { restorer: GameRestorer; storage: Storage; logger: Logger; intervalSeconds: number }): Takeover {
  const { restorer, storage, logger } = opts;

  async function sweepOnce(): Promise<number> {
    const owners = await gameOwners(matchMaker.presence);
    const processes = new Set([...Object.values(owners), ...(await matchMaker.stats.fetchAll()).map((s) => s.processId)]);
    processes.delete(matchMaker.processId);
    const dead = new Set<string>();
    for (const processId of processes) if (!(await restorer.retireIfDead(processId))) dead.add(processId);
    if (!dead.size) return 0;
    const unfinished = new Map((await storage.listUnfinished()).map((g) => [g.roomId, g]));
    // Room codes, for the log: what an operator (or a stalled chaos run) looks for first.
    const rooms = { live: [] as string[], notLive: [] as string[], finished: [] as string[] };
    for (const [roomId, owner] of Object.entries(owners)) {
      if (!dead.has(owner)) continue;
      const stored = unfinished.get(roomId);
      if (!stored) {
        await forgetGame(matchMaker.presence, roomId);
        rooms.finished.push(roomId);
      } else {
        // Not live: another process holds the claim on restoring it (a later sweep finds it listed), or the restore failed (a later sweep tries again).
        rooms[(await restorer.ensureLive(stored, false)) ? "live" : "notLive"].push(roomId);
      }
    }
    logger.info({ live: rooms.live.length, rooms, from: [...dead] }, "took over the games of a process that stopped");
    return rooms.live.length;
  }

  return periodicSweep("the takeover sweep", opts.intervalSeconds, sweepOnce, logger, 0);
}
