import { describe, expect, it } from "vitest";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { scenario, play, reject, type ScenarioSpec, query } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { advanceCost } from "../../../engine/games/clash-of-cultures/actions/advance.ts";
import { tradeRoutes } from "../../../engine/games/clash-of-cultures/advances/effects.ts";
import { cartographyAfterMove } from "../../../engine/games/clash-of-cultures/actions/move.ts";
import { Rng, seedRng } from "../../../engine/core/rng.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";

const base = (seat0: Record<string, unknown> = {}, extra: Partial<ScenarioSpec> = {}): CocState =>
  scenario({ players: 2, options: { events: "none" }, seats: [{ resources: { food: 2, ideas: 4, gold: 4 }, ...seat0 }], ...extra });

const advance = (a: string, payment: Record<string, number> = { food: 2 }) => ({ type: "advance", advance: a, payment });

describe("Advances that change costs", () => {
  it("Math makes Engineering and Roads free; Astronomy Navigation and Cartography (catalog §3.10)", () => {
    const s = base({ advances: ["math", "astronomy", "fishing"] });
    for (const a of ["engineering", "roads", "navigation", "cartography"] as const) expect(query(() => advanceCost(s, 0, a)).flexible).toEqual([]);
    expect(query(() => advanceCost(s, 0, "sanitation")).flexible[0].count).toBe(2);
    const r = play(s, 0, advance("engineering", {}));
    expect(r.state.players[0].resources).toMatchObject({ food: 2, ideas: 4, gold: 4 });
    expect(reject(s, 0, advance("engineering")).message).toMatch(/does not match/);
  });

  it("Priesthood: once per turn, one Science advance costs nothing (catalog §3.7)", () => {
    const s = base({ advances: ["myths", "priesthood"] });
    const r = play(s, 0, advance("math", {}));
    expect(r.state.turn!.used).toContain("priesthood");
    expect(reject(r.state, 0, advance("astronomy", {})).message).toMatch(/does not match/);
    const r2 = play(r.state, 0, advance("astronomy", { ideas: 2 }));
    expect(r2.state.players[0].advances).toContain("astronomy");
    // Not for other categories; and Math making a Science advance free… does not use it up.
    expect(query(() => advanceCost(s, 0, "storage")).flexible[0].count).toBe(2);
  });

  it("the listed Advance moves follow Priesthood's once-per-turn mark on an unchanged player record", () => {
    const s = base({ advances: ["myths", "priesthood"] });
    const mathPayment = (state: CocState) => coc.legalMoves(state, 0).find((m) => m.type === "advance" && m.advance === "math")?.payment;
    expect(mathPayment(s)).toEqual({});
    // The same player record once the turn has used Priesthood: the listing is kept by the mark as well as the record.
    const used: CocState = { ...s, turn: { ...s.turn!, used: [...s.turn!.used, "priesthood"] } };
    expect(used.players[0]).toBe(s.players[0]);
    expect(mathPayment(used)).toEqual({ food: 2 });
  });
});

