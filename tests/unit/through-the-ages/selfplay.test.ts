import { describe, expect, it } from "vitest";
import { playOne } from "../../../engine/core/selfplay.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";

describe("Through the Ages played whole by random bots", () => {
  it.each([[2, true], [3, true], [4, true], [3, false]])("%i players (expansion %s): every game reaches final scoring in Age IV", (players, expansion) => {
    for (let i = 0; i < 3; i++) {
      const g = playOne(tta, { players, seed: `t${i}`, options: { expansion } });
      expect(g.error).toBeUndefined();
      expect(g.outcome!.scores).toHaveLength(players);
      const again = playOne(tta, { players, seed: `t${i}`, options: { expansion } });
      expect(again.hash).toBe(g.hash);
    }
  }, 120_000);
});
