/**
 * [EXP] Pirates (L1519-1543, L2150-2164; catalog §9.5). The event symbol "Pirates spawn and raid", for the
 * player who drew the card: (1) place 2 black pirate ships, one after the other, on sea spaces without
 * player ships — the first next to one of the drawer's cities if any such space exists; both may share a
 * space; with none left in the supply (4 ships), the drawer first takes one from the board (L1527);
 * (2) the raid: every player, clockwise from the drawer, with a city next to a pirate ship loses 1
 * resource, mood token or culture token of their choice; one who has none lowers the mood of one of their
 * non-Angry cities next to pirates (L1531).
 *
 * Lasting effects live where they apply: collection and trade routes skip the pirate zone
 * (pirate-zone.ts); ships stop at and fight enemy ships, pirates included (movement, recruiting). In a
 * sea battle the next seat clockwise rolls for the pirates, who never play cards nor retreat (combat);
 * afterwards, win or lose, the player gains 1 gold and 1 mood or culture token per pirate ship destroyed
 * (L1543). Pirates never move or attack on their own (no rule for it, digest §8.7).
 */
import type { Seat, Text } from "../../../core/types.ts";
import { EVENT_SYMBOLS, PIRATE_REWARD_PER_SHIP, RESOURCE_KINDS, type PayableKind } from "../data/index.ts";
import { boardNeighbors, isExplored, isSea } from "../base/board.ts";
import { ask, cityLabel, clockwiseFrom, defineChoice, defineTask, queue, type Task } from "../base/event-core.ts";
import { emit, onHook, type Ctx } from "../base/flow.ts";
import { nextToPirates, pirateHexes } from "../rules/pirate-zone.ts";
import { citiesOf, player } from "../base/queries.ts";
import { available, gain } from "../base/resources.ts";
import type { CocState, HexKey, Owner } from "../base/state.ts";
import { addUnit, inSupply, removeUnit } from "../base/units.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { peek } from "../../../kit/peek.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("barbarians/pirates");

const SYMBOL = EVENT_SYMBOLS.find((x) => x.id === "pirates")!;
const SHIPS_PLACED = Number(SYMBOL.params.shipsPlaced);
const RAID_LOSS = Number(SYMBOL.params.raidLoss);
const RAID_KINDS: readonly PayableKind[] = [...RESOURCE_KINDS, "mood", "culture"];

// ---- Placing pirate ships -------------------------------------------------------------------------

/**
 * Sea spaces where a pirate ship may be placed for `drawer`: explored sea without any player's ship
 * (pirates may share a space). With `nearDrawer`, only those next to one of the drawer's cities — when
 * there is at least one such space.
 */
export function pirateSpawnHexes(s: CocState, drawer: Seat, nearDrawer: boolean): HexKey[] {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  const taken = new Set<HexKey>();
  for (const id in s.units) {
    const u = s.units[id];
    if (typeof u.owner === "number") taken.add(u.hex);
  }
  const free = Object.values(s.hexes).filter((h) => h.terrain === "water" && isExplored(s, h.key) && !taken.has(h.key)).map((h) => h.key);
  if (!nearDrawer) return free;
  const near = new Set<HexKey>();
  for (const c of citiesOf(s, drawer)) for (const n of boardNeighbors(s, c.hex)) if (isSea(s, n)) near.add(n);
  const close = free.filter((h) => near.has(h));
  return close.length ? close : free;
}

defineTask(rules, "symbol:pirates", (ctx, t) => {
  const place: Task[] = Array.from({ length: SHIPS_PLACED }, (_, i) => ({ op: "pirates:place", seat: t.seat, first: i === 0 }));
  queue(ctx, ...place, { op: "pirates:raid", seat: t.seat });
});

// One ship: with the supply empty the drawer first takes a ship from the board (L1527).
defineTask(rules, "pirates:place", (ctx, t) => {
  const s = ctx.s;
  if (inSupply(s, "pirate", "ship") > 0) {
    queue(ctx, { op: "pirates:place-ship", seat: t.seat, first: t.first });
    return;
  }
  ask(ctx, t.seat, "pirate-take", pirateHexes(s), { first: t.first });
});

defineChoice(rules, "pirate-take", {
  label: () => (text("coc.pirates.take")),
  optionLabel: (_s, _f, v) => hexLabel(String(v)),
  resolve(ctx, seat, value, data) {
    const ship = Object.values(ctx.s.units).find((u) => u.owner === "pirate" && u.hex === value);
    if (ship) removeUnit(ctx, ship.id, "pirates-respawn");
    queue(ctx, { op: "pirates:place-ship", seat, first: data.first });
  },
});

defineTask(rules, "pirates:place-ship", (ctx, t) => {
  const options = pirateSpawnHexes(ctx.s, t.seat, !!t.first);
  if (!options.length) {
    emit(ctx, { type: "PiratesSpawnFailed", seat: t.seat, reason: "no-space" });
    return;
  }
  ask(ctx, t.seat, "pirate-place", options);
});

