/** The turn clock's bookkeeping (rooms/turn-clock.ts): what each pace gives a decision and charges for it. */
import { describe, expect, it } from "vitest";
import { TurnClock } from "../../../rooms/turn-clock.ts";

const H = 3_600_000;

describe("turn clock", () => {
  it("gives each decision the full per-move clock, and keeps a running one (a reloaded game gets no fresh clock)", () => {
    const clock = new TurnClock({ kind: "per-move", seconds: 12 * 3600 }, 0, 2, null);
    clock.time(0, 1000);
    expect(clock.running).toEqual({ seat: 0, since: 1000, deadline: 1000 + 12 * H });
    clock.time(0, 5000);
    expect(clock.running!.deadline).toBe(1000 + 12 * H);
    const reloaded = new TurnClock({ kind: "per-move", seconds: 12 * 3600 }, 0, 2, clock.snapshot());
    reloaded.time(0, 2 * H);
    expect(reloaded.running!.deadline).toBe(1000 + 12 * H);
    reloaded.decided(0, 3 * H, true);
    reloaded.time(1, 3 * H);
    expect(reloaded.running).toEqual({ seat: 1, since: 3 * H, deadline: 15 * H });
  });

  it("charges a bank the time a seat took, and credits the increment for a move but not for an undo", () => {
    const clock = new TurnClock({ kind: "bank", seconds: 24 * 3600, incrementSeconds: 3600 }, 0, 2, null);
    clock.time(0, 0);
    expect(clock.running!.deadline).toBe(24 * H);
    clock.decided(0, 5 * H, true);
    expect(clock.snapshot().banks).toEqual([20 * H, 24 * H]);
    clock.time(0, 5 * H);
    expect(clock.running!.deadline).toBe(25 * H);
    clock.decided(0, 6 * H, false);
    expect(clock.snapshot().banks![0]).toBe(19 * H);
    // The clock moving to another seat charges the one it leaves (without an increment).
    clock.time(0, 6 * H);
    clock.time(1, 8 * H);
    expect(clock.snapshot().banks).toEqual([17 * H, 24 * H]);
    expect(clock.running!.deadline).toBe(32 * H);
  });

  it("leaves a bank that ran out at one increment, and marks away seats until their owner is back", () => {
    const clock = new TurnClock({ kind: "bank", seconds: 3600, incrementSeconds: 600 }, 0, 2, null);
    clock.time(1, 0);
    clock.expired(1);
    expect(clock.running).toBeNull();
    expect(clock.snapshot().banks).toEqual([H, 600_000]);
    clock.markAway(1);
    clock.markAway(1);
    expect(clock.away).toEqual([1]);
    expect(clock.back(0)).toBe(false);
    expect(clock.back(1)).toBe(true);
    expect(clock.away).toEqual([]);
  });

  it("times a real-time game only when it has a clock", () => {
    const off = new TurnClock({ kind: "realtime" }, 0, 2, null);
    off.time(0, 0);
    expect(off.running).toBeNull();
    const on = new TurnClock({ kind: "realtime" }, 30, 2, null);
    on.time(0, 0);
    expect(on.running!.deadline).toBe(30_000);
    expect(on.turnBased).toBe(false);
  });
});
