/** Which games a server offers: the built-in ones, and the games being built only with GAMES_IN_DEVELOPMENT=1. */
import { describe, expect, it } from "vitest";
import { builtInGames, engineGames, gamesInDevelopment } from "../../../engine/games/index.ts";
import { offeredGames, readConfig } from "../../../server/config.ts";

describe("GAMES_IN_DEVELOPMENT", () => {
  it("is off by default: only the built-in games are offered, the three complete ones", () => {
    const config = readConfig({});
    expect(config.GAMES_IN_DEVELOPMENT).toBe(false);
    expect(offeredGames(config).map((g) => g.id)).toEqual(builtInGames.map((g) => g.id));
    expect(offeredGames(config).map((g) => g.id)).toEqual(["clash-of-cultures", "new-dawn", "through-the-ages"]);
  });

  it("offers the games in development too when set to 1", () => {
    const ids = offeredGames(readConfig({ GAMES_IN_DEVELOPMENT: "1" })).map((g) => g.id);
    expect(ids).toEqual([...builtInGames, ...gamesInDevelopment].map((g) => g.id));
    expect(ids).toEqual(engineGames.map((g) => g.id));
  });

  it("keeps a game in one list only", () => {
    expect(gamesInDevelopment.filter((g) => builtInGames.includes(g))).toEqual([]);
  });

  it("refuses other values with a clear error", () => {
    expect(() => readConfig({ GAMES_IN_DEVELOPMENT: "yes" })).toThrow(/GAMES_IN_DEVELOPMENT/);
  });
});
