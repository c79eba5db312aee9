/**
 * [EXP] Main effects of the 20 Civilizations-expansion event cards (content catalog §6.3 #39-58; the seed
 * does not print their texts, it only says they work like the base cards, L1413) and the four expansion
 * great persons (catalog §6.4: Great Architect, Athlete, Diplomat, Seer). Card texts are in
 * data/event-cards.ts; decisions the sources leave open are listed in docs/rules/clash-of-cultures.md
 * ("Civilizations expansion: events and objectives"). The cards are only in the deck with `expansion: true`
 * (setup.ts), so nothing here runs in a base game; the lasting effects live in `state.events`.
 */
import { z } from "zod";
import type { Prompt, Seat, Text } from "../../../core/types.ts";
import {
  BUILDINGS, GREAT_PERSONS, STACK_LIMIT, fixedCost, type BuildingId, type Cost, type LeaderId, type PayableKind, type WonderId,
} from "../data/index.ts";
import { activateCity } from "../base/activation.ts";
import { defineNoEventCubeRule } from "../base/gain-advance.ts";
import { boardNeighbors } from "../base/board.ts";
import { allAdvances, eventCardDef, wonderDef } from "../base/catalog.ts";
import { onBattleStart, type BattleFrame } from "../combat/core.ts";
import { discardCard, drawFrom, drawToHand, onHandDraw } from "../base/decks.ts";
import {
  ask, cityLabel, clockwiseFrom, defineCardEffect, defineChoice, defineTask, eventsState, gainEventVp, lowerableCityHexes,
  onGreatPersonTaken, queue, seatLabel, type Task,
} from "../base/event-core.ts";
import { defineGreatPersonRule } from "./great-persons.ts";
import { check, defineFrame, defineMove, emit, fail, fireHook, onHook, pop, push, type Ctx } from "../base/flow.ts";
import { hexSchema, paymentSchema } from "../base/schemas.ts";
import type { BattleReport } from "../cards/objective-checks.ts";
import { citiesOf, has, player, unitDef, unitsOf } from "../base/queries.ts";
import { effectiveCost, enforceLimits, gain, pay, suggestPayment } from "../base/resources.ts";
import type { City, CocState, Frame, HexKey, Payment } from "../base/state.ts";
import { defineTurnMoves } from "../turn/turn.ts";
import { addUnit, removeUnit } from "../base/units.ts";
import { leaderUnit } from "../rules/civ-queries.ts";
import { drawWonderCard, onWonderDraw, wonderSiteBlocker } from "../wonders/wonders.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { peek } from "../../../kit/peek.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("events/expansion-effects");

const num = (v: unknown) => Number(v ?? 0);
const TOKENS = ["mood", "culture"] as const;
type Token = (typeof TOKENS)[number];

function tokensOf(s: CocState, seat: Seat): Record<Token, number> {
  const p = player(s, seat);
  return { mood: p.moodTokens, culture: p.cultureTokens };
}

/** Roads, Navigation or Trade Routes make the plagues worse (Black Death, like Epidemics). */
function connected(s: CocState, seat: Seat): boolean {
  const p = player(s, seat);
  return has(p, "roads") || has(p, "navigation") || has(p, "trade-routes");
}

/** The seat's cities holding at least one of `buildings` (whoever's colour the figure has). */
function citiesWith(s: CocState, seat: Seat, buildings: readonly BuildingId[]): number {
  return citiesOf(s, seat).filter((c) => buildings.some((b) => c.buildings[b] !== undefined)).length;
}

function otherSeats(s: CocState, seat: Seat): Seat[] {
  return clockwiseFrom(s, seat).slice(1);
}

// ---- 39 Uprising ----------------------------------------------------------------------------------

defineCardEffect(rules, "uprising", (_s, card, seats) => seats.map((seat): Task => ({
  op: "uprising", seat, paid: 0, min: num(card.params.minTokens), max: num(card.params.maxTokens), vp: num(card.params.vpPerToken), reason: card.id,
})));

/** Pay mood and/or culture tokens one at a time: at least `min` when you have any, at most `max`; VP per token. */
defineTask(rules, "uprising", (ctx, t) => {
  const paid = num(t.paid);
  if (paid >= num(t.max)) return;
  const have = tokensOf(ctx.s, t.seat);
  const options = TOKENS.filter((k) => have[k] > 0);
  if (!options.length) {
    if (!paid) emit(ctx, { type: "EventNoEffect", seat: t.seat, card: t.reason });
    return;
  }
  ask(ctx, t.seat, "uprising-token", [...options], { ...t }, { optional: paid >= num(t.min), always: true });
});

defineChoice(rules, "uprising-token", {
  label: (_s, f) => (text("coc.event.uprising", { vp: num(f.data.vp), paid: num(f.data.paid), max: num(f.data.max) })),
  optionLabel: (_s, _f, v) => (text(`coc.token.${v}`)),
  resolve(ctx, seat, value, data) {
    if (value === null) return;
    const k = String(value) as Token;
    pay(ctx, player(ctx.s, seat), fixedCost({ [k]: 1 }, false), { [k]: 1 }, "uprising");
    gainEventVp(ctx, seat, num(data.vp), String(data.reason));
    queue(ctx, { ...(data as Task), seat, paid: num(data.paid) + 1 });
  },
});

// ---- 40 Envoy -------------------------------------------------------------------------------------

defineCardEffect(rules, "envoy", (_s, card, seats) => seats.flatMap((seat): Task[] => [
  { op: "gain", seat, amounts: { ideas: num(card.params.ideas), culture: num(card.params.culture) }, reason: card.id },
  { op: "envoy-other", seat, culture: num(card.params.cultureToOther), reason: card.id },
  { op: "envoy-wonder", seat, reason: card.id },
]));

