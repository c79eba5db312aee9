/**
 * Capturing cities (L1352-1375) by players, by barbarians (L1496-1505), and players capturing barbarian
 * cities (L1513-1517); plus the frame that places a free unit in a city of the player's choice (the
 * settler a player gets after losing a city, Fanaticism's infantry).
 */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import {
  BARBARIAN_REWARD, BARBARIAN_SUPPLY, BUILDINGS_PER_TYPE, CAPTURE_GOLD, CAPTURE_MISSING_PIECE_GOLD, CITY_LIMIT, type BuildingId, type UnitTypeId,
} from "../data/index.ts";
import { buildingDef } from "../base/catalog.ts";
import { check, defineFrame, defineMove, emit, fireHook, pop, push, type Ctx } from "../base/flow.ts";
import { hexSchema } from "../base/schemas.ts";
import { citiesOf, citySize, unitDef } from "../base/queries.ts";
import { gain } from "../base/resources.ts";
import type { City, CocState, Frame, HexKey, Owner } from "../base/state.ts";
import { addUnit, inSupply } from "../base/units.ts";
import { wonderOnDestroy } from "../wonders/wonders.ts";
import { hasStackRoom, isSeat } from "./core.ts";
import { resetActivations } from "../base/activation.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("combat/capture");

function figuresUsed(s: CocState, owner: Owner, building: BuildingId): number {
  let n = 0;
  for (const hex in s.cities) if (s.cities[hex].buildings[building] === owner) n++;
  return n;
}

function settlementsLeft(s: CocState, owner: Owner): number {
  const limit = owner === "barbarian" ? BARBARIAN_SUPPLY.settlements : isSeat(owner) ? CITY_LIMIT : 0;
  return limit - citiesOf(s, owner).length;
}

/** Removes every piece of the city on `hex` (L1375, L1561); returns how many pieces were removed. */
function destroyCity(ctx: Ctx, c: City, by: Owner): number {
  const pieces = citySize(c);
  const wonders = c.wonders.map((w) => w.id);
  wonderOnDestroy(ctx, c.hex);
  delete ctx.s.cities[c.hex];
  emit(ctx, { type: "CityDestroyed", hex: c.hex, owner: c.owner, by, pieces, buildings: { ...c.buildings }, wonders });
  return pieces;
}

/**
 * `by` captures the city on `hex`. Players: pieces of the previous owner's colour are replaced (not
 * buildings of other colours, not wonders, never pieces kept on capture such as obelisks), gold by
 * size and mood, the city turns Angry, the previous owner gets a settler elsewhere (L1356-1367); missing
 * figures are removed for 1 gold each and with no settlement figure left the city is destroyed
 * (L1373-1375). Barbarians: the settlement turns grey, every building keeps its colour (L1500).
 * May push a frame (the previous owner placing their settler): the caller stops after this call. The
 * capturer's reactions go where the stack stood when the capture began (the battle's place), under that frame.
 */
