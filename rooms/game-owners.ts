/**
 * Which process serves each running game, kept in the shared presence (Redis when several processes
 * run). When a process dies its games stay stored but nobody serves them; the survivors read this
 * map to find them (server/takeover.ts). An entry is written when a game starts or its restored room
 * is listed (a restore Colyseus drops as a duplicate never writes one) and removed when it finishes or
 * is unloaded for idleness, but not when its process stops: a stopped process's games are exactly the
 * ones another process should take over.
 */
import { matchMaker, type Presence } from "@colyseus/core";

export const GAME_OWNERS_KEY = "epochs:game-owners";

export function claimOwnership(presence: Presence, roomId: string) {
  return presence.hset(GAME_OWNERS_KEY, roomId, matchMaker.processId);
}

/** Drops the entry unless another process has taken the game over since. */
export async function releaseOwnership(presence: Presence, roomId: string) {
  if ((await presence.hget(GAME_OWNERS_KEY, roomId)) === matchMaker.processId) await presence.hdel(GAME_OWNERS_KEY, roomId);
}

export function forgetGame(presence: Presence, roomId: string) {
  return presence.hdel(GAME_OWNERS_KEY, roomId);
}

/** Room id → id of the process that serves it. */
export async function gameOwners(presence: Presence): Promise<Record<string, string>> {
  return (await presence.hgetall(GAME_OWNERS_KEY)) ?? {};
}
