import { describe, expect, it } from "vitest";
import { runCli } from "../../../engine/cli.ts";
import { query } from "../../../engine/kit/testing/scenario.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";
import { evaluate } from "../../../engine/games/new-dawn/bots.ts";
import { VICTORY_CARDS } from "../../../engine/games/new-dawn/data/index.ts";
import { capital, edit, start } from "../../../engine/games/new-dawn/testing/scenario.ts";
import { makeBot } from "../../../engine/core/bots.ts";
import { seedRng } from "../../../engine/core/rng.ts";
import type { NdState } from "../../../engine/games/new-dawn/base/state.ts";
import { spaceAt } from "../../../engine/games/new-dawn/base/spaces.ts";

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
      spaceAt(x, id).city = { owner: 0, capital: false };
    });
    const rivalCity = edit(s, (x) => {
      const id = Object.values(x.spaces).find((sp) => sp.terrain !== "water" && !sp.city && sp.id !== capital(x, 1))!.id;
      spaceAt(x, id).city = { owner: 1, capital: false };
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

  it("decides the same whatever it cannot see: the dice to come, the wonder cards below the face-up ones, a rival's hidden diplomacy cards", () => {
    // The same state with another generator, the wonder decks below their top card reversed, and the rivals'
    // diplomacy decks reversed: what the seat to decide sees is unchanged, so a fair bot makes the same choice.
    const hidden = (s: NdState, seat: number) => edit(s, (x) => {
      x.rng = seedRng("another future");
      for (const d of Object.values(x.wonderDecks)) d.splice(1, d.length - 1, ...d.slice(1).reverse());
      for (const p of x.players) if (p.seat !== seat) p.diplomacyDeck.reverse();
    });
    const random = makeBot(newDawn, "fair");
    let s = start(2, "fair");
    let attacks = 0;
    for (let i = 0; i < 160 && !newDawn.outcome(s); i++) {
      const seat = newDawn.pending(s)[0].seat;
      const legal = newDawn.legalMoves(s, seat);
      if (legal.length > 1) {
        const seen = newDawn.bots!.heuristic(`fair${i}`).choose(s, seat);
        expect(newDawn.bots!.heuristic(`fair${i}`).choose(hidden(s, seat), seat), `move ${i}`).toEqual(seen);
        if (legal.some((m) => m.type === "attack")) attacks++;
      }
      const r = newDawn.apply(s, seat, random.choose(s, seat)!);
      s = (r as { state: NdState }).state;
    }
    expect(attacks).toBeGreaterThan(0);
  }, 120_000);
});
