/**
 * Puts the lookups of Colyseus' matchmaking routes behind the GuessThrottle. Those routes are
 * answered before the express app sees a request (the matchmaking router runs first), so the gate
 * sits on the HTTP server itself, in front of its request listeners, the way Colyseus' own
 * `prereadRequestBodies` does. It also reads a join code typed in lower case as the code (rooms/codes.ts).
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { normalizeRoomId } from "../rooms/codes.ts";
import type { GuessThrottle } from "./guess-throttle.ts";

/** Matchmaking methods that look a room up by a secret: a join code, a reconnection token. */
const LOOKUP = /^\/matchmake\/(joinById|reconnect)\//;
/** A join by room id, with the id (to read join codes case-insensitively). */
const JOIN_BY_ID = /^(\/matchmake\/joinById\/)([^/?]+)(.*)$/;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export function gateMatchmakingLookups(server: Server, lookups: GuessThrottle) {
  const listeners = server.listeners("request") as Listener[];
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "POST" && LOOKUP.test(req.url ?? "") && !lookups.guard(req, res, (status) => status >= 400)) return;
    const byId = req.method === "POST" ? JOIN_BY_ID.exec(req.url ?? "") : null;
    if (byId) req.url = `${byId[1]}${normalizeRoomId(byId[2])}${byId[3]}`;
    for (const listener of listeners) listener.call(server, req, res);
  });
}
