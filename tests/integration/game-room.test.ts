import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CloseCode } from "@colyseus/shared-types";
import type { Room } from "@colyseus/sdk";
import { nextMessage, startTestServer, until, type TestServer } from "./harness.ts";
import { CODE_ALPHABET } from "../../rooms/codes.ts";
import { readServerMessage } from "../../engine/core/protocol.ts";
import { askHints, join, mirrorView, sendMove, seatOf, startPrivateGame, viewOf, watchLobby, type Joined } from "./clients.ts";

let ts: TestServer;
beforeAll(async () => { ts = await startTestServer({ QUICK_MATCH_WAIT_SECONDS: "600", RECONNECT_SECONDS: "30" }); });
afterAll(async () => { await ts?.stop(); });

const privateGame = (players = 2) => startPrivateGame(ts.sdk, players);

describe("quick match", () => {
  it.each([2, 4])("groups %i players first come first served and starts when full", async (players) => {
    const joined: Joined[] = [];
    for (let i = 0; i < players; i++) joined.push(await join(ts.sdk().joinOrCreate("game", { game: "dice-race", players, mode: "quick", name: `Q${i}` })));
    const roomIds = new Set(joined.map((j) => j.room.roomId));
    expect(roomIds.size).toBe(1);
    expect(joined.map((j) => j.welcome.seat).sort()).toEqual([...Array(players).keys()]);
    await until(() => joined.every((j) => j.room.state.phase === "playing"), 3000, "quick match start");
    // The next person gets a new room, not the running game.
    const late = await join(ts.sdk().joinOrCreate("game", { game: "dice-race", players, mode: "quick", name: "Late" }));
    expect(late.room.roomId).not.toBe(joined[0].room.roomId);
    expect(late.room.state.phase).toBe("lobby");
    for (const j of [...joined, late]) await j.room.leave();
  });

  it("never matches players asking for a different game size", async () => {
    const a = await join(ts.sdk().joinOrCreate("game", { game: "dice-race", players: 2, mode: "quick", name: "A" }));
    const b = await join(ts.sdk().joinOrCreate("game", { game: "dice-race", players: 3, mode: "quick", name: "B" }));
    expect(a.room.roomId).not.toBe(b.room.roomId);
    await a.room.leave(); await b.room.leave();
  });
});

