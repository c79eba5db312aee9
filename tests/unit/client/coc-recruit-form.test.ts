/**
 * The Clash of Cultures recruit form with the Civilizations expansion: what it offers comes from the
 * engine's pure recruit rules (Provinces cavalry without a Market, Sparta's culture for Draft, the random
 * leaders variant), and the move it builds is the one the engine accepts.
 */
import { describe, expect, it, vi } from "vitest";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { recruitableTypes, recruitCost } from "../../../engine/games/clash-of-cultures/rules/recruit-options.ts";
import type { CocState, Owner } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { play, reject, scenario, type ScenarioSpec } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { view as viewOf } from "../../../engine/games/clash-of-cultures/view.ts";
import { asState } from "../../../client/src/games/clash-of-cultures/panels/model.ts";
import { paymentProblem, paymentSpec } from "../../../client/src/games/clash-of-cultures/panels/payment.ts";
import { leaderChipOf, leaderChips, recruitMove, type RecruitChoice } from "../../../client/src/games/clash-of-cultures/panels/recruit-form.ts";

const NO_CARDS = { actionCards: [] as string[], objectiveCards: [] as string[] };
const ROME = ["augustus", "gaius-julius-caesar", "sulla"];

/** Seat 0 plays `civ`; its start city is 3,0, and 2,4 lies 4 hexes away. */
function game(civ: string, seat0: NonNullable<ScenarioSpec["seats"]>[number], options: ScenarioSpec["options"] = {}): CocState {
  return scenario({
    players: 2, options: { expansion: true, events: "none", ...options },
    seats: [{ ...NO_CARDS, civilization: civ as never, ...seat0 }, { ...NO_CARDS, civilization: (civ === "rome" ? "greece" : "rome") as never }],
    cities: [{ hex: "3,0", owner: 0 as Owner }, { hex: "2,4", owner: 0 as Owner }, { hex: "3,5", owner: 1 as Owner }],
  });
}

/** What seat 0's client sees, read as a state (as the form does). */
const client = (s: CocState) => asState(viewOf(s, 0));
const choice = (c: Partial<RecruitChoice>): RecruitChoice => ({ units: [], leader: null, sanitation: false, draft: false, ...c });

describe("coc recruit form: Provinces", () => {
  const rome = game("rome", { advances: ["provinces"], resources: { food: 2, wood: 2 } });

  it("offers cavalry without a Market 3+ hexes from the start city, and the engine accepts the move", () => {
    const v = client(rome);
    expect(recruitableTypes(v, 0, v.cities["2,4"])).toContain("cavalry");
    expect(recruitableTypes(v, 0, v.cities["3,0"])).not.toContain("cavalry");
    expect(recruitableTypes(v, 0, v.cities["2,4"])).not.toContain("elephant");
    const move = recruitMove(v, 0, "2,4", choice({ units: ["cavalry"] }));
    expect(move).toEqual({ type: "recruit", city: "2,4", units: ["cavalry"], payment: { food: 1, wood: 1 } });
    const r = play(rome, 0, move);
    expect(Object.values(r.state.units)).toMatchObject([{ owner: 0, type: "cavalry", hex: "2,4" }]);
    // Without Provinces the Market is needed.
    const plain = client(game("rome", { resources: { food: 2, wood: 2 } }));
    expect(recruitableTypes(plain, 0, plain.cities["2,4"])).not.toContain("cavalry");
  });

  it("is a pure rule: a fresh copy of the client's rules, with no engine module registered, knows it", async () => {
    vi.resetModules();
    const fresh = await import("../../../engine/games/clash-of-cultures/rules/recruit-options.ts");
    expect(fresh.recruitableTypes).not.toBe(recruitableTypes); // a new module graph: no registry filled by the engine
    const v = client(rome);
    expect(fresh.recruitableTypes(v, 0, v.cities["2,4"])).toContain("cavalry");
    const sparta = client(game("greece", { advances: ["draft", "sparta"] }));
    expect(fresh.recruitCost(sparta, 0, ["infantry"], { draft: true }).flexible).toEqual([{ count: 1, from: ["mood", "culture"] }]);
  });
});

