import { describe, expect, it } from "vitest";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { scenario, play as playIn, probed, reject } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { onHook } from "../../../engine/games/clash-of-cultures/base/flow.ts";
import type { Move } from "../../../engine/core/types.ts";
import { ruleModule } from "../../../engine/kit/rules.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import type { ScenarioSpec } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";

// Map of the 2-player board: seat 0's home city is 3,0; 2,4 is 4 spaces away, 3,1 is 1 space away.
// Die faces: 5 → value 3, 7 → 4, 9 → 5, 11 → 6, 1 → 1.
const base = (extra: Partial<ScenarioSpec> = {}): CocState =>
  scenario({
    players: 2,
    options: { events: "none" },
    cities: [
      { hex: "3,0", owner: 0, buildings: { temple: 0, academy: 0 } },
      { hex: "2,4", owner: 1, buildings: { temple: 1 } },
      { hex: "3,5", owner: 1, buildings: { academy: 1, fortress: 1 } },
    ],
    ...extra,
  });

const influence = (target: string, building: string, payment = {}, via = "action", source = "3,0") => ({ type: "influence", source, target, building, via, payment });

const resolved: { success: boolean }[] = [];
/** Records what the hooks see: a rule module added to the game for this file's tests. */
const probe = ruleModule("test probe");
onHook(probe, "influence-resolved", (_ctx, d) => resolved.push(d));
const game = probed(probe);
const play = (s: CocState, seat: number, move: Move) => playIn(s, seat, move, game);

