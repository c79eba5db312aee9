/**
 * The New Leaders & Wonders rulebook's appendix ("Приложение", seed 004 L306-712), one test per clarification
 * (issue #14), each named with the card and the seed line it checks, on positions from the game's builder.
 */
import { describe, expect, it } from "vitest";
import { play, query, reject, within } from "../../../engine/kit/testing/scenario.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, setGoods, setRow, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import { civilActionTotal, militaryLeft, production, totals } from "../../../engine/games/through-the-ages/base/ratings.ts";
import { resolveEvent } from "../../../engine/games/through-the-ages/politics/events.ts";
import { force, settle, unitsOf } from "../../../engine/games/through-the-ages/politics/colonize.ts";
import { endAge } from "../../../engine/games/through-the-ages/ages/ages.ts";
import { amountOf } from "../../../engine/games/through-the-ages/base/tokens.ts";
import { ageOf } from "../../../engine/games/through-the-ages/base/cards.ts";
import { EVENTS } from "../../../engine/games/through-the-ages/data/index.ts";
import type { TtaState } from "../../../engine/games/through-the-ages/base/state.ts";

const at = (fn: (s: TtaState) => void, seat = 0, politics = false) =>
  edit(start(2, "appendix"), (s) => { actionsOf(s, seat, { politics }); fn(s); });
const rating = (s: TtaState, seat = 0) => query(tta, () => totals(s, seat));
const ageEnds = (s: TtaState) => within(tta, s, (ctx) => endAge(ctx)).state;
const options = (s: TtaState) => (tta.pending(s)[0] as { options: { value: unknown }[] }).options.map((o) => o.value);
const civilLeft = (s: TtaState, seat = 0) => query(tta, () => civilActionTotal(s, seat)) - s.players[seat].civilSpent;
const settles = (s: TtaState, territory: string, seat = 0) => within(tta, s, (ctx) => settle(ctx, seat, territory)).state;
const reveal = (s: TtaState, id: string, by = 0) => within(tta, s, (ctx) => resolveEvent(ctx, id, by));
/** Moves the seat's farm workers from Agriculture to `farm`. */
const farmsOn = (s: TtaState, seat: number, farm: string) => {
  const ag = s.players[seat].techs.find((t) => t.card === "agriculture")!;
  s.players[seat].yellowBank += ag.workers;
  giveTech(s, seat, farm, ag.workers);
  ag.workers = 0;
};
/** Seat 1 ends its turn, so seat 0's turn starts. */
const nextTurnOf0 = (fn: (s: TtaState) => void) =>
  play(tta, at((s) => { s.civilDecks.I = Array(10).fill("iron"); fn(s); }, 1), 1, { type: "end-turn" }).state;

