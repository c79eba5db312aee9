import { describe, expect, it } from "vitest";
import { play, query, reject } from "../../../engine/kit/testing/scenario.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";
import { difficulty } from "../../../engine/games/new-dawn/base/map.ts";
import type { NdState } from "../../../engine/games/new-dawn/base/state.ts";
import { around, bareMap, capital, edit, setRow, spaceWhere, start, turnOf } from "../../../engine/games/new-dawn/testing/scenario.ts";
import { spaceAt } from "../../../engine/games/new-dawn/base/spaces.ts";

const ROW = ["early-empire", "astrology", "foreign-trade", "pottery", "masonry"] as const;

/** Seat 0 to play, rows known, nothing on the map but the capitals. */
function base(fn: (s: NdState) => void = () => {}): NdState {
  return edit(start(2, "cards"), (s) => {
    bareMap(s);
    for (const p of s.players) setRow(s, p.seat, [...ROW]);
    turnOf(s, 0);
    fn(s);
  });
}

const legal = (s: NdState) => newDawn.legalMoves(s, newDawn.pending(s)[0].seat);

describe("the turn (L231-247)", () => {
  it("refreshes the played card to slot 1 and shifts the lower slots right", () => {
    const s = base();
    const after = play(newDawn, s, 0, { type: "play", slot: 3, trade: 0, effect: false }).state;
    expect(after.players[0].row.map((c) => c.card)).toEqual(["foreign-trade", "early-empire", "astrology", "pottery", "masonry"]);
    expect(newDawn.pending(after)).toMatchObject([{ kind: "turn", seat: 1 }]);
  });

  it("rejects spending more trade tokens than the card holds", () => {
    expect(reject(newDawn, base(), 0, { type: "play", slot: 1, trade: 1, effect: true }).message).toMatch(/only 0 trade tokens/);
    expect(reject(newDawn, base(), 1, { type: "play", slot: 1, trade: 0, effect: true }).code).toBe("not-your-turn");
  });
});

describe("culture (L352-366)", () => {
  it("places tokens next to a friendly city on terrain up to the slot, collecting resources (L356, L360)", () => {
    let s = base();
    const cap = capital(s, 0);
    const easy = around(s, cap).filter((id) => spaceAt(s, id).terrain !== "water" && difficulty(spaceAt(s, id)) <= 1);
    const hard = around(s, cap).filter((id) => spaceAt(s, id).terrain !== "water" && difficulty(spaceAt(s, id)) > 1);
    expect(easy.length).toBeGreaterThan(0);
    s = edit(s, (x) => { spaceAt(x, easy[0]).resource = "marble"; });
    s = play(newDawn, s, 0, { type: "play", slot: 1, trade: 0, effect: true }).state;
    for (const h of hard) expect(reject(newDawn, s, 0, { type: "place-token", space: h }).message).toMatch(/cannot place/);
    s = play(newDawn, s, 0, { type: "place-token", space: easy[0] }).state;
    expect(spaceAt(s, easy[0]).token).toEqual({ owner: 0, reinforced: false });
    expect(s.players[0].resources.marble).toBe(1);
    expect(s.players[0].tokensLeft).toBe(30);
  });

  it("gives one more token per trade token spent (L645)", () => {
    const s = base((x) => { x.players[0].row[4] = { card: "early-empire", trade: 2, cityStates: [] }; x.players[0].row[0] = { card: "masonry", trade: 0, cityStates: [] }; });
    const after = play(newDawn, s, 0, { type: "play", slot: 5, trade: 2, effect: true }).state;
    expect(after.stack.at(-1)).toMatchObject({ kind: "control-tokens", steps: [{ kind: "city", count: 4 }] });
    expect(after.players[0].row[4].trade).toBe(0);
  });
});

