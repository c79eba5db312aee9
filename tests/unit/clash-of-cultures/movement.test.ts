import { describe, expect, it } from "vitest";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { scenario, play, reject, type ScenarioSpec } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { navigationTargets, perimeter } from "../../../engine/games/clash-of-cultures/actions/movement-map.ts";
import { regionDef } from "../../../engine/games/clash-of-cultures/base/board.ts";
import { neighborKeys } from "../../../engine/games/clash-of-cultures/base/hex.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import type { MapRegionId, Terrain } from "../../../engine/games/clash-of-cultures/data/index.ts";
import type { GameEvent, Move } from "../../../engine/core/types.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";

/*
 * The 2-player board (axial "q,r"; regions by index). Player 0's city is 3,0, player 1's is 3,5.
 *   region 0 (P0 home): 3,0  4,-1  2,0  3,-1      region 2: 1,1  0,2  2,1  1,2
 *   region 3: 5,-1  4,0  6,-1  5,0                region 4: 3,1  2,2  4,1  3,2
 *   region 5: 1,3  0,4  2,3  1,4                  region 6: 5,1  4,2  6,1  5,2
 *   region 7: 3,3  2,4  4,3  3,4                  region 8: 1,5  0,6  2,5  1,6
 *   region 9: 5,3  4,4  6,3  5,4                  region 1 (P1 home): 3,5  2,6  4,5  3,6
 * Tests set the terrain of every hex they rely on.
 */

const LAND: Record<string, Terrain> = {
  "3,0": "fertile", "4,-1": "mountain", "2,0": "forest", "3,-1": "barren", "2,1": "fertile", "3,1": "fertile",
  "4,0": "water", "4,1": "water", "4,2": "water", "5,0": "barren", "5,-1": "fertile", "6,-1": "fertile",
  "2,2": "fertile", "3,2": "forest", "5,1": "forest", "5,2": "fertile", "6,1": "fertile", "4,3": "mountain", "3,3": "barren",
};

function game(spec: Partial<ScenarioSpec> = {}): CocState {
  return scenario({ players: 2, options: { events: "none" }, ...spec, terrain: { ...LAND, ...(spec.terrain ?? {}) } });
}

const startMove = (s: CocState, seat = 0) => play(s, seat, { type: "move" }).state;
const group = (units: number[], to: string, extra: Record<string, unknown> = {}): Move => ({ type: "move-group", units, to, ...extra });
const step = (s: CocState, units: number[], to: string, extra: Record<string, unknown> = {}) => play(s, 0, group(units, to, extra));
const top = (s: CocState) => s.stack[s.stack.length - 1];
/** Ends the Move action unless it already ended by itself (nothing else could move). */
const endMove = (s: CocState) => (top(s).kind === "moving" ? play(s, 0, { type: "move-done" }).state : s);
const ofType = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);

/** Hides region `index` face down with `tile` on it. */
function hide(s: CocState, index: number, tile: MapRegionId) {
  const region = s.regions[index];
  region.tile = tile;
  region.explored = false;
  region.rotation = -1;
  for (const k of region.hexes) s.hexes[k].terrain = null;
}

/** Lays region `index` face up with `tile` (turned 180° when `flipped`). */
function lay(s: CocState, index: number, tile: MapRegionId, flipped = false) {
  const region = s.regions[index];
  region.tile = tile;
  region.explored = true;
  region.rotation = flipped ? 3 : 0;
  region.hexes.forEach((k, slot) => (s.hexes[k].terrain = regionDef(tile).hexes[flipped ? 3 - slot : slot].terrain));
}

const terrainOf = (s: CocState, keys: string[]) => keys.map((k) => s.hexes[k].terrain);

describe("Move action: structure (L893-899)", () => {
  it("spends an action, moves up to 3 units or groups one space each, and ends after the third", () => {
    let s = game({ units: [{ owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }] });
    s = startMove(s);
    expect(s.turn!.actionsLeft).toBe(2);
    expect(top(s)).toMatchObject({ kind: "moving", movesLeft: 3 });
    let r = step(s, [1], "2,1");
    expect(ofType(r.events, "UnitMoved")).toEqual([{ type: "UnitMoved", seat: 0, units: [1], from: "3,0", to: "2,1", path: ["3,0", "2,1"], how: "land" }]);
    r = step(r.state, [2], "3,1");
    expect(top(r.state)).toMatchObject({ kind: "moving", movesLeft: 1 });
    r = step(r.state, [3], "3,-1");
    // The third group ends the action by itself.
    expect(top(r.state).kind).toBe("turn");
    expect(ofType(r.events, "MoveActionEnded")).toHaveLength(1);
    expect(r.state.turn!.movedThisAction).toEqual([]);
    expect(reject(r.state, 0, group([4], "2,0")).message).toMatch(/cannot move-group now/);
  });

  it("moves a group (several units of one space together) as one of the three moves", () => {
    let s = game({ units: [{ owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "2,1" }] });
    s = startMove(s);
    const r = step(s, [1, 2], "3,1");
    expect([r.state.units[1].hex, r.state.units[2].hex]).toEqual(["3,1", "3,1"]);
    expect(top(r.state)).toMatchObject({ kind: "moving", movesLeft: 2 });
    expect(reject(s, 0, group([1, 3], "3,1")).message).toMatch(/one space/);
  });

  it("moves each unit at most once per action, but again in a later Move action", () => {
    let s = game({ units: [{ owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }] });
    s = startMove(s);
    s = step(s, [1], "2,1").state;
    expect(reject(s, 0, group([1], "2,2")).message).toMatch(/at most once per Move action/);
    s = play(s, 0, { type: "move-done" }).state;
    expect(top(s).kind).toBe("turn");
    s = startMove(s);
    s = step(s, [1], "2,2").state;
    expect(s.units[1].hex).toBe("2,2");
    expect(s.turn!.actionsLeft).toBe(1);
  });

  it("moves land units only to an adjacent space and never into the sea without a ship", () => {
    const s = startMove(game({ units: [{ owner: 0, type: "settler", hex: "3,0" }] }));
    expect(reject(s, 0, group([1], "2,2")).message).toMatch(/adjacent/);
    expect(reject(s, 0, group([1], "4,0")).message).toMatch(/boarding your ships/);
    expect(reject(s, 0, group([1], "9,9")).message).toMatch(/not on the board/);
  });

  it("is not offered (and refused) when no unit can move", () => {
    const s = game({ units: [{ owner: 0, type: "infantry", hex: "3,0" }] });
    expect(coc.legalMoves(s, 0).some((m) => m.type === "move")).toBe(false);
    expect(reject(s, 0, { type: "move" }).message).toMatch(/None of your units can move/);
  });

  it("rejects illegal group moves with a clear message and without changing anything", () => {
    const s = startMove(game({ units: [{ owner: 0, type: "settler", hex: "3,0" }, { owner: 1, type: "settler", hex: "3,5" }] }));
    const before = canonicalJson(s);
    expect(reject(s, 0, group([2], "3,4")).message).toMatch(/no unit 2/);
    expect(reject(s, 0, group([7], "3,1")).message).toMatch(/no unit 7/);
    expect(reject(s, 0, group([1, 1], "3,1")).message).toMatch(/twice/);
    expect(reject(s, 0, group([1], "3,0")).message).toMatch(/another space/);
    expect(reject(s, 1, group([2], "3,4")).code).toBe("not-your-turn");
    expect(reject(game({ units: [{ owner: 0, type: "settler", hex: "3,0" }] }), 0, group([1], "3,1")).message).toMatch(/cannot move-group now/);
    expect(canonicalJson(s)).toBe(before);
  });
});

