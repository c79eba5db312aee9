/** Leaders' powers that act beyond ratings (issue #14): one test per leader, on positions from the game's builder. */
import { describe, expect, it } from "vitest";
import { play, query, reject, within } from "../../../engine/kit/testing/scenario.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, setGoods, setRow, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { civilActionTotal, militaryLeft, production, totals } from "../../../engine/games/through-the-ages/base/ratings.ts";
import { endAge } from "../../../engine/games/through-the-ages/ages/ages.ts";
import { force } from "../../../engine/games/through-the-ages/politics/colonize.ts";
import type { TtaState } from "../../../engine/games/through-the-ages/base/state.ts";
import { amountOf } from "../../../engine/games/through-the-ages/base/tokens.ts";

const at = (fn: (s: TtaState) => void, players = 2) => edit(start(players, "leaders"), (s) => { actionsOf(s, 0); fn(s); });
const rating = (s: TtaState, seat = 0) => query(tta, () => totals(s, seat));

describe("Leaders leaving play", () => {
  it("Homer: replaced, he may go under a completed wonder for +1 happy face instead of the civil action back", () => {
    const s = at((s) => { s.players[0].leader = "homer"; s.players[0].wonders = ["hanging-gardens"]; s.players[0].hand = ["moses"]; });
    const asked = play(tta, s, 0, { type: "play-leader", card: "moses" }).state;
    expect(tta.pending(asked)[0]).toMatchObject({ kind: "choose", seat: 0, id: "homer-tuck" });
    const tucked = play(tta, asked, 0, { type: "choose", value: "hanging-gardens" }).state;
    expect(tucked.players[0].civilSpent).toBe(1);
    // Hanging Gardens' 2 happy faces and Homer's 1 under it.
    expect(rating(tucked).happy).toBe(2 + 1);
    const kept = play(tta, asked, 0, { type: "choose", value: null }).state;
    expect([kept.players[0].civilSpent, rating(kept).happy]).toEqual([0, 2]);
  });

  it("Bill Gates: labs produce resources equal to their level, scored as culture when he leaves", () => {
    const s = at((s) => { s.era = "III"; s.players[0].leader = "bill-gates"; giveTech(s, 0, "computers", 1); s.players[0].hand = ["albert-einstein"]; });
    // Bronze ×2, Philosophy (level 0) and Computers (level 3).
    expect(query(tta, () => production(s, 0, "resources"))).toBe(2 + 3);
    const r = play(tta, s, 0, { type: "play-leader", card: "albert-einstein" }).state;
    expect(r.players[0].culture).toBe(3);
  });

  it("Alfred Nobel: no civil action back when replaced; then 2 technologies in a turn score 4 culture, once a turn", () => {
    let s = at((s) => { s.era = "II"; s.players[0].leader = "alfred-nobel"; s.players[0].hand = ["james-watt", "iron", "alchemy", "drama"]; s.players[0].science = 20; });
    s = play(tta, s, 0, { type: "play-leader", card: "james-watt" }).state;
    expect([s.players[0].civilSpent, s.nobelPrize]).toEqual([1, true]);
    s = play(tta, s, 0, { type: "develop", card: "iron" }).state;
    expect(s.players[0].culture).toBe(0);
    s = play(tta, s, 0, { type: "develop", card: "alchemy" }).state;
    expect(s.players[0].culture).toBe(4);
    s = play(tta, s, 0, { type: "develop", card: "drama" }).state;
    expect(s.players[0].culture).toBe(4);
  });
});

