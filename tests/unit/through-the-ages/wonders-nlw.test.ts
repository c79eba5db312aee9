import { describe, expect, it } from "vitest";
import { play } from "../../../engine/kit/testing/scenario.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";

type S = ReturnType<typeof start>;
const at = (fn: (s: S) => void, players = 2) => edit(start(players, "nlw-wonders"), (s) => { actionsOf(s, 0); fn(s); });

describe("NLW wonders' powers (seed appendix, content §3)", () => {
  it("Colosseum: infantry and cavalry cost their level less science, and score 2 culture when developed", () => {
    // Swordsmen (I) cost 4 science: 3 with Colosseum.
    const s = play(tta, at((s) => { s.players[0].wonders = ["colosseum"]; s.players[0].hand = ["swordsmen"]; s.players[0].science = 3; }), 0, { type: "develop", card: "swordsmen" }).state;
    expect([s.players[0].science, s.players[0].culture]).toEqual([0, 2]);
  });

  it("Acropolis: a peaceful change costs 1 science less per urban building", () => {
    // Monarchy's peaceful change is 8 science; the starting lab and a temple make it 6.
    const s = play(tta, at((s) => {
      s.players[0].wonders = ["acropolis"];
      s.players[0].hand = ["monarchy"];
      s.players[0].science = 6;
      giveTech(s, 0, "religion", 1);
    }), 0, { type: "develop", card: "monarchy" }).state;
    expect([s.players[0].government, s.players[0].science]).toEqual(["monarchy", 0]);
  });
});