describe("Land movement restrictions (L903-916)", () => {
  it("needs Tactics to move army units", () => {
    const s = startMove(game({ units: [{ owner: 0, type: "infantry", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }] }));
    expect(reject(s, 0, group([1], "3,1")).message).toMatch(/Tactics/);
    expect(reject(s, 0, group([1, 2], "3,1")).message).toMatch(/Tactics/);
    const t = startMove(game({ units: [{ owner: 0, type: "infantry", hex: "3,0" }], seats: [{ advances: ["tactics"] }] }));
    expect(step(t, [1], "3,1").state.units[1].hex).toBe("3,1");
  });

  it("stops units that enter mountains for the rest of the turn", () => {
    let s = startMove(game({ units: [{ owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }] }));
    s = step(s, [1], "4,-1").state;
    expect(s.turn!.unitsStopped).toContain(1);
    s = play(s, 0, { type: "move-done" }).state;
    s = startMove(s);
    expect(reject(s, 0, group([1], "3,-1")).message).toMatch(/cannot move again/);
    expect(coc.legalMoves(s, 0).some((m) => m.type === "move-group" && (m.units as number[]).includes(1))).toBe(false);
  });

  it("lets units that entered a forest move on, but not start a battle this turn", () => {
    let s = game({
      seats: [{ advances: ["tactics"] }],
      terrain: { "2,1": "forest" },
      units: [{ owner: 0, type: "infantry", hex: "3,0" }, { owner: 1, type: "settler", hex: "1,2" }],
    });
    s = startMove(s);
    s = step(s, [1], "2,1").state;
    expect(s.turn!.unitsInForest).toContain(1);
    s = endMove(s);
    s = startMove(s);
    expect(reject(s, 0, group([1], "1,2")).message).toMatch(/forest this turn cannot start a battle/);
    expect(step(s, [1], "2,2").state.units[1].hex).toBe("2,2");
  });

  it("lets settlers enter enemy spaces only together with an army unit", () => {
    const s = startMove(game({
      seats: [{ advances: ["tactics"] }],
      units: [{ owner: 0, type: "settler", hex: "3,0" }, { owner: 1, type: "settler", hex: "3,1" }],
      cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "2,1", owner: 1 }],
    }));
    expect(reject(s, 0, group([1], "3,1")).message).toMatch(/only together with an army unit/);
    expect(reject(s, 0, group([1], "2,1")).message).toMatch(/only together with an army unit/);
  });

  it("keeps at most 4 army units on a land space; settlers do not count", () => {
    const inf = (hex: string) => ({ owner: 0 as const, type: "infantry" as const, hex });
    const s = startMove(game({
      seats: [{ advances: ["tactics"] }],
      units: [inf("3,1"), inf("3,1"), inf("3,1"), inf("3,0"), inf("3,0"), { owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,1" }],
    }));
    expect(reject(s, 0, group([4, 5], "3,1")).message).toMatch(/At most 4 army units/);
    const r = step(s, [4, 6], "3,1");
    expect(r.state.units[4].hex).toBe("3,1");
    expect(reject(r.state, 0, group([5], "3,1")).message).toMatch(/At most 4 army units/);
  });
});

