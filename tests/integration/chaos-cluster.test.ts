/**
 * The short version of `npm run chaos`'s cluster suite inside `npm test`: two and three processes behind
 * Redis and PostgreSQL, one SIGKILLed mid-play; the survivors take its games over by themselves and no
 * acknowledged move is lost.
 */
import { describe, expect, it } from "vitest";
import { killOneOfMany } from "../chaos/kill-one-of-many.ts";

const ready = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (!ready) console.warn("cluster chaos skipped: DATABASE_URL and REDIS_URL must both be set");

describe.skipIf(!ready)("one of several processes killed", () => {
  // Redis databases of their own (tests/integration/redis-scale-out.test.ts uses 7).
  it.each([[2, 11], [3, 12]])("%i processes: the survivors take over and lose no acknowledged move", async (processes, redisDb) => {
    const figures = await killOneOfMany({ processes, rooms: 6, seconds: 2, kills: 1, redisDb });
    console.log(`chaos ${JSON.stringify(figures)}\nlost acknowledged moves: ${figures.lost}`);
    expect(figures.gamesOnKilled).toBeGreaterThan(0);
    expect(figures.falseLive).toBe(0);
    expect(figures.lobbiesOnKilled).toBeGreaterThan(0);
    expect(figures.staleListings).toBe(0);
    expect(figures.acknowledgedAfterTakeover).toBeGreaterThan(10);
    expect(figures.lost).toBe(0);
    expect(figures.stored).toBeGreaterThanOrEqual(figures.acknowledged);
  }, 120_000);
});
