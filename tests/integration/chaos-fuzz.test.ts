/**
 * The short version of `npm run chaos`'s fuzzer inside `npm test`: hostile frames, floods, wrong seats and
 * replayed moves against a table of each built-in game (Clash of Cultures, A New Dawn, Through the Ages), while
 * their seats play on.
 */
import { describe, expect, it } from "vitest";
import { fuzz } from "../chaos/fuzz.ts";

describe("a fuzzer", () => {
  it("gets every hostile message refused in the protocol's terms, and the games change only by their seats' legal moves", async () => {
    const figures = await fuzz({ tables: 1, seconds: 8 });
    console.log(`chaos ${JSON.stringify(figures)}\nlost acknowledged moves: ${figures.lost}`);
    expect(figures.serverUp).toBe(true);
    expect(Object.values(figures.sent).reduce((a, b) => a + b, 0)).toBeGreaterThan(50);
    expect(figures.answers["close:4429"] ?? 0).toBe(figures.sent.flood ?? 0);
    expect(figures.answers["close:1009"] ?? 0).toBe(figures.sent["frame-over-64k"] ?? 0);
    expect(figures.unanswered).toBe(0);
    expect(figures.wronglyAnswered).toBe(0);
    expect(figures.hostileAccepted).toBe(0);
    expect(figures.fewestPerTable).toBeGreaterThan(10);
    expect(figures.unacknowledgedStored).toBe(0);
    expect(figures.illegalLogs).toBe(0);
    expect(figures.viewMismatches).toBe(0);
    expect(figures.lost).toBe(0);
  }, 120_000);
});
