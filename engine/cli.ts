/**
 * `npm run engine -- <command>`: the engine from the command line.
 *   replay <file.json>                                   final state hash, outcome, spectator view
 *   selfplay <game> --games N --players P --seed S [--bot NAME] [--options JSON]   bots play N games
 *   catalog <game>                                       ids of the game's content by kind
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { replay, ReplayError } from "./core/match.ts";
import { playOne } from "./core/selfplay.ts";
import type { AnyGame } from "./core/types.ts";
import { builtInGames, gameRegistry } from "./games/index.ts";

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
        options: { type: "string", default: "{}" },
      } });
      const game = lookup(registry, positionals[0]);
      const count = Number(values.games), players = Number(values.players);
      const options = JSON.parse(values.options!);
      const started = performance.now();
      const results = [];
      for (let i = 0; i < count; i++) {
        results.push(playOne(game, { players, seed: `${values.seed}:${i}`, options, bots: Array(players).fill(values.bot) }));
      }
      const elapsed = performance.now() - started;
      const errors = results.filter((r) => r.error).map((r) => ({ seed: r.seed, error: r.error }));
      return { code: errors.length ? 1 : 0, out: JSON.stringify({
        games: count, completed: results.filter((r) => r.outcome).length, errors: errors.length,
        meanMoves: results.reduce((n, r) => n + r.moves.length, 0) / Math.max(1, count),
        msPerGame: elapsed / Math.max(1, count), stateHashes: results.map((r) => r.hash), errorDetails: errors.slice(0, 10),
      }) };
    }
    if (command === "catalog") {
      const game = lookup(registry, rest[0]);
      if (!game.catalog) throw new CliError(`${game.id} has no catalog`);
      return { code: 0, out: JSON.stringify(game.catalog()) };
    }
    throw new CliError("usage: engine replay <file.json> | selfplay <game> --games N --players P --seed S [--bot NAME] [--options JSON] | catalog <game>");
  } catch (err) {
    if (err instanceof CliError || err instanceof ReplayError || err instanceof SyntaxError) return { code: 2, out: JSON.stringify({ error: err.message }) };
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { code: 2, out: JSON.stringify({ error: `no such file: ${rest[0]}` }) };
    throw err;
  }
}

if (import.meta.main) {
  const { code, out } = runCli(process.argv.slice(2), builtInGames);
  process.stdout.write(out + "\n");
  process.exitCode = code;
}
