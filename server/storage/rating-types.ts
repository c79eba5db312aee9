/**
 * Persistence of ratings: one Glicko-2 rating per (account, game id), changed once per rated finished game.
 * A game's rating update is keyed by its stored id, so finishing it again (a restart, a takeover that replays
 * the same end) changes nothing.
 */

export interface Rating {
  rating: number;
  /** Rating deviation. */
  rd: number;
  volatility: number;
  /** Rated games counted into it. */
  games: number;
}

/** One account's rating before and after a rated game. */
export interface RatingChange {
  accountId: string;
  /** Null for the account's first rated game in this game. */
  before: Rating | null;
  after: Rating;
}

/** One rated game's change of one account's rating (the rating values only). */
export interface GameRatingChange {
  /** Null for the account's first rated game in that game. */
  before: number | null;
  after: number;
}

export interface LeaderboardRow {
  accountId: string;
  /** Null while the account is a guest. */
  name: string | null;
  rating: Rating;
}

/**
 * Computes new ratings from the current ones (a missing account: null, a newcomer). It runs inside the storage's
 * transaction, so it must be pure.
 */
export type RatingUpdate = (current: Map<string, Rating | null>) => Map<string, Rating>;

export interface RatingStore {
  /**
   * Applies `update` to the ratings of `accountIds` in game `game`, once for stored game `gameId`; null (nothing
   * changed) when that game was rated already.
   */
  rateGame(gameId: string, game: string, accountIds: string[], update: RatingUpdate): Promise<RatingChange[] | null>;
  /**
   * A page of `game`'s leaderboard: `limit` ratings from place `offset + 1`, highest first (equal ratings in a
   * fixed order, by account id), and how many ratings the game has.
   */
  leaderboard(game: string, offset: number, limit: number): Promise<{ total: number; rows: LeaderboardRow[] }>;
  /** The account's place (1 = best, in the leaderboard's order) and row in `game`, or null when it has no rating there. */
  standing(game: string, accountId: string): Promise<{ place: number; row: LeaderboardRow } | null>;
  /** The account's rating in each game it has one in. */
  ratingsOf(accountId: string): Promise<Record<string, Rating>>;
  /** What each of the stored games `gameIds` did to the account's rating (only those that changed it). */
  changesOf(accountId: string, gameIds: string[]): Promise<Map<string, GameRatingChange>>;
}
