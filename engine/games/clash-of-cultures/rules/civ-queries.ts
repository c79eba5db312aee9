/**
 * [EXP] Pure questions about a seat's civilization and leader, shared by the engine's civilization modules and
 * the client (rules/recruit-expansion.ts, victory points via turn/scoring.ts): no move registration here.
 */
import type { Seat } from "../../../core/types.ts";
import { CIV_ADVANCES, LEADERS, type CivAdvanceDef, type CivAdvanceId, type LeaderDef, type LeaderId } from "../data/index.ts";
import { regionDef } from "../base/board.ts";
import { hexDistance } from "../base/hex.ts";
import { has } from "../base/queries.ts";
import { peek } from "../../../kit/peek.ts";
import type { City, CocState, HexKey, Owner, Unit } from "../base/state.ts";

const CIV_ADVANCE_BY_ID = new Map<string, CivAdvanceDef>((CIV_ADVANCES as readonly CivAdvanceDef[]).map((a) => [a.id, a]));
const LEADER_BY_ID = new Map<string, LeaderDef>((LEADERS as readonly LeaderDef[]).map((l) => [l.id, l]));

export function civAdvance(id: string): CivAdvanceDef | undefined {
  return CIV_ADVANCE_BY_ID.get(id);
}

export function leaderDef(id: LeaderId | string): LeaderDef {
  const d = LEADER_BY_ID.get(id);
  if (!d) throw new Error(`unknown leader ${id}`);
  return d;
}

/** Whether `owner` is a seat holding the civilization advance `advance` (they act only with the expansion). */
export function hasCiv(s: CocState, owner: Owner, advance: CivAdvanceId): boolean {
  if (typeof owner !== "number") return false;
  const r = peek(s); // read-only: plain data (engine/kit/peek.ts)
  return r.options.expansion && has(r.players[owner], advance);
}

/** The hex of the seat's home region where its first city was founded (Provinces, Knut the Great). */
export function startCityHex(s: CocState, seat: Seat): HexKey | null {
  const home = s.regions.find((r) => r.home === seat);
  if (!home) return null;
  const slot = regionDef(home.tile).hexes.findIndex((h) => h.startingCity);
  return slot >= 0 ? home.hexes[slot] : null;
}

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

/** The index of the seat's home (start) region. */
export function homeRegion(s: CocState, seat: Seat): number {
  return s.regions.findIndex((r) => r.home === seat);
}

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
