/**
 * Worked examples of the rulebook (seed 000_55575f995a91d8b3.txt) that no other test file reproduced.
 * Each test names the seed line of its example. The other examples are reproduced in the area test files
 * (see the table in coverage-index.test.ts's report).
 */
import { describe, expect, it } from "vitest";
import { produce } from "../../../engine/kit/draft.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import type { GameEvent, Move } from "../../../engine/core/types.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { startBattle } from "../../../engine/games/clash-of-cultures/combat/battle.ts";
import { tradeRoutes } from "../../../engine/games/clash-of-cultures/advances/effects.ts";
import { citySize } from "../../../engine/games/clash-of-cultures/base/queries.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { scenario, play, reject, type ScenarioSpec, within } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";

// The 2-player board with every region face up: seat 0's city on 3,0, seat 1's on 3,5 (see events.test.ts
// for the full terrain map). 4,0 and 4,4 are sea; 3,5 and 5,4 lie within 2 spaces of 4,4.

type Seats = NonNullable<ScenarioSpec["seats"]>;
function game(seats: Seats = [], extra: Partial<ScenarioSpec> = {}, players = 2): CocState {
  const all = Array.from({ length: players }, (_, i) => ({ actionCards: [] as string[], objectiveCards: [] as string[], ...(seats[i] ?? {}) }));
  return scenario({ players, options: { events: "none" }, ...extra, seats: all });
}
const prompt = (s: CocState) => coc.pending(s)[0];
const ev = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
function unchanged(s: CocState, seat: number, move: Move, message: RegExp) {
  const before = canonicalJson(s);
  expect(reject(s, seat, move).message).toMatch(message);
  expect(canonicalJson(s)).toBe(before);
}
const BUILD = { food: 1, wood: 1, ore: 1 };

describe("trading (L555)", () => {
  it("example 2: 2 food now for 1 wood; the promised future objective card is not part of the deal and binds nobody", () => {
    const s = game([{ resources: { food: 0, wood: 1 } }, { resources: { food: 2 } }]);
    // A card the proposer does not hold yet cannot be traded: only the immediate exchange is possible.
    unchanged(s, 0, { type: "propose-trade", to: 1, give: { wood: 1 }, get: { food: 2 }, giveCards: { objective: ["eureka-or-defiance"] } } as Move, /do not hold that objective card/);
    let r = play(s, 0, { type: "propose-trade", to: 1, give: { wood: 1 }, get: { food: 2 } });
    r = play(r.state, 1, { type: "answer-trade", accept: true });
    expect(r.state.players[0].resources).toMatchObject({ food: 2, wood: 0 });
    expect(r.state.players[1].resources).toMatchObject({ food: 0, wood: 1 });
    expect(ev(r.events, "TradeExecuted")).toHaveLength(1);
    // Nothing remains pending: the player keeps the next objective card drawn.
    expect(r.state.stack.map((f) => f.kind)).toEqual(["game", "turn"]);
  });
});

describe("city size (L574-577)", () => {
  it("with 3 cities no city may grow beyond size 3; a 4th city raises the limit; size never exceeds 5", () => {
    const three = game([{ resources: { food: 3, wood: 3, ore: 3 }, advances: ["writing"] }], {
      cities: [
        { hex: "3,0", owner: 0, buildings: { temple: 0, fortress: 0 } }, // size 3
        { hex: "2,2", owner: 0 }, { hex: "5,1", owner: 0 }, { hex: "3,5", owner: 1 },
      ],
    });
    unchanged(three, 0, { type: "construct", city: "3,0", building: "academy", payment: BUILD }, /beyond your number of cities \(3\)/);
    const four = produce(three, (d) => { d.cities["1,4"] = { ...d.cities["2,2"], hex: "1,4" }; });
    const built = play(four, 0, { type: "construct", city: "3,0", building: "academy", payment: BUILD });
    expect(citySize(built.state.cities["3,0"])).toBe(4);
    // Having fewer cities later does not shrink a city (L575): losing two cities leaves the size-4 city intact.
    const fewer = produce(built.state, (d) => { delete d.cities["2,2"]; delete d.cities["5,1"]; });
    expect(citySize(fewer.cities["3,0"])).toBe(4);
    expect(fewer.cities["3,0"].buildings).toMatchObject({ temple: 0, fortress: 0, academy: 0 });
    // Size 5 is the maximum even with 7 cities: a wonder cannot be built in a size-5 city.
    const seven = game([{ resources: { food: 2, wood: 3, ore: 7 }, cultureTokens: 5, advances: ["engineering", "myths", "rituals"], wonderCards: ["pyramids"] }], {
      cities: [
        { hex: "3,0", owner: 0, mood: "happy", buildings: { temple: 0, fortress: 0, port: 0, academy: 0 }, portHex: "4,0" }, // size 5
        ...["2,2", "5,1", "1,4", "2,4", "5,-1", "6,1"].map((hex) => ({ hex, owner: 0 as const, mood: "happy" as const })),
        { hex: "3,5", owner: 1 },
      ],
    });
    expect(citySize(seven.cities["3,0"])).toBe(5);
    const wonder = (hex: string) => ({ type: "build-wonder", wonder: "pyramids", hex, payment: { food: 2, wood: 3, ore: 7, culture: 5 } });
    unchanged(seven, 0, wonder("3,0"), /max size 5/);
    expect(citySize(play(seven, 0, wonder("2,2")).state.cities["2,2"])).toBe(2);
  });
});

