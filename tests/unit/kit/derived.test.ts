/**
 * Values derived from plain state data (engine/kit/derived.ts): computed once per object, computed again when
 * the move being applied has written since (the working copy may have changed), kept for a finished state.
 */
import { describe, expect, it } from "vitest";
import { derivation, keyedDerivation, latestDerivation, latestPerSeat, latestSeatQuery, perKey, seatQuery, stateQuery } from "../../../engine/kit/derived.ts";
import { assignFresh, peek, produce } from "../../../engine/kit/draft.ts";
import { composeRules, ruleModule, withRules } from "../../../engine/kit/rules.ts";

interface State { cells: Record<string, { owner: number | null }>; n: number }

const fresh = (): State => ({ cells: { a: { owner: 0 }, b: { owner: null }, c: { owner: 1 } }, n: 0 });

/** `make` with the number of its calls in `calls.n`: how often a memo computed its value. */
function counted<A extends unknown[], R>(make: (...args: A) => R): [(...args: A) => R, { n: number }] {
  const calls = { n: 0 };
  return [(...args) => (calls.n++, make(...args)), calls];
}

/** The cells with an owner (what the derivations below derive). */
const ownedCells = (cells: State["cells"]) => Object.keys(cells).filter((k) => cells[k].owner !== null);
/** The cells `seat` owns (what the queries below ask). */
const cellsOf = (s: State, seat: number) => Object.keys(s.cells).filter((k) => s.cells[k].owner === seat);

