import { describe, expect, it, vi } from "vitest";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { scenario, play, probed, reject, within, type ScenarioSpec } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { ruleModule } from "../../../engine/kit/rules.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import type { Move } from "../../../engine/core/types.ts";
import { produce } from "../../../engine/kit/draft.ts";
import { Rng } from "../../../engine/core/rng.ts";
import { onHook, type Ctx } from "../../../engine/games/clash-of-cultures/base/flow.ts";
import { activateCity } from "../../../engine/games/clash-of-cultures/base/activation.ts";
import { lowerMood, makeAngry, raiseMood } from "../../../engine/games/clash-of-cultures/base/mood.ts";

// Recruited ships meeting an enemy start a sea battle in combat.ts; here we only check the call.
const battles = vi.hoisted(() => [] as unknown[]);
vi.mock("../../../engine/games/clash-of-cultures/combat/battle.ts", async (importOriginal) => {
  const orig = await importOriginal<Record<string, unknown>>();
  return { ...orig, startBattle: (_ctx: unknown, b: unknown) => { battles.push(b); } };
});

// Seat 0's home city is on 3,0 (fertile). Neighbours: 4,-1 mountain, 2,0 forest, 3,-1 barren, 2,1 fertile,
// 4,0 water, 3,1 fertile. Two away: 1,1 water, 1,2 barren, 5,-1 fertile, 5,0 barren, 2,2 fertile, 4,1 fertile, 3,2 forest.
const HOME = "3,0";
const ENEMY_HOME = "3,5";

function at(spec: Partial<ScenarioSpec> = {}): CocState {
  return scenario({ players: 2, options: { events: "none" }, ...spec });
}
function city(s: CocState, hex = HOME) {
  return s.cities[hex];
}
function types(events: { type: string }[]) {
  return events.map((e) => e.type);
}
function unchanged(s: CocState, seat: number, move: Move, message: RegExp) {
  const before = canonicalJson(s);
  expect(reject(s, seat, move).message).toMatch(message);
  expect(canonicalJson(s)).toBe(before);
}

describe("Found a city (L662-672)", () => {
  it("replaces a settler with a Neutral settlement, costs an action and fires city-founded", () => {
    const s = at({ units: [{ owner: 0, type: "settler", hex: "2,2" }] });
    const r = play(s, 0, { type: "found-city", unit: 1 });
    expect(r.state.cities["2,2"]).toMatchObject({ owner: 0, mood: "neutral", buildings: {} });
    expect(r.state.units[1]).toBeUndefined();
    expect(r.state.turn!.actionsLeft).toBe(2);
    expect(types(r.events)).toContain("CityFounded");
  });

  it("refuses barren land, sea, exhausted land, cities, enemy units, other players' settlers and an 8th city", () => {
    const s = at({
      units: [
        { owner: 0, type: "settler", hex: "3,-1" }, // 1 barren
        { owner: 0, type: "ship", hex: "4,0" }, // 2
        { owner: 0, type: "settler", hex: "4,0", carriedBy: 2 }, // 3 aboard
        { owner: 0, type: "settler", hex: "2,2" }, // 4 exhausted (below)
        { owner: 0, type: "settler", hex: HOME }, // 5 in a city
        { owner: 0, type: "settler", hex: "4,1" }, // 6 with a barbarian
        { owner: "barbarian", type: "infantry", hex: "4,1" },
        { owner: 1, type: "settler", hex: "3,2" }, // 8
      ],
    });
    s.hexes["2,2"].exhausted = true;
    unchanged(s, 0, { type: "found-city", unit: 1 }, /barren/);
    unchanged(s, 0, { type: "found-city", unit: 3 }, /aboard a ship/);
    unchanged(s, 0, { type: "found-city", unit: 4 }, /exhausted/);
    unchanged(s, 0, { type: "found-city", unit: 5 }, /already a city/);
    unchanged(s, 0, { type: "found-city", unit: 6 }, /enemy units/);
    unchanged(s, 0, { type: "found-city", unit: 8 }, /your settlers/);
    const full = at({
      cities: ["3,0", "2,0", "2,1", "3,1", "4,-1", "5,-1", "5,1"].map((hex) => ({ hex, owner: 0 })),
      units: [{ owner: 0, type: "settler", hex: "2,2" }],
    });
    unchanged(full, 0, { type: "found-city", unit: 1 }, /no settlement left/);
  });

  it("allows founding on a mountain the settler just entered (L1176)", () => {
    const s = at({ units: [{ owner: 0, type: "settler", hex: "4,-1" }] });
    expect(play(s, 0, { type: "found-city", unit: 1 }).state.cities["4,-1"].owner).toBe(0);
  });
});

