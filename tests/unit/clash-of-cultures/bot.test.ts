import { describe, expect, it } from "vitest";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import { makeBot } from "../../../engine/core/bots.ts";
import { evaluate } from "../../../engine/games/clash-of-cultures/bots.ts";
import { scenario } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";

describe("heuristic bot", () => {
  it("is offered by the game definition and answers with a legal move", () => {
    const s = coc.setup({ players: 2, options: coc.optionsSchema.parse({}), seed: "h" });
    const bot = makeBot(coc, "h", "heuristic");
    const seat = coc.pending(s)[0].seat;
    const move = bot.choose(s, seat);
    expect(coc.legalMoves(s, seat)).toContainEqual(move);
  });

  it("values victory points above everything else", () => {
    const s = scenario({ players: 2 });
    const richer = scenario({ players: 2, seats: [{ resources: { wood: 7, ore: 7, ideas: 7, gold: 7 } }] });
    const moreVp = scenario({ players: 2, seats: [{ advances: ["storage", "arts"] }] });
    expect(evaluate(richer, 0)).toBeGreaterThan(evaluate(s, 0));
    expect(evaluate(moreVp, 0) - evaluate(s, 0)).toBeGreaterThanOrEqual(100);
  });

  it("beats the random bot in at least 90% of 2-player games", () => {
    const games = 40;
    let wins = 0;
    for (let i = 0; i < games; i++) {
      const seat = i % 2;
      const g = playOne(coc, { players: 2, seed: `heuristic-${i}`, bots: seat === 0 ? ["heuristic"] : [undefined, "heuristic"] });
      expect(g.error).toBeUndefined();
      const first = g.outcome!.ranking[0];
      if (first.length === 1 && first[0] === seat) wins++;
    }
    console.log(`heuristic bot vs random: won ${wins}/${games} (${Math.round((100 * wins) / games)}%)`);
    expect(wins / games).toBeGreaterThanOrEqual(0.9);
  }, 300_000);
});

describe("self-play smoke", () => {
  it.each(["x", "y", "z"])("random bots finish a 4-player game (seed %s)", (seed) => {
    const g = playOne(coc, { players: 4, seed });
    expect(g.error).toBeUndefined();
    expect(g.outcome).not.toBeNull();
  }, 60_000);
});
