import { describe, expect, it } from "vitest";
import { play, reject } from "../../../engine/kit/testing/scenario.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, setRow, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { civilActionTotal, totals } from "../../../engine/games/through-the-ages/base/ratings.ts";
import { query, within } from "../../../engine/kit/testing/scenario.ts";
import { card } from "../../../engine/games/through-the-ages/base/cards.ts";
import { refillRow } from "../../../engine/games/through-the-ages/row/row.ts";

describe("Through the Ages setup (base §2-3)", () => {
  it.each([[2, 4], [3, 5], [4, 6]])("%i players: a row of 13 Age A cards and players + 2 current events", (players, events) => {
    const s = start(players, `setup-${players}`);
    expect(s.row).toHaveLength(13);
    expect(s.row.every((c) => c !== null)).toBe(true);
    expect(s.currentEvents).toHaveLength(events);
    expect(s.militaryDecks.A).toEqual([]);
    for (const p of s.players) {
      expect(p.yellowBank).toBe(18);
      expect(p.blueBank).toBe(16);
      expect(p.workers).toBe(1);
      expect(p.techs.map((t) => [t.card, t.workers])).toEqual([["agriculture", 2], ["bronze", 2], ["philosophy", 1], ["religion", 0], ["warriors", 1]]);
      expect(p.government).toBe("despotism");
    }
    const r = query(tta, () => totals(s, 0));
    expect([r.science, r.culture, r.strength, r.happy]).toEqual([1, 0, 1, 0]);
    expect(query(tta, () => civilActionTotal(s, 0))).toBe(4);
  });

  it("civil decks follow the player count and the set (base §2, seed L128-158)", () => {
    const two = start(2, "d", { expansion: false });
    const four = start(4, "d", { expansion: false });
    expect(two.civilDecks.I).toHaveLength(44);
    expect(four.civilDecks.I).toHaveLength(53);
    expect(two.civilDecks.II).toHaveLength(44);
    // Pacts leave the military decks at 2 players.
    const pacts = (s: ReturnType<typeof start>) => s.militaryDecks.II.filter((c) => query(tta, () => card(c).kind === "pact")).length;
    expect(pacts(two)).toBe(0);
    expect(pacts(four)).toBeGreaterThan(0);
    // The NLW set swaps in the balanced reprints.
    const nlw = start(4, "d", { expansion: true });
    expect(four.civilDecks.III).toContain("professional-sports");
    expect(four.civilDecks.III).not.toContain("professional-sports-nlw");
    expect(nlw.civilDecks.III).toContain("professional-sports-nlw");
    expect(nlw.civilDecks.III).not.toContain("professional-sports");
  });

  it("first round: 1, 2, 3… civil actions by seat order, only taking cards, no military actions", () => {
    const s = start(3, "first");
    const seats = [s.first, (s.first + 1) % 3, (s.first + 2) % 3];
    expect(tta.pending(s)).toMatchObject([{ kind: "turn", seat: s.first }]);
    const types = new Set(tta.legalMoves(s, s.first).map((m) => m.type));
    expect(types).toEqual(new Set(["take-card", "end-turn"]));
    // Only spaces 1-5 cost 1 civil action.
    expect(tta.legalMoves(s, s.first).filter((m) => m.type === "take-card").map((m) => m.slot)).toEqual([0, 1, 2, 3, 4]);
    let x = s;
    for (const [i, seat] of seats.entries()) {
      expect(x.players[seat].civilSpent).toBe(4 - (i + 1));
      x = play(tta, x, seat, { type: "end-turn" }).state;
    }
    // Round 2 starts with the first refill: Age A is over, the politics phase comes first.
    expect(x.round).toBe(2);
    expect(x.era).toBe("I");
    expect(tta.pending(x)[0]).toMatchObject({ seat: s.first, id: "politics" });
  });
});

