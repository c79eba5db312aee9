/** Rows of the ratings table, shared by the SQLite and PostgreSQL stores. */
import type { GameRatingChange, LeaderboardRow, Rating } from "./rating-types.ts";

export interface RatingRow {
  account_id: string;
  rating: number;
  rd: number;
  volatility: number;
  games: number | string;
}

export interface ChangeRow {
  game_id: string;
  rating_before: number | null;
  rating_after: number;
}

export function changesFromRows(rows: ChangeRow[]): Map<string, GameRatingChange> {
  return new Map(rows.map((r) => [r.game_id, { before: r.rating_before === null ? null : Number(r.rating_before), after: Number(r.rating_after) }]));
}

/** A rating row with its account's name, as the leaderboard reads it. */
export type NamedRatingRow = RatingRow & { name: string | null };

export function leaderboardRow(row: NamedRatingRow): LeaderboardRow {
  return { accountId: row.account_id, name: row.name, rating: ratingFromRow(row) };
}

export function ratingFromRow(row: RatingRow): Rating {
  return { rating: Number(row.rating), rd: Number(row.rd), volatility: Number(row.volatility), games: Number(row.games) };
}
