/**
 * Dealing the tiles of a custom map (СТВОРЕННЯ ВЛАСНОГО ПОЛЯ, L685-761, steps 1-5): each player a random capital
 * tile (the others go back to the box), two random natural-wonder and two random city-state tiles for the
 * centre, all on the side a die picks (1-3 A, else B), laid in the central arrangement; then two of the unused
 * tiles to each player. The rulebook shows the two central arrangements only as pictures (G2): ours is E19.
 */
import type { Rng } from "../../../core/rng.ts";
import { MAP_TILES, type MapTileId, type TileSide } from "../data/index.ts";
import type { MapBuild, TilePlacement } from "../base/state.ts";

/** Side A's central arrangement: the first game's four central tiles' places (E1, E19). */
const CENTRE_A: readonly Omit<TilePlacement, "tile" | "side">[] = [
  { q: -1, r: 1, rotation: 3 },
  { q: 2, r: 1, rotation: 0 },
  { q: 0, r: -2, rotation: 0 },
  { q: 3, r: -5, rotation: 5 },
];

/** Side B mirrors side A top to bottom (D16: (q, r) → (q, −q − r)), which turns rotations the other way. */
const CENTRE_B = CENTRE_A.map((p) => ({ q: p.q, r: -p.q - p.r, rotation: (6 - p.rotation) % 6 }));

export const centralPlaces = (side: TileSide) => (side === "A" ? CENTRE_A : CENTRE_B);

const ofCategory = (c: string) => MAP_TILES.filter((t) => t.category === c).map((t) => t.id as MapTileId);

export function dealCustomMap(rng: Rng, players: number): MapBuild {
  const capitals = rng.shuffle(ofCategory("capital")).slice(0, players);
  const central = rng.shuffle([...rng.shuffle(ofCategory("natural-wonder")).slice(0, 2), ...rng.shuffle(ofCategory("city-state")).slice(0, 2)]);
  const side: TileSide = rng.die(6) <= 3 ? "A" : "B";
  const placed = central.map((tile, i) => ({ tile, side, ...centralPlaces(side)[i] }));
  const unused = rng.shuffle(MAP_TILES.map((t) => t.id as MapTileId).filter((t) => !central.includes(t) && ofCategory("capital").indexOf(t) < 0));
  const hands = capitals.map((c, i) => [c, ...unused.slice(2 * i, 2 * i + 2)]);
  return { central, placed, hands, capitals };
}
