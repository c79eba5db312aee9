/**
 * Which open lobbies an account sits in. Lobbies are not stored (only started games are), so the rooms note
 * their account-owned seats in the presence (shared by every process over Redis), and "My games" reads them
 * there. An entry a crashed process left behind names a room that no longer exists; the reader skips it.
 */
import type { Presence } from "@colyseus/core";

const key = (accountId: string) => `epochs:lobby-seats:${accountId}`;

export interface LobbySeat {
  roomId: string;
  game: string;
  seat: number;
  players: number;
  at: number;
}

export async function noteLobbySeat(presence: Presence, accountId: string, entry: LobbySeat): Promise<void> {
  await presence.hset(key(accountId), entry.roomId, JSON.stringify(entry));
}

export async function forgetLobbySeat(presence: Presence, accountId: string, roomId: string): Promise<void> {
  await presence.hdel(key(accountId), roomId);
}

export async function lobbySeatsOf(presence: Presence, accountId: string): Promise<LobbySeat[]> {
  const all = (await presence.hgetall(key(accountId))) ?? {};
  return Object.values(all).flatMap((raw) => {
    try { return [JSON.parse(raw) as LobbySeat]; } catch { return []; }
  });
}
