/** Who may take back what (engine/core/undo.ts), and the room's log of entries, pages and undos (rooms/game-log.ts). */
import { describe, expect, it } from "vitest";
import { replay } from "../../../engine/core/match.ts";
import { isApplied, undoableMove, undoEntry, type UndoStep } from "../../../engine/core/undo.ts";
import type { ApplyOk, GameEvent } from "../../../engine/core/types.ts";
import { GameLog } from "../../../rooms/game-log.ts";
import { tally } from "../../fixtures/tally.ts";

const move = (seat: number, barrier = false): UndoStep => ({ seat, barrier, applied: true });
const ok = (events: GameEvent[], barrier?: boolean): ApplyOk<unknown> => (barrier ? { state: {}, events, barrier } : { state: {}, events });

describe("undoableMove", () => {
  it("is the last applied move, the asker's, no point of no return, while the asker decides", () => {
    expect(undoableMove([move(0), move(0)], 0, true)).toBe(1);
    expect(undoableMove([move(0), move(0)], 0, false)).toBeNull(); // someone else is asked now
    expect(undoableMove([move(0), move(1)], 0, true)).toBeNull(); // another seat decided since
    expect(undoableMove([move(0), move(0, true)], 0, true)).toBeNull(); // it revealed something
    expect(undoableMove([move(0, true), move(0)], 0, true)).toBe(1);
    // Taken back already: the one before is next.
    expect(undoableMove([move(0), move(0), { seat: 0, barrier: false, applied: false }, { seat: 0, barrier: false, applied: false }], 0, true)).toBe(1);
    expect(undoableMove([], 0, true)).toBeNull();
  });

  it("an undo entry and the move it took back are not applied by replay", () => {
    expect(isApplied(undoEntry(0, 3))).toBe(false);
    expect(isApplied({ seat: 0, move: { type: "add" }, undone: 4 })).toBe(false);
    expect(isApplied({ seat: 0, move: { type: "add" } })).toBe(true);
    const moves = [{ seat: 0, move: { type: "add", amount: 2 } }, { seat: 0, move: { type: "add", amount: 3 }, undone: 2 }, undoEntry(0, 1), { seat: 0, move: { type: "add", amount: 1 } }];
    const withUndo = replay(tally, { players: 2, options: {}, seed: "u", moves });
    const plain = replay(tally, { players: 2, options: {}, seed: "u", moves: [moves[0], moves[3]] });
    expect(withUndo.hash).toBe(plain.hash);
  });
});

describe("GameLog", () => {
  it("takes a move back to the state before it, keeps the entry, and leaves it out of the pages", () => {
    const log = new GameLog();
    log.addMove(0, { type: "a" }, ok([{ type: "A", seat: 0 }]), "s0");
    log.addMove(0, { type: "b" }, ok([{ type: "B", seat: 0, visibleTo: [0], redacted: { type: "B", seat: 0 }, secret: 1 }]), "s1");
    expect(log.undoable(0, true)).toBe(1);
    expect(log.takeBack(0, 1)).toBe("s1");
    expect(log.length).toBe(3);
    expect(log.undoable(0, true)).toBe(0);
    expect(log.message(2, 1)).toEqual({ stateId: 3, by: 0, events: [{ type: "MoveUndone", seat: 0 }], undoes: 2 });
    expect(log.page(null, null).entries.map((e) => e.stateId)).toEqual([1, 3]);
    expect(log.takeBack(0, 0)).toBe("s0");
    expect(log.undoable(0, true)).toBeNull();
  });

  it("keeps no state from before a point of no return or another seat's move", () => {
    const log = new GameLog();
    log.addMove(0, { type: "a" }, ok([]), "s0");
    log.addMove(0, { type: "roll" }, ok([], true), "s1");
    log.addMove(0, { type: "c" }, ok([]), "s2");
    expect(log.undoable(0, true)).toBe(2);
    log.addMove(1, { type: "d" }, ok([]), "s3");
    expect(log.undoable(0, true)).toBeNull();
    expect(log.undoable(1, true)).toBe(3);
  });

  it("pages the latest entries first, each page before the one asked for, redacted for the audience", () => {
    const log = new GameLog();
    for (let i = 0; i < 7; i++) log.addMove(i % 2, { type: "m" }, ok([{ type: "Drew", seat: i % 2, visibleTo: [i % 2], redacted: { type: "Drew", seat: i % 2 }, card: i }], true), `s${i}`);
    const latest = log.page(0, null, 3);
    expect(latest).toMatchObject({ before: null, more: true });
    expect(latest.entries.map((e) => e.stateId)).toEqual([5, 6, 7]);
    expect(latest.entries.map((e) => e.events[0].card)).toEqual([4, undefined, 6]);
    const earlier = log.page(0, 5, 3);
    expect(earlier.entries.map((e) => e.stateId)).toEqual([2, 3, 4]);
    expect(earlier.more).toBe(true);
    expect(log.page(0, 2, 3)).toMatchObject({ before: 2, more: false, entries: [{ stateId: 1 }] });
    expect(log.page(null, null, 10).entries.every((e) => e.events[0].card === undefined)).toBe(true);
  });
});
