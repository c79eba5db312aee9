import { describe, expect, it } from "vitest";
import { makeBot } from "../../../engine/core/bots.ts";
import { isRuleError } from "../../../engine/core/types.ts";
import { query, within } from "../../../engine/kit/testing/scenario.ts";
import { peek } from "../../../engine/kit/peek.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";
import { indexesOf, isFriendly } from "../../../engine/games/new-dawn/base/map.ts";
import { listedOn } from "../../../engine/games/new-dawn/base/listed.ts";
import { giveBack, takeMarks } from "../../../engine/games/new-dawn/base/marks.ts";
import type { Frame } from "../../../engine/games/new-dawn/base/state.ts";
import { start } from "../../../engine/games/new-dawn/testing/scenario.ts";

describe("values kept for the map's searches", () => {
  it("each seat's cities and friendly spaces by index are those of the map, in every state of a random game and in a move that changes it", () => {
    const bots = [0, 1, 2, 3].map((seat) => makeBot(newDawn, `indexes/${seat}`));
    let s = start(4, "indexes");
    const expected = (spaces: typeof s.spaces, seat: number) => ({
      cities: spaces.flatMap((sp, i) => (sp.city?.owner === seat ? [i] : [])),
      friendly: spaces.flatMap((sp, i) => (isFriendly(sp, seat) ? [i] : [])),
    });
    let checked = 0;
    for (; checked < 300 && !newDawn.outcome(s); checked++) {
      for (const seat of [0, 1, 2, 3]) expect(query(newDawn, () => indexesOf(s, seat))).toEqual(expected(s.spaces, seat));
      const seat = newDawn.pending(s)[0].seat;
      const r = newDawn.apply(s, seat, bots[seat].choose(s, seat)!);
      if (isRuleError(r)) throw new Error(r.message);
      s = r.state;
    }
    expect(checked).toBe(300);
    // Asked, then the map changed in the same move: asked again, it answers the changed map.
    const free = s.spaces.findIndex((sp) => !sp.city && !sp.token && sp.terrain !== "water");
    within(newDawn, s, (ctx) => {
      const before = indexesOf(ctx.s, 0).friendly;
      ctx.s.spaces[free].token = { owner: 0, reinforced: false };
      const after = indexesOf(ctx.s, 0).friendly;
      expect(after).toEqual([...before, free].sort((a, b) => a - b));
      expect(after).toEqual(expected(peek(ctx.s).spaces, 0).friendly);
    });
  }, 60_000);

  it("marks taken by a search inside another leave the outer search's marks as they were", () => {
    const outer = takeMarks(10);
    expect(outer.mark(3)).toBe(true);
    const inner = takeMarks(10);
    expect(inner.has(3)).toBe(false);
    expect(inner.mark(3)).toBe(true);
    giveBack(inner);
    expect(outer.mark(3)).toBe(false);
    expect(outer.has(4)).toBe(false);
    giveBack(outer);
    // Taken again, the same marks start empty.
    const again = takeMarks(10);
    expect(again.has(3)).toBe(false);
    giveBack(again);
  });

  it("what a frame's legal moves worked out is kept per state and frame: another frame, or a changed state, starts empty", () => {
    const s = start(4, "listed");
    const frame = s.stack[s.stack.length - 1];
    query(newDawn, () => {
      listedOn(s, frame).targets = ["a"];
      expect(listedOn(s, frame).targets).toEqual(["a"]);
      const other: Frame = { ...frame };
      expect(listedOn(s, other).targets).toBeUndefined();
      expect(listedOn(s, frame).targets).toBeUndefined();
      listedOn(s, frame).targets = ["b"];
    });
    within(newDawn, s, (ctx) => {
      // Unchanged so far: the previous state's record.
      expect(listedOn(ctx.s, frame).targets).toEqual(["b"]);
      ctx.s.eventDial = ctx.s.eventDial + 1;
      expect(listedOn(ctx.s, frame).targets).toBeUndefined();
    });
  });
});