defineTask(rules, "envoy-other", (ctx, t) => ask(ctx, t.seat, "envoy-other", otherSeats(ctx.s, t.seat), { ...t }));

defineChoice(rules, "envoy-other", {
  label: () => (text("coc.event.envoyOther")),
  optionLabel: (_s, _f, v) => seatLabel(Number(v)),
  resolve(ctx, _seat, value, data) {
    gain(ctx, player(ctx.s, Number(value)), { culture: num(data.culture) }, String(data.reason));
  },
});

/** The top wonder card is turned face up ("Meeting of Ambassadors" reveals wonder cards, L1835, L1896). */
defineTask(rules, "envoy-wonder", (ctx, t) => {
  const card = drawFrom(ctx, "wonder") as WonderId | null;
  if (!card) {
    emit(ctx, { type: "WonderDeckEmpty", seat: t.seat, reason: t.reason });
    return;
  }
  (eventsState(ctx.s).publicWonders ??= []).push(card);
  emit(ctx, { type: "WonderRevealed", card, reason: t.reason });
});

/** The face-up wonder cards (Envoy) anyone may take instead of drawing a wonder card. */
export function publicWonders(s: CocState): WonderId[] {
  return s.events?.publicWonders ?? [];
}

/** Takes a face-up wonder card into `seat`'s hand (for the leaders' "wonder expert" abilities too). */
export function takePublicWonder(ctx: Ctx, seat: Seat, card: WonderId) {
  const pub = eventsState(ctx.s).publicWonders ?? [];
  const i = pub.indexOf(card);
  if (i < 0) fail(text("coc.err.notFaceUpWonder", { wonder: card }));
  pub.splice(i, 1);
  player(ctx.s, seat).wonderCards.push(card);
  emit(ctx, { type: "WonderCardTaken", seat, card, from: "public" });
}

// Whoever next draws a wonder card may take a face-up one instead (catalog §6.3 #40).
onWonderDraw(rules, (ctx, seat) => {
  // Only looked at: on plain data (engine/kit/peek.ts).
  const s = peek(ctx.s);
  const pub = publicWonders(s);
  // Open wonders variant: face-up cards are built from the table, never taken into a hand (variants.ts).
  if (!pub.length || s.options.openWonders === true) return false;
  ask(ctx, seat, "envoy-take-wonder", [...pub, ...(s.decks.wonder.length ? ["deck"] : [])]);
  return true;
});

defineChoice(rules, "envoy-take-wonder", {
  label: () => (text("coc.event.envoyWonder")),
  optionLabel: (_s, _f, v) => v === "deck"
    ? text("coc.event.drawWonder")
    : text(`coc.wonder.${v}`),
  resolve(ctx, seat, value) {
    if (value === "deck") drawWonderCard(ctx, seat, false);
    else takePublicWonder(ctx, seat, String(value) as WonderId);
  },
});

// ---- 41 Solar Eclipse -------------------------------------------------------------------------------

defineCardEffect(rules, "solar-eclipse", (_s, card, seats) => seats.map((seat): Task => ({ op: "solar-eclipse", seat, vp: num(card.params.vp), reason: card.id })));

defineTask(rules, "solar-eclipse", (ctx) => {
  eventsState(ctx.s).solarEclipse = true;
  emit(ctx, { type: "LastingEffect", effect: "solar-eclipse" });
});

const ECLIPSE_VP = 1;

/** Whether the defenders of a battle that starts on `f.hex` can fight a round: army units, or a fortress. */
function defended(s: CocState, f: BattleFrame): boolean {
  const attacker = f.sides[0].owner;
  const city = s.cities[f.hex];
  if (city && city.owner !== attacker && city.buildings.fortress !== undefined) return true;
  for (const id in s.units) {
    const u = s.units[id];
    if (u.hex === f.hex && u.owner !== attacker && u.carriedBy === null && u.type !== "settler" && u.type !== "ship") return true;
  }
  return false;
}

// The next land battle with a combat round lasts only that round (combat/battle.ts ends it, the attackers withdraw).
onBattleStart(rules, (ctx, f) => {
  const e = ctx.s.events;
  if (!e?.solarEclipse || f.battle !== "land" || !defended(ctx.s, f)) return;
  e.solarEclipse = false;
  e.eclipseBattle = f.hex;
  f.eclipse = true;
  emit(ctx, { type: "SolarEclipseBattle", hex: f.hex });
});

// Its winner scores 1 VP; with no winner, the defender.
onHook(rules, "battle-ended", (ctx, b: BattleReport) => {
  const e = ctx.s.events;
  if (!e?.eclipseBattle || e.eclipseBattle !== b.hex || b.kind !== "land") return;
  e.eclipseBattle = null;
  const to = b.winner ?? b.defender;
  if (typeof to === "number") gainEventVp(ctx, to, ECLIPSE_VP, "solar-eclipse");
}, {
  requires: "expansion",
  when: (s, b: BattleReport) => {
    const e = peek(s).events;
    return !!e?.eclipseBattle && e.eclipseBattle === b.hex && b.kind === "land";
  },
});

// ---- 42 Trojan Horse --------------------------------------------------------------------------------

const TROJAN: { cost: Cost; vp: number } = { cost: fixedCost({ wood: 1, culture: 1 }), vp: 1 };

defineCardEffect(rules, "trojan-horse", (_s, card, seats) => seats.map((seat): Task => ({ op: "trojan-horse", seat, reason: card.id })));

