/**
 * What a group of tables kept beside the games (accounts, ratings …) works with: on SQLite the games' database
 * connection and its transaction (one write lock for all tables), on PostgreSQL the games' pool and their schema's
 * table names.
 */
import type { DatabaseSync } from "node:sqlite";
import type pg from "pg";

export class SqliteTables {
  protected readonly db: DatabaseSync;
  protected readonly transaction: <T>(body: () => T) => T;

  constructor(db: DatabaseSync, transaction: <T>(body: () => T) => T) {
    this.db = db;
    this.transaction = transaction;
  }
}

export class PostgresTables<Table extends string> {
  protected readonly pool: pg.Pool;
  /** A table's name, qualified with the storage's schema. */
  protected readonly t: (table: Table) => string;

  constructor(pool: pg.Pool, table: (table: Table) => string) {
    this.pool = pool;
    this.t = table;
  }
}