describe("Roads (L918, L1665-1687)", () => {
  const roads = { roads: true, payment: { food: 1, ore: 1 } };

  it("reproduces the rulebook example (L1671-1683): 1 food + 1 ore per group, 2 spaces through mountains into a forest", () => {
    let s = game({
      terrain: { "5,-1": "forest" },
      seats: [{ advances: ["tactics", "roads"], resources: { food: 2, ore: 2 } }],
      units: [{ owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "infantry", hex: "3,0" }, { owner: 0, type: "infantry", hex: "3,0" }],
    });
    s = startMove(s);
    // A settler moves 1 space without Roads: nothing to pay.
    let r = step(s, [1], "2,1");
    expect(r.state.players[0].resources).toMatchObject({ food: 2, ore: 2 });
    // The other settler pays to move 2 spaces.
    r = step(r.state, [2], "3,2", { ...roads, path: ["3,1", "3,2"] });
    expect(r.state.units[2].hex).toBe("3,2");
    expect(r.state.players[0].resources).toMatchObject({ food: 1, ore: 1 });
    expect(ofType(r.events, "UnitMoved")[0]).toMatchObject({ path: ["3,0", "3,1", "3,2"], how: "roads" });
    // Both infantry pay once more and go through the mountains into the forest.
    r = step(r.state, [3, 4], "5,-1", { ...roads, path: ["4,-1", "5,-1"] });
    expect([r.state.units[3].hex, r.state.units[4].hex]).toEqual(["5,-1", "5,-1"]);
    expect(r.state.players[0].resources).toMatchObject({ food: 0, ore: 0 });
    // Terrain did not restrict them: they may move (or fight) again, but only in a new Move action.
    expect(r.state.turn!.unitsStopped).not.toContain(3);
    expect(r.state.turn!.unitsInForest).not.toContain(3);
    s = startMove(r.state);
    expect(step(s, [3, 4], "6,-1").state.units[3].hex).toBe("6,-1");
  });

  it("must start or end in one of your cities and finds a route when none is given", () => {
    const s = startMove(game({
      seats: [{ advances: ["roads"], resources: { food: 2, ore: 2 } }],
      units: [{ owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "2,2" }],
    }));
    expect(reject(s, 0, group([2], "2,4", roads)).message).toMatch(/out of or into one of your cities/);
    expect(step(s, [2], "3,0", roads).state.units[2].hex).toBe("3,0");
    expect(step(s, [1], "2,2", roads).events.find((e) => e.type === "UnitMoved")!.path).toHaveLength(3);
    expect(reject(s, 0, group([1], "3,3", roads)).message).toMatch(/at most 2 spaces|adjacent/);
  });

  it("needs the advance and the payment", () => {
    const s = startMove(game({ seats: [{ resources: { food: 2, ore: 2 } }], units: [{ owner: 0, type: "settler", hex: "3,0" }] }));
    expect(reject(s, 0, group([1], "3,2", roads)).message).toMatch(/need Roads/);
    const poor = startMove(game({ seats: [{ advances: ["roads"], resources: { food: 1 } }], units: [{ owner: 0, type: "settler", hex: "3,0" }] }));
    expect(reject(poor, 0, group([1], "3,2", roads)).message).toMatch(/cannot afford/);
    expect(reject(poor, 0, group([1], "3,2", { roads: true, payment: { food: 2 } })).message).toMatch(/does not match/);
  });

  it("cannot explore, cross or enter the sea, or pass through enemies; checks the stack limit on every space", () => {
    const inf = (hex: string) => ({ owner: 0 as const, type: "infantry" as const, hex });
    const s0 = game({
      seats: [{ advances: ["tactics", "roads"], resources: { food: 2, ore: 2 } }],
      units: [inf("3,0"), inf("3,0"), inf("2,1"), inf("2,1"), inf("2,1"), { owner: 1, type: "settler", hex: "3,1" }],
    });
    hide(s0, 2, "region-14");
    const s = startMove(s0);
    expect(reject(s, 0, group([1], "1,1", { ...roads, path: ["2,0", "1,1"] })).message).toMatch(/explore/);
    expect(reject(s, 0, group([1], "4,1", { ...roads, path: ["4,0", "4,1"] })).message).toMatch(/sea/);
    expect(reject(s, 0, group([1], "4,0", roads)).message).toMatch(/sea|embark/);
    expect(reject(s, 0, group([1], "2,2", { ...roads, path: ["3,1", "2,2"] })).message).toMatch(/through enemy/);
    const t0 = game({
      seats: [{ advances: ["tactics", "roads"], resources: { food: 2, ore: 2 } }],
      units: [inf("3,0"), inf("3,0"), inf("3,1"), inf("3,1"), inf("3,1")],
    });
    const t = startMove(t0);
    expect(reject(t, 0, group([1, 2], "3,2", { ...roads, path: ["3,1", "3,2"] })).message).toMatch(/stack limit/);
    expect(step(t, [1, 2], "2,2", { ...roads, path: ["2,1", "2,2"] }).state.units[1].hex).toBe("2,2");
  });

  it("attacks only when moving out of your own city, and never with units that fought", () => {
    const s0 = game({
      seats: [{ advances: ["tactics", "roads"], resources: { food: 2, ore: 2 } }],
      units: [{ owner: 0, type: "infantry", hex: "2,2" }, { owner: 1, type: "settler", hex: "3,2" }, { owner: 0, type: "infantry", hex: "3,0" }],
      cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "2,1", owner: 0 }],
    });
    s0.turn!.unitsStopped.push(3);
    const s = startMove(s0);
    // 2,2 -> 3,1 -> 3,2 ends on an enemy and does not start in a city: no Roads.
    expect(reject(s, 0, group([1], "3,2", { ...roads, path: ["3,1", "3,2"] })).message).toMatch(/out of or into one of your cities/);
    expect(reject(s, 0, group([3], "2,2", roads)).message).toMatch(/fought/);
  });
});

