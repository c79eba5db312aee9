/**
 * One suite, run against every Storage backend: SQLite (always) and Postgres (when DATABASE_URL is
 * set, in a throw-away schema).
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { MoveRecord } from "../../engine/core/match.ts";
import { undoEntry } from "../../engine/core/undo.ts";
import type { Outcome } from "../../engine/core/types.ts";
import { openStorage, PostgresStorage } from "../../server/storage/index.ts";
import type { Storage, StoredGame, StoredSeat } from "../../server/storage/types.ts";

/** A database for one suite run. Every `open()` is a new connection to the same data. */
interface Harness {
  open(): Promise<Storage>;
  destroy(): Promise<void>;
}

function makeGame(overrides: Partial<StoredGame> = {}): StoredGame {
  return {
    id: randomUUID(),
    roomId: "QX7K2P",
    game: "dice-race",
    mode: "public",
    options: { map: "small", variants: ["a", "b"], nested: { on: true, n: 1.5, none: null }, text: "é ✓ \"quoted\"" },
    seed: "seed-42",
    players: 3,
    seats: [
      { name: "Ada", credentialHash: "a".repeat(64), bot: false },
      { name: "Bot 1", credentialHash: null, bot: true },
      { name: "Grace", credentialHash: "0f".repeat(32), bot: false },
    ],
    clockSeconds: 600,
    pace: { kind: "realtime" },
    clock: null,
    status: "playing",
    outcome: null,
    createdAt: 1_700_000_000_123,
    updatedAt: 1_700_000_000_456,
    ...overrides,
  };
}

const outcome: Outcome = { scores: [12, 7, 12], ranking: [[0, 2], [1]], breakdown: [{ gold: 5 }, { gold: 7 }, { gold: 12 }] };
const moveAt = (i: number, tag = ""): MoveRecord => ({ seat: i % 3, move: { type: "roll", n: i, tag, list: [i, { deep: i }] } });

