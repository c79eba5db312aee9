/**
 * The Advance listing keeps the takeable advances' costs per seat by the player's advances list, the borrowed
 * advance, the rule book, the turn's seat and the turn marks the cost rules name (actions/advance.ts,
 * `takeableCosts`): the listed payments must follow each of them.
 */
import { describe, expect, it } from "vitest";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { scenario } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import type { AnyAdvanceId } from "../../../engine/games/clash-of-cultures/data/index.ts";

const base = (advances: AnyAdvanceId[]): CocState =>
  scenario({ players: 2, options: { events: "none" }, seats: [{ resources: { food: 2, ideas: 4, gold: 4 }, advances }] });

const listedPayment = (s: CocState, advance: string) => coc.legalMoves(s, 0).find((m) => m.type === "advance" && m.advance === advance)?.payment;

describe("the Advance listing's kept costs", () => {
  it("follow the advances list", () => {
    const s = base(["mining"]);
    expect(listedPayment(s, "engineering")).toEqual({ food: 2 });
    // The same turn and marks, Math owned: Engineering is free.
    const p = { ...s.players[0], advances: [...s.players[0].advances, "math" as const] };
    expect(listedPayment({ ...s, players: [p, s.players[1]] }, "engineering")).toEqual({});
  });

  it("follow the borrowed advance (the Great Library) on an unchanged advances list", () => {
    const s = base(["mining"]);
    expect(listedPayment(s, "engineering")).toEqual({ food: 2 });
    // Math borrowed: Engineering is free, though the player's advances list is the same list.
    const p = { ...s.players[0], borrowedAdvance: "math" as const };
    const borrowing: CocState = { ...s, players: [p, s.players[1]] };
    expect(borrowing.players[0].advances).toBe(s.players[0].advances);
    expect(listedPayment(borrowing, "engineering")).toEqual({});
    expect(listedPayment(s, "engineering")).toEqual({ food: 2 });
  });

  it("follow Priesthood's mark on an unchanged advances list and another player record", () => {
    const s = base(["myths", "priesthood"]);
    expect(listedPayment(s, "math")).toEqual({});
    // Another record (the moves kept for the record miss) with the same advances list, once the turn used Priesthood.
    const p = { ...s.players[0], resources: { ...s.players[0].resources, wood: 1 } };
    const used: CocState = { ...s, players: [p, s.players[1]], turn: { ...s.turn!, used: [...s.turn!.used, "priesthood"] } };
    expect(used.players[0].advances).toBe(s.players[0].advances);
    expect(listedPayment(used, "math")).toEqual({ food: 2 });
  });
});
