import { describe, expect, it } from "vitest";
import { play, query, reject } from "../../../engine/kit/testing/scenario.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, setGoods, setRow, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { amountOf } from "../../../engine/games/through-the-ages/base/tokens.ts";
import { totals } from "../../../engine/games/through-the-ages/base/ratings.ts";

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

describe("NLW wonders built in stages", () => {
  it("Stonehenge: each stage built gives science equal to its cost", () => {
    const s = play(tta, at((s) => {
      s.players[0].wonder = { card: "stonehenge", built: 0, tokens: 0 };
      setGoods(s, 0, "resources", 2);
    }), 0, { type: "build-wonder", stages: 1 }).state;
    expect([s.players[0].wonder?.built, s.players[0].science]).toEqual([1, 2]);
  });

  it("International Red Cross: another seat builds a stage for 1 civil action and 3 food (+6 culture); completed, the owner scores 3 per colony", () => {
    const s = edit(start(2, "red-cross"), (s) => {
      actionsOf(s, 1);
      s.players[0].wonder = { card: "international-red-cross", built: 3, tokens: 3 };
      s.players[0].blueBank -= 3;
      s.players[1].colonies = ["wealthy-territory-1"];
      setGoods(s, 1, "food", 3);
    });
    const r = play(tta, s, 1, { type: "build-red-cross-stage", owner: 0 }).state;
    expect([r.players[1].culture, amountOf(r.players[1], "food"), r.players[1].civilSpent]).toEqual([6, 0, 1]);
    expect([r.players[0].wonders, r.players[0].culture]).toEqual([["international-red-cross"], 3]);
  });
});

describe("Wonders' powers each turn", () => {
  it("Forbidden City: two discontent workers are ignored, so there is no uprising", () => {
    // 12 tokens in the yellow bank need 2 happy faces; with none, 2 discontent workers and 1 unused: an uprising.
    const s = at((s) => { s.players[0].yellowBank = 12; });
    expect(play(tta, s, 0, { type: "end-turn" }).state.players[0].science).toBe(0);
    expect(play(tta, edit(s, (s) => { s.players[0].wonders = ["forbidden-city"]; }), 0, { type: "end-turn" }).state.players[0].science).toBe(1);
  });

  it("Taj Mahal: after replacing its leader this turn a seat takes it for 2 civil actions less", () => {
    let s = at((s) => { s.players[0].leader = "homer"; s.players[0].hand = ["moses"]; setRow(s, ["taj-mahal"]); });
    expect(play(tta, s, 0, { type: "take-card", slot: 0 }).state.players[0].civilSpent).toBe(1);
    s = play(tta, s, 0, { type: "play-leader", card: "moses" }).state;
    s = play(tta, s, 0, { type: "take-card", slot: 0 }).state;
    expect([s.players[0].wonder?.card, s.players[0].civilSpent]).toEqual(["taj-mahal", 0]);
  });

  it("Harvard College: once a turn an action card is played in the turn it was taken", () => {
    let s = at((s) => { s.players[0].wonders = ["harvard-college"]; setRow(s, ["revolutionary-idea-2", "revolutionary-idea-2"]); });
    s = play(tta, s, 0, { type: "take-card", slot: 0 }).state;
    s = play(tta, s, 0, { type: "take-card", slot: 1 }).state;
    s = play(tta, s, 0, { type: "play-action", card: "revolutionary-idea-2" }).state;
    expect(s.players[0].science).toBe(4);
    expect(reject(tta, s, 0, { type: "play-action", card: "revolutionary-idea-2" }).message).toContain("turn you took it");
  });

  it("Ocean Liner Service: once a turn 1 population without food or a civil action", () => {
    const s = play(tta, at((s) => { s.players[0].wonders = ["ocean-liner-service-nlw"]; s.players[0].civilSpent = 4; }), 0, { type: "ocean-liner-population" }).state;
    expect([s.players[0].workers, s.players[0].yellowBank, s.players[0].civilSpent]).toEqual([2, 17, 4]);
    expect(reject(tta, s, 0, { type: "ocean-liner-population" }).message).toContain("already");
  });

  it("Silk Road: from its first stage, the first action card each turn gives 1 more of each bonus", () => {
    let s = at((s) => {
      s.players[0].wonder = { card: "silk-road", built: 1, tokens: 1 };
      s.players[0].blueBank--;
      s.players[0].hand = ["cultural-heritage-a", "revolutionary-idea-2"];
    });
    s = play(tta, s, 0, { type: "play-action", card: "cultural-heritage-a" }).state;
    expect([s.players[0].science, s.players[0].culture]).toEqual([2, 5]);
    s = play(tta, s, 0, { type: "play-action", card: "revolutionary-idea-2" }).state;
    expect(s.players[0].science).toBe(2 + 4);
  });
});

describe("Age III wonders scored when completed", () => {
  const completing = (card: string, fn: (s: S) => void = () => {}) => at((s) => {
    s.era = "III";
    s.players[0].wonder = { card, built: 3, tokens: 3 };
    s.players[0].blueBank -= 3;
    setGoods(s, 0, "resources", 4);
    fn(s);
  });

  it("Empire State Building: culture for each category where the owner is strictly best (7 each with 2 players)", () => {
    // Equal food, resources, science and culture; more strength.
    const s = play(tta, completing("empire-state-building", (s) => giveTech(s, 0, "warriors", 1)), 0, { type: "build-wonder", stages: 1 }).state;
    expect(s.players[0].culture).toBe(7);
  });

  it("United Nations: 4 culture per wonder (itself included); once a game an Age III event from hand for everyone, kept", () => {
    let s = play(tta, completing("united-nations", (s) => {
      s.players[0].wonders = ["pyramids", "colossus"];
      s.players[0].military = ["impact-of-colonies"];
      s.players[1].colonies = ["wealthy-territory-1"];
    }), 0, { type: "build-wonder", stages: 1 }).state;
    expect(s.players[0].culture).toBe(4 * 3);
    s = edit(s, (s) => { actionsOf(s, 0, { politics: true }); });
    s = play(tta, s, 0, { type: "united-nations-event", card: "impact-of-colonies" }).state;
    expect([s.players[0].culture, s.players[1].culture, s.players[0].military]).toEqual([12, 3, ["impact-of-colonies"]]);
    expect(reject(tta, edit(s, (s) => { actionsOf(s, 0, { politics: true }); }), 0, { type: "united-nations-event", card: "impact-of-colonies" }).message).toContain("already used");
  });
});

