/** Every setting of the server process, read once from the environment (documented in README.md). */
import { availableParallelism } from "node:os";
import { z } from "zod";
import type { AnyGame } from "../engine/core/types.ts";
import { builtInGames, gamesInDevelopment } from "../engine/games/index.ts";

const seconds = (fallback: number) => z.coerce.number().min(0).default(fallback);

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(2567),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL schema holding the tables (lets deployments or test runs share one database). */
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/).default("public"),
  REDIS_URL: z.string().optional(),
  /** host:port clients use to reach this process directly (needed when several processes share Redis). */
  PUBLIC_ADDRESS: z.string().optional(),
  /** With REDIS_URL: how often each process checks for dead processes whose games it should take over. */
  TAKEOVER_CHECK_SECONDS: z.coerce.number().min(0.1).default(5),
  RECONNECT_SECONDS: seconds(120),
  QUICK_MATCH_WAIT_SECONDS: seconds(30),
  BOT_DELAY_MS: z.coerce.number().int().min(0).default(700),
  /** Worker threads where bots think; 0 thinks on the event loop. */
  BOT_THREADS: z.coerce.number().int().min(0).max(64).default(Math.max(1, availableParallelism() - 1)),
  MAX_SPECTATORS: z.coerce.number().int().min(0).default(16),
  IDLE_UNLOAD_SECONDS: seconds(3600),
  /** A turn-based game with nobody connected is unloaded after this; it wakes on the next visit or when its clock runs out. */
  TURN_BASED_UNLOAD_SECONDS: seconds(60),
  /** The shortest turn-based clock (per move, a time bank or its increment) a game may be created with. */
  TURN_CLOCK_MIN_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** How often each process looks for unloaded games whose turn clock ran out, and wakes them (server/clock-sweep.ts). */
  CLOCK_SWEEP_SECONDS: z.coerce.number().min(0.1).default(60),
  /** How often expired sessions and passkey ceremonies, and guest accounts that never played, are deleted (server/session-purge.ts); 0: never. */
  SESSION_PURGE_SECONDS: seconds(3600),
  MONITOR_PASSWORD: z.string().optional(),
  /** Reverse proxies in front of the server, whose X-Forwarded-For entries tell the client's address. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The passkeys' relying party: the site's domain (`epochs.example`). Unset, a request to `localhost` (or
   * `*.localhost`) uses its own host, and passkeys are off for any other host.
   */
  PASSKEY_RP_ID: z.string().regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/).optional(),
  /** The origins pages with passkeys are served from, comma-separated; `https://<PASSKEY_RP_ID>` unless told. */
  PASSKEY_ORIGINS: z.string().transform((s) => s.split(",").map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((o) => new URL(o).origin)).min(1)).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** "1": also offer the games still being built (`gamesInDevelopment`), for their developers and browser tests. */
  GAMES_IN_DEVELOPMENT: z.enum(["0", "1"]).default("0").transform((v) => v === "1"),
  /** Where the built client is served from. */
  CLIENT_DIR: z.string().default("client/dist"),
});

export type Config = z.infer<typeof configSchema>;

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    throw new Error(`Bad configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  return parsed.data;
}

/** The games this process offers players: the built-in ones, and with GAMES_IN_DEVELOPMENT=1 those being built too. */
export function offeredGames(config: Pick<Config, "GAMES_IN_DEVELOPMENT">): AnyGame[] {
  return config.GAMES_IN_DEVELOPMENT ? [...builtInGames, ...gamesInDevelopment] : builtInGames;
}
