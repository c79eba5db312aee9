/**
 * The combat die: 12 faces, each with a value 1–6 (every value twice) and a clash symbol.
 * The box contains 9 identical special 12-sided dice (L126); faces show a number and a symbol (L1264).
 * The face layout is not printed in the seed; it comes from the content catalog (§1.1).
 * The same die is used for Influence Culture rolls and card rolls ("5 or 6").
 */
import type { ClashAbilityDef, DieFace } from "./types.ts";

export const COMBAT_DIE_FACES = [
  { face: 1, value: 1, symbol: "leader" },
  { face: 2, value: 1, symbol: "leader" },
  { face: 3, value: 2, symbol: "cavalry" },
  { face: 4, value: 2, symbol: "elephant" },
  { face: 5, value: 3, symbol: "elephant" },
  { face: 6, value: 3, symbol: "infantry" },
  { face: 7, value: 4, symbol: "cavalry" },
  { face: 8, value: 4, symbol: "elephant" },
  { face: 9, value: 5, symbol: "cavalry" },
  { face: 10, value: 5, symbol: "infantry" },
  { face: 11, value: 6, symbol: "infantry" },
  { face: 12, value: 6, symbol: "infantry" },
] as const satisfies readonly DieFace[];

/** Number of faces of the physical die. */
export const COMBAT_DIE_SIDES = 12;

/**
 * Clash abilities (L1262-1289): each fighting unit triggers at most once per roll,
 * each symbol triggers at most one unit; symbols of absent unit types are ignored.
 */
export const CLASH_ABILITIES = [
  {
    symbol: "infantry",
    unit: "infantry",
    kind: "add-combat-value",
    params: { combatValue: 1 },
    expansion: false,
    text: "+1 combat value.",
  },
  {
    symbol: "cavalry",
    unit: "cavalry",
    kind: "add-combat-value",
    params: { combatValue: 2 },
    expansion: true,
    text: "+2 combat value.",
  },
  {
    symbol: "elephant",
    unit: "elephant",
    kind: "cancel-hit-instead-of-value",
    params: { hitCancels: 1 },
    expansion: true,
    text: "This die's value is not added; cancel 1 enemy hit instead.",
  },
  {
    symbol: "leader",
    unit: "leader",
    kind: "reroll-until-other-symbol",
    params: {},
    expansion: true,
    text: "Reroll this die until it shows another symbol, then evaluate the new face normally.",
  },
] as const satisfies readonly ClashAbilityDef[];
