import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { runCli } from "../../../engine/cli.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import { diceRace } from "../../fixtures/dice-race.ts";

const dir = mkdtempSync(join(tmpdir(), "epochs-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("engine CLI", () => {
  it("selfplay reports completed games, mean moves and reproducible hashes", () => {
    const run = () => JSON.parse(runCli(["selfplay", "dice-race", "--games", "20", "--players", "3", "--seed", "7"], [diceRace]).out);
    const a = run();
    expect(a).toMatchObject({ games: 20, completed: 20, errors: 0 });
    expect(a.meanMoves).toBeGreaterThan(0);
    expect(a.stateHashes).toHaveLength(20);
    expect(run().stateHashes).toEqual(a.stateHashes);
  });

  it("selfplay passes game options through", () => {
    const out = JSON.parse(runCli(["selfplay", "dice-race", "--games", "3", "--players", "2", "--options", '{"target":5}'], [diceRace]).out);
    const long = JSON.parse(runCli(["selfplay", "dice-race", "--games", "3", "--players", "2", "--options", '{"target":200,"maxTurns":60}'], [diceRace]).out);
    expect(out.meanMoves).toBeLessThan(long.meanMoves);
    expect(runCli(["selfplay", "dice-race", "--options", '{"target":1}'], [diceRace]).code).toBe(1);
  });

  it("replay prints the same hash as the game that produced the log", () => {
    const g = playOne(diceRace, { players: 2, seed: "cli" });
    const file = join(dir, "replay.json");
    writeFileSync(file, JSON.stringify({ game: "dice-race", seed: "cli", seats: ["a", "b"], moves: g.moves }));
    const { code, out } = runCli(["replay", file], [diceRace]);
    expect(code).toBe(0);
    const parsed = JSON.parse(out);
    expect(parsed.hash).toBe(g.hash);
    expect(parsed.outcome).toEqual(g.outcome);
    expect(parsed.view.myCard).toBeNull();
  });

  it("answers bad input with an error, not a crash", () => {
    expect(runCli(["replay", "/nonexistent.json"], [diceRace]).code).toBe(2);
    expect(runCli(["selfplay", "nope"], [diceRace]).out).toMatch(/unknown game/);
    const file = join(dir, "bad.json");
    writeFileSync(file, JSON.stringify({ game: "dice-race", seed: "s", seats: 2, moves: [{ seat: 1, move: { type: "roll" } }] }));
    expect(JSON.parse(runCli(["replay", file], [diceRace]).out).error).toMatch(/move 0: not-your-turn/);
    expect(runCli(["frobnicate"], [diceRace]).out).toMatch(/usage/);
  });
});