defineTask(rules, "trojan-horse", (ctx) => {
  eventsState(ctx.s).trojanHorse = true;
  emit(ctx, { type: "LastingEffect", effect: "trojan-horse" });
});

function trojanPayment(s: CocState, seat: Seat): Payment | null {
  return suggestPayment(player(s, seat), effectiveCost(s, seat, TROJAN.cost));
}

// A player attacking a defended city of someone else in a land battle may use it (once in the game).
onBattleStart(rules, (ctx, f) => {
  const s = ctx.s;
  const attacker = f.sides[0].owner;
  if (!s.events?.trojanHorse || f.battle !== "land" || typeof attacker !== "number") return;
  const city = s.cities[f.hex];
  if (!city || city.owner === attacker || !defended(s, f) || !trojanPayment(s, attacker)) return;
  ask(ctx, attacker, "trojan-horse", ["yes", "no"], { hex: f.hex }, { always: true });
});

defineChoice(rules, "trojan-horse", {
  label: (_s, f) => (text("coc.event.trojanHorse", { hex: String(f.data.hex) })),
  resolve(ctx, seat, value, data) {
    if (value !== "yes") return;
    const s = ctx.s;
    const battle = [...s.stack].reverse().find((x) => x.kind === "battle") as BattleFrame | undefined;
    if (!battle || battle.hex !== data.hex || !s.events?.trojanHorse) return;
    const payment = trojanPayment(s, seat);
    check(payment, text("coc.err.cannotPayTrojanHorse"));
    pay(ctx, player(s, seat), TROJAN.cost, payment, "trojan-horse");
    s.events.trojanHorse = false;
    battle.trojan = true;
    gainEventVp(ctx, seat, TROJAN.vp, "trojan-horse");
    emit(ctx, { type: "TrojanHorseUsed", seat, hex: battle.hex });
  },
});

// ---- 43 Guillotine ----------------------------------------------------------------------------------

defineCardEffect(rules, "guillotine", (_s, card, seats) => seats.map((seat): Task => ({ op: "guillotine", seat, vp: num(card.params.vp), reason: card.id })));

/** Own cities where a leader may be placed (room in the stack limit, which leaders count for). */
function leaderCities(s: CocState, seat: Seat): HexKey[] {
  return citiesOf(s, seat).filter((c) => {
    let n = 0;
    for (const id in s.units) {
      const u = s.units[id];
      if (u.hex === c.hex && u.owner === seat && u.carriedBy === null && unitDef(u.type).countsForStackLimit) n++;
    }
    return n < STACK_LIMIT;
  }).map((c) => c.hex).sort();
}

/**
 * Your leader on the map dies (nobody captures it). Then place one of your remaining leaders for free in one
 * of your cities, or score 2 VP (automatic without a leader card or a city with room); afterwards your
 * remaining leader cards are removed: you can never recruit a leader again.
 */
defineTask(rules, "guillotine", (ctx, t) => {
  const s = ctx.s;
  const p = player(s, t.seat);
  const leader = leaderUnit(s, t.seat);
  if (leader) {
    emit(ctx, { type: "LeaderExecuted", seat: t.seat, leader: p.activeLeader, unit: leader.id });
    removeUnit(ctx, leader.id, String(t.reason));
  }
  // civilizations/leaders.ts clears `activeLeader` when the figure is removed (the card leaves the game: no one captured it).
  const cities = leaderCities(s, t.seat);
  const options = cities.length ? [...p.leaders.flatMap((l) => cities.map((hex) => `${l}@${hex}`)), "vp"] : ["vp"];
  ask(ctx, t.seat, "guillotine", options, { vp: t.vp, reason: t.reason });
});

defineChoice(rules, "guillotine", {
  label: () => (text("coc.event.guillotine")),
  optionLabel: (s, _f, v) => {
    if (v === "vp") return text("coc.event.guillotineVp");
    const [leader, hex] = String(v).split("@");
    return text("coc.event.placeLeader", { leader, hex });
  },
  resolve(ctx, seat, value, data) {
    const p = player(ctx.s, seat);
    if (value === "vp") gainEventVp(ctx, seat, num(data.vp), String(data.reason));
    else {
      const [leader, hex] = String(value).split("@") as [LeaderId, HexKey];
      addUnit(ctx, seat, "leader", hex);
      p.activeLeader = leader;
      p.leaders = p.leaders.filter((l) => l !== leader);
      emit(ctx, { type: "LeaderPlaced", seat, leader, hex, reason: data.reason });
    }
    const removed = p.leaders.filter((l) => l !== p.activeLeader);
    // Leader cards in `leaders` are the ones still recruitable (civilizations/leaders.ts): none are left.
    p.leaders = [];
    emit(ctx, { type: "LeaderCardsRemoved", seat, leaders: removed, reason: data.reason });
  },
});

// ---- 44 Anarchy ---------------------------------------------------------------------------------------

const GOVERNMENT_ADVANCES = new Set<string>(allAdvances.filter((a) => a.government).map((a) => a.id));

defineCardEffect(rules, "anarchy", (_s, card, seats) => seats.map((seat): Task => ({ op: "anarchy", seat, vp: num(card.params.vpPerAdvance), reason: card.id })));