describe("Activate a city (L676-692)", () => {
  const collectFood = { type: "collect", city: HOME, take: [{ hex: HOME, kind: "food" }] };

  it("L690: a Happy city becomes Neutral on its 2nd activation and Angry on its 3rd, then gets one last activation", () => {
    let s = at({ turn: { seat: 0, actionsLeft: 5 }, seats: [{ resources: { food: 0 } }] });
    expect(city(s).mood).toBe("happy");
    s = play(s, 0, collectFood).state;
    expect(city(s).mood).toBe("happy");
    const second = play(s, 0, collectFood);
    expect(city(second.state).mood).toBe("neutral");
    expect(types(second.events)).toEqual(expect.arrayContaining(["CityActivated", "CityMoodChanged"]));
    s = play(second.state, 0, collectFood).state;
    expect(city(s).mood).toBe("angry");
    s = play(s, 0, collectFood).state; // the last activation (L686)
    expect(city(s).mood).toBe("angry");
    expect(s.turn!.activations[HOME]).toBe(4);
    unchanged(s, 0, collectFood, /Angry city can be activated only once/);
  });

  it("the penalty comes after the action: a Happy city's 2nd Collect still counts as Happy", () => {
    let s = at({ seats: [{ resources: { food: 0, wood: 0 }, advances: ["storage"] }] });
    s = play(s, 0, { type: "collect", city: HOME, take: [{ hex: HOME, kind: "food" }, { hex: "2,0", kind: "wood" }] }).state;
    s = play(s, 0, { type: "collect", city: HOME, take: [{ hex: HOME, kind: "food" }, { hex: "2,0", kind: "wood" }] }).state;
    expect(s.players[0].resources).toMatchObject({ food: 2, wood: 2 });
    expect(city(s).mood).toBe("neutral");
  });

  it("an Angry city at the start of the turn can be activated only once", () => {
    let s = at({ cities: [{ hex: HOME, owner: 0, mood: "angry" }, { hex: ENEMY_HOME, owner: 1 }], seats: [{ resources: { food: 0 } }] });
    s = play(s, 0, collectFood).state;
    expect(city(s).mood).toBe("angry");
    unchanged(s, 0, collectFood, /only once per turn/);
  });

  it("activateCity(ctx, seat, hex, how) serves other rules (Engineering) and fires city-activated after the effect", () => {
    const fired: unknown[] = [];
    const probe = ruleModule("test probe");
    onHook(probe, "city-activated", (_ctx, data) => fired.push(data));
    const { state: next, events } = within(at(), (ctx) => {
      activateCity(ctx, 0, HOME, "wonder");
      activateCity(ctx, 0, HOME, "wonder");
    }, probed(probe));
    expect(next.cities[HOME].mood).toBe("neutral");
    expect(next.turn!.activations[HOME]).toBe(2);
    expect(fired).toEqual([{ seat: 0, hex: HOME, how: "wonder" }, { seat: 0, hex: HOME, how: "wonder" }]);
    expect(events).toContainEqual(expect.objectContaining({ type: "CityMoodChanged", from: "happy", to: "neutral", reason: "repeated-activation" }));
  });

  it("mood helpers stay within Angry..Happy", () => {
    const events: { type: string }[] = [];
    produce(at(), (d) => {
      const ctx: Ctx = { s: d, events, rng: new Rng(d.rng) };
      const c = d.cities[HOME];
      expect(raiseMood(ctx, c, "test")).toBe(false);
      expect(lowerMood(ctx, c, "test", 5)).toBe(true);
      expect(c.mood).toBe("angry");
      expect(makeAngry(ctx, c, "test")).toBe(false);
      expect(raiseMood(ctx, c, "test", 2)).toBe(true);
      expect(c.mood).toBe("happy");
    });
    expect(events.filter((e) => e.type === "CityMoodChanged")).toHaveLength(2);
  });

  it("only your own cities, only on your turn", () => {
    const s = at();
    unchanged(s, 0, { type: "collect", city: ENEMY_HOME, take: [{ hex: ENEMY_HOME, kind: "food" }] }, /own cities/);
    expect(reject(s, 1, { type: "collect", city: ENEMY_HOME, take: [{ hex: ENEMY_HOME, kind: "food" }] }).code).toBe("not-your-turn");
  });
});

