/**
 * Map tiles (16, double-sided "A"/"B", L31, L111) with every space, natural wonders and barbarian letters.
 * The seed shows the tiles only as pictures; the contents come from the content file §5 (primary source S3,
 * checked against S4 and, for sides 1A–4A, against photographs). Where S4 reads a space differently the space
 * carries decision D13–D15 and the other reading in `chosen.reason`.
 *
 * COORDINATES (decision D16). Every tile side has 10 hexes in five columns of 1, 2, 2, 3, 2. Hexes are
 * flat-topped when the tile is held with its printed label ("1A", the hex of cell 9) at the left. Axial
 * coordinates `{ q, r }` inside a tile put cell 0 (the centre hex that touches cells 1–6) at (0, 0); q grows to
 * the right (each step also half a hex down), r grows straight down. In pixels, with hex size s and y pointing
 * down: x = 1.5·s·q, y = √3·s·(r + q/2). Neighbour directions clockwise from north are `HEX_DIRECTIONS`.
 * Side B is side A mirrored top-to-bottom ((q, r) → (q, −q − r)) with the same cell numbers, so cell 0 is the
 * centre and cell 9 the label hex on both sides. A tile laid on the map may be rotated (L751); rotation and
 * placement are the layout's job, not this file's.
 */
import type {
  BarbarianLetter, CityStateId, Decision, MapTileId, NaturalWonderId, Provenance, ResourceKind, SpaceTerrain,
  Text, TileCategory, TileSide,
} from "./types.ts";

export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** N, NE, SE, S, SW, NW (clockwise from north) for flat-topped axial hexes. */
export const HEX_DIRECTIONS = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
] as const satisfies readonly Hex[];

const SIDE_A_HEXES: readonly Hex[] = [
  { q: 0, r: 0 }, // 0 centre
  { q: -1, r: 1 }, // 1 SW of 0
  { q: 0, r: 1 }, // 2 S of 0
  { q: 1, r: 0 }, // 3 SE of 0
  { q: 1, r: -1 }, // 4 NE of 0
  { q: 0, r: -1 }, // 5 N of 0
  { q: -1, r: 0 }, // 6 NW of 0
  { q: -2, r: 1 }, // 7 column 2, upper
  { q: -2, r: 2 }, // 8 column 2, lower
  { q: -3, r: 2 }, // 9 column 1, the label hex
];

function mirrorTopBottom(h: Hex): Hex {
  return { q: h.q, r: -h.q - h.r };
}

/** Axial coordinates of cells 0–9 on each side (index = cell number). */
export const CELL_HEXES: { readonly [S in TileSide]: readonly Hex[] } = {
  A: SIDE_A_HEXES,
  B: SIDE_A_HEXES.map(mirrorTopBottom),
};

export const SPACES_PER_TILE_SIDE = 10;

/** Where the geometry above comes from. */
export const TILE_GEOMETRY: Provenance = {
  confidence: "confirmed",
  refs: ["content §5.1 (S3 cell positions, S4 geometry, photographs of 1A-4A)", "seed L257 (each space a hexagon)"],
  chosen: {
    id: "D16",
    reason: "S3's pointy-top cell positions turned a quarter turn so the label hex is at the left (flat-topped, as the photographs show), then shifted so cell 0 is the origin; side B is S3's mirrored side.",
  },
};

// ---------------------------------------------------------------------------
// Natural wonders
// ---------------------------------------------------------------------------

export interface NaturalWonderDef {
  readonly id: NaturalWonderId;
  readonly name: Text;
  /** The resource the token may be spent as (L323). */
  readonly resource: ResourceKind;
  readonly tile: MapTileId;
  readonly side: TileSide;
  readonly provenance: Provenance;
}

const NW_FACES: Decision = {
  id: "D14",
  reason: "Names per face as S3 and the photographs of 1A, 2A, 4A (and the seed's setup picture of Grand Mesa with Buenos Aires) show them; S4 swaps the two faces of tiles 1, 2 and 4.",
};

