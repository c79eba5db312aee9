/** Colours of A New Dawn's board and panels: terrains, the four player colours, resources, focus types. */
import type { FocusType, PlayerColor, ResourceKind, SpaceTerrain, WonderType } from "../../../../../engine/games/new-dawn/data/index.ts";

export const TERRAIN_COLOR: Record<SpaceTerrain, number> = {
  grassland: 0x8fbf5a,
  hills: 0xb5a05a,
  forest: 0x3f7f45,
  desert: 0xe2c98a,
  mountains: 0x8c8478,
  water: 0x3f78a8,
  "natural-wonder": 0xc9a4e0,
};

export const PLAYER_COLOR: Record<PlayerColor, number> = { blue: 0x3b82d6, green: 0x2e9e5b, orange: 0xe88a2a, red: 0xd0423a };

/** Each colour also has a shape of its own (tokens, panel marks), so seats never depend on colour alone. */
export const PLAYER_GLYPH: Record<PlayerColor, string> = { blue: "●", green: "■", orange: "▲", red: "◆" };

export const RESOURCE_COLOR: Record<ResourceKind, number> = { marble: 0xf2efe6, mercury: 0xb9c2cc, oil: 0x2b2b2b, diamonds: 0x7fe0f0 };

export const TYPE_COLOR: Record<FocusType, number> = { culture: 0x9b6bc9, science: 0x3f8fd6, economy: 0xd9b13b, industry: 0xa66a3a, military: 0xc0453a };

export const WONDER_TYPE_COLOR: Record<WonderType, number> = { culture: TYPE_COLOR.culture, economy: TYPE_COLOR.economy, science: TYPE_COLOR.science, military: TYPE_COLOR.military };

export const BARBARIAN_COLOR = 0x5a1e16;
export const CITY_STATE_COLOR = 0xf1e6c8;

export function css(color: number): string {
  return `#${color.toString(16).padStart(6, "0")}`;
}
