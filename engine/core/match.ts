/**
 * Running a game through the contract: option parsing, move validation, turn checks and replay. The
 * room, the CLI, bots and tests all go through these, so a move is judged the same way everywhere.
 */
import { stateHash } from "./hash.ts";
import { platformText } from "./messages.ts";
import { isRuleError, ruleError, type AnyGame, type ApplyOk, type ApplyResult, type Move, type Outcome, type RuleError, type Seat } from "./types.ts";
import { isApplied } from "./undo.ts";

export interface MoveRecord {
  seat: Seat;
  move: Move;
  /** Set on a move its seat took back: the log index of the undo entry (./undo.ts). Replay skips the move. */
  undone?: number;
}

/** Everything needed to rebuild a game: persisted per game, and the input of `engine replay`. */
export interface MatchRecord {
  game: string;
  options: unknown;
  seed: string;
  players: number;
  moves: MoveRecord[];
}

/** A schema check's findings, in English: "path: what is wrong" (`root` names an empty path). */
export function schemaIssues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }, root = ""): string {
  return error.issues.map((i) => `${i.path.map(String).join(".") || root}: ${i.message}`).join("; ");
}

/** Validates options and player count, then sets the game up. */
export function startMatch(game: AnyGame, players: number, rawOptions: unknown, seed: string): { state: unknown; options: unknown } | RuleError {
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    return ruleError("bad-options", platformText("core.playerCount", { game: game.name.en, min: game.minPlayers, max: game.maxPlayers, n: players }));
  }
  const parsed = game.optionsSchema.safeParse(rawOptions ?? {});
  if (!parsed.success) return ruleError("bad-options", platformText("core.badOptions", { details: schemaIssues(parsed.error, "options") }));
  return { state: game.setup({ players, options: parsed.data, seed }), options: parsed.data };
}

/** One move by `seat`, checked for shape, game over and turn before the game's own rules see it. */
export function step(game: AnyGame, state: unknown, seat: Seat, rawMove: unknown): ApplyResult<unknown> {
  const parsed = game.moveSchema.safeParse(rawMove);
  if (!parsed.success) return ruleError("bad-move", platformText("core.badMove", { details: schemaIssues(parsed.error, "move") }));
  if (game.outcome(state)) return ruleError("game-over", platformText("core.gameOver"));
  if (!game.pending(state).some((p) => p.seat === seat)) return ruleError("not-your-turn", platformText("core.notYourDecision"));
  try {
    return game.apply(state, seat, parsed.data);
  } catch (err) {
    // A throw here is an engine bug, not a player error; report it without touching the state.
    return ruleError("engine-error", platformText("core.engineError", { details: (err as Error).message }));
  }
}

export class ReplayError extends Error {
  readonly index: number;
  readonly ruleError: RuleError;
  constructor(index: number, error: RuleError) {
    super(`move ${index}: ${error.code}: ${error.message}`);
    this.index = index;
    this.ruleError = error;
  }
}

export interface ReplayResult {
  state: unknown;
  hash: string;
  outcome: Outcome | null;
}

/**
 * Rebuilds a game from its record; throws `ReplayError` at the first move that does not apply. Moves taken back
 * and undo entries are skipped (./undo.ts); `onStep` sees every applied move's result and the state before it.
 */
export function replay(game: AnyGame, record: Omit<MatchRecord, "game">, onStep?: (index: number, result: ApplyOk<unknown>, before: unknown) => void): ReplayResult {
  const started = startMatch(game, record.players, record.options, record.seed);
  if (isRuleError(started)) throw new ReplayError(-1, started);
  let state = started.state;
  record.moves.forEach((entry, index) => {
    if (!isApplied(entry)) return;
    const result = step(game, state, entry.seat, entry.move);
    if (isRuleError(result)) throw new ReplayError(index, result);
    onStep?.(index, result, state);
    state = result.state;
  });
  return { state, hash: stateHash(state), outcome: game.outcome(state) };
}