describe("science (L368-382, L838-840)", () => {
  it("moves the dial by the slot and offers a level II card at the mark; trade tokens move to the new card", () => {
    let s = base((x) => { x.players[0].row[2] = { card: "astrology", trade: 1, cityStates: [] }; x.players[0].row[1] = { card: "foreign-trade", trade: 2, cityStates: [] }; });
    s = play(newDawn, s, 0, { type: "play", slot: 3, trade: 1, effect: true }).state;
    expect(s.players[0].dial).toBe(4);
    const prompt = newDawn.pending(s)[0];
    expect(prompt).toMatchObject({ kind: "choose", id: "upgrade", seat: 0 });
    s = play(newDawn, s, 0, { type: "choose", value: "currency" }).state;
    const economy = s.players[0].row.find((c) => c.card === "currency")!;
    expect(economy.trade).toBe(2);
    // Currency brings a second caravan (L388).
    expect(s.players[0].caravans).toEqual([null, null]);
  });

  it("applies every level passed in one move (L839) and goes from 24 to 15 (L840, Technophile)", () => {
    let s = base((x) => { x.players[0].dial = 22; x.players[0].row[4] = { card: "astrology", trade: 0, cityStates: [] }; x.players[0].row[1] = { card: "masonry", trade: 0, cityStates: [] }; });
    s = play(newDawn, s, 0, { type: "play", slot: 5, trade: 0, effect: true }).state;
    // 23, 24 (level IV), 15, 16, 17.
    expect(s.players[0].dial).toBe(17);
    expect(s.players[0].reachedDialEnd).toBe(true);
    expect(newDawn.pending(s)[0]).toMatchObject({ id: "upgrade" });
    s = play(newDawn, s, 0, { type: "choose", value: null }).state;
    expect(newDawn.pending(s)[0]).toMatchObject({ kind: "turn", seat: 1 });
  });
});

describe("economy (L384-420)", () => {
  it("a caravan reaching a city-state brings 2 trade tokens to the matching card and its diplomacy card (L400-408)", () => {
    let s = start(2, "cards");
    const cs = spaceWhere(s, (sp) => sp.cityState !== null);
    s = edit(s, (x) => {
      bareMap(x);
      spaceAt(x, cs).cityState = spaceAt(x, cs).cityStateSymbol;
      setRow(x, 0, ["early-empire", "astrology", "pottery", "masonry", "foreign-trade"]);
      // Put a caravan one step from the city-state.
      x.players[0].caravans = [around(x, cs).find((n) => spaceAt(x, n).terrain !== "water" && !spaceAt(x, n).city)!];
      turnOf(x, 0);
    });
    const type = ({ "buenos-aires": "industry", brussels: "industry", carthage: "military", seoul: "science" } as Record<string, string>)[spaceAt(s, cs).cityState!];
    s = play(newDawn, s, 0, { type: "play", slot: 5, trade: 0, effect: true }).state;
    s = play(newDawn, s, 0, { type: "move-caravan", caravan: 0, to: cs }).state;
    const p = s.players[0];
    expect(p.caravans).toEqual([null]);
    expect(p.row.find((c) => ({ pottery: "industry", masonry: "military", astrology: "science" } as Record<string, string>)[c.card] === type)!.trade).toBe(2);
    expect(p.diplomacy).toEqual([{ from: "city-state", cityState: spaceAt(s, cs).cityState }]);
    expect(s.cityStateCards[spaceAt(s, cs).cityState!]).toBe(1);
  });

  it("cannot enter terrain harder than the slot (L396)", () => {
    let s = base();
    s = play(newDawn, s, 0, { type: "play", slot: 3, trade: 0, effect: true }).state;
    const f = s.stack.at(-1)!;
    expect(f.kind).toBe("caravans");
    const to = legal(s).filter((m) => m.type === "move-caravan").map((m) => spaceAt(s, m.to as string));
    expect(to.length).toBeGreaterThan(0);
    for (const sp of to) expect(sp.terrain === "water" || difficulty(sp) > 3).toBe(false);
  });
});