describe("Great Gardens (L1583-1585)", () => {
  it("forbids enemy army units that passed through a fertile space this turn to attack its city, Roads or not", () => {
    const s0 = game({
      seats: [{ advances: ["tactics", "roads"], resources: { food: 2, ore: 2 } }],
      terrain: { "3,1": "fertile", "3,-1": "barren", "2,2": "barren" },
      units: [{ owner: 0, type: "infantry", hex: "3,0" }, { owner: 0, type: "infantry", hex: "3,0" }],
      cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "3,2", owner: 1, wonders: [{ id: "great-gardens", builder: 1 }] }],
    });
    let s = startMove(s0);
    s = step(s, [1], "3,1").state;
    expect(s.turn!.unitsOnFertile).toContain(1);
    s = play(s, 0, { type: "move-done" }).state;
    s = startMove(s);
    expect(reject(s, 0, group([1], "3,2")).message).toMatch(/Great Gardens/);
    expect(reject(s, 0, group([2], "3,2", { roads: true, payment: { food: 1, ore: 1 }, path: ["3,1", "3,2"] })).message).toMatch(/Great Gardens/);
  });
});

describe("Ships (L920-934)", () => {
  const sea = { "4,0": "water", "4,1": "water", "4,2": "water", "4,3": "water", "5,3": "water", "4,4": "water" } as Record<string, Terrain>;

  it("sail any distance through connected sea spaces in one move, carrying their cargo", () => {
    let s = game({ terrain: sea, units: [{ owner: 0, type: "ship", hex: "4,0" }, { owner: 0, type: "settler", hex: "4,0", carriedBy: 1 }] });
    s = startMove(s);
    const r = step(s, [1], "4,4");
    expect(r.state.units[1].hex).toBe("4,4");
    expect(r.state.units[2]).toMatchObject({ hex: "4,4", carriedBy: 1 });
    expect(ofType(r.events, "UnitMoved")[0]).toMatchObject({ units: [1, 2], from: "4,0", to: "4,4", how: "sail" });
    expect((ofType(r.events, "UnitMoved")[0].path as string[])[0]).toBe("4,0");
    expect(reject(s, 0, group([1], "5,0")).message).toMatch(/cannot reach/);
  });

  it("must stop at enemy ships and cannot sail through them", () => {
    const s = startMove(game({ terrain: sea, units: [{ owner: 0, type: "ship", hex: "4,0" }, { owner: 1, type: "ship", hex: "4,2" }] }));
    expect(reject(s, 0, group([1], "4,4")).message).toMatch(/cannot reach/);
    expect(reject(s, 0, group([1], "4,4", { path: ["4,1", "4,2", "4,3", "4,4"] })).message).toMatch(/stop at a space with enemy ships/);
    expect(coc.legalMoves(s, 0)).toContainEqual(group([1], "4,2"));
  });

  it("use Navigation along the board edge, once per move, but not through unexplored regions", () => {
    const edgeSea = { "1,1": "water", "0,2": "fertile", "1,2": "barren", "1,3": "water", "2,0": "forest", "2,1": "fertile", "0,4": "fertile", "1,4": "mountain", "2,2": "fertile", "2,3": "forest" } as Record<string, Terrain>;
    const units = [{ owner: 0, type: "ship", hex: "1,1" }, { owner: 0, type: "settler", hex: "3,0" }] as ScenarioSpec["units"];
    const s0 = game({ terrain: edgeSea, units });
    // Along the edge from 1,1 the next sea spaces are 1,3 (one way) and, the other way round, far away.
    expect(perimeter(s0).positions.has("1,1")).toBe(true);
    expect(navigationTargets(s0, "1,1")).toContain("1,3");
    let s = startMove(s0);
    expect(reject(s, 0, group([1], "1,3")).message).toMatch(/cannot reach/);
    const s1 = game({ terrain: edgeSea, units, seats: [{ advances: ["fishing", "navigation"] }] });
    s = startMove(s1);
    const r = step(s, [1], "1,3");
    expect(r.state.units[1].hex).toBe("1,3");
    expect(ofType(r.events, "UnitMoved")[0]).toMatchObject({ navigation: true, path: ["1,1", "1,3"] });
    // Beyond the first sea the ship may sail on within that sea area, but not use Navigation again.
    expect(reject(s, 0, group([1], "1,5", { path: ["1,3", "1,5"] })).message).toMatch(/only once|Navigation cannot/);
    // A region face down on the way ends the trip: the ship may enter it (to explore) but not pass it.
    const s2 = game({ terrain: edgeSea, units, seats: [{ advances: ["fishing", "navigation"] }] });
    hide(s2, 8, "region-14"); // 1,5 0,6 2,5 1,6
    expect(navigationTargets(s2, "1,3")).toContain("1,5");
    expect(navigationTargets(s2, "1,3")).not.toContain("0,6");
    const shipMoves = coc.legalMoves(startMove(s2), 0).filter((m) => m.type === "move-group" && (m.units as number[])[0] === 1).map((m) => m.to);
    expect(shipMoves).toContain("1,3");
    expect(shipMoves).not.toContain("1,5");
    expect(shipMoves).not.toContain("0,6");
  });

  it("gain Cartography's idea (and culture after Navigation) after the Move action", () => {
    const s0 = game({ terrain: sea, seats: [{ advances: ["fishing", "cartography"] }], units: [{ owner: 0, type: "ship", hex: "4,0" }] });
    let s = startMove(s0);
    const r = endMove(step(s, [1], "4,2").state);
    expect(r.players[0].resources.ideas).toBe(1);
    expect(r.players[0].cultureTokens).toBe(0);
    s = startMove(game({ terrain: sea, units: [{ owner: 0, type: "ship", hex: "4,0" }] }));
    expect(endMove(step(s, [1], "4,2").state).players[0].resources.ideas).toBe(0);
  });

  it("move separately from land units", () => {
    const s = startMove(game({ terrain: sea, units: [{ owner: 0, type: "ship", hex: "4,0" }, { owner: 0, type: "settler", hex: "4,0", carriedBy: 1 }] }));
    expect(reject(s, 0, group([1, 2], "4,1")).message).toMatch(/separately/);
    expect(reject(s, 0, group([1], "4,1", { roads: true })).message).toMatch(/Roads move only land units/);
  });
});

