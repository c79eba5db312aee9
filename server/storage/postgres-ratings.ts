/** The ratings tables on PostgreSQL (server/storage/rating-types.ts), in the games' schema and pool. */
import type pg from "pg";
import type { LeaderboardRow, Rating, RatingChange, RatingStore, RatingUpdate } from "./rating-types.ts";
import { ratingFromRow, type RatingRow } from "./rating-rows.ts";
import { PostgresTables } from "./table-groups.ts";
import { storageError } from "./rows.ts";

type Table = "games" | "accounts" | "ratings" | "rated_games";

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

  async leaderboard(game: string, limit: number): Promise<LeaderboardRow[]> {
    const rows = await this.pool.query<RatingRow & { name: string | null }>(`SELECT r.*, a.name FROM ${this.t("ratings")} r
      JOIN ${this.t("accounts")} a ON a.id = r.account_id WHERE r.game = $1 ORDER BY r.rating DESC, r.account_id LIMIT $2`, [game, limit]);
    return rows.rows.map((r) => ({ accountId: r.account_id, name: r.name, rating: ratingFromRow(r) }));
  }

  async ratingsOf(accountId: string): Promise<Record<string, Rating>> {
    const rows = await this.pool.query<RatingRow & { game: string }>(`SELECT * FROM ${this.t("ratings")} WHERE account_id = $1`, [accountId]);
    return Object.fromEntries(rows.rows.map((r) => [r.game, ratingFromRow(r)]));
  }
}
