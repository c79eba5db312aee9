/** Rows of the ratings table, shared by the SQLite and PostgreSQL stores. */
import type { Rating } from "./rating-types.ts";

export interface RatingRow {
  account_id: string;
  rating: number;
  rd: number;
  volatility: number;
  games: number | string;
}

export function ratingFromRow(row: RatingRow): Rating {
  return { rating: Number(row.rating), rd: Number(row.rd), volatility: Number(row.volatility), games: Number(row.games) };
}
