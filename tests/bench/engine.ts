/**
 * Engine benchmark: `npm run bench:engine -- [--games N] [--players P] [--seed S] [--events all|none] [--bot random|heuristic]`.
 *
 * Plays N seeded games of Clash of Cultures between bots (random by default) through the game contract,
 * timing every `apply()` and, on a sample of states, `view()` for each seat. Prints one JSON object on
 * stdout; progress goes to stderr:
 * - applyUs: p50/p99/max of apply() over all moves, and p50/p99 for a plain "end-turn", each timed on its
 *   first application inside the game loop, right after the bot chose it: the processor's caches then hold
 *   the other moves' code and data (in one game a turn ends only every few moves; a busy server ending
 *   turns in many rooms keeps that path warm);
 * - byType: p50/p99 and count per move type (to see what dominates);
 * - viewUs: p50/p99 of view() for one seat;
 * - gameMs: mean/p50/max wall time of a whole game (setup, bots choosing with legalMoves, apply);
 * - gamesPerSecPerCore: 1000 / mean gameMs (the loop is single-threaded);
 * - steadyApplyUs: the same moves re-applied after each game, best of 3 runs each: p50/p99 and end-turn
 *   p50 without one-off GC pauses and JIT compilation (what a warm, unloaded server core would see);
 * - movesPerGame, errors (games that did not finish cleanly).
 * Targets (issue): end-turn p50 ≤ 20 µs, any move p99 ≤ 1 ms, one seat's view ≤ 50 µs, a random 4-player game ≤ 100 ms.
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { makeBot } from "../../engine/core/bots.ts";
import { isRuleError, type Move } from "../../engine/core/types.ts";
import { clashOfCultures as game } from "../../engine/games/clash-of-cultures/index.ts";
import type { CocState } from "../../engine/games/clash-of-cultures/state.ts";

const { values: args } = parseArgs({
  options: {
    games: { type: "string", default: "20" },
    players: { type: "string", default: "4" },
    seed: { type: "string", default: "bench" },
    events: { type: "string", default: "all" },
    bot: { type: "string", default: "random" },
    "view-every": { type: "string", default: "10" },
    "max-moves": { type: "string", default: "100000" },
    warmup: { type: "string", default: "3" },
  },
  strict: true,
});

const games = Number(args.games);
const players = Number(args.players);
const viewEvery = Number(args["view-every"]);
const maxMoves = Number(args["max-moves"]);
const options = game.optionsSchema.parse({ events: args.events });

function pct(xs: number[], p: number): number {
  if (!xs.length) return 0;
  const sorted = Float64Array.from(xs).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const round = (x: number) => Math.round(x * 10) / 10;

const applyAll: number[] = [];
const endTurn: number[] = [];
const byType = new Map<string, number[]>();
const views: number[] = [];
const gameMs: number[] = [];
const movesPerGame: number[] = [];
const errors: string[] = [];
const steady: number[] = [];
const steadyEndTurn: number[] = [];

// Warm up the JIT on one short game so the first measured game is not dominated by compilation.
function playGame(seed: string, measure: boolean) {
  const t0 = performance.now();
  let state = game.setup({ players, options, seed }) as CocState;
  const bots = Array.from({ length: players }, (_, s) => makeBot(game, `${seed}/bot${s}`, args.bot === "random" ? undefined : args.bot));
  let moves = 0;
  const replay: [CocState, number, Move][] = [];
  while (!game.outcome(state)) {
    if (moves >= maxMoves) {
      errors.push(`${seed}: no outcome after ${maxMoves} moves`);
      break;
    }
    const prompt = game.pending(state)[0];
    if (!prompt) {
      errors.push(`${seed}: no prompt pending`);
      break;
    }
    const move = bots[prompt.seat].choose(state, prompt.seat) as Move | null;
    if (!move) {
      errors.push(`${seed}: seat ${prompt.seat} has no legal move`);
      break;
    }
    const a = performance.now();
    const r = game.apply(state, prompt.seat, move);
    const dt = (performance.now() - a) * 1000;
    if (isRuleError(r)) {
      errors.push(`${seed}: legal move rejected: ${r.message} (${JSON.stringify(move)})`);
      break;
    }
    if (measure) {
      replay.push([state, prompt.seat, move]);
      applyAll.push(dt);
      if (move.type === "end-turn") endTurn.push(dt);
      let list = byType.get(move.type);
      if (!list) byType.set(move.type, (list = []));
      list.push(dt);
      if (moves % viewEvery === 0) {
        for (let seat = 0; seat < players; seat++) {
          const v = performance.now();
          game.view(r.state, seat);
          views.push((performance.now() - v) * 1000);
        }
      }
    }
    state = r.state;
    moves++;
  }
  if (measure) {
    gameMs.push(performance.now() - t0);
    movesPerGame.push(moves);
    for (const [s, seat, move] of replay) {
      let best = Infinity;
      for (let k = 0; k < 3; k++) {
        const a = performance.now();
        game.apply(s, seat, move);
        best = Math.min(best, (performance.now() - a) * 1000);
      }
      steady.push(best);
      if (move.type === "end-turn") steadyEndTurn.push(best);
    }
  }
}

for (let w = 0; w < Number(args.warmup); w++) playGame(`${args.seed}/warmup${w}`, false);
for (let g = 0; g < games; g++) {
  playGame(`${args.seed}/${g}`, true);
  process.stderr.write(`game ${g + 1}/${games}: ${round(gameMs.at(-1) ?? 0)} ms, ${movesPerGame.at(-1)} moves\n`);
}

const meanGame = gameMs.reduce((a, b) => a + b, 0) / Math.max(1, gameMs.length);
const result = {
  games,
  players,
  options,
  bot: args.bot,
  movesPerGame: Math.round(movesPerGame.reduce((a, b) => a + b, 0) / Math.max(1, movesPerGame.length)),
  applyUs: { p50: round(pct(applyAll, 50)), p99: round(pct(applyAll, 99)), max: round(pct(applyAll, 100)), endTurnP50: round(pct(endTurn, 50)), endTurnP99: round(pct(endTurn, 99)) },
  steadyApplyUs: { p50: round(pct(steady, 50)), p99: round(pct(steady, 99)), max: round(pct(steady, 100)), endTurnP50: round(pct(steadyEndTurn, 50)) },
  viewUs: { p50: round(pct(views, 50)), p99: round(pct(views, 99)) },
  gameMs: { mean: round(meanGame), p50: round(pct(gameMs, 50)), max: round(pct(gameMs, 100)) },
  gamesPerSecPerCore: round(1000 / Math.max(1e-9, meanGame)),
  byType: Object.fromEntries(
    [...byType].sort((a, b) => pct(b[1], 99) - pct(a[1], 99)).map(([type, xs]) => [type, { n: xs.length, p50: round(pct(xs, 50)), p99: round(pct(xs, 99)) }]),
  ),
  errors: errors.slice(0, 10),
};
process.stdout.write(JSON.stringify(result) + "\n");
