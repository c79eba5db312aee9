import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { GameEvent, Move } from "../../../engine/core/types.ts";
import { ADVANCES } from "../../../engine/games/clash-of-cultures/data/index.ts";
import { clashOfCultures as game } from "../../../engine/games/clash-of-cultures/index.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import { messageArguments } from "../../../engine/core/text.ts";
import { I18n, LANGS } from "../../../client/src/i18n/index.ts";
import { call, type Animation } from "../../../client/src/anim/queue.ts";
import { cocAnimations, newAnimState, type BoardFx } from "../../../client/src/games/clash-of-cultures/anim.ts";
import { actionCardName, describeCocEvent, LOG_TEMPLATES } from "../../../client/src/games/clash-of-cultures/eventLog.ts";
import { redactEvent } from "../../../engine/core/events.ts";
import { play, scenario } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { CLASH_CATALOG } from "../../../client/src/games/clash-of-cultures/text/catalog.ts";

const ENGINE = "engine/games/clash-of-cultures";

/** Every event type the engine can emit, read from its sources (`type: "Name"`, also in ternaries). */
function engineEventTypes(): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) { if (f !== "testing" && f !== "data") walk(p); continue; }
      if (!p.endsWith(".ts")) continue;
      for (const m of readFileSync(p, "utf8").matchAll(/type: ([^,{}]*?)"([A-Z][A-Za-z]+)"(?: : "([A-Z][A-Za-z]+)")?/g)) {
        out.add(m[2]);
        if (m[3]) out.add(m[3]);
      }
    }
  };
  walk(ENGINE);
  return out;
}

/** First real event of each type from bot games (seat 0's view of the events). */
function sampleEvents(): Map<string, { e: GameEvent; by: number }> {
  const out = new Map<string, { e: GameEvent; by: number }>();
  for (const [players, seed, expansion] of [[2, "log-a", false], [4, "log-b", false], [3, "log-c", true]] as const) {
    let s = game.setup({ players, options: game.optionsSchema.parse({ expansion }), seed } as never) as CocState;
    const bots = Array.from({ length: players }, (_, i) => game.bots!.heuristic!(`${seed}-${i}`));
    for (let i = 0; i < 500 && !s.finished; i++) {
      const p = game.pending(s)[0];
      if (!p || typeof p.seat !== "number") break;
      const r = game.apply(s, p.seat, bots[p.seat].choose(s, p.seat) as Move) as { state: CocState; events: GameEvent[] };
      for (const e of r.events) {
        const seen = e.visibleTo && !(e.visibleTo as number[]).includes(0) ? (e.redacted as GameEvent) ?? e : e;
        if (!out.has(seen.type)) out.set(seen.type, { e: seen, by: p.seat });
      }
      s = r.state;
    }
  }
  return out;
}

const placeholders = messageArguments;

