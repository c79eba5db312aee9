import { describe, expect, it } from "vitest";
import { play, query } from "../../../engine/kit/testing/scenario.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";
import { difficultyFor, isMature, isWater } from "../../../engine/games/new-dawn/base/map.ts";
import { spendable } from "../../../engine/games/new-dawn/base/row.ts";
import type { NdState, Space } from "../../../engine/games/new-dawn/base/state.ts";
import { combatBonus } from "../../../engine/games/new-dawn/cards/combat.ts";
import { wonderCost } from "../../../engine/games/new-dawn/cards/industry.ts";
import { around, bareMap, capital, edit, giveDiplomacy, giveWonder, setLeader, setRow, spaceWhere, start, turnOf } from "../../../engine/games/new-dawn/testing/scenario.ts";
import { spaceAt } from "../../../engine/games/new-dawn/base/spaces.ts";

const ROW = ["masonry", "early-empire", "astrology", "foreign-trade", "pottery"] as const;

/** Seat 0 (Sumeria) to play; seat 1 Egypt; nothing on the map but the capitals. */
function base(fn: (s: NdState) => void = () => {}): NdState {
  return edit(start(2, "diplomacy"), (s) => {
    bareMap(s);
    for (const p of s.players) setRow(s, p.seat, [...ROW]);
    setLeader(s, 0, "sumeria");
    setLeader(s, 1, "egypt");
    turnOf(s, 0);
    fn(s);
  });
}

const land = (s: NdState, id: string) => around(s, id).filter((n) => !isWater(spaceAt(s, n)) && !spaceAt(s, n).city);
const prompt = (s: NdState) => newDawn.pending(s)[0];
const legal = (s: NdState) => newDawn.legalMoves(s, prompt(s).seat);
const choose = (s: NdState, value: string | number | null) => play(newDawn, s, prompt(s).seat, { type: "choose", value }).state;
const startOfTurn0 = (s: NdState) => play(newDawn, edit(s, (x) => turnOf(x, 1)), 1, { type: "play", slot: 1, trade: 0, effect: false }).state;
const fight = (target: string, kind: "city" | "city-state" | "control-token" | "barbarian", attacker = 0, defender: number | null = 1) => ({ attacker, defender, target, kind });

