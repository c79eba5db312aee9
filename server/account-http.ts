/**
 * The account routes (docs/protocol.md, "Accounts"): a session for every browser (a guest account at first),
 * claiming it with a name and a password, signing in and out, and the person's games. The session travels in
 * the httpOnly cookie (server/session-cookie.ts), or as `Authorization: Bearer <token>` for scripts.
 *
 * A session token that is no session, and a wrong name or password, count as failed guesses against the
 * client's address (server/guess-throttle.ts), as join codes and credentials do.
 */
import express, { type Application, type Request, type Response } from "express";
import type { Logger } from "pino";
import { z } from "zod";
import { REALTIME, type AccountRating, type MyGame } from "../engine/core/protocol.ts";
import { lobbySeatsOf, type LobbySeat } from "../rooms/lobby-seats.ts";
import { accountInfo, credentialsSchema, passwordSchema, type Accounts } from "./accounts.ts";
import type { GuessThrottle } from "./guess-throttle.ts";
import { sessionCookie, sessionTokenFromCookie } from "./session-cookie.ts";
import type { StoredAccount, AccountGame, SetPasswordRefusal } from "./storage/account-types.ts";
import type { GameRatingChange, Rating } from "./storage/rating-types.ts";
import { NEWCOMER } from "../rooms/glicko.ts";

/** What a live room says about itself (its listing), when the game is loaded in some process. */
export interface LiveRoom { phase: string; waitingFor: number[]; deadline: number }

export interface AccountHttpDeps {
  accounts: Accounts;
  logger: Logger;
  /** Failed guesses of secrets (bad session tokens), per address. */
  lookups: GuessThrottle;
  /** Failed sign-ins, per address (a tighter budget). */
  logins: GuessThrottle;
  /** New guest accounts, per address (each one is charged). */
  guests: GuessThrottle;
  /** The account's rating in each game it has one in. */
  ratingsOf(accountId: string): Promise<Record<string, Rating>>;
  /** What each of the stored games did to the account's rating (server/storage/rating-types.ts). */
  ratingChangesOf(accountId: string, gameIds: string[]): Promise<Map<string, GameRatingChange>>;
  /** Moves a guest's games into the account its person signed in to (server/storage/upkeep-types.ts). */
  mergeGuest(guestId: string, accountId: string): Promise<void>;
  /** The stored games the account sits in (at most MY_GAMES_LIMIT). */
  gamesOf(accountId: string): Promise<AccountGame[]>;
  lobbySeats(accountId: string): Promise<LobbySeat[]>;
  /** The listing of the live room `roomId`, or null when no process serves it. */
  liveRoom(roomId: string): Promise<LiveRoom | null>;
}

/** How many of a person's stored games "My games" lists. */
export const MY_GAMES_LIMIT = 50;

const jsonBody = express.json({ limit: "2kb" });

const SET_PASSWORD_STATUS: Record<SetPasswordRefusal, number> = { "no-name": 400, "no-account": 401, "has-password": 409 };

/** The session token a request carries (cookie first, then a bearer token), if well formed. */
export function requestToken(req: { headers: Record<string, string | string[] | undefined> }): string | null {
  const cookie = sessionTokenFromCookie(req.headers.cookie as string | undefined);
  if (cookie) return cookie;
  const auth = req.headers.authorization;
  const bearer = typeof auth === "string" && auth.startsWith("Bearer ") ? auth.slice(7).trim() : "";
  return /^[A-Za-z0-9_-]{20,100}$/.test(bearer) ? bearer : null;
}

