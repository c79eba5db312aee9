/**
 * Rules keep values derived from a state's objects (engine/kit/derived.ts): per units record, regions list or
 * advances list, and per state and seat; the next states share them while those objects stay the same. A value
 * kept too long would make a state answer differently from an identical state that has none kept: a fresh copy.
 */
import { describe, expect, it } from "vitest";
import { makeBot } from "../../../engine/core/bots.ts";
import { stateHash } from "../../../engine/core/hash.ts";
import { isRuleError } from "../../../engine/core/types.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { distancesWithin } from "../../../engine/games/clash-of-cultures/actions/influence.ts";
import { boardNeighbors } from "../../../engine/games/clash-of-cultures/base/board.ts";
import { buildingFigures, citiesOf } from "../../../engine/games/clash-of-cultures/base/queries.ts";

/** Distances (Influence, Trade Routes) from every city, as the rules see them on `s`. */
const reach = (s: CocState) => Object.keys(s.cities).map((hex) => [...distancesWithin(s, hex, 5)]);
/** Each seat's and the barbarians' cities (kept per cities record), and every hex's neighbours (kept per map). */
const cities = (s: CocState) => [0, 1, 2, 3, "barbarian" as const].map((owner) => citiesOf(s, owner).map((c) => c.hex));
const neighbours = (s: CocState) => Object.keys(s.hexes).map((hex) => boardNeighbors(s, hex));
/** Each seat's building figures on the board (kept per cities record). */
const figures = (s: CocState) => [0, 1, 2, 3].map((seat) => buildingFigures(s, seat));

describe("values kept per state object", () => {
  it.each([
    { seed: "kept-a", options: {} },
    { seed: "kept-b", options: { expansion: true } },
  ])("give the legal moves and next states of a fresh copy ($seed)", ({ seed, options }) => {
    let s: CocState = coc.setup({ players: 4, options: coc.optionsSchema.parse(options), seed });
    const bots = [0, 1, 2, 3].map((i) => makeBot(coc, `${seed}/${i}`));
    let moves = 0;
    while (!coc.outcome(s) && moves < 400) {
      const seat = coc.pending(s)[0].seat;
      const move = bots[seat].choose(s, seat)!;
      const fresh = structuredClone(s);
      expect(coc.legalMoves(fresh, seat)).toEqual(coc.legalMoves(s, seat));
      expect(reach(fresh)).toEqual(reach(s));
      expect(cities(fresh)).toEqual(cities(s));
      expect(neighbours(fresh)).toEqual(neighbours(s));
      expect(figures(fresh)).toEqual(figures(s));
      const r = coc.apply(s, seat, move);
      const f = coc.apply(fresh, seat, move);
      if (isRuleError(r) || isRuleError(f)) throw new Error(`${seed}: move ${moves} rejected`);
      expect(stateHash(f.state)).toBe(stateHash(r.state));
      s = r.state;
      moves++;
    }
    expect(moves).toBeGreaterThan(100);
  });
});