describe("Leaders' discounts", () => {
  it("James Watt: farms and mines and their technologies cost less by age; his culture when he leaves", () => {
    const s = at((s) => {
      s.era = "II";
      s.players[0].leader = "james-watt";
      s.players[0].hand = ["selective-breeding", "albert-einstein"];
      s.players[0].science = 3;
      setGoods(s, 0, "resources", 4);
    });
    // Selective Breeding (Age II): 5 science − 2.
    let r = play(tta, s, 0, { type: "develop", card: "selective-breeding" }).state;
    expect(r.players[0].science).toBe(0);
    // Building it: 6 resources − 2; upgrading Agriculture to it: (6 − 2) − 2.
    expect(amountOf(play(tta, r, 0, { type: "build", card: "selective-breeding" }).state.players[0], "resources")).toBe(0);
    r = play(tta, r, 0, { type: "upgrade", from: "agriculture", to: "selective-breeding" }).state;
    expect(amountOf(r.players[0], "resources")).toBe(2);
    // Leaving: the best farm or mine now produces 3 food.
    expect(play(tta, r, 0, { type: "play-leader", card: "albert-einstein" }).state.players[0].culture).toBe(3);
  });

  it("Antoni Gaudí: urban technologies 1 science cheaper per other urban type built", () => {
    const s = at((s) => { s.players[0].leader = "antoni-gaudi"; giveTech(s, 0, "religion", 1); s.players[0].hand = ["drama", "alchemy"]; s.players[0].science = 6; });
    // Drama (3): a lab and a temple → 1. Alchemy (4): only the temple counts → 3.
    const r = play(tta, s, 0, { type: "develop", card: "drama" }).state;
    expect(r.players[0].science).toBe(5);
    expect(play(tta, r, 0, { type: "develop", card: "alchemy" }).state.players[0].science).toBe(2);
  });

  it("Cleopatra: the first urban building or wonder stage of a turn costs 1 resource less, the next full price", () => {
    let s = at((s) => { s.players[0].leader = "cleopatra"; s.players[0].workers = 2; setGoods(s, 0, "resources", 5); });
    s = play(tta, s, 0, { type: "build", card: "religion" }).state;
    expect(amountOf(s.players[0], "resources")).toBe(3);
    s = play(tta, s, 0, { type: "build", card: "religion" }).state;
    expect(amountOf(s.players[0], "resources")).toBe(0);
  });

  it("Maria Theresa: science and culture per population; once a turn a unit 1 resource cheaper for the strongest", () => {
    let s = at((s) => { s.players[0].leader = "maria-theresa"; giveTech(s, 0, "warriors", 1); setGoods(s, 0, "food", 4); setGoods(s, 0, "resources", 3); });
    s = play(tta, s, 0, { type: "increase-population" }).state;
    expect([s.players[0].science, s.players[0].culture]).toEqual([1, 1]);
    s = play(tta, s, 0, { type: "build", card: "warriors" }).state;
    expect(amountOf(s.players[0], "resources")).toBe(2);
  });
});

/** Seat 1 ends its turn; seat 0's turn starts (its politics phase). */
const nextTurnOf0 = (fn: (s: TtaState) => void) => {
  const s = edit(start(2, "leaders"), (s) => {
    actionsOf(s, 1);
    s.civilDecks.I = Array(10).fill("iron");
    fn(s);
  });
  return play(tta, s, 1, { type: "end-turn" }).state;
};

describe("Leaders' armies", () => {
  it("Jan Žižka: farm workers count as Age A infantry or artillery for tactics, and each army gives 1 culture", () => {
    const s = at((s) => { s.players[0].leader = "jan-zizka"; s.players[0].tactic = "defensive-army"; });
    // Warriors + 2 farm workers as infantry and artillery: one Defensive Army, outdated (+3).
    expect([rating(s).strength, rating(s).culture]).toEqual([1 + 3, 1]);
    const without = edit(s, (s) => { s.players[0].leader = null; });
    expect([rating(without).strength, rating(without).culture]).toEqual([1, 0]);
  });

  it("Sun Tzu: 2 extra military cards a turn, the tactic stays private, and +1 strength per army once he leaves", () => {
    const s = at((s) => {
      s.players[0].leader = "sun-tzu";
      s.players[0].tactic = "fighting-band";
      s.players[0].tacticExclusive = true;
      giveTech(s, 0, "warriors", 1);
      s.players[0].hand = ["aristotle"];
    });
    const left = query(tta, () => militaryLeft(s, 0));
    const ended = play(tta, s, 0, { type: "end-turn" }).state;
    expect(ended.players[0].military.length).toBe(2 + left);
    const next = nextTurnOf0((s) => { s.players[0].leader = "sun-tzu"; s.players[0].tactic = "fighting-band"; s.players[0].tacticExclusive = true; });
    expect([next.commonTactics, next.players[0].tacticExclusive]).toEqual([[], true]);
    // Fighting Band with 2 Warriors: one army of +1; he goes under it when replaced.
    const r = play(tta, s, 0, { type: "play-leader", card: "aristotle" }).state;
    expect(r.players[0].powers.sunTzuUnder).toBe("fighting-band");
    expect(rating(r).strength).toBe(rating(s).strength + 1);
  });
});

