/**
 * A worker thread that group-commits appended moves to the SQLite file (./sqlite.ts) on its own connection.
 * A commit waits for an fsync (a few ms on a quiet disk, far more on a busy one); here it waits off the event
 * loop. The main thread acknowledges a move only after this thread answers that its commit returned.
 *
 * The main thread sends a batch on each turn of its loop without waiting for the last one's answer; the batches
 * that queued up while a commit ran are committed together in the next one, so a busy loop never delays a commit.
 */
import { DatabaseSync } from "node:sqlite";
import { parentPort, receiveMessageOnPort, workerData } from "node:worker_threads";
import { commitMoves, durableConnectionPragmas, prepareMoves, type BatchResult, type MoveToStore } from "./sqlite-moves.ts";

export interface WriteRequest { id: number; batch: MoveToStore[] }
export type WriteReply = { id: number; results: BatchResult } | { id: number; error: string };

const db = new DatabaseSync(workerData as string);
durableConnectionPragmas(db);
const statements = prepareMoves(db);
const port = parentPort!;

port.on("message", (first: WriteRequest) => {
  const requests = [first];
  for (let queued = receiveMessageOnPort(port); queued; queued = receiveMessageOnPort(port)) requests.push(queued.message as WriteRequest);
  let replies: WriteReply[];
  try {
    const results = commitMoves(db, statements, requests.flatMap((r) => r.batch));
    let at = 0;
    replies = requests.map(({ id, batch }) => ({ id, results: results.slice(at, (at += batch.length)) }));
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    replies = requests.map(({ id }) => ({ id, error }));
  }
  port.postMessage(replies);
});
