/**
 * Through the Ages' renderer without a page: which effect each engine event gets, its log line in English and
 * Russian, the engine's reasons for moves a seat's view shows as not possible, the ratings the view carries, and
 * that the renderer loads no engine module that registers rules.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../engine/core/types.ts";
import { relative, resolve } from "node:path";
import { withRules } from "../../../engine/kit/rules.ts";
import { totals } from "../../../engine/games/through-the-ages/base/ratings.ts";
import { throughTheAges } from "../../../engine/games/through-the-ages/index.ts";
import { actionsOf, edit, giveTech, setGoods, setRow, start } from "../../../engine/games/through-the-ages/testing/scenario.ts";
import type { Animation } from "../../../client/src/anim/queue.ts";
import { ttaAnimations, type FxText, type TtaFx } from "../../../client/src/games/through-the-ages/anim.ts";
import { describeTtaEvent } from "../../../client/src/games/through-the-ages/eventLog.ts";
import { refusal } from "../../../client/src/games/through-the-ages/refusals.ts";
import { TTA_CATALOG } from "../../../client/src/games/through-the-ages/text/catalog.ts";
import { I18n } from "../../../client/src/i18n/index.ts";
import { importClosure, registration } from "./import-closure.ts";

/** Fakes that name each effect with its arguments. */
const named = (label: string): Animation => ({ durationMs: 1, label });
const fx: TtaFx = {
  cardTaken: (seat, slot, card) => named(`taken:${seat}:${slot}:${card}`),
  showCard: (card, title) => named(`card:${card}:${title}`),
  duel: (title, a, d, result) => named(`duel:${title}:${a.name}=${a.value}:${d.name}=${d.value}:${result}`),
  banner: (text) => named(`banner:${text}`),
  produced: (seat, tokens) => named(`produced:${seat}${tokens.map((m) => `:${m.step}/${m.card}/${m.n}`).join("")}`),
  pulse: (selector) => named(`pulse:${selector}`),
};
const text: FxText = {
  seatName: (s) => `P${s}`,
  t: (key, params) => `${key}${params ? JSON.stringify(params) : ""}`,
  isTerritory: (card) => card.includes("territory"),
};
const labels = (e: GameEvent) => ttaAnimations(e, fx, text).map((a) => a.label);

describe("Through the Ages animations", () => {
  it("flies a taken card from its space to its taker", () => {
    expect(labels({ type: "card-taken", seat: 1, slot: 4, card: "iron", level: 1 })).toEqual(["taken:1:4:iron"]);
  });

  it("shows an event or a territory revealed", () => {
    expect(labels({ type: "event-revealed", seat: 0, card: "development-of-science" })).toEqual(["card:development-of-science:fxEvent"]);
    expect(labels({ type: "event-revealed", seat: 0, card: "historic-territory-1" })).toEqual(["card:historic-territory-1:fxTerritory"]);
  });

  it("counts both strengths of an aggression or a war and says who prevailed", () => {
    expect(labels({ type: "aggression-resolved", seat: 0, target: 1, card: "raid-1", attack: 7, defence: 1, won: true }))
      .toEqual(['duel:fxAggression{"seat":"P0","target":"P1","card":"raid-1"}:P0=7:P1=1:fxWon{"attack":7,"defence":1,"seat":"P0","target":"P1"}']);
    expect(labels({ type: "aggression-resolved", seat: 0, target: 1, card: "raid-1", attack: 3, defence: 4, won: false })[0]).toContain(":fxLost");
    expect(labels({ type: "war-resolved", seat: 1, target: 0, card: "war-over-culture", attack: 5, defence: 5 })[0]).toMatch(/^duel:fxWar.*:P1=5:P0=5:fxDraw/);
  });

  it("raises production from a board and pulses what was built; bookkeeping events get nothing", () => {
    expect(labels({ type: "produced", seat: 1, steps: ["food"] })).toEqual(["produced:1"]);
    // The blue tokens each step moved, for the board to move them (malformed entries left out).
    const tokens = [{ step: "food", card: "agriculture", n: 2 }, { step: "consumption", card: "agriculture", n: -1 }, { step: "resources", card: "bronze", n: 0 }, { step: "resources" }];
    expect(labels({ type: "produced", seat: 0, steps: ["food", "consumption", "resources"], tokens })).toEqual(["produced:0:food/agriculture/2:consumption/agriculture/-1"]);
    expect(labels({ type: "built", seat: 0, card: "bronze" })).toEqual(['pulse:#tta-board-0 [data-card="bronze"]']);
    expect(labels({ type: "not-applied", effect: "x", card: "y" })).toEqual([]);
  });
});