describe("Leaders' lasting choices and tokens", () => {
  it("Ashoka: production bonuses by the colours of civil cards in hand", () => {
    const res = (hand: string[]) => query(tta, () => { const s = at((s) => { s.players[0].leader = "ashoka"; s.players[0].hand = hand; }); return [production(s, 0, "food"), production(s, 0, "resources")]; });
    expect(res(["iron"])).toEqual([2, 2]);
    expect(res(["iron", "drama"])).toEqual([2, 3]);
    expect(res(["iron", "drama", "swordsmen"])).toEqual([3, 3]);
  });

  it("Saladin: at the end of the turn +2 strength or +1 civil action, kept until the next choice", () => {
    let s = at((s) => { s.players[0].leader = "saladin"; });
    const strength = rating(s).strength;
    const civil = query(tta, () => civilActionTotal(s, 0));
    s = play(tta, s, 0, { type: "end-turn" }).state;
    expect(tta.pending(s)[0]).toMatchObject({ kind: "choose", seat: 0, id: "saladin" });
    const c = play(tta, s, 0, { type: "choose", value: "civil" }).state;
    expect([query(tta, () => civilActionTotal(c, 0)), rating(c).strength]).toEqual([civil + 1, strength]);
    const m = play(tta, s, 0, { type: "choose", value: "strength" }).state;
    expect([query(tta, () => civilActionTotal(m, 0)), rating(m).strength]).toEqual([civil, strength + 2]);
  });

  it("Hippocrates: a yellow token beside the government each turn start, one back to the yellow bank at each end of an age", () => {
    const s = nextTurnOf0((s) => { s.players[0].leader = "hippocrates"; });
    expect([s.players[0].powers.hippocrates, s.players[0].yellowBank]).toEqual([1, 17]);
    const r = within(tta, edit(s, (s) => { s.players[0].leader = null; }), (ctx) => endAge(ctx)).state;
    // The age's loss of 2, then Hippocrates's token back.
    expect([r.players[0].powers.hippocrates, r.players[0].yellowBank]).toEqual([0, 17 - 2 + 1]);
  });
});

describe("Leaders and events", () => {
  it("Eleanor of Aquitaine: 2 military cards per event prepared, culture per card discarded, 3 civil actions back when replaced", () => {
    let s = edit(start(2, "leaders"), (s) => {
      actionsOf(s, 0, { politics: true });
      s.players[0].leader = "eleanor-of-aquitaine";
      s.players[0].military = ["barbarians"];
      s.players[0].hand = ["aristotle"];
      s.currentEvents = ["development-of-science", "development-of-crafts"];
    });
    s = play(tta, s, 0, { type: "prepare-event", card: "barbarians" }).state;
    expect(s.players[0].military).toHaveLength(2);
    const full = edit(s, (s) => { s.players[0].military = ["spy", "spy", "spy", "spy", "spy"]; s.players[0].militarySpent = 2; });
    let e = play(tta, full, 0, { type: "end-turn" }).state;
    // Five cards, a limit of 2: three discards.
    for (let i = 0; i < 3; i++) e = play(tta, e, 0, { type: "choose", value: "spy" }).state;
    expect(e.players[0].culture).toBe(1 + 3);
    const spent = edit(s, (s) => { s.players[0].civilSpent = 3; });
    expect(play(tta, spent, 0, { type: "play-leader", card: "aristotle" }).state.players[0].civilSpent).toBe(1);
  });

  it("Nostradamus: 3 culture per event prepared, rivals' prepared events shown to him, +3 strength against aggressions", () => {
    const s = edit(start(2, "leaders"), (s) => {
      actionsOf(s, 1, { politics: true });
      s.players[0].leader = "nostradamus";
      s.players[1].military = ["barbarians", "plunder-1"];
      giveTech(s, 1, "warriors", 3);
      s.currentEvents = ["development-of-science", "development-of-crafts"];
    });
    const prepared = play(tta, s, 1, { type: "prepare-event", card: "barbarians" });
    expect(prepared.events.find((e) => e.type === "event-prepared")).toMatchObject({ visibleTo: [1, 0] });
    // Strength 4 against 1 + 3: not weaker.
    expect(reject(tta, s, 1, { type: "aggression", card: "plunder-1", target: 0 }).message).toContain("weaker");
    const mine = edit(s, (s) => { actionsOf(s, 0, { politics: true }); s.players[0].military = ["barbarians"]; });
    expect(play(tta, mine, 0, { type: "prepare-event", card: "barbarians" }).state.players[0].culture).toBe(1 + 3);
  });
});