describe("Influence culture (L999-1068)", () => {
  it("reproduces the rulebook example: size 3, 4 spaces away, 1 token for range, roll 3, 2 tokens more → success (L1033-1041)", () => {
    const s = base({ seats: [{ cultureTokens: 3 }], dice: [5] });
    const r1 = play(s, 0, influence("2,4", "temple", { culture: 1 }));
    expect(r1.events.find((e) => e.type === "DiceRolled")).toMatchObject({ dice: [{ value: 3 }] });
    expect(coc.pending(r1.state)[0]).toMatchObject({ kind: "choose", id: "influence-boost", seat: 0 });
    expect(r1.state.stack.at(-1)).toMatchObject({ kind: "influence-boost", roll: 3, needed: 2 });
    const r2 = play(r1.state, 0, { type: "influence-boost", payment: { culture: 2 } });
    expect(r2.state.cities["2,4"].buildings.temple).toBe(0);
    expect(r2.state.cities["2,4"].owner).toBe(1);
    expect(r2.state.players[0].cultureTokens).toBe(0);
    expect(r2.state.turn!.actionsLeft).toBe(2);
    expect(r2.state.turn!.influenced).toBe(true);
    expect(r2.events.map((e) => e.type)).toContain("CultureInfluenced");
  });

  it("scores the influenced building for the influencer, not the city owner (L1007)", async () => {
    const { victoryPoints } = await import("../../../engine/games/clash-of-cultures/turn/scoring.ts");
    const s = base({ dice: [11], seats: [{ cultureTokens: 2 }] });
    const r = play(s, 0, influence("3,5", "academy", { culture: 2 })).state;
    expect(victoryPoints(r, 0)["cities-and-buildings"]).toBe(4);
    expect(victoryPoints(r, 1)["cities-and-buildings"]).toBe(4);
  });

  it("succeeds on 5 or 6 without boosting, fails on less when no token can help", () => {
    const near = base({ cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0, academy: 0 } }, { hex: "3,1", owner: 1, buildings: { temple: 1 } }], dice: [9] });
    const r = play(near, 0, influence("3,1", "temple"));
    expect(r.state.cities["3,1"].buildings.temple).toBe(0);
    const fail = base({ cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0, academy: 0 } }, { hex: "3,1", owner: 1, buildings: { temple: 1 } }], dice: [1] });
    const rf = play(fail, 0, influence("3,1", "temple"));
    expect(rf.state.cities["3,1"].buildings.temple).toBe(1);
    expect(rf.state.turn!.actionsLeft).toBe(2);
    expect(rf.state.stack.at(-1)!.kind).toBe("turn");
    expect(rf.events.map((e) => e.type)).toContain("InfluenceFailed");
    expect(resolved.at(-1)).toMatchObject({ seat: 0, source: "3,0", target: "3,1", success: false });
  });

  it("lets the player decline the roll boost", () => {
    const s = base({ seats: [{ cultureTokens: 3 }], dice: [7], cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0, academy: 0 } }, { hex: "3,1", owner: 1, buildings: { temple: 1 } }] });
    const r1 = play(s, 0, influence("3,1", "temple"));
    expect(r1.state.stack.at(-1)).toMatchObject({ kind: "influence-boost", needed: 1 });
    expect(reject(r1.state, 0, { type: "influence-boost", payment: { culture: 2 } }).message).toMatch(/does not match/);
    const r2 = play(r1.state, 0, { type: "influence-boost", payment: null });
    expect(r2.state.cities["3,1"].buildings.temple).toBe(1);
    expect(r2.state.players[0].cultureTokens).toBe(3);
  });

  it("allows repeated attempts but only one success per turn (L1019)", () => {
    const s = base({ dice: [1, 1, 11], cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0, academy: 0 } }, { hex: "3,1", owner: 1, buildings: { temple: 1, academy: 1 } }] });
    let st = play(s, 0, influence("3,1", "temple")).state;
    st = play(st, 0, influence("3,1", "temple")).state;
    st = play(st, 0, influence("3,1", "academy")).state;
    expect(st.cities["3,1"].buildings.academy).toBe(0);
    expect(st.turn!.actionsLeft).toBe(0);
    const again = { ...st, turn: { ...st.turn!, actionsLeft: 1 } };
    expect(reject(again, 0, influence("3,1", "temple")).message).toMatch(/already influenced/);
  });

  it("measures range as the source's size (mood ignored) and needs tokens beyond it", () => {
    const s = base({ dice: [11] });
    expect(reject(s, 0, influence("2,4", "temple")).message).toMatch(/does not match/);
    expect(reject(s, 0, influence("2,4", "temple", { culture: 2 })).message).toMatch(/does not match/);
    const poor = base({ seats: [{ cultureTokens: 0 }] });
    expect(reject(poor, 0, influence("2,4", "temple", { culture: 1 })).message).toMatch(/cannot afford/);
    const happy = base({ cities: [{ hex: "3,0", owner: 0, mood: "happy", buildings: { temple: 0, academy: 0 } }, { hex: "2,4", owner: 1, buildings: { temple: 1 } }], dice: [11] });
    expect(reject(happy, 0, influence("2,4", "temple")).message).toMatch(/does not match/);
  });

  it("traces range across sea but not through unexplored regions (L1023)", () => {
    // 3,0 → 4,0 (sea) → 5,0: 2 spaces, the middle one water.
    const s = base({ dice: [11], cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0 } }, { hex: "5,0", owner: 1, buildings: { temple: 1 } }] });
    expect(s.hexes["4,0"].terrain).toBe("water");
    const r = play(s, 0, influence("5,0", "temple"));
    expect(r.state.cities["5,0"].buildings.temple).toBe(0);
    // Hide every region but the two homes and the target's: the target is cut off.
    const cut = base({ seats: [{ cultureTokens: 9 }], cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0, academy: 0 } }, { hex: "3,4", owner: 1, buildings: { temple: 1 } }] });
    const keep = new Set([cut.hexes["3,0"].region, cut.hexes["3,4"].region]);
    cut.regions.forEach((reg, i) => { if (!keep.has(i)) reg.explored = false; });
    expect(reject(cut, 0, influence("3,4", "temple", { culture: 2 })).message).toMatch(/out of range/);
  });

  it("may target own cities to replace enemy buildings; such a city may influence only itself, unboosted (L1020-1021)", () => {
    const s = base({
      seats: [{ cultureTokens: 5 }], dice: [7, 11],
      cities: [{ hex: "3,0", owner: 0, buildings: { temple: 1, academy: 0 } }, { hex: "3,1", owner: 1, buildings: { temple: 1 } }],
    });
    expect(reject(s, 0, influence("3,1", "temple")).message).toMatch(/only itself/);
    const r = play(s, 0, influence("3,0", "temple"));
    // Rolled 4: the boost is not offered from a city under foreign influence.
    expect(r.state.stack.at(-1)!.kind).toBe("turn");
    expect(r.state.cities["3,0"].buildings.temple).toBe(1);
    const r2 = play(r.state, 0, influence("3,0", "temple"));
    expect(r2.state.cities["3,0"].buildings.temple).toBe(0);
  });

  it("replaces only buildings: not settlements, wonders or the player's own buildings (L1018)", () => {
    const s = base({ cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0 } }, { hex: "3,1", owner: 1, buildings: {}, wonders: [{ id: "great-wall", builder: 1 }] }] });
    expect(reject(s, 0, influence("3,1", "temple")).message).toMatch(/no such building/);
    expect(reject(s, 0, influence("3,0", "temple")).message).toMatch(/already yours/);
    expect(reject(s, 0, influence("3,9", "temple")).message).toMatch(/no city/);
    expect(reject(s, 0, influence("3,1", "temple", {}, "action", "3,1")).message).toMatch(/your cities/);
  });

  it("may target barbarian cities and buildings under a third player's influence (L1024-1025)", () => {
    const s = scenario({
      players: 3, options: { events: "none" }, dice: [11, 11],
      cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0, academy: 0 } }, { hex: "4,1", owner: "barbarian", buildings: { fortress: "barbarian" } }, { hex: "3,1", owner: 1, buildings: { academy: 2 } }],
    });
    const r = play(s, 0, influence("4,1", "fortress"));
    expect(r.state.cities["4,1"].buildings.fortress).toBe(0);
    const next = { ...r.state, turn: { ...r.state.turn!, influenced: false } };
    const r2 = play(next, 0, influence("3,1", "academy"));
    expect(r2.state.cities["3,1"].buildings.academy).toBe(0);
  });

  it("cannot target a building type whose 5 figures are all on the board (L1027-1029)", () => {
    const cities = [
      { hex: "3,0", owner: 0 as const, buildings: { temple: 0 as const } },
      { hex: "3,1", owner: 1 as const, buildings: { temple: 1 as const, academy: 1 as const } },
      ...["2,0", "2,1", "2,2", "3,2"].map((hex) => ({ hex, owner: 0 as const, buildings: { temple: 0 as const } })),
    ];
    const s = base({ cities, dice: [11] });
    expect(reject(s, 0, influence("3,1", "temple")).message).toMatch(/figures/);
    play(s, 0, influence("3,1", "academy"));
  });

  it("Separation of Power, Totalitarianism and Devotion forbid enemy boosts; Monuments forbids influence on wonder cities (L1047-1051, L1763)", () => {
    const cities = (mood: "happy" | "neutral", buildings: Record<string, number>, wonders = false) => [
      { hex: "3,0", owner: 0, buildings: { temple: 0, academy: 0 } },
      { hex: "2,4", owner: 1, mood, buildings, wonders: wonders ? [{ id: "pyramids" as const, builder: 1 }] : [] },
      { hex: "3,1", owner: 1, mood, buildings, wonders: wonders ? [{ id: "pyramids" as const, builder: 1 }] : [] },
    ] as ScenarioSpec["cities"];
    const sop = base({ cities: cities("happy", { academy: 1 }), seats: [{ cultureTokens: 3 }, { advances: ["separation-of-power"] }], dice: [7] });
    expect(reject(sop, 0, influence("2,4", "academy", { culture: 1 })).message).toMatch(/Separation of Power/);
    const r = play(sop, 0, influence("3,1", "academy"));
    expect(r.state.stack.at(-1)!.kind).toBe("turn"); // no roll boost offered
    const neutral = base({ cities: cities("neutral", { academy: 1 }), seats: [{ cultureTokens: 3 }, { advances: ["separation-of-power"] }], dice: [7] });
    expect(play(neutral, 0, influence("3,1", "academy")).state.stack.at(-1)!.kind).toBe("influence-boost");
    const total = base({ cities: cities("neutral", { academy: 1 }), units: [{ owner: 1, type: "infantry", hex: "2,4" }], seats: [{ cultureTokens: 3 }, { advances: ["totalitarianism"] }] });
    expect(reject(total, 0, influence("2,4", "academy", { culture: 1 })).message).toMatch(/Totalitarianism/);
    const dev = base({ cities: cities("neutral", { temple: 1 }), seats: [{ cultureTokens: 3 }, { advances: ["devotion"] }] });
    expect(reject(dev, 0, influence("2,4", "temple", { culture: 1 })).message).toMatch(/Devotion/);
    const mon = base({ cities: cities("neutral", { academy: 1 }, true), seats: [{ cultureTokens: 3 }, { advances: ["monuments"] }] });
    expect(reject(mon, 0, influence("3,1", "academy")).message).toMatch(/Monuments/);
  });

  it("an obelisk cannot be influenced (L799)", () => {
    const s = base({ cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0 } }, { hex: "3,1", owner: 1, buildings: { obelisk: 1 } }] });
    expect(reject(s, 0, influence("3,1", "obelisk")).message).toMatch(/cannot be influenced/);
  });

  it("Conversion: +1 to the roll (4 succeeds) and 1 culture token per success (L1053, L1797)", () => {
    const s = base({ dice: [7], seats: [{ cultureTokens: 0, advances: ["conversion"] }], cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0 } }, { hex: "3,1", owner: 1, buildings: { temple: 1 } }] });
    const r = play(s, 0, influence("3,1", "temple"));
    expect(r.state.cities["3,1"].buildings.temple).toBe(0);
    expect(r.state.players[0].cultureTokens).toBe(1);
  });

  it("Arts: once per turn a free-action attempt for 1 culture token (L1045)", () => {
    const s = base({ dice: [1, 1], seats: [{ cultureTokens: 3, advances: ["arts"] }], cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0 } }, { hex: "3,1", owner: 1, buildings: { temple: 1 } }] });
    expect(reject(s, 0, influence("3,1", "temple", {}, "arts")).message).toMatch(/does not match/);
    const r = play(s, 0, influence("3,1", "temple", { culture: 1 }, "arts"));
    expect(r.state.turn!.actionsLeft).toBe(3);
    expect(r.state.players[0].cultureTokens).toBe(2);
    expect(reject(r.state, 0, influence("3,1", "temple", { culture: 1 }, "arts")).message).toMatch(/already used Arts/);
    const noArts = base({ seats: [{ cultureTokens: 3 }] });
    expect(reject(noArts, 0, influence("2,4", "temple", { culture: 2 }, "arts")).message).toMatch(/need Arts/);
  });

  it("with the Colosseum, mood tokens may pay the boosts", () => {
    const s = base({ dice: [5], seats: [{ cultureTokens: 0, moodTokens: 3 }], cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0 }, wonders: [{ id: "colosseum", builder: 0 }] }, { hex: "2,4", owner: 1, buildings: { temple: 1 } }] });
    const r = play(s, 0, influence("2,4", "temple", { mood: 1 }));
    const r2 = play(r.state, 0, { type: "influence-boost", payment: { mood: 2 } });
    expect(r2.state.cities["2,4"].buildings.temple).toBe(0);
  });

  it("rejects out-of-turn attempts and leaves the state untouched", () => {
    const s = base({ seats: [{ cultureTokens: 3 }] });
    const before = canonicalJson(s);
    expect(reject(s, 1, influence("3,0", "temple", {}, "action", "2,4")).code).toBe("not-your-turn");
    expect(reject(s, 0, influence("2,4", "temple", { culture: 9 })).message).toMatch(/match|afford/);
    expect(reject(s, 0, { type: "influence-boost", payment: null }).message).toMatch(/cannot influence-boost now/);
    expect(canonicalJson(s)).toBe(before);
  });

  it("offers only legal influence moves", () => {
    const s = base({ seats: [{ cultureTokens: 2, advances: ["arts"] }] });
    const moves = coc.legalMoves(s, 0).filter((m) => m.type === "influence");
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.some((m) => m.via === "arts")).toBe(true);
    for (const m of moves) play({ ...s, forcedDice: [11] }, 0, m);
  });
});

