/** Bots play whole games against each other: used by the CLI, property tests and benchmarks. */
import { makeBot } from "./bots.ts";
import { stateHash } from "./hash.ts";
import { step, startMatch, type MoveRecord } from "./match.ts";
import { isRuleError, type AnyGame, type Bot, type Move, type Outcome } from "./types.ts";

export interface SelfplayGame {
  seed: string;
  moves: MoveRecord[];
  outcome: Outcome | null;
  hash: string;
  error?: string;
  /** Milliseconds each `choose` took, per seat (only with `timeChoices`). */
  chooseMs?: number[][];
}

export interface SelfplayOptions {
  players: number;
  seed: string;
  options?: unknown;
  /** Bot name per seat (default: random). */
  bots?: (string | undefined)[];
  /** Safety bound: a game longer than this counts as not completed. */
  maxMoves?: number;
  /** Record how long every `choose` call takes (`SelfplayGame.chooseMs`). */
  timeChoices?: boolean;
}

export function playOne(game: AnyGame, opts: SelfplayOptions): SelfplayGame {
  const maxMoves = opts.maxMoves ?? 100_000;
  const started = startMatch(game, opts.players, opts.options ?? {}, opts.seed);
  if (isRuleError(started)) return { seed: opts.seed, moves: [], outcome: null, hash: "", error: started.message };
  const bots: Bot<unknown, Move>[] = [];
  for (let s = 0; s < opts.players; s++) bots.push(makeBot(game, `${opts.seed}/bot${s}`, opts.bots?.[s]));
  let state = started.state;
  const moves: MoveRecord[] = [];
  const chooseMs: number[][] | undefined = opts.timeChoices ? Array.from({ length: opts.players }, () => []) : undefined;
  while (!game.outcome(state) && moves.length < maxMoves) {
    const prompt = game.pending(state)[0];
    if (!prompt) return { seed: opts.seed, moves, outcome: null, hash: stateHash(state), error: "no prompt pending in an unfinished game" };
    const t0 = chooseMs ? performance.now() : 0;
    const move = bots[prompt.seat].choose(state, prompt.seat);
    if (chooseMs) chooseMs[prompt.seat].push(performance.now() - t0);
    if (!move) return { seed: opts.seed, moves, outcome: null, hash: stateHash(state), error: `seat ${prompt.seat} has a prompt but no legal move` };
    const result = step(game, state, prompt.seat, move);
    if (isRuleError(result)) {
      return { seed: opts.seed, moves, outcome: null, hash: stateHash(state), error: `legal move rejected: ${result.code}: ${result.message} (${JSON.stringify(move)})` };
    }
    moves.push({ seat: prompt.seat, move });
    state = result.state;
  }
  const outcome = game.outcome(state);
  return { seed: opts.seed, moves, outcome, hash: stateHash(state), error: outcome ? undefined : `no outcome after ${maxMoves} moves`, ...(chooseMs ? { chooseMs } : {}) };
}