describe("city-state diplomacy cards", () => {
  it("Kabul: +3 attacking a city or city-state other than Kabul", () => {
    const s = base((x) => {
      giveDiplomacy(x, 0, "kabul");
      const cs = land(x, capital(x, 1))[0];
      spaceAt(x, cs).cityState = "kabul";
    });
    const kabul = Object.values(s.spaces).find((sp) => sp.cityState === "kabul")!.id;
    const other = land(s, capital(s, 1))[1];
    const bonus = (target: string, kind: "city" | "city-state" | "control-token") => query(newDawn, () => combatBonus(s, 0, "attack", fight(target, kind)));
    expect(bonus(capital(s, 1), "city")).toBe(3);
    expect(bonus(other, "control-token")).toBe(0);
    expect(bonus(kabul, "city-state")).toBe(0);
  });

  it("Carthage: +1 per city-state token and friendly city within 2 of the fought-over space", () => {
    const s = base((x) => {
      giveDiplomacy(x, 0, "carthage");
      spaceAt(x, land(x, capital(x, 0))[0]).cityState = "seoul";
    });
    const t = land(s, capital(s, 0))[1];
    // Seat 0's capital (distance 1) and Seoul's token (distance ≤ 2).
    expect(query(newDawn, () => combatBonus(s, 0, "attack", fight(t, "control-token")))).toBe(2);
    expect(query(newDawn, () => combatBonus(s, 0, "defense", fight(capital(s, 0), "city", 1, 0)))).toBe(2);
  });

  it("Kumasi: forests count 1 for culture and industry cards; Mohenjo-Daro: −1 when placing control tokens", () => {
    const s = base((x) => {
      giveDiplomacy(x, 0, "kumasi");
      giveDiplomacy(x, 1, "mohenjo-daro");
    });
    const forest: Space = { ...Object.values(s.spaces)[0], terrain: "forest" };
    const mountain: Space = { ...forest, terrain: "mountains" };
    const d = (seat: number, card: "culture" | "industry" | "economy" | null, placing: boolean, sp = forest) => query(newDawn, () => difficultyFor(s, seat, { card, placing })(sp));
    expect([d(0, "culture", true), d(0, "industry", false), d(0, "economy", false)]).toEqual([1, 1, 3]);
    expect([d(1, null, true, mountain), d(1, "industry", false, mountain)]).toEqual([4, 5]);
  });

  it("Buenos Aires: −2 for a wonder of a type not yet held; Brussels: −1 per mature city", () => {
    const s = base((x) => giveDiplomacy(x, 0, "buenos-aires"));
    expect(query(newDawn, () => wonderCost(s, 0, "forbidden-city"))).toBe(7);
    const held = edit(s, (x) => giveWonder(x, 0, "stonehenge"));
    expect(query(newDawn, () => wonderCost(held, 0, "forbidden-city"))).toBe(9);
    const b = base((x) => {
      giveDiplomacy(x, 0, "brussels");
      for (const n of land(x, capital(x, 0))) spaceAt(x, n).token = { owner: 0, reinforced: false };
    });
    expect(query(newDawn, () => isMature(b, capital(b, 0)))).toBe(true);
    expect(query(newDawn, () => wonderCost(b, 0, "forbidden-city"))).toBe(8);
  });

  it("Seoul: at the start of the turn a barbarian moves to an adjacent empty land space", () => {
    let s = base((x) => {
      giveDiplomacy(x, 0, "seoul");
      x.barbarians = { B: spaceWhere(x, (sp) => !isWater(sp) && !sp.city && around(x, sp.id).every((n) => !spaceAt(x, n).city)) };
    });
    s = choose(startOfTurn0(s), "start-of-turn-move-barbarian");
    const option = (prompt(s) as { options: { value: string }[] }).options[0].value;
    s = choose(s, option);
    expect(s.barbarians.B).toBe(option.split(">")[1]);
  });

  it("Geneva: gives back a rival's card and takes a different one of theirs, seen by the two only", () => {
    let s = base((x) => {
      giveDiplomacy(x, 0, "geneva");
      giveDiplomacy(x, 0, { giver: 1, card: "embassy" });
    });
    s = choose(startOfTurn0(s), "start-of-turn-swap-rival-diplomacy-card");
    s = choose(s, "1:embassy");
    expect(prompt(s)).toMatchObject({ id: "geneva-take" });
    expect((prompt(s) as { options: { value: string }[] }).options.map((o) => o.value)).not.toContain("embassy");
    const r = play(newDawn, s, 0, { type: "choose", value: "joint-war" });
    expect(r.state.players[0].diplomacy).toContainEqual({ from: "player", giver: 1, card: "joint-war" });
    expect(r.state.players[1].diplomacyDeck).toContain("embassy");
    expect(r.events.find((e) => e.type === "DiplomacyCardTaken")).toMatchObject({ visibleTo: [0, 1], redacted: { type: "DiplomacyCardTaken", seat: 0, rival: 1 } });
  });
});

describe("player diplomacy cards", () => {
  it("Joint War: +2 attacking anyone but the giver; Defensive Pact: +2 defending against anyone but the giver", () => {
    const s = edit(start(3, "diplomacy"), (x) => {
      bareMap(x);
      for (const p of x.players) setLeader(x, p.seat, "rome");
      giveDiplomacy(x, 0, { giver: 1, card: "joint-war" });
      giveDiplomacy(x, 0, { giver: 2, card: "defensive-pact" });
    });
    const at = (seat: number) => capital(s, seat);
    expect(query(newDawn, () => combatBonus(s, 0, "attack", fight(at(2), "city", 0, 2)))).toBe(2);
    expect(query(newDawn, () => combatBonus(s, 0, "attack", fight(at(1), "city", 0, 1)))).toBe(0);
    expect(query(newDawn, () => combatBonus(s, 0, "defense", fight(at(0), "city", 1, 0)))).toBe(2);
    expect(query(newDawn, () => combatBonus(s, 0, "defense", fight(at(0), "city", 2, 0)))).toBe(0);
  });

  it("a player's own card gives nothing (L628)", () => {
    const s = base((x) => x.players[0].diplomacy.push({ from: "player", giver: 0, card: "joint-war" }));
    expect(query(newDawn, () => combatBonus(s, 0, "attack", fight(capital(s, 1), "city")))).toBe(0);
  });

  it("Embassy: a caravan in the giver's capital (the trip taking the card included) brings a resource and the giver a trade token", () => {
    let s = base((x) => {
      x.players[0].caravans = [land(x, capital(x, 1))[0]];
      setRow(x, 0, ["masonry", "early-empire", "astrology", "pottery", "foreign-trade"]);
    });
    s = play(newDawn, s, 0, { type: "play", slot: 5, trade: 0, effect: true }).state;
    s = play(newDawn, s, 0, { type: "move-caravan", caravan: 0, to: capital(s, 1) }).state;
    s = choose(s, 0);
    s = choose(s, 1);
    expect(prompt(s)).toMatchObject({ id: "rival-diplomacy", seat: 0 });
    s = choose(s, "embassy");
    expect(prompt(s)).toMatchObject({ id: "place-trade", seat: 1 });
    s = choose(s, 2);
    expect(s.players[1].row[2].trade).toBe(1);
    expect(prompt(s)).toMatchObject({ id: "supply-resource", seat: 0 });
    s = choose(s, "marble");
    expect(s.players[0].resources.marble).toBe(1);
  });

  it("Open Borders: the giver's cities and tokens count toward maturity", () => {
    const s = base((x) => { for (const n of land(x, capital(x, 0))) spaceAt(x, n).token = { owner: 1, reinforced: false }; });
    expect(query(newDawn, () => isMature(s, capital(s, 0)))).toBe(false);
    const o = edit(s, (x) => giveDiplomacy(x, 0, { giver: 1, card: "open-borders" }));
    expect(query(newDawn, () => isMature(o, capital(o, 0)))).toBe(true);
  });
});