function storageSuite(name: string, make: () => Promise<Harness>, skip = false): void {
  describe.skipIf(skip)(name, () => {
    let harness: Harness;
    let store: Storage;

    beforeAll(async () => {
      harness = await make();
      store = await harness.open();
    });
    afterAll(async () => {
      await store?.close();
      await harness?.destroy();
    });

    it("createGame then loadGame round-trips every field", async () => {
      const games = [
        makeGame(),
        makeGame({ mode: "private", clockSeconds: null, options: {}, seats: [{ name: "Solo", credentialHash: null, bot: true }] }),
        makeGame({ mode: "quick", status: "finished", outcome }),
      ];
      for (const g of games) await store.createGame(g);
      for (const g of games) expect(await store.loadGame(g.id)).toStrictEqual({ game: g, moves: [] });
    });

    it("createGame with an existing id rejects and leaves the first game untouched", async () => {
      const g = makeGame();
      await store.createGame(g);
      await expect(store.createGame({ ...g, seed: "other" })).rejects.toThrow(/createGame/);
      expect((await store.loadGame(g.id))!.game).toStrictEqual(g);
    });

    it("loadGame of an unknown id is null", async () => {
      expect(await store.loadGame(randomUUID())).toBeNull();
    });

    it("appendMove stores moves in order", async () => {
      const g = makeGame();
      await store.createGame(g);
      const moves = Array.from({ length: 5 }, (_, i) => moveAt(i));
      for (const [i, m] of moves.entries()) await store.appendMove(g.id, i, m);
      const loaded = (await store.loadGame(g.id))!;
      expect(loaded.moves).toStrictEqual(moves);
      expect(loaded.game.updatedAt).toBeGreaterThanOrEqual(g.updatedAt);
    });

    it("appendMove rejects a duplicate, a gap, a bad index or an unknown game, storing nothing", async () => {
      const g = makeGame();
      await store.createGame(g);
      await store.appendMove(g.id, 0, moveAt(0));
      await store.appendMove(g.id, 1, moveAt(1));
      await expect(store.appendMove(g.id, 1, moveAt(1, "dup"))).rejects.toThrow(/appendMove.*index 1 is not next/);
      await expect(store.appendMove(g.id, 0, moveAt(0, "dup"))).rejects.toThrow(/appendMove/);
      await expect(store.appendMove(g.id, 3, moveAt(3))).rejects.toThrow(/appendMove.*index 3 is not next: 2 move/);
      await expect(store.appendMove(g.id, -1, moveAt(0))).rejects.toThrow(/appendMove/);
      await expect(store.appendMove(g.id, 1.5, moveAt(0))).rejects.toThrow(/appendMove/);
      expect((await store.loadGame(g.id))!.moves).toStrictEqual([moveAt(0), moveAt(1)]);

      const unknown = randomUUID();
      await expect(store.appendMove(unknown, 0, moveAt(0))).rejects.toThrow(/appendMove.*no such game/);
      expect(await store.loadGame(unknown)).toBeNull();
    });

    it("an undo entry marks the move it takes back; undoing a missing, undone or undo entry stores nothing", async () => {
      const g = makeGame();
      await store.createGame(g);
      for (let i = 0; i < 3; i++) await store.appendMove(g.id, i, moveAt(i));
      await store.appendMove(g.id, 3, undoEntry(2, 2));
      await expect(store.appendMove(g.id, 4, undoEntry(2, 2))).rejects.toThrow(/appendMove.*cannot be taken back/);
      await expect(store.appendMove(g.id, 4, undoEntry(2, 3))).rejects.toThrow(/appendMove.*cannot be taken back/);
      await expect(store.appendMove(g.id, 4, undoEntry(2, 9))).rejects.toThrow(/appendMove.*cannot be taken back/);
      await expect(store.appendMove(g.id, 5, undoEntry(1, 1))).rejects.toThrow(/appendMove/);
      expect((await store.loadGame(g.id))!.moves).toStrictEqual([moveAt(0), moveAt(1), { ...moveAt(2), undone: 3 }, undoEntry(2, 2)]);
      await store.appendMove(g.id, 4, undoEntry(1, 1));
      expect((await store.loadGame(g.id))!.moves.map((m) => m.undone)).toEqual([undefined, 4, 3, undefined, undefined]);
    });

    it("appends to many games at once are all stored, and one refused among them takes none of the others down", async () => {
      const games = Array.from({ length: 8 }, () => makeGame());
      for (const g of games) await store.createGame(g);
      const results = await Promise.allSettled(games.map((g, i) => store.appendMove(g.id, i === 3 ? 1 : 0, moveAt(0, `game ${i}`))));
      expect(results.map((r) => r.status)).toEqual(games.map((_, i) => (i === 3 ? "rejected" : "fulfilled")));
      for (const [i, g] of games.entries()) expect((await store.loadGame(g.id))!.moves).toStrictEqual(i === 3 ? [] : [moveAt(0, `game ${i}`)]);
    });

    it("concurrent appends of the same index: exactly one succeeds", async () => {
      const other = await harness.open(); // a second connection/pool, as a second server would have
      try {
        const g = makeGame();
        await store.createGame(g);
        const winners: MoveRecord[] = [];
        for (let index = 0; index < 10; index++) {
          const attempts = Array.from({ length: 6 }, (_, w) => moveAt(index, `writer ${w}`));
          const results = await Promise.allSettled(attempts.map((m, w) => (w % 2 ? other : store).appendMove(g.id, index, m)));
          const ok = results.flatMap((r, w) => (r.status === "fulfilled" ? [attempts[w]] : []));
          expect(ok).toHaveLength(1);
          for (const r of results) if (r.status === "rejected") expect(String(r.reason)).toMatch(/appendMove/);
          winners.push(ok[0]);
        }
        expect((await store.loadGame(g.id))!.moves).toStrictEqual(winners);
      } finally {
        await other.close();
      }
    });

    it("finishGame stores the outcome and removes the game from listUnfinished", async () => {
      const [a, b] = [makeGame(), makeGame()];
      await store.createGame(a);
      await store.createGame(b);
      let unfinished = (await store.listUnfinished()).map((x) => x.id);
      expect(unfinished).toEqual(expect.arrayContaining([a.id, b.id]));
      expect((await store.listUnfinished()).find((x) => x.id === a.id)).toStrictEqual(a);

      await store.finishGame(a.id, outcome);
      unfinished = (await store.listUnfinished()).map((x) => x.id);
      expect(unfinished).not.toContain(a.id);
      expect(unfinished).toContain(b.id);
      const loaded = (await store.loadGame(a.id))!.game;
      expect(loaded.status).toBe("finished");
      expect(loaded.outcome).toStrictEqual(outcome);
      await expect(store.finishGame(randomUUID(), outcome)).rejects.toThrow(/finishGame.*no such game/);
    });

    it("a guest account is claimed once, with a name no other account has in any case", async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      await store.accounts.createGuest(a, 1000);
      await store.accounts.createGuest(b, 1001);
      expect(await store.accounts.accountById(a)).toStrictEqual({ id: a, name: null, passwordHash: null, createdAt: 1000 });
      const key = `ada-${a.slice(0, 8)}`;
      expect(await store.accounts.claimAccount(a, `Ada-${a.slice(0, 8)}`, key, "scrypt$hash")).toBeNull();
      expect(await store.accounts.accountByName(key)).toStrictEqual({ id: a, name: `Ada-${a.slice(0, 8)}`, passwordHash: "scrypt$hash", createdAt: 1000 });
      expect(await store.accounts.claimAccount(b, `ADA-${a.slice(0, 8)}`, key, "other")).toBe("name-taken");
      expect(await store.accounts.claimAccount(a, "Second", `second-${a}`, "other")).toBe("already-claimed");
      expect(await store.accounts.claimAccount(randomUUID(), "Nobody", `nobody-${a}`, "x")).toBe("no-account");
      expect((await store.accounts.accountById(b))!.name).toBeNull();
    });

    it("a session finds its account until it expires or is deleted", async () => {
      const id = randomUUID();
      await store.accounts.createGuest(id, 1);
      await store.accounts.createSession("h1".padEnd(64, "0"), id, 10, 2000);
      expect((await store.accounts.sessionAccount("h1".padEnd(64, "0"), 1999))?.id).toBe(id);
      expect(await store.accounts.sessionAccount("h1".padEnd(64, "0"), 2000)).toBeNull();
      expect(await store.accounts.sessionAccount("h2".padEnd(64, "0"), 1000)).toBeNull();
      await store.accounts.deleteSession("h1".padEnd(64, "0"));
      expect(await store.accounts.sessionAccount("h1".padEnd(64, "0"), 1000)).toBeNull();
    });

    it("lists the games an account owns a seat in, follows a new owner and forgets a released seat", async () => {
      const [ada, grace] = [randomUUID(), randomUUID()];
      await store.accounts.createGuest(ada, 1);
      await store.accounts.createGuest(grace, 1);
      const base = makeGame();
      const g = makeGame({ seats: [{ ...base.seats[0], accountId: ada }, base.seats[1], base.seats[2]], updatedAt: 5 });
      const later = makeGame({ seats: [base.seats[0], base.seats[1], { ...base.seats[2], accountId: ada }], updatedAt: 9 });
      await store.createGame(g);
      await store.createGame(later);
      expect((await store.loadGame(g.id))!.game).toStrictEqual(g);
      expect((await store.accounts.gamesOf(ada, 10)).map((x) => [x.game.id, x.seat])).toStrictEqual([[later.id, 2], [g.id, 0]]);
      expect(await store.accounts.gamesOf(ada, 1)).toHaveLength(1);

      await store.accounts.setSeatOwner(g.id, 2, grace);
      expect((await store.loadGame(g.id))!.game.seats[2]).toStrictEqual({ ...base.seats[2], accountId: grace });
      expect((await store.accounts.gamesOf(grace, 10)).map((x) => [x.game.id, x.seat])).toStrictEqual([[g.id, 2]]);

      expect((await store.accounts.gamesOf(grace, 10))[0].waitingFor).toBeNull();
      await store.accounts.noteWaiting(g.id, [2]);
      await store.accounts.noteWaiting(g.id, [0, 2]);
      expect((await store.accounts.gamesOf(grace, 10))[0].waitingFor).toStrictEqual([0, 2]);

      await store.accounts.releaseSeat(g.id, 0);
      expect((await store.loadGame(g.id))!.game.seats[0]).toStrictEqual({ name: "Ada", credentialHash: null, bot: true, accountId: null });
      expect((await store.accounts.gamesOf(ada, 10)).map((x) => x.game.id)).toStrictEqual([later.id]);
      await expect(store.accounts.releaseSeat(randomUUID(), 0)).rejects.toThrow(/releaseSeat/);
      await expect(store.accounts.setSeatOwner(g.id, 7, ada)).rejects.toThrow(/setSeatOwner/);
    });

    it("saveClock stores a game's turn clock; listDue finds the unfinished games whose deadline passed", async () => {
      const pace = { kind: "bank", seconds: 86_400, incrementSeconds: 3600 } as const;
      const [due, later, idle, done] = [makeGame({ pace }), makeGame({ pace }), makeGame(), makeGame({ pace })];
      for (const g of [due, later, idle, done]) await store.createGame(g);
      const clock = (deadline: number) => ({ running: { seat: 2, since: deadline - 1000, deadline }, banks: [5, 6, 7], away: [1] });
      await store.saveClock(due.id, clock(2_000));
      await store.saveClock(later.id, clock(4_000));
      await store.saveClock(done.id, clock(1_000));
      await store.finishGame(done.id, outcome);
      expect((await store.loadGame(due.id))!.game).toStrictEqual({ ...due, clock: clock(2_000) });
      expect((await store.listDue(3_000)).map((g) => g.id)).toEqual([due.id]);
      expect((await store.listDue(4_000)).map((g) => g.id)).toEqual([due.id, later.id]);
      // No decision timed: never due.
      await store.saveClock(due.id, { running: null, banks: [5, 6, 7], away: [] });
      expect((await store.listDue(Number.MAX_SAFE_INTEGER)).map((g) => g.id)).toEqual([later.id]);
      await expect(store.saveClock(randomUUID(), clock(1))).rejects.toThrow(/saveClock.*no such game/);
    });

    it("data survives close and reopen", async () => {
      const first = await harness.open();
      const [a, b] = [makeGame(), makeGame({ clockSeconds: null })];
      await first.createGame(a);
      await first.createGame(b);
      for (let i = 0; i < 4; i++) await first.appendMove(a.id, i, moveAt(i));
      await first.finishGame(b.id, outcome);
      const before = [await first.loadGame(a.id), await first.loadGame(b.id)];
      await first.close();

      const second = await harness.open();
      try {
        expect([await second.loadGame(a.id), await second.loadGame(b.id)]).toStrictEqual(before);
        const unfinished = (await second.listUnfinished()).map((x) => x.id);
        expect(unfinished).toContain(a.id);
        expect(unfinished).not.toContain(b.id);
        await second.appendMove(a.id, 4, moveAt(4)); // and the log continues where it stopped
      } finally {
        await second.close();
      }
    });
  });
}

