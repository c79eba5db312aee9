/**
 * The capturer's reactions to taking a city, Teach Us (L1134: right after the capture) and the instant objectives
 * the battle fulfilled (L1144: achieved immediately), are asked at one moment: right after the battle, before the
 * Move action goes on, whether or not the city's former owner first places a compensation settler (L1366).
 * The position is the browser test's battle (tests/fixtures/coc-scenarios.ts): 3 infantry take seat 1's city on
 * 3,2; seat 0 also has a settler at home that could still move.
 */
import { describe, expect, it } from "vitest";
import type { Move } from "../../../engine/core/types.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { play, scenario } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { SCENARIO_SPECS } from "../../fixtures/coc-scenarios.ts";

const battle = SCENARIO_SPECS.battle;

/** Seat 0 captures 3,2 (seat 1 keeps its `otherCities`); returns the decisions asked after the battle, in order, until the Move action's own prompt. */
function afterCapture(otherCities: string[]): string[] {
  let s: CocState = scenario({
    ...battle,
    cities: [{ hex: "3,0", owner: 0 }, { hex: "3,2", owner: 1 }, ...otherCities.map((hex) => ({ hex, owner: 1 as const }))],
    units: [...battle.units!, { owner: 0, type: "settler", hex: "3,0" }],
    seats: [{ actionCards: ["teach-us-1"], objectiveCards: ["scientific-lead-or-conqueror"], advances: ["tactics"] }, { actionCards: [], objectiveCards: [], advances: ["myths"] }],
  });
  s = play(s, 0, { type: "move" }).state;
  s = play(s, 0, { type: "move-group", units: [1, 2, 3], to: "3,2" }).state;
  expect(s.cities["3,2"].owner).toBe(0);
  const asked: string[] = [];
  for (let i = 0; i < 6; i++) {
    const p = coc.pending(s)[0];
    asked.push(`${p.seat}:${p.id}`);
    if (p.id === "moving") break;
    // The first legal answer: a city for the settler, declining the card and the objective (their offers are what matters here).
    s = play(s, p.seat, coc.legalMoves(s, p.seat)[0] as Move).state;
  }
  return asked;
}

describe("reactions to a captured city (L1134, L1144, L1366)", () => {
  const reactions = ["0:card-teach-us-reaction", "0:objective-offer", "0:moving"];

  it("without a compensation settler (the former owner has no city left): asked right after the battle", () => {
    expect(afterCapture([])).toEqual(reactions);
  });

  it("with a compensation settler placed by itself (one city left): asked at the same moment", () => {
    expect(afterCapture(["3,5"])).toEqual(reactions);
  });

  it("with a compensation settler to place (two cities left): the former owner places it, then the same reactions", () => {
    expect(afterCapture(["3,5", "1,4"])).toEqual(["1:place-free-unit", ...reactions]);
  });
});
