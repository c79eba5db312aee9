/**
 * Every game reads the previous state's plain objects while a move runs (`peek`, and checks that run on the
 * state before any write: engine/kit/peek.ts), and keeps values derived from state objects across states
 * (engine/kit/derived.ts). Both rely on one promise of the engine contract: applying a move, accepted or
 * refused, never changes the state it was applied to. States are not frozen for speed, so this is the guard.
 */
import { describe, expect, it } from "vitest";
import { makeBot } from "../../../engine/core/bots.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import { isRuleError, type Move } from "../../../engine/core/types.ts";
import { builtInGames } from "../../../engine/games/index.ts";

describe.each(builtInGames.map((game) => ({ id: game.id, game })))("$id: applying moves never changes the previous state", ({ game }) => {
  it.each([{ players: 4, seed: "purity-4" }, { players: 2, seed: "purity-2" }])("$players players, $seed: every move leaves its input as it was", ({ players, seed }) => {
    let state = game.setup({ players, options: game.optionsSchema.parse({}), seed });
    const bots = Array.from({ length: players }, (_, s) => makeBot(game, `${seed}/bot${s}`));
    let moves = 0;
    while (!game.outcome(state) && moves < 3000) {
      const seat = game.pending(state)[0].seat;
      const move = bots[seat].choose(state, seat) as Move;
      const before = canonicalJson(state);
      const r = game.apply(state, seat, move);
      if (isRuleError(r)) throw new Error(`legal move rejected: ${r.message}`);
      expect(canonicalJson(state)).toBe(before);
      if (moves % 25 === 0) {
        // A refused move (a seat not asked playing what the asked seat may) changes nothing either.
        const after = canonicalJson(r.state);
        const asked = game.pending(r.state)[0]?.seat;
        const other = asked === undefined ? 0 : (asked + 1) % players;
        expect(isRuleError(game.apply(r.state, other, move))).toBe(true);
        expect(canonicalJson(r.state)).toBe(after);
      }
      state = r.state;
      moves++;
    }
  });
});
