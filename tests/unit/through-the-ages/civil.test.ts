import { describe, expect, it } from "vitest";
import { play, query, reject } from "../../../engine/kit/testing/scenario.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, setGoods, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { amountOf } from "../../../engine/games/through-the-ages/base/tokens.ts";
import { civilActionTotal, totals } from "../../../engine/games/through-the-ages/base/ratings.ts";

const at = (fn: (s: ReturnType<typeof start>) => void) => edit(start(2, "civil"), (s) => { actionsOf(s, 0); fn(s); });

describe("Civil actions (base §6)", () => {
  it("increasing population pays the food under the yellow bank's section and moves a token to the worker pool", () => {
    let s = at((s) => setGoods(s, 0, "food", 5));
    s = play(tta, s, 0, { type: "increase-population" }).state;
    const p = s.players[0];
    expect([p.yellowBank, p.workers, amountOf(p, "food"), p.civilSpent]).toEqual([17, 2, 3, 1]);
    // 16 tokens left: the cost rises to 3.
    s = play(tta, s, 0, { type: "increase-population" }).state;
    expect(reject(tta, s, 0, { type: "increase-population" }).message).toContain("3 food");
  });

  it("building needs an unused worker, the printed cost and room under the urban limit", () => {
    let s = at((s) => { setGoods(s, 0, "resources", 9); s.players[0].workers = 3; });
    s = play(tta, s, 0, { type: "build", card: "religion" }).state;
    s = play(tta, s, 0, { type: "build", card: "religion" }).state;
    expect(s.players[0].techs.find((t) => t.card === "religion")!.workers).toBe(2);
    expect(amountOf(s.players[0], "resources")).toBe(3);
    // Despotism allows 2 buildings of a type.
    expect(reject(tta, s, 0, { type: "build", card: "religion" }).message).toContain("at most 2");
    s = play(tta, s, 0, { type: "build", card: "agriculture" }).state;
    expect(s.players[0].workers).toBe(0);
    expect(reject(tta, s, 0, { type: "build", card: "bronze" }).message).toContain("no unused worker");
  });

  it("upgrading pays the difference of the two costs; construction technologies lower urban costs", () => {
    let s = at((s) => { setGoods(s, 0, "resources", 10); giveTech(s, 0, "alchemy"); s.players[0].specials = ["masonry"]; });
    // Alchemy costs 6, 5 with Masonry; Philosophy 3: upgrade for 2.
    s = play(tta, s, 0, { type: "upgrade", from: "philosophy", to: "alchemy" }).state;
    expect(amountOf(s.players[0], "resources")).toBe(8);
    expect(s.players[0].techs.find((t) => t.card === "alchemy")!.workers).toBe(1);
    expect(query(tta, () => totals(s, 0).science)).toBe(2);
    expect(reject(tta, s, 0, { type: "upgrade", from: "alchemy", to: "philosophy" }).message).toContain("higher level");
  });

  it("destroying puts the worker back in the pool, with no refund", () => {
    const s = play(tta, at(() => {}), 0, { type: "destroy", card: "bronze" }).state;
    expect(s.players[0].workers).toBe(2);
    expect(s.players[0].techs.find((t) => t.card === "bronze")!.workers).toBe(1);
  });

  it("developing a technology pays science; a special technology replaces the lower one of its family and changes the action totals", () => {
    let s = at((s) => { s.players[0].hand = ["iron", "code-of-laws", "justice-system"]; s.players[0].science = 20; });
    s = play(tta, s, 0, { type: "develop", card: "iron" }).state;
    expect(s.players[0].techs.map((t) => t.card)).toContain("iron");
    expect(s.players[0].science).toBe(15);
    s = play(tta, s, 0, { type: "develop", card: "code-of-laws" }).state;
    expect(query(tta, () => civilActionTotal(s, 0))).toBe(5);
    s = play(tta, s, 0, { type: "develop", card: "justice-system" }).state;
    expect(s.players[0].specials).toEqual(["justice-system"]);
    // Justice System adds 3 blue tokens to the bank.
    expect(s.players[0].blueBank).toBe(19);
    expect(reject(tta, at((s) => { s.players[0].hand = ["iron"]; s.players[0].science = 4; }), 0, { type: "develop", card: "iron" }).message).toContain("5 science");
  });

  it("a peaceful change of government costs the higher science and one civil action; a revolution the lower one and every civil action", () => {
    const base = at((s) => { s.players[0].hand = ["monarchy"]; s.players[0].science = 8; });
    const peaceful = play(tta, base, 0, { type: "develop", card: "monarchy" }).state;
    expect(peaceful.players[0].government).toBe("monarchy");
    expect(peaceful.players[0].science).toBe(0);
    expect(query(tta, () => civilActionTotal(peaceful, 0)) - peaceful.players[0].civilSpent).toBe(4);
    const revolution = play(tta, base, 0, { type: "revolution", card: "monarchy" }).state;
    expect(revolution.players[0].science).toBe(6);
    expect(revolution.players[0].civilSpent).toBe(5);
    const spent = play(tta, edit(base, (s) => setGoods(s, 0, "food", 2)), 0, { type: "increase-population" }).state;
    expect(reject(tta, spent, 0, { type: "revolution", card: "monarchy" }).message).toContain("all your civil actions");
  });

  it("a new leader replaces the old one and gives one civil action back", () => {
    let s = at((s) => { s.players[0].hand = ["homer", "julius-caesar"]; });
    s = play(tta, s, 0, { type: "play-leader", card: "homer" }).state;
    expect(s.players[0].civilSpent).toBe(1);
    s = play(tta, s, 0, { type: "play-leader", card: "julius-caesar" }).state;
    expect(s.players[0].leader).toBe("julius-caesar");
    expect(s.players[0].civilSpent).toBe(1);
  });

  it("wonder stages cost their printed resources and a blue token each; the last returns the tokens and completes it", () => {
    let s = at((s) => { setGoods(s, 0, "resources", 8); s.players[0].wonder = { card: "pyramids", built: 0, tokens: 0 }; s.players[0].specials = ["masonry"]; });
    s = play(tta, s, 0, { type: "build-wonder", stages: 2 }).state;
    expect(s.players[0].wonder).toEqual({ card: "pyramids", built: 2, tokens: 2 });
    expect(amountOf(s.players[0], "resources")).toBe(3);
    expect(reject(tta, s, 0, { type: "build-wonder", stages: 2 }).message).toContain("no wonder");
    s = play(tta, s, 0, { type: "build-wonder", stages: 1 }).state;
    expect(s.players[0].wonder).toBeNull();
    expect(s.players[0].wonders).toEqual(["pyramids"]);
    // Pyramids: +1 civil action.
    expect(query(tta, () => civilActionTotal(s, 0))).toBe(5);
    expect(s.players[0].blueBank).toBe(16 - 2);
  });

  it("an action card cannot be played the turn it was taken; its ordered action costs no civil action and its discount applies", () => {
    const s = at((s) => {
      s.players[0].hand = ["engineering-genius-a", "rich-land-a"];
      s.players[0].takenThisTurn = ["rich-land-a"];
      s.players[0].wonder = { card: "pyramids", built: 0, tokens: 0 };
      setGoods(s, 0, "resources", 1);
    });
    expect(reject(tta, s, 0, { type: "play-action", card: "rich-land-a" }).message).toContain("turn you took it");
    let r = play(tta, s, 0, { type: "play-action", card: "engineering-genius-a" }).state;
    expect(tta.pending(r)[0]).toMatchObject({ id: "perform" });
    expect(tta.legalMoves(r, 0)).toEqual([{ type: "build-wonder", stages: 1 }]);
    r = play(tta, r, 0, { type: "build-wonder", stages: 1 }).state;
    // Stage 3 − 2 = 1 resource; only the card's civil action was spent.
    expect(r.players[0].civilSpent).toBe(1);
    expect(amountOf(r.players[0], "resources")).toBe(0);
    expect(r.players[0].wonder!.built).toBe(1);
  });

  it("an action card whose order cannot be done cannot be played", () => {
    const s = at((s) => { s.players[0].hand = ["engineering-genius-a"]; });
    expect(reject(tta, s, 0, { type: "play-action", card: "engineering-genius-a" }).message).toContain("cannot perform");
  });
});

describe("Action totals that change in a turn (base §13)", () => {
  it("a lower total gives back spent actions first", () => {
    // Monarchy (5 civil actions) to Theocracy (4): 3 spent of 5, the change included → 2 spent of 4.
    const s = edit(start(2, "drop"), (s) => {
      actionsOf(s, 0);
      s.players[0].government = "monarchy";
      s.players[0].civilSpent = 2;
      s.players[0].hand = ["theocracy"];
      s.players[0].science = 6;
    });
    const r = play(tta, s, 0, { type: "develop", card: "theocracy" }).state;
    expect(r.players[0].civilSpent).toBe(2);
    expect(query(tta, () => civilActionTotal(r, 0)) - r.players[0].civilSpent).toBe(2);
  });
});