describe("Clash of Cultures event log", () => {
  for (const lang of LANGS) I18n.addCatalog(lang, CLASH_CATALOG[lang]);
  const ctx = (lang: "en" | "ru") => ({ i18n: new I18n(lang), seatName: (s: number | null) => (s === null ? "—" : ["Ann", "Bob", "Cid", "Dee"][s]), unitType: () => "infantry" });

  it("has an English and a Russian line for every event type the engine emits", () => {
    const types = engineEventTypes();
    expect(types.size).toBeGreaterThan(90);
    const missing = [...types].filter((t) => !LOG_TEMPLATES[t]);
    expect(missing).toEqual([]);
    for (const [key, [en, ru]] of Object.entries(LOG_TEMPLATES)) {
      expect(ru, key).not.toBe("");
      expect(placeholders(ru), key).toEqual(placeholders(en));
    }
  });

  it("fills every placeholder of real events, in both languages", () => {
    const samples = sampleEvents();
    expect(samples.size).toBeGreaterThan(30);
    for (const [type, { e, by }] of samples) {
      for (const lang of ["en", "ru"] as const) {
        const line = describeCocEvent(e, by, ctx(lang));
        expect(line, `${type} ${lang}`).toBeTruthy();
        expect(line, `${type} ${lang}: ${line}`).not.toMatch(/\{\w+\}|undefined|NaN|\[object/);
      }
    }
  });

  it("names things from the game data", () => {
    const storage = ADVANCES.find((a) => a.id === "storage")!.name;
    expect(describeCocEvent({ type: "AdvanceGained", seat: 1, advance: "storage" }, 1, ctx("ru"))).toBe(`Bob получает достижение «${storage.ru}»`);
    expect(describeCocEvent({ type: "AdvanceGained", seat: 1, advance: "storage" }, 1, ctx("en"))).toBe(`Bob gains the advance ${storage.en}`);
    expect(describeCocEvent({ type: "BuildingBuilt", seat: 0, hex: "3,0", building: "temple" }, 0, ctx("en"))).toBe("Ann builds a Temple in D2");
    expect(describeCocEvent({ type: "BuildingBuilt", seat: 0, hex: "3,0", building: "temple" }, 0, ctx("ru"))).toBe("Ann строит «Храм» в D2");
    expect(describeCocEvent({ type: "BattleEnded", hex: "3,0", winner: null }, 0, ctx("en"))).toBe("The battle at D2 ends without a winner");
    expect(describeCocEvent({ type: "CardDrawn", seat: 1, deck: "objective" }, 1, ctx("ru"))).toBe("Bob берёт карту цели");
    expect(describeCocEvent({ type: "Gained", seat: 0, amounts: { food: 2, gold: 1 } }, 0, ctx("en"))).toBe("Ann gains food ×2, gold ×1");
    expect(describeCocEvent({ type: "Gained", seat: 0, amounts: { ore: 1 }, lost: { food: 1 } }, 0, ctx("en"))).toBe("Ann gains ore ×1; food ×1 over the limit is lost");
    expect(describeCocEvent({ type: "Gained", seat: 0, amounts: {}, lost: { food: 2 } }, 0, ctx("en"))).toBe("Ann gains nothing; food ×2 over the limit is lost");
    expect(describeCocEvent({ type: "NoSuchEvent" }, 0, ctx("en"))).toBeNull();
  });

  it("tells the two traders which cards changed hands in a swap, and everyone else only how many (issue #16)", () => {
    const s = scenario({ players: 3, options: { events: "none" }, seats: [{ actionCards: ["spy-1"] }, { actionCards: ["militia-1"] }, { actionCards: [] }] });
    const offer = play(s, 0, { type: "propose-trade", to: 1, give: {}, get: {}, giveCards: { action: ["spy-1"] }, getCards: { action: 1 } });
    const done = play(offer.state, 1, { type: "answer-trade", accept: true, cards: { action: ["militia-1"] } });
    const executed = done.events.find((e) => e.type === "TradeExecuted")!;
    const spy = actionCardName("en", "spy-1"), militia = actionCardName("en", "militia-1");
    for (const trader of [0, 1]) {
      expect(describeCocEvent(redactEvent(executed, trader)!, 1, ctx("en"))).toBe(`Ann and Bob trade: ${spy} for ${militia}`);
      expect(describeCocEvent(redactEvent(executed, trader)!, 1, ctx("ru"))).toContain(actionCardName("ru", "militia-1"));
    }
    for (const other of [2, null]) {
      const line = describeCocEvent(redactEvent(executed, other)!, 1, ctx("en"))!;
      expect(line).toBe("Ann and Bob trade: 1 card for 1 card");
      expect(line).not.toContain(spy);
    }
  });

  it("tells the two sides of a Spy swap which cards changed hands, and nobody else", () => {
    const swapped: GameEvent = { type: "CardsSwapped", seat: 0, target: 1, kind: "action", gave: "spy-1", took: "militia-1", visibleTo: [0, 1], redacted: { type: "CardsSwapped", seat: 0, target: 1, kind: "action" } };
    expect(describeCocEvent(redactEvent(swapped, 1)!, 0, ctx("en"))).toBe(`Ann swaps cards with Bob: gives ${actionCardName("en", "spy-1")}, takes ${actionCardName("en", "militia-1")}`);
    expect(describeCocEvent(redactEvent(swapped, 2)!, 0, ctx("en"))).toBe("Ann swaps cards with Bob");
  });
});

/** A board that records which effect each event asked for. */
function fakeFx(calls: string[]): BoardFx {
  const rec = (name: string) => (...args: unknown[]): Animation => { calls.push(`${name}${args.length && typeof args[0] === "string" ? `:${args[0]}` : ""}`); return call(() => {}, name); };
  return {
    apply: (e) => { calls.push(`apply:${e.type}`); return call(() => {}); },
    moveUnits: (e, path, kind) => { calls.push(`move:${kind}:${path.join(">")}`); return call(() => {}); },
    flipRegion: rec("flip"), pulse: rec("pulse"), growCity: rec("grow"), lose: rec("lose"), battleStart: rec("battleStart"),
    combatRoll: rec("roll"), combatHits: rec("hits"), battleEnd: rec("battleEnd"), dice: (e, hex) => { calls.push(`dice:${hex}`); return call(() => {}); }, influence: rec("influence"), eventCard: rec("eventCard"),
    cardDraw: (seat, deck, card) => { calls.push(`card:${seat}:${deck}:${card ?? "back"}`); return call(() => {}); },
    tokens: (seat, amounts, from) => { calls.push(`tokens:${seat}:${JSON.stringify(amounts)}:${from?.join("|") ?? ""}`); return call(() => {}); },
    banner: rec("banner"),
    text: { owner: String, units: (t) => t.join(","), seatTurn: String, ageRound: (a, r) => `${a}/${r}`, captured: () => "cap", takenOver: () => "tk", founded: () => "new", barbarians: () => "barb", pirates: () => "pir", unitName: String },
    ownerColor: () => 0,
  };
}

describe("Clash of Cultures event animations", () => {
  it("rolls influence dice at the target city", () => {
    const calls: string[] = [];
    const fx = fakeFx(calls), st = newAnimState();
    for (const e of [
      { type: "InfluenceAttempted", seat: 0, source: "1,1", target: "2,1", building: "temple" },
      { type: "DiceRolled", purpose: "influence", seat: 0, dice: [{ face: 9, value: 5, symbol: "cavalry" }] },
      { type: "CultureInfluenced", seat: 0, source: "1,1", target: "2,1", building: "temple" },
      { type: "DiceRolled", purpose: "encircled", seat: 1, dice: [{ face: 1, value: 1, symbol: "leader" }] },
    ] as GameEvent[]) cocAnimations(e, 0, fx, st);
    expect(calls).toEqual(["dice:2,1", "influence", "apply:CultureInfluenced", "dice:null"]);
  });

  it("moves units along the engine's path and barbarians space by space", () => {
    const calls: string[] = [];
    const fx = fakeFx(calls), st = newAnimState();
    cocAnimations({ type: "UnitMoved", seat: 0, units: [3], from: "1,1", to: "1,3", path: ["1,1", "1,2", "1,3"] }, 0, fx, st);
    cocAnimations({ type: "BarbarianMoved", units: [9], from: "4,4", to: "4,3" }, 1, fx, st);
    expect(calls).toEqual(["move:units:1,1>1,2>1,3", "move:barbarians:4,4>4,3"]);
  });

  it("plays a battle: dice, hits, casualties once, the end", () => {
    const calls: string[] = [];
    const fx = fakeFx(calls), st = newAnimState();
    const batch: GameEvent[] = [
      { type: "BattleStarted", hex: "2,2", attacker: 0, defender: "barbarian" },
      { type: "CombatRoll", hex: "2,2", side: "attacker", owner: 0, dice: [{ face: 7, value: 4, symbol: "cavalry" }], value: 4 },
      { type: "CombatRoll", hex: "2,2", side: "defender", owner: "barbarian", dice: [{ face: 12, value: 6, symbol: "infantry" }], value: 7 },
      { type: "CombatHits", hex: "2,2", attacker: { hits: 0 }, defender: { hits: 1 } },
      { type: "CasualtiesTaken", hex: "2,2", owner: 0, units: [5], unitTypes: ["cavalry"] },
      { type: "UnitRemoved", unit: 5, owner: 0, unitType: "cavalry", hex: "2,2", reason: "hits" },
      { type: "BattleEnded", hex: "2,2", winner: "barbarian" },
    ];
    for (const e of batch) cocAnimations(e, 0, fx, st);
    expect(calls).toEqual([
      "battleStart", "roll", "roll", "hits", "lose:2,2", "apply:CasualtiesTaken", "apply:UnitRemoved", "battleEnd",
    ]);
  });

  it("shows cities founded and captured, regions explored, event cards, cards and resources", () => {
    const calls: string[] = [];
    const fx = fakeFx(calls), st = newAnimState();
    const batch: GameEvent[] = [
      { type: "UnitRemoved", unit: 2, owner: 0, unitType: "settler", hex: "4,1", reason: "found-city" },
      { type: "CityFounded", seat: 0, hex: "4,1", settler: 2 },
      { type: "RegionExplored", region: 3, hexes: [] },
      { type: "EventCardRevealed", seat: 1, card: "famine-1", symbol: "barbarians-move" },
      { type: "CardDrawn", seat: 0, deck: "action", card: "spy-1" },
      { type: "CardDrawn", seat: 1, deck: "action" },
      { type: "ResourcesCollected", seat: 0, city: "4,1", take: [{ hex: "4,1", kind: "food" }, { hex: "4,2", kind: "wood" }] },
      { type: "Gained", seat: 0, amounts: { food: 1, wood: 1 }, reason: "collect" },
      { type: "Gained", seat: 0, amounts: { mood: 1 }, reason: "advance:storage" },
      { type: "CityCaptured", hex: "5,5", from: 1, to: 0 },
    ];
    for (const e of batch) cocAnimations(e, 0, fx, st);
    expect(calls).toEqual([
      "apply:UnitRemoved", "apply:CityFounded", "grow:4,1", "pulse:4,1", "flip", "eventCard",
      "card:0:action:spy-1", "card:1:action:back",
      'tokens:0:{"food":1,"wood":1}:4,1|4,2', 'tokens:0:{"mood":1}:',
      "apply:CityCaptured", "pulse:5,5",
    ]);
  });

  it("patches the board for every board-changing event", () => {
    const changing = ["UnitPlaced", "UnitRemoved", "CasualtiesTaken", "CityFounded", "BarbariansSpawned", "BuildingBuilt", "WonderBuilt",
      "CultureInfluenced", "CityMoodChanged", "HappinessIncreased", "CityCaptured", "CityTakenOver", "CityDestroyed", "CityRazed",
      "CityPieceDestroyed", "WonderDestroyed", "LandExhausted", "UnitRelocated", "BattleRetreat", "UnitsWithdrawn", "BuildingReplaced",
      "UnitsConverted", "UnitsTransformed"];
    for (const type of changing) {
      const calls: string[] = [];
      cocAnimations({ type, hex: "1,1", from: "1,1", to: "1,2", unit: { id: 1, owner: 0, type: "infantry", hex: "1,1" }, units: [1] } as GameEvent, 0, fakeFx(calls), newAnimState());
      expect(calls.some((c) => c.startsWith("apply:") || c.startsWith("move:")), type).toBe(true);
    }
  });
});