describe("private lobbies and listings", () => {
  it("gets a 6-character code without ambiguous characters that friends join with", async () => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "Ann" }));
    expect(host.room.roomId).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
    expect(host.welcome.seat).toBe(0);
    expect(typeof host.welcome.credential).toBe("string");
    const friend = await join(ts.sdk().joinById(host.room.roomId, { name: "Bob" }));
    expect(friend.welcome.seat).toBe(1);
    await until(() => host.room.state.seats[1]?.name === "Bob", 3000, "Bob's seat to sync");
    await host.room.leave(); await friend.room.leave();
  });

  it.each(["private", "public"] as const)("lets friends type a %s lobby's join code in lower case", async (mode) => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode, name: "Ann" }));
    expect(host.room.roomId).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
    const friend = await join(ts.sdk().joinById(host.room.roomId.toLowerCase(), { name: "Bob" }));
    expect(friend.room.roomId).toBe(host.room.roomId);
    expect(friend.welcome.seat).toBe(1);
    await host.room.leave(); await friend.room.leave();
  });

  it("lists open public lobbies live, and never private rooms or quick matches", async () => {
    const lobby = await watchLobby(ts.sdk());
    const priv = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "Secret" }));
    const quick = await join(ts.sdk().joinOrCreate("game", { game: "dice-race", players: 4, mode: "quick", name: "Q" }));
    const pub = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "public", name: "Open" }));
    await until(() => lobby.rooms.has(pub.room.roomId), 3000, "public lobby in the listing");
    expect(lobby.rooms.get(pub.room.roomId)!.metadata).toMatchObject({ game: "dice-race", mode: "public", phase: "lobby", players: 2, taken: 1, host: "Open", pace: { kind: "realtime" }, rated: true });
    // The host's pace and rating choices show in the listing as they change.
    pub.room.send("configure", { pace: { kind: "per-move", seconds: 86_400 }, rated: false });
    await until(() => lobby.rooms.get(pub.room.roomId)?.metadata?.rated === false, 3000, "the listing to follow the lobby's settings");
    expect(lobby.rooms.get(pub.room.roomId)!.metadata).toMatchObject({ pace: { kind: "per-move", seconds: 86_400 }, rated: false });
    expect(lobby.rooms.has(priv.room.roomId)).toBe(false);
    const listedModes = [...lobby.rooms.values()].map((r) => r.metadata?.mode);
    expect(listedModes).not.toContain("private");
    // Private rooms are not found by quick match either.
    const q2 = await join(ts.sdk().joinOrCreate("game", { game: "dice-race", players: 2, mode: "quick", name: "Q2" }));
    expect(q2.room.roomId).not.toBe(priv.room.roomId);
    // A started public game leaves the listing.
    const guest = await join(ts.sdk().joinById(pub.room.roomId, { name: "Guest" }));
    guest.room.send("ready", { ready: true });
    await until(() => pub.room.state.seats[1]?.ready === true, 3000, "guest ready");
    pub.room.send("start", {});
    await until(() => !lobby.rooms.has(pub.room.roomId), 3000, "started game to leave the listing");
    for (const r of [priv, quick, pub, guest, q2]) await r.room.leave();
    await lobby.room.leave();
  });

  it("lets the host seat bots and start a game against them", async () => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 3, mode: "private", name: "Solo", options: { target: 10 } }));
    host.room.send("add-bot", {});
    await until(() => host.room.state.seats[1]?.bot === true, 3000, "a bot seat");
    host.room.send("start", {});
    await until(() => host.room.state.phase === "playing", 3000, "start");
    expect(host.room.state.seats.map((s: any) => s.bot)).toEqual([false, true, true]);
    // Play until the game ends: bots answer for their seats.
    const outcome = nextMessage(host.room, "outcome", 15000);
    while (host.room.state.phase === "playing") {
      if ([...host.room.state.waitingFor].includes(0)) {
        const r = await sendMove(host.room, host.room.state.waitingFor.length && viewOf(host)?.challenge ? { type: "answer", accept: true } : { type: "roll" });
        expect(["ack", "stale-state", "game-over"]).toContain(r.type === "ack" ? "ack" : r.code);
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    const result = await outcome;
    expect(result.ranking.flat().sort()).toEqual([0, 1, 2]);
    await host.room.leave();
  });

  it("rejects host commands from guests and bad options from the host", async () => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "H" }));
    const guest = await join(ts.sdk().joinById(host.room.roomId, { name: "G" }));
    const err1 = nextMessage(guest.room, "error");
    guest.room.send("start", {});
    expect((await err1).code).toBe("not-host");
    const err2 = nextMessage(host.room, "error");
    host.room.send("configure", { options: { target: 1 } });
    expect((await err2).code).toBe("bad-options");
    expect(JSON.parse(host.room.state.options).target).toBe(20);
    const err3 = nextMessage(host.room, "error");
    host.room.send("start", {});
    expect((await err3).code).toBe("not-ready");
    expect(host.room.state.phase).toBe("lobby");
    await host.room.leave(); await guest.room.leave();
  });

  it("refuses to create rooms for unknown games or impossible player counts", async () => {
    await expect(ts.sdk().create("game", { game: "nope", players: 2, mode: "private" })).rejects.toThrow(/unknown game/);
    await expect(ts.sdk().create("game", { game: "dice-race", players: 9, mode: "private" })).rejects.toThrow(/2-4 players/);
  });
});