const politicsOf = (fn: (s: TtaState) => void, seat = 0) => edit(start(2, "leaders"), (s) => { actionsOf(s, seat, { politics: true }); fn(s); });

describe("Leaders' actions", () => {
  it("Hammurabi: one military action a turn used as a civil action", () => {
    const s = at((s) => { s.players[0].leader = "hammurabi"; s.players[0].civilSpent = 4; setRow(s, ["iron", "coal"]); });
    const r = play(tta, s, 0, { type: "take-card", slot: 0 }).state;
    expect([r.players[0].civilSpent, r.players[0].militarySpent]).toEqual([4, 1]);
    expect(reject(tta, r, 0, { type: "take-card", slot: 1 }).message).toContain("civil action");
  });

  it("Maximilien Robespierre: a revolution spends every military action instead of the civil ones", () => {
    const s = at((s) => { s.players[0].leader = "maximilien-robespierre"; s.players[0].hand = ["monarchy"]; s.players[0].science = 2; s.players[0].civilSpent = 1; });
    const r = play(tta, s, 0, { type: "revolution", card: "monarchy" }).state;
    // Monarchy's 3 military actions and Robespierre's 1, all spent; his 3 culture for the revolution.
    expect([r.players[0].government, r.players[0].civilSpent, r.players[0].militarySpent, r.players[0].culture]).toEqual(["monarchy", 1, 3 + 1, 3]);
    expect(reject(tta, edit(s, (s) => { s.players[0].militarySpent = 1; }), 0, { type: "revolution", card: "monarchy" }).message).toContain("military");
  });
});

describe("Leaders in the political phase", () => {
  it("Julius Caesar: a second political action, once a game", () => {
    const s = politicsOf((s) => { s.players[0].leader = "julius-caesar"; s.players[0].military = ["barbarians", "barbarians"]; s.currentEvents = ["development-of-science", "development-of-crafts"]; });
    let r = play(tta, s, 0, { type: "prepare-event", card: "barbarians" }).state;
    expect(tta.pending(r)[0]).toMatchObject({ seat: 0, id: "politics" });
    r = play(tta, r, 0, { type: "prepare-event", card: "barbarians" }).state;
    expect(tta.pending(r)[0]).toMatchObject({ seat: 0, id: "actions" });
    const again = edit(s, (s) => { s.players[0].powers.usedInGame = r.players[0].powers.usedInGame; });
    expect(tta.pending(play(tta, again, 0, { type: "prepare-event", card: "barbarians" }).state)[0]).toMatchObject({ seat: 0, id: "actions" });
  });

  it("Mahatma Gandhi: his seat may not attack; attacking it costs double military actions", () => {
    const s = politicsOf((s) => { s.players[1].leader = "mahatma-gandhi"; s.players[0].military = ["plunder-1"]; giveTech(s, 0, "warriors", 3); });
    expect(play(tta, s, 0, { type: "aggression", card: "plunder-1", target: 1 }).state.players[0].militarySpent).toBe(2);
    const his = politicsOf((s) => { s.players[1].leader = "mahatma-gandhi"; s.players[1].military = ["plunder-1"]; giveTech(s, 1, "warriors", 3); }, 1);
    expect(reject(tta, his, 1, { type: "aggression", card: "plunder-1", target: 0 }).message).toContain("forbids");
  });

  it("Pierre de Coubertin: once a game the Olympics score 8 culture; an aggressor until his next political phase loses 8", () => {
    const s = politicsOf((s) => { s.players[0].leader = "pierre-de-coubertin"; });
    const r = play(tta, s, 0, { type: "olympics" }).state;
    expect([r.players[0].culture, r.olympics]).toEqual([8, 0]);
    expect(tta.pending(r)[0]).toMatchObject({ seat: 0, id: "politics" });
    expect(reject(tta, r, 0, { type: "olympics" }).message).toContain("already");
    const attack = edit(r, (s) => { actionsOf(s, 1, { politics: true }); s.players[1].military = ["plunder-1"]; s.players[1].culture = 10; giveTech(s, 1, "warriors", 3); });
    expect(play(tta, attack, 1, { type: "aggression", card: "plunder-1", target: 0 }).state.players[1].culture).toBe(2);
  });

  it("Christopher Columbus: he leaves play and a territory from hand becomes a colony, as the political action", () => {
    const s = politicsOf((s) => { s.players[0].leader = "christopher-columbus"; s.players[0].military = ["vast-territory-1"]; });
    const r = play(tta, s, 0, { type: "columbus", card: "vast-territory-1" }).state;
    expect([r.players[0].leader, r.players[0].colonies, r.players[0].military, r.players[0].yellowBank]).toEqual([null, ["vast-territory-1"], [], 18 + 3]);
    expect(amountOf(r.players[0], "food")).toBe(3);
    expect(tta.pending(r)[0]).toMatchObject({ seat: 0, id: "actions" });
  });

  it("Catherine the Great: once a game, with 2 players, a yellow token from the weaker rival's yellow bank", () => {
    const s = politicsOf((s) => { s.players[0].leader = "catherine-the-great"; giveTech(s, 0, "warriors", 1); });
    const r = play(tta, s, 0, { type: "catherine" }).state;
    expect([r.players[0].yellowBank, r.players[1].yellowBank]).toEqual([17 + 1, 17]);
    const again = edit(r, (s) => { actionsOf(s, 0, { politics: true }); });
    expect(reject(tta, again, 0, { type: "catherine" }).message).toContain("already");
  });
});

