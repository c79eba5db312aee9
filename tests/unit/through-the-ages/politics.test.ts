import { describe, expect, it } from "vitest";
import { play, query, reject } from "../../../engine/kit/testing/scenario.ts";
import { totals } from "../../../engine/games/through-the-ages/base/ratings.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { amountOf } from "../../../engine/games/through-the-ages/base/tokens.ts";

const politicsOf = (players: number, fn: (s: ReturnType<typeof start>) => void) =>
  edit(start(players, "politics"), (s) => { actionsOf(s, 0, { politics: true }); fn(s); });

describe("Events (base §16)", () => {
  it("preparing an event scores its age in culture and reveals the current deck's top card", () => {
    let s = politicsOf(2, (s) => {
      s.players[0].military = ["barbarians"];
      s.currentEvents = ["development-of-science", "development-of-crafts"];
    });
    s = play(tta, s, 0, { type: "prepare-event", card: "barbarians" }).state;
    expect(s.players[0].culture).toBe(1);
    expect(s.futureEvents).toEqual(["barbarians"]);
    expect(s.pastEvents).toEqual(["development-of-science"]);
    expect(s.players.map((p) => p.science)).toEqual([2, 2]);
    expect(tta.pending(s)[0]).toMatchObject({ seat: 0, id: "actions" });
  });

  it("the last current event turns the future deck into the current one, older ages on top", () => {
    const s = play(tta, politicsOf(2, (s) => {
      s.players[0].military = ["barbarians"];
      s.currentEvents = ["development-of-science"];
      s.futureEvents = ["cultural-influence", "development-of-crafts"];
    }), 0, { type: "prepare-event", card: "barbarians" }).state;
    expect(s.currentEvents[0]).toBe("development-of-crafts");
    expect(s.currentEvents).toHaveLength(3);
    expect(s.futureEvents).toEqual([]);
  });

  it("the view shows other seats' hands and the event decks only as counts and ages", () => {
    const s = politicsOf(2, (s) => { s.players[1].military = ["spy"]; s.players[1].hand = ["iron"]; s.futureEvents = ["barbarians"]; });
    const v = tta.view(s, 0);
    expect(v.players[1]).toMatchObject({ hand: null, military: null, handCount: 1, militaryCount: 1 });
    expect(v.futureEvents).toEqual(["I"]);
    expect(JSON.stringify(v)).not.toContain("barbarians");
    expect(tta.view(s, 1).players[1].military).toEqual(["spy"]);
  });

  it("the view says why cards may not be played now only to the seat playing its turn", () => {
    const s = politicsOf(2, () => {});
    expect(tta.pending(s)[0]).toMatchObject({ kind: "turn", seat: 0 });
    expect(tta.view(s, 0).refusals).not.toBeNull();
    expect(tta.view(s, 1).refusals).toBeNull();
    expect(tta.view(s, null).refusals).toBeNull();
  });
});

describe("Colonization (base §18)", () => {
  it("a territory is auctioned clockwise; the winner sends units and gains the colony's effects", () => {
    let s = politicsOf(2, (s) => {
      s.players[0].military = ["barbarians"];
      s.currentEvents = ["vast-territory-1", "development-of-crafts"];
      giveTech(s, 0, "warriors", 1);
      giveTech(s, 1, "warriors", 2);
    });
    s = play(tta, s, 0, { type: "prepare-event", card: "barbarians" }).state;
    expect(tta.pending(s)[0]).toMatchObject({ kind: "choose", seat: 0, id: "colonize-bid" });
    expect(tta.legalMoves(s, 0).map((m) => m.value)).toEqual([1, 2, null]);
    s = play(tta, s, 0, { type: "choose", value: 2 }).state;
    expect(tta.legalMoves(s, 1).map((m) => m.value)).toEqual([3, null]);
    s = play(tta, s, 1, { type: "choose", value: 3 }).state;
    // Seat 0 cannot beat 3 and drops out; seat 1 sends three warriors.
    expect(tta.pending(s)[0]).toMatchObject({ seat: 1, id: "colonize-send" });
    for (let i = 0; i < 3; i++) s = play(tta, s, 1, { type: "choose", value: "warriors" }).state;
    const p = s.players[1];
    expect(p.colonies).toEqual(["vast-territory-1"]);
    expect(p.techs.find((t) => t.card === "warriors")!.workers).toBe(0);
    // 3 yellow tokens back to the bank, +3 from the territory; 3 food; −1 blue token.
    expect(p.yellowBank).toBe(16 + 3 + 3);
    expect(amountOf(p, "food")).toBe(3);
    expect(p.blueBank).toBe(16 - 3 - 1);
  });

  it("nobody bidding sends the territory to the past events", () => {
    let s = politicsOf(2, (s) => { s.players[0].military = ["barbarians"]; s.currentEvents = ["vast-territory-1", "development-of-crafts"]; });
    s = play(tta, s, 0, { type: "prepare-event", card: "barbarians" }).state;
    s = play(tta, s, 0, { type: "choose", value: null }).state;
    s = play(tta, s, 1, { type: "choose", value: null }).state;
    expect(s.pastEvents).toEqual(["vast-territory-1"]);
  });
});

