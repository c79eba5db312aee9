import { describe, expect, it } from "vitest";
import type { Move } from "../../../engine/core/types.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { scenario } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { view as viewOf } from "../../../engine/games/clash-of-cultures/view.ts";
import { I18n, LANGS } from "../../../client/src/i18n/index.ts";
import { confirmationOf } from "../../../client/src/games/clash-of-cultures/panels/confirmations.ts";
import { CLASH_CATALOG } from "../../../client/src/games/clash-of-cultures/text/catalog.ts";

for (const lang of LANGS) I18n.addCatalog(lang, CLASH_CATALOG[lang]);

const ask = (s: CocState, move: Move, lang: "en" | "ru" = "en") =>
  confirmationOf({ view: viewOf(s, 0), seat: 0, i18n: new I18n(lang), seatName: (x) => ["Ann", "Bob"][x] }, move);
const legal = (s: CocState, type: string) => coc.legalMoves(s, 0).filter((m) => m.type === type);

describe("Clash confirmations before irreversible or costly moves (issue #16)", () => {
  it("asks before founding a city, naming the space", () => {
    const s = scenario({ players: 2, options: { events: "none" }, units: [{ owner: 0, type: "settler", hex: "2,2" }] });
    const found = legal(s, "found-city");
    expect(found.length).toBe(1);
    const q = ask(s, found[0])!;
    expect(q.title).toBe("Found a city at C4?");
    expect(ask(s, found[0], "ru")!.title).toBe("Основать город в C4?");
  });

  it("asks before razing a city in the status phase, and says when it is the only one; not before keeping it", () => {
    const s = scenario({ players: 2, cities: [{ hex: "3,0", owner: 0, mood: "angry" }, { hex: "3,5", owner: 1 }] });
    s.stack.push({ kind: "raze-city", seat: 0 });
    const raze = legal(s, "raze-city");
    expect(raze).toContainEqual({ type: "raze-city", hex: "3,0" });
    const q = ask(s, { type: "raze-city", hex: "3,0" })!;
    expect(q.danger).toBe(true);
    expect(q.lines).toContain("It is your only city.");
    expect(ask(s, { type: "raze-city", hex: null })).toBeNull();
  });

  it("asks before playing an action card, with its culture cost", () => {
    const s = scenario({ players: 2, options: { events: "none" }, seats: [{ actionCards: ["spy-1"], cultureTokens: 2 }, { actionCards: ["militia-1"] }] });
    const plays = legal(s, "play-card-action");
    expect(plays).toEqual([{ type: "play-card-action", card: "spy-1" }]);
    const q = ask(s, plays[0])!;
    expect(q.title).toBe("Play Spy?");
    expect(q.lines).toContain("It costs 1 Culture.");
  });

  it("asks before a trade that gives without asking anything back, not before a swap", () => {
    const s = scenario({ players: 2, options: { events: "none" }, seats: [{ resources: { food: 2 }, actionCards: ["spy-1"] }, { resources: { wood: 1 } }] });
    const gift = ask(s, { type: "propose-trade", to: 1, give: { food: 2 }, get: {}, giveCards: { action: ["spy-1"] } })!;
    expect(gift.title).toBe("Give 2 Food, 1 card to Bob for nothing?");
    expect(gift.danger).toBe(true);
    expect(ask(s, { type: "propose-trade", to: 1, give: { food: 1 }, get: { wood: 1 } })).toBeNull();
    expect(ask(s, { type: "propose-trade", to: 1, give: { food: 1 }, get: {}, getCards: { action: 1 } })).toBeNull();
  });

  /** Seat 0's city at 3,0 activated once this turn. */
  const activatedOnce = (mood: "happy" | "neutral" | "angry") => {
    const s = scenario({
      players: 2, options: { events: "none" },
      cities: [{ hex: "3,0", owner: 0, mood, buildings: { temple: 0 } }, { hex: "3,5", owner: 1 }],
      turn: { seat: 0, actionsLeft: 2 },
    });
    s.turn!.activations["3,0"] = 1;
    return s;
  };

  it("warns that a second activation of a city lowers its mood, naming the mood it gets", () => {
    const neutral = activatedOnce("neutral");
    const collect = legal(neutral, "collect")[0];
    expect(collect).toBeDefined();
    const q = ask(neutral, collect)!;
    expect(q.title).toBe("Activate the city at D2 a second time this turn?");
    expect(q.lines[0]).toMatch(/lowers its mood to Angry/);
    expect(ask(activatedOnce("happy"), collect)!.lines[0]).toMatch(/to Neutral/);
  });

  it("does not ask about a first activation, an ordinary action, or an Angry city's last activation", () => {
    const fresh = scenario({ players: 2, options: { events: "none" }, cities: [{ hex: "3,0", owner: 0, buildings: { temple: 0 } }, { hex: "3,5", owner: 1 }] });
    expect(ask(fresh, legal(fresh, "collect")[0])).toBeNull();
    expect(ask(fresh, legal(fresh, "advance")[0])).toBeNull();
    expect(ask(fresh, { type: "end-turn" })).toBeNull();
    const angry = activatedOnce("angry");
    expect(ask(angry, { type: "collect", city: "3,0", take: [] })).toBeNull();
  });
});
