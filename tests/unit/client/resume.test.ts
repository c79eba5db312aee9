import { describe, expect, it, vi } from "vitest";
import { SessionStore, type KeyValueStorage } from "../../../client/src/net/session.ts";
import { resumeSession, type ResumeClient } from "../../../client/src/net/resume.ts";
import { GameConnection, type RoomLike } from "../../../client/src/net/gameRoom.ts";

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

function fakeClient(behaviour: { reconnect?: boolean; join?: boolean; wake?: boolean | "throw" }) {
  const calls: string[] = [];
  const client: ResumeClient<string> = {
    reconnect: vi.fn(async (token: string) => {
      calls.push(`reconnect ${token}`);
      if (!behaviour.reconnect) throw new Error("expired");
      return `room-by-token`;
    }),
    joinById: vi.fn(async (roomId: string, opts: { name: string; credential?: string }) => {
      calls.push(`join ${roomId} ${opts.name} ${opts.credential}`);
      if (!behaviour.join) throw new Error("bad-credential");
      return `room-by-id`;
    }),
  };
  if (behaviour.wake !== undefined) {
    client.wake = async (roomId, credential) => {
      calls.push(`wake ${roomId} ${credential}`);
      if (behaviour.wake === "throw") throw new Error("404");
      return behaviour.wake as boolean;
    };
  }
  return { client, calls };
}

describe("session store", () => {
  it("keeps one entry per room, newest first, and keeps a credential when an update has none", () => {
    let now = 1;
    const store = new SessionStore(memoryStorage(), () => now++);
    store.save({ roomId: "AAA111", reconnectionToken: "AAA111:t1", credential: "c".repeat(20), seat: 0 });
    store.save({ roomId: "BBB222", reconnectionToken: "BBB222:t1", seat: 1 });
    store.save({ roomId: "AAA111", reconnectionToken: "AAA111:t2", seat: 0 });
    expect(store.list().map((s) => s.roomId)).toEqual(["AAA111", "BBB222"]);
    expect(store.get("AAA111")).toMatchObject({ reconnectionToken: "AAA111:t2", credential: "c".repeat(20), seat: 0 });
    store.remove("AAA111");
    expect(store.latest()?.roomId).toBe("BBB222");
  });

  it("survives garbage in storage", () => {
    const storage = memoryStorage();
    storage.setItem("epochs.sessions", "{not json");
    expect(new SessionStore(storage).list()).toEqual([]);
  });
});

