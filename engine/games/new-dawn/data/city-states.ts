/**
 * City-states (ПОЛІСИ, L598-622): 8 of them on 4 double-sided tokens (L71) and 16 diplomacy cards, 2 per
 * city-state (L47, L165). Each has a type — the focus card that receives its trade tokens and its token when
 * conquered (L404, L618) — shown as a symbol on a black background in a rhombic or round frame that must match
 * the map symbol (L164). There is no economy city-state (content §5.2). The seed names Buenos Aires (industry,
 * gear, rhombic frame, L173) and Seoul (science, L604-605); the rest come from the content file §5.2/§7.1.
 * Their diplomacy cards are in diplomacy-cards.ts.
 */
import type { CityStateId, FocusType, MapTileId, Provenance, Text, TileSide } from "./types.ts";

export interface CityStateDef {
  readonly id: CityStateId;
  readonly name: Text;
  readonly type: Exclude<FocusType, "economy">;
  readonly tile: MapTileId;
  readonly side: TileSide;
  /** Frame of the symbol on token and map; null where no source shows it. */
  readonly frame: "rhombic" | "round" | null;
  readonly provenance: Provenance;
}

const CONTENT: Provenance = { confidence: "confirmed", refs: ["content §5.2, §7.1 (S1, S3, S4)"] };

export const CITY_STATES = [
  { id: "carthage", name: { en: "Carthage", ru: "Карфаген" }, type: "military", tile: "tile-06", side: "A", frame: null, provenance: CONTENT },
  { id: "kumasi", name: { en: "Kumasi", ru: "Кумаси" }, type: "culture", tile: "tile-06", side: "B", frame: null, provenance: CONTENT },
  {
    id: "brussels", name: { en: "Brussels", ru: "Брюссель" }, type: "industry", tile: "tile-12", side: "A", frame: "round",
    provenance: {
      confidence: "inferred", refs: ["seed L164, L173", "content §5.2"],
      chosen: { id: "D18", reason: "Round: the two industry city-states share the gear symbol, so the frame tells them apart, and Buenos Aires has the rhombic one." },
    },
  },
  { id: "seoul", name: { en: "Seoul", ru: "Сеул", uk: "Сеул" }, type: "science", tile: "tile-12", side: "B", frame: null, provenance: { confidence: "seed", refs: ["seed L414, L604-605", "content §5.2"] } },
  { id: "geneva", name: { en: "Geneva", ru: "Женева" }, type: "science", tile: "tile-14", side: "A", frame: null, provenance: CONTENT },
  { id: "mohenjo-daro", name: { en: "Mohenjo-Daro", ru: "Мохенджо-Даро" }, type: "culture", tile: "tile-14", side: "B", frame: null, provenance: CONTENT },
  { id: "buenos-aires", name: { en: "Buenos Aires", ru: "Буэнос-Айрес", uk: "Буенос-Айрес" }, type: "industry", tile: "tile-15", side: "A", frame: "rhombic", provenance: { confidence: "seed", refs: ["seed L173, L177", "content §5.2"] } },
  { id: "kabul", name: { en: "Kabul", ru: "Кабул" }, type: "military", tile: "tile-15", side: "B", frame: null, provenance: CONTENT },
] as const satisfies readonly CityStateDef[];

/** The 4 double-sided city-state tokens (L71): which two city-states share one is not in any source. */
export const CITY_STATE_TOKENS = [
  { id: "cs-token-1", faces: ["carthage", "kumasi"] },
  { id: "cs-token-2", faces: ["brussels", "seoul"] },
  { id: "cs-token-3", faces: ["geneva", "mohenjo-daro"] },
  { id: "cs-token-4", faces: ["buenos-aires", "kabul"] },
] as const satisfies readonly { id: string; faces: readonly [CityStateId, CityStateId] }[];

export const CITY_STATE_TOKEN_PAIRING: Provenance = {
  confidence: "inferred", refs: ["content §7.1 [I]"],
  chosen: { id: "D18", reason: "Paired as the two faces of one tile, like the natural-wonder tokens; a tile shows one face, so no game needs both." },
};
