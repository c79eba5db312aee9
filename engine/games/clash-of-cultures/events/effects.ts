/**
 * Main effects of the 38 base event cards (content catalog §6.3; card texts are not in the seed, which
 * only names some cards, L1447, L1645, L1663, L1735, L1892). Each effect turns into tasks of the event
 * frame; choices are asked of the player concerned (out of turn for "every player" cards).
 */
import type { Seat, Text } from "../../../core/types.ts";
import type { AdvanceCategoryId, AdvanceId } from "../data/index.ts";
import { governmentOf } from "../actions/advance.ts";
import { allAdvances } from "../base/catalog.ts";
import {
  ask, cityLabel, defineCardEffect, defineChoice, defineTask, eventsState, gainEventVp, loseAction, queue, seatLabel, type Task,
} from "../base/event-core.ts";
import { emit, type Ctx } from "../base/flow.ts";
import { governmentTargets } from "../advances/government.ts";
import { citiesOf, has, isArmy, player, unitsOf } from "../base/queries.ts";
import { enforceLimits, gain, limitOf } from "../base/resources.ts";
import type { City, CocState, HexKey } from "../base/state.ts";
import { addUnit, inSupply, removeUnit } from "../base/units.ts";
import { wonderOnDestroy } from "../wonders/wonders.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { peek } from "../../../kit/peek.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("events/effects");

/** Roads, Navigation or Trade Routes double Pestilence and Epidemics (catalog §6.3 #1-2). */
function connected(s: CocState, seat: Seat): boolean {
  const p = player(s, seat);
  return has(p, "roads") || has(p, "navigation") || has(p, "trade-routes");
}

const num = (v: unknown) => Number(v ?? 0);

// ---- 1 Pestilence, 2 Epidemics ---------------------------------------------------------------------

defineCardEffect(rules, "pestilence", (s, card, seats) => [
  ...seats
    .filter((seat) => citiesOf(s, seat).length >= num(card.params.minCities))
    .map((seat): Task => ({
      op: "choose-lower-mood", seat, reason: card.id,
      count: connected(s, seat) ? num(card.params.citiesWithRoadsNavigationOrTradeRoutes) : num(card.params.cities),
    })),
  { op: "pestilence-lasting", seat: seats[0] ?? 0 },
]);

defineTask(rules, "pestilence-lasting", (ctx) => {
  const e = eventsState(ctx.s);
  if (e.pestilence) return;
  e.pestilence = true;
  emit(ctx, { type: "LastingEffect", effect: "pestilence" });
});

defineCardEffect(rules, "epidemics", (s, card, seats) => seats
  .filter((seat) => unitsOf(s, seat).length >= num(card.params.minUnits))
  .map((seat) => ({
    op: "remove-units", seat, reason: card.id,
    count: connected(s, seat) ? num(card.params.unitsWithRoadsNavigationOrTradeRoutes) : num(card.params.units),
  })));

defineTask(rules, "remove-units", (ctx, t) => {
  const options = unitsOf(ctx.s, t.seat).map((u) => u.id);
  ask(ctx, t.seat, "remove-unit", options, { ...t });
});

defineChoice(rules, "remove-unit", {
  label: (_s, f) => (text("coc.event.removeUnit", { count: num(f.data.count) })),
  resolve(ctx, seat, value, data) {
    removeUnit(ctx, Number(value), String(data.reason));
    if (num(data.count) > 1) queue(ctx, { ...(data as Task), seat, count: num(data.count) - 1 });
  },
});

// ---- 3-8 Famine, Severe famine -----------------------------------------------------------------------

defineCardEffect(rules, "famine", (_s, card, seats) => seats.map((seat) => ({ op: "famine", seat, food: num(card.params.food), reason: card.id })));

/** Lose food (gold may not replace it); if the player cannot pay it all, one of their cities becomes Angry. */
defineTask(rules, "famine", (ctx, t) => {
  const p = player(ctx.s, t.seat);
  const food = num(t.food);
  const lost = Math.min(food, p.resources.food);
  if (lost) {
    p.resources.food -= lost;
    emit(ctx, { type: "Lost", seat: t.seat, amounts: { food: lost }, reason: t.reason });
  }
  if (lost < food) queue(ctx, { op: "choose-lower-mood", seat: t.seat, count: 1, angry: true, reason: t.reason });
});

