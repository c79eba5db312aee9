/** The games this server offers. Adding a game means adding it here; no room or server code changes. */
import type { AnyGame } from "../core/types.ts";
import { clashOfCultures } from "./clash-of-cultures/index.ts";
import { newDawn } from "./new-dawn/index.ts";

export const builtInGames: AnyGame[] = [clashOfCultures, newDawn];

export function gameRegistry(games: readonly AnyGame[]): Map<string, AnyGame> {
  const map = new Map<string, AnyGame>();
  for (const g of games) {
    if (map.has(g.id)) throw new Error(`Two games share the id ${g.id}`);
    map.set(g.id, g);
  }
  return map;
}
