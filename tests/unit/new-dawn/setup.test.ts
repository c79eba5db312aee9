import { describe, expect, it } from "vitest";
import { LEADERS, MAP_TILES } from "../../../engine/games/new-dawn/data/index.ts";
import { firstGameCapitals, firstGameTiles } from "../../../engine/games/new-dawn/setup/first-game-map.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";
import { start } from "../../../engine/games/new-dawn/testing/scenario.ts";

describe("New Dawn setup (L129-209) on the first game's map (L109-127)", () => {
  it.each([[2, 10, 4], [3, 13, 5], [4, 16, 6]])("%i players: %i tiles, wonder decks of %i", (players, tiles, deck) => {
    const s = start(players, `setup-${players}`);
    expect(firstGameTiles(players)).toHaveLength(tiles);
    expect(s.spaces).toHaveLength(tiles * 10);
    // Side A only (L111).
    expect(new Set(Object.values(s.spaces).map((sp) => sp.label.slice(-1)))).toEqual(new Set(["A"]));
    // Every player's capital on the star of their tile (L115), nobody else's pieces on the map.
    for (let seat = 0; seat < players; seat++) {
      const caps = Object.values(s.spaces).filter((sp) => sp.city?.owner === seat);
      expect(caps).toHaveLength(1);
      expect(caps[0].city!.capital && caps[0].capitalSymbol).toBe(true);
      expect(caps[0].label).toBe(`${MAP_TILES.find((t) => t.id === firstGameCapitals(players)[seat])!.number}A`);
    }
    // 2 players remove an ancient and a medieval wonder per type, 3 players an ancient (L193-194).
    for (const d of Object.values(s.wonderDecks)) expect(d).toHaveLength(deck);
    expect(s.victoryCards).toHaveLength(3);
    // Rows in the leader's order with one caravan on the economy card (L155).
    for (const p of s.players) {
      expect(p.row.map((c) => c.card)).toEqual(LEADERS.find((l) => l.id === p.leader)!.startingRow);
      expect(p.caravans).toEqual([null]);
      expect(p.dial).toBe(0);
      expect(p.tokensLeft).toBe(31);
    }
    // Tokens on their symbols (L164), both cards of each city-state beside the map (L165).
    const symbols = Object.values(s.spaces).filter((sp) => sp.barbarianSymbol).map((sp) => sp.barbarianSymbol).sort();
    expect(Object.keys(s.barbarians).sort()).toEqual(symbols);
    for (const sp of Object.values(s.spaces)) if (sp.cityStateSymbol) expect(s.cityStateCards[sp.cityStateSymbol]).toBe(2);
    // The first player takes the first turn, with no event before it (L187, L556).
    expect(newDawn.pending(s)).toMatchObject([{ kind: "turn", seat: s.first }]);
    expect(s.eventDial).toBe(0);
  });

  it("every first-game tile touches at least four spaces of the tiles before it (L751)", () => {
    const s = start(4, "layout");
    const tileOfSpace = new Map(Object.values(s.spaces).map((sp) => [sp.id, sp.label]));
    const laid = new Set<string>();
    for (const t of firstGameTiles(4)) {
      const label = `${MAP_TILES.find((m) => m.id === t.tile)!.number}A`;
      const mine = Object.values(s.spaces).filter((sp) => sp.label === label);
      expect(mine).toHaveLength(10);
      if (laid.size) {
        const touched = new Set(mine.flatMap((sp) => [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]]
          .map(([dq, dr]) => `${sp.q + dq},${sp.r + dr}`)).filter((id) => laid.has(tileOfSpace.get(id) ?? "")));
        expect(touched.size).toBeGreaterThanOrEqual(4);
      }
      laid.add(label);
    }
  });

  it("the epic game lays out 4 victory cards (L852); setup is the same for the same seed", () => {
    expect(start(3, "epic", { epic: true }).victoryCards).toHaveLength(4);
    expect(start(3, "same")).toEqual(start(3, "same"));
    expect(start(3, "same")).not.toEqual(start(3, "other"));
  });

  it("no seat sees the wonder decks below their face-up cards", () => {
    const s = start(2, "view");
    const v = newDawn.view(s, 0);
    expect(v.wonderDecks.culture).toEqual({ faceUp: s.wonderDecks.culture[0], below: 3 });
    expect(JSON.stringify(v)).not.toContain("rng");
  });
});
