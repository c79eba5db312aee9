/**
 * Russian for what the Clash of Cultures engine says: every prompt Text key it can produce (template keys
 * expanded over their values), every rejection message and every name put into a payment message (read from
 * the engine sources, coc-engine-strings.ts), real prompts and rejections of a scenario, and the end screen's
 * VP categories.
 */
import { describe, expect, it } from "vitest";
import type { Move, Prompt } from "../../../engine/core/types.ts";
import {
  ACTION_HALVES, ADVANCE_CATEGORIES, ADVANCES, CIV_ADVANCES, CIVILIZATIONS, OBJECTIVE_CARDS, OBJECTIVES, RESOURCE_KINDS, TACTICS_HALVES,
  TIE_BREAK_ORDER, TOKEN_KINDS, UNIT_TYPES, WONDERS,
} from "../../../engine/games/clash-of-cultures/data/index.ts";
import { paidCancels } from "../../../engine/games/clash-of-cultures/civilizations/civ-advances.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { victoryPoints } from "../../../engine/games/clash-of-cultures/turn/scoring.ts";
import { play, reject, scenario } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { ENGINE_TEXT_RU } from "../../../client/src/games/clash-of-cultures/engine-text-ru.ts";
import { promptText, SEAT_TEXT_EN } from "../../../client/src/games/clash-of-cultures/panels/prompt-text.ts";
import { RU_REJECTIONS, rejectionsRu, ruValue } from "../../../client/src/games/clash-of-cultures/rejections-ru.ts";
import { scoreLabel } from "../../../client/src/games/scores.ts";
import { MessageCatalog } from "../../../client/src/i18n/catalog.ts";
import { I18n } from "../../../client/src/i18n/index.ts";
import { engineStrings, sample } from "./coc-engine-strings.ts";

const { keys, payments, messages } = engineStrings();
const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

/** The values of each template key's `*`: from the data, or the code's own few values (named in the comment). */
const EXPANSIONS: Record<string, readonly string[]> = {
  "coc.unit.*": ids(UNIT_TYPES),
  "coc.advance.*": ids([...ADVANCES, ...CIV_ADVANCES]),
  "coc.civilization.*": ids(CIVILIZATIONS),
  "coc.category.*": ids(ADVANCE_CATEGORIES),
  "coc.objective.*": ids(OBJECTIVES),
  "coc.objectiveCard.*": ids(OBJECTIVE_CARDS),
  "coc.wonder.*": ids(WONDERS),
  "coc.tactics.*": ids(TACTICS_HALVES),
  // An action card's default prompt (cards.ts); the text() helper's own keys are read as literals.
  "coc.card.*": ids(ACTION_HALVES),
  "coc.payable.*": [...RESOURCE_KINDS, ...TOKEN_KINDS],
  "coc.token.*": TOKEN_KINDS,
  "coc.civ.paidCancel.*": coc.book.list(paidCancels).map((c) => c.source),
  // earthquakePieces (event-effects.ts)
  "coc.cityPiece.*": ["building", "wonder", "settlement"],
  // the callers of placeFreeUnit (capture.ts, combat.ts)
  "coc.placeFreeUnit.*": ["city-lost", "fanaticism"],
  // the leader-dictator choice (leaders.ts)
  "coc.leader.dictator.*": ["allow", "stop"],
  // battle removals other than "cargo" (combat-core.ts Removal)
  "coc.battle.casualties.*": ["hits", "martyr", "archers"],
  // the label helper's definition (combat.ts): its keys are read as literals
  "coc.battle.*": [],
};

/** Every key the engine can produce, with the key as written when it is an expansion. */
function producedKeys(): { key: string; from: string }[] {
  return [...keys.keys()].flatMap((key) => key.includes("*")
    ? (EXPANSIONS[key] ?? [`<no expansion for ${key}>`]).map((v) => ({ key: key.replace("*", v), from: key }))
    : [{ key, from: key }]);
}

const CYRILLIC = /[А-Яа-яЁё]/;

describe("coc Russian engine text: prompt keys", () => {
  it("every template key has its values listed", () => {
    expect([...keys.keys()].filter((k) => k.includes("*") && !EXPANSIONS[k])).toEqual([]);
  });

  it("every Text key the engine can produce has a Russian text", () => {
    expect(producedKeys().filter(({ key }) => !ENGINE_TEXT_RU[key]).map(({ key }) => key)).toEqual([]);
  });

  it("names only keys the engine produces, in Russian", () => {
    const produced = new Set(producedKeys().map(({ key }) => key));
    expect(Object.keys(ENGINE_TEXT_RU).filter((k) => !produced.has(k))).toEqual([]);
    // Templates that are only placeholders and arrows ("{hex}", "{from} → {to}") carry no words.
    const words = Object.entries(ENGINE_TEXT_RU).filter(([, v]) => /[A-Za-zА-Яа-яЁё]/.test(v.replace(/\{\w+\}/g, "")));
    expect(words.filter(([, v]) => !CYRILLIC.test(v)).map(([k]) => k)).toEqual([]);
  });

  it("a real prompt reads in Russian, its params in the reader's words", () => {
    I18n.extendEngineText("ru", ENGINE_TEXT_RU);
    const env = (s: Parameters<typeof coc.view>[0], seat: number) => ({ view: coc.view(s, seat), seat, i18n: new I18n("ru"), seatName: (x: number) => `Игрок ${x + 1}` });
    const s = scenario({ players: 2, options: { events: "none" }, seats: [{ resources: { food: 2 } }, { resources: { wood: 1 } }] });
    const turn = coc.pending(s)[0];
    expect(promptText(env(s, 0), turn.label!)).toBe("Ваш ход: осталось действий 3");
    const offer = play(s, 0, { type: "propose-trade", to: 1, give: { food: 1 }, get: { wood: 1 } }).state;
    const answer = coc.pending(offer)[0] as Extract<Prompt, { kind: "choose" }>;
    expect(promptText(env(offer, 1), answer.label!)).toBe("Игрок 1 предлагает вам сделку");
    expect(answer.options.map((o) => promptText(env(offer, 1), o.label))).toEqual(["Принять", "Отказаться"]);
  });
});

