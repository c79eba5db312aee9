import { describe, expect, it } from "vitest";
import { play, reject, within } from "../../../engine/kit/testing/scenario.ts";
import { resolveEvent } from "../../../engine/games/through-the-ages/politics/events.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, setGoods, setRow, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { tech } from "../../../engine/games/through-the-ages/base/cards.ts";
import { EVENTS } from "../../../engine/games/through-the-ages/data/index.ts";
import { amountOf } from "../../../engine/games/through-the-ages/base/tokens.ts";

type S = ReturnType<typeof start>;
const reveal = (s: S, id: string, by = 0) => within(tta, s, (ctx) => resolveEvent(ctx, id, by)).state;
const politicsOf = (fn: (s: S) => void, players = 2) => edit(start(players, "events-nlw"), (s) => { actionsOf(s, 0, { politics: true }); fn(s); });

describe("Kidnapping's culture", () => {
  it("the attacker scores 3 culture at the end of the turn when it played the card it took; others do not see the card", () => {
    let s = politicsOf((s) => {
      s.players[0].military = ["kidnapping"];
      giveTech(s, 0, "warriors", 3);
      s.players[1].hand = ["revolutionary-idea-2"];
    });
    s = play(tta, s, 0, { type: "aggression", card: "kidnapping", target: 1 }).state;
    s = play(tta, s, 0, { type: "choose", value: "revolutionary-idea-2" }).state;
    expect(s.players[0].powers.usedThisTurn.some((m) => m.includes("revolutionary-idea-2"))).toBe(true);
    expect(tta.view(s, 1).players[0].powers.usedThisTurn).toEqual([]);
    const kept = play(tta, s, 0, { type: "end-turn" }).state;
    s = play(tta, s, 0, { type: "play-action", card: "revolutionary-idea-2" }).state;
    s = play(tta, s, 0, { type: "end-turn" }).state;
    expect(s.players[0].culture - kept.players[0].culture).toBe(3);
  });
});

describe("Development of Civilization's revolution", () => {
  it("costs 1 science less and no civil action, and uses up all civil actions: this turn's, or another seat's next", () => {
    let s = reveal(politicsOf((s) => {
      for (const p of s.players) { p.hand = ["monarchy"]; p.science = 1; }
    }), "development-of-civilization");
    // Monarchy's revolution costs 2 science.
    s = play(tta, s, 0, { type: "event-revolution", card: "monarchy" }).state;
    expect([s.players[0].government, s.players[0].science, s.players[0].civilSpent]).toEqual(["monarchy", 0, 5]);
    s = play(tta, s, 1, { type: "event-revolution", card: "monarchy" }).state;
    expect([s.players[1].government, s.players[1].civilSpent, s.players[1].civilPenalty]).toEqual(["monarchy", 0, 5]);
  });
});

describe("Freedom of Movement", () => {
  it("each seat may move one worker to another technology card, paying the difference in cost", () => {
    let s = reveal(politicsOf((s) => {
      s.era = "II";
      giveTech(s, 0, "alchemy");
      setGoods(s, 0, "resources", 5);
    }), "freedom-of-movement");
    expect(tta.pending(s)[0]).toMatchObject({ kind: "choose", seat: 0, id: "freedom-of-movement" });
    s = play(tta, s, 0, { type: "choose", value: "philosophy>alchemy" }).state;
    const cost = tech("alchemy").buildCost! - tech("philosophy").buildCost!;
    expect([s.players[0].techs.find((t) => t.card === "alchemy")!.workers, amountOf(s.players[0], "resources")]).toEqual([1, 5 - cost]);
    expect(tta.pending(s)[0]).toMatchObject({ kind: "choose", seat: 1, id: "freedom-of-movement" });
  });
});

describe("Development of Planning", () => {
  it("3 unused Age A events are drawn; each seat chooses one, which applies to it alone", () => {
    const chosen = ["development-of-agriculture", "development-of-science", "development-of-crafts"];
    let s = reveal(politicsOf((s) => {
      s.currentEvents = EVENTS.filter((e) => e.age === "A" && !chosen.includes(e.id) && e.id !== "development-of-planning").map((e) => e.id);
      s.pastEvents = ["development-of-planning"];
    }), "development-of-planning");
    expect(tta.pending(s)[0]).toMatchObject({ kind: "choose", seat: 0, id: "development-of-planning" });
    expect([...(tta.pending(s)[0] as { options: { value: string }[] }).options.map((o) => o.value)].sort()).toEqual([...chosen].sort());
    s = play(tta, s, 0, { type: "choose", value: "development-of-science" }).state;
    s = play(tta, s, 1, { type: "choose", value: "development-of-agriculture" }).state;
    expect(s.players.map((p) => [p.science, amountOf(p, "food")])).toEqual([[2, 0], [0, 2]]);
  });
});

