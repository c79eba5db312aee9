import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { runCli } from "../../../engine/cli.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import { diceRace, type DiceRaceMove, type DiceRaceState } from "../../fixtures/dice-race.ts";
import type { GameDefinition } from "../../../engine/core/types.ts";

/** Dice Race with one named bot that never scores: it passes, and refuses challenges. */
const withPasser: GameDefinition<DiceRaceState, DiceRaceMove> = {
  ...(diceRace as GameDefinition<DiceRaceState, DiceRaceMove>),
  bots: {
    passer: () => ({
      choose: (s, seat) => diceRace.legalMoves(s, seat).find((m) => m.type === "pass" || (m.type === "answer" && !m.accept)) ?? null,
    }),
  },
};
const selfplay = (...args: string[]) => {
  const r = runCli(["selfplay", "dice-race", ...args], [withPasser]);
  return { code: r.code, ...JSON.parse(r.out) };
};

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

  it("selfplay seats different bots with --bots and reports wins, win rate and mean score per bot", () => {
    const a = selfplay("--games", "10", "--players", "2", "--seed", "3", "--bots", "passer,random");
    expect(a).toMatchObject({ code: 0, games: 10, completed: 10, seating: ["passer", "random"] });
    const [passer, random] = a.bots;
    expect(passer).toMatchObject({ bot: "passer", seats: 10, wins: 0, soleWins: 0, winRate: 0, meanScore: 0 });
    expect(random).toMatchObject({ bot: "random", seats: 10, wins: 10, soleWins: 10, winRate: 1 });
    expect(random.meanScore).toBeGreaterThan(0);
    expect(passer.chooseMs.calls).toBeGreaterThan(0);
    expect(passer.chooseMs.p99).toBeGreaterThanOrEqual(passer.chooseMs.p50);
    expect(selfplay("--games", "10", "--players", "2", "--seed", "3", "--bots", "passer,random").stateHashes).toEqual(a.stateHashes);
  });

  it("selfplay cycles a shorter --bots list over the seats and --rotate moves each bot one seat per game", () => {
    expect(selfplay("--games", "2", "--players", "4", "--bots", "passer,random").seating).toEqual(["passer", "random", "passer", "random"]);
    const fixed = selfplay("--games", "4", "--players", "4", "--bots", "passer,random,random,random");
    const rotated = selfplay("--games", "4", "--players", "4", "--bots", "passer,random,random,random", "--rotate");
    expect(rotated.seating).toBe("rotated");
    expect(rotated.bots.find((b: { bot: string }) => b.bot === "passer")).toMatchObject({ seats: 4, wins: 0 });
    expect(rotated.bots.find((b: { bot: string }) => b.bot === "random")).toMatchObject({ seats: 12, wins: 4 });
    // Game 0 seats the same; later games differ because the passer sits elsewhere.
    expect(rotated.stateHashes[0]).toBe(fixed.stateHashes[0]);
    expect(rotated.stateHashes.slice(1)).not.toEqual(fixed.stateHashes.slice(1));
  });

  it("selfplay shares a tie for first place between the tied seats", () => {
    const r = selfplay("--games", "6", "--players", "2", "--bot", "passer");
    expect(r.bots).toHaveLength(1);
    expect(r.bots[0]).toMatchObject({ bot: "passer", seats: 12, wins: 6, soleWins: 0, winRate: 0.5, meanScore: 0 });
    // The default is the random bot in every seat, reported under its name.
    expect(selfplay("--games", "2").bots.map((b: { bot: string }) => b.bot)).toEqual(["random"]);
  });

  it("selfplay refuses unknown bots and --bot with --bots", () => {
    expect(selfplay("--bots", "passer,nobody")).toMatchObject({ code: 2, error: expect.stringMatching(/unknown bot "nobody".*random, passer/) });
    expect(selfplay("--bot", "nobody").code).toBe(2);
    expect(selfplay("--bot", "passer", "--bots", "random").code).toBe(2);
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
