/**
 * Assembles one server process: storage, presence/driver (Redis when configured), the rooms, HTTP,
 * and the restore of unfinished games. `main.ts` runs it; tests start it in-process.
 */
import { pino, type Logger } from "pino";
// The Colyseus packages one by one, not the `colyseus` bundle: its @colyseus/tools reads .env files and
// /etc/environment into process.env when imported, and our settings are our environment alone.
import { defineRoom, defineServer, LobbyRoom, matchMaker, type Server } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import { ROOM_GAME, ROOM_LOBBY } from "../engine/core/protocol.ts";
import type { AnyGame } from "../engine/core/types.ts";
import { gameRegistry } from "../engine/games/index.ts";
import { createBotThinker } from "../rooms/bot-pool.ts";
import { hashCredential } from "../rooms/codes.ts";
import { createGameRoom } from "../rooms/game-room.ts";
import { lobbySeatsOf } from "../rooms/lobby-seats.ts";
import { MY_GAMES_LIMIT, mountAccountRoutes, requestToken } from "./account-http.ts";
import { Accounts } from "./accounts.ts";
import { AbuseLog } from "./abuse-log.ts";
import type { Config } from "./config.ts";
import { mountHttp } from "./http.ts";
import { mountPasskeyRoutes } from "./passkey-http.ts";
import { Passkeys } from "./passkeys.ts";
import { GuessThrottle, type GuessBudget } from "./guess-throttle.ts";
import { gateMatchmakingLookups } from "./request-gate.ts";
import { sessionTokenFromCookie } from "./session-cookie.ts";
import { GatedWebSocketTransport } from "./socket-gate.ts";
import { GameRestorer } from "./game-restore.ts";
import { startTakeover, type Takeover } from "./takeover.ts";
import { startClockSweep, type ClockSweep } from "./clock-sweep.ts";
import { startSessionPurge, type SessionPurge } from "./session-purge.ts";
import { mountRatingRoutes } from "./rating-routes.ts";
import { announceMerge } from "../rooms/account-merges.ts";
import { openStorage } from "./storage/index.ts";
import type { Storage } from "./storage/types.ts";

export interface Epochs {
  server: Server;
  storage: Storage;
  logger: Logger;
  port: number;
  /** Recreates rooms for every stored unfinished game that no process serves yet. */
  restoreUnfinished(): Promise<number>;
  /** With Redis: the sweep that takes over the games of processes that died (server/takeover.ts). */
  takeover: Takeover | null;
  /** The sweep that wakes unloaded games whose turn clock ran out (server/clock-sweep.ts). */
  clockSweep: ClockSweep;
  /** The periodic purge of expired sessions and unused guests (server/session-purge.ts). */
  sessionPurge: SessionPurge;
  /** Persists nothing new (moves are stored as they happen): tells clients, closes rooms and storage. */
  shutdown(): Promise<void>;
}

/** What a client's connection may send (docs/operations.md). */
export const SOCKET_LIMITS = { maxMessagesPerSecond: 20, maxMessageBytes: 4 * 1024, maxFrameBytes: 64 * 1024 };
/** Lookups by join code, token or credential that find nothing, per client and per address block (docs/operations.md). */
const LOOKUP_BUDGET: GuessBudget = { perClient: { burst: 30, perSecond: 0.1 }, perBlock: { burst: 120, perSecond: 0.4 } };
/** Wrong monitor passwords, per client and per address block (docs/operations.md). */
const MONITOR_BUDGET: GuessBudget = { perClient: { burst: 10, perSecond: 1 / 60 }, perBlock: { burst: 40, perSecond: 4 / 60 } };
/** Wrong account names or passwords, per client and per address block (docs/operations.md). */
const LOGIN_BUDGET: GuessBudget = { perClient: { burst: 10, perSecond: 1 / 60 }, perBlock: { burst: 40, perSecond: 4 / 60 } };
/** New guest accounts, per client and per address block: enough for a household or a school behind one address. */
const GUEST_BUDGET: GuessBudget = { perClient: { burst: 30, perSecond: 1 / 60 }, perBlock: { burst: 300, perSecond: 10 / 60 } };

