/**
 * Civilization: A New Dawn content data: counts against the rulebook's component list (seed lines `Lnnn` in
 * shared/seeds/002_370abbcb437e6d91.txt), unique ids, tile geometry, texts in English and Russian, cross-references
 * and the decisions documented in docs/rules/new-dawn.md.
 */
import { describe, expect, it } from "vitest";
import * as data from "../../../engine/games/new-dawn/data/index.ts";
import { expectDecisionsMatchDoc, textFaults } from "../../fixtures/game-data.ts";
import {
  BARBARIAN_LETTERS, CELL_HEXES, CITY_DIFFICULTY_MULTIPLIER, CITY_STATE_DEFENSE, CITY_STATES, CITY_STATE_DIPLOMACY, CITY_STATE_TOKENS, COMPONENTS, DIPLOMACY_CARDS,
  ERAS, EVENT_DIAL, EVENT_SYMBOLS, FOCUS_CARDS, FOCUS_CARD_COPIES, FOCUS_TYPES, HEX_DIRECTIONS, LEADERS, MAP_TILES,
  NATURAL_WONDERS, NATURAL_WONDER_TOKENS, OBJECTIVES, PLASTIC_FIGURES, PRODUCTION_PER_RESOURCE, PRODUCTION_PER_TRADE_TOKEN, PLAYER_COLORS, PLAYER_DIPLOMACY, RESOURCES,
  SPACES_PER_TILE_SIDE, TECH_DIAL, TERRAINS, TRADE_TOKENS_PER_CARD, VICTORY_CARDS, VICTORY_CARDS_IN_PLAY, WONDERS, WONDER_REMOVALS_BY_PLAYERS,
  WONDER_TYPES, WONDERS_PER_TYPE_AND_ERA, catalog,
} from "../../../engine/games/new-dawn/data/index.ts";
import type { Hex, TileSide } from "../../../engine/games/new-dawn/data/index.ts";

function expectUnique(xs: readonly string[]): void {
  expect(xs.filter((x, i) => xs.indexOf(x) !== i)).toEqual([]);
}
function countBy<T>(xs: readonly T[], key: (x: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of xs) out[key(x)] = (out[key(x)] ?? 0) + 1;
  return out;
}
const key = (h: Hex): string => `${h.q},${h.r}`;
const SIDES: readonly TileSide[] = ["A", "B"];
const allSpaces = MAP_TILES.flatMap((t) => SIDES.flatMap((s) => t.sides[s].spaces.map((sp) => ({ tile: t, side: s, sp }))));

