/**
 * Engine benchmark: `npm run bench:engine -- [--game clash-of-cultures|new-dawn|through-the-ages] [--games N] [--players P] [--seed S] [--events all|none] [--bot random|heuristic] [--scripted-runs R]`.
 *
 * Plays N seeded games of Clash of Cultures (or, with `--game new-dawn`, of A New Dawn: see "New Dawn" below)
 * between bots (random by default) through the game contract,
 * timing every `apply()`, every bot's `legalMoves()` call and `view()` for each seat of every new state; then plays a fixed scripted game R times. Prints one JSON object on stdout; progress goes to stderr:
 * - applyUs: p50/p99/max of apply() over all moves, and p50/p99 for a plain "end-turn", each timed on its
 *   first application inside the game loop, right after the bot chose it: the processor's caches then hold
 *   the other moves' code and data (in one game a turn ends only every few moves; a busy server ending
 *   turns in many rooms keeps that path warm);
 * - typicalApplyUs: p50/p99 and count of the same first applications over the typical moves only: every
 *   move that answers a "choose" or "pay" prompt, and at a "turn" prompt (the turn itself or a movement
 *   action) the types collect, advance, end-turn, move, move-group, move-done, recruit and construct.
 *   Left out: the rarer turn actions (influence, found-city, cards, wonders, trades, great persons, ...);
 * - byType: p50/p99 and count per move type of the first applications (to see what dominates);
 * - legalMovesUs: p50/p99 of one legalMoves(state, seat) call for the seat whose turn it is (the seat of
 *   pending(state)[0]): the bot's own call, the first one on that state (the bot sees the game through a
 *   wrapper that times it);
 * - viewUs: p50/p99 of view() for one seat, asked of every seat after every move as a room asks for its
 *   audiences (a view shares what is unchanged with the one before: engine/kit/derived.ts). `--view-every K`
 *   views only every K-th state instead (each view then starts cold; the figures before 26 Nov used K = 10);
 * - gameMs: mean/p50/max wall time of a whole game (setup, bots choosing with legalMoves, apply, the views), over
 *   the N games played after `--warmup W` games (default 40): on a freshly started process a Clash move costs two to
 *   three times as much in the first games as from about the 40th on, while V8 compiles the rarer rules as random
 *   games first reach them (docs/performance.md, "Warm and cold"). A server running many tables is past that in its
 *   first minute, so gameMs is the warm figure; the warm-up games, played and timed the same way, give coldGameMs
 *   (mean/p50 of the first W games after the start, other seeds). Before 28 Nov W was 3;
 * - gamesPerSecPerCore: 1000 / mean gameMs (the loop is single-threaded);
 * - steadyApplyUs: the same moves re-applied after each game, best of 3 runs each: p50/p99 and end-turn
 *   p50 without one-off GC pauses and JIT compilation (what a warm, unloaded server core would see);
 * - scriptedGameMs / scriptedMoves: p50/mean wall time (after 3 warmup runs) of one deterministic scripted
 *   4-player game (default options, seed "scripted", whatever --seed/--events say), setup included, and its
 *   number of moves (149 when written; the issue's "159-move game"). Script, through the contract only
 *   (pending, legalMoves, apply): in each turn the active player collects with one city (the first
 *   "collect" move), buys the first affordable advance (the first "advance" move in legalMoves order that
 *   applies), collects once with each other city while actions remain, then ends the turn; where
 *   "end-turn" is not legal yet (it is only once no action is left) and at every other prompt (choices,
 *   payments, movement) it plays the first legal move. It runs for 6 rounds (SCRIPTED_ROUNDS, two ages);
 *   with this seed the game ends there anyway (barbarians take a player's only city, so the second age's
 *   status phase ends it);
 * - movesPerGame, errors (games that did not finish cleanly, or a scripted move that was rejected).
 * Targets (issue): a typical move's first application p50 ≤ 10 µs, any move p99 ≤ 200 µs, one legalMoves
 * call p50 ≤ 20 µs, the 159-move scripted game ≤ 5 ms, a random 4-player game ≤ 15 ms.
 *
 * New Dawn: the same figures on its default options (first game's map). Its typical moves (typicalApplyUs) are
 * the plain ones: every move that does not end a turn (no TurnEnded event: the end of a turn runs the objective
 * check, the event dial, barbarians and the next turn's start in that move). There is no scripted game. Targets
 * (issue #13): a plain move p50 ≤ 10 µs, any move p99 ≤ 1 ms, a seat's view p50 ≤ 10 µs.
 *
 * Through the Ages: the same on its default options (with New Leaders & Wonders); its plain moves are every move
 * but "end-turn" (which runs production, the card row's refill and the next turn's start). Targets (issue #14): a
 * plain move p50 ≤ 10 µs, any move p99 ≤ 1 ms, a seat's view ≤ 10 µs.
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { makeBot } from "../../engine/core/bots.ts";
import { isRuleError, type Move } from "../../engine/core/types.ts";
import { clashOfCultures } from "../../engine/games/clash-of-cultures/index.ts";
import type { CocState } from "../../engine/games/clash-of-cultures/base/state.ts";
import { benchedGame } from "./benched-games.ts";

const { values: args } = parseArgs({
  options: {
    game: { type: "string", default: "clash-of-cultures" },
    games: { type: "string", default: "20" },
    players: { type: "string", default: "4" },
    seed: { type: "string", default: "bench" },
    events: { type: "string", default: "all" },
    bot: { type: "string", default: "random" },
    "view-every": { type: "string", default: "1" },
    "max-moves": { type: "string", default: "100000" },
    warmup: { type: "string", default: "40" },
    "scripted-runs": { type: "string", default: "20" },
  },
  strict: true,
});

const benched = benchedGame(args.game!, args.events);
const game = benched.game;
const games = Number(args.games);
const players = Number(args.players);
const viewEvery = Number(args["view-every"]);
const maxMoves = Number(args["max-moves"]);
const options = benched.options;

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
const coldGameMs: number[] = [];
const movesPerGame: number[] = [];
const errors: string[] = [];
const steady: number[] = [];
const steadyEndTurn: number[] = [];
const typical: number[] = [];
const legalUs: number[] = [];


/**
 * The game as the bots see it: the same contract, but the first legalMoves() call after `timeNextLegal` is
 * set (the bot's call for the state it is asked about) is timed into legalUs.
 */
