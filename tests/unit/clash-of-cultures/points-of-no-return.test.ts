/**
 * Clash of Cultures marks its points of no return (ApplyOk.barrier, engine/core/undo.ts): every move that rolls
 * a die, draws a card, looks at hidden cards or explores a region can never be taken back; the ordinary moves of
 * a turn can, so undo is worth having. Checked over whole random games, and on described positions.
 */
import { describe, expect, it } from "vitest";
import { step, startMatch } from "../../../engine/core/match.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import { isRuleError, type ApplyOk } from "../../../engine/core/types.ts";
import { undoableMove } from "../../../engine/core/undo.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { scenario } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";

/** Events that show what nobody knew before the move. */
const REVEALING = new Set(["DiceRolled", "CombatRoll", "CardDrawn", "WonderCardDrawn", "RegionExplored", "ObjectiveCardsLooked", "CardsRevealed", "DeckReshuffled", "GameEndRolled"]);

function ok<S>(r: ReturnType<typeof step>): ApplyOk<S> {
  if (isRuleError(r)) throw new Error(r.message);
  return r as ApplyOk<S>;
}

describe("Clash of Cultures: points of no return", () => {
  it.each([{ players: 2, seed: "nr-1", options: {} }, { players: 4, seed: "nr-2", options: { expansion: true } }])("every revealing move is one, and many others are not ($players players)", ({ players, seed, options }) => {
    const game = playOne(coc, { players, seed, options, maxMoves: 1500 });
    let state = (startMatch(coc, players, options, seed) as { state: unknown }).state;
    const steps: { seat: number; barrier: boolean; applied: boolean }[] = [];
    let revealing = 0;
    let draws = 0;
    let undoable = 0;
    for (const { seat, move } of game.moves) {
      const r = ok(step(coc, state, seat, move));
      const reveals = r.events.some((e) => REVEALING.has(e.type));
      if (reveals) {
        revealing++;
        if (r.events.some((e) => e.type === "CardDrawn" || e.type === "WonderCardDrawn")) draws++;
        expect(r.barrier, `${move.type} revealed ${r.events.map((e) => e.type).join(", ")}`).toBe(true);
      }
      steps.push({ seat, barrier: r.barrier === true, applied: true });
      state = r.state;
      const deciding = coc.pending(state as CocState).some((p) => p.seat === seat);
      if (undoableMove(steps, seat, deciding) !== null) undoable++;
    }
    expect(revealing).toBeGreaterThan(10);
    expect(draws).toBeGreaterThan(0);
    expect(undoable).toBeGreaterThan(game.moves.length / 10);
  });

  it("moving into an explored region can be taken back; exploring a face-down one cannot", () => {
    const s0: CocState = scenario({ players: 2, options: { events: "none" }, units: [{ owner: 0, type: "settler", hex: "3,0" }, { owner: 0, type: "settler", hex: "3,0" }], terrain: { "3,0": "fertile", "2,0": "forest", "3,1": "fertile" } });
    const region = s0.regions[4];
    region.tile = "region-02";
    region.explored = false;
    region.rotation = -1;
    for (const k of region.hexes) s0.hexes[k].terrain = null;
    const started = ok<CocState>(step(coc, s0, 0, { type: "move" }));
    expect(started.barrier).toBeUndefined();
    const within = ok<CocState>(step(coc, started.state, 0, { type: "move-group", units: [1], to: "2,0" }));
    expect(within.barrier).toBeUndefined();
    const explored = ok<CocState>(step(coc, within.state, 0, { type: "move-group", units: [2], to: "3,1" }));
    expect(explored.events.map((e) => e.type)).toContain("RegionExplored");
    expect(explored.barrier).toBe(true);
  });
});