describe("Collect (L694-722)", () => {
  it("L706: sea food with Fishing and mountain ore; a barbarian blocks the second mountain, so forest wood instead", () => {
    const s = at({
      terrain: { "3,1": "mountain" },
      cities: [{ hex: HOME, owner: 0, mood: "neutral", buildings: { temple: 0, fortress: 0 } }, { hex: ENEMY_HOME, owner: 1 }],
      units: [{ owner: "barbarian", type: "infantry", hex: "3,1" }],
      seats: [{ advances: ["fishing"], resources: { food: 0 } }],
    });
    unchanged(s, 0, { type: "collect", city: HOME, take: [{ hex: "4,0", kind: "food" }, { hex: "4,-1", kind: "ore" }, { hex: "3,1", kind: "ore" }] }, /cannot collect from 3,1/);
    const r = play(s, 0, { type: "collect", city: HOME, take: [{ hex: "4,0", kind: "food" }, { hex: "4,-1", kind: "ore" }, { hex: "2,0", kind: "wood" }] });
    expect(r.state.players[0].resources).toMatchObject({ food: 1, ore: 1, wood: 1 });
    expect(types(r.events)).toContain("ResourcesCollected");
  });

  it("food over the limit is lost, and the event says what was kept and what was lost (L520)", () => {
    const s = at({ cities: [{ hex: HOME, owner: 0, mood: "neutral", buildings: { temple: 0 } }], seats: [{ resources: { food: 2, wood: 0 } }] });
    const r = play(s, 0, { type: "collect", city: HOME, take: [{ hex: HOME, kind: "food" }, { hex: "2,0", kind: "wood" }] });
    expect(r.state.players[0].resources).toMatchObject({ food: 2, wood: 1 });
    expect(r.events.find((e) => e.type === "Gained")).toMatchObject({ amounts: { wood: 1 }, lost: { food: 1 }, reason: "collect" });
    const room = play(at({ cities: [{ hex: HOME, owner: 0, mood: "neutral", buildings: { temple: 0 } }], seats: [{ resources: { food: 1 } }] }), 0,
      { type: "collect", city: HOME, take: [{ hex: HOME, kind: "food" }] });
    expect(room.events.find((e) => e.type === "Gained")).toEqual({ type: "Gained", seat: 0, amounts: { food: 1 }, reason: "collect" });
  });

  it("collects up to size, size + 1 when Happy, 1 when Angry", () => {
    const take3 = [{ hex: HOME, kind: "food" }, { hex: "2,0", kind: "wood" }, { hex: "4,-1", kind: "ore" }];
    const happy = at({ cities: [{ hex: HOME, owner: 0, mood: "happy", buildings: { temple: 0 } }], seats: [{ resources: { food: 0 } }] });
    expect(play(happy, 0, { type: "collect", city: HOME, take: take3 }).state.players[0].resources).toMatchObject({ food: 1, wood: 1, ore: 1 });
    const neutral = at({ cities: [{ hex: HOME, owner: 0, mood: "neutral", buildings: { temple: 0 } }] });
    unchanged(neutral, 0, { type: "collect", city: HOME, take: take3 }, /at most 2/);
    const angry = at({ cities: [{ hex: HOME, owner: 0, mood: "angry", buildings: { temple: 0, academy: 0 } }] });
    unchanged(angry, 0, { type: "collect", city: HOME, take: take3.slice(0, 2) }, /at most 1/);
  });

  it("each hex once, one sea hex, no other city, no exhausted land, terrain needs its advance", () => {
    const s = at({
      terrain: { "3,1": "water" },
      cities: [{ hex: HOME, owner: 0, mood: "happy", buildings: { temple: 0, academy: 0 } }, { hex: "2,1", owner: 1 }],
      seats: [{ advances: ["fishing"] }],
    });
    s.hexes["2,0"].exhausted = true;
    const c = (take: { hex: string; kind: string }[]) => ({ type: "collect", city: HOME, take });
    unchanged(s, 0, c([{ hex: "4,-1", kind: "ore" }, { hex: "4,-1", kind: "ore" }]), /only once/);
    unchanged(s, 0, c([{ hex: "4,0", kind: "food" }, { hex: "3,1", kind: "food" }]), /only one sea hex/);
    unchanged(s, 0, c([{ hex: "2,1", kind: "food" }]), /cannot collect from 2,1/);
    unchanged(s, 0, c([{ hex: "2,0", kind: "wood" }]), /cannot collect from 2,0/);
    unchanged(s, 0, c([{ hex: "3,-1", kind: "food" }]), /cannot collect from 3,-1/); // barren without Irrigation
    unchanged(s, 0, c([{ hex: "4,-1", kind: "gold" }]), /cannot yield gold/);
    unchanged(s, 0, c([{ hex: "5,-1", kind: "food" }]), /cannot collect from 5,-1/); // 2 away without Husbandry
    unchanged(s, 0, c([]), /at least one hex/);
    // Without Fishing the sea yields nothing.
    const noFishing = at();
    unchanged(noFishing, 0, c([{ hex: "4,0", kind: "food" }]), /cannot collect from 4,0/);
  });

  it("Irrigation: food from barren land", () => {
    const s = at({ seats: [{ advances: ["irrigation"], resources: { food: 0 } }] });
    expect(play(s, 0, { type: "collect", city: HOME, take: [{ hex: "3,-1", kind: "food" }] }).state.players[0].resources.food).toBe(1);
  });

  it("food above the limit is lost (2 without Storage, 7 with it)", () => {
    const take = [{ hex: HOME, kind: "food" }, { hex: "2,1", kind: "food" }];
    const s = at({ seats: [{ resources: { food: 1 } }] });
    expect(play(s, 0, { type: "collect", city: HOME, take }).state.players[0].resources.food).toBe(2);
    const storage = at({ seats: [{ resources: { food: 1 }, advances: ["storage"] }] });
    expect(play(storage, 0, { type: "collect", city: HOME, take }).state.players[0].resources.food).toBe(3);
  });

  it("Port (L779): with Fishing one sea hex may give gold or a mood token instead of food", () => {
    const s = at({ cities: [{ hex: HOME, owner: 0, buildings: { port: 0 }, portHex: "4,0" }], seats: [{ advances: ["fishing"] }] });
    const r = play(s, 0, { type: "collect", city: HOME, take: [{ hex: "4,0", kind: "gold" }] });
    expect(r.state.players[0].resources.gold).toBe(1);
    expect(play(s, 0, { type: "collect", city: HOME, take: [{ hex: "4,0", kind: "mood" }] }).state.players[0].moodTokens).toBe(1);
  });

  it("Husbandry: once per turn one land hex 2 away (two with Roads), never the sea", () => {
    const s = at({
      cities: [{ hex: HOME, owner: 0, mood: "happy", buildings: { temple: 0 } }],
      seats: [{ advances: ["husbandry", "fishing"], resources: { food: 0 } }],
      turn: { seat: 0, actionsLeft: 3 },
    });
    const r = play(s, 0, { type: "collect", city: HOME, take: [{ hex: "3,2", kind: "wood" }, { hex: "4,-1", kind: "ore" }] });
    expect(r.state.players[0].resources).toMatchObject({ wood: 1, ore: 1 });
    unchanged(r.state, 0, { type: "collect", city: HOME, take: [{ hex: "5,-1", kind: "food" }] }, /cannot collect from 5,-1/);
    unchanged(s, 0, { type: "collect", city: HOME, take: [{ hex: "3,2", kind: "wood" }, { hex: "5,-1", kind: "food" }] }, /2 away/);
    unchanged(s, 0, { type: "collect", city: HOME, take: [{ hex: "1,1", kind: "food" }] }, /cannot collect from 1,1/);
    const roads = at({ cities: [{ hex: HOME, owner: 0, mood: "happy", buildings: { temple: 0 } }], seats: [{ advances: ["husbandry", "roads"], resources: { food: 0 } }] });
    expect(play(roads, 0, { type: "collect", city: HOME, take: [{ hex: "3,2", kind: "wood" }, { hex: "5,-1", kind: "food" }] }).state.players[0].resources).toMatchObject({ wood: 1, food: 1 });
  });

  it("Public Education: +1 idea once per turn when collecting in an Academy city", () => {
    let s = at({ cities: [{ hex: HOME, owner: 0, buildings: { academy: 0 } }], seats: [{ advances: ["writing", "public-education"], resources: { food: 0 } }] });
    s = play(s, 0, { type: "collect", city: HOME, take: [{ hex: "2,0", kind: "wood" }] }).state;
    expect(s.players[0].resources).toMatchObject({ wood: 1, ideas: 1 });
    s = play(s, 0, { type: "collect", city: HOME, take: [{ hex: "2,0", kind: "wood" }] }).state;
    expect(s.players[0].resources).toMatchObject({ wood: 2, ideas: 1 });
  });

  it("Metallurgy (L1773): with at least 2 ore collected, 1 ore may become 1 gold", () => {
    const s = at({ terrain: { "3,1": "mountain" }, cities: [{ hex: HOME, owner: 0, mood: "happy" }], seats: [{ advances: ["math", "metallurgy"] }] });
    const take = [{ hex: "4,-1", kind: "ore" }, { hex: "3,1", kind: "ore" }];
    expect(play(s, 0, { type: "collect", city: HOME, take, metallurgy: true }).state.players[0].resources).toMatchObject({ ore: 1, gold: 1 });
    unchanged(s, 0, { type: "collect", city: HOME, take: take.slice(0, 1), metallurgy: true }, /at least 2 ore/);
    const without = at({ terrain: { "3,1": "mountain" }, cities: [{ hex: HOME, owner: 0, mood: "happy" }] });
    unchanged(without, 0, { type: "collect", city: HOME, take, metallurgy: true }, /need Metallurgy/);
  });

  it("Great Gardens (L1579): its city may take any resource from fertile hexes", () => {
    const s = at({ cities: [{ hex: HOME, owner: 0, mood: "happy", wonders: [{ id: "great-gardens", builder: 0 }] }] });
    const r = play(s, 0, { type: "collect", city: HOME, take: [{ hex: HOME, kind: "ideas" }, { hex: "3,1", kind: "gold" }, { hex: "2,1", kind: "ore" }] });
    expect(r.state.players[0].resources).toMatchObject({ ideas: 1, gold: 1, ore: 1 });
    unchanged(s, 0, { type: "collect", city: HOME, take: [{ hex: "2,0", kind: "gold" }] }, /cannot yield gold/);
  });

  it("Free Economy (L720): free action for 1 mood token, the only Collect of the turn", () => {
    const s = at({ seats: [{ advances: ["free-economy"], moodTokens: 2, resources: { food: 0 } }] });
    const r = play(s, 0, { type: "free-economy", city: HOME, take: [{ hex: "2,0", kind: "wood" }] });
    expect(r.state.turn!.actionsLeft).toBe(3);
    expect(r.state.players[0]).toMatchObject({ moodTokens: 1, resources: expect.objectContaining({ wood: 1 }) });
    expect(r.state.turn!.activations[HOME]).toBe(1);
    unchanged(r.state, 0, { type: "collect", city: HOME, take: [{ hex: "2,0", kind: "wood" }] }, /only Collect/);
    unchanged(r.state, 0, { type: "free-economy", city: HOME, take: [{ hex: "2,0", kind: "wood" }] }, /only Collect/);
    const after = play(s, 0, { type: "collect", city: HOME, take: [{ hex: "2,0", kind: "wood" }] }).state;
    unchanged(after, 0, { type: "free-economy", city: HOME, take: [{ hex: "2,0", kind: "wood" }] }, /only Collect/);
    unchanged(at(), 0, { type: "free-economy", city: HOME, take: [{ hex: "2,0", kind: "wood" }] }, /need Free Economy/);
  });
});

