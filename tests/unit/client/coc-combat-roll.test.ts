/**
 * A combat roll explained (the battle panel and the log): the dice as rolled, then each change of their sum
 * by name, from the engine's own CombatRoll events.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../engine/core/types.ts";
import { play, scenario } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { I18n, LANGS } from "../../../client/src/i18n/index.ts";
import { CLASH_CATALOG } from "../../../client/src/games/clash-of-cultures/text/catalog.ts";
import { explainRoll, partsText } from "../../../client/src/games/clash-of-cultures/combat-roll.ts";
import { describeCocEvent, LOG_TEXT } from "../../../client/src/games/clash-of-cultures/eventLog.ts";
import { SCENARIO_SPECS } from "../../fixtures/coc-scenarios.ts";

for (const lang of LANGS) I18n.addCatalog(lang, CLASH_CATALOG[lang]);
const ctx = (lang: "en" | "ru") => ({ i18n: new I18n(lang), seatName: (s: number | null) => ["Ann", "Bob"][s ?? 0] });

/** The browser test's battle: 3 infantry attack 2; the dice 11, 6, 5 (6, 3 and 3, two infantry symbols) against 2, 2. */
function battleRolls(): GameEvent[] {
  let r = play(scenario(SCENARIO_SPECS.battle), 0, { type: "move" });
  r = play(r.state, 0, { type: "move-group", units: [1, 2, 3], to: "3,2" });
  return r.events.filter((e) => e.type === "CombatRoll");
}

describe("Clash of Cultures: a combat roll explained", () => {
  it("shows the dice as rolled and what the infantry's symbols add, on the panel and in the log", () => {
    const [attack, defence] = battleRolls();
    expect(explainRoll(attack, "en")).toMatchObject({ rolled: 12, parts: [{ name: "Infantry", value: 2 }], value: 14 });
    expect(explainRoll(attack, "en").dice.map((d) => [d.value, d.counted])).toEqual([[6, 7], [3, 4], [3, 3]]);
    expect(explainRoll(defence, "en")).toMatchObject({ rolled: 2, parts: [], value: 2 });
    expect(describeCocEvent(attack, 0, ctx("en"))).toBe("Ann rolls 6, 3, 3 (Infantry +2): combat value 14");
    expect(describeCocEvent(attack, 0, ctx("ru"))).toBe("Ann бросает 6, 3, 3 (Пехота +2): сила 14");
    expect(describeCocEvent(defence, 0, ctx("en"))).toBe("Bob rolls 1, 1: combat value 2");
  });

  it("names every kind of modifier: an advance, a wonder, a great person, a leader's ability, a tactics card", () => {
    const e: GameEvent = {
      type: "CombatRoll", side: "attacker", owner: 0, value: 9,
      dice: [{ face: 9, value: 5, symbol: "cavalry", ability: "cavalry", counted: 7 }, { face: 4, value: 2, symbol: "elephant", ability: "elephant", counted: 0, hitCancels: 1 }],
      modifiers: [
        { source: "steel-weapons", value: 2 }, { source: "great-wall", value: -2 }, { source: "great-warlord", value: 2 },
        { source: "emperor", value: 2 }, { source: "tactics", value: -2, card: "hero-general-2" },
      ],
    };
    const roll = explainRoll(e, "en");
    expect(roll.rolled).toBe(7);
    expect(partsText(roll.parts)).toBe("Cavalry +2 · Elephant −2 · Steel Weapons +2 · Great Wall −2 · Great Warlord +2 · Emperor +2 · High Morale −2");
    expect(partsText(explainRoll(e, "ru").parts)).toBe("Конница +2 · Боевой слон −2 · Стальное оружие +2 · Великая стена −2 · Великий военачальник +2 · Император +2 · Высокий боевой дух −2");
  });
});
