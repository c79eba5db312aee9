/**
 * The reconnection windows a room holds open for dropped seat holders. A credential join of the seat
 * closes them: otherwise the dropped session's reconnection token would still work afterwards, and
 * two connections would control one seat.
 */
import type { Client, Deferred } from "@colyseus/core";
import type { Seat } from "../engine/core/types.ts";

interface Held {
  client: Client;
  reconnection: Deferred<Client>;
}

export class SeatReconnections {
  private readonly bySeat = new Map<Seat, Set<Held>>();

  /** Keeps `reconnection` (from `allowReconnection`) until it settles; resolves or rejects with it. */
  async hold(seat: Seat, client: Client, reconnection: Deferred<Client>): Promise<Client> {
    const held: Held = { client, reconnection };
    let set = this.bySeat.get(seat);
    if (!set) this.bySeat.set(seat, (set = new Set()));
    set.add(held);
    try {
      return await reconnection;
    } finally {
      set.delete(held);
      if (set.size === 0 && this.bySeat.get(seat) === set) this.bySeat.delete(seat);
    }
  }

  /** Ends every open window of `seat`; the dropped sessions no longer hold it. */
  cancel(seat: Seat) {
    for (const { client, reconnection } of this.bySeat.get(seat) ?? []) {
      client.userData = { seat: null };
      // allowReconnection answers a client that never fully joined with a plain rejected promise.
      if (typeof reconnection.reject === "function") reconnection.reject(new Error("the seat was taken back by its credential"));
    }
  }
}