describe("Appendix, Age A", () => {
  it("Confucius (L318-320): a military card that is not an event, revealed, gives every civilization 1 — even with Confucius gone", () => {
    const s = at((s) => {
      s.players[0].military = ["barbarians"];
      s.currentEvents = ["spy", "development-of-crafts"];
      s.futureEvents = [];
    }, 0, true);
    // Spy was prepared under Confucius, who has since left play; seat 0 prepares an event and Spy is revealed.
    const r = play(tta, s, 0, { type: "prepare-event", card: "barbarians" }).state;
    expect(r.players.map((p) => p.science)).toEqual([1, 1]);
  });

  it("Confucius (L318): the card prepared is hidden from the other players until it is revealed", () => {
    const s = at((s) => { s.players[0].leader = "confucius"; s.players[0].military = ["spy"]; s.currentEvents = ["development-of-crafts", "development-of-crafts"]; }, 0, true);
    const r = play(tta, s, 0, { type: "prepare-event", card: "spy" }).state;
    expect(r.futureEvents).toContain("spy");
    expect(JSON.stringify(tta.view(r, 1))).not.toContain("\"spy\"");
  });

  it("Sun Tzu (L326): he always draws 2 military cards, even with no military action left", () => {
    const s = at((s) => { s.players[0].leader = "sun-tzu"; s.players[0].militarySpent = 2; });
    expect(query(tta, () => militaryLeft(s, 0))).toBe(0);
    expect(play(tta, s, 0, { type: "end-turn" }).state.players[0].military).toHaveLength(2);
    const without = edit(s, (s) => { s.players[0].leader = null; });
    expect(play(tta, without, 0, { type: "end-turn" }).state.players[0].military).toHaveLength(0);
    // The seat's view says beforehand what ending the turn draws (the end-turn confirmation reads it).
    expect(tta.view(s, 0).players[0].ratings.endTurnDraws).toBe(2);
    expect(tta.view(without, 0).players[0].ratings.endTurnDraws).toBe(0);
    const twoLeft = edit(s, (s) => { s.players[0].militarySpent = 0; });
    expect(tta.view(twoLeft, 0).players[0].ratings.endTurnDraws).toBe(play(tta, twoLeft, 0, { type: "end-turn" }).state.players[0].military.length);
  });

  it("Sun Tzu (L328): a replaced tactic stays in his seat's area, out of the common area, so nobody can copy it", () => {
    let s = at((s) => {
      s.players[0].leader = "sun-tzu";
      s.players[0].tactic = "fighting-band";
      s.players[0].tacticExclusive = true;
      s.players[0].military = ["defensive-army"];
    });
    s = play(tta, s, 0, { type: "play-tactic", card: "defensive-army" }).state;
    expect([s.players[0].tactic, s.players[0].powers.heldTactics, s.commonTactics]).toEqual(["defensive-army", ["fighting-band"], []]);
    const other = edit(s, (s) => actionsOf(s, 1));
    expect(reject(tta, other, 1, { type: "copy-tactic", card: "fighting-band" }).message).toBeTruthy();
  });

  it("Sun Tzu (L328): while he leads, the exclusive tactic does not go to the common area at the turn's start", () => {
    const s = nextTurnOf0((s) => { s.players[0].leader = "sun-tzu"; s.players[0].tactic = "fighting-band"; s.players[0].tacticExclusive = true; s.players[0].powers.heldTactics = ["defensive-army"]; });
    expect([s.commonTactics, s.players[0].tacticExclusive]).toEqual([[], true]);
  });

  it("Sun Tzu (L330): at the start of the first turn after he left, every tactic in the seat's area goes to the common area", () => {
    const s = nextTurnOf0((s) => { s.players[0].tactic = "fighting-band"; s.players[0].tacticExclusive = true; s.players[0].powers.heldTactics = ["defensive-army"]; });
    expect([...s.commonTactics].sort()).toEqual(["defensive-army", "fighting-band"]);
    expect(s.players[0].powers.heldTactics).toEqual([]);
  });

  it("Sun Tzu (L332): leaving play he goes under the current tactic; with none, he is simply discarded", () => {
    const s = at((s) => { s.players[0].leader = "sun-tzu"; s.players[0].tactic = "fighting-band"; s.players[0].tacticExclusive = true; s.players[0].hand = ["aristotle"]; });
    expect(play(tta, s, 0, { type: "play-leader", card: "aristotle" }).state.players[0].powers.sunTzuUnder).toBe("fighting-band");
    const none = play(tta, edit(s, (s) => { s.players[0].tactic = null; }), 0, { type: "play-leader", card: "aristotle" }).state;
    expect([none.players[0].leader, none.players[0].powers.sunTzuUnder]).toEqual(["aristotle", null]);
  });

  it("Sun Tzu (L332): leaving with his exclusive tactic, that card becomes his special tactic, still in the seat's area", () => {
    const s = at((s) => { s.players[0].leader = "sun-tzu"; s.players[0].tactic = "fighting-band"; s.players[0].tacticExclusive = true; s.players[0].hand = ["aristotle"]; });
    const r = play(tta, s, 0, { type: "play-leader", card: "aristotle" }).state;
    expect([r.specialTactic, r.commonTactics, r.players[0].tacticExclusive]).toEqual([{ card: "fighting-band", seat: 0 }, [], true]);
  });

  it("Sun Tzu (L334): the card he lies under gives +1 per army to the seat whose flag is on it, for the rest of the game", () => {
    const s = at((s) => {
      giveTech(s, 0, "warriors", 1);
      s.players[0].tactic = "fighting-band";
      s.commonTactics = [];
      s.specialTactic = { card: "fighting-band", seat: null };
      s.players[0].powers.sunTzuUnder = "fighting-band";
      s.era = "III";
    });
    const plain = edit(s, (s) => { s.players[0].powers.sunTzuUnder = null; });
    expect(rating(s).strength).toBe(rating(plain).strength + 1);
  });

  it("Sun Tzu (L330, L334): at the seat's next turn his special tactic goes to the common area apart, not merged with one of its name", () => {
    const s = nextTurnOf0((s) => {
      s.players[0].tactic = "fighting-band";
      s.players[0].tacticExclusive = true;
      s.players[0].powers.sunTzuUnder = "fighting-band";
      s.players[0].powers.heldTactics = ["defensive-army"];
      s.specialTactic = { card: "fighting-band", seat: 0 };
      s.commonTactics = ["fighting-band"];
    });
    expect([[...s.commonTactics].sort(), s.specialTactic]).toEqual([["defensive-army", "fighting-band"], { card: "fighting-band", seat: null }]);
    expect([s.players[0].tacticExclusive, s.players[0].powers.sunTzuUnder]).toEqual([false, "fighting-band"]);
  });

  it("Sun Tzu (L334): in the common area his special tactic is copied by the normal rules (2 military actions), bonus included", () => {
    const s = at((s) => {
      giveTech(s, 1, "warriors", 1);
      s.commonTactics = ["fighting-band"];
      s.specialTactic = { card: "fighting-band", seat: null };
      s.players[0].tactic = "fighting-band";
      s.players[0].powers.sunTzuUnder = "fighting-band";
    }, 1);
    const copies = tta.legalMoves(s, 1).filter((m) => m.type === "copy-tactic");
    expect(copies).toEqual([{ type: "copy-tactic", card: "fighting-band" }, { type: "copy-tactic", card: "fighting-band", special: true }]);
    const special = play(tta, s, 1, { type: "copy-tactic", card: "fighting-band", special: true }).state;
    const plain = play(tta, s, 1, { type: "copy-tactic", card: "fighting-band" }).state;
    expect([special.players[1].militarySpent, special.players[1].powers.sunTzuUnder, plain.players[1].powers.sunTzuUnder]).toEqual([2, "fighting-band", null]);
    expect(rating(special, 1).strength).toBe(rating(plain, 1).strength + 1);
    // The seat already on the special card may not copy it again; the plain card of the name it may.
    const own = edit(s, (s) => actionsOf(s, 0));
    expect(reject(tta, own, 0, { type: "copy-tactic", card: "fighting-band", special: true }).message).toBeTruthy();
    expect(tta.legalMoves(own, 0).filter((m) => m.type === "copy-tactic")).toEqual([{ type: "copy-tactic", card: "fighting-band" }]);
  });

  it("Sun Tzu (L334): a seat that moves its flag off the special tactic loses the bonus; the card stays in the common area", () => {
    const s = at((s) => {
      giveTech(s, 0, "warriors", 1);
      s.specialTactic = { card: "fighting-band", seat: null };
      s.players[0].tactic = "fighting-band";
      s.players[0].powers.sunTzuUnder = "fighting-band";
      s.players[0].military = ["defensive-army"];
    });
    const r = play(tta, s, 0, { type: "play-tactic", card: "defensive-army" }).state;
    expect([r.players[0].powers.sunTzuUnder, r.specialTactic]).toEqual([null, { card: "fighting-band", seat: null }]);
  });

  it("Sun Tzu (L330): his special tactic replaced the turn he left stays in the seat's area until its next turn, then goes to the common area", () => {
    const s = at((s) => {
      s.players[0].leader = "sun-tzu";
      s.players[0].tactic = "fighting-band";
      s.players[0].tacticExclusive = true;
      s.players[0].hand = ["aristotle"];
      s.players[0].military = ["defensive-army"];
    });
    let r = play(tta, s, 0, { type: "play-leader", card: "aristotle" }).state;
    r = play(tta, r, 0, { type: "play-tactic", card: "defensive-army" }).state;
    expect([r.specialTactic, r.players[0].powers.sunTzuUnder, r.players[0].powers.heldTactics, r.commonTactics]).toEqual([{ card: "fighting-band", seat: 0 }, null, [], []]);
    const other = edit(r, (s) => actionsOf(s, 1));
    expect(reject(tta, other, 1, { type: "copy-tactic", card: "fighting-band", special: true }).message).toBeTruthy();
    r = play(tta, edit(r, (s) => { s.civilDecks.I = Array(10).fill("iron"); actionsOf(s, 1); }), 1, { type: "end-turn" }).state;
    expect([r.specialTactic, r.commonTactics]).toEqual([{ card: "fighting-band", seat: null }, ["defensive-army"]]);
  });

  it("Sun Tzu (L336): a tactic copied from the common area while he leads is not yet special; leaving, he makes that card special for every flag on it", () => {
    const s = at((s) => {
      s.players[0].leader = "sun-tzu";
      giveTech(s, 0, "warriors", 1);
      giveTech(s, 1, "warriors", 1);
      s.commonTactics = ["fighting-band"];
      s.players[1].tactic = "fighting-band";
      s.players[0].hand = ["aristotle"];
    });
    const copied = play(tta, s, 0, { type: "copy-tactic", card: "fighting-band" }).state;
    expect([copied.players[0].tacticExclusive, copied.players[0].powers.sunTzuUnder, copied.specialTactic]).toEqual([false, null, undefined]);
    const left = play(tta, copied, 0, { type: "play-leader", card: "aristotle" }).state;
    expect([left.specialTactic, left.commonTactics]).toEqual([{ card: "fighting-band", seat: null }, []]);
    expect([left.players[0].powers.sunTzuUnder, rating(left).strength]).toEqual(["fighting-band", rating(copied).strength + 1]);
    expect([left.players[1].powers.sunTzuUnder, rating(left, 1).strength]).toEqual(["fighting-band", rating(copied, 1).strength + 1]);
  });

  it("Ashoka (L342): only the six civil colours count — a leader in hand adds none", () => {
    const res = (hand: string[]) => query(tta, () => { const s = at((s) => { s.players[0].leader = "ashoka"; s.players[0].hand = hand; }); return [production(s, 0, "food"), production(s, 0, "resources")]; });
    // Brown (Iron) and grey (Drama): 2 colours; Aristotle, a leader, is no third colour.
    expect(res(["iron", "drama", "aristotle"])).toEqual(res(["iron", "drama"]));
    // Red (Swordsmen) is: 3 colours.
    expect(res(["iron", "drama", "swordsmen"])).not.toEqual(res(["iron", "drama"]));
  });

  it("Hippocrates (L350): the tokens beside the government are no yellow tokens to use — not for population", () => {
    const s = at((s) => { s.players[0].leader = "hippocrates"; s.players[0].powers.hippocrates = 2; s.players[0].yellowBank = 0; });
    expect(reject(tta, s, 0, { type: "increase-population" }).message).toBeTruthy();
  });

  it("Hippocrates (L352): with an empty yellow bank at the end of an age no token is lost, and one comes back", () => {
    const s = at((s) => { s.players[0].leader = "hippocrates"; s.players[0].powers.hippocrates = 2; s.players[0].yellowBank = 0; });
    const r = ageEnds(s);
    expect([r.players[0].yellowBank, r.players[0].powers.hippocrates]).toEqual([1, 1]);
  });

  it("Roman Roads (L358-360): its extra symbol changes with the age and is recalculated at the end of each age", () => {
    const s = at((s) => { s.players[0].wonders = ["roman-roads"]; });
    const plain = edit(s, (s) => { s.players[0].wonders = []; });
    const diff = (a: TtaState, b: TtaState) => query(tta, () => [production(a, 0, "resources") - production(b, 0, "resources"), totals(a, 0).science - totals(b, 0).science]);
    // Age I: 1 resource (L283).
    expect(diff(s, plain)).toEqual([1, 0]);
    // Age II, after the end of Age I: no more resource.
    expect(diff(ageEnds(s), ageEnds(plain))[0]).toBe(0);
  });

  it("Colossus, balanced (L366): its owner draws the new age's military cards at the start of the age, whoever's turn it is", () => {
    const s = at((s) => {
      s.players[0].wonders = ["colossus-nlw"];
      s.players[0].military = [];
      s.players[1].military = [];
    }, 1);
    const r = ageEnds(s);
    expect(r.era).toBe("II");
    expect(r.players[0].military.map((c) => ageOf(c))).toEqual(["II", "II", "II"]);
    expect(r.players[1].military).toEqual([]);
  });
});