describe("Construct (L724-811)", () => {
  const rich = { food: 2, wood: 3, ore: 3, gold: 3 };

  it("pays 1 food + 1 wood + 1 ore, needs the advance, places the building and fires building-built", () => {
    const s = at({ cities: [{ hex: HOME, owner: 0 }, { hex: "2,2", owner: 0 }], seats: [{ resources: rich, advances: ["writing"] }] });
    const r = play(s, 0, { type: "construct", city: HOME, building: "academy", payment: { food: 1, wood: 1, ore: 1 } });
    expect(city(r.state).buildings).toEqual({ academy: 0 });
    expect(r.state.players[0].resources).toMatchObject({ food: 1, wood: 2, ore: 2, ideas: 2 }); // Academy: 2 ideas
    expect(types(r.events)).toEqual(expect.arrayContaining(["BuildingBuilt", "CityActivated"]));
    // Gold may replace any of them.
    expect(play(s, 0, { type: "construct", city: HOME, building: "academy", payment: { gold: 3 } }).state.players[0].resources.gold).toBe(0);
    unchanged(s, 0, { type: "construct", city: HOME, building: "temple", payment: { food: 1, wood: 1, ore: 1 } }, /requires Myths/);
    unchanged(s, 0, { type: "construct", city: HOME, building: "academy", payment: { wood: 2, ore: 1 } }, /does not match/);
  });

  it("L737-741: not in an Angry city, not beyond your number of cities, one of each type per city", () => {
    const s = at({
      cities: [
        { hex: "3,0", owner: 0 }, // (a)
        { hex: "2,2", owner: 0, mood: "angry" }, // (b)
        { hex: "5,-1", owner: 0, buildings: { temple: 0, fortress: 0, port: 0 }, portHex: "4,0" }, // (c) size 4
        { hex: "1,4", owner: 0, buildings: { academy: 0 } }, // (d)
      ],
      seats: [{ resources: rich, advances: ["writing"] }],
    });
    const build = (hex: string) => ({ type: "construct", city: hex, building: "academy", payment: { food: 1, wood: 1, ore: 1 } });
    expect(play(s, 0, build("3,0")).state.cities["3,0"].buildings.academy).toBe(0);
    unchanged(s, 0, build("2,2"), /Angry city/);
    unchanged(s, 0, build("5,-1"), /beyond your number of cities \(4\)/);
    unchanged(s, 0, build("1,4"), /already has a Academy/);
  });

  it("five figures of each type per colour (counting the board)", () => {
    const hexes = ["3,0", "2,2", "5,-1", "1,4", "2,0", "4,-1"];
    const s = at({
      cities: hexes.map((hex, i) => ({ hex, owner: 0, buildings: i > 0 ? { academy: 0 } : {} })),
      seats: [{ resources: rich, advances: ["writing"] }],
    });
    unchanged(s, 0, { type: "construct", city: "3,0", building: "academy", payment: { food: 1, wood: 1, ore: 1 } }, /All your 5 Academy/);
  });

  it("a Port only in a coastal city, facing a sea hex the player chooses", () => {
    const s = at({ terrain: { "1,3": "fertile" }, cities: [{ hex: HOME, owner: 0 }, { hex: "2,2", owner: 0 }], seats: [{ resources: rich, advances: ["fishing"] }] });
    const port = (city: string, portHex?: string) => ({ type: "construct", city, building: "port", payment: { food: 1, wood: 1, ore: 1 }, ...(portHex ? { portHex } : {}) });
    const r = play(s, 0, port(HOME, "4,0"));
    expect(city(r.state)).toMatchObject({ buildings: { port: 0 }, portHex: "4,0" });
    unchanged(s, 0, port(HOME), /Choose the sea hex/);
    unchanged(s, 0, port(HOME, "2,0"), /face a sea hex/);
    unchanged(s, 0, port("2,2", "4,0"), /coastal/);
  });

  it("Temple: 1 mood or 1 culture token, the builder's choice", () => {
    const s = at({ cities: [{ hex: HOME, owner: 0 }, { hex: "2,2", owner: 0 }], seats: [{ resources: rich, advances: ["myths"] }] });
    const t = { type: "construct", city: HOME, building: "temple", payment: { food: 1, wood: 1, ore: 1 } };
    expect(play(s, 0, { ...t, bonus: "culture" }).state.players[0]).toMatchObject({ cultureTokens: 1, moodTokens: 0 });
    expect(play(s, 0, { ...t, bonus: "mood" }).state.players[0]).toMatchObject({ cultureTokens: 0, moodTokens: 1 });
    unchanged(s, 0, { ...t, bonus: "gold" }, /does not give gold/);
  });

  it("State Religion (L747): once per turn a Temple costs no food", () => {
    const s = at({
      cities: [{ hex: HOME, owner: 0 }, { hex: "2,2", owner: 0 }, { hex: "5,-1", owner: 0 }],
      seats: [{ resources: rich, advances: ["myths", "state-religion"] }],
    });
    const r = play(s, 0, { type: "construct", city: HOME, building: "temple", payment: { wood: 1, ore: 1 } });
    unchanged(r.state, 0, { type: "construct", city: "2,2", building: "temple", payment: { wood: 1, ore: 1 } }, /does not match/);
    play(r.state, 0, { type: "construct", city: "2,2", building: "temple", payment: { food: 1, wood: 1, ore: 1 } });
  });

  it("Dogma (L1791): building a Temple may give a free Theocracy advance; ideas are limited to 2", () => {
    const s = at({
      cities: [{ hex: HOME, owner: 0 }, { hex: "2,2", owner: 0 }],
      seats: [{ resources: { ...rich, ideas: 5 }, advances: ["myths", "state-religion", "dogma"] }],
    });
    const r = play(s, 0, { type: "construct", city: HOME, building: "temple", payment: { wood: 1, ore: 1 }, dogma: "devotion" });
    expect(r.state.players[0].advances).toContain("devotion");
    expect(r.state.players[0].eventTracker).toBe(2);
    unchanged(s, 0, { type: "construct", city: HOME, building: "temple", payment: { wood: 1, ore: 1 }, dogma: "voting" }, /Theocracy advance/);
    // Gaining Dogma discards ideas above 2.
    const buy = at({ seats: [{ resources: { food: 2, ideas: 6 }, advances: ["myths", "state-religion"] }] });
    expect(play(buy, 0, { type: "advance", advance: "dogma", payment: { food: 2 } }).state.players[0].resources.ideas).toBe(2);
  });

  it("expansion buildings are not in the base game", () => {
    const s = at({ cities: [{ hex: HOME, owner: 0 }, { hex: "2,2", owner: 0 }], seats: [{ resources: rich, advances: ["bartering"] }] });
    unchanged(s, 0, { type: "construct", city: HOME, building: "market", payment: { food: 1, wood: 1, ore: 1 } }, /expansion/);
  });
});

