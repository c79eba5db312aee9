/** The map: hexes of the layout, regions face down until explored, adjacency (L343-369, L1154-1223). */
import type { Rng } from "../../../core/rng.ts";
import type { Seat } from "../../../core/types.ts";
import { MAP_LAYOUTS, MAP_REGIONS, TERRAINS, type MapRegionDef, type MapRegionId, type Terrain } from "../data/index.ts";
import { emitFresh, type Ctx } from "./flow.ts";
import { hexKey, neighborKeys } from "./hex.ts";
import { assignFresh, element, member, peek } from "../../../kit/peek.ts";
import { reveals } from "../../../kit/random.ts";
import type { CocState, HexKey, HexState, RegionState } from "./state.ts";

const REGION_BY_ID = new Map<MapRegionId, MapRegionDef>(MAP_REGIONS.map((r) => [r.id, r as MapRegionDef]));
const TERRAIN_BY_ID = new Map(TERRAINS.map((t) => [t.id as Terrain, t]));

export function regionDef(id: MapRegionId): MapRegionDef {
  return REGION_BY_ID.get(id)!;
}

export function isLandTerrain(t: Terrain | null): boolean {
  return t !== null && TERRAIN_BY_ID.get(t)!.land;
}

/**
 * Each layout's hex keys by position, made once: every game on a layout shares the same key strings, which V8
 * turns into property keys once (not in every game's setup) and which compare by identity.
 */
const LAYOUT_KEYS = new Map(MAP_LAYOUTS.map((l) => [l.players as number, l.positions.map((pos) => pos.hexes.map((h) => hexKey(h.q, h.r)))]));

/** Lays out the board for `players`: home regions face up, shuffled regular regions face down. */
export function buildBoard(players: number, rng: Rng): { hexes: Record<HexKey, HexState>; regions: RegionState[] } {
  const layout = MAP_LAYOUTS.find((l) => l.players === players);
  if (!layout) throw new Error(`no map layout for ${players} players`);
  const layoutKeys = LAYOUT_KEYS.get(players)!;
  const regular = rng.shuffle(MAP_REGIONS.filter((r) => r.kind === "regular").map((r) => r.id));
  const hexes: Record<HexKey, HexState> = {};
  const regions: RegionState[] = layout.positions.map((pos, index) => {
    const home = pos.kind === "home" ? (pos.player as Seat) : null;
    const tile = home !== null ? (pos.startRegion as MapRegionId) : regular.pop()!;
    const keys = layoutKeys[index].slice();
    keys.forEach((key, slot) => {
      const { q, r } = pos.hexes[slot];
      hexes[key] = { key, q, r, region: index, terrain: home !== null ? regionDef(tile).hexes[slot].terrain : null, exhausted: false };
    });
    return { hexes: keys, tile, explored: home !== null, rotation: home !== null ? pos.rotation : -1, home };
  });
  return { hexes, regions };
}

/**
 * Turns a face-down region face up. `flipped` picks the second of the two legal orientations (the
 * tile turned 180°: slots 0↔3 and 1↔2 swap places, L1162).
 */
export function revealRegion(ctx: Ctx, regionIndex: number, flipped: boolean) {
  // Read on plain data, written without the drafts' proxy traps (engine/kit/peek.ts): revealing changes neither the
  // region's tile nor its hexes' keys.
  const r = peek(ctx.s).regions[regionIndex];
  if (r.explored) return;
  reveals(ctx); // a face-down tile: the move that explores it cannot be taken back
  const def = regionDef(r.tile);
  const terrains = r.hexes.map((_, slot) => def.hexes[flipped ? 3 - slot : slot].terrain);
  const hexes = member(ctx.s, "hexes") as CocState["hexes"];
  r.hexes.forEach((key, slot) => assignFresh(member(hexes, key) as HexState, "terrain", terrains[slot]));
  const region = element(ctx.s, "regions", regionIndex) as RegionState;
  assignFresh(region, "explored", true);
  assignFresh(region, "rotation", flipped ? 3 : 0);
  emitFresh(ctx, { type: "RegionExplored", region: regionIndex, tile: r.tile, flipped, hexes: r.hexes.map((k, slot) => ({ hex: k, terrain: terrains[slot] })) });
}

/** Terrain of each slot for both orientations of a face-down region (for exploration choices). */
export function orientations(s: CocState, regionIndex: number): [Terrain[], Terrain[]] {
  const def = regionDef(s.regions[regionIndex].tile);
  const base = def.hexes.map((h) => h.terrain);
  return [base, base.slice().reverse()];
}

/**
 * Board neighbours of each hex, per layout: the layout is chosen by the number of players (buildBoard) and its hex
 * keys never change, so one table serves every state of every game with that many players (as the board's
 * perimeter does, movement-map.ts). Legal-move generation asks for neighbours constantly. A state whose hexes are
 * not its layout's (a board trimmed by hand) would fill the table wrongly for every later game in the process.
 */
const neighborTables = new Map<number, Map<HexKey, readonly HexKey[]>>();

/** Neighbouring hexes that are on the board. */
export function boardNeighbors(s: CocState, key: HexKey): readonly HexKey[] {
  const { hexes, players } = peek(s);
  let table = neighborTables.get(players.length);
  if (!table) neighborTables.set(players.length, (table = new Map()));
  let near = table.get(key);
  if (!near) {
    near = neighborKeys(key).filter((k) => k in hexes);
    // Only board hexes are remembered, so keys sent in a client's move never grow the table.
    if (key in hexes) table.set(key, near);
  }
  return near;
}

export function isLand(s: CocState, key: HexKey): boolean {
  return isLandTerrain(s.hexes[key]?.terrain ?? null);
}

export function isSea(s: CocState, key: HexKey): boolean {
  return s.hexes[key]?.terrain === "water";
}

export function isExplored(s: CocState, key: HexKey): boolean {
  return s.regions[s.hexes[key].region].explored;
}
