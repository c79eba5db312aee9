/**
 * The SQLite group commit (server/storage/sqlite.ts, sqlite-writer.ts): a game's record (its creation, moves, clock
 * and end), asked for by many games over many turns of the loop, shares commits made off the event loop; these
 * check their order, that one refused write spares the others, that asking does not hold the loop, and a dying writer.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { MoveRecord } from "../../../engine/core/match.ts";
import type { Outcome } from "../../../engine/core/types.ts";
import { SqliteStorage } from "../../../server/storage/sqlite.ts";
import type { ClockRecord, StoredGame } from "../../../server/storage/types.ts";

const game = (): StoredGame => ({
  id: randomUUID(), roomId: "QX7K2P", game: "dice-race", mode: "public", options: {}, seed: "s", players: 2,
  seats: [{ name: "Ada", credentialHash: null, bot: false }, { name: "Bob", credentialHash: null, bot: false }],
  clockSeconds: null, pace: { kind: "realtime" }, clock: null, status: "playing", outcome: null, createdAt: 1, updatedAt: 1,
});
const move = (i: number, tag: string): MoveRecord => ({ seat: i % 2, move: { type: "roll", n: i, tag } });
const clock: ClockRecord = { running: { seat: 1, since: 10, deadline: 5_000 }, banks: [3_000, 4_000], away: [] };
const outcome: Outcome = { scores: [3, 5], ranking: [[1], [0]] };

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

  it("a new game, its moves, its clock and its end asked for in one turn of the loop are stored in that order", async () => {
    const g = game();
    const asked = [
      store.createGame(g), store.appendMove(g.id, 0, move(0, "g")), store.appendMove(g.id, 1, move(1, "g")),
      store.saveClock(g.id, clock), store.finishGame(g.id, outcome),
    ];
    expect((await Promise.allSettled(asked)).map((r) => r.status)).toEqual(Array(5).fill("fulfilled"));
    const stored = (await store.loadGame(g.id))!;
    expect(stored.moves).toStrictEqual([move(0, "g"), move(1, "g")]);
    expect(stored.game).toMatchObject({ status: "finished", outcome, clock });
    expect(await store.listDue(Number.MAX_SAFE_INTEGER)).toEqual([]); // finished: its clock's deadline is no longer due
  });

  it("a refused write of any kind leaves the others of its commit stored", async () => {
    const owner = randomUUID();
    await store.accounts.createGuest(owner, 1);
    const [a, b, unowned] = [game(), game(), game()];
    const owned = { ...a, seats: [{ ...a.seats[0], accountId: owner }, a.seats[1]] };
    unowned.seats = [{ ...unowned.seats[0], accountId: randomUUID() }, unowned.seats[1]]; // no such account
    const results = await Promise.allSettled([
      store.createGame(owned), store.createGame({ ...b, id: a.id }), store.createGame(unowned), store.createGame(b),
      store.finishGame(randomUUID(), outcome), store.saveClock(randomUUID(), clock), store.appendMove(a.id, 1, move(1, "gap")),
      store.appendMove(b.id, 0, move(0, "b")), store.saveClock(a.id, clock), store.finishGame(b.id, outcome),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled",
      "rejected", "rejected", "rejected", "fulfilled", "fulfilled", "fulfilled"]);
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : ""))).toEqual([
      "", expect.stringMatching(/createGame.*UNIQUE/), expect.stringMatching(/createGame.*FOREIGN KEY/), "",
      expect.stringMatching(/finishGame.*no such game/), expect.stringMatching(/saveClock.*no such game/),
      expect.stringMatching(/appendMove.*index 1 is not next/), "", "", "",
    ]);
    // The refused game was not stored without its owner, the one with an owner was stored with it.
    expect(await store.loadGame(unowned.id)).toBeNull();
    expect((await store.accounts.gamesOf(owner, 10)).map((o) => [o.game.id, o.seat])).toEqual([[a.id, 0]]);
    expect((await store.loadGame(a.id))!.game).toMatchObject({ seed: a.seed, clock, status: "playing" });
    expect(await store.loadGame(b.id)).toMatchObject({ game: { status: "finished", outcome }, moves: [move(0, "b")] });
  });

  it("creating, finishing and timing a game answer only after a later turn of the loop: their commit does not hold it", async () => {
    const g = game();
    const turnsBefore = async (write: () => Promise<void>) => {
      let turned = false;
      setImmediate(() => { turned = true; });
      await write();
      return turned;
    };
    expect(await turnsBefore(() => store.createGame(g))).toBe(true);
    expect(await turnsBefore(() => store.saveClock(g.id, clock))).toBe(true);
    expect(await turnsBefore(() => store.finishGame(g.id, outcome))).toBe(true);
  });

  it("closing commits the writes asked for before it", async () => {
    const g = game();
    const asked = [store.createGame(g), store.appendMove(g.id, 0, move(0, "g")), store.finishGame(g.id, outcome)];
    await store.close();
    expect((await Promise.allSettled(asked)).map((r) => r.status)).toEqual(Array(3).fill("fulfilled"));
    store = new SqliteStorage(join(dir, "db.sqlite"));
    await store.init();
    expect(await store.loadGame(g.id)).toMatchObject({ game: { status: "finished" }, moves: [move(0, "g")] });
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
      else expect(String(r.reason)).toMatch(/appendMove.*writer thread exited/);
    }
    expect(settled.some((r) => r.status === "rejected")).toBe(true);
    await store.appendMove(g.id, 1, move(1, "after"));
    expect((await store.loadGame(g.id))!.moves).toStrictEqual([move(0, "before"), move(1, "after")]);
  });
});