export const NATURAL_WONDERS = [
  { id: "torres-del-paine", name: { en: "Torres del Paine", ru: "Торрес-дель-Пайне" }, resource: "diamonds", tile: "tile-01", side: "A", provenance: { confidence: "confirmed", refs: ["content §5.2 (S3, photo 1A, S4)"], chosen: NW_FACES } },
  { id: "cliffs-of-dover", name: { en: "Cliffs of Dover", ru: "Дуврские скалы" }, resource: "marble", tile: "tile-01", side: "B", provenance: { confidence: "single-source", refs: ["content §5.2 (name S3; resource S4 only)"], chosen: { id: "D17", reason: "Marble is read off the token by S4 alone; it is also the one kind left for the fourth token." } } },
  { id: "mount-everest", name: { en: "Mount Everest", ru: "Эверест" }, resource: "oil", tile: "tile-02", side: "A", provenance: { confidence: "confirmed", refs: ["content §5.2 (S3, photo 2A, S1, S4)"], chosen: NW_FACES } },
  { id: "crater-lake", name: { en: "Crater Lake", ru: "Озеро Крейтер", uk: "Озеро Крейтер" }, resource: "mercury", tile: "tile-02", side: "B", provenance: { confidence: "confirmed", refs: ["seed L328", "content §5.2 (S3, S1, S4)"], chosen: NW_FACES } },
  { id: "grand-mesa", name: { en: "Grand Mesa", ru: "Большая столовая гора", uk: "Велика столова гора" }, resource: "diamonds", tile: "tile-04", side: "A", provenance: { confidence: "confirmed", refs: ["seed L169", "content §5.2 (S3, photo 4A, S1, S4)"], chosen: NW_FACES } },
  { id: "galapagos-islands", name: { en: "Galápagos Islands", ru: "Галапагосские острова" }, resource: "mercury", tile: "tile-04", side: "B", provenance: { confidence: "confirmed", refs: ["content §5.2 (S3, S1, S4)"], chosen: NW_FACES } },
  { id: "mount-kilimanjaro", name: { en: "Mount Kilimanjaro", ru: "Килиманджаро" }, resource: "oil", tile: "tile-13", side: "A", provenance: { confidence: "confirmed", refs: ["content §5.2 (S3, S1, S4)"] } },
  { id: "pantanal", name: { en: "Pantanal", ru: "Пантанал" }, resource: "marble", tile: "tile-13", side: "B", provenance: { confidence: "confirmed", refs: ["content §5.2 (S3, S1, S4)"] } },
] as const satisfies readonly NaturalWonderDef[];

/** The 4 double-sided natural-wonder tokens (L79): the two wonders of one tile share a token. */
export const NATURAL_WONDER_TOKENS = [
  { id: "nw-token-1", faces: ["torres-del-paine", "cliffs-of-dover"], provenance: { confidence: "inferred", refs: ["content §5.2 [I]: the remaining pair"], chosen: { id: "D17", reason: "S1 gives the other three pairs as the two faces of one tile; this is the pair left over." } } },
  { id: "nw-token-2", faces: ["mount-everest", "crater-lake"], provenance: { confidence: "confirmed", refs: ["content §5.2 (S1 pair, S3 tile 2)"] } },
  { id: "nw-token-3", faces: ["grand-mesa", "galapagos-islands"], provenance: { confidence: "confirmed", refs: ["content §5.2 (S1 pair, S3 tile 4)"] } },
  { id: "nw-token-4", faces: ["mount-kilimanjaro", "pantanal"], provenance: { confidence: "confirmed", refs: ["content §5.2 (S1 pair, S3 tile 13)"] } },
] as const satisfies readonly { id: string; faces: readonly [NaturalWonderId, NaturalWonderId]; provenance: Provenance }[];

// ---------------------------------------------------------------------------
// Barbarians
// ---------------------------------------------------------------------------

/** The 9 lettered barbarian tokens (L95, L588); each letter is printed on one tile only (content §5.2). */
export const BARBARIAN_LETTERS = ["A", "B", "C", "D", "E", "F", "G", "H", "I"] as const satisfies readonly BarbarianLetter[];

// ---------------------------------------------------------------------------
// Tiles
// ---------------------------------------------------------------------------

export interface SpaceDef {
  readonly cell: number;
  readonly hex: Hex;
  readonly terrain: SpaceTerrain;
  readonly resource: ResourceKind | null;
  readonly naturalWonder: NaturalWonderId | null;
  readonly cityState: CityStateId | null;
  readonly barbarian: BarbarianLetter | null;
  /** The capital symbol (star) (L115, L691). */
  readonly capital: boolean;
  /** Present where the sources read this space differently. */
  readonly chosen?: Decision;
}

export interface TileSideDef {
  readonly side: TileSide;
  /** The printed label, e.g. "4A" (L111). */
  readonly label: string;
  /** Indexed by cell number 0–9. */
  readonly spaces: readonly SpaceDef[];
}

export interface MapTileDef {
  readonly id: MapTileId;
  readonly number: number;
  readonly category: TileCategory;
  readonly sides: { readonly [S in TileSide]: TileSideDef };
  readonly provenance: Provenance;
}

type Code = "G" | "H" | "F" | "D" | "M" | "W";

const TERRAIN_OF: { readonly [C in Code]: SpaceTerrain } = {
  G: "grassland", H: "hills", F: "forest", D: "desert", M: "mountains", W: "water",
};

