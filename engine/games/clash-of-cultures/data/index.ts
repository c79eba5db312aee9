/**
 * Clash of Cultures: Monumental Edition (+ Civilizations) — data entry point.
 * Re-exports every data module and offers `catalog()`: the id lists per kind
 * (decks: one id per physical card).
 */
import { ADVANCES } from "./advances.ts";
import { BUILDINGS } from "./buildings.ts";
import { UNIT_TYPES } from "./units.ts";
import { ACTION_CARDS } from "./action-cards.ts";
import { OBJECTIVE_CARDS } from "./objective-cards.ts";
import { EVENT_CARDS } from "./event-cards.ts";
import { WONDERS } from "./wonders.ts";
import { MAP_REGIONS } from "./map.ts";
import { CIVILIZATIONS } from "./civilizations.ts";
import { LEADERS } from "./leaders.ts";

export * from "./types.ts";
export * from "./constants.ts";
export * from "./dice.ts";
export * from "./advances.ts";
export * from "./buildings.ts";
export * from "./units.ts";
export * from "./action-cards.ts";
export * from "./objective-cards.ts";
export * from "./event-cards.ts";
export * from "./wonders.ts";
export * from "./map.ts";
export * from "./civilizations.ts";
export * from "./leaders.ts";

export interface ClashOfCulturesCatalog {
  readonly advances: readonly string[];
  readonly buildings: readonly string[];
  readonly unitTypes: readonly string[];
  readonly actionCards: readonly string[];
  readonly objectiveCards: readonly string[];
  readonly eventCards: readonly string[];
  readonly wonders: readonly string[];
  readonly mapTiles: readonly string[];
  readonly civilizations: readonly string[];
  readonly leaders: readonly string[];
}

/**
 * Ids per kind. `advances` = the 48 base advances (civilization advances are in CIV_ADVANCES);
 * `civilizations`/`leaders` = the fully documented ones only (see MISSING_CIVILIZATIONS).
 */
export function catalog(): ClashOfCulturesCatalog {
  return {
    advances: ADVANCES.map((a) => a.id),
    buildings: BUILDINGS.map((b) => b.id),
    unitTypes: UNIT_TYPES.map((u) => u.id),
    actionCards: ACTION_CARDS.map((c) => c.id),
    objectiveCards: OBJECTIVE_CARDS.map((c) => c.id),
    eventCards: EVENT_CARDS.map((c) => c.id),
    wonders: WONDERS.map((w) => w.id),
    mapTiles: MAP_REGIONS.map((r) => r.id),
    civilizations: CIVILIZATIONS.map((c) => c.id),
    leaders: LEADERS.map((l) => l.id),
  };
}