describe("Leaders' actions and costs", () => {
  it("Frederick Barbarossa: for 1 military action a new worker becomes a unit, 1 food and 1 resource cheaper", () => {
    const s = at((s) => { s.players[0].leader = "frederick-barbarossa"; setGoods(s, 0, "food", 1); setGoods(s, 0, "resources", 1); });
    const r = play(tta, s, 0, { type: "barbarossa", card: "warriors" }).state;
    const p = r.players[0];
    expect([p.techs.find((t) => t.card === "warriors")!.workers, p.yellowBank, p.workers, p.militarySpent, p.civilSpent]).toEqual([2, 17, 1, 1, 0]);
    expect([amountOf(p, "food"), amountOf(p, "resources")]).toEqual([0, 0]);
  });

  it("Winston Churchill: once a turn 3 culture, or 3 science for military technologies and 3 resources for units", () => {
    const s = at((s) => { s.players[0].leader = "winston-churchill"; s.players[0].hand = ["swordsmen", "alchemy"]; s.players[0].science = 1; });
    expect(play(tta, s, 0, { type: "churchill", pick: "culture" }).state.players[0].culture).toBe(3);
    let r = play(tta, s, 0, { type: "churchill", pick: "military" }).state;
    expect(reject(tta, r, 0, { type: "churchill", pick: "culture" }).message).toContain("already");
    // Alchemy (4) is no military technology; Swordsmen (4) takes the 3 science and 1 of the seat's own.
    expect(reject(tta, r, 0, { type: "develop", card: "alchemy" }).message).toContain("science");
    r = play(tta, r, 0, { type: "develop", card: "swordsmen" }).state;
    r = play(tta, r, 0, { type: "build", card: "swordsmen" }).state;
    expect([r.players[0].science, r.players[0].temp, r.players[0].techs.find((t) => t.card === "swordsmen")!.workers]).toEqual([0, [], 1]);
  });

  it("Nelson Mandela: 3 more civil actions to take without discontent workers; culture per surplus happy face each turn", () => {
    const s = at((s) => { setRow(s, ["nelson-mandela"]); s.era = "III"; });
    expect(play(tta, s, 0, { type: "take-card", slot: 0 }).state.players[0].civilSpent).toBe(1 + 3);
    // Two happy faces needed and none: discontent workers, the usual price.
    expect(play(tta, edit(s, (s) => { s.players[0].yellowBank = 11; }), 0, { type: "take-card", slot: 0 }).state.players[0].civilSpent).toBe(1);
    const led = at((s) => { s.players[0].leader = "nelson-mandela"; s.players[0].techs.find((t) => t.card === "religion")!.workers = 2; });
    // Religion ×2: 2 culture produced, 2 happy faces with none needed: 2 more.
    expect(play(tta, led, 0, { type: "end-turn" }).state.players[0].culture).toBe(2 + 2);
  });

  it("Johannes Gutenberg: his own civil action develops, builds or upgrades a lab or library 1 cheaper, for 2 culture", () => {
    const s = at((s) => { s.players[0].leader = "johannes-gutenberg"; s.players[0].hand = ["alchemy"]; s.players[0].science = 3; s.players[0].civilSpent = 4; });
    expect(tta.legalMoves(s, 0)).toContainEqual({ type: "develop", card: "alchemy" });
    const r = play(tta, s, 0, { type: "develop", card: "alchemy" }).state;
    expect([r.players[0].science, r.players[0].culture, r.players[0].civilSpent]).toEqual([0, 2, 4]);
    expect(reject(tta, edit(r, (s) => setGoods(s, 0, "resources", 6)), 0, { type: "build", card: "alchemy" }).message).toContain("civil action");
  });
});

