/**
 * Sid Meier's Civilization: A New Dawn — data entry point. Re-exports every data module and offers
 * `catalog()`: the ids per kind, one id per physical card or tile (copies count).
 */
import { CITY_STATES } from "./city-states.ts";
import { DIPLOMACY_CARDS } from "./diplomacy-cards.ts";
import { FOCUS_CARD_COPIES } from "./focus-cards.ts";
import { LEADERS } from "./leaders.ts";
import { MAP_TILES } from "./map-tiles.ts";
import { VICTORY_CARDS } from "./victory-cards.ts";
import { WONDERS } from "./wonders.ts";

export * from "./types.ts";
export * from "./components.ts";
export * from "./terrain.ts";
export * from "./focus-cards.ts";
export * from "./leaders.ts";
export * from "./map-tiles.ts";
export * from "./city-states.ts";
export * from "./diplomacy-cards.ts";
export * from "./wonders.ts";
export * from "./victory-cards.ts";
export * from "./dials.ts";

export interface NewDawnCatalog {
  readonly focusCards: string[];
  readonly leaders: string[];
  readonly mapTiles: string[];
  readonly wonders: string[];
  readonly cityStates: string[];
  readonly diplomacyCards: string[];
  readonly victoryCards: string[];
  [kind: string]: string[];
}

/**
 * focusCards: 80 (20 per colour, `<colour>/<card>`); leaders: 8 sheets; mapTiles: 16; wonders: 24 cards;
 * cityStates: the 8 city-states (printed on 4 double-sided tokens); diplomacyCards: 32 (`<city-state>-1|2`
 * and `<colour>/<card>`); victoryCards: 5.
 */
export function catalog(): NewDawnCatalog {
  return {
    focusCards: FOCUS_CARD_COPIES.map((c) => c.id),
    leaders: LEADERS.map((l) => l.id),
    mapTiles: MAP_TILES.map((t) => t.id),
    wonders: WONDERS.map((w) => w.id),
    cityStates: CITY_STATES.map((c) => c.id),
    diplomacyCards: DIPLOMACY_CARDS.map((c) => c.id),
    victoryCards: VICTORY_CARDS.map((v) => v.id),
  };
}
