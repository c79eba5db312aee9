import { describe, expect, it } from "vitest";
import { stateHash } from "../../../engine/core/hash.ts";
import { replay } from "../../../engine/core/match.ts";
import { randomBot } from "../../../engine/core/bots.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import { isRuleError } from "../../../engine/core/types.ts";
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

  it("replaying a game's moves gives the same final state", () => {
    const g = playOne(tta, { players: 3, seed: "replay" });
    expect(g.error).toBeUndefined();
    const r = replay(tta, { players: 3, seed: "replay", options: {}, moves: g.moves });
    expect(r.hash).toBe(g.hash);
  }, 60_000);

  it("no move changes the state it is applied to, and every prompt's seat has a legal move", () => {
    let state = tta.setup({ players: 3, seed: "pure", options: tta.optionsSchema.parse({}) });
    const bot = randomBot(tta, "pure-bot");
    for (let i = 0; i < 1500 && !tta.outcome(state); i++) {
      const seat = tta.pending(state)[0].seat;
      const move = bot.choose(state, seat)!;
      expect(move).not.toBeNull();
      const before = stateHash(state);
      const r = tta.apply(state, seat, move);
      if (isRuleError(r)) throw new Error(`${JSON.stringify(move)}: ${r.message}`);
      expect(stateHash(state)).toBe(before);
      state = r.state;
    }
    expect(tta.outcome(state)).not.toBeNull();
  }, 60_000);
});
