/**
 * Where bots think. A game's own bot may take a long time over a move (Clash's heuristic bot: ~9 ms mean,
 * ~115 ms p99, up to ~250 ms), and on the event loop that time stalls every room of the process. Bots of the
 * games with an engine (built-in and in development) therefore think in worker threads (./bot-worker.ts); a seat's bot always lives in the same
 * worker, so it keeps its memory of earlier turns. Games a worker cannot load (test fixtures, games
 * substituted at start) think on the event loop, as does everything when `threads` is 0.
 */
import { Worker } from "node:worker_threads";
import { tableBot } from "../engine/core/bots.ts";
import type { AnyGame, Bot, Move, Seat } from "../engine/core/types.ts";
import { engineGames } from "../engine/games/index.ts";

export interface ThinkRequest { id: number; game: string; key: string; seed: string; seat: Seat; state: unknown }
export type ThinkReply = { id: number; move: Move | null } | { id: number; error: string };

export interface BotThinker {
  /**
   * The move the bot of `key` (a seat of a room; made with `seed` on first use) chooses for `seat`. Rejects
   * when the bot failed.
   */
  choose(game: AnyGame, key: string, seed: string, state: unknown, seat: Seat): Promise<Move | null>;
  /** How many moves were chosen in worker threads and on the event loop. */
  readonly counts: { readonly threaded: number; readonly inline: number };
  /** Drops the bots whose keys start with `prefix` (a room that ended). */
  forget(prefix: string): void;
  close(): Promise<void>;
}

interface Lane {
  worker: Worker;
  waiting: Map<number, { resolve: (move: Move | null) => void; reject: (err: Error) => void }>;
}

export function createBotThinker(threads: number): BotThinker {
  const inline = new Map<string, Bot<unknown, Move>>();
  const lanes: (Lane | null)[] = Array(threads).fill(null);
  let nextId = 0;
  const counts = { threaded: 0, inline: 0 };

  function lane(index: number): Lane {
    const existing = lanes[index];
    if (existing) return existing;
    const worker = new Worker(new URL("./bot-worker.ts", import.meta.url));
    worker.unref(); // an idle pool never keeps the process alive
    const made: Lane = { worker, waiting: new Map() };
    worker.on("message", (reply: ThinkReply) => {
      const w = made.waiting.get(reply.id);
      if (!w) return;
      made.waiting.delete(reply.id);
      if ("error" in reply) w.reject(new Error(reply.error));
      else w.resolve(reply.move);
    });
    // A crashed worker fails what it was asked; the next request starts a new one (its bots start afresh).
    const fail = (err: Error) => {
      lanes[index] = null;
      for (const w of made.waiting.values()) w.reject(err);
      made.waiting.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`bot worker exited with code ${code}`)));
    lanes[index] = made;
    return made;
  }

  const laneOf = (key: string) => {
    let h = 0;
    for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
    return Math.abs(h) % threads;
  };

  return {
    counts,
    choose(game, key, seed, state, seat) {
      if (threads === 0 || !engineGames.includes(game)) {
        counts.inline++;
        let bot = inline.get(key);
        if (!bot) inline.set(key, (bot = tableBot(game, seed)));
        try {
          return Promise.resolve(bot.choose(state, seat));
        } catch (err) {
          return Promise.reject(err);
        }
      }
      counts.threaded++;
      const l = lane(laneOf(key));
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        l.waiting.set(id, { resolve, reject });
        l.worker.postMessage({ id, game: game.id, key, seed, seat, state } satisfies ThinkRequest);
      });
    },
    forget(prefix) {
      for (const key of inline.keys()) if (key.startsWith(prefix)) inline.delete(key);
      for (const l of lanes) l?.worker.postMessage({ forget: prefix });
    },
    async close() {
      await Promise.all(lanes.map((l) => l?.worker.terminate()));
      lanes.fill(null);
    },
  };
}