describe("International Agreement", () => {
  it("the strongest takes cards worth up to 5 civil actions at once, the row slides without a sweep, and it skips its next politics", () => {
    let s = reveal(politicsOf((s) => {
      giveTech(s, 1, "warriors", 1);
      setRow(s, ["iron", "alchemy", null, null, null, "coal", null, null, null, null, "drama", "swordsmen", "knights"]);
    }), "international-agreement");
    expect(tta.pending(s)[0]).toMatchObject({ seat: 1, id: "international-agreement" });
    s = play(tta, s, 1, { type: "agreement-take", slot: 0 }).state;
    s = play(tta, s, 1, { type: "agreement-take", slot: 5 }).state;
    // 1 + 2 taken; slot 10 would cost 3 more.
    expect(reject(tta, s, 1, { type: "agreement-take", slot: 10 }).message).toContain("3 civil actions");
    s = play(tta, s, 1, { type: "agreement-end" }).state;
    expect([s.players[1].hand, s.players[1].civilSpent]).toEqual([["iron", "coal"], 0]);
    expect(s.row.slice(0, 4)).toEqual(["alchemy", "drama", "swordsmen", "knights"]);
    s = play(tta, play(tta, s, 0, { type: "pass-politics" }).state, 0, { type: "end-turn" }).state;
    expect(tta.pending(s)[0]).toMatchObject({ seat: 1, id: "actions" });
  });
});

describe("Choices events leave to a seat (base §30)", () => {
  const options = (s: S) => (tta.pending(s)[0] as { options: { value: unknown }[] }).options.map((o) => o.value);

  it("Terrorism: the civilization with the least culture picks the urban building each other one loses", () => {
    let s = reveal(politicsOf((s) => { s.players[1].culture = 5; giveTech(s, 1, "religion", 1); }), "terrorism");
    expect(tta.pending(s)[0]).toMatchObject({ seat: 0, id: "terrorism" });
    expect(options(s)).toEqual(["philosophy", "religion"]);
    s = play(tta, s, 0, { type: "choose", value: "religion" }).state;
    expect(s.players[1].techs.find((t) => t.card === "religion")!.workers).toBe(0);
  });

  it("Independence Declaration: the weakest picks the colony it loses", () => {
    let s = reveal(politicsOf((s) => { giveTech(s, 1, "warriors", 1); s.players[0].colonies = ["vast-territory-1", "wealthy-territory-1"]; }), "independence-declaration");
    expect(tta.pending(s)[0]).toMatchObject({ seat: 0, id: "lose-colony" });
    s = play(tta, s, 0, { type: "choose", value: "vast-territory-1" }).state;
    expect(s.players[0].colonies).toEqual(["wealthy-territory-1"]);
  });

  it("International Negotiations: the revealer names a good the weakest has 3 of, and the strongest takes it", () => {
    let s = reveal(politicsOf((s) => {
      giveTech(s, 1, "warriors", 1);
      setGoods(s, 0, "food", 3);
      s.players[0].science = 4;
    }), "international-negotiations");
    expect(tta.pending(s)[0]).toMatchObject({ seat: 0, id: "negotiations" });
    expect(options(s)).toEqual(["food", "science"]);
    s = play(tta, s, 0, { type: "choose", value: "science" }).state;
    expect([s.players[0].science, s.players[1].science, amountOf(s.players[0], "food")]).toEqual([1, 3, 3]);
  });
});

describe("Losses events leave to a seat (base §30)", () => {
  const options = (s: S) => (tta.pending(s)[0] as { options: { value: unknown }[] }).options.map((o) => o.value);

  it("Raiders: the weaker splits its loss of up to 2 food and/or resources", () => {
    let s = reveal(politicsOf((s) => { giveTech(s, 1, "warriors", 1); setGoods(s, 0, "food", 3); setGoods(s, 0, "resources", 1); }), "raiders");
    expect(tta.pending(s)[0]).toMatchObject({ seat: 0, id: "lose-split" });
    expect(options(s)).toEqual(["0:2", "1:1"]);
    s = play(tta, s, 0, { type: "choose", value: "1:1" }).state;
    expect([amountOf(s.players[0], "food"), amountOf(s.players[0], "resources")]).toEqual([2, 0]);
  });

  it("Politics of Strength: the weakest chooses the military cards it discards, seen by it alone", () => {
    let s = reveal(politicsOf((s) => {
      giveTech(s, 1, "warriors", 1);
      s.players[0].military = ["spy", "raid-1", "plunder-1", "enslave"];
      s.militaryDecks.I = Array(5).fill("plunder-1");
    }), "politics-of-strength");
    expect(tta.view(s, 1).stack.at(-1)).toMatchObject({ choice: "strength-discard", options: [] });
    for (const card of ["spy", "raid-1", "enslave"]) s = play(tta, s, 0, { type: "choose", value: card }).state;
    expect(s.players[0].military).toEqual(["plunder-1"]);
    expect(s.players[1].military.length).toBeGreaterThan(0);
  });
});