describe("Appendix, Age I", () => {
  it("Saladin (L374): the choice is made at the end of each turn and may be changed then", () => {
    let s = at((s) => { s.players[0].leader = "saladin"; s.players[0].powers.saladin = "civil"; });
    const civil = civilLeft(s);
    const strength = rating(s).strength;
    s = play(tta, s, 0, { type: "end-turn" }).state;
    expect(tta.pending(s)[0]).toMatchObject({ kind: "choose", seat: 0, id: "saladin" });
    s = play(tta, s, 0, { type: "choose", value: "strength" }).state;
    expect([query(tta, () => civilActionTotal(s, 0)), rating(s).strength]).toEqual([civil - 1, strength + 2]);
  });

  it("Saladin (L376): his civil action is an ordinary one, counted in the total, so a revolution spends it too", () => {
    const s = at((s) => { s.players[0].leader = "saladin"; s.players[0].hand = ["monarchy"]; s.players[0].science = 20; });
    const civil = edit(s, (s) => { s.players[0].powers.saladin = "civil"; });
    expect(query(tta, () => civilActionTotal(civil, 0))).toBe(query(tta, () => civilActionTotal(s, 0)) + 1);
    const r = play(tta, civil, 0, { type: "revolution", card: "monarchy" }).state;
    expect(civilLeft(r)).toBe(0);
    expect(r.players[0].civilSpent).toBe(play(tta, s, 0, { type: "revolution", card: "monarchy" }).state.players[0].civilSpent + 1);
  });

  it("Saladin (L378): leaving play, his +2 strength goes with him", () => {
    const s = at((s) => { s.players[0].leader = "saladin"; s.players[0].powers.saladin = "strength"; s.players[0].hand = ["aristotle"]; });
    const r = play(tta, s, 0, { type: "play-leader", card: "aristotle" }).state;
    expect(rating(r).strength).toBe(rating(s).strength - 2);
  });

  it("Saladin (L378): leaving play, a civil action already used takes the cube with it (one spent action removed), an unused one is lost", () => {
    const used = at((s) => { s.players[0].leader = "saladin"; s.players[0].powers.saladin = "civil"; s.players[0].hand = ["aristotle"]; s.players[0].civilSpent = 2; });
    // 5 actions, 2 spent; the leader costs 1 and replacing gives 1 back: 3 left, and still 3 when a spent cube goes.
    expect(civilLeft(play(tta, used, 0, { type: "play-leader", card: "aristotle" }).state)).toBe(3);
    // Nothing spent but the leader (given back): Saladin's unused cube goes, 4 of 4 left.
    const unused = edit(used, (s) => { s.players[0].civilSpent = 0; });
    const r = play(tta, unused, 0, { type: "play-leader", card: "aristotle" }).state;
    expect([query(tta, () => civilActionTotal(r, 0)), civilLeft(r)]).toEqual([4, 4]);
  });

  it("Jan Žižka (L384): farms have no strength of their own and do not colonize, not even in an army", () => {
    const s = at((s) => { s.players[0].leader = "jan-zizka"; s.players[0].tactic = "defensive-army"; });
    const plain = edit(s, (s) => { s.players[0].leader = null; });
    expect(rating(edit(s, (s) => { s.players[0].tactic = null; })).strength).toBe(rating(edit(plain, (s) => { s.players[0].tactic = null; })).strength);
    expect(Object.keys(query(tta, () => unitsOf(s, 0)))).toEqual(["warriors"]);
    expect(query(tta, () => force(s, 0, { warriors: 1 }, []))).toBe(query(tta, () => force(plain, 0, { warriors: 1 }, [])));
  });

  it("Jan Žižka (L386): the Great Wall's +1 per infantry and artillery does not count farms", () => {
    const s = at((s) => { s.players[0].leader = "jan-zizka"; s.players[0].wonders = ["great-wall"]; });
    expect(rating(s).strength).toBe(rating(edit(s, (s) => { s.players[0].leader = null; })).strength);
  });

  it("Jan Žižka (L386): farms of any level count as Age A units, so an Age II tactic formed with them is outdated", () => {
    const s = at((s) => {
      s.players[0].leader = "jan-zizka";
      s.players[0].tactic = "defensive-army";
      s.players[0].techs.find((t) => t.card === "warriors")!.workers = 0;
      s.players[0].yellowBank += 1;
      giveTech(s, 0, "swordsmen", 2);
      farmsOn(s, 0, "irrigation");
    });
    // Two Swordsmen (I) and an Irrigation farm as artillery: Defensive Army's outdated 3, not its 6.
    expect(rating(s).strength).toBe(rating(edit(s, (s) => { s.players[0].leader = null; })).strength + 3);
  });

  it("Nostradamus (L394): events prepared before he came into play are not shown to him", () => {
    const s = at((s) => { s.players[1].military = ["barbarians"]; s.currentEvents = ["development-of-crafts", "development-of-crafts"]; }, 1, true);
    const r = play(tta, s, 1, { type: "prepare-event", card: "barbarians" });
    expect(r.events.find((e) => e.type === "event-prepared")).toMatchObject({ visibleTo: [1] });
  });

  it("Nostradamus (L398-402): his +3 counts for the weakest, not the strongest — a rival may be both, and both effects apply", () => {
    const s = at((s) => {
      s.players[0].leader = "nostradamus";
      giveTech(s, 1, "warriors", 2);
      for (const p of s.players) p.culture = 10;
    });
    // Seat 0 (1 + 3 = 4) is not the weakest against seat 1's 3, nor the strongest: seat 1 gains 4 and loses 4.
    const r = reveal(s, "crusades").state;
    expect(r.players.map((p) => p.culture)).toEqual([10, 10]);
    const plain = reveal(edit(s, (s) => { s.players[0].leader = null; }), "crusades").state;
    expect(plain.players.map((p) => p.culture)).toEqual([6, 14]);
  });

  it("Nostradamus (L398): his +3 does not count when a war is resolved", () => {
    let s = edit(start(2, "appendix"), (s) => {
      actionsOf(s, 1);
      s.civilDecks.I = Array(20).fill("iron");
      s.wars = [{ attacker: 0, card: "war-over-culture", target: 1 }];
      s.players[1].leader = "nostradamus";
      giveTech(s, 0, "warriors", 1);
      s.players[1].culture = 20;
    });
    const r = play(tta, s, 1, { type: "end-turn" });
    expect(r.events.find((e) => e.type === "war-resolved")).toMatchObject({ attack: 2, defence: 1 });
  });

  it("Johannes Gutenberg (L408): his action is not one of the civil actions and a revolution does not spend it", () => {
    const s = at((s) => { s.players[0].leader = "johannes-gutenberg"; s.players[0].hand = ["monarchy", "alchemy"]; s.players[0].science = 20; });
    expect(query(tta, () => civilActionTotal(s, 0))).toBe(query(tta, () => civilActionTotal(edit(s, (s) => { s.players[0].leader = null; }), 0)));
    const r = play(tta, s, 0, { type: "revolution", card: "monarchy" }).state;
    expect(civilLeft(r)).toBe(0);
    // Alchemy, a lab, is developed with Gutenberg's action after the revolution: 4 − 1 science, 2 culture.
    const d = play(tta, r, 0, { type: "develop", card: "alchemy" }).state;
    expect([d.players[0].science, d.players[0].culture, d.players[0].hand]).toEqual([r.players[0].science - 3, r.players[0].culture + 2, []]);
  });

  it("Johannes Gutenberg (L412): his action may play an action card that builds a lab, and both discounts apply", () => {
    let s = at((s) => { s.players[0].leader = "johannes-gutenberg"; giveTech(s, 0, "alchemy"); s.players[0].hand = ["urban-growth-a"]; setGoods(s, 0, "resources", 8); });
    s = play(tta, s, 0, { type: "play-action", card: "urban-growth-a" }).state;
    s = play(tta, s, 0, { type: "build", card: "alchemy" }).state;
    // Alchemy costs 6: 1 off for Urban Growth, 1 for Gutenberg; no civil action spent, his 2 culture.
    expect([amountOf(s.players[0], "resources"), s.players[0].civilSpent, s.players[0].culture]).toEqual([8 - 4, 0, 2]);
  });

  it("Eleanor of Aquitaine (L420): only spent civil actions come back — one spent and one for her successor gives back two", () => {
    const s = at((s) => { s.players[0].leader = "eleanor-of-aquitaine"; s.players[0].hand = ["aristotle"]; s.players[0].civilSpent = 1; });
    const r = play(tta, s, 0, { type: "play-leader", card: "aristotle" }).state;
    expect([r.players[0].civilSpent, civilLeft(r)]).toEqual([0, query(tta, () => civilActionTotal(r, 0))]);
  });

  it("Forbidden City (L426): it ignores two discontent workers but does not change happiness", () => {
    const s = at((s) => { s.players[0].yellowBank = 12; });
    const fc = edit(s, (s) => { s.players[0].wonders = ["forbidden-city"]; });
    expect(rating(fc).happy).toBe(rating(s).happy);
    expect(play(tta, fc, 0, { type: "end-turn" }).state.players[0].science).toBe(1);
  });

  it("Machu Picchu (L436): with no farm of Age A or I left, it adds no food", () => {
    const food = (s: TtaState) => query(tta, () => production(s, 0, "food"));
    const s = at((s) => { s.players[0].wonders = ["machu-picchu"]; });
    expect(food(s)).toBe(food(edit(s, (s) => { s.players[0].wonders = []; })) + 1);
    const upgraded = edit(s, (s) => { s.era = "II"; farmsOn(s, 0, "selective-breeding"); });
    expect(food(upgraded)).toBe(food(edit(upgraded, (s) => { s.players[0].wonders = []; })));
  });

  it("Machu Picchu (L436): its extra token is the mine's production, so Impact of Industry counts it", () => {
    const s = at((s) => { s.era = "III"; s.players[0].wonders = ["machu-picchu"]; });
    const culture = (x: TtaState) => reveal(x, "impact-of-industry").state.players[0].culture;
    // Bronze ×2: 2, and 1 more from the token.
    expect(culture(s)).toBe(culture(edit(s, (s) => { s.players[0].wonders = []; })) + 1);
  });

  it("Silk Road (L444): in the turn its first stage is built, the first action card played after it is improved", () => {
    let s = at((s) => {
      s.players[0].wonder = { card: "silk-road", built: 0, tokens: 0 };
      s.players[0].hand = ["cultural-heritage-a", "cultural-heritage-1"];
      setGoods(s, 0, "resources", 5);
    });
    s = play(tta, s, 0, { type: "play-action", card: "cultural-heritage-a" }).state;
    expect([s.players[0].science, s.players[0].culture]).toEqual([1, 4]);
    s = play(tta, s, 0, { type: "build-wonder", stages: 1 }).state;
    s = play(tta, s, 0, { type: "play-action", card: "cultural-heritage-1" }).state;
    expect([s.players[0].science, s.players[0].culture]).toEqual([1 + 3, 4 + 3]);
  });

  it("Silk Road (L448): Patriotism I gives 3 resources for units and 2 military actions", () => {
    const s = play(tta, at((s) => { s.players[0].wonders = ["silk-road"]; s.players[0].hand = ["patriotism-1"]; }), 0, { type: "play-action", card: "patriotism-1" }).state;
    expect([s.players[0].extraMilitary, s.players[0].temp.reduce((n, t) => n + t.amount, 0)]).toEqual([2, 3]);
  });

  it("Silk Road (L450): a bonus counted by other civilizations gets exactly 1 more — Endowment for the Arts gives 1 even where it gives 0", () => {
    const s = at((s) => { s.era = "III"; s.players[0].wonders = ["silk-road"]; s.players[0].hand = ["endowment-for-the-arts-3"]; s.players[0].culture = 50; });
    expect(play(tta, s, 0, { type: "play-action", card: "endowment-for-the-arts-3" }).state.players[0].culture).toBe(51);
    const plain = edit(s, (s) => { s.players[0].wonders = []; });
    expect(play(tta, plain, 0, { type: "play-action", card: "endowment-for-the-arts-3" }).state.players[0].culture).toBe(50);
  });

  it("Silk Road (L452): the action an action card orders is not doubled — Engineering Genius still builds one wonder stage", () => {
    let s = at((s) => {
      s.players[0].wonders = ["silk-road"];
      s.players[0].wonder = { card: "pyramids", built: 0, tokens: 0 };
      s.players[0].hand = ["engineering-genius-a"];
      setGoods(s, 0, "resources", 10);
    });
    s = play(tta, s, 0, { type: "play-action", card: "engineering-genius-a" }).state;
    expect(reject(tta, s, 0, { type: "build-wonder", stages: 2 }).message).toBeTruthy();
    s = play(tta, s, 0, { type: "build-wonder", stages: 1 }).state;
    expect(s.players[0].wonder?.built).toBe(1);
    expect(tta.pending(s)[0]).toMatchObject({ id: "actions" });
  });

  it("Himeji Castle (L458-460): the attacker's unit goes back to the yellow bank, not the worker pool, even when the aggression is repelled", () => {
    const s = edit(start(2, "appendix"), (s) => {
      actionsOf(s, 0, { politics: true });
      for (const p of s.players) p.wonders = ["himeji-castle"];
      s.players[0].military = ["plunder-1"];
      giveTech(s, 0, "warriors", 1);
      giveTech(s, 1, "warriors", 1);
    });
    let r = play(tta, s, 0, { type: "aggression", card: "plunder-1", target: 1, sacrifice: "warriors" });
    r = play(tta, r.state, 1, { type: "choose", value: "warriors" });
    expect(r.events.find((e) => e.type === "aggression-resolved")).toMatchObject({ won: false });
    const [a, d] = r.state.players;
    expect([a.techs.find((t) => t.card === "warriors")!.workers, a.yellowBank, a.workers]).toEqual([1, s.players[0].yellowBank + 1, s.players[0].workers]);
    expect([d.techs.find((t) => t.card === "warriors")!.workers, d.yellowBank, d.workers]).toEqual([1, s.players[1].yellowBank + 1, s.players[1].workers]);
  });
});