export function captureCity(ctx: Ctx, hex: HexKey, by: Owner) {
  const s = ctx.s;
  const reactionsAt = s.stack.length;
  const c = s.cities[hex];
  if (!c || c.owner === by) return;
  const from = c.owner;
  if (settlementsLeft(s, by) <= 0) {
    // No settlement figure: the city is destroyed, 1 gold per piece for a player (L1375).
    const pieces = destroyCity(ctx, c, by);
    if (isSeat(by)) gain(ctx, s.players[by], { gold: pieces * CAPTURE_MISSING_PIECE_GOLD }, "city-destroyed");
    if (isSeat(from)) compensate(ctx, from);
    return;
  }
  let gold = 0;
  const replaced: BuildingId[] = [];
  const removed: BuildingId[] = [];
  if (isSeat(by)) {
    if (from === "barbarian" || from === "pirate") gold = BARBARIAN_REWARD.captureCityGold; // L1513
    else gold = c.mood === "angry" ? CAPTURE_GOLD.angryFlat : citySize(c) * CAPTURE_GOLD.perSize + (c.mood === "happy" ? CAPTURE_GOLD.happyBonus : 0);
    if (isSeat(from)) {
      for (const b of Object.keys(c.buildings) as BuildingId[]) {
        if (c.buildings[b] !== from || buildingDef(b).keptOnCapture) continue;
        if (figuresUsed(s, by, b) < BUILDINGS_PER_TYPE) {
          c.buildings[b] = by;
          replaced.push(b);
        } else {
          delete c.buildings[b];
          if (b === "port") c.portHex = null;
          removed.push(b);
          gold += CAPTURE_MISSING_PIECE_GOLD;
        }
      }
    }
  }
  const moodBefore = c.mood;
  c.owner = by;
  c.mood = "angry";
  resetActivations(ctx, hex);
  emit(ctx, { type: "CityCaptured", hex, from, to: by, gold, replaced, removed, wonders: c.wonders.map((w) => w.id) });
  if (isSeat(by) && gold > 0) gain(ctx, s.players[by], { gold }, "capture");
  if (isSeat(from)) compensate(ctx, from);
  fireHook(ctx, "city-captured", { hex, from, to: by, mood: moodBefore, reactionsAt });
}

/** The previous owner places a settler in one of their remaining cities, if they have one and a settler figure (L1366, L1501). */
function compensate(ctx: Ctx, seat: Seat) {
  placeFreeUnit(ctx, seat, "settler", "city-lost");
}

// ---- Placing a free unit in one of your cities -----------------------------------------------------

export interface PlaceFreeUnitFrame extends Frame { kind: "place-free-unit"; seat: Seat; unit: UnitTypeId; reason: string }

export function freeUnitCities(s: CocState, seat: Seat, unit: UnitTypeId): HexKey[] {
  if (inSupply(s, seat, unit) <= 0) return [];
  const needsRoom = unitDef(unit).countsForStackLimit;
  return citiesOf(s, seat).filter((c) => !needsRoom || hasStackRoom(s, c.hex, seat, 1)).map((c) => c.hex);
}

/** Gives `seat` a free unit in a city of their choice (asked only when there is a choice). */
export function placeFreeUnit(ctx: Ctx, seat: Seat, unit: UnitTypeId, reason: string) {
  if (freeUnitCities(ctx.s, seat, unit).length === 0) return;
  push(ctx, { kind: "place-free-unit", seat, unit, reason } satisfies PlaceFreeUnitFrame);
}

defineFrame<PlaceFreeUnitFrame>(rules, "place-free-unit", {
  moves: ["place-free-unit"],
  prompt: (s, f) => ({
    kind: "choose", seat: f.seat, id: "place-free-unit", moveType: "place-free-unit", min: 1, max: 1,
    label: text(f.reason === "fanaticism" ? "coc.placeFreeUnit.fanaticism" : "coc.placeFreeUnit.city-lost", { unit: f.unit }),
    options: freeUnitCities(s, f.seat, f.unit).map((h) => ({ value: h, label: text("coc.hex", { hex: h }) })),
  }),
  legal: (s, f) => freeUnitCities(s, f.seat, f.unit).map((hex) => ({ type: "place-free-unit", hex })),
  auto(ctx, f) {
    const options = freeUnitCities(ctx.s, f.seat, f.unit);
    if (options.length > 1) return false;
    pop(ctx, f);
    if (options.length === 1) addUnit(ctx, f.seat, f.unit, options[0]);
    return true;
  },
});

defineMove<{ type: "place-free-unit"; hex: string }>(rules, "place-free-unit", {
  schema: z.object({ type: z.literal("place-free-unit"), hex: hexSchema }),
  apply(ctx, seat, move, frame) {
    const f = frame as PlaceFreeUnitFrame;
    check(f.kind === "place-free-unit", text("coc.err.noFreeUnitPlace"));
    check(freeUnitCities(ctx.s, seat, f.unit).includes(move.hex), text("coc.err.freeUnitCity", { unit: f.unit }));
    pop(ctx, f);
    addUnit(ctx, seat, f.unit, move.hex);
  },
});