describe("Recruit (L815-889)", () => {
  it("L831: 1 infantry + 1 settler for 1 ore + 3 food; with all 4 settlers out, one is taken from the board", () => {
    const s = at({
      cities: [{ hex: HOME, owner: 0, buildings: { temple: 0 } }],
      units: [1, 2, 3, 4].map(() => ({ owner: 0 as const, type: "settler" as const, hex: "3,2" })),
      seats: [{ resources: { food: 4, ore: 1 }, advances: ["storage"] }],
    });
    const fired: unknown[] = [];
    const probe = ruleModule("test probe");
    onHook(probe, "units-recruited", (_ctx, data) => fired.push(data));
    const r = play(s, 0, { type: "recruit", city: HOME, units: ["infantry", "settler"], payment: { food: 3, ore: 1 } }, probed(probe));
    expect(fired).toEqual([{ seat: 0, hex: HOME, units: ["infantry", "settler"], draft: false, sanitation: false }]);
    const here = Object.values(r.state.units).filter((u) => u.hex === HOME);
    expect(here.map((u) => u.type).sort()).toEqual(["infantry", "settler"]);
    expect(Object.values(r.state.units).filter((u) => u.type === "settler")).toHaveLength(4);
    expect(r.state.players[0].resources).toMatchObject({ food: 1, ore: 0 });
    expect(types(r.events)).toEqual(expect.arrayContaining(["UnitRelocated", "UnitsRecruited", "CityActivated"]));
  });

  it("recruits up to size (Happy +1, Angry 1), each unit paid", () => {
    const rich = { food: 7, ore: 7, wood: 7 };
    const happy = at({ seats: [{ resources: rich, advances: ["storage"] }] });
    play(happy, 0, { type: "recruit", city: HOME, units: ["infantry", "infantry"], payment: { food: 2, ore: 2 } });
    unchanged(happy, 0, { type: "recruit", city: HOME, units: ["infantry", "infantry", "infantry"], payment: { food: 3, ore: 3 } }, /at most 2/);
    const angry = at({ cities: [{ hex: HOME, owner: 0, mood: "angry", buildings: { temple: 0 } }], seats: [{ resources: rich, advances: ["storage"] }] });
    unchanged(angry, 0, { type: "recruit", city: HOME, units: ["infantry", "infantry"], payment: { food: 2, ore: 2 } }, /at most 1/);
    unchanged(happy, 0, { type: "recruit", city: HOME, units: ["infantry"], payment: { food: 2 } }, /does not match/);
    unchanged(happy, 0, { type: "recruit", city: HOME, units: [], payment: {} }, /./);
  });

  it("ships only with a Port, placed on the port hex; expansion units are not in the base game", () => {
    const plain = at({ seats: [{ resources: { wood: 4, food: 2 } }] });
    unchanged(plain, 0, { type: "recruit", city: HOME, units: ["ship"], payment: { wood: 2 } }, /with a Port/);
    unchanged(plain, 0, { type: "recruit", city: HOME, units: ["elephant"], payment: { food: 2 } }, /expansion/);
    const port = at({ cities: [{ hex: HOME, owner: 0, buildings: { port: 0 }, portHex: "4,0" }], seats: [{ resources: { wood: 4 } }] });
    const r = play(port, 0, { type: "recruit", city: HOME, units: ["ship"], payment: { wood: 2 } });
    expect(Object.values(r.state.units).find((u) => u.type === "ship")!.hex).toBe("4,0");
  });

  it("a recruited ship on a port hex with an enemy ship starts a sea battle (L825)", () => {
    battles.length = 0;
    const s = at({
      cities: [{ hex: HOME, owner: 0, buildings: { port: 0 }, portHex: "4,0" }],
      units: [{ owner: 1, type: "ship", hex: "4,0" }],
      seats: [{ resources: { wood: 4 } }],
    });
    const r = play(s, 0, { type: "recruit", city: HOME, units: ["ship"], payment: { wood: 2 } });
    const ship = Object.values(r.state.units).find((u) => u.owner === 0)!;
    expect(battles).toEqual([{ hex: "4,0", attacker: 0, attackers: [ship.id], from: null, kind: "sea" }]);
  });

  it("at most 4 army units on the city hex", () => {
    const s = at({
      units: [1, 2, 3].map(() => ({ owner: 0 as const, type: "infantry" as const, hex: HOME })),
      seats: [{ resources: { food: 3, ore: 2 } }],
    });
    play(s, 0, { type: "recruit", city: HOME, units: ["infantry"], payment: { food: 1, ore: 1 } });
    unchanged(s, 0, { type: "recruit", city: HOME, units: ["infantry", "infantry"], payment: { food: 2, ore: 2 } }, /At most 4 army units/);
    // Settlers do not count.
    play(s, 0, { type: "recruit", city: HOME, units: ["infantry", "settler"], payment: { food: 3, ore: 1 } });
  });

  it("Sanitation and Draft: one settler and one infantry per Recruit for mood tokens; Civil Liberties makes Draft cost 2", () => {
    const s = at({
      cities: [{ hex: HOME, owner: 0, mood: "happy", buildings: { temple: 0 } }],
      seats: [{ resources: { food: 2, ore: 1 }, moodTokens: 3, advances: ["sanitation", "tactics", "draft"] }],
    });
    const r = play(s, 0, { type: "recruit", city: HOME, units: ["settler", "infantry", "infantry"], sanitation: true, draft: true, payment: { mood: 2, food: 1, ore: 1 } });
    expect(Object.values(r.state.units).filter((u) => u.hex === HOME)).toHaveLength(3);
    expect(r.state.players[0]).toMatchObject({ moodTokens: 1, resources: expect.objectContaining({ food: 1, ore: 0 }) });
    unchanged(s, 0, { type: "recruit", city: HOME, units: ["settler", "settler"], sanitation: true, payment: { mood: 2 } }, /does not match/);
    unchanged(at(), 0, { type: "recruit", city: HOME, units: ["settler"], sanitation: true, payment: { mood: 1 } }, /need Sanitation/);
    const liberties = at({ seats: [{ moodTokens: 3, advances: ["tactics", "draft", "civil-liberties"] }] });
    unchanged(liberties, 0, { type: "recruit", city: HOME, units: ["infantry"], draft: true, payment: { mood: 1 } }, /does not match/);
    expect(play(liberties, 0, { type: "recruit", city: HOME, units: ["infantry"], draft: true, payment: { mood: 2 } }).state.players[0].moodTokens).toBe(1);
  });

  it("Medicine (L1769): after paying the full cost, take back 1 resource just spent", () => {
    const s = at({ seats: [{ resources: { food: 2, ore: 2 }, advances: ["math", "medicine"] }] });
    const r = play(s, 0, { type: "recruit", city: HOME, units: ["infantry", "infantry"], payment: { food: 2, ore: 2 }, medicine: "ore" });
    expect(r.state.players[0].resources).toMatchObject({ food: 0, ore: 1 });
    unchanged(s, 0, { type: "recruit", city: HOME, units: ["infantry"], payment: { food: 1, ore: 1 }, medicine: "wood" }, /Medicine returns only/);
    // With only 1 food a 2-food settler cannot be recruited, even though it would cost 1 in the end.
    const poor = at({ seats: [{ resources: { food: 1 }, advances: ["math", "medicine"] }] });
    unchanged(poor, 0, { type: "recruit", city: HOME, units: ["settler"], payment: { food: 2 } }, /cannot afford/);
  });

  it("Nationalism (L867): 1 mood or culture token after recruiting an army unit or ship", () => {
    const s = at({ seats: [{ resources: { food: 2, ore: 1 }, advances: ["tactics", "draft", "nationalism"] }] });
    expect(play(s, 0, { type: "recruit", city: HOME, units: ["infantry"], payment: { food: 1, ore: 1 }, nationalism: "culture" }).state.players[0].cultureTokens).toBe(1);
    expect(play(s, 0, { type: "recruit", city: HOME, units: ["settler"], payment: { food: 2 } }).state.players[0]).toMatchObject({ cultureTokens: 0, moodTokens: 0 });
  });
});

