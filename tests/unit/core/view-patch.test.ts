import { describe, expect, it } from "vitest";
import { applyViewPatch, diffView, ViewPatchError, type ViewPatch } from "../../../engine/core/view-patch.ts";
import { builtInGames, engineGames } from "../../../engine/games/index.ts";
import { diceRace } from "../../fixtures/dice-race.ts";
import { startMatch, step } from "../../../engine/core/match.ts";
import { randomBot } from "../../../engine/core/bots.ts";
import { isRuleError } from "../../../engine/core/types.ts";

const roundTrip = (a: unknown, b: unknown) => applyViewPatch(structuredClone(a), JSON.parse(JSON.stringify(diffView(a, b))) as ViewPatch);

describe("view patches", () => {
  it("turn one view into another: changed, added and removed keys, grown and shrunk arrays, type changes", () => {
    const a = { n: 1, s: "x", gone: true, list: [1, 2, 3], nested: { deep: [{ k: 1 }, { k: 2 }] }, kind: [1], nul: null };
    const b = { n: 2, s: "x", added: { z: 1 }, list: [1, 5], nested: { deep: [{ k: 1 }, { k: 3 }, { k: 4 }] }, kind: { one: 1 }, nul: 0 };
    expect(roundTrip(a, b)).toEqual(b);
    expect(roundTrip(b, a)).toEqual(a);
    expect(diffView(a, a)).toEqual([]);
  });

  it("escape keys holding / and ~, and treat undefined fields as absent (as JSON does)", () => {
    const a = { "a/b": 1, "c~d": { x: 1 }, keep: 1, u: 1 };
    const b = { "a/b": 2, "c~d": { x: 2 }, keep: 1, u: undefined, arr: [undefined, 1] };
    expect(roundTrip(a, b)).toEqual(JSON.parse(JSON.stringify(b)));
    expect(diffView(a, b)).toContainEqual(["/u"]);
    // Keys that plain objects inherit are still ordinary keys of a view.
    expect(roundTrip({ constructor: 1, toString: 2 }, { valueOf: 3 })).toEqual({ valueOf: 3 });
    expect(roundTrip({ valueOf: 3 }, { constructor: 1 })).toEqual({ constructor: 1 });
  });

  it("replace the whole view when the root changes kind", () => {
    expect(diffView(null, { a: 1 })).toEqual([["", { a: 1 }]]);
    expect(roundTrip([1, 2], { a: 1 })).toEqual({ a: 1 });
  });

  it("do not visit parts that are the same object in both views", () => {
    const shared = { big: Array.from({ length: 1000 }, (_, i) => i) };
    const trap = new Proxy(shared, { ownKeys() { throw new Error("visited a shared part"); } });
    expect(diffView({ shared: trap, n: 1 }, { shared: trap, n: 2 })).toEqual([["/n", 2]]);
  });

  it("apply copy-on-write: the base is untouched and unchanged parts keep their identity", () => {
    const base = { a: { x: 1 }, b: { y: [1, 2] } };
    const next = applyViewPatch(base, [["/b/y/2", 3], ["/b/z", true]]);
    expect(base).toEqual({ a: { x: 1 }, b: { y: [1, 2] } });
    expect(next).toEqual({ a: { x: 1 }, b: { y: [1, 2, 3], z: true } });
    expect(next.a).toBe(base.a);
  });

  it("reject a patch that does not fit its base with a typed error", () => {
    expect(() => applyViewPatch({ a: 1 }, [["/missing/x", 1]])).toThrow(ViewPatchError);
    expect(() => applyViewPatch({ a: [1] }, [["/a/5", 1]])).toThrow(ViewPatchError);
    expect(() => applyViewPatch({ a: 1 }, [[""]])).toThrow(ViewPatchError);
  });

  it.each([...engineGames, diceRace].map((game) => ({ id: game.id, game })))("keep every seat's and the spectators' copies of $id equal to the engine's views through 300 random moves", ({ game }) => {
    {
      const players = game.maxPlayers > 4 ? 4 : game.maxPlayers;
      const started = startMatch(game, players, {}, `patch-${game.id}`);
      if (isRuleError(started)) throw new Error(started.message);
      let state = started.state;
      const audiences = [null, ...Array.from({ length: players }, (_, i) => i)];
      const copies = new Map(audiences.map((a) => [a, structuredClone(game.view(state, a))]));
      const prev = new Map(audiences.map((a) => [a, game.view(state, a)]));
      const bots = audiences.slice(1).map((seat) => randomBot(game, `b${seat}`));
      for (let moves = 0; moves < 300 && !game.outcome(state); moves++) {
        const seat = game.pending(state)[0].seat;
        const result = step(game, state, seat, bots[seat!]!.choose(state, seat!)!);
        if (isRuleError(result)) throw new Error(result.message);
        state = result.state;
        for (const a of audiences) {
          const next = game.view(state, a);
          const patch = JSON.parse(JSON.stringify(diffView(prev.get(a), next))) as ViewPatch;
          copies.set(a, applyViewPatch(copies.get(a), patch));
          prev.set(a, next);
          expect(copies.get(a)).toEqual(JSON.parse(JSON.stringify(next)));
        }
      }
    }
  }, 120_000);

  // The diff skips a part that is the same object in both views, so a view must not copy what its state did not change.
  it.each(builtInGames.map((game) => ({ id: game.id, game })))("give a player no move changed the same view object in consecutive views of $id", ({ game }) => {
    const started = startMatch(game, 4, {}, `share-${game.id}`);
    if (isRuleError(started)) throw new Error(started.message);
    let state = started.state as { players: unknown[] };
    const bots = [0, 1, 2, 3].map((seat) => randomBot(game, `s${seat}`));
    let shared = 0;
    for (let moves = 0; moves < 200 && !game.outcome(state); moves++) {
      const seat = game.pending(state)[0].seat!;
      const result = step(game, state, seat, bots[seat].choose(state, seat)!);
      if (isRuleError(result)) throw new Error(result.message);
      const next = result.state as typeof state;
      for (const viewer of [null, 0, 1, 2, 3]) {
        const before = (game.view(state, viewer) as { players: unknown[] }).players;
        const after = (game.view(next, viewer) as { players: unknown[] }).players;
        for (let i = 0; i < 4; i++) {
          if (next.players[i] !== state.players[i] || JSON.stringify(before[i]) !== JSON.stringify(after[i])) continue;
          expect(after[i], `move ${moves}, viewer ${viewer}, player ${i}`).toBe(before[i]);
          shared++;
        }
      }
      state = next;
    }
    expect(shared).toBeGreaterThan(100);
  }, 60_000);
});
