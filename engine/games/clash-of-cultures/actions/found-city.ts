/** Action: Found a city (L662-672): a settler becomes a settlement; the new city is Neutral (L990). */
import { z } from "zod";
import type { Seat, Text } from "../../../core/types.ts";
import { CITY_LIMIT, TERRAINS } from "../data/index.ts";
import { check, defineMove, emitFresh, fireHook, type Ctx } from "../base/flow.ts";
import { allUnits, citiesOf } from "../base/queries.ts";
import type { City, CocState, Unit } from "../base/state.ts";
import { defineTurnMoves, spendAction } from "../turn/turn.ts";
import { removeUnit } from "../base/units.ts";
import { assignFresh, member, peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("actions/found-city");

export type FoundCityMove = { type: "found-city"; unit: number };

const CAN_FOUND = new Map(TERRAINS.map((t) => [t.id as string, t.canFoundCity as boolean]));

/** Why the settler `unit` may not found a city where it stands, or null. */
export function foundCityBlocker(s: CocState, seat: Seat, unit: Unit | undefined): Text | null {
  if (!unit || unit.owner !== seat || unit.type !== "settler") return text("coc.err.chooseOneSettlers");
  if (unit.carriedBy !== null) return text("coc.err.settlerAboardShipCannot");
  const hex = s.hexes[unit.hex];
  const terrain = hex?.terrain ?? null;
  if (terrain === null || terrain === "water") return text("coc.err.cityMustFoundedLand");
  if (!CAN_FOUND.get(terrain)) return text("coc.err.cityCannotFoundedBarren");
  if (s.cities[unit.hex]) return text("coc.err.alreadyCity");
  if (hex.exhausted) return text("coc.err.cityCannotFoundedExhausted");
  for (const u of allUnits(s)) if (u.hex === unit.hex && u.owner !== seat) return text("coc.err.cityCannotFoundedWhere");
  if (citiesOf(s, seat).length >= CITY_LIMIT) return text("coc.err.noSettlementLeft", { n: CITY_LIMIT });
  return null;
}

/** Replaces the settler with a Neutral city of its owner (also used by effects that found cities). */
export function foundCity(ctx: Ctx, seat: Seat, unitId: number): City {
  // Checked on plain data (engine/kit/peek.ts): the blocker looks at every unit.
  const unit = peek(ctx.s).units[unitId];
  const blocker = foundCityBlocker(peek(ctx.s), seat, unit);
  check(!blocker, blocker!);
  const hex = unit.hex;
  removeUnit(ctx, unitId, "found-city");
  const city: City = { hex, owner: seat, mood: "neutral", buildings: {}, portHex: null, wonders: [] };
  // Plain data only: no draft inside (engine/kit/peek.ts).
  assignFresh(member(ctx.s, "cities") as CocState["cities"], hex, city);
  emitFresh(ctx, { type: "CityFounded", seat, hex, settler: unitId });
  fireHook(ctx, "city-founded", { seat, hex });
  return city;
}

defineMove<FoundCityMove>(rules, "found-city", {
  schema: z.object({ type: z.literal("found-city"), unit: z.number().int().min(0) }),
  apply(ctx, seat, move) {
    const s = peek(ctx.s);
    const blocker = foundCityBlocker(s, seat, s.units[move.unit]);
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
    for (const u of allUnits(s)) {
      if (u.owner !== seat || u.type !== "settler" || seen.has(u.hex)) continue;
      if (foundCityBlocker(s, seat, u)) continue;
      seen.add(u.hex);
      out.push({ type: "found-city", unit: u.id });
    }
    return out;
  },
});
