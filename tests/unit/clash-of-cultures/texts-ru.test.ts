/**
 * Russian rules texts (data/texts-ru.ts): every content entry of every kind has a Russian text, no key names a
 * missing entry, and the texts are Russian (Cyrillic, no leftover Latin words, the English text's numbers kept).
 *
 * Ids are only ever taken from the data arrays, never written as literals here, so this file does not count
 * as test coverage of any item in coverage-index.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  ACTION_HALVES,
  ADVANCES,
  BUILDINGS,
  CIV_ADVANCES,
  EVENT_CARDS,
  EVENT_SYMBOLS,
  GREAT_PERSONS,
  LEADERS,
  OBJECTIVES,
  OBJECTIVE_CARDS,
  TACTICS_HALVES,
  UNIT_TYPES,
  WONDERS,
} from "../../../engine/games/clash-of-cultures/data/index.ts";
import { RU_TEXTS, ruText, type RuTextKind } from "../../../engine/games/clash-of-cultures/data/texts-ru.ts";

type Entry = { readonly id: string; readonly text: string };

/** Every kind keyed by entry id (event cards are handled separately: by type, and by card where texts differ). */
const KINDS: [RuTextKind, readonly Entry[]][] = [
  ["advance", ADVANCES],
  ["civ-advance", CIV_ADVANCES],
  ["building", BUILDINGS],
  ["unit", UNIT_TYPES],
  ["wonder", WONDERS],
  ["action", ACTION_HALVES],
  ["tactics", TACTICS_HALVES],
  ["objective", OBJECTIVES],
  ["great-person", GREAT_PERSONS],
  ["event-symbol", EVENT_SYMBOLS],
  ["leader-ability", LEADERS.flatMap((l): readonly Entry[] => l.abilities)],
];

const cardsByType = new Map<string, (typeof EVENT_CARDS)[number][]>();
for (const c of EVENT_CARDS) cardsByType.set(c.typeId, [...(cardsByType.get(c.typeId) ?? []), c]);
const varyingTypes = [...cardsByType].filter(([, cards]) => new Set(cards.map((c) => c.text)).size > 1).map(([t]) => t);

/** Valid ids per key kind. */
const VALID = new Map<string, Set<string>>([
  ...KINDS.map(([kind, entries]): [string, Set<string>] => [kind, new Set(entries.map((e) => e.id))]),
  ["event", new Set(cardsByType.keys())],
  ["event-card", new Set(varyingTypes.flatMap((t) => cardsByType.get(t)!.map((c) => c.id)))],
]);

const CYRILLIC = /[А-Яа-яЁё]/;
const LATIN = /[A-Za-z]/;
const numbers = (s: string): string[] => s.match(/\d+/g) ?? [];

/** The Russian text shown for one physical event card. */
const eventCardText = (c: (typeof EVENT_CARDS)[number]): string | undefined =>
  ruText("event-card", c.id) ?? ruText("event", c.typeId);

/** Every (key, English text) pair the Russian texts must cover. */
const PAIRS: [string, string][] = [
  ...KINDS.flatMap(([kind, entries]) => entries.map((e): [string, string] => [`${kind}:${e.id}`, e.text])),
  ...[...cardsByType].map(([type, cards]): [string, string] => [`event:${type}`, cards[0]!.text]),
  ...varyingTypes.flatMap((t) => cardsByType.get(t)!.map((c): [string, string] => [`event-card:${c.id}`, c.text])),
];

describe("Russian rules texts", () => {
  it("the data has the expected number of entries per kind", () => {
    const counts = Object.fromEntries(KINDS.map(([kind, entries]) => [kind, entries.length]));
    expect(counts).toEqual({
      advance: 48, "civ-advance": 16, building: 7, unit: 6, wonder: 8, action: 21, tactics: 16,
      objective: 66, "great-person": 13, "event-symbol": 5, "leader-ability": 24,
    });
    expect(new Set(OBJECTIVE_CARDS.flatMap((c) => c.objectives.map((o) => o.id)))).toEqual(VALID.get("objective"));
  });

  it.each(KINDS)("every %s entry has a non-empty Russian text", (kind, entries) => {
    for (const e of entries) {
      const ru = ruText(kind, e.id);
      expect(ru, `${kind}:${e.id}`).toBeTypeOf("string");
      expect(ru!.trim().length, `${kind}:${e.id}`).toBeGreaterThan(0);
    }
  });

  it("every event card type, and every physical event card, has a Russian text", () => {
    for (const type of cardsByType.keys()) expect(ruText("event", type), type).toBeTruthy();
    for (const c of EVENT_CARDS) expect(eventCardText(c), c.id).toBeTruthy();
  });

  it("cards of one event type with different English texts are keyed by card id, with matching texts", () => {
    expect(varyingTypes.length).toBeGreaterThan(0);
    for (const c of EVENT_CARDS) {
      const sameType = cardsByType.get(c.typeId)!;
      if (varyingTypes.includes(c.typeId)) expect(ruText("event-card", c.id), c.id).toBeTruthy();
      else expect(ruText("event-card", c.id), c.id).toBeUndefined();
      // Cards with equal English texts show equal Russian texts.
      for (const other of sameType) if (other.text === c.text) expect(eventCardText(other)).toBe(eventCardText(c));
    }
  });

  it("no key refers to a missing kind or id, and every key is expected", () => {
    const expected = new Set(PAIRS.map(([key]) => key));
    for (const key of Object.keys(RU_TEXTS)) {
      const sep = key.indexOf(":");
      expect(sep, key).toBeGreaterThan(0);
      const ids = VALID.get(key.slice(0, sep));
      expect(ids, `kind of ${key}`).toBeDefined();
      expect(ids!.has(key.slice(sep + 1)), `id of ${key}`).toBe(true);
      expect(expected.has(key), key).toBe(true);
    }
    expect(Object.keys(RU_TEXTS).length).toBe(expected.size);
  });

  it("texts are Russian: Cyrillic, no Latin letters, and the English text's numbers are kept", () => {
    for (const [key, en] of PAIRS) {
      const ru = RU_TEXTS[key]!;
      expect(ru, key).toMatch(CYRILLIC);
      expect(ru, key).not.toMatch(LATIN);
      const ruNumbers = new Set(numbers(ru));
      for (const n of numbers(en)) expect(ruNumbers.has(n), `${key}: ${n}`).toBe(true);
    }
  });

  it("ruText misses unknown keys", () => {
    expect(ruText("advance", "")).toBeUndefined();
    expect(ruText("advance", "toString")).toBeUndefined();
    expect(ruText("event-card", ADVANCES[0].id)).toBeUndefined();
  });
});

describe("the game's name", () => {
  it("is the Russian rulebook's title in Russian (seed 000: «Столкновение цивилизаций. Монументальное издание»)", async () => {
    const { clashOfCultures } = await import("../../../engine/games/clash-of-cultures/index.ts");
    expect(clashOfCultures.name).toEqual({ en: "Clash of Cultures: Monumental Edition", ru: "Столкновение цивилизаций: Монументальное издание" });
  });
});
