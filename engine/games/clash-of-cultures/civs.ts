/**
 * [EXP] Civilizations (L27, L380-382, L1803-1809): each player gets a civilization at setup — at random,
 * or chosen in turn order with the host option `civilizations: "choose"` — with its 3 leader cards and,
 * where it has one, its civilization start region (the Vikings'), which replaces the normal one. Only the
 * civilizations whose advances and leaders the sources give completely are dealt (data CIVILIZATIONS; the
 * others are listed with what is missing in MISSING_CIVILIZATIONS and docs/rules/clash-of-cultures.md).
 *
 * Civilization advances are never bought: each comes automatically with its linked advance ("any
 * government" = with the first government advance), marked from the personal supply (no event-tracker
 * cube, so no event), and scores ½ VP like any advance (it is listed in `advances`, L1805-1809).
 * Their effects live in civ-advances.ts; leaders in leaders.ts.
 */
import { z } from "zod";
import type { Rng } from "../../core/rng.ts";
import type { Prompt, Seat } from "../../core/types.ts";
import { ALTERNATIVE_HISTORY_LEADERS, CIVILIZATIONS, CIV_ADVANCES, LEADERS, type AnyAdvanceId, type CivAdvanceDef, type CivilizationDef, type CivilizationId, type LeaderDef, type LeaderId, type MapRegionId } from "./data/index.ts";
import { regionDef } from "./board.ts";
import { hexDistance } from "./hex.ts";
import { advanceDef, isBaseAdvance } from "./catalog.ts";
import { check, defineFrame, defineMove, emit, fireHook, onHook, pop } from "./flow.ts";
import { player } from "./queries.ts";
import type { City, CocState, Frame, HexKey, Unit } from "./state.ts";

const CIVS = CIVILIZATIONS as readonly CivilizationDef[];
const CIV_BY_ID = new Map<string, CivilizationDef>(CIVS.map((c) => [c.id, c]));
const CIV_ADVANCE_BY_ID = new Map<string, CivAdvanceDef>((CIV_ADVANCES as readonly CivAdvanceDef[]).map((a) => [a.id, a]));
const LEADER_BY_ID = new Map<string, LeaderDef>((LEADERS as readonly LeaderDef[]).map((l) => [l.id, l]));

/** The civilizations a game deals: those whose advances and leaders are fully known. */
export const PLAYABLE_CIVILIZATIONS: readonly CivilizationId[] = CIVS.map((c) => c.id);

export function civDef(id: CivilizationId | string): CivilizationDef | undefined {
  return CIV_BY_ID.get(id);
}

export function civAdvance(id: string): CivAdvanceDef | undefined {
  return CIV_ADVANCE_BY_ID.get(id);
}

export function leaderDef(id: LeaderId | string): LeaderDef {
  const d = LEADER_BY_ID.get(id);
  if (!d) throw new Error(`unknown leader ${id}`);
  return d;
}

// ---- Shared queries (leaders, start city) ---------------------------------------------------------------

/** The seat's leader figure on the map, if any (one at most, L875). */
export function leaderUnit(s: CocState, seat: Seat): Unit | undefined {
  if (!s.players[seat]?.activeLeader) return undefined;
  for (const id in s.units) {
    const u = s.units[id];
    if (u.type === "leader" && u.owner === seat) return u;
  }
  return undefined;
}

/** The seat's leader while its figure is on the map (abilities work only then), else null. */
export function activeLeader(s: CocState, seat: Seat): LeaderId | null {
  const id = s.players[seat]?.activeLeader;
  if (!id) return null;
  return leaderUnit(s, seat) ? id : null;
}

/** Whether `seat`'s leader on the map is `leader`. */
export function leaderIs(s: CocState, seat: Seat, leader: LeaderId): boolean {
  return s.players[seat]?.activeLeader === leader && !!leaderUnit(s, seat);
}

/** The seat's city where its leader stands ("the leader's city", L879), if any. */
export function leaderCity(s: CocState, seat: Seat): City | undefined {
  const u = leaderUnit(s, seat);
  if (!u || u.carriedBy !== null) return undefined;
  const c = s.cities[u.hex];
  return c && c.owner === seat ? c : undefined;
}

