/**
 * A move handler's `quick` path (flow.ts) applies a frequent move on plain data, without a draft; it must give
 * exactly what the full path gives. Random games, base and expansion, are played on the full path, and at every
 * move with a quick path its result is compared with the full one: state (key order included) and events.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBot } from "../../../engine/core/bots.ts";
import { isRuleError, type Move } from "../../../engine/core/types.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { moveHandler, type MoveHandler } from "../../../engine/games/clash-of-cultures/base/flow.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { query, scenario } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";

const endTurn = query(() => moveHandler("end-turn")) as MoveHandler<Move>;
const fullQuick = endTurn.quick!;
/** The quick path, called beside the full one with the game's rules in force. */
const quick: typeof fullQuick = (s, seat, move) => query(() => fullQuick(s, seat, move));

// The games below run on the full path only; `quick` is called beside it.
beforeAll(() => { endTurn.quick = undefined; });
afterAll(() => { endTurn.quick = fullQuick; });

function compareOverGames(expansion: boolean, games: number) {
  let endTurns = 0;
  let quickOnes = 0;
  for (let g = 0; g < games; g++) {
    const players = 2 + (g % 3);
    const seed = `quick/${expansion}/${g}`;
    let s = coc.setup({ players, options: coc.optionsSchema.parse({ expansion, events: "all" }), seed }) as CocState;
    const bots = Array.from({ length: players }, (_, i) => makeBot(coc, `${seed}/${i}`));
    for (let n = 0; n < 3000 && !coc.outcome(s); n++) {
      const prompt = coc.pending(s)[0];
      const move = bots[prompt.seat].choose(s, prompt.seat)!;
      const full = coc.apply(s, prompt.seat, move);
      if (isRuleError(full)) throw new Error(`${seed}: ${full.message}`);
      if (move.type === "end-turn") {
        endTurns++;
        const before = JSON.stringify(s);
        const fast = quick(s, prompt.seat, move);
        expect(JSON.stringify(s)).toBe(before);
        if (fast) {
          quickOnes++;
          expect(JSON.stringify(fast.state)).toBe(JSON.stringify(full.state));
          expect(JSON.stringify(fast.events)).toBe(JSON.stringify(full.events));
        }
      }
      s = full.state;
    }
  }
  return { endTurns, quickOnes };
}

describe("ending a turn on the quick path", () => {
  it("gives exactly the full path's state and events (base game), and is taken for most turns", () => {
    const { endTurns, quickOnes } = compareOverGames(false, 6);
    expect(endTurns).toBeGreaterThan(100);
    expect(quickOnes / endTurns).toBeGreaterThan(0.5);
  });

  it("gives exactly the full path's state and events (expansion)", () => {
    const { endTurns, quickOnes } = compareOverGames(true, 6);
    expect(endTurns).toBeGreaterThan(100);
    expect(quickOnes).toBeGreaterThan(0);
  });

  it("leaves a turn with work for its hooks to the full path", () => {
    // Seat 1's turn, reached by the full path (the first turn start also sets up the objectives' records).
    const first = coc.apply(scenario({ players: 3, turn: { seat: 0, actionsLeft: 0 } }), 0, { type: "end-turn" });
    if (isRuleError(first)) throw new Error(first.message);
    const s: CocState = { ...first.state, turn: { ...first.state.turn!, actionsLeft: 0 } };
    expect(s.turn!.seat).toBe(1);
    const plain = quick(s, 1, { type: "end-turn" });
    expect(plain?.state.turn?.seat).toBe(2);
    // Seat 2 lost an action to Revolution: its turn start has work to do.
    expect(quick({ ...s, events: { ...s.events!, loseAction: [2] } }, 1, { type: "end-turn" })).toBeNull();
    // The last turn of a round ends on the full path too (the round track moves on).
    expect(quick({ ...s, turnInRound: 2 }, 1, { type: "end-turn" })).toBeNull();
    // A turn with actions left ends only by the rules' full check.
    expect(quick({ ...s, turn: { ...s.turn!, actionsLeft: 2 } }, 1, { type: "end-turn" })).toBeNull();
  });
});
