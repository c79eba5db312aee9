/**
 * Pure board model: what stands on each hex (unit stacks per owner and type, ships with cargo), the
 * text shown when a hex is inspected, and small patches that replay engine events on a copy of the
 * view so the board can show each step of a batch before the next authoritative view arrives.
 */
import type { GameEvent } from "../../../../../engine/core/types.ts";
import {
  BUILDINGS, TERRAINS, UNIT_TYPES, WONDERS, type BuildingId, type UnitTypeId,
} from "../../../../../engine/games/clash-of-cultures/data/index.ts";
import type { City, Owner, Unit } from "../../../../../engine/games/clash-of-cultures/base/state.ts";
import type { CocView } from "../../../../../engine/games/clash-of-cultures/view.ts";
import type { Translator } from "../../../i18n/index.ts";
import { hexLabel } from "./geometry.ts";

export const UNIT_ORDER: readonly UnitTypeId[] = ["leader", "infantry", "cavalry", "elephant", "settler", "ship"];

export interface TypeCount { type: UnitTypeId; count: number; ids: number[] }
export interface ShipStack { id: number; cargo: TypeCount[] }
export interface OwnerStack { owner: Owner; land: TypeCount[]; ships: ShipStack[]; total: number }

function countTypes(units: Unit[]): TypeCount[] {
  const by = new Map<UnitTypeId, number[]>();
  for (const u of units) by.set(u.type, [...(by.get(u.type) ?? []), u.id]);
  return UNIT_ORDER.filter((t) => by.has(t)).map((t) => ({ type: t, count: by.get(t)!.length, ids: by.get(t)!.sort((a, b) => a - b) }));
}

function ownerRank(o: Owner, cityOwner: Owner | undefined): number {
  if (o === cityOwner) return -1;
  if (typeof o === "number") return o;
  return o === "barbarian" ? 10 : 11;
}

/** Units on one hex grouped by owner (the city's owner first), land units by type, ships one by one with cargo. */
export function stacksAt(view: Pick<CocView, "units" | "cities">, hex: string, hidden: ReadonlySet<number> = new Set()): OwnerStack[] {
  const here = Object.values(view.units).filter((u) => u.hex === hex && !hidden.has(u.id));
  const owners = [...new Set(here.map((u) => u.owner))];
  const cityOwner = view.cities[hex]?.owner;
  owners.sort((a, b) => ownerRank(a, cityOwner) - ownerRank(b, cityOwner));
  return owners.map((owner) => {
    const mine = here.filter((u) => u.owner === owner);
    const ships = mine.filter((u) => u.type === "ship").sort((a, b) => a.id - b.id);
    const shipIds = new Set(ships.map((s) => s.id));
    const loose = mine.filter((u) => u.type !== "ship" && (u.carriedBy === null || !shipIds.has(u.carriedBy)));
    return {
      owner,
      land: countTypes(loose),
      ships: ships.map((s) => ({ id: s.id, cargo: countTypes(here.filter((u) => u.carriedBy === s.id)) })),
      total: mine.length,
    };
  });
}

/** Hexes holding units or cities. */
export function occupiedHexes(view: Pick<CocView, "units" | "cities">): Set<string> {
  const out = new Set<string>(Object.keys(view.cities));
  for (const u of Object.values(view.units)) out.add(u.hex);
  return out;
}

export function citySize(c: City): number {
  return 1 + Object.keys(c.buildings).length + c.wonders.length;
}

// --- names -------------------------------------------------------------------------------------

type Lang = "en" | "ru";
const L = (t: Translator): Lang => (t.lang === "ru" ? "ru" : "en");
const TERRAIN_NAME = new Map<string, { en: string; ru: string }>(TERRAINS.map((t) => [t.id, t.name]));
const UNIT_NAME = new Map<string, { en: string; ru: string }>(UNIT_TYPES.map((u) => [u.id, u.name]));
const BUILDING_NAME = new Map<string, { en: string; ru: string }>(BUILDINGS.map((b) => [b.id, b.name]));
const WONDER_NAME = new Map<string, { en: string; ru: string }>(WONDERS.map((w) => [w.id, w.name]));

export const terrainName = (t: Translator, id: string) => TERRAIN_NAME.get(id)?.[L(t)] ?? id;
export const unitName = (t: Translator, id: string) => UNIT_NAME.get(id)?.[L(t)] ?? id;
export const buildingName = (t: Translator, id: string) => BUILDING_NAME.get(id)?.[L(t)] ?? id;
export const wonderName = (t: Translator, id: string) => WONDER_NAME.get(id)?.[L(t)] ?? id;

/** UI strings of the board (keys of the renderer's engine-text table, see text.ts). */
export function tr(t: Translator, key: string, en: string, params?: Record<string, string | number>): string {
  return t.text({ key, en, ...(params ? { params } : {}) });
}

