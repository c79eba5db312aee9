import { describe, expect, it } from "vitest";
import { play, query } from "../../../engine/kit/testing/scenario.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, setGoods, setRow, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { production, totals } from "../../../engine/games/through-the-ages/base/ratings.ts";
import { amountOf } from "../../../engine/games/through-the-ages/base/tokens.ts";

const at = (fn: (s: ReturnType<typeof start>) => void) => edit(start(2, "powers"), (s) => { actionsOf(s, 0); fn(s); });
const rating = (s: ReturnType<typeof start>) => query(tta, () => totals(s, 0));

describe("Leaders' powers (base §29.7, NLW appendix)", () => {
  it("Michelangelo: 1 culture per happy face of temples, theaters and wonders; wonders without the surcharge", () => {
    const s = at((s) => {
      s.players[0].leader = "michelangelo";
      s.players[0].techs.find((t) => t.card === "religion")!.workers = 2;
      s.players[0].wonders = ["hanging-gardens"];
      setRow(s, ["colossus"]);
    });
    // Religion ×2: 2 culture, 2 happy; Hanging Gardens: 1 culture, 2 happy → 4 happy faces counted.
    expect(rating(s).culture).toBe(2 + 1 + 4);
    const r = play(tta, s, 0, { type: "take-card", slot: 0 }).state;
    expect(r.players[0].civilSpent).toBe(1);
  });

  it("Aristotle: 1 science for each technology taken from the row", () => {
    const s = play(tta, at((s) => { s.players[0].leader = "aristotle"; setRow(s, ["iron", "engineering-genius-a"]); }), 0, { type: "take-card", slot: 0 }).state;
    expect(s.players[0].science).toBe(1);
    expect(play(tta, s, 0, { type: "take-card", slot: 1 }).state.players[0].science).toBe(1);
  });

  it("Isaac Newton: developing a technology gives a civil action back", () => {
    const s = play(tta, at((s) => { s.players[0].leader = "isaac-newton"; s.players[0].hand = ["iron"]; s.players[0].science = 5; }), 0, { type: "develop", card: "iron" }).state;
    expect(s.players[0].civilSpent).toBe(0);
  });
});

describe("Wonders' powers (base §29.8, NLW appendix)", () => {
  it("Great Wall: +1 strength per infantry and artillery unit", () => {
    const s = at((s) => { s.players[0].wonders = ["great-wall"]; giveTech(s, 0, "warriors", 2); });
    expect(rating(s).strength).toBe(3 + 3);
    expect(rating(s).happy).toBe(1);
  });

  it("St. Peter's Basilica: every other source of happy faces gives one more", () => {
    const s = at((s) => { s.players[0].wonders = ["st-peters-basilica"]; s.players[0].techs.find((t) => t.card === "religion")!.workers = 2; });
    // Own 1, two temples 1 + 1 each.
    expect(rating(s).happy).toBe(1 + 2 + 2);
  });

  it("Roman Roads: a production bonus by age, +1 resource in Age I", () => {
    const s = at((s) => { s.players[0].wonders = ["roman-roads"]; s.era = "I"; });
    expect(query(tta, () => production(s, 0, "resources"))).toBe(3);
    const r = play(tta, s, 0, { type: "end-turn" }).state;
    expect(amountOf(r.players[0], "resources")).toBe(3);
  });

  it("Hollywood scores 2 culture per culture of theaters and libraries when completed", () => {
    const s = at((s) => {
      s.era = "III";
      giveTech(s, 0, "drama", 2);
      s.players[0].wonder = { card: "hollywood", built: 2, tokens: 2 };
      s.players[0].blueBank -= 2;
      setGoods(s, 0, "resources", 5);
    });
    const r = play(tta, s, 0, { type: "build-wonder", stages: 1 }).state;
    expect(r.players[0].wonders).toEqual(["hollywood"]);
    expect(r.players[0].culture).toBe(2 * 4);
  });
});

describe("Leaders' discounts (base §29.7)", () => {
  it("Moses: increasing population costs 1 food less", () => {
    const s = play(tta, at((s) => { s.players[0].leader = "moses"; setGoods(s, 0, "food", 1); }), 0, { type: "increase-population" }).state;
    expect([s.players[0].workers, amountOf(s.players[0], "food")]).toEqual([2, 0]);
  });

  it("Bach: theater technologies cost 2 science less", () => {
    const s = play(tta, at((s) => { s.players[0].leader = "johann-sebastian-bach"; s.players[0].hand = ["drama"]; s.players[0].science = 1; }), 0, { type: "develop", card: "drama" }).state;
    expect(s.players[0].science).toBe(0);
  });

  it("Charles Darwin: technologies cost 1 civil action less to take, never less than 1", () => {
    const s = at((s) => { s.players[0].leader = "charles-darwin"; setRow(s, ["iron", null, null, null, null, "coal"]); });
    expect(play(tta, s, 0, { type: "take-card", slot: 5 }).state.players[0].civilSpent).toBe(1);
    expect(play(tta, s, 0, { type: "take-card", slot: 0 }).state.players[0].civilSpent).toBe(1);
  });
});

describe("Leaders' powers each turn", () => {
  it("Homer: 1 resource for military units at the start of each turn, lost at its end", () => {
    let s = edit(start(2, "homer"), (s) => {
      s.era = "I";
      s.round = 2;
      s.first = 0;
      s.current = 1;
      s.players[0].leader = "homer";
      for (const p of s.players) { p.civilSpent = 0; p.militarySpent = 0; }
      setGoods(s, 0, "resources", 1);
      s.civilDecks.I = Array(10).fill("iron");
      s.stack = [{ kind: "game", seat: null }, { kind: "end-turn", seat: null, player: 1 }, { kind: "actions", seat: 1 }];
    });
    s = play(tta, s, 1, { type: "end-turn" }).state;
    expect(s.players[0].temp).toEqual([{ amount: 1, for: ["build-unit", "upgrade-unit"] }]);
    s = play(tta, s, 0, { type: "pass-politics" }).state;
    s = play(tta, s, 0, { type: "build", card: "warriors" }).state;
    // Warriors cost 2: the Homer resource and the seat's own.
    expect(s.players[0].temp).toEqual([]);
    expect(amountOf(s.players[0], "resources")).toBe(0);
  });

  it("Genghis Khan: 3 culture at the end of each turn while among the two strongest", () => {
    const strong = play(tta, at((s) => { s.players[0].leader = "genghis-khan"; giveTech(s, 0, "warriors", 1); }), 0, { type: "end-turn" }).state;
    expect(strong.players[0].culture).toBe(3);
    const weak = play(tta, at((s) => { s.players[0].leader = "genghis-khan"; giveTech(s, 1, "warriors", 1); }), 0, { type: "end-turn" }).state;
    expect(weak.players[0].culture).toBe(0);
  });
});

describe("A power that asks at the end of the turn", () => {
  it("Boudica: the seat picks its gain after production, then the turn ends", () => {
    let s = at((s) => { s.players[0].leader = "boudica"; giveTech(s, 0, "warriors", 2); });
    s = play(tta, s, 0, { type: "end-turn" }).state;
    expect(tta.pending(s)[0]).toMatchObject({ kind: "choose", seat: 0, id: "pick-good" });
    s = play(tta, s, 0, { type: "choose", value: "science:1" }).state;
    // 1 science from Philosophy in production, then 1 from Boudica.
    expect(s.players[0].science).toBe(2);
    expect(s.current).toBe(1);
  });
});
