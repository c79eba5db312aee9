/**
 * The live list of open public lobbies, kept from the Colyseus LobbyRoom messages:
 * `rooms` (full list), `+` ([roomId, room]: added or updated) and `-` (roomId: removed).
 */
import type { RoomListingMetadata } from "../../../engine/core/protocol.ts";

export interface Listing {
  roomId: string;
  name: string;
  clients: number;
  maxClients: number;
  metadata?: Partial<RoomListingMetadata>;
}

export type ListingMap = ReadonlyMap<string, Listing>;

export function applyLobbyMessage(list: ListingMap, type: string, payload: unknown): Map<string, Listing> {
  const next = new Map(list);
  if (type === "rooms" && Array.isArray(payload)) {
    next.clear();
    for (const r of payload as Listing[]) if (r && typeof r.roomId === "string") next.set(r.roomId, r);
  } else if (type === "+" && Array.isArray(payload) && typeof payload[0] === "string" && payload[1] && typeof payload[1] === "object") {
    next.set(payload[0], { ...(payload[1] as Listing), roomId: payload[0] });
  } else if (type === "-" && typeof payload === "string") {
    next.delete(payload);
  }
  return next;
}

/** Public rooms still in their lobby, with a free seat, oldest-id order kept stable. */
export function openLobbies(list: ListingMap, game?: string): Listing[] {
  return [...list.values()].filter((r) => {
    const m = r.metadata;
    if (!m || m.mode !== "public" || m.phase !== "lobby") return false;
    if (game && m.game !== game) return false;
    if (typeof m.players === "number" && typeof m.taken === "number" && m.taken >= m.players) return false;
    return true;
  });
}