describe("Aggressions (base §19)", () => {
  it("need a weaker target; the target defends with cards, and a defence as high as the attack makes it fail", () => {
    const base = politicsOf(2, (s) => {
      s.players[0].military = ["plunder-1"];
      giveTech(s, 0, "warriors", 3);
      s.players[1].military = ["military-bonus-1", "spy"];
      s.players[1].techs.find((t) => t.card === "bronze")!.blue = 4;
      s.players[1].blueBank = 12;
    });
    expect(reject(tta, edit(base, (s) => giveTech(s, 1, "warriors", 3)), 0, { type: "aggression", card: "plunder-1", target: 1 }).message).toContain("weaker");
    let s = play(tta, base, 0, { type: "aggression", card: "plunder-1", target: 1 }).state;
    expect(s.players[0].militarySpent).toBe(1);
    expect(tta.pending(s)[0]).toMatchObject({ kind: "choose", seat: 1, id: "defend" });
    // Attack 4 against 1: a bonus card (+2) and a discarded card (+1) reach 4.
    s = play(tta, s, 1, { type: "choose", value: "military-bonus-1" }).state;
    s = play(tta, s, 1, { type: "choose", value: "spy" }).state;
    expect(amountOf(s.players[1], "resources")).toBe(4);
    const taken = play(tta, play(tta, base, 0, { type: "aggression", card: "plunder-1", target: 1 }).state, 1, { type: "choose", value: null }).state;
    expect(amountOf(taken.players[1], "resources")).toBe(1);
    expect(amountOf(taken.players[0], "resources")).toBe(3);
  });
});

describe("Wars (base §20)", () => {
  it("are resolved at the start of the declarer's next turn; the stronger side takes its spoils", () => {
    let s = politicsOf(2, (s) => {
      s.era = "III";
      s.players[0].military = ["war-over-culture"];
      s.players[0].specials = ["warfare"];
      giveTech(s, 0, "warriors", 4);
      s.players[1].culture = 20;
      s.civilDecks.III = Array(20).fill("computers");
    });
    s = play(tta, s, 0, { type: "war", card: "war-over-culture", target: 1 }).state;
    expect(s.wars).toEqual([{ attacker: 0, card: "war-over-culture", target: 1 }]);
    s = play(tta, s, 0, { type: "end-turn" }).state;
    s = play(tta, s, 1, { type: "pass-politics" }).state;
    s = play(tta, s, 1, { type: "end-turn" }).state;
    // Strength 6 (five warriors, Warfare) against 1: 5 + 5 culture.
    expect(s.wars).toEqual([]);
    expect(s.players[1].culture).toBe(20 - 10);
    expect(s.players[0].culture).toBe(10);
  });
});

describe("Pacts (base §21)", () => {
  it("are offered to the partner, who accepts or refuses; either side may cancel", () => {
    const base = politicsOf(3, (s) => { s.players[0].military = ["open-borders-agreement"]; });
    let s = play(tta, base, 0, { type: "offer-pact", card: "open-borders-agreement", partner: 2, asA: true }).state;
    expect(tta.pending(s)[0]).toMatchObject({ kind: "choose", seat: 2, id: "pact-accept" });
    const refused = play(tta, s, 2, { type: "choose", value: "no" }).state;
    expect(refused.players[0].military).toEqual(["open-borders-agreement"]);
    s = play(tta, s, 2, { type: "choose", value: "yes" }).state;
    expect(s.pacts).toEqual([{ card: "open-borders-agreement", owner: 0, a: 0, b: 2 }]);
    expect(tta.legalMoves(s, 0).length).toBeGreaterThan(0);
    expect(reject(tta, politicsOf(2, (s) => { s.players[0].military = ["open-borders-agreement"]; }), 0, { type: "offer-pact", card: "open-borders-agreement", partner: 1, asA: true }).message).toContain("two players");
  });
});

describe("Resigning (base §23)", () => {
  it("with two players ends the game: the other seat wins", () => {
    const s = play(tta, politicsOf(2, () => {}), 0, { type: "resign" }).state;
    expect(s.finished).toBe(true);
    expect(tta.outcome(s)!.ranking[0]).toEqual([1]);
  });
});

describe("Lasting effects of pacts and wars", () => {
  it("International Tourism: each side scores culture per wonder of the other", () => {
    const s = politicsOf(3, (s) => { s.pacts = [{ card: "international-tourism", owner: 0, a: 0, b: 1 }]; s.players[1].wonders = ["pyramids", "colossus"]; });
    expect(query(tta, () => totals(s, 0).culture)).toBe(2);
    expect(query(tta, () => totals(s, 2).culture)).toBe(0);
  });

  it("Hybrid War: both sides have 2 unhappy faces until it is resolved", () => {
    const s = politicsOf(2, (s) => { s.wars = [{ attacker: 0, card: "hybrid-war", target: 1 }]; s.players[1].techs.find((t) => t.card === "religion")!.workers = 2; });
    expect(query(tta, () => totals(s, 1).happy)).toBe(0);
    expect(query(tta, () => totals(edit(s, (s) => { s.wars = []; }), 1).happy)).toBe(2);
  });

  it("Kidnapping: the attacker takes a civil card it may hold from the target's hand, seen only by the two", () => {
    const base = politicsOf(2, (s) => {
      s.players[0].military = ["kidnapping"];
      s.players[0].hand = ["iron"];
      giveTech(s, 0, "warriors", 3);
      s.players[1].hand = ["iron", "alchemy", "drama"];
    });
    // The target holds no military card: no defence to ask for. The attacker already holds Iron.
    const asked = play(tta, base, 0, { type: "aggression", card: "kidnapping", target: 1 }).state;
    expect(tta.view(asked, 0).stack.at(-1)).toMatchObject({ seat: 0, choice: "kidnap", options: ["alchemy", "drama"], optional: true });
    expect(tta.view(asked, 1).stack.at(-1)).toMatchObject({ choice: "kidnap", options: [] });
    const r = play(tta, asked, 0, { type: "choose", value: "alchemy" });
    expect(r.state.players[0].hand).toEqual(["iron", "alchemy"]);
    expect(r.state.players[1].hand).toEqual(["iron", "drama"]);
    expect(r.events.find((e) => e.type === "kidnapped")).toMatchObject({ visibleTo: [0, 1], redacted: { type: "kidnapped" } });
  });
});