describe("Increase happiness (L968-997)", () => {
  it("L974: an Angry size-2 city costs 2 mood tokens to Neutral, 4 to Happy, in one action", () => {
    const s = at({ cities: [{ hex: HOME, owner: 0, mood: "angry", buildings: { temple: 0 } }, { hex: "2,2", owner: 0 }], seats: [{ moodTokens: 4 }] });
    const neutral = play(s, 0, { type: "increase-happiness", cities: [{ hex: HOME, steps: 1 }], payment: { mood: 2 } });
    expect(city(neutral.state).mood).toBe("neutral");
    const happy = play(s, 0, { type: "increase-happiness", cities: [{ hex: HOME, steps: 2 }], payment: { mood: 4 } });
    expect(city(happy.state).mood).toBe("happy");
    expect(happy.state.players[0].moodTokens).toBe(0);
    expect(happy.state.turn!.actionsLeft).toBe(2);
    unchanged(s, 0, { type: "increase-happiness", cities: [{ hex: HOME, steps: 2 }], payment: { mood: 3 } }, /does not match/);
  });

  it("any number of cities at once; never beyond Happy; only own cities", () => {
    const s = at({ cities: [{ hex: HOME, owner: 0, mood: "neutral" }, { hex: "2,2", owner: 0, mood: "angry" }, { hex: ENEMY_HOME, owner: 1, mood: "angry" }], seats: [{ moodTokens: 5 }] });
    const r = play(s, 0, { type: "increase-happiness", cities: [{ hex: HOME, steps: 1 }, { hex: "2,2", steps: 2 }], payment: { mood: 3 } });
    expect([city(r.state).mood, r.state.cities["2,2"].mood]).toEqual(["happy", "happy"]);
    unchanged(s, 0, { type: "increase-happiness", cities: [{ hex: HOME, steps: 2 }], payment: { mood: 2 } }, /happier than Happy/);
    unchanged(s, 0, { type: "increase-happiness", cities: [{ hex: ENEMY_HOME, steps: 1 }], payment: { mood: 1 } }, /own cities/);
  });

  it("Rituals (L1739): any resources replace mood tokens 1:1", () => {
    const s = at({ cities: [{ hex: HOME, owner: 0, mood: "neutral", buildings: { temple: 0, academy: 0 } }], seats: [{ moodTokens: 1, resources: { food: 1, ore: 1 }, advances: ["myths", "rituals"] }] });
    const r = play(s, 0, { type: "increase-happiness", cities: [{ hex: HOME, steps: 1 }], payment: { mood: 1, food: 1, ore: 1 } });
    expect(city(r.state).mood).toBe("happy");
    unchanged(at({ cities: [{ hex: HOME, owner: 0, mood: "neutral" }], seats: [{ resources: { food: 1 } }] }), 0, { type: "increase-happiness", cities: [{ hex: HOME, steps: 1 }], payment: { food: 1 } }, /does not match/);
  });

  it("Voting (L978): a free action for 1 mood token, the happiness cost still paid", () => {
    const s = at({ cities: [{ hex: HOME, owner: 0, mood: "neutral" }], seats: [{ moodTokens: 2, advances: ["writing", "philosophy", "voting"] }] });
    const r = play(s, 0, { type: "voting", cities: [{ hex: HOME, steps: 1 }], payment: { mood: 1 } });
    expect(r.state.turn!.actionsLeft).toBe(3);
    expect(r.state.players[0].moodTokens).toBe(0);
    expect(city(r.state).mood).toBe("happy");
    unchanged(at({ cities: [{ hex: HOME, owner: 0, mood: "neutral" }], seats: [{ moodTokens: 2 }] }), 0, { type: "voting", cities: [{ hex: HOME, steps: 1 }], payment: { mood: 1 } }, /need Voting/);
  });

  it("Circus and Sports (L1759): as an action, 1 or 2 culture tokens raise one city that many levels, whatever its size", () => {
    const s = at({ cities: [{ hex: HOME, owner: 0, mood: "angry", buildings: { temple: 0, academy: 0 } }], seats: [{ cultureTokens: 3, advances: ["arts", "sports"] }] });
    const r = play(s, 0, { type: "sports", city: HOME, steps: 2 });
    expect(city(r.state).mood).toBe("happy");
    expect(r.state.players[0].cultureTokens).toBe(1);
    expect(r.state.turn!.actionsLeft).toBe(2);
    unchanged(r.state, 0, { type: "sports", city: HOME, steps: 1 }, /happier than Happy/);
  });
});

