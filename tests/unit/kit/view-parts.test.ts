/** The kit's view helpers (engine/kit/view-parts.ts). */
import { describe, expect, it } from "vitest";
import { mapKeepingSame } from "../../../engine/kit/view-parts.ts";

describe("mapKeepingSame", () => {
  const hideOdd = (n: { v: number }) => (n.v % 2 ? { v: 0 } : n);

  it("gives the list itself when every item is seen unchanged", () => {
    const list = [{ v: 2 }, { v: 4 }];
    expect(mapKeepingSame(list, hideOdd)).toBe(list);
    expect(mapKeepingSame([], hideOdd)).toEqual([]);
  });

  it("gives a new list, unchanged items shared, when one item changes", () => {
    for (const at of [0, 1, 2]) {
      const list = [{ v: 2 }, { v: 4 }, { v: 6 }];
      list[at] = { v: 3 };
      const seen = mapKeepingSame(list, hideOdd);
      expect(seen).not.toBe(list);
      expect(seen).toEqual(list.map(hideOdd));
      list.forEach((item, i) => expect(seen[i] === item).toBe(i !== at));
      expect(list[at]).toEqual({ v: 3 });
    }
  });
});