describe("advances (L616-641)", () => {
  it("L618: gaining Myths gives 1 mood token at once (its frame's token)", () => {
    const s = game([{ resources: { food: 2, ideas: 2 }, moodTokens: 0, cultureTokens: 0 }]);
    const r = play(s, 0, { type: "advance", advance: "myths", payment: { food: 2 } });
    expect(r.state.players[0]).toMatchObject({ moodTokens: 1, cultureTokens: 0, eventTracker: 2 });
    // An advance without a frame (Priesthood) gives no token.
    const r2 = play(r.state, 0, { type: "advance", advance: "priesthood", payment: { ideas: 2 } });
    expect(r2.state.players[0]).toMatchObject({ moodTokens: 1, cultureTokens: 0 });
  });

  it("L633: to build an Academy you need Writing", () => {
    const cities: ScenarioSpec["cities"] = [{ hex: "3,0", owner: 0 }, { hex: "2,2", owner: 0 }, { hex: "3,5", owner: 1 }];
    const s = game([{ resources: BUILD }], { cities });
    unchanged(s, 0, { type: "construct", city: "3,0", building: "academy", payment: BUILD }, /requires Writing/);
    const w = game([{ resources: BUILD, advances: ["writing"] }], { cities });
    expect(play(w, 0, { type: "construct", city: "3,0", building: "academy", payment: BUILD }).state.cities["3,0"].buildings).toEqual({ academy: 0 });
  });

  it("L641: to gain Voting you must already have Philosophy (a government's top advance needs its entry advance)", () => {
    const s = game([{ resources: { food: 2 }, advances: ["writing"] }]);
    unchanged(s, 0, { type: "advance", advance: "voting", payment: { food: 2 } }, /Voting requires Philosophy/);
    expect(coc.legalMoves(s, 0).some((m) => m.type === "advance" && (m as unknown as { advance: string }).advance === "voting")).toBe(false);
    const p = game([{ resources: { food: 2 }, advances: ["writing", "philosophy"] }]);
    expect(play(p, 0, { type: "advance", advance: "voting", payment: { food: 2 } }).state.players[0].advances).toContain("voting");
    // The same holds for the other governments: Nationalism needs Draft, Dogma needs State Religion.
    unchanged(game([{ resources: { food: 2 }, advances: ["tactics"] }]), 0, { type: "advance", advance: "nationalism", payment: { food: 2 } }, /requires Draft/);
    unchanged(game([{ resources: { food: 2 }, advances: ["myths"] }]), 0, { type: "advance", advance: "dogma", payment: { food: 2 } }, /requires State Religion/);
  });
});