export async function startEpochs(config: Config, games: AnyGame[], logger: Logger = pino({ level: config.LOG_LEVEL })): Promise<Epochs> {
  const registry = gameRegistry(games);
  const storage = await openStorage({ databaseUrl: config.DATABASE_URL, databaseSchema: config.DATABASE_SCHEMA, dataDir: config.DATA_DIR });
  const thinker = createBotThinker(config.BOT_THREADS);
  const accounts = new Accounts(storage);
  const GameRoom = createGameRoom({
    // Browsers send the session cookie with the websocket upgrade; scripts pass the token as the SDK's authToken.
    accountOf: async (context) => (await accounts.bySession(context.token ?? sessionTokenFromCookie(context.headers.get("cookie"))))?.id ?? null,
    games: registry,
    storage,
    logger,
    thinker,
    settings: {
      reconnectSeconds: config.RECONNECT_SECONDS,
      quickMatchWaitSeconds: config.QUICK_MATCH_WAIT_SECONDS,
      botDelayMs: config.BOT_DELAY_MS,
      maxSpectators: config.MAX_SPECTATORS,
      idleUnloadSeconds: config.IDLE_UNLOAD_SECONDS,
      turnBasedUnloadSeconds: config.TURN_BASED_UNLOAD_SECONDS,
      turnClockMinSeconds: config.TURN_CLOCK_MIN_SECONDS,
    },
  });

  const restorer = new GameRestorer(logger);
  /**
   * Whether `credential`, or the account `accountId`, holds a seat in the unfinished game `roomId` and a live
   * room serves it: loads the game if it was unloaded, or if the process serving it died.
   */
  const resume = async (roomId: string, credential: string | null, accountId: string | null) => {
    const hash = credential === null ? null : hashCredential(credential);
    const stored = (await storage.listUnfinished()).find((g) => g.roomId === roomId);
    if (!stored?.seats.some((s) => (hash !== null && s.credentialHash === hash) || (accountId !== null && s.accountId === accountId))) return false;
    return restorer.ensureLive(stored);
  };
  const abuse = new AbuseLog(logger);
  const lookups = new GuessThrottle("guessing", LOOKUP_BUDGET, config.TRUST_PROXY, abuse);
  const monitorGuesses = new GuessThrottle("monitor-password", MONITOR_BUDGET, config.TRUST_PROXY, abuse);
  const logins = new GuessThrottle("account-login", LOGIN_BUDGET, config.TRUST_PROXY, abuse);
  const guests = new GuessThrottle("guest-accounts", GUEST_BUDGET, config.TRUST_PROXY, abuse);
  /** A guest signing in (password or passkey) brings its games along; loaded rooms hear of it over the presence. */
  const mergeGuest = async (guestId: string, accountId: string) => {
    const moved = await storage.upkeep.mergeGuest(guestId, accountId);
    if (moved === null) return;
    await announceMerge(matchMaker.presence, { from: guestId, to: accountId });
    logger.info({ guest: guestId, account: accountId, games: moved.length }, "a guest's games moved into the account it signed in to");
  };

  /** A room open on any process, as its listing tells: its phase, whose turn it is and its clock's deadline. */
  const liveRoom = async (roomId: string) => {
    const [room] = await matchMaker.query({ roomId });
    return room ? {
      phase: String(room.metadata?.phase ?? ""), waitingFor: (room.metadata?.waitingFor as number[] | undefined) ?? [],
      deadline: Number(room.metadata?.deadline ?? 0),
    } : null;
  };
  /** Whether the account sits in a lobby still open (an entry a dead process left behind names a room that is gone). */
  const seatedInLobby = async (accountId: string) => {
    for (const l of await lobbySeatsOf(matchMaker.presence, accountId)) if ((await liveRoom(l.roomId))?.phase === "lobby") return true;
    return false;
  };

  const server = defineServer({
    rooms: {
      // Quick matches group by game, player count and mode; private rooms never match (Colyseus skips them).
      [ROOM_GAME]: defineRoom(GameRoom).filterBy(["game", "players", "mode"]).enableRealtimeListing().on("create", (room) => void room.onListed()),
      [ROOM_LOBBY]: defineRoom(LobbyRoom),
    },
    transport: new GatedWebSocketTransport({ pingInterval: 5000, pingMaxRetries: 3 }, { ...SOCKET_LIMITS, abuse }),
    presence: config.REDIS_URL ? new RedisPresence(config.REDIS_URL) : undefined,
    driver: config.REDIS_URL ? new RedisDriver(config.REDIS_URL) : undefined,
    publicAddress: config.PUBLIC_ADDRESS,
    gracefullyShutdown: false, // main.ts owns signal handling
    greet: false,
    logger,
    express: (app) => {
      mountAccountRoutes(app, {
        accounts, logger, lookups, logins, guests,
        ratingsOf: (accountId) => storage.ratings.ratingsOf(accountId),
        ratingChangesOf: (accountId, gameIds) => storage.ratings.changesOf(accountId, gameIds),
        mergeGuest,
        gamesOf: (accountId) => storage.accounts.gamesOf(accountId, MY_GAMES_LIMIT),
        lobbySeats: (accountId) => lobbySeatsOf(matchMaker.presence, accountId),
        liveRoom,
      });
      mountPasskeyRoutes(app, { accounts, passkeys: new Passkeys(storage, accounts), config, logger, lookups, logins, mergeGuest });
      mountRatingRoutes(app, { ratings: storage.ratings, games: new Set(registry.keys()), logger,
        accountOf: async (req) => (await accounts.bySession(requestToken(req)))?.id ?? null });
      mountHttp(app, { config, games: registry, storage, resume, lookups, monitorGuesses,
        accountOf: async (req) => (await accounts.bySession(requestToken(req)))?.id ?? null });
    },
  });

  await server.listen(config.PORT, config.HOST);
  gateMatchmakingLookups(server.transport.server!, lookups);
  const port = config.PORT;

  async function restoreUnfinished() {
    let restored = 0;
    for (const stored of await storage.listUnfinished()) {
      // Turn-based games need nobody's attention: they wake on the next visit, or by the clock sweep.
      if (!registry.has(stored.game) || stored.pace.kind !== "realtime") continue;
      if (await restorer.liveRoom(stored.roomId)) continue;
      if (await restorer.ensureLive(stored, false)) restored++;
    }
    if (restored) logger.info({ restored }, "restored unfinished games");
    return restored;
  }

  // One process alone has no one to take over from: its own games come back by restoreUnfinished.
  const takeover = config.REDIS_URL ? startTakeover({ restorer, storage, logger, intervalSeconds: config.TAKEOVER_CHECK_SECONDS }) : null;
  const sessionPurge = startSessionPurge({ upkeep: storage.upkeep, logger, intervalSeconds: config.SESSION_PURGE_SECONDS, seatedInLobby });

  const clockSweep = startClockSweep({ restorer, storage, logger, games: new Set(registry.keys()), intervalSeconds: config.CLOCK_SWEEP_SECONDS });

  return {
    server, storage, logger, port, restoreUnfinished, takeover, clockSweep, sessionPurge,
    async shutdown() {
      takeover?.stop();
      clockSweep.stop();
      sessionPurge.stop();
      await server.gracefullyShutdown(false);
      await thinker.close();
      await storage.close();
    },
  };
}