/** The hex of the seat's home region where its first city was founded (Provinces, Knut the Great). */
export function startCityHex(s: CocState, seat: Seat): HexKey | null {
  const home = s.regions.find((r) => r.home === seat);
  if (!home) return null;
  const slot = regionDef(home.tile).hexes.findIndex((h) => h.startingCity);
  return slot >= 0 ? home.hexes[slot] : null;
}

/** The index of the seat's home (start) region. */
export function homeRegion(s: CocState, seat: Seat): number {
  return s.regions.findIndex((r) => r.home === seat);
}

// ---- Setup ----------------------------------------------------------------------------------------------

export interface ChooseCivilizationFrame extends Frame { kind: "choose-civilization"; seat: Seat }
export type ChooseCivilizationMove = { type: "choose-civilization"; civilization: CivilizationId };

/**
 * Deals civilizations at setup (on the plain state `setup` builds): at random, or pushes one
 * "choose-civilization" prompt per seat, the first player's on top (asked before the starting settlers).
 */
export function setupCivilizations(s: CocState, rng: Rng) {
  const n = s.players.length;
  if (s.options.civilizations === "choose") {
    for (let i = 0; i < n; i++) s.stack.push({ kind: "choose-civilization", seat: (s.firstPlayer + n - 1 - i) % n } satisfies ChooseCivilizationFrame);
  } else {
    const ids = rng.shuffle([...PLAYABLE_CIVILIZATIONS]);
    for (const p of s.players) applyCivilization(s, p.seat, ids[p.seat]);
  }
  if (s.options.alternativeHistory === true) dealAlternativeHistory(s, rng);
}

/**
 * Alternative history variant (L2108-2114): all leader cards are shuffled together and each player is dealt
 * 3; these are their leaders, whatever their civilization. Only the 12 leader cards of the playable
 * civilizations are known (data LEADERS), so those 12 are shuffled: with 4 players all are dealt, with
 * fewer the rest stay in the box.
 */
function dealAlternativeHistory(s: CocState, rng: Rng) {
  const cards = rng.shuffle((LEADERS as readonly LeaderDef[]).map((l) => l.id));
  for (const p of s.players) p.leaders = cards.slice(p.seat * ALTERNATIVE_HISTORY_LEADERS, (p.seat + 1) * ALTERNATIVE_HISTORY_LEADERS);
}

/** Gives `seat` the civilization: its board, its 3 leader cards, its start region if it has one (L380-382). */
export function applyCivilization(s: CocState, seat: Seat, id: CivilizationId) {
  const civ = civDef(id)!;
  const p = s.players[seat];
  p.civilization = id;
  // Alternative history: the leaders were dealt at setup, not taken from the civilization.
  if (s.options.alternativeHistory !== true) p.leaders = [...civ.leaders];
  p.activeLeader = null;
  if (civ.startRegion) placeStartRegion(s, seat, civ.startRegion);
}

/** Replaces the seat's start region by a civilization start region, laid like the one it replaces (L382). */
function placeStartRegion(s: CocState, seat: Seat, tile: MapRegionId) {
  const region = s.regions.find((r) => r.home === seat);
  if (!region) return;
  const before = regionDef(region.tile).hexes.findIndex((h) => h.startingCity);
  const def = regionDef(tile);
  const after = def.hexes.findIndex((h) => h.startingCity);
  region.tile = tile;
  region.hexes.forEach((key, slot) => {
    s.hexes[key].terrain = def.hexes[slot].terrain;
  });
  if (before !== after && before >= 0 && after >= 0) {
    const from = region.hexes[before], to = region.hexes[after];
    const city = s.cities[from];
    if (city) {
      delete s.cities[from];
      s.cities[to] = { ...city, hex: to };
    }
  }
}

function civilizationsLeft(s: CocState): CivilizationId[] {
  const taken = new Set(s.players.map((p) => p.civilization));
  return PLAYABLE_CIVILIZATIONS.filter((c) => !taken.has(c));
}