describe("industry (L422-470)", () => {
  it("builds a city within range, not next to another city (L430-436)", () => {
    let s = base();
    s = play(newDawn, s, 0, { type: "play", slot: 4, trade: 0, effect: true }).state;
    const cities = legal(s).filter((m) => m.type === "build-city").map((m) => m.space as string);
    expect(cities.length).toBeGreaterThan(0);
    const cap = capital(s, 0);
    for (const id of cities) expect(around(s, id)).not.toContain(cap);
    expect(reject(newDawn, s, 0, { type: "build-city", space: around(s, cap)[0] }).message).toMatch(/cannot build a city/);
    s = play(newDawn, s, 0, { type: "build-city", space: cities[0] }).state;
    expect(spaceAt(s, cities[0]).city).toEqual({ owner: 0, capital: false });
    expect(s.players[0].citiesLeft).toBe(6);
  });

  it("builds the Forbidden City: slot 3 + 1 marble + 2 oil = 9 (L464-468)", () => {
    let s = base((x) => {
      x.wonderDecks.culture = ["forbidden-city", ...x.wonderDecks.culture.filter((w) => w !== "forbidden-city")];
      x.players[0].resources = { marble: 1, mercury: 0, oil: 2, diamonds: 0 };
      setRow(x, 0, ["early-empire", "astrology", "pottery", "foreign-trade", "masonry"]);
    });
    s = play(newDawn, s, 0, { type: "play", slot: 3, trade: 0, effect: true }).state;
    expect(reject(newDawn, s, 0, { type: "build-wonder", wonder: "forbidden-city", resources: { marble: 1, oil: 1 }, naturalWonders: [] }).message).toMatch(/costs 9; this pays 7/);
    s = play(newDawn, s, 0, { type: "build-wonder", wonder: "forbidden-city", resources: { marble: 1, oil: 2 }, naturalWonders: [] }).state;
    expect(spaceAt(s, capital(s, 0)).wonder).toBe("forbidden-city");
    expect(s.players[0].resources).toEqual({ marble: 0, mercury: 0, oil: 0, diamonds: 0 });
    expect(s.wonderDecks.culture[0]).not.toBe("forbidden-city");
  });
});

describe("military (L472-540)", () => {
  it("reinforces up to the slot's number of tokens (L480)", () => {
    let s = base();
    const cap = capital(s, 0);
    const spots = around(s, cap).filter((id) => spaceAt(s, id).terrain !== "water").slice(0, 3);
    s = edit(s, (x) => { for (const id of spots) spaceAt(x, id).token = { owner: 0, reinforced: false }; });
    s = play(newDawn, s, 0, { type: "play", slot: 5, trade: 0, effect: true }).state;
    s = play(newDawn, s, 0, { type: "reinforce", space: spots[0] }).state;
    s = play(newDawn, s, 0, { type: "reinforce", space: spots[1] }).state;
    // Masonry: reinforcing, so no attack now (reinforce or attack, D6).
    expect(legal(s).some((m) => m.type === "attack")).toBe(false);
    expect(spaceAt(s, spots[1]).token!.reinforced).toBe(true);
  });

  it("the rulebook's attack: Iron Working from slot 2, 5+2+1 = 8 against forest 3+1+2+3 = 9, two trade tokens win 10-9 (L532-540)", () => {
    let s = start(2, "cards");
    const forest = spaceWhere(s, (sp) => sp.terrain === "forest" && around(s, sp.id).filter((n) => spaceAt(s, n).terrain !== "water" && !spaceAt(s, n).city).length >= 4);
    s = edit(s, (x) => {
      bareMap(x);
      const land = around(x, forest).filter((n) => spaceAt(x, n).terrain !== "water" && !spaceAt(x, n).city);
      // Blue (seat 1): the reinforced target and two reinforced neighbours; red (seat 0) attacks from a neighbour.
      spaceAt(x, forest).token = { owner: 1, reinforced: true };
      spaceAt(x, land[0]).token = { owner: 1, reinforced: true };
      spaceAt(x, land[1]).token = { owner: 1, reinforced: true };
      spaceAt(x, land[2]).token = { owner: 0, reinforced: false };
      setRow(x, 0, ["early-empire", "iron-working", "astrology", "foreign-trade", "pottery"]);
      x.players[0].row[1].trade = 2;
      x.forcedDice = [5, 3];
      turnOf(x, 0);
    });
    s = play(newDawn, s, 0, { type: "play", slot: 2, trade: 0, effect: true }).state;
    const r = play(newDawn, s, 0, { type: "attack", target: forest });
    expect(r.events.find((e) => e.type === "AttackRolled")).toMatchObject({ attackDie: 5, defenseDie: 3, attack: 8, defense: 9 });
    s = r.state;
    expect(newDawn.pending(s)[0]).toMatchObject({ id: "combat-trade", seat: 0 });
    const won = play(newDawn, s, 0, { type: "choose", value: 2 });
    expect(won.events.find((e) => e.type === "AttackResolved")).toMatchObject({ attack: 10, defense: 9, won: true });
    expect(spaceAt(won.state, forest).token).toEqual({ owner: 0, reinforced: false });
    expect(won.state.players[0].row.find((c) => c.card === "iron-working")!.trade).toBe(0);
  });

  it("the defender is asked for trade tokens after the attacker, and wins ties (L519, L521)", () => {
    let s = start(2, "cards");
    const grass = spaceWhere(s, (sp) => sp.terrain === "grassland" && !sp.city && around(s, sp.id).some((n) => spaceAt(s, n).terrain !== "water" && !spaceAt(s, n).city));
    s = edit(s, (x) => {
      bareMap(x);
      spaceAt(x, grass).token = { owner: 1, reinforced: false };
      const from = around(x, grass).find((n) => spaceAt(x, n).terrain !== "water" && !spaceAt(x, n).city)!;
      spaceAt(x, from).token = { owner: 0, reinforced: false };
      setRow(x, 0, ["masonry", "early-empire", "astrology", "foreign-trade", "pottery"]);
      setRow(x, 1, ["masonry", "early-empire", "astrology", "foreign-trade", "pottery"]);
      x.players[1].row[0].trade = 1;
      // Leaders without combat bonuses (Scythia's would count here).
      x.players[0].leader = "rome";
      x.players[1].leader = "egypt";
      // 1 + slot 1 = 2 against 1 + grassland 1 = 2 (+1 the defender spends).
      x.forcedDice = [1, 1];
      turnOf(x, 0);
    });
    s = play(newDawn, s, 0, { type: "play", slot: 1, trade: 0, effect: true }).state;
    s = play(newDawn, s, 0, { type: "attack", target: grass }).state;
    expect(newDawn.pending(s)[0]).toMatchObject({ id: "combat-trade", seat: 1 });
    const r = play(newDawn, s, 1, { type: "choose", value: 0 });
    expect(r.events.find((e) => e.type === "AttackResolved")).toMatchObject({ attack: 2, defense: 2, won: false });
    expect(spaceAt(r.state, grass).token!.owner).toBe(1);
  });
});

