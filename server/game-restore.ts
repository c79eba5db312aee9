/**
 * Brings a stored unfinished game back into a room, once, whichever process asks: the /api/resume
 * route, a process restoring after its own restart, and survivors taking over a dead process's games
 * (./takeover.ts) all come through here. A room listed under a process that no longer answers is not
 * live: that process is cleaned out of the shared listing first (its lobbies disappear from every
 * lobby list), then one process claims the game with an atomic counter in the shared presence and
 * restores it; the others wait for its listing.
 */
import { matchMaker } from "@colyseus/core";
import type { Logger } from "pino";
import { ROOM_GAME } from "../engine/core/protocol.ts";
import { issueRestoreTicket } from "../rooms/restore-ticket.ts";
import type { StoredGame } from "./storage/types.ts";

/** The shared presence's key of the claim on restoring the game of `roomId`. */
export const restoreClaimKey = (roomId: string) => `epochs:restoring:${roomId}`;

/** How long a claim keeps other processes off a game: far longer than a restore takes, short enough to retry after a crash mid-restore. */
const CLAIM_SECONDS = 30;
/** How long a failed restore keeps its claim: longer than a slow process takes to list a room it was asked for. */
const AFTER_FAILURE_SECONDS = 10;
/** How long a process that lost the claim waits for the winner's room to be listed. */
const LISTING_WAIT_MS = 10_000;
/** Colyseus' channel of the lobby listings (its Lobby module): "roomId,1" tells every lobby room that a room is gone. */
const LOBBY_CHANNEL = "$lobby";

type Listing = Awaited<ReturnType<typeof matchMaker.query>>[number];

export class GameRestorer {
  private readonly logger: Logger;

  constructor(logger: Logger) {
    this.logger = logger;
  }

  /** Whether process `processId` is up: subscribed to its own channel in the shared presence. */
  async processAlive(processId: string) {
    if (processId === matchMaker.processId) return true;
    return (await matchMaker.presence.channels(`p:${processId}`)).length > 0;
  }

  /**
   * Health-checks a process that looks gone; if it does not answer, Colyseus drops its rooms from the
   * shared listing and the lobby rooms are told. Returns whether it answered.
   */
  async retireIfDead(processId: string) {
    if (await this.processAlive(processId)) return true;
    const listed = await matchMaker.query({ processId });
    if (await matchMaker.healthCheckProcessId(processId)) return true;
    for (const room of listed) matchMaker.presence.publish(LOBBY_CHANNEL, `${room.roomId},1`);
    this.logger.warn({ process: processId, rooms: listed.length }, "a process stopped answering; its rooms are unlisted");
    return false;
  }

  /** The game's room if a live process serves it (a dead process's listing is retired on the way). */
  async liveRoom(roomId: string): Promise<Listing | null> {
    const listing = (await matchMaker.query({ roomId }))[0];
    if (!listing) return null;
    return (await this.retireIfDead(listing.processId)) ? listing : null;
  }

  /**
   * Makes sure a live room serves `stored`, restoring it here or on the least busy process.
   * `wait`: if another process holds the claim, wait for its room (a client asking) or not (a sweep).
   */
  async ensureLive(stored: StoredGame, wait = true): Promise<boolean> {
    if (await this.liveRoom(stored.roomId)) return true;
    const claim = restoreClaimKey(stored.roomId);
    if (!(await this.claim(claim))) return wait && this.awaitListing(stored.roomId);
    let failed = false;
    try {
      // Listed between the check and the claim, by a process that claimed and released it meanwhile.
      if (await this.liveRoom(stored.roomId)) return true;
      await matchMaker.createRoom(ROOM_GAME, { restore: stored.id, ticket: await issueRestoreTicket(matchMaker.presence, stored.id) });
      return true;
    } catch (err) {
      // A create request that timed out on another process is retried here, and refused if that process did restore it after all.
      if (await this.liveRoom(stored.roomId)) return true;
      this.logger.error({ err, gameRecord: stored.id, room: stored.roomId }, "could not restore a game");
      failed = true;
      return false;
    } finally {
      // Listed: whoever claims next finds it so. Failed: the process whose create request timed out may still be
      // building the room (it took the ticket, so the retry here was refused); a claim made now would build a
      // second one, so the claim stays until that room is surely listed, then whoever claims next tries again.
      // (Adding 0 renews the claim's expiry: LocalPresence's expire() does not reach hash keys.)
      if (failed) await matchMaker.presence.hincrbyex(claim, "n", 0, AFTER_FAILURE_SECONDS);
      else await matchMaker.presence.del(claim);
    }
  }

  /**
   * Exactly one process gets 1 from the counter (hincrbyex is MULTI(HINCRBY, EXPIRE) on Redis). A
   * process that sees the claim taken does not touch it, so the claim of a process that died while
   * restoring expires CLAIM_SECONDS after it was made.
   */
  private async claim(key: string) {
    if (await matchMaker.presence.exists(key)) return false;
    return (await matchMaker.presence.hincrbyex(key, "n", 1, CLAIM_SECONDS)) === 1;
  }

  private async awaitListing(roomId: string) {
    const end = Date.now() + LISTING_WAIT_MS;
    while (Date.now() < end) {
      if ((await matchMaker.query({ roomId })).length) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  }
}