describe("counts match the component list", () => {
  const cat = catalog();

  it("has 20 focus cards per colour, 80 in all (L39), one per type and level", () => {
    expect(PLAYER_COLORS).toHaveLength(4);
    expect(cat.focusCards).toHaveLength(COMPONENTS.focusCards.count);
    expect(cat.focusCards).toHaveLength(80);
    expect(FOCUS_CARDS).toHaveLength(COMPONENTS.focusCards.perPlayer);
    for (const color of PLAYER_COLORS) expect(FOCUS_CARD_COPIES.filter((c) => c.color === color.id)).toHaveLength(20);
    for (const type of FOCUS_TYPES) {
      expect(FOCUS_CARDS.filter((c) => c.type === type.id).map((c) => c.level).sort()).toEqual([1, 2, 3, 4]);
    }
  });

  it("has 8 leader sheets (L27) and 16 map tiles (L31)", () => {
    expect(cat.leaders).toHaveLength(COMPONENTS.leaderSheets.count);
    expect(cat.leaders).toHaveLength(8);
    expect(cat.mapTiles).toHaveLength(COMPONENTS.mapTiles.count);
    expect(cat.mapTiles).toHaveLength(16);
    expect(MAP_TILES.map((t) => t.number)).toEqual([...Array(16).keys()].map((i) => i + 1));
  });

  it("has 24 wonder cards (L59) with as many tokens (L63): 4 types × 3 eras × 2", () => {
    expect(cat.wonders).toHaveLength(COMPONENTS.wonderCards.count);
    expect(COMPONENTS.wonderTokens.count).toBe(COMPONENTS.wonderCards.count);
    expect(WONDER_TYPES).toHaveLength(4);
    for (const type of WONDER_TYPES) {
      for (const era of ERAS) {
        expect(WONDERS.filter((w) => w.type === type.id && w.era === era.id)).toHaveLength(WONDERS_PER_TYPE_AND_ERA);
      }
    }
  });

  it("leaves every deck at least one card of each era after the 2- and 3-player removals (L193-194)", () => {
    expect(WONDER_REMOVALS_BY_PLAYERS[3]).toEqual({ ancient: 1, medieval: 0, modern: 0 });
    expect(WONDER_REMOVALS_BY_PLAYERS[2]).toEqual({ ancient: 1, medieval: 1, modern: 0 });
    for (const players of [2, 3, 4]) {
      for (const era of ERAS) expect(WONDERS_PER_TYPE_AND_ERA - WONDER_REMOVALS_BY_PLAYERS[players][era.id]).toBeGreaterThan(0);
    }
  });

  it("has 16 city-state diplomacy cards, 2 per city-state (L47, L626), and 16 player cards, 4 per colour (L51)", () => {
    expect(cat.diplomacyCards).toHaveLength(COMPONENTS.cityStateDiplomacyCards.count + COMPONENTS.playerDiplomacyCards.count);
    const cityStateCards = DIPLOMACY_CARDS.filter((c) => c.kind === "city-state");
    expect(cityStateCards).toHaveLength(16);
    expect(Object.values(countBy(cityStateCards, (c) => (c.kind === "city-state" ? c.cityState : "")))).toEqual(Array(8).fill(2));
    const playerCards = DIPLOMACY_CARDS.filter((c) => c.kind === "player");
    expect(playerCards).toHaveLength(16);
    expect(Object.values(countBy(playerCards, (c) => (c.kind === "player" ? c.color : "")))).toEqual(Array(4).fill(COMPONENTS.playerDiplomacyCards.perPlayer));
  });

  it("has 8 city-states on 4 double-sided tokens (L71) and 8 natural wonders on 4 double-sided tokens (L79)", () => {
    expect(cat.cityStates).toHaveLength(COMPONENTS.cityStateTokens.count * 2);
    expect(CITY_STATE_TOKENS).toHaveLength(COMPONENTS.cityStateTokens.count);
    expect(NATURAL_WONDERS).toHaveLength(COMPONENTS.naturalWonderTokens.count * 2);
    expect(NATURAL_WONDER_TOKENS).toHaveLength(COMPONENTS.naturalWonderTokens.count);
  });

  it("has 5 victory cards (L55) with 10 objectives (L936-976); 3 in play, 4 in the epic game (L207, L852)", () => {
    expect(cat.victoryCards).toHaveLength(COMPONENTS.victoryCards.count);
    expect(OBJECTIVES).toHaveLength(10);
    expect(VICTORY_CARDS_IN_PLAY).toEqual({ standard: 3, epic: 4 });
  });

  it("has 9 lettered barbarian tokens (L95), 32 resource tokens 8 per kind (L91), 44 figures (L87), 124 control tokens (L83)", () => {
    expect(BARBARIAN_LETTERS).toHaveLength(COMPONENTS.barbarianTokens.count);
    expect(RESOURCES.reduce((n, r) => n + r.tokens, 0)).toBe(COMPONENTS.resourceTokens.count);
    expect(RESOURCES.every((r) => r.tokens === 8)).toBe(true);
    const figures = COMPONENTS.capitals.count + COMPONENTS.cities.count + COMPONENTS.caravans.count;
    expect(figures).toBe(PLASTIC_FIGURES);
    expect(COMPONENTS.capitals.perPlayer + COMPONENTS.cities.perPlayer + COMPONENTS.caravans.perPlayer).toBe(11);
    expect(COMPONENTS.controlTokens.count).toBe(COMPONENTS.controlTokens.perPlayer * PLAYER_COLORS.length);
  });

  it("keeps the rulebook's numbers: 3 trade tokens per card (L665), production 2 per resource and 1 per token (L453-454), city-state 8 and doubled city terrain (L514, L517)", () => {
    expect(TRADE_TOKENS_PER_CARD).toBe(3);
    expect([PRODUCTION_PER_RESOURCE, PRODUCTION_PER_TRADE_TOKEN]).toEqual([2, 1]);
    expect([CITY_STATE_DEFENSE, CITY_DIFFICULTY_MULTIPLIER]).toEqual([8, 2]);
  });

  it("limits every component to the box except trade tokens (L846)", () => {
    const unlimited = Object.entries(COMPONENTS).filter(([, c]) => !c.limited).map(([k]) => k);
    expect(unlimited).toEqual(["tradeTokens"]);
  });
});

