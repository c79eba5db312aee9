/**
 * `npm run engine -- <command>`: the engine from the command line.
 *   replay <file.json>                                   final state hash, outcome, spectator view
 *   selfplay <game> --games N --players P --seed S [--bot NAME | --bots A,B,… [--rotate]] [--options JSON]
 *                                                        bots play N games; per-bot wins, scores, ms per choose
 *   catalog <game>                                       ids of the game's content by kind
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { replay, ReplayError } from "./core/match.ts";
import { playOne, type SelfplayGame } from "./core/selfplay.ts";
import type { AnyGame } from "./core/types.ts";
import { engineGames, gameRegistry } from "./games/index.ts";

const replayFile = z.object({
  game: z.string(),
  options: z.unknown().optional(),
  seed: z.string(),
  /** A seat count, or one name per seat. */
  seats: z.union([z.number().int().min(1), z.array(z.string()).min(1)]),
  moves: z.array(z.object({ seat: z.number().int().min(0), move: z.object({ type: z.string() }).catchall(z.unknown()) })),
});

export interface CliResult {
  code: number;
  out: string;
}

function lookup(games: Map<string, AnyGame>, id: string | undefined): AnyGame {
  const game = id ? games.get(id) : undefined;
  if (!game) throw new CliError(`unknown game "${id ?? ""}"; known: ${[...games.keys()].join(", ") || "(none)"}`);
  return game;
}

class CliError extends Error {}

/** The name of the core random bot, which every game has. */
const RANDOM = "random";

/** One bot name per seat: the names given, repeated over the seats; each must be "random" or one of the game's bots. */
function seatBots(game: AnyGame, names: string[], players: number): string[] {
  const known = [RANDOM, ...Object.keys(game.bots ?? {})];
  for (const n of names) if (!known.includes(n)) throw new CliError(`unknown bot "${n}" for ${game.id}; known: ${known.join(", ")}`);
  if (!Number.isInteger(players) || players < 1) throw new CliError(`bad --players "${players}"`);
  return Array.from({ length: players }, (_, s) => names[s % names.length]);
}

function percentile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
}

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

export interface BotResult {
  bot: string;
  /** Seats it played over all games (a bot in two seats of one game counts twice). */
  seats: number;
  /** First places; a tie for first between k seats gives each 1/k. */
  wins: number;
  /** First places held alone. */
  soleWins: number;
  /** wins / seats: 1/players for a bot no better than its opponents. */
  winRate: number;
  meanScore: number;
  /** Milliseconds per `choose` call over all its decisions. */
  chooseMs: { calls: number; mean: number; p50: number; p99: number; max: number };
}

/** Results per bot name over completed games (a game that ended in error counts for nobody). */
export function botResults(results: SelfplayGame[], seating: string[][]): BotResult[] {
  const byBot = new Map<string, { seats: number; wins: number; soleWins: number; score: number; ms: number[] }>();
  results.forEach((r, i) => {
    seating[i].forEach((bot, seat) => {
      const b = byBot.get(bot) ?? { seats: 0, wins: 0, soleWins: 0, score: 0, ms: [] };
      byBot.set(bot, b);
      for (const t of r.chooseMs?.[seat] ?? []) b.ms.push(t);
      if (!r.outcome) return;
      b.seats++;
      b.score += r.outcome.scores[seat];
      const first = r.outcome.ranking[0] ?? [];
      if (first.includes(seat)) {
        b.wins += 1 / first.length;
        if (first.length === 1) b.soleWins++;
      }
    });
  });
  return [...byBot].map(([bot, b]) => {
    const ms = b.ms.sort((x, y) => x - y);
    return {
      bot, seats: b.seats, wins: round(b.wins), soleWins: b.soleWins, winRate: round(b.wins / Math.max(1, b.seats)), meanScore: round(b.score / Math.max(1, b.seats), 2),
      chooseMs: { calls: ms.length, mean: round(ms.reduce((n, t) => n + t, 0) / Math.max(1, ms.length)), p50: round(percentile(ms, 0.5)), p99: round(percentile(ms, 0.99)), max: round(ms[ms.length - 1] ?? 0) },
    };
  });
}

export function runCli(argv: string[], games: AnyGame[]): CliResult {
  const registry = gameRegistry(games);
  const [command, ...rest] = argv;
  try {
    if (command === "replay") {
      const parsed = replayFile.safeParse(JSON.parse(readFileSync(rest[0] ?? "", "utf8")));
      if (!parsed.success) throw new CliError(`bad replay file: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
      const f = parsed.data;
      const game = lookup(registry, f.game);
      const players = typeof f.seats === "number" ? f.seats : f.seats.length;
      const r = replay(game, { players, seed: f.seed, options: f.options ?? {}, moves: f.moves });
      return { code: 0, out: JSON.stringify({ hash: r.hash, outcome: r.outcome, moves: f.moves.length, view: game.view(r.state, null) }) };
    }
    if (command === "selfplay") {
      const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: {
        games: { type: "string", default: "10" }, players: { type: "string", default: "2" }, seed: { type: "string", default: "1" }, bot: { type: "string" },
        bots: { type: "string" }, rotate: { type: "boolean", default: false }, options: { type: "string", default: "{}" },
      } });
      const game = lookup(registry, positionals[0]);
      const count = Number(values.games), players = Number(values.players);
      const options = JSON.parse(values.options!);
      if (values.bot !== undefined && values.bots !== undefined) throw new CliError("give either --bot (every seat) or --bots (one per seat), not both");
      const lineup = seatBots(game, values.bots !== undefined ? values.bots.split(",") : [values.bot ?? RANDOM], players);
      const started = performance.now();
      const results = [];
      const seating: string[][] = [];
      for (let i = 0; i < count; i++) {
        const seats = values.rotate ? lineup.map((_, s) => lineup[(s + lineup.length - (i % lineup.length)) % lineup.length]) : lineup;
        seating.push(seats);
        results.push(playOne(game, { players, seed: `${values.seed}:${i}`, options, bots: seats.map((b) => (b === RANDOM ? undefined : b)), timeChoices: true }));
      }
      const elapsed = performance.now() - started;
      const errors = results.filter((r) => r.error).map((r) => ({ seed: r.seed, error: r.error }));
      return { code: errors.length ? 1 : 0, out: JSON.stringify({
        games: count, completed: results.filter((r) => r.outcome).length, errors: errors.length,
        meanMoves: results.reduce((n, r) => n + r.moves.length, 0) / Math.max(1, count),
        msPerGame: elapsed / Math.max(1, count), stateHashes: results.map((r) => r.hash), errorDetails: errors.slice(0, 10),
        seating: values.rotate ? "rotated" : lineup, bots: botResults(results, seating),
      }) };
    }
    if (command === "catalog") {
      const game = lookup(registry, rest[0]);
      if (!game.catalog) throw new CliError(`${game.id} has no catalog`);
      return { code: 0, out: JSON.stringify(game.catalog()) };
    }
    throw new CliError("usage: engine replay <file.json> | selfplay <game> --games N --players P --seed S [--bot NAME | --bots A,B,… [--rotate]] [--options JSON] | catalog <game>");
  } catch (err) {
    if (err instanceof CliError || err instanceof ReplayError || err instanceof SyntaxError) return { code: 2, out: JSON.stringify({ error: err.message }) };
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { code: 2, out: JSON.stringify({ error: `no such file: ${rest[0]}` }) };
    throw err;
  }
}

if (import.meta.main) {
  const { code, out } = runCli(process.argv.slice(2), engineGames);
  process.stdout.write(out + "\n");
  process.exitCode = code;
}
