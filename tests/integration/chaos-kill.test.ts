/** The short version of `npm run chaos` inside `npm test`: SIGKILL mid-play never loses an acknowledged move. */
import { describe, expect, it } from "vitest";
import { killMidMove } from "../chaos/kill-mid-move.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.warn("chaos on PostgreSQL skipped: DATABASE_URL is not set");

describe("SIGKILL mid-move", () => {
  it.each(["sqlite", ...(databaseUrl ? ["postgres"] : [])] as const)("loses no acknowledged move on %s, over two kills", async (storage) => {
    const figures = await killMidMove({ storage: storage as "sqlite" | "postgres", rooms: 6, seconds: 3, kills: 2 });
    console.log(`chaos ${JSON.stringify(figures)}\nlost acknowledged moves: ${figures.lost}`);
    expect(figures.acknowledged).toBeGreaterThan(20);
    expect(figures.lost).toBe(0);
    expect(figures.stored).toBeGreaterThanOrEqual(figures.acknowledged);
  }, 120_000);
});