describe("ids", () => {
  it("are unique within every kind and every catalog list", () => {
    for (const list of Object.values(catalog())) expectUnique(list);
    for (const xs of [FOCUS_CARDS, LEADERS, WONDERS, CITY_STATES, OBJECTIVES, VICTORY_CARDS, NATURAL_WONDERS, PLAYER_DIPLOMACY, TERRAINS, RESOURCES, PLAYER_COLORS]) {
      expectUnique(xs.map((x: { id: string }) => x.id));
    }
    expectUnique(CITY_STATE_DIPLOMACY.map((d) => d.cityState));
  });
});

describe("map tiles", () => {
  const neighbours = (h: Hex): string[] => HEX_DIRECTIONS.map((d) => key({ q: h.q + d.q, r: h.r + d.r }));

  it("has 10 spaces on every side, numbered 0-9, on the side's hexes", () => {
    for (const tile of MAP_TILES) {
      for (const s of SIDES) {
        const side = tile.sides[s];
        expect(side.label).toBe(`${tile.number}${s}`);
        expect(side.spaces).toHaveLength(SPACES_PER_TILE_SIDE);
        side.spaces.forEach((sp, i) => {
          expect(sp.cell).toBe(i);
          expect(sp.hex).toEqual(CELL_HEXES[s][i]);
        });
      }
    }
  });

  it("lays cells out as the content file's adjacency list, on both sides", () => {
    // content §5.3: "Intra-tile adjacency (same for both sides)".
    const expected: Record<number, number[]> = {
      0: [1, 2, 3, 4, 5, 6], 1: [0, 2, 6, 7, 8], 2: [0, 1, 3], 3: [0, 2, 4], 4: [0, 3, 5],
      5: [0, 4, 6], 6: [0, 1, 5, 7], 7: [1, 6, 8, 9], 8: [1, 7, 9], 9: [7, 8],
    };
    for (const s of SIDES) {
      const hexes = CELL_HEXES[s];
      expectUnique(hexes.map(key));
      hexes.forEach((h, cell) => {
        const adj = hexes.map((o, i) => (neighbours(h).includes(key(o)) ? i : -1)).filter((i) => i >= 0);
        expect(adj).toEqual(expected[cell]);
      });
    }
  });

  it("puts cell 0 at the origin and mirrors side B top-to-bottom", () => {
    expect(CELL_HEXES.A[0]).toEqual({ q: 0, r: 0 });
    CELL_HEXES.A.forEach((h, i) => expect(CELL_HEXES.B[i]).toEqual({ q: h.q, r: -h.q - h.r }));
    // Side A: cell 5 north of the centre, cell 2 south, the label hex (9) at the far left.
    expect(CELL_HEXES.A[5]).toEqual({ q: 0, r: -1 });
    expect(CELL_HEXES.A[2]).toEqual({ q: 0, r: 1 });
    expect(Math.min(...CELL_HEXES.A.map((h) => h.q))).toBe(CELL_HEXES.A[9].q);
  });

  it("matches each tile's category: capitals in cell 0 on both sides, natural wonders, city-states (L691-692)", () => {
    expect(countBy(MAP_TILES, (t) => t.category)).toEqual({ capital: 4, "natural-wonder": 4, "city-state": 4, plain: 4 });
    for (const tile of MAP_TILES) {
      for (const s of SIDES) {
        const spaces = tile.sides[s].spaces;
        expect(spaces.filter((sp) => sp.capital).map((sp) => sp.cell)).toEqual(tile.category === "capital" ? [0] : []);
        expect(spaces.filter((sp) => sp.naturalWonder !== null)).toHaveLength(tile.category === "natural-wonder" ? 1 : 0);
        expect(spaces.filter((sp) => sp.cityState !== null)).toHaveLength(tile.category === "city-state" ? 1 : 0);
      }
    }
  });

  it("gives natural-wonder spaces their own terrain and city-states grassland (L330, L610)", () => {
    for (const { sp } of allSpaces) {
      expect(sp.terrain === "natural-wonder").toBe(sp.naturalWonder !== null);
      if (sp.cityState !== null) expect(sp.terrain).toBe("grassland");
      if (sp.terrain === "water") expect([sp.resource, sp.barbarian, sp.cityState, sp.capital]).toEqual([null, null, null, false]);
    }
  });

  it("prints 4 resource symbols of each kind on the A sides and on the B sides (content §5.2)", () => {
    for (const s of SIDES) {
      const kinds = allSpaces.filter((x) => x.side === s && x.sp.resource !== null).map((x) => x.sp.resource as string);
      expect(countBy(kinds, (k) => k)).toEqual({ marble: 4, mercury: 4, oil: 4, diamonds: 4 });
    }
  });

  it("prints each barbarian letter on exactly one tile", () => {
    for (const letter of BARBARIAN_LETTERS) {
      const tiles = new Set(allSpaces.filter((x) => x.sp.barbarian === letter).map((x) => x.tile.id));
      expect([letter, tiles.size]).toEqual([letter, 1]);
    }
    expect(allSpaces.every((x) => x.sp.barbarian === null || (BARBARIAN_LETTERS as readonly string[]).includes(x.sp.barbarian))).toBe(true);
  });

  it("shows the setup picture's pieces together: Grand Mesa, Buenos Aires, barbarian I (L169-185)", () => {
    const onMap = (pred: (x: (typeof allSpaces)[number]) => boolean) => allSpaces.filter(pred).map((x) => `${x.tile.number}${x.side}`);
    expect(onMap((x) => x.sp.naturalWonder === "grand-mesa")).toEqual(["4A"]);
    expect(onMap((x) => x.sp.cityState === "buenos-aires")).toEqual(["15A"]);
    expect(onMap((x) => x.sp.barbarian === "I")).toEqual(["15A"]);
  });
});