/** Loses every government advance of the player board for 1 VP each; civilization advances stay. */
defineTask(rules, "anarchy", (ctx, t) => {
  const p = player(ctx.s, t.seat);
  const lost = p.advances.filter((a) => GOVERNMENT_ADVANCES.has(a));
  if (!lost.length) {
    emit(ctx, { type: "EventNoEffect", seat: t.seat, card: t.reason });
    return;
  }
  p.advances = p.advances.filter((a) => !GOVERNMENT_ADVANCES.has(a));
  emit(ctx, { type: "GovernmentLost", seat: t.seat, advances: lost, reason: t.reason });
  enforceLimits(p);
  gainEventVp(ctx, t.seat, lost.length * num(t.vp), String(t.reason));
  const a = (eventsState(ctx.s).anarchy ??= {});
  a[t.seat] = (a[t.seat] ?? 0) + lost.length;
});

// Each government advance gained later takes no event cube and costs back 1 of those VP, until all are repaid.
defineNoEventCubeRule(rules, (ctx, seat, advance) => {
  // Asked at every advance gained: checked on plain data (engine/kit/peek.ts), the draft read only to write.
  if (!peek(ctx.s).events?.anarchy?.[seat] || !GOVERNMENT_ADVANCES.has(advance)) return false;
  const a = ctx.s.events!.anarchy!;
  a[seat]!--;
  player(ctx.s, seat).eventVp -= 1;
  emit(ctx, { type: "AnarchyRepaid", seat, advance, vp: -1, left: a[seat] });
  return true;
});

// ---- 45 Scientific Trade, 46 Flourishing Trade, 47 Era of Stability ---------------------------------------

/** Every player gains per city with one of `buildings` (at most `max`); the drawer at least `activeMinimum`. */
function perCity(s: CocState, seat: Seat, drawer: Seat, buildings: readonly BuildingId[], params: Record<string, unknown>): number {
  let n = citiesWith(s, seat, buildings);
  if (params.max !== undefined) n = Math.min(n, num(params.max));
  if (seat === drawer) n = Math.max(n, num(params.activeMinimum));
  return n;
}

defineCardEffect(rules, "scientific-trade", (s, card, seats, drawer) => seats.map((seat): Task => ({
  op: "gain", seat, amounts: { ideas: perCity(s, seat, drawer, ["academy", "observatory"], card.params) }, reason: card.id,
})));

defineCardEffect(rules, "flourishing-trade", (s, card, seats, drawer) => seats.map((seat): Task => ({
  op: "gain", seat, amounts: { gold: perCity(s, seat, drawer, ["market", "port"], card.params) }, reason: card.id,
})));

defineCardEffect(rules, "era-of-stability", (s, card, seats, drawer) => seats
  .map((seat): Task => ({ op: "era-of-stability", seat, count: perCity(s, seat, drawer, ["temple", "obelisk"], card.params), reason: card.id }))
  .filter((t) => num(t.count) > 0));

/** The player splits the tokens between mood and culture: option k = k mood tokens, the rest culture. */
defineTask(rules, "era-of-stability", (ctx, t) => {
  ask(ctx, t.seat, "era-of-stability", Array.from({ length: num(t.count) + 1 }, (_, k) => k), { ...t }, { always: true });
});

defineChoice(rules, "era-of-stability", {
  label: (_s, f) => (text("coc.event.eraOfStability", { count: num(f.data.count) })),
  optionLabel: (_s, f, v) => (text("coc.event.tokenSplit", { mood: num(v), culture: num(f.data.count) - num(v) })),
  resolve(ctx, seat, value, data) {
    const mood = num(value);
    gain(ctx, player(ctx.s, seat), { mood, culture: num(data.count) - mood }, String(data.reason));
  },
});

// ---- 48 Reformation -------------------------------------------------------------------------------------

const TEMPLE_LIMIT = BUILDINGS.find((b) => b.id === "temple")!.perPlayerLimit;

/** Cities holding a Temple figure of `seat`'s colour. */
function templesOf(s: CocState, seat: Seat): HexKey[] {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  return Object.values(s.cities).filter((c) => c.buildings.temple === seat).map((c) => c.hex).sort();
}

defineCardEffect(rules, "reformation", (_s, card, seats) => seats.map((seat): Task => ({ op: "reformation", seat, passed: false, reason: card.id })));

/**
 * With a Temple: choose another player who still has a Temple figure; they replace one of your Temples
 * with theirs. Without: choose a player who owns a Temple; they resolve the card instead (only once).
 */
defineTask(rules, "reformation", (ctx, t) => {
  const s = ctx.s;
  if (templesOf(s, t.seat).length) {
    const takers = otherSeats(s, t.seat).filter((x) => templesOf(s, x).length < TEMPLE_LIMIT);
    if (!takers.length) emit(ctx, { type: "EventNoEffect", seat: t.seat, card: t.reason });
    ask(ctx, t.seat, "reformation-player", takers, { reason: t.reason });
    return;
  }
  const owners = t.passed ? [] : otherSeats(s, t.seat).filter((x) => templesOf(s, x).length);
  if (!owners.length) emit(ctx, { type: "EventNoEffect", seat: t.seat, card: t.reason });
  ask(ctx, t.seat, "reformation-pass", owners, { reason: t.reason });
});

defineChoice(rules, "reformation-player", {
  label: () => (text("coc.event.reformationPlayer")),
  optionLabel: (_s, _f, v) => seatLabel(Number(v)),
  resolve(ctx, seat, value, data) {
    const taker = Number(value);
    emit(ctx, { type: "ReformationChosen", seat, taker });
    ask(ctx, taker, "reformation-temple", templesOf(ctx.s, seat), { victim: seat, reason: data.reason });
  },
});

