/** The ratings tables on SQLite (server/storage/rating-types.ts), sharing the games' database connection. */
import type { GameRatingChange, LeaderboardRow, Rating, RatingChange, RatingStore, RatingUpdate } from "./rating-types.ts";
import { changesFromRows, leaderboardRow, ratingFromRow, type ChangeRow, type NamedRatingRow, type RatingRow } from "./rating-rows.ts";
import { SqliteTables } from "./table-groups.ts";
import { storageError } from "./rows.ts";

export const RATINGS_SCHEMA = `
CREATE TABLE IF NOT EXISTS ratings (
  account_id TEXT NOT NULL REFERENCES accounts (id),
  game       TEXT NOT NULL,
  rating     REAL NOT NULL,
  rd         REAL NOT NULL,
  volatility REAL NOT NULL,
  games      INTEGER NOT NULL,
  PRIMARY KEY (account_id, game)
) STRICT;
CREATE INDEX IF NOT EXISTS ratings_game_idx ON ratings (game, rating);
CREATE TABLE IF NOT EXISTS rated_games (
  game_id TEXT PRIMARY KEY REFERENCES games (id)
) STRICT;
CREATE TABLE IF NOT EXISTS rating_changes (
  game_id    TEXT NOT NULL REFERENCES games (id),
  account_id TEXT NOT NULL REFERENCES accounts (id),
  rating_before REAL,
  rating_after  REAL NOT NULL,
  PRIMARY KEY (account_id, game_id)
) STRICT;
`;

export class SqliteRatings extends SqliteTables implements RatingStore {
  /** Creates the tables (after the games and accounts tables, which they refer to). */
  init(): void {
    this.db.exec(RATINGS_SCHEMA);
  }

  async rateGame(gameId: string, game: string, accountIds: string[], update: RatingUpdate): Promise<RatingChange[] | null> {
    try {
      return this.transaction(() => {
        const claimed = this.db.prepare("INSERT INTO rated_games (game_id) VALUES (?) ON CONFLICT DO NOTHING").run(gameId).changes;
        if (Number(claimed) === 0) return null;
        const select = this.db.prepare("SELECT * FROM ratings WHERE account_id = ? AND game = ?");
        const current = new Map<string, Rating | null>();
        for (const id of accountIds) {
          const row = select.get(id, game) as RatingRow | undefined;
          current.set(id, row ? ratingFromRow(row) : null);
        }
        const next = update(current);
        const upsert = this.db.prepare(`INSERT INTO ratings (account_id, game, rating, rd, volatility, games) VALUES (?, ?, ?, ?, ?, ?)
          ON CONFLICT (account_id, game) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, volatility = excluded.volatility, games = excluded.games`);
        const note = this.db.prepare("INSERT INTO rating_changes (game_id, account_id, rating_before, rating_after) VALUES (?, ?, ?, ?)");
        const changes: RatingChange[] = [];
        for (const [id, after] of next) {
          upsert.run(id, game, after.rating, after.rd, after.volatility, after.games);
          note.run(gameId, id, current.get(id)?.rating ?? null, after.rating);
          changes.push({ accountId: id, before: current.get(id) ?? null, after });
        }
        return changes;
      });
    } catch (err) {
      throw storageError("rateGame", gameId, err);
    }
  }

  async leaderboard(game: string, offset: number, limit: number): Promise<{ total: number; rows: LeaderboardRow[] }> {
    const { n } = this.db.prepare("SELECT count(*) AS n FROM ratings WHERE game = ?").get(game) as { n: number };
    const rows = this.db.prepare(`SELECT r.*, a.name FROM ratings r JOIN accounts a ON a.id = r.account_id
      WHERE r.game = ? ORDER BY r.rating DESC, r.account_id LIMIT ? OFFSET ?`).all(game, limit, offset) as unknown as NamedRatingRow[];
    return { total: Number(n), rows: rows.map(leaderboardRow) };
  }

  async standing(game: string, accountId: string): Promise<{ place: number; row: LeaderboardRow } | null> {
    const row = this.db.prepare(`SELECT r.*, a.name FROM ratings r JOIN accounts a ON a.id = r.account_id
      WHERE r.game = ? AND r.account_id = ?`).get(game, accountId) as NamedRatingRow | undefined;
    if (!row) return null;
    const { n } = this.db.prepare(`SELECT count(*) AS n FROM ratings WHERE game = ?
      AND (rating > ? OR (rating = ? AND account_id < ?))`).get(game, row.rating, row.rating, accountId) as { n: number };
    return { place: Number(n) + 1, row: leaderboardRow(row) };
  }

  async changesOf(accountId: string, gameIds: string[]): Promise<Map<string, GameRatingChange>> {
    if (!gameIds.length) return new Map();
    const rows = this.db.prepare(`SELECT game_id, rating_before, rating_after FROM rating_changes WHERE account_id = ? AND game_id IN (${gameIds.map(() => "?").join(", ")})`)
      .all(accountId, ...gameIds) as unknown as ChangeRow[];
    return changesFromRows(rows);
  }

  async ratingsOf(accountId: string): Promise<Record<string, Rating>> {
    const rows = this.db.prepare("SELECT * FROM ratings WHERE account_id = ?").all(accountId) as unknown as (RatingRow & { game: string })[];
    return Object.fromEntries(rows.map((r) => [r.game, ratingFromRow(r)]));
  }
}
