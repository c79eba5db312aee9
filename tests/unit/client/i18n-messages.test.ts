/**
 * Russian for what the server and the core engine say to a player (rejections outside a game's own rules):
 * by the English message when it is specific, by the error code when it is generic; the seat names of bots;
 * soft hyphens in long Russian words.
 */
import { describe, expect, it } from "vitest";
import { startMatch, step } from "../../../engine/core/match.ts";
import { isRuleError, type RuleError } from "../../../engine/core/types.ts";
import { softHyphens } from "../../../client/src/i18n/hyphenate.ts";
import { format, I18n } from "../../../client/src/i18n/index.ts";
import { seatName } from "../../../client/src/scenes/seatName.ts";
import { diceRace } from "../../fixtures/dice-race.ts";

function rejection(seat: number, move: unknown): RuleError {
  const started = startMatch(diceRace, 2, {}, "seed");
  if (isRuleError(started)) throw new Error(started.message);
  const r = step(diceRace, started.state, seat, move);
  if (!isRuleError(r)) throw new Error("the move was accepted");
  return r;
}

describe("server and core messages in Russian", () => {
  it("translates a specific message by its text and a generic one by its code", () => {
    const notYours = rejection(1, { type: "roll" });
    expect(notYours.code).toBe("not-your-turn");
    expect(new I18n("ru").message(notYours.message, notYours.code)).toBe("Сейчас решение принимаете не вы");
    const badShape = rejection(0, { type: "fly" });
    expect(badShape.code).toBe("bad-move");
    expect(new I18n("ru").message(badShape.message, badShape.code)).toBe("Сервер не понял этот ход (неверный формат)");
    expect(new I18n("ru").message("the move was made against state 4, but the game is at 5", "stale-state")).toMatch(/^Пока вы решали/);
  });

  it("keeps English as sent, and an unknown message of an unknown code as it is", () => {
    const notYours = rejection(1, { type: "roll" });
    expect(new I18n("en").message(notYours.message, notYours.code)).toBe("Seat 1 has nothing to decide now");
    expect(new I18n("ru").message("Something new", "illegal")).toBe("Something new");
    expect(new I18n("ru").message("Something new", "toString")).toBe("Something new");
  });
});

describe("seat names", () => {
  const snap = { seats: [{ index: 0, name: "Аня", bot: false }, { index: 1, name: "Bot 2", bot: true }, { index: 2, name: "", bot: false }] } as never;

  it("names a bot in the reader's language whatever the server called it", () => {
    expect(seatName(snap, 1, new I18n("ru"))).toBe("Бот 2");
    expect(seatName(snap, 1, new I18n("en"))).toBe("Bot 2");
    expect(seatName(snap, 0, new I18n("en"))).toBe("Аня");
    expect(seatName(snap, 2, new I18n("ru"))).toBe("Игрок 3");
  });
});

describe("soft hyphens", () => {
  const shown = (text: string, minLetters = 10) => softHyphens(text, minLetters).replaceAll("\u00AD", "-");

  it("puts breaks between the syllables of long Russian words, at least 2 letters on each side", () => {
    expect(shown("Строительство")).toBe("Стро-итель-ство");
    expect(shown("Передвижение")).toBe("Пе-ред-ви-же-ние");
    expect(shown("Судоходство")).toBe("Су-до-ход-ство");
    expect(shown("Письменность")).toBe("Пись-мен-ность");
  });

  it("leaves words shorter than asked and other text alone", () => {
    expect(shown("Натуральный обмен")).toBe("На-ту-раль-ный обмен");
    expect(shown("Поднять настроение", 11)).toBe("Поднять настроение");
    expect(softHyphens("Construction D7 · 12", 4)).toBe("Construction D7 · 12");
  });
});

describe("numbers in texts", () => {
  it("take the language's decimal sign for fractions, and stay as they are otherwise", () => {
    expect(format("VP {n}", { n: 2.5 })).toBe("VP 2.5");
    expect(format("ПО {n}", { n: 2.5 }, "ru")).toBe("ПО 2,5");
    expect(format("ПО {n} из {m}", { n: 14, m: "1.5" }, "ru")).toBe("ПО 14 из 1.5");
    expect(new I18n("ru").text({ key: "none", en: "{n} points", params: { n: 0.5 } })).toBe("0,5 points");
  });
});