describe("coc recruit form: Sparta", () => {
  const greece = (tokens: { moodTokens: number; cultureTokens: number }, advances = ["draft", "sparta"]) =>
    game("greece", { advances: advances as never, ...tokens });

  it("prices Draft in mood or culture tokens, and the engine accepts a payment in culture", () => {
    const s = greece({ moodTokens: 1, cultureTokens: 1 });
    const v = client(s);
    const draft = choice({ units: ["infantry"], draft: true });
    const move = recruitMove(v, 0, "3,0", draft);
    expect(move).toMatchObject({ type: "recruit", city: "3,0", units: ["infantry"], draft: true });
    // The payment step lets the player pay with culture instead of the suggested mood token.
    const spec = paymentSpec(viewOf(s, 0), 0, recruitCost(v, 0, ["infantry"], { draft: true }), move.payment as never);
    expect(spec.kinds).toEqual(["mood", "culture"]);
    const culture = { culture: 1 };
    expect(paymentProblem(spec, viewOf(s, 0).players[0], culture)).toBeNull();
    expect(play(s, 0, { ...move, payment: culture }).state.players[0]).toMatchObject({ cultureTokens: 0, moodTokens: 1 });
    // Only culture left: the form's suggested payment is culture, and it is accepted as is.
    const onlyCulture = greece({ moodTokens: 0, cultureTokens: 1 });
    const m = recruitMove(client(onlyCulture), 0, "3,0", draft);
    expect(m.payment).toEqual(culture);
    expect(play(onlyCulture, 0, m).state.players[0].cultureTokens).toBe(0);
  });

  it("without Sparta, Draft takes mood tokens only", () => {
    const s = greece({ moodTokens: 1, cultureTokens: 1 }, ["draft"]);
    const v = client(s);
    const spec = paymentSpec(viewOf(s, 0), 0, recruitCost(v, 0, ["infantry"], { draft: true }), { mood: 1 });
    expect(spec.kinds).toEqual(["mood"]);
    expect(paymentProblem(spec, viewOf(s, 0).players[0], { culture: 1 })).toEqual({ key: "pay.badKinds" });
    const move = recruitMove(v, 0, "3,0", choice({ units: ["infantry"], draft: true }));
    expect(reject(s, 0, { ...move, payment: { culture: 1 } }).message).toMatch(/payment does not match/);
  });
});

describe("coc recruit form: leaders", () => {
  const rome = (options: ScenarioSpec["options"] = {}) =>
    game("rome", { leaders: ROME as never, activeLeader: null, cultureTokens: 3, moodTokens: 3 }, options);

  it("with random leaders offers one random chip whose move names no card; the engine accepts it and refuses a named card", () => {
    const s = rome({ randomLeaders: true });
    const v = client(s);
    expect(leaderChips(v, 0, v.cities["3,0"])).toEqual(["random"]);
    const move = recruitMove(v, 0, "3,0", choice({ leader: "random" }));
    expect(move).toEqual({ type: "recruit", city: "3,0", units: ["leader"], payment: { culture: 1, mood: 1 } });
    expect("leader" in move).toBe(false);
    const r = play(s, 0, move);
    expect(ROME).toContain(r.state.players[0].activeLeader);
    const named = recruitMove(v, 0, "3,0", choice({ leader: "sulla" }));
    expect(named.leader).toBe("sulla");
    expect(reject(s, 0, named).message).toMatch(/drawn at random/);
    // The engine's own legal leader recruit is this move, so the form preselects the random chip for it.
    expect(coc.legalMoves(s, 0)).toContainEqual(move);
    const legalLeader = coc.legalMoves(s, 0).find((m) => (m.units as string[] | undefined)?.includes("leader"))!;
    expect(leaderChipOf(legalLeader)).toBe("random");
  });

  it("otherwise offers each leader card left, named in the move", () => {
    const s = rome();
    const v = client(s);
    expect(leaderChips(v, 0, v.cities["3,0"])).toEqual(ROME);
    const move = recruitMove(v, 0, "3,0", choice({ leader: "sulla" }));
    expect(leaderChipOf(move)).toBe("sulla");
    expect(play(s, 0, move).state.players[0].activeLeader).toBe("sulla");
    expect(reject(s, 0, recruitMove(v, 0, "3,0", choice({ leader: "random" }))).message).toMatch(/Choose which of your leader cards/);
    // No leader chip without a card left.
    const none = client(game("rome", { leaders: [], cultureTokens: 3, moodTokens: 3 }));
    expect(leaderChips(none, 0, none.cities["3,0"])).toEqual([]);
  });
});
