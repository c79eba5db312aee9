/**
 * Rooms hear of account merges through one subscription per process presence: a room that stops listening leaves
 * the others listening, and a thousand rooms are one listener on the topic, not a thousand.
 */
import { LocalPresence } from "@colyseus/core";
import { describe, expect, it } from "vitest";
import { announceMerge, watchMerges, type AccountMerge } from "../../../rooms/account-merges.ts";

describe("account merges over the presence", () => {
  it("hands each merge to every room watching, through one subscription, until each stops", async () => {
    const presence = new LocalPresence();
    const heard: [string, AccountMerge][] = [];
    const stops = ["a", "b", "c"].map((room) => watchMerges(presence, (m) => heard.push([room, m])));
    expect(presence.subscriptions.listenerCount("epochs:account-merged")).toBe(1);

    await announceMerge(presence, { from: "g1", to: "acc1" });
    stops[0]();
    await announceMerge(presence, { from: "g2", to: "acc2" });
    await new Promise((r) => setTimeout(r, 10));
    expect(heard).toEqual([
      ["a", { from: "g1", to: "acc1" }], ["b", { from: "g1", to: "acc1" }], ["c", { from: "g1", to: "acc1" }],
      ["b", { from: "g2", to: "acc2" }], ["c", { from: "g2", to: "acc2" }],
    ]);
  });
});
