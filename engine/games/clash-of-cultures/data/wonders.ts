/**
 * Wonders (L1545-1639): 8 cards + unique figures. Built with Engineering as an action in a Happy city
 * (L1551, L1655), paying the card's resources and culture tokens (culture tokens cannot be replaced by gold);
 * each card names a required advance. A wonder is a city piece but not a building (L1557).
 * VP: 4 per wonder, split 2/2 between builder and current owner after a capture (L498, L1565);
 * the Pyramids give their builder 5 VP, never split, and win ties (L1614-1620).
 * Costs and required advances are not printed in the seed; they come from the content catalog §7.2.
 * Effects follow the rulebook where the catalog notes engine deviations.
 */
import type { WonderDef, WonderId } from "./types.ts";
import { fixedCost, seedName } from "./types.ts";

export const WONDERS = [
  {
    id: "great-wall", name: seedName("Great Wall", "Великая стена"),
    cost: fixedCost({ food: 3, wood: 2, ore: 7, culture: 5 }), requiredAdvance: "siegecraft",
    alsoRequires: ["engineering"], requiresHappyCity: true, vp: { builder: 2, owner: 2 },
    builderKeepsOnCapture: false, winsTies: false,
    params: { attackerCombatValueFirstRound: -2, onlyHappyCities: true, autoWinVsBarbarians: true },
    effectId: "great-wall",
    text: "Enemies attacking your (Happy) cities get -2 combat value in the first round. Barbarians attacking your cities lose automatically (no dice, no cards; still a battle, with the usual gold).",
    ref: "L1631-1639",
  },
  {
    id: "great-statue", name: seedName("Great Statue", "Великая статуя"),
    cost: fixedCost({ food: 3, wood: 4, ore: 5, culture: 5 }), requiredAdvance: "monuments",
    alsoRequires: ["engineering"], requiresHappyCity: true, vp: { builder: 2, owner: 2 },
    builderKeepsOnCapture: false, winsTies: false,
    params: { drawObjectivesOnBuild: 1, extraActionsPerTurn: 1 }, effectId: "great-statue",
    text: "When built, draw an objective card. Once per turn, discard an objective card from your hand to gain an extra action.",
    ref: "L1624-1628",
  },
  {
    id: "great-mausoleum", name: seedName("Great Mausoleum", "Великий мавзолей"),
    cost: fixedCost({ food: 4, wood: 4, ore: 4, culture: 5 }), requiredAdvance: "priesthood",
    alsoRequires: ["engineering"], requiresHappyCity: true, vp: { builder: 2, owner: 2 },
    builderKeepsOnCapture: false, winsTies: false, params: {}, effectId: "great-mausoleum",
    text: "Whenever you must draw an event or action card you may take the top card of that discard pile instead. Cards you play or resolve go to the bottom of the discard piles.",
    ref: "L1606-1612",
  },
  {
    id: "great-lighthouse", name: seedName("Great Lighthouse", "Великий маяк"),
    cost: fixedCost({ food: 3, wood: 5, ore: 4, culture: 5 }), requiredAdvance: "cartography",
    alsoRequires: ["engineering"], requiresHappyCity: true, vp: { builder: 2, owner: 2 },
    builderKeepsOnCapture: false, winsTies: false, params: { freeShipsPerActivation: 1 },
    effectId: "great-lighthouse",
    text: "Whenever you activate its city you may place a ship from your supply on any sea hex without enemy ships (not a recruit). Its owner always picks the next first player in the status phase.",
    ref: "L1597-1604",
  },
  {
    id: "great-library", name: seedName("Great Library", "Великая библиотека"),
    cost: fixedCost({ food: 3, wood: 6, ore: 3, culture: 5 }), requiredAdvance: "philosophy",
    alsoRequires: ["engineering"], requiresHappyCity: true, vp: { builder: 2, owner: 2 },
    builderKeepsOnCapture: false, winsTies: false, params: {}, effectId: "great-library",
    text: "Each turn you may name one non-government advance you lack (even without its category's top advance) and use its effect until the end of the turn; no on-gain effects, no civilization advances.",
    ref: "L1587-1595",
  },
  {
    id: "great-gardens", name: seedName("Great Gardens", "Великие сады"),
    cost: fixedCost({ food: 5, wood: 5, ore: 2, culture: 5 }), requiredAdvance: "irrigation",
    alsoRequires: ["engineering"], requiresHappyCity: true, vp: { builder: 2, owner: 2 },
    builderKeepsOnCapture: false, winsTies: false, params: {}, effectId: "great-gardens",
    text: "Its city may collect any resource (ideas and gold included) from fertile hexes. Other players' army units that crossed a fertile hex this turn cannot attack this city (Roads do not help).",
    ref: "L1577-1585",
  },
  {
    id: "pyramids", name: seedName("Pyramids", "Великая пирамида"),
    cost: fixedCost({ food: 2, wood: 3, ore: 7, culture: 5 }), requiredAdvance: "rituals",
    alsoRequires: ["engineering"], requiresHappyCity: true, vp: { builder: 5, owner: 0 },
    builderKeepsOnCapture: true, winsTies: true, params: {}, effectId: "pyramids",
    text: "Worth 5 VP to its builder, kept even if the city is captured. Its builder wins a tie for the most VP.",
    ref: "L1614-1620",
  },
  {
    id: "colosseum", name: seedName("Colosseum", "Великая арена"),
    cost: fixedCost({ food: 3, wood: 4, ore: 5, culture: 5 }), requiredAdvance: "sports",
    alsoRequires: ["engineering"], requiresHappyCity: true, vp: { builder: 2, owner: 2 },
    builderKeepsOnCapture: false, winsTies: false, params: { combatValuePerLandBattle: 1 }, effectId: "colosseum",
    text: "Mood and culture tokens may be spent for each other (not culture for building wonders). Once per land battle, after the roll, pay 1 mood or culture token for +1 combat value.",
    ref: "L1567-1575",
  },
] as const satisfies readonly WonderDef[];

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const wondersCovered: Equal<(typeof WONDERS)[number]["id"], WonderId> = true;
void wondersCovered;
