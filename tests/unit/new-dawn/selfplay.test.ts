import { describe, expect, it } from "vitest";
import { runCli } from "../../../engine/cli.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";

const selfplay = (players: number, games: number, seed: string) =>
  JSON.parse(runCli(["selfplay", "new-dawn", "--games", String(games), "--players", String(players), "--seed", seed], [newDawn]).out);

describe("New Dawn played whole by random bots", () => {
  it.each([2, 3, 4])("%i players: every game ends with a winner, the same way every time", (players) => {
    const a = selfplay(players, 3, "t");
    expect(a).toMatchObject({ games: 3, completed: 3, errors: 0 });
    expect(selfplay(players, 3, "t").stateHashes).toEqual(a.stateHashes);
  }, 120_000);

});