describe("cross-references", () => {
  const focusById = new Map(FOCUS_CARDS.map((c) => [c.id, c]));

  it("starts every leader with the five level-I cards, one of each type (L155)", () => {
    for (const leader of LEADERS) {
      const cards = leader.startingRow.map((id) => focusById.get(id));
      expect(cards.every((c) => c !== undefined && c.level === 1)).toBe(true);
      expect(new Set(cards.map((c) => c?.type)).size).toBe(5);
    }
    expect(LEADERS.find((l) => l.id === "rome")?.startingRow).toEqual(["astrology", "foreign-trade", "masonry", "early-empire", "pottery"]);
  });

  it("puts the starting caravan card at level I and keeps caravans within the 3 figures (L87, L155)", () => {
    expect(focusById.get("foreign-trade")).toMatchObject({ type: "economy", level: 1, caravans: 1 });
    for (const c of FOCUS_CARDS) if (c.type === "economy") expect(c.caravans).toBeLessThanOrEqual(COMPONENTS.caravans.perPlayer);
  });

  it("keeps the seed's named cards at the seed's levels and numbers (L382, L440, L538)", () => {
    expect(focusById.get("flight")).toMatchObject({ type: "military", level: 4, name: { uk: "Авіація" } });
    expect(focusById.get("iron-working")).toMatchObject({ type: "military", attackBonus: 1, name: { uk: "Обробка заліза" } });
    expect(focusById.get("iron-working")?.level).toBeLessThan(4);
    expect(focusById.get("pottery")).toMatchObject({ type: "industry", name: { uk: "Гончарство" } });
  });

  it("gives every wonder a known type, two different resources including its type's own (L446)", () => {
    const types = new Map(WONDER_TYPES.map((t) => [t.id, t]));
    for (const w of WONDERS) {
      const type = types.get(w.type);
      expect(type).toBeDefined();
      expect(w.resources[0]).not.toBe(w.resources[1]);
      expect(w.resources).toContain(type?.ownResource);
      expect(w.resources.every((r) => RESOURCES.some((x) => x.id === r))).toBe(true);
    }
    expect(WONDERS.find((w) => w.id === "forbidden-city")).toMatchObject({ cost: 9, type: "culture", resources: ["marble", "oil"] });
  });

  it("puts every natural wonder and city-state on the tile side it names, once", () => {
    for (const nw of NATURAL_WONDERS) {
      const at = allSpaces.filter((x) => x.sp.naturalWonder === nw.id);
      expect(at.map((x) => [x.tile.id, x.side])).toEqual([[nw.tile, nw.side]]);
    }
    for (const cs of CITY_STATES) {
      const at = allSpaces.filter((x) => x.sp.cityState === cs.id);
      expect(at.map((x) => [x.tile.id, x.side])).toEqual([[cs.tile, cs.side]]);
    }
  });

  it("prints each natural wonder and city-state on exactly one token face", () => {
    const nwFaces = NATURAL_WONDER_TOKENS.flatMap((t) => t.faces);
    expect([...nwFaces].sort()).toEqual(NATURAL_WONDERS.map((n) => n.id).sort());
    const csFaces = CITY_STATE_TOKENS.flatMap((t) => t.faces);
    expect([...csFaces].sort()).toEqual(CITY_STATES.map((c) => c.id).sort());
  });

  it("gives every city-state its diplomacy card and a non-economy type (L604-608)", () => {
    expect(CITY_STATE_DIPLOMACY.map((d) => d.cityState).sort()).toEqual(CITY_STATES.map((c) => c.id).sort());
    expect(countBy(CITY_STATES, (c) => c.type)).toEqual({ military: 2, culture: 2, industry: 2, science: 2 });
    expect(CITY_STATES.find((c) => c.id === "buenos-aires")).toMatchObject({ type: "industry", frame: "rhombic" });
    expect(CITY_STATES.find((c) => c.id === "seoul")?.type).toBe("science");
  });

  it("makes every physical diplomacy card point at a known city-state or colour and card", () => {
    for (const c of DIPLOMACY_CARDS) {
      if (c.kind === "city-state") expect(CITY_STATES.some((cs) => cs.id === c.cityState)).toBe(true);
      else expect(PLAYER_COLORS.some((p) => p.id === c.color) && PLAYER_DIPLOMACY.some((d) => d.id === c.card)).toBe(true);
    }
  });

  it("puts every objective on exactly one victory card", () => {
    const used = VICTORY_CARDS.flatMap((v) => v.objectives);
    expect([...used].sort()).toEqual(OBJECTIVES.map((o) => o.id).sort());
  });

  it("ties terrain difficulties to the focus-bar slots (L257, L261, L330)", () => {
    for (const t of TERRAINS) if (t.slot !== null) expect(t.difficulty).toBe(t.slot);
    expect(TERRAINS.find((t) => t.id === "water")).toMatchObject({ difficulty: 1, slot: null, land: false });
    expect(TERRAINS.find((t) => t.id === "natural-wonder")).toMatchObject({ difficulty: 5, isTerrainType: false });
    const terrains = new Set<string>(TERRAINS.map((t) => t.id));
    expect(allSpaces.every((x) => terrains.has(x.sp.terrain))).toBe(true);
  });
});