describe("Transport (L936-966)", () => {
  const sea = { "4,0": "water", "4,1": "water", "4,2": "water", "5,2": "fertile", "5,1": "forest" } as Record<string, Terrain>;

  it("reproduces the rulebook example (L946-964): embark and sail in one action, disembark in the next", () => {
    let s = game({
      terrain: sea,
      seats: [{ advances: ["tactics"] }],
      units: [{ owner: 0, type: "infantry", hex: "3,0" }, { owner: 0, type: "ship", hex: "4,0" }, { owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }],
    });
    // Move action 1: the infantry boards the ship, then the ship sails with it.
    s = startMove(s);
    let r = step(s, [1], "4,0");
    expect(r.state.units[1]).toMatchObject({ hex: "4,0", carriedBy: 2 });
    expect(ofType(r.events, "UnitMoved")[0]).toMatchObject({ how: "embark" });
    r = step(r.state, [2], "4,2");
    expect(r.state.units[1]).toMatchObject({ hex: "4,2", carriedBy: 2 });
    // 2 of 3 moves used; the infantry already moved, so it cannot land in this action.
    expect(top(r.state)).toMatchObject({ kind: "moving", movesLeft: 1 });
    expect(reject(r.state, 0, group([1], "5,2")).message).toMatch(/at most once per Move action/);
    s = play(r.state, 0, { type: "move-done" }).state;
    // Move action 2: landing is one of the three moves; the ship may go back for more.
    s = startMove(s);
    r = step(s, [1], "5,2");
    expect(r.state.units[1]).toMatchObject({ hex: "5,2", carriedBy: null });
    expect(ofType(r.events, "UnitMoved")[0]).toMatchObject({ how: "disembark", from: "4,2", to: "5,2" });
    r = step(r.state, [2], "4,0");
    r = step(r.state, [3], "3,1");
    expect(top(r.state).kind).toBe("turn");
  });

  it("carries at most 2 land units per ship and needs a ship to embark", () => {
    const inf = (hex: string) => ({ owner: 0 as const, type: "infantry" as const, hex });
    const s = startMove(game({ seats: [{ advances: ["tactics"] }], units: [inf("3,0"), inf("3,0"), inf("3,0"), { owner: 0, type: "ship", hex: "4,0" }, { owner: 1, type: "ship", hex: "3,1" }], terrain: { ...sea, "3,1": "water" } }));
    expect(reject(s, 0, group([1, 2, 3], "4,0")).message).toMatch(/2 units per ship/);
    const r = step(s, [1, 2], "4,0");
    expect([r.state.units[1].carriedBy, r.state.units[2].carriedBy]).toEqual([4, 4]);
    expect(reject(r.state, 0, group([3], "4,0")).message).toMatch(/2 units per ship/);
    // An enemy ship is no ferry.
    expect(reject(s, 0, group([1], "3,1")).message).toMatch(/enemy ships/);
  });

  it("does not apply the stack limit to units aboard, but does when they land", () => {
    const inf = (hex: string, carriedBy?: number) => ({ owner: 0 as const, type: "infantry" as const, hex, carriedBy });
    const s = startMove(game({
      terrain: sea,
      seats: [{ advances: ["tactics"] }],
      units: [{ owner: 0, type: "ship", hex: "4,2" }, { owner: 0, type: "ship", hex: "4,2" }, { owner: 0, type: "ship", hex: "4,2" }, inf("4,2", 1), inf("4,2", 1), inf("4,2", 2), inf("4,2", 2), inf("4,2", 3), inf("5,2")],
    }));
    expect(reject(s, 0, group([4, 5, 6, 7, 8], "5,1")).message).toMatch(/At most 4 army units/);
    expect(reject(s, 0, group([4, 5, 6, 7], "5,2")).message).toMatch(/At most 4 army units/);
    const r = step(s, [4, 5, 6], "5,2");
    expect(r.state.units[6]).toMatchObject({ hex: "5,2", carriedBy: null });
    expect(reject(s, 0, group([4], "4,1")).message).toMatch(/only disembark onto an adjacent land space/);
    expect(reject(s, 0, group([4], "3,1")).message).toMatch(/adjacent/);
    expect(reject(s, 0, group([4], "5,2", { roads: true, payment: {} })).message).toMatch(/Roads/);
  });

  it("lets land units embark on and land from a ship that fought this turn", () => {
    let s = game({ terrain: sea, units: [{ owner: 0, type: "ship", hex: "4,0" }, { owner: 0, type: "settler", hex: "4,0", carriedBy: 1 }, { owner: 0, type: "settler", hex: "3,0" }] });
    s.turn!.unitsStopped.push(1);
    s = startMove(s);
    expect(reject(s, 0, group([1], "4,1")).message).toMatch(/cannot move again/);
    const r = step(s, [3], "4,0");
    expect(r.state.units[3].carriedBy).toBe(1);
    expect(step(r.state, [2], "3,1").state.units[2].hex).toBe("3,1");
  });
});

