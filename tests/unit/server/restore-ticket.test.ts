import { LocalPresence } from "@colyseus/core";
import { describe, expect, it } from "vitest";
import { issueRestoreTicket, redeemRestoreTicket } from "../../../rooms/restore-ticket.ts";

describe("restore tickets", () => {
  it("let exactly one room restore the game they were issued for", async () => {
    const presence = new LocalPresence();
    const ticket = await issueRestoreTicket(presence, "record-1");
    expect(await redeemRestoreTicket(presence, ticket, "record-2")).toBe(false);
    expect(await redeemRestoreTicket(presence, ticket, "record-1")).toBe(true);
    expect(await redeemRestoreTicket(presence, ticket, "record-1")).toBe(false);
  });

  it("refuse a ticket nobody issued, and a missing one", async () => {
    const presence = new LocalPresence();
    expect(await redeemRestoreTicket(presence, "3f1c0d1e-guessed", "record-1")).toBe(false);
    expect(await redeemRestoreTicket(presence, undefined, "record-1")).toBe(false);
    expect(await redeemRestoreTicket(presence, { ticket: 1 }, "record-1")).toBe(false);
  });
});