describe("Cultural Takeover (action card): Influence a size-1 barbarian city", () => {
  // Seat 0's size-3 city on 3,0 reaches 3,2 (2 spaces) without tokens.
  const takeover = (extra: Partial<ScenarioSpec> = {}, barbarianCity: NonNullable<ScenarioSpec["cities"]>[number] = { hex: "3,2", owner: "barbarian" }) => scenario({
    players: 2, options: { events: "none" },
    cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0, academy: 0 } }, { hex: "3,5", owner: 1 }, barbarianCity],
    units: [{ owner: "barbarian", type: "infantry", hex: "3,2" }, { owner: "barbarian", type: "infantry", hex: "3,2" }],
    seats: [{ actionCards: ["cultural-takeover-1"], objectiveCards: [] }, { actionCards: [], objectiveCards: [] }],
    ...extra,
  });
  const centre = (payment = {}, via = "action") => influence("3,2", "city-centre", payment, via);

  it("on success the city becomes yours, its barbarians are removed and you gain a settler or an infantry there", () => {
    const s = takeover({ dice: [9] });
    const before = canonicalJson(s);
    expect(reject(s, 0, centre()).message).toMatch(/Cultural Takeover/);
    expect(canonicalJson(s)).toBe(before);
    const c = play(s, 0, { type: "play-card", card: "cultural-takeover-1" });
    expect(c.state.turn!.used).toContain("cultural-takeover");
    expect(coc.legalMoves(c.state, 0)).toContainEqual({ type: "influence", source: "3,0", target: "3,2", building: "city-centre", via: "action", payment: {} });
    resolved.length = 0;
    const r = play(c.state, 0, centre());
    expect(r.state.cities["3,2"]).toMatchObject({ owner: 0, mood: "neutral" });
    expect(r.state.turn!.activations["3,2"]).toBeUndefined();
    expect(Object.values(r.state.units).filter((u) => u.hex === "3,2")).toEqual([]);
    expect(r.events.find((e) => e.type === "CityTakenOver")).toMatchObject({ seat: 0, hex: "3,2", from: "barbarian", removedUnits: [1, 2] });
    expect(r.state.turn).toMatchObject({ influenced: true, actionsLeft: 2 });
    expect(r.state.turn!.used).not.toContain("cultural-takeover");
    expect(resolved).toEqual([{ seat: 0, source: "3,0", target: "3,2", success: true }]);
    expect(coc.pending(r.state)[0]).toMatchObject({ kind: "choose", seat: 0, id: "takeover-unit", options: [{ value: "settler" }, { value: "infantry" }] });
    expect(reject(r.state, 0, { type: "takeover-unit", unit: "ship" }).message).toMatch(/no Ship left/);
    const u = play(r.state, 0, { type: "takeover-unit", unit: "infantry" });
    expect(Object.values(u.state.units).filter((x) => x.hex === "3,2")).toMatchObject([{ owner: 0, type: "infantry" }]);
    expect(u.state.stack.at(-1)!.kind).toBe("turn");
  });

  it("is the next Influence attempt: a failure (or any other attempt) uses it up", () => {
    const s = takeover({ dice: [1] });
    const c = play(s, 0, { type: "play-card", card: "cultural-takeover-1" });
    const r = play(c.state, 0, centre());
    expect(r.state.cities["3,2"].owner).toBe("barbarian");
    expect(r.state.turn!.used).not.toContain("cultural-takeover");
    expect(reject(r.state, 0, centre()).message).toMatch(/Cultural Takeover/);
  });

  it("targets only a size-1 barbarian city within range; the card cannot be played without one", () => {
    const big = takeover({}, { hex: "3,2", owner: "barbarian", buildings: { temple: "barbarian" } });
    expect(reject(big, 0, { type: "play-card", card: "cultural-takeover-1" }).message).toMatch(/size-1 barbarian city/);
    const far = takeover({ cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "3,2", owner: "barbarian" }] });
    expect(reject(far, 0, { type: "play-card", card: "cultural-takeover-1" }).message).toMatch(/size-1 barbarian city/);
    // A culture token pays for the missing range.
    const boosted = takeover({ cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "3,2", owner: "barbarian" }], dice: [11] });
    boosted.players[0].cultureTokens = 1;
    const c = play(boosted, 0, { type: "play-card", card: "cultural-takeover-1" });
    expect(reject(c.state, 0, influence("3,5", "city-centre")).message).toMatch(/barbarian city/);
    expect(play(c.state, 0, centre({ culture: 1 })).state.cities["3,2"].owner).toBe(0);
    // Already influenced successfully this turn: no further attempt, so the card is not playable.
    const done = takeover();
    done.turn!.influenced = true;
    expect(reject(done, 0, { type: "play-card", card: "cultural-takeover-1" }).message).toMatch(/size-1 barbarian city/);
  });

  it("with one of the two unit types left in the supply, that one is placed without asking", () => {
    // All 4 settlers are on the board: the infantry comes without a question.
    const settlers = Array.from({ length: 4 }, () => ({ owner: 0 as const, type: "settler" as const, hex: "2,1" }));
    const full = takeover({ dice: [9], units: [{ owner: "barbarian", type: "infantry", hex: "3,2" }, ...settlers] });
    const c = play(full, 0, { type: "play-card", card: "cultural-takeover-1" });
    const r = play(c.state, 0, centre());
    expect(Object.values(r.state.units).filter((x) => x.hex === "3,2")).toMatchObject([{ owner: 0, type: "infantry" }]);
    expect(r.state.stack.at(-1)!.kind).toBe("turn");
  });
});