describe("Education", () => {
  it("Writing draws an action card and an objective card (catalog §3.5)", () => {
    const s = base({}, { decks: { action: ["hero-general-1"], objective: ["advanced-culture-or-warmonger"] } });
    const r = play(s, 0, advance("writing"));
    expect(r.state.players[0].actionCards).toContain("hero-general-1");
    expect(r.state.players[0].objectiveCards).toContain("advanced-culture-or-warmonger");
  });

  it("Philosophy gives 1 idea, and 1 more per Science advance gained later (L1707)", () => {
    const s = base({ advances: ["writing"], resources: { food: 2, ideas: 0, gold: 6 } });
    const r = play(s, 0, advance("philosophy"));
    expect(r.state.players[0].resources.ideas).toBe(1);
    const r2 = play(r.state, 0, advance("math", { gold: 2 }));
    expect(r2.state.players[0].resources.ideas).toBe(2);
    const r3 = play(r2.state, 0, advance("storage", { gold: 2 }));
    expect(r3.state.players[0].resources.ideas).toBe(2);
  });

  it("Free Education: after paying with gold or ideas, 1 more idea buys 1 mood token (L1703)", () => {
    const s = base({ advances: ["writing", "free-education"] });
    const r = play(s, 0, advance("storage", { ideas: 1, food: 1 }));
    expect(coc.pending(r.state)[0]).toMatchObject({ id: "free-education", seat: 0 });
    const yes = play(r.state, 0, { type: "free-education", accept: true });
    expect(yes.state.players[0].resources.ideas).toBe(2);
    expect(yes.state.players[0].moodTokens).toBe(r.state.players[0].moodTokens + 1);
    const no = play(r.state, 0, { type: "free-education", accept: false });
    expect(no.state.players[0].resources.ideas).toBe(3);
    // Paid with food only: no offer. Buying Free Education itself: no offer.
    expect(play(s, 0, advance("storage")).state.stack.at(-1)!.kind).toBe("turn");
    const own = base({ advances: ["writing"] });
    expect(play(own, 0, advance("free-education", { ideas: 2 })).state.stack.at(-1)!.kind).toBe("turn");
  });
});

describe("Free actions", () => {
  it("Bartering: once per turn discard an action card for 1 gold or 1 culture token (catalog §3.8)", () => {
    const s = base({ advances: ["bartering"], actionCards: ["spy-1", "spy-2"], resources: { gold: 0 } });
    const r = play(s, 0, { type: "bartering", card: "spy-1", gain: "gold" });
    expect(r.state.players[0].actionCards).toEqual(["spy-2"]);
    expect(r.state.players[0].resources.gold).toBe(1);
    expect(r.state.discards.action).toEqual(["spy-1"]);
    expect(r.state.turn!.actionsLeft).toBe(3);
    expect(reject(r.state, 0, { type: "bartering", card: "spy-2", gain: "culture" }).message).toMatch(/already used/);
    expect(reject(s, 0, { type: "bartering", card: "zz", gain: "culture" }).message).toMatch(/do not have/);
    expect(reject(base(), 0, { type: "bartering", card: "spy-1", gain: "culture" }).message).toMatch(/need Bartering/);
  });

  it("Theaters: once per turn turn 1 culture token into 1 mood token or back (catalog §3.9)", () => {
    const s = base({ advances: ["arts", "theaters"], cultureTokens: 1, moodTokens: 0 });
    const r = play(s, 0, { type: "theaters", to: "mood" });
    expect(r.state.players[0]).toMatchObject({ cultureTokens: 0, moodTokens: 1 });
    expect(reject(r.state, 0, { type: "theaters", to: "culture" }).message).toMatch(/already used/);
    expect(reject(base({ advances: ["arts", "theaters"] }), 0, { type: "theaters", to: "mood" }).message).toMatch(/afford/);
  });

  it("Absolute Power: once per turn 2 mood tokens buy an extra action (catalog §3.12)", () => {
    const s = base({ advances: ["draft", "nationalism", "absolute-power"], moodTokens: 3 });
    const r = play(s, 0, { type: "absolute-power", payment: { mood: 2 } });
    expect(r.state.turn!.actionsLeft).toBe(4);
    expect(reject(r.state, 0, { type: "absolute-power", payment: { mood: 1 } }).message).toMatch(/already used/);
  });

  it("offers only legal free actions, and nothing changes on a rejected one", () => {
    const s = base({ advances: ["bartering", "arts", "theaters", "draft", "nationalism", "absolute-power"], actionCards: ["spy-1"], moodTokens: 2, cultureTokens: 1 });
    const before = canonicalJson(s);
    const moves = coc.legalMoves(s, 0).filter((m) => ["bartering", "theaters", "absolute-power"].includes(m.type));
    expect(moves.map((m) => m.type).sort()).toEqual(["absolute-power", "bartering", "bartering", "theaters", "theaters"]);
    for (const m of moves) play(s, 0, m);
    expect(reject(s, 1, { type: "theaters", to: "mood" }).code).toBe("not-your-turn");
    expect(canonicalJson(s)).toBe(before);
  });
});

