/**
 * Undo within a turn over real websockets, on the kit's test game Tally (a turn of several moves: "add" is
 * free, "roll" throws a die, passing a multiple of 10 asks the next seat a question out of turn). A seat takes
 * back its own moves, one at a time, back to the last point of no return; the stored log keeps every move,
 * marks those taken back, and replays to the state the players see, also after a server restart.
 */
import { describe, expect, it } from "vitest";
import type { Room } from "@colyseus/sdk";
import { replay } from "../../engine/core/match.ts";
import { readServerMessage, type ServerMessages } from "../../engine/core/protocol.ts";
import { UNDO_MOVE } from "../../engine/core/undo.ts";
import { tally } from "../fixtures/tally.ts";
import { nextMessage, startTestServer, tempDataDir, until } from "./harness.ts";
import { join, sendMove, viewOf, type Joined } from "./clients.ts";

let requests = 0;

/** Sends `undo` against the current state id; resolves with its ack or error. */
function sendUndo(room: Room): Promise<{ type: "ack" } | { type: "error"; code: string }> {
  const requestId = `u${++requests}`;
  return new Promise((resolve) => {
    const offAck = room.onMessage("ack", (m: any) => { if (m.requestId === requestId) { offAck(); offErr(); resolve({ type: "ack" }); } });
    const offErr = room.onMessage("error", (m: any) => { if (m.requestId === requestId) { offAck(); offErr(); resolve({ type: "error", code: m.code }); } });
    room.send("undo", { stateId: room.state.stateId, requestId });
  });
}

async function twoSeats(sdk: () => any) {
  const ann = await join(sdk().create("game", { game: "tally", players: 2, mode: "private", name: "Ann", options: { target: 60, cap: 20 } }));
  const bob = await join(sdk().joinById(ann.room.roomId, { name: "Bob" }));
  bob.room.send("ready", { ready: true });
  await until(() => ann.room.state.seats[1].ready, 3000, "ready");
  const started = nextMessage(ann.room, "welcome");
  ann.room.send("start", {});
  const { gameRecordId } = await started;
  await until(() => [ann, bob].every((j) => j.mirror.stateId === 0), 5000, "the first views");
  return { ann, bob, recordId: gameRecordId as string };
}

/** Waits until both clients hold the room's latest view. */
const settled = (all: Joined[]) => until(() => all.every((j) => j.mirror.stateId === all[0].room.state.stateId && j.room.state.stateId === all[0].room.state.stateId), 5000, "every view");

async function ok(all: Joined[], j: Joined, move: Record<string, unknown>) {
  expect(await sendMove(j.room, move)).toEqual({ type: "ack" });
  await settled(all);
}

async function undo(all: Joined[], j: Joined) {
  const r = await sendUndo(j.room);
  await settled(all);
  return r.type === "ack" ? "ack" : r.code;
}

