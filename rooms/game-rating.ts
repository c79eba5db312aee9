/**
 * Which games change ratings, and the change. A game is rated when its `rated` flag says so (the host's choice;
 * by default public games without bots, docs/architecture.md "Ratings"), and then only its people are rated,
 * among themselves: the seats that started as bots are left out, since a bot's result says nothing about a
 * person. It takes at least two different accounts, every person's seat having one (an unknown player cannot be
 * rated, and leaving them out would rate a game against someone who does not count), and no account in two seats
 * (it would rate itself). A resignation is rated at once as a loss (`rateResignation`).
 */
import type { Outcome, Seat } from "../engine/core/types.ts";
import type { ServerMessages } from "../engine/core/protocol.ts";
import type { Storage, StoredGame } from "../server/storage/types.ts";
import { rateByPlaces } from "./glicko.ts";

/** A stored game's rated flag; a game stored before the host could choose was rated unless private. */
export function isRated(game: Pick<StoredGame, "rated" | "mode">): boolean {
  return game.rated ?? game.mode !== "private";
}

/** The rated seats of a rated game and their accounts (seat → account), else null. */
export function ratedAccounts(game: StoredGame): Map<Seat, string> | null {
  if (!isRated(game)) return null;
  const people = new Map<Seat, string>();
  for (const [seat, s] of game.seats.entries()) {
    if (s.bot) continue;
    if (!s.accountId) return null;
    people.set(seat, s.accountId);
  }
  const accounts = [...people.values()];
  if (accounts.length < 2 || new Set(accounts).size !== accounts.length) return null;
  return people;
}

/**
 * Updates the ratings of a finished game's players, once per stored game (a repeat finds it rated and answers
 * null, as an unrated game does); the message for the table otherwise.
 */
export async function rateFinishedGame(storage: Storage, game: StoredGame, outcome: Outcome): Promise<ServerMessages["ratings"] | null> {
  const people = ratedAccounts(game);
  if (!people) return null;
  const places = outcome.ranking.map((group) => group.filter((seat) => people.has(seat)).map((seat) => people.get(seat)!)).filter((g) => g.length);
  return rate(storage, game, people, places);
}

/**
 * A resignation in a rated game is that player's loss to every other rated player, rated at once: the seat then
 * belongs to a bot, so the game's end rates nothing more. Without it, resigning a lost game would dodge the
 * rating. Call it before the seat is released, so a retry after a failure still finds the game rated.
 */
export async function rateResignation(storage: Storage, game: StoredGame, seat: Seat): Promise<ServerMessages["ratings"] | null> {
  const people = ratedAccounts(game);
  const resigner = people?.get(seat);
  if (!people || !resigner) return null;
  return rate(storage, game, people, [[...people.values()].filter((a) => a !== resigner), [resigner]]);
}

async function rate(storage: Storage, game: StoredGame, people: Map<Seat, string>, places: string[][]): Promise<ServerMessages["ratings"] | null> {
  const changes = await storage.ratings.rateGame(game.id, game.game, [...people.values()], (current) => rateByPlaces(places, current));
  if (!changes) return null;
  const byAccount = new Map(changes.map((c) => [c.accountId, c]));
  return {
    game: game.game,
    seats: [...people].map(([seat, id]) => {
      const c = byAccount.get(id)!;
      return { seat, before: c.before && Math.round(c.before.rating), after: Math.round(c.after.rating) };
    }),
  };
}
