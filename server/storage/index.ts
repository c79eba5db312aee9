/**
 * Picks the storage backend from configuration: Postgres when a database URL is given (several
 * server processes can share it), otherwise a SQLite file in the data directory (one process).
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PostgresStorage } from "./postgres.ts";
import { SqliteStorage } from "./sqlite.ts";
import type { Storage } from "./types.ts";

export type { GameStatus, Storage, StoredGame, StoredSeat } from "./types.ts";
export { PostgresStorage, type PostgresOptions } from "./postgres.ts";
export { SqliteStorage } from "./sqlite.ts";

export interface StorageConfig {
  /** e.g. `postgres://user@host:5432/db`; empty or absent means SQLite. */
  databaseUrl?: string;
  /** PostgreSQL schema for the tables (default `public`). */
  databaseSchema?: string;
  /** Directory for the SQLite file `epochs.sqlite`; created if missing. */
  dataDir: string;
}

/** Opens and initialises (creates tables if needed) the configured storage. */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  let storage: Storage;
  if (config.databaseUrl) {
    storage = new PostgresStorage({ connectionString: config.databaseUrl, schema: config.databaseSchema });
  } else {
    await mkdir(config.dataDir, { recursive: true });
    storage = new SqliteStorage(join(config.dataDir, "epochs.sqlite"));
  }
  try {
    await storage.init();
  } catch (err) {
    // Do not leak a pool or file handle when setup fails.
    await storage.close().catch(() => {});
    throw err;
  }
  return storage;
}