defineChoice(rules, "pirate-place", {
  label: () => (text("coc.pirates.place")),
  optionLabel: (_s, _f, v) => hexLabel(String(v)),
  resolve(ctx, seat, value) {
    const unit = addUnit(ctx, "pirate", "ship", String(value));
    emit(ctx, { type: "PiratesSpawned", seat, hex: unit.hex, units: [unit.id] });
  },
});

// ---- The raid -------------------------------------------------------------------------------------

defineTask(rules, "pirates:raid", (ctx, t) => {
  const s = ctx.s;
  const ships = pirateHexes(s);
  const raided = clockwiseFrom(s, t.seat).filter((seat) => citiesOf(s, seat).some((c) => nextToPirates(s, c.hex, ships)));
  emit(ctx, { type: "PirateRaid", seat: t.seat, raided });
  queue(ctx, ...raided.map((seat) => ({ op: "pirates:raid-seat", seat })));
});

/** What a raided player may give up: each resource or token kind they hold. */
export function raidLosses(s: CocState, seat: Seat): PayableKind[] {
  const p = player(s, seat);
  return RAID_KINDS.filter((k) => available(p, k) >= RAID_LOSS);
}

/** Cities of `seat` next to pirates whose mood can still drop (L1531). */
export function raidMoodCities(s: CocState, seat: Seat): HexKey[] {
  const ships = pirateHexes(s);
  return citiesOf(s, seat).filter((c) => c.mood !== "angry" && nextToPirates(s, c.hex, ships)).map((c) => c.hex);
}

defineTask(rules, "pirates:raid-seat", (ctx, t) => {
  const s = ctx.s;
  const kinds = raidLosses(s, t.seat);
  if (kinds.length) {
    ask(ctx, t.seat, "pirate-raid-pay", kinds);
    return;
  }
  const cities = raidMoodCities(s, t.seat);
  if (!cities.length) {
    emit(ctx, { type: "PirateRaidNoLoss", seat: t.seat });
    return;
  }
  ask(ctx, t.seat, "pirate-raid-mood", cities);
});

defineChoice(rules, "pirate-raid-pay", {
  label: () => (text("coc.pirates.raidPay")),
  optionLabel: (_s, _f, v) => (text(`coc.payable.${v}`)),
  resolve(ctx, seat, value) {
    const p = player(ctx.s, seat);
    const k = String(value) as PayableKind;
    if (k === "mood") p.moodTokens -= RAID_LOSS;
    else if (k === "culture") p.cultureTokens -= RAID_LOSS;
    else p.resources[k] -= RAID_LOSS;
    emit(ctx, { type: "Paid", seat, amounts: { [k]: RAID_LOSS }, reason: "pirate-raid" });
  },
});

defineChoice(rules, "pirate-raid-mood", {
  label: () => (text("coc.pirates.raidMood")),
  optionLabel: (s, _f, v) => cityLabel(s, String(v)),
  resolve(ctx, seat, value) {
    // The ordinary event mood loss (Myths could prevent it, but a player with no token cannot pay for it).
    queue(ctx, { op: "lower-mood", seat, hex: String(value), reason: "pirate-raid" });
  },
});

// ---- Rewards for destroyed pirate ships (L1543) ---------------------------------------------------

onHook(rules, "battle-ended", (ctx, d: { kind: "land" | "sea"; attacker: Owner; defender: Owner; attackerLosses: string[]; defenderLosses: string[] }) => {
  if (d.kind !== "sea") return;
  const pirateLosses = d.defender === "pirate" ? d.defenderLosses : d.attacker === "pirate" ? d.attackerLosses : null;
  const seat = d.defender === "pirate" ? d.attacker : d.defender;
  if (!pirateLosses || typeof seat !== "number") return;
  const destroyed = pirateLosses.filter((t) => t === "ship").length;
  if (!destroyed) return;
  emit(ctx, { type: "PiratesDestroyed", seat, ships: destroyed });
  gain(ctx, player(ctx.s, seat), { gold: destroyed * PIRATE_REWARD_PER_SHIP.gold }, "pirates-destroyed");
  rewardToken(ctx, seat, destroyed * PIRATE_REWARD_PER_SHIP.moodOrCulture);
}, { when: (_s, d: { kind: string; attacker: Owner; defender: Owner }) => d.kind === "sea" && (d.attacker === "pirate" || d.defender === "pirate") });

function rewardToken(ctx: Ctx, seat: Seat, left: number) {
  if (left > 0) ask(ctx, seat, "pirate-reward", ["mood", "culture"], { left }, { always: true });
}

defineChoice(rules, "pirate-reward", {
  label: (_s, f) => (text("coc.pirates.reward", { left: Number(f.data.left) })),
  optionLabel: (_s, _f, v) => (text(`coc.payable.${v}`)),
  resolve(ctx, seat, value, data) {
    gain(ctx, player(ctx.s, seat), { [String(value)]: 1 }, "pirates-destroyed");
    rewardToken(ctx, seat, Number(data.left) - 1);
  },
});

function hexLabel(hex: HexKey): Text {
  return text("coc.hex", { hex: hex });
}
