import { describe, expect, it } from "vitest";
import { runCli } from "../../../engine/cli.ts";
import { stateHash } from "../../../engine/core/hash.ts";
import { replay } from "../../../engine/core/match.ts";
import { randomBot } from "../../../engine/core/bots.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import { isRuleError } from "../../../engine/core/types.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";

const selfplay = (players: number, games: number, seed: string) =>
  JSON.parse(runCli(["selfplay", "new-dawn", "--games", String(games), "--players", String(players), "--seed", seed], [newDawn]).out);

describe("New Dawn played whole by random bots", () => {
  it.each([2, 3, 4])("%i players: every game ends with a winner, the same way every time", (players) => {
    const a = selfplay(players, 3, "t");
    expect(a).toMatchObject({ games: 3, completed: 3, errors: 0 });
    expect(selfplay(players, 3, "t").stateHashes).toEqual(a.stateHashes);
  }, 120_000);

  it("replaying a game's moves gives the same final state", () => {
    const g = playOne(newDawn, { players: 3, seed: "replay" });
    expect(g.error).toBeUndefined();
    const r = replay(newDawn, { players: 3, seed: "replay", options: {}, moves: g.moves });
    expect(r.hash).toBe(g.hash);
  }, 60_000);

  it("no move changes the state it is applied to, and every prompt's seat has a legal move", () => {
    let state = newDawn.setup({ players: 2, seed: "pure", options: newDawn.optionsSchema.parse({}) });
    const bot = randomBot(newDawn, "pure-bot");
    for (let i = 0; i < 1500 && !newDawn.outcome(state); i++) {
      const seat = newDawn.pending(state)[0].seat;
      const move = bot.choose(state, seat)!;
      expect(move).not.toBeNull();
      const before = stateHash(state);
      const r = newDawn.apply(state, seat, move);
      if (isRuleError(r)) throw new Error(`${JSON.stringify(move)}: ${r.message}`);
      expect(stateHash(state)).toBe(before);
      state = r.state;
    }
  }, 60_000);
});
