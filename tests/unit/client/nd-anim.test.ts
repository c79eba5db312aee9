/** A New Dawn's renderer without Phaser: which effect each engine event gets, what it changes on the board's copy of the view, its log line. */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../engine/core/types.ts";
import { newDawn } from "../../../engine/games/new-dawn/index.ts";
import { ndAnimations, type AnimText } from "../../../client/src/games/new-dawn/anim.ts";
import type { BoardFx, PanelFx } from "../../../client/src/games/new-dawn/contract.ts";
import { patchView } from "../../../client/src/games/new-dawn/board/patch.ts";
import type { Animation } from "../../../client/src/anim/queue.ts";
import { describeNdEvent } from "../../../client/src/games/new-dawn/eventLog.ts";
import { ND_CATALOG } from "../../../client/src/games/new-dawn/text/catalog.ts";
import { I18n } from "../../../client/src/i18n/index.ts";

/** Fakes that name each effect with its arguments. */
const named = (label: string): Animation => ({ durationMs: 1, label });
const board: BoardFx = {
  apply: (e) => named(`apply:${e.type}`),
  pulse: (space, _c, text) => named(`pulse:${space}:${text ?? ""}`),
  moveBarbarian: (l, from, to) => named(`barbarian:${l}:${from}->${to}`),
  moveCaravan: (seat, i, from, to) => named(`caravan:${seat}:${i}:${from}->${to}`),
  attackRoll: (target, a, d) => named(`roll:${target}:${a.die}+${a.parts.map((p) => p.value).join("+")}=${a.total}:${d.die}+${d.parts.map((p) => p.value).join("+")}=${d.total}`),
  attackResult: (target, a, d, won) => named(`result:${target}:${a}:${d}:${won}`),
  directionDie: (face, dir) => named(`die:${face}:${dir}`),
  clearLingering: () => named("clear"),
  cardDraw: (seat, title) => named(`card:${seat}:${title}`),
  banner: (text) => named(`banner:${text}`),
};
const panels: PanelFx = {
  refreshCard: (seat, card) => named(`refresh:${seat}:${card}`),
  replaceCard: (seat, slot, card) => named(`replace:${seat}:${slot}:${card}`),
  playCard: (seat, slot) => named(`play:${seat}:${slot}`),
  turnTechDial: (seat, pos) => named(`tech:${seat}:${pos}`),
  turnEventDial: (d) => named(`event:${d}`),
  tradeTokens: (seat, card, delta) => named(`trade:${seat}:${card}:${delta}`),
};
const text: AnimText = {
  seatName: (s) => `P${s}`, seatColor: () => 0, turn: (s) => `turn P${s}`, token: () => "token", city: () => "city", reinforced: () => "reinforced",
  event: (s) => `event ${s}`, diplomacy: () => "diplomacy", wonderBuilt: () => "wonder", named: (_k, id) => id,
  attack: (e) => ({
    attacker: { name: "a", color: 0, die: Number(e.attackDie), parts: [{ name: "slot", value: Number(e.attack) - Number(e.attackDie) }], total: Number(e.attack) },
    defender: { name: "d", color: 0, die: Number(e.defenseDie), parts: [{ name: "def", value: Number(e.defense) - Number(e.defenseDie) }], total: Number(e.defense) },
  }),
  result: (a, d, won) => `${a}:${d}:${won}`, repelled: () => "repelled", plundered: () => "plundered", devastated: () => "devastated",
  objective: (s, o) => `${s}:${o}`,
};
const labels = (e: GameEvent) => ndAnimations(e, board, panels, text).map((a) => a.label);

describe("New Dawn animations", () => {
  it("rolls both dice and builds the sums, then shows who won", () => {
    expect(labels({ type: "AttackRolled", seat: 0, target: "4,-3", targetKind: "control-token", defender: 1, attackDie: 6, defenseDie: 1, attack: 11, defense: 6, attackBonus: 0, defenseBonus: 0 }))
      .toEqual(["apply:AttackRolled", "roll:4,-3:6+5=11:1+5=6"]);
    expect(labels({ type: "AttackResolved", seat: 0, target: "4,-3", attack: 11, defense: 6, won: true })).toEqual(["apply:AttackResolved", "result:4,-3:11:6:true"]);
  });

  it("slides the row, turns the dials and flips an upgraded card", () => {
    expect(labels({ type: "CardPlayed", seat: 1, card: "masonry", slot: 4 })).toEqual(["apply:CardPlayed", "play:1:4"]);
    expect(labels({ type: "CardRefreshed", seat: 1, card: "masonry" })).toEqual(["apply:CardRefreshed", "refresh:1:masonry"]);
    expect(labels({ type: "TechDialAdvanced", seat: 0, spaces: 5, position: 5 })).toEqual(["apply:TechDialAdvanced", "tech:0:5"]);
    expect(labels({ type: "FocusCardReplaced", seat: 0, slot: 1, old: "astrology", card: "mathematics" })).toEqual(["apply:FocusCardReplaced", "replace:0:1:mathematics"]);
    expect(labels({ type: "EventDialAdvanced", division: 2, symbol: "barbarian-movement" })).toEqual(["apply:EventDialAdvanced", "event:2", "banner:event barbarian-movement"]);
    expect(labels({ type: "EventDialAdvanced", division: 1, symbol: null })).toEqual(["apply:EventDialAdvanced", "event:1", "banner:event null"]);
  });

  it("moves barbarians and caravans before the board takes their new places", () => {
    expect(labels({ type: "BarbarianSpawned", letter: "A", space: "0,1" })).toEqual(["barbarian:A:null->0,1", "apply:BarbarianSpawned"]);
    expect(labels({ type: "BarbariansMove", die: 4, direction: 1 })).toEqual(["apply:BarbariansMove", "die:4:1"]);
    expect(labels({ type: "BarbarianMoved", letter: "B", from: "-3,3", to: "-2,2" })).toEqual(["barbarian:B:-3,3->-2,2", "apply:BarbarianMoved"]);
    expect(labels({ type: "CaravanMoved", seat: 1, caravan: 0, from: null, to: "2,1" })).toEqual(["caravan:1:0:null->2,1", "apply:CaravanMoved"]);
  });

  it("draws diplomacy and wonder cards, face up only when the card is known", () => {
    expect(labels({ type: "DiplomacyCardTaken", seat: 0, cityState: "brussels" })).toEqual(["apply:DiplomacyCardTaken", "card:0:brussels"]);
    expect(labels({ type: "DiplomacyCardTaken", seat: 0, rival: 1 })).toEqual(["apply:DiplomacyCardTaken", "card:0:null"]);
    expect(labels({ type: "WonderBuilt", seat: 1, wonder: "colossus", production: 7 })).toEqual(["apply:WonderBuilt", "card:1:colossus"]);
  });
});

