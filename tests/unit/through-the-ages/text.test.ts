import { describe, expect, it } from "vitest";
import { messageArguments } from "../../../engine/core/text.ts";
import { TTA_EN } from "../../../engine/games/through-the-ages/text/en.ts";
import { text } from "../../../engine/games/through-the-ages/text/index.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, setRow, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";

describe("Through the Ages texts", () => {
  it("every template parses and names its arguments", () => {
    for (const template of Object.values(TTA_EN)) expect(Array.isArray(messageArguments(template))).toBe(true);
  });

  it("puts card ids and seats into words, with plurals", () => {
    expect(text("tta.no.sameTech", { card: "iron" }).en).toBe("You already have Iron in hand or in play");
    expect(text("tta.no.civilActions", { n: 1 }).en).toBe("You need 1 civil action for that");
    expect(text("tta.choice.pactAccept", { seat: 2, card: "open-borders-agreement" }).en).toBe("Seat 3 offers you the pact Open Borders Agreement: accept it?");
  });

  it("a refused move says why in a keyed message", () => {
    const s = edit(start(2, "text"), (s) => { actionsOf(s, 0); setRow(s, [null]); });
    const r = tta.apply(s, 0, { type: "take-card", slot: 0 });
    expect(r).toMatchObject({ error: true, text: { key: "tta.no.rowSpace" } });
  });
});
