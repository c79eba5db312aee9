/**
 * Through the Ages (2015) + New Leaders & Wonders content data: deck sizes against the rulebooks (base digest
 * shared/rules/through-the-ages-base.md §n; NLW seed lines `Lnnn` in shared/seeds/004_80a71d35454a450c.txt),
 * unique ids, English and Russian texts, cross-references, and the decisions documented in
 * docs/rules/through-the-ages.md.
 */
import { describe, expect, it } from "vitest";
import * as data from "../../../engine/games/through-the-ages/data/index.ts";
import { expectDecisionsMatchDoc, textFaults, walkData, type Visit } from "../../fixtures/game-data.ts";
import {
  ACTION_CARDS, AGE_A_EVENTS_USED, AGES, BASE_CIVIL_DECK, BASE_MARKS, BASE_MILITARY_DECK, CARD_BY_ID, CIVIL_CARDS, EVENTS, GOVERNMENTS,
  LEADERS, LEADERS_PER_AGE, MILITARY_BONUS_CARDS, MILITARY_CARDS, MIX_SELECTION, NLW_BALANCED, NLW_MARKS, NLW_NEW_CARDS, PACTS, PLAYER_COUNTS,
  STARTING_TECHNOLOGIES, TACTICS, TECHNOLOGIES, TERRITORIES, WONDERS, WONDERS_PER_AGE, catalog, copiesOf,
} from "../../../engine/games/through-the-ages/data/index.ts";
import type { Age, CivilCardDef, MilitaryCardDef, PlayerCount } from "../../../engine/games/through-the-ages/data/index.ts";

const def = (physicalId: string): CivilCardDef | MilitaryCardDef => {
  const card = CARD_BY_ID.get(physicalId.split("#")[0]);
  if (card === undefined) throw new Error(`unknown card ${physicalId}`);
  return card;
};
const ofAge = (ids: readonly string[], age: Age): string[] => ids.filter((id) => def(id).age === age);
const expectUnique = (xs: readonly string[]): void => expect(xs.filter((x, i) => xs.indexOf(x) !== i)).toEqual([]);
const civilKinds = (kinds: readonly string[]) => (id: string) => kinds.includes(def(id).kind);

describe("base game deck sizes", () => {
  it("has 179 civil and 150 military cards at 4 players (base §1)", () => {
    const cat = catalog({ expansion: false });
    expect(cat.civilCards).toHaveLength(179);
    expect(cat.militaryCards).toHaveLength(150);
  });

  it("builds civil decks A 20 and I–III 44 / 50 / 53 for 2 / 3 / 4 players (base §2 step 1, §28.2)", () => {
    for (const players of PLAYER_COUNTS) {
      const cat = catalog({ expansion: false, players });
      for (const age of AGES) expect([age, players, ofAge(cat.civilCards, age).length]).toEqual([age, players, BASE_CIVIL_DECK[age][players]]);
    }
  });

  it("builds military decks A 10, I 45, II 50, III 45, minus the pacts at 2 players (base §2 step 1, §28.2)", () => {
    for (const players of PLAYER_COUNTS) {
      const cat = catalog({ expansion: false, players });
      for (const age of AGES) expect([age, players, ofAge(cat.militaryCards, age).length]).toEqual([age, players, BASE_MILITARY_DECK[age][players]]);
    }
  });

  it("puts 6 leaders, 4 wonders and 10 or 13 action cards in every age, 30 technologies in Ages I–III (base §28.2, §29.9)", () => {
    const cat = catalog({ expansion: false });
    for (const age of AGES) {
      const ids = ofAge(cat.civilCards, age);
      expect(ids.filter(civilKinds(["leader"]))).toHaveLength(LEADERS_PER_AGE);
      expect(ids.filter(civilKinds(["wonder"]))).toHaveLength(WONDERS_PER_AGE);
      expect(ids.filter(civilKinds(["action"]))).toHaveLength(age === "A" ? 10 : 13);
      expect(ids.filter(civilKinds(["technology", "government"]))).toHaveLength(age === "A" ? 0 : 30);
    }
  });

  it("marks 6 cards \"3+\" and 3 cards \"4\" per age I–III, all technologies (base §28.1)", () => {
    for (const age of ["I", "II", "III"] as const) {
      const count = (p: PlayerCount) => ofAge(catalog({ expansion: false, players: p }).civilCards, age);
      expect(count(3).length - count(2).length).toBe(BASE_MARKS.plus3Techs);
      expect(count(4).length - count(3).length).toBe(BASE_MARKS.only4Techs);
    }
    expect(ACTION_CARDS.every((c) => c.copies.base !== null && c.copies.base[2] === c.copies.base[4])).toBe(true);
  });

  it("seeds players + 2 of the Age A events (base §2 step 3) and removes only pacts by player count (base §2 step 1)", () => {
    expect(PLAYER_COUNTS.map(AGE_A_EVENTS_USED)).toEqual([4, 5, 6]);
    expect(EVENTS.filter((e) => e.age === "A" && e.copies.base !== null)).toHaveLength(10);
    for (const c of MILITARY_CARDS) {
      if (c.copies.base === null) continue;
      expect([c.id, c.copies.base[2] < c.copies.base[3]]).toEqual([c.id, c.kind === "pact"]);
    }
    expect(PACTS.filter((p) => p.copies.base !== null).map((p) => p.age)).toEqual(["I", "I", "II", "II", "II", "II", "III", "III", "III", "III"]);
  });
});