// ---- 9-17 Good years --------------------------------------------------------------------------------

defineCardEffect(rules, "food-for-all", (_s, card, seats) => seats.map((seat) => ({ op: "gain", seat, amounts: { food: num(card.params.food) }, reason: card.id })));
defineCardEffect(rules, "food-for-you", (_s, card, seats) => seats.map((seat) => ({ op: "gain", seat, amounts: { food: num(card.params.food) }, reason: card.id })));
defineCardEffect(rules, "food-for-you-and-share", (_s, card, seats) => seats.flatMap((seat): Task[] => [
  { op: "gain", seat, amounts: { food: num(card.params.food) }, reason: card.id },
  { op: "share-food", seat, count: num(card.params.foodToShare), reason: card.id },
]));

defineTask(rules, "gain", (ctx, t) => gain(ctx, player(ctx.s, t.seat), t.amounts as Record<string, number>, String(t.reason)));

/** Hand out food to other players, 1 at a time (to anyone below their food limit, if anyone is). */
defineTask(rules, "share-food", (ctx, t) => {
  const s = ctx.s;
  const others = s.players.filter((p) => p.seat !== t.seat);
  const below = others.filter((p) => p.resources.food < limitOf(p, "food"));
  ask(ctx, t.seat, "share-food", (below.length ? below : others).map((p) => p.seat), { ...t });
});

defineChoice(rules, "share-food", {
  label: (_s, f) => (text("coc.event.shareFood", { count: num(f.data.count) })),
  optionLabel: (_s, _f, v) => seatLabel(Number(v)),
  resolve(ctx, seat, value, data) {
    gain(ctx, player(ctx.s, Number(value)), { food: 1 }, String(data.reason));
    if (num(data.count) > 1) queue(ctx, { ...(data as Task), seat, count: num(data.count) - 1 });
  },
});

// ---- 18-26 Great persons: offered after the symbol --------------------------------------------------

defineCardEffect(rules, "great-person", (_s, card, _seats, drawer) => [{ op: "offer-great-person", seat: drawer, card: card.id, drawer, index: 0 }]);

// ---- 27-28 Population boom, 34-35 Migration ----------------------------------------------------------

/** Cities where `seat` could receive a settler now (a settler left in their supply). */
function settlerCities(s: CocState, seat: Seat): HexKey[] {
  return inSupply(s, seat, "settler") > 0 ? citiesOf(s, seat).map((c) => c.hex) : [];
}

defineCardEffect(rules, "population-boom", (_s, card, seats) => seats.flatMap((seat): Task[] => [
  { op: "gain-settler", seat, reason: card.id },
  { op: "choose-settler-recipient", seat, reason: card.id },
]));

defineCardEffect(rules, "migration", (_s, card, seats) => seats.flatMap((seat): Task[] => [
  { op: "choose-settler-recipient", seat, reason: card.id },
  { op: "choose-lower-mood", seat, count: 1, reason: card.id },
]));

/** The player gains a settler in one of their cities (they choose which). */
defineTask(rules, "gain-settler", (ctx, t) => ask(ctx, t.seat, "settler-city", settlerCities(ctx.s, t.seat), { reason: t.reason }));

defineChoice(rules, "settler-city", {
  label: () => (text("coc.event.settlerCity")),
  optionLabel: (s, _f, v) => cityLabel(s, String(v)),
  resolve(ctx, seat, value) {
    addUnit(ctx, seat, "settler", String(value));
  },
});

defineTask(rules, "choose-settler-recipient", (ctx, t) => {
  const s = ctx.s;
  const options = s.players.filter((p) => p.seat !== t.seat && settlerCities(s, p.seat).length).map((p) => p.seat);
  ask(ctx, t.seat, "settler-recipient", options, { reason: t.reason });
});

