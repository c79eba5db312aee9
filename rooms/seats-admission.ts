/**
 * How many may come into a game room, and when that is decided. Colyseus locks a room once its
 * connections plus its *seat reservations* reach `maxClients`, and a locked room refuses every
 * `joinById` and is skipped by quick match. Anyone can make reservations over HTTP without ever
 * connecting (each holds for the seat reservation time), so no game room lets them count: `maxClients`
 * is unlimited and the room decides when the socket connects: a seat by its credential, a newcomer
 * while a lobby seat is free, a spectator while there are fewer than the limit. A quick match's lobby,
 * whose fullness matchmaking has to see, locks itself once people hold all its seats; a quick matcher
 * who reserved a seat in it together with others and connects last is turned away with `room-full`
 * and asks matchmaking again (client/src/net/net.ts).
 */
import { ServerError, type Client } from "@colyseus/core";

/** The room's `maxClients`: reservations never fill a room. */
export const MATCHMAKING_CAPACITY = Infinity;

/** Refuses a spectator when `maxSpectators` others already watch (`client` may already be listed). */
export function admitSpectator(clients: Iterable<Client>, client: Client, maxSpectators: number) {
  let watching = 0;
  for (const other of clients) if (other !== client && other.userData?.seat === null) watching++;
  if (watching >= maxSpectators) throw new ServerError(409, "room-full: no more spectators fit in this game");
}
