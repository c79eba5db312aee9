/** Account upkeep on PostgreSQL (server/storage/upkeep-types.ts), in the games' schema and pool. */
import type pg from "pg";
import { storageError } from "./rows.ts";
import { PostgresTables } from "./table-groups.ts";
import { GUEST_GRACE_MS, UNUSED_GUEST, withoutSpared, type AccountUpkeep, type PurgeCounts } from "./upkeep-types.ts";

type Table = "games" | "accounts" | "sessions" | "seat_owners" | "ratings" | "rating_changes" | "passkeys" | "passkey_challenges";

export class PostgresUpkeep extends PostgresTables<Table> implements AccountUpkeep {
  async mergeGuest(guestId: string, accountId: string): Promise<string[] | null> {
    return this.inTransaction("mergeGuest", guestId, async (client) => {
      // Both accounts locked (in a fixed order), so a concurrent merge or claim waits.
      const locked = await client.query<{ id: string; name_key: string | null }>(
        `SELECT id, name_key FROM ${this.t("accounts")} WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [[guestId, accountId]]);
      const guest = locked.rows.find((r) => r.id === guestId);
      if (!guest || guest.name_key !== null || locked.rowCount !== 2) return null;
      const seats = await client.query<{ game_id: string; seat: number }>(`SELECT game_id, seat FROM ${this.t("seat_owners")} WHERE account_id = $1
        AND game_id NOT IN (SELECT game_id FROM ${this.t("seat_owners")} WHERE account_id = $2)`, [guestId, accountId]);
      for (const { game_id: gameId, seat } of seats.rows) {
        await client.query(`UPDATE ${this.t("seat_owners")} SET account_id = $1 WHERE game_id = $2 AND seat = $3`, [accountId, gameId, seat]);
        await client.query(`UPDATE ${this.t("games")} SET seats = jsonb_set(seats, ARRAY[$2::text, 'accountId'], to_jsonb($3::text)) WHERE id = $1`,
          [gameId, seat, accountId]);
        await client.query(`UPDATE ${this.t("rating_changes")} SET account_id = $1 WHERE account_id = $2 AND game_id = $3
          AND NOT EXISTS (SELECT 1 FROM ${this.t("rating_changes")} c WHERE c.account_id = $1 AND c.game_id = $3)`, [accountId, guestId, gameId]);
      }
      await client.query(`UPDATE ${this.t("ratings")} SET account_id = $1 WHERE account_id = $2
        AND game NOT IN (SELECT game FROM ${this.t("ratings")} WHERE account_id = $1)`, [accountId, guestId]);
      await client.query(`DELETE FROM ${this.t("sessions")} WHERE account_id = $1`, [guestId]);
      return [...new Set(seats.rows.map((s) => s.game_id))];
    });
  }

  async purge(now: number, spare?: (guests: string[]) => Promise<string[]>): Promise<PurgeCounts> {
    const unusedGuest = UNUSED_GUEST((t) => this.t(t as Table), "$1");
    const { sessions, challenges, unused } = await this.inTransaction("purge", "-", async (client) => ({
      sessions: (await client.query(`DELETE FROM ${this.t("sessions")} WHERE expires_at <= $1`, [now])).rowCount ?? 0,
      challenges: (await client.query(`DELETE FROM ${this.t("passkey_challenges")} WHERE expires_at <= $1`, [now])).rowCount ?? 0,
      unused: (await client.query<{ id: string }>(`SELECT id FROM ${this.t("accounts")} AS accounts_row WHERE ${unusedGuest}`, [now - GUEST_GRACE_MS])).rows.map((r) => r.id),
    }));
    const doomed = await withoutSpared(unused, spare);
    if (doomed.length === 0) return { sessions, guests: 0, challenges };
    // Tested again as it is deleted: a guest may have been given a seat or a session meanwhile.
    const guests = await this.inTransaction("purge", "-", async (client) => (await client.query(`DELETE FROM ${this.t("accounts")} AS accounts_row
      WHERE accounts_row.id = ANY($2) AND ${unusedGuest}`, [now - GUEST_GRACE_MS, doomed])).rowCount ?? 0);
    return { sessions, guests, challenges };
  }

  private async inTransaction<T>(op: string, id: string, body: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const result = await body(client);
      await client.query("COMMIT");
      return result;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw storageError(op, id, err);
    } finally {
      client.release();
    }
  }
}