describe("Leaders colonizing", () => {
  const colonizing = (fn: (s: TtaState) => void) => {
    const s = politicsOf((s) => { s.players[0].military.push("barbarians"); s.currentEvents = ["vast-territory-1", "development-of-crafts"]; fn(s); });
    return play(tta, s, 0, { type: "prepare-event", card: "barbarians" }).state;
  };

  it("Isabella of Castile: 1, 3 or 6 resources buy +1, +2 or +3 colonization", () => {
    let s = colonizing((s) => { s.players[0].leader = "isabella-of-castile"; setGoods(s, 0, "resources", 3); });
    // One Warriors (1) and 3 resources (+2).
    expect(tta.legalMoves(s, 0).map((m) => m.value)).toEqual([1, 2, 3, null]);
    s = play(tta, s, 0, { type: "choose", value: 3 }).state;
    s = play(tta, s, 0, { type: "choose", value: "warriors" }).state;
    expect(tta.legalMoves(s, 0).map((m) => m.value)).toEqual(["isabella:1", "isabella:2"]);
    s = play(tta, s, 0, { type: "choose", value: "isabella:2" }).state;
    expect([s.players[0].colonies, amountOf(s.players[0], "resources")]).toEqual([["vast-territory-1"], 0]);
  });

  it("James Cook: up to 2 military cards discarded for +1 colonization each", () => {
    let s = colonizing((s) => { s.players[0].leader = "james-cook"; s.players[0].military.push("spy", "spy"); });
    s = play(tta, s, 0, { type: "choose", value: 3 }).state;
    s = play(tta, s, 0, { type: "choose", value: "warriors" }).state;
    s = play(tta, s, 0, { type: "choose", value: "cook:spy" }).state;
    s = play(tta, s, 0, { type: "choose", value: "cook:spy" }).state;
    expect([s.players[0].colonies, s.players[0].military, s.militaryDiscard]).toEqual([["vast-territory-1"], [], ["spy", "spy"]]);
  });
});

