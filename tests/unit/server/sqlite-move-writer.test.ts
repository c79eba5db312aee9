/**
 * The SQLite group commit (server/storage/sqlite.ts, sqlite-move-writer.ts): moves of many games appended over
 * many turns of the loop share commits; these check their order, that one refused move spares the others, and a
 * dying writer.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { MoveRecord } from "../../../engine/core/match.ts";
import { SqliteStorage } from "../../../server/storage/sqlite.ts";
import type { StoredGame } from "../../../server/storage/types.ts";

const game = (): StoredGame => ({
  id: randomUUID(), roomId: "QX7K2P", game: "dice-race", mode: "public", options: {}, seed: "s", players: 2,
  seats: [{ name: "Ada", credentialHash: null, bot: false }, { name: "Bob", credentialHash: null, bot: false }],
  clockSeconds: null, pace: { kind: "realtime" }, clock: null, status: "playing", outcome: null, createdAt: 1, updatedAt: 1,
});
const move = (i: number, tag: string): MoveRecord => ({ seat: i % 2, move: { type: "roll", n: i, tag } });

describe("SQLite group commit", () => {
  let dir: string;
  let store: SqliteStorage;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "epochs-writer-"));
    store = new SqliteStorage(join(dir, "db.sqlite"));
    await store.init();
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("stores every game's moves in order when the games append in different turns of the loop", async () => {
    const games = Array.from({ length: 12 }, game);
    for (const g of games) await store.createGame(g);
    // Each game appends its next move as soon as its last is stored, some a turn of the loop later: batches of
    // different sizes, formed while others are being committed.
    await Promise.all(games.map(async (g, n) => {
      for (let i = 0; i < 15; i++) {
        for (let wait = 0; wait < (n + i) % 3; wait++) await nextTurn();
        await store.appendMove(g.id, i, move(i, `game ${n}`));
      }
    }));
    for (const [n, g] of games.entries()) {
      expect((await store.loadGame(g.id))!.moves).toStrictEqual(Array.from({ length: 15 }, (_, i) => move(i, `game ${n}`)));
    }
  });

  it("a move refused in a batch committed together with others leaves theirs stored", async () => {
    const [a, b] = [game(), game()];
    await store.createGame(a);
    await store.createGame(b);
    const first = store.appendMove(a.id, 0, move(0, "a"));
    await nextTurn(); // a batch of its own, then two that are committed together
    const results = await Promise.allSettled([first, store.appendMove(a.id, 5, move(5, "gap")), store.appendMove(b.id, 0, move(0, "b"))]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await store.loadGame(a.id))!.moves).toStrictEqual([move(0, "a")]);
    expect((await store.loadGame(b.id))!.moves).toStrictEqual([move(0, "b")]);
  });

  it("when the writer dies, every batch it had not answered fails, and the next move starts a new writer", async () => {
    const g = game();
    await store.createGame(g);
    await store.appendMove(g.id, 0, move(0, "before"));
    const others = Array.from({ length: 3 }, game);
    for (const o of others) await store.createGame(o);
    const inFlight = others.map(async (o, n) => {
      for (let wait = 0; wait < n; wait++) await nextTurn();
      return store.appendMove(o.id, 0, move(0, "in flight"));
    });
    await nextTurn();
    await nextTurn();
    // The thread's death as a crash would show it: terminate() is how a test can kill it from outside.
    await (store as unknown as { writer: { worker: { terminate(): Promise<number> } } }).writer.worker.terminate();
    const settled = await Promise.allSettled(inFlight);
    for (const [n, r] of settled.entries()) {
      const stored = (await store.loadGame(others[n].id))!.moves.length;
      // A batch the writer committed before it died is stored and answered, or stored but unanswered (the room then
      // reads the log); one it never committed fails and is not stored.
      if (r.status === "fulfilled") expect(stored).toBe(1);
      else expect(String(r.reason)).toMatch(/appendMove.*move writer exited/);
    }
    expect(settled.some((r) => r.status === "rejected")).toBe(true);
    await store.appendMove(g.id, 1, move(1, "after"));
    expect((await store.loadGame(g.id))!.moves).toStrictEqual([move(0, "before"), move(1, "after")]);
  });
});
