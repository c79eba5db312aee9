/**
 * A worker thread that group-commits appended moves to the SQLite file (./sqlite.ts) on its own connection.
 * A commit waits for an fsync (a few ms on a quiet disk, far more on a busy one); here it waits off the event
 * loop. The main thread acknowledges a move only after this thread answers that its commit returned.
 */
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import { commitMoves, durableConnectionPragmas, prepareMoves, type BatchResult, type MoveToStore } from "./sqlite-moves.ts";

export interface WriteRequest { id: number; batch: MoveToStore[] }
export type WriteReply = { id: number; results: BatchResult } | { id: number; error: string };

const db = new DatabaseSync(workerData as string);
durableConnectionPragmas(db);
const statements = prepareMoves(db);

parentPort!.on("message", ({ id, batch }: WriteRequest) => {
  let reply: WriteReply;
  try {
    reply = { id, results: commitMoves(db, statements, batch) };
  } catch (err) {
    reply = { id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(reply);
});
