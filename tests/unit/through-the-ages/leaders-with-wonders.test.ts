/** Leaders' powers meeting the NLW wonders, events and aggressions' prompts (the two were written apart). */
import { describe, expect, it } from "vitest";
import { play, reject, within } from "../../../engine/kit/testing/scenario.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, setRow, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { resolveEvent } from "../../../engine/games/through-the-ages/politics/events.ts";

type S = ReturnType<typeof start>;
const at = (fn: (s: S) => void) => edit(start(2, "leaders-with-wonders"), (s) => { actionsOf(s, 0); fn(s); });
const politicsOf = (fn: (s: S) => void) => edit(start(2, "leaders-with-wonders"), (s) => { actionsOf(s, 0, { politics: true }); fn(s); });
const reveal = (s: S, id: string) => within(tta, s, (ctx) => resolveEvent(ctx, id, 0)).state;

describe("Leaders with the NLW wonders and events", () => {
  it("Maria Theresa counts Ocean Liner Service's free population", () => {
    const s = play(tta, at((s) => { s.players[0].leader = "maria-theresa"; s.players[0].wonders = ["ocean-liner-service-nlw"]; }), 0, { type: "ocean-liner-population" }).state;
    expect([s.players[0].workers, s.players[0].science, s.players[0].culture]).toEqual([2, 1, 1]);
  });

  it("Julius Caesar adds a second political action after United Nations' event", () => {
    const s = politicsOf((s) => {
      s.era = "III";
      s.players[0].leader = "julius-caesar";
      s.players[0].wonders = ["united-nations"];
      s.players[0].military = ["impact-of-colonies"];
    });
    const r = play(tta, s, 0, { type: "united-nations-event", card: "impact-of-colonies" }).state;
    expect(tta.pending(r)[0]).toMatchObject({ seat: 0, id: "politics" });
  });

  it("Robespierre scores his culture for Development of Civilization's revolution", () => {
    let s = reveal(politicsOf((s) => { s.players[0].leader = "maximilien-robespierre"; s.players[0].hand = ["monarchy"]; s.players[0].science = 1; }), "development-of-civilization");
    s = play(tta, s, 0, { type: "event-revolution", card: "monarchy" }).state;
    expect([s.players[0].government, s.players[0].culture]).toEqual(["monarchy", 3]);
  });

  it("a leader removed by Infiltrate leaves play with what it leaves behind (James Watt's culture)", () => {
    let s = politicsOf((s) => {
      s.era = "II";
      s.players[0].military = ["infiltrate"];
      giveTech(s, 0, "warriors", 3);
      s.players[1].leader = "james-watt";
    });
    s = play(tta, s, 0, { type: "aggression", card: "infiltrate", target: 1 }).state;
    expect(s.players[1].leader).toBeNull();
    // One worker on the best farm or mine: the starting Agriculture's food or Bronze's resource.
    expect(s.players[1].culture).toBe(1);
  });

  it("International Agreement counts a lab's full price: Gutenberg's action pays only a civil action spent", () => {
    let s = reveal(politicsOf((s) => {
      s.era = "II";
      giveTech(s, 1, "warriors", 1);
      s.players[1].leader = "johannes-gutenberg";
      s.players[1].civilSpent = 4;
      setRow(s, ["alchemy", null, null, null, null, "coal", null, null, null, null, "drama"]);
    }), "international-agreement");
    s = play(tta, s, 1, { type: "agreement-take", slot: 0 }).state;
    s = play(tta, s, 1, { type: "agreement-take", slot: 10 }).state;
    // 1 + 3 of 5 taken: Coal's 2 is too much.
    expect(reject(tta, s, 1, { type: "agreement-take", slot: 5 }).message).toContain("2 civil actions");
    expect([s.players[1].culture, s.players[1].powers.usedThisTurn]).toEqual([0, []]);
  });
});
