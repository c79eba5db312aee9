/** Bots use only the game contract. The random bot plays a uniformly random legal move. */
import { Rng, seedRng } from "./rng.ts";
import type { AnyGame, Bot, Move, Seat } from "./types.ts";

export function randomBot(game: AnyGame, seed: string): Bot<unknown, Move> {
  const rng = new Rng(seedRng(seed));
  return {
    choose(state: unknown, seat: Seat) {
      const moves = game.legalMoves(state, seat);
      return moves.length ? rng.pick(moves) : null;
    },
  };
}

/** The game's named bot when it has one, else the random bot. */
export function makeBot(game: AnyGame, seed: string, name?: string): Bot<unknown, Move> {
  const factory = name ? game.bots?.[name] : undefined;
  return factory ? factory(seed) : randomBot(game, seed);
}

/**
 * The bot that plays a seat at a table (filled with bots, or taken over when its player is away): the game's
 * own, its first named bot, which people enjoy playing against; the random bot where a game has none.
 */
export function tableBot(game: AnyGame, seed: string): Bot<unknown, Move> {
  return makeBot(game, seed, Object.keys(game.bots ?? {})[0]);
}

/** The seat a bot should answer for next: the first seat with a pending prompt. */
export function nextSeatToAct(game: AnyGame, state: unknown): Seat | null {
  const prompts = game.pending(state);
  return prompts.length ? prompts[0].seat : null;
}
