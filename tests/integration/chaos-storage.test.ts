/** The short version of `npm run chaos`'s storage outage inside `npm test`: PostgreSQL cut for a few seconds mid-play. */
import { describe, expect, it } from "vitest";
import { storageOutage } from "../chaos/storage-outage.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.warn("storage outage chaos skipped: DATABASE_URL is not set");

describe.skipIf(!databaseUrl)("PostgreSQL unavailable for a while", () => {
  it("refuses moves with `storage` meanwhile, applies none of them, and plays on afterwards", async () => {
    const figures = await storageOutage({ rooms: 6, seconds: 2, outageSeconds: 3 });
    console.log(`chaos ${JSON.stringify(figures)}\nlost acknowledged moves: ${figures.lost}`);
    expect(figures.refusedStorage).toBeGreaterThan(0);
    expect(Object.keys(figures.refusedOther)).toEqual([]);
    expect(figures.halfApplied).toBe(0);
    expect(figures.acknowledgedAfter).toBeGreaterThan(10);
    expect(figures.lost).toBe(0);
  }, 120_000);
});
