/**
 * Chaos: PostgreSQL goes away while rooms play. The server reaches PostgreSQL through a TCP proxy in
 * this process; for `outageSeconds` the proxy cuts every connection and refuses new ones (as a
 * database restart or a network cut does), then lets them through again. Checks that moves made
 * meanwhile are refused with the typed error `storage`, that none is half-applied (each room's state
 * id equals its stored log's length, every acknowledged move is stored), and that play resumes after.
 * Needs DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import { createConnection, createServer, type Socket } from "node:net";
import { freePort } from "../free-port.ts";
import { tempDataDir, until } from "../integration/harness.ts";
import { openStorage } from "../../server/storage/index.ts";
import { countLost, openTable, play, startServer, stopServer, storageEnv, type Acked, type StorageAt, type Table } from "./players.ts";

export interface OutageOptions {
  rooms: number;
  /** Play time before the outage and after it. */
  seconds: number;
  outageSeconds: number;
  game?: string;
  log?: (line: string) => void;
}

export interface OutageFigures {
  outageMs: number;
  acknowledgedBefore: number;
  /** Moves refused with `storage` during the outage. */
  refusedStorage: number;
  /** Moves refused with any other code (stale-state after a refusal is the only expected one). */
  refusedOther: Record<string, number>;
  acknowledgedDuringOutage: number;
  acknowledgedAfter: number;
  /** From the end of the outage to the first acknowledged move. */
  recoveryMs: number;
  /** Rooms whose state id differs from their stored log's length. */
  halfApplied: number;
  stored: number;
  lost: number;
}

/** A TCP proxy to PostgreSQL that can cut every connection and refuse new ones. */
async function databaseProxy(target: URL) {
  const sockets = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => { client.destroy(); upstream.destroy(); });
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return {
    port,
    cut() { down = true; for (const s of sockets) s.destroy(); },
    restore() { down = false; },
    close: () => new Promise<void>((r) => { for (const s of sockets) s.destroy(); server.close(() => r()); }),
  };
}

export async function storageOutage(opts: OutageOptions): Promise<OutageFigures> {
  const log = opts.log ?? (() => {});
  const game = opts.game ?? "clash-of-cultures";
  const target = new URL(process.env.DATABASE_URL!);
  const proxy = await databaseProxy(target);
  const viaProxy = new URL(target);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const at: StorageAt = { kind: "postgres", dataDir: tempDataDir(), schema: `epochs_outage_${randomBytes(4).toString("hex")}` };
  const server = await startServer(await freePort(), { ...storageEnv(at), DATABASE_URL: viaProxy.toString(), LOG_LEVEL: "fatal" }); // every refused write is logged as an error: hundreds of lines here
  const acked: Acked[] = [];
  const tables: Table[] = [];
  const refusedOther: Record<string, number> = {};
  let refusedStorage = 0;
  const onRefused = (code: string) => { if (code === "storage") refusedStorage++; else refusedOther[code] = (refusedOther[code] ?? 0) + 1; };
  try {
    for (let r = 0; r < opts.rooms; r++) tables.push(await openTable(server.sdk, game, String(r)));
    let over = false;
    const playing = tables.map((t) => play(t, acked, () => over, onRefused));
    await until(() => acked.length >= opts.rooms * 5, opts.seconds * 1000 + 30_000, "moves before the outage");
    await new Promise((r) => setTimeout(r, opts.seconds * 1000));
    const acknowledgedBefore = acked.length;
    const cutAt = Date.now();
    proxy.cut();
    log(`outage: ${acknowledgedBefore} moves acknowledged before`);
    await until(() => refusedStorage >= opts.rooms, opts.outageSeconds * 1000 + 30_000, "moves refused during the outage");
    await new Promise((r) => setTimeout(r, Math.max(0, opts.outageSeconds * 1000 - (Date.now() - cutAt))));
    const acknowledgedDuringOutage = acked.length - acknowledgedBefore;
    proxy.restore();
    const restoredAt = Date.now();
    const outageMs = restoredAt - cutAt;
    log(`outage over after ${outageMs} ms: ${refusedStorage} moves refused`);
    await until(() => acked.length > acknowledgedBefore + acknowledgedDuringOutage, 30_000, "a move acknowledged after the outage");
    const recoveryMs = Date.now() - restoredAt;
    await new Promise((r) => setTimeout(r, opts.seconds * 1000));
    over = true;
    await Promise.all(playing);
    const acknowledgedAfter = acked.length - acknowledgedBefore - acknowledgedDuringOutage;

    // Each room's state is exactly its stored log: nothing refused was applied, nothing stored was skipped.
    const storage = await openStorage({ databaseUrl: process.env.DATABASE_URL, databaseSchema: at.schema, dataDir: at.dataDir });
    let halfApplied = 0;
    try {
      for (const t of tables) {
        const stored = (await storage.loadGame(t.recordId))?.moves.length ?? -1;
        if (stored !== t.clients[0].room.state.stateId) halfApplied++;
      }
    } finally {
      await storage.close();
    }
    await stopServer(server, "SIGTERM");
    const { lost, stored } = await countLost(at, tables, acked);
    return { outageMs, acknowledgedBefore, refusedStorage, refusedOther, acknowledgedDuringOutage, acknowledgedAfter, recoveryMs, halfApplied, stored, lost };
  } finally {
    await stopServer(server, "SIGKILL");
    await proxy.close();
  }
}
