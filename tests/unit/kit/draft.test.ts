/**
 * The kit's copy-on-write drafts (engine/kit/draft.ts): the next state holds exactly what the recipe wrote,
 * the previous state never changes, unchanged parts are shared, and the working copies read as plain data.
 */
import { describe, expect, it } from "vitest";
import { appendFresh, assignFresh, isDraftObject, peek, produce, shift } from "../../../engine/kit/draft.ts";

interface Unit { id: number; hex: string; tags: string[] }
interface State {
  units: Record<string, Unit>;
  stack: { kind: string; seat: number | null; data?: { n: number } }[];
  cities: Record<string, { owner: number; buildings: Record<string, number> }>;
  n: number;
  note?: unknown;
}

const fresh = (): State => ({
  units: { 1: { id: 1, hex: "0,0", tags: ["a"] }, 2: { id: 2, hex: "1,0", tags: [] } },
  stack: [{ kind: "game", seat: null }, { kind: "turn", seat: 0, data: { n: 1 } }],
  cities: { "0,0": { owner: 0, buildings: { temple: 0 } }, "2,2": { owner: 1, buildings: {} } },
  n: 1,
});

/** Runs `recipe` and checks that the base did not change. */
function next(base: State, recipe: (d: State) => void): State {
  const before = JSON.stringify(base);
  const out = produce(base, recipe);
  expect(JSON.stringify(base)).toBe(before);
  return out;
}

