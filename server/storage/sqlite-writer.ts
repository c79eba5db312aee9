/**
 * A worker thread that group-commits a game's record (./sqlite-writes.ts: new games, moves, clocks, ends) to the
 * SQLite file (./sqlite.ts) on its own connection. A commit waits for an fsync (a few ms on a quiet disk, far more
 * on a busy one); here it waits off the event loop. The main thread acknowledges a write only after this thread
 * answers that its commit returned.
 */
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import { commitWrites, durableConnectionPragmas, prepareWrites, type BatchResult, type StoredWrite } from "./sqlite-writes.ts";

export interface WriteRequest { id: number; batch: StoredWrite[] }
export type WriteReply = { id: number; results: BatchResult } | { id: number; error: string };

const db = new DatabaseSync(workerData as string);
durableConnectionPragmas(db);
const statements = prepareWrites(db);

parentPort!.on("message", ({ id, batch }: WriteRequest) => {
  let reply: WriteReply;
  try {
    reply = { id, results: commitWrites(db, statements, batch) };
  } catch (err) {
    reply = { id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(reply);
});
