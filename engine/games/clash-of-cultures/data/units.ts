/**
 * Unit types (L815-889, L833-845, L1262-1289). The seed's cost table (L851-857) is OCR-corrupted;
 * settler = 2 food and infantry = 1 food + 1 ore follow from the examples (L831, L1769); the other costs
 * come from the content catalog §10.3. The corrupted table also says every unit (leader included)
 * needs a Market; only cavalry and elephants do (L789, L821), leaders need no building.
 * Gold may replace food/wood/ore (L512).
 */
import type { UnitTypeDef, UnitTypeId } from "./types.ts";
import { fixedCost, seedName } from "./types.ts";

export const UNIT_TYPES = [
  {
    id: "settler", name: seedName("Settler", "Поселенец"), kind: "settler", land: true, army: false, military: false,
    cost: fixedCost({ food: 2 }), requiresBuilding: null, clashSymbol: null,
    supplyPerPlayer: 4, barbarianSupply: 0, pirateSupply: 0, carryCapacity: 0, countsForStackLimit: false,
    expansion: false, params: {},
    text: "Founds cities; cannot fight. Lost if no friendly army unit survives on its hex.", ref: "L377, L835, L1326, L1377-1379",
  },
  {
    id: "infantry", name: seedName("Infantry", "Пехота"), kind: "army", land: true, army: true, military: true,
    cost: fixedCost({ food: 1, ore: 1 }), requiresBuilding: null, clashSymbol: "infantry",
    supplyPerPlayer: 16, barbarianSupply: 20, pirateSupply: 0, carryCapacity: 0, countsForStackLimit: true,
    expansion: false, params: {},
    text: "Basic army unit. Clash: +1 combat value.", ref: "L377, L843, L1271",
  },
  {
    id: "ship", name: seedName("Ship", "Корабль"), kind: "ship", land: false, army: false, military: true,
    cost: fixedCost({ wood: 2 }), requiresBuilding: "port", clashSymbol: null,
    supplyPerPlayer: 4, barbarianSupply: 0, pirateSupply: 4, carryCapacity: 2, countsForStackLimit: false,
    expansion: false, params: {},
    text: "Recruited onto the port hex; fights only other ships; carries up to 2 land units. No clash ability.",
    ref: "L377, L819, L825, L849, L1272, L1393",
  },
  {
    id: "cavalry", name: seedName("Cavalry", "Конница"), kind: "army", land: true, army: true, military: true,
    cost: fixedCost({ food: 1, wood: 1 }), requiresBuilding: "market", clashSymbol: "cavalry",
    supplyPerPlayer: 4, barbarianSupply: 4, pirateSupply: 0, carryCapacity: 0, countsForStackLimit: true,
    expansion: true, params: {},
    text: "Army unit recruited in a Market city. Clash: +2 combat value.", ref: "L378, L821, L1287",
  },
  {
    id: "elephant", name: seedName("Elephant", "Боевой слон"), kind: "army", land: true, army: true, military: true,
    cost: fixedCost({ food: 2 }), requiresBuilding: "market", clashSymbol: "elephant",
    supplyPerPlayer: 4, barbarianSupply: 4, pirateSupply: 0, carryCapacity: 0, countsForStackLimit: true,
    expansion: true, params: {},
    text: "Army unit recruited in a Market city. Clash: the die's value is not counted but 1 enemy hit is cancelled.",
    ref: "L378, L821, L1288",
  },
  {
    id: "leader", name: seedName("Leader", "Лидер"), kind: "army", land: true, army: true, military: true,
    cost: fixedCost({ culture: 1, mood: 1 }, false), requiresBuilding: null, clashSymbol: "leader",
    supplyPerPlayer: 1, barbarianSupply: 0, pirateSupply: 0, carryCapacity: 0, countsForStackLimit: true,
    expansion: true, params: { leaderCardsPerCivilization: 3, maxOnMap: 1, capturedVp: 2 },
    text: "Army unit with two card abilities; only one on the map at a time, each leader card usable once per game. Clash: reroll until another symbol. Killing an enemy leader scores 2 VP.",
    ref: "L378, L869-889, L1289",
  },
] as const satisfies readonly UnitTypeDef[];

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const unitIdsCovered: Equal<(typeof UNIT_TYPES)[number]["id"], UnitTypeId> = true;
void unitIdsCovered;