defineChoice(rules, "settler-recipient", {
  label: () => (text("coc.event.settlerRecipient")),
  optionLabel: (_s, _f, v) => seatLabel(Number(v)),
  resolve(ctx, _seat, value, data) {
    queue(ctx, { op: "gain-settler", seat: Number(value), reason: data.reason });
  },
});

// ---- 29 Volcano, 30-31 Earthquakes (L1445-1447) ------------------------------------------------------

/**
 * Removes pieces of a city from the game; each scores `vp` event VP for its owner: the settlement and
 * wonders for the city's owner, buildings for the colour of their figure (L1445-1447, catalog §6.3).
 */
function scorePiece(ctx: Ctx, owner: unknown, vp: number, reason: string) {
  if (typeof owner === "number") gainEventVp(ctx, owner, vp, reason);
}

function destroyCity(ctx: Ctx, city: City, vp: number, reason: string, killUnits: boolean) {
  const s = ctx.s;
  if (killUnits) for (const u of Object.values(s.units)) if (u.hex === city.hex && u.carriedBy === null) removeUnit(ctx, u.id, reason);
  for (const [building, colour] of Object.entries(city.buildings)) {
    emit(ctx, { type: "CityPieceDestroyed", hex: city.hex, piece: "building", building, owner: colour, reason });
    scorePiece(ctx, colour, vp, reason);
  }
  for (const w of city.wonders) {
    emit(ctx, { type: "CityPieceDestroyed", hex: city.hex, piece: "wonder", wonder: w.id, owner: city.owner, reason });
    scorePiece(ctx, city.owner, vp, reason);
  }
  // The wonders are lost with their VP (L1561); the event's VP replace them.
  wonderOnDestroy(ctx, city.hex);
  scorePiece(ctx, city.owner, vp, reason);
  delete s.cities[city.hex];
  emit(ctx, { type: "CityDestroyed", hex: city.hex, owner: city.owner, reason });
}

defineCardEffect(rules, "volcano", (s, card, seats) => seats
  .filter((seat) => citiesOf(s, seat).length >= num(card.params.minCities))
  .map((seat) => ({ op: "volcano", seat, vp: num(card.params.vpPerPiece), reason: card.id })));

defineTask(rules, "volcano", (ctx, t) => ask(ctx, t.seat, "volcano-city", citiesOf(ctx.s, t.seat).map((c) => c.hex), { ...t }));

defineChoice(rules, "volcano-city", {
  label: () => (text("coc.event.volcano")),
  optionLabel: (s, _f, v) => cityLabel(s, String(v)),
  resolve(ctx, _seat, value, data) {
    const city = ctx.s.cities[String(value)];
    if (city) destroyCity(ctx, city, num(data.vp), String(data.reason), true);
  },
});

defineCardEffect(rules, "earthquake", (s, card, seats) => seats
  .filter((seat) => citiesOf(s, seat).length >= num(card.params.minCities))
  .map((seat) => ({ op: "earthquake", seat, vp: num(card.params.vpPerPiece), min: num(card.params.minPieces), max: num(card.params.maxPieces), chosen: 0, affected: [], reason: card.id })));

/**
 * Pieces an earthquake may remove from `seat`'s cities: buildings and wonders, and a settlement only
 * when nothing else is left in that city (removing it destroys the city).
 */
export function earthquakePieces(s: CocState, seat: Seat): string[] {
  const out: string[] = [];
  for (const c of citiesOf(s, seat)) {
    for (const b of Object.keys(c.buildings)) out.push(`${c.hex}|building|${b}`);
    for (const w of c.wonders) out.push(`${c.hex}|wonder|${w.id}`);
    if (!Object.keys(c.buildings).length && !c.wonders.length) out.push(`${c.hex}|settlement`);
  }
  return out;
}

defineTask(rules, "earthquake", (ctx, t) => {
  const chosen = num(t.chosen);
  const options = chosen < num(t.max) ? earthquakePieces(ctx.s, t.seat) : [];
  if (!options.length) {
    queue(ctx, ...earthquakeMoodTasks(ctx.s, t));
    return;
  }
  ask(ctx, t.seat, "earthquake-piece", options, { ...t }, { optional: chosen >= num(t.min), always: true });
});

