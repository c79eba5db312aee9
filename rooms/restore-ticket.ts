/**
 * One-time tickets for bringing a stored game back into a room. A restore must be asked by a server process
 * (server/game-restore.ts), never by a client's create request: every player knows their game's record id, and
 * a second room serving a live game would split it in two. A ticket is also good for one room only: when
 * Colyseus' create request to another process times out it creates the room locally, while the slow process
 * may still create its own.
 */
import type { Presence } from "@colyseus/core";

/** Far longer than a create request takes; a ticket left unused expires with its key. */
const TICKET_SECONDS = 60;

const ticketKey = (ticket: string) => `epochs:restore-ticket:${ticket}`;

/** A ticket for one restore of `recordId`, to pass with the create request. */
export async function issueRestoreTicket(presence: Presence, recordId: string): Promise<string> {
  const ticket = crypto.randomUUID();
  await presence.hincrbyex(ticketKey(ticket), recordId, 1, TICKET_SECONDS);
  return ticket;
}

/**
 * Whether `ticket` was issued for `recordId` and not used yet; uses it. One atomic count: the issue made it 1,
 * the first use makes it 2; a forged or expired ticket starts at 1 (and expires), a second use reads 3.
 */
export async function redeemRestoreTicket(presence: Presence, ticket: unknown, recordId: string): Promise<boolean> {
  if (typeof ticket !== "string" || ticket.length > 64) return false;
  return (await presence.hincrbyex(ticketKey(ticket), recordId, 1, TICKET_SECONDS)) === 2;
}
