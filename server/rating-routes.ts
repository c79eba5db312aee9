/**
 * `GET /api/ratings/:game?offset=M&limit=N` (docs/protocol.md, "Ratings"): a page of a game's leaderboard, N
 * ratings (at most 100, 20 unless asked) from place M + 1, with the accounts' names (null for a guest), never
 * their ids; the total, and the asker's own place and row even when it is on another page.
 */
import type { Application, Request, Response } from "express";
import type { Logger } from "pino";
import type { LeaderboardEntry } from "../engine/core/protocol.ts";
import type { LeaderboardRow, RatingStore } from "./storage/rating-types.ts";

export const LEADERBOARD_DEFAULT = 20;
export const LEADERBOARD_MAX = 100;

export interface RatingRoutesDeps {
  ratings: RatingStore;
  /** The game ids served here; any other is 404. */
  games: ReadonlySet<string>;
  /** The account of the request's session, or null. */
  accountOf(req: Request): Promise<string | null>;
  logger: Logger;
}

function entry(place: number, r: LeaderboardRow): LeaderboardEntry {
  return { place, name: r.name, rating: Math.round(r.rating.rating), rd: Math.round(r.rating.rd), games: r.rating.games };
}

/** A whole number from the query, `fallback` when absent; null when it is not one, or below `min`. */
function count(value: unknown, fallback: number, min: number): number | null {
  const n = Number(value ?? fallback);
  return Number.isSafeInteger(n) && n >= min ? n : null;
}

export function mountRatingRoutes(app: Application, deps: RatingRoutesDeps) {
  app.get("/api/ratings/:game", (req: Request, res: Response) => {
    const game = String(req.params.game);
    if (!deps.games.has(game)) return void res.status(404).json({ error: "unknown game" });
    const limit = count(req.query.limit, LEADERBOARD_DEFAULT, 1);
    if (limit === null) return void res.status(400).json({ error: "bad limit" });
    const offset = count(req.query.offset, 0, 0);
    if (offset === null) return void res.status(400).json({ error: "bad offset" });
    (async () => {
      const [page, accountId] = await Promise.all([deps.ratings.leaderboard(game, offset, Math.min(limit, LEADERBOARD_MAX)), deps.accountOf(req)]);
      const mine = accountId ? await deps.ratings.standing(game, accountId) : null;
      res.json({
        game, total: page.total, offset,
        players: page.rows.map((r, i) => entry(offset + i + 1, r)),
        you: mine && entry(mine.place, mine.row),
      });
    })().catch((err) => {
      deps.logger.error({ err, game }, "leaderboard failed");
      res.status(500).json({ error: "storage" });
    });
  });
}
