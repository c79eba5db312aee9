/**
 * How many may come into a game room, and when that is decided. Colyseus locks a room once its
 * connections plus its *seat reservations* reach `maxClients`, and a locked room refuses every
 * `joinById`, a seat's owner's too. Anyone can make reservations over HTTP without ever connecting
 * (each holds for the seat reservation time), so only a quick match's lobby, whose fullness
 * matchmaking has to see, lets reservations count; every other room accepts any number and the room
 * decides when the socket connects: a seat by its credential, a newcomer while a lobby seat is free,
 * a spectator while there are fewer than the limit.
 */
import { ServerError, type Client } from "@colyseus/core";
import type { RoomMode } from "../engine/core/protocol.ts";

/** The room's `maxClients`. */
export function matchmakingCapacity(mode: RoomMode, phase: "lobby" | "playing", players: number): number {
  return mode === "quick" && phase === "lobby" ? players : Infinity;
}

/** Refuses a spectator when `maxSpectators` others already watch (`client` may already be listed). */
export function admitSpectator(clients: Iterable<Client>, client: Client, maxSpectators: number) {
  let watching = 0;
  for (const other of clients) if (other !== client && other.userData?.seat === null) watching++;
  if (watching >= maxSpectators) throw new ServerError(409, "room-full: no more spectators fit in this game");
}