describe("Appendix, Age II", () => {
  const resources = (s: TtaState, seat = 0) => amountOf(s.players[seat], "resources");

  it("James Watt (L468): his discount works like a construction discount — an upgrade from Age I or Age II saves 2, so an Age I farm upgrades for nothing", () => {
    const s = at((s) => {
      s.era = "III";
      s.players[0].leader = "james-watt";
      giveTech(s, 0, "coal", 1);
      giveTech(s, 0, "oil");
      giveTech(s, 0, "irrigation", 1);
      giveTech(s, 0, "selective-breeding");
      setGoods(s, 0, "resources", 5);
    });
    // Coal (8) to Oil (11): 3 − 2. Irrigation (4) to Selective Breeding (6): 2 − 2.
    expect(resources(s) - resources(play(tta, s, 0, { type: "upgrade", from: "coal", to: "oil" }).state)).toBe(1);
    expect(resources(s) - resources(play(tta, s, 0, { type: "upgrade", from: "irrigation", to: "selective-breeding" }).state)).toBe(0);
    const plain = edit(s, (s) => { s.players[0].leader = null; });
    expect(resources(plain) - resources(play(tta, plain, 0, { type: "upgrade", from: "coal", to: "oil" }).state)).toBe(3);
  });

  it("James Watt (L468, L436): his best mine produces the most — an Iron mine with Machu Picchu's token beats Coal", () => {
    const s = at((s) => { s.era = "II"; s.players[0].leader = "james-watt"; s.players[0].wonders = ["machu-picchu"]; giveTech(s, 0, "iron", 1); giveTech(s, 0, "coal", 1); s.players[0].hand = ["albert-einstein"]; });
    // Iron's worker with the extra token: 2 tokens of 2; Coal's: 3.
    expect(play(tta, s, 0, { type: "play-leader", card: "albert-einstein" }).state.players[0].culture).toBe(4);
    const plain = edit(s, (s) => { s.players[0].wonders = []; });
    expect(play(tta, plain, 0, { type: "play-leader", card: "albert-einstein" }).state.players[0].culture).toBe(3);
  });

  it("Catherine the Great (L474): her power, once used, cannot be used again", () => {
    const s = at((s) => { s.players[0].leader = "catherine-the-great"; giveTech(s, 0, "warriors", 1); }, 0, true);
    const r = play(tta, s, 0, { type: "catherine" }).state;
    expect(reject(tta, edit(r, (s) => actionsOf(s, 0, { politics: true })), 0, { type: "catherine" }).message).toBeTruthy();
  });

  it("Charles Darwin (L480): with St. Peter's Basilica, temples give exactly the happy faces printed on them", () => {
    const s = at((s) => { s.players[0].leader = "charles-darwin"; s.players[0].wonders = ["st-peters-basilica-nlw"]; giveTech(s, 0, "religion", 2); });
    const printed = edit(s, (s) => { s.players[0].leader = null; s.players[0].wonders = []; });
    // St. Peter's own happy face on top of the temples' printed ones.
    expect(rating(s).happy).toBe(rating(printed).happy + 1);
    expect(rating(edit(s, (s) => { s.players[0].leader = null; })).happy).toBeGreaterThan(rating(s).happy);
  });

  it("Antoni Gaudí (L486): with 2 labs, 1 arena and no temple, Opera and Organized Religion cost 2 science less, Scientific Method 1", () => {
    const s = at((s) => {
      s.era = "II";
      s.players[0].leader = "antoni-gaudi";
      s.players[0].techs.find((t) => t.card === "philosophy")!.workers = 2;
      s.players[0].techs.find((t) => t.card === "religion")!.workers = 0;
      giveTech(s, 0, "bread-and-circuses", 1);
      s.players[0].hand = ["opera", "organized-religion", "scientific-method"];
      s.players[0].science = 10;
    });
    const cost = (id: string) => 10 - play(tta, s, 0, { type: "develop", card: id }).state.players[0].science;
    expect([cost("opera"), cost("organized-religion"), cost("scientific-method")]).toEqual([7 - 2, 4 - 2, 6 - 1]);
  });

  it("Maria Theresa (L494): her science and culture come with population from an event such as Immigration", () => {
    const s = at((s) => { s.players[0].leader = "maria-theresa"; });
    const r = reveal(s, "immigration").state;
    expect([r.players[0].science, r.players[0].culture, r.players[1].science]).toEqual([1, 1, 0]);
  });

  it("Maria Theresa (L496-499): a territory's population counts, and Inhabited Territory II's two count twice", () => {
    const s = at((s) => { s.era = "II"; s.players[0].leader = "maria-theresa"; });
    const r = settles(s, "inhabited-territory-2");
    expect([r.players[0].science, r.players[0].culture]).toEqual([2, 2]);
    expect(settles(s, "inhabited-territory-1").players[0].science).toBe(1);
  });

  it("Alfred Nobel (L505): once the prize is in play, any civilization developing 2 technologies in a turn scores 4 culture", () => {
    let s = at((s) => { s.era = "II"; s.nobelPrize = true; s.players[1].hand = ["iron", "alchemy"]; s.players[1].science = 20; }, 1);
    s = play(tta, s, 1, { type: "develop", card: "iron" }).state;
    s = play(tta, s, 1, { type: "develop", card: "alchemy" }).state;
    expect(s.players[1].culture).toBe(4);
  });

  it("Alfred Nobel (L507): his seat scores the prize in the turn he is replaced, a technology developed before and one after", () => {
    let s = at((s) => { s.era = "II"; s.players[0].leader = "alfred-nobel"; s.players[0].hand = ["iron", "james-watt", "alchemy"]; s.players[0].science = 20; });
    s = play(tta, s, 0, { type: "develop", card: "iron" }).state;
    s = play(tta, s, 0, { type: "play-leader", card: "james-watt" }).state;
    s = play(tta, s, 0, { type: "develop", card: "alchemy" }).state;
    expect(s.players[0].culture).toBe(4);
  });

  it("Alfred Nobel (L509): leaving play otherwise — at the end of Age III — he gives no prize", () => {
    const r = ageEnds(at((s) => { s.era = "III"; s.players[0].leader = "alfred-nobel"; }));
    expect([r.players[0].leader, r.nobelPrize]).toEqual([null, false]);
  });

  it("Louvre (L523): a loss greater than the resources held is not paid with the Louvre's tokens", () => {
    const s = at((s) => { s.players[0].wonders = ["louvre"]; s.players[0].louvre = 2; giveTech(s, 1, "warriors", 1); setGoods(s, 0, "resources", 1); setGoods(s, 0, "food", 0); });
    let r = reveal(s, "raiders").state;
    if (tta.pending(r)[0]?.id === "lose-split") r = play(tta, r, 0, { type: "choose", value: options(r)[0] }).state;
    expect([r.players[0].louvre, amountOf(r.players[0], "resources")]).toEqual([2, 0]);
  });

  it("Transcontinental Railroad, balanced (L515, L438): like Machu Picchu, its best mine gets one more token; with Machu Picchu and no mine above level I they add up, an Age II mine takes the Railroad's", () => {
    const res = (s: TtaState) => query(tta, () => production(s, 0, "resources"));
    const s = at((s) => { s.era = "II"; s.players[0].wonders = ["machu-picchu", "transcontinental-railroad-nlw"]; });
    const plain = edit(s, (s) => { s.players[0].wonders = []; });
    // Bronze (1 each): one token more from each wonder.
    expect(res(s) - res(plain)).toBe(2);
    // With Coal (3 each), the Railroad's token is a Coal token; Machu Picchu's stays on Bronze.
    const coal = (x: TtaState) => edit(x, (s) => giveTech(s, 0, "coal", 1));
    expect(res(coal(s)) - res(coal(plain))).toBe(3 + 1);
  });

  it("Louvre (L521): with no Iron and an empty blue bank, a token traded gives only 1 resource; tokens on it are not resources", () => {
    const s = at((s) => {
      s.era = "II";
      s.players[0].wonders = ["louvre"];
      s.players[0].louvre = 1;
      s.players[0].blueBank = 0;
    });
    const before = resources(s);
    const r = play(tta, s, 0, { type: "louvre-token" }).state;
    expect([resources(r) - before, r.players[0].louvre, r.players[0].blueBank, r.players[0].civilSpent]).toEqual([1, 0, 0, 0]);
    // With tokens in the bank: 2 resources (two tokens on Bronze).
    const full = play(tta, edit(s, (s) => { s.players[0].blueBank = 5; }), 0, { type: "louvre-token" }).state;
    expect(resources(full) - before).toBe(2);
  });
});

