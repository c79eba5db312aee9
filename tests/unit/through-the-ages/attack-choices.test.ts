import { describe, expect, it } from "vitest";
import { play } from "../../../engine/kit/testing/scenario.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, setGoods, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { amountOf } from "../../../engine/games/through-the-ages/base/tokens.ts";

type S = ReturnType<typeof start>;
/** Seat 0 (3 more warriors) plays `card` against seat 1, which has no defence cards. */
const attack = (card: string, fn: (s: S) => void) => {
  const s = edit(start(2, "attack-choices"), (s) => {
    actionsOf(s, 0, { politics: true });
    s.era = "II";
    s.players[0].military = [card];
    giveTech(s, 0, "warriors", 3);
    fn(s);
  });
  return play(tta, s, 0, { type: "aggression", card, target: 1 }).state;
};
const options = (s: S) => (tta.pending(s)[0] as { options: { value: unknown }[] }).options.map((o) => o.value);

describe("The attacker's choices (base §19)", () => {
  it("Plunder: the attacker splits the take between resources and food", () => {
    let s = attack("plunder-1", (s) => { setGoods(s, 1, "food", 2); setGoods(s, 1, "resources", 2); });
    expect(tta.pending(s)[0]).toMatchObject({ kind: "choose", seat: 0, id: "plunder" });
    expect(options(s)).toEqual(["1:2", "2:1"]);
    s = play(tta, s, 0, { type: "choose", value: "1:2" }).state;
    expect([amountOf(s.players[0], "resources"), amountOf(s.players[0], "food"), amountOf(s.players[1], "resources"), amountOf(s.players[1], "food")]).toEqual([1, 2, 1, 0]);
  });

  it("Raid: the attacker picks the urban building lost for each age", () => {
    let s = attack("raid-2", (s) => { giveTech(s, 1, "religion", 1); giveTech(s, 1, "alchemy", 1); });
    expect(options(s)).toEqual(["philosophy", "religion", "alchemy"]);
    s = play(tta, s, 0, { type: "choose", value: "religion" }).state;
    expect(options(s)).toEqual(["philosophy", "alchemy"]);
    s = play(tta, s, 0, { type: "choose", value: "alchemy" }).state;
    expect(s.players[1].techs.filter((t) => t.workers > 0 && ["religion", "alchemy"].includes(t.card))).toEqual([]);
    // Half of 3 (Religion) and of 6 (Alchemy), rounded up.
    expect(amountOf(s.players[0], "resources")).toBe(2 + 3);
  });

  it("Infiltrate: the attacker removes the leader or the unfinished wonder", () => {
    let s = attack("infiltrate", (s) => { s.players[1].leader = "homer"; s.players[1].wonder = { card: "colossus", built: 1, tokens: 1 }; });
    expect(options(s)).toEqual(["homer", "colossus"]);
    s = play(tta, s, 0, { type: "choose", value: "colossus" }).state;
    expect([s.players[1].leader, s.players[1].wonder, s.players[0].culture]).toEqual(["homer", null, 0]);
  });

  it("Annex: the attacker chooses the colony it takes", () => {
    let s = attack("annex", (s) => { s.players[1].colonies = ["vast-territory-1", "wealthy-territory-1"]; });
    s = play(tta, s, 0, { type: "choose", value: "wealthy-territory-1" }).state;
    expect([s.players[0].colonies, s.players[1].colonies]).toEqual([["wealthy-territory-1"], ["vast-territory-1"]]);
  });
});
