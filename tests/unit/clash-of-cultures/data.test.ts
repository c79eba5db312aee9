import { describe, it, expect } from "vitest";
import {
  ACTION_CARDS,
  ACTION_HALVES,
  ADVANCES,
  ADVANCE_CATEGORIES,
  ADVANCE_COST,
  BUILDINGS,
  CIVILIZATIONS,
  CIV_ADVANCES,
  CLASH_ABILITIES,
  COMBAT_DIE_FACES,
  COMBAT_DIE_SIDES,
  DECK_SIZES,
  EVENT_CARDS,
  EVENT_SYMBOLS,
  GREAT_PERSONS,
  LEADERS,
  MAP_LAYOUTS,
  MAP_REGIONS,
  MISSING_CIVILIZATIONS,
  OBJECTIVES,
  OBJECTIVE_CARDS,
  REGION_SLOT_OFFSETS,
  ROTATION_SHIFT,
  STARTING_ADVANCES,
  TACTICS_HALVES,
  TERRAINS,
  UNIT_TYPES,
  WONDERS,
  CIVILIZATIONS_TOTAL,
  catalog,
} from "../../../engine/games/clash-of-cultures/data/index.ts";
import type { Cost, LabeledHex, ObjectiveDef, PayableKind, RegionHexDef } from "../../../engine/games/clash-of-cultures/data/index.ts";

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------

function ids(xs: readonly { readonly id: string }[]): string[] {
  return xs.map((x) => x.id);
}
function expectUnique(xs: readonly string[]): void {
  expect(new Set(xs).size).toBe(xs.length);
}
function countBy<T>(xs: readonly T[], key: (x: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of xs) out[key(x)] = (out[key(x)] ?? 0) + 1;
  return out;
}

const ALL_KINDS: readonly PayableKind[] = ["food", "wood", "ore", "ideas", "gold", "mood", "culture"];
const GOLD_REPLACEABLE: readonly PayableKind[] = ["food", "wood", "ore", "ideas"];

/**
 * Generic payment check for the `Cost` shape: each paid unit must fill one demanded unit that accepts it.
 * Feasible iff totals match and, for every subset S of paid kinds, paid(S) <= demand accepting some kind of S
 * (Hall / Gale condition for bipartite b-matching).
 */
function paymentMatches(cost: Cost, payment: Partial<Record<PayableKind, number>>): boolean {
  type Demand = { count: number; accepts: ReadonlySet<PayableKind> };
  const demands: Demand[] = [];
  for (const k of ALL_KINDS) {
    const n = cost.fixed[k] ?? 0;
    if (n === 0) continue;
    const accepts = new Set<PayableKind>([k]);
    if (cost.goldSubstitutes && GOLD_REPLACEABLE.includes(k)) accepts.add("gold");
    demands.push({ count: n, accepts });
  }
  for (const part of cost.flexible) demands.push({ count: part.count, accepts: new Set(part.from) });
  const paidKinds = ALL_KINDS.filter((k) => (payment[k] ?? 0) > 0);
  const totalPaid = paidKinds.reduce((s, k) => s + (payment[k] ?? 0), 0);
  const totalDemand = demands.reduce((s, d) => s + d.count, 0);
  if (totalPaid !== totalDemand) return false;
  for (let mask = 1; mask < 1 << paidKinds.length; mask++) {
    const subset = paidKinds.filter((_, i) => mask & (1 << i));
    const paid = subset.reduce((s, k) => s + (payment[k] ?? 0), 0);
    const cap = demands.filter((d) => subset.some((k) => d.accepts.has(k))).reduce((s, d) => s + d.count, 0);
    if (paid > cap) return false;
  }
  return true;
}

