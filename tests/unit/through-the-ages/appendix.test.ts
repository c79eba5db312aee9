/**
 * The New Leaders & Wonders rulebook's appendix ("Приложение", seed 004 L306-712), one test per clarification
 * (issue #14), each named with the card and the seed line it checks, on positions from the game's builder.
 */
import { describe, expect, it } from "vitest";
import { play, query, reject, within } from "../../../engine/kit/testing/scenario.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { militaryLeft, production, totals } from "../../../engine/games/through-the-ages/base/ratings.ts";
import { endAge } from "../../../engine/games/through-the-ages/ages/ages.ts";
import { ageOf } from "../../../engine/games/through-the-ages/base/cards.ts";
import type { TtaState } from "../../../engine/games/through-the-ages/base/state.ts";

const at = (fn: (s: TtaState) => void, seat = 0, politics = false) =>
  edit(start(2, "appendix"), (s) => { actionsOf(s, seat, { politics }); fn(s); });
const rating = (s: TtaState, seat = 0) => query(tta, () => totals(s, seat));
const ageEnds = (s: TtaState) => within(tta, s, (ctx) => endAge(ctx)).state;
/** Seat 1 ends its turn, so seat 0's turn starts. */
const nextTurnOf0 = (fn: (s: TtaState) => void) =>
  play(tta, at((s) => { s.civilDecks.I = Array(10).fill("iron"); fn(s); }, 1), 1, { type: "end-turn" }).state;

