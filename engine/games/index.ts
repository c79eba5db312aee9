/** The games this server offers. Adding a game means adding it here; no room or server code changes. */
import type { AnyGame } from "../core/types.ts";
import { clashOfCultures } from "./clash-of-cultures/index.ts";
import { newDawn } from "./new-dawn/index.ts";
import { throughTheAges } from "./through-the-ages/index.ts";

export const builtInGames: AnyGame[] = [clashOfCultures, newDawn, throughTheAges];

/**
 * Games whose engine is still being built (rules or a renderer missing): the CLI (selfplay, replay, catalog)
 * and the platform's tests play them, the server does not offer them to players yet (only with
 * GAMES_IN_DEVELOPMENT=1). None today.
 */
export const gamesInDevelopment: AnyGame[] = [];

/** Every game with an engine. */
export const engineGames: AnyGame[] = [...builtInGames, ...gamesInDevelopment];

export function gameRegistry(games: readonly AnyGame[]): Map<string, AnyGame> {
  const map = new Map<string, AnyGame>();
  for (const g of games) {
    if (map.has(g.id)) throw new Error(`Two games share the id ${g.id}`);
    map.set(g.id, g);
  }
  return map;
}