defineChoice(rules, "reformation-temple", {
  label: (_s, f) => text("coc.event.reformationTemple", { seat: num(f.data.victim) }),
  optionLabel: (s, _f, v) => cityLabel(s, String(v)),
  resolve(ctx, seat, value, data) {
    const city = ctx.s.cities[String(value)];
    city.buildings.temple = seat;
    emit(ctx, { type: "BuildingReplaced", hex: city.hex, building: "temple", from: num(data.victim), to: seat, reason: data.reason });
  },
});

defineChoice(rules, "reformation-pass", {
  label: () => (text("coc.event.reformationPass")),
  optionLabel: (_s, _f, v) => seatLabel(Number(v)),
  resolve(ctx, seat, value, data) {
    emit(ctx, { type: "EventPassed", seat, to: Number(value), card: data.reason });
    queue(ctx, { op: "reformation", seat: Number(value), passed: true, reason: data.reason });
  },
});

// ---- 49 Pandemics ----------------------------------------------------------------------------------------

const RESOURCE_ITEMS: readonly PayableKind[] = ["food", "wood", "ore", "ideas", "gold", "mood", "culture"];

defineCardEffect(rules, "pandemics", (s, card, seats) => seats
  .map((seat): Task => ({ op: "pandemics", seat, count: Math.floor(citiesOf(s, seat).length / 2) * num(card.params.itemsPerTwoCities), reason: card.id }))
  .filter((t) => num(t.count) > 0));

/**
 * What the player may lose: a unit (id), an action or objective card in hand (by position, so the frame
 * reveals no card), or 1 resource or token.
 */
function pandemicItems(s: CocState, seat: Seat): (string | number)[] {
  const p = player(s, seat);
  const have: Record<PayableKind, number> = { ...p.resources, mood: p.moodTokens, culture: p.cultureTokens };
  return [
    ...unitsOf(s, seat).map((u) => u.id),
    ...p.actionCards.map((_, i) => `action:${i}`),
    ...p.objectiveCards.map((_, i) => `objective:${i}`),
    ...RESOURCE_ITEMS.filter((k) => have[k] > 0),
  ];
}

defineTask(rules, "pandemics", (ctx, t) => ask(ctx, t.seat, "pandemics-item", pandemicItems(ctx.s, t.seat), { ...t }));

defineChoice(rules, "pandemics-item", {
  label: (_s, f) => (text("coc.event.pandemics", { count: num(f.data.count) })),
  optionLabel: (s, f, v): Text => {
    if (typeof v === "number") return text("coc.unit", { unit: String(s.units[v]?.type), hex: String(s.units[v]?.hex) });
    const [kind, i] = v.split(":");
    const p = player(s, f.seat);
    if (kind === "action") return text("coc.actionCard", { card: p.actionCards[num(i)] });
    if (kind === "objective") return text("coc.objectiveCard", { deck: "objective", card: p.objectiveCards[num(i)] });
    return text("coc.resource", { resource: kind });
  },
  resolve(ctx, seat, value, data) {
    const reason = String(data.reason);
    const p = player(ctx.s, seat);
    if (typeof value === "number") removeUnit(ctx, value, reason);
    else if (value !== null) {
      const [kind, i] = value.split(":");
      if (kind === "action" || kind === "objective") {
        const hand = kind === "action" ? p.actionCards : p.objectiveCards;
        const [card] = hand.splice(num(i), 1);
        discardCard(ctx, seat, kind, card);
        emit(ctx, { type: "CardDiscarded", seat, deck: kind, card, reason });
      } else {
        pay(ctx, p, fixedCost({ [kind]: 1 }, false), { [kind]: 1 }, "pandemics");
      }
    }
    if (num(data.count) > 1) queue(ctx, { ...(data as Task), seat, count: num(data.count) - 1 });
  },
});

// ---- 50 Black Death -------------------------------------------------------------------------------------

defineCardEffect(rules, "black-death", (s, card, seats) => seats.flatMap((seat): Task[] => {
  const units = unitsOf(s, seat).length;
  const per = num(card.params.unitsPerLoss);
  if (units < per) return [];
  const count = Math.floor(units / per) + (connected(s, seat) ? num(card.params.extraWithRoadsNavigationOrTradeRoutes) : 0);
  return [{ op: "black-death", seat, count, vp: num(card.params.vpPerUnit), reason: card.id }];
}));

defineTask(rules, "black-death", (ctx, t) => ask(ctx, t.seat, "black-death-unit", unitsOf(ctx.s, t.seat).map((u) => u.id), { ...t }));

defineChoice(rules, "black-death-unit", {
  label: (_s, f) => (text("coc.event.blackDeath", { vp: num(f.data.vp), count: num(f.data.count) })),
  resolve(ctx, seat, value, data) {
    removeUnit(ctx, Number(value), String(data.reason));
    gainEventVp(ctx, seat, num(data.vp), String(data.reason));
    if (num(data.count) > 1) queue(ctx, { ...(data as Task), seat, count: num(data.count) - 1 });
  },
});

// ---- 51 Famine: Vermin, 52 Famine: Draught ------------------------------------------------------------------

// As Famine (events/effects.ts task "famine"), for every player who owns Storage.
defineCardEffect(rules, "famine-vermin", (s, card, seats) => seats
  .filter((seat) => has(player(s, seat), "storage"))
  .map((seat): Task => ({ op: "famine", seat, food: num(card.params.food), reason: card.id })));

/** The seat's cities on a barren space or next to one. */
function draughtCities(s: CocState, seat: Seat): City[] {
  const barren = (h: HexKey) => s.hexes[h]?.terrain === "barren";
  return citiesOf(s, seat).filter((c) => barren(c.hex) || boardNeighbors(s, c.hex).some(barren));
}

