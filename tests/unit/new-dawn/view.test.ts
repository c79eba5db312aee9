import { describe, expect, it } from "vitest";
import { play } from "../../../engine/kit/testing/scenario.ts";
import { redactEvents } from "../../../engine/core/events.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";
import { isWater } from "../../../engine/games/new-dawn/base/map.ts";
import type { NdState } from "../../../engine/games/new-dawn/base/state.ts";
import { around, bareMap, capital, edit, giveDiplomacy, setLeader, setRow, start, turnOf } from "../../../engine/games/new-dawn/testing/scenario.ts";
import { spaceAt } from "../../../engine/games/new-dawn/base/spaces.ts";

/** 3 players: seat 0 holds seat 1's Embassy and Seoul's card; seat 0's caravan is next to seat 1's capital. */
function position(): NdState {
  return edit(start(3, "view"), (s) => {
    bareMap(s);
    for (const p of s.players) setLeader(s, p.seat, "egypt");
    setRow(s, 0, ["masonry", "early-empire", "astrology", "pottery", "foreign-trade"]);
    giveDiplomacy(s, 0, { giver: 1, card: "embassy" });
    giveDiplomacy(s, 0, "seoul");
    s.players[0].caravans = [around(s, capital(s, 1)).find((n) => !isWater(spaceAt(s, n)) && !spaceAt(s, n).city)!];
    turnOf(s, 0);
  });
}

/** The view without the viewer's own player (every colour has the same four card names). */
const othersPart = (s: NdState, viewer: number | null) => {
  const v = newDawn.view(s, viewer);
  return JSON.stringify({ ...v, players: v.players.filter((p) => p.seat !== viewer) });
};

describe("diplomacy hands are hidden from other seats (E12)", () => {
  it("others see the giver and the count, the giver sees its card, the holder everything", () => {
    const s = position();
    const own = newDawn.view(s, 0).players[0];
    expect(own.diplomacy).toEqual([{ from: "player", giver: 1, card: "embassy" }, { from: "city-state", cityState: "seoul" }]);
    expect(newDawn.view(s, 1).players[0].diplomacy).toEqual(own.diplomacy);
    for (const viewer of [2, null]) {
      const v = newDawn.view(s, viewer);
      expect(v.players[0].diplomacy).toEqual([{ from: "player", giver: 1, card: null }, { from: "city-state", cityState: "seoul" }]);
      // Seat 1's remaining deck: only its size.
      expect(v.players[1].diplomacyDeck).toBeNull();
      expect(v.players[1].diplomacyDeckCount).toBe(3);
      expect(othersPart(s, viewer)).not.toContain("embassy");
    }
    expect(newDawn.view(s, 1).players[1].diplomacyDeck).toEqual(["joint-war", "defensive-pact", "open-borders"]);
  });

  it("the prompt to choose among a rival's cards shows them to the chooser only (L408)", () => {
    let s = position();
    s = play(newDawn, s, 0, { type: "play", slot: 5, trade: 0, effect: true }).state;
    s = play(newDawn, s, 0, { type: "move-caravan", caravan: 0, to: capital(s, 1) }).state;
    while (newDawn.pending(s)[0].id === "place-trade") s = play(newDawn, s, 0, { type: "choose", value: 0 }).state;
    const p = newDawn.pending(s)[0];
    expect(p).toMatchObject({ id: "rival-diplomacy", seat: 0 });
    expect((p as { options: { value: string }[] }).options.map((o) => o.value)).toEqual(["joint-war", "defensive-pact", "open-borders"]);
    expect(JSON.stringify(newDawn.view(s, 0))).toContain("defensive-pact");
    for (const viewer of [2, null]) expect(othersPart(s, viewer)).not.toContain("defensive-pact");
    const r = play(newDawn, s, 0, { type: "choose", value: "defensive-pact" });
    // The card taken (and Embassy given back, L408) reach the two players only.
    for (const viewer of [2, null]) expect(JSON.stringify(redactEvents(r.events, viewer))).not.toMatch(/defensive-pact|embassy/);
    expect(JSON.stringify(redactEvents(r.events, 1))).toContain("defensive-pact");
    expect(othersPart(r.state, 2)).not.toMatch(/defensive-pact|embassy/);
  });
});