defineFrame<ChooseCivilizationFrame>("choose-civilization", {
  moves: ["choose-civilization"],
  prompt: (s, f): Prompt => ({
    kind: "choose", seat: f.seat, id: "choose-civilization", moveType: "choose-civilization", min: 1, max: 1,
    label: { key: "coc.chooseCivilization", en: "Choose your civilization" },
    options: civilizationsLeft(s).map((c) => ({ value: c, label: { key: `coc.civilization.${c}`, en: civDef(c)!.name.en } })),
  }),
  legal: (s, f) => civilizationsLeft(s).map((civilization) => ({ type: "choose-civilization", civilization })),
});

defineMove<ChooseCivilizationMove>("choose-civilization", {
  schema: z.object({ type: z.literal("choose-civilization"), civilization: z.string().max(30) as z.ZodType<CivilizationId> }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "choose-civilization", "You cannot choose a civilization now");
    check(civDef(move.civilization) !== undefined, `${move.civilization} is not a playable civilization`);
    check(civilizationsLeft(ctx.s).includes(move.civilization), "Another player has already chosen that civilization");
    pop(ctx, frame);
    applyCivilization(ctx.s, seat, move.civilization);
    emit(ctx, { type: "CivilizationChosen", seat, civilization: move.civilization, leaders: [...player(ctx.s, seat).leaders] });
  },
});

// ---- Civilization advances: gained with their linked advance (L1805-1809) -------------------------------

/** The civilization advances `seat` gains together with `advance` now. */
export function linkedCivAdvances(s: CocState, seat: Seat, advance: AnyAdvanceId): CivAdvanceDef[] {
  const p = player(s, seat);
  if (!p.civilization || !isBaseAdvance(advance)) return [];
  const civ = civDef(p.civilization);
  if (!civ) return [];
  const government = advanceDef(advance).government;
  const out: CivAdvanceDef[] = [];
  for (const id of civ.advances) {
    if (p.advances.includes(id)) continue;
    const def = civAdvance(id)!;
    if (def.linkedAdvance === advance || (def.linkedAdvance === "any-government" && government)) out.push(def);
  }
  return out;
}

onHook("advance-gained", (ctx, { seat, advance }: { seat: Seat; advance: AnyAdvanceId }) => {
  if (!ctx.s.options.expansion) return;
  for (const def of linkedCivAdvances(ctx.s, seat, advance)) {
    // A cube from the personal supply: no event-tracker cube, no token bonus, no event (L1807).
    player(ctx.s, seat).advances.push(def.id);
    emit(ctx, { type: "CivilizationAdvanceGained", seat, advance: def.id, civilization: def.civilization, with: advance });
    fireHook(ctx, "advance-gained", { seat, advance: def.id });
  }
});

// ---- Victory points of civilization effects -------------------------------------------------------------

const RUNE_STONE_VP = Number(civAdvance("rune-stones")!.params.vpPerStone);
const EXPLORER_TOKEN_VP = Number(leaderDef("erik-the-red").abilities[0].params.vpPerToken);
const KNUT_VP_PER_HEX = Number(leaderDef("knut-the-great").abilities[0].params.vpPerHex);

/**
 * VP from civilization effects: Rune Stones and Erik the Red's explorer tokens (counted with objectives, as
 * cards set beside them), Knut the Great's Ruler of the North (½ VP per hex between Knut and the starting
 * city, counted with event VP while Knut is on the map).
 */
export function civilizationVp(s: CocState, seat: Seat): { objectives: number; events: number } {
  const p = s.players[seat];
  if (!p.civilization) return { objectives: 0, events: 0 };
  const objectives = (p.runeStones ?? 0) * RUNE_STONE_VP + (p.explorerTokens?.length ?? 0) * EXPLORER_TOKEN_VP;
  let events = 0;
  if (p.activeLeader === "knut-the-great") {
    const knut = leaderUnit(s, seat);
    const start = startCityHex(s, seat);
    if (knut && start) events = hexDistance(knut.hex, start) * KNUT_VP_PER_HEX;
  }
  return { objectives, events };
}
