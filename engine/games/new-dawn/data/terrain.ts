/**
 * Terrain (КЛІТИНКИ ТА МІСЦЕВІСТЬ, L255-289). The five land terrains sit under slots 1–5 of the focus bar and
 * their slot number is their difficulty (L257). Water has difficulty 1 but is not on the bar and normally
 * allows no actions (L261). A natural-wonder space has no terrain type but difficulty 5 (L330); it is listed
 * here so every map space resolves to one entry. City-state spaces are grassland (L610).
 */
import type { Slot, SpaceTerrain, Text } from "./types.ts";

export interface TerrainDef {
  readonly id: SpaceTerrain;
  readonly name: Text;
  readonly difficulty: number;
  /** The focus-bar slot that shows this terrain; null for water and natural wonders. */
  readonly slot: Slot | null;
  readonly land: boolean;
  /** False for natural-wonder spaces: they have no terrain type (L330). */
  readonly isTerrainType: boolean;
  readonly ref: string;
}

export const TERRAINS = [
  { id: "grassland", name: { en: "Grassland", ru: "Луга", uk: "Луки" }, difficulty: 1, slot: 1, land: true, isTerrainType: true, ref: "L257, L267" },
  { id: "hills", name: { en: "Hills", ru: "Холмы", uk: "Пагорби" }, difficulty: 2, slot: 2, land: true, isTerrainType: true, ref: "L257, L271" },
  { id: "forest", name: { en: "Forest", ru: "Леса", uk: "Ліси" }, difficulty: 3, slot: 3, land: true, isTerrainType: true, ref: "L257, L275" },
  { id: "desert", name: { en: "Desert", ru: "Пустыни", uk: "Пустелі" }, difficulty: 4, slot: 4, land: true, isTerrainType: true, ref: "L257, L279" },
  { id: "mountains", name: { en: "Mountains", ru: "Горы", uk: "Гори" }, difficulty: 5, slot: 5, land: true, isTerrainType: true, ref: "L257, L283" },
  { id: "water", name: { en: "Water", ru: "Водоёмы", uk: "Водойми" }, difficulty: 1, slot: null, land: false, isTerrainType: true, ref: "L261, L287" },
  { id: "natural-wonder", name: { en: "Natural wonder", ru: "Чудо природы", uk: "Чудо природи" }, difficulty: 5, slot: null, land: true, isTerrainType: false, ref: "L330, L360" },
] as const satisfies readonly TerrainDef[];

/** Defence bonus of a city-state, whatever its (grassland) space (L514, L610). */
export const CITY_STATE_DEFENSE = 8;

/** A city defends with its space's difficulty doubled (L517). */
export const CITY_DIFFICULTY_MULTIPLIER = 2;
