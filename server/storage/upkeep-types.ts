/**
 * Account upkeep that crosses the account, rating and passkey tables (same database): a guest's games moved into
 * the account the person signs in to, and the periodic purge of expired sessions and passkey ceremonies and of
 * guests that never played.
 */

/** What one purge deleted. */
export interface PurgeCounts { sessions: number; guests: number; challenges: number }

export interface AccountUpkeep {
  /**
   * Moves guest `guestId`'s seats into account `accountId`, with their games' rating changes, and its ratings in
   * the games where `accountId` has none yet; then ends the guest's sessions. A game where `accountId` owns a seat
   * already keeps the guest's seat as it is (one account never holds two seats of a game), and so does a rating
   * where both have one (two ratings cannot be added up). The moved games' ids; null (nothing done) when `guestId`
   * is no guest (it has a name) or is `accountId`.
   */
  mergeGuest(guestId: string, accountId: string): Promise<string[] | null>;
  /**
   * Deletes the sessions expired by `now`, then the guest accounts left without a session that never played: no
   * seat, no rating, no passkey (and older than GUEST_GRACE_MS), but for those `spare` picks out of them (a guest
   * seated in an open lobby, which storage does not know of); and the passkey ceremonies expired by `now` (a new
   * ceremony drops them too, but a quiet server starts none). How many of each.
   */
  purge(now: number, spare?: (guests: string[]) => Promise<string[]>): Promise<PurgeCounts>;
}

/**
 * A guest younger than this is never purged: a new guest's account is stored a moment before its first session
 * (server/accounts.ts), and a purge in between would leave that session nothing to belong to.
 */
export const GUEST_GRACE_MS = 10 * 60 * 1000;

/**
 * The purge's test for a guest nobody can use any more and nothing refers to (SQL over the table `accounts` as
 * `accounts_row`; `bornBefore` is the parameter holding now − GUEST_GRACE_MS).
 */
export const UNUSED_GUEST = (t: (table: string) => string, bornBefore: string) => `accounts_row.name_key IS NULL
  AND accounts_row.created_at < ${bornBefore}
  AND NOT EXISTS (SELECT 1 FROM ${t("sessions")} s WHERE s.account_id = accounts_row.id)
  AND NOT EXISTS (SELECT 1 FROM ${t("seat_owners")} o WHERE o.account_id = accounts_row.id)
  AND NOT EXISTS (SELECT 1 FROM ${t("ratings")} r WHERE r.account_id = accounts_row.id)
  AND NOT EXISTS (SELECT 1 FROM ${t("rating_changes")} c WHERE c.account_id = accounts_row.id)
  AND NOT EXISTS (SELECT 1 FROM ${t("passkeys")} p WHERE p.account_id = accounts_row.id)`;

/** `guests` but for those `spare` picks out. */
export async function withoutSpared(guests: string[], spare?: (guests: string[]) => Promise<string[]>): Promise<string[]> {
  if (guests.length === 0 || !spare) return guests;
  const spared = new Set(await spare(guests));
  return guests.filter((id) => !spared.has(id));
}