describe("moves", () => {
  it("rejects bad, out-of-turn, stale and impersonating messages without changing the state", async () => {
    const [a, b] = await privateGame(2);
    const before = { view: viewOf(a), stateId: a.room.state.stateId };
    const turn = viewOf(a).turn as number;
    const mover = turn === a.welcome.seat ? a : b;
    const other = mover === a ? b : a;

    const cases: [Room, unknown, string][] = [
      [other.room, { stateId: before.stateId, move: { type: "roll" } }, "not-your-turn"],
      [mover.room, { stateId: before.stateId, move: { type: "fly" } }, "bad-move"],
      [mover.room, { stateId: before.stateId + 5, move: { type: "roll" } }, "stale-state"],
      [mover.room, { move: { type: "roll" } }, "bad-message"],
      [mover.room, "garbage", "bad-message"],
      // Impersonation: a seat field is not part of the protocol; the sender's own seat is used.
      [other.room, { stateId: before.stateId, move: { type: "roll" }, seat: turn }, "not-your-turn"],
    ];
    for (const [room, msg, code] of cases) {
      const err = nextMessage(room, "error");
      room.send("move", msg);
      expect((await err).code).toBe(code);
    }
    const unknown = nextMessage(mover.room, "error");
    mover.room.send("teleport", { to: 1 });
    expect((await unknown).code).toBe("bad-message");
    await new Promise((r) => setTimeout(r, 100));
    expect(a.room.state.stateId).toBe(before.stateId);
    expect(viewOf(a)).toBe(before.view);
    // The room still works: a legal move goes through.
    const ok = await sendMove(mover.room, { type: "pass" });
    expect(ok.type).toBe("ack");
    await until(() => a.room.state.stateId === before.stateId + 1 && a.mirror.stateId === before.stateId + 1, 3000, "state to advance");
    expect(viewOf(a).turnsTaken).toBe(before.view.turnsTaken + 1);
    await a.room.leave(); await b.room.leave();
  });

  it("keeps each seat's secret card away from the other seats", async () => {
    const [a, b] = await privateGame(2);
    expect([1, 2, 3]).toContain(viewOf(a).myCard);
    expect([1, 2, 3]).toContain(viewOf(b).myCard);
    // Each seat's view is its own: everything but the card is the same.
    expect({ ...viewOf(a), myCard: 0 }).toEqual({ ...viewOf(b), myCard: 0 });
    await a.room.leave(); await b.room.leave();
  });

  it("broadcasts redacted events: the drawer sees the card, others only that one was drawn", async () => {
    const [a, b] = await privateGame(2);
    const turn = viewOf(a).turn as number;
    const mover = turn === a.welcome.seat ? a : b;
    const other = mover === a ? b : a;
    const mine = nextMessage(mover.room, "events");
    const theirs = nextMessage(other.room, "events");
    await sendMove(mover.room, { type: "play-card" });
    const drawnMine = (await mine).events.find((e: any) => e.type === "CardDrawn");
    const drawnTheirs = (await theirs).events.find((e: any) => e.type === "CardDrawn");
    expect(drawnMine.card).toBeGreaterThan(0);
    expect(drawnTheirs).toEqual({ type: "CardDrawn", seat: turn });
    await a.room.leave(); await b.room.leave();
  });

  it("lets spectators watch the public view but never act or see secrets", async () => {
    const [a, b] = await privateGame(2);
    const watcher = await join(ts.sdk().joinById(a.room.roomId, { name: "Watcher", spectate: true }));
    expect(watcher.welcome.seat).toBeNull();
    await until(() => watcher.mirror.stateId >= 0, 3000, "public view");
    expect(viewOf(watcher).myCard).toBeNull();
    expect({ ...viewOf(watcher), myCard: 0 }).toEqual({ ...viewOf(a), myCard: 0 });
    const err = nextMessage(watcher.room, "error");
    watcher.room.send("move", { stateId: watcher.room.state.stateId, move: { type: "roll" } });
    expect((await err).code).toBe("not-seated");
    await watcher.room.leave(); await a.room.leave(); await b.room.leave();
  });

  it("refuses spectators before the game starts", async () => {
    const host = await join(ts.sdk().create("game", { game: "dice-race", players: 2, mode: "private", name: "H" }));
    await expect(ts.sdk().joinById(host.room.roomId, { name: "W", spectate: true })).rejects.toThrow(/not started/);
    await host.room.leave();
  });

  it("answers hints with the seat's legal moves", async () => {
    const [a, b] = await privateGame(2);
    const turn = viewOf(a).turn as number;
    const mover = turn === a.welcome.seat ? a : b;
    const answer = await askHints(mover.room);
    expect(answer.moves.map((m: any) => m.type).sort()).toEqual(["pass", "play-card", "roll"]);
    expect(answer.prompts).toEqual([{ kind: "turn", seat: mover.welcome.seat, id: "turn", moveTypes: ["roll", "play-card", "pass"] }]);
    await a.room.leave(); await b.room.leave();
  });

  it("sends the seat a new state waits for its hints unasked, ahead of that state's view, and no one else", async () => {
    const [a, b] = await privateGame(2);
    const watcher = await join(ts.sdk().joinById(a.room.roomId, { name: "Watcher", spectate: true }));
    await until(() => watcher.mirror.stateId >= 0, 3000, "public view");
    const turn = viewOf(a).turn as number;
    const mover = turn === a.welcome.seat ? a : b;
    const next = mover === a ? b : a;
    const received = new Map<Joined, string[]>();
    for (const j of [a, b, watcher]) {
      const seen: string[] = [];
      received.set(j, seen);
      j.room.onMessage("hints", (h: unknown) => seen.push(`hints ${readServerMessage("hints", h).stateId}`));
      j.room.onMessage("view", (v: unknown) => seen.push(`view ${readServerMessage("view", v).stateId}`));
    }
    const stateId = a.room.state.stateId as number;
    expect((await sendMove(mover.room, { type: "pass" })).type).toBe("ack");
    await until(() => [a, b, watcher].every((j) => j.mirror.stateId === stateId + 1), 3000, "everyone's view of the next state");
    expect(viewOf(a).turn).toBe(next.welcome.seat);
    expect(received.get(next)).toEqual([`hints ${stateId + 1}`, `view ${stateId + 1}`]);
    expect(received.get(mover)).toEqual([`view ${stateId + 1}`]);
    expect(received.get(watcher)).toEqual([`view ${stateId + 1}`]);
    await watcher.room.leave(); await a.room.leave(); await b.room.leave();
  });
});

