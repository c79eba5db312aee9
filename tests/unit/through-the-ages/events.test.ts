import { describe, expect, it } from "vitest";
import { play, query, within } from "../../../engine/kit/testing/scenario.ts";
import { civilActionTotal, totals } from "../../../engine/games/through-the-ages/base/ratings.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, setGoods, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { resolveEvent } from "../../../engine/games/through-the-ages/politics/events.ts";
import { amountOf } from "../../../engine/games/through-the-ages/base/tokens.ts";

type S = ReturnType<typeof start>;
const reveal = (s: S, id: string, by = 0) => within(tta, s, (ctx) => resolveEvent(ctx, id, by));
const two = (fn: (s: S) => void) => edit(start(2, "events"), (s) => { s.era = "II"; s.current = 0; fn(s); });

describe("Events (base §30, NLW appendix)", () => {
  it("Emigration: each civilization loses half its discontent workers (rounded up) as population", () => {
    const r = reveal(two((s) => { s.players[0].yellowBank = 12; s.players[0].workers = 2; }), "emigration").state;
    // 12 tokens left need 2 happy faces; none: 2 discontent → 1 population.
    expect([r.players[0].workers, r.players[0].yellowBank]).toEqual([1, 13]);
    expect(r.players[1].workers).toBe(1);
  });

  it("Dark Ages: science above 4 is halved, rounded up", () => {
    const r = reveal(two((s) => { s.players[0].science = 9; s.players[1].science = 3; }), "dark-ages").state;
    expect(r.players.map((p) => p.science)).toEqual([9 - 3, 3]);
  });

  it("Uncertain Borders: the strongest takes a yellow token from the weakest", () => {
    const r = reveal(two((s) => giveTech(s, 1, "warriors", 1)), "uncertain-borders").state;
    // Seat 1 (two warriors) takes from seat 0.
    expect(r.players.map((p) => p.yellowBank)).toEqual([17, 18]);
  });

  it("Border Conflict: the weakest loses a building, the strongest gains 3 resources", () => {
    let r = reveal(two((s) => giveTech(s, 1, "warriors", 1)), "border-conflict").state;
    expect(amountOf(r.players[1], "resources")).toBe(3);
    // The weakest chooses which of its farms, mines and urban buildings goes.
    expect(tta.pending(r)[0]).toMatchObject({ kind: "choose", seat: 0, id: "destroy-own", options: [{ value: "agriculture" }, { value: "bronze" }, { value: "philosophy" }] });
    r = play(tta, r, 0, { type: "choose", value: "bronze" }).state;
    expect([r.players[0].workers, r.players[0].techs.find((t) => t.card === "bronze")!.workers]).toEqual([2, 1]);
  });

  it("Iconoclasm: leaders not of the current age leave play", () => {
    const r = reveal(two((s) => { s.players[0].leader = "homer"; s.players[1].leader = "isaac-newton"; }), "iconoclasm").state;
    expect(r.players.map((p) => p.leader)).toEqual([null, "isaac-newton"]);
  });

  it("Impact of Population: 2 culture per content worker beyond ten", () => {
    const r = reveal(two((s) => { s.players[0].workers = 7; s.players[0].yellowBank = 14; giveTech(s, 0, "religion", 2); }), "impact-of-population").state;
    // 7 unused + 6 on cards + 2 temples = 15 workers, happy 2 = needed 2 → no discontent: 5 beyond ten.
    expect(r.players[0].culture).toBe(10);
    expect(r.players[1].culture).toBe(0);
  });

  it("prepared Age III events still in the decks are scored at the end of the game", () => {
    let s = edit(start(2, "end"), (s) => {
      s.era = "IV";
      s.first = 0;
      s.current = 1;
      s.round = 9;
      s.lastRound = 9;
      s.futureEvents = ["impact-of-population", "barbarians"];
      s.currentEvents = [];
      s.players[0].workers = 12;
      s.stack = [{ kind: "game", seat: null }, { kind: "end-turn", seat: null, player: 1 }, { kind: "actions", seat: 1 }];
      setGoods(s, 0, "food", 10);
    });
    s = play(tta, s, 1, { type: "end-turn" }).state;
    expect(s.finished).toBe(true);
    // Seat 0: 12 unused + 6 on cards, 18 tokens → no discontent; 8 beyond ten.
    expect(s.players[0].culture).toBe(16);
    expect(tta.outcome(s)!.ranking).toEqual([[0], [1]]);
  });
});

describe("Events that ask each civilization", () => {
  it("Development of Civilization: each seat, from the revealer, may increase population, build or develop 1 cheaper, or decline", () => {
    let s = edit(start(2, "devciv"), (s) => {
      actionsOf(s, 0, { politics: true });
      s.players[0].military = ["barbarians"];
      s.currentEvents = ["development-of-civilization", "development-of-crafts"];
      setGoods(s, 0, "food", 1);
    });
    s = play(tta, s, 0, { type: "prepare-event", card: "barbarians" }).state;
    expect(tta.pending(s)[0]).toMatchObject({ seat: 0, id: "perform" });
    expect(tta.legalMoves(s, 0)).toContainEqual({ type: "increase-population" });
    s = play(tta, s, 0, { type: "increase-population" }).state;
    expect([s.players[0].workers, s.players[0].civilSpent]).toEqual([2, 0]);
    expect(tta.pending(s)[0]).toMatchObject({ seat: 1, id: "perform" });
    s = play(tta, s, 1, { type: "decline-order" }).state;
    expect(tta.pending(s)[0]).toMatchObject({ seat: 0, id: "actions" });
  });

  it("Wisdom of the Ancestors: science per completed wonder, resources per unfinished one, doubled for Age A", () => {
    const r = reveal(two((s) => { s.players[0].wonders = ["pyramids", "great-wall"]; s.players[1].wonder = { card: "colossus", built: 1, tokens: 1 }; }), "wisdom-of-the-ancestors").state;
    expect(r.players[0].science).toBe(3);
    expect(amountOf(r.players[1], "resources")).toBe(2);
  });

  it("Call to Arms with two players: the weaker loses 2 civil actions next turn and draws 2 military cards", () => {
    const r = reveal(two((s) => { giveTech(s, 1, "warriors", 1); s.militaryDecks.II = ["spy", "annex", "plunder-2"]; }), "call-to-arms").state;
    expect(r.players[0].civilPenalty).toBe(2);
    expect(r.players[0].military).toEqual(["spy", "annex"]);
  });
});

describe("Ravages of Time", () => {
  it("each civilization turns an Age A or I wonder of its choice face down: no effects, 2 culture, still completed", () => {
    const s = two((s) => { s.players[0].wonders = ["great-wall", "pyramids"]; });
    let r = reveal(s, "ravages-of-time").state;
    expect(tta.pending(r)[0]).toMatchObject({ seat: 0, id: "ravages-of-time", options: [{ value: "great-wall" }, { value: "pyramids" }] });
    r = play(tta, r, 0, { type: "choose", value: "pyramids" }).state;
    expect(r.players[0].flipped).toEqual(["pyramids"]);
    expect(query(tta, () => civilActionTotal(r, 0))).toBe(4);
    expect(query(tta, () => totals(r, 0).culture)).toBe(1 + 2);
    expect(r.players[0].wonders).toHaveLength(2);
  });
});