describe("Appendix, Age III", () => {
  const age3 = (fn: (s: TtaState) => void, seat = 0, politics = false) => at((s) => { s.era = "III"; s.civilDecks.III = Array(20).fill("computers"); fn(s); }, seat, politics);
  /** Seat 1 ends its turn in Age III; seat 0's turn starts. */
  const nextTurnOf0In3 = (fn: (s: TtaState) => void) => play(tta, age3(fn, 1), 1, { type: "end-turn" }).state;

  it("Pierre de Coubertin (L531): the Olympics are no political action — a seat that gave up its political action may still hold them", () => {
    const s = nextTurnOf0In3((s) => { s.players[0].leader = "pierre-de-coubertin"; s.players[0].forfeitPolitics = true; });
    expect(tta.pending(s)[0]).toMatchObject({ seat: 0, id: "actions" });
    expect(play(tta, s, 0, { type: "olympics" }).state.players[0].culture).toBe(8);
  });

  it("Pierre de Coubertin (L531): the Olympics last until the start of his seat's next political phase", () => {
    const s = nextTurnOf0In3((s) => { s.players[0].leader = "pierre-de-coubertin"; s.olympics = 0; });
    expect(s.olympics).toBeNull();
  });

  it("Marlene Dietrich (L539): she improves the theaters of the highest level built — all three Dramas, then only the Opera", () => {
    const bonus = (drama: number, opera: number) => {
      const s = age3((s) => { s.players[0].leader = "marlene-dietrich"; giveTech(s, 0, "drama", drama); giveTech(s, 0, "opera", opera); });
      return rating(s).culture - rating(edit(s, (s) => { s.players[0].leader = null; })).culture;
    };
    expect([bonus(3, 0), bonus(2, 1)]).toEqual([3, 1]);
  });

  it("Marlene Dietrich (L543-545): in a colonization force two infantry and a cavalry make two Medieval Armies; a lone infantry makes none", () => {
    const s = age3((s) => { s.players[0].leader = "marlene-dietrich"; s.players[0].tactic = "medieval-army"; giveTech(s, 0, "warriors", 1); giveTech(s, 0, "knights", 1); });
    const plain = edit(s, (s) => { s.players[0].leader = null; });
    const f = (x: TtaState, units: Record<string, number>) => query(tta, () => force(x, 0, units, []));
    // Warriors 1 + 1, Knights 2, and Medieval Army's 2 per army.
    expect([f(s, { warriors: 2, knights: 1 }), f(plain, { warriors: 2, knights: 1 })]).toEqual([1 + 1 + 2 + 2 * 2, 1 + 1 + 2 + 2]);
    expect(f(s, { warriors: 1 })).toBe(1);
  });

  it("Nelson Mandela (L553): with no tokens in the yellow bank there is no surplus happiness", () => {
    const led = age3((s) => { s.players[0].leader = "nelson-mandela"; s.players[0].techs.find((t) => t.card === "religion")!.workers = 2; s.players[0].workers = 8; s.players[0].yellowBank = 0; setGoods(s, 0, "food", 10); });
    // Religion ×2 produces 2 culture; 2 happy faces but no surplus (unused workers keep the peace, food feeds them).
    expect(play(tta, led, 0, { type: "end-turn" }).state.players[0].culture).toBe(2);
  });

  it("Nelson Mandela (L553): happiness never counts above 8 — a full yellow bank and 9 happy faces give 8", () => {
    const led = age3((s) => {
      s.players[0].leader = "nelson-mandela";
      giveTech(s, 0, "organized-religion", 3);
      s.players[0].yellowBank = 18;
      setGoods(s, 0, "food", 10);
    });
    const culture = (x: TtaState) => play(tta, x, 0, { type: "end-turn" }).state.players[0].culture;
    expect(culture(led) - culture(edit(led, (s) => { s.players[0].leader = null; }))).toBe(8);
  });

  it("Nelson Mandela (L555): his culture is not production and not in the culture rating", () => {
    const led = age3((s) => { s.players[0].leader = "nelson-mandela"; s.players[0].techs.find((t) => t.card === "religion")!.workers = 2; });
    expect(rating(led).culture).toBe(rating(edit(led, (s) => { s.players[0].leader = null; })).culture);
  });

  it("Nelson Mandela (L557): Forbidden City ignores 2 discontent workers when taking him — if that is all of them, he costs 3 more", () => {
    const s = age3((s) => { setRow(s, ["nelson-mandela"]); s.players[0].yellowBank = 11; });
    expect(play(tta, s, 0, { type: "take-card", slot: 0 }).state.players[0].civilSpent).toBe(1);
    const fc = edit(s, (s) => { s.players[0].wonders = ["forbidden-city"]; });
    expect(play(tta, fc, 0, { type: "take-card", slot: 0 }).state.players[0].civilSpent).toBe(1 + 3);
  });

  it("Nelson Mandela (L557): Forbidden City has no effect on surplus happiness", () => {
    const led = age3((s) => { s.players[0].leader = "nelson-mandela"; s.players[0].techs.find((t) => t.card === "religion")!.workers = 2; });
    const culture = (x: TtaState) => play(tta, x, 0, { type: "end-turn" }).state.players[0].culture;
    expect(culture(edit(led, (s) => { s.players[0].wonders = ["forbidden-city"]; }))).toBe(culture(led));
  });

  it("Ian Fleming (L565): a seat that gave up its political action may still look at military cards", () => {
    const s = nextTurnOf0In3((s) => { s.players[0].leader = "ian-fleming"; s.players[0].forfeitPolitics = true; s.players[1].military = ["spy"]; });
    expect(tta.pending(s)[0]).toMatchObject({ seat: 0, id: "actions" });
    expect(play(tta, s, 0, { type: "fleming", target: 1 }).events.find((e) => e.type === "military-seen")).toMatchObject({ target: 1, cards: s.players[1].military, visibleTo: [0] });
  });

  it("Marie Skłodowska-Curie (L571): her best mine is the highest-level one, even if Machu Picchu makes a lower one produce more", () => {
    const s = age3((s) => { s.players[0].leader = "marie-curie"; s.players[0].wonders = ["machu-picchu"]; giveTech(s, 0, "iron", 2); giveTech(s, 0, "coal", 0); });
    const sci = (x: TtaState) => rating(x).science - rating(edit(x, (s) => { s.players[0].leader = null; })).science;
    // Bronze and Iron only: Iron (level I); Coal in play but unworked does not count as a built mine.
    expect(sci(s)).toBe(1);
    expect(sci(edit(s, (s) => giveTech(s, 0, "coal", 1)))).toBe(2);
  });

  it("United Nations (L577-580): the event acts on every civilization, and the card stays in the hand", () => {
    const s = age3((s) => { s.players[0].wonders = ["united-nations"]; s.players[0].military = ["impact-of-colonies"]; s.players[1].colonies = ["wealthy-territory-1"]; }, 0, true);
    const r = play(tta, s, 0, { type: "united-nations-event", card: "impact-of-colonies" }).state;
    expect([r.players[1].culture, r.players[0].military]).toEqual([3, ["impact-of-colonies"]]);
  });

  it("International Red Cross (L584): it cannot be built with resources, only food", () => {
    const s = age3((s) => { s.players[0].wonder = { card: "international-red-cross", built: 0, tokens: 0 }; setGoods(s, 0, "resources", 10); setGoods(s, 0, "food", 0); });
    expect(reject(tta, s, 0, { type: "build-wonder", stages: 1 }).message).toBeTruthy();
  });

  it("International Red Cross (L586): Engineering Genius builds one stage, without its discount", () => {
    let s = age3((s) => {
      s.players[0].wonder = { card: "international-red-cross", built: 0, tokens: 0 };
      s.players[0].hand = ["engineering-genius-3"];
      setGoods(s, 0, "food", 20);
    });
    const full = play(tta, s, 0, { type: "build-wonder", stages: 1 }).state;
    s = play(tta, s, 0, { type: "play-action", card: "engineering-genius-3" }).state;
    s = play(tta, s, 0, { type: "build-wonder", stages: 1 }).state;
    expect([s.players[0].wonder?.built, amountOf(s.players[0], "food")]).toEqual([1, amountOf(full.players[0], "food")]);
  });

  it("International Red Cross (L590): another player completes at most one stage a turn, the token from the owner's blue bank", () => {
    const s = age3((s) => {
      s.players[0].wonder = { card: "international-red-cross", built: 0, tokens: 0 };
      setGoods(s, 1, "food", 6);
    }, 1);
    const r = play(tta, s, 1, { type: "build-red-cross-stage", owner: 0 }).state;
    expect([r.players[0].wonder?.built, r.players[0].blueBank, r.players[1].culture]).toEqual([1, s.players[0].blueBank - 1, 6]);
    expect(reject(tta, r, 1, { type: "build-red-cross-stage", owner: 0 }).message).toBeTruthy();
  });

  it("Empire State Building (L600): ties score nothing", () => {
    const s = age3((s) => {
      s.players[0].wonder = { card: "empire-state-building", built: 3, tokens: 3 };
      s.players[0].blueBank -= 3;
      setGoods(s, 0, "resources", 4);
      setGoods(s, 1, "resources", 4);
    });
    // All equal (seat 0's resources spent on the stage are no rating).
    expect(play(tta, s, 0, { type: "build-wonder", stages: 1 }).state.players[0].culture).toBe(0);
  });
});