describe("dials", () => {
  it("runs the tech dial 0-24 with level marks II, III, IV whose last lap passes IV again (L133, L374-378, L840)", () => {
    expect(TECH_DIAL.start).toBe(0);
    expect(TECH_DIAL.last).toBe(24);
    expect(TECH_DIAL.wrapTo).toBe(15);
    const positions = TECH_DIAL.levelMarks.map((m) => m.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(TECH_DIAL.levelMarks.map((m) => m.level)).toEqual([2, 2, 3, 3, 4, 4]);
    const levelFourAfterWrap = TECH_DIAL.levelMarks.filter((m) => m.level === 4 && m.position > TECH_DIAL.wrapTo);
    expect(levelFourAfterWrap.length).toBeGreaterThan(0);
    expect(OBJECTIVES.find((o) => o.id === "technophile")?.condition).toEqual({ kind: "tech-dial-position", position: TECH_DIAL.last });
  });

  it("starts the event dial on the spawn helmet and carries all three symbols (L187, L978-990)", () => {
    expect(EVENT_DIAL.divisions[EVENT_DIAL.start]).toBe("barbarian-spawn");
    for (const symbol of EVENT_SYMBOLS) expect(EVENT_DIAL.divisions).toContain(symbol.id);
  });
});

// ---------------------------------------------------------------------------
// Texts and decisions, checked over everything the data module exports
// ---------------------------------------------------------------------------

describe("texts", () => {
  it("gives every text an English and a Russian version (and Ukrainian only in Cyrillic)", () => {
    const { texts, bad } = textFaults(data);
    expect(bad).toEqual([]);
    expect(texts).toBeGreaterThan(200);
  });

  it("names and describes every card, leader, wonder, objective and place", () => {
    const named = [...FOCUS_CARDS, ...WONDERS, ...OBJECTIVES, ...PLAYER_DIPLOMACY, ...EVENT_SYMBOLS];
    for (const x of named) expect([x.name.en, x.text.en].every((s) => s.length > 0)).toBe(true);
    for (const l of LEADERS) expect([l.civilization.en, l.leader.en, l.ability.name.en, l.ability.text.ru].every((s) => s.length > 0)).toBe(true);
    for (const x of [...CITY_STATES, ...NATURAL_WONDERS, ...TERRAINS, ...RESOURCES, ...FOCUS_TYPES, ...WONDER_TYPES]) expect(x.name.ru.length).toBeGreaterThan(0);
    for (const t of FOCUS_TYPES) expect(t.tradeToken.text.uk).toBeDefined();
  });
});

describe("decisions", () => {
  it("documents every chosen value of the data in docs/rules/new-dawn.md, and the doc lists only decisions the data uses", () => {
    expectDecisionsMatchDoc(data, new URL("../../../docs/rules/new-dawn.md", import.meta.url));
  });
});
