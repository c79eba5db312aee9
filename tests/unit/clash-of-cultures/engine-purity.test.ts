/**
 * The engine reads the state through `peek` (peek.ts) for speed: plain objects that belong to
 * the previous state or to the draft's working copy (engine/kit/draft.ts). These tests guard what that relies on: no move ever
 * changes the state it was applied to (accepted or rejected) — states are not frozen (index.ts), so this is
 * the guard — applying is deterministic, and the helpers see exactly what the draft holds.
 */
import { describe, expect, it } from "vitest";
import { makeBot } from "../../../engine/core/bots.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import { isRuleError, type Move } from "../../../engine/core/types.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { produce } from "../../../engine/kit/draft.ts";
import { isDraftObject, peek } from "../../../engine/kit/peek.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";

/** Events as JSON; an event holding a (revoked) draft proxy, which cannot be serialized, shows as its type. */
function eventsJson(events: { type: string }[]): string {
  return events.map((e) => { try { return JSON.stringify(e); } catch { return `${e.type}: not serializable`; } }).join("\n");
}

describe("peek (peek.ts)", () => {
  const base = { a: { b: 1, list: [{ x: 1 }, { x: 2 }] }, c: { d: 1 }, n: 5 };

  it("read what the draft holds without drafting, and never change the base", () => {
    const before = JSON.stringify(base);
    const next = produce(base, (d) => {
      expect(peek(d).c).toBe(base.c);
      expect(isDraftObject(peek(d).c)).toBe(false);
      d.a.list[1].x = 3;
      d.a.list.push({ x: 4 });
      expect(peek(peek(peek(d).a).list).length).toBe(3);
      const snap = peek(d);
      expect(JSON.parse(JSON.stringify(snap))).toEqual({ a: { b: 1, list: [{ x: 1 }, { x: 3 }, { x: 4 }] }, c: { d: 1 }, n: 5 });
      expect(isDraftObject(snap.a) || isDraftObject(snap.a.list) || isDraftObject(snap.a.list[1])).toBe(false);
      // Untouched parts are shared with the previous state, not copied.
      expect(snap.c).toBe(base.c);
      expect(snap.a.list[0]).toBe(base.a.list[0]);
      // Reading through peek sees later changes of the draft when taken again.
      d.n = 6;
      expect(peek(d).n).toBe(6);
    });
    expect(JSON.stringify(base)).toBe(before);
    expect(next.a.list.map((e) => e.x)).toEqual([1, 3, 4]);
    expect(next.c).toBe(base.c);
  });

  it("are the identity on plain data", () => {
    expect(peek(base)).toBe(base);
        expect(peek(null)).toBe(null);
    expect(peek(undefined)).toBe(undefined);
  });
});

describe("applying moves never changes the previous state", () => {
  it.each([
    { players: 4, seed: "purity-a", bot: "random", options: {} },
    { players: 3, seed: "purity-b", bot: "random", options: {} },
    { players: 2, seed: "purity-c", bot: "heuristic", options: {} },
    { players: 4, seed: "purity-d", bot: "random", options: { expansion: true } },
    { players: 3, seed: "purity-e", bot: "random", options: { expansion: true, events: "optional", openWonders: true } },
  ])("$players players, $seed, $bot bot, $options: every move leaves its input state as it was", ({ players, seed, bot, options }) => {
    let state = coc.setup({ players, options: coc.optionsSchema.parse(options), seed }) as CocState;
    const bots = Array.from({ length: players }, (_, s) => makeBot(coc, `${seed}/bot${s}`, bot === "random" ? undefined : bot));
    let moves = 0;
    while (!coc.outcome(state) && moves < 5000) {
      const seat = coc.pending(state)[0].seat;
      const move = bots[seat].choose(state, seat) as Move;
      const before = canonicalJson(state);
      const r = coc.apply(state, seat, move);
      if (isRuleError(r)) throw new Error(`legal move rejected: ${r.message}`);
      expect(canonicalJson(state)).toBe(before);
      if (moves % 20 === 0) {
        // A rejected move (a seat that is not asked) changes nothing either.
        const after = canonicalJson(r.state);
        const asked = coc.pending(r.state)[0]?.seat ?? 0;
        expect(isRuleError(coc.apply(r.state, (asked + 1) % players, { type: "end-turn" } as Move))).toBe(true);
        expect(canonicalJson(r.state)).toBe(after);
        // Deterministic: the same move from the same state gives the same state and events.
        const again = coc.apply(state, seat, move);
        if (isRuleError(again)) throw new Error(again.message);
        expect(canonicalJson(again.state)).toBe(canonicalJson(r.state));
        expect(eventsJson(again.events)).toBe(eventsJson(r.events));
      }
      state = r.state;
      moves++;
    }
    expect(coc.outcome(state)).not.toBeNull();
  });
});
