/**
 * The HTTP side: health, the games on offer, the monitor (only with a password), the built client.
 * Responses are compressed (gzip, or brotli when the browser prefers it) when the client accepts it.
 */
import compression from "compression";
import express, { type Application } from "express";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { basicAuth } from "@colyseus/core";
import { monitor } from "@colyseus/monitor";
import type { GameInfo } from "../engine/core/protocol.ts";
import type { AnyGame } from "../engine/core/types.ts";
import type { Config } from "./config.ts";
import type { Storage } from "./storage/types.ts";

export function gameInfo(game: AnyGame): GameInfo {
  return { id: game.id, name: game.name, minPlayers: game.minPlayers, maxPlayers: game.maxPlayers, optionsJsonSchema: z.toJSONSchema(game.optionsSchema, { io: "input" }) };
}

export function mountHttp(app: Application, deps: { config: Config; games: ReadonlyMap<string, AnyGame>; storage: Storage; resume: (roomId: string) => Promise<boolean> }) {
  const { config, games, storage } = deps;
  app.use(compression());
  app.get("/healthz", async (_req, res) => {
    res.json({ ok: true, storage: storage.kind, uptime: Math.round(process.uptime()) });
  });
  app.get("/api/games", (_req, res) => {
    res.json([...games.values()].map(gameInfo));
  });
  /** Loads a stored unfinished game back into a room (after an idle unload), so its players can rejoin. */
  app.post("/api/resume/:roomId", async (req, res) => {
    const roomId = String(req.params.roomId);
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(roomId)) return void res.status(400).json({ error: "bad room id" });
    res.json({ live: await deps.resume(roomId) });
  });
  if (config.MONITOR_PASSWORD) {
    app.use("/monitor", monitor({ use: [basicAuth({ users: { admin: config.MONITOR_PASSWORD } })] }) as never);
  }
  const clientDir = resolve(config.CLIENT_DIR);
  if (existsSync(clientDir)) {
    // No source maps in production: the build makes none, and one left in the folder is not served.
    app.use((req, res, next) => (req.path.endsWith(".map") ? void res.sendStatus(404) : next()));
    app.use(express.static(clientDir, { index: "index.html", maxAge: "1h" }));
  }
}