describe("resume on page load", () => {
  const cred = "x".repeat(32);
  const setup = () => {
    const store = new SessionStore(memoryStorage());
    store.save({ roomId: "ROOM01", reconnectionToken: "ROOM01:tok", credential: cred, seat: 2 });
    return store;
  };

  it("does nothing without a stored session", async () => {
    const { client, calls } = fakeClient({ reconnect: true });
    expect(await resumeSession(client, new SessionStore(memoryStorage()), { name: "Ann" })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("first tries the reconnection token", async () => {
    const { client, calls } = fakeClient({ reconnect: true, join: true });
    const r = await resumeSession(client, setup(), { name: "Ann" });
    expect(r).toMatchObject({ room: "room-by-token", how: "reconnect", session: { seat: 2 } });
    expect(calls).toEqual(["reconnect ROOM01:tok"]);
  });

  it("then joins by id with the credential", async () => {
    const { client, calls } = fakeClient({ reconnect: false, join: true });
    const store = setup();
    const r = await resumeSession(client, store, { name: "Ann" });
    expect(r).toMatchObject({ room: "room-by-id", how: "rejoin" });
    expect(calls).toEqual(["reconnect ROOM01:tok", `join ROOM01 Ann ${cred}`]);
    expect(store.get("ROOM01")).not.toBeNull();
  });

  it("drops the entry when both fail", async () => {
    const { client, calls } = fakeClient({ reconnect: false, join: false });
    const store = setup();
    const failed: string[] = [];
    expect(await resumeSession(client, store, { name: "Ann", onAttemptFailed: (how) => failed.push(how) })).toBeNull();
    expect(calls).toHaveLength(2);
    expect(failed).toEqual(["reconnect", "rejoin"]);
    expect(store.list()).toEqual([]);
  });

  it("can keep the session for a later retry (server restarting)", async () => {
    const { client } = fakeClient({ reconnect: false, join: false });
    const store = setup();
    expect(await resumeSession(client, store, { name: "Ann", keepOnFailure: true })).toBeNull();
    expect(store.get("ROOM01")).not.toBeNull();
  });

  it("wakes a stored game before rejoining, and skips the join when the game is gone", async () => {
    const a = fakeClient({ reconnect: false, join: true, wake: true });
    expect((await resumeSession(a.client, setup(), { name: "Ann" }))?.how).toBe("rejoin");
    expect(a.calls).toEqual(["reconnect ROOM01:tok", `wake ROOM01 ${cred}`, `join ROOM01 Ann ${cred}`]);
    const b = fakeClient({ reconnect: false, join: true, wake: false });
    const store = setup();
    expect(await resumeSession(b.client, store, { name: "Ann" })).toBeNull();
    expect(b.calls).toEqual(["reconnect ROOM01:tok", `wake ROOM01 ${cred}`]);
    expect(store.list()).toEqual([]);
    const c = fakeClient({ reconnect: false, join: true, wake: "throw" });
    expect((await resumeSession(c.client, setup(), { name: "Ann" }))?.how).toBe("rejoin");
  });

  it("tries older sessions after dropping a dead newer one", async () => {
    let now = 1;
    const store = new SessionStore(memoryStorage(), () => now++);
    store.save({ roomId: "OLD001", reconnectionToken: "OLD001:t", credential: cred, seat: 0 });
    store.save({ roomId: "NEW001", reconnectionToken: "NEW001:t", seat: 1 }); // no credential: cannot rejoin
    const client: ResumeClient<string> = {
      reconnect: async (t) => { if (t.startsWith("OLD")) return "old-room"; throw new Error("gone"); },
      joinById: async () => { throw new Error("no"); },
    };
    const r = await resumeSession(client, store, { name: "Ann" });
    expect(r?.room).toBe("old-room");
    expect(store.list().map((s) => s.roomId)).toEqual(["OLD001"]);
  });
});

/** A fake SDK room for the GameConnection wrapper. */
function fakeRoom() {
  const handlers = new Map<string, (p: any) => void>();
  const sent: [string, unknown][] = [];
  let stateCb: (s: unknown) => void = () => {};
  let reconnectCb: () => void = () => {};
  let dropCb: (c: number) => void = () => {};
  const room: RoomLike & { fire(type: string, p: unknown): void } = {
    roomId: "ROOM01", reconnectionToken: "ROOM01:a", state: undefined,
    send: (t, p) => void sent.push([t, p]),
    onMessage: (t, cb) => { handlers.set(t, cb); return () => handlers.delete(t); },
    onStateChange: (cb) => { stateCb = cb; },
    onDrop: (cb) => { dropCb = cb; },
    onReconnect: (cb) => { reconnectCb = cb; },
    onLeave: () => {},
    leave: async () => 4000,
    fire: (t, p) => handlers.get(t)?.(p),
  };
  return { room, sent, setState: (s: unknown) => { room.state = s; stateCb(s); }, reconnect: () => reconnectCb(), drop: () => dropCb(1006) };
}

describe("GameConnection", () => {
  it("stores the session from welcome, refreshes the token on reconnect, and reports drops", () => {
    const storage = memoryStorage();
    const store = new SessionStore(storage);
    const f = fakeRoom();
    const conn = new GameConnection(f.room, store);
    const statuses: string[] = [];
    conn.onStatus((s) => statuses.push(s.status));
    f.room.fire("welcome", { seat: 1, credential: "k".repeat(24), gameRecordId: null });
    expect(store.get("ROOM01")).toMatchObject({ seat: 1, credential: "k".repeat(24), reconnectionToken: "ROOM01:a" });
    f.drop();
    f.room.reconnectionToken = "ROOM01:b";
    f.reconnect();
    f.room.fire("welcome", { seat: 1, gameRecordId: "g1" }); // no credential the second time
    expect(statuses).toEqual(["dropped", "reconnected"]);
    expect(store.get("ROOM01")).toMatchObject({ reconnectionToken: "ROOM01:b", credential: "k".repeat(24) });
  });

  it("sends moves against the view's state id, keeps its view by patches, keeps event history", async () => {
    const f = fakeRoom();
    const conn = new GameConnection(f.room, null);
    f.room.fire("welcome", { seat: 0, gameRecordId: null });
    f.setState({
      game: "dice-race", mode: "private", phase: "playing", players: 2, hostSeat: 0, options: "{\"target\":20}", clockSeconds: 0,
      stateId: 6, waitingFor: [0], deadline: 0, outcome: "",
      seats: [{ index: 0, name: "Ann", claimed: true, connected: true, bot: false, ready: true },
        { index: 1, name: "Bot 2", claimed: true, connected: false, bot: true, ready: true }],
    });
    f.room.fire("view", { stateId: 6, full: { scores: [1, 2], myCard: 2 } });
    const before = conn.snapshot!.view as { scores: number[] };
    f.room.fire("view", { stateId: 7, from: 6, ops: [["/myCard", 5]] });
    expect(conn.snapshot).toMatchObject({ stateId: 7, view: { scores: [1, 2], myCard: 5 }, options: { target: 20 }, waitingFor: [0], outcome: null });
    expect((conn.snapshot!.view as { scores: number[] }).scores).toBe(before.scores); // untouched parts keep their identity
    f.room.fire("view", { stateId: 9, from: 8, ops: [["/myCard", 1]] }); // a gap: the copy asks for the whole view
    expect(f.sent.at(-1)).toEqual(["sync", {}]);
    expect(conn.snapshot).toMatchObject({ stateId: 7, view: { myCard: 5 } });
    const id = conn.move({ type: "roll" });
    expect(f.sent.at(-1)).toEqual(["move", { stateId: 7, move: { type: "roll" }, requestId: id }]);
    f.room.fire("events", { stateId: 8, by: 0, events: [{ type: "DiceRolled", seat: 0, dice: [3] }] });
    expect(conn.eventHistory).toHaveLength(1);
    await conn.leave();
  });

  it("keeps the log from the server's pages: the latest replaces, an earlier one goes in front, an undo drops what it took back", () => {
    const f = fakeRoom();
    const conn = new GameConnection(f.room, null);
    const batch = (stateId: number, extra: Record<string, unknown> = {}) => ({ stateId, by: 0, events: [{ type: "Passed", seat: 0 }], ...extra });
    f.room.fire("events", batch(1)); // from before a reconnection: the page replaces it
    f.room.fire("log", { before: null, more: true, entries: [batch(5), batch(6)] });
    expect(conn.eventHistory.map((b) => b.stateId)).toEqual([5, 6]);
    expect(conn.requestEarlierLog()).toBe(true);
    expect(f.sent.at(-1)).toEqual(["log", { before: 5 }]);
    expect(conn.requestEarlierLog()).toBe(false); // one request at a time
    f.room.fire("log", { before: 9, more: false, entries: [batch(1)] }); // not before what is held: ignored
    f.room.fire("log", { before: 5, more: false, entries: [batch(2), batch(4)] });
    expect(conn.eventHistory.map((b) => b.stateId)).toEqual([2, 4, 5, 6]);
    expect(conn.requestEarlierLog()).toBe(false);
    f.room.fire("events", batch(7));
    f.room.fire("events", batch(8, { undoes: 7, events: [{ type: "MoveUndone", seat: 0 }] }));
    expect(conn.eventHistory.map((b) => b.stateId)).toEqual([2, 4, 5, 6, 8]);
    conn.undo();
    expect(f.sent.at(-1)).toEqual(["undo", { stateId: 0, requestId: expect.any(String) }]);
  });
});
