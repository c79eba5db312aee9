/**
 * Map (L343-369, L1154-1223). A region is a 4-hex diamond; every hex has one terrain.
 *
 * COORDINATES: axial `{ q, r }` for flat-topped hexes laid out in columns. Each layout hex also carries the
 * content catalog's "odd-q" offset label `<column letter><row>` (A = column 0, rows from 1, odd columns B, D,
 * F… shifted half a hex down): q = column index, r = (row - 1) - (q - (q mod 2)) / 2.
 * Axial neighbour directions: (0,+1) S, (+1,0) SE, (+1,-1) NE, (0,-1) N, (-1,0) NW, (-1,+1) SW.
 *
 * REGIONS: slots in base orientation relative to the top hex T: slot0 = T, slot1 = T+(-1,+1),
 * slot2 = T+(+1,0), slot3 = T+(0,+1). Terrain lists are in slot order. A region may only be laid in its
 * base rotation r or the opposite one r+3 (same 4 hexes, slots swapped 0<->3 and 1<->2; L1162).
 * Rotation formula for an offset (x, y), z = -x-y: r0 (x,y), r1 (-z,-x), r2 (y,z), r3 (-x,-y), r4 (z,x),
 * r5 (-y,-z); for r >= 3 then add (0,+1), (+1,0), (+1,-1) for r = 3, 4, 5.
 *
 * The rulebook's layout diagrams (L351-359) are images not present in the seed; the per-player-count
 * layouts, region terrains and start-region sides below come from the content catalog §2.
 * Rulebook: 4 two-sided start regions (the two sides differ only in where mountain and forest are; the side
 * depends on player count, L343-345), 16 regular regions placed face down, 5 one-sided civilization start regions.
 */
import type { Hex, MapLayoutDef, MapRegionDef, MapRegionId, TerrainDef } from "./types.ts";
import { seedName, trName } from "./types.ts";

export const TERRAINS = [
  { id: "fertile", name: seedName("Fertile", "Равнина"), land: true, collects: "food", collectAdvance: "farming", canFoundCity: true },
  { id: "forest", name: seedName("Forest", "Лес"), land: true, collects: "wood", collectAdvance: "farming", canFoundCity: true },
  { id: "mountain", name: seedName("Mountain", "Горы"), land: true, collects: "ore", collectAdvance: "mining", canFoundCity: true },
  { id: "barren", name: seedName("Barren", "Пустошь"), land: true, collects: "food", collectAdvance: "irrigation", canFoundCity: false },
  { id: "water", name: seedName("Sea", "Море"), land: false, collects: "food", collectAdvance: "fishing", canFoundCity: false },
] as const satisfies readonly TerrainDef[];