describe("Appendix, military cards", () => {
  const events = (fn: (s: TtaState) => void, players = 2) => edit(start(players, "appendix"), (s) => { actionsOf(s, 0, { politics: true }); fn(s); });

  it("Development of Planning (L642-644): the card each seat chooses applies to it alone, and several may choose the same", () => {
    const drawn = ["development-of-agriculture", "development-of-science", "development-of-crafts"];
    let s = reveal(events((s) => {
      s.currentEvents = EVENTS.filter((e) => e.age === "A" && !drawn.includes(e.id) && e.id !== "development-of-planning").map((e) => e.id);
      s.pastEvents = ["development-of-planning"];
    }), "development-of-planning").state;
    s = play(tta, s, 0, { type: "choose", value: "development-of-science" }).state;
    expect(options(s)).toContain("development-of-science");
    s = play(tta, s, 1, { type: "choose", value: "development-of-science" }).state;
    expect(s.players.map((p) => p.science)).toEqual([2, 2]);
  });

  it("Dark Ages (L650): 9 science is 5 over 4, and half of it rounded up is lost: 3", () => {
    const r = reveal(events((s) => { s.players[0].science = 9; s.players[1].science = 4; }), "dark-ages").state;
    expect(r.players.map((p) => p.science)).toEqual([6, 4]);
  });

  it("Call to Arms (L656): with 3 players the weakest loses 2 civil actions and draws 2 cards, the second weakest 1 and 1", () => {
    const r = reveal(events((s) => {
      s.era = "II";
      giveTech(s, 1, "warriors", 1);
      giveTech(s, 2, "warriors", 2);
      s.militaryDecks.II = Array(10).fill("spy");
      for (const p of s.players) p.military = [];
    }, 3), "call-to-arms").state;
    expect(r.players.map((p) => [p.civilPenalty, p.military.length])).toEqual([[2, 2], [1, 1], [0, 0]]);
  });

  it("Call to Arms (L658): a civilization that cannot lose all the actions (after Rebellion) draws one card per action it lost", () => {
    const r = reveal(events((s) => {
      s.era = "II";
      giveTech(s, 1, "warriors", 1);
      s.militaryDecks.II = Array(10).fill("spy");
      s.players[0].military = [];
      s.players[0].civilPenalty = 3;
    }), "call-to-arms").state;
    // Despotism's 4 civil actions, 3 already lost: 1 more, 1 card.
    expect([r.players[0].civilPenalty, r.players[0].military]).toEqual([4, ["spy"]]);
  });

  it("Call to Arms (L658): in Age IV the civil actions are lost all the same, but no military card is drawn", () => {
    const r = reveal(events((s) => { s.era = "IV"; giveTech(s, 1, "warriors", 1); s.militaryDecks.III = Array(10).fill("spy"); for (const p of s.players) p.military = []; }), "call-to-arms").state;
    expect([r.players[0].civilPenalty, r.players[0].military]).toEqual([2, []]);
  });

  it("Freedom of Movement (L664): discounts apply as for an upgrade — James Watt's to both cards", () => {
    const price = (watt: boolean) => {
      let s = reveal(events((s) => {
        s.era = "II";
        if (watt) s.players[0].leader = "james-watt";
        giveTech(s, 0, "selective-breeding");
        setGoods(s, 0, "resources", 6);
      }), "freedom-of-movement").state;
      s = play(tta, s, 0, { type: "choose", value: "agriculture>selective-breeding" }).state;
      return 6 - amountOf(s.players[0], "resources");
    };
    // Agriculture (2) to Selective Breeding (6 − 2 with Watt).
    expect([price(false), price(true)]).toEqual([4, 2]);
  });

  it("Freedom of Movement (L666): the urban building limit holds", () => {
    const s = reveal(events((s) => {
      s.era = "II";
      giveTech(s, 0, "religion", 1);
      giveTech(s, 0, "alchemy", 1);
      setGoods(s, 0, "resources", 6);
    }), "freedom-of-movement").state;
    // Philosophy and Alchemy: two labs, Despotism's limit — no temple worker becomes a third lab.
    expect(options(s)).not.toContain("religion>alchemy");
    expect(options(s)).toContain("philosophy>alchemy");
  });

  it("Autonomous Territory (L672): the colonizer chooses one of the four rewards", () => {
    const s = settles(at((s) => { s.era = "II"; }), "autonomous-territory");
    expect(tta.pending(s)[0]).toMatchObject({ kind: "choose", seat: 0 });
    expect(options(s)).toHaveLength(4);
    const before = at((s) => { s.era = "II"; });
    const r = play(tta, s, 0, { type: "choose", value: options(s).find((v) => String(v).includes("science"))! }).state;
    expect([r.players[0].science - before.players[0].science, r.players[0].culture, amountOf(r.players[0], "food") - amountOf(before.players[0], "food")]).toEqual([4, 0, 0]);
  });

  it("International Negotiations (L678): a weakest with less than 3 of each good loses nothing", () => {
    const s = events((s) => { giveTech(s, 1, "warriors", 1); setGoods(s, 0, "food", 2); setGoods(s, 0, "resources", 2); s.players[0].science = 2; });
    const r = reveal(s, "international-negotiations").state;
    expect(tta.pending(r)[0]).not.toMatchObject({ id: "negotiations" });
    expect([r.players[0].science, amountOf(r.players[0], "food"), amountOf(r.players[0], "resources"), r.players[1].science]).toEqual([2, 2, 2, 0]);
  });

  it("International Negotiations (L680): the seat that revealed it chooses, even when it is neither the weakest nor the strongest", () => {
    const s = events((s) => { giveTech(s, 1, "warriors", 2); giveTech(s, 2, "warriors", 1); s.players[0].science = 5; setGoods(s, 0, "food", 3); }, 3);
    const r = reveal(s, "international-negotiations", 2).state;
    expect(tta.pending(r)[0]).toMatchObject({ seat: 2, id: "negotiations" });
  });

  it("Arms Industry (L686-690): a unit technology counts when developed, with no unit on it; all gain at once", () => {
    const s = events((s) => { s.era = "II"; giveTech(s, 0, "swordsmen"); });
    const r = reveal(s, "arms-industry").state;
    const gained = (seat: number) => amountOf(r.players[seat], "resources") - amountOf(s.players[seat], "resources");
    // Infantry: Swordsmen (I) beats Warriors; the other types are even.
    expect(gained(0) - gained(1)).toBe(2);
  });

  describe("Kidnapping (L694-705)", () => {
    const kidnapping = (fn: (s: TtaState) => void) => {
      const s = events((s) => { s.players[0].military = ["kidnapping"]; giveTech(s, 0, "warriors", 3); fn(s); });
      return play(tta, s, 0, { type: "aggression", card: "kidnapping", target: 1 }).state;
    };
    const offered = (s: TtaState) => (tta.view(s, 0).stack.at(-1) as { options?: string[] }).options ?? [];

    it("(L696) no technology the attacker already has in play, nor a leader of an age it already had; taking none is allowed", () => {
      const s = kidnapping((s) => { s.players[0].leaderAges = ["I"]; s.players[1].hand = ["bronze", "saladin", "alchemy"]; });
      expect(offered(s)).toEqual(["alchemy"]);
      expect(tta.view(s, 0).stack.at(-1)).toMatchObject({ optional: true });
      expect(play(tta, s, 0, { type: "choose", value: null }).state.players[1].hand).toEqual(["bronze", "saladin", "alchemy"]);
    });

    it("(L696) not over the attacker's civil hand limit", () => {
      const s = kidnapping((s) => { s.players[0].hand = ["iron", "coal", "drama", "knights"]; s.players[1].hand = ["alchemy"]; });
      expect(tta.pending(s)[0]).not.toMatchObject({ id: "kidnap" });
      expect(s.players[1].hand).toEqual(["alchemy"]);
    });

    it("(L701) an action card taken in the political phase may be played in the same turn's action phase", () => {
      let s = kidnapping((s) => { s.players[1].hand = ["revolutionary-idea-2"]; });
      s = play(tta, s, 0, { type: "choose", value: "revolutionary-idea-2" }).state;
      expect(play(tta, s, 0, { type: "play-action", card: "revolutionary-idea-2" }).state.players[0].science).toBe(4);
    });
  });

  describe("Hussars (L709-711)", () => {
    const tactical = (fn: (s: TtaState) => void) => {
      const s = at((s) => { s.era = "III"; s.players[0].tactic = "hussars"; s.players[0].techs.find((t) => t.card === "warriors")!.workers = 0; fn(s); });
      return rating(s).strength - rating(edit(s, (s) => { s.players[0].tactic = null; })).strength;
    };

    it("2 + the lowest level in the army: Knights and Tanks give 3, two Tanks 5", () => {
      expect(tactical((s) => { giveTech(s, 0, "knights", 1); giveTech(s, 0, "tanks", 1); })).toBe(3);
      expect(tactical((s) => giveTech(s, 0, "tanks", 2))).toBe(5);
    });

    it("Genghis Khan's Warriors are level-0 cavalry: 2", () => {
      expect(tactical((s) => { s.players[0].leader = "genghis-khan"; s.players[0].techs.find((t) => t.card === "warriors")!.workers = 1; giveTech(s, 0, "knights", 1); })).toBe(2);
    });

    it("each army has its own strength, and units are combined for the highest total", () => {
      // Two Tanks and two Knights: Tanks with Tanks (5) and Knights with Knights (3), not two mixed armies (3 + 3).
      expect(tactical((s) => { giveTech(s, 0, "knights", 2); giveTech(s, 0, "tanks", 2); })).toBe(5 + 3);
    });
  });
});