storageSuite("SqliteStorage", async () => {
  const tmp = await mkdtemp(join(tmpdir(), "epochs-storage-"));
  // A not-yet-existing subdirectory: openStorage must create it.
  const dataDir = join(tmp, "data");
  return {
    open: async () => {
      const s = await openStorage({ dataDir });
      expect(s.kind).toBe("sqlite");
      return s;
    },
    destroy: () => rm(tmp, { recursive: true, force: true }),
  };
});

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.warn("storage.test: DATABASE_URL is not set, so the PostgresStorage tests are skipped " +
    "(e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)");
}

storageSuite("PostgresStorage", async () => {
  const connectionString = DATABASE_URL!;
  const schema = `epochs_test_${process.pid}_${randomUUID().slice(0, 8)}`;
  return {
    open: async () => {
      const s = new PostgresStorage({ connectionString, schema });
      await s.init();
      return s;
    },
    destroy: async () => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}, !DATABASE_URL);

/** A data directory of one test's own, removed afterwards. */
async function inDataDir(body: (dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "epochs-storage-old-"));
  try {
    await body(dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A PostgreSQL schema of one test's own (not made yet), with a client to shape it; dropped afterwards. */
async function inSchema(body: (client: pg.Client, schema: string) => Promise<void>): Promise<void> {
  const schema = `epochs_old_${process.pid}_${randomUUID().slice(0, 8)}`;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await body(client, schema);
  } finally {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
}

/**
 * The game `g`, stored before turn-based play and rated games, in a storage opened since (which it closes): the
 * game is real-time, with no clock and no rated choice, and takes a clock; a game stored now keeps the host's
 * choice (and its pace) beside the old one.
 */
async function paceAndRatedAdded(store: Storage, g: StoredGame): Promise<void> {
  try {
    expect((await store.loadGame(g.id))!.game).toStrictEqual({ ...g, pace: { kind: "realtime" }, clock: null });
    await store.saveClock(g.id, { running: { seat: 0, since: 1, deadline: 2 }, banks: null, away: [] });
    expect((await store.listDue(2)).map((x) => x.id)).toEqual([g.id]);
    const rated = makeGame({ mode: "private", rated: true, pace: { kind: "per-move", seconds: 86_400 } });
    await store.createGame(rated);
    expect((await store.loadGame(rated.id))!.game).toStrictEqual(rated);
  } finally {
    await store.close();
  }
}

describe("SqliteStorage on a file made before turn-based play and rated games", () => {
  it("adds the pace, clock and rated columns; the games already there are real-time, with no clock and no rated choice", async () => {
    await inDataDir(async (dataDir) => {
      const { DatabaseSync } = await import("node:sqlite");
      const old = new DatabaseSync(join(dataDir, "epochs.sqlite"));
      old.exec(`CREATE TABLE games (id TEXT PRIMARY KEY, room_id TEXT NOT NULL, game TEXT NOT NULL, mode TEXT NOT NULL, options TEXT NOT NULL,
        seed TEXT NOT NULL, players INTEGER NOT NULL, seats TEXT NOT NULL, clock_seconds INTEGER, status TEXT NOT NULL, outcome TEXT,
        created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL) STRICT`);
      const g = makeGame();
      old.prepare("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)")
        .run(g.id, g.roomId, g.game, g.mode, JSON.stringify(g.options), g.seed, g.players, JSON.stringify(g.seats), g.clockSeconds, g.status, g.createdAt, g.updatedAt);
      old.close();
      await paceAndRatedAdded(await openStorage({ dataDir }), g);
    });
  });
});

describe.skipIf(!DATABASE_URL)("PostgresStorage on a schema made before turn-based play and rated games", () => {
  it("adds the pace, clock and rated columns; the games already there are real-time, with no clock and no rated choice", async () => {
    await inSchema(async (client, schema) => {
      await client.query(`CREATE SCHEMA "${schema}"`);
      await client.query(`CREATE TABLE "${schema}".games (id text PRIMARY KEY, room_id text NOT NULL, game text NOT NULL, mode text NOT NULL,
        options jsonb NOT NULL, seed text NOT NULL, players integer NOT NULL, seats jsonb NOT NULL, clock_seconds integer, status text NOT NULL,
        outcome jsonb, created_at bigint NOT NULL, updated_at bigint NOT NULL)`);
      const g = makeGame();
      await client.query(`INSERT INTO "${schema}".games VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::jsonb, $9, $10, NULL, $11, $12)`,
        [g.id, g.roomId, g.game, g.mode, JSON.stringify(g.options), g.seed, g.players, JSON.stringify(g.seats), g.clockSeconds, g.status, g.createdAt, g.updatedAt]);
      const store = new PostgresStorage({ connectionString: DATABASE_URL!, schema });
      await store.init();
      await paceAndRatedAdded(store, g);
    });
  });
});

/**
 * A passkey stored before passkeys had names (`dropName` takes the column away from a table made now, as an older
 * build had it): opening the storage adds the column; that passkey is unnamed and may be named, new ones keep theirs.
 */
async function passkeyNamesAdded(open: () => Promise<Storage>, dropName: () => Promise<void>): Promise<void> {
  const accountId = randomUUID();
  const passkey = (id: string, name: string | null, createdAt = 1) => ({ id, accountId, publicKey: new Uint8Array([1, 2, 3]), counter: 0, transports: ["internal"], createdAt, lastUsedAt: null, name });
  let store = await open();
  try {
    await store.accounts.createGuest(accountId, 1);
    expect(await store.passkeys.claimWithPasskey(`Old-${accountId.slice(0, 8)}`, `old-${accountId.slice(0, 8)}`, passkey("old-key", "dropped with the column"))).toBeNull();
  } finally {
    await store.close();
  }
  await dropName();
  store = await open();
  try {
    expect((await store.passkeys.passkeysOf(accountId)).map((p) => p.name)).toEqual([null]);
    expect(await store.passkeys.addPasskey(passkey("new-key", "Phone", 2))).toBeNull();
    expect(await store.passkeys.renamePasskey(accountId, "old-key", "Laptop")).toBe(true);
    expect(await store.passkeys.renamePasskey(randomUUID(), "new-key", "Not yours")).toBe(false);
    expect((await store.passkeys.passkeysOf(accountId)).map((p) => [p.id, p.name])).toEqual([["old-key", "Laptop"], ["new-key", "Phone"]]);
  } finally {
    await store.close();
  }
}

describe("SqliteStorage on a file made before passkeys had names", () => {
  it("adds the passkeys' name column: the passkeys there are unnamed until named", async () => {
    await inDataDir((dataDir) => passkeyNamesAdded(() => openStorage({ dataDir }), async () => {
      const { DatabaseSync } = await import("node:sqlite");
      const old = new DatabaseSync(join(dataDir, "epochs.sqlite"));
      try { old.exec("ALTER TABLE passkeys DROP COLUMN name"); } finally { old.close(); }
    }));
  });
});

describe.skipIf(!DATABASE_URL)("PostgresStorage on a schema made before passkeys had names", () => {
  it("adds the passkeys' name column: the passkeys there are unnamed until named", async () => {
    await inSchema((client, schema) => passkeyNamesAdded(async () => {
      const store = new PostgresStorage({ connectionString: DATABASE_URL!, schema });
      await store.init();
      return store;
    }, async () => { await client.query(`ALTER TABLE "${schema}".passkeys DROP COLUMN name`); }));
  });
});
