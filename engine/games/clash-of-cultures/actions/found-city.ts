/** Action: Found a city (L662-672): a settler becomes a settlement; the new city is Neutral (L990). */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import { CITY_LIMIT, TERRAINS } from "../data/index.ts";
import { check, defineMove, emit, fireHook, type Ctx } from "../base/flow.ts";
import { citiesOf } from "../base/queries.ts";
import type { City, CocState, Unit } from "../base/state.ts";
import { defineTurnMoves, spendAction } from "../turn/turn.ts";
import { removeUnit } from "../base/units.ts";
import { ruleModule } from "../../../kit/rules.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("actions/found-city");

export type FoundCityMove = { type: "found-city"; unit: number };

const CAN_FOUND = new Map(TERRAINS.map((t) => [t.id as string, t.canFoundCity as boolean]));

/** Why the settler `unit` may not found a city where it stands, or null. */
export function foundCityBlocker(s: CocState, seat: Seat, unit: Unit | undefined): string | null {
  if (!unit || unit.owner !== seat || unit.type !== "settler") return "Choose one of your settlers";
  if (unit.carriedBy !== null) return "A settler aboard a ship cannot found a city";
  const hex = s.hexes[unit.hex];
  const terrain = hex?.terrain ?? null;
  if (terrain === null || terrain === "water") return "A city must be founded on land";
  if (!CAN_FOUND.get(terrain)) return "A city cannot be founded on barren land";
  if (s.cities[unit.hex]) return "There is already a city there";
  if (hex.exhausted) return "A city cannot be founded on exhausted land";
  for (const u of Object.values(s.units)) if (u.hex === unit.hex && u.owner !== seat) return "A city cannot be founded where enemy units stand";
  if (citiesOf(s, seat).length >= CITY_LIMIT) return `You have no settlement left (all ${CITY_LIMIT} are on the board)`;
  return null;
}

/** Replaces the settler with a Neutral city of its owner (also used by effects that found cities). */
export function foundCity(ctx: Ctx, seat: Seat, unitId: number): City {
  const unit = ctx.s.units[unitId];
  const blocker = foundCityBlocker(ctx.s, seat, unit);
  check(!blocker, blocker!);
  const hex = unit.hex;
  removeUnit(ctx, unitId, "found-city");
  const city: City = { hex, owner: seat, mood: "neutral", buildings: {}, portHex: null, wonders: [] };
  ctx.s.cities[hex] = city;
  emit(ctx, { type: "CityFounded", seat, hex, settler: unitId });
  fireHook(ctx, "city-founded", { seat, hex });
  return city;
}

defineMove<FoundCityMove>(rules, "found-city", {
  schema: z.object({ type: z.literal("found-city"), unit: z.number().int().min(0) }),
  apply(ctx, seat, move) {
    const blocker = foundCityBlocker(ctx.s, seat, ctx.s.units[move.unit]);
    check(!blocker, blocker!);
    spendAction(ctx, seat);
    foundCity(ctx, seat, move.unit);
  },
});

defineTurnMoves(rules, {
  types: ["found-city"],
  isAction: true,
  legal(s, seat) {
    const out: FoundCityMove[] = [];
    const seen = new Set<string>();
    for (const u of Object.values(s.units)) {
      if (u.owner !== seat || u.type !== "settler" || seen.has(u.hex)) continue;
      if (foundCityBlocker(s, seat, u)) continue;
      seen.add(u.hex);
      out.push({ type: "found-city", unit: u.id });
    }
    return out;
  },
});
