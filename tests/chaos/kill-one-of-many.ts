/**
 * Chaos: `processes` servers share Redis (presence and driver) and PostgreSQL; rooms play on all of
 * them; one process is SIGKILLed mid-play, `kills` times (restarted after each). Checks that:
 * - the survivors take the dead process's games over by themselves (no client asks): each game is
 *   listed on a live process within `takeoverMs`;
 * - `/api/resume` never answers live for a game whose process is dead: every "live" answer, asked of a
 *   survivor from the moment of the kill, is followed by a successful rejoin by credential;
 * - the killed process's open public lobbies leave a survivor's lobby listing;
 * - the games continue on the survivors, and no acknowledged move is lost.
 * Needs DATABASE_URL and REDIS_URL; `redisDb` keeps its rooms apart from other runs (PUBSUB channels are
 * shared across Redis databases, but every channel it uses is named by a random id).
 */
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { wakeRoom } from "../../client/src/net/api.ts";
import { GAME_OWNERS_KEY } from "../../rooms/game-owners.ts";
import { restoreClaimKey } from "../../server/game-restore.ts";
import { freePort } from "../free-port.ts";
import { tempDataDir, until } from "../integration/harness.ts";
import { join, watchLobby } from "../integration/clients.ts";
import { countLost, inFlight, openTable, play, rejoin, startServer, stopServer, storageEnv, type Acked, type ServerProcess, type StorageAt, type Table } from "./players.ts";

export interface ClusterKillOptions {
  processes: number;
  rooms: number;
  /** Play time before each kill, and after the last takeover. */
  seconds: number;
  kills: number;
  redisDb: number;
  game?: string;
  log?: (line: string) => void;
}

export interface ClusterKillFigures {
  processes: number;
  kills: number;
  /** Games that were on the killed processes, over all kills. */
  gamesOnKilled: number;
  /** Longest time from a kill until all of its games were listed on survivors. */
  takeoverMs: number;
  /** Open public lobbies on the killed processes. */
  lobbiesOnKilled: number;
  /** Public lobbies of the killed process still in a survivor's lobby listing 15 s after the kill. */
  staleListings: number;
  /** "live" answers of /api/resume that were not followed by a successful rejoin. */
  falseLive: number;
  acknowledged: number;
  /** Moves acknowledged after the last takeover (the games go on). */
  acknowledgedAfterTakeover: number;
  stored: number;
  lost: number;
  unansweredAtKill: number;
}