describe("Exploration by land units (L1160-1197)", () => {
  it("never puts the moving unit on a sea space (examples a-b): the settler lands on the mountains and stops", () => {
    const s0 = game({ units: [{ owner: 0, type: "settler", hex: "3,0" }] });
    hide(s0, 4, "region-02"); // water, mountain, water, mountain
    let s = startMove(s0);
    const r = step(s, [1], "3,1");
    // Base orientation would put 3,1 on water: the region is turned.
    expect(terrainOf(r.state, ["3,1", "2,2", "4,1", "3,2"])).toEqual(["mountain", "water", "mountain", "water"]);
    expect(r.state.regions[4]).toMatchObject({ explored: true, rotation: 3 });
    expect(r.state.units[1].hex).toBe("3,1");
    expect(r.state.turn!.unitsStopped).toContain(1);
    // The settler was the only unit that could move: the action ends by itself.
    expect(r.events.map((e) => e.type)).toEqual(["RegionExplored", "UnitMoved", "MoveActionEnded"]);
    s = r.state;
  });

  it("connects the region's sea with explored sea (examples c-d)", () => {
    const s0 = game({ terrain: { "5,0": "water" }, units: [{ owner: 0, type: "settler", hex: "4,1" }] });
    s0.hexes["4,1"].terrain = "fertile";
    hide(s0, 6, "region-06"); // water, barren, forest, fertile
    hide(s0, 7, "region-16");
    hide(s0, 9, "region-16");
    const r = step(startMove(s0), [1], "4,2");
    // Base puts the sea on 5,1 next to the sea at 5,0; turned it would lie on 5,2, touching no sea.
    expect(terrainOf(r.state, ["5,1", "4,2", "6,1", "5,2"])).toEqual(["water", "barren", "forest", "fertile"]);
    expect(r.state.units[1].hex).toBe("4,2");
  });

  it("puts the sea on the board edge when it cannot connect (examples i-k)", () => {
    const s0 = game({ units: [{ owner: 0, type: "settler", hex: "2,0" }] });
    hide(s0, 2, "region-10"); // fertile, water, fertile, barren
    hide(s0, 4, "region-16");
    const r = step(startMove(s0), [1], "1,1");
    // Base: sea on 0,2 (edge); turned: sea on 2,1 (inland).
    expect(terrainOf(r.state, ["1,1", "0,2", "2,1", "1,2"])).toEqual(["fertile", "water", "fertile", "barren"]);
  });

  it("lets the mover choose when two orientations remain (examples e-g)", () => {
    const s0 = game({ units: [{ owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }] });
    hide(s0, 2, "region-05"); // water, fertile, fertile, barren
    hide(s0, 4, "region-16");
    hide(s0, 5, "region-16");
    const r = step(startMove(s0), [1], "2,1");
    expect(top(r.state)).toMatchObject({ kind: "explore-orientation", seat: 0, region: 2 });
    expect(r.state.units[1].hex).toBe("3,0");
    const prompt = coc.pending(r.state)[0];
    expect(prompt).toMatchObject({ kind: "choose", id: "explore-orientation", moveType: "explore-orientation" });
    expect(coc.legalMoves(r.state, 0)).toEqual([{ type: "explore-orientation", flipped: false }, { type: "explore-orientation", flipped: true }]);
    // Nothing about the tile leaks to the other seat's view beyond the prompt.
    expect(reject(r.state, 0, group([1], "2,1")).message).toMatch(/cannot move-group now/);
    const done = play(r.state, 0, { type: "explore-orientation", flipped: true });
    expect(terrainOf(done.state, ["1,1", "0,2", "2,1", "1,2"])).toEqual(["barren", "fertile", "fertile", "water"]);
    expect(done.state.units[1].hex).toBe("2,1");
    expect(top(done.state)).toMatchObject({ kind: "moving", movesLeft: 2 });
    expect(done.events.map((e) => e.type)).toEqual(["RegionExplored", "UnitMoved"]);
  });

  it("shows the explorer, and no one else, how the region would lie each way, for the map's preview (issue #16)", () => {
    const s0 = game({ units: [{ owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }] });
    hide(s0, 2, "region-05"); // water, fertile, fertile, barren
    hide(s0, 4, "region-16");
    hide(s0, 5, "region-16");
    const r = step(startMove(s0), [1], "2,1");
    const frame = (seat: number | null) => coc.view(r.state, seat).stack.at(-1) as { private?: Record<number, { layouts: { hex: string; terrain: string }[][] }> };
    const layouts = frame(0).private![0].layouts;
    for (const [i, flipped] of [false, true].entries()) {
      const laid = play(r.state, 0, { type: "explore-orientation", flipped }).state;
      expect(layouts[i]).toEqual(laid.regions[2].hexes.map((hex) => ({ hex, terrain: laid.hexes[hex].terrain })));
    }
    expect(layouts[0]).not.toEqual(layouts[1]);
    for (const other of [1, null]) expect(JSON.stringify(frame(other))).not.toContain("fertile");
  });

  it("allows only one position when the other would put the unit on the sea (example h)", () => {
    const s0 = game({ units: [{ owner: 0, type: "settler", hex: "3,0" }] });
    hide(s0, 2, "region-01"); // water, water, forest, forest
    const r = step(startMove(s0), [1], "2,1");
    expect(terrainOf(r.state, ["1,1", "0,2", "2,1", "1,2"])).toEqual(["water", "water", "forest", "forest"]);
    expect(r.state.turn!.unitsInForest).toContain(1);
  });

  it("explores by disembarking too, and never with Roads", () => {
    const s0 = game({
      terrain: { "4,0": "water" },
      seats: [{ advances: ["roads"], resources: { food: 2, ore: 2 } }],
      units: [{ owner: 0, type: "ship", hex: "4,0" }, { owner: 0, type: "settler", hex: "4,0", carriedBy: 1 }, { owner: 0, type: "settler", hex: "3,0" }],
    });
    hide(s0, 4, "region-14");
    const s = startMove(s0);
    expect(reject(s, 0, group([3], "3,1", { roads: true, payment: { food: 1, ore: 1 } })).message).toMatch(/explore/);
    const r = step(s, [2], "4,1");
    const after = r.state.stack.some((f) => f.kind === "explore-orientation") ? play(r.state, 0, { type: "explore-orientation", flipped: false }).state : r.state;
    expect(after.regions[4].explored).toBe(true);
    expect(after.units[2]).toMatchObject({ hex: "4,1", carriedBy: null });
  });
});

