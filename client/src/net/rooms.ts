/**
 * Room names from the protocol, as plain constants so the client bundle does not pull in zod (the
 * protocol module builds its schemas at import). The types tie them to engine/core/protocol.ts.
 */
import type { ROOM_GAME as GameRoomName, ROOM_LOBBY as LobbyRoomName } from "../../../engine/core/protocol.ts";

export const ROOM_GAME: typeof GameRoomName = "game";
export const ROOM_LOBBY: typeof LobbyRoomName = "lobby";
