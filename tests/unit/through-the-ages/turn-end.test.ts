import { describe, expect, it } from "vitest";
import { play, query, within } from "../../../engine/kit/testing/scenario.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { amountOf, consumption, corruption, happyNeeded, pay, populationCost } from "../../../engine/games/through-the-ages/base/tokens.ts";
import { cardSymbols, totals } from "../../../engine/games/through-the-ages/base/ratings.ts";
import { armies } from "../../../engine/games/through-the-ages/base/armies.ts";
import { produce } from "../../../engine/games/through-the-ages/base/production.ts";
import type { Player, TtaState } from "../../../engine/games/through-the-ages/base/state.ts";

const at = (fn: (s: ReturnType<typeof start>) => void) => edit(start(2, "end"), (s) => { actionsOf(s, 0); s.militaryDecks.I = ["plunder-1", "spy", "raid-1", "enslave"]; fn(s); });

describe("The banks (base §9)", () => {
  it("read the yellow and blue banks' tables", () => {
    const p = start(2, "banks").players[0];
    const rows = [18, 16, 12, 10, 8, 6, 4, 2, 0].map((n) => { p.yellowBank = n; return [populationCost(p), consumption(p), happyNeeded(p)]; });
    expect(rows).toEqual([[2, 0, 0], [3, 1, 1], [4, 2, 2], [4, 2, 3], [5, 3, 4], [5, 3, 5], [7, 4, 6], [7, 4, 7], [Infinity, 6, 8]]);
    expect([16, 11, 10, 6, 5, 1, 0].map((n) => { p.blueBank = n; return corruption(p); })).toEqual([0, 0, 2, 2, 4, 4, 6]);
  });

  it("paying makes change on the cards: a 2-resource token pays 1 and leaves 1", () => {
    const s = edit(start(2, "change"), (s) => { giveTech(s, 0, "iron"); s.players[0].techs.find((t) => t.card === "iron")!.blue = 1; s.players[0].blueBank = 15; });
    const p = structuredClone(s.players[0]);
    pay(p, "resources", 1);
    expect(amountOf(p, "resources")).toBe(1);
    expect(p.techs.find((t) => t.card === "bronze")!.blue).toBe(1);
    expect(p.blueBank).toBe(15);
  });
});

