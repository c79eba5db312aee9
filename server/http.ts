/**
 * The HTTP side: health, the games on offer, the monitor (only with a password), the built client.
 * Responses are compressed (gzip, or brotli when the browser prefers it) when the client accepts it.
 */
import compression from "compression";
import express, { type Application } from "express";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import type { GameInfo } from "../engine/core/protocol.ts";
import type { AnyGame } from "../engine/core/types.ts";
import { normalizeRoomId } from "../rooms/codes.ts";
import type { Config } from "./config.ts";
import type { GuessThrottle } from "./guess-throttle.ts";
import { mountMonitor } from "./monitor.ts";
import { mountReview } from "./review-routes.ts";
import type { Storage } from "./storage/types.ts";

export function gameInfo(game: AnyGame): GameInfo {
  return { id: game.id, name: game.name, minPlayers: game.minPlayers, maxPlayers: game.maxPlayers, optionsJsonSchema: z.toJSONSchema(game.optionsSchema, { io: "input" }) };
}

export interface HttpDeps {
  config: Config;
  games: ReadonlyMap<string, AnyGame>;
  storage: Storage;
  resume: (roomId: string, credential: string | null, accountId: string | null) => Promise<boolean>;
  /** The account a request is signed in to (its session cookie or bearer token), or null. */
  accountOf: (req: express.Request) => Promise<string | null>;
  lookups: GuessThrottle;
  /** Wrong monitor passwords. */
  monitorGuesses: GuessThrottle;
}

const resumeBody = z.object({ credential: z.string().min(16).max(128).optional() });
const jsonBody = express.json({ limit: "1kb" });
/** A body that is not JSON, or too long, holds no credential: the route answers it like a wrong one. */
const lenientJsonBody: express.RequestHandler = (req, res, next) => jsonBody(req, res, () => next());

export function mountHttp(app: Application, deps: HttpDeps) {
  const { config, games, storage } = deps;
  app.use(compression());
  app.get("/healthz", async (_req, res) => {
    res.json({ ok: true, storage: storage.kind, uptime: Math.round(process.uptime()) });
  });
  app.get("/api/games", (_req, res) => {
    res.json([...games.values()].map(gameInfo));
  });
  /**
   * Loads a stored unfinished game back into a room (after an idle unload or a restart), so its
   * players can rejoin. Only a seat's credential, or its account's session, learns that the game is
   * there: anyone else gets the answer of a game that is not, and the miss counts as a guess.
   */
  app.post("/api/resume/:roomId", lenientJsonBody, async (req, res) => {
    if (!deps.lookups.allows(req)) return deps.lookups.refuse(req, res);
    const roomId = normalizeRoomId(String(req.params.roomId));
    const body = resumeBody.safeParse(req.body);
    const accountId = await deps.accountOf(req);
    const live = /^[A-Za-z0-9_-]{1,64}$/.test(roomId) && body.success && (body.data.credential !== undefined || accountId !== null)
      && (await deps.resume(roomId, body.data.credential ?? null, accountId));
    if (!live) deps.lookups.failed(req);
    res.json({ live });
  });
  mountReview(app, { games, storage, lookups: deps.lookups });
  if (config.MONITOR_PASSWORD) {
    mountMonitor(app, config.MONITOR_PASSWORD, deps.monitorGuesses);
  }
  const clientDir = resolve(config.CLIENT_DIR);
  if (existsSync(clientDir)) {
    // No source maps in production: the build makes none, and one left in the folder is not served.
    app.use((req, res, next) => (req.path.endsWith(".map") ? void res.sendStatus(404) : next()));
    app.use(express.static(clientDir, { index: "index.html", maxAge: "1h" }));
  }
}
