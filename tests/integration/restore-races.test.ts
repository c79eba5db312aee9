/**
 * Restores that race (a survivor's sweep, a player's resume, a create request that timed out and was made again
 * elsewhere) must leave exactly one room serving the game, and the game-owners entry survivors read to take
 * over a dead process's games (rooms/game-owners.ts) must name it: written when a game starts or its restored
 * room is listed, removed when the game unloads, and never taken by a restored room Colyseus drops as a
 * duplicate. A restore that fails keeps its claim a while, for the room a slow process may still be building.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchMaker } from "@colyseus/core";
import { startTestServer, until, type TestServer } from "./harness.ts";
import { startGameVsBots } from "./clients.ts";
import { gameOwners } from "../../rooms/game-owners.ts";
import { issueRestoreTicket } from "../../rooms/restore-ticket.ts";
import { GameRestorer, restoreClaimKey } from "../../server/game-restore.ts";
import { ROOM_GAME } from "../../engine/core/protocol.ts";

let ts: TestServer;
// Bots slow enough that the game (whose seats they play once the player leaves) lasts past each unload.
beforeAll(async () => { ts = await startTestServer({ IDLE_UNLOAD_SECONDS: "1", BOT_DELAY_MS: "200" }); });
afterAll(async () => { await ts?.stop(); });

const ownerOf = async (roomId: string) => (await gameOwners(matchMaker.presence))[roomId] ?? null;
const listings = async (roomId: string) => (await matchMaker.query({ roomId })).length;

describe("restoring a stored game", () => {
  it("twice at once leaves one room, which the game-owners entry names until it unloads", async () => {
    const host = await startGameVsBots(ts.sdk, { name: "Twice", options: { target: 200, maxTurns: 500 } });
    const roomId = host.room.roomId;
    expect(await ownerOf(roomId)).toBe(matchMaker.processId);
    await host.room.leave();
    await until(async () => (await listings(roomId)) === 0, 5000, "the idle game to unload");
    expect(await ownerOf(roomId)).toBeNull();

    const stored = (await ts.epochs.storage.listUnfinished()).find((g) => g.roomId === roomId)!;
    const restore = async () => matchMaker.createRoom(ROOM_GAME, { restore: stored.id, ticket: await issueRestoreTicket(matchMaker.presence, stored.id) });
    const [a, b] = await Promise.all([restore(), restore()]);
    expect([a.roomId, b.roomId]).toEqual([roomId, roomId]);
    expect(await listings(roomId)).toBe(1);
    await until(async () => (await ownerOf(roomId)) !== null, 2000, "the listed room to claim the game");
    // Settled: the dropped duplicate has run its dispose by now.
    await new Promise((r) => setTimeout(r, 200));
    expect(await ownerOf(roomId)).toBe(matchMaker.processId);

    // The room kept serves the game: it unloads again with nobody there, and its entry goes with it.
    await until(async () => (await listings(roomId)) === 0, 5000, "the restored game to unload");
    await until(async () => (await ownerOf(roomId)) === null, 2000, "the entry to go");
  });

  it("keeps the claim of a restore that failed, so that no second room is built beside one still under way", async () => {
    const host = await startGameVsBots(ts.sdk, { name: "Fails", options: { target: 200, maxTurns: 500 } });
    const roomId = host.room.roomId;
    await host.room.leave();
    await until(async () => (await listings(roomId)) === 0, 5000, "the idle game to unload");
    const stored = (await ts.epochs.storage.listUnfinished()).find((g) => g.roomId === roomId)!;
    const restorer = new GameRestorer(ts.epochs.logger);
    const storage = ts.epochs.storage;
    const loadGame = storage.loadGame;
    let loads = 0;
    storage.loadGame = async (id) => { loads++; throw new Error(`storage down (load ${loads} of ${id})`); };
    try {
      expect(await restorer.ensureLive(stored, false)).toBe(false);
      expect(loads).toBe(1);
      expect(await matchMaker.presence.exists(restoreClaimKey(roomId))).toBe(true);
      // Another sweep meanwhile builds nothing.
      expect(await restorer.ensureLive(stored, false)).toBe(false);
      expect(loads).toBe(1);
    } finally {
      storage.loadGame = loadGame;
    }
    // Once the claim is gone (it expires), the next one restores the game.
    await matchMaker.presence.del(restoreClaimKey(roomId));
    expect(await restorer.ensureLive(stored, false)).toBe(true);
    expect(await listings(roomId)).toBe(1);
  });
});