export async function killOneOfMany(opts: ClusterKillOptions): Promise<ClusterKillFigures> {
  const log = opts.log ?? (() => {});
  const game = opts.game ?? "clash-of-cultures";
  const redisUrl = `${process.env.REDIS_URL!.replace(/\/\d*$/, "")}/${opts.redisDb}`;
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  const at: StorageAt = { kind: "postgres", dataDir: tempDataDir(), schema: `epochs_cluster_${randomBytes(4).toString("hex")}` };
  const envFor = (port: number) => ({ ...storageEnv(at), REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}`, TAKEOVER_CHECK_SECONDS: "1", LOG_LEVEL: "info" });
  const ports: number[] = [];
  for (let i = 0; i < opts.processes; i++) ports.push(await freePort());
  // All at once: storage setup takes an advisory lock, so concurrent starts create the tables once.
  const servers: ServerProcess[] = await Promise.all(ports.map((port) => startServer(port, envFor(port), true)));

  const acked: Acked[] = [];
  const tables: Table[] = [];
  for (let r = 0; r < opts.rooms; r++) tables.push(await openTable(servers[r % servers.length].sdk, game, String(r)));
  const figures = { gamesOnKilled: 0, takeoverMs: 0, lobbiesOnKilled: 0, staleListings: 0, falseLive: 0, unansweredAtKill: 0 };
  /** Which process serves each game, read from the shared listing (what matchmaking reads). */
  const processOf = async (code: string) => {
    const cache = await redis.hget("roomcaches", code);
    return cache ? (JSON.parse(cache) as { publicAddress?: string }).publicAddress ?? null : null;
  };

  try {
    for (let k = 0; k < opts.kills; k++) {
      let roundOver = false;
      const playing = tables.map((t) => play(t, acked, () => roundOver));
      await new Promise((r) => setTimeout(r, (0.5 + 0.5 * Math.random()) * opts.seconds * 1000));
      // The process serving the most games: matchmaking places rooms by process stats that Colyseus shares at
      // most once a second, so tables opened together may all sit on one process.
      const served = await Promise.all(servers.map(async (s) => {
        let n = 0;
        for (const t of tables) if ((await processOf(t.code)) === `127.0.0.1:${s.port}`) n++;
        return n;
      }));
      const victim = servers[served.indexOf(Math.max(...served))];
      const victimAddress = `127.0.0.1:${victim.port}`;
      // Open public lobbies, until one is on the victim (matchmaking puts a new room on the process with
      // the fewest rooms, and the victim may hold most of the games), watched from a process that survives.
      const listing = await watchLobby(servers.find((s) => s !== victim)!.sdk());
      const lobbies: Awaited<ReturnType<typeof join>>[] = [];
      const lobbiesOnVictim: string[] = [];
      while (!lobbiesOnVictim.length && lobbies.length < 4 * opts.rooms) {
        const lobby = await join(victim.sdk().create("game", { game, players: 2, mode: "public", name: `L${k}` }));
        lobbies.push(lobby);
        if ((await processOf(lobby.room.roomId)) === victimAddress) lobbiesOnVictim.push(lobby.room.roomId);
        else await new Promise((r) => setTimeout(r, 1100)); // the next lobby is placed by fresh stats
      }
      await until(() => lobbies.every((l) => listing.rooms.has(l.room.roomId)), 10_000, "the lobbies to be listed");
      let listingGone = false;
      listing.room.onLeave(() => { listingGone = true; });
      listing.room.onDrop(() => { listingGone = true; });
      figures.lobbiesOnKilled += lobbiesOnVictim.length;
      const onVictim: Table[] = [];
      for (const t of tables) if ((await processOf(t.code)) === victimAddress) onVictim.push(t);
      const killedAt = Date.now();
      figures.unansweredAtKill += inFlight.count;
      await stopServer(victim, "SIGKILL");
      figures.gamesOnKilled += onVictim.length;
      log(`kill ${k + 1}: port ${victim.port} with ${onVictim.length} of ${tables.length} games; ${acked.length} acknowledged so far`);
      await until(() => onVictim.every((t) => t.dead), 15_000, "the killed process's players to notice");
      const survivors = servers.filter((s) => s !== victim);

      // Ask a survivor straight away, as the web client does on a drop: "live" must mean joinable.
      const early = onVictim[0];
      if (early) {
        const via = survivors[0];
        if (await wakeRoom(via.url, early.code, early.seats[0].credential)) {
          try { await rejoin(early, via.sdk); } catch (err) { figures.falseLive++; log(`live answer for ${early.code} but no rejoin: ${(err as Error).message}`); }
        }
      }
      // The rest: nobody asks; the survivors must take them over by themselves.
      await until(async () => {
        for (const t of onVictim) {
          const where = await processOf(t.code);
          if (!where || where === victimAddress) return false;
        }
        return true;
      }, 30_000, "the survivors to take the games over").catch(async (err: Error) => {
        throw new Error(`${err.message}\n${await takeoverReport(redis, processOf, onVictim.map((t) => t.code), victim, survivors)}`);
      });
      figures.takeoverMs = Math.max(figures.takeoverMs, Date.now() - killedAt);
      // The live listing (unless its lobby room was on the victim too: then, as the web client does, a
      // new one), and a fresh listing, both without the dead lobbies.
      const stale = (rooms: Map<string, unknown>) => lobbiesOnVictim.filter((id) => rooms.has(id)).length;
      await until(() => listingGone || stale(listing.rooms) === 0, Math.max(0, 15_000 - (Date.now() - killedAt)), "the dead lobbies to leave the listing").catch(() => undefined);
      const fresh = await watchLobby(survivors[0].sdk());
      figures.staleListings += stale(fresh.rooms) + (listingGone ? 0 : stale(listing.rooms));
      for (const l of [...lobbies, listing, fresh]) void l.room.leave().catch(() => undefined);
      log(`kill ${k + 1}: games taken over in ${Date.now() - killedAt} ms`);
      roundOver = true;
      await Promise.all(playing);

      for (const t of tables) {
        if (!t.dead) continue;
        const via = survivors[Math.floor(Math.random() * survivors.length)];
        if (!(await wakeRoom(via.url, t.code, t.seats[0].credential))) throw new Error(`game ${t.code} is not live after the takeover`);
        try { await rejoin(t, via.sdk); } catch (err) { figures.falseLive++; throw err; }
      }
      // The killed process comes back (a new process id) for the next round.
      if (k + 1 < opts.kills) servers[servers.indexOf(victim)] = await startServer(victim.port, envFor(victim.port), true);
    }
    const before = acked.length;
    const end = Date.now() + opts.seconds * 1000;
    await Promise.all(tables.map((t) => play(t, acked, () => Date.now() > end)));
    const acknowledgedAfterTakeover = acked.length - before;
    await Promise.all(servers.map((s) => stopServer(s, "SIGTERM")));
    const { lost, stored } = await countLost(at, tables, acked);
    return { processes: opts.processes, kills: opts.kills, ...figures, acknowledged: acked.length, acknowledgedAfterTakeover, stored, lost };
  } finally {
    await Promise.all(servers.map((s) => stopServer(s, "SIGKILL")));
    await redis.flushdb();
    await redis.quit();
  }
}

/**
 * What a stalled takeover left behind: where each game is listed (`processOf`, as the suite reads it), owned and
 * claimed, every line a process logged about a game not taken over, and what the processes logged last.
 */
async function takeoverReport(redis: Redis, processOf: (code: string) => Promise<string | null>, codes: string[], victim: ServerProcess, survivors: ServerProcess[]) {
  const processes = [victim, ...survivors];
  const name = (s: ServerProcess) => `port ${s.port}${s === victim ? " (killed)" : ""}`;
  const games = await Promise.all(codes.map(async (code) => {
    const owner = await redis.hget(GAME_OWNERS_KEY, code);
    const claimed = await redis.exists(restoreClaimKey(code));
    const where = await processOf(code);
    const report = [`  ${code}: listed ${where ?? "nowhere"}, owner ${owner ?? "none"}${claimed ? ", a restore claimed" : ""}`];
    if (!where || where === `127.0.0.1:${victim.port}`) {
      for (const s of processes) for (const line of s.linesWith(code)) report.push(`    ${name(s)}: ${line}`);
    }
    return report.join("\n");
  }));
  const logs = processes.map((s) => `--- ${name(s)}, last lines:\n${s.logTail().join("\n")}`);
  return [`games on the killed process (port ${victim.port}):`, ...games, ...logs].join("\n");
}