describe("The card row (base §4)", () => {
  it("costs 1, 2 or 3 civil actions by space; a wonder costs 1 more per completed wonder", () => {
    let s = edit(start(2, "row"), (s) => {
      actionsOf(s, 0);
      setRow(s, ["engineering-genius-a", null, null, null, null, "iron", null, null, null, "colossus"]);
      s.players[0].wonders = ["pyramids"];
    });
    s = play(tta, s, 0, { type: "take-card", slot: 5 }).state;
    expect(s.players[0].civilSpent).toBe(2);
    expect(s.players[0].hand).toEqual(["iron"]);
    expect(reject(tta, s, 0, { type: "take-card", slot: 9 }).message).toContain("4 civil actions");
    s = play(tta, s, 0, { type: "take-card", slot: 0 }).state;
    expect(s.players[0].civilSpent).toBe(3);
  });

  it("refuses a second copy of a technology, a second leader of an age, and a card over the hand limit", () => {
    const s = edit(start(2, "limits"), (s) => {
      actionsOf(s, 0);
      setRow(s, ["iron", "iron", "homer", "moses"]);
      s.players[0].hand = ["iron"];
      s.players[0].leaderAges = ["A"];
    });
    expect(reject(tta, s, 0, { type: "take-card", slot: 0 }).message).toContain("Iron");
    expect(reject(tta, s, 0, { type: "take-card", slot: 2 }).message).toContain("leader of this age");
    const full = edit(s, (s) => { s.players[0].hand = ["a", "b", "c", "d"].map(() => "bread-and-circuses"); });
    expect(reject(tta, full, 0, { type: "take-card", slot: 1 }).message).toContain("hand already holds");
  });

  it("a wonder goes straight into play unfinished; a second one waits until the first is built", () => {
    let s = edit(start(2, "wonder"), (s) => {
      actionsOf(s, 0);
      setRow(s, ["pyramids", "colossus"]);
    });
    s = play(tta, s, 0, { type: "take-card", slot: 0 }).state;
    expect(s.players[0].wonder).toEqual({ card: "pyramids", built: 0, tokens: 0 });
    expect(s.players[0].hand).toEqual([]);
    expect(reject(tta, s, 0, { type: "take-card", slot: 1 }).message).toContain("still building");
  });

  it("the refill sweeps the leftmost spaces by player count, slides the rest left and deals the deck", () => {
    const s = edit(start(3, "sweep"), (s) => {
      s.era = "I";
      setRow(s, ["iron", "alchemy", "drama", null, "knights", "irrigation", "bronze", "cartography", "monarchy", "theology", "swordsmen", "warfare", "code-of-laws"]);
      s.civilDecks.I = ["printing-press", "masonry", "theocracy", "philosophy"];
    });
    const r = within(tta, s, (ctx) => refillRow(ctx)).state;
    // 3 players sweep 2 spaces; the gap at space 4 closes too.
    expect(r.row).toEqual(["drama", "knights", "irrigation", "bronze", "cartography", "monarchy", "theology", "swordsmen", "warfare", "code-of-laws", "printing-press", "masonry", "theocracy"]);
    expect(r.civilDecks.I).toEqual(["philosophy"]);
  });

  it("dealing the last card of a deck ends the age: old cards antiquated, 2 yellow tokens lost, the refill goes on from the next deck", () => {
    const s = edit(start(2, "age"), (s) => {
      s.era = "I";
      setRow(s, Array(13).fill("iron").map((c, i) => (i < 10 ? c : null)));
      s.civilDecks.I = ["drama"];
      s.civilDecks.II = ["coal", "opera", "cannon", "journalism", "riflemen", "cavalrymen"];
      s.players[0].hand = ["engineering-genius-a", "alchemy"];
      s.players[0].leader = "homer";
      s.players[1].wonder = { card: "pyramids", built: 1, tokens: 1 };
      s.players[1].blueBank = 15;
    });
    const r = within(tta, s, (ctx) => refillRow(ctx)).state;
    expect(r.era).toBe("II");
    expect(r.row).toEqual([...Array(7).fill("iron"), "drama", "coal", "opera", "cannon", "journalism", "riflemen"]);
    expect(r.civilDecks.II).toEqual(["cavalrymen"]);
    expect(r.players[0].hand).toEqual(["alchemy"]);
    expect(r.players[0].leader).toBeNull();
    expect(r.players[1].wonder).toBeNull();
    expect(r.players[1].blueBank).toBe(16);
    expect(r.players.map((p) => p.yellowBank)).toEqual([16, 16]);
  });
});

describe("Powers at the start of an age", () => {
  it("Colossus (balanced): its owner draws 3 military cards of the new age when Age II begins", () => {
    const s = edit(start(2, "colossus"), (s) => {
      s.era = "I";
      setRow(s, Array(13).fill("iron").map((c, i) => (i < 12 ? c : null)));
      s.civilDecks.I = [];
      s.civilDecks.II = ["coal", "opera", "cannon", "journalism", "riflemen", "cavalrymen"];
      s.militaryDecks.II = ["spy", "annex", "plunder-2", "raid-2"];
      s.players[1].wonders = ["colossus-nlw"];
    });
    const r = within(tta, s, (ctx) => refillRow(ctx)).state;
    expect(r.era).toBe("II");
    expect(r.players[1].military).toEqual(["spy", "annex", "plunder-2"]);
    expect(r.players[0].military).toEqual([]);
  });
});