export function ownerName(t: Translator, seatName: (s: number) => string, o: Owner): string {
  if (o === "barbarian") return tr(t, "coc.owner.barbarian", "Barbarians");
  if (o === "pirate") return tr(t, "coc.owner.pirate", "Pirates");
  return seatName(o);
}

export function moodName(t: Translator, mood: string): string {
  return mood === "happy" ? tr(t, "coc.mood.happy", "happy") : mood === "angry" ? tr(t, "coc.mood.angry", "angry") : tr(t, "coc.mood.neutral", "neutral");
}

function typeCounts(t: Translator, list: TypeCount[]): string {
  return list.map((c) => `${c.count}× ${unitName(t, c.type)}`).join(", ");
}

/** Lines describing a hex: label and terrain, city details, units by owner. */
export function hexInfo(view: CocView, hex: string, t: Translator, seatName: (s: number) => string): string[] {
  const h = view.hexes[hex];
  if (!h) return [];
  const lines: string[] = [];
  const region = view.regions[h.region];
  const terrain = h.terrain === null || !region?.explored ? tr(t, "coc.board.unexplored", "Unexplored region") : terrainName(t, h.terrain);
  lines.push(`${hexLabel(hex)} · ${terrain}${h.exhausted ? ` · ${tr(t, "coc.board.exhausted", "exhausted land")}` : ""}`);
  const city = view.cities[hex];
  if (city) {
    lines.push(tr(t, "coc.board.city", "City of {owner}: size {size}, {mood}", { owner: ownerName(t, seatName, city.owner), size: citySize(city), mood: moodName(t, city.mood) }));
    for (const [b, o] of Object.entries(city.buildings) as [BuildingId, Owner][]) {
      const who = o === city.owner ? "" : ` (${ownerName(t, seatName, o)})`;
      lines.push(`  • ${buildingName(t, b)}${who}`);
    }
    for (const w of city.wonders) lines.push(`  ★ ${wonderName(t, w.id)}`);
  }
  for (const s of stacksAt(view, hex)) {
    const parts = [typeCounts(t, s.land)];
    for (const ship of s.ships) parts.push(unitName(t, "ship") + (ship.cargo.length ? ` [${typeCounts(t, ship.cargo)}]` : ""));
    lines.push(`${ownerName(t, seatName, s.owner)}: ${parts.filter(Boolean).join(", ")}`);
  }
  return lines;
}

// --- replaying events on a copy of the view --------------------------------------------------------

/** A deep copy a renderer may patch freely (views are plain JSON). */
export function cloneView(v: CocView): CocView {
  return structuredClone(v);
}

type Patchable = Pick<CocView, "units" | "cities" | "hexes" | "regions">;

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : typeof v === "number" ? [v] : []);

function moveUnits(v: Patchable, list: number[], to: unknown) {
  if (typeof to !== "string") return;
  for (const id of list) {
    const u = v.units[id];
    if (u) u.hex = to;
  }
}

/** A new Neutral city (the authoritative view replaces it with the engine's own city). */
function newCity(hex: string, owner: Owner): City {
  return { hex, owner, mood: "neutral", buildings: {}, portHex: null, wonders: [] } as City;
}

/** After boarding or landing: land units get a ship of their owner on the hex (capacity 2), or none. */
function settleCargo(v: Patchable, list: number[], boarding: boolean) {
  for (const id of list) {
    const u = v.units[id];
    if (!u || u.type === "ship") continue;
    if (!boarding) { u.carriedBy = null; continue; }
    const ship = Object.values(v.units).find((s) => s.type === "ship" && s.hex === u.hex && s.owner === u.owner
      && Object.values(v.units).filter((c) => c.carriedBy === s.id).length < 2);
    u.carriedBy = ship ? ship.id : null;
  }
}

function removeUnits(v: Patchable, list: number[]) {
  for (const id of list) {
    for (const u of Object.values(v.units)) if (u.carriedBy === id) delete v.units[u.id];
    delete v.units[id];
  }
}

/**
 * Applies what an engine event changes on the board (units, cities, terrain) to `v` in place.
 * Returns true when something changed. Unknown events leave the view alone.
 */
