/**
 * The first game's map (L109-127). The rulebook shows it only as a picture that no source reproduces (G2), so
 * this layout is OUR DECISION (docs/rules/new-dawn.md, "For the engine" 1): side A of every tile (L111), the
 * red tiles for 2 players, red + yellow for 3, red + yellow + blue for 4 (L113). It was laid by the custom-map
 * rule that a tile touches at least four spaces of tiles laid before it (L751), with the natural-wonder and
 * city-state tiles 1A, 15A, 4A, 12A in the centre (4A and 15A are in the seed's setup picture, L169-185) and
 * the capital tiles around them, opposite each other for 2 players.
 */
import type { MapTileId } from "../data/index.ts";
import type { TilePlacement } from "../base/state.ts";

export type { TilePlacement };

const RED: readonly TilePlacement[] = [
  { tile: "tile-01", side: "A", q: -1, r: 1, rotation: 3 },
  { tile: "tile-15", side: "A", q: 2, r: 1, rotation: 0 },
  { tile: "tile-04", side: "A", q: 0, r: -2, rotation: 0 },
  { tile: "tile-12", side: "A", q: 3, r: -5, rotation: 5 },
  { tile: "tile-07", side: "A", q: 4, r: -2, rotation: 3 },
  { tile: "tile-11", side: "A", q: -4, r: 2, rotation: 0 },
  { tile: "tile-03", side: "A", q: 4, r: 2, rotation: 2 },
  { tile: "tile-10", side: "A", q: -5, r: 0, rotation: 3 },
  { tile: "tile-05", side: "A", q: 7, r: -6, rotation: 0 },
  { tile: "tile-02", side: "A", q: -5, r: 5, rotation: 3 },
];

const YELLOW: readonly TilePlacement[] = [
  { tile: "tile-09", side: "A", q: -1, r: 5, rotation: 3 },
  { tile: "tile-06", side: "A", q: 2, r: 5, rotation: 0 },
  { tile: "tile-13", side: "A", q: -4, r: 7, rotation: 4 },
];

const BLUE: readonly TilePlacement[] = [
  { tile: "tile-16", side: "A", q: -1, r: -4, rotation: 3 },
  { tile: "tile-08", side: "A", q: -4, r: -3, rotation: 0 },
  { tile: "tile-14", side: "A", q: 4, r: -8, rotation: 4 },
];

export function firstGameTiles(players: number): readonly TilePlacement[] {
  return [...RED, ...(players >= 3 ? YELLOW : []), ...(players >= 4 ? BLUE : [])];
}

/** The capital tiles in seating order around the table (clockwise), so each capital is its player's nearest (L115). */
export function firstGameCapitals(players: number): readonly MapTileId[] {
  return ({ 2: ["tile-07", "tile-11"], 3: ["tile-07", "tile-09", "tile-11"], 4: ["tile-07", "tile-09", "tile-11", "tile-16"] } as Record<number, MapTileId[]>)[players];
}