describe("The end of a turn (base §11)", () => {
  it("scores science and culture, produces food and resources, and draws a military card per unspent military action", () => {
    const s = play(tta, at((s) => { s.players[0].techs.find((t) => t.card === "religion")!.workers = 1; s.players[0].workers = 0; }), 0, { type: "end-turn" }).state;
    const p = s.players[0];
    expect([p.science, p.culture]).toEqual([1, 1]);
    expect([amountOf(p, "food"), amountOf(p, "resources")]).toEqual([2, 2]);
    expect(p.military).toEqual(["plunder-1", "spy"]);
    expect(s.current).toBe(1);
  });

  it("the production event says which blue tokens each step moved between the bank and the cards", () => {
    const s = at((s) => { s.players[0].yellowBank = 16; s.players[0].blueBank = 16; });
    const r = play(tta, s, 0, { type: "end-turn" });
    const e = r.events.find((x) => x.type === "produced" && x.seat === 0)!;
    // Agriculture's 2 workers and Bronze's 2 make 2 tokens each; consumption (1 food, yellow bank 16) takes one back.
    expect(e.tokens).toEqual([{ step: "food", card: "agriculture", n: 2 }, { step: "consumption", card: "agriculture", n: -1 }, { step: "resources", card: "bronze", n: 2 }]);
    const p = r.state.players[0];
    expect([p.techs.find((t) => t.card === "agriculture")!.blue, p.techs.find((t) => t.card === "bronze")!.blue]).toEqual([1, 2]);
  });

  it("the log's headings: a round starts with the first seat's turn, every turn starts with its seat", () => {
    const s = at(() => {});
    const toSeat1 = play(tta, s, 0, { type: "end-turn" }).events.filter((e) => e.type === "round-started" || e.type === "turn-started");
    expect(toSeat1).toEqual([{ type: "turn-started", seat: 1, round: 2 }]);
    const next = play(tta, edit(s, (s) => actionsOf(s, 1)), 1, { type: "end-turn" }).events.filter((e) => e.type === "round-started" || e.type === "turn-started");
    expect(next).toEqual([{ type: "round-started", round: 3, age: "I" }, { type: "turn-started", seat: 0, round: 3 }]);
    // Round 2's first turn brings Age I's cards into the row before the round's heading, which names Age I.
    const round1 = edit(start(2, "end"), (s) => { s.first = 0; s.current = 1; s.round = 1; s.stack = [{ kind: "game", seat: null }, { kind: "end-turn", seat: null, player: 1 }, { kind: "first-actions", seat: 1 }]; });
    const r2 = play(tta, round1, 1, { type: "end-turn" }).events.filter((e) => ["round-started", "turn-started", "age-ended"].includes(e.type));
    expect(r2).toEqual([{ type: "round-started", round: 2, age: "I" }, { type: "turn-started", seat: 0, round: 2 }]);
  });

  it("corruption takes resources, then food; consumption short of food costs 4 culture per food", () => {
    const s = edit(start(2, "corrupt"), (s) => {
      const p = s.players[0];
      p.blueBank = 4;
      p.techs.find((t) => t.card === "bronze")!.blue = 1;
      p.techs.find((t) => t.card === "agriculture")!.blue = 11;
      p.techs.find((t) => t.card === "agriculture")!.workers = 0;
      p.techs.find((t) => t.card === "bronze")!.workers = 0;
      p.yellowBank = 8;
      p.culture = 10;
    });
    const r = within(tta, s, (ctx) => produce(ctx, 0, ["corruption", "food", "consumption", "resources"])).state.players[0];
    // Corruption 4: 1 resource and 3 food; consumption 3 of the 8 food left. Starving for 3 food costs 12 culture (of 10).
    expect([amountOf(r, "resources"), amountOf(r, "food"), r.culture]).toEqual([0, 5, 10]);
    const hungry = within(tta, edit(s, (s) => { s.players[0].techs.find((t) => t.card === "agriculture")!.blue = 0; s.players[0].blueBank = 15; }), (ctx) => produce(ctx, 0, ["consumption"])).state.players[0];
    expect(hungry.culture).toBe(0);
  });

  it("an uprising (more discontent workers than unused workers) skips production", () => {
    const s = at((s) => { s.players[0].yellowBank = 12; s.players[0].workers = 0; });
    expect(query(tta, () => totals(s, 0).happy)).toBe(0);
    const r = play(tta, s, 0, { type: "end-turn" });
    expect(r.events.some((e) => e.type === "uprising")).toBe(true);
    expect(r.state.players[0].science).toBe(0);
    expect(r.state.players[0].military).toHaveLength(2);
  });

  it("a seat over its military hand limit discards down to it first", () => {
    let s = at((s) => { s.players[0].military = ["plunder-1", "spy", "raid-1"]; s.players[0].militarySpent = 2; });
    s = play(tta, s, 0, { type: "end-turn" }).state;
    expect(tta.pending(s)[0]).toMatchObject({ kind: "choose", seat: 0, id: "discard-military" });
    s = play(tta, s, 0, { type: "choose", value: "spy" }).state;
    expect(s.players[0].military).toEqual(["plunder-1", "raid-1"]);
    expect(s.current).toBe(1);
  });
});