describe("coc engine text in English", () => {
  it("names a seat in a prompt as the table does (Bot 2), not by the engine's Seat 2", () => {
    I18n.extendEngineText("en", SEAT_TEXT_EN);
    const s = scenario({ players: 2, options: { events: "none" }, seats: [{ resources: { food: 2 } }, { resources: { wood: 1 } }] });
    const offer = play(s, 0, { type: "propose-trade", to: 1, give: { food: 1 }, get: { wood: 1 } }).state;
    const answer = coc.pending(offer)[0] as Extract<Prompt, { kind: "choose" }>;
    expect(answer.label!.en).toBe("Seat 1 offers you a trade");
    const env = { view: coc.view(offer, 1), seat: 1, i18n: new I18n("en"), seatName: (x: number) => (x === 0 ? "Bot 1" : "You") };
    expect(promptText(env, answer.label!)).toBe("Bot 1 offers you a trade");
    expect(promptText(env, { key: "coc.seat", en: "Seat 1", params: { seat: 0 } })).toBe("Bot 1");
  });
});

describe("coc Russian engine text: rejection messages", () => {
  it("every string message has an exact entry and every template message matches one", () => {
    const missing = messages.filter((m) => (m.template ? rejectionsRu.translate(sample(m.form)) === null : RU_REJECTIONS[m.form] === undefined));
    expect(missing.map((m) => `${m.file}: ${m.form}`)).toEqual([]);
  });

  it("every name put into a payment message has a Russian name", () => {
    expect(payments.filter((p) => ruValue(sample(p.form), "what") === sample(p.form)).map((p) => `${p.file}: ${p.form}`)).toEqual([]);
  });

  it("has no entry the engine cannot produce", () => {
    const literal = new Set(messages.filter((m) => !m.template).map((m) => m.form));
    const stale = Object.entries(RU_REJECTIONS).filter(([en, ru]) => {
      if (literal.has(en)) return false;
      const one = new MessageCatalog({ [en]: ru });
      return !messages.some((m) => m.template && one.translate(sample(m.form)) !== null);
    });
    expect(stale.map(([en]) => en)).toEqual([]);
  });

  it("translates real rejections, names and numbers included", () => {
    const s = scenario({ players: 2, options: { events: "none" }, seats: [{ resources: { food: 2 } }, { resources: { wood: 1 } }] });
    const city = Object.keys(s.cities).find((h) => s.cities[h].owner === 0)!;
    const ru = (move: Move) => new I18n("ru").message(reject(s, 0, move).message);
    I18n.extendMessages("ru", rejectionsRu);
    expect(ru({ type: "end-turn" })).toBe("У вас ещё осталось действий: 3");
    expect(ru({ type: "construct", city, building: "academy", payment: {} })).toBe("Для здания «Академия» нужно достижение «Письменность»");
    expect(ru({ type: "advance", advance: "farming", payment: {} })).toBe("У вас уже есть это достижение");
    expect(ru({ type: "propose-trade", to: 1, give: { food: 1 }, get: { wood: 3 } })).toBe("У игрока 2 не хватает: дерево (нужно 3)");
    // English stays English; an unknown message stays as it is.
    expect(new I18n("en").message(reject(s, 0, { type: "end-turn" }).message)).toBe("You still have 3 action(s) to take");
    expect(new I18n("ru").message("Something new")).toBe("Something new");
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

describe("message catalog", () => {
  const catalog = new MessageCatalog({
    "You need {advance}": "Нужно {advance}",
    "You need {advance} to move": "Чтобы двигаться, нужно {advance}",
    "You need Roads": "Нужны Дороги",
  }, (v, name) => (name === "advance" ? `«${v}»` : v));

  it("prefers an exact entry, then the most specific template, and translates the matched values", () => {
    expect(catalog.translate("You need Roads")).toBe("Нужны Дороги");
    expect(catalog.translate("You need Tactics to move")).toBe("Чтобы двигаться, нужно «Tactics»");
    expect(catalog.translate("You need Voting")).toBe("Нужно «Voting»");
    expect(catalog.translate("You need")).toBeNull();
  });
});
