/**
 * The rating arithmetic against the worked example of Glickman's "Example of the Glicko-2 system" (glicko2.pdf):
 * a player rated 1500 (RD 200, volatility 0.06) beats a 1400 (RD 30), loses to a 1550 (RD 100) and to a 1700
 * (RD 300), tau 0.5: afterwards 1464.06, RD 151.52, volatility 0.05999.
 */
import { describe, expect, it } from "vitest";
import { NEWCOMER, rateByPlaces } from "../../../rooms/glicko.ts";

const r = (rating: number, rd: number, volatility = 0.06, games = 3) => ({ rating, rd, volatility, games });

describe("Glicko-2 rating of a finished game", () => {
  it("reproduces Glickman's example: one game in which the 1550 and the 1700 tie first, the player third, the 1400 last", () => {
    // Every pair of places is a match, so the player's matches are exactly the example's three.
    const current = new Map([["p", r(1500, 200)], ["a", r(1400, 30)], ["b", r(1550, 100)], ["c", r(1700, 300)]]);
    const next = rateByPlaces([["b", "c"], ["p"], ["a"]], current);
    const p = next.get("p")!;
    expect(p.rating).toBeCloseTo(1464.06, 1);
    expect(p.rd).toBeCloseTo(151.52, 1);
    expect(p.volatility).toBeCloseTo(0.05999, 4);
    expect(p.games).toBe(4);
  });

  it("moves two newcomers apart by the same amount, and a tie leaves equal players' ratings equal", () => {
    const won = rateByPlaces([["w"], ["l"]], new Map([["w", null], ["l", null]]));
    const gain = won.get("w")!.rating - NEWCOMER.rating;
    expect(gain).toBeGreaterThan(0);
    expect(won.get("l")!.rating - NEWCOMER.rating).toBeCloseTo(-gain, 6);
    expect(won.get("w")!.rd).toBeLessThan(NEWCOMER.rd);
    expect(won.get("w")!.games).toBe(1);
    const tied = rateByPlaces([["x", "y"]], new Map([["x", r(1600, 80)], ["y", r(1600, 80)]]));
    expect(tied.get("x")!.rating).toBeCloseTo(1600, 6);
    expect(tied.get("y")!.rating).toBeCloseTo(1600, 6);
  });
});