describe("action cards (L1134)", () => {
  it("two 'Teach Us!' cards cannot both be played for one captured city; a second capture allows the second", () => {
    const s = game([{ actionCards: ["teach-us-1", "teach-us-2"] }, { advances: ["myths", "storage"] }], {
      cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "3,1", owner: 1 }, { hex: "2,2", owner: 1 }],
      units: [{ owner: 0, type: "infantry", hex: "3,1" }, { owner: 0, type: "infantry", hex: "2,2" }],
    });
    const capture = (st: CocState, hex: string, unit: number) => {
      let r = within(st, (ctx) => startBattle(ctx, { hex, attacker: 0, attackers: [unit], from: "2,1", kind: "land" }));
      for (let i = 0; i < 3 && prompt(r.state)?.id !== "card-teach-us-reaction"; i++) {
        const p = prompt(r.state);
        r = play(r.state, p.seat, coc.legalMoves(r.state, p.seat)[0] as Move);
      }
      return r;
    };
    let r = capture(s, "3,1", 1);
    expect(r.state.cities["3,1"].owner).toBe(0);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "card-teach-us-reaction" });
    r = play(r.state, 0, { type: "card-choice", value: "teach-us-1:myths" });
    expect(r.state.players[0].advances).toContain("myths");
    // The capture has been used: the sister card is not offered again.
    expect(prompt(r.state)).toMatchObject({ kind: "turn", seat: 0 });
    expect(r.state.players[0].actionCards).toEqual(["teach-us-2"]);
    unchanged(r.state, 0, { type: "play-card", card: "teach-us-2" }, /only when the game offers it/);
    // A second capture is a new fulfilment.
    r = capture(r.state, "2,2", 2);
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "card-teach-us-reaction" });
    r = play(r.state, 0, { type: "card-choice", value: "teach-us-2:storage" });
    expect(r.state.players[0].advances).toContain("storage");
    expect(r.state.players[0].actionCards).toEqual([]);
  });
});

describe("Trade Routes (L1747)", () => {
  it("a settler aboard a ship forms its own route; a settler left without a free city forms none", () => {
    const s = game([{ advances: ["bartering", "trade-routes"] }], {
      cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "5,4", owner: 1 }],
      units: [
        { owner: 0, type: "ship", hex: "4,4" },
        { owner: 0, type: "settler", hex: "4,4", carriedBy: 1 },
        { owner: 0, type: "settler", hex: "4,4", carriedBy: 1 },
      ],
    });
    const routes = tradeRoutes(s, 0);
    // Two enemy cities within 2 spaces: the ship and one settler aboard pair with them; the third unit is left over.
    expect(routes).toHaveLength(2);
    expect(new Set(routes.map((x) => x.city))).toEqual(new Set(["3,5", "5,4"]));
    const noShip = produce(s, (d) => { delete d.units[1]; d.units[2].carriedBy = null; d.units[3].carriedBy = null; d.units[2].hex = "4,5"; d.units[3].hex = "4,5"; });
    expect(tradeRoutes(noShip, 0)).toHaveLength(2);
    // Two settlers on a ship: both may trade, one city each.
    const onlySettlers = produce(s, (d) => { d.units[1].owner = 1; });
    expect(tradeRoutes(onlySettlers, 0).map((x) => x.unit).sort()).toEqual([2, 3]);
  });
});

describe("Myths (L1733-1735)", () => {
  const cities: ScenarioSpec["cities"] = [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1 }];
  const draw = (card: string, extra: Partial<ScenarioSpec> = {}, seat0: Record<string, unknown> = {}) =>
    play(scenario({ players: 2, decks: { event: [card] }, cities, ...extra, seats: [{ resources: { ideas: 2 }, eventTracker: 1, advances: ["myths"], moodTokens: 1, ...seat0 }] }), 0, { type: "advance", advance: "engineering", payment: { ideas: 2 } });

  it("a Flood's mood loss may be prevented for 1 mood token per city", () => {
    const r = draw("flood");
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "myths" });
    const paid = play(r.state, 0, { type: "event-choice", value: "yes" });
    expect(paid.state.cities["3,0"].mood).toBe("happy");
    expect(paid.state.players[0].moodTokens).toBe(0);
  });

  it("an Earthquake's mood loss too (the removed pieces stay removed)", () => {
    const three: ScenarioSpec["cities"] = [{ hex: "3,0", owner: 0, mood: "happy", buildings: { temple: 0 } }, { hex: "2,2", owner: 0 }, { hex: "5,1", owner: 0 }, { hex: "3,5", owner: 1 }];
    let r = draw("earthquake", { cities: three });
    r = play(r.state, 0, { type: "event-choice", value: "3,0|building|temple" });
    r = play(r.state, 0, { type: "event-choice", value: null });
    expect(prompt(r.state)).toMatchObject({ seat: 0, id: "myths" });
    r = play(r.state, 0, { type: "event-choice", value: "yes" });
    expect(r.state.cities["3,0"]).toMatchObject({ mood: "happy", buildings: {} });
    expect(r.state.players[0].moodTokens).toBe(0);
  });
});