describe("Exploration by ships (L1199-1223)", () => {
  it("lays the region so the ship can sail onto its sea, and places the ship there", () => {
    const s0 = game({ units: [{ owner: 0, type: "ship", hex: "4,0" }, { owner: 0, type: "settler", hex: "4,0", carriedBy: 1 }] });
    hide(s0, 4, "region-04"); // water, forest, water, fertile
    const r = step(startMove(s0), [1], "4,1");
    // Base: sea on 3,1 and 4,1 (next to the ship); turned: sea on 2,2 and 3,2 (out of reach).
    expect(terrainOf(r.state, ["3,1", "2,2", "4,1", "3,2"])).toEqual(["water", "forest", "water", "fertile"]);
    expect(r.state.units[1].hex).toBe("4,1");
    expect(r.state.units[2].hex).toBe("4,1");
  });

  it("places the ship on a sea space of the region even when it aimed at a land space", () => {
    const s0 = game({ units: [{ owner: 0, type: "ship", hex: "4,0" }] });
    hide(s0, 4, "region-09"); // forest, water, fertile, forest
    hide(s0, 7, "region-16");
    hide(s0, 5, "region-16");
    // Base: sea on 2,2 (not next to the ship's sea); turned: sea on 4,1, next to 4,0.
    const r = step(startMove(s0), [1], "3,1");
    expect(terrainOf(r.state, ["3,1", "2,2", "4,1", "3,2"])).toEqual(["forest", "fertile", "water", "forest"]);
    expect(r.state.units[1].hex).toBe("4,1");
  });

  it("explores along the board edge with Navigation, entering the region's sea on the edge", () => {
    const s0 = game({
      terrain: { "1,1": "water", "0,2": "fertile", "1,2": "barren", "1,3": "fertile", "0,4": "fertile", "1,4": "mountain", "2,3": "forest", "2,4": "forest" },
      seats: [{ advances: ["fishing", "navigation"] }],
      units: [{ owner: 0, type: "ship", hex: "1,1" }, { owner: 0, type: "settler", hex: "3,0" }],
    });
    hide(s0, 8, "region-06"); // 1,5 0,6 2,5 1,6: water, barren, forest, fertile
    expect(navigationTargets(s0, "1,1")).toContain("1,5");
    let r = step(startMove(s0), [1], "1,5");
    // Either way the region's sea lies on the edge and touches no other sea: the mover chooses.
    expect(top(r.state)).toMatchObject({ kind: "explore-orientation" });
    r = play(r.state, 0, { type: "explore-orientation", flipped: true });
    expect(terrainOf(r.state, ["1,5", "0,6", "2,5", "1,6"])).toEqual(["fertile", "forest", "barren", "water"]);
    expect(r.state.units[1].hex).toBe("1,6");
    expect(ofType(r.events, "UnitMoved")[0]).toMatchObject({ to: "1,6", navigation: true });
  });

  it("returns the ship to where it started when the region has no sea it can enter (example c-e)", () => {
    const s0 = game({ terrain: { "4,1": "water" }, units: [{ owner: 0, type: "ship", hex: "4,0" }] });
    hide(s0, 6, "region-14"); // fertile, fertile, fertile, forest
    let s = startMove(s0);
    s = endMove(step(s, [1], "4,1").state); // sail one space first, in another action
    s = startMove(s);
    let r = step(s, [1], "5,1");
    // No sea in the region: any orientation, the mover chooses.
    expect(top(r.state)).toMatchObject({ kind: "explore-orientation" });
    r = play(r.state, 0, { type: "explore-orientation", flipped: false });
    expect(r.state.regions[6].explored).toBe(true);
    expect(r.state.units[1].hex).toBe("4,1");
    expect(ofType(r.events, "UnitMoved")[0]).toMatchObject({ returned: true, from: "4,1", to: "4,1" });
    expect(top(r.state).kind).toBe("turn");
  });
});

