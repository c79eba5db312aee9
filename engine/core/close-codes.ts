/**
 * WebSocket close codes the game server uses besides Colyseus' own (4000-4010), so a client can tell
 * why its connection ended. Kept apart from protocol.ts so the client reads them without zod.
 */

/** The connection sent messages faster than the server reads them; its seat is kept: rejoin. */
export const CLOSE_RATE_LIMITED = 4429;

/** The seat's credential joined from another connection, which now holds the seat: do not rejoin. */
export const CLOSE_SEAT_TAKEN = 4409;