describe("rules code reads the book in force", () => {
  it("query() binds the game's rules", () => {
    expect(query(newDawn, () => newDawn.legalMoves(base(), 0).length)).toBeGreaterThan(5);
  });
});

describe("C12 (L833): no control token left in reserve", () => {
  it("the player takes one of its tokens from the map to place it; a natural wonder under it goes home (L834)", () => {
    let s = base((x) => {
      x.players[0].tokensLeft = 0;
      const far = Object.values(x.spaces).find((sp) => sp.terrain !== "water" && !sp.city && !around(x, capital(x, 0)).includes(sp.id) && !around(x, capital(x, 1)).includes(sp.id))!.id;
      spaceAt(x, far).token = { owner: 0, reinforced: true };
      spaceAt(x, far).naturalWonderHome = "pantanal";
      x.players[0].naturalWonders = ["pantanal"];
    });
    const far = Object.values(s.spaces).find((sp) => sp.token?.owner === 0)!.id;
    s = play(newDawn, s, 0, { type: "play", slot: 1, trade: 0, effect: true }).state;
    const spot = legal(s).find((m) => m.type === "place-token")!.space as string;
    s = play(newDawn, s, 0, { type: "place-token", space: spot }).state;
    expect(newDawn.pending(s)[0]).toMatchObject({ id: "take-back-token", seat: 0, options: [{ value: far }] });
    s = play(newDawn, s, 0, { type: "choose", value: far }).state;
    expect(spaceAt(s, spot).token).toEqual({ owner: 0, reinforced: false });
    expect(spaceAt(s, far).token).toBeNull();
    expect(spaceAt(s, far).naturalWonder).toBe("pantanal");
    expect(s.players[0].tokensLeft).toBe(0);
  });

  it("with no token anywhere, nothing can be placed", () => {
    const s = play(newDawn, base((x) => { x.players[0].tokensLeft = 0; }), 0, { type: "play", slot: 1, trade: 0, effect: true }).state;
    expect(newDawn.pending(s)[0]).toMatchObject({ kind: "turn", seat: 1 });
  });
});
