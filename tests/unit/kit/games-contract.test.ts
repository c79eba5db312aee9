/** What every game written on the kit must keep, checked on random bot games of each: replays, pure moves, views. */
import { describe, expect, it } from "vitest";
import { randomBot } from "../../../engine/core/bots.ts";
import { stateHash } from "../../../engine/core/hash.ts";
import { replay } from "../../../engine/core/match.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import { isRuleError } from "../../../engine/core/types.ts";
import { engineGames } from "../../../engine/games/index.ts";

describe.each(engineGames.map((game) => [game.id, game] as const))("%s on the kit", (_id, game) => {
  it("replaying a game's moves gives the same final state", () => {
    const g = playOne(game, { players: 3, seed: "replay" });
    expect(g.error).toBeUndefined();
    const r = replay(game, { players: 3, seed: "replay", options: {}, moves: g.moves });
    expect(r.hash).toBe(g.hash);
  }, 120_000);

  it("no move changes the state it is applied to, and every prompt's seat has a legal move", () => {
    let state = game.setup({ players: 2, seed: "pure", options: game.optionsSchema.parse({}) });
    const bot = randomBot(game, "pure-bot");
    for (let i = 0; i < 1500 && !game.outcome(state); i++) {
      const seat = game.pending(state)[0].seat;
      const move = bot.choose(state, seat);
      expect(move).not.toBeNull();
      const before = stateHash(state);
      const r = game.apply(state, seat, move!);
      if (isRuleError(r)) throw new Error(`${JSON.stringify(move)}: ${r.message}`);
      expect(stateHash(state)).toBe(before);
      state = r.state;
    }
  }, 120_000);

  it("a view shows every field of the state but its secrets (the generator, forced results)", () => {
    // Views write the state's fields out one by one (a fixed shape costs less than a spread): this catches a field
    // added to the state and forgotten there.
    const secret = new Set(["rng", "forcedDice", "forcedShuffles"]);
    let state = game.setup({ players: 3, seed: "view-fields", options: game.optionsSchema.parse({}) });
    const bot = randomBot(game, "view-fields-bot");
    const missing = new Set<string>();
    const seen = new Set<string>();
    for (let i = 0; i < 1500 && !game.outcome(state); i++) {
      for (const viewer of [0, 1, 2, null]) {
        const v = game.view(state, viewer) as Record<string, unknown>;
        for (const key of Object.keys(state as object)) {
          seen.add(key);
          if (!secret.has(key) && !(key in v)) missing.add(key);
        }
        for (const key of secret) expect(v[key]).toBeUndefined();
      }
      const seat = game.pending(state)[0].seat;
      const r = game.apply(state, seat, bot.choose(state, seat)!);
      if (isRuleError(r)) throw new Error(r.message);
      state = r.state;
    }
    expect([...missing]).toEqual([]);
    expect(seen.size).toBeGreaterThan(5);
  }, 120_000);
});
