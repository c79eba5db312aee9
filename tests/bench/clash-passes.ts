/**
 * Work for callgrind to count (docs/performance.md, "A third pass"): `node tests/bench/clash-passes.ts [--mode
 * legal|apply|game] [--passes R] [--seeds cg/0,cg/1]`. Records the decisions of random 4-player Clash games (the
 * random bot, one game per seed), runs the chosen work over them 5 times to warm up, prints `ready <pid>
 * <decisions>` on stderr, waits until the file `<go-dir>/go-<pid>` exists, then runs R passes and exits:
 * - legal: one `legalMoves` call per recorded decision, for the seat asked;
 * - apply: each recorded move applied to the state it was chosen in;
 * - typical: the same for the typical moves only (as `bench:engine` counts them: every answer to a "choose" or
 *   "pay" prompt, and at a "turn" prompt collect, advance, end-turn, move, move-group, move-done, recruit, construct);
 *   `--types collect,move` keeps only those types;
 * - game: each seed's game played again from setup, bots choosing (the random game of `bench:engine`).
 * Under `valgrind --tool=callgrind --instr-atstart=no node --single-threaded --predictable`, switch counting on
 * with `callgrind_control -i on <pid>` once it is ready, then create the go file: the count is then R passes plus a
 * fixed part (measure it with `--passes 0`).
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { makeBot } from "../../engine/core/bots.ts";
import { isRuleError, type Move, type Seat } from "../../engine/core/types.ts";
import { clashOfCultures as game } from "../../engine/games/clash-of-cultures/index.ts";
import type { CocState } from "../../engine/games/clash-of-cultures/base/state.ts";

const { values: args } = parseArgs({
  options: {
    mode: { type: "string", default: "legal" },
    passes: { type: "string", default: "1" },
    seeds: { type: "string", default: "cg/0,cg/1" },
    expansion: { type: "boolean", default: false },
    "go-dir": { type: "string", default: "/tmp" },
    types: { type: "string" },
  },
  strict: true,
});
const seeds = args.seeds!.split(",");
const options = game.optionsSchema.parse({ expansion: args.expansion });
/** As in bench/engine.ts: the move types counted as typical at a "turn" prompt. */
const TYPICAL_TURN_TYPES = new Set(["collect", "advance", "end-turn", "move", "move-group", "move-done", "recruit", "construct"]);

/** Plays one random 4-player game; `record` receives every decision. */
function play(seed: string, record?: [CocState, Seat, Move, boolean][]): number {
  let state = game.setup({ players: 4, options, seed });
  const bots = [0, 1, 2, 3].map((s) => makeBot(game, `${seed}/bot${s}`));
  let moves = 0;
  while (!game.outcome(state)) {
    const prompt = game.pending(state)[0];
    const seat = prompt.seat;
    const move = bots[seat].choose(state, seat)!;
    record?.push([state, seat, move, prompt.kind !== "turn" || TYPICAL_TURN_TYPES.has(move.type)]);
    const r = game.apply(state, seat, move);
    if (isRuleError(r)) throw new Error(`${seed}: ${r.message}`);
    state = r.state;
    moves++;
  }
  return moves;
}

const decisions: [CocState, Seat, Move, boolean][] = [];
for (const seed of seeds) play(seed, decisions);
const only = args.types?.split(",");
const typicalMoves = decisions.filter((d) => d[3] && (!only || only.includes(d[2].type)));

let sink = 0;
const work: Record<string, () => void> = {
  legal: () => { for (const [s, seat] of decisions) sink += game.legalMoves(s, seat).length; },
  apply: () => { for (const [s, seat, move] of decisions) sink += isRuleError(game.apply(s, seat, move)) ? 0 : 1; },
  typical: () => { for (const [s, seat, move] of typicalMoves) sink += isRuleError(game.apply(s, seat, move)) ? 0 : 1; },
  game: () => { for (const seed of seeds) sink += play(seed); },
};
const pass = work[args.mode!];
if (!pass) throw new Error(`--mode: one of ${Object.keys(work).join(", ")}`);
for (let w = 0; w < 5; w++) pass();

const go = `${args["go-dir"]}/go-${process.pid}`;
process.stderr.write(`ready ${process.pid} ${decisions.length} (${typicalMoves.length} typical)\n`);
const poll = () => {
  if (!existsSync(go)) return void setTimeout(poll, 20);
  for (let r = 0; r < Number(args.passes); r++) pass();
  process.stderr.write(`done ${sink}\n`);
};
poll();