describe("Appendix, Age A", () => {
  it("Confucius (L318-320): a military card that is not an event, revealed, gives every civilization 1 — even with Confucius gone", () => {
    const s = at((s) => {
      s.players[0].military = ["barbarians"];
      s.currentEvents = ["spy", "development-of-crafts"];
      s.futureEvents = [];
    }, 0, true);
    // Spy was prepared under Confucius, who has since left play; seat 0 prepares an event and Spy is revealed.
    const r = play(tta, s, 0, { type: "prepare-event", card: "barbarians" }).state;
    expect(r.players.map((p) => p.science)).toEqual([1, 1]);
  });

  it("Confucius (L318): the card prepared is hidden from the other players until it is revealed", () => {
    const s = at((s) => { s.players[0].leader = "confucius"; s.players[0].military = ["spy"]; s.currentEvents = ["development-of-crafts", "development-of-crafts"]; }, 0, true);
    const r = play(tta, s, 0, { type: "prepare-event", card: "spy" }).state;
    expect(r.futureEvents).toContain("spy");
    expect(JSON.stringify(tta.view(r, 1))).not.toContain("\"spy\"");
  });

  it("Sun Tzu (L326): he always draws 2 military cards, even with no military action left", () => {
    const s = at((s) => { s.players[0].leader = "sun-tzu"; s.players[0].militarySpent = 2; });
    expect(query(tta, () => militaryLeft(s, 0))).toBe(0);
    expect(play(tta, s, 0, { type: "end-turn" }).state.players[0].military).toHaveLength(2);
    const without = edit(s, (s) => { s.players[0].leader = null; });
    expect(play(tta, without, 0, { type: "end-turn" }).state.players[0].military).toHaveLength(0);
  });

  it("Sun Tzu (L328): a replaced tactic stays in his seat's area, out of the common area, so nobody can copy it", () => {
    let s = at((s) => {
      s.players[0].leader = "sun-tzu";
      s.players[0].tactic = "fighting-band";
      s.players[0].tacticExclusive = true;
      s.players[0].military = ["defensive-army"];
    });
    s = play(tta, s, 0, { type: "play-tactic", card: "defensive-army" }).state;
    expect([s.players[0].tactic, s.players[0].powers.heldTactics, s.commonTactics]).toEqual(["defensive-army", ["fighting-band"], []]);
    const other = edit(s, (s) => actionsOf(s, 1));
    expect(reject(tta, other, 1, { type: "copy-tactic", card: "fighting-band" }).message).toBeTruthy();
  });

  it("Sun Tzu (L328): while he leads, the exclusive tactic does not go to the common area at the turn's start", () => {
    const s = nextTurnOf0((s) => { s.players[0].leader = "sun-tzu"; s.players[0].tactic = "fighting-band"; s.players[0].tacticExclusive = true; s.players[0].powers.heldTactics = ["defensive-army"]; });
    expect([s.commonTactics, s.players[0].tacticExclusive]).toEqual([[], true]);
  });

  it("Sun Tzu (L330): at the start of the first turn after he left, every tactic in the seat's area goes to the common area", () => {
    const s = nextTurnOf0((s) => { s.players[0].tactic = "fighting-band"; s.players[0].tacticExclusive = true; s.players[0].powers.heldTactics = ["defensive-army"]; });
    expect([...s.commonTactics].sort()).toEqual(["defensive-army", "fighting-band"]);
    expect(s.players[0].powers.heldTactics).toEqual([]);
  });

  it("Sun Tzu (L332): leaving play he goes under the current tactic; with none, he is simply discarded", () => {
    const s = at((s) => { s.players[0].leader = "sun-tzu"; s.players[0].tactic = "fighting-band"; s.players[0].tacticExclusive = true; s.players[0].hand = ["aristotle"]; });
    expect(play(tta, s, 0, { type: "play-leader", card: "aristotle" }).state.players[0].powers.sunTzuUnder).toBe("fighting-band");
    const none = play(tta, edit(s, (s) => { s.players[0].tactic = null; }), 0, { type: "play-leader", card: "aristotle" }).state;
    expect([none.players[0].leader, none.players[0].powers.sunTzuUnder]).toEqual(["aristotle", null]);
  });

  it("Sun Tzu (L334): the tactic he lies under keeps +1 for the rest of the game, also once it is in the common area", () => {
    const s = at((s) => {
      giveTech(s, 0, "warriors", 1);
      s.players[0].tactic = "fighting-band";
      s.players[0].tacticExclusive = false;
      s.commonTactics = ["fighting-band"];
      s.players[0].powers.sunTzuUnder = "fighting-band";
      s.era = "III";
    });
    const plain = edit(s, (s) => { s.players[0].powers.sunTzuUnder = null; });
    expect(rating(s).strength).toBe(rating(plain).strength + 1);
  });

  it("Ashoka (L342): only the six civil colours count — a leader in hand adds none", () => {
    const res = (hand: string[]) => query(tta, () => { const s = at((s) => { s.players[0].leader = "ashoka"; s.players[0].hand = hand; }); return [production(s, 0, "food"), production(s, 0, "resources")]; });
    // Brown (Iron) and grey (Drama): 2 colours; Aristotle, a leader, is no third colour.
    expect(res(["iron", "drama", "aristotle"])).toEqual(res(["iron", "drama"]));
    // Red (Swordsmen) is: 3 colours.
    expect(res(["iron", "drama", "swordsmen"])).not.toEqual(res(["iron", "drama"]));
  });

  it("Hippocrates (L350): the tokens beside the government are no yellow tokens to use — not for population", () => {
    const s = at((s) => { s.players[0].leader = "hippocrates"; s.players[0].powers.hippocrates = 2; s.players[0].yellowBank = 0; });
    expect(reject(tta, s, 0, { type: "increase-population" }).message).toBeTruthy();
  });

  it("Hippocrates (L352): with an empty yellow bank at the end of an age no token is lost, and one comes back", () => {
    const s = at((s) => { s.players[0].leader = "hippocrates"; s.players[0].powers.hippocrates = 2; s.players[0].yellowBank = 0; });
    const r = ageEnds(s);
    expect([r.players[0].yellowBank, r.players[0].powers.hippocrates]).toEqual([1, 1]);
  });

  it("Roman Roads (L358-360): its extra symbol changes with the age and is recalculated at the end of each age", () => {
    const s = at((s) => { s.players[0].wonders = ["roman-roads"]; });
    const plain = edit(s, (s) => { s.players[0].wonders = []; });
    const diff = (a: TtaState, b: TtaState) => query(tta, () => [production(a, 0, "resources") - production(b, 0, "resources"), totals(a, 0).science - totals(b, 0).science]);
    // Age I: 1 resource (L283).
    expect(diff(s, plain)).toEqual([1, 0]);
    // Age II, after the end of Age I: no more resource.
    expect(diff(ageEnds(s), ageEnds(plain))[0]).toBe(0);
  });

  it("Colossus, balanced (L366): its owner draws the new age's military cards at the start of the age, whoever's turn it is", () => {
    const s = at((s) => {
      s.players[0].wonders = ["colossus-nlw"];
      s.players[0].military = [];
      s.players[1].military = [];
    }, 1);
    const r = ageEnds(s);
    expect(r.era).toBe("II");
    expect(r.players[0].military.map((c) => ageOf(c))).toEqual(["II", "II", "II"]);
    expect(r.players[1].military).toEqual([]);
  });
});