defineCardEffect(rules, "famine-draught", (_s, card, seats) => seats.map((seat): Task => ({
  op: "famine-draught", seat, perCity: num(card.params.foodPerCity), max: num(card.params.max), reason: card.id,
})));

/** Lose 1 food (never gold) per such city, at most 3; if not paid in full, one of those cities becomes Angry. */
defineTask(rules, "famine-draught", (ctx, t) => {
  const cities = draughtCities(ctx.s, t.seat);
  if (!cities.length) {
    emit(ctx, { type: "EventNoEffect", seat: t.seat, card: t.reason });
    return;
  }
  const p = player(ctx.s, t.seat);
  const food = Math.min(num(t.max), cities.length * num(t.perCity));
  const lost = Math.min(food, p.resources.food);
  if (lost) {
    p.resources.food -= lost;
    emit(ctx, { type: "Lost", seat: t.seat, amounts: { food: lost }, reason: t.reason });
  }
  if (lost < food) {
    const hexes = new Set(cities.map((c) => c.hex));
    const options = lowerableCityHexes(ctx.s, t.seat, (c) => hexes.has(c.hex));
    ask(ctx, t.seat, "draught-city", options, { reason: t.reason });
  }
});

defineChoice(rules, "draught-city", {
  label: () => (text("coc.event.draught")),
  optionLabel: (s, _f, v) => cityLabel(s, String(v)),
  resolve(ctx, seat, value, data) {
    queue(ctx, { op: "lower-mood", seat, hex: String(value), angry: true, reason: data.reason });
  },
});

// ---- 53 Fire ----------------------------------------------------------------------------------------------

defineCardEffect(rules, "fire", (_s, card, seats) => seats.map((seat): Task => ({ op: "fire", seat, wood: num(card.params.woodIfNoForestCity), reason: card.id })));

const isForest = (s: CocState, h: HexKey) => s.hexes[h]?.terrain === "forest";

defineTask(rules, "fire", (ctx, t) => {
  const options = citiesOf(ctx.s, t.seat).filter((c) => isForest(ctx.s, c.hex)).map((c) => c.hex).sort();
  if (options.length) {
    ask(ctx, t.seat, "fire-city", options, { reason: t.reason });
    return;
  }
  // No city on a forest: lose 1 wood (the card text; catalog §6.3 #53 notes the engine only logs it).
  const p = player(ctx.s, t.seat);
  const wood = Math.min(num(t.wood), p.resources.wood);
  if (!wood) {
    emit(ctx, { type: "EventNoEffect", seat: t.seat, card: t.reason });
    return;
  }
  p.resources.wood -= wood;
  emit(ctx, { type: "Lost", seat: t.seat, amounts: { wood }, reason: t.reason });
});

/** The forest spaces connected to `start` through forest spaces. */
export function forestArea(s: CocState, start: HexKey): Set<HexKey> {
  const area = new Set<HexKey>([start]);
  const frontier = [start];
  while (frontier.length) {
    const h = frontier.pop()!;
    for (const n of boardNeighbors(s, h)) {
      if (area.has(n) || !isForest(s, n)) continue;
      area.add(n);
      frontier.push(n);
    }
  }
  return area;
}

defineChoice(rules, "fire-city", {
  label: () => (text("coc.event.fire")),
  optionLabel: (s, _f, v) => cityLabel(s, String(v)),
  resolve(ctx, _seat, value, data) {
    const s = ctx.s;
    const start = String(value);
    const area = forestArea(s, start);
    const burning = Object.values(s.cities)
      .filter((c) => area.has(c.hex) && typeof c.owner === "number")
      .sort((a, b) => Number(b.hex === start) - Number(a.hex === start) || (a.hex < b.hex ? -1 : 1));
    emit(ctx, { type: "ForestFire", hex: start, area: [...area].sort(), cities: burning.map((c) => c.hex) });
    queue(ctx, ...burning.map((c): Task => ({ op: "lower-mood", seat: c.owner as Seat, hex: c.hex, reason: data.reason })));
  },
});

// ---- 54 A Successful Year ------------------------------------------------------------------------------------

defineCardEffect(rules, "a-successful-year", (s, card, seats) => {
  const counts = s.players.map((p) => citiesOf(s, p.seat).length);
  const most = Math.max(...counts), fewest = Math.min(...counts);
  if (most === fewest) return seats.map((seat): Task => ({ op: "gain", seat, amounts: { food: num(card.params.foodIfAllEqual) }, reason: card.id }));
  return seats.filter((seat) => counts[seat] === fewest).map((seat): Task => ({ op: "gain", seat, amounts: { food: most - fewest }, reason: card.id }));
});

// ---- 55 Great Architect (free action) ---------------------------------------------------------------------------

const ARCHITECT_DISCOUNT = num((GREAT_PERSONS.find((g) => g.id === "great-architect")!.params as Record<string, unknown>).cultureDiscount);

export type GreatArchitectMove = { type: "great-architect"; card: string; wonder: WonderId; hex: HexKey; payment: Payment };

/** A wonder's cost with the Great Architect: 3 culture tokens less. */
export function architectCost(wonder: WonderId): Cost {
  const cost = wonderDef(wonder).cost;
  return { ...cost, fixed: { ...cost.fixed, culture: Math.max(0, (cost.fixed.culture ?? 0) - ARCHITECT_DISCOUNT) } };
}

function isArchitect(card: string): boolean {
  return eventCardDef(card).greatPerson === "great-architect";
}

