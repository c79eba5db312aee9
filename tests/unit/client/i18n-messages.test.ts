/**
 * Russian for what the server and the core engine say to a player (rejections outside a game's own rules), by
 * their keys; plurals and numbers; the seat names of bots; soft hyphens in long Russian words.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { startMatch, step } from "../../../engine/core/match.ts";
import { platformText } from "../../../engine/core/messages.ts";
import { isRuleError, type RuleError } from "../../../engine/core/types.ts";
import { loadRussianHyphenation, softHyphens } from "../../../client/src/i18n/hyphenate.ts";
import { formatValue, I18n } from "../../../client/src/i18n/index.ts";
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
  // As a client receives an error: its Text serialized with the English.
  const received = (e: RuleError): RuleError => JSON.parse(JSON.stringify(e));

  it("renders a refusal by its key, a schema's findings and a state's ids included", () => {
    const notYours = received(rejection(1, { type: "roll" }));
    expect(notYours).toMatchObject({ code: "not-your-turn", text: { key: "core.notYourDecision", en: "It is not your decision now" } });
    expect(new I18n("ru").error(notYours)).toBe("Сейчас решение принимаете не вы");
    const badShape = received(rejection(0, { type: "fly" }));
    expect(badShape.code).toBe("bad-move");
    expect(new I18n("ru").error(badShape)).toBe(`Сервер не понял этот ход (неверный формат: ${badShape.text.params!.details})`);
    const stale = platformText("room.staleState", { made: 4, current: 5 });
    expect(new I18n("ru").error({ code: "stale-state", message: stale.en, text: stale })).toBe("Пока вы решали, игра продвинулась дальше (состояние 4 → 5): ход не принят, выберите снова");
  });

  it("keeps English as the engine rendered it, and shows an error without a Text by its message", () => {
    const notYours = received(rejection(1, { type: "roll" }));
    expect(new I18n("en").error(notYours)).toBe("It is not your decision now");
    expect(notYours.message).toBe("It is not your decision now");
    expect(new I18n("ru").error({ code: "join-failed", message: "Something new" })).toBe("Something new");
    expect(new I18n("ru").text({ key: "no.such.key", en: "As sent" })).toBe("As sent");
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
  beforeAll(() => loadRussianHyphenation());

  it("puts breaks between the syllables of long Russian words (the TeX Russian patterns)", () => {
    expect(shown("Строительство")).toBe("Стро-и-тель-ство");
    expect(shown("Передвижение")).toBe("Пе-ре-дви-же-ние");
    expect(shown("Судоходство")).toBe("Су-до-ход-ство");
    expect(shown("Письменность")).toBe("Пись-мен-ность");
    expect(shown("Агрикультура")).toBe("Аг-ри-куль-ту-ра");
  });

  it("leaves words shorter than asked and other text alone", () => {
    expect(shown("Натуральный обмен")).toBe("На-ту-раль-ный обмен");
    expect(shown("Поднять настроение", 11)).toBe("Поднять настроение");
    expect(softHyphens("Construction D7 · 12", 4)).toBe("Construction D7 · 12");
  });
});

describe("numbers in texts", () => {
  it("take the language's plural forms and decimal sign", () => {
    const ru = new I18n("ru"), en = new I18n("en");
    expect([1, 2, 5, 11, 21, 2.5].map((score) => ru.t("end.score", { score }))).toEqual(["1 очко", "2 очка", "5 очков", "11 очков", "21 очко", "2,5 очка"]);
    expect([1, 2, 2.5].map((score) => en.t("end.score", { score }))).toEqual(["1 pt", "2 pts", "2.5 pts"]);
    expect(formatValue(2.5, "ru")).toBe("2,5");
    expect(formatValue(2.5, "en")).toBe("2.5");
    expect(formatValue(14, "ru")).toBe("14");
  });

  it("print ids and large counts without grouping", () => {
    expect(new I18n("en").t("game.state", { id: 12345 })).toBe("State #12345");
  });
});