describe("economy cards' extra resolutions", () => {
  it("Capitalism: after it is refreshed, another row card resolves as if in slot 1, not refreshed", () => {
    let s = base((x) => setRow(x, 0, ["masonry", "early-empire", "astrology", "pottery", "capitalism"]));
    s = play(newDawn, s, 0, { type: "play", slot: 5, trade: 0, effect: true }).state;
    if (prompt(s).id === "caravans") s = play(newDawn, s, 0, { type: "finish-caravans" }).state;
    expect(prompt(s)).toMatchObject({ id: "capitalism" });
    const science = s.players[0].row.findIndex((c) => c.card === "astrology");
    s = choose(s, science);
    expect(s.players[0].dial).toBe(1);
    expect(s.players[0].row[0].card).toBe("capitalism");
    expect(s.players[0].row[science].card).toBe("astrology");
    expect(prompt(s)).toMatchObject({ kind: "turn", seat: 1 });
  });

  it("Steam Power: after the caravans, one resource token may be exchanged for another kind", () => {
    let s = base((x) => {
      setRow(x, 0, ["masonry", "early-empire", "astrology", "pottery", "steam-power"]);
      x.players[0].resources.oil = 1;
    });
    s = play(newDawn, s, 0, { type: "play", slot: 5, trade: 0, effect: true }).state;
    if (prompt(s).id === "caravans") s = play(newDawn, s, 0, { type: "finish-caravans" }).state;
    expect(prompt(s)).toMatchObject({ id: "exchange-resource" });
    s = choose(s, "oil>diamonds");
    expect(s.players[0].resources).toMatchObject({ oil: 0, diamonds: 1 });
    expect(prompt(s)).toMatchObject({ kind: "turn", seat: 1 });
  });
});

describe("city-state tokens on the military card (L620)", () => {
  it("serve once per turn over all the attacks of the card", () => {
    let s = base((x) => {
      x.players[0].row[0] = { card: "masonry", trade: 0, cityStates: ["kabul"] };
      const [a, b] = land(x, capital(x, 0));
      spaceAt(x, a).token = { owner: 1, reinforced: true };
      spaceAt(x, b).token = { owner: 1, reinforced: true };
      x.forcedDice = [1, 6, 1, 6];
    });
    expect(query(newDawn, () => spendable(s, 0, 0))).toBe(1);
    const [a, b] = land(s, capital(s, 0));
    s = play(newDawn, s, 0, { type: "play", slot: 1, trade: 0, effect: true }).state;
    s = play(newDawn, s, 0, { type: "attack", target: a }).state;
    expect(prompt(s)).toMatchObject({ id: "combat-trade", seat: 0, options: [{ value: 0 }, { value: 1 }] });
    s = choose(s, 1);
    expect(s.turn!.cityStateTokensUsed).toEqual(["kabul"]);
    s = play(newDawn, s, 0, { type: "attack", target: b }).state;
    // The token stays on the card but is spent for this turn: nothing to ask.
    expect(prompt(s).id).not.toBe("combat-trade");
    expect(s.players[0].row[0].cityStates).toEqual(["kabul"]);
  });
});
