/**
 * [EXP] How the Civilizations expansion changes Recruit, as pure rules that rules/recruit-options.ts applies
 * for the engine and the client alike: leader cards (L869-877; random leaders L2096-2098), Provinces (cavalry
 * without a Market far from the start city) and Sparta (culture tokens pay for Draft). What happens after
 * the payment (the old leader leaves the map, a random card is drawn) is civilizations/leaders.ts.
 */
import type { Seat, Text } from "../../../core/types.ts";
import type { LeaderId, PayableKind, UnitTypeId } from "../data/index.ts";
import { hexDistance } from "../base/hex.ts";
import { player } from "../base/queries.ts";
import type { City, CocState } from "../base/state.ts";
import { civAdvance, hasCiv, startCityHex } from "./civ-queries.ts";
import type { RecruitOptions } from "./recruit-options.ts";
import { text } from "../text/index.ts";

const PROVINCES_DISTANCE = Number(civAdvance("provinces")!.params.cavalryMinDistanceFromCapital);

/**
 * The `leader` a recruit move may name: each leader card left, or only `undefined` with random leaders,
 * where the card is drawn after payment and a named one is refused.
 */
export function leaderCardChoices(s: CocState, seat: Seat): (LeaderId | undefined)[] {
  const left = player(s, seat).leaders;
  if (!left.length) return [];
  return s.options.randomLeaders === true ? [undefined] : [...left];
}

/** Why the leader card part of a recruit is refused (one leader, a card left and named as the variant wants), or null. */
export function leaderCardBlocker(s: CocState, seat: Seat, units: readonly UnitTypeId[], opts: RecruitOptions): Text | null {
  // Counted, not filtered: every recruit checked or listed asks, mostly about lists without a leader.
  let n = 0;
  for (const t of units) if (t === "leader") n++;
  if (!n) return opts.leader ? text("coc.err.recruitLeaderUnitRecruit") : null;
  if (n > 1) return text("coc.err.haveOneLeaderTime");
  const left = player(s, seat).leaders;
  if (s.options.randomLeaders === true) {
    if (opts.leader) return text("coc.err.randomLeadersLeaderCard");
    return left.length ? null : text("coc.err.haveNoLeaderCard");
  }
  if (!opts.leader) return text("coc.err.chooseWhichLeaderCards");
  return left.includes(opts.leader) ? null : text("coc.err.leaderCardNotAvailable");
}

/** Provinces: cavalry needs no Market in a city at least 3 hexes from the start city. */
export function waivesBuilding(s: CocState, seat: Seat, city: City, type: UnitTypeId): boolean {
  if (type !== "cavalry" || !hasCiv(s, seat, "provinces")) return false;
  const start = startCityHex(s, seat);
  return start !== null && hexDistance(city.hex, start) >= PROVINCES_DISTANCE;
}

/** The tokens that pay for Draft: mood tokens, or culture tokens too with Sparta. */
export function draftKinds(s: CocState, seat: Seat): readonly PayableKind[] {
  return hasCiv(s, seat, "sparta") ? ["mood", "culture"] : ["mood"];
}