/** Axial offsets of the four slots from the top hex, base orientation. */
export const REGION_SLOT_OFFSETS = [
  { q: 0, r: 0 },
  { q: -1, r: 1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
] as const satisfies readonly Hex[];

/** Axial neighbour directions in the catalog's order (S, SE, NE, N, NW, SW). */
export const HEX_DIRECTIONS = [
  { q: 0, r: 1 },
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
] as const satisfies readonly Hex[];

/** Shift applied after rotating, for rotations 3, 4, 5 (index = rotation). */
export const ROTATION_SHIFT = [
  { q: 0, r: 0 },
  { q: 0, r: 0 },
  { q: 0, r: 0 },
  { q: 0, r: 1 },
  { q: 1, r: 0 },
  { q: 1, r: -1 },
] as const satisfies readonly Hex[];

/**
 * Region tiles: the two start-region sides (each of the 4 physical start tiles has both), the 16 regular
 * regions, and the only civilization start region the sources give (Vikings). Slot 0 of a start region is
 * the fertile hex where the first city is founded (L435).
 */
export const MAP_REGIONS = [
  {
    id: "start-side-0", name: trName("Start Region (side A)", "Начальный регион (сторона A)"), kind: "start", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "fertile", startingCity: true },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "forest", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "mountain", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "barren", startingCity: false },
    ],
  },
  {
    id: "start-side-1", name: trName("Start Region (side B)", "Начальный регион (сторона B)"), kind: "start", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "fertile", startingCity: true },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "mountain", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "forest", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "barren", startingCity: false },
    ],
  },
  {
    id: "region-01", name: trName("Region 1", "Регион 1"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "water", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "water", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "forest", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "forest", startingCity: false },
    ],
  },
  {
    id: "region-02", name: trName("Region 2", "Регион 2"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "water", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "mountain", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "water", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "mountain", startingCity: false },
    ],
  },
  {
    id: "region-03", name: trName("Region 3", "Регион 3"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "water", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "water", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "mountain", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "fertile", startingCity: false },
    ],
  },
  {
    id: "region-04", name: trName("Region 4", "Регион 4"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "water", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "forest", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "water", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "fertile", startingCity: false },
    ],
  },
  {
    id: "region-05", name: trName("Region 5", "Регион 5"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "water", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "fertile", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "fertile", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "barren", startingCity: false },
    ],
  },
  {
    id: "region-06", name: trName("Region 6", "Регион 6"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "water", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "barren", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "forest", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "fertile", startingCity: false },
    ],
  },
  {
    id: "region-07", name: trName("Region 7", "Регион 7"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "water", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "mountain", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "mountain", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "forest", startingCity: false },
    ],
  },
  {
    id: "region-08", name: trName("Region 8", "Регион 8"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "water", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "fertile", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "forest", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "mountain", startingCity: false },
    ],
  },
  {
    id: "region-09", name: trName("Region 9", "Регион 9"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "forest", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "water", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "fertile", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "forest", startingCity: false },
    ],
  },
  {
    id: "region-10", name: trName("Region 10", "Регион 10"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "fertile", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "water", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "fertile", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "barren", startingCity: false },
    ],
  },
  {
    id: "region-11", name: trName("Region 11", "Регион 11"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "mountain", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "water", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "fertile", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "mountain", startingCity: false },
    ],
  },
  {
    id: "region-12", name: trName("Region 12", "Регион 12"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "fertile", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "water", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "barren", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "mountain", startingCity: false },
    ],
  },
  {
    id: "region-13", name: trName("Region 13", "Регион 13"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "forest", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "mountain", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "fertile", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "mountain", startingCity: false },
    ],
  },
  {
    id: "region-14", name: trName("Region 14", "Регион 14"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "fertile", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "fertile", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "fertile", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "forest", startingCity: false },
    ],
  },
  {
    id: "region-15", name: trName("Region 15", "Регион 15"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "fertile", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "mountain", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "forest", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "fertile", startingCity: false },
    ],
  },
  {
    id: "region-16", name: trName("Region 16", "Регион 16"), kind: "regular", civilization: null, expansion: false,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "mountain", startingCity: false },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "forest", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "mountain", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "barren", startingCity: false },
    ],
  },
  {
    id: "vikings-start", name: trName("Vikings Start Region", "Начальный регион викингов"), kind: "civilization-start", civilization: "vikings", expansion: true,
    hexes: [
      { slot: 0, offset: { q: 0, r: 0 }, terrain: "fertile", startingCity: true },
      { slot: 1, offset: { q: -1, r: 1 }, terrain: "mountain", startingCity: false },
      { slot: 2, offset: { q: 1, r: 0 }, terrain: "forest", startingCity: false },
      { slot: 3, offset: { q: 0, r: 1 }, terrain: "water", startingCity: false },
    ],
  },] as const satisfies readonly MapRegionDef[];

/** Civilization start regions: the rulebook says 5 exist (component list); only the Vikings' is known. */
export const CIV_START_REGIONS_TOTAL = 5;

/**
 * Setup layouts. Home positions: player i (seat order) gets home i with the listed start-region side; its
 * slot 0 is the starting city hex. Free positions receive shuffled face-down regular regions (unexplored).
 * 2 players: 8 free positions, 3 players: 12, 4 players: 14.
 */