describe("NLW deck sizes", () => {
  const techsAndActions = (players: PlayerCount, age: Age) =>
    ofAge(catalog({ expansion: true, players }).civilCards, age).filter(civilKinds(["technology", "government", "action"]));

  it("adds the seed's table of \"3+\" and \"4\" cards per age (L150-156)", () => {
    for (const age of ["I", "II", "III"] as const) {
      const marks = NLW_MARKS[age];
      const [two, three, four] = PLAYER_COUNTS.map((p) => techsAndActions(p, age));
      expect(two.length).toBe(BASE_CIVIL_DECK[age][2] - LEADERS_PER_AGE - WONDERS_PER_AGE);
      const added = three.filter((id) => !two.includes(id));
      expect(added.filter(civilKinds(["action"]))).toHaveLength(marks.plus3Actions);
      expect(added.filter(civilKinds(["technology", "government"]))).toHaveLength(marks.plus3Techs);
      expect(four.length - three.length).toBe(marks.only4Techs);
    }
  });

  it("has 24 new leaders and 16 new wonders, 6 and 4 per age — the \"Only expansion\" decks (L29-35, L178-180)", () => {
    expect(LEADERS.filter((l) => l.edition === "nlw-only" && !l.replaces)).toHaveLength(NLW_NEW_CARDS.leaders);
    expect(WONDERS.filter((w) => w.edition === "nlw-only" && !w.replaces)).toHaveLength(NLW_NEW_CARDS.wonders);
    for (const age of AGES) {
      expect(LEADERS.filter((l) => l.age === age && l.edition === "nlw-only" && !l.replaces)).toHaveLength(LEADERS_PER_AGE);
      expect(WONDERS.filter((w) => w.age === age && w.edition === "nlw-only" && !w.replaces)).toHaveLength(WONDERS_PER_AGE);
    }
  });

  it("pools 12 leaders and 8 wonders per age for the mixes, enough for 7 and 5 (L186-195, L224)", () => {
    const cat = catalog({ expansion: true });
    for (const age of AGES) {
      expect(ofAge(cat.leaders, age)).toHaveLength(12);
      expect(ofAge(cat.wonders, age)).toHaveLength(8);
      expect(ofAge(cat.leaders, age).length).toBeGreaterThanOrEqual(MIX_SELECTION[4].leaders);
    }
    expect(MIX_SELECTION).toEqual({ 2: { leaders: 6, wonders: 4 }, 3: { leaders: 7, wonders: 5 }, 4: { leaders: 7, wonders: 5 } });
  });

  it("reprints 7 leaders, 5 wonders and 7 technology cards (L58-62, L131-135)", () => {
    expect(LEADERS.filter((l) => l.replaces)).toHaveLength(NLW_BALANCED.leaders);
    expect(WONDERS.filter((w) => w.replaces)).toHaveLength(NLW_BALANCED.wonders);
    const reprintedTechs = [...TECHNOLOGIES, ...GOVERNMENTS].filter((t) => t.replaces).reduce((n, t) => n + copiesOf(t, { expansion: true }), 0);
    const militaryTheory = TECHNOLOGIES.find((t) => t.id === "military-theory");
    // Military Theory's "4" copy becomes a "3+" copy; the other copy stays (L135).
    expect(militaryTheory?.copies).toEqual({ base: { 2: 1, 3: 1, 4: 2 }, nlw: { 2: 1, 3: 2, 4: 2 } });
    expect(reprintedTechs + 1).toBe(NLW_BALANCED.technologyCards);
  });

  it("adds 19 military cards: 1 in Age A and 6 in each other age, 3 of them military bonus cards (L39-40, L162)", () => {
    for (const players of PLAYER_COUNTS) {
      const base = catalog({ expansion: false, players }).militaryCards;
      const nlw = catalog({ expansion: true, players }).militaryCards;
      const added = nlw.filter((id) => !base.includes(id));
      const removed = base.filter((id) => !nlw.includes(id));
      const newPacts = players === 2 ? 0 : 1;
      expect(removed.map((id) => id.split("#")[0])).toEqual(["wealthy-territory-1"]);
      const addedByAge = Object.fromEntries(AGES.map((a) => [a, ofAge(added, a).length]));
      expect(addedByAge).toEqual({ A: 1, I: 5 + newPacts + 1, II: 6, III: 6 });
    }
    const all19 = catalog({ expansion: true }).militaryCards.filter((id) => !catalog({ expansion: false }).militaryCards.includes(id));
    expect(all19).toHaveLength(NLW_NEW_CARDS.military + 1); // + the reprinted Wealthy Territory I
    expect(MILITARY_BONUS_CARDS.map((b) => [b.copies.base?.[4], b.copies.nlw?.[4]])).toEqual([[6, 7], [6, 7], [6, 7]]);
  });

  it("has 6 \"3+\" action cards: 1 in Age I, 2 in Age II, 3 in Age III (L54-56)", () => {
    const plus3 = ACTION_CARDS.filter((c) => c.copies.nlw !== null && c.copies.nlw[3] > c.copies.nlw[2]);
    expect(Object.fromEntries(["I", "II", "III"].map((age) => [age, plus3.filter((c) => c.age === age).length]))).toEqual({ I: 1, II: 2, III: 3 });
    expect(plus3).toHaveLength(NLW_NEW_CARDS.plus3Actions);
    expect(plus3.every((c) => c.copies.nlw?.[4] === c.copies.nlw?.[3] && c.copies.base?.[4] === c.copies.nlw?.[2])).toBe(true);
  });
});

