/**
 * The recruit form's model (controls.ts draws it): which leader chips a city offers, the options and the
 * move a choice makes. All of it comes from the engine's pure recruit rules, expansion included, so the
 * form offers what the server accepts (Provinces cavalry, Sparta's culture for Draft, random leaders).
 */
import type { Move, Seat } from "../../../../../engine/core/types.ts";
import type { LeaderId, UnitTypeId } from "../../../../../engine/games/clash-of-cultures/data/index.ts";
import { suggestPayment } from "../../../../../engine/games/clash-of-cultures/base/resources.ts";
import { leaderCardChoices } from "../../../../../engine/games/clash-of-cultures/rules/recruit-expansion.ts";
import { recruitableTypes, recruitCost, type RecruitOptions } from "../../../../../engine/games/clash-of-cultures/rules/recruit-options.ts";
import type { City, CocState, HexKey } from "../../../../../engine/games/clash-of-cultures/base/state.ts";

/** A leader chip: one of the seat's leader cards, or the single "random" chip of the random leaders variant. */
export type LeaderChip = LeaderId | "random";

export interface RecruitChoice {
  /** The units other than the leader. */
  units: readonly UnitTypeId[];
  leader: LeaderChip | null;
  sanitation: boolean;
  draft: boolean;
}

/** The leader chips `city` offers: none where no leader may be recruited. */
export function leaderChips(s: CocState, seat: Seat, city: City): LeaderChip[] {
  if (!recruitableTypes(s, seat, city).includes("leader")) return [];
  return leaderCardChoices(s, seat).map((leader) => leader ?? "random");
}

/** The chip a suggested move stands for (a leader unit naming no card is the random one), or null. */
export function leaderChipOf(move: Move): LeaderChip | null {
  if (!(move.units as string[] | undefined)?.includes("leader")) return null;
  return typeof move.leader === "string" ? (move.leader as LeaderId) : "random";
}

/** Every unit recruited, the leader last. */
export function recruitUnits(choice: RecruitChoice): UnitTypeId[] {
  return [...choice.units, ...(choice.leader ? ["leader" as const] : [])];
}

/** The engine's options for a choice: a random leader names no card (the engine refuses a named one). */
export function recruitOptions(choice: RecruitChoice): RecruitOptions {
  const opts: RecruitOptions = { sanitation: choice.sanitation, draft: choice.draft };
  if (choice.leader && choice.leader !== "random") opts.leader = choice.leader;
  return opts;
}

/** The recruit move of a choice, with the payment the engine would suggest (the player may change it). */
export function recruitMove(s: CocState, seat: Seat, city: HexKey, choice: RecruitChoice): Move {
  const opts = recruitOptions(choice);
  const payment = suggestPayment(s.players[seat], recruitCost(s, seat, recruitUnits(choice), opts)) ?? {};
  return {
    type: "recruit", city, units: recruitUnits(choice), payment,
    ...(opts.sanitation ? { sanitation: true } : {}), ...(opts.draft ? { draft: true } : {}), ...(opts.leader ? { leader: opts.leader } : {}),
  };
}