describe("kit drafts", () => {
  it("write through to a new state, sharing what did not change", () => {
    const base = fresh();
    const out = next(base, (d) => {
      d.units[1].hex = "5,5";
      d.units[1].tags.push("moved");
      d.n++;
    });
    expect(out.units[1]).toEqual({ id: 1, hex: "5,5", tags: ["a", "moved"] });
    expect(out.n).toBe(2);
    expect(out.units[2]).toBe(base.units[2]);
    expect(out.cities).toBe(base.cities);
    expect(out.stack).toBe(base.stack);
    expect(isDraftObject(out) || isDraftObject(out.units) || isDraftObject(out.units[1])).toBe(false);
  });

  it("copy large records whole and in order, keyed by numbers (elements) or by names", () => {
    const base = fresh();
    for (let id = 3; id <= 30; id++) base.units[id] = { id, hex: `${id},0`, tags: [] };
    for (let i = 0; i < 30; i++) base.cities[`${i},${i + 1}`] = { owner: i % 4, buildings: {} };
    const out = next(base, (d) => {
      d.units[17].hex = "9,9";
      d.cities["5,6"].owner = 3;
    });
    expect(Object.keys(out.units)).toEqual(Object.keys(base.units));
    expect(Object.keys(out.cities)).toEqual(Object.keys(base.cities));
    expect(out.units[17].hex).toBe("9,9");
    expect(out.units[30]).toBe(base.units[30]);
    expect(out.cities["5,6"].owner).toBe(3);
    expect(out.cities["0,0"]).toBe(base.cities["0,0"]);
  });

  it("give back the base itself when nothing was written, and leave it whole when the recipe throws", () => {
    const base = fresh();
    expect(produce(base, (d) => { void d.units[1].hex; })).toBe(base);
    const before = JSON.stringify(base);
    expect(() => produce(base, (d) => { d.units[1].hex = "9,9"; d.stack.length = 0; throw new Error("illegal"); })).toThrow("illegal");
    expect(JSON.stringify(base)).toBe(before);
  });

  it("read the current data as plain objects at every level (peek)", () => {
    const base = fresh();
    next(base, (d) => {
      d.cities["0,0"].buildings.market = 0;
      const plain = peek(d);
      expect(isDraftObject(plain.cities) || isDraftObject(plain.cities["0,0"]) || isDraftObject(plain.cities["0,0"].buildings)).toBe(false);
      expect(plain.cities["0,0"].buildings).toEqual({ temple: 0, market: 0 });
      expect(plain.cities["2,2"]).toBe(base.cities["2,2"]);
      // Later writes show in what was read before: it is the working copy itself.
      d.cities["0,0"].owner = 1;
      expect(plain.cities["0,0"].owner).toBe(1);
    });
  });

  it("keep arrays working: length, splice, shift, indexes, iteration", () => {
    const base = fresh();
    const out = next(base, (d) => {
      expect(Array.isArray(d.stack)).toBe(true);
      d.stack.push({ kind: "battle", seat: 1 });
      d.stack.splice(1, 1);
      expect(d.stack.map((f) => f.kind)).toEqual(["game", "battle"]);
      d.units[1].tags.shift();
      d.units[1].tags.unshift("x", "y");
      expect([...d.units[1].tags]).toEqual(["x", "y"]);
      expect(Object.keys(d.units)).toEqual(["1", "2"]);
      expect(JSON.parse(JSON.stringify(d.cities["0,0"]))).toEqual({ owner: 0, buildings: { temple: 0 } });
    });
    expect(out.stack).toEqual([{ kind: "game", seat: null }, { kind: "battle", seat: 1 }]);
    expect(out.units[1].tags).toEqual(["x", "y"]);
  });

  it("a frame popped by shortening the stack and changed afterwards does not come back", () => {
    const base = fresh();
    const out = next(base, (d) => {
      const turn = d.stack[1];
      d.stack.length = 1;
      turn.data!.n = 99;
      d.stack.push({ kind: "status", seat: null });
    });
    expect(out.stack).toEqual([{ kind: "game", seat: null }, { kind: "status", seat: null }]);
  });

  it("a draft put in a new place lands there with its final data, also when changed after it moved", () => {
    const base = fresh();
    const out = next(base, (d) => {
      const unit = d.units[1];
      d.units[7] = unit;
      delete d.units[1];
      unit.hex = "3,3";
      d.note = { carried: [d.units[2]] };
      d.units[2].tags.push("late");
    });
    expect(out.units[7]).toEqual({ id: 1, hex: "3,3", tags: ["a"] });
    expect(out.units[1]).toBeUndefined();
    expect(out.note).toEqual({ carried: [{ id: 2, hex: "1,0", tags: ["late"] }] });
    expect(JSON.stringify(out)).not.toContain("undefined");
    expect(isDraftObject((out.note as { carried: unknown[] }).carried[0])).toBe(false);
  });

  it("a value replaced by a new one keeps the new one, whatever is written to the old draft", () => {
    const base = fresh();
    const out = next(base, (d) => {
      const old = d.cities["2,2"];
      d.cities["2,2"] = { ...d.cities["2,2"], owner: 0 };
      old.owner = 5;
      d.cities["2,2"].buildings.fort = 0;
    });
    expect(out.cities["2,2"]).toEqual({ owner: 0, buildings: { fort: 0 } });
  });

  it("values created in the move are the move's own and may be changed directly", () => {
    const base = fresh();
    const out = next(base, (d) => {
      d.cities["4,4"] = { owner: 2, buildings: {} };
      d.cities["4,4"].buildings.port = 2;
      assignFresh(d, "n", 10);
      appendFresh(d.stack, { kind: "turn", seat: 1 });
    });
    expect(out.cities["4,4"]).toEqual({ owner: 2, buildings: { port: 2 } });
    expect(out.n).toBe(10);
    expect(out.stack.at(-1)).toEqual({ kind: "turn", seat: 1 });
  });

  it("values that outlive the move (its events) come out as plain data, also when nothing changed", () => {
    const base = fresh();
    const events: unknown[] = [];
    produce(base, (d) => {
      events.push({ type: "Moved", unit: d.units[1], list: [d.units[2]] });
      d.units[1].hex = "8,8";
    }, events);
    expect(events).toEqual([{ type: "Moved", unit: { id: 1, hex: "8,8", tags: ["a"] }, list: [base.units[2]] }]);
    expect(isDraftObject((events[0] as { unit: unknown }).unit)).toBe(false);
    const seen: unknown[] = [];
    expect(produce(base, (d) => { seen.push(d.cities["0,0"]); }, seen)).toBe(base);
    expect(seen[0]).toBe(base.cities["0,0"]);
  });

  it("shift takes the first id of a draft array in one write", () => {
    const base = { ...fresh(), deck: ["a", "b", "c"] };
    const out = produce(base, (d) => {
      expect(shift(d.deck)).toBe("a");
      expect([d.deck.length, d.deck[0], peek(d).deck]).toEqual([2, "b", ["b", "c"]]);
      d.deck.push("d");
    });
    expect([base.deck, out.deck]).toEqual([["a", "b", "c"], ["b", "c", "d"]]);
    expect(produce(base, (d) => { d.deck.length = 0; expect(shift(d.deck)).toBeUndefined(); }).deck).toEqual([]);
  });
});