describe("kit derived values", () => {
  // Both kinds give the same values; latestDerivation keeps only the last object's (below).
  describe.each([["derivation", derivation], ["latestDerivation", latestDerivation]] as const)("(%s)", (_name, kind) => {
    it("are computed once per finished object", () => {
      const [make, made] = counted(ownedCells);
      const owned = kind(make);
      const s = fresh();
      expect(owned(s.cells)).toEqual(["a", "c"]);
      expect(owned(s.cells)).toBe(owned(s.cells));
      // Writes elsewhere do not touch an object outside the move's working copies.
      produce(fresh(), (d) => { d.n = 5; });
      expect(owned(s.cells)).toEqual(["a", "c"]);
      expect(made.n).toBe(1);
    });

    it("follow the working copy of a move through its writes, and hold once the move is over", () => {
      const [make, made] = counted(ownedCells);
      const owned = kind(make);
      const seen: string[][] = [];
      const next = produce(fresh(), (d) => {
        d.cells.b.owner = 2;
        seen.push(owned(peek(d).cells));
        seen.push(owned(d.cells));
        d.cells.a.owner = null;
        seen.push(owned(peek(d).cells));
        assignFresh(d.cells, "d", { owner: 3 });
        seen.push(owned(peek(d).cells));
      });
      expect(seen).toEqual([["a", "b", "c"], ["a", "b", "c"], ["b", "c"], ["b", "c", "d"]]);
      expect(made.n).toBe(3);
      // The last one, made on the final working copy, is the finished state's, and stays so.
      expect(owned(next.cells)).toEqual(["b", "c", "d"]);
      produce(fresh(), (d) => { d.n = 1; });
      expect(owned(next.cells)).toEqual(["b", "c", "d"]);
      expect(made.n).toBe(3);
    });

    it("of a failed move's working copy are never taken for the previous state's", () => {
      const owned = kind(ownedCells);
      const base = fresh();
      expect(() => produce(base, (d) => {
        d.cells.b.owner = 1;
        expect(owned(peek(d).cells)).toEqual(["a", "b", "c"]);
        throw new Error("illegal");
      })).toThrow("illegal");
      expect(owned(base.cells)).toEqual(["a", "c"]);
    });
  });

  it("kept for the latest object only are made again for an older one", () => {
    const [make, made] = counted(ownedCells);
    const owned = latestDerivation(make);
    const first = fresh();
    const second = produce(first, (d) => { d.cells.b.owner = 0; });
    expect(owned(first.cells)).toEqual(["a", "c"]);
    expect(owned(first.cells)).toBe(owned(first.cells));
    expect(owned(second.cells)).toEqual(["a", "b", "c"]);
    expect(owned(second.cells)).toBe(owned(second.cells));
    expect(made.n).toBe(2);
    expect(owned(first.cells)).toEqual(["a", "c"]);
    expect(made.n).toBe(3);
  });

  it("kept per seat for each seat's latest object: seats asked in turn do not make each other's values again", () => {
    const [make, made] = counted((seat: number, cells: State["cells"]) => Object.keys(cells).filter((k) => cells[k].owner === seat));
    const ownedBy = latestPerSeat(make);
    const first = fresh();
    const second = produce(first, (d) => { d.cells.b.owner = 0; });
    expect(ownedBy(0, first.cells)).toEqual(["a"]);
    expect(ownedBy(1, second.cells)).toEqual(["c"]);
    expect(ownedBy(0, first.cells)).toBe(ownedBy(0, first.cells));
    expect(made.n).toBe(2);
    // A seat's newer object makes its value again, and then the older one is made again too.
    expect(ownedBy(0, second.cells)).toEqual(["a", "b"]);
    expect(made.n).toBe(3);
    expect(ownedBy(0, first.cells)).toEqual(["a"]);
    expect(made.n).toBe(4);
  });

  it("per key of the object last asked about are computed once each, and again with a working copy after a write", () => {
    const made: string[] = [];
    const ownedBy = keyedDerivation((cells: State["cells"], owner: number, tag: string) => {
      made.push(`${owner}${tag}`);
      return Object.keys(cells).filter((k) => cells[k].owner === owner);
    });
    const s = fresh();
    expect(ownedBy(s.cells, 0, "a")).toEqual(["a"]);
    expect(ownedBy(s.cells, 1, "a")).toEqual(["c"]);
    // `from` does not key the value: the one kept for the object and key is returned.
    expect(ownedBy(s.cells, 0, "b")).toBe(ownedBy(s.cells, 0, "a"));
    const seen: string[][] = [];
    const next = produce(s, (d) => {
      seen.push(ownedBy(peek(d).cells, 1, "w"));
      d.cells.b.owner = 1;
      seen.push(ownedBy(peek(d).cells, 1, "w"));
    });
    expect(seen).toEqual([["c"], ["b", "c"]]);
    expect(ownedBy(next.cells, 1, "n")).toEqual(["b", "c"]);
    // Only the object last asked about keeps its values: the previous state's are made again.
    expect(ownedBy(s.cells, 1, "s")).toEqual(["c"]);
    expect(made).toEqual(["0a", "1a", "1w", "1s"]);
  });

  describe.each([["seatQuery", seatQuery], ["latestSeatQuery", latestSeatQuery]] as const)("(%s)", (_name, kind) => {
    it("queries of a finished state are computed once per state, seat and rule book", () => {
      const [make, made] = counted(cellsOf);
      const owned = kind(make);
      const [book, other] = [composeRules([ruleModule("a")]), composeRules([ruleModule("b")])];
      const s = fresh();
      withRules(book, () => {
        expect(owned(s, 0)).toEqual(["a"]);
        expect(owned(s, 0)).toBe(owned(s, 0));
        expect(owned(s, 1)).toEqual(["c"]);
        expect(owned(s, 1)).toBe(owned(s, 1));
      });
      expect(made.n).toBe(2);
      withRules(other, () => expect(owned(s, 1)).toEqual(["c"]));
      expect(made.n).toBe(3);
      expect(() => owned(s, 0)).toThrow("rules read outside a game call");
    });

    it("queries of a working copy run afresh each time and follow its writes", () => {
      const [make, made] = counted(cellsOf);
      const owned = kind(make);
      const book = composeRules([ruleModule("a")]);
      const seen: string[][] = [];
      withRules(book, () => produce(fresh(), (d) => {
        d.cells.b.owner = 0;
        seen.push(owned(d, 0), owned(d, 0));
        d.cells.a.owner = 1;
        seen.push(owned(d, 0));
      }));
      expect(seen).toEqual([["a", "b"], ["a", "b"], ["b"]]);
      expect(made.n).toBe(3);
    });
  });

  it("seat queries kept for the latest state and seat only are made again for another, and not for a working copy's", () => {
    const [make, made] = counted(cellsOf);
    const owned = latestSeatQuery(make);
    const book = composeRules([ruleModule("a")]);
    const s = fresh();
    withRules(book, () => {
      expect(owned(s, 0)).toEqual(["a"]);
      expect(owned(s, 1)).toEqual(["c"]);
      expect(owned(s, 0)).toEqual(["a"]);
      expect(made.n).toBe(3);
      // Asking about a working copy leaves the settled state's answer in place.
      produce(s, (d) => {
        d.cells.b.owner = 0;
        expect(owned(d, 0)).toEqual(["a", "b"]);
      });
      expect(made.n).toBe(4);
      expect(owned(s, 0)).toEqual(["a"]);
      expect(made.n).toBe(4);
    });
  });

  it("queries run afresh on a working copy (it may change unrecorded) and hold for the state as it was", () => {
    let made = 0;
    const count = stateQuery((s: State) => {
      made++;
      return Object.values(s.cells).filter((c) => c.owner !== null).length;
    });
    const book = composeRules([ruleModule("a")]);
    const base = fresh();
    const seen: number[] = [];
    const next = withRules(book, () => produce(base, (d) => {
      seen.push(count(d)); // nothing written yet: the previous state's, remembered
      d.cells.b.owner = 2;
      const made = { owner: null as number | null };
      assignFresh(d.cells, "d", made);
      seen.push(count(d), count(peek(d)));
      made.owner = 3; // a value made in the move, changed directly: no draft write records it
      seen.push(count(d));
    }));
    expect(seen).toEqual([2, 3, 3, 4]);
    expect(made).toBe(4);
    withRules(book, () => {
      expect([count(base), count(next), count(next)]).toEqual([2, 4, 4]);
    });
    expect(made).toBe(5);
  });

  it("values per key are made once per key and frozen", () => {
    const made: string[] = [];
    const tags = perKey((id): readonly string[] => {
      made.push(id);
      return [id, "tag"];
    });
    expect(tags("x")).toEqual(["x", "tag"]);
    expect(tags("x")).toBe(tags("x"));
    expect(tags("y")).toEqual(["y", "tag"]);
    expect(made).toEqual(["x", "y"]);
    expect(Object.isFrozen(tags("x"))).toBe(true);
  });
});
