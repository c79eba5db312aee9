/** Account upkeep on SQLite (server/storage/upkeep-types.ts), sharing the games' database connection. */
import { storageError } from "./rows.ts";
import { SqliteTables } from "./table-groups.ts";
import { GUEST_GRACE_MS, UNUSED_GUEST, withoutSpared, type AccountUpkeep, type PurgeCounts } from "./upkeep-types.ts";

export class SqliteUpkeep extends SqliteTables implements AccountUpkeep {
  async mergeGuest(guestId: string, accountId: string): Promise<string[] | null> {
    try {
      return this.transaction(() => {
        const guest = this.db.prepare("SELECT name_key FROM accounts WHERE id = ?").get(guestId) as { name_key: string | null } | undefined;
        const target = this.db.prepare("SELECT 1 AS x FROM accounts WHERE id = ?").get(accountId);
        if (!guest || guest.name_key !== null || !target || guestId === accountId) return null;
        const seats = this.db.prepare(`SELECT game_id, seat FROM seat_owners WHERE account_id = ?
          AND game_id NOT IN (SELECT game_id FROM seat_owners WHERE account_id = ?)`).all(guestId, accountId) as { game_id: string; seat: number }[];
        const owner = this.db.prepare("UPDATE seat_owners SET account_id = ? WHERE game_id = ? AND seat = ?");
        const inGame = this.db.prepare("UPDATE games SET seats = json_set(seats, ?, ?) WHERE id = ?");
        const change = this.db.prepare(`UPDATE rating_changes SET account_id = ? WHERE account_id = ? AND game_id = ?
          AND NOT EXISTS (SELECT 1 FROM rating_changes c WHERE c.account_id = ? AND c.game_id = ?)`);
        for (const { game_id: gameId, seat } of seats) {
          owner.run(accountId, gameId, seat);
          inGame.run(`$[${Number(seat)}].accountId`, accountId, gameId);
          change.run(accountId, guestId, gameId, accountId, gameId);
        }
        this.db.prepare(`UPDATE ratings SET account_id = ? WHERE account_id = ?
          AND game NOT IN (SELECT game FROM ratings WHERE account_id = ?)`).run(accountId, guestId, accountId);
        this.db.prepare("DELETE FROM sessions WHERE account_id = ?").run(guestId);
        return [...new Set(seats.map((s) => s.game_id))];
      });
    } catch (err) {
      throw storageError("mergeGuest", guestId, err);
    }
  }

  async purge(now: number, spare?: (guests: string[]) => Promise<string[]>): Promise<PurgeCounts> {
    try {
      const { sessions, challenges, unused } = this.transaction(() => ({
        sessions: Number(this.db.prepare("DELETE FROM sessions WHERE expires_at <= ?").run(now).changes),
        challenges: Number(this.db.prepare("DELETE FROM passkey_challenges WHERE expires_at <= ?").run(now).changes),
        unused: (this.db.prepare(`SELECT id FROM accounts AS accounts_row WHERE ${UNUSED_GUEST((t) => t, "?")}`).all(now - GUEST_GRACE_MS) as { id: string }[]).map((r) => r.id),
      }));
      const doomed = await withoutSpared(unused, spare);
      // Tested again as it is deleted: a guest may have been given a seat or a session meanwhile.
      const guests = doomed.length === 0 ? 0 : Number(this.db.prepare(`DELETE FROM accounts AS accounts_row
        WHERE accounts_row.id IN (SELECT value FROM json_each(?)) AND ${UNUSED_GUEST((t) => t, "?")}`).run(JSON.stringify(doomed), now - GUEST_GRACE_MS).changes);
      return { sessions, guests, challenges };
    } catch (err) {
      throw storageError("purge", "-", err);
    }
  }
}