function isCost(x: unknown): x is Cost {
  return typeof x === "object" && x !== null && "fixed" in x && "flexible" in x && "goldSubstitutes" in x;
}
function collectCosts(x: unknown, out: Cost[] = [], seen = new Set<unknown>()): Cost[] {
  if (typeof x !== "object" || x === null || seen.has(x)) return out;
  seen.add(x);
  if (isCost(x)) out.push(x);
  for (const v of Object.values(x)) collectCosts(v, out, seen);
  return out;
}
function collectNames(x: unknown, out: { en: string; ru: string }[] = [], seen = new Set<unknown>()): { en: string; ru: string }[] {
  if (typeof x !== "object" || x === null || seen.has(x)) return out;
  seen.add(x);
  if ("en" in x && "ru" in x && "ruSource" in x) out.push(x as { en: string; ru: string });
  for (const v of Object.values(x)) collectNames(v, out, seen);
  return out;
}

const advanceIds = new Set(ids(ADVANCES));
const civAdvanceIds = new Set(ids(CIV_ADVANCES));
const buildingIds = new Set(ids(BUILDINGS));
const unitIds = new Set(ids(UNIT_TYPES));
const regionIds = new Set(ids(MAP_REGIONS));
const civIds = new Set(ids(CIVILIZATIONS));
const leaderIds = new Set(ids(LEADERS));
const categoryIds = new Set(ids(ADVANCE_CATEGORIES));

// ---------------------------------------------------------------------------

