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
 * Their effects live in civilizations/civ-advances.ts; leaders in civilizations/leaders.ts; pure queries (leaders, civilization VP)
 * in rules/civ-queries.ts, which the client loads.
 */
import { z } from "zod";
import type { Rng } from "../../../core/rng.ts";
import type { Prompt, Seat } from "../../../core/types.ts";
import { ALTERNATIVE_HISTORY_LEADERS, CIVILIZATIONS, LEADERS, type AnyAdvanceId, type CivAdvanceDef, type CivilizationDef, type CivilizationId, type LeaderDef, type MapRegionId } from "../data/index.ts";
import { regionDef } from "../base/board.ts";
import { advanceDef, isBaseAdvance } from "../base/catalog.ts";
import { check, defineFrame, defineMove, emit, fireHook, onHook, pop } from "../base/flow.ts";
import { player } from "../base/queries.ts";
import { civAdvance } from "../rules/civ-queries.ts";
import type { CocState, Frame } from "../base/state.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("civilizations/civs");

const CIVS = CIVILIZATIONS as readonly CivilizationDef[];
const CIV_BY_ID = new Map<string, CivilizationDef>(CIVS.map((c) => [c.id, c]));

/** The civilizations a game deals: those whose advances and leaders are fully known. */
export const PLAYABLE_CIVILIZATIONS: readonly CivilizationId[] = CIVS.map((c) => c.id);

export function civDef(id: CivilizationId | string): CivilizationDef | undefined {
  return CIV_BY_ID.get(id);
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

defineFrame<ChooseCivilizationFrame>(rules, "choose-civilization", {
  moves: ["choose-civilization"],
  prompt: (s, f): Prompt => ({
    kind: "choose", seat: f.seat, id: "choose-civilization", moveType: "choose-civilization", min: 1, max: 1,
    label: text("coc.chooseCivilization"),
    options: civilizationsLeft(s).map((c) => ({ value: c, label: text(`coc.civilization.${c}`) })),
  }),
  legal: (s, f) => civilizationsLeft(s).map((civilization) => ({ type: "choose-civilization", civilization })),
});

defineMove<ChooseCivilizationMove>(rules, "choose-civilization", {
  schema: z.object({ type: z.literal("choose-civilization"), civilization: z.string().max(30) as z.ZodType<CivilizationId> }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "choose-civilization", text("coc.err.cannotChooseCivilization"));
    check(civDef(move.civilization) !== undefined, text("coc.err.notPlayableCivilization", { civilization: move.civilization }));
    check(civilizationsLeft(ctx.s).includes(move.civilization), text("coc.err.anotherPlayerHasAlready"));
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

onHook(rules, "advance-gained", (ctx, { seat, advance }: { seat: Seat; advance: AnyAdvanceId }) => {
  for (const def of linkedCivAdvances(ctx.s, seat, advance)) {
    // A cube from the personal supply: no event-tracker cube, no token bonus, no event (L1807).
    player(ctx.s, seat).advances.push(def.id);
    emit(ctx, { type: "CivilizationAdvanceGained", seat, advance: def.id, civilization: def.civilization, with: advance });
    fireHook(ctx, "advance-gained", { seat, advance: def.id });
  }
}, { requires: "expansion" });
