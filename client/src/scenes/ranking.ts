/** Pure helpers for the end screen. */
import type { Outcome } from "../../../engine/core/types.ts";

export interface RankRow { place: number; seat: number; score: number | undefined; breakdown?: Record<string, number> }

/** Flattens `ranking` (groups of tied seats) into rows with shared places (1, 1, 3 …). */
export function rankRows(outcome: Outcome): RankRow[] {
  const rows: RankRow[] = [];
  let place = 1;
  for (const group of outcome.ranking) {
    for (const seat of group) rows.push({ place, seat, score: outcome.scores[seat], breakdown: outcome.breakdown?.[seat] });
    place += group.length;
  }
  return rows;
}
