import { describe, expect, it } from "vitest";
import { runCli } from "../../../engine/cli.ts";
import { query } from "../../../engine/kit/testing/scenario.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";
import { evaluate } from "../../../engine/games/new-dawn/bots.ts";
import { VICTORY_CARDS } from "../../../engine/games/new-dawn/data/index.ts";
import { capital, edit, start } from "../../../engine/games/new-dawn/testing/scenario.ts";

describe("the heuristic bot", () => {
  it("is the game's first named bot", () => {
    expect(Object.keys(newDawn.bots ?? {})[0]).toBe("heuristic");
  });

  it("scores a marked victory card above anything on the map, and its own gains above a rival's", () => {
    const s = start(2, "eval");
    const card = VICTORY_CARDS.find((v) => v.id === s.victoryCards[0])!;
    const marked = edit(s, (x) => { x.players[0].objectives.push(card.objectives[0]); });
    const city = edit(s, (x) => {
      const id = Object.values(x.spaces).find((sp) => sp.terrain !== "water" && !sp.city && sp.id !== capital(x, 0))!.id;
      x.spaces[id].city = { owner: 0, capital: false };
    });
    const rivalCity = edit(s, (x) => {
      const id = Object.values(x.spaces).find((sp) => sp.terrain !== "water" && !sp.city && sp.id !== capital(x, 1))!.id;
      x.spaces[id].city = { owner: 1, capital: false };
    });
    const v = (x: typeof s) => query(newDawn, () => evaluate(x, 0));
    expect(v(marked) - v(s)).toBeGreaterThan(v(city) - v(s));
    expect(v(city)).toBeGreaterThan(v(s));
    expect(v(rivalCity)).toBeLessThan(v(s));
  });

  it("answers every prompt of its seat with a legal move", () => {
    const bot = newDawn.bots!.heuristic("legal");
    let s = start(2, "legal");
    for (let i = 0; i < 60 && !newDawn.outcome(s); i++) {
      const seat = newDawn.pending(s)[0].seat;
      const move = bot.choose(s, seat)!;
      const r = newDawn.apply(s, seat, move);
      expect("error" in r ? r : null).toBeNull();
      s = (r as { state: typeof s }).state;
    }
  }, 120_000);
});
