/**
 * The few rules the controls need to offer choices the server's legal-move list only samples: which
 * spaces a city may collect from (and what each yields), how many resources/units a city handles, who
 * may recruit what. They mirror the engine (actions/collect.ts, recruit.ts) using its pure helpers; the
 * server still checks every move, and its message is shown when it disagrees.
 */
import type { Seat } from "../../../../../engine/core/types.ts";
import { TERRAINS, UNIT_TYPES, type PayableKind, type UnitTypeDef, type UnitTypeId } from "../../../../../engine/games/clash-of-cultures/data/index.ts";
import { boardNeighbors } from "../../../../../engine/games/clash-of-cultures/board.ts";
import { hexDistance } from "../../../../../engine/games/clash-of-cultures/hex.ts";
import { moodLevel, moodSize } from "../../../../../engine/games/clash-of-cultures/mood.ts";
import { citySize } from "../../../../../engine/games/clash-of-cultures/queries.ts";
import type { City } from "../../../../../engine/games/clash-of-cultures/state.ts";
import type { CocView } from "../../../../../engine/games/clash-of-cultures/view.ts";
import { asState } from "./model.ts";

const ANY_RESOURCE: readonly PayableKind[] = ["food", "wood", "ore", "ideas", "gold"];
const TERRAIN = new Map(TERRAINS.map((t) => [t.id as string, t]));

export interface CollectOption { hex: string; kinds: PayableKind[]; distance: number; sea: boolean }
export interface CollectChoice { hex: string; kind: PayableKind }

const has = (view: CocView, seat: Seat, advance: string) => {
  const p = view.players[seat];
  return (p.advances as string[]).includes(advance) || p.borrowedAdvance === advance;
};

export function husbandryHexes(view: CocView, seat: Seat): number {
  if (!has(view, seat, "husbandry") || view.turn?.used.includes("husbandry")) return 0;
  return has(view, seat, "roads") ? 2 : 1;
}

export function cityCollectMax(view: CocView, city: City): number {
  return moodSize(asState(view), city);
}

/** Every space `city` may collect from now, with what each may yield (mirrors the engine's Collect). */
export function collectOptions(view: CocView, seat: Seat, cityHex: string): CollectOption[] {
  const s = asState(view);
  const city = view.cities[cityHex];
  if (!city) return [];
  const gardens = city.wonders.some((w) => w.id === "great-gardens") && city.owner === seat;
  const port = city.buildings.port !== undefined;
  const blocked = new Set<string>();
  for (const u of Object.values(view.units)) if (u.owner !== seat) blocked.add(u.hex);
  const out: CollectOption[] = [];
  const consider = (hex: string, distance: number) => {
    const h = view.hexes[hex];
    if (!h || h.terrain === null || h.exhausted || blocked.has(hex)) return;
    if (distance > 0 && view.cities[hex]) return;
    const t = TERRAIN.get(h.terrain)!;
    const sea = !t.land;
    if (distance === 2 && sea) return;
    let kinds: PayableKind[] = [];
    if (has(view, seat, t.collectAdvance)) kinds.push(t.collects);
    if (gardens && h.terrain === "fertile") kinds = [...ANY_RESOURCE];
    if (sea && port && kinds.length) kinds.push("gold", "mood");
    if (kinds.length) out.push({ hex, kinds, distance, sea });
  };
  consider(cityHex, 0);
  const near = boardNeighbors(s, cityHex);
  for (const n of near) consider(n, 1);
  if (husbandryHexes(view, seat) > 0) {
    const ring = new Set<string>();
    for (const n of near) {
      if (view.hexes[n]?.terrain == null) continue;
      for (const m of boardNeighbors(s, n)) if (hexDistance(m, cityHex) === 2) ring.add(m);
    }
    for (const m of ring) consider(m, 2);
  }
  return out;
}

export type CollectProblem = "empty" | "tooMany" | "sea" | "far";

/** Why the choice cannot be collected (the engine's checks, as a code), or null. */
export function collectProblem(view: CocView, seat: Seat, cityHex: string, take: readonly CollectChoice[]): CollectProblem | null {
  if (!take.length) return "empty";
  const city = view.cities[cityHex];
  if (city && take.length > cityCollectMax(view, city)) return "tooMany";
  const options = new Map(collectOptions(view, seat, cityHex).map((o) => [o.hex, o]));
  let sea = 0, far = 0;
  for (const t of take) {
    const o = options.get(t.hex);
    if (o?.sea) sea++;
    if (o?.distance === 2) far++;
  }
  if (sea > 1) return "sea";
  if (far > husbandryHexes(view, seat)) return "far";
  return null;
}

/** Unit types `city` may recruit (data-driven: expansion units need the option and their building). */
export function recruitableTypes(view: CocView, cityHex: string): UnitTypeDef[] {
  const city = view.cities[cityHex];
  if (!city) return [];
  return (UNIT_TYPES as readonly UnitTypeDef[]).filter((u) => {
    if (u.id === "leader") return false;
    if (u.expansion && !view.options.expansion) return false;
    if (u.requiresBuilding && city.buildings[u.requiresBuilding] === undefined) return false;
    if (!u.land && city.portHex === null) return false;
    return true;
  });
}

export function draftPrice(view: CocView, seat: Seat): number {
  return has(view, seat, "civil-liberties") ? 2 : 1;
}

export function ownsAdvance(view: CocView, seat: Seat, advance: string): boolean {
  return has(view, seat, advance);
}

/** Own cities that can still be made happier, with their size and how many levels they can rise. */
export function happierCities(view: CocView, seat: Seat): { hex: string; size: number; room: number }[] {
  return Object.values(view.cities).filter((c) => c.owner === seat && c.mood !== "happy")
    .map((c) => ({ hex: c.hex, size: citySize(c), room: 2 - moodLevel(c.mood) }));
}

export function cityCount(view: CocView, seat: Seat): number {
  return Object.values(view.cities).filter((c) => c.owner === seat).length;
}

export type { UnitTypeId };