let timeNextLegal = false;
const botGame: typeof game = {
  ...game,
  legalMoves(state, seat) {
    if (!timeNextLegal) return game.legalMoves(state, seat);
    timeNextLegal = false;
    const a = performance.now();
    const moves = game.legalMoves(state, seat);
    legalUs.push((performance.now() - a) * 1000);
    return moves;
  },
  bots: { heuristic: (seed) => benched.heuristic(botGame, seed) },
};

/** One random game, timed whole into `gameMs` when `measure`d, else into `coldGameMs` (the warm-up's games). */
function playGame(seed: string, measure: boolean) {
  const t0 = performance.now();
  let state = game.setup({ players, options, seed });
  const bots = Array.from({ length: players }, (_, s) => makeBot(botGame, `${seed}/bot${s}`, args.bot === "random" ? undefined : args.bot));
  let moves = 0;
  // Only the moves are kept while the game is timed: holding every state made each young-generation collection
  // copy all of them (a pause of tens of ms on a loaded host, landing on the moves' p99); a server keeps one.
  const log: [number, Move][] = [];
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
    timeNextLegal = measure;
    const move = bots[prompt.seat].choose(state, prompt.seat) as Move | null;
    timeNextLegal = false;
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
      log.push([prompt.seat, move]);
      applyAll.push(dt);
      if (move.type === "end-turn") endTurn.push(dt);
      if (benched.typical(prompt, move, r.events)) typical.push(dt);
      let list = byType.get(move.type);
      if (!list) byType.set(move.type, (list = []));
      list.push(dt);
    }
    // The warm-up views too: its games are timed as whole games alike.
    if (moves % viewEvery === 0) {
      for (let seat = 0; seat < players; seat++) {
        const v = performance.now();
        game.view(r.state, seat);
        if (measure) views.push((performance.now() - v) * 1000);
      }
    }
    state = r.state;
    moves++;
  }
  if (!measure) coldGameMs.push(performance.now() - t0);
  if (measure) {
    gameMs.push(performance.now() - t0);
    movesPerGame.push(moves);
    const replay: [unknown, number, Move][] = [];
    let at = game.setup({ players, options, seed });
    for (const [seat, move] of log) {
      replay.push([at, seat, move]);
      at = (game.apply(at, seat, move) as { state: unknown }).state;
    }
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

/** Rounds the scripted game runs for (age 1 round 1 is round 1; the status phase after a round belongs to it). */
const SCRIPTED_ROUNDS = 6;
const scriptedOptions = clashOfCultures.optionsSchema.parse({});

/** Plays the scripted game of Clash (see the header comment); returns its number of moves. */
function playScripted(): number {
  const game = clashOfCultures;
  let state = game.setup({ players: 4, options: scriptedOptions, seed: "scripted" }) as CocState;
  let moves = 0;
  let turnKey = "";
  let step = 0; // 0: first collect, 1: advance, 2: other cities' collects
  const collected = new Set<string>();
  while (!game.outcome(state) && (state.age - 1) * 3 + state.round <= SCRIPTED_ROUNDS) {
    const prompt = game.pending(state)[0];
    if (!prompt) {
      errors.push("scripted: no prompt pending");
      break;
    }
    const seat = prompt.seat;
    const legal = game.legalMoves(state, seat);
    let move: Move | undefined;
    let next: CocState | undefined;
    if (prompt.kind === "turn" && prompt.id === "turn") {
      const key = `${state.age}/${state.round}/${seat}`;
      if (key !== turnKey) {
        turnKey = key;
        step = 0;
        collected.clear();
      }
      if (step === 0) {
        step = 1;
        move = legal.find((m) => m.type === "collect");
      }
      if (!move && step === 1) {
        step = 2;
        for (const m of legal) {
          if (m.type !== "advance") continue;
          const r = game.apply(state, seat, m);
          if (isRuleError(r)) continue;
          move = m;
          next = r.state;
          break;
        }
      }
      if (!move && step === 2 && state.turn!.actionsLeft > 0) {
        move = legal.find((m) => m.type === "collect" && !collected.has((m as Move & { city: string }).city));
      }
      if (move?.type === "collect") collected.add((move as Move & { city: string }).city);
      move ??= legal.find((m) => m.type === "end-turn") ?? legal[0];
    } else {
      move = legal[0];
    }
    if (!move) {
      errors.push(`scripted: seat ${seat} has no legal move`);
      break;
    }
    if (!next) {
      const r = game.apply(state, seat, move);
      if (isRuleError(r)) {
        errors.push(`scripted: legal move rejected: ${r.message} (${JSON.stringify(move)})`);
        break;
      }
      next = r.state;
    }
    state = next;
    moves++;
  }
  return moves;
}

const scriptedMs: number[] = [];
let scriptedMoves = 0;
for (let w = 0; benched.scripted && w < 3; w++) playScripted();
for (let r = 0; benched.scripted && r < Number(args["scripted-runs"]); r++) {
  const a = performance.now();
  scriptedMoves = playScripted();
  scriptedMs.push(performance.now() - a);
}
if (benched.scripted) process.stderr.write(`scripted game: ${scriptedMoves} moves, p50 ${round(pct(scriptedMs, 50))} ms\n`);

const meanGame = gameMs.reduce((a, b) => a + b, 0) / Math.max(1, gameMs.length);
const result = {
  game: game.id,
  games,
  players,
  options,
  bot: args.bot,
  movesPerGame: Math.round(movesPerGame.reduce((a, b) => a + b, 0) / Math.max(1, movesPerGame.length)),
  applyUs: { p50: round(pct(applyAll, 50)), p99: round(pct(applyAll, 99)), max: round(pct(applyAll, 100)), endTurnP50: round(pct(endTurn, 50)), endTurnP99: round(pct(endTurn, 99)) },
  typicalApplyUs: { p50: round(pct(typical, 50)), p99: round(pct(typical, 99)), n: typical.length },
  legalMovesUs: { p50: round(pct(legalUs, 50)), p99: round(pct(legalUs, 99)), n: legalUs.length },
  steadyApplyUs: { p50: round(pct(steady, 50)), p99: round(pct(steady, 99)), max: round(pct(steady, 100)), endTurnP50: round(pct(steadyEndTurn, 50)) },
  viewUs: { p50: round(pct(views, 50)), p99: round(pct(views, 99)) },
  gameMs: { mean: round(meanGame), p50: round(pct(gameMs, 50)), max: round(pct(gameMs, 100)) },
  coldGameMs: { games: coldGameMs.length, mean: round(coldGameMs.reduce((a, b) => a + b, 0) / Math.max(1, coldGameMs.length)), p50: round(pct(coldGameMs, 50)) },
  gamesPerSecPerCore: round(1000 / Math.max(1e-9, meanGame)),
  scriptedGameMs: { p50: round(pct(scriptedMs, 50)), mean: round(scriptedMs.reduce((a, b) => a + b, 0) / Math.max(1, scriptedMs.length)) },
  scriptedMoves,
  byType: Object.fromEntries(
    [...byType].sort((a, b) => pct(b[1], 99) - pct(a[1], 99)).map(([type, xs]) => [type, { n: xs.length, p50: round(pct(xs, 50)), p99: round(pct(xs, 99)) }]),
  ),
  errors: errors.slice(0, 10),
};
process.stdout.write(JSON.stringify(result) + "\n");