describe("Taxes, Civil Liberties, Forced Labor", () => {
  it("Taxes (L1751): once per turn, 1 mood token for as many food/wood/ore as you have cities; gold with Currency", () => {
    const s = at({ cities: [{ hex: HOME, owner: 0 }, { hex: "2,2", owner: 0 }, { hex: "5,-1", owner: 0 }], seats: [{ moodTokens: 2, resources: { food: 0 }, advances: ["bartering", "taxes"] }] });
    const r = play(s, 0, { type: "taxes", gain: { wood: 2, ore: 1 } });
    expect(r.state.players[0]).toMatchObject({ moodTokens: 1, resources: expect.objectContaining({ wood: 2, ore: 1 }) });
    expect(r.state.turn!.actionsLeft).toBe(2);
    expect(r.state.turn!.activations).toEqual({});
    unchanged(r.state, 0, { type: "taxes", gain: { wood: 3 } }, /once per turn/);
    unchanged(s, 0, { type: "taxes", gain: { wood: 2 } }, /exactly as many/);
    unchanged(s, 0, { type: "taxes", gain: { gold: 3 } }, /only food, wood, ore/);
    const currency = structuredClone(s);
    currency.players[0].advances.push("currency");
    expect(play(currency, 0, { type: "taxes", gain: { gold: 3 } }).state.players[0].resources.gold).toBe(3);
  });

  it("Civil Liberties (L1779): as an action, gain 3 mood tokens", () => {
    const s = at({ seats: [{ advances: ["writing", "philosophy", "voting", "civil-liberties"] }] });
    const r = play(s, 0, { type: "civil-liberties" });
    expect(r.state.players[0].moodTokens).toBe(3);
    expect(r.state.turn!.actionsLeft).toBe(2);
    unchanged(at(), 0, { type: "civil-liberties" }, /need Civil Liberties/);
  });

  it("Forced Labor (L1785): for 1 mood token Angry cities count as Happy this turn, still activated only once", () => {
    const s = at({
      cities: [{ hex: HOME, owner: 0, mood: "angry", buildings: { temple: 0 } }, { hex: "2,2", owner: 0 }, { hex: "5,-1", owner: 0 }],
      seats: [{ moodTokens: 1, resources: { food: 0, wood: 1, ore: 1 }, advances: ["tactics", "draft", "nationalism", "forced-labor", "writing"] }],
    });
    unchanged(s, 0, { type: "construct", city: HOME, building: "academy", payment: { food: 0, wood: 1, ore: 1, gold: 0 } } as Move, /Angry city/);
    const fl = play(s, 0, { type: "forced-labor" });
    expect(fl.state.turn!.actionsLeft).toBe(3);
    expect(fl.state.players[0].moodTokens).toBe(0);
    const take = [{ hex: HOME, kind: "food" }, { hex: "2,0", kind: "wood" }, { hex: "4,-1", kind: "ore" }];
    const r = play(fl.state, 0, { type: "collect", city: HOME, take });
    expect(r.state.players[0].resources).toMatchObject({ food: 1, wood: 2, ore: 2 });
    unchanged(r.state, 0, { type: "collect", city: HOME, take: take.slice(0, 1) }, /only once per turn/);
    unchanged(fl.state, 0, { type: "forced-labor" }, /already in force/);
  });
});