describe("Leaders' other powers", () => {
  it("Leonardo da Vinci: the best lab or library gives extra science equal to its level", () => {
    const s = at((s) => { s.players[0].leader = "leonardo-da-vinci"; giveTech(s, 0, "alchemy", 1); giveTech(s, 0, "journalism", 1); });
    // Philosophy 1, Alchemy 2, Journalism 2, and Journalism's level 2.
    expect(rating(s).science).toBe(1 + 2 + 2 + 2);
  });

  it("William Shakespeare: 2 culture per library–theater pair", () => {
    const s = at((s) => { s.players[0].leader = "william-shakespeare"; giveTech(s, 0, "printing-press", 2); giveTech(s, 0, "drama", 1); });
    // Printing Press ×2: 2 culture; Drama: 2 culture; one pair.
    expect(rating(s).culture).toBe(2 + 2 + 2);
  });

  it("Alexander the Great: as the political action he leaves play for a yellow token from the box", () => {
    const s = politicsOf((s) => { s.players[0].leader = "alexander-the-great"; });
    const r = play(tta, s, 0, { type: "alexander" }).state;
    expect([r.players[0].leader, r.players[0].yellowBank]).toEqual([null, 19]);
    expect(tta.pending(r)[0]).toMatchObject({ seat: 0, id: "actions" });
  });

  it("Steve Jobs: developing a technology offers 4 culture for 1 resource", () => {
    const s = at((s) => { s.era = "III"; s.players[0].leader = "steve-jobs"; s.players[0].hand = ["iron"]; s.players[0].science = 5; setGoods(s, 0, "resources", 1); });
    const asked = play(tta, s, 0, { type: "develop", card: "iron" }).state;
    expect(tta.pending(asked)[0]).toMatchObject({ kind: "choose", seat: 0, id: "optional-pay" });
    const paid = play(tta, asked, 0, { type: "choose", value: "yes" }).state;
    expect([paid.players[0].culture, amountOf(paid.players[0], "resources")]).toEqual([4, 0]);
    expect(play(tta, asked, 0, { type: "choose", value: "no" }).state.players[0].culture).toBe(0);
  });

  it("Ian Fleming: in the political phase he sees one rival's military cards, not the same rival two turns running", () => {
    const s = politicsOf((s) => { s.era = "III"; s.players[0].leader = "ian-fleming"; s.players[1].military = ["spy"]; });
    const r = play(tta, s, 0, { type: "fleming", target: 1 });
    expect(r.events.find((e) => e.type === "military-seen")).toMatchObject({ target: 1, cards: ["spy"], visibleTo: [0] });
    expect(tta.pending(r.state)[0]).toMatchObject({ seat: 0, id: "politics" });
    const next = edit(r.state, (s) => { s.round++; s.players[0].powers.usedThisTurn = []; });
    expect(reject(tta, next, 0, { type: "fleming", target: 1 }).message).toContain("cannot be targeted");
  });

  it("Joan of Arc: at the start of her political phase the seat sees the top current event", () => {
    let s = edit(start(2, "leaders"), (s) => { actionsOf(s, 1); s.civilDecks.I = Array(10).fill("iron"); s.players[0].leader = "joan-of-arc"; s.currentEvents = ["barbarians"]; });
    const r = play(tta, s, 1, { type: "end-turn" });
    expect(r.events.find((e) => e.type === "event-seen")).toMatchObject({ seat: 0, card: "barbarians", visibleTo: [0] });
    s = r.state;
    expect(tta.pending(s)[0]).toMatchObject({ seat: 0, id: "politics" });
  });

  it("Marlene Dietrich: one unit counts twice for tactics, not for strength", () => {
    const s = at((s) => { s.era = "III"; s.players[0].leader = "marlene-dietrich"; s.players[0].tactic = "fighting-band"; });
    // One Warriors (1) counted twice: a Fighting Band (+1), in a colonization force too.
    expect(rating(s).strength).toBe(1 + 1);
    expect(query(tta, () => force(s, 0, { warriors: 1 }, []))).toBe(1 + 1);
  });

  it("J. S. Bach: once a turn, for a civil action, an urban building becomes a theater, paying the difference", () => {
    const s = at((s) => { s.players[0].leader = "johann-sebastian-bach"; giveTech(s, 0, "religion", 2); giveTech(s, 0, "drama", 0); setGoods(s, 0, "resources", 2); });
    const r = play(tta, s, 0, { type: "bach-theater", from: "religion", to: "drama" }).state;
    const p = r.players[0];
    // Drama 4 − Religion 3: 1 resource.
    expect([p.techs.find((t) => t.card === "drama")!.workers, p.techs.find((t) => t.card === "religion")!.workers, amountOf(p, "resources"), p.civilSpent]).toEqual([1, 1, 1, 1]);
    expect(reject(tta, r, 0, { type: "bach-theater", from: "religion", to: "drama" }).message).toContain("already");
  });

  it("Confucius: any military card may be prepared as an event; a non-event revealed gives everyone 1 science", () => {
    const s = politicsOf((s) => { s.players[0].leader = "confucius"; s.players[0].military = ["spy"]; s.currentEvents = ["plunder-1", "development-of-crafts"]; });
    const r = play(tta, s, 0, { type: "prepare-event", card: "spy" }).state;
    expect(r.futureEvents).toEqual(["spy"]);
    // Confucius's own science for preparing, then the revealed Plunder's 1 for everyone.
    expect(r.players.map((p) => p.science)).toEqual([1 + 1, 1]);
    expect(reject(tta, edit(s, (s) => { s.players[0].leader = null; }), 0, { type: "prepare-event", card: "spy" }).message).toContain("cannot be played");
  });
});
