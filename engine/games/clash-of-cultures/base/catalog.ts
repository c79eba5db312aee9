/** Lookups from ids to the game data, built once. */
import {
  ACTION_CARDS, ADVANCE_CATEGORIES, ADVANCES, BUILDINGS, CIV_ADVANCES, EVENT_CARDS, OBJECTIVE_CARDS, WONDERS,
  type ActionCardDef, type AdvanceCategoryDef, type AdvanceDef, type AdvanceId, type AnyAdvanceId, type BuildingDef, type BuildingId,
  type CivAdvanceDef, type EventCardDef, type ObjectiveCardDef, type WonderDef, type WonderId,
} from "../data/index.ts";

function index<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((x) => [x.id, x]));
}

const advances = index(ADVANCES as readonly AdvanceDef[]);
const civAdvances = index(CIV_ADVANCES as readonly CivAdvanceDef[]);
const categories = index(ADVANCE_CATEGORIES as readonly AdvanceCategoryDef[]);
const buildings = index(BUILDINGS as readonly BuildingDef[]);
const wonders = index(WONDERS as readonly WonderDef[]);
const actionCards = index(ACTION_CARDS as readonly ActionCardDef[]);
const objectiveCards = index(OBJECTIVE_CARDS as readonly ObjectiveCardDef[]);
const eventCards = index(EVENT_CARDS as readonly EventCardDef[]);

function get<T>(map: Map<string, T>, id: string, what: string): T {
  const x = map.get(id);
  if (!x) throw new Error(`unknown ${what} ${id}`);
  return x;
}

export const advanceDef = (id: AdvanceId | string) => get(advances, id, "advance");
export const isBaseAdvance = (id: string): id is AdvanceId => advances.has(id);
export const civAdvanceDef = (id: string) => get(civAdvances, id, "civilization advance");
export const categoryDef = (id: string) => get(categories, id, "advance category");
export const buildingDef = (id: BuildingId | string) => get(buildings, id, "building");
export const wonderDef = (id: WonderId | string) => get(wonders, id, "wonder");
export const actionCardDef = (id: string) => get(actionCards, id, "action card");
export const objectiveCardDef = (id: string) => get(objectiveCards, id, "objective card");
export const eventCardDef = (id: string) => get(eventCards, id, "event card");
export const allAdvances = ADVANCES as readonly AdvanceDef[];
export type { AnyAdvanceId };
