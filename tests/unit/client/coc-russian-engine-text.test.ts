/**
 * What the Clash of Cultures engine says, as the client shows it: real prompts and refusals of a scenario in
 * Russian and English, their params in the reader's words (names from the data, seats by the table's names,
 * plurals), every purpose a payment names, and the end screen's VP categories. That every key exists in every
 * language is text-catalogs.test.ts's.
 */
import { describe, expect, it } from "vitest";
import type { Move, Prompt, Text } from "../../../engine/core/types.ts";
import { TIE_BREAK_ORDER } from "../../../engine/games/clash-of-cultures/data/index.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { victoryPoints } from "../../../engine/games/clash-of-cultures/turn/scoring.ts";
import { play, scenario } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { COC_EN } from "../../../engine/games/clash-of-cultures/text/en.ts";
import { text } from "../../../engine/games/clash-of-cultures/text/index.ts";
import { promptText } from "../../../client/src/games/clash-of-cultures/panels/prompt-text.ts";
import { CLASH_CATALOG } from "../../../client/src/games/clash-of-cultures/text/catalog.ts";
import { scoreLabel } from "../../../client/src/games/scores.ts";
import { I18n, LANGS, type Lang } from "../../../client/src/i18n/index.ts";
import { isRuleError } from "../../../engine/core/types.ts";

for (const lang of LANGS) I18n.addCatalog(lang, CLASH_CATALOG[lang]);

const env = (lang: Lang, seatName = (x: number) => (lang === "ru" ? `Игрок ${x + 1}` : `Player ${x + 1}`)) => ({ i18n: new I18n(lang), seatName });
const shown = (lang: Lang, t: Text) => promptText(env(lang), JSON.parse(JSON.stringify(t)));
const start = () => scenario({ players: 2, options: { events: "none" }, seats: [{ resources: { food: 2 } }, { resources: { wood: 1 } }] });

function refusal(s: ReturnType<typeof start>, move: Move): Text {
  const r = coc.apply(s, 0, move);
  if (!isRuleError(r)) throw new Error(`${move.type} was accepted`);
  return r.text;
}

describe("coc engine text in Russian", () => {
  it("a real prompt reads in Russian, with the plural its count takes", () => {
    const s = start();
    const turn = coc.pending(s)[0];
    expect(shown("ru", turn.label!)).toBe("Ваш ход: осталось 3 действия");
    expect(shown("en", turn.label!)).toBe("Your turn: 3 actions left");
    const counts = [1, 2, 5, 21].map((actions) => shown("ru", text("coc.turn", { actions })));
    expect(counts).toEqual(["Ваш ход: осталось 1 действие", "Ваш ход: осталось 2 действия", "Ваш ход: осталось 5 действий", "Ваш ход: осталось 21 действие"]);
    expect(text("coc.turn", { actions: 1 }).en).toBe("Your turn: 1 action left");
  });

  it("names a seat as the table does, in both languages", () => {
    const offer = play(start(), 0, { type: "propose-trade", to: 1, give: { food: 1 }, get: { wood: 1 } }).state;
    const answer = coc.pending(offer)[0] as Extract<Prompt, { kind: "choose" }>;
    expect(answer.label!.en).toBe("Seat 1 offers you a trade");
    expect(shown("ru", answer.label!)).toBe("Игрок 1 предлагает вам сделку");
    expect(promptText(env("en", (x) => (x === 0 ? "Bot 1" : "You")), answer.label!)).toBe("Bot 1 offers you a trade");
    expect(answer.options.map((o) => shown("ru", o.label))).toEqual(["Принять", "Отказаться"]);
  });

  it("says why a move is refused, names and numbers in the reader's words", () => {
    const s = start();
    const city = Object.keys(s.cities).find((h) => s.cities[h].owner === 0)!;
    const academy = refusal(s, { type: "construct", city, building: "academy", payment: {} });
    expect(academy).toMatchObject({ key: "coc.err.buildingNeedsAdvance", params: { building: "academy", advance: "writing" } });
    expect(academy.en).toBe("The Academy requires Writing");
    expect(shown("ru", academy)).toBe("Для здания «Академия» нужно достижение «Письменность»");
    expect(shown("ru", refusal(s, { type: "end-turn" }))).toBe("У вас ещё осталось 3 действия");
    expect(shown("ru", refusal(s, { type: "advance", advance: "farming", payment: {} }))).toBe("У вас уже есть это достижение");
    const trade = refusal(s, { type: "propose-trade", to: 1, give: { food: 1 }, get: { wood: 3 } });
    expect(trade.en).toBe("Seat 2 does not have 3 wood");
    expect(promptText(env("ru", (x) => ["Аня", "Борис"][x]), trade)).toBe("У игрока Борис не хватает: Дерево (нужно 3)");
  });

  it("names every purpose a payment may be for, in both languages", () => {
    const purposes = Object.keys(COC_EN).filter((k) => k.startsWith("coc.paidFor.")).map((k) => k.slice("coc.paidFor.".length));
    expect(purposes.length).toBeGreaterThan(5);
    for (const what of [...purposes, "myths", "colosseum", "hero-general", "siege", "proconsul", "great-diplomat"]) {
      const t = text("coc.err.paymentMismatch", { what });
      expect(t.en, what).not.toBe(`That payment does not match the cost of ${what}`);
      expect(shown("ru", t), what).not.toMatch(/[A-Za-z]{3}/);
    }
  });
});

describe("coc Russian engine text: the end screen's VP categories", () => {
  it("names every breakdown category of a real outcome in both languages", () => {
    const categories = Object.keys(victoryPoints(scenario({ players: 2 }), 0));
    expect(categories).toEqual([...TIE_BREAK_ORDER]);
    expect(categories.map((k) => scoreLabel("clash-of-cultures", k, "en"))).toEqual(["Cities & buildings", "Advances", "Objectives", "Wonders", "Events", "Leaders"]);
    expect(categories.map((k) => scoreLabel("clash-of-cultures", k, "ru"))).toEqual(["Города и здания", "Достижения", "Цели", "Чудеса", "События", "Лидеры"]);
  });

  it("names nothing for a game without labels (the end screen falls back to the key)", () => {
    expect(scoreLabel("dice-race", "points", "ru")).toBeNull();
  });
});
