/**
 * The message catalogs: the platform's and each game's (Clash of Cultures, A New Dawn, Through the Ages) have the same keys in every
 * language, each with the same ICU arguments, and every template parses; every Text the engine produces while
 * games are played (prompt titles, option labels, why moves are refused) has a key of its game's catalog and the
 * params its templates use.
 */
import { describe, expect, it } from "vitest";
import { messageArguments, compileMessage, type Catalog } from "../../../engine/core/text.ts";
import type { AnyGame, Move, Prompt, Text } from "../../../engine/core/types.ts";
import { isRuleError } from "../../../engine/core/types.ts";
import { Rng, seedRng } from "../../../engine/core/rng.ts";
import { step } from "../../../engine/core/match.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";
import { ND_EN } from "../../../engine/games/new-dawn/text/en.ts";
import { CLASH_CATALOG } from "../../../client/src/games/clash-of-cultures/text/catalog.ts";
import { ND_CATALOG } from "../../../client/src/games/new-dawn/text/catalog.ts";
import { TTA_CATALOG } from "../../../client/src/games/through-the-ages/text/catalog.ts";
import { throughTheAges } from "../../../engine/games/through-the-ages/index.ts";
import { en } from "../../../client/src/i18n/en.ts";
import { ru } from "../../../client/src/i18n/ru.ts";
import { LANGS, type Lang } from "../../../client/src/i18n/index.ts";

const CATALOGS: Record<string, Readonly<Record<Lang, Catalog>>> = {
  platform: { en, ru },
  "clash-of-cultures": CLASH_CATALOG,
  "new-dawn": ND_CATALOG,
  "through-the-ages": TTA_CATALOG,
};

/** Keys whose templates differ in their arguments between `a` and `b` (or that only one has). */
function mismatches(a: Catalog, b: Catalog): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => !(k in a) || !(k in b) || messageArguments(a[k]).join() !== messageArguments(b[k]).join()).sort();
}

describe("message catalogs", () => {
  for (const [name, catalog] of Object.entries(CATALOGS)) {
    it(`${name}: every template parses in its language`, () => {
      const broken = LANGS.flatMap((lang) => Object.entries(catalog[lang]).flatMap(([key, template]) => {
        try {
          compileMessage(template, lang);
          return [];
        } catch (err) {
          return [`${lang} ${key}: ${(err as Error).message}`];
        }
      }));
      expect(broken).toEqual([]);
    });

    it(`${name}: every language has every key, with the same arguments`, () => {
      for (const lang of LANGS) expect(mismatches(catalog.en, catalog[lang]), lang).toEqual([]);
    });
  }

  it("a mismatch is found: a missing key, a renamed or a dropped argument", () => {
    expect(mismatches({ a: "{n} x", b: "y", c: "{n, plural, one {# z} other {# zs}}" }, { a: "{m} x", c: "{n, plural, one {# z} other {#}}" })).toEqual(["a", "b"]);
    expect(mismatches({ a: "{n}" }, { a: "{n, plural, other {#}}" })).toEqual([]);
  });
});

/** Every Text in a prompt: its title and its options' labels and reasons. */
function promptTexts(p: Prompt): Text[] {
  const out: Text[] = p.label ? [p.label] : [];
  if (p.kind === "choose") for (const o of p.options) out.push(o.label, ...(o.disabled ? [o.disabled] : []));
  return out;
}

/**
 * Random games of `game`; at every step, besides a legal move of the seat asked, moves that were legal earlier
 * are tried again (mostly refused now, each for its own reason). Returns every Text seen, by key.
 */
function textsOfPlay(game: AnyGame, options: unknown, games: number, seed: number): Map<string, Text[]> {
  const seen = new Map<string, Text[]>();
  const add = (t: Text) => {
    const list = seen.get(t.key) ?? [];
    if (list.length < 5) list.push(t);
    seen.set(t.key, list);
  };
  const rng = new Rng(seedRng(String(seed)));
  for (let g = 0; g < games; g++) {
    let state = game.setup({ players: 3, options: game.optionsSchema.parse(options), seed: `texts-${seed}-${g}` });
    const earlier: Move[] = [];
    for (let n = 0; n < 600 && !game.outcome(state); n++) {
      const prompts = game.pending(state);
      for (const p of prompts) promptTexts(p).forEach(add);
      const seat = prompts[0].seat;
      for (let i = 0; i < 3 && earlier.length; i++) {
        const r = step(game, state, seat, rng.pick(earlier));
        if (isRuleError(r)) add(r.text);
      }
      const legal = game.legalMoves(state, seat);
      const move = rng.pick(legal);
      earlier.push(move);
      if (earlier.length > 40) earlier.shift();
      const r = game.apply(state, seat, move);
      if (isRuleError(r)) throw new Error(`legal move refused: ${r.message}`);
      state = r.state;
    }
  }
  return seen;
}

/** Per game: the options of the games played, and how many keys (and refusals) they must show at least. */
const PLAYED = [
  { game: coc as AnyGame, options: [{}, { expansion: true }], keys: 120, refusals: 30, refusal: "coc.err." },
  { game: newDawn as AnyGame, options: [{}, { map: "custom" }], keys: 50, refusals: 15, refusal: "nd.err." },
  { game: throughTheAges as AnyGame, options: [{}, { expansion: false }], keys: 15, refusals: 8, refusal: "tta.no." },
];

for (const { game, options, keys, refusals, refusal } of PLAYED) {
  describe(`the engine's texts in the catalogs: ${game.id}`, () => {
    const catalog = CATALOGS[game.id];
    const seen = new Map(options.flatMap((o, i) => [...textsOfPlay(game, o, 3, i + 1)]));

    it("plays enough to see many prompts and refusals", () => {
      expect(seen.size).toBeGreaterThan(keys);
      expect([...seen.keys()].filter((k) => k.startsWith(refusal)).length).toBeGreaterThan(refusals);
    });

    it("every Text has a key of the game's or the platform's catalog, in every language", () => {
      const catalogs = [catalog, CATALOGS.platform];
      const unknown = [...seen.keys()].filter((k) => !catalogs.some((c) => LANGS.every((lang) => k in c[lang])));
      expect(unknown).toEqual([]);
    });

    it("every Text carries the params its templates use, and renders in English", () => {
      const lacking = [...seen.values()].flat().flatMap((t) => {
        const template = catalog.en[t.key] ?? (CATALOGS.platform.en as Catalog)[t.key];
        const missing = messageArguments(template).filter((a) => !t.params || !(a in t.params));
        return missing.length ? [`${t.key}: ${missing.join(", ")}`] : [];
      });
      expect(lacking).toEqual([]);
      for (const t of [...seen.values()].flat()) expect(t.en, t.key).not.toMatch(/\{|\}/);
    });
  });
}
