/**
 * The Colyseus monitor at /monitor, for the admin holding MONITOR_PASSWORD:
 * - wrong passwords are guesses: past a few from an address it is refused (GuessThrottle);
 * - a room's inspection shows its state as a spectator sees it, never a seat's hidden view;
 * - it may call only its own actions on a room: its call endpoint runs any method of the room with
 *   the arguments given and answers what it returns (a room's `commit` would hand back the whole
 *   game state, every hand and the dice to come, and apply a move past the room's queue).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Application, RequestHandler } from "express";
import { basicAuth, Room } from "@colyseus/core";
import { monitor } from "@colyseus/monitor";
import type { GuessThrottle } from "./guess-throttle.ts";
import { publicState } from "./public-state.ts";

/** What the monitor's own pages call on a room (its Room extension, plus dispose). */
const MONITOR_ACTIONS = new Set(["disconnect", "_forceClientDisconnect", "_sendMessageToClient", "_editStateProperty", "_deleteStateProperty"]);

// Importing @colyseus/monitor added getInspectData to every room; its state goes out public.
const inspectRoom = (Room.prototype as unknown as { getInspectData(): Promise<Record<string, unknown>> }).getInspectData;
Object.assign(Room.prototype, {
  async getInspectData(this: Room) {
    return { ...(await inspectRoom.call(this)), state: publicState(this.state) };
  },
});

export function mountMonitor(app: Application, password: string, guesses: GuessThrottle) {
  const guard: RequestHandler = (req, res, next) => {
    if (!guesses.allows(req)) return guesses.refuse(req, res);
    // Checked here, not when basicAuth answers 401: a guess must count before the next one is let in.
    const given = basicPassword(req);
    const admin = given !== PASSWORD_ABSENT && sameSecret(given, password);
    if (given !== PASSWORD_ABSENT && !admin) guesses.failed(req);
    if (admin && req.path === "/api/room/call" && !MONITOR_ACTIONS.has(String(req.query.method))) {
      return void res.status(403).json({ message: `the monitor may not call "${String(req.query.method)}" on a room` });
    }
    next(); // the monitor's own basicAuth answers a wrong or missing password
  };
  app.use("/monitor", guard, monitor({ use: [basicAuth({ users: { admin: password } })] }) as never);
}

const PASSWORD_ABSENT = Symbol("no credentials");

/** The password of an `admin` Basic authorization, "" for another user, PASSWORD_ABSENT without one. */
function basicPassword(req: IncomingMessage): string | typeof PASSWORD_ABSENT {
  const [scheme, encoded] = (req.headers.authorization ?? "").split(" ");
  if (scheme?.toLowerCase() !== "basic" || !encoded) return PASSWORD_ABSENT;
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon >= 0 && decoded.slice(0, colon) === "admin" ? decoded.slice(colon + 1) : "";
}

/** Compares hashes, so the time taken tells nothing of the password (not even its length). */
function sameSecret(a: string, b: string) {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}