function earthquakeMoodTasks(s: CocState, t: Record<string, unknown>): Task[] {
  return [...new Set(t.affected as HexKey[])]
    .filter((hex) => s.cities[hex])
    .map((hex) => ({ op: "lower-mood", seat: Number(t.seat), hex, reason: t.reason }));
}

defineChoice(rules, "earthquake-piece", {
  label: (_s, f) => (text("coc.event.earthquake", { chosen: num(f.data.chosen), min: num(f.data.min), max: num(f.data.max) })),
  optionLabel: (_s, _f, v) => {
    const [hex, kind, id] = String(v).split("|");
    if (kind === "building") return text("coc.cityPiece.building", { hex, building: id });
    if (kind === "wonder") return text("coc.cityPiece.wonder", { hex, wonder: id });
    return text("coc.cityPiece.settlement", { hex });
  },
  resolve(ctx, seat, value, data) {
    if (value === null) {
      queue(ctx, ...earthquakeMoodTasks(ctx.s, data));
      return;
    }
    const [hex, kind, id] = String(value).split("|");
    const city = ctx.s.cities[hex];
    const reason = String(data.reason);
    const vp = num(data.vp);
    if (kind === "building") {
      const colour = city.buildings[id as keyof City["buildings"]];
      delete city.buildings[id as keyof City["buildings"]];
      emit(ctx, { type: "CityPieceDestroyed", hex, piece: "building", building: id, owner: colour, reason });
      scorePiece(ctx, colour, vp, reason);
    } else if (kind === "wonder") {
      const w = city.wonders.find((x) => x.id === id)!;
      city.wonders = city.wonders.filter((x) => x.id !== id);
      emit(ctx, { type: "CityPieceDestroyed", hex, piece: "wonder", wonder: id, owner: city.owner, reason });
      emit(ctx, { type: "WonderDestroyed", hex, wonder: id, builder: w.builder, owner: city.owner });
      scorePiece(ctx, city.owner, vp, reason);
    } else {
      destroyCity(ctx, city, vp, reason, false);
    }
    queue(ctx, { ...(data as Task), seat, chosen: num(data.chosen) + 1, affected: [...(data.affected as HexKey[]), hex] });
  },
});

// ---- 32-33 Floods ---------------------------------------------------------------------------------

defineCardEffect(rules, "flood", (_s, card, seats) => seats.map((seat) => ({ op: "choose-lower-mood", seat, count: 1, filter: "coastal", reason: card.id })));

// ---- 36-37 Civil war -------------------------------------------------------------------------------

/** Non-Happy cities of `seat` with their infantry in them. */
function civilWarCities(s: CocState, seat: Seat): HexKey[] {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  return citiesOf(s, seat)
    .filter((c) => c.mood !== "happy" && Object.values(s.units).some((u) => u.hex === c.hex && u.owner === seat && u.type === "infantry"))
    .map((c) => c.hex);
}

defineCardEffect(rules, "civil-war", (_s, card, seats) => seats.map((seat) => ({ op: "civil-war", seat, reason: card.id })));

defineTask(rules, "civil-war", (ctx, t) => {
  const options = civilWarCities(ctx.s, t.seat);
  if (!options.length) queue(ctx, { op: "choose-lower-mood", seat: t.seat, count: 1, reason: t.reason });
  else ask(ctx, t.seat, "civil-war-city", options, { reason: t.reason });
});

defineChoice(rules, "civil-war-city", {
  label: () => (text("coc.event.civilWar")),
  optionLabel: (s, _f, v) => cityLabel(s, String(v)),
  resolve(ctx, seat, value, data) {
    const hex = String(value);
    const inf = Object.values(ctx.s.units).find((u) => u.hex === hex && u.owner === seat && u.type === "infantry");
    if (inf) removeUnit(ctx, inf.id, String(data.reason));
    queue(ctx, { op: "lower-mood", seat, hex, reason: data.reason });
  },
});