describe("New Dawn board patches", () => {
  const v0 = newDawn.view(newDawn.setup({ players: 2, seed: "patch", options: newDawn.optionsSchema.parse({}) }), 0);
  const land = Object.values(v0.spaces).find((sp) => sp.terrain === "grassland" && !sp.city && !sp.cityState && !sp.token)!.id;

  it("places, reinforces and removes control tokens and cities, sharing what did not change", () => {
    const placed = patchView(v0, { type: "ControlTokenPlaced", seat: 1, space: land, reinforced: false });
    expect(placed.spaces[land].token).toEqual({ owner: 1, reinforced: false });
    expect(v0.spaces[land].token).toBeNull();
    const other = Object.keys(v0.spaces).find((id) => id !== land)!;
    expect(placed.spaces[other]).toBe(v0.spaces[other]);
    expect(patchView(placed, { type: "ControlTokenReinforced", seat: 1, space: land }).spaces[land].token).toEqual({ owner: 1, reinforced: true });
    expect(patchView(placed, { type: "ControlTokenRemoved", seat: 1, space: land }).spaces[land].token).toBeNull();
    expect(patchView(v0, { type: "CityBuilt", seat: 0, space: land }).spaces[land].city).toEqual({ owner: 0, capital: false });
  });

  it("moves and removes barbarians, moves caravans; other events change nothing", () => {
    expect(patchView(v0, { type: "BarbarianMoved", letter: "A", from: v0.barbarians.A, to: land }).barbarians.A).toBe(land);
    expect(patchView(v0, { type: "BarbariansDefeated", seat: 0, space: v0.barbarians.A, letters: ["A"] }).barbarians.A).toBeUndefined();
    expect(patchView(v0, { type: "CaravanMoved", seat: 1, caravan: 0, from: null, to: land }).players[1].caravans).toEqual([land]);
    expect(patchView(v0, { type: "TurnStarted", seat: 0 })).toBe(v0);
  });
});

describe("New Dawn log lines", () => {
  for (const lang of ["en", "ru"] as const) I18n.addCatalog(lang, ND_CATALOG[lang]);
  const v = newDawn.view(newDawn.setup({ players: 2, seed: "log", options: newDawn.optionsSchema.parse({}) }), 0);
  const env = (lang: "en" | "ru") => ({ i18n: new I18n(lang), lang: () => lang, seatName: (s: number) => ["Ann", "Bob"][s], spaces: () => v.spaces });
  const space = Object.values(v.spaces).find((sp) => sp.label !== "water")!;
  const label = `${space.label}/${space.cell}`;

  it("names seats, cards and spaces in the reader's words, with plurals", () => {
    expect(describeNdEvent({ type: "CardPlayed", seat: 0, card: "masonry", slot: 4, trade: 2, effect: true }, 0, env("en"))).toBe("Ann plays Masonry from slot 4 with 2 trade tokens");
    expect(describeNdEvent({ type: "CardPlayed", seat: 1, card: "masonry", slot: 1, trade: 0, effect: false }, 1, env("en"))).toBe("Bob plays Masonry from slot 1 without its effect");
    expect(describeNdEvent({ type: "ControlTokenPlaced", seat: 1, space: space.id, reinforced: false }, 1, env("ru"))).toBe(`Bob ставит жетон контроля на ${label}`);
    expect(describeNdEvent({ type: "TechDialAdvanced", seat: 0, spaces: 3, position: 3 }, 0, env("ru"))).toBe("Ann: диск технологий продвигается на 3 деления, теперь 3");
    expect(describeNdEvent({ type: "AttackResolved", seat: 0, target: space.id, attack: 11, defense: 6, won: true }, 0, env("en"))).toBe(`Ann wins on ${label}, 11 to 6`);
  });

  it("gives bookkeeping events no line and the event dial's symbol a name", () => {
    expect(describeNdEvent({ type: "TurnEnded", seat: 0 }, 0, env("en"))).toBe("");
    expect(describeNdEvent({ type: "EventDialAdvanced", division: 2, symbol: "barbarian-movement" }, null, env("ru"))).toBe("Диск событий поворачивается: Перемещение варваров");
    expect(describeNdEvent({ type: "EventDialAdvanced", division: 1, symbol: null }, null, env("en"))).toBe("The event dial turns: nothing happens");
  });
});
