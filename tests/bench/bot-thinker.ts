/**
 * What a thinking bot costs the event loop: `node tests/bench/bot-thinker.ts [--moves N]`.
 * Plays N moves of a 4-player Clash of Cultures game with the table bot on every seat, asking through the
 * bot thinker (rooms/bot-pool.ts) with no threads (thinking on the event loop) and with one worker thread,
 * alternating, while a 1 ms timer measures the event-loop delay. Prints one JSON object per mode: the
 * loop delay p50/p99/max (ms) and the wall time per bot move (ms).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { createBotThinker } from "../../rooms/bot-pool.ts";
import { startMatch, step } from "../../engine/core/match.ts";
import { isRuleError } from "../../engine/core/types.ts";
import { builtInGames } from "../../engine/games/index.ts";

const { values } = parseArgs({ options: { moves: { type: "string", default: "300" } } });
const moves = Number(values.moves);
const game = builtInGames.find((g) => g.id === "clash-of-cultures")!;

async function run(threads: number) {
  const thinker = createBotThinker(threads);
  const started = startMatch(game, 4, {}, "bot-thinker");
  if (isRuleError(started)) throw new Error(started.message);
  let state = started.state;
  // A timer that should fire every millisecond keeps the loop busy with small work, as a server's sockets do.
  const tick = setInterval(() => {}, 1);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const t0 = performance.now();
  let n = 0;
  for (; n < moves && !game.outcome(state); n++) {
    const seat = game.pending(state)[0].seat;
    const move = await thinker.choose(game, `t/${seat}`, `seed/${seat}`, state, seat);
    const next = step(game, state, seat, move);
    if (isRuleError(next)) throw new Error(next.message);
    state = next.state;
    // A room asks its bot from a timer: let the loop turn between moves, as it does in the server.
    await new Promise((r) => setImmediate(r));
  }
  const ms = performance.now() - t0;
  delay.disable();
  clearInterval(tick);
  await thinker.close();
  return { threads, moves: n, loopDelayP50Ms: +(delay.percentile(50) / 1e6).toFixed(2), loopDelayP99Ms: +(delay.percentile(99) / 1e6).toFixed(2), loopDelayMaxMs: +(delay.max / 1e6).toFixed(2), msPerMove: +(ms / n).toFixed(2) };
}

for (const threads of [0, 1, 0, 1]) console.log(JSON.stringify(await run(threads)));
