/**
 * Game review over HTTP: a stored game told again move by move (engine/core/review.ts).
 *
 * - `GET /api/review/:gameId`: a finished game, public information only (the spectators' view and events),
 *   for a shareable link. An unfinished or unknown game is 404 alike.
 * - `POST /api/review/:gameId` `{credential}`: a seat's own review, with its secrets, of its game finished or
 *   running (up to now). Anyone else gets 404, and the miss counts as a guess of a secret (guess-throttle.ts).
 *
 * A review replays the whole game (about 0.1-0.25 s for a 300-450 move Clash game on this machine), so the
 * public reviews of finished games, which never change, are kept for the next asker (a few of them).
 */
import express, { type Application, type Request, type Response } from "express";
import { z } from "zod";
import type { ReviewAnswer } from "../engine/core/protocol.ts";
import { reviewOf } from "../engine/core/review.ts";
import type { AnyGame, Seat } from "../engine/core/types.ts";
import { hashCredential } from "../rooms/codes.ts";
import type { GuessThrottle } from "./guess-throttle.ts";
import type { Storage, StoredGame } from "./storage/types.ts";

export interface ReviewDeps {
  games: ReadonlyMap<string, AnyGame>;
  storage: Storage;
  lookups: GuessThrottle;
}

const KEEP_PUBLIC = 16;
const idShape = /^[0-9a-f-]{36}$/;
const body = z.object({ credential: z.string().min(16).max(128) });
const jsonBody = express.json({ limit: "1kb" });

export function mountReview(app: Application, deps: ReviewDeps) {
  const kept = new Map<string, ReviewAnswer>();

  async function answer(id: string, audience: (game: StoredGame) => Seat | null | undefined): Promise<ReviewAnswer | null> {
    if (!idShape.test(id)) return null;
    const loaded = await deps.storage.loadGame(id);
    const game = loaded && deps.games.get(loaded.game.game);
    if (!loaded || !game) return null;
    const seat = audience(loaded.game);
    if (seat === undefined) return null;
    const { game: g, moves } = loaded;
    const review = reviewOf(game, { players: g.players, options: g.options, seed: g.seed, moves }, seat);
    return { id: g.id, game: g.game, players: g.players, options: g.options, seats: g.seats.map((s) => ({ name: s.name, bot: s.bot })), finished: g.status === "finished", ...review };
  }

  app.get("/api/review/:gameId", async (req: Request, res: Response) => {
    const id = String(req.params.gameId);
    let found = kept.get(id) ?? null;
    if (!found) {
      found = await answer(id, (g) => (g.status === "finished" ? null : undefined));
      if (found) {
        if (kept.size >= KEEP_PUBLIC) kept.delete(kept.keys().next().value!);
        kept.set(id, found);
      }
    }
    if (!found) return void res.status(404).json({ error: "no finished game with this id" });
    res.json(found);
  });

  app.post("/api/review/:gameId", (req, res, next) => jsonBody(req, res, () => next()), async (req: Request, res: Response) => {
    if (!deps.lookups.allows(req)) return deps.lookups.refuse(req, res);
    const parsed = body.safeParse(req.body);
    const hash = parsed.success ? hashCredential(parsed.data.credential) : null;
    const found = hash && (await answer(String(req.params.gameId), (g) => {
      const seat = g.seats.findIndex((s) => s.credentialHash === hash);
      return seat < 0 ? undefined : seat;
    }));
    if (!found) {
      deps.lookups.failed(req);
      return void res.status(404).json({ error: "no game of yours with this id" });
    }
    res.json(found);
  });
}