export function applyEvent(v: Patchable, e: GameEvent): boolean {
  const hex = typeof e.hex === "string" ? e.hex : null;
  const city = hex ? v.cities[hex] : undefined;
  switch (e.type) {
    case "UnitMoved":
    case "BarbarianMoved":
    case "BattleRetreat":
    case "UnitsWithdrawn": {
      const list = ids(e.units);
      moveUnits(v, list, e.to);
      if (e.how === "embark" || e.how === "disembark") settleCargo(v, list, e.how === "embark");
      return true;
    }
    case "UnitRelocated": moveUnits(v, ids(e.unit), e.to); return true;
    case "UnitPlaced": {
      const u = e.unit as Unit | undefined;
      if (!u || typeof u.id !== "number") return false;
      v.units[u.id] = { ...u };
      return true;
    }
    case "UnitRemoved": removeUnits(v, ids(e.unit)); return true;
    case "CasualtiesTaken": removeUnits(v, ids(e.units)); return true;
    case "CityFounded": {
      if (!hex || typeof e.seat !== "number") return false;
      if (typeof e.settler === "number") delete v.units[e.settler];
      v.cities[hex] = newCity(hex, e.seat);
      return true;
    }
    case "BarbariansSpawned": {
      if (!hex) return false;
      v.cities[hex] ??= newCity(hex, "barbarian");
      return true;
    }
    case "BuildingBuilt": {
      if (!city || typeof e.building !== "string" || typeof e.seat !== "number") return false;
      city.buildings[e.building as BuildingId] = e.seat;
      if (typeof e.portHex === "string") city.portHex = e.portHex;
      return true;
    }
    case "WonderBuilt": {
      if (!city || typeof e.wonder !== "string" || typeof e.seat !== "number") return false;
      if (!city.wonders.some((w) => w.id === e.wonder)) city.wonders.push({ id: e.wonder as City["wonders"][number]["id"], builder: e.seat });
      return true;
    }
    case "CultureInfluenced": {
      const target = typeof e.target === "string" ? v.cities[e.target] : undefined;
      if (!target || typeof e.building !== "string" || typeof e.seat !== "number") return false;
      target.buildings[e.building as BuildingId] = e.seat;
      return true;
    }
    case "BuildingReplaced": {
      if (!city || typeof e.building !== "string" || e.to === undefined) return false;
      city.buildings[e.building as BuildingId] = e.to as Owner;
      return true;
    }
    case "UnitsConverted": {
      for (const id of ids(e.toInfantry)) if (v.units[id]) v.units[id].type = "infantry";
      for (const id of ids(e.toSettlers)) if (v.units[id]) v.units[id].type = "settler";
      return true;
    }
    case "UnitsTransformed": {
      if (typeof e.to !== "string") return false;
      const board = new Set(ids(e.board));
      const list = ids(e.units);
      for (const id of list) {
        const u = v.units[id];
        if (!u) continue;
        u.hex = e.to;
        if (e.become !== "ship") u.type = e.become as Unit["type"];
        else if (!board.has(id)) { u.type = "ship"; u.carriedBy = null; }
      }
      for (const id of ids(e.cargo)) if (v.units[id]) { v.units[id].hex = e.to; v.units[id].carriedBy = null; }
      if (e.become === "ship") settleCargo(v, [...board], true);
      return true;
    }
    case "CityMoodChanged": {
      if (!city || typeof e.to !== "string") return false;
      city.mood = e.to as City["mood"];
      return true;
    }
    case "HappinessIncreased": {
      const list = Array.isArray(e.cities) ? (e.cities as { hex: string; mood: City["mood"] }[]) : [];
      for (const c of list) if (v.cities[c.hex]) v.cities[c.hex].mood = c.mood;
      return list.length > 0;
    }
    case "CityCaptured": {
      if (!city) return false;
      city.owner = e.to as Owner;
      city.mood = "angry";
      for (const b of (Array.isArray(e.replaced) ? e.replaced : []) as BuildingId[]) city.buildings[b] = e.to as Owner;
      for (const b of (Array.isArray(e.removed) ? e.removed : []) as BuildingId[]) {
        delete city.buildings[b];
        if (b === "port") city.portHex = null;
      }
      return true;
    }
    case "CityTakenOver": {
      if (!city || typeof e.seat !== "number") return false;
      city.owner = e.seat;
      city.mood = "neutral";
      removeUnits(v, ids(e.removedUnits));
      return true;
    }
    case "CityDestroyed":
    case "CityRazed": {
      if (!hex || !city) return false;
      delete v.cities[hex];
      return true;
    }
    case "CityPieceDestroyed": {
      if (!city) return false;
      if (e.piece === "building" && typeof e.building === "string") {
        delete city.buildings[e.building as BuildingId];
        if (e.building === "port") city.portHex = null;
      } else if (e.piece === "wonder") city.wonders = city.wonders.filter((w) => w.id !== e.wonder);
      return true;
    }
    case "WonderDestroyed": {
      if (!city) return false;
      city.wonders = city.wonders.filter((w) => w.id !== e.wonder);
      return true;
    }
    case "WonderCaptured":
    case "WonderSetAside": return false;
    case "RegionExplored": {
      const region = typeof e.region === "number" ? v.regions[e.region] : undefined;
      const list = Array.isArray(e.hexes) ? (e.hexes as { hex: string; terrain: string | null }[]) : [];
      for (const h of list) if (v.hexes[h.hex]) v.hexes[h.hex].terrain = h.terrain as never;
      if (region) region.explored = true;
      return true;
    }
    case "LandExhausted": {
      if (!hex || !v.hexes[hex]) return false;
      v.hexes[hex].exhausted = true;
      return true;
    }
    default:
      return false;
  }
}
