import { describe, expect, it } from "vitest";
import type { GameEvent, Move } from "../../../engine/core/types.ts";
import { clashOfCultures as game } from "../../../engine/games/clash-of-cultures/index.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import type { CocView } from "../../../engine/games/clash-of-cultures/view.ts";
import { I18n, LANGS } from "../../../client/src/i18n/index.ts";
import { applyEvent, cloneView, hexInfo, stacksAt } from "../../../client/src/games/clash-of-cultures/board/model.ts";
import { CLASH_CATALOG } from "../../../client/src/games/clash-of-cultures/text/catalog.ts";

/** What the board draws: units (where, whose, what), cities (owner, mood, pieces), terrain. */
function boardOf(v: CocView) {
  return {
    units: Object.fromEntries(Object.values(v.units).map((u) => [u.id, `${String(u.owner)}:${u.type}@${u.hex}`])),
    cities: Object.fromEntries(Object.values(v.cities).map((c) => [c.hex, {
      owner: c.owner, mood: c.mood, buildings: c.buildings, port: c.portHex, wonders: c.wonders.map((w) => w.id).sort(),
    }])),
    hexes: Object.fromEntries(Object.values(v.hexes).map((h) => [h.key, `${h.terrain}/${h.exhausted}`])),
    explored: v.regions.map((r) => r.explored),
  };
}

function botGame(players: number, seed: string, steps: number, each: (before: CocView, events: GameEvent[], after: CocView) => void, options: Record<string, unknown> = {}) {
  let s = game.setup({ players, options: game.optionsSchema.parse(options), seed } as never) as CocState;
  const bots = Array.from({ length: players }, (_, i) => game.bots!.heuristic!(`${seed}-${i}`));
  for (let i = 0; i < steps && !s.finished; i++) {
    const p = game.pending(s)[0];
    if (!p || typeof p.seat !== "number") break;
    const move = bots[p.seat].choose(s, p.seat) as Move;
    const before = game.view(s, 0);
    const r = game.apply(s, p.seat, move) as { state: CocState; events: GameEvent[] };
    expect("error" in r).toBe(false);
    each(before, r.events, game.view(r.state, 0));
    s = r.state;
  }
}

describe("Clash of Cultures board model", () => {
  it("replaying a move's events on the previous view gives the board of the next view", () => {
    let batches = 0, changed = 0;
    for (const [players, seed, expansion] of [[2, "board-a", false], [3, "board-b", false], [3, "board-c", true]] as const) {
      botGame(players, seed, 500, (before, events, after) => {
        const v = cloneView(before);
        for (const e of events) if (applyEvent(v, e)) changed++;
        expect(boardOf(v), `${seed}: ${events.map((e) => e.type).join(" ")}`).toEqual(boardOf(after));
        batches++;
      }, { expansion });
    }
    expect(batches).toBeGreaterThan(500);
    expect(changed).toBeGreaterThan(50);
  });

  it("groups the units of a hex by owner (city owner first) and type, ships with their cargo", () => {
    const view = {
      cities: { "1,1": { hex: "1,1", owner: 1 } },
      units: {
        1: { id: 1, owner: 0, type: "infantry", hex: "1,1", carriedBy: null },
        2: { id: 2, owner: 1, type: "infantry", hex: "1,1", carriedBy: null },
        3: { id: 3, owner: 1, type: "infantry", hex: "1,1", carriedBy: null },
        4: { id: 4, owner: 1, type: "leader", hex: "1,1", carriedBy: null },
        5: { id: 5, owner: 0, type: "ship", hex: "2,1", carriedBy: null },
        6: { id: 6, owner: 0, type: "settler", hex: "2,1", carriedBy: 5 },
        7: { id: 7, owner: 0, type: "cavalry", hex: "2,1", carriedBy: 5 },
        8: { id: 8, owner: 0, type: "ship", hex: "2,1", carriedBy: null },
        9: { id: 9, owner: "barbarian", type: "infantry", hex: "1,1", carriedBy: null },
      },
    } as unknown as CocView;
    const here = stacksAt(view, "1,1");
    expect(here.map((s) => s.owner)).toEqual([1, 0, "barbarian"]);
    expect(here[0].land).toEqual([{ type: "leader", count: 1, ids: [4] }, { type: "infantry", count: 2, ids: [2, 3] }]);
    const sea = stacksAt(view, "2,1");
    expect(sea).toHaveLength(1);
    expect(sea[0].land).toEqual([]);
    expect(sea[0].ships).toEqual([
      { id: 5, cargo: [{ type: "cavalry", count: 1, ids: [7] }, { type: "settler", count: 1, ids: [6] }] },
      { id: 8, cargo: [] },
    ]);
    expect(stacksAt(view, "1,1", new Set([2, 3, 4])).map((s) => s.owner)).toEqual([0, "barbarian"]);
  });

  it("describes a hex in English and Russian with names from the data", () => {
    for (const lang of LANGS) I18n.addCatalog(lang, CLASH_CATALOG[lang]);
    const v = game.view(game.setup({ players: 2, options: game.optionsSchema.parse({}), seed: "info" } as never) as CocState, null);
    const city = Object.values(v.cities)[0];
    const names = (s: number) => ["Ann", "Bob"][s];
    const en = hexInfo(v, city.hex, new I18n("en"), names);
    expect(en[0]).toMatch(/^[A-Z]\d+ · Fertile$/);
    expect(en[1]).toBe(`City of ${names(city.owner as number)}: size 1, happy`);
    const ru = hexInfo(v, city.hex, new I18n("ru"), names);
    expect(ru[0]).toMatch(/· Равнина$/);
    expect(ru[1]).toContain("размер 1");
    const hidden = v.regions.find((r) => !r.explored)!.hexes[0];
    expect(hexInfo(v, hidden, new I18n("ru"), names)[0]).toContain("Неисследованный регион");
  });
});