describe("Battles started by moving (L897, L1229, L1393, L1397, L1687)", () => {
  const inf = (owner: number, hex: string, carriedBy?: number) => ({ owner, type: "infantry" as const, hex, carriedBy });
  const battle = (s: CocState) => s.stack.find((f) => f.kind === "battle");

  it("starts a land battle at once when army units enter enemy units; the Move action goes on afterwards", () => {
    let s = game({ seats: [{ advances: ["tactics"] }], units: [inf(0, "3,0"), { owner: 1, type: "settler", hex: "3,1" }, { owner: 0, type: "settler", hex: "3,0" }] });
    s = startMove(s);
    const r = step(s, [1], "3,1");
    const types = r.events.map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(["UnitMoved", "BattleStarted"]);
    expect(types).toContain("BattleEnded");
    expect(r.state.units[2]).toBeUndefined();
    expect(r.state.turn!.unitsStopped).toContain(1);
    expect(top(r.state)).toMatchObject({ kind: "moving", movesLeft: 2 });
    expect(step(r.state, [3], "2,1").state.units[3].hex).toBe("2,1");
  });

  it("attacks an enemy city, defended or not", () => {
    const s = startMove(game({
      seats: [{ advances: ["tactics"] }],
      units: [inf(0, "3,0"), inf(0, "3,0")],
      cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "3,1", owner: 1 }],
    }));
    const r = step(s, [1, 2], "3,1");
    expect(ofType(r.events, "BattleStarted")[0]).toMatchObject({ hex: "3,1", kind: "land", attacker: 0, defender: 1, city: true });
  });

  it("fights a land battle when units land on enemies from ships, retreating to the ship", () => {
    const s = startMove(game({
      seats: [{ advances: ["tactics"] }],
      terrain: { "4,0": "water" },
      units: [{ owner: 0, type: "ship", hex: "4,0" }, inf(0, "4,0", 1), inf(1, "3,1"), inf(0, "3,0")],
    }));
    const r = step(s, [2], "3,1");
    expect(ofType(r.events, "BattleStarted")[0]).toMatchObject({ hex: "3,1", kind: "land", attackers: [2] });
    expect(battle(r.state)).toMatchObject({ from: "4,0", disembarked: true, viaRoads: false });
  });

  it("lets Roads attack out of your city, retreating only to the space moved from", () => {
    const s = startMove(game({
      seats: [{ advances: ["tactics", "roads"], resources: { food: 1, ore: 1 } }],
      units: [inf(0, "3,0"), inf(1, "3,2")],
    }));
    const r = step(s, [1], "3,2", { roads: true, payment: { food: 1, ore: 1 }, path: ["3,1", "3,2"] });
    expect(battle(r.state)).toMatchObject({ hex: "3,2", from: "3,1", viaRoads: true });
  });

  it("starts a sea battle when ships reach enemy ships", () => {
    const s = startMove(game({
      terrain: { "4,0": "water", "4,1": "water", "4,2": "water" },
      units: [{ owner: 0, type: "ship", hex: "4,0" }, { owner: 1, type: "ship", hex: "4,2" }, inf(0, "3,0")],
    }));
    const r = step(s, [1], "4,2");
    expect(ofType(r.events, "BattleStarted")[0]).toMatchObject({ hex: "4,2", kind: "sea", attacker: 0, defender: 1 });
    expect(r.events.map((e) => e.type)).toContain("BattleEnded");
    expect(r.state.turn!.unitsStopped).toContain(1);
  });
});

describe("Legal moves", () => {
  it("lists only moves the engine accepts", () => {
    const s0 = game({
      terrain: { "4,0": "water", "4,1": "water", "4,2": "water" },
      seats: [{ advances: ["tactics", "roads", "fishing", "navigation"], resources: { food: 2, ore: 2 } }],
      units: [
        { owner: 0, type: "infantry", hex: "3,0" }, { owner: 0, type: "infantry", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" },
        { owner: 0, type: "ship", hex: "4,0" }, { owner: 0, type: "settler", hex: "4,0", carriedBy: 4 },
      ],
    });
    hide(s0, 2, "region-05");
    const s = startMove(s0);
    const moves = coc.legalMoves(s, 0);
    expect(moves.length).toBeGreaterThan(10);
    expect(moves).toContainEqual({ type: "move-done" });
    expect(moves.some((m) => m.roads)).toBe(true);
    for (const m of moves) expect(() => play(s, 0, m), JSON.stringify(m)).not.toThrow();
  });
});

describe("Board edge", () => {
  it.each([2, 3, 4])("traces the outer edge of the %i-player board as a closed loop of neighbouring hexes", (players) => {
    const s = scenario({ players });
    const { cycle } = perimeter(s);
    const edge = Object.keys(s.hexes).filter((k) => neighborKeys(k).some((n) => !(n in s.hexes)));
    expect(new Set(cycle)).toEqual(new Set(edge));
    cycle.forEach((k, i) => expect(neighborKeys(k)).toContain(cycle[(i + 1) % cycle.length]));
  });
});

describe("self-play", () => {
  it.each([["m5", 2, "none"], ["m2", 3, "none"], ["m3", 4, "none"], ["m4", 4, "all"]] as const)("bots finish games with movement (%s, %i players, events %s)", async (seed, players, events) => {
    const { playOne } = await import("../../../engine/core/selfplay.ts");
    const g = playOne(coc, { players, seed, options: { events } });
    expect(g.error).toBeUndefined();
    expect(g.moves.some((m) => m.move.type === "move-group")).toBe(true);
  });
});

describe("Negotiations' truce in the Move action (action card)", () => {
  it("forbids moving into the partner's units or cities while the truce covers the mover's turn; other moves stay legal", () => {
    const position: Partial<ScenarioSpec> = {
      units: [{ owner: 0, type: "infantry", hex: "3,1" }, { owner: 0, type: "infantry", hex: "3,1" }, { owner: 1, type: "infantry", hex: "2,2" }],
      cities: [{ hex: "3,0", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "3,2", owner: 1 }],
      seats: [{ advances: ["tactics"] }],
    };
    const s = game(position);
    s.cards = { assassinated: [], truces: [{ seat: 0, other: 1, when: "now" }], battles: [], draftRecruits: [], wondersBuilt: [], cityFounder: [] };
    const m = startMove(s);
    const before = canonicalJson(m);
    expect(reject(m, 0, group([1], "2,2")).message).toMatch(/Negotiations.*units/);
    expect(reject(m, 0, group([1], "3,2")).message).toMatch(/Negotiations.*cities/);
    expect(canonicalJson(m)).toBe(before);
    const legal = coc.legalMoves(m, 0) as (Move & { to?: string })[];
    expect(legal.some((x) => x.to === "2,2" || x.to === "3,2")).toBe(false);
    expect(legal.some((x) => x.to === "2,1")).toBe(true);
    // Without the truce (or with the partner's truce only) the attack is allowed.
    const partner = game(position);
    partner.cards = { assassinated: [], truces: [{ seat: 1, other: 0, when: "now" }, { seat: 0, other: 1, when: "next-turn" }], battles: [], draftRecruits: [], wondersBuilt: [], cityFounder: [] };
    expect((coc.legalMoves(startMove(partner), 0) as (Move & { to?: string })[]).some((x) => x.to === "2,2")).toBe(true);
  });
});
