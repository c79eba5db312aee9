/** The ratings tables on PostgreSQL (server/storage/rating-types.ts), in the games' schema and pool. */
import type pg from "pg";
import type { GameRatingChange, LeaderboardRow, Rating, RatingChange, RatingStore, RatingUpdate } from "./rating-types.ts";
import { changesFromRows, leaderboardRow, ratingFromRow, type ChangeRow, type NamedRatingRow, type RatingRow } from "./rating-rows.ts";
import { PostgresTables } from "./table-groups.ts";
import { storageError } from "./rows.ts";

type Table = "games" | "accounts" | "ratings" | "rated_games" | "rating_changes";

export class PostgresRatings extends PostgresTables<Table> implements RatingStore {
  /** Creates the tables, inside the storage's setup transaction (after the games and accounts tables). */
  async init(client: pg.PoolClient): Promise<void> {
    await client.query(`CREATE TABLE IF NOT EXISTS ${this.t("ratings")} (
      account_id text NOT NULL REFERENCES ${this.t("accounts")} (id),
      game       text NOT NULL,
      rating     double precision NOT NULL,
      rd         double precision NOT NULL,
      volatility double precision NOT NULL,
      games      integer NOT NULL,
      PRIMARY KEY (account_id, game)
    )`);
    await client.query(`CREATE INDEX IF NOT EXISTS ratings_game_idx ON ${this.t("ratings")} (game, rating)`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${this.t("rated_games")} (
      game_id text PRIMARY KEY REFERENCES ${this.t("games")} (id)
    )`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${this.t("rating_changes")} (
      game_id    text NOT NULL REFERENCES ${this.t("games")} (id),
      account_id text NOT NULL REFERENCES ${this.t("accounts")} (id),
      rating_before double precision,
      rating_after  double precision NOT NULL,
      PRIMARY KEY (account_id, game_id)
    )`);
  }

  async rateGame(gameId: string, game: string, accountIds: string[], update: RatingUpdate): Promise<RatingChange[] | null> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      // The claim row makes a second finish of the same game (another process, a restart) a no-op; a concurrent
      // one waits on it and then finds it taken.
      const claimed = await client.query(`INSERT INTO ${this.t("rated_games")} (game_id) VALUES ($1) ON CONFLICT DO NOTHING`, [gameId]);
      if (claimed.rowCount === 0) {
        await client.query("ROLLBACK");
        return null;
      }
      // Locked in a fixed order, so two games sharing players cannot deadlock.
      const ids = [...accountIds].sort();
      const rows = await client.query<RatingRow>(
        `SELECT * FROM ${this.t("ratings")} WHERE game = $1 AND account_id = ANY($2) ORDER BY account_id FOR UPDATE`, [game, ids]);
      const current = new Map<string, Rating | null>(accountIds.map((id) => [id, null]));
      for (const row of rows.rows) current.set(row.account_id, ratingFromRow(row));
      const next = update(current);
      const changes: RatingChange[] = [];
      for (const [id, after] of next) {
        await client.query(`INSERT INTO ${this.t("ratings")} (account_id, game, rating, rd, volatility, games) VALUES ($1, $2, $3, $4, $5, $6)
          ON CONFLICT (account_id, game) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, volatility = excluded.volatility, games = excluded.games`,
          [id, game, after.rating, after.rd, after.volatility, after.games]);
        await client.query(`INSERT INTO ${this.t("rating_changes")} (game_id, account_id, rating_before, rating_after) VALUES ($1, $2, $3, $4)`,
          [gameId, id, current.get(id)?.rating ?? null, after.rating]);
        changes.push({ accountId: id, before: current.get(id) ?? null, after });
      }
      await client.query("COMMIT");
      return changes;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw storageError("rateGame", gameId, err);
    } finally {
      client.release();
    }
  }

  async leaderboard(game: string, offset: number, limit: number): Promise<{ total: number; rows: LeaderboardRow[] }> {
    const total = await this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${this.t("ratings")} WHERE game = $1`, [game]);
    // COLLATE "C": the same byte order as SQLite's, so equal ratings rank alike on both (and in `standing`).
    const rows = await this.pool.query<NamedRatingRow>(`SELECT r.*, a.name FROM ${this.t("ratings")} r
      JOIN ${this.t("accounts")} a ON a.id = r.account_id WHERE r.game = $1
      ORDER BY r.rating DESC, r.account_id COLLATE "C" LIMIT $2 OFFSET $3`, [game, limit, offset]);
    return { total: Number(total.rows[0].n), rows: rows.rows.map(leaderboardRow) };
  }

  async standing(game: string, accountId: string): Promise<{ place: number; row: LeaderboardRow } | null> {
    const found = await this.pool.query<NamedRatingRow>(`SELECT r.*, a.name FROM ${this.t("ratings")} r
      JOIN ${this.t("accounts")} a ON a.id = r.account_id WHERE r.game = $1 AND r.account_id = $2`, [game, accountId]);
    const row = found.rows[0];
    if (!row) return null;
    const above = await this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${this.t("ratings")} WHERE game = $1
      AND (rating > $2 OR (rating = $2 AND account_id COLLATE "C" < $3))`, [game, row.rating, accountId]);
    return { place: Number(above.rows[0].n) + 1, row: leaderboardRow(row) };
  }

  async changesOf(accountId: string, gameIds: string[]): Promise<Map<string, GameRatingChange>> {
    if (!gameIds.length) return new Map();
    const rows = await this.pool.query<ChangeRow>(`SELECT game_id, rating_before, rating_after FROM ${this.t("rating_changes")}
      WHERE account_id = $1 AND game_id = ANY($2)`, [accountId, gameIds]);
    return changesFromRows(rows.rows);
  }

  async ratingsOf(accountId: string): Promise<Record<string, Rating>> {
    const rows = await this.pool.query<RatingRow & { game: string }>(`SELECT * FROM ${this.t("ratings")} WHERE account_id = $1`, [accountId]);
    return Object.fromEntries(rows.rows.map((r) => [r.game, ratingFromRow(r)]));
  }
}
