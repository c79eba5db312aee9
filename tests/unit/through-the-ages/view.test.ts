import { describe, expect, it } from "vitest";
import { makeBot } from "../../../engine/core/bots.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";

describe("Through the Ages views", () => {
  // The view keeps values per state and per player object across states (ratings, armies, row prices); a copy of the
  // state shares no object with any state before it, so its view is worked out afresh.
  it("equal, for every seat and a spectator, the views of a fresh copy of the state through random games", () => {
    const seats = [0, 1, 2, 3, null];
    for (let g = 0; g < 3; g++) {
      let state = tta.setup({ players: 4, options: tta.optionsSchema.parse({}), seed: `view${g}` });
      const bots = Array.from({ length: 4 }, (_, s) => makeBot(tta, `view${g}/bot${s}`));
      while (!tta.outcome(state)) {
        const seat = tta.pending(state)[0].seat;
        state = (tta.apply(state, seat, bots[seat].choose(state, seat)!) as { state: typeof state }).state;
        const fresh = structuredClone(state);
        for (const viewer of seats) expect(JSON.stringify(tta.view(state, viewer))).toBe(JSON.stringify(tta.view(fresh, viewer)));
      }
    }
  }, 120_000);
});