describe("dice", () => {
  it("has 12 faces, values 1-6 twice each, symbol counts leader 2 / cavalry 3 / elephant 3 / infantry 4", () => {
    expect(COMBAT_DIE_FACES).toHaveLength(12);
    expect(COMBAT_DIE_SIDES).toBe(12);
    expect(COMBAT_DIE_FACES.map((f) => f.face)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const byValue = countBy(COMBAT_DIE_FACES, (f) => String(f.value));
    expect(byValue).toEqual({ 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2 });
    expect(countBy(COMBAT_DIE_FACES, (f) => f.symbol)).toEqual({ leader: 2, cavalry: 3, elephant: 3, infantry: 4 });
  });
  it("every symbol has a clash ability for an existing unit type", () => {
    const symbols = new Set(COMBAT_DIE_FACES.map((f) => f.symbol));
    expect(new Set(CLASH_ABILITIES.map((c) => c.symbol))).toEqual(symbols);
    for (const c of CLASH_ABILITIES) expect(unitIds.has(c.unit)).toBe(true);
  });
});

describe("advances", () => {
  it("has 48 advances in 12 categories of 4, in board order", () => {
    expect(ADVANCES).toHaveLength(48);
    expect(ADVANCE_CATEGORIES).toHaveLength(12);
    expectUnique(ids(ADVANCES));
    ADVANCE_CATEGORIES.forEach((cat, i) => {
      expect(cat.order).toBe(i);
      const inCat = ADVANCES.slice(i * 4, i * 4 + 4);
      expect(inCat.every((a) => a.category === cat.id)).toBe(true);
      expect(inCat.map((a) => a.position)).toEqual([0, 1, 2, 3]);
      expect(inCat.map((a) => a.leading)).toEqual([true, false, false, false]);
      expect(inCat.every((a) => a.government === cat.government)).toBe(true);
    });
    expect(ADVANCE_CATEGORIES.filter((c) => c.government).map((c) => c.id)).toEqual(["democracy", "autocracy", "theocracy"]);
  });
  it("prerequisites follow the top-advance rule and government entries", () => {
    for (const a of ADVANCES) {
      for (const r of a.requires) expect(advanceIds.has(r)).toBe(true);
      const cat = ADVANCE_CATEGORIES.find((c) => c.id === a.category)!;
      const top = ADVANCES.find((x) => x.category === a.category && x.position === 0)!;
      if (a.leading) expect(a.requires).toEqual(cat.governmentEntry ? [cat.governmentEntry] : []);
      else expect(a.requires).toEqual([top.id]);
    }
    const entry = Object.fromEntries(ADVANCE_CATEGORIES.filter((c) => c.government).map((c) => [c.id, c.governmentEntry]));
    expect(entry).toEqual({ democracy: "philosophy", autocracy: "draft", theocracy: "state-religion" });
  });
  it("starting advances, costs, unlocks and references resolve", () => {
    expect(ADVANCES.filter((a) => a.starting).map((a) => a.id)).toEqual([...STARTING_ADVANCES]);
    for (const a of ADVANCES) {
      expect(a.cost).toBe(ADVANCE_COST);
      for (const f of a.makesFree) expect(advanceIds.has(f) || civAdvanceIds.has(f)).toBe(true);
      if (a.unlocksBuilding !== null) expect(buildingIds.has(a.unlocksBuilding)).toBe(true);
    }
    const unlocks = ADVANCES.filter((a) => a.unlocksBuilding !== null);
    expect(unlocks).toHaveLength(7);
    for (const b of BUILDINGS) expect(ADVANCES.find((a) => a.id === b.requiredAdvance)?.unlocksBuilding).toBe(b.id);
    expect(ADVANCES.filter((a) => a.category === "economy").map((a) => a.id)).toEqual(["bartering", "taxes", "trade-routes", "currency"]);
    expect(ADVANCES.filter((a) => a.government).every((a) => a.bonus === null)).toBe(true);
  });
  it("advance price accepts food/ideas/gold mixes only", () => {
    expect(paymentMatches(ADVANCE_COST, { food: 1, ideas: 1 })).toBe(true);
    expect(paymentMatches(ADVANCE_COST, { gold: 2 })).toBe(true);
    expect(paymentMatches(ADVANCE_COST, { wood: 2 })).toBe(false);
    expect(paymentMatches(ADVANCE_COST, { food: 1 })).toBe(false);
  });
  it("has 16 civilization advances, 4 per complete civilization, each linked to a base advance", () => {
    expect(CIV_ADVANCES).toHaveLength(16);
    expectUnique(ids(CIV_ADVANCES));
    for (const c of CIV_ADVANCES) {
      expect(civIds.has(c.civilization)).toBe(true);
      if (c.linkedAdvance !== "any-government") expect(advanceIds.has(c.linkedAdvance)).toBe(true);
      for (const f of c.makesFree) expect(advanceIds.has(f)).toBe(true);
    }
    expect(countBy(CIV_ADVANCES, (c) => c.civilization)).toEqual({ rome: 4, greece: 4, china: 4, vikings: 4 });
  });
});

describe("buildings and units", () => {
  it("has 7 buildings (3 from the expansion) costing 1 food + 1 wood + 1 ore", () => {
    expect(BUILDINGS).toHaveLength(7);
    expectUnique(ids(BUILDINGS));
    expect(BUILDINGS.filter((b) => b.expansion).map((b) => b.id).sort()).toEqual(["market", "obelisk", "observatory"]);
    for (const b of BUILDINGS) {
      expect(b.cost.fixed).toEqual({ food: 1, wood: 1, ore: 1 });
      expect(b.perPlayerLimit).toBe(5);
      expect(advanceIds.has(b.requiredAdvance)).toBe(true);
      for (const u of b.enablesRecruit) expect(unitIds.has(u)).toBe(true);
    }
    expect(paymentMatches(BUILDINGS[0].cost, { food: 1, wood: 1, gold: 1 })).toBe(true);
  });
  it("has 6 unit types with resolvable building requirements and die symbols", () => {
    expect(UNIT_TYPES).toHaveLength(6);
    expectUnique(ids(UNIT_TYPES));
    const symbols = new Set<string>(COMBAT_DIE_FACES.map((f) => f.symbol));
    for (const u of UNIT_TYPES) {
      if (u.requiresBuilding !== null) {
        expect(buildingIds.has(u.requiresBuilding)).toBe(true);
        expect(BUILDINGS.find((b) => b.id === u.requiresBuilding)!.enablesRecruit).toContain(u.id);
      }
      if (u.clashSymbol !== null) expect(symbols.has(u.clashSymbol)).toBe(true);
    }
    expect(UNIT_TYPES.filter((u) => u.expansion).map((u) => u.id)).toEqual(["cavalry", "elephant", "leader"]);
  });
});

describe("action cards", () => {
  it("has 42 physical cards, 21 action types x 2, 16 tactics types", () => {
    expect(ACTION_CARDS).toHaveLength(42);
    expect(DECK_SIZES.actionCards).toBe(42);
    expectUnique(ids(ACTION_CARDS));
    expect(ACTION_CARDS.map((c) => c.number)).toEqual(Array.from({ length: 42 }, (_, i) => i + 1));
    expect(ACTION_HALVES).toHaveLength(21);
    expect(TACTICS_HALVES).toHaveLength(16);
    expectUnique(ids(ACTION_HALVES));
    expectUnique(ids(TACTICS_HALVES));
    const perType = countBy(ACTION_CARDS, (c) => c.typeId);
    expect(Object.keys(perType)).toHaveLength(21);
    expect(Object.values(perType).every((n) => n === 2)).toBe(true);
    for (const c of ACTION_CARDS) {
      expect(c.action.id).toBe(c.typeId);
      expect(ACTION_HALVES).toContain(c.action);
      expect(TACTICS_HALVES).toContain(c.tactics);
      const sister = ACTION_CARDS[c.number % 2 === 1 ? c.number : c.number - 2];
      expect(sister.typeId).toBe(c.typeId);
    }
  });
  it("tactics distribution matches the deck", () => {
    expect(countBy(ACTION_CARDS, (c) => c.tactics.id)).toEqual({
      "high-morale": 5, "high-ground": 5, peltasts: 4, encircled: 4, "defensive-formation": 4, archers: 4,
      "heavy-resistance": 3, "wedge-formation": 2, surprise: 2, "tactical-retreat": 2, flanking: 2, siege: 1,
      "for-the-people": 1, "improved-defenses": 1, scout: 1, martyr: 1,
    });
  });
});

describe("objective cards", () => {
  it("has 38 cards (32 base + 6 expansion) with 66 distinct objectives over 76 slots", () => {
    expect(OBJECTIVE_CARDS).toHaveLength(38);
    expectUnique(ids(OBJECTIVE_CARDS));
    expect(OBJECTIVE_CARDS.filter((c) => !c.expansion)).toHaveLength(DECK_SIZES.objectiveCardsBase);
    expect(OBJECTIVE_CARDS.filter((c) => c.expansion)).toHaveLength(DECK_SIZES.objectiveCardsExpansion);
    expect(OBJECTIVE_CARDS.map((c) => c.number)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    expect(OBJECTIVES).toHaveLength(66);
    expectUnique(ids(OBJECTIVES));
    const slots = OBJECTIVE_CARDS.flatMap<ObjectiveDef>((c) => c.objectives);
    expect(slots).toHaveLength(76);
    for (const o of slots) expect(OBJECTIVES).toContain(o);
    expect(new Set(slots.map((o) => o.id)).size).toBe(66);
    const twice = Object.entries(countBy(slots, (o) => o.id)).filter(([, n]) => n === 2).map(([k]) => k).sort();
    expect(twice).toEqual([
      "aggressor", "barbarian-conquest", "bold", "conqueror", "general", "government", "great-battle",
      "naval-assault", "resistance", "warmonger",
    ]);
  });
  it("objective kinds and cross references are valid", () => {
    const objIds = new Set(ids(OBJECTIVES));
    for (const o of OBJECTIVES) {
      expect(["instant", "status-phase"]).toContain(o.kind);
      for (const other of o.notTogetherWith) {
        expect(objIds.has(other)).toBe(true);
        expect(OBJECTIVES.find((x) => x.id === other)!.notTogetherWith as readonly string[]).toContain(o.id);
      }
      if (o.payment) expect(o.payment.minimum).toBeGreaterThanOrEqual(o.payment.pay);
      if ("category" in o.params) expect(categoryIds.has(String(o.params.category))).toBe(true);
      if ("building" in o.params) expect(buildingIds.has(String(o.params.building))).toBe(true);
    }
    expect(OBJECTIVES.filter((o) => o.payment !== null)).toHaveLength(5);
  });
});

describe("event cards", () => {
  it("has 58 cards: 38 base + 20 expansion, numbered 1-58", () => {
    expect(EVENT_CARDS).toHaveLength(58);
    expectUnique(ids(EVENT_CARDS));
    expect(EVENT_CARDS.map((c) => c.number)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
    expect(EVENT_CARDS.filter((c) => !c.expansion)).toHaveLength(DECK_SIZES.eventCardsBase);
    expect(EVENT_CARDS.filter((c) => c.expansion)).toHaveLength(DECK_SIZES.eventCardsExpansion);
    expect(EVENT_CARDS.filter((c) => c.expansion).every((c) => c.number > 38)).toBe(true);
  });
  it("base-effect symbols are valid and distributed as in the deck", () => {
    const symbols = new Set(ids(EVENT_SYMBOLS));
    expect(symbols.size).toBe(5);
    for (const c of EVENT_CARDS) if (c.baseEffect !== null) expect(symbols.has(c.baseEffect)).toBe(true);
    expect(countBy(EVENT_CARDS, (c) => c.baseEffect ?? "none")).toEqual({
      "barbarians-spawn": 11, "barbarians-move": 17, pirates: 7, "exhausted-land": 5, "gold-mine": 4, none: 14,
    });
    // Pirates are expansion content.
    expect(EVENT_CARDS.filter((c) => c.baseEffect === "pirates").every((c) => c.expansion)).toBe(true);
  });
  it("protections and great persons resolve", () => {
    for (const c of EVENT_CARDS) {
      for (const p of c.protectedBy) expect(advanceIds.has(p) || civAdvanceIds.has(p)).toBe(true);
    }
    expect(GREAT_PERSONS).toHaveLength(13);
    expectUnique(ids(GREAT_PERSONS));
    for (const g of GREAT_PERSONS) {
      const card = EVENT_CARDS.find((c) => c.number === g.eventCardNumber)!;
      expect(card.greatPerson).toBe(g.id);
      for (const cat of g.freeAdvanceFrom) expect(categoryIds.has(cat)).toBe(true);
    }
    expect(EVENT_CARDS.filter((c) => c.greatPerson !== null)).toHaveLength(13);
  });
});

describe("wonders", () => {
  it("has 8 wonders with valid required advances and VP", () => {
    expect(WONDERS).toHaveLength(8);
    expect(DECK_SIZES.wonderCards).toBe(8);
    expectUnique(ids(WONDERS));
    for (const w of WONDERS) {
      expect(advanceIds.has(w.requiredAdvance)).toBe(true);
      for (const a of w.alsoRequires) expect(advanceIds.has(a)).toBe(true);
      expect(w.cost.fixed.culture).toBe(5);
      expect(w.vp.builder + w.vp.owner).toBe(w.id === "pyramids" ? 5 : 4);
    }
    const wall = WONDERS.find((w) => w.id === "great-wall")!;
    expect(paymentMatches(wall.cost, { food: 3, wood: 2, ore: 6, gold: 1, culture: 5 })).toBe(true);
    expect(paymentMatches(wall.cost, { food: 3, wood: 2, ore: 7, culture: 4, gold: 1 })).toBe(false);
  });
});

describe("map", () => {
  const axial = (label: string) => {
    const q = label.charCodeAt(0) - 65;
    const row = Number(label.slice(1));
    return { q, r: row - 1 - (q - (q % 2)) / 2 };
  };
  const rotate = (x: number, y: number, rot: number) => {
    const z = -x - y;
    const m = [[x, y], [-z, -x], [y, z], [-x, -y], [z, x], [-y, -z]][rot];
    return { q: m[0] + ROTATION_SHIFT[rot].q, r: m[1] + ROTATION_SHIFT[rot].r };
  };

  it("has 2 start sides, 16 regular regions and the Vikings start region", () => {
    expect(MAP_REGIONS.filter((r) => r.kind === "regular")).toHaveLength(16);
    expect(MAP_REGIONS.filter((r) => r.kind === "start")).toHaveLength(2);
    expect(MAP_REGIONS.filter((r) => r.kind === "civilization-start").map((r) => r.civilization)).toEqual(["vikings"]);
    expectUnique(ids(MAP_REGIONS));
    const terrains = new Set(ids(TERRAINS));
    for (const r of MAP_REGIONS) {
      expect(r.hexes.map((h) => h.slot)).toEqual([0, 1, 2, 3]);
      r.hexes.forEach((h, i) => expect(h.offset).toEqual(REGION_SLOT_OFFSETS[i]));
      for (const h of r.hexes) expect(terrains.has(h.terrain)).toBe(true);
      if (r.kind !== "regular") {
        expect(r.hexes[0].terrain).toBe("fertile");
        expect(r.hexes.map((h) => h.startingCity)).toEqual([true, false, false, false]);
      }
      if (r.civilization !== null) expect(civIds.has(r.civilization)).toBe(true);
    }
    const regular = MAP_REGIONS.filter((r) => r.kind === "regular").flatMap<RegionHexDef>((r) => r.hexes);
    expect(countBy(regular, (h) => h.terrain)).toEqual({ fertile: 17, water: 16, mountain: 14, forest: 12, barren: 5 });
    expect(MAP_REGIONS.filter((r) => r.kind === "regular").every((r) => r.hexes.filter((h) => h.terrain === "water").length <= 2)).toBe(true);
  });

  it("layouts for 2/3/4 players reference existing regions and are geometrically consistent", () => {
    expect(MAP_LAYOUTS.map((l) => l.players)).toEqual([2, 3, 4]);
    const freeCounts = { 2: 8, 3: 12, 4: 14 } as const;
    for (const layout of MAP_LAYOUTS) {
      const homes = layout.positions.filter((p) => p.kind === "home");
      const free = layout.positions.filter((p) => p.kind === "free");
      expect(homes.map((h) => h.player)).toEqual(Array.from({ length: layout.players }, (_, i) => i));
      expect(free).toHaveLength(freeCounts[layout.players]);
      expect(free.length).toBeLessThanOrEqual(MAP_REGIONS.filter((r) => r.kind === "regular").length);
      expect(layout.positions.map((p) => p.region)).toEqual(layout.positions.map((_, i) => i + 1));
      for (const h of homes) {
        expect(h.startRegion).not.toBeNull();
        expect(regionIds.has(h.startRegion!)).toBe(true);
        expect(MAP_REGIONS.find((r) => r.id === h.startRegion)!.kind).toBe("start");
      }
      for (const f of free) expect(f.startRegion).toBeNull();
      const all = layout.positions.flatMap<LabeledHex>((p) => p.hexes);
      expect(all).toHaveLength(layout.totalHexes);
      expectUnique(all.map((h) => `${h.q},${h.r}`));
      for (const p of layout.positions) {
        for (const h of [p.top, ...p.hexes]) expect(axial(h.label)).toEqual({ q: h.q, r: h.r });
        p.hexes.forEach((h, slot) => {
          const o = rotate(REGION_SLOT_OFFSETS[slot].q, REGION_SLOT_OFFSETS[slot].r, p.rotation);
          expect({ q: h.q, r: h.r }).toEqual({ q: p.top.q + o.q, r: p.top.r + o.r });
        });
      }
    }
    expect(MAP_LAYOUTS.map((l) => l.totalHexes)).toEqual([40, 60, 72]);
    // 2-player P0 home: city on D2 (fertile), E2 mountain, C2 forest, D1 barren.
    const p0 = MAP_LAYOUTS[0].positions[0];
    const side = MAP_REGIONS.find((r) => r.id === p0.startRegion)!;
    expect(p0.hexes.map((h, i) => `${h.label}:${side.hexes[i].terrain}`)).toEqual([
      "D2:fertile", "E2:mountain", "C2:forest", "D1:barren",
    ]);
  });
});

describe("civilizations and leaders", () => {
  it("lists complete civilizations plus the missing ones, 15 in total", () => {
    expect(CIVILIZATIONS).toHaveLength(4);
    expect(MISSING_CIVILIZATIONS).toHaveLength(11);
    expect(CIVILIZATIONS.length + MISSING_CIVILIZATIONS.length).toBe(CIVILIZATIONS_TOTAL);
    expectUnique([...ids(CIVILIZATIONS), ...ids(MISSING_CIVILIZATIONS)]);
    for (const c of CIVILIZATIONS) {
      for (const a of c.advances) {
        expect(civAdvanceIds.has(a)).toBe(true);
        expect(CIV_ADVANCES.find((x) => x.id === a)!.civilization).toBe(c.id);
      }
      for (const l of c.leaders) {
        expect(leaderIds.has(l)).toBe(true);
        expect(LEADERS.find((x) => x.id === l)!.civilization).toBe(c.id);
      }
      if (c.startRegion !== null) expect(regionIds.has(c.startRegion)).toBe(true);
    }
    for (const m of MISSING_CIVILIZATIONS) {
      expect(m.missing.length).toBeGreaterThan(0);
      for (const a of m.knownAdvances) {
        if (a.linkedAdvance !== null && a.linkedAdvance !== "any-government") expect(advanceIds.has(a.linkedAdvance)).toBe(true);
      }
    }
  });
  it("has 12 leaders with 2 abilities each", () => {
    expect(LEADERS).toHaveLength(12);
    expectUnique(ids(LEADERS));
    expectUnique(LEADERS.flatMap((l) => l.abilities.map((a) => a.id)));
    for (const l of LEADERS) expect(l.abilities).toHaveLength(2);
  });
});

describe("whole catalog", () => {
  it("every cost is well-formed and non-negative", () => {
    const all = [
      ADVANCES, CIV_ADVANCES, BUILDINGS, UNIT_TYPES, ACTION_CARDS, EVENT_CARDS, GREAT_PERSONS, WONDERS, LEADERS,
    ];
    const costs = collectCosts(all);
    expect(costs.length).toBeGreaterThan(20);
    for (const c of costs) {
      for (const [k, n] of Object.entries(c.fixed)) {
        expect(ALL_KINDS).toContain(k);
        expect(Number.isInteger(n) && (n as number) >= 0).toBe(true);
      }
      for (const part of c.flexible) {
        expect(Number.isInteger(part.count) && part.count >= 0).toBe(true);
        expect(part.from.length).toBeGreaterThan(0);
        for (const k of part.from) expect(ALL_KINDS).toContain(k);
      }
    }
  });
  it("every name has English and Cyrillic Russian", () => {
    const names = collectNames([
      ADVANCE_CATEGORIES, ADVANCES, CIV_ADVANCES, BUILDINGS, UNIT_TYPES, ACTION_HALVES, TACTICS_HALVES, OBJECTIVES,
      EVENT_CARDS, EVENT_SYMBOLS, GREAT_PERSONS, WONDERS, MAP_REGIONS, TERRAINS, CIVILIZATIONS, LEADERS,
      MISSING_CIVILIZATIONS,
    ]);
    expect(names.length).toBeGreaterThan(300);
    for (const n of names) {
      expect(n.en.length).toBeGreaterThan(0);
      expect(n.ru).toMatch(/[А-Яа-яЁё]/);
    }
  });
  it("catalog() returns unique ids per kind, one per physical card for decks", () => {
    const c = catalog();
    expect(c.advances).toHaveLength(48);
    expect(c.buildings).toHaveLength(7);
    expect(c.unitTypes).toHaveLength(6);
    expect(c.actionCards).toHaveLength(42);
    expect(c.objectiveCards).toHaveLength(38);
    expect(c.eventCards).toHaveLength(58);
    expect(c.wonders).toHaveLength(8);
    expect(c.mapTiles).toHaveLength(19);
    expect(c.civilizations).toHaveLength(4);
    expect(c.leaders).toHaveLength(12);
    for (const list of Object.values(c)) {
      expectUnique(list);
      for (const id of list) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
