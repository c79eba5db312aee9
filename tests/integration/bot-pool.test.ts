/** Bots of the built-in games think in worker threads, and choose exactly what they would on the event loop. */
import { afterAll, describe, expect, it } from "vitest";
import { createBotThinker } from "../../rooms/bot-pool.ts";
import { tableBot } from "../../engine/core/bots.ts";
import { startMatch, step } from "../../engine/core/match.ts";
import { isRuleError, type AnyGame, type Move } from "../../engine/core/types.ts";
import { builtInGames } from "../../engine/games/index.ts";
import { diceRace } from "../fixtures/dice-race.ts";

const threads = createBotThinker(2);
const onLoop = createBotThinker(0);
afterAll(async () => { await threads.close(); await onLoop.close(); });

/** Plays `moves` moves of a 4-player game, every seat's bot asked through `ask`; returns the moves chosen. */
async function play(game: AnyGame, moves: number, ask: (key: string, seed: string, state: unknown, seat: number) => Promise<Move | null>) {
  const started = startMatch(game, Math.min(4, game.maxPlayers), {}, "pool");
  if (isRuleError(started)) throw new Error(started.message);
  let state = started.state;
  const chosen: (Move | null)[] = [];
  for (let i = 0; i < moves && !game.outcome(state); i++) {
    const seat = game.pending(state)[0].seat;
    const move = await ask(`room/${seat}`, `seed/${seat}`, state, seat);
    chosen.push(move);
    const next = step(game, state, seat, move);
    if (isRuleError(next)) throw new Error(next.message);
    state = next.state;
  }
  return chosen;
}

describe("bot thinker", () => {
  it("plays a built-in game in worker threads move for move as the same bots on the event loop (each seat keeps its bot)", async () => {
    const game = builtInGames[0];
    const bots = new Map<string, ReturnType<typeof tableBot>>();
    const inline = await play(game, 150, async (key, seed, state, seat) => {
      if (!bots.has(key)) bots.set(key, tableBot(game, seed));
      return bots.get(key)!.choose(state, seat);
    });
    const threaded = await play(game, 150, (key, seed, state, seat) => threads.choose(game, key, seed, state, seat));
    expect(threaded).toEqual(inline);
    expect(inline.length).toBe(150);
    expect(threads.counts).toEqual({ threaded: 150, inline: 0 });
  }, 60_000);

  it("thinks on the event loop for games a worker cannot load, and when it has no threads", async () => {
    const game = diceRace as unknown as AnyGame;
    const a = await play(game, 30, (key, seed, state, seat) => threads.choose(game, key, seed, state, seat));
    const b = await play(game, 30, (key, seed, state, seat) => onLoop.choose(game, key, seed, state, seat));
    expect(a).toEqual(b);
    expect(threads.counts.inline).toBe(a.length);
    expect(onLoop.counts.inline).toBe(b.length);
  });

  it("starts a seat's bot afresh once forgotten", async () => {
    const game = builtInGames[0];
    const state = (startMatch(game, 4, {}, "fresh") as { state: unknown }).state;
    const seat = game.pending(state)[0].seat;
    const first = await threads.choose(game, "r/0", "s", state, seat);
    threads.forget("r/");
    expect(await threads.choose(game, "r/0", "s", state, seat)).toEqual(first);
    expect(first).toEqual(tableBot(game, "s").choose(state, seat));
  });
});
