/**
 * Buildings (city pieces other than settlements and wonders, L179, L2187).
 * Construct (L724-811): 1 food + 1 wood + 1 ore (icons lost in the seed, L726; values from the catalog),
 * the unlocking advance, not in an Angry city, at most one of each type per city, and the city may not grow
 * beyond your number of cities (max size 5). 5 figures of each type per colour (L375-376).
 */
import type { BuildingDef, BuildingId, Cost } from "./types.ts";
import { fixedCost, seedName } from "./types.ts";

export const BUILDING_COST: Cost = fixedCost({ food: 1, wood: 1, ore: 1 });

export const BUILDINGS = [
  {
    id: "academy", name: seedName("Academy", "Академия"), requiredAdvance: "writing", cost: BUILDING_COST,
    expansion: false, perPlayerLimit: 5, coastalOnly: false,
    onBuild: { gain: { ideas: 2 }, gainOneOf: [], drawActionCards: 0 },
    enablesRecruit: [], immuneToInfluence: false, keptOnCapture: false, params: {}, effectId: "academy",
    text: "When built, gain 2 ideas.", ref: "L755-757",
  },
  {
    id: "fortress", name: seedName("Fortress", "Крепость"), requiredAdvance: "tactics", cost: BUILDING_COST,
    expansion: false, perPlayerLimit: 5, coastalOnly: false,
    onBuild: { gain: {}, gainOneOf: [], drawActionCards: 0 },
    enablesRecruit: [], immuneToInfluence: false, keptOnCapture: false,
    params: { extraDiceFirstRound: 1, hitCancelsFirstRound: 1 }, effectId: "fortress",
    text: "In the first round of a battle in this city the defender gets +1 die (even with no army) and cancels 1 enemy hit. A lone fortress wins only if every attacker dies in round 1.",
    ref: "L761-766, L1334",
  },
  {
    id: "port", name: seedName("Port", "Порт"), requiredAdvance: "fishing", cost: BUILDING_COST,
    expansion: false, perPlayerLimit: 5, coastalOnly: true,
    onBuild: { gain: {}, gainOneOf: [], drawActionCards: 0 },
    enablesRecruit: ["ship"], immuneToInfluence: false, keptOnCapture: false, params: {}, effectId: "port",
    text: "Built facing one adjacent sea hex (the port hex). Ships are recruited only here and appear on the port hex. With Fishing, the port hex may yield 1 gold or 1 mood token instead of food.",
    ref: "L772-779",
  },
  {
    id: "temple", name: seedName("Temple", "Храм"), requiredAdvance: "myths", cost: BUILDING_COST,
    expansion: false, perPlayerLimit: 5, coastalOnly: false,
    onBuild: { gain: {}, gainOneOf: ["mood", "culture"], drawActionCards: 0 },
    enablesRecruit: [], immuneToInfluence: false, keptOnCapture: false, params: {}, effectId: "temple",
    text: "When built, gain 1 mood or 1 culture token.", ref: "L781-783",
  },
  {
    id: "market", name: seedName("Market", "Рынок"), requiredAdvance: "bartering", cost: BUILDING_COST,
    expansion: true, perPlayerLimit: 5, coastalOnly: false,
    onBuild: { gain: {}, gainOneOf: [], drawActionCards: 0 },
    enablesRecruit: ["cavalry", "elephant"], immuneToInfluence: false, keptOnCapture: false,
    params: { goldPerTradeRouteUse: 1 }, effectId: "market",
    text: "Cavalry and elephants are recruited only in cities with a Market. When another player uses Trade Routes with your Market cities, gain 1 gold (max 1 per use).",
    ref: "L787-795",
  },
  {
    id: "obelisk", name: seedName("Obelisk", "Обелиск"), requiredAdvance: "arts", cost: BUILDING_COST,
    expansion: true, perPlayerLimit: 5, coastalOnly: false,
    onBuild: { gain: {}, gainOneOf: [], drawActionCards: 0 },
    enablesRecruit: [], immuneToInfluence: true, keptOnCapture: true, params: {}, effectId: "obelisk",
    text: "Cannot be influenced and keeps its colour when the city is captured (it then counts as its owner's cultural influence).",
    ref: "L797-803",
  },
  {
    id: "observatory", name: seedName("Observatory", "Обсерватория"), requiredAdvance: "math", cost: BUILDING_COST,
    expansion: true, perPlayerLimit: 5, coastalOnly: false,
    onBuild: { gain: {}, gainOneOf: [], drawActionCards: 1 },
    enablesRecruit: [], immuneToInfluence: false, keptOnCapture: false, params: {}, effectId: "observatory",
    text: "When built, draw 1 action card.", ref: "L805-807",
  },
] as const satisfies readonly BuildingDef[];

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const buildingIdsCovered: Equal<(typeof BUILDINGS)[number]["id"], BuildingId> = true;
void buildingIdsCovered;