describe("Through the Ages log lines", () => {
  for (const lang of ["en", "ru"] as const) I18n.addCatalog(lang, TTA_CATALOG[lang]);
  const env = (lang: "en" | "ru") => ({ i18n: new I18n(lang), lang: () => lang, seatName: (s: number) => ["Ann", "Bob"][s] });

  it("names seats and cards in the reader's words, spaces counted from 1", () => {
    expect(describeTtaEvent({ type: "card-taken", seat: 0, slot: 0, card: "iron", level: 1 }, 0, env("en"))).toBe("Ann takes Iron from the row (space 1)");
    expect(describeTtaEvent({ type: "card-taken", seat: 1, slot: 4, card: "iron", level: 1 }, 1, env("ru"))).toBe("Bob берёт из ряда «Железо» (ячейка 5)");
    expect(describeTtaEvent({ type: "upgraded", seat: 0, from: "bronze", to: "iron" }, 0, env("en"))).toBe("Ann upgrades Bronze to Iron");
    expect(describeTtaEvent({ type: "aggression-resolved", seat: 0, target: 1, card: "raid-1", attack: 7, defence: 1, won: true }, 0, env("en"))).toBe("Aggression: Raid I succeeds: 7 against 1");
  });

  it("tells Sun Tzu's special tactic copied apart from the plain tactic of its name", () => {
    expect(describeTtaEvent({ type: "tactic-copied", seat: 0, card: "fighting-band" }, 0, env("en"))).toBe("Ann copies the tactic Fighting Band");
    expect(describeTtaEvent({ type: "tactic-copied", seat: 0, card: "fighting-band", special: true }, 0, env("en"))).toBe("Ann copies Sun Tzu's tactic Fighting Band (+1 per army)");
    expect(describeTtaEvent({ type: "tactic-copied", seat: 1, card: "fighting-band", special: true }, 1, env("ru"))).toBe("Bob копирует тактику Сунь-цзы «Боевой отряд» (+1 за армию)");
  });

  it("tells a hidden card without naming it, and gives bookkeeping events no line", () => {
    expect(describeTtaEvent({ type: "event-prepared", seat: 1, age: "I" }, 1, env("en"))).toBe("Bob prepares an event of Age I");
    expect(describeTtaEvent({ type: "event-prepared", seat: 1, age: "I", card: "development-of-science" }, 1, env("en"))).toBe("Bob prepares Development of Science");
    expect(describeTtaEvent({ type: "not-applied", effect: "x", card: "y" }, null, env("en"))).toBe("");
    expect(describeTtaEvent({ type: "round-started", round: 3, age: "I" }, null, env("en"))).toBe("Round 3 · Age I");
    expect(describeTtaEvent({ type: "round-started", round: 3, age: "I" }, null, env("ru"))).toBe("Раунд 3 · эпоха I");
    expect(describeTtaEvent({ type: "turn-started", seat: 1, round: 3 }, null, env("en"))).toBe("Bob's turn");
    expect(describeTtaEvent({ type: "turn-started", seat: 1, round: 3 }, null, env("ru"))).toBe("Ход игрока Bob");
  });
});

describe("Through the Ages: what a seat's view shows", () => {
  const s0 = edit(start(2, "view"), (s) => {
    actionsOf(s, 0);
    setRow(s, ["iron", "swordsmen"]);
    giveTech(s, 0, "iron", 0);
    setGoods(s, 0, "resources", 1);
  });
  const v = throughTheAges.view(s0, 0);

  it("carries every civilization's ratings as the rules compute them", () => {
    for (const seat of [0, 1]) {
      const t = withRules(throughTheAges.book, () => totals(s0, seat));
      expect(v.players[seat].ratings).toMatchObject({ science: t.science, culture: t.culture, strength: t.strength, happy: t.happy });
    }
    expect(v.players[0].ratings.resources).toBe(1);
  });

  it("names the engine's reason for a move that is not possible, in the seat's own view", () => {
    // Iron is in play already: the row's Iron may not be taken; building on it costs more than the 1 resource held.
    expect(refusal(v, { type: "take-card", slot: 0 })?.key).toBe("tta.no.sameTech");
    expect(refusal(v, { type: "take-card", slot: 1 })).toBeNull();
    expect(refusal(v, { type: "build", card: "iron" })?.key).toBe("tta.no.resources");
    // An empty space shows no card to take; the prices are the viewer's; a spectator sees the printed ones and no reasons.
    expect(refusal(v, { type: "take-card", slot: 5 })).toBeNull();
    expect(v.rowPrices).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    const spectator = throughTheAges.view(s0, null);
    expect(spectator.refusals).toBeNull();
    expect(spectator.rowPrices).toEqual(v.rowPrices);
    // The seat whose turn it is not gets its prices but no reasons: its board offers no moves until its turn.
    const waiting = throughTheAges.view(s0, 1);
    expect(throughTheAges.pending(s0).map((p) => p.seat)).toEqual([0]);
    expect(waiting.refusals).toBeNull();
    expect(waiting.rowPrices).toHaveLength(13);
  });

  it("names why an aggression may not be played: the target must be weaker", () => {
    const s = edit(s0, (x) => { x.players[0].military = ["raid-1"]; giveTech(x, 1, "swordsmen", 2); });
    const seen = throughTheAges.view(s, 0);
    expect(refusal(seen, { type: "aggression", card: "raid-1", target: 1 })?.key).toBe("tta.no.stronger");
    const strong = throughTheAges.view(edit(s0, (x) => { x.players[0].military = ["raid-1"]; giveTech(x, 0, "swordsmen", 2); }), 0);
    expect(refusal(strong, { type: "aggression", card: "raid-1", target: 1 })).toBeNull();
  });
});

describe("Through the Ages renderer's imports", () => {
  it("loads only engine modules that register nothing (data, texts; the view's types)", () => {
    const closure = importClosure([resolve(__dirname, "../../../client/src/games/through-the-ages/index.ts")]);
    const short = (f: string) => relative(resolve(__dirname, "../../.."), f);
    const leaks = [...closure].filter(([f]) => f.includes("/engine/") && registration(f)).map(([f, chain]) => `${chain.map(short).join(" -> ")}: ${registration(f)}`);
    expect(leaks).toEqual([]);
    expect([...closure.keys()].some((f) => f.includes("through-the-ages/data/"))).toBe(true);
  });
});