describe("Louvre", () => {
  it("keeps its tokens when completed, 1 culture each; a token is traded for 2 resources without an action", () => {
    let s = at((s) => {
      s.players[0].wonder = { card: "louvre", built: 2, tokens: 2 };
      s.players[0].blueBank -= 2;
      setGoods(s, 0, "resources", 4);
    });
    const bank = s.players[0].blueBank;
    s = play(tta, s, 0, { type: "build-wonder", stages: 1 }).state;
    expect([s.players[0].louvre, s.players[0].blueBank, query(tta, () => totals(s, 0).culture)]).toEqual([3, bank + 4 - 1, 3]);
    s = play(tta, s, 0, { type: "louvre-token" }).state;
    expect([s.players[0].louvre, amountOf(s.players[0], "resources"), s.players[0].civilSpent]).toEqual([2, 2, 1]);
  });
});

describe("Himeji Castle", () => {
  it("in a war both sides are asked at its resolution, the attacker first", () => {
    let s = edit(start(2, "himeji-war"), (s) => {
      actionsOf(s, 1);
      s.era = "III";
      s.civilDecks.III = Array(20).fill("computers");
      s.wars = [{ attacker: 0, card: "war-over-culture", target: 1 }];
      for (const p of s.players) p.wonders = ["himeji-castle"];
      giveTech(s, 0, "warriors", 1);
      s.players[1].culture = 20;
    });
    s = play(tta, s, 1, { type: "end-turn" }).state;
    expect(tta.pending(s)[0]).toMatchObject({ seat: 0, id: "himeji-war" });
    s = play(tta, s, 0, { type: "choose", value: "warriors" }).state;
    expect(tta.pending(s)[0]).toMatchObject({ seat: 1, id: "himeji-war" });
    const r = play(tta, s, 1, { type: "choose", value: null });
    // Attack 1 + 2 against 1: War over Culture takes 5 + the advantage of 2; with the +3 culture for attacking.
    expect(r.events.find((e) => e.type === "war-resolved")).toMatchObject({ attack: 3, defence: 1 });
    expect([r.state.players[0].culture, r.state.players[1].culture]).toEqual([3 + 7, 13]);
  });

  it("a unit returned to the yellow bank counts its strength twice: +3 culture attacking, +3 strength defending", () => {
    const s = edit(start(2, "himeji"), (s) => {
      actionsOf(s, 0, { politics: true });
      s.players[0].wonders = ["himeji-castle"];
      s.players[0].military = ["plunder-1"];
      giveTech(s, 0, "warriors", 1);
      giveTech(s, 1, "warriors", 1);
    });
    // 2 against 2: only with the sacrifice (1 left + 2 × 1) may seat 0 attack; the warrior goes back to the yellow bank (17 → 18).
    expect(reject(tta, s, 0, { type: "aggression", card: "plunder-1", target: 1 }).message).toContain("weaker");
    const r = play(tta, s, 0, { type: "aggression", card: "plunder-1", target: 1, sacrifice: "warriors" });
    expect([r.state.players[0].culture, r.state.players[0].yellowBank, r.events.find((e) => e.type === "aggression-resolved")]).toEqual([3, 18, expect.objectContaining({ attack: 3, defence: 2, won: true })]);
    // Defending with Himeji: 2 − 1 + 2 + 3 = 6 repels the attack of 3.
    let d = play(tta, edit(s, (s) => { s.players[1].wonders = ["himeji-castle"]; }), 0, { type: "aggression", card: "plunder-1", target: 1, sacrifice: "warriors" }).state;
    expect(tta.pending(d)[0]).toMatchObject({ seat: 1, id: "himeji-defend" });
    const resolved = play(tta, d, 1, { type: "choose", value: "warriors" });
    d = resolved.state;
    expect(resolved.events.find((e) => e.type === "aggression-resolved")).toMatchObject({ attack: 3, defence: 6, won: false });
  });
});

describe("Suez Canal", () => {
  it("once a game, as the political action, a territory from the military hand becomes a colony with no auction", () => {
    const s = edit(start(2, "nlw-wonders"), (s) => {
      actionsOf(s, 0, { politics: true });
      s.era = "II";
      s.players[0].wonders = ["suez-canal"];
      s.players[0].military = ["wealthy-territory-1", "vast-territory-1"];
    });
    const r = play(tta, s, 0, { type: "suez-canal", card: "wealthy-territory-1" }).state;
    expect([r.players[0].colonies, r.players[0].military]).toEqual([["wealthy-territory-1"], ["vast-territory-1"]]);
    expect(tta.pending(r)[0]).toMatchObject({ seat: 0, id: "actions" });
    const again = edit(r, (s) => { actionsOf(s, 0, { politics: true }); });
    expect(reject(tta, again, 0, { type: "suez-canal", card: "vast-territory-1" }).message).toContain("already used");
    expect(reject(tta, edit(s, (s) => { s.players[0].wonders = []; }), 0, { type: "suez-canal", card: "vast-territory-1" }).message).toContain("no Suez Canal");
  });
});
