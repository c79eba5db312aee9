/**
 * The engine reads the state through `peek` (peek.ts) for speed: plain objects that belong to the previous
 * state or to the draft's working copy (engine/kit/draft.ts). These tests check that the helpers see exactly what
 * the draft holds; that no move of any game changes the state it was applied to is tests/unit/engine/move-purity.test.ts.
 */
import { describe, expect, it } from "vitest";
import { produce } from "../../../engine/kit/draft.ts";
import { isDraftObject, peek } from "../../../engine/kit/peek.ts";

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