describe("ids", () => {
  it("are unique across every definition and within every catalog list", () => {
    const all = [...STARTING_TECHNOLOGIES, ...GOVERNMENTS, ...CIVIL_CARDS.filter((c) => c.kind !== "government"), ...MILITARY_CARDS].map((c) => c.id);
    expectUnique(all);
    expect(CARD_BY_ID.size).toBe(all.length);
    for (const expansion of [false, true]) {
      for (const players of PLAYER_COUNTS) {
        const cat = catalog({ expansion, players });
        for (const list of Object.values(cat)) {
          expectUnique(list);
          for (const id of list) expect(id).toMatch(/^[a-z0-9-]+#\d+$/);
        }
        expect([...cat.leaders, ...cat.wonders, ...cat.governments].every((id) => cat.civilCards.includes(id))).toBe(true);
        expect([...cat.events, ...cat.territories, ...cat.tactics].every((id) => cat.militaryCards.includes(id))).toBe(true);
      }
    }
  });
});

describe("cross-references", () => {
  const cards = [...STARTING_TECHNOLOGIES, ...GOVERNMENTS, ...CIVIL_CARDS.filter((c) => c.kind !== "government"), ...MILITARY_CARDS];

  it("marks every card's set consistently with its copies, never more copies with fewer players", () => {
    for (const c of cards) {
      const expected = c.copies.base && c.copies.nlw ? "both" : c.copies.base ? "base-only" : "nlw-only";
      expect([c.id, c.edition]).toEqual([c.id, expected]);
      for (const copies of [c.copies.base, c.copies.nlw]) if (copies) expect(copies[2] <= copies[3] && copies[3] <= copies[4]).toBe(true);
    }
  });

  it("pairs every replaced base card with its NLW reprint of the same kind and age", () => {
    for (const c of cards) {
      if (c.replacedBy !== undefined) {
        const reprint = CARD_BY_ID.get(c.replacedBy);
        expect(reprint).toMatchObject({ replaces: c.id, age: c.age, kind: c.kind, edition: "nlw-only" });
        expect(c.edition).toBe("base-only");
      }
      if (c.replaces !== undefined) expect(CARD_BY_ID.get(c.replaces)?.replacedBy).toBe(c.id);
    }
    expect(cards.filter((c) => c.replacedBy).map((c) => c.id).sort()).toEqual([
      "colossus", "communism", "fundamentalism", "hammurabi", "hanging-gardens", "johann-sebastian-bach", "julius-caesar", "mahatma-gandhi",
      "michelangelo", "napoleon-bonaparte", "ocean-liner-service", "professional-sports", "republic", "st-peters-basilica",
      "transcontinental-railroad", "wealthy-territory-1", "william-shakespeare",
    ]);
  });

  it("keeps the starting technologies and Despotism on the player board, out of every deck (base §2 step 5)", () => {
    const starting = [...STARTING_TECHNOLOGIES, ...GOVERNMENTS.filter((g) => g.starting)];
    expect(starting.map((c) => c.id)).toEqual(["agriculture", "bronze", "philosophy", "religion", "warriors", "despotism"]);
    const cat = catalog({ expansion: true });
    for (const c of starting) expect(cat.civilCards.some((id) => id.startsWith(`${c.id}#`))).toBe(false);
    expect(GOVERNMENTS.find((g) => g.id === "despotism")).toMatchObject({ civilActions: 4, militaryActions: 2, urbanLimit: 2 });
  });

  it("keeps the seed's facts: Russian names, Red Cross paid in food, Roman Roads' Age I resource, Hussars' formula", () => {
    const ru = (id: string) => CARD_BY_ID.get(id)?.name.ru;
    expect(ru("silk-road")).toBe("Шелковый путь"); // L440
    expect(ru("himeji-castle")).toBe("Замок Химедзи"); // L454
    expect(ru("united-nations")).toBe("Объединенные нации"); // L575
    expect(ru("great-wall")).toBe("Великая Китайская стена"); // L384
    expect(ru("dark-ages")).toBe("Темные века"); // L646
    expect(ru("kidnapping")).toBe("Агрессия: Похищение"); // L692
    expect(ru("wealthy-territory-1")).toBe("Изобильная территория I"); // L122
    expect(WONDERS.find((w) => w.id === "international-red-cross")?.stagesPaidWith).toBe("food"); // L584
    expect(WONDERS.find((w) => w.id === "roman-roads")?.effects).toContainEqual({ kind: "production-bonus-by-age", byAge: { A: {}, I: { resources: 1 }, II: { science: 1 }, III: { culture: 2 } } }); // L283
    expect(TACTICS.find((t) => t.id === "hussars")?.formula).toEqual({ base: 2, plus: "lowest-unit-level" }); // L709
  });

  it("gives every tactic a real army, every wonder stages, every territory a colonizing effect", () => {
    for (const t of TACTICS) {
      expect(t.army.infantry + t.army.cavalry + t.army.artillery).toBeGreaterThanOrEqual(2);
      expect(t.outdated === null ? t.age === "I" || t.formula !== null : t.outdated < t.strength).toBe(true);
    }
    for (const w of WONDERS) expect(w.stages.length > 0 && w.stages.every((s) => s > 0)).toBe(true);
    for (const t of TERRITORIES) expect(t.immediate.length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------
// Texts and decisions over everything the data module exports
// ---------------------------------------------------------------------------

const walkExports = (visit: Visit) => walkData(data, visit);

describe("texts", () => {
  it("gives every text an English and a Russian version", () => {
    const { texts, bad } = textFaults(data);
    expect(bad).toEqual([]);
    expect(texts).toBeGreaterThan(400);
  });

  it("names and describes every card", () => {
    for (const c of CARD_BY_ID.values()) {
      expect([c.id, c.name.en.length > 0 && c.name.ru.length > 0 && c.text.en.length > 10 && c.text.ru.length > 10]).toEqual([c.id, true]);
    }
  });
});

describe("decisions", () => {
  it("documents every chosen value in docs/rules/through-the-ages.md, and the doc lists only decisions the data uses", () => {
    expectDecisionsMatchDoc(data, new URL("../../../docs/rules/through-the-ages.md", import.meta.url));
  });

  it("gives every unconfirmed value (single source or inferred) a documented decision", () => {
    const undocumented: string[] = [];
    walkExports((obj, path) => {
      if (obj.confidence !== "single-source" && obj.confidence !== "inferred") return;
      if (obj.chosen === undefined) undocumented.push(path);
    });
    expect(undocumented).toEqual([]);
  });
});
