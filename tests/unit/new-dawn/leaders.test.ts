import { describe, expect, it } from "vitest";
import { play, query } from "../../../engine/kit/testing/scenario.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";
import { difficulty, difficultyFor, isWater } from "../../../engine/games/new-dawn/base/map.ts";
import { spendable } from "../../../engine/games/new-dawn/base/row.ts";
import type { NdState } from "../../../engine/games/new-dawn/base/state.ts";
import { wonderCost } from "../../../engine/games/new-dawn/cards/industry.ts";
import { around, bareMap, capital, edit, giveWonder, setLeader, setRow, spaceWhere, start, turnOf } from "../../../engine/games/new-dawn/testing/scenario.ts";
import { spaceAt } from "../../../engine/games/new-dawn/base/spaces.ts";

const ROW = ["masonry", "early-empire", "astrology", "foreign-trade", "pottery"] as const;

/** Seat 0 (leader `leader`) to play; seat 1 is Rome; nothing on the map but the capitals. */
function base(leader: NdState["players"][number]["leader"], fn: (s: NdState) => void = () => {}): NdState {
  return edit(start(2, "leaders"), (s) => {
    bareMap(s);
    for (const p of s.players) setRow(s, p.seat, [...ROW]);
    setLeader(s, 0, leader);
    setLeader(s, 1, "rome");
    turnOf(s, 0);
    fn(s);
  });
}

const land = (s: NdState, id: string) => around(s, id).filter((n) => !isWater(spaceAt(s, n)) && !spaceAt(s, n).city);
const prompt = (s: NdState) => newDawn.pending(s)[0];

/** Seat 0 attacks with Masonry (slot 1) a barbarian next to its capital, dice fixed to win 6+1 against 1+terrain. */
function winAgainstBarbarian(leader: NdState["players"][number]["leader"]) {
  let s = base(leader, (x) => {
    const at = land(x, capital(x, 0)).find((id) => difficulty(spaceAt(x, id)) <= 3)!;
    x.barbarians = { A: at };
    x.forcedDice = [6, 1];
  });
  s = play(newDawn, s, 0, { type: "play", slot: 1, trade: 0, effect: true }).state;
  const target = Object.values(s.barbarians)[0]!;
  const r = play(newDawn, s, 0, { type: "attack", target });
  expect(r.events.find((e) => e.type === "AttackResolved")).toMatchObject({ won: true });
  return r.state;
}

