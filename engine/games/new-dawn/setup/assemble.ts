/**
 * Laying tiles on the map: every space of each placed tile face, at its map coordinates, with its printed
 * contents and the tokens that go on its symbols (setup step 4, L164).
 */
import { CELL_HEXES, MAP_TILES, type MapTileId } from "../data/index.ts";
import { rotate, spaceId, step } from "../base/hex.ts";
import type { Space, SpaceId } from "../base/state.ts";
import type { TilePlacement } from "./first-game-map.ts";

/** The spaces of the placed tiles, each with the tile it came from; overlapping tiles are a layout bug. */
export function assemble(placements: readonly TilePlacement[]): { spaces: Record<SpaceId, Space>; tileOf: Record<SpaceId, MapTileId> } {
  const spaces: Record<SpaceId, Space> = {};
  const tileOf: Record<SpaceId, MapTileId> = {};
  for (const p of placements) {
    const def = MAP_TILES.find((t) => t.id === p.tile)!;
    const face = def.sides[p.side];
    face.spaces.forEach((cell, i) => {
      const h = rotate(CELL_HEXES[p.side][i], p.rotation);
      const q = h.q + p.q, r = h.r + p.r;
      const id = spaceId({ q, r });
      if (spaces[id]) throw new Error(`map layout: ${face.label} overlaps ${spaces[id].label} at ${id}`);
      tileOf[id] = p.tile;
      spaces[id] = {
        id, q, r, terrain: cell.terrain, label: face.label, cell: cell.cell, edge: false,
        barbarianSymbol: cell.barbarian, cityStateSymbol: cell.cityState, capitalSymbol: cell.capital,
        city: null, token: null, wonder: null,
        // Tokens go on their printed symbols (setup step 4, L164).
        resource: cell.resource, naturalWonder: cell.naturalWonder, naturalWonderHome: cell.naturalWonder, cityState: cell.cityState,
      };
    });
  }
  for (const sp of Object.values(spaces)) {
    sp.edge = [0, 1, 2, 3, 4, 5].some((d) => !spaces[spaceId(step(sp, d))]);
  }
  return { spaces, tileOf };
}
