/** The short version of `npm run chaos`'s reconnect storm inside `npm test`: 200 players back at once after a SIGKILL. */
import { describe, expect, it } from "vitest";
import { reconnectStorm } from "../chaos/reconnect-storm.ts";

describe("a reconnect storm", () => {
  it("brings 200 players back into their games at once after a kill, losing no acknowledged move", async () => {
    const figures = await reconnectStorm({ clients: 200, seconds: 1 });
    console.log(`chaos ${JSON.stringify(figures)}\nlost acknowledged moves: ${figures.lost}`);
    expect(figures.failed).toBe(0);
    expect(figures.acknowledgedAfterStorm).toBeGreaterThan(50);
    expect(figures.lost).toBe(0);
  }, 150_000);
});
