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
    // A move made for the state before a write whose answer was lost is stale once the room catches up.
    expect(Object.keys(figures.refusedOther).filter((code) => code !== "stale-state")).toEqual([]);
    expect(figures.halfApplied).toBe(0);
    expect(figures.acknowledgedAfter).toBeGreaterThanOrEqual(6); // a move per room at least
    expect(figures.lost).toBe(0);
  }, 120_000);
});
