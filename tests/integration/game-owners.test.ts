/**
 * Which process serves each running game (rooms/game-owners.ts) is what survivors read to take over a dead
 * process's games, so the entry must name the room that serves the game: written when a game starts or its
 * restored room is listed, removed when the game unloads, and never taken by a restored room Colyseus drops as a
 * duplicate (the same game restored twice at once, as after a create request that timed out and was made again).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchMaker } from "@colyseus/core";
import { startTestServer, until, type TestServer } from "./harness.ts";
import { startGameVsBots } from "./clients.ts";
import { gameOwners } from "../../rooms/game-owners.ts";
import { issueRestoreTicket } from "../../rooms/restore-ticket.ts";
import { ROOM_GAME } from "../../engine/core/protocol.ts";

let ts: TestServer;
// Bots slow enough that the game (whose seats they play once the player leaves) lasts past each unload.
beforeAll(async () => { ts = await startTestServer({ IDLE_UNLOAD_SECONDS: "1", BOT_DELAY_MS: "200" }); });
afterAll(async () => { await ts?.stop(); });

const ownerOf = async (roomId: string) => (await gameOwners(matchMaker.presence))[roomId] ?? null;
const listings = async (roomId: string) => (await matchMaker.query({ roomId })).length;

describe("the game owners' entries", () => {
  it("name the room that serves a game restored twice at once, and go when it unloads", async () => {
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
});