interface Features {
  readonly resource?: ResourceKind;
  readonly barbarian?: BarbarianLetter;
  readonly cityState?: CityStateId;
  readonly capital?: true;
  /** What S4 reads instead (terrain, letter). */
  readonly s4?: string;
}

/** A plain space (`"M"`), a space with features (`["M", { resource: "marble" }]`) or a natural wonder. */
type CellSpec = Code | readonly [Code, Features] | { readonly nw: NaturalWonderId; readonly s4?: string };

const TERRAIN_DISPUTE = "D13";
const LETTER_DISPUTE = "D15";

function space(side: TileSide, cell: number, spec: CellSpec): SpaceDef {
  const hex = CELL_HEXES[side][cell];
  const none = { resource: null, naturalWonder: null, cityState: null, barbarian: null, capital: false } as const;
  if (typeof spec === "string") return { cell, hex, terrain: TERRAIN_OF[spec], ...none };
  if ("nw" in spec) {
    const chosen = spec.s4 === undefined ? {} : { chosen: { ...NW_FACES, reason: `${NW_FACES.reason} S4 names this face ${spec.s4}.` } };
    return { cell, hex, terrain: "natural-wonder", ...none, naturalWonder: spec.nw, ...chosen };
  }
  const [code, f] = spec;
  const disputedLetter = f.s4 !== undefined && f.s4.startsWith("barbarian");
  const chosen: { chosen?: Decision } = f.s4 === undefined ? {} : {
    chosen: {
      id: disputedLetter ? LETTER_DISPUTE : TERRAIN_DISPUTE,
      reason: `S3 reading kept (${disputedLetter ? "letters also per S2's tile list" : "photo-checked where a photo exists"}); S4 reads ${f.s4}.`,
    },
  };
  return {
    cell, hex, terrain: TERRAIN_OF[code],
    resource: f.resource ?? null, naturalWonder: null, cityState: f.cityState ?? null,
    barbarian: f.barbarian ?? null, capital: f.capital === true, ...chosen,
  };
}

function side(number: number, s: TileSide, cells: readonly CellSpec[]): TileSideDef {
  return { side: s, label: `${number}${s}`, spaces: cells.map((c, i) => space(s, i, c)) };
}

function tile(number: number, category: TileCategory, a: readonly CellSpec[], b: readonly CellSpec[], refs: readonly string[]): MapTileDef {
  return {
    id: `tile-${String(number).padStart(2, "0")}` as MapTileId,
    number, category,
    sides: { A: side(number, "A", a), B: side(number, "B", b) },
    provenance: { confidence: "confirmed", refs: [`content §5.3 tile ${number}`, ...refs] },
  };
}

const CAP = { capital: true } as const;
const PHOTO = "sides A photo-checked (content §5.3)";

