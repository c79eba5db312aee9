/** Pure helpers for the end screen. */
import type { ServerMessages } from "../../../engine/core/protocol.ts";
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

/** The `end.rating` message's arguments for a seat of a rated game, or null when the seat's rating did not change. */
export function ratingArgs(ratings: ServerMessages["ratings"] | null, seat: number): Record<string, string | number> | null {
  const r = ratings?.seats.find((s) => s.seat === seat);
  if (!r) return null;
  if (r.before === null) return { after: r.after, first: "yes", direction: "none", change: 0 };
  const change = r.after - r.before;
  return { after: r.after, first: "no", direction: change > 0 ? "up" : change < 0 ? "down" : "none", change: Math.abs(change) };
}
