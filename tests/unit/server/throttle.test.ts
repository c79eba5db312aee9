import { describe, expect, it } from "vitest";
import { KeyedBuckets, TokenBucket } from "../../../server/throttle.ts";

describe("token bucket", () => {
  it("allows a burst, then refills continuously", () => {
    const b = new TokenBucket(3, 2, 0);
    expect([b.take(0), b.take(0), b.take(0), b.take(0)]).toEqual([true, true, true, false]);
    expect(b.take(400)).toBe(false);
    expect(b.take(500)).toBe(true);
    expect(b.full(2000)).toBe(true);
  });

  it("charges past empty, down to one bucket of debt, which takes waiting to pay", () => {
    const b = new TokenBucket(2, 1, 0);
    for (let i = 0; i < 10; i++) b.charge(0);
    expect(b.has(0)).toBe(false);
    expect(b.has(2900)).toBe(false);
    expect(b.has(3100)).toBe(true);
  });
});

describe("keyed buckets", () => {
  it("keeps each key's charges, its first one too, and forgets keys that refilled", () => {
    const k = new KeyedBuckets(2, 1);
    k.charge("a", 0);
    k.charge("a", 0);
    expect(k.has("a", 0)).toBe(false);
    expect(k.has("b", 0)).toBe(true);
    k.charge("b", 20_000); // sweeps "a", refilled by then
    expect(k.has("a", 20_000)).toBe(true);
    k.charge("b", 20_000);
    expect(k.has("b", 20_000)).toBe(false);
  });
});
