import { describe, expect, it } from "vitest";
import { play, within } from "../../../engine/kit/testing/scenario.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";
import { moveBarbarian } from "../../../engine/games/new-dawn/events/barbarians.ts";
import { markObjectives } from "../../../engine/games/new-dawn/victory/objectives.ts";
import type { NdState } from "../../../engine/games/new-dawn/base/state.ts";
import { step, spaceId } from "../../../engine/games/new-dawn/base/hex.ts";
import { bareMap, capital, edit, setRow, spaceWhere, start, turnOf } from "../../../engine/games/new-dawn/testing/scenario.ts";
import { spaceAt } from "../../../engine/games/new-dawn/base/spaces.ts";

const ROW = ["early-empire", "astrology", "foreign-trade", "pottery", "masonry"] as const;

/** A land space with a land neighbour in direction `d`, both free of cities. */
function landPair(s: NdState, d: number): [string, string] {
  const from = spaceWhere(s, (sp) => {
    const n = spaceAt(s, spaceId(step(sp, d)));
    return sp.terrain !== "water" && !sp.city && !!n && n.terrain !== "water" && !n.city && !n.capitalSymbol;
  });
  return [from, spaceId(step(spaceAt(s, from), d))];
}

describe("barbarians (L558-590)", () => {
  it("destroy an unreinforced token and caravans, are turned back by a reinforced one (L564-568)", () => {
    const s0 = edit(start(2, "barb"), bareMap);
    const [from, to] = landPair(s0, 2);
    const s = edit(s0, (x) => {
      x.barbarians = { A: from };
      spaceAt(x, to).token = { owner: 1, reinforced: false };
      x.players[0].caravans = [to];
    });
    const hit = within(newDawn, s, (ctx) => moveBarbarian(ctx, "A", 2)).state;
    expect(hit.barbarians.A).toBe(to);
    expect(spaceAt(hit, to).token).toBeNull();
    expect(hit.players[1].tokensLeft).toBe(32);
    expect(hit.players[0].caravans).toEqual([null]);
    const guarded = edit(s, (x) => { spaceAt(x, to).token = { owner: 1, reinforced: true }; });
    const bounced = within(newDawn, guarded, (ctx) => moveBarbarian(ctx, "A", 2)).state;
    expect(bounced.barbarians.A).toBe(from);
    expect(spaceAt(bounced, to).token).toEqual({ owner: 1, reinforced: false });
  });

  it("cross water to the next land (L571)", () => {
    const s = edit(start(2, "barb"), bareMap);
    let found: [string, number, string] | null = null;
    for (const sp of Object.values(s.spaces)) {
      if (sp.terrain === "water" || sp.city) continue;
      for (let d = 0; d < 6 && !found; d++) {
        const w = spaceAt(s, spaceId(step(sp, d)));
        const land = w && spaceAt(s, spaceId(step(w, d)));
        if (w?.terrain === "water" && land && land.terrain !== "water" && !land.city) found = [sp.id, d, land.id];
      }
      if (found) break;
    }
    const [from, d, land] = found!;
    const moved = within(newDawn, edit(s, (x) => { x.barbarians = { B: from }; }), (ctx) => moveBarbarian(ctx, "B", d)).state;
    expect(moved.barbarians.B).toBe(land);
  });

  it("in a capital make its owner discard 2 trade tokens, and turn back (L569)", () => {
    const s0 = edit(start(2, "barb"), bareMap);
    const cap = capital(s0, 1);
    const d = [0, 1, 2, 3, 4, 5].find((dir) => { const n = spaceAt(s0, spaceId(step(spaceAt(s0, cap), (dir + 3) % 6))); return n && n.terrain !== "water"; })!;
    const from = spaceId(step(spaceAt(s0, cap), (d + 3) % 6));
    const s = edit(s0, (x) => { x.barbarians = { C: from }; setRow(x, 1, [...ROW]); x.players[1].row[2].trade = 3; x.players[1].row[0].trade = 1; });
    let r = within(newDawn, s, (ctx) => moveBarbarian(ctx, "C", d)).state;
    expect(r.barbarians.C).toBe(from);
    expect(newDawn.pending(r)[0]).toMatchObject({ seat: 1, id: "discard-trade" });
    r = play(newDawn, r, 1, { type: "choose", value: 2 }).state;
    r = play(newDawn, r, 1, { type: "choose", value: 2 }).state;
    expect(r.players[1].row.map((c) => c.trade)).toEqual([1, 0, 1, 0, 0]);
  });
});

describe("victory (L542-548)", () => {
  it("marks an objective once with a control token (L546) and wins at the start of the first player's turn", () => {
    let s = edit(start(2, "win"), (x) => {
      bareMap(x);
      x.victoryCards = ["technophile-scholarly", "civilized-money-grubber", "populous-preservationist"];
      x.players[0].reachedDialEnd = true;
      x.players[0].naturalWonders = ["grand-mesa", "mount-everest"];
      for (const p of x.players) setRow(x, p.seat, [...ROW]);
      turnOf(x, 0);
    });
    s = within(newDawn, s, (ctx) => markObjectives(ctx)).state;
    expect(s.players[0].objectives).toEqual(["technophile", "preservationist"]);
    expect(s.players[0].tokensLeft).toBe(29);
    // Civilized: 8 cities on the map.
    s = edit(s, (x) => {
      const free = Object.values(x.spaces).filter((sp) => sp.terrain !== "water" && !sp.city).slice(0, 7);
      for (const sp of free) sp.city = { owner: 0, capital: false };
    });
    s = play(newDawn, s, 0, { type: "play", slot: 1, trade: 0, effect: false }).state;
    expect(s.players[0].objectives).toContain("civilized");
    expect(newDawn.outcome(s)).toBeNull();
    s = play(newDawn, s, 1, { type: "play", slot: 1, trade: 0, effect: false }).state;
    const out = newDawn.outcome(s)!;
    expect(s.winners).toEqual([0]);
    expect(out.ranking[0]).toEqual([0]);
    expect(out.scores).toEqual([3, 0]);
  });
});

describe("the event dial (L556, D11)", () => {
  it("does not move before the first turn, then moves one division before each of the first player's turns", () => {
    let s = edit(start(2, "dial"), (x) => { for (const p of x.players) setRow(x, p.seat, [...ROW]); turnOf(x, 0); });
    s = play(newDawn, s, 0, { type: "play", slot: 1, trade: 0, effect: false }).state;
    expect(s.eventDial).toBe(0);
    s = play(newDawn, s, 1, { type: "play", slot: 1, trade: 0, effect: false }).state;
    expect(s.eventDial).toBe(1);
    expect(newDawn.pending(s)[0]).toMatchObject({ kind: "turn", seat: 0 });
  });
});