describe("Trade Routes (L1745-1747) and Currency", () => {
  const cities: ScenarioSpec["cities"] = [
    { hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 },
    { hex: "2,4", owner: 1 }, { hex: "3,3", owner: 1, mood: "angry" }, { hex: "5,4", owner: 1 },
  ];
  it("pairs each settler or ship with a different non-Angry enemy city within 2 spaces", () => {
    const s = base({ advances: ["bartering", "trade-routes"] }, {
      cities,
      units: [{ owner: 0, type: "settler", hex: "2,3" }, { owner: 0, type: "settler", hex: "2,3" }, { owner: 0, type: "settler", hex: "3,4" }, { owner: 0, type: "ship", hex: "4,4" }, { owner: 0, type: "infantry", hex: "3,4" }],
    });
    const routes = tradeRoutes(s, 0);
    // Both settlers on 2,3 reach only 2,4 (3,3 is Angry); 3,4 reaches 2,4 and 3,5; the ship on 4,4 3,5 and 5,4.
    expect(routes).toHaveLength(3);
    expect(new Set(routes.map((r) => r.city)).size).toBe(3);
  });

  it("gives 1 food per route at the start of the turn; with Currency the player may take gold", () => {
    const spec = { cities, units: [{ owner: 0 as const, type: "settler" as const, hex: "2,3" }, { owner: 0 as const, type: "ship" as const, hex: "4,4" }], turn: { seat: 1, actionsLeft: 0 } };
    const s = base({ advances: ["bartering", "trade-routes", "storage"], resources: { food: 0, gold: 0 } }, spec);
    const r = play(s, 1, { type: "end-turn" });
    expect(r.state.turn!.seat).toBe(0);
    expect(r.state.players[0].resources.food).toBe(2);
    const c = base({ advances: ["bartering", "trade-routes", "currency"], resources: { food: 0, gold: 0 } }, spec);
    const rc = play(c, 1, { type: "end-turn" });
    expect(coc.pending(rc.state)[0]).toMatchObject({ id: "trade-routes-income", seat: 0 });
    expect(reject(rc.state, 0, { type: "trade-routes-income", gold: 3 }).message).toMatch(/only 2/);
    const taken = play(rc.state, 0, { type: "trade-routes-income", gold: 1 });
    expect(taken.state.players[0].resources).toMatchObject({ food: 1, gold: 1 });
  });

  it("counts at most 4 routes", () => {
    const many = [{ hex: "3,0", owner: 0 as const }, ...["2,4", "3,5", "5,4", "1,4", "2,5"].map((hex) => ({ hex, owner: 1 as const }))];
    const s = base({ advances: ["bartering", "trade-routes"] }, { cities: many, units: ["2,3", "3,4", "4,4", "1,5", "2,6"].map((hex) => ({ owner: 0 as const, type: (hex === "4,4" || hex === "1,5" ? "ship" : "settler") as "ship" | "settler", hex })) });
    expect(tradeRoutes(s, 0)).toHaveLength(4);
  });
});

describe("Cartography (catalog §3.4)", () => {
  it("gives 1 idea after a Move with a ship, +1 culture token if it used Navigation", () => {
    const s = structuredClone(base({ advances: ["fishing", "cartography"], resources: { ideas: 0 } }));
    const ctx = { s, events: [], rng: new Rng(seedRng("x")) };
    cartographyAfterMove(ctx, 0, false);
    cartographyAfterMove(ctx, 0, true);
    expect(s.players[0].resources.ideas).toBe(2);
    expect(s.players[0].cultureTokens).toBe(1);
    cartographyAfterMove(ctx, 1, true);
    expect(s.players[1].resources.ideas).toBe(0);
  });
});
