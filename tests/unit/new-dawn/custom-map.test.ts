import { describe, expect, it } from "vitest";
import { randomBot } from "../../../engine/core/bots.ts";
import { Rng, seedRng } from "../../../engine/core/rng.ts";
import { play, reject } from "../../../engine/kit/testing/scenario.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";
import { MAP_TILES } from "../../../engine/games/new-dawn/data/index.ts";
import type { NdState } from "../../../engine/games/new-dawn/base/state.ts";
import { assemble } from "../../../engine/games/new-dawn/setup/assemble.ts";
import { centralPlaces, dealCustomMap } from "../../../engine/games/new-dawn/setup/custom-map-deal.ts";
import { enclosedHoles } from "../../../engine/games/new-dawn/setup/custom-map.ts";
import { spaceId, step } from "../../../engine/games/new-dawn/base/hex.ts";
import { start } from "../../../engine/games/new-dawn/testing/scenario.ts";
import { spaceAt } from "../../../engine/games/new-dawn/base/spaces.ts";

const CAPITAL_TILES = MAP_TILES.filter((t) => t.category === "capital").map((t) => t.id as string);

/** Builds the whole map with random legal placements; returns the states after each placement. */
function build(players: number, seed: string): NdState[] {
  let s = start(players, seed, { map: "custom" });
  const bot = randomBot(newDawn, seed);
  const out = [s];
  while (s.mapBuild) {
    const seat = newDawn.pending(s)[0].seat;
    s = play(newDawn, s, seat, bot.choose(s, seat)!).state;
    out.push(s);
  }
  return out;
}

describe("the custom map (L685-761)", () => {
  it.each([2, 3, 4])("%i players: a capital tile and 2 more each, 4 central tiles of one side; built in turn; then the first turn", (players) => {
    const states = build(players, `custom-${players}`);
    const first = states[0];
    const deal = first.mapBuild!;
    expect(deal.central).toHaveLength(4);
    expect(new Set(deal.placed.map((p) => p.side)).size).toBe(1);
    expect(deal.hands.every((h, i) => h.length === 3 && CAPITAL_TILES.includes(h[0]) && h[0] === deal.capitals[i])).toBe(true);
    expect(deal.hands.flat().filter((t) => CAPITAL_TILES.includes(t))).toHaveLength(players);
    // Clockwise from the first player (L755).
    const placers = states.slice(0, -1).map((s) => newDawn.pending(s)[0].seat);
    expect(placers).toEqual(Array.from({ length: 3 * players }, (_, i) => (first.first + i) % players));
    const done = states.at(-1)!;
    expect(done.mapBuild).toBeUndefined();
    expect(newDawn.pending(done)[0]).toMatchObject({ kind: "turn", seat: first.first });
    expect(Object.values(done.spaces).filter((sp) => sp.terrain !== "water" || sp.label !== "water").length).toBe(10 * (4 + 3 * players));
    const capitals = Object.values(done.spaces).filter((sp) => sp.city?.capital);
    expect(capitals.map((sp) => sp.city!.owner).sort()).toEqual(Array.from({ length: players }, (_, i) => i));
  }, 60_000);

  it("every placement touches at least 4 spaces of the tiles laid before (L751)", () => {
    const states = build(3, "contact");
    for (let i = 1; i < states.length; i++) {
      const before = new Set(states[i - 1].spaces.map((sp) => sp.id));
      const added = states[i].spaces.map((sp) => sp.id).filter((id) => !before.has(id));
      const touched = new Set(added.flatMap((id) => [0, 1, 2, 3, 4, 5].map((d) => spaceId(step(spaceAt(states[i], id), d)))).filter((n) => before.has(n)));
      if (states[i].mapBuild) expect(touched.size).toBeGreaterThanOrEqual(4);
    }
  }, 60_000);

  it("both central arrangements lay 4 tiles without overlap, side B mirroring side A", () => {
    for (const side of ["A", "B"] as const) {
      const placed = ["tile-01", "tile-02", "tile-12", "tile-15"].map((tile, i) => ({ tile: tile as "tile-01", side, ...centralPlaces(side)[i] }));
      expect(Object.keys(assemble(placed).spaces)).toHaveLength(40);
    }
    expect(dealCustomMap(new Rng(seedRng("x")), 4).hands.flat()).toHaveLength(12);
  });

  it("rejects a tile not in hand or placed away from the map", () => {
    const s = start(2, "reject", { map: "custom" });
    const seat = s.first;
    const other = s.mapBuild!.hands[1 - seat][0];
    expect(reject(newDawn, s, seat, { type: "place-tile", tile: other, side: "A", q: 0, r: 0, rotation: 0 }).message).toMatch(/not in your hand/);
    expect(reject(newDawn, s, seat, { type: "place-tile", tile: s.mapBuild!.hands[seat][0], side: "A", q: 40, r: 40, rotation: 0 }).message).toMatch(/touch at least 4/);
  });

  it("an empty place enclosed on every side is filled with water (L758); edges are recomputed", () => {
    const placed = ["tile-01", "tile-02", "tile-12", "tile-15"].map((tile, i) => ({ tile: tile as "tile-01", side: "A" as const, ...centralPlaces("A")[i] }));
    const { spaces } = assemble(placed);
    const inner = Object.values(spaces).find((sp) => !sp.edge)!.id;
    delete spaces[inner];
    expect(enclosedHoles(spaces)).toEqual([inner]);
    const done = build(4, "holes").at(-1)!;
    for (const sp of Object.values(done.spaces)) {
      expect(sp.edge).toBe([0, 1, 2, 3, 4, 5].some((d) => !spaceAt(done, spaceId(step(sp, d)))));
      if (sp.label === "water") expect(sp.terrain).toBe("water");
    }
    expect(enclosedHoles(Object.fromEntries(done.spaces.map((sp) => [sp.id, sp])))).toEqual([]);
  }, 60_000);
});