describe("Armies (base §22)", () => {
  it("form as many complete sets as the units allow", () => {
    expect(armies("heavy-cavalry", { infantry: [], cavalry: [1, 1, 0, 0, 0, 0, 0], artillery: [], "air-force": [] })).toEqual([4, 4]);
    expect(armies("medieval-army", { infantry: [0], cavalry: [], artillery: [], "air-force": [] })).toEqual([]);
  });

  it("an army with a unit two or more levels below the tactic's age is outdated and gives the lower value; higher units are used first", () => {
    // Classic Army (II): 8, outdated 4. Two armies: one of level II and I units, one with Age A infantry.
    expect(armies("classic-army", { infantry: [2, 1, 0, 0], cavalry: [2, 1, 1, 1], artillery: [], "air-force": [] })).toEqual([8, 4]);
  });

  it("each air force doubles one army, the strongest first", () => {
    expect(armies("modern-army", { infantry: [3, 3, 1, 1], cavalry: [3, 1], artillery: [3, 1], "air-force": [3] })).toEqual([26, 7]);
  });

  it("count in the strength rating with the seat's tactic", () => {
    const s = edit(start(2, "army"), (s) => { giveTech(s, 0, "warriors", 1); s.players[0].tactic = "fighting-band"; });
    // Two warriors (1 each) + a Fighting Band army (1).
    expect(query(tta, () => totals(s, 0).strength)).toBe(3);
    // Every seat's view says which armies are counted (the board shows them under the strength).
    expect([0, 1, null].map((viewer) => tta.view(s, viewer).players[0].ratings.armies)).toEqual([[1], [1], [1]]);
    expect(tta.view(s, 0).players[1].ratings.armies).toEqual([]);
  });
});

describe("Genghis Khan's armies", () => {
  it("infantry fill cavalry places when that forms stronger armies", () => {
    const s = edit(start(2, "khan"), (s) => { giveTech(s, 0, "warriors", 2); s.players[0].tactic = "heavy-cavalry"; });
    expect(query(tta, () => totals(s, 0).strength)).toBe(3);
    const khan = edit(s, (s) => { s.players[0].leader = "genghis-khan"; });
    // Three warriors as cavalry: one Heavy Cavalry army (+4).
    expect(query(tta, () => totals(khan, 0).strength)).toBe(3 + 4);
  });

  it("armies kept for a list of buildings follow a change of leader or tactic that leaves the list as it was", () => {
    const s = edit(start(2, "khan"), (s) => { giveTech(s, 0, "warriors", 2); s.players[0].tactic = "heavy-cavalry"; });
    const strength = (x: TtaState) => query(tta, () => totals(x, 0).strength);
    // States whose first player shares `s`'s list of buildings; a copy shares nothing.
    const withPlayer = (patch: Partial<Player>): TtaState => ({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, ...patch } : p)) });
    expect(strength(s)).toBe(3);
    // Three warriors as cavalry: one Heavy Cavalry army (+4); as infantry, one Fighting Band army (+1).
    expect(strength(withPlayer({ leader: "genghis-khan" }))).toBe(3 + 4);
    expect(strength(withPlayer({ tactic: "fighting-band", leader: "genghis-khan" }))).toBe(3 + 1);
    expect(strength(withPlayer({ tactic: "fighting-band" }))).toBe(strength(structuredClone(withPlayer({ tactic: "fighting-band" }))));
    expect(strength(s)).toBe(3);
  });
});

describe("Card symbols", () => {
  it("a seat's card symbols kept from the last count follow a change of its cards", () => {
    const s = start(2, "symbols");
    const symbols = (x: TtaState) => query(tta, () => ({ ...cardSymbols(x, 0) }));
    const before = symbols(s);
    // Vast Territory I: 3 yellow tokens, -1 blue.
    const colonised = edit(s, (x) => { x.players[0].colonies.push("vast-territory-1"); });
    expect(symbols(colonised)).toEqual({ ...before, yellowTokens: before.yellowTokens + 3, blueTokens: before.blueTokens - 1 });
    expect(symbols(structuredClone(s))).toEqual(before);
    // Homer: +1 happy face.
    const led = edit(s, (x) => { x.players[0].leader = "homer"; });
    expect(symbols(led)).toEqual({ ...before, happy: before.happy + 1 });
    expect(symbols(structuredClone(s))).toEqual(before);
  });
});