export const MAP_LAYOUTS = [
  {
    players: 2,
    totalHexes: 40,
    positions: [
      { region: 1, kind: "home", player: 0, startRegion: "start-side-1", top: { q: 3, r: -1, label: "D1" }, rotation: 3,
        hexes: [{ q: 3, r: 0, label: "D2" }, { q: 4, r: -1, label: "E2" }, { q: 2, r: 0, label: "C2" }, { q: 3, r: -1, label: "D1" }] },
      { region: 2, kind: "home", player: 1, startRegion: "start-side-1", top: { q: 3, r: 5, label: "D7" }, rotation: 0,
        hexes: [{ q: 3, r: 5, label: "D7" }, { q: 2, r: 6, label: "C8" }, { q: 4, r: 5, label: "E8" }, { q: 3, r: 6, label: "D8" }] },
      { region: 3, kind: "free", player: null, startRegion: null, top: { q: 1, r: 1, label: "B2" }, rotation: 0,
        hexes: [{ q: 1, r: 1, label: "B2" }, { q: 0, r: 2, label: "A3" }, { q: 2, r: 1, label: "C3" }, { q: 1, r: 2, label: "B3" }] },
      { region: 4, kind: "free", player: null, startRegion: null, top: { q: 5, r: -1, label: "F2" }, rotation: 0,
        hexes: [{ q: 5, r: -1, label: "F2" }, { q: 4, r: 0, label: "E3" }, { q: 6, r: -1, label: "G3" }, { q: 5, r: 0, label: "F3" }] },
      { region: 5, kind: "free", player: null, startRegion: null, top: { q: 3, r: 1, label: "D3" }, rotation: 0,
        hexes: [{ q: 3, r: 1, label: "D3" }, { q: 2, r: 2, label: "C4" }, { q: 4, r: 1, label: "E4" }, { q: 3, r: 2, label: "D4" }] },
      { region: 6, kind: "free", player: null, startRegion: null, top: { q: 1, r: 3, label: "B4" }, rotation: 0,
        hexes: [{ q: 1, r: 3, label: "B4" }, { q: 0, r: 4, label: "A5" }, { q: 2, r: 3, label: "C5" }, { q: 1, r: 4, label: "B5" }] },
      { region: 7, kind: "free", player: null, startRegion: null, top: { q: 5, r: 1, label: "F4" }, rotation: 0,
        hexes: [{ q: 5, r: 1, label: "F4" }, { q: 4, r: 2, label: "E5" }, { q: 6, r: 1, label: "G5" }, { q: 5, r: 2, label: "F5" }] },
      { region: 8, kind: "free", player: null, startRegion: null, top: { q: 3, r: 3, label: "D5" }, rotation: 0,
        hexes: [{ q: 3, r: 3, label: "D5" }, { q: 2, r: 4, label: "C6" }, { q: 4, r: 3, label: "E6" }, { q: 3, r: 4, label: "D6" }] },
      { region: 9, kind: "free", player: null, startRegion: null, top: { q: 1, r: 5, label: "B6" }, rotation: 0,
        hexes: [{ q: 1, r: 5, label: "B6" }, { q: 0, r: 6, label: "A7" }, { q: 2, r: 5, label: "C7" }, { q: 1, r: 6, label: "B7" }] },
      { region: 10, kind: "free", player: null, startRegion: null, top: { q: 5, r: 3, label: "F6" }, rotation: 0,
        hexes: [{ q: 5, r: 3, label: "F6" }, { q: 4, r: 4, label: "E7" }, { q: 6, r: 3, label: "G7" }, { q: 5, r: 4, label: "F7" }] },
    ],
  },
  {
    players: 3,
    totalHexes: 60,
    positions: [
      { region: 1, kind: "home", player: 0, startRegion: "start-side-1", top: { q: 4, r: 0, label: "E3" }, rotation: 3,
        hexes: [{ q: 4, r: 1, label: "E4" }, { q: 5, r: 0, label: "F3" }, { q: 3, r: 1, label: "D3" }, { q: 4, r: 0, label: "E3" }] },
      { region: 2, kind: "home", player: 1, startRegion: "start-side-1", top: { q: 0, r: 7, label: "A8" }, rotation: 5,
        hexes: [{ q: 1, r: 6, label: "B7" }, { q: 0, r: 6, label: "A7" }, { q: 1, r: 7, label: "B8" }, { q: 0, r: 7, label: "A8" }] },
      { region: 3, kind: "home", player: 2, startRegion: "start-side-1", top: { q: 6, r: 4, label: "G8" }, rotation: 1,
        hexes: [{ q: 6, r: 4, label: "G8" }, { q: 6, r: 5, label: "G9" }, { q: 7, r: 3, label: "H7" }, { q: 7, r: 4, label: "H8" }] },
      { region: 4, kind: "free", player: null, startRegion: null, top: { q: 2, r: 0, label: "C2" }, rotation: 0,
        hexes: [{ q: 2, r: 0, label: "C2" }, { q: 1, r: 1, label: "B2" }, { q: 3, r: 0, label: "D2" }, { q: 2, r: 1, label: "C3" }] },
      { region: 5, kind: "free", player: null, startRegion: null, top: { q: 0, r: 4, label: "A5" }, rotation: 4,
        hexes: [{ q: 1, r: 4, label: "B5" }, { q: 1, r: 3, label: "B4" }, { q: 0, r: 5, label: "A6" }, { q: 0, r: 4, label: "A5" }] },
      { region: 6, kind: "free", player: null, startRegion: null, top: { q: 2, r: 3, label: "C5" }, rotation: 5,
        hexes: [{ q: 3, r: 2, label: "D4" }, { q: 2, r: 2, label: "C4" }, { q: 3, r: 3, label: "D5" }, { q: 2, r: 3, label: "C5" }] },
      { region: 7, kind: "free", player: null, startRegion: null, top: { q: 4, r: 2, label: "E5" }, rotation: 4,
        hexes: [{ q: 5, r: 2, label: "F5" }, { q: 5, r: 1, label: "F4" }, { q: 4, r: 3, label: "E6" }, { q: 4, r: 2, label: "E5" }] },
      { region: 8, kind: "free", player: null, startRegion: null, top: { q: 6, r: 1, label: "G5" }, rotation: 5,
        hexes: [{ q: 7, r: 0, label: "H4" }, { q: 6, r: 0, label: "G4" }, { q: 7, r: 1, label: "H5" }, { q: 6, r: 1, label: "G5" }] },
      { region: 9, kind: "free", player: null, startRegion: null, top: { q: 2, r: 4, label: "C6" }, rotation: 0,
        hexes: [{ q: 2, r: 4, label: "C6" }, { q: 1, r: 5, label: "B6" }, { q: 3, r: 4, label: "D6" }, { q: 2, r: 5, label: "C7" }] },
      { region: 10, kind: "free", player: null, startRegion: null, top: { q: 6, r: 2, label: "G6" }, rotation: 0,
        hexes: [{ q: 6, r: 2, label: "G6" }, { q: 5, r: 3, label: "F6" }, { q: 7, r: 2, label: "H6" }, { q: 6, r: 3, label: "G7" }] },
      { region: 11, kind: "free", player: null, startRegion: null, top: { q: 8, r: 2, label: "I7" }, rotation: 4,
        hexes: [{ q: 9, r: 2, label: "J7" }, { q: 9, r: 1, label: "J6" }, { q: 8, r: 3, label: "I8" }, { q: 8, r: 2, label: "I7" }] },
      { region: 12, kind: "free", player: null, startRegion: null, top: { q: 2, r: 6, label: "C8" }, rotation: 4,
        hexes: [{ q: 3, r: 6, label: "D8" }, { q: 3, r: 5, label: "D7" }, { q: 2, r: 7, label: "C9" }, { q: 2, r: 6, label: "C8" }] },
      { region: 13, kind: "free", player: null, startRegion: null, top: { q: 4, r: 5, label: "E8" }, rotation: 5,
        hexes: [{ q: 5, r: 4, label: "F7" }, { q: 4, r: 4, label: "E7" }, { q: 5, r: 5, label: "F8" }, { q: 4, r: 5, label: "E8" }] },
      { region: 14, kind: "free", player: null, startRegion: null, top: { q: 0, r: 9, label: "A10" }, rotation: 5,
        hexes: [{ q: 1, r: 8, label: "B9" }, { q: 0, r: 8, label: "A9" }, { q: 1, r: 9, label: "B10" }, { q: 0, r: 9, label: "A10" }] },
      { region: 15, kind: "free", player: null, startRegion: null, top: { q: 4, r: 6, label: "E9" }, rotation: 0,
        hexes: [{ q: 4, r: 6, label: "E9" }, { q: 3, r: 7, label: "D9" }, { q: 5, r: 6, label: "F9" }, { q: 4, r: 7, label: "E10" }] },
    ],
  },
  {
    players: 4,
    totalHexes: 72,
    positions: [
      { region: 1, kind: "home", player: 0, startRegion: "start-side-1", top: { q: 2, r: -1, label: "C1" }, rotation: 3,
        hexes: [{ q: 2, r: 0, label: "C2" }, { q: 3, r: -1, label: "D1" }, { q: 1, r: 0, label: "B1" }, { q: 2, r: -1, label: "C1" }] },
      { region: 2, kind: "home", player: 1, startRegion: "start-side-0", top: { q: 8, r: -4, label: "I1" }, rotation: 3,
        hexes: [{ q: 8, r: -3, label: "I2" }, { q: 9, r: -4, label: "J1" }, { q: 7, r: -3, label: "H1" }, { q: 8, r: -4, label: "I1" }] },
      { region: 3, kind: "home", player: 2, startRegion: "start-side-0", top: { q: 2, r: 6, label: "C8" }, rotation: 0,
        hexes: [{ q: 2, r: 6, label: "C8" }, { q: 1, r: 7, label: "B8" }, { q: 3, r: 6, label: "D8" }, { q: 2, r: 7, label: "C9" }] },
      { region: 4, kind: "home", player: 3, startRegion: "start-side-1", top: { q: 8, r: 3, label: "I8" }, rotation: 0,
        hexes: [{ q: 8, r: 3, label: "I8" }, { q: 7, r: 4, label: "H8" }, { q: 9, r: 3, label: "J8" }, { q: 8, r: 4, label: "I9" }] },
      { region: 5, kind: "free", player: null, startRegion: null, top: { q: 1, r: 2, label: "B3" }, rotation: 0,
        hexes: [{ q: 1, r: 2, label: "B3" }, { q: 0, r: 3, label: "A4" }, { q: 2, r: 2, label: "C4" }, { q: 1, r: 3, label: "B4" }] },
      { region: 6, kind: "free", player: null, startRegion: null, top: { q: 1, r: 4, label: "B5" }, rotation: 0,
        hexes: [{ q: 1, r: 4, label: "B5" }, { q: 0, r: 5, label: "A6" }, { q: 2, r: 4, label: "C6" }, { q: 1, r: 5, label: "B6" }] },
      { region: 7, kind: "free", player: null, startRegion: null, top: { q: 3, r: 0, label: "D2" }, rotation: 0,
        hexes: [{ q: 3, r: 0, label: "D2" }, { q: 2, r: 1, label: "C3" }, { q: 4, r: 0, label: "E3" }, { q: 3, r: 1, label: "D3" }] },
      { region: 8, kind: "free", player: null, startRegion: null, top: { q: 3, r: 2, label: "D4" }, rotation: 0,
        hexes: [{ q: 3, r: 2, label: "D4" }, { q: 2, r: 3, label: "C5" }, { q: 4, r: 2, label: "E5" }, { q: 3, r: 3, label: "D5" }] },
      { region: 9, kind: "free", player: null, startRegion: null, top: { q: 3, r: 4, label: "D6" }, rotation: 0,
        hexes: [{ q: 3, r: 4, label: "D6" }, { q: 2, r: 5, label: "C7" }, { q: 4, r: 4, label: "E7" }, { q: 3, r: 5, label: "D7" }] },
      { region: 10, kind: "free", player: null, startRegion: null, top: { q: 5, r: -2, label: "F1" }, rotation: 0,
        hexes: [{ q: 5, r: -2, label: "F1" }, { q: 4, r: -1, label: "E2" }, { q: 6, r: -2, label: "G2" }, { q: 5, r: -1, label: "F2" }] },
      { region: 11, kind: "free", player: null, startRegion: null, top: { q: 5, r: 0, label: "F3" }, rotation: 0,
        hexes: [{ q: 5, r: 0, label: "F3" }, { q: 4, r: 1, label: "E4" }, { q: 6, r: 0, label: "G4" }, { q: 5, r: 1, label: "F4" }] },
      { region: 12, kind: "free", player: null, startRegion: null, top: { q: 5, r: 2, label: "F5" }, rotation: 0,
        hexes: [{ q: 5, r: 2, label: "F5" }, { q: 4, r: 3, label: "E6" }, { q: 6, r: 2, label: "G6" }, { q: 5, r: 3, label: "F6" }] },
      { region: 13, kind: "free", player: null, startRegion: null, top: { q: 5, r: 4, label: "F7" }, rotation: 0,
        hexes: [{ q: 5, r: 4, label: "F7" }, { q: 4, r: 5, label: "E8" }, { q: 6, r: 4, label: "G8" }, { q: 5, r: 5, label: "F8" }] },
      { region: 14, kind: "free", player: null, startRegion: null, top: { q: 7, r: -2, label: "H2" }, rotation: 0,
        hexes: [{ q: 7, r: -2, label: "H2" }, { q: 6, r: -1, label: "G3" }, { q: 8, r: -2, label: "I3" }, { q: 7, r: -1, label: "H3" }] },
      { region: 15, kind: "free", player: null, startRegion: null, top: { q: 7, r: 0, label: "H4" }, rotation: 0,
        hexes: [{ q: 7, r: 0, label: "H4" }, { q: 6, r: 1, label: "G5" }, { q: 8, r: 0, label: "I5" }, { q: 7, r: 1, label: "H5" }] },
      { region: 16, kind: "free", player: null, startRegion: null, top: { q: 7, r: 2, label: "H6" }, rotation: 0,
        hexes: [{ q: 7, r: 2, label: "H6" }, { q: 6, r: 3, label: "G7" }, { q: 8, r: 2, label: "I7" }, { q: 7, r: 3, label: "H7" }] },
      { region: 17, kind: "free", player: null, startRegion: null, top: { q: 9, r: -2, label: "J3" }, rotation: 0,
        hexes: [{ q: 9, r: -2, label: "J3" }, { q: 8, r: -1, label: "I4" }, { q: 10, r: -2, label: "K4" }, { q: 9, r: -1, label: "J4" }] },
      { region: 18, kind: "free", player: null, startRegion: null, top: { q: 9, r: 0, label: "J5" }, rotation: 0,
        hexes: [{ q: 9, r: 0, label: "J5" }, { q: 8, r: 1, label: "I6" }, { q: 10, r: 0, label: "K6" }, { q: 9, r: 1, label: "J6" }] },
    ],
  },] as const satisfies readonly MapLayoutDef[];

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const regionsCovered: Equal<(typeof MAP_REGIONS)[number]["id"], MapRegionId> = true;
void regionsCovered;
