import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { diceRace } from "../../fixtures/dice-race.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import { replay, startMatch, step, ReplayError } from "../../../engine/core/match.ts";
import { redactEvents } from "../../../engine/core/events.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import { isRuleError } from "../../../engine/core/types.ts";

const arbGame = fc.record({ seed: fc.string({ minLength: 1, maxLength: 12 }), players: fc.integer({ min: 2, max: 4 }) });

describe("engine contract on the test game", () => {
  it("random games always terminate with an outcome", () => {
    fc.assert(fc.property(arbGame, ({ seed, players }) => {
      const g = playOne(diceRace, { players, seed });
      expect(g.error).toBeUndefined();
      expect(g.outcome).not.toBeNull();
      expect(g.outcome!.ranking.flat().sort()).toEqual([...Array(players).keys()]);
    }), { numRuns: 200 });
  });

  it("replay of the move log reproduces the state byte for byte", () => {
    fc.assert(fc.property(arbGame, ({ seed, players }) => {
      const g = playOne(diceRace, { players, seed });
      const r = replay(diceRace, { players, seed, options: {}, moves: g.moves });
      expect(r.hash).toBe(g.hash);
      const again = replay(diceRace, { players, seed, options: {}, moves: g.moves });
      expect(canonicalJson(again.state)).toBe(canonicalJson(r.state));
    }), { numRuns: 100 });
  });

  it("views and events never hold another seat's secret card", () => {
    fc.assert(fc.property(arbGame, ({ seed, players }) => {
      const started = startMatch(diceRace, players, {}, seed);
      if (isRuleError(started)) throw new Error(started.message);
      let state = started.state as any;
      const g = playOne(diceRace, { players, seed });
      for (const { seat, move } of g.moves) {
        const res = step(diceRace, state, seat, move);
        if (isRuleError(res)) throw new Error(res.message);
        for (let viewer = -1; viewer < players; viewer++) {
          const who = viewer < 0 ? null : viewer;
          const v = diceRace.view(res.state as any, who);
          expect(v.myCard).toBe(who === null ? null : (res.state as any).cards[who]);
          expect(JSON.stringify(v)).not.toContain("rng");
          for (const e of redactEvents(res.events, who)) {
            if (e.type === "CardDrawn" && e.seat !== who) expect(e).not.toHaveProperty("card");
            expect(e).not.toHaveProperty("visibleTo");
          }
        }
        state = res.state;
      }
    }), { numRuns: 50 });
  });

  it("rejects malformed, out-of-turn and illegal moves without changing the state", () => {
    const started = startMatch(diceRace, 3, {}, "x");
    if (isRuleError(started)) throw new Error(started.message);
    const before = canonicalJson(started.state);
    const bad = [
      [0, { type: "fly" }, "bad-move"],
      [0, null, "bad-move"],
      [1, { type: "roll" }, "not-your-turn"],
      [0, { type: "answer", accept: true }, "illegal"],
    ] as const;
    for (const [seat, move, code] of bad) {
      const r = step(diceRace, started.state, seat, move);
      expect(isRuleError(r) && r.code).toBe(code);
    }
    expect(canonicalJson(started.state)).toBe(before);
  });

  it("validates options and player counts", () => {
    expect(isRuleError(startMatch(diceRace, 5, {}, "s"))).toBe(true);
    expect(isRuleError(startMatch(diceRace, 2, { target: 1 }, "s"))).toBe(true);
    expect(isRuleError(startMatch(diceRace, 2, { target: 30 }, "s"))).toBe(false);
  });

  it("replay names the first move that does not apply", () => {
    expect(() => replay(diceRace, { players: 2, seed: "s", options: {}, moves: [{ seat: 1, move: { type: "roll" } }] }))
      .toThrow(ReplayError);
  });
});

describe("the bot at a table", () => {
  it("is the game's own (first named) bot, and the random bot for a game without one", async () => {
    const { tableBot, randomBot } = await import("../../../engine/core/bots.ts");
    const state = diceRace.setup({ players: 2, options: diceRace.optionsSchema.parse({}), seed: "table" });
    const passer = { ...diceRace, bots: { passer: () => ({ choose: () => ({ type: "pass" as const }) }) } };
    for (let i = 0; i < 5; i++) expect(tableBot(passer, `s${i}`).choose(state, 0)).toEqual({ type: "pass" });
    const seed = "same-seed";
    expect(tableBot(diceRace, seed).choose(state, 0)).toEqual(randomBot(diceRace, seed).choose(state, 0));
  });
});
