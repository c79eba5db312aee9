/**
 * Chaos: SIGKILL the server while rooms are playing, restart it on the same storage, and check that every
 * move the server acknowledged is in the stored log, at its index, exactly as sent.
 *
 * Starts tests/fixtures/test-server.ts as a child process (SQLite in a temp dir, or PostgreSQL in a schema of
 * its own), opens `rooms` private two-seat rooms of `game` with two in-process clients each, and plays them
 * as fast as the acks come back (the seat asked plays a random legal move from `hints`). After a random
 * moment within `seconds` the server is killed with SIGKILL mid-play, `kills` times in a row (the players
 * rejoin the restored games with their credentials between kills). Returns the figures; `lost` must be 0.
 */
import { randomBytes } from "node:crypto";
import { wakeRoom } from "../../client/src/net/api.ts";
import { freePort } from "../free-port.ts";
import { tempDataDir } from "../integration/harness.ts";
import { countLost, inFlight, openTable, play, rejoin, startServer, stopServer, storageEnv, type Acked, type StorageAt, type Table } from "./players.ts";

export interface KillOptions {
  storage: "sqlite" | "postgres";
  game?: string;
  rooms: number;
  seconds: number;
  kills: number;
  log?: (line: string) => void;
}

export interface KillFigures {
  storage: string;
  kills: number;
  acknowledged: number;
  stored: number;
  lost: number;
  unansweredAtKill: number;
}

export async function killMidMove(opts: KillOptions): Promise<KillFigures> {
  const log = opts.log ?? (() => {});
  const game = opts.game ?? "clash-of-cultures";
  const at: StorageAt = { kind: opts.storage, dataDir: tempDataDir(), schema: `epochs_chaos_${randomBytes(4).toString("hex")}` };
  const env = storageEnv(at);
  const port = await freePort();
  const acked: Acked[] = [];
  let unansweredAtKill = 0;

  let server = await startServer(port, env);
  const tables: Table[] = [];
  for (let r = 0; r < opts.rooms; r++) tables.push(await openTable(server.sdk, game, String(r)));

  for (let k = 0; k < opts.kills; k++) {
    const playing = tables.map((t) => play(t, acked));
    await new Promise((r) => setTimeout(r, (0.3 + 0.7 * Math.random()) * opts.seconds * 1000));
    unansweredAtKill += inFlight.count;
    await stopServer(server, "SIGKILL");
    log(`kill ${k + 1}: ${acked.length} acknowledged moves so far, ${inFlight.count} in flight`);
    await Promise.all(playing);
    server = await startServer(port, env);
    if (k + 1 < opts.kills) {
      for (const t of tables) {
        // As the web client does: wake the stored game (the restarted server may not have restored it yet), then rejoin.
        for (const s of t.seats) if (!(await wakeRoom(server.url, t.code, s.credential))) throw new Error(`game ${t.code} is not live after the restart`);
        await rejoin(t, server.sdk);
      }
    }
  }
  await stopServer(server, "SIGTERM");
  const { lost, stored } = await countLost(at, tables, acked);
  return { storage: opts.storage, kills: opts.kills, acknowledged: acked.length, stored, lost, unansweredAtKill };
}
