import { describe, expect, it } from "vitest";
import { play, reject } from "../../../engine/kit/testing/scenario.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, setGoods, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { amountOf } from "../../../engine/games/through-the-ages/base/tokens.ts";

type S = ReturnType<typeof start>;
const three = (fn: (s: S) => void) => edit(start(3, "pacts"), (s) => { actionsOf(s, 0); fn(s); });

describe("Pacts' powers (base §30)", () => {
  it("Scientific Cooperation: 2 science less, the partner pays 1; a partner without science blocks it", () => {
    const s = three((s) => {
      s.pacts = [{ card: "scientific-cooperation", owner: 0, a: 0, b: 1 }];
      s.players[0].hand = ["iron"];
      s.players[0].science = 3;
      s.players[1].science = 1;
    });
    // Iron costs 5 science.
    const r = play(tta, s, 0, { type: "develop", card: "iron" }).state;
    expect([r.players[0].science, r.players[1].science]).toEqual([0, 0]);
    expect(reject(tta, edit(s, (s) => { s.players[1].science = 0; }), 0, { type: "develop", card: "iron" }).message).toContain("Scientific Cooperation");
  });
});

describe("Trade Routes Agreement", () => {
  it("side A turns 1 food into 1 resource once a turn; side B 1 resource into 1 food", () => {
    const s = three((s) => {
      s.pacts = [{ card: "trade-routes-agreement", owner: 0, a: 0, b: 1 }];
      setGoods(s, 0, "food", 2);
    });
    const r = play(tta, s, 0, { type: "trade-routes" }).state;
    expect([amountOf(r.players[0], "food"), amountOf(r.players[0], "resources"), r.players[0].civilSpent]).toEqual([1, 1, 0]);
    expect(reject(tta, r, 0, { type: "trade-routes" }).message).toContain("already");
    const b = play(tta, edit(s, (s) => { actionsOf(s, 1); setGoods(s, 1, "resources", 1); }), 1, { type: "trade-routes" }).state;
    expect([amountOf(b.players[1], "food"), amountOf(b.players[1], "resources")]).toEqual([1, 0]);
  });
});