export function mountAccountRoutes(app: Application, deps: AccountHttpDeps) {
  const { accounts } = deps;

  /** The request's account; a token that is no session counts as a failed guess. Null when there is none. */
  async function signedIn(req: Request): Promise<StoredAccount | null> {
    const token = requestToken(req);
    if (!token) return null;
    const account = await accounts.bySession(token);
    if (!account) deps.lookups.failed(req);
    return account;
  }

  const route = (handler: (req: Request, res: Response) => Promise<unknown>) => (req: Request, res: Response) => {
    handler(req, res).catch((err) => {
      deps.logger.error({ err, path: req.path }, "account route failed");
      if (!res.headersSent) res.status(500).json({ error: "storage" });
    });
  };

  app.get("/api/account", route(async (req, res) => {
    if (!deps.lookups.allows(req)) return deps.lookups.refuse(req, res);
    const account = await signedIn(req);
    if (!account) return void res.json({ account: null });
    const ratings: Record<string, AccountRating> = {};
    for (const [game, r] of Object.entries(await deps.ratingsOf(account.id))) {
      ratings[game] = { rating: Math.round(r.rating), rd: Math.round(r.rd), games: r.games };
    }
    res.json({ account: accountInfo(account), ratings });
  }));

  /** The session's account, or a new guest account with a new session: every browser plays as someone. */
  app.post("/api/account/session", route(async (req, res) => {
    if (!deps.lookups.allows(req)) return deps.lookups.refuse(req, res);
    const account = await signedIn(req);
    if (account) return void res.json({ account: accountInfo(account) });
    if (!deps.guests.allows(req)) return deps.guests.refuse(req, res);
    deps.guests.failed(req); // every new guest is charged: the budget bounds accounts made per address
    const guest = await accounts.startGuest();
    res.setHeader("set-cookie", sessionCookie(guest.token, req));
    res.json({ account: accountInfo(guest.account) });
  }));

  app.post("/api/account/claim", jsonBody, route(async (req, res) => {
    if (!deps.lookups.allows(req)) return deps.lookups.refuse(req, res);
    const account = await signedIn(req);
    if (!account) return void res.status(401).json({ error: "no-session" });
    const body = credentialsSchema.safeParse(req.body);
    if (!body.success) return void res.status(400).json({ error: "bad-account" });
    const claimed = await accounts.claim(account.id, body.data.name, body.data.password);
    if (typeof claimed === "string") return void res.status(claimed === "no-account" ? 401 : 409).json({ error: claimed });
    res.json({ account: accountInfo(claimed) });
  }));

  /** A named account without a password (made with a passkey) sets one; changing a password is not this. */
  app.post("/api/account/password", jsonBody, route(async (req, res) => {
    if (!deps.lookups.allows(req)) return deps.lookups.refuse(req, res);
    const account = await signedIn(req);
    if (!account) return void res.status(401).json({ error: "no-session" });
    const body = z.object({ password: passwordSchema }).safeParse(req.body);
    if (!body.success) return void res.status(400).json({ error: "bad-password" });
    const set = await accounts.setPassword(account.id, body.data.password);
    if (typeof set === "string") return void res.status(SET_PASSWORD_STATUS[set]).json({ error: set });
    res.json({ account: accountInfo(set) });
  }));

  app.post("/api/account/login", jsonBody, route(async (req, res) => {
    if (!deps.logins.allows(req)) return deps.logins.refuse(req, res);
    const body = credentialsSchema.safeParse(req.body);
    const signed = body.success ? await accounts.signIn(body.data.name, body.data.password) : null;
    if (!signed) {
      deps.logins.failed(req);
      return void res.status(401).json({ error: "bad-login" });
    }
    // A guest signing in to its person's account brings its games along (docs/protocol.md "Accounts and sessions").
    const before = await accounts.bySession(requestToken(req));
    if (before && before.name === null) await deps.mergeGuest(before.id, signed.account.id);
    res.setHeader("set-cookie", sessionCookie(signed.token, req));
    res.json({ account: accountInfo(signed.account) });
  }));

  app.post("/api/account/logout", route(async (req, res) => {
    const token = requestToken(req);
    if (token) await accounts.signOut(token);
    res.setHeader("set-cookie", sessionCookie(null, req));
    res.json({ ok: true });
  }));

  app.get("/api/account/games", route(async (req, res) => {
    if (!deps.lookups.allows(req)) return deps.lookups.refuse(req, res);
    const account = await signedIn(req);
    if (!account) return void res.status(401).json({ error: "no-session" });
    res.json({ games: await myGames(deps, account.id) });
  }));
}

/** The person's open lobbies, running games and finished games, the last changed first in each group. */
async function myGames(deps: AccountHttpDeps, accountId: string): Promise<MyGame[]> {
  const lobbies: MyGame[] = [];
  for (const l of await deps.lobbySeats(accountId)) {
    // An entry whose room is gone or started (its process died before forgetting it) is left out.
    if ((await deps.liveRoom(l.roomId))?.phase !== "lobby") continue;
    lobbies.push({ roomId: l.roomId, game: l.game, seat: l.seat, players: l.players, status: "lobby", names: [], waitingFor: null, yourTurn: false, place: null, ratingChange: null, updatedAt: l.at, pace: REALTIME, deadline: null });
  }
  const stored: MyGame[] = [];
  const games = await deps.gamesOf(accountId);
  const changes = await deps.ratingChangesOf(accountId, games.filter((g) => g.game.status === "finished").map((g) => g.game.id));
  for (const { game: g, seat, waitingFor: noted } of games) {
    const running = g.status === "playing";
    const live = running ? await deps.liveRoom(g.roomId) : null;
    // A loaded game says whose turn it is in its listing; an unloaded one as it was noted when it unloaded.
    const waitingFor = running ? live?.waitingFor ?? noted : null;
    // Likewise the turn clock: the room's, else the one stored with the game (it runs on while unloaded).
    const deadline = running ? (live ? live.deadline || null : g.clock?.running?.deadline ?? null) : null;
    const place = g.outcome ? g.outcome.ranking.findIndex((group) => group.includes(seat)) + 1 || null : null;
    const change = changes.get(g.id);
    stored.push({
      roomId: g.roomId, game: g.game, seat, players: g.players, status: running ? "playing" : "finished", names: g.seats.map((s) => s.name),
      waitingFor, yourTurn: !!waitingFor?.includes(seat), place, updatedAt: g.updatedAt, pace: g.pace, deadline,
      ratingChange: change ? Math.round(change.after) - Math.round(change.before ?? NEWCOMER.rating) : null,
    });
  }
  const byRecent = (a: MyGame, b: MyGame) => b.updatedAt - a.updatedAt;
  return [...lobbies.sort(byRecent), ...stored.filter((g) => g.status === "playing"), ...stored.filter((g) => g.status === "finished")];
}

