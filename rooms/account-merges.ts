/**
 * A guest's games moved into the account its person signed in to (server/storage/upkeep-types.ts): stored seats
 * change in storage, and every process is told over the presence, so rooms running or waiting in a lobby move the
 * guest's seats too (their in-memory owners would otherwise rate, and give back, the seat by the guest's id).
 */
import type { Presence } from "@colyseus/core";

const CHANNEL = "epochs:account-merged";

export interface AccountMerge { from: string; to: string }

export async function announceMerge(presence: Presence, merge: AccountMerge): Promise<void> {
  await presence.publish(CHANNEL, merge);
}

/**
 * The rooms listening, per presence: the process subscribes once and hands each merge to its rooms (a
 * subscription per room would put thousands of listeners on one topic).
 */
const listeners = new WeakMap<Presence, Set<(merge: AccountMerge) => void>>();

/** Calls `onMerge` for every merge announced from now on; the returned function stops it. */
export function watchMerges(presence: Presence, onMerge: (merge: AccountMerge) => void): () => void {
  let rooms = listeners.get(presence);
  if (!rooms) {
    const all = new Set<(merge: AccountMerge) => void>();
    listeners.set(presence, all);
    void presence.subscribe(CHANNEL, (merge: AccountMerge) => { for (const room of all) room(merge); });
    rooms = all;
  }
  rooms.add(onMerge);
  return () => void rooms.delete(onMerge);
}