export const MAP_TILES: readonly MapTileDef[] = [
  tile(1, "natural-wonder",
    [{ nw: "torres-del-paine", s4: "Cliffs of Dover" }, "H", "G", "D", "H", "M", ["M", { barbarian: "A" }], "M", ["M", { resource: "marble" }], "W"],
    [{ nw: "cliffs-of-dover", s4: "Torres del Paine" }, "W", "W", "W", ["G", { barbarian: "A" }], "F", "H", "G", "W", "G"],
    [PHOTO]),
  tile(2, "natural-wonder",
    [{ nw: "mount-everest", s4: "Crater Lake" }, "M", "H", "H", "M", "H", "G", "H", ["M", { barbarian: "B" }], "M"],
    ["W", { nw: "crater-lake", s4: "Mount Everest" }, "H", ["M", { resource: "diamonds" }], "M", "M", "M", "H", "F", "F"],
    [PHOTO]),
  tile(3, "plain",
    ["W", ["G", { s4: "hills" }], "G", ["D", { resource: "marble" }], "M", "W", "G", ["M", { barbarian: "C" }], ["F", { resource: "oil" }], "M"],
    [["D", { barbarian: "C" }], "D", ["H", { s4: "desert" }], "D", ["H", { resource: "oil", s4: "desert" }], "D", "G", "F", "F", ["D", { resource: "mercury" }]],
    [PHOTO]),
  tile(4, "natural-wonder",
    [{ nw: "grand-mesa", s4: "Galápagos Islands" }, "H", "D", ["M", { s4: "desert" }], "M", "F", "H", "M", ["G", { barbarian: "D" }], ["M", { resource: "mercury" }]],
    [{ nw: "galapagos-islands", s4: "Grand Mesa" }, "W", "W", "W", "W", "W", "G", "H", "H", ["M", { barbarian: "D" }]],
    [PHOTO]),
  tile(5, "plain",
    ["M", "G", "G", ["M", { resource: "diamonds" }], "H", "H", "H", ["F", { resource: "oil" }], "G", "F"],
    [["M", { resource: "mercury" }], "H", ["H", { s4: "forest" }], "F", "F", "H", ["H", { s4: "grassland" }], ["G", { barbarian: "E" }], "G", "G"],
    []),
  tile(6, "city-state",
    ["W", "M", "H", "F", ["G", { cityState: "carthage" }], "F", "W", "W", "G", "W"],
    [["H", { s4: "mountains" }], "M", "H", ["F", { s4: "mountains" }], ["G", { cityState: "kumasi" }], "H", "G", "F", "G", ["M", { resource: "marble" }]],
    []),
  tile(7, "capital",
    [["G", CAP], "G", "M", "W", "W", "W", "W", "M", "F", ["F", { resource: "mercury" }]],
    [["G", CAP], ["G", { s4: "hills" }], "M", "W", "F", "W", ["G", { s4: "hills" }], ["F", { resource: "diamonds" }], "F", "G"],
    []),
  tile(8, "plain",
    ["F", "F", "F", ["G", { resource: "mercury", s4: "forest" }], "G", "W", "W", ["F", { resource: "diamonds" }], "F", "F"],
    ["F", "M", ["F", { resource: "mercury" }], "W", "W", "W", "D", "F", "M", "W"],
    []),
  tile(9, "capital",
    [["H", CAP], "G", "H", "W", "W", "G", "H", "H", "G", ["M", { resource: "diamonds" }]],
    [["H", CAP], "H", "H", "W", "F", "F", ["H", { s4: "grassland" }], ["F", { resource: "oil" }], "G", "F"],
    []),
  tile(10, "plain",
    ["W", "W", ["H", { s4: "grassland" }], "G", "G", "H", ["D", { resource: "oil" }], ["D", { barbarian: "F" }], "M", "M"],
    [["F", { barbarian: "F", s4: "barbarian E" }], "G", ["D", { resource: "diamonds" }], ["D", { s4: "hills" }], "F", ["D", { resource: "marble" }], "G", "W", "W", "W"],
    []),
  tile(11, "capital",
    [["G", CAP], "F", "G", "H", "M", ["M", { resource: "diamonds" }], "H", "H", "F", ["F", { barbarian: "G" }]],
    [["G", CAP], "M", ["G", { s4: "hills" }], "W", "H", "H", "G", "D", ["G", { resource: "marble" }], "G"],
    []),
  tile(12, "city-state",
    [["G", { cityState: "brussels" }], "H", ["D", { s4: "hills" }], ["D", { s4: "hills" }], "H", "H", "H", ["M", { resource: "mercury" }], "D", "D"],
    ["G", "W", "H", ["F", { resource: "mercury" }], ["G", { s4: "hills" }], ["G", { cityState: "seoul" }], "W", "F", ["G", { s4: "desert" }], ["G", { barbarian: "H", s4: "barbarian B" }]],
    []),
  tile(13, "natural-wonder",
    [{ nw: "mount-kilimanjaro" }, "G", ["G", { s4: "hills" }], "H", "D", "D", "D", "F", ["G", { s4: "hills" }], "F"],
    [{ nw: "pantanal" }, "G", "W", "F", "W", "F", "W", ["H", { resource: "diamonds", s4: "grassland" }], "F", "W"],
    []),
  tile(14, "city-state",
    ["F", "F", "F", ["G", { cityState: "geneva" }], "H", "F", "H", "H", ["F", { resource: "marble" }], "M"],
    ["D", "G", ["G", { s4: "desert" }], "D", "F", ["G", { s4: "hills" }], ["G", { cityState: "mohenjo-daro" }], "H", "G", ["M", { resource: "oil" }]],
    []),
  tile(15, "city-state",
    [["G", { cityState: "buenos-aires" }], "M", "W", "W", "W", "W", ["M", { resource: "marble" }], ["F", { barbarian: "I", s4: "barbarian H" }], "G", "M"],
    [["G", { s4: "hills" }], "M", "M", "W", ["D", { resource: "oil" }], "D", ["M", { s4: "barbarian E" }], "G", "G", ["G", { cityState: "kabul" }]],
    ["seed L173, L185 (Buenos Aires with barbarian I in the setup picture)"]),
  tile(16, "capital",
    [["G", CAP], "G", "G", ["D", { resource: "oil" }], "D", "G", "G", "W", "H", "W"],
    [["F", CAP], "G", "G", ["H", { s4: "grassland" }], "M", "D", "F", "G", ["H", { resource: "marble" }], "W"],
    []),
];
