/**
 * Which games change ratings, and the change. A game is rated when it was public (quick match or a listed lobby)
 * and every seat is a person's account, at least two different ones: a bot's result says nothing about a person,
 * and one account in two seats would rate itself. A resignation is rated at once as a loss (`rateResignation`).
 */
import type { Outcome, Seat } from "../engine/core/types.ts";
import type { ServerMessages } from "../engine/core/protocol.ts";
import type { Storage, StoredGame } from "../server/storage/types.ts";
import { rateByPlaces } from "./glicko.ts";

/** The seats' accounts of a rated game, else null. */
export function ratedAccounts(game: StoredGame): string[] | null {
  if (game.mode === "private") return null;
  const accounts = game.seats.map((s) => (s.bot ? null : s.accountId ?? null));
  if (accounts.some((a) => a === null)) return null;
  if (new Set(accounts).size !== accounts.length || accounts.length < 2) return null;
  return accounts as string[];
}

/**
 * Updates the ratings of a finished game's players, once per stored game (a repeat finds it rated and answers
 * null, as an unrated game does); the message for the table otherwise.
 */
export async function rateFinishedGame(storage: Storage, game: StoredGame, outcome: Outcome): Promise<ServerMessages["ratings"] | null> {
  const accounts = ratedAccounts(game);
  if (!accounts) return null;
  return rate(storage, game, accounts, outcome.ranking.map((group) => group.map((seat: Seat) => accounts[seat])));
}

/**
 * A resignation in a rated game is that player's loss to every other player, rated at once: the seat then
 * belongs to a bot, so the game's end rates nothing more. Without it, resigning a lost game would dodge the
 * rating. Call it before the seat is released, so a retry after a failure still finds the game rated.
 */
export async function rateResignation(storage: Storage, game: StoredGame, seat: Seat): Promise<ServerMessages["ratings"] | null> {
  const accounts = ratedAccounts(game);
  if (!accounts) return null;
  return rate(storage, game, accounts, [accounts.filter((_, s) => s !== seat), [accounts[seat]]]);
}

async function rate(storage: Storage, game: StoredGame, accounts: string[], places: string[][]): Promise<ServerMessages["ratings"] | null> {
  const changes = await storage.ratings.rateGame(game.id, game.game, accounts, (current) => rateByPlaces(places, current));
  if (!changes) return null;
  const bySeat = new Map(changes.map((c) => [c.accountId, c]));
  return {
    game: game.game,
    seats: accounts.map((id, seat) => {
      const c = bySeat.get(id)!;
      return { seat, before: c.before && Math.round(c.before.rating), after: Math.round(c.after.rating) };
    }),
  };
}