/** Why `seat` may not build `wonder` on `hex` with the Great Architect now: as a wonder, minus its own advance. */
export function architectBlocker(s: CocState, seat: Seat, card: string, wonder: WonderId, hex: HexKey): Text | null {
  const p = player(s, seat);
  if (!s.turn || s.turn.seat !== seat) return text("coc.err.playGreatArchitectTurn");
  if (!(p.greatPersons ?? []).includes(card) || !isArchitect(card)) return text("coc.err.doNotHoldGreat");
  const def = wonderDef(wonder);
  if (!p.wonderCards.includes(wonder)) return text("coc.err.doNotHaveWonder");
  for (const a of def.alsoRequires) if (!has(p, a)) return text("coc.err.wonderNeedsAdvance", { wonder, advance: a });
  return wonderSiteBlocker(s, seat, wonder, hex);
}

defineMove<GreatArchitectMove>(rules, "great-architect", {
  schema: z.object({
    type: z.literal("great-architect"), card: z.string().max(40), wonder: z.string().max(40) as z.ZodType<WonderId>, hex: hexSchema, payment: paymentSchema,
  }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "turn", text("coc.err.playGreatArchitectTurn"));
    const s = ctx.s;
    check(wonderExists(move.wonder), text("coc.err.noSuchWonder", { wonder: move.wonder }));
    const why = architectBlocker(s, seat, move.card, move.wonder, move.hex);
    check(!why, why!);
    const cost = architectCost(move.wonder);
    // The wonder's culture tokens are never replaced (L1569).
    check((move.payment.culture ?? 0) === (cost.fixed.culture ?? 0) && !move.payment.mood, text("coc.err.architectCulture", { wonder: move.wonder, n: cost.fixed.culture ?? 0 }));
    const p = player(s, seat);
    pay(ctx, p, cost, move.payment, "great-architect");
    p.greatPersons!.splice(p.greatPersons!.indexOf(move.card), 1);
    emit(ctx, { type: "GreatPersonPlayed", seat, card: move.card, person: "great-architect" });
    discardCard(ctx, seat, "event", move.card);
    p.wonderCards.splice(p.wonderCards.indexOf(move.wonder), 1);
    s.cities[move.hex].wonders.push({ id: move.wonder, builder: seat });
    emit(ctx, { type: "WonderBuilt", seat, hex: move.hex, wonder: move.wonder, by: "great-architect" });
    if (move.wonder === "great-statue") drawToHand(ctx, seat, "objective");
    activateCity(ctx, seat, move.hex, "wonder");
    fireHook(ctx, "wonder-built", { seat, hex: move.hex, wonder: move.wonder });
  },
});

function wonderExists(id: string): boolean {
  try {
    wonderDef(id);
    return true;
  } catch {
    return false;
  }
}

defineTurnMoves(rules, {
  types: ["great-architect"],
  isAction: false,
  legal(s, seat) {
    const p = player(s, seat);
    const card = (p.greatPersons ?? []).find(isArchitect);
    if (!card || !p.wonderCards.length) return [];
    const out: GreatArchitectMove[] = [];
    for (const wonder of new Set(p.wonderCards)) {
      const payment = suggestPayment(p, architectCost(wonder));
      if (!payment || payment.mood) continue;
      for (const c of citiesOf(s, seat)) {
        if (!architectBlocker(s, seat, card, wonder, c.hex)) out.push({ type: "great-architect", card, wonder, hex: c.hex, payment });
      }
    }
    return out;
  },
});

// The generic great-person move does not play the Architect: it builds a wonder (the move above).
defineGreatPersonRule(rules, "great-architect", { blocker: () => text("coc.err.playGreatArchitectBuilding") });

// ---- 56 Great Athlete ---------------------------------------------------------------------------------------

defineGreatPersonRule(rules, "great-athlete", {
  blocker: (s, seat) => (player(s, seat).moodTokens + player(s, seat).cultureTokens > 0 ? null : text("coc.err.greatAthleteNeedsMood")),
  apply(ctx, seat) {
    const have = tokensOf(ctx.s, seat);
    const options = [
      ...Array.from({ length: have.culture }, (_, i) => `culture:${i + 1}`),
      ...Array.from({ length: have.mood }, (_, i) => `mood:${i + 1}`),
    ];
    ask(ctx, seat, "great-athlete", options, {}, { optional: true, always: true });
  },
});

defineChoice(rules, "great-athlete", {
  label: () => (text("coc.event.greatAthlete")),
  optionLabel: (_s, _f, v) => {
    const [from, n] = String(v).split(":");
    const to = from === "culture" ? "mood" : "culture";
    return text("coc.event.convertTokens", { token: from, into: to, count: num(n) });
  },
  resolve(ctx, seat, value) {
    if (value === null) return;
    const [from, n] = String(value).split(":") as [Token, string];
    const p = player(ctx.s, seat);
    const count = num(n);
    check(tokensOf(ctx.s, seat)[from] >= count, text("coc.err.doNotHaveMany"));
    if (from === "culture") {
      p.cultureTokens -= count;
      p.moodTokens += count;
    } else {
      p.moodTokens -= count;
      p.cultureTokens += count;
    }
    emit(ctx, { type: "TokensConverted", seat, from, to: from === "culture" ? "mood" : "culture", count, reason: "great-athlete" });
  },
});

// ---- 57 Great Diplomat ------------------------------------------------------------------------------------------

function endRelations(ctx: Ctx, reason: string) {
  const e = ctx.s.events;
  if (!e?.diplomacy) return;
  emit(ctx, { type: "DiplomaticRelationsEnded", holder: e.diplomacy.holder, partner: e.diplomacy.partner, reason });
  e.diplomacy = null;
}

