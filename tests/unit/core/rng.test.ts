import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Rng, seedRng } from "../../../engine/core/rng.ts";
import { canonicalJson, stateHash } from "../../../engine/core/hash.ts";

describe("seeded rng", () => {
  it("is a pure function of the seed and resumes from a saved state", () => {
    fc.assert(fc.property(fc.string(), fc.nat(50), (seed, skip) => {
      const a = new Rng(seedRng(seed));
      for (let i = 0; i < skip; i++) a.next();
      const saved = JSON.parse(JSON.stringify(a.state()));
      const b = new Rng(saved);
      expect([a.next(), a.next(), a.int(7)]).toEqual([b.next(), b.next(), b.int(7)]);
    }));
  });

  it("tells whether anything was drawn since it was made from a state", () => {
    const start = seedRng("drawn");
    const rng = new Rng(start);
    expect(rng.isAt(start)).toBe(true);
    rng.next();
    expect(rng.isAt(start)).toBe(false);
    expect(rng.isAt(rng.state())).toBe(true);
  });

  it("differs between seeds", () => {
    expect(new Rng(seedRng("a")).next()).not.toBe(new Rng(seedRng("b")).next());
  });

  it("rolls every face of a die about equally often", () => {
    const rng = new Rng(seedRng("fairness"));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.die(6) - 1]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });

  it("shuffles into a permutation", () => {
    fc.assert(fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
      const out = new Rng(seedRng(seed)).shuffle(items);
      expect(out.slice().sort()).toEqual(items.slice().sort());
    }));
  });

  it("rejects a bad bound instead of returning garbage", () => {
    expect(() => new Rng(seedRng("x")).int(0)).toThrow(RangeError);
  });
});

describe("state hash", () => {
  it("ignores key order and sees every value", () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
    expect(stateHash({ a: 1, b: 2 })).toBe(stateHash({ b: 2, a: 1 }));
    expect(stateHash({ a: 1 })).not.toBe(stateHash({ a: 2 }));
    expect(stateHash({ a: 1 })).toMatch(/^[0-9a-f]{16}$/);
  });
});