describe("legal moves", () => {
  const MINE = new Set(["found-city", "collect", "free-economy", "construct", "recruit", "increase-happiness", "voting", "sports", "taxes", "civil-liberties", "forced-labor"]);

  it("every offered city action is accepted", () => {
    const positions = [
      at({ units: [{ owner: 0, type: "settler", hex: "2,2" }], seats: [{ resources: { food: 2, wood: 3, ore: 3, gold: 2 }, moodTokens: 6, cultureTokens: 2, advances: ["writing", "myths", "fishing", "sanitation", "arts", "sports", "husbandry", "bartering", "taxes", "tactics", "draft"] }] }),
      at({
        cities: [{ hex: HOME, owner: 0, mood: "angry", buildings: { port: 0, temple: 0 }, portHex: "4,0" }, { hex: "2,2", owner: 0 }, { hex: "5,-1", owner: 0, mood: "happy", wonders: [{ id: "great-gardens", builder: 0 }] }],
        units: [{ owner: 1, type: "ship", hex: "1,1" }],
        seats: [{ resources: { food: 5, wood: 5, ore: 5, gold: 5, ideas: 1 }, moodTokens: 4, advances: ["storage", "writing", "philosophy", "voting", "free-economy", "civil-liberties", "math", "metallurgy", "medicine", "myths", "rituals", "fishing", "tactics", "draft", "public-education"] }],
      }),
      at({
        cities: [{ hex: HOME, owner: 0, mood: "angry" }, { hex: "2,2", owner: 0, mood: "angry" }],
        seats: [{ resources: { food: 2, wood: 2, ore: 2 }, moodTokens: 2, advances: ["tactics", "draft", "nationalism", "forced-labor", "myths", "state-religion"] }],
      }),
    ];
    let count = 0;
    for (const s of positions) {
      const moves = coc.legalMoves(s, 0).filter((m) => MINE.has(m.type));
      expect(moves.length).toBeGreaterThan(0);
      for (const m of moves) {
        play(s, 0, m);
        count++;
      }
    }
    expect(count).toBeGreaterThan(20);
  });

  it("bots finish whole games with city actions", async () => {
    const { playOne } = await import("../../../engine/core/selfplay.ts");
    for (const seed of ["city-a", "city-b", "city-c"]) {
      const g = playOne(coc, { players: 3, seed, options: { events: "none" } });
      expect(g.error).toBeUndefined();
      expect(g.outcome).not.toBeNull();
    }
  });
});

describe("Collect with Production Focus / Mass Production (action cards, catalog §4.2)", () => {
  const cards = (extra: Partial<ScenarioSpec> = {}) => at({
    seats: [{ actionCards: ["production-focus-1", "mass-production-1"], resources: { food: 0, wood: 0, ore: 0 } }], ...extra,
  });
  const collect = (take: { hex: string; kind: string }[], cityHex = HOME) => ({ type: "collect", city: cityHex, take });

  it("Production Focus: the next Collect may take the same hex several times, as many resources as usual", () => {
    const s = cards();
    unchanged(s, 0, collect([{ hex: "4,-1", kind: "ore" }, { hex: "4,-1", kind: "ore" }]), /only once/);
    const f = play(s, 0, { type: "play-card", card: "production-focus-1" });
    expect(f.state.turn!.used).toContain("production-focus");
    expect(f.state.turn!.actionsLeft).toBe(3);
    // Not with Mass Production.
    unchanged(f.state, 0, { type: "play-card", card: "mass-production-1" }, /cannot be combined/);
    // The Happy size-1 city still collects 2.
    unchanged(f.state, 0, collect([{ hex: "4,-1", kind: "ore" }, { hex: "4,-1", kind: "ore" }, { hex: "4,-1", kind: "ore" }]), /at most 2/);
    const bot = coc.legalMoves(f.state, 0).find((m) => m.type === "collect") as Move & { take: unknown[] };
    expect(bot.take).toHaveLength(2);
    const r = play(f.state, 0, collect([{ hex: "4,-1", kind: "ore" }, { hex: "4,-1", kind: "ore" }]));
    expect(r.state.players[0].resources).toMatchObject({ ore: 2 });
    // Used up by that Collect.
    expect(r.state.turn!.used).not.toContain("production-focus");
    const city2 = produce(r.state, (d) => { d.cities["2,2"] = { hex: "2,2", owner: 0, mood: "happy", buildings: {}, portHex: null, wonders: [] }; });
    unchanged(city2, 0, collect([{ hex: "2,2", kind: "food" }, { hex: "2,2", kind: "food" }], "2,2"), /only once/);
  });

  it("Production Focus: a sea or Husbandry hex taken again still counts once", () => {
    const s = cards({ seats: [{ actionCards: ["production-focus-1"], advances: ["fishing"], resources: { food: 0 } }] });
    const r = play(play(s, 0, { type: "play-card", card: "production-focus-1" }).state, 0, collect([{ hex: "4,0", kind: "food" }, { hex: "4,0", kind: "food" }]));
    expect(r.state.players[0].resources.food).toBe(2);
  });

  it("Mass Production: the next Collect may use 2 more hexes; only while a Collect is possible", () => {
    const s = cards();
    const take4 = [{ hex: HOME, kind: "food" }, { hex: "2,0", kind: "wood" }, { hex: "4,-1", kind: "ore" }, { hex: "2,1", kind: "food" }];
    unchanged(s, 0, collect(take4), /at most 2/);
    const m = play(s, 0, { type: "play-card", card: "mass-production-1" });
    unchanged(m.state, 0, { type: "play-card", card: "production-focus-1" }, /cannot be combined/);
    unchanged(m.state, 0, collect([...take4, { hex: "3,1", kind: "food" }]), /at most 4/);
    const bot = coc.legalMoves(m.state, 0).find((x) => x.type === "collect") as Move & { take: unknown[] };
    expect(bot.take).toHaveLength(4);
    const r = play(m.state, 0, collect(take4));
    expect(r.state.players[0].resources).toMatchObject({ food: 2, wood: 1, ore: 1 });
    expect(r.state.turn!.used).not.toContain("mass-production");
    // With no action left (and no Free Economy) no city can collect: the card cannot be played.
    const tired = cards({ turn: { seat: 0, actionsLeft: 0 } });
    unchanged(tired, 0, { type: "play-card", card: "mass-production-1" }, /can collect/);
    expect(coc.legalMoves(tired, 0).some((x) => x.type === "play-card")).toBe(false);
  });
});
