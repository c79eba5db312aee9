/**
 * Puts the lookups of Colyseus' matchmaking routes behind the GuessThrottle. Those routes are
 * answered before the express app sees a request (the matchmaking router runs first), so the gate
 * sits on the HTTP server itself, in front of its request listeners, the way Colyseus' own
 * `prereadRequestBodies` does.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { GuessThrottle } from "./guess-throttle.ts";

/** Matchmaking methods that look a room up by a secret: a join code, a reconnection token. */
const LOOKUP = /^\/matchmake\/(joinById|reconnect)\//;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export function gateMatchmakingLookups(server: Server, lookups: GuessThrottle) {
  const listeners = server.listeners("request") as Listener[];
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "POST" && LOOKUP.test(req.url ?? "") && !lookups.guard(req, res, (status) => status >= 400)) return;
    for (const listener of listeners) listener.call(server, req, res);
  });
}
