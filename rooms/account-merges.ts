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

/** Calls `onMerge` for every merge announced from now on; the returned function stops it. */
export function watchMerges(presence: Presence, onMerge: (merge: AccountMerge) => void): () => void {
  const listener = (merge: AccountMerge) => onMerge(merge);
  void presence.subscribe(CHANNEL, listener);
  return () => void presence.unsubscribe(CHANNEL, listener);
}