describe("reconnection", () => {
  it("keeps seat and state through a dropped connection; others see the seat disconnected meanwhile", async () => {
    const [a, b] = await privateGame(2);
    a.room.reconnection.minUptime = 0;
    a.room.reconnection.minDelay = 300;
    const seat = a.welcome.seat;
    const reconnected = new Promise<void>((r) => a.room.onReconnect(() => r()));
    a.room.connection.close(CloseCode.MAY_TRY_RECONNECT);
    await until(() => b.room.state.seats[seat].connected === false, 3000, "seat shown disconnected");
    await reconnected;
    await until(() => b.room.state.seats[seat].connected === true, 3000, "seat shown connected again");
    expect(seatOf(a)).toBe(seat);
    expect(a.room.state.stateId).toBe(b.room.state.stateId);
    expect(viewOf(a).myCard).toBeGreaterThan(0);
    await a.room.leave(); await b.room.leave();
  });

  it("resumes after a page reload with the stored reconnection token", async () => {
    const [a, b] = await privateGame(2);
    const seat = a.welcome.seat;
    const token = a.room.reconnectionToken;
    a.room.reconnection.enabled = false;
    a.room.connection.close(CloseCode.MAY_TRY_RECONNECT);
    await until(() => b.room.state.seats[seat].connected === false, 3000, "seat shown disconnected");
    const reloaded = await ts.sdk().reconnect(token);
    const mirror = mirrorView(reloaded);
    await until(() => mirror.stateId >= 0, 3000, "view after reload");
    expect((mirror.view as any).myCard).toBe(viewOf(a).myCard);
    await until(() => b.room.state.seats[seat].connected === true, 3000, "seat shown connected");
    await reloaded.leave(); await b.room.leave();
  });

  it("hands a vanished player's seat to a bot until they reclaim it with their credential", async () => {
    const [a, b] = await privateGame(2);
    const seat = a.welcome.seat;
    await a.room.leave(); // consented leave: no reconnection window
    await until(() => b.room.state.seats[seat].bot === true, 3000, "bot takes the seat");
    // The bot answers for the seat: the game moves on when it is the bot's turn.
    const back = await join(ts.sdk().joinById(a.room.roomId, { name: "Ann", credential: a.welcome.credential }));
    expect(back.welcome.seat).toBe(seat);
    await until(() => b.room.state.seats[seat].bot === false && b.room.state.seats[seat].connected, 3000, "seat reclaimed");
    await expect(ts.sdk().joinById(a.room.roomId, { name: "Thief", credential: "x".repeat(32) })).rejects.toThrow(/bad-credential/);
    await expect(ts.sdk().joinById(a.room.roomId, { name: "Late" })).rejects.toThrow(/already started/);
    await back.room.leave(); await b.room.leave();
  });
});
