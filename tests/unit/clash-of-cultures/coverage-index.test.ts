/**
 * Coverage guard: every base-game advance, building, wonder, action type, tactics half, objective and event
 * type must be exercised by at least one test file other than data.test.ts and this one, so that coverage of
 * the rulebook's content cannot silently regress when tests are rewritten or removed.
 *
 * An id counts as covered by a file when the file names it as a string literal — the id itself or a physical
 * card id built from it ("famine-2", "teach-us-1") — or when one of the file's `it(`/`describe(` titles starts
 * with, or contains after a separator, the item's English name (tests of tactics halves are titled by name).
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ACTION_HALVES, ADVANCES, BUILDINGS, EVENT_CARDS, OBJECTIVE_CARDS, TACTICS_HALVES, WONDERS } from "../../../engine/games/clash-of-cultures/data/index.ts";

const DIR = dirname(fileURLToPath(import.meta.url));
const EXCLUDED = new Set(["data.test.ts", "coverage-index.test.ts"]);
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith(".test.ts") && !EXCLUDED.has(f))
  .map((f) => ({ name: f, text: readFileSync(join(DIR, f), "utf8") }));

/** Test titles of a file (the first string argument of it/it.each/describe/test). */
function titles(text: string): string[] {
  const out: string[] = [];
  const re = /\b(?:it|test|describe)(?:\.each\([^)]*\))?\(\s*(["'`])((?:\\.|(?!\1).)*)\1/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[2]);
  return out;
}
const TITLES = new Map(FILES.map((f) => [f.name, titles(f.text).map((t) => t.toLowerCase())]));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The test files that exercise `id` (see the header for the rule). */
function coveringFiles(id: string, name: string): string[] {
  const literal = new RegExp(`["'\`]${escape(id)}(?:-\\d+)?["'\`]`);
  const title = new RegExp(`(?:^|[\\s(:,;/"—–-])${escape(name.toLowerCase())}(?![a-z])`);
  return FILES.filter((f) => literal.test(f.text) || TITLES.get(f.name)!.some((t) => title.test(t))).map((f) => f.name);
}

type Item = { id: string; name: string };
const uniq = (items: Item[]): Item[] => [...new Map(items.map((i) => [i.id, i])).values()];

const GROUPS: [string, Item[], number][] = [
  ["advance", ADVANCES.map((a) => ({ id: a.id, name: a.name.en })), 48],
  ["building", BUILDINGS.filter((b) => !b.expansion).map((b) => ({ id: b.id, name: b.name.en })), 4],
  ["wonder", WONDERS.map((w) => ({ id: w.id, name: w.name.en })), 8],
  ["action type", ACTION_HALVES.map((h) => ({ id: h.id, name: h.name.en })), 21],
  ["tactics half", TACTICS_HALVES.map((h) => ({ id: h.id, name: h.name.en })), 16],
  ["objective", uniq(OBJECTIVE_CARDS.filter((c) => !c.expansion).flatMap((c) => c.objectives.map((o) => ({ id: o.id, name: o.name.en })))), 54],
  ["event type", uniq(EVENT_CARDS.filter((c) => !c.expansion).map((c) => ({ id: c.typeId, name: c.name.en }))), 25],
];

describe("coverage index: every base-game item is exercised by some test file", () => {
  it("reads the other test files, and the matching rule can fail", () => {
    expect(FILES.length).toBeGreaterThan(5);
    expect(coveringFiles("no-such-item", "No Such Item")).toEqual([]);
    // "famine" must not be satisfied by "severe-famine-1" alone, nor "war-ships" by "war".
    expect(new RegExp(`["'\`]famine(?:-\\d+)?["'\`]`).test(`"severe-famine-1"`)).toBe(false);
    expect(coveringFiles("encircled", "Encircled")).toContain("combat.test.ts");
  });

  it.each(GROUPS.map(([kind, items, n]) => [kind, n, items] as const))("every %s (%i) appears in a test", (kind, n, items) => {
    expect(items, kind).toHaveLength(n);
    const missing = items.filter((i) => coveringFiles(i.id, i.name).length === 0).map((i) => i.id);
    expect(missing, `${kind} ids without a test`).toEqual([]);
  });
});