// ---- 38 Revolution ---------------------------------------------------------------------------------

function armyUnitIds(s: CocState, seat: Seat): number[] {
  return unitsOf(s, seat).filter(isArmy).map((u) => u.id);
}

defineCardEffect(rules, "revolution", (_s, card, seats) => seats.flatMap((seat): Task[] => [
  { op: "revolution-action", seat, reason: card.id },
  { op: "revolution-government", seat, reason: card.id },
]));

/** Lose 1 action unless you remove one of your army units (catalog §6.3 #38). */
defineTask(rules, "revolution-action", (ctx, t) => {
  ask(ctx, t.seat, "revolution-action", [...armyUnitIds(ctx.s, t.seat), "lose-action"], { reason: t.reason });
});

/** The option of removing army unit `id` instead of another loss. */
function removeArmyLabel(s: CocState, id: number): Text {
  const u = s.units[id];
  return text("coc.event.removeArmy", { unit: String(u?.type), hex: String(u?.hex) });
}

defineChoice(rules, "revolution-action", {
  label: () => (text("coc.event.revolutionAction")),
  optionLabel: (s, _f, v) => v === "lose-action" ? text("coc.event.loseAction") : removeArmyLabel(s, Number(v)),
  resolve(ctx, seat, value, data) {
    if (value === "lose-action") loseAction(ctx, seat, String(data.reason));
    else removeUnit(ctx, Number(value), String(data.reason));
  },
});

/** The new government's other advances a switch may take, as "a,b" lists (cubes distributed freely, L1104). */
function governmentSwitches(s: CocState, seat: Seat): string[] {
  const gov = governmentOf(s, seat);
  if (!gov) return [];
  const n = player(s, seat).advances.filter((a) => allAdvances.some((d) => d.id === a && d.category === gov)).length;
  const out: string[] = [];
  for (const c of governmentTargets(s, seat)) {
    const others = allAdvances.filter((a) => a.category === c && !a.leading).map((a) => a.id);
    for (const combo of combinations(others, Math.min(n - 1, others.length))) out.push(`gov:${c}:${combo.join(",")}`);
  }
  return out;
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k <= 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

/** If you could switch government you must, for free, unless you remove (another) army unit. */
defineTask(rules, "revolution-government", (ctx, t) => {
  const switches = governmentSwitches(ctx.s, t.seat);
  if (!switches.length) return;
  ask(ctx, t.seat, "revolution-government", [...armyUnitIds(ctx.s, t.seat), ...switches], { reason: t.reason });
});

defineChoice(rules, "revolution-government", {
  label: () => (text("coc.event.revolutionGovernment")),
  optionLabel: (s, _f, v) => {
    if (typeof v === "number") return removeArmyLabel(s, v);
    const [, c, list] = v.split(":");
    return list ? text("coc.event.switchGovernment", { category: c, advances: list }) : text("coc.event.switchGovernment.only", { category: c });
  },
  resolve(ctx, seat, value, data) {
    if (typeof value === "number") {
      removeUnit(ctx, value, String(data.reason));
      return;
    }
    const [, c, list] = String(value).split(":");
    switchGovernment(ctx, seat, c as AdvanceCategoryId, list ? (list.split(",") as AdvanceId[]) : []);
  },
});

/** Moves all government cubes to `to`: its leading advance plus `others` (L1102-1110). */
function switchGovernment(ctx: Ctx, seat: Seat, to: AdvanceCategoryId, others: AdvanceId[]) {
  const p = player(ctx.s, seat);
  const from = governmentOf(ctx.s, seat)!;
  const removed = p.advances.filter((a) => allAdvances.some((d) => d.id === a && d.category === from));
  const leading = allAdvances.find((a) => a.category === to && a.leading)!.id;
  p.advances = p.advances.filter((a) => !removed.includes(a));
  const added = [leading, ...others];
  p.advances.push(...added);
  emit(ctx, { type: "GovernmentChanged", seat, from, to, removed, added, reason: "revolution" });
  enforceLimits(p);
}