// Taking the Diplomat: choose another player to start diplomatic relations with.
onGreatPersonTaken(rules, (ctx, seat, card) => {
  if (eventCardDef(card).greatPerson !== "great-diplomat") return;
  ask(ctx, seat, "great-diplomat", otherSeats(ctx.s, seat));
});

defineChoice(rules, "great-diplomat", {
  label: () => (text("coc.event.greatDiplomat")),
  optionLabel: (_s, _f, v) => seatLabel(Number(v)),
  resolve(ctx, seat, value) {
    endRelations(ctx, "great-diplomat");
    eventsState(ctx.s).diplomacy = { holder: seat, partner: Number(value) };
    emit(ctx, { type: "DiplomaticRelations", holder: seat, partner: Number(value) });
  },
});

// Playing the card (as an action) only ends the relations.
defineGreatPersonRule(rules, "great-diplomat", { apply: (ctx) => endRelations(ctx, "great-diplomat-played") });

// Any battle of either partner ends them (catalog §6.4).
onHook(rules, "battle-ended", (ctx, b: BattleReport) => {
  const d = ctx.s.events?.diplomacy;
  if (!d) return;
  const partners = [d.holder, d.partner];
  if (partners.includes(b.attacker as Seat) || partners.includes(b.defender as Seat)) endRelations(ctx, "battle");
}, { requires: "expansion", when: (s) => !!peek(s).events?.diplomacy });

// ---- 58 Great Seer ------------------------------------------------------------------------------------------

export interface SeerFrame extends Frame {
  kind: "great-seer";
  seat: Seat;
  /** The players to give a card, in order (the seer first, then clockwise). */
  order: Seat[];
  /** The looked-at cards and those already given: only the seer sees them. */
  private: Record<number, { cards: string[]; given: string[] }>;
}

export type GreatSeerMove = { type: "great-seer"; card: string };

defineGreatPersonRule(rules, "great-seer", {
  blocker: (s) => (s.decks.objective.length || s.discards.objective.length ? null : text("coc.err.noObjectiveCardLook")),
  apply(ctx, seat) {
    const s = ctx.s;
    const cards: string[] = [];
    for (let i = 0; i < s.players.length; i++) {
      const c = drawFrom(ctx, "objective");
      if (c) cards.push(c);
    }
    const order = clockwiseFrom(s, seat).slice(0, cards.length);
    emit(ctx, { type: "GreatSeerLooked", seat, count: cards.length });
    if (cards.length) push(ctx, { kind: "great-seer", seat, order, private: { [seat]: { cards, given: [] } } } satisfies SeerFrame);
  },
});

function seerLeft(f: SeerFrame): string[] {
  const { cards, given } = f.private[f.seat];
  const left = [...cards];
  for (const g of given) left.splice(left.indexOf(g), 1);
  return left;
}

defineFrame<SeerFrame>(rules, "great-seer", {
  moves: ["great-seer"],
  prompt: (_s, f): Prompt => {
    const to = f.order[f.private[f.seat].given.length];
    return {
      kind: "choose", seat: f.seat, id: "great-seer", moveType: "great-seer", min: 1, max: 1,
      label: text("coc.event.greatSeer", { seat: to }),
      options: [...new Set(seerLeft(f))].map((c) => ({ value: c, label: text(`coc.objectiveCard.${c}`) })),
    };
  },
  legal: (_s, f) => [...new Set(seerLeft(f))].map((card) => ({ type: "great-seer", card })),
});

defineMove<GreatSeerMove>(rules, "great-seer", {
  schema: z.object({ type: z.literal("great-seer"), card: z.string().max(60) }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "great-seer", text("coc.err.noObjectiveCardAssign"));
    const f = frame as SeerFrame;
    check(seerLeft(f).includes(move.card), text("coc.err.notOneCardsLooked"));
    const secret = f.private[f.seat];
    const to = f.order[secret.given.length];
    secret.given.push(move.card);
    (eventsState(ctx.s).seer ??= []).push({ seer: seat, seat: to, card: move.card });
    emit(ctx, { type: "GreatSeerAssigned", seer: seat, seat: to, card: move.card, visibleTo: [seat], redacted: { type: "GreatSeerAssigned", seer: seat, seat: to } });
    if (secret.given.length >= f.order.length) pop(ctx, f);
  },
});

// A seat's next objective draw from the pile is the card the seer chose for it.
onHandDraw(rules, (ctx, seat, deck) => {
  if (deck !== "objective") return false;
  // Looked for on plain data (engine/kit/peek.ts): most draws find no seer's card.
  const i = peek(ctx.s).events?.seer?.findIndex((x) => x.seat === seat) ?? -1;
  if (i < 0) return false;
  const [{ card }] = ctx.s.events!.seer!.splice(i, 1);
  player(ctx.s, seat).objectiveCards.push(card);
  emit(ctx, { type: "CardDrawn", seat, deck: "objective", card, from: "great-seer", visibleTo: [seat], redacted: { type: "CardDrawn", seat, deck: "objective", from: "great-seer" } });
  return true;
});

// ---- High Culture bookkeeping: leaders recruited over the game -----------------------------------------------

onHook(rules, "units-recruited", (ctx, d: { seat: Seat; units: string[] }) => {
  const n = d.units.filter((u) => u === "leader").length;
  if (!n) return;
  const p = player(ctx.s, d.seat);
  p.leadersRecruited = (p.leadersRecruited ?? 0) + n;
}, { requires: "expansion", when: (_s, d: { units: string[] }) => d.units.includes("leader") });
