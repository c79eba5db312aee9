/**
 * The rating arithmetic: Glicko-2 by the kept `glicko2` package (MIT). A finished game is one rating period
 * for its players; a game of more than two is counted as every pair's match (the package's "race"), by place.
 */
import glicko2 from "glicko2";
import type { Rating } from "../server/storage/rating-types.ts";

/** Glickman's suggested start: 1500, deviation 350, volatility 0.06; tau 0.5 constrains volatility changes. */
export const NEWCOMER: Readonly<Rating> = { rating: 1500, rd: 350, volatility: 0.06, games: 0 };
const TAU = 0.5;

/**
 * New ratings after one game. `places` lists the accounts by finishing place, ties sharing a group (the
 * outcome's ranking); `current` holds each one's rating, null for a newcomer.
 */
export function rateByPlaces(places: string[][], current: Map<string, Rating | null>): Map<string, Rating> {
  const system = new glicko2.Glicko2({ tau: TAU, rating: NEWCOMER.rating, rd: NEWCOMER.rd, vol: NEWCOMER.volatility });
  const players = new Map<string, glicko2.Player>();
  for (const id of places.flat()) {
    const r = current.get(id) ?? NEWCOMER;
    players.set(id, system.makePlayer(r.rating, r.rd, r.volatility));
  }
  system.updateRatings(system.makeRace(places.map((group) => group.map((id) => players.get(id)!))));
  const next = new Map<string, Rating>();
  for (const [id, p] of players) {
    next.set(id, { rating: p.getRating(), rd: p.getRd(), volatility: p.getVol(), games: (current.get(id)?.games ?? 0) + 1 });
  }
  return next;
}
