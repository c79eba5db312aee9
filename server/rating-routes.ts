/**
 * `GET /api/ratings/:game?limit=N` (docs/protocol.md, "Ratings"): a game's leaderboard, the best N ratings
 * (at most 100, 20 unless asked), with the accounts' names (null for a guest), never their ids.
 */
import type { Application, Request, Response } from "express";
import type { Logger } from "pino";
import type { LeaderboardEntry } from "../engine/core/protocol.ts";
import type { RatingStore } from "./storage/rating-types.ts";

export const LEADERBOARD_DEFAULT = 20;
export const LEADERBOARD_MAX = 100;

export interface RatingRoutesDeps {
  ratings: RatingStore;
  /** The game ids served here; any other is 404. */
  games: ReadonlySet<string>;
  logger: Logger;
}

export function mountRatingRoutes(app: Application, deps: RatingRoutesDeps) {
  app.get("/api/ratings/:game", (req: Request, res: Response) => {
    const game = String(req.params.game);
    if (!deps.games.has(game)) return void res.status(404).json({ error: "unknown game" });
    const asked = Number(req.query.limit ?? LEADERBOARD_DEFAULT);
    if (!Number.isInteger(asked) || asked < 1) return void res.status(400).json({ error: "bad limit" });
    deps.ratings.leaderboard(game, Math.min(asked, LEADERBOARD_MAX)).then((rows) => {
      const players: LeaderboardEntry[] = rows.map((r, i) => ({
        place: i + 1, name: r.name, rating: Math.round(r.rating.rating), rd: Math.round(r.rating.rd), games: r.rating.games,
      }));
      res.json({ game, players });
    }, (err) => {
      deps.logger.error({ err, game }, "leaderboard failed");
      res.status(500).json({ error: "storage" });
    });
  });
}
