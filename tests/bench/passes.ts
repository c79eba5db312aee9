/**
 * Work for callgrind to count: `node tests/bench/passes.ts [--game clash-of-cultures|new-dawn|through-the-ages]
 * [--mode legal|apply|typical|replay|replay-legal|replay-view|game] [--passes R] [--seeds cg/0,cg/1] [--players 4] [--options JSON] [--types a,b]
 * [--warmup W]`.
 * Records the decisions of random-bot games of the game (one per seed), runs the chosen work over them W times (5 by
 * default) to warm up, prints `ready <pid> <decisions>` on stderr, waits until the file `<go-dir>/go-<pid>` exists, then runs R
 * passes and exits:
 * - legal: one `legalMoves` call per recorded decision, for the seat asked (values kept per state object are warm:
 *   the bot asked the same while recording; replay-legal counts them cold);
 * - apply: each recorded move applied to the state it was chosen in;
 * - typical: the same for the game's typical moves only, as `bench:engine` counts them (benched-games.ts);
 *   `--types collect,move` keeps only those move types; `--count collect,move` warms up on all of them and counts
 *   only those (what is warmed and compiled changes with the mix: a count under `--types` differs from the same
 *   moves' share of the whole set); give it passes enough that their work dwarfs one garbage collection of the
 *   warm-up's leavings (Through the Ages' take-card: −13k a move at 4 passes, 46.1k twice at 24);
 * - replay: each game's moves applied again from setup, so every state is new and shares what the move did not
 *   change with the state before, as in play; replay-legal adds one `legalMoves` call for the deciding seat of
 *   each new state, replay-view every seat's view of it: their costs are the differences from replay;
 * - game: each seed's game played again from setup, bots choosing (the random game of `bench:engine`), with nothing
 *   recorded beforehand (recorded states would stay alive through the passes and tax every collection).
 * `npm run bench:count` runs it under callgrind and prints the instructions per unit of work; by hand: under
 * `valgrind --tool=callgrind --instr-atstart=no node --single-threaded --predictable`, switch counting on with
 * `callgrind_control -i on <pid>` once it is ready, then create the go file: the count is then R passes plus a
 * fixed part (measure it with `--passes 0`). Until 26 Nov this was tests/bench/clash-passes.ts, for Clash only.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { makeBot } from "../../engine/core/bots.ts";
import { isRuleError, type Move, type Seat } from "../../engine/core/types.ts";
import { benchedGame } from "./benched-games.ts";

const { values: args } = parseArgs({
  options: {
    game: { type: "string", default: "clash-of-cultures" },
    mode: { type: "string", default: "typical" },
    passes: { type: "string", default: "1" },
    seeds: { type: "string", default: "cg/0,cg/1" },
    players: { type: "string", default: "4" },
    options: { type: "string" },
    "go-dir": { type: "string", default: "/tmp" },
    types: { type: "string" },
    count: { type: "string" },
    warmup: { type: "string", default: "5" },
  },
  strict: true,
});
const benched = benchedGame(args.game!);
const game = benched.game;
const seeds = args.seeds!.split(",");
const players = Number(args.players);
const options = args.options ? game.optionsSchema.parse(JSON.parse(args.options)) : benched.options;

interface Decision { state: unknown; seat: Seat; move: Move; typical: boolean }

/** Plays one random-bot game; `record` receives every decision. */
function play(seed: string, record?: Decision[]): number {
  let state = game.setup({ players, options, seed });
  const bots = Array.from({ length: players }, (_, s) => makeBot(game, `${seed}/bot${s}`));
  let moves = 0;
  while (!game.outcome(state)) {
    const prompt = game.pending(state)[0];
    const seat = prompt.seat;
    const move = bots[seat].choose(state, seat)!;
    const r = game.apply(state, seat, move);
    if (isRuleError(r)) throw new Error(`${seed}: ${r.message}`);
    record?.push({ state, seat, move, typical: benched.typical(prompt, move, r.events) });
    state = r.state;
    moves++;
  }
  return moves;
}

// The game mode records nothing: recorded states (and what queries kept on them) would stay alive through its passes,
// making every collection dearer than in play, where a table keeps one state (bench:engine keeps only the moves).
const games = seeds.map((seed) => {
  const decisions: Decision[] = [];
  if (args.mode !== "game") play(seed, decisions);
  return { seed, decisions };
});
const decisions = games.flatMap((g) => g.decisions);
const only = args.types?.split(",");
const typicalMoves = decisions.filter((d) => d.typical && (!only || only.includes(d.move.type)));
/** With `--count`: the moves the counted passes of apply and typical apply (the warm-up applies them all). */
const counted = args.count?.split(",");
const countedOf = (list: Decision[]) => (counted ? list.filter((d) => counted.includes(d.move.type)) : list);

/** Applies every game's recorded moves again from setup; `each` sees every new state. */
function replay(each?: (state: unknown) => void) {
  for (const g of games) {
    let state = game.setup({ players, options, seed: g.seed });
    for (const d of g.decisions) {
      const r = game.apply(state, d.seat, d.move);
      if (isRuleError(r)) throw new Error(`${g.seed}: ${r.message}`);
      state = r.state;
      each?.(state);
    }
  }
}

let sink = 0;
const applyEach = (list: Decision[]) => { for (const d of list) sink += isRuleError(game.apply(d.state, d.seat, d.move)) ? 0 : 1; };
/** Each mode's pass; `counting` tells the counted passes from the warm-up (`--count`). */
const work: Record<string, (counting: boolean) => void> = {
  legal: () => { for (const d of decisions) sink += game.legalMoves(d.state, d.seat).length; },
  apply: (counting) => applyEach(counting ? countedOf(decisions) : decisions),
  typical: (counting) => applyEach(counting ? countedOf(typicalMoves) : typicalMoves),
  replay: () => replay(),
  "replay-legal": () => replay((s) => { for (const p of game.pending(s)) sink += game.legalMoves(s, p.seat).length; }),
  "replay-view": () => replay((s) => { for (let seat = 0; seat < players; seat++) sink += game.view(s, seat) ? 1 : 0; }),
  game: () => { for (const g of games) sink += play(g.seed); },
};
const pass = work[args.mode!];
if (!pass) throw new Error(`--mode: one of ${Object.keys(work).join(", ")}`);
if (counted && args.mode !== "apply" && args.mode !== "typical") throw new Error("--count: only with --mode apply or typical");
for (let w = 0; w < Number(args.warmup); w++) pass(false);

/** What one pass counts (decisions, but for these), for bench:count to divide by. */
const units: Record<string, number> = { apply: countedOf(decisions).length, typical: countedOf(typicalMoves).length, game: seeds.length };
const go = `${args["go-dir"]}/go-${process.pid}`;
process.stderr.write(`ready ${process.pid} ${decisions.length} (${typicalMoves.length} typical) units ${units[args.mode!] ?? decisions.length}\n`);
const poll = () => {
  if (!existsSync(go)) return void setTimeout(poll, 20);
  for (let r = 0; r < Number(args.passes); r++) pass(true);
  process.stderr.write(`done ${sink}\n`);
};
poll();