describe("undo within a turn", () => {
  it("takes back own moves to the last point of no return; refuses after a die roll, another seat's decision or the turn", async () => {
    const dataDir = tempDataDir();
    const first = await startTestServer({ DATA_DIR: dataDir, RECONNECT_SECONDS: "30" }, [tally]);
    const { ann, bob, recordId } = await twoSeats(first.sdk);
    const all = [ann, bob];
    const undone: ServerMessages["events"][] = [];
    bob.room.onMessage("events", (bytes: unknown) => { const m = readServerMessage("events", bytes); if (m.undoes !== undefined) undone.push(m); });

    // Ann adds twice and takes both back, one at a time; a third undo finds nothing.
    await ok(all, ann, { type: "add", amount: 3 });
    await ok(all, ann, { type: "add", amount: 2 });
    expect(ann.room.state.undoSeat).toBe(0);
    expect(await undo(all, bob)).toBe("cannot-undo"); // Bob has nothing of his to take back
    expect(await undo(all, ann)).toBe("ack");
    expect(viewOf(ann).total).toBe(3);
    expect(await undo(all, ann)).toBe("ack");
    expect(viewOf(bob).total).toBe(0);
    expect(ann.room.state.undoSeat).toBe(-1);
    expect(await undo(all, ann)).toBe("cannot-undo");
    expect(undone.map((m) => [m.by, m.undoes, m.events])).toEqual([[0, 2, [{ type: "MoveUndone", seat: 0 }]], [0, 1, [{ type: "MoveUndone", seat: 0 }]]]);

    // A die roll is a point of no return: neither it nor the add before it can be taken back.
    await ok(all, ann, { type: "add", amount: 1 });
    await ok(all, ann, { type: "roll" });
    expect(ann.room.state.undoSeat).toBe(-1);
    expect(await undo(all, ann)).toBe("cannot-undo");
    // A move after the roll can be.
    const total = viewOf(ann).total as number;
    await ok(all, ann, { type: "add", amount: 1 }); // the total is 2-7 after the roll: no question for Bob
    expect(await undo(all, ann)).toBe("ack");
    expect(viewOf(ann).total).toBe(total);
    // Ending the turn hands the decision on: Ann may not take it back.
    await ok(all, ann, { type: "end-turn" });
    expect(await undo(all, ann)).toBe("cannot-undo");

    // Bob passes a multiple of 10: Ann is asked out of turn, and her answer is another seat's decision for Bob.
    let bobMoved = false;
    while ((viewOf(bob).total as number) % 10 < 7) { await ok(all, bob, { type: "add", amount: 1 }); bobMoved = true; }
    // With some dice Bob's turn starts at 7-9 already: then he has nothing of his own to take back yet.
    expect(ann.room.state.undoSeat).toBe(bobMoved ? 1 : -1);
    await ok(all, bob, { type: "add", amount: 3 });
    expect(ann.room.state.waitingFor.toArray()).toEqual([0]);
    expect(await undo(all, bob)).toBe("cannot-undo"); // Bob is not deciding now
    await ok(all, ann, { type: "choose", value: "yes" });
    expect(ann.room.state.waitingFor.toArray()).toEqual([1]);
    expect(await undo(all, bob)).toBe("cannot-undo");
    expect(await undo(all, ann)).toBe("cannot-undo"); // nor may Ann: it is Bob's turn
    // Bob's own moves after that decision can be taken back again, and one is left to take back after a restart.
    await ok(all, bob, { type: "add", amount: 1 });
    await ok(all, bob, { type: "add", amount: 1 });
    expect(await undo(all, bob)).toBe("ack");

    // The stored log: every move kept, the ones taken back marked with their undo entry; it replays to what everyone sees.
    const stored = (await first.epochs.storage.loadGame(recordId))!;
    const undos = stored.moves.flatMap((m, i) => (m.move.type === UNDO_MOVE ? [i] : []));
    expect(undos.length).toBe(undone.length);
    for (const i of undos) expect(stored.moves[stored.moves[i].move.move as number].undone).toBe(i);
    expect(stored.moves.filter((m) => m.undone !== undefined).length).toBe(undos.length);
    expect(stored.moves.length).toBe(ann.room.state.stateId);
    const replayed = replay(tally, { players: 2, seed: stored.game.seed, options: stored.game.options, moves: stored.moves });
    expect(viewOf(ann)).toEqual(JSON.parse(JSON.stringify(tally.view(replayed.state as any, 0))));
    const viewBefore = viewOf(bob);
    const logBefore = await nextLog(bob.room, () => bob.room.send("log", { before: bob.room.state.stateId + 1 }));

    // A restart: the game is rebuilt from the log to the same state, with the same history, and Bob may still take back his add.
    for (const j of all) j.room.reconnection.enabled = false;
    await first.stop();
    const second = await startTestServer({ DATA_DIR: dataDir, RECONNECT_SECONDS: "30" }, [tally]);
    try {
      expect(await second.epochs.restoreUnfinished()).toBe(1);
      const bob2room = await second.sdk().joinById(ann.room.roomId, { name: "Bob", credential: bob.welcome.credential });
      const log2 = nextMessage<ServerMessages["log"]>(bob2room, "log");
      const bob2 = await join(Promise.resolve(bob2room));
      const ann2 = await join(second.sdk().joinById(ann.room.roomId, { name: "Ann", credential: ann.welcome.credential }));
      await settled([bob2, ann2]);
      expect(viewOf(bob2)).toEqual(viewBefore);
      expect((await log2).entries).toEqual(logBefore.entries);
      expect(bob2.room.state.undoSeat).toBe(1);
      expect(await undo([bob2, ann2], bob2)).toBe("ack");
      expect(await undo([bob2, ann2], bob2)).toBe("cannot-undo");
      const after = (await second.epochs.storage.loadGame(recordId))!;
      const again = replay(tally, { players: 2, seed: after.game.seed, options: after.game.options, moves: after.moves });
      expect(viewOf(ann2)).toEqual(JSON.parse(JSON.stringify(tally.view(again.state as any, 0))));
      for (const j of [ann2, bob2]) await j.room.leave();
    } finally {
      await second.stop();
    }
  }, 60_000);

  it("acknowledges an undo whose write was stored though its answer was lost, and refuses one that was not stored", async () => {
    const ts = await startTestServer({ RECONNECT_SECONDS: "30" }, [tally]);
    try {
      const { ann, bob } = await twoSeats(ts.sdk);
      const all = [ann, bob];
      await ok(all, ann, { type: "add", amount: 3 });
      await ok(all, ann, { type: "add", amount: 2 });
      const storage = ts.epochs.storage;
      const original = storage.appendMove;
      try {
        storage.appendMove = () => Promise.reject(new Error("disk full"));
        expect(await undo(all, ann)).toBe("storage");
        expect(viewOf(bob).total).toBe(5);
        storage.appendMove = async (...args) => {
          await original.apply(storage, args);
          throw new Error("connection lost after the commit");
        };
        expect(await undo(all, ann)).toBe("ack");
      } finally {
        storage.appendMove = original;
      }
      expect(viewOf(bob).total).toBe(3);
      expect(ann.room.state.stateId).toBe(3);
      await ok(all, ann, { type: "add", amount: 1 });
      expect(viewOf(ann).total).toBe(4);
      for (const j of all) await j.room.leave();
    } finally {
      await ts.stop();
    }
  }, 60_000);
});

async function nextLog(room: Room, ask: () => void) {
  const page = nextMessage<ServerMessages["log"]>(room, "log");
  ask();
  return page;
}