describe("leader abilities (data/leaders.ts)", () => {
  it("America: a natural-wonder token goes on a focus card and is spent there as a trade token, then moves on", () => {
    let s = base("america", (x) => {
      const nwSpace = land(x, capital(x, 0))[0];
      spaceAt(x, nwSpace).naturalWonder = "grand-mesa";
      spaceAt(x, nwSpace).naturalWonderHome = "grand-mesa";
      spaceAt(x, nwSpace).terrain = "grassland";
    });
    s = play(newDawn, s, 0, { type: "play", slot: 2, trade: 0, effect: true }).state;
    const nwSpace = Object.values(s.spaces).find((sp) => sp.naturalWonder === "grand-mesa")!.id;
    s = play(newDawn, s, 0, { type: "place-token", space: nwSpace }).state;
    expect(prompt(s)).toMatchObject({ id: "natural-wonder-card", seat: 0 });
    s = play(newDawn, s, 0, { type: "choose", value: "astrology" }).state;
    expect(s.players[0].naturalWondersOn).toEqual({ "grand-mesa": "astrology" });
    // Dial at 14: the advance below passes no level mark.
    s = edit(s, (x) => { turnOf(x, 0); x.players[0].dial = 14; });
    const science = s.players[0].row.findIndex((c) => c.card === "astrology");
    expect(query(newDawn, () => spendable(s, 0, science))).toBe(1);
    const dial = s.players[0].dial;
    s = play(newDawn, s, 0, { type: "play", slot: science + 1, trade: 1, effect: true }).state;
    // Spent: it moves to a card of the player's choice and is kept (no longer usable this turn).
    expect(prompt(s)).toMatchObject({ id: "natural-wonder-card" });
    s = play(newDawn, s, 0, { type: "choose", value: "masonry" }).state;
    expect(s.players[0].naturalWonders).toEqual(["grand-mesa"]);
    expect(s.players[0].naturalWondersOn).toEqual({ "grand-mesa": "masonry" });
    expect(s.players[0].dial).toBe(dial + science + 2);
  });

  it("Aztec: after the military card is refreshed with an attack won, two row cards may swap", () => {
    let s = winAgainstBarbarian("aztec");
    s = play(newDawn, s, 0, { type: "choose", value: 0 }).state;
    if (prompt(s).id === "military") s = play(newDawn, s, 0, { type: "finish-military" }).state;
    expect(prompt(s)).toMatchObject({ id: "swap-row-cards", seat: 0 });
    const before = s.players[0].row.map((c) => c.card);
    s = play(newDawn, s, 0, { type: "choose", value: "1-4" }).state;
    expect(s.players[0].row.map((c) => c.card)).toEqual([before[0], before[4], before[2], before[3], before[1]]);
  });

  it("Aztec: no swap without an attack won", () => {
    let s = base("aztec");
    s = play(newDawn, s, 0, { type: "play", slot: 1, trade: 0, effect: true }).state;
    if (prompt(s).id === "military") s = play(newDawn, s, 0, { type: "finish-military" }).state;
    expect(prompt(s)).toMatchObject({ kind: "turn", seat: 1 });
  });

  it("Egypt: every wonder costs 1 less", () => {
    const s = base("egypt");
    expect(query(newDawn, () => wonderCost(s, 0, "forbidden-city"))).toBe(8);
    expect(query(newDawn, () => wonderCost(s, 1, "forbidden-city"))).toBe(9);
  });

  it("France: culture places 1/2/3 more tokens by the era of its latest wonder", () => {
    const count = (s: NdState) => (play(newDawn, s, 0, { type: "play", slot: 2, trade: 0, effect: true }).state.stack.at(-1) as unknown as { steps: { count: number }[] }).steps[0].count;
    const plain = count(base("france"));
    expect(count(base("france", (x) => giveWonder(x, 0, "stonehenge")))).toBe(plain + 1);
    expect(count(base("france", (x) => giveWonder(x, 0, "forbidden-city")))).toBe(plain + 2);
    expect(count(base("rome", (x) => giveWonder(x, 0, "forbidden-city")))).toBe(plain);
  });

  it("Japan: in its own turn, desert and mountains by water or the edge count 3", () => {
    const s = base("japan", (x) => {
      const id = spaceWhere(x, (sp) => sp.edge && !sp.city && !isWater(sp));
      spaceAt(x, id).terrain = "mountains";
    });
    const id = spaceWhere(s, (sp) => sp.edge && sp.terrain === "mountains");
    const use = { card: "culture" as const, placing: true };
    expect(query(newDawn, () => difficultyFor(s, 0, use)(spaceAt(s, id)))).toBe(3);
    expect(query(newDawn, () => difficultyFor(s, 1, use)(spaceAt(s, id)))).toBe(5);
    const notTheirTurn = edit(s, (x) => turnOf(x, 1));
    expect(query(newDawn, () => difficultyFor(notTheirTurn, 0, use)(spaceAt(notTheirTurn, id)))).toBe(5);
  });

  it("Rome: a caravan may leave from a city that is not mature", () => {
    const withCity = (leader: "rome" | "egypt") => {
      let s = base(leader, (x) => {
        const far = spaceWhere(x, (sp) => !isWater(sp) && !sp.city && sp.terrain === "grassland" && around(x, sp.id).every((n) => !spaceAt(x, n).city) && !around(x, capital(x, 0)).includes(sp.id) && sp.id !== capital(x, 0));
        spaceAt(x, far).city = { owner: 0, capital: false };
      });
      s = play(newDawn, s, 0, { type: "play", slot: 4, trade: 0, effect: true }).state;
      return newDawn.legalMoves(s, 0).filter((m) => m.type === "move-caravan").map((m) => m.to);
    };
    expect(withCity("rome").length).toBeGreaterThan(withCity("egypt").length);
  });

  it("Scythia: +3 attacking or defending a grassland or hills space", () => {
    let s = base("scythia", (x) => {
      const grass = land(x, capital(x, 0)).find((id) => land(x, id).length > 1)!;
      spaceAt(x, grass).terrain = "grassland";
      spaceAt(x, grass).token = { owner: 1, reinforced: false };
      x.forcedDice = [1, 6];
    });
    s = play(newDawn, s, 0, { type: "play", slot: 1, trade: 0, effect: true }).state;
    const target = Object.values(s.spaces).find((sp) => sp.token?.owner === 1)!.id;
    const r = play(newDawn, s, 0, { type: "attack", target });
    expect(r.events.find((e) => e.type === "AttackRolled")).toMatchObject({ attackBonus: 3, defenseBonus: 0 });
  });

  it("Sumeria: defeating barbarians also brings a resource of its choice", () => {
    let s = winAgainstBarbarian("sumeria");
    s = play(newDawn, s, 0, { type: "choose", value: 0 }).state;
    expect(prompt(s)).toMatchObject({ id: "supply-resource", seat: 0 });
    s = play(newDawn, s, 0, { type: "choose", value: "oil" }).state;
    expect(s.players[0].resources.oil).toBe(1);
    const plain = play(newDawn, winAgainstBarbarian("rome"), 0, { type: "choose", value: 0 }).state;
    expect(prompt(plain).id).not.toBe("supply-resource");
  });
});
