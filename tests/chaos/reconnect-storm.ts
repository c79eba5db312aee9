/**
 * Chaos: a reconnect storm. `clients` players (two per room) play; the server is SIGKILLed and
 * restarted, and every player comes back at the same moment, as the web client does: `/api/resume`
 * with the seat's credential, then a join by credential. Figures: how long each took, how many
 * failed, and whether the games go on without losing an acknowledged move.
 */
import { wakeRoom } from "../../client/src/net/api.ts";
import { freePort } from "../free-port.ts";
import { tempDataDir } from "../integration/harness.ts";
import { join } from "../integration/clients.ts";
import { countLost, openTable, play, startServer, stopServer, storageEnv, type Acked, type StorageAt, type Table } from "./players.ts";

export interface StormOptions {
  clients: number;
  /** Play time before the kill and after the storm. */
  seconds: number;
  log?: (line: string) => void;
}

export interface StormFigures {
  clients: number;
  /** Time until every player was back in its game. */
  stormMs: number;
  rejoinP50Ms: number;
  rejoinP99Ms: number;
  failed: number;
  acknowledged: number;
  acknowledgedAfterStorm: number;
  stored: number;
  lost: number;
}

/** The light test game, long enough that no game ends before the storm. */
const LONG_RACE = { target: 200, maxTurns: 500 };

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(task));
}

export async function reconnectStorm(opts: StormOptions): Promise<StormFigures> {
  const log = opts.log ?? (() => {});
  const at: StorageAt = { kind: "sqlite", dataDir: tempDataDir(), schema: "public" };
  const port = await freePort();
  const env = { ...storageEnv(at), RECONNECT_SECONDS: "120" };
  let server = await startServer(port, env);
  const tables: Table[] = [];
  const acked: Acked[] = [];
  try {
    const names = Array.from({ length: Math.ceil(opts.clients / 2) }, (_, i) => String(i));
    await inBatches(names, 25, async (name) => { tables.push(await openTable(server.sdk, "dice-race", name, LONG_RACE)); });
    let over = false;
    const playing = tables.map((t) => play(t, acked, () => over));
    await new Promise((r) => setTimeout(r, opts.seconds * 1000));
    await stopServer(server, "SIGKILL");
    over = true;
    await Promise.all(playing);
    log(`killed with ${tables.length * 2} players connected, ${acked.length} moves acknowledged`);
    server = await startServer(port, env);

    const started = Date.now();
    const times: number[] = [];
    let failed = 0;
    await Promise.all(tables.map(async (t) => {
      t.clients = [];
      t.dead = false;
      await Promise.all(t.seats.map(async (s) => {
        const t0 = Date.now();
        try {
          if (!(await wakeRoom(server.url, t.code, s.credential))) throw new Error("not live");
          const back = await join(server.sdk().joinById(t.code, { name: `P${s.seat}`, credential: s.credential }));
          back.room.reconnection.enabled = false;
          back.room.onMessage("events", () => {});
          back.room.onLeave(() => { t.dead = true; });
          t.clients.push(back);
          times.push(Date.now() - t0);
        } catch (err) {
          failed++;
          log(`seat ${s.seat} of ${t.code} did not get back: ${(err as Error).message}`);
        }
      }));
      t.clients.sort((a, b) => a.welcome.seat - b.welcome.seat);
    }));
    const stormMs = Date.now() - started;
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
    log(`storm: ${times.length} back in ${stormMs} ms, ${failed} failed`);

    const before = acked.length;
    const end = Date.now() + opts.seconds * 1000;
    await Promise.all(tables.filter((t) => t.clients.length === t.seats.length).map((t) => play(t, acked, () => Date.now() > end)));
    const acknowledgedAfterStorm = acked.length - before;
    await stopServer(server, "SIGTERM");
    const { lost, stored } = await countLost(at, tables, acked);
    return { clients: tables.length * 2, stormMs, rejoinP50Ms: pct(0.5), rejoinP99Ms: pct(0.99), failed, acknowledged: acked.length, acknowledgedAfterStorm, stored, lost };
  } finally {
    await stopServer(server, "SIGKILL");
  }
}
