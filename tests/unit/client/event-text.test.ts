import { describe, expect, it } from "vitest";
import { I18n } from "../../../client/src/i18n/index.ts";
import { en } from "../../../client/src/i18n/en.ts";
import { ru } from "../../../client/src/i18n/ru.ts";
import { describeEvent, describeMove, humanize } from "../../../client/src/log/eventText.ts";

const names = ["Alice", "Bob"];
const ctx = (lang: "en" | "ru") => ({ i18n: new I18n(lang), seatName: (s: number | null) => (s === null ? "—" : names[s] ?? `P${s}`) });

describe("event → log text", () => {
  it("uses the UI string of the event type with its fields", () => {
    expect(describeEvent({ type: "DiceRolled", seat: 0, dice: [4, 2] }, 0, ctx("en"))).toBe("Alice rolled 4, 2");
    expect(describeEvent({ type: "DiceRolled", seat: 1, dice: [6] }, 1, ctx("ru"))).toBe("Bob выбрасывает 6");
  });

  it("picks a boolean variant, and a known/unknown variant by available fields", () => {
    expect(describeEvent({ type: "ChallengeAnswered", seat: 1, accept: true }, 1, ctx("en"))).toBe("Bob accepted the challenge");
    expect(describeEvent({ type: "ChallengeAnswered", seat: 1, accept: false }, 1, ctx("en"))).toBe("Bob refused the challenge");
    expect(describeEvent({ type: "CardDrawn", seat: 0, card: 3 }, 0, ctx("en"))).toBe("Alice drew card 3");
    expect(describeEvent({ type: "CardDrawn", seat: 0 }, 0, ctx("en"))).toBe("Alice drew a card"); // redacted
  });

  it("falls back to a humanized type with the fields, naming the seat from `by`", () => {
    expect(describeEvent({ type: "CityFounded", region: "north", size: 2 }, 1, ctx("en"))).toBe("Bob: City founded (region: north, size: 2)");
    expect(describeEvent({ type: "RoundEnded" }, null, ctx("en"))).toBe("Round ended");
  });

  it("prefers an engine Text in the event, then the renderer's override", () => {
    expect(describeEvent({ type: "X", text: { key: "core.gameOver", en: "The game is over" } }, null, ctx("ru"))).toBe("Игра окончена");
    expect(describeEvent({ type: "DiceRolled", dice: [1] }, 0, ctx("en"), () => "custom")).toBe("custom");
    expect(describeEvent({ type: "DiceRolled", dice: [1] }, 0, ctx("en"), () => null)).toBe("Alice rolled 1");
  });

  it("labels moves", () => {
    expect(describeMove({ type: "roll" }, ctx("en"))).toBe("Roll");
    expect(describeMove({ type: "answer", accept: true }, ctx("en"))).toBe("Accept");
    expect(describeMove({ type: "answer", accept: false }, ctx("ru"))).toBe("Отказаться");
    expect(describeMove({ type: "build-city", at: 12 }, ctx("en"))).toBe("Build city (at: 12)");
    expect(humanize("moveUnits")).toBe("Move units");
  });

  it("has a Russian string for every English key", () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of Object.entries(ru)) expect(v, k).not.toBe("");
  });

  it("remembers the chosen language", () => {
    const mem = new Map<string, string>();
    const storage = { getItem: (k: string) => mem.get(k) ?? null, setItem: (k: string, v: string) => void mem.set(k, v) };
    const a = I18n.fromStorage(storage);
    expect(a.lang).toBe("en");
    a.setLang("ru");
    expect(I18n.fromStorage(storage).lang).toBe("ru");
    expect(a.t("menu.players", { n: 3 })).toBe("Игроков: 3");
  });
});
