/**
 * The pure part of Increase happiness (actions/happiness.ts, L968-997): which steps are allowed and what
 * they cost (each level costs the city's size in mood tokens; Rituals: any resources 1:1). No move
 * registration: the client uses these functions for its happiness control.
 */
import type { Seat, Text } from "../../../core/types.ts";
import { fixedCost, type Cost, type PayableKind } from "../data/index.ts";
import { moodLevel } from "../base/mood.ts";
import { citySize, has, player } from "../base/queries.ts";
import type { CocState, HexKey } from "../base/state.ts";
import { peek } from "../../../kit/peek.ts";
import { text } from "../text/index.ts";

export type HappinessStep = { hex: HexKey; steps: number };

const RITUALS_KINDS: readonly PayableKind[] = ["mood", "food", "wood", "ore", "ideas", "gold"];
/** The highest mood level (Happy). */
export const MAX_LEVEL = 2;

/** Why the steps are not possible, or null. */
export function happinessBlocker(s: CocState, seat: Seat, cities: readonly HappinessStep[]): Text | null {
  if (!cities.length) return text("coc.err.chooseLeastOneCity");
  const seen = new Set<HexKey>();
  // Read only: on plain data (engine/kit/peek.ts).
  const all = peek(s).cities;
  for (const { hex, steps } of cities) {
    const c = all[hex];
    if (!c || c.owner !== seat) return text("coc.err.makeOwnCitiesHappier");
    if (seen.has(hex)) return text("coc.err.listEachCityOnce");
    seen.add(hex);
    if (!Number.isInteger(steps) || steps < 1) return text("coc.err.raiseEachListedCity");
    if (moodLevel(c.mood) + steps > MAX_LEVEL) return text("coc.err.cityCannotHappierThan");
  }
  return null;
}

/** Mood tokens needed: each level costs the city's size (L970). */
export function happinessTokens(s: CocState, cities: readonly HappinessStep[]): number {
  const all = peek(s).cities;
  return cities.reduce((n, { hex, steps }) => n + citySize(all[hex]) * steps, 0);
}

/**
 * Whether `seat`, holding `moodTokens`, could pay for any step: each costs at least 1 token, paid in mood tokens
 * only without Rituals (a listing skips working out the choices otherwise).
 */
export function mayPayHappiness(s: CocState, seat: Seat, moodTokens: number): boolean {
  return moodTokens > 0 || has(player(s, seat), "rituals");
}

/**
 * The costs of n tokens, made once each for the process: `suggestPayment` keeps its payments by cost object, so the
 * listings of one player record price each cost once. Shared: never change one.
 */
const moodCosts: Cost[] = [];
const ritualsCosts: Cost[] = [];

/** The cost as `seat` may pay it: mood tokens, or with Rituals any resources 1:1 too. */
export function happinessCost(s: CocState, seat: Seat, cities: readonly HappinessStep[]): Readonly<Cost> {
  const n = happinessTokens(s, cities);
  if (has(player(s, seat), "rituals")) return (ritualsCosts[n] ??= { fixed: {}, flexible: [{ count: n, from: RITUALS_KINDS }], goldSubstitutes: false });
  return (moodCosts[n] ??= fixedCost({ mood: n }, false));
}
