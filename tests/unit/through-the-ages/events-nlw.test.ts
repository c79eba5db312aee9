import { describe, expect, it } from "vitest";
import { play } from "../../../engine/kit/testing/scenario.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";

type S = ReturnType<typeof start>;
const politicsOf = (fn: (s: S) => void, players = 2) => edit(start(players, "events-nlw"), (s) => { actionsOf(s, 0, { politics: true }); fn(s); });

describe("Kidnapping's culture", () => {
  it("the attacker scores 3 culture at the end of the turn when it played the card it took; others do not see the card", () => {
    let s = politicsOf((s) => {
      s.players[0].military = ["kidnapping"];
      giveTech(s, 0, "warriors", 3);
      s.players[1].hand = ["revolutionary-idea-2"];
    });
    s = play(tta, s, 0, { type: "aggression", card: "kidnapping", target: 1 }).state;
    expect(tta.view(s, 1).players[0].thisTurn).toEqual([]);
    const kept = play(tta, s, 0, { type: "end-turn" }).state;
    s = play(tta, s, 0, { type: "play-action", card: "revolutionary-idea-2" }).state;
    s = play(tta, s, 0, { type: "end-turn" }).state;
    expect(s.players[0].culture - kept.players[0].culture).toBe(3);
  });
});
